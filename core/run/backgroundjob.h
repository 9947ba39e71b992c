#pragma once

#include "countcheckpoints.h"
#include "runtypes.h"
#include "solutionstore.h"

#include "job.h"

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

namespace nq {

// A count or a full listing, run through the one job class (Job: a QtConcurrent job on the
// global pool; the search itself spreads over all cores through the engine's task queue),
// with the count's status and checkpoints, so that the owner's event
// loop stays free to answer commands. Lives on its owner's thread (the runner's) and owns the
// job it started: a new start or cancel() stops the running one and waits for it, and so does
// the destructor. Its signals arrive on the owner's thread; status() may be read from any.
class BackgroundJob : public QObject
{
    Q_OBJECT

public:
    using Kind = JobStatus::Kind;
    using Status = JobStatus;

    explicit BackgroundJob(QObject *parent = nullptr);
    ~BackgroundJob() override;

    // Counts N. With `checkpoints`, the count continues from `from` when that is an
    // interrupted count of this N's tasks (else from the beginning), saves its progress there
    // every 10 s and when cancelled, and forgets it once finished.
    void startCount(int n, int threads = 0, std::optional<CountLedger> from = std::nullopt,
                    std::optional<CountCheckpoints> checkpoints = std::nullopt);
    // Fills `store` (empty, made for N) with every solution and its class.
    void startList(int n, std::shared_ptr<SolutionStore> store, int threads = 0);
    // Returns once the work has stopped, which the counter and the lister make prompt.
    void cancel();
    Status status() const;
    bool isRunning() const { return status().running; }

signals:
    // The status has new progress: queued from the job's thread, about every 50 ms.
    void progressed();
    // The job ran to its end or was cancelled (status().finished is set).
    void finished();

private:
    void start(const Status &initial, Job::Work work);
    // Job thread: the engine's progress report.
    void update(double fraction, double elapsed, double left);
    // Job thread, after the work: what the work freed goes back to the system.
    static void returnFreedMemory();
    // Once per process: large blocks keep coming from mappings of their own.
    static void keepLargeBlocksReturnable();
    // Job thread, at its end: the result in the status.
    void finish(const std::function<void(Status &)> &result);

    mutable std::mutex m_mutex; // guards m_status, written by the job and read by anyone
    Status m_status;
    Job m_job; // the one job class: its thread, its cancel flag
};

} // namespace nq
