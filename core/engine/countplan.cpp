#include "countplan.h"

#include "fingerprint.h"

namespace nq {

namespace {

// Raised whenever the way a count is cut into tasks changes (not when only the search inside
// a task does), so that no checkpoint is resumed against another cut.
constexpr std::uint64_t kMethodVersion = 1;

} // namespace

CountPlan::CountPlan(int n, const std::atomic<bool> *cancel, const std::function<void()> &waiting)
    : m_n(n)
{
    if (n < kMinN || n > kMaxN)
        return;
    Fingerprint fingerprint;
    fingerprint.add(kMethodVersion);
    fingerprint.add(std::uint64_t(n));
    if (n <= 5) {
        m_taskCount = 1;
    } else {
        m_constellations = startConstellations(n, cancel, waiting);
        if (m_constellations.empty())
            return; // cancelled: every N from 6 on has constellations
        m_taskCount = m_constellations.size();
        for (const Constellation &c : m_constellations)
            fingerprint.add(std::uint64_t(c.key(n)) * 8 + c.stabilizer);
    }
    fingerprint.add(m_taskCount);
    m_fingerprint = fingerprint.value();
    m_complete = true;
}

std::size_t CountPlan::largestTaskCount(int n)
{
    if (n < kMinN || n > kMaxN)
        return 0;
    if (n <= 5)
        return 1;
    const std::size_t side = std::size_t(n);
    return side * side * side * side; // at most 32^4, far from wrapping
}

CountResult CountPlan::run(std::size_t index, const std::atomic<bool> *cancel) const
{
    if (!m_complete || index >= m_taskCount)
        return {0, 0, true};
    if (m_constellations.empty()) {
        CountResult result = countSmallBoard(m_n);
        result.cancelled = cancel && cancel->load(std::memory_order_relaxed);
        return result;
    }
    CancelPoll poll(cancel);
    // Turned here, on the worker: choosing the orientation costs as much as the enumeration.
    return countConstellation(bestOrientation(m_constellations[index], m_n), m_n, poll);
}

} // namespace nq
