#include "programrun.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QThread>

#include <algorithm>
#include <tuple>
#include <utility>

#include <cerrno>
#include <csignal>
#include <sys/prctl.h>
#include <sys/stat.h>
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

// Why `program` (as the command line names it) cannot be started in `folder`, as execvp would
// find it: an errno value, or 0 when nothing here explains the failure. QProcess reports only
// its own English text ("execvp: …"); the reason is looked for again once the start failed.
std::pair<ProgramOutcome::StartPart, int> whyNotStarted(const QString &program,
                                                        const QString &folder)
{
    using Part = ProgramOutcome::StartPart;
    struct stat info
    {
    };
    if (!folder.isEmpty()) {
        const QByteArray path = QFile::encodeName(folder);
        if (::stat(path.constData(), &info) != 0)
            return {Part::Folder, errno};
        if (!S_ISDIR(info.st_mode))
            return {Part::Folder, ENOTDIR};
        if (::access(path.constData(), X_OK) != 0)
            return {Part::Folder, errno};
    }
    const auto check = [&info](const QString &path) {
        const QByteArray name = QFile::encodeName(path);
        if (::stat(name.constData(), &info) != 0)
            return errno;
        if (S_ISDIR(info.st_mode) || ::access(name.constData(), X_OK) != 0)
            return EACCES; // what execve says of a folder or a file without execute permission
        return 0;
    };
    if (program.contains(QLatin1Char('/')))
        return {Part::Program, check(QDir::isRelativePath(program) && !folder.isEmpty()
                                         ? QDir(folder).filePath(program)
                                         : program)};
    // Looked for on the PATH, as execvp does: not found anywhere, or found but not executable.
    int error = ENOENT;
    const QByteArray path = qgetenv("PATH");
    for (const QByteArray &entry : path.split(':')) {
        const QString dir = entry.isEmpty() ? QStringLiteral(".") : QFile::decodeName(entry);
        const int found = check(QDir(dir).filePath(program));
        if (found == 0)
            return {Part::Program, 0};
        if (found == EACCES)
            error = EACCES;
    }
    return {Part::Program, error};
}

// Every signal back to its default action, none blocked, in the child before it runs the
// program: a disposition set to "ignore" survives exec, and the window ignores SIGPIPE (a
// student's program writing to a closed pipe would not end) and may block others. Runs between
// fork and exec: async-signal-safe calls only.
void restoreDefaultSignals()
{
    struct sigaction action
    {
    };
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    for (int signal = 1; signal < NSIG; ++signal)
        ::sigaction(signal, &action, nullptr); // SIGKILL and SIGSTOP refuse, as they should
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
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
        outcome.startPart = ProgramOutcome::StartPart::NoCommand;
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
    // Its own process group, so that it is stopped with everything it starts, and the signals
    // as a program started from a shell has them.
    process.setChildProcessModifier([] {
        ::setpgid(0, 0);
        restoreDefaultSignals();
    });
    process.setStandardInputFile(QProcess::nullDevice());
    QElapsedTimer clock;
    clock.start();
    process.start(QIODevice::ReadOnly);
    if (!process.waitForStarted(10000)) {
        outcome.end = End::FailedToStart;
        outcome.problem = process.errorString();
        std::tie(outcome.startPart, outcome.startError) = whyNotStarted(arguments.first(),
                                                                        request.folder);
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
