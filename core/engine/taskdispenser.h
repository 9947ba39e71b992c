#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <optional>
#include <vector>

namespace nq {

// Hands out a count's pending tasks, each once, to whoever asks first: the worker threads of
// this process and, in a count across MPI ranks, rank 0 on behalf of the others, so a slow
// taker never holds back the rest. Safe to use from several threads at once.
class TaskDispenser
{
public:
    explicit TaskDispenser(std::vector<std::size_t> tasks)
        : m_tasks(std::move(tasks))
    {
    }

    std::optional<std::size_t> next()
    {
        const std::size_t at = m_next.fetch_add(1, std::memory_order_relaxed);
        if (at >= m_tasks.size())
            return std::nullopt;
        return m_tasks[at];
    }
    // Up to `count` tasks at once (none once all are handed out).
    std::vector<std::size_t> take(std::size_t count)
    {
        const std::size_t from = std::min(m_next.fetch_add(count, std::memory_order_relaxed),
                                          m_tasks.size());
        const std::size_t to = std::min(from + count, m_tasks.size());
        return {m_tasks.begin() + std::ptrdiff_t(from), m_tasks.begin() + std::ptrdiff_t(to)};
    }
    std::size_t remaining() const
    {
        const std::size_t handedOut = m_next.load(std::memory_order_relaxed);
        return handedOut >= m_tasks.size() ? 0 : m_tasks.size() - handedOut;
    }

private:
    const std::vector<std::size_t> m_tasks;
    std::atomic<std::size_t> m_next {0};
};

} // namespace nq
