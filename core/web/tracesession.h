#pragma once

#include "shownstate.h"
#include "tracerun.h"

#include <cstdint>
#include <memory>
#include <string_view>

namespace nq::web {

// A student's trace stepped through in the web page as the window's trace run steps it: taken
// in whole (TraceIntake: read, checked, stored) and made a TraceRun, then any of its steps shown
// from the store (one checkpoint and a few thousand events away). Owns the run. Plain C++, one
// thread (the page's).
class TraceSession
{
public:
    // Reads the trace's text whole for a board of `n`.
    TraceSession(std::string_view text, int n, bool firstOnly);

    std::uint64_t advance(std::uint64_t steps);
    // Shows `step` (0 .. the trace's events); false (nothing changed) outside that range.
    bool goTo(std::uint64_t step);

    std::uint64_t step() const { return m_step; }
    std::uint64_t furthest() const { return m_run->stepCount(); }
    ShownState shown() const;
    std::uint64_t solutionCount() const { return m_run->solutions->size(); }
    FoundSolution solution(std::uint64_t index) const;
    const TraceRun &run() const { return *m_run; }

private:
    std::shared_ptr<const TraceRun> m_run;
    std::uint64_t m_step = 0;
};

} // namespace nq::web
