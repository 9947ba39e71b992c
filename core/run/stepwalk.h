#pragma once

#include "runnersnapshot.h"
#include "searchtypes.h"
#include "tracerun.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace nq {

// One walk forward over a run's steps, the built-in search's or a student's trace's (the two
// SteppedRuns the runner steps, AnimatedSearch and TraceReplay): where it stands (the step,
// the event that led there, the board, the counters), one step on or far ahead at once, and
// the steps of the path to a solution. Every export reads a run through it (the GIF, the
// worksheet, the web page and their solution paths), so a trace is exported exactly as the
// search is. Steps are numbered as the window counts them: step k is the board after k
// events, step 0 the board before the first (which has no event). Made and used on one
// thread (an export's job); a trace is shared and read only.
class StepWalk
{
public:
    using Progress = std::function<void(std::uint64_t step)>;

    virtual ~StepWalk() = default;

    // The step it stands on.
    virtual std::uint64_t step() const = 0;
    // True at the run's last step: there is no step after it.
    virtual bool isFinished() const = 0;
    // One step on; false (and nothing done) at the end.
    virtual bool next() = 0;
    // Forward to step `target` (a step it stands on or before), its event known. False when
    // the run ends before it (the walk then stands at its end) or when `cancel` was raised
    // (cancelled() says which); `progress` hears the step reached now and then on a long way.
    virtual bool skipTo(std::uint64_t target, const std::atomic<bool> *cancel = nullptr,
                        const Progress &progress = {}) = 0;
    bool cancelled() const { return m_cancelled; }

    // The event that led to this step; none at step 0. A trace's solution is numbered by its
    // count, as the window's panels read it.
    const std::optional<Event> &event() const { return m_event; }
    // The board after the step: each row's queen (a trace's row with two: its leftmost) ...
    virtual Placement queens() const = 0;
    // ... and every queen, two on a row too (a wrong program's board as it left it).
    virtual SquareSet squares() const = 0;
    // Whether a queen stands on the square after the step.
    virtual bool holdsQueen(int row, int col) const = 0;
    virtual Counters counters() const = 0;
    // The step that shows the run's first broken rule: a trace's violation; none for the
    // built-in search, which breaks none.
    virtual std::optional<std::uint64_t> violationStep() const { return std::nullopt; }
    // The trace walked, or null for the built-in search: whose run it is, for its texts.
    virtual std::shared_ptr<const TraceRun> trace() const { return nullptr; }
    // The run's part of a snapshot of this step, as the window's narration reads it (the
    // search's state; a trace, its options and step); the events and run state are the
    // caller's.
    virtual void describe(RunnerSnapshot &snapshot) const = 0;

    // The steps of the path to solution `k` (from 1): the step that placed each queen it
    // holds (once step 0 for the user's queens), then the step of its solution event,
    // ascending. None when the run has fewer solutions or `cancel` was raised. Does not move
    // the walk.
    virtual std::optional<std::vector<std::uint64_t>> pathToSolution(
        std::uint64_t k, const std::atomic<bool> *cancel = nullptr) const = 0;

protected:
    std::optional<Event> m_event;
    bool m_cancelled = false;
};

} // namespace nq
