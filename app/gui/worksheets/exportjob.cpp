#include "exportjob.h"

#include "jobprogressdialog.h"

#include <QEventLoop>

ExportJob::ExportJob(QObject *parent)
    : QObject(parent)
    , m_job(this)
{
    connect(&m_job, &nq::Job::progressed, this, &ExportJob::progressed);
}

ExportJob::~ExportJob()
{
    // The job writes through a save file it owns: stopped here, it leaves no file behind.
    m_job.cancelAndWait();
}

void ExportJob::start(Work work)
{
    // What a job cancelled before the pool ran it leaves: nothing written.
    m_outcome = {false, true, tr("Export cancelled: no file was written")};
    m_job.run<Outcome>(
        [work = std::move(work)](const nq::JobControl &job) {
            const Control control {[&job](int done, int total) { job.report(done, total); },
                                   job.cancelFlag()};
            return work(control);
        },
        [this](std::optional<Outcome> outcome) {
            if (outcome)
                m_outcome = std::move(*outcome);
            emit finished(m_outcome.ok, m_outcome.message);
        });
}

ExportJob::Outcome ExportJob::runWithProgress(QWidget *parent, const QString &label,
                                              const std::function<void()> &start)
{
    QEventLoop loop;
    connect(this, &ExportJob::finished, &loop, &QEventLoop::quit);
    start();
    if (m_job.isRunning()) {
        JobProgressDialog::follow(&m_job, parent, label);
        loop.exec();
    }
    return m_outcome;
}
