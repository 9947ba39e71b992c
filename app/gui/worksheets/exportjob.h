#pragma once

#include "job.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <functional>

class QWidget;

// One export (a worksheet, an animation, a web page): its outcome, run through the one job
// class (nq::Job: QtConcurrent, one cancel, progress) and, with runWithProgress(), followed by
// the one progress dialog (JobProgressDialog). Lives on the GUI thread and owns the job it
// started: cancel() asks it to stop, the destructor cancels and waits. finished() arrives on
// the GUI thread once the progress dialog is gone; outcome() is the job's own verdict.
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

    // What the export's work gets: where to report how far it is, and the flag asking it to
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

    bool isRunning() const { return m_job.isRunning(); }
    // Asks the job to stop; finished() follows once it has (its file is not written).
    void cancel() { m_job.cancel(); }
    void waitForFinished() { m_job.waitForFinished(); }
    Outcome outcome() const { return m_outcome; }

    // Calls `start` (which starts this job) and waits for the job in a local event loop behind
    // the progress dialog, whose Cancel button cancels it (it appears only if the job takes a
    // moment, and is gone before this returns). GUI thread.
    Outcome runWithProgress(QWidget *parent, const QString &label,
                            const std::function<void()> &start);

signals:
    // How far the job is (`total` 0: busy), about 25 times a second at most.
    void progressed(qint64 done, qint64 total);
    void finished(bool ok, const QString &message);

protected:
    void start(Work work);

private:
    nq::Job m_job;
    Outcome m_outcome;
};
