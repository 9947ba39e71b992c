#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace nq {

// The engine's one way to spread a loop over the cores: runs tasks 0..count-1 on `threads`
// std::threads of its own, each drawing the next index from one atomic counter, so that
// uneven tasks balance by themselves. Owns those threads from the constructor until wait()
// returns (the destructor cancels and waits). The thread that made it only waits, and may
// report progress meanwhile (waitFor, finishedCount). A cancel, by cancel() or by the
// caller's flag, skips the tasks not yet drawn; a task already running finishes, so a long
// task polls the flag itself. Plain C++, no Qt.
class TaskQueue
{
public:
    // Runs on a worker thread: `worker` in [0, threads) names the thread (for per-thread
    // data), `index` the task; each index is run once.
    using Task = std::function<void(int worker, std::size_t index)>;

    TaskQueue(int threads, std::size_t count, Task task, const std::atomic<bool> *cancel = nullptr);
    ~TaskQueue();
    TaskQueue(const TaskQueue &) = delete;
    TaskQueue &operator=(const TaskQueue &) = delete;

    // Runs the tasks and waits for them: the common case. True when none was skipped.
    static bool run(int threads, std::size_t count, const Task &task,
                    const std::atomic<bool> *cancel = nullptr);

    // Blocks until every thread has stopped; true when every task ran (none skipped).
    bool wait();
    // Waits at most `timeout` for the threads to stop; true once they all have.
    bool waitFor(std::chrono::milliseconds timeout);
    // Skips the tasks not yet drawn; returns at once (wait() then returns promptly).
    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }

    std::size_t count() const { return m_count; }
    // Tasks run to their end so far (any thread).
    std::size_t finishedCount() const { return m_finished.load(std::memory_order_relaxed); }

private:
    void work(int worker);
    bool cancelRequested() const;

    const std::size_t m_count;
    const Task m_task;
    const std::atomic<bool> *m_externalCancel;
    std::atomic<bool> m_cancelled {false};
    std::atomic<std::size_t> m_next {0};
    std::atomic<std::size_t> m_finished {0};
    std::mutex m_mutex;
    std::condition_variable m_stopped;
    int m_running = 0; // threads still drawing tasks, under m_mutex
    std::vector<std::thread> m_threads;
};

} // namespace nq
