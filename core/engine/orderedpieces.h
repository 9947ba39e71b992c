#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <map>
#include <mutex>
#include <optional>

namespace nq {

// Hands what tasks running on several threads produce to one consumer, in task order: each
// task delivers its results in pieces, marking its last one, and the consumer takes every
// piece of task 0, then of task 1, and so on, waiting for each. Memory stays bounded: a task
// begins only within `tasksAhead` of the task being consumed, and a task holding
// `piecesAhead` pieces not yet taken waits to deliver more. Tasks must begin in index order
// (TaskQueue draws them so), which is what keeps the waits from closing a circle. stop(),
// from either side, wakes everyone; from then on nothing is delivered or taken. Owns the
// pieces in between; safe to use from any thread. Plain C++.
template<typename Piece>
class OrderedPieces
{
public:
    struct Taken
    {
        Piece piece;
        bool endsTask = false;
    };

    OrderedPieces(std::size_t tasksAhead, std::size_t piecesAhead)
        : m_tasksAhead(tasksAhead)
        , m_piecesAhead(piecesAhead)
    {
    }

    // A task's thread, before the task begins: waits for its turn; false once stopped.
    bool waitForTurn(std::size_t task)
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] { return isStopped() || task < m_current + m_tasksAhead; });
        return !isStopped();
    }

    // A task's thread: one piece of its results, `last` with its final one (which may be
    // empty). Waits while the task holds too many pieces; false once stopped.
    bool deliver(std::size_t task, Piece piece, bool last)
    {
        std::unique_lock lock(m_mutex);
        Pending &pending = m_pending[task];
        m_changed.wait(lock, [&] { return isStopped() || pending.pieces.size() < m_piecesAhead; });
        if (isStopped())
            return false;
        pending.pieces.push_back(std::move(piece));
        pending.complete = last;
        lock.unlock();
        m_changed.notify_all();
        return true;
    }

    // The consumer: the next piece in task order, waiting for it; nothing once stopped. The
    // consumer knows how many tasks there are and stops taking after the last one's end.
    std::optional<Taken> takeNext()
    {
        std::unique_lock lock(m_mutex);
        const auto ready = [&] {
            const auto it = m_pending.find(m_current);
            return it != m_pending.end() && !it->second.pieces.empty();
        };
        m_changed.wait(lock, [&] { return isStopped() || ready(); });
        if (isStopped())
            return std::nullopt;
        const auto it = m_pending.find(m_current);
        Taken taken {std::move(it->second.pieces.front())};
        it->second.pieces.pop_front();
        if (it->second.pieces.empty() && it->second.complete) {
            taken.endsTask = true;
            m_pending.erase(it);
            ++m_current;
        }
        lock.unlock();
        m_changed.notify_all();
        return taken;
    }

    void stop()
    {
        {
            std::lock_guard lock(m_mutex);
            m_stopped.store(true, std::memory_order_relaxed);
            m_pending.clear();
        }
        m_changed.notify_all();
    }
    // Any thread, without waiting: for a long task to poll.
    bool isStopped() const { return m_stopped.load(std::memory_order_relaxed); }

private:
    struct Pending
    {
        std::deque<Piece> pieces;
        bool complete = false;
    };

    const std::size_t m_tasksAhead;
    const std::size_t m_piecesAhead;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::map<std::size_t, Pending> m_pending; // under m_mutex
    std::size_t m_current = 0; // the task being consumed, under m_mutex
    std::atomic<bool> m_stopped {false};
};

} // namespace nq
