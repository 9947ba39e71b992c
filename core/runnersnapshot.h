#pragma once

#include "solutionstore.h"
#include "stepper.h"

#include <QMetaType>

#include <memory>
#include <vector>

namespace nq {

enum class RunState : std::uint8_t {
    Ready,    // at the start of a run, nothing played yet
    Running,  // animating or running at full speed
    Paused,
    Finished, // the search has ended; stepping back is still possible
};

// What the runner reports once per frame: the newest state of the search and everything
// the window needs to draw it. A value: made on the worker thread, read on the GUI thread.
struct RunnerSnapshot
{
    std::uint64_t runId = 0;          // changes on every reset: older snapshots are stale
    RunState runState = RunState::Ready;
    double stepsPerSecond = 0;        // 0 means full speed
    StepperState search;              // placement, counters, candidates left at each level
    std::vector<Event> recentEvents;  // the events since the previous snapshot, oldest first (capped)
    std::uint64_t droppedEvents = 0;  // events run since the previous snapshot but not listed
    std::int64_t elapsedMs = 0;       // time spent running
    std::uint64_t visibleSolutions = 0; // solutions found up to the current step
    std::uint64_t visibleClasses = 0;   // symmetry classes whose first member is visible
    std::uint64_t furthestStep = 0;   // the furthest step this run has reached
    bool storeFull = false;           // the store reached its capacity; counting goes on
    std::shared_ptr<const SolutionStore> store;

    static constexpr std::size_t kMaxRecentEvents = 256;

    bool hasEvent() const { return !recentEvents.empty(); }
    const Event &lastEvent() const { return recentEvents.back(); }
    std::uint64_t step() const { return search.counters.steps; }
    bool isFinished() const { return runState == RunState::Finished; }
};

} // namespace nq

Q_DECLARE_METATYPE(nq::RunnerSnapshot)
