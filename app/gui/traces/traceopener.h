#pragma once

#include "job.h"
#include "tracerun.h"

#include <QObject>
#include <QString>

#include <memory>

class QWidget;

// Opens a student's trace file on a background job: reads it through the one read path in
// chunks (a FIFO, a device or a folder refused before a byte is read), checks and stores every
// line (TraceIntake), with the one progress dialog and its Cancel for a long trace. Never runs
// anything the file names. Owns the job (cancelled and awaited when destroyed). GUI thread;
// the job runs on Qt's thread pool and touches nothing of the window.
class TraceOpener : public QObject
{
    Q_OBJECT

public:
    struct Request
    {
        QString path;
        int n = 8;
        bool firstOnly = false; // the program was asked for the first solution only
    };
    // What reading found: the run, or why there is none ("" and no run: cancelled).
    struct Outcome
    {
        std::shared_ptr<const nq::TraceRun> run;
        QString problem;
    };

    TraceOpener(QWidget *dialogParent, QObject *parent = nullptr);
    ~TraceOpener() override;

    // Starts opening (a trace already being opened is cancelled).
    void open(const Request &request);
    bool isBusy() const { return m_job.isRunning(); }
    // The same, on the calling thread (for tests and tools).
    static Outcome read(const Request &request, const nq::JobControl &control = {});

signals:
    void opened(std::shared_ptr<const nq::TraceRun> run, const QString &path);
    void failed(const QString &path, const QString &message);

private:
    QWidget *m_dialogParent;
    nq::Job m_job;
};
