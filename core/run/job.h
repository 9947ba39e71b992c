#pragma once

#include "threadhandoff.h"

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

template<typename T>
class QPromise;
class QThreadPool;

namespace nq {

// What a job's work gets: where to say how far it is, and the one flag asking it to stop. Job
// thread (or the caller's, when a test runs the work itself).
class JobControl
{
public:
    JobControl() = default;
    JobControl(std::function<void(qint64 done, qint64 total)> progress,
               const std::atomic<bool> *cancel)
        : m_progress(std::move(progress))
        , m_cancel(cancel)
    {
    }

    // `total` 0 means "busy, no end known yet".
    void report(qint64 done, qint64 total) const
    {
        if (m_progress)
            m_progress(done, total);
    }
    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }
    // The flag itself, for the engine's loops that poll it.
    const std::atomic<bool> *cancelFlag() const { return m_cancel; }

private:
    std::function<void(qint64, qint64)> m_progress;
    const std::atomic<bool> *m_cancel = nullptr;
};

// The one way a long job leaves its owner's thread: a count, a listing, an export, a lesson
// being checked, a comparison. The work runs as a QtConcurrent job on the global pool with a
// QPromise for its progress and one cancel flag; its signals arrive on the owner's thread.
// One job at a time: a new start cancels the running one and waits for it, and so does the
// destructor. When the work has returned, ending() comes first (a progress dialog closes on
// it: JobProgressDialog, app/gui/jobs), then finished(), on which the owner may say what
// happened. Lives on its owner's thread.
class Job : public QObject
{
    Q_OBJECT

public:
    using Work = std::function<void(const JobControl &control)>;

    explicit Job(QObject *parent = nullptr);
    ~Job() override;

    void start(Work work);
    // Runs `work` and hands its result to `done` on the owner's thread (after ending()); a
    // job cancelled before the pool ran it calls `done` with no result.
    template<typename Result>
    void run(std::function<Result(const JobControl &)> work,
             std::function<void(std::optional<Result>)> done)
    {
        // Written on the job's thread, read on the owner's after the future has finished: Qt
        // orders the two, handOver/takeOver tell ThreadSanitizer so.
        auto result = std::make_shared<std::optional<Result>>();
        m_done = [result, done = std::move(done)] {
            takeOver(result.get());
            done(std::move(*result));
        };
        startWork([result, work = std::move(work)](const JobControl &control) {
            *result = work(control);
            handOver(result.get());
        });
    }

    // Runs the next works on `pool` (not owned) instead of the global one.
    void setPool(QThreadPool *pool) { m_pool = pool; }
    // Asks the work to stop; finished() still follows once it has.
    void cancel();
    // Cancels and waits: once it returns, the work has stopped and no signal of it follows.
    void cancelAndWait();
    void waitForFinished();
    bool isRunning() const { return m_running; }
    bool isCancelled() const { return m_cancel.load(); }

signals:
    // Queued from the job's thread: how far it is (`total` 0: busy, no end known).
    void progressed(qint64 done, qint64 total);
    // The work has returned: a progress view closes now, before anything is said about it.
    void ending();
    void finished();

private:
    void startWork(Work work);
    void onFinished();

    std::atomic<bool> m_cancel {false}; // polled by the work; set by cancel()
    bool m_running = false;
    std::function<void()> m_done; // hands run()'s result over
    QThreadPool *m_pool = nullptr; // the global one when null
    QFuture<void> m_future;
    QFutureWatcher<void> m_watcher;
};

} // namespace nq
