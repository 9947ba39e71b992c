#pragma once

// The results of a count and of a listing, and a count's progress: plain values, so that
// whoever shows them (a snapshot, a widget) needs neither the counter nor the lister.

#include <cstdint>

namespace nq {

struct CountResult
{
    std::uint64_t total = 0; // OEIS A000170
    std::uint64_t fundamental = 0; // OEIS A002562: classes under rotations and reflections
    bool cancelled = false;
};

// What a running count reports besides the fraction done, so a window can say "about X s left".
struct CountProgress
{
    double fractionDone = 0; // in [0, 1], never decreasing
    double elapsedSeconds = 0;
    // An estimate: the forecast of Counter::estimatedSeconds() at first, then more and more
    // the pace observed so far (fully once 5% are done).
    double secondsLeft = 0;
};

struct ListingResult
{
    std::uint64_t found = 0; // solutions of N that exist (all of them, even past the capacity)
    std::uint64_t stored = 0; // how many of them the store took
    bool cancelled = false;
};

} // namespace nq
