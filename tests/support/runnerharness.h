#pragma once

// Test helpers for driving a SolverRunner on a real worker thread, as the window does, and
// for fingerprinting what it shows. Header-only, shared by tst_determinism and tst_memorybound.

#include "fingerprint.h"
#include "solverrunner.h"

#include <QElapsedTimer>
#include <QMutex>
#include <QTest>
#include <QThread>

#include <cstdint>
#include <deque>
#include <functional>

namespace nq::testing {

using nq::Fingerprint; // fingerprint.h: what a run showed, hashed field by field

inline void addEvent(Fingerprint &f, const Event &e)
{
    f.add(std::uint64_t(e.type));
    f.add(std::uint64_t(std::int64_t(e.row)));
    f.add(std::uint64_t(std::int64_t(e.col)));
    f.add(std::uint64_t(std::int64_t(e.attackerRow)));
    f.add(std::uint64_t(std::int64_t(e.attackerCol)));
    f.add(std::uint64_t(e.line));
    f.add(std::uint64_t(std::int64_t(e.level)));
    f.add(e.solution);
}

// Every field of the state (not its padding bytes).
inline std::uint64_t stateHash(const StepperState &s)
{
    Fingerprint f;
    f.add(std::uint64_t(s.options.n));
    f.add(std::uint64_t(s.options.order));
    f.add(std::uint64_t(s.options.check));
    f.add(std::uint64_t(s.options.goal));
    for (std::uint64_t c :
         {s.counters.steps, s.counters.tries, s.counters.checks, s.counters.places,
          s.counters.removes, s.counters.backtracks, s.counters.solutions})
        f.add(c);
    f.add(std::uint64_t(s.phase));
    f.add(std::uint64_t(std::int64_t(s.level)));
    f.add(std::uint64_t(std::int64_t(s.pendingCandidate)));
    f.add(std::uint64_t(std::int64_t(s.pendingAttacker)));
    f.add(std::uint64_t(s.pendingLine));
    f.addAll(s.candidate);
    f.addAll(s.remaining);
    f.addAll(s.columnMask);
    f.addAll(s.leftDiagonalMask);
    f.addAll(s.rightDiagonalMask);
    f.addAll(s.lineOwner);
    f.addAll(s.diagonalOwner);
    f.addAll(s.antiDiagonalOwner);
    f.addAll(s.placedAtStep);
    f.addAll(s.placesAtLevel);
    f.addAll(s.backtracksAtLevel);
    f.add(std::uint64_t(s.fixedLevels));
    return f.value();
}

// A SolverRunner living on its own QThread; commands are queued to it like the window's.
// The test thread only takes snapshots from the mailbox (any thread may).
class WorkerRunner
{
public:
    WorkerRunner()
        : m_runner(new SolverRunner)
    {
        m_runner->moveToThread(&m_thread);
        QObject::connect(&m_thread, &QThread::finished, m_runner, &QObject::deleteLater);
        m_thread.start();
    }
    ~WorkerRunner()
    {
        m_thread.quit();
        m_thread.wait();
    }
    WorkerRunner(const WorkerRunner &) = delete;
    WorkerRunner &operator=(const WorkerRunner &) = delete;

    // Queues `command` to run on the worker thread with the runner, in the order sent. The
    // command waits in a queue of our own under a mutex, so that ThreadSanitizer sees its
    // hand-over (Qt's event queue, which only carries the wake-up, is not instrumented).
    void send(std::function<void(SolverRunner &)> command)
    {
        {
            QMutexLocker lock(&m_queueMutex);
            m_queue.push_back(std::move(command));
        }
        QMetaObject::invokeMethod(m_runner, [this] { runNextCommand(); });
    }
    RunnerSnapshot take() { return m_runner->takeSnapshot(); }
    // Takes snapshots, handing each to `seen`, until `done` holds for one or the time is up.
    template<typename Seen, typename Done>
    bool takeUntil(Seen seen, Done done, int timeoutMs = 60000)
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < timeoutMs) {
            const RunnerSnapshot s = take();
            seen(s);
            if (done(s))
                return true;
            QThread::usleep(50);
        }
        return false;
    }

private:
    void runNextCommand() // worker thread
    {
        std::function<void(SolverRunner &)> command;
        {
            QMutexLocker lock(&m_queueMutex);
            if (m_queue.empty())
                return;
            command = std::move(m_queue.front());
            m_queue.pop_front();
        }
        command(*m_runner);
    }

    QThread m_thread;
    SolverRunner *m_runner;
    QMutex m_queueMutex;
    std::deque<std::function<void(SolverRunner &)>> m_queue;
};

} // namespace nq::testing
