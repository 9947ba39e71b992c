#pragma once

#include "runtypes.h"
#include "searchtypes.h"

#include <optional>

namespace nq {

// Where an animated run pauses by itself: the breakpoints (squares, for one board size) and
// the "run until" goal, which runs at full speed and keeps the speed to go back to once the
// goal is met or dropped. A value owned by the runner, on its thread.
class StopRule
{
public:
    // Squares outside the board are the caller's to refuse.
    void setBreakpoint(int row, int col, bool on);
    void clearBreakpoints();
    const SquareSet &breakpoints() const { return m_breakpoints; }
    bool hasBreakpoints() const;

    // Sets (or changes) the goal. `currentSpeed` is kept to go back to, unless a goal was
    // already running (its kept speed stays).
    void runUntil(StopReason goal, int level, double currentSpeed);
    // Goes to step `step`, ahead of the search (StepReached).
    void runUntilStep(std::uint64_t step, double currentSpeed);
    std::uint64_t untilStep() const { return m_untilStep; }
    // Goes to where the search finds solution `number` (SolutionReached).
    void runUntilSolution(std::uint64_t number, double currentSpeed);
    std::uint64_t untilSolution() const { return m_untilSolution; }
    bool isRunningUntil() const { return m_until != StopReason::None; }
    StopReason until() const { return m_until; }
    int untilLevel() const { return m_untilLevel; }
    // Ends the goal, if one runs: the speed to go back to.
    std::optional<double> endUntil();
    // Ends the goal without a speed to go back to (a new run).
    void dropUntil() { endUntil(); }
    // A speed chosen while a goal runs applies once it ends.
    void setSpeedAfterUntil(double speed) { m_speedBeforeUntil = speed; }
    // The speed the user has chosen: while a goal runs, the one kept for its end.
    double chosenSpeed(double runningSpeed) const
    {
        return isRunningUntil() ? m_speedBeforeUntil : runningSpeed;
    }

    // True when some event could stop the run (a goal or a breakpoint): the only events
    // worth checking. Kept up to date by every change, for the stepping loop.
    bool isWatching() const { return m_watching; }
    // Why `event`, the search's step `step`, stops the run (None: it does not). A breakpoint
    // comes before the goal, but for going to a step or a solution, which no breakpoint stops.
    StopReason reasonAt(const Event &event, Order order, std::uint64_t step = 0) const;

private:
    void updateWatching() { m_watching = isRunningUntil() || hasBreakpoints(); }

    SquareSet m_breakpoints {};
    StopReason m_until = StopReason::None;
    int m_untilLevel = -1;
    std::uint64_t m_untilStep = 0;
    std::uint64_t m_untilSolution = 0;
    double m_speedBeforeUntil = 0;
    bool m_watching = false;
};

} // namespace nq
