#pragma once

#include "checkpointhistory.h"
#include "shownstate.h"
#include "solutionstore.h"
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
// microseconds). The solutions found are listed packed as the window's list keeps them
// (SolutionStore: 6 bytes each at N=16) with the step of each, up to kListBudgetBytes: past
// that (N=16 has 14.8 million) the search goes on and counts them, the list holds the first.
// Owns both steppers, the history and the solutions. Plain C++, one thread (the page's).
class SearchSession
{
public:
    // The most memory the list of solutions takes, with their steps: 64 MiB, some 4.5 million
    // solutions at N=16 (a tab on a phone has little more to spare).
    static constexpr std::uint64_t kListBudgetBytes = std::uint64_t(64) << 20;

    // `listBudgetBytes` replaces kListBudgetBytes (tests of a full list).
    explicit SearchSession(const SearchOptions &options,
                           std::uint64_t listBudgetBytes = kListBudgetBytes);

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
    // The solutions listed: every one found so far, unless the list is full.
    std::uint64_t solutionCount() const { return m_solutionSteps.size(); }
    FoundSolution solution(std::uint64_t index) const;
    bool listFull() const { return m_listFull; }
    const CheckpointHistory &history() const { return m_history; }

private:
    void runFurther(std::uint64_t steps);
    void listSolution();

    Stepper m_frontier;
    std::optional<Event> m_frontierEvent;
    Stepper m_shown;
    std::optional<Event> m_shownEvent;
    CheckpointHistory m_history;
    SolutionStore m_solutions;
    std::vector<std::uint64_t> m_solutionSteps; // the step that shows each solution listed
    bool m_listFull = false;
};

} // namespace nq::web
