#pragma once

#include "job.h"
#include "tracerun.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <mutex>

namespace nq {

// What the user asked to run in the window's dialog (nothing else ever starts a program).
struct ProgramRequest
{
    QString command; // the command line as typed, {N} standing for the board size
    QString folder; // where it runs ("": the window's own folder)
    int n = 8;
    bool firstOnly = false; // the program stops at its first solution
    int timeLimitSeconds = 60;

    // The command with {N} replaced, split into the program and its arguments at spaces
    // (QProcess::splitCommand: words in double quotes stay together, "" is a quote); empty
    // when there is no program. No shell runs it: no pipes, no redirections, no variables.
    QStringList arguments() const;
    // The command as run, for titles and messages ("python3 queens.py 8").
    QString shownCommand() const;
};

// What a running program has said so far, for the window to show as it runs: written by the
// job's thread, read by the window's, under its lock.
class ProgramLog
{
public:
    static constexpr std::size_t kMaxKeptErrorBytes = 64 * 1024;

    void addError(const QByteArray &bytes);
    // Standard output, when the trace came through NQTRACE_FILE: the program's own prints.
    void addOutput(const QByteArray &bytes);
    void setLinesRead(std::uint64_t lines);
    struct View
    {
        QString standardError; // as far as it is kept (the start of it)
        std::uint64_t errorBytes = 0; // all of it
        std::uint64_t linesRead = 0;
        QString standardOutput; // the start of it, when the trace had its own file
    };
    View view() const;
    // The last line of standard error kept ("EOFError: EOF when reading a line").
    QString lastErrorLine() const;

private:
    mutable std::mutex m_mutex;
    QByteArray m_error;
    QByteArray m_output;
    std::uint64_t m_errorBytes = 0;
    std::uint64_t m_linesRead = 0;
};

// How a program's run ended.
struct ProgramOutcome
{
    enum class End : std::uint8_t {
        Exited, // it ended by itself (exitCode says how)
        Crashed, // a signal ended it
        Stopped, // the user stopped it (Stop, or the window closing)
        TimeLimit, // it ran past the time limit and was stopped
        TooMuchOutput, // it printed more events than a trace may hold, and was stopped
        FailedToStart, // it could not be started (`problem` says why)
    };
    End end = End::Exited;
    int exitCode = 0;
    // FailedToStart: what could not be used and the system's reason (an errno value, 0 when
    // it is not known here), for the window to say in its language; `problem` keeps Qt's own
    // English words for a log.
    enum class StartPart : std::uint8_t {
        Program, // the program: not found, not executable, a folder...
        Folder, // the folder it runs in
        NoCommand, // the command line is empty
    };
    StartPart startPart = StartPart::Program;
    int startError = 0;
    QString problem;
    double seconds = 0;
    // Its process group, and whether every process of it is gone (the group was stopped
    // whole, whatever ended the run: TERM, then KILL after the grace period).
    qint64 processGroup = 0;
    bool groupGone = false;
    // How many processes the end of the run found alive and ended: the program itself when it
    // was stopped, what it left running, those that left its group or session.
    int processesEnded = 0;
    std::shared_ptr<const TraceRun> run; // what it printed, as a trace (none if it never ran)
};

// Runs a student's program as a job's work: in its own process group (setpgid in the child),
// its standard output read as a trace while it runs (TraceIntake, on the job's thread), or the
// file NQTRACE_FILE names once the program writes there (the helpers do: then prompts and
// prints never mix with the trace, and standard output is kept as the program's own), its
// standard input empty (a prompt reads the end of the input), its
// standard error kept in `log`; stopped as a group by the job's cancel, its time limit or too
// much output: SIGTERM, then SIGKILL after kGraceMs, and every process left of the group (a
// child it forked, one that ignores SIGTERM) killed and reaped before it returns. So are those
// that leave the group or the session, also with a cleared environment (a double fork, setsid,
// env -i): the program runs under its keeper (ProcessGroup), the subreaper of everything it
// starts, which reaps each as it ends (none stays a zombie); each also carries the run's mark
// NQTRACE_RUN in its environment. Whatever ended the run (Stop, the time limit, the program's
// own end), what it started ends with it. Blocking: call it on a job's thread (Job), never on
// the GUI thread.
class ProgramRun
{
public:
    static constexpr int kGraceMs = 2000;
    // A program that prints forever is stopped when its trace holds this many events (100 MB
    // stored): more than the 21.9 million of N=12 with the scan check.
    static constexpr std::uint64_t kMaxEvents = TraceIntake::kMaxEvents;

    static ProgramOutcome run(const ProgramRequest &request, const JobControl &control,
                              ProgramLog &log);
    // Whether any process of the group is still there, a zombie too (tests); reaps nothing:
    // each process is its parent's to reap (the program its keeper's).
    static bool groupExists(qint64 processGroup);
};

} // namespace nq
