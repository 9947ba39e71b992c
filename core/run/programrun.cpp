#include "programrun.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QThread>

#include <algorithm>

#include <cerrno>
#include <csignal>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace nq {

namespace {

// How long one wait for output lasts: the stop flag, the time limit and the progress are
// looked at this often.
constexpr int kWaitMs = 50;

// Reaps the processes of the group that became ours (the window is their subreaper: a child
// the program forked is reparented here when the program ends, and would stay a zombie).
void reapGroup(qint64 group)
{
    while (::waitpid(-pid_t(group), nullptr, WNOHANG) > 0) { }
}

// Ends every process of the group: SIGTERM, up to the grace period for the program to end,
// then SIGKILL for whatever is left (a program that ignores SIGTERM, the children it forked).
// Returns whether the group is gone.
bool stopGroup(QProcess &process, qint64 group, bool askFirst)
{
    if (askFirst) {
        ::kill(-pid_t(group), SIGTERM);
        QElapsedTimer grace;
        grace.start();
        while (process.state() != QProcess::NotRunning && grace.elapsed() < ProgramRun::kGraceMs) {
            process.waitForFinished(kWaitMs);
            process.readAllStandardOutput(); // what it prints while it ends is not read
            process.readAllStandardError();
        }
    }
    ::kill(-pid_t(group), SIGKILL);
    process.waitForFinished(ProgramRun::kGraceMs);
    QElapsedTimer gone;
    gone.start();
    while (ProgramRun::groupExists(group) && gone.elapsed() < ProgramRun::kGraceMs) {
        ::kill(-pid_t(group), SIGKILL);
        reapGroup(group);
        QThread::msleep(5);
    }
    return !ProgramRun::groupExists(group);
}

} // namespace

QStringList ProgramRequest::arguments() const
{
    QString line = command;
    line.replace(QLatin1String("{N}"), QString::number(n));
    return QProcess::splitCommand(line);
}

QString ProgramRequest::shownCommand() const
{
    return arguments().join(QLatin1Char(' '));
}

void ProgramLog::addError(const QByteArray &bytes)
{
    const std::lock_guard lock(m_mutex);
    m_errorBytes += std::uint64_t(bytes.size());
    const qsizetype room = qsizetype(kMaxKeptErrorBytes) - m_error.size();
    if (room > 0)
        m_error += bytes.left(room);
}

void ProgramLog::setLinesRead(std::uint64_t lines)
{
    const std::lock_guard lock(m_mutex);
    m_linesRead = lines;
}

ProgramLog::View ProgramLog::view() const
{
    const std::lock_guard lock(m_mutex);
    return {QString::fromUtf8(m_error), m_errorBytes, m_linesRead};
}

bool ProgramRun::groupExists(qint64 processGroup)
{
    if (processGroup <= 0)
        return false;
    reapGroup(processGroup);
    return ::kill(-pid_t(processGroup), 0) == 0 || errno != ESRCH;
}

ProgramOutcome ProgramRun::run(const ProgramRequest &request, const JobControl &control,
                               ProgramLog &log)
{
    using End = ProgramOutcome::End;
    ProgramOutcome outcome;
    const QStringList arguments = request.arguments();
    if (arguments.isEmpty()) {
        outcome.end = End::FailedToStart;
        outcome.problem = QStringLiteral("no program given");
        return outcome;
    }
    // The children the program forks come back to this process when it ends, to be reaped.
    ::prctl(PR_SET_CHILD_SUBREAPER, 1);
    QProcess process;
    process.setProgram(arguments.first());
    process.setArguments(arguments.mid(1));
    if (!request.folder.isEmpty())
        process.setWorkingDirectory(request.folder);
    // Its own process group, so that it is stopped with everything it starts.
    process.setChildProcessModifier([] { ::setpgid(0, 0); });
    process.setStandardInputFile(QProcess::nullDevice());
    QElapsedTimer clock;
    clock.start();
    process.start(QIODevice::ReadOnly);
    if (!process.waitForStarted(10000)) {
        outcome.end = End::FailedToStart;
        outcome.problem = process.errorString();
        return outcome;
    }
    outcome.processGroup = process.processId();
    TraceIntake intake(request.n, request.firstOnly);
    const qint64 limitMs = qint64(std::max(1, request.timeLimitSeconds)) * 1000;
    std::optional<End> stoppedBy;
    const auto take = [&] {
        const QByteArray out = process.readAllStandardOutput();
        if (!out.isEmpty())
            intake.feed(std::string_view(out.constData(), std::size_t(out.size())));
        const QByteArray err = process.readAllStandardError();
        if (!err.isEmpty())
            log.addError(err);
        log.setLinesRead(intake.reader().linesRead());
    };
    while (true) {
        process.waitForReadyRead(kWaitMs);
        take();
        control.report(std::min(clock.elapsed(), limitMs), limitMs);
        if (process.state() == QProcess::NotRunning) {
            take();
            break;
        }
        if (control.cancelled())
            stoppedBy = End::Stopped;
        else if (clock.elapsed() >= limitMs)
            stoppedBy = End::TimeLimit;
        else if (intake.store().stepCount() >= kMaxEvents)
            stoppedBy = End::TooMuchOutput;
        if (stoppedBy)
            break;
    }
    // Whatever ended the run, nothing of the group outlives it: after a program that ended by
    // itself, what it left running is killed too.
    outcome.groupGone = stopGroup(process, outcome.processGroup, stoppedBy.has_value());
    outcome.seconds = double(clock.elapsed()) / 1000;
    if (stoppedBy)
        outcome.end = *stoppedBy;
    else if (process.exitStatus() == QProcess::CrashExit)
        outcome.end = End::Crashed;
    else
        outcome.exitCode = process.exitCode();
    intake.finish();
    outcome.run = TraceRun::make(request.shownCommand().toStdString(), intake);
    return outcome;
}

} // namespace nq
