// ProcessGroup on Linux: fork and exec, the keeper (the subreaper of the program and all it
// starts), /proc for the run's processes, signals to end them. Compiled on its own (no unity batch), so that no
// POSIX name reaches the portable sources.

#include "processgroup.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QThread>

#include <string>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <map>
#include <utility>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace nq {

namespace {

// One process as /proc/PID/stat tells it.
struct ProcessStat
{
    pid_t parent = 0;
    pid_t group = 0;
    char state = '?';
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
    if (fields.size() < 3)
        return false;
    stat.state = fields[0].isEmpty() ? '?' : fields[0][0];
    stat.parent = pid_t(fields[1].toInt());
    stat.group = pid_t(fields[2].toInt());
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

// Closes every descriptor from `first` to `last`: close_range where the kernel has it, else one
// by one up to the process's limit.
void closeRange(int first, int last)
{
    if (first > last)
        return;
    if (::close_range(unsigned(first), unsigned(last), 0) == 0)
        return;
    rlimit limit {};
    const int highest = ::getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < 65536
                            ? int(limit.rlim_cur) - 1
                            : 65535;
    for (int fd = first; fd <= std::min(last, highest); ++fd)
        ::close(fd);
}

// The keeper's life, in the child forked from the window, after it forked the program: it
// holds no descriptor of the window's (the pipes' ends among them: the window reads to their
// end), ignores the signals that ask a process to end (the run's end asks the program, and
// ends the keeper last), reaps whatever ends below it, writes the program's wait status to
// `statusFd` and ends once nothing is left. Async-signal-safe calls only: it is a fork of a
// threaded process and never execs.
[[noreturn]] void keepRun(pid_t program, int statusFd)
{
    const int null = ::open("/dev/null", O_RDWR);
    if (null >= 0) {
        ::dup2(null, 0);
        ::dup2(null, 1);
        ::dup2(null, 2);
    }
    closeRange(3, statusFd - 1);
    closeRange(statusFd + 1, 0x7fffffff);
    struct sigaction ignore
    {
    };
    ignore.sa_handler = SIG_IGN;
    sigemptyset(&ignore.sa_mask);
    for (const int signal : {SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU})
        ::sigaction(signal, &ignore, nullptr);
    for (;;) {
        int status = 0;
        const pid_t ended = ::waitpid(-1, &status, 0);
        if (ended == program && statusFd >= 0) {
            ssize_t written;
            do
                written = ::write(statusFd, &status, sizeof status);
            while (written < 0 && errno == EINTR);
            ::close(statusFd);
            statusFd = -1;
        } else if (ended < 0 && errno == ECHILD) {
            ::_exit(0);
        }
    }
}

// What a child that cannot run the program tells the window, through the start pipe.
struct ExecFailure
{
    int inFolder;
    int error;
};

// The program's side of the fork: its standard streams, its folder, its signals, then exec.
// Async-signal-safe calls only.
[[noreturn]] void execProgram(const char *path, char *const *argv, char *const *envp,
                              const char *folder, int output, int error, int startPipe)
{
    const int null = ::open("/dev/null", O_RDONLY);
    if (null >= 0)
        ::dup2(null, 0);
    ::dup2(output, 1);
    ::dup2(error, 2);
    ExecFailure failure {0, 0};
    if (folder && ::chdir(folder) != 0) {
        failure = {1, errno};
    } else {
        restoreDefaultSignals();
        ::execve(path, argv, envp);
        failure = {0, errno};
    }
    ssize_t written;
    do
        written = ::write(startPipe, &failure, sizeof failure);
    while (written < 0 && errno == EINTR);
    ::_exit(127);
}

// Where exec finds `program`: as named when it names a folder (relative to `folder`), else
// the first executable of that name on the PATH. "" if none.
QString locate(const QString &program, const QString &folder)
{
    if (program.contains(QLatin1Char('/')))
        return QDir::isRelativePath(program) && !folder.isEmpty() ? QDir(folder).filePath(program)
                                                                  : program;
    for (const QByteArray &entry : qgetenv("PATH").split(':')) {
        const QString dir = entry.isEmpty() ? QStringLiteral(".") : QFile::decodeName(entry);
        const QString candidate = QDir(dir).filePath(program);
        const QByteArray name = QFile::encodeName(candidate);
        struct stat info
        {
        };
        if (::stat(name.constData(), &info) == 0 && !S_ISDIR(info.st_mode)
            && ::access(name.constData(), X_OK) == 0)
            return QDir::isRelativePath(dir) && !folder.isEmpty() ? QDir(folder).filePath(candidate)
                                                                  : candidate;
    }
    return {};
}

void closeIfOpen(int &fd)
{
    if (fd >= 0)
        ::close(fd);
    fd = -1;
}

ProcessGroup::ProgramEnd endOf(int status)
{
    ProcessGroup::ProgramEnd end;
    end.crashed = WIFSIGNALED(status);
    end.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
    return end;
}

} // namespace

ProcessGroup::ProcessGroup(QByteArray mark)
    : m_mark(std::move(mark))
{
}

ProcessGroup::~ProcessGroup()
{
    if (m_keeper > 0 && !m_keeperReaped) {
        killKeeper();
        ::waitpid(pid_t(m_keeper), nullptr, 0);
    }
    closeIfOpen(m_output);
    closeIfOpen(m_error);
    closeIfOpen(m_statusRead);
}

bool ProcessGroup::start(const QString &program, const QStringList &arguments,
                         const QString &folder, const QStringList &environment)
{
    m_startProblem = whyNotStarted(program, folder);
    const QString path = locate(program, folder);
    if (m_startProblem.error != 0 || path.isEmpty()) {
        if (m_startProblem.error == 0)
            m_startProblem.error = ENOENT;
        m_startProblem.words = QString::fromLocal8Bit(std::strerror(m_startProblem.error));
        return false;
    }
    // Everything the child needs, made before the fork: after it, only async-signal-safe calls.
    const QByteArray pathBytes = QFile::encodeName(path);
    const QByteArray folderBytes = QFile::encodeName(folder);
    std::vector<QByteArray> argumentBytes {QFile::encodeName(program)};
    for (const QString &argument : arguments)
        argumentBytes.push_back(argument.toLocal8Bit());
    std::vector<QByteArray> environmentBytes;
    for (const QString &entry : environment)
        environmentBytes.push_back(entry.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &bytes : argumentBytes)
        argv.push_back(bytes.data());
    argv.push_back(nullptr);
    std::vector<char *> envp;
    for (QByteArray &bytes : environmentBytes)
        envp.push_back(bytes.data());
    envp.push_back(nullptr);
    int output[2] = {-1, -1}, error[2] = {-1, -1}, status[2] = {-1, -1}, startPipe[2] = {-1, -1};
    const auto closeAll = [&] {
        for (int *pipe : {output, error, status, startPipe})
            for (int end = 0; end < 2; ++end)
                closeIfOpen(pipe[end]);
    };
    if (::pipe2(output, O_CLOEXEC) != 0 || ::pipe2(error, O_CLOEXEC) != 0
        || ::pipe2(status, O_CLOEXEC) != 0 || ::pipe2(startPipe, O_CLOEXEC) != 0) {
        m_startProblem = {false, errno, QString::fromLocal8Bit(std::strerror(errno))};
        closeAll();
        return false;
    }
    const char *folderName = folder.isEmpty() ? nullptr : folderBytes.constData();
    const pid_t keeper = ::fork();
    if (keeper < 0) {
        m_startProblem = {false, errno, QString::fromLocal8Bit(std::strerror(errno))};
        closeAll();
        return false;
    }
    if (keeper == 0) {
        const pid_t child = ::prctl(PR_SET_CHILD_SUBREAPER, 1) == 0 ? ::fork() : pid_t(-1);
        if (child > 0) {
            ::setpgid(child, child); // as the program does itself: whichever comes first
            // The program's id first, for the window to know its group.
            ssize_t written;
            do
                written = ::write(status[1], &child, sizeof child);
            while (written < 0 && errno == EINTR);
            keepRun(child, status[1]);
        }
        // The program, or, when no keeper could be made, this process runs it itself. It
        // leads a process group of its own, as a shell's job does, so that it is stopped with
        // everything it starts.
        if (child < 0)
            ::prctl(PR_SET_CHILD_SUBREAPER, 0);
        ::setpgid(0, 0);
        execProgram(pathBytes.constData(), argv.data(), envp.data(), folderName, output[1],
                    error[1], startPipe[1]);
    }
    m_keeper = keeper;
    m_group = keeper;
    closeIfOpen(output[1]);
    closeIfOpen(error[1]);
    closeIfOpen(status[1]);
    closeIfOpen(startPipe[1]);
    // The start pipe ends when the program's exec closes it (and the keeper's copy): nothing
    // read is a start; a failure says why.
    ExecFailure failure {0, 0};
    ssize_t got;
    do
        got = ::read(startPipe[0], &failure, sizeof failure);
    while (got < 0 && errno == EINTR);
    closeIfOpen(startPipe[0]);
    // The program's id, which the keeper wrote before anything else (none: no keeper could be
    // made, and the process forked is the program).
    pid_t programId = 0;
    ssize_t gotId;
    do
        gotId = ::read(status[0], &programId, sizeof programId);
    while (gotId < 0 && errno == EINTR);
    if (gotId == ssize_t(sizeof programId) && programId > 0)
        m_group = programId;
    m_output = output[0];
    m_error = error[0];
    m_statusRead = status[0];
    for (const int fd : {m_output, m_error, m_statusRead})
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    if (got == ssize_t(sizeof failure)) {
        m_startProblem = {failure.inFolder != 0, failure.error,
                          QString::fromLocal8Bit(std::strerror(failure.error))};
        waitForKeeper(-1);
        return false;
    }
    m_startProblem = {};
    return true;
}

bool ProcessGroup::waitForOutput(int ms)
{
    pollfd wanted[3];
    nfds_t count = 0;
    for (const int fd : {m_output, m_error, m_statusRead})
        if (fd >= 0)
            wanted[count++] = {fd, POLLIN, 0};
    if (count == 0) {
        // Nothing left to read: the wait still lasts, so that the run's loop does not spin.
        // (With a keeper, its status pipe stays open as long as the program runs; without one,
        // when the keeper's fork failed, a program that closed its output would get here.)
        if (ms > 0)
            QThread::msleep(ulong(ms));
        return false;
    }
    int ready;
    do
        ready = ::poll(wanted, count, ms);
    while (ready < 0 && errno == EINTR);
    if (ready > 0)
        readStatus();
    return ready > 0;
}

QByteArray ProcessGroup::takeFrom(int &fd)
{
    // At most this much a call: a program that prints without end still lets its run look at
    // the stop flag, the time limit and the event cap.
    constexpr qsizetype kMostBytes = 8 << 20;
    QByteArray bytes;
    char chunk[64 * 1024];
    while (fd >= 0 && bytes.size() < kMostBytes) {
        const ssize_t got = ::read(fd, chunk, sizeof chunk);
        if (got > 0) {
            bytes.append(chunk, qsizetype(got));
        } else if (got == 0) {
            closeIfOpen(fd); // every writer is gone
        } else if (errno != EINTR) {
            if (errno != EAGAIN && errno != EWOULDBLOCK)
                closeIfOpen(fd);
            break;
        }
    }
    return bytes;
}

QByteArray ProcessGroup::takeOutput()
{
    return takeFrom(m_output);
}

QByteArray ProcessGroup::takeError()
{
    return takeFrom(m_error);
}

void ProcessGroup::readStatus()
{
    if (m_statusRead < 0)
        return;
    int status = 0;
    ssize_t got;
    do
        got = ::read(m_statusRead, &status, sizeof status);
    while (got < 0 && errno == EINTR);
    if (got == ssize_t(sizeof status)) {
        m_programEnd = endOf(status);
        closeIfOpen(m_statusRead);
    } else if (got == 0) {
        closeIfOpen(m_statusRead); // the keeper ended without a word: it ran the program itself
    }
}

std::optional<ProcessGroup::ProgramEnd> ProcessGroup::programEnded()
{
    readStatus();
    if (!m_programEnd && m_statusRead < 0 && waitForKeeper(0))
        m_programEnd = m_keeperEnd;
    return m_programEnd;
}

bool ProcessGroup::waitForKeeper(int ms)
{
    if (m_keeper <= 0 || m_keeperReaped)
        return true;
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        int status = 0;
        const pid_t ended = ::waitpid(pid_t(m_keeper), &status, WNOHANG);
        if (ended == pid_t(m_keeper) || (ended < 0 && errno == ECHILD)) {
            m_keeperReaped = true;
            if (ended > 0)
                m_keeperEnd = endOf(status);
            return true;
        }
        if (ms >= 0 && clock.elapsed() >= ms)
            return false;
        QThread::msleep(5);
    }
}

