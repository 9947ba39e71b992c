#pragma once

#include "runnersnapshot.h"

#include <cstdint>
#include <functional>

namespace nq {

// What the runner steps through, one event a step, forward and back: the built-in search
// (AnimatedSearch) or a student's stored trace (TraceReplay). The runner paces it, stops it
// where its StopRule says and publishes what it describes; the run itself knows nothing of
// speed or time beyond the slice it is given. Owned by the runner, on its thread.
class SteppedRun
{
public:
    virtual ~SteppedRun() = default;

    // One step; its event is kept for the window.
    virtual void advanceOne() = 0;
    // Steps flat out for about `nanoseconds`, or until `stopsAt` (if given) says an event
    // stops the run. Keeps only the last event for the window; the others count as dropped.
    virtual void runSlice(std::int64_t nanoseconds,
                          const std::function<bool(const Event &)> &stopsAt) = 0;
    // Goes to step `target`, back or forward; stops early at the end.
    virtual void jumpTo(std::uint64_t target) = 0;

    virtual bool isFinished() const = 0;
    virtual std::uint64_t step() const = 0;
    // The furthest step run to (stepping back does not lower it).
    virtual std::uint64_t furthestStep() const = 0;
    // The newest event kept for the window, or null.
    virtual const Event *lastEvent() const = 0;
    // Fills the run's part of a snapshot and hands over the events kept since the last.
    virtual void describe(RunnerSnapshot &snapshot) = 0;
};

} // namespace nq
