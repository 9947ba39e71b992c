#include "checkpointhistory.h"

#include <algorithm>

namespace nq {

CheckpointHistory::CheckpointHistory(std::uint64_t initialSpacing, std::size_t maxCheckpoints)
    : m_spacing(std::max<std::uint64_t>(1, initialSpacing))
    , m_initialSpacing(m_spacing)
    , m_maxCheckpoints(std::max<std::size_t>(4, maxCheckpoints))
{
    m_checkpoints.reserve(m_maxCheckpoints);
}

void CheckpointHistory::clear(const StepperState &start)
{
    m_checkpoints.clear();
    m_spacing = m_initialSpacing;
    m_checkpoints.push_back(start);
    m_nextDue = start.counters.steps + m_spacing;
}

void CheckpointHistory::record(const StepperState &state)
{
    if (!m_checkpoints.empty() && state.counters.steps <= m_checkpoints.back().counters.steps)
        return; // replaying over ground already covered
    if (m_checkpoints.size() == m_maxCheckpoints) {
        // Keep the checkpoints on multiples of the doubled spacing.
        m_spacing *= 2;
        std::size_t kept = 0;
        for (const StepperState &checkpoint : m_checkpoints) {
            if (checkpoint.counters.steps % m_spacing == 0)
                m_checkpoints[kept++] = checkpoint;
        }
        m_checkpoints.resize(kept);
    }
    if (state.counters.steps % m_spacing == 0)
        m_checkpoints.push_back(state);
    m_nextDue = (state.counters.steps / m_spacing + 1) * m_spacing;
}

const StepperState &CheckpointHistory::atOrBefore(std::uint64_t step) const
{
    const auto after = std::upper_bound(
        m_checkpoints.begin(), m_checkpoints.end(), step,
        [](std::uint64_t s, const StepperState &c) { return s < c.counters.steps; });
    return after == m_checkpoints.begin() ? m_checkpoints.front() : *(after - 1);
}

} // namespace nq
