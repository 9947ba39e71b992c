#pragma once

#include "searchtypes.h"

#include <QMetaType>

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>

namespace nq {

// The three checks in the order the comparison runs them and the table lists them. Scan goes
// first because it is the most expensive per step: it sets the stopping point of a budget stop.
inline constexpr std::array<Check, 3> kComparedChecks {Check::Scan, Check::Arrays, Check::Bitmask};

// How far a comparison may go before it stops. Large N would run for hours (N=14, all
// solutions, is 810 million steps for scan), so every comparison ends in bounded time.
//
// The three methods walk the same search tree, so they place the same queens in the same
// order; only the steps and checks between placements differ. A budget stop therefore cuts
// every method right after the same placement, and the partial counts compare the same part
// of the search:
// - the first method (scan) stops right after its `maxPlacements`-th placement, or, once it
//   has run `maxMillisecondsPerMethod`, right after its next placement, whichever is first;
// - the other two stop right after exactly as many placements as scan made. They get no
//   clock of their own: they do the same placements with cheaper checks, so they take about
//   as long as scan did or less (arrays measured at 0.9-1.15x of scan, bitmasks about 0.1x).
//   A whole comparison stays within about 2.3x the time limit.
// A value of 0 means "no limit" for either field.
struct ComparisonBudget
{
    std::uint64_t maxPlacements = 1'000'000; // N=12 with all solutions (856,188) fits
    std::int64_t maxMillisecondsPerMethod = 4000;

    friend bool operator==(const ComparisonBudget &, const ComparisonBudget &) = default;
};

enum class ComparisonStop : std::uint8_t {
    Finished, // the search ran to its end: the counts are the whole cost
    PlacementBudget, // stopped after maxPlacements placements: partial counts
    TimeBudget, // scan hit the time limit (the others stopped at the same placement): partial
    Cancelled, // abandoned: the counts are meaningless and never reported
};

// One method's cost for the whole search, or for the part of it the budget allowed.
struct CheckComparisonRow
{
    Check check = Check::Scan;
    Counters counters; // steps, tries, checks, places, removes, backtracks, solutions
    double milliseconds = 0; // wall time of this method alone
    ComparisonStop stop = ComparisonStop::Finished;

    bool isPartial() const { return stop != ComparisonStop::Finished; }
};

using CheckComparisonRows = std::array<CheckComparisonRow, kComparedChecks.size()>;

// Reports from compareChecks(), called on the thread that runs it.
struct ComparisonCallbacks
{
    // A method has finished (or stopped at the budget); not called for a cancelled method.
    std::function<void(const CheckComparisonRow &row)> rowReady;
    // About every 50 ms: the method running, its counters so far, and a rough share of the
    // whole comparison done (0..1; methods are weighted by their usual cost).
    std::function<void(Check check, const Counters &soFar, double fractionDone)> progress;
};

// Runs the search of `options` (n, order, goal; options.check is ignored) once per check,
// one after the other, in the caller's thread, within `budget`. Polls `cancel` every few
// thousand steps (well under a millisecond); once it is set, returns promptly with the
// methods not yet done marked Cancelled. Plain C++ apart from the types: any thread.
CheckComparisonRows compareChecks(const SearchOptions &options, const ComparisonBudget &budget = {},
                                  const std::atomic<bool> *cancel = nullptr,
                                  const ComparisonCallbacks &callbacks = {});

} // namespace nq

Q_DECLARE_METATYPE(nq::CheckComparisonRow)
