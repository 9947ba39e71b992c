#include "yardstick.h"

namespace {

unsigned long long total;
unsigned all;

void place(unsigned cols, unsigned ld, unsigned rd)
{
    if (cols == all) {
        ++total;
        return;
    }
    unsigned pos = ~(cols | ld | rd) & all;
    while (pos) {
        const unsigned p = pos & -pos;
        pos -= p;
        place(cols | p, (ld | p) << 1, (rd | p) >> 1);
    }
}

} // namespace

unsigned long long yardstickCount(int n)
{
    total = 0;
    all = n >= 32 ? ~0u : (1u << n) - 1;
    place(0, 0, 0);
    return total;
}
