#include "searchsession.h"

#include <algorithm>

namespace nq::web {

namespace {

// How many solutions of N the list holds in `budget` bytes: each packed in the store, and its
// step beside it.
std::uint64_t listCapacity(int n, std::uint64_t budget)
{
    return budget / (std::uint64_t(SolutionStore::recordBytes(n)) + sizeof(std::uint64_t));
}

} // namespace

SearchSession::SearchSession(const SearchOptions &options, std::uint64_t listBudgetBytes)
    : m_frontier(options)
    , m_shown(options)
    , m_solutions(options.n, listCapacity(options.n, listBudgetBytes))
{
    m_history.clear(m_frontier.state());
}

void SearchSession::runFurther(std::uint64_t steps)
{
    // The loop the page's full speed spends its time in: one event a step, a look at its
    // type, and a comparison for the next checkpoint.
    for (std::uint64_t taken = 0; taken < steps && !m_frontier.isFinished(); ++taken) {
        const Event event = m_frontier.next();
        if (event.type == EventType::Solution)
            listSolution();
        m_history.offer(m_frontier.state());
        m_frontierEvent = event;
    }
}

void SearchSession::listSolution()
{
    if (m_listFull || !m_solutions.append(m_frontier.placement())) {
        m_listFull = true;
        return;
    }
    m_solutionSteps.push_back(m_frontier.counters().steps);
}

FoundSolution SearchSession::solution(std::uint64_t index) const
{
    return {index + 1, m_solutionSteps[std::size_t(index)], m_solutions.at(index)};
}

std::uint64_t SearchSession::advance(std::uint64_t steps)
{
    const std::uint64_t from = step();
    const std::uint64_t target = steps > furthest() - from ? furthest() : from + steps;
    goTo(target);
    const std::uint64_t left = steps - (target - from);
    if (left > 0 && step() == furthest() && !m_frontier.isFinished()) {
        runFurther(left);
        m_shown = m_frontier;
        m_shownEvent = m_frontierEvent;
    }
    return step();
}

bool SearchSession::goTo(std::uint64_t target)
{
    if (target > furthest())
        return false;
    if (target == furthest()) {
        m_shown = m_frontier;
        m_shownEvent = m_frontierEvent;
        return true;
    }
    if (target == 0) {
        m_shown.restore(m_history.atOrBefore(0));
        m_shownEvent.reset();
        return true;
    }
    // The event of step `target` is the one the search makes after step target - 1: from the
    // shown step when it is on the way there and nearer than the checkpoint.
    const StepperState &checkpoint = m_history.atOrBefore(target - 1);
    if (step() > target - 1 || checkpoint.counters.steps > step())
        m_shown.restore(checkpoint);
    m_shown.skip(target - 1 - step());
    m_shownEvent = m_shown.next();
    return true;
}

ShownState SearchSession::shown() const
{
    ShownState state;
    state.options = m_shown.options();
    state.step = step();
    state.furthest = furthest();
    state.ended = ended();
    state.event = m_shownEvent;
    state.queens = m_shown.placement();
    state.counters = m_shown.counters();
    state.levels = m_shown.depth();
    std::copy_n(m_shown.state().candidate.begin(), state.levels, state.stack.begin());
    return state;
}

} // namespace nq::web
