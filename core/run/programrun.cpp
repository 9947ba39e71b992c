#include "programrun.h"
#include "safefile.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <memory>
#include <set>
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
// the program forked is reparented here when the program ends, and would stay a zombie), but
// never the group's leader, the program itself: QProcess reaps it. Qt 6.8 starts a program
// that has a child-process modifier with fork() and learns of its end only by reaping it in
// its SIGCHLD handler; a program reaped here first never ended for QProcess, whose destructor
// then waited its 30 s (Debian 13: Stop took 33 s, one run in 80 of tst_programrun). While
// the leader is an unreaped zombie the others wait behind it (waitid names the oldest first):
// its owner reaps it at once.
void reapGroup(qint64 group)
{
    while (true) {
        siginfo_t ended {};
        if (::waitid(P_PGID, id_t(group), &ended, WEXITED | WNOHANG | WNOWAIT) != 0
            || ended.si_pid == 0 || ended.si_pid == pid_t(group))
            return;
        ::waitpid(ended.si_pid, nullptr, WNOHANG);
    }
}

// Whether any process of the group is left, a zombie too; reaps nothing.
bool groupAlive(qint64 group)
{
    return ::kill(-pid_t(group), 0) == 0 || errno != ESRCH;
}

// One process as /proc/PID/stat tells it.
struct ProcessStat
{
    pid_t pid = 0;
    pid_t parent = 0;
    pid_t group = 0;
    char state = '?';
    unsigned long long started = 0; // clock ticks after boot
};

bool readStat(pid_t pid, ProcessStat &stat)
{
    QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = file.readAll();
    // The name in parentheses may hold spaces and parentheses: the fields follow the last ')'.
    const qsizetype close = text.lastIndexOf(')');
    if (close < 0)
        return false;
    const QList<QByteArray> fields = text.mid(close + 2).split(' ');
    if (fields.size() < 20)
        return false;
    stat.pid = pid;
    stat.state = fields[0].isEmpty() ? '?' : fields[0][0];
    stat.parent = pid_t(fields[1].toInt());
    stat.group = pid_t(fields[2].toInt());
    stat.started = fields[19].toULongLong();
    return true;
}

