#include "taskqueue.h"

#include <algorithm>

namespace nq {

TaskQueue::TaskQueue(int threads, std::size_t count, Task task, const std::atomic<bool> *cancel)
    : m_count(count)
    , m_task(std::move(task))
    , m_externalCancel(cancel)
{
    // No more threads than tasks: an idle thread would only cost its start.
    const auto used = static_cast<int>(
        std::min<std::size_t>(std::size_t(std::max(1, threads)), count));
    m_running = used;
    m_threads.reserve(std::size_t(used));
    for (int worker = 0; worker < used; ++worker)
        m_threads.emplace_back([this, worker] { work(worker); });
}

TaskQueue::~TaskQueue()
{
    cancel();
    wait();
}

bool TaskQueue::run(int threads, std::size_t count, const Task &task,
                    const std::atomic<bool> *cancel)
{
    TaskQueue queue(threads, count, task, cancel);
    return queue.wait();
}

bool TaskQueue::cancelRequested() const
{
    return m_cancelled.load(std::memory_order_relaxed)
           || (m_externalCancel && m_externalCancel->load(std::memory_order_relaxed));
}

void TaskQueue::work(int worker)
{
    while (!cancelRequested()) {
        const std::size_t index = m_next.fetch_add(1, std::memory_order_relaxed);
        if (index >= m_count)
            break;
        m_task(worker, index);
        m_finished.fetch_add(1, std::memory_order_relaxed);
    }
    std::lock_guard lock(m_mutex);
    if (--m_running == 0)
        m_stopped.notify_all();
}

bool TaskQueue::waitFor(std::chrono::milliseconds timeout)
{
    std::unique_lock lock(m_mutex);
    return m_stopped.wait_for(lock, timeout, [this] { return m_running == 0; });
}

bool TaskQueue::wait()
{
    for (std::thread &thread : m_threads) {
        if (thread.joinable())
            thread.join();
    }
    return m_finished.load() == m_count;
}

} // namespace nq
