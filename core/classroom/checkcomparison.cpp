#include "checkcomparison.h"

#include "stepper.h"

#include <algorithm>
#include <chrono>
#include <limits>

namespace nq {

namespace {

using Clock = std::chrono::steady_clock;

// About 0.3 ms of stepping at N=12: cancellation is seen well within a frame.
constexpr int kPollEverySteps = 4096;
constexpr auto kProgressInterval = std::chrono::milliseconds(50);
// Rough shares of a comparison's time: scan and arrays do the same steps, bitmasks far fewer.
constexpr std::array<double, 3> kMethodWeight {0.45, 0.45, 0.10};

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

struct MethodLimits
{
    std::uint64_t stopAfterPlacements = std::numeric_limits<std::uint64_t>::max();
    std::int64_t maxMilliseconds = 0; // 0: no clock
    std::uint64_t expectedPlacements =
        0; // for progress: the placements this run will make, if known
};

// Runs one method until its search ends, its budget is used up (then it stops right after a
// placement, see ComparisonBudget) or `cancel` is set.
CheckComparisonRow runMethod(const SearchOptions &options, const MethodLimits &limits,
                             const std::atomic<bool> *cancel,
                             const std::function<void(const Counters &, double)> &progress)
{
    CheckComparisonRow row;
    row.check = options.check;
    Stepper stepper(options);
    const Clock::time_point start = Clock::now();
    Clock::time_point lastProgress = start;
    std::uint64_t stopAfter = limits.stopAfterPlacements;
    bool timeUp = false;

    while (!stepper.isFinished()) {
        for (int i = 0; i < kPollEverySteps && !stepper.isFinished(); ++i) {
            stepper.next();
            if (stepper.counters().places >= stopAfter)
                break;
        }
        if (!stepper.isFinished() && stepper.counters().places >= stopAfter) {
            row.stop = timeUp ? ComparisonStop::TimeBudget : ComparisonStop::PlacementBudget;
            break;
        }
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            row.stop = ComparisonStop::Cancelled;
            break;
        }
        const Clock::time_point now = Clock::now();
        if (!timeUp && limits.maxMilliseconds > 0
            && now - start >= std::chrono::milliseconds(limits.maxMilliseconds)) {
            // Stop at the next placement, not here, so the other methods can stop at exactly
            // the same point of the search.
            timeUp = true;
            stopAfter = std::min(stopAfter, stepper.counters().places + 1);
        }
        if (progress && now - lastProgress >= kProgressInterval) {
            lastProgress = now;
            const std::uint64_t places = stepper.counters().places;
            double fraction = 0;
            if (limits.expectedPlacements > 0)
                fraction = double(places) / double(limits.expectedPlacements);
            else if (stopAfter != std::numeric_limits<std::uint64_t>::max())
                fraction = double(places) / double(stopAfter);
            if (limits.maxMilliseconds > 0)
                fraction = std::max(fraction,
                                    millisecondsSince(start) / double(limits.maxMilliseconds));
            progress(stepper.counters(), std::clamp(fraction, 0.0, 1.0));
        }
    }
    row.counters = stepper.counters();
    row.milliseconds = millisecondsSince(start);
    return row;
}

} // namespace

CheckComparisonRows compareChecks(const SearchOptions &options, const ComparisonBudget &budget,
                                  const std::atomic<bool> *cancel,
                                  const ComparisonCallbacks &callbacks)
{
    CheckComparisonRows rows;
    MethodLimits limits;
    if (budget.maxPlacements > 0)
        limits.stopAfterPlacements = budget.maxPlacements;
    limits.maxMilliseconds = budget.maxMillisecondsPerMethod;

    double weightDone = 0;
    for (std::size_t i = 0; i < kComparedChecks.size(); ++i) {
        SearchOptions methodOptions = options;
        methodOptions.check = kComparedChecks[i];
        std::function<void(const Counters &, double)> progress;
        if (callbacks.progress) {
            progress = [&, i](const Counters &soFar, double fraction) {
                callbacks.progress(kComparedChecks[i], soFar,
                                   weightDone + kMethodWeight[i] * fraction);
            };
        }
        rows[i] = runMethod(methodOptions, limits, cancel, progress);
        if (rows[i].stop == ComparisonStop::Cancelled) {
            for (std::size_t j = i; j < rows.size(); ++j) {
                rows[j].check = kComparedChecks[j];
                rows[j].stop = ComparisonStop::Cancelled;
            }
            return rows;
        }
        if (i == 0) {
            // Scan has fixed how far the search goes: the others end at the same placement.
            limits.maxMilliseconds = 0;
            limits.expectedPlacements = rows[0].counters.places;
            if (rows[0].isPartial())
                limits.stopAfterPlacements = rows[0].counters.places;
        }
        weightDone += kMethodWeight[i];
        if (callbacks.rowReady)
            callbacks.rowReady(rows[i]);
    }
    return rows;
}

} // namespace nq
