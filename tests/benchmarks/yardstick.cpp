#include "yardstick.h"

unsigned PlainCounter::totalNQueens(int n)
{
    m_total = 0;
    unsigned max = 1;
    for (int i = 1; i < n; ++i)
        max = (max << 1) + 1;
    tryRow(max, 0, 0, 0);
    return m_total;
}

// Kept as in the seed, with its `row == max` end test and `pos & (~pos + 1)`, even where a
// faster form exists: the point is to measure against that method.
void PlainCounter::tryRow(unsigned max, unsigned row, unsigned ld, unsigned rd)
{
    if (row == max) {
        ++m_total;
        return;
    }
    unsigned pos = ~(row | ld | rd) & max;
    while (pos > 0) {
        const unsigned p = pos & (~pos + 1);
        tryRow(max, row | p, (ld << 1 | p << 1) & max, (rd >> 1 | p >> 1) & max);
        pos -= p;
    }
}
