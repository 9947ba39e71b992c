#pragma once

#include "checkpointhistory.h"
#include "shownstate.h"
#include "stepper.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace nq::web {

// The built-in search as the web page runs it: the search run so far (its frontier, the
// furthest step reached), the step shown, anywhere from 0 to that furthest step, and the
// solutions found. Running forward steps the frontier's Stepper at full speed, one event at a
// time without words for any of them, keeping a checkpoint every so many steps
// (CheckpointHistory, at most 4,096); going back restores the nearest checkpoint into the shown
// Stepper and replays the deterministic search from it (a few thousand steps at most:
// microseconds). Owns both steppers, the history and the solutions. Plain C++, one thread (the
// page's).
class SearchSession
{
public:
    explicit SearchSession(const SearchOptions &options);

    // Shows the step `steps` further on: replaying the search run so far, then running it
    // further; stops at its end. Returns the step shown.
    std::uint64_t advance(std::uint64_t steps);
    // Shows `step` (0 .. furthest()); false (nothing changed) outside that range.
    bool goTo(std::uint64_t step);

    std::uint64_t step() const { return m_shown.counters().steps; }
    std::uint64_t furthest() const { return m_frontier.counters().steps; }
    // The search has ended and its last step is shown.
    bool ended() const { return m_frontier.isFinished() && step() == furthest(); }
    ShownState shown() const;
    const std::vector<FoundSolution> &solutions() const { return m_solutions; }
    const CheckpointHistory &history() const { return m_history; }

private:
    void runFurther(std::uint64_t steps);

    Stepper m_frontier;
    std::optional<Event> m_frontierEvent;
    Stepper m_shown;
    std::optional<Event> m_shownEvent;
    CheckpointHistory m_history;
    std::vector<FoundSolution> m_solutions;
};

} // namespace nq::web
