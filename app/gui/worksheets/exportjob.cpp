#include "exportjob.h"

#include "threadhandoff.h"

#include <QEventLoop>
#include <QProgressDialog>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

ExportJob::ExportJob(QObject *parent)
    : QObject(parent)
    , m_watcher(this)
{
    connect(&m_watcher, &QFutureWatcherBase::progressRangeChanged, this,
            &ExportJob::progressRangeChanged);
    connect(&m_watcher, &QFutureWatcherBase::progressValueChanged, this,
            &ExportJob::progressValueChanged);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &ExportJob::onFinished);
}

ExportJob::~ExportJob()
{
    // The job writes through a save file it owns: stopped here, it leaves no file behind.
    cancel();
    waitForFinished();
}

void ExportJob::cancel()
{
    m_cancel = true;
    m_future.cancel();
}

void ExportJob::waitForFinished()
{
    m_future.waitForFinished();
}

ExportJob::Outcome ExportJob::outcome() const
{
    std::lock_guard lock(m_mutex);
    return m_outcome;
}

void ExportJob::start(Work work)
{
    cancel();
    waitForFinished();
    m_cancel = false;
    {
        std::lock_guard lock(m_mutex);
        // What a job cancelled before the pool ran it leaves: nothing written.
        m_outcome = {false, true, tr("Export cancelled: no file was written")};
    }
    m_running = true;
    nq::handOver(this);
    m_future = QtConcurrent::run([this, work = std::move(work)](QPromise<void> &promise) {
        nq::takeOver(this);
        promise.setProgressRange(0, 0); // busy until the work knows its total
        int range = 0;
        const Control control {[&promise, &range](int done, int total) {
                                   if (total != range)
                                       promise.setProgressRange(0, range = total);
                                   promise.setProgressValue(done);
                               },
                               &m_cancel};
        const Outcome outcome = work(control);
        std::lock_guard lock(m_mutex);
        m_outcome = outcome;
    });
    m_watcher.setFuture(m_future);
}

void ExportJob::onFinished()
{
    m_running = false;
    const Outcome outcome = this->outcome();
    emit finished(outcome.ok, outcome.message);
}

ExportJob::Outcome ExportJob::runWithProgress(QWidget *parent, const QString &label,
                                              const std::function<void()> &start)
{
    QProgressDialog progress(label, tr("Cancel"), 0, 0, parent);
    progress.setObjectName(QStringLiteral("exportProgress"));
    progress.setAccessibleName(label);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(400);
    progress.setAutoClose(false);
    progress.setAutoReset(false);
    connect(this, &ExportJob::progressRangeChanged, &progress, &QProgressDialog::setRange);
    connect(this, &ExportJob::progressValueChanged, &progress, &QProgressDialog::setValue);
    connect(&progress, &QProgressDialog::canceled, this, &ExportJob::cancel);
    QEventLoop loop;
    connect(this, &ExportJob::finished, &loop, &QEventLoop::quit);
    start();
    if (m_running)
        loop.exec();
    return outcome();
}
