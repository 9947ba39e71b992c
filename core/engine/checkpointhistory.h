#pragma once

#include "stepper.h"

#include <cstdint>
#include <vector>

namespace nq {

// Saved stepper states at regular step numbers, so that any earlier step can be reached by
// restoring the nearest checkpoint and replaying (the search is deterministic). At most
// `maxCheckpoints` are kept: when full, the spacing doubles and every other one is dropped,
// so memory stays bounded however long the run, and replay costs at most one spacing.
// Owned by the runner on its worker thread.
class CheckpointHistory
{
public:
    explicit CheckpointHistory(std::uint64_t initialSpacing = 256,
                               std::size_t maxCheckpoints = 4096);

    void clear(const StepperState &start);
    // Records `state` if its step number is the next due checkpoint.
    void offer(const StepperState &state)
    {
        if (state.counters.steps >= m_nextDue)
            record(state);
    }
    std::uint64_t nextDue() const { return m_nextDue; }
    // The latest checkpoint at or before `step`.
    const StepperState &atOrBefore(std::uint64_t step) const;

    std::uint64_t spacing() const { return m_spacing; }
    std::size_t size() const { return m_checkpoints.size(); }
    std::size_t maxCheckpoints() const { return m_maxCheckpoints; }
    std::uint64_t memoryBytes() const { return m_checkpoints.capacity() * sizeof(StepperState); }

private:
    void record(const StepperState &state);

    std::vector<StepperState> m_checkpoints; // ascending step numbers, the first at step 0
    std::uint64_t m_spacing;
    const std::uint64_t m_initialSpacing;
    const std::size_t m_maxCheckpoints;
    std::uint64_t m_nextDue = 0;
};

} // namespace nq
