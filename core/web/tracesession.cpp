#include "tracesession.h"

#include "traceverdict.h"

#include <algorithm>

namespace nq::web {

namespace {

std::shared_ptr<const TraceRun> runOf(std::string_view text, int n, bool firstOnly)
{
    TraceIntake intake(n, firstOnly);
    intake.feed(text);
    intake.finish();
    return TraceRun::make("trace", intake);
}

} // namespace

TraceSession::TraceSession(std::string_view text, int n, bool firstOnly)
    : m_run(runOf(text, n, firstOnly))
{
}

std::uint64_t TraceSession::advance(std::uint64_t steps)
{
    m_step += std::min(steps, furthest() - m_step);
    return m_step;
}

bool TraceSession::goTo(std::uint64_t step)
{
    if (step > furthest())
        return false;
    m_step = step;
    return true;
}

ShownState TraceSession::shown() const
{
    const TraceRun &run = *m_run;
    ShownState state;
    state.options = {run.n, run.order, Check::Scan, run.firstOnly ? Goal::First : Goal::All};
    state.fromTrace = true;
    state.step = m_step;
    state.furthest = furthest();
    state.ended = m_step == furthest();
    // The event that brought the trace to this step, as the window's replay shows it.
    if (m_step > 0)
        run.store->visitSteps(m_step - 1, 1,
                              [&state](const TraceStep &step, const TracePosition &before) {
                                  state.event = TraceRun::shownEvent(step, before);
                              });
    const TracePosition position = run.store->positionAfter(m_step);
    state.queens = TraceRun::shownPlacement(position.board);
    Placement whole;
    if (!position.placement(whole))
        state.squares = position.board.squares();
    state.counters = position.counters();
    state.levels = run.filledLevels(state.queens, state.stack);
    if (run.violation)
        state.violation = ShownState::Violation {
            run.violationStep().value_or(0), run.violation->line,
            TraceVerdict::violationLine(*run.violation, run.n, run.missedPath), *run.violation};
    state.trace = ShownState::Trace {run.stepCount(), run.summary, run.missedPath};
    return state;
}

FoundSolution TraceSession::solution(std::uint64_t index) const
{
    return {index + 1, m_run->solutionSteps->at(index), m_run->solutions->at(index)};
}

} // namespace nq::web
