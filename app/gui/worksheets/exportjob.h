#pragma once

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <mutex>

template<typename T>
class QPromise;
class QWidget;

// One export (a worksheet or an animation) run as a QtConcurrent job on the global thread
// pool, reporting its progress through its QPromise and stopping when cancelled. Lives on the
// GUI thread and owns the job it started: cancel() asks it to stop, the destructor cancels
// and waits. Its signals arrive on the GUI thread; outcome() is the job's own verdict, read
// once finished() came.
class ExportJob : public QObject
{
    Q_OBJECT

public:
    struct Outcome
    {
        bool ok = false;
        bool cancelled = false;
        QString message; // for the status bar: what was saved, or what failed and what was kept
    };

    // What the job's work gets: where to report how far it is, and the flag asking it to
    // stop. Job thread (or the caller's, when a test runs the work itself).
    struct Control
    {
        std::function<void(int done, int total)> progress;
        const std::atomic<bool> *cancel = nullptr;

        void report(int done, int total) const
        {
            if (progress)
                progress(done, total);
        }
        bool cancelled() const { return cancel && cancel->load(); }
    };
    using Work = std::function<Outcome(const Control &control)>;

    explicit ExportJob(QObject *parent = nullptr);
    ~ExportJob() override;

    bool isRunning() const { return m_running; }
    // Asks the job to stop; finished() follows once it has (its file is not written).
    void cancel();
    void waitForFinished();
    Outcome outcome() const;

    // Calls `start` (which starts this job) and waits for the job in a local event loop behind
    // a progress dialog whose Cancel button cancels it (the dialog appears only if the job
    // takes a moment). GUI thread.
    Outcome runWithProgress(QWidget *parent, const QString &label,
                            const std::function<void()> &start);

signals:
    void progressRangeChanged(int minimum, int maximum);
    void progressValueChanged(int value);
    void finished(bool ok, const QString &message);

protected:
    void start(Work work);

private:
    void onFinished();

    std::atomic<bool> m_cancel {false}; // polled by the job; set by cancel()
    mutable std::mutex m_mutex; // guards m_outcome, written by the job
    Outcome m_outcome;
    bool m_running = false;
    QFuture<void> m_future;
    QFutureWatcher<void> m_watcher;
};
