#pragma once

#include "chunkedarray.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace nq {

// The step at which each solution of an animated search was found, in the order found: the
// marks of the window's timeline. Append-only like the SolutionStore: one writer thread (the
// runner's) appends, readers on any thread read indices below a size() they observed. At most
// kCapacity steps (8 MB); the solutions after those are not marked.
class SolutionSteps
{
public:
    static constexpr std::uint64_t kCapacity = std::uint64_t(1) << 20;

    SolutionSteps()
        : m_steps(int(sizeof(std::uint64_t)), kCapacity)
    {
    }

    // Writer thread only; steps come in increasing order. Returns false when full.
    bool append(std::uint64_t step)
    {
        std::uint8_t *slot = m_steps.reserveNext();
        if (!slot)
            return false;
        std::memcpy(slot, &step, sizeof step);
        m_steps.publish();
        return true;
    }

    // Any thread.
    std::uint64_t size() const { return m_steps.size(); }
    // Any thread, index below a size() it observed.
    std::uint64_t at(std::uint64_t index) const
    {
        std::uint64_t step = 0;
        std::memcpy(&step, m_steps.record(index), sizeof step);
        return step;
    }
    // How many of the first `size` solutions were found at or before `step`.
    std::uint64_t countUpTo(std::uint64_t step, std::uint64_t size) const
    {
        std::uint64_t low = 0;
        std::uint64_t high = size;
        while (low < high) {
            const std::uint64_t middle = low + (high - low) / 2;
            if (at(middle) <= step)
                low = middle + 1;
            else
                high = middle;
        }
        return low;
    }

private:
    ChunkedArray m_steps;
};

} // namespace nq
