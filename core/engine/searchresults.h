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

// One task's share of a count (CountPlan::run, CountLedger::record). Its symmetry classes
// are kept eight times over, as Burnside's lemma sums them (8 x classes = solutions + 2 x
// the quarter-turn-symmetric ones + the half-turn-symmetric ones; no reflection leaves a
// solution of N > 1 unchanged), so that shares that know only solutions, or only symmetric
// ones, add up exactly; the count's classes are the sum divided by 8 once all are done.
struct CountShare
{
    std::uint64_t total = 0;
    std::uint64_t eightfoldClasses = 0;
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
