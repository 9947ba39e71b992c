#include "stoprule.h"

#include <algorithm>

namespace nq {

void StopRule::setBreakpoint(int row, int col, bool on)
{
    if (on)
        m_breakpoints[row] |= 1u << col;
    else
        m_breakpoints[row] &= ~(1u << col);
    updateWatching();
}

void StopRule::clearBreakpoints()
{
    m_breakpoints.fill(0);
    updateWatching();
}

bool StopRule::hasBreakpoints() const
{
    return std::any_of(m_breakpoints.begin(), m_breakpoints.end(),
                       [](std::uint32_t row) { return row != 0; });
}

void StopRule::runUntil(StopReason goal, int level, double currentSpeed)
{
    if (!isRunningUntil())
        m_speedBeforeUntil = currentSpeed;
    m_until = goal;
    m_untilLevel = level;
    updateWatching();
}

void StopRule::runUntilStep(std::uint64_t step, double currentSpeed)
{
    runUntil(StopReason::StepReached, -1, currentSpeed);
    m_untilStep = step;
}

void StopRule::runUntilSolution(std::uint64_t number, double currentSpeed)
{
    runUntil(StopReason::SolutionReached, -1, currentSpeed);
    m_untilSolution = number;
}

std::optional<double> StopRule::endUntil()
{
    if (!isRunningUntil())
        return std::nullopt;
    m_until = StopReason::None;
    updateWatching();
    return m_speedBeforeUntil;
}

StopReason StopRule::reasonAt(const Event &e, Order order, std::uint64_t step) const
{
    if (m_until == StopReason::StepReached)
        return step >= m_untilStep ? StopReason::StepReached : StopReason::None;
    if (m_until == StopReason::SolutionReached)
        return e.type == EventType::Solution && e.solution >= m_untilSolution
                   ? StopReason::SolutionReached
                   : StopReason::None;
    if ((e.type == EventType::Try || e.type == EventType::Place)
        && (m_breakpoints[e.row] >> e.col & 1u))
        return StopReason::Breakpoint;
    if (m_until == StopReason::NextSolution && e.type == EventType::Solution)
        return StopReason::NextSolution;
    if (m_until == StopReason::NextBacktrack && e.type == EventType::Backtrack)
        return StopReason::NextBacktrack;
    if (m_until == StopReason::LevelReached && e.type == EventType::Place
        && (order == Order::Rows ? e.row : e.col) == m_untilLevel)
        return StopReason::LevelReached;
    return StopReason::None;
}

} // namespace nq
