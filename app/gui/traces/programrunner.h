#pragma once

#include "job.h"
#include "programrun.h"

#include <QObject>

#include <memory>

// Runs a student's program for the window through the one job class: one at a time (a new
// start stops the one running, as a group), its progress and standard error handed over as
// it runs, its end and trace when it has ended. Stopping waits at most the grace period and a
// little; the destructor stops it too (the window closing). GUI thread; the program is run
// and read on the job's thread (ProgramRun).
class ProgramRunner : public QObject
{
    Q_OBJECT

public:
    explicit ProgramRunner(QObject *parent = nullptr);
    ~ProgramRunner() override;

    void start(const nq::ProgramRequest &request);
    // Asks the running program's group to stop; finished() follows once it has.
    void stop();
    // Stops it and waits for its group to be gone (the window closing).
    void stopAndWait();
    bool isRunning() const { return m_job.isRunning(); }
    const nq::ProgramRequest &request() const { return m_request; }
    nq::ProgramLog::View log() const { return m_log->view(); }

signals:
    // The run goes on: `elapsedMs` of its time limit.
    void progressed(qint64 elapsedMs, qint64 limitMs);
    void finished(const nq::ProgramOutcome &outcome);

private:
    nq::Job m_job;
    nq::ProgramRequest m_request;
    std::shared_ptr<nq::ProgramLog> m_log = std::make_shared<nq::ProgramLog>();
};
