#include "jobmode.h"

#include "counter.h"

namespace nq {

JobMode::JobMode(QObject *parent)
    : QObject(parent)
    , m_job(this)
{
    connect(&m_job, &BackgroundJob::progressed, this, &JobMode::progressed);
    connect(&m_job, &BackgroundJob::finished, this, [this] {
        // A cancelled job's end may arrive after the next run has begun: only this run's counts.
        if (isFinished())
            emit finished();
    });
}

void JobMode::reset(Goal goal, int n, std::shared_ptr<SolutionStore> store)
{
    m_job.cancel(); // prompt: the counter and the lister poll their flag
    m_goal = goal;
    m_n = n;
    m_store = std::move(store);
    m_started = false;
    m_continueFrom.reset();
}

bool JobMode::start()
{
    if (m_started || animates(m_goal))
        return false;
    m_started = true;
    if (m_goal == Goal::Count) {
        m_job.startCount(m_n, 0, std::move(m_continueFrom), CountCheckpoints());
        m_continueFrom.reset();
    } else
        m_job.startList(m_n, m_store);
    return true;
}

void JobMode::describe(RunnerSnapshot &snapshot) const
{
    snapshot.job = m_job.status();
    snapshot.estimatedSeconds = m_goal == Goal::Count ? Counter::estimatedSeconds(m_n) : 0;
    snapshot.visibleSolutions = m_store->size();
    snapshot.visibleClasses = m_store->classCount();
}

} // namespace nq
