#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <optional>
#include <set>
#include <vector>

namespace nq {

// A student's program and every process it starts, as one thing the run starts, asks to stop,
// kills, reaps and asks about: the operating system's side of ProgramRun, what a port
// implements (processgroup_posix.cpp on Linux). Starting it makes a keeper first: a process
// that is the subreaper of everything below it, which starts the program (in a process group
// of its own, as a shell's job) and stays behind. A process the program starts cannot leave the
// keeper's tree, however it tries (a double fork, setsid, a cleared environment): when its
// parent ends it comes to the keeper, never to the window or to init. So the run's processes
// are exactly the keeper's descendants; the keeper reaps each as it ends (no zombie stays),
// tells the program's own end through a pipe and ends once none is left. The window itself is
// no subreaper: nothing it starts otherwise (a browser for a link) comes to it. Owned and used
// by the one job thread that runs the program.
class ProcessGroup
{
public:
    // How the program itself ended (what it started may still run).
    struct ProgramEnd
    {
        bool crashed = false; // a signal ended it
        int exitCode = 0;
    };
    // Why a program could not be started in a folder, as exec would find it.
    struct StartProblem
    {
        bool inFolder = false; // the folder it runs in, else the program
        int error = 0; // an errno value, 0 when nothing here explains it
        QString words; // the system's words, in English, for a log
    };

    // `mark`: the run's environment entry ("NQTRACE_RUN=…"), which every process it starts
    // inherits unless it clears its environment.
    explicit ProcessGroup(QByteArray mark);
    ~ProcessGroup(); // a keeper still there is killed, and reaped
    ProcessGroup(const ProcessGroup &) = delete;
    ProcessGroup &operator=(const ProcessGroup &) = delete;

    // Starts `program` (found as a shell would: on the PATH unless it names a folder) with
    // `arguments` in `folder` ("": this process's) with exactly `environment` ("NAME=value"),
    // its standard input empty, its output and errors read through takeOutput() and
    // takeError(), every signal at its default. False, with startProblem(), if it could not.
    bool start(const QString &program, const QStringList &arguments, const QString &folder,
               const QStringList &environment);
    const StartProblem &startProblem() const { return m_startProblem; }
    // The program's process group: its id, which is the group's.
    qint64 id() const { return m_group; }

    // Waits up to `ms` for output, errors or the program's end; whether something came.
    bool waitForOutput(int ms);
    // What the program (and what it started) wrote since, without waiting.
    QByteArray takeOutput();
    QByteArray takeError();
    // The program's end, once it has ended.
    std::optional<ProgramEnd> programEnded();

    // Asks each process of the run to end (SIGTERM); whether any was alive.
    bool askToStop();
    // Ends each process of the run now (SIGKILL); whether any was alive.
    bool kill();
    // Waits up to `ms` for the keeper to end (it does once nothing is left below it): whether
    // it has ended, and been reaped.
    bool waitForKeeper(int ms);
    // Ends the keeper itself (it leads no group), when it outlives what it keeps.
    void killKeeper();
    // The run's processes alive now, the keeper not counted.
    std::vector<qint64> alive();
    // How many of the run's processes the signals since forgetSeen() found alive.
    int seenCount() const { return int(m_seen.size()); }
    void forgetSeen() { m_seen.clear(); }
    // Whether any process of the group is there.
    static bool exists(qint64 group);

    static StartProblem whyNotStarted(const QString &program, const QString &folder);

private:
    bool signalAll(int signal);
    QByteArray takeFrom(int &fd);
    void readStatus();

    QByteArray m_mark;
    qint64 m_keeper = 0;
    qint64 m_group = 0;
    bool m_keeperReaped = false;
    std::optional<ProgramEnd> m_keeperEnd; // the keeper's own end (the program's, had it none)
    int m_output = -1; // the read ends of the program's standard output and error
    int m_error = -1;
    int m_statusRead = -1; // the pipe from the keeper: the program's wait status
    std::optional<ProgramEnd> m_programEnd;
    StartProblem m_startProblem;
    std::set<qint64> m_seen;
};

} // namespace nq