std::vector<qint64> ProcessGroup::alive()
{
    std::vector<qint64> found;
    if (m_keeper <= 0)
        return found;
    const pid_t self = ::getpid();
    const pid_t keeper = pid_t(m_keeper);
    std::map<pid_t, ProcessStat> processes;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &entry : entries) {
        bool number = false;
        const pid_t pid = pid_t(entry.toInt(&number));
        ProcessStat stat;
        if (number && pid != self && readStat(pid, stat))
            processes.emplace(pid, stat);
    }
    std::multimap<pid_t, pid_t> children;
    for (const auto &[pid, stat] : processes)
        children.emplace(stat.parent, pid);
    // The keeper's descendants (it is their subreaper: none leaves its tree), its group, and
    // what carries the run's mark (should the keeper have been killed by someone else).
    std::set<pid_t> run;
    std::vector<pid_t> below {keeper};
    while (!below.empty()) {
        const pid_t parent = below.back();
        below.pop_back();
        const auto [first, last] = children.equal_range(parent);
        for (auto child = first; child != last; ++child)
            if (run.insert(child->second).second)
                below.push_back(child->second);
    }
    for (const auto &[pid, stat] : processes) {
        if (pid == keeper || stat.state == 'Z')
            continue; // an ended process is the keeper's to reap, and is no longer running
        if (run.count(pid) || stat.group == pid_t(m_group) || carriesMark(pid, m_mark))
            found.push_back(pid);
    }
    return found;
}

