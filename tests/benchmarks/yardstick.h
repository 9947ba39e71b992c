#pragma once

#include <cstdint>

// The yardstick of every performance figure: the plain N-Queens II counter of seed 002
// (recursion over rows, unsigned bitmasks for columns and diagonals, no symmetry, one
// thread), ported line for line so that ratios against it mean the same on any machine.
// Lives on whichever thread calls it; holds only the running total.
class PlainCounter
{
public:
    unsigned totalNQueens(int n);

private:
    void tryRow(unsigned max, unsigned row, unsigned ld, unsigned rd);

    unsigned m_total = 0;
};
