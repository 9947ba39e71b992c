#pragma once

#include "backgroundjob.h"
#include "runnersnapshot.h"

#include <QObject>

#include <memory>
#include <optional>

namespace nq {

// The runner's Count and List modes: one count, or one listing into the run's store, per
// run, started by the first play and cancelled by a pause or by the next run (neither mode
// can pause or step). Owns that job; lives on the runner's thread and tells it of the job's
// progress and end through its signals.
class JobMode : public QObject
{
    Q_OBJECT

public:
    explicit JobMode(QObject *parent = nullptr);

    // A new run: the previous run's job is cancelled and forgotten.
    void reset(Goal goal, int n, std::shared_ptr<SolutionStore> store);
    // Starts the run's job; false when it has already been started. A count keeps its
    // progress in the user's CountCheckpoints while it runs and when cancelled; after
    // continueFrom(ledger), it continues that interrupted count.
    bool start();
    // For this run's start only: the interrupted count to continue (none: from the beginning).
    void continueFrom(std::optional<CountLedger> ledger) { m_continueFrom = std::move(ledger); }
    // Cancels the job; returns once it has stopped (promptly).
    void cancel() { m_job.cancel(); }
    bool isFinished() const { return m_started && m_job.status().finished; }

    // Fills the job's part of a snapshot: its progress, and what a listing has stored so far
    // (whatever the unmoved stepper says).
    void describe(RunnerSnapshot &snapshot) const;

signals:
    void progressed();
    void finished();

private:
    BackgroundJob m_job;
    Goal m_goal = Goal::Count;
    int m_n = 0;
    std::shared_ptr<SolutionStore> m_store;
    bool m_started = false;
    std::optional<CountLedger> m_continueFrom;
};

} // namespace nq
