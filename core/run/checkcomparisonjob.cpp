#include "checkcomparisonjob.h"

#include <QMetaObject>

namespace nq {

CheckComparisonJob::CheckComparisonJob(QObject *parent)
    : QObject(parent)
    , m_job(this)
{
    m_pool.setMaxThreadCount(1);
    m_pool.setObjectName(QStringLiteral("CheckComparison"));
    m_job.setPool(&m_pool);
    connect(&m_job, &Job::finished, this, [this] {
        if (!m_running)
            return; // cancelled: its end is not heard
        m_running = false;
        emit finished();
    });
}

CheckComparisonJob::~CheckComparisonJob()
{
    // Prompt: the work polls its flag. After this nothing can post to `this` any more, and
    // QObject drops the posts still queued for it.
    m_job.cancelAndWait();
}

quint64 CheckComparisonJob::start(const SearchOptions &options)
{
    cancel();
    m_options = options;
    m_options.check = Check::Scan;
    m_rows = {};
    m_running = true;
    const quint64 id = ++m_requestId;
    // The work reads only its own copies, and posts rows and progress to `this`, which
    // outlives it (see the destructor).
    m_job.start([this, id, options = m_options, budget = m_budget](const JobControl &control) {
        ComparisonCallbacks callbacks;
        callbacks.rowReady = [this, id](const CheckComparisonRow &row) {
            QMetaObject::invokeMethod(
                this, [this, id, row] { deliverRow(id, row); }, Qt::QueuedConnection);
        };
        callbacks.progress = [this, id](Check check, const Counters &soFar, double fraction) {
            const quint64 steps = soFar.steps;
            QMetaObject::invokeMethod(
                this,
                [this, id, check, steps, fraction] { deliverProgress(id, check, steps, fraction); },
                Qt::QueuedConnection);
        };
        compareChecks(options, budget, control.cancelFlag(), callbacks);
    });
    return id;
}

void CheckComparisonJob::cancel()
{
    m_job.cancel();
    m_running = false;
}

void CheckComparisonJob::deliverRow(quint64 requestId, const CheckComparisonRow &row)
{
    if (requestId != m_requestId || !m_running)
        return;
    for (std::size_t i = 0; i < kComparedChecks.size(); ++i)
        if (kComparedChecks[i] == row.check)
            m_rows[i] = row;
    emit rowReady(row);
}

void CheckComparisonJob::deliverProgress(quint64 requestId, Check check, quint64 steps,
                                         double fraction)
{
    if (requestId != m_requestId || !m_running)
        return;
    emit progressChanged(check, steps, fraction);
}

} // namespace nq
