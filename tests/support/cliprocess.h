#pragma once

// Helpers for tests that run nqueens-cli (or mpirun) as a user does: a run's status and
// output, the totals a count prints, a signal that only ever reaches the process meant, and
// the moment a count with a checkpoint has taken over its signals. Qt Core only; header-only.

#include "knowncounts.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTest>

#include <csignal>

#include <sys/stat.h>

namespace nq::testing {

struct CliRun
{
    int status = -1; // -1: ended by a signal (or never ended)
    QByteArray out;
    QByteArray err;
};

// Waits for a started program to end (five minutes at most) and takes what it printed.
inline CliRun finishRun(QProcess &process)
{
    process.waitForFinished(300000);
    CliRun run;
    run.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

inline CliRun runProgram(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    return finishRun(process);
}

// What `nqueens-cli count N` prints.
#ifdef NQUEENS_CLI_PATH
// nqueens-cli with `arguments`, to its end (the cli tests' program knows where it is built).
inline CliRun runCli(const QStringList &arguments)
{
    return runProgram(QStringLiteral(NQUEENS_CLI_PATH), arguments);
}
#endif

inline QByteArray countOutput(int n)
{
    return "solutions: " + QByteArray::number(known::kSolutions[n])
           + "\nfundamental: " + QByteArray::number(known::kFundamental[n]) + "\n";
}

// Sends `signal` to the process if it still runs. processId() is 0 once it has ended, and
// kill(0) would reach this test's whole process group (ctest, CI and all).
inline void signalIfRunning(QProcess &process, int signal)
{
    const qint64 pid = process.processId();
    if (process.state() == QProcess::Running && pid > 0)
        ::kill(pid_t(pid), signal);
}

// The file's inode, 0 while there is none: each checkpoint save is a new file renamed over
// the old one, so a new inode means a new save.
inline ino_t inodeOf(const QString &path)
{
    struct stat status = {};
    return ::stat(QFile::encodeName(path).constData(), &status) == 0 ? status.st_ino : 0;
}

// Starts `program` and returns once it has saved `checkpoint` the first time (or ended). A
// count saves once before it counts, after it took over the signals: a signal before would
// find it still loading, with nothing done and the default action, that of ending it.
inline void startAndWaitForFirstSave(QProcess &process, const QString &program,
                                     const QStringList &arguments, const QString &checkpoint)
{
    const ino_t before = inodeOf(checkpoint);
    process.start(program, arguments);
    if (!process.waitForStarted())
        return;
    QElapsedTimer waited;
    waited.start();
    while (inodeOf(checkpoint) == before && process.state() != QProcess::NotRunning
           && waited.elapsed() < 30000)
        QTest::qWait(1);
}

} // namespace nq::testing