// Whether the process carries the run's mark in its environment (readable for this user's
// processes only; a zombie has none).
bool carriesMark(pid_t pid, const QByteArray &mark)
{
    QFile file(QStringLiteral("/proc/%1/environ").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray environment = file.readAll();
    return environment.startsWith(mark + '\0') || environment.contains('\0' + mark + '\0');
}

// Every process of a run: its group and the processes that carry its mark in their
// environment (they left the group or the session: a double fork and setsid keep the
// environment), each ended with the run; and the orphans that came to this process, the
// subreaper, since the run started and ended there, reaped. (A live orphan without the mark is
// left alone: a daemon the window started itself, for speech, comes here too; a program that
// also clears its environment is the one way out.)
class RunProcesses
{
public:
    RunProcesses(pid_t group, QByteArray mark, unsigned long long started)
        : m_group(group)
        , m_mark(std::move(mark))
        , m_started(started)
    {
    }

    // The run's processes alive now (zombies of ours reaped on the way).
    std::vector<pid_t> scan()
    {
        std::vector<pid_t> alive;
        const pid_t self = ::getpid();
        const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
        for (const QString &entry : entries) {
            bool number = false;
            const pid_t pid = pid_t(entry.toInt(&number));
            ProcessStat stat;
            if (!number || pid == self || !readStat(pid, stat))
                continue;
            const bool ours = stat.parent == self && stat.started >= m_started;
            // An orphan that came here and ended is reaped (its environment is gone with it);
            // the program itself is QProcess's to reap.
            if (stat.state == 'Z') {
                if (ours && pid != m_group)
                    ::waitpid(pid, nullptr, WNOHANG);
                continue;
            }
            // A live process is the run's by its group or its mark, never only by being an
            // orphan here: a daemon the window itself started (speech) may come here too.
            if (stat.group != m_group && !carriesMark(pid, m_mark))
                continue;
            m_seen.insert(pid);
            alive.push_back(pid);
        }
        return alive;
    }
    // Signals each process of the run alive now; whether there was any.
    bool signalAll(int signal)
    {
        const std::vector<pid_t> alive = scan();
        ::kill(-m_group, signal);
        for (const pid_t pid : alive)
            ::kill(pid, signal);
        for (const pid_t pid : alive) {
            if (pid != m_group) // the program is QProcess's to reap (reapGroup says why)
                ::waitpid(pid, nullptr, WNOHANG); // an orphan of ours, once it has ended
        }
        return !alive.empty();
    }
    // The processes of the run this stop found alive (the program itself included).
    int seenCount() const { return int(m_seen.size()); }
    void forgetSeen() { m_seen.clear(); }

private:
    pid_t m_group;
    QByteArray m_mark;
    unsigned long long m_started;
    std::set<pid_t> m_seen;
};

// Ends every process of the run: SIGTERM, up to the grace period for the program to end,
// then SIGKILL for whatever is left (a program that ignores SIGTERM, the children it forked,
// those that left its group or session). Returns whether the group is gone.
bool stopGroup(QProcess &process, qint64 group, bool askFirst, RunProcesses &processes)
{
    if (askFirst) {
        processes.signalAll(SIGTERM);
        QElapsedTimer grace;
        grace.start();
        while (process.state() != QProcess::NotRunning && grace.elapsed() < ProgramRun::kGraceMs) {
            process.waitForFinished(kWaitMs);
            process.readAllStandardOutput(); // what it prints while it ends is not read
            process.readAllStandardError();
        }
    }
    processes.signalAll(SIGKILL);
    process.waitForFinished(ProgramRun::kGraceMs);
    QElapsedTimer gone;
    gone.start();
    // Until none is left: one that forks while it is killed leaves a child to the next round.
    // The orphans of ours that ended are reaped by the scans; the program by QProcess.
    while ((processes.signalAll(SIGKILL) || groupAlive(group))
           && gone.elapsed() < ProgramRun::kGraceMs) {
        if (process.state() != QProcess::NotRunning)
            process.waitForFinished(5);
        else
            QThread::msleep(5);
    }
    return !groupAlive(group) && processes.scan().empty();
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

void ProgramLog::addOutput(const QByteArray &bytes)
{
    const std::lock_guard lock(m_mutex);
    const qsizetype room = qsizetype(kMaxKeptErrorBytes) - m_output.size();
    if (room > 0)
        m_output += bytes.left(room);
}

void ProgramLog::setLinesRead(std::uint64_t lines)
{
    const std::lock_guard lock(m_mutex);
    m_linesRead = lines;
}

QString ProgramLog::lastErrorLine() const
{
    const std::lock_guard lock(m_mutex);
    const QByteArray trimmed = m_error.trimmed();
    return QString::fromUtf8(trimmed.mid(trimmed.lastIndexOf('\n') + 1)).trimmed();
}

ProgramLog::View ProgramLog::view() const
{
    const std::lock_guard lock(m_mutex);
    return {QString::fromUtf8(m_error), m_errorBytes, m_linesRead, QString::fromUtf8(m_output)};
}

bool ProgramRun::groupExists(qint64 processGroup)
{
    if (processGroup <= 0)
        return false;
    reapGroup(processGroup);
    return groupAlive(processGroup);
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
    // The run's mark: every process it starts inherits it, also one that leaves the group.
    static std::atomic<int> runs {0};
    const QByteArray mark = QByteArrayLiteral("NQTRACE_RUN=") + QByteArray::number(::getpid()) + '-'
                            + QByteArray::number(++runs) + '-'
                            + QByteArray::number(QDateTime::currentMSecsSinceEpoch());
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("NQTRACE_RUN"),
                       QString::fromLatin1(mark.mid(mark.indexOf('=') + 1)));
    // The trace's own channel: the helpers write their events to this file when it is named.
    QTemporaryDir traceFolder;
    const QString traceFile = traceFolder.isValid()
                                  ? traceFolder.filePath(QStringLiteral("program.trace"))
                                  : QString();
    if (!traceFile.isEmpty())
        environment.insert(QStringLiteral("NQTRACE_FILE"), traceFile);
    process.setProcessEnvironment(environment);
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
    ProcessStat programStat;
    readStat(pid_t(outcome.processGroup), programStat); // the run's processes start after it
    RunProcesses processes(pid_t(outcome.processGroup), mark, programStat.started);
    auto intake = std::make_unique<TraceIntake>(request.n, request.firstOnly);
    const qint64 limitMs = qint64(std::max(1, request.timeLimitSeconds)) * 1000;
    std::optional<End> stoppedBy;
    // Read through the one read path: the program may have put a FIFO or a device at that name,
    // which is refused there instead of blocking this thread in open().
    std::optional<FileStream> fileChannel;
    bool fromFile = false; // the program wrote to NQTRACE_FILE: the trace is that file's
    QByteArray outputSoFar; // standard output until then, should the file take over
    const auto feed = [&](const QByteArray &bytes) {
        intake->feed(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    };
    const auto take = [&] {
        if (!fromFile && !traceFile.isEmpty() && intake->store().stepCount() == 0
            && QFile::exists(traceFile))
            fileChannel.emplace(
                FileStream::openRegularFile(QFile::encodeName(traceFile).toStdString()));
        if (!fromFile && fileChannel && fileChannel->isOpen()) {
            // The first time the file is there. What standard output held until then held no
            // event if the program uses the helpers: it is the program's own output.
            fromFile = intake->store().stepCount() == 0;
            if (fromFile) {
                intake = std::make_unique<TraceIntake>(request.n, request.firstOnly);
                log.addOutput(outputSoFar);
            } else {
                fileChannel.reset();
            }
            outputSoFar.clear();
        }
        const QByteArray out = process.readAllStandardOutput();
        if (fromFile) {
            log.addOutput(out);
            char chunk[64 * 1024];
            for (std::size_t got; (got = fileChannel->read(chunk, sizeof chunk)) > 0;)
                intake->feed(std::string_view(chunk, got));
        } else if (!out.isEmpty()) {
            feed(out);
            if (outputSoFar.size() < qsizetype(ProgramLog::kMaxKeptErrorBytes))
                outputSoFar += out;
        }
        const QByteArray err = process.readAllStandardError();
        if (!err.isEmpty())
            log.addError(err);
        log.setLinesRead(intake->reader().linesRead());
    };
    QElapsedTimer sinceScan;
    sinceScan.start();
    while (true) {
        process.waitForReadyRead(kWaitMs);
        take();
        if (sinceScan.elapsed() >= 500) {
            // Escapees that ended while the program runs are reaped, not left as zombies.
            processes.scan();
            sinceScan.restart();
        }
        control.report(std::min(clock.elapsed(), limitMs), limitMs);
        if (process.state() == QProcess::NotRunning) {
            take();
            break;
        }
        if (control.cancelled())
            stoppedBy = End::Stopped;
        else if (clock.elapsed() >= limitMs)
            stoppedBy = End::TimeLimit;
        else if (intake->store().stepCount() >= kMaxEvents)
            stoppedBy = End::TooMuchOutput;
        if (stoppedBy)
            break;
    }
    // Whatever ended the run, nothing of the group outlives it: after a program that ended by
    // itself, what it left running is killed too.
    // Counted from here: the processes this end finds alive (the program too, when stopped).
    processes.forgetSeen();
    outcome.groupGone = stopGroup(process, outcome.processGroup, stoppedBy.has_value(), processes);
    outcome.processesEnded = processes.seenCount();
    outcome.seconds = double(clock.elapsed()) / 1000;
    if (stoppedBy)
        outcome.end = *stoppedBy;
    else if (process.exitStatus() == QProcess::CrashExit)
        outcome.end = End::Crashed;
    else
        outcome.exitCode = process.exitCode();
    // A trace cut before the program's end (stopped, its time limit, the event cap) or that of
    // a program that failed is not judged as complete (its missed solutions are not counted).
    std::optional<TraceRun::Failure> failure;
    if (!stoppedBy && (outcome.end == End::Crashed || outcome.exitCode != 0))
        failure = TraceRun::Failure {outcome.end == End::Crashed ? -1 : outcome.exitCode,
                                     log.lastErrorLine().toStdString()};
    intake->finish(!stoppedBy && !failure);
    outcome.run = TraceRun::make(request.shownCommand().toStdString(), *intake, failure);
    return outcome;
}

} // namespace nq
