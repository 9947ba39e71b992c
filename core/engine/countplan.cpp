#include "countplan.h"

#include "fingerprint.h"
#include "systemmemory.h"

#include <algorithm>
#include <thread>

namespace nq {

namespace {

// Raised whenever the way a count is cut into tasks changes (not when only the search inside
// a task does), so that no checkpoint is resumed against another cut.
constexpr std::uint64_t kMethodVersion = 1;
// The half boards' cut, told apart from the constellations' in the fingerprint.
constexpr std::uint64_t kHalfBoardsVersion = 1;

// The smallest and largest N counted by half boards when the method is chosen for it: below
// 16 constellations are as fast, past 21 its lead is not measured.
constexpr int kHalfBoardsFrom = 16;
constexpr int kHalfBoardsTo = 21;

} // namespace

CountMethod CountPlan::automaticMethod(int n, int threads)
{
    if (n < kHalfBoardsFrom || n > kHalfBoardsTo)
        return CountMethod::Constellations;
    const std::size_t memory = std::size_t(physicalMemoryBytes());
    return memory == 0 || halfBoardBytes(n, threads) <= memory / 4 ? CountMethod::HalfBoards
                                                                   : CountMethod::Constellations;
}

std::optional<CountMethod> CountPlan::methodOf(int n, std::uint64_t fingerprint, int threads,
                                               std::string &why)
{
    if (CountPlan(n, nullptr, {}, CountMethod::Constellations).fingerprint() == fingerprint)
        return CountMethod::Constellations;
    if (n >= kHalfBoardsFrom && n <= kHalfBoardsTo) {
        // Its tables are built to see its tasks: asked first whether they fit at all.
        const std::size_t needed = halfBoardBytes(n, threads);
        const std::size_t memory = std::size_t(physicalMemoryBytes());
        if (memory != 0 && needed > memory) {
            why = "was cut into tasks by half boards, whose tables take "
                  + std::to_string(needed >> 20) + " MiB, more than the "
                  + std::to_string(memory >> 20)
                  + " MiB of this machine: continue it on a machine with more memory, or count "
                    "again without it";
            return std::nullopt;
        }
        if (CountPlan(n, nullptr, {}, CountMethod::HalfBoards).fingerprint() == fingerprint)
            return CountMethod::HalfBoards;
    }
    why = "was written by a version of nqueens-cli that cuts the count into other tasks";
    return std::nullopt;
}

std::size_t CountPlan::halfBoardBytes(int n, int threads)
{
    return HalfBoardSplits::tableBytes(n)
           + std::size_t(std::max(threads, 1)) * HalfBoardSplits::scratchBytes(n);
}

CountPlan::CountPlan(int n, const std::atomic<bool> *cancel, const std::function<void()> &waiting,
                     CountMethod method)
    : m_n(n)
{
    if (n < kMinN || n > kMaxN)
        return;
    if (method == CountMethod::Automatic)
        method = automaticMethod(n, int(std::thread::hardware_concurrency()));
    if (method == CountMethod::HalfBoards && HalfBoardSplits::suits(n)) {
        m_method = CountMethod::HalfBoards;
        m_halfBoards.emplace(n);
        if (cancel && cancel->load())
            return;
        Fingerprint fingerprint;
        fingerprint.add(kHalfBoardsVersion);
        fingerprint.add(std::uint64_t(n));
        m_rotationTasks = std::size_t(n);
        const std::size_t splits = m_halfBoards->splits().size();
        m_taskCount = m_rotationTasks + std::min(splits, kHalfBoardTasks);
        for (const HalfBoardSplit &split : m_halfBoards->splits())
            fingerprint.add(std::uint64_t(split.topColumns) << 8
                            | std::uint8_t(split.middleColumn));
        fingerprint.add(m_taskCount);
        m_fingerprint = fingerprint.value();
        m_complete = true;
        return;
    }
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
    // At most 32^4, far from wrapping; the half boards' N + kHalfBoardTasks is below it.
    return std::max(side * side * side * side, side + kHalfBoardTasks);
}

CountShare CountPlan::run(std::size_t index, const std::atomic<bool> *cancel) const
{
    // A task that starts after the cancel does nothing: small ones would never poll.
    if (!m_complete || index >= m_taskCount || (cancel && cancel->load(std::memory_order_relaxed)))
        return {0, 0, true};
    CancelPoll poll(cancel);
    if (m_halfBoards) {
        if (index < m_rotationTasks) {
            const RotationSymmetricCount symmetric = countRotationSymmetric(m_n, int(index), poll);
            return {0, 2 * symmetric.quarterTurn + symmetric.halfTurn, poll.stopped()};
        }
        // Every (taskCount - rotation tasks)-th orbit, from this task's place on.
        const std::vector<HalfBoardSplit> &splits = m_halfBoards->splits();
        const std::size_t stride = m_taskCount - m_rotationTasks;
        std::uint64_t total = 0;
        for (std::size_t split = index - m_rotationTasks; split < splits.size() && !poll.stopped();
             split += stride)
            total += m_halfBoards->count(splits[split], poll);
        // Each solution also adds itself to the classes' sum, eight times the classes.
        return {total, total, poll.stopped()};
    }
    if (m_constellations.empty()) {
        const CountResult result = countSmallBoard(m_n);
        return {result.total, 8 * result.fundamental,
                cancel && cancel->load(std::memory_order_relaxed)};
    }
    // Turned here, on the worker: choosing the orientation costs as much as the enumeration.
    const CountResult result = countConstellation(bestOrientation(m_constellations[index], m_n),
                                                  m_n, poll);
    return {result.total, 8 * result.fundamental, result.cancelled};
}

} // namespace nq