bool ProcessGroup::signalAll(int signal)
{
    const std::vector<qint64> found = alive();
    for (const qint64 pid : found) {
        m_seen.insert(pid);
        ::kill(pid_t(pid), signal);
    }
    return !found.empty();
}

bool ProcessGroup::askToStop()
{
    // The group first, then each process that left it (the keeper is not asked: it ends last).
    if (m_group > 0)
        ::kill(-pid_t(m_group), SIGTERM);
    return signalAll(SIGTERM);
}

bool ProcessGroup::kill()
{
    return signalAll(SIGKILL);
}

void ProcessGroup::killKeeper()
{
    if (m_keeper > 0 && !m_keeperReaped)
        ::kill(pid_t(m_keeper), SIGKILL);
}

bool ProcessGroup::exists(qint64 group)
{
    if (group <= 0)
        return false;
    return ::kill(-pid_t(group), 0) == 0 || errno != ESRCH;
}

ProcessGroup::StartProblem ProcessGroup::whyNotStarted(const QString &program,
                                                       const QString &folder)
{
    struct stat info
    {
    };
    if (!folder.isEmpty()) {
        const QByteArray path = QFile::encodeName(folder);
        if (::stat(path.constData(), &info) != 0)
            return {true, errno, {}};
        if (!S_ISDIR(info.st_mode))
            return {true, ENOTDIR, {}};
        if (::access(path.constData(), X_OK) != 0)
            return {true, errno, {}};
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
        return {false,
                check(QDir::isRelativePath(program) && !folder.isEmpty()
                          ? QDir(folder).filePath(program)
                          : program),
                {}};
    // Looked for on the PATH, as execvp does: not found anywhere, or found but not executable.
    int error = ENOENT;
    const QByteArray path = qgetenv("PATH");
    for (const QByteArray &entry : path.split(':')) {
        const QString dir = entry.isEmpty() ? QStringLiteral(".") : QFile::decodeName(entry);
        const int found = check(QDir(dir).filePath(program));
        if (found == 0)
            return {false, 0, {}};
        if (found == EACCES)
            error = EACCES;
    }
    return {false, error, {}};
}

} // namespace nq
