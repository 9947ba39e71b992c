#include "programrunner.h"

using namespace nq;

ProgramRunner::ProgramRunner(QObject *parent)
    : QObject(parent)
    , m_job(this)
{
    connect(&m_job, &Job::progressed, this, &ProgramRunner::progressed);
}

ProgramRunner::~ProgramRunner()
{
    stopAndWait();
}

void ProgramRunner::start(const ProgramRequest &request)
{
    m_request = request;
    // A log of its own: the one still running writes to its own until it is stopped.
    m_log = std::make_shared<ProgramLog>();
    m_job.run<ProgramOutcome>(
        [request, log = m_log](const JobControl &control) {
            return ProgramRun::run(request, control, *log);
        },
        [this](std::optional<ProgramOutcome> outcome) {
            if (!outcome) { // stopped before it was started: nothing ran
                outcome.emplace();
                outcome->end = ProgramOutcome::End::Stopped;
                outcome->groupGone = true;
            }
            emit finished(*outcome);
        });
}

void ProgramRunner::stop()
{
    m_job.cancel();
}

void ProgramRunner::stopAndWait()
{
    m_job.cancelAndWait();
}
