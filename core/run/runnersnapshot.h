#pragma once

#include "runtypes.h"
#include "searchtree.h"
#include "solutionsteps.h"
#include "solutionstore.h"
#include "stepper.h"
#include "tracerun.h"

#include <QMetaType>

#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

namespace nq {

// What the runner reports once per frame: the newest state of the search and everything
// the window needs to draw it. A value: made on the worker thread, read on the GUI thread.
struct RunnerSnapshot
{
    std::uint64_t runId = 0; // changes on every reset: older snapshots are stale
    RunState runState = RunState::Ready;
    double stepsPerSecond = 0; // 0 means full speed
    // The placement, the counters, the candidates left at each level; its options' goal is
    // what the run does (goal()): a listing or a count leaves the search at step 0.
    StepperState search;
    std::vector<Event>
        recentEvents; // the events since the previous snapshot, oldest first (capped)
    // The event of this step when the snapshot brought none (a pause, a new speed at the step
    // the previous snapshot took there): set by the mailbox, so that what is redrawn later
    // still says what this step did.
    std::optional<Event> carriedEvent;
    std::uint64_t droppedEvents = 0; // events run since the previous snapshot but not listed
    std::int64_t elapsedUs = 0; // time spent running (Play and Run until), in microseconds
    std::uint64_t visibleSolutions = 0; // solutions found up to the current step
    std::uint64_t visibleClasses = 0; // symmetry classes whose first member is visible
    std::uint64_t furthestStep = 0; // the furthest step this run has reached
    bool storeFull = false; // the store reached its capacity; counting goes on
    StopReason stoppedBy = StopReason::None; // why the run paused itself at this step
    StopReason runningUntil = StopReason::None; // the "run until" goal being run to
    int untilLevel = -1;
    std::uint64_t untilStep = 0; // the step being gone to (runningUntil StepReached)
    std::uint64_t untilSolution = 0; // the solution being gone to (SolutionReached)
    SquareSet breakpoints {};
    int fixedLevels = 0; // queens given by the user ("continue from here")
    JobStatus job; // List and Count: progress and, once finished, the result
    double estimatedSeconds = 0; // Count: the forecast before it starts
    std::shared_ptr<const SolutionStore> store;
    // Animated runs: the step of each stored solution, in the order found (the timeline's marks).
    std::shared_ptr<const SolutionSteps> solutionSteps;
    std::shared_ptr<const SearchTree> tree; // the whole search tree of this run, for N up to 8
    // A student's trace shown instead of the built-in search (TraceReplay): whose it is and
    // what checking it found; then the board is the program's (traceBoard, each row's leftmost
    // queen; traceSquares, every queen, two on a row too), not the stepper's levels.
    std::shared_ptr<const TraceRun> trace;
    Placement traceBoard;
    SquareSet traceSquares {};

    static constexpr std::size_t kMaxRecentEvents = 256;

    bool hasEvent() const { return !recentEvents.empty(); }
    const Event &lastEvent() const { return recentEvents.back(); }
    std::uint64_t step() const { return search.counters.steps; }
    Goal goal() const { return search.options.goal; }
    bool animates() const { return nq::animates(goal()); }
    bool isFinished() const { return runState == RunState::Finished; }
    bool showsTrace() const { return trace != nullptr; }
    // The queens on the board at this step: the program's for a trace, else the search's.
    Placement placement() const { return trace ? traceBoard : Stepper::placementOf(search); }
    // The solutions found so far: counting and listing report through their job, not through
    // the search, which they leave at step 0. A listing past the list's capacity has counted
    // the rest once it has finished.
    std::uint64_t solutionsFound() const
    {
        switch (goal()) {
        case Goal::Count: return job.count.total;
        case Goal::List:
            return job.finished && !job.cancelled ? std::max(job.listing.found, visibleSolutions)
                                                  : visibleSolutions;
        case Goal::First:
        case Goal::All: break;
        }
        return search.counters.solutions;
    }
};

} // namespace nq

Q_DECLARE_METATYPE(nq::RunnerSnapshot)
