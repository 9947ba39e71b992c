#include "job.h"
#include "programrun.h"
#include "testregistry.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <csignal>

#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace nq;

namespace {

// A shell script in `folder`, run as "sh NAME {N}".
QString writeScript(const QTemporaryDir &folder, const QString &name, const QByteArray &text)
{
    QFile file(folder.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return {};
    return name;
}

ProgramRequest requestFor(const QTemporaryDir &folder, const QString &script, int limit = 60)
{
    ProgramRequest request;
    request.command = QStringLiteral("sh %1 {N}").arg(script);
    request.folder = folder.path();
    request.n = 4;
    request.timeLimitSeconds = limit;
    return request;
}

bool processExists(qint64 pid)
{
    return ::kill(pid_t(pid), 0) == 0 || errno != ESRCH;
}

// This process's children that are zombies (ended, never reaped).
QStringList zombieChildren()
{
    QStringList zombies;
    const QByteArray self = QByteArray::number(::getpid());
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(entry));
        if (!entry.front().isDigit() || !stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.readAll();
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 1 && fields[0] == "Z" && fields[1] == self)
            zombies << entry;
    }
    return zombies;
}

// Runs the script `name` of `folder` as a job, as the window does, until it says `marker` and
// a process number on standard error: that number, or 0 if it never said it.
qint64 runUntilItNames(Job &job, ProgramLog &log, std::optional<ProgramOutcome> &outcome,
                       const QTemporaryDir &folder, const QString &name, const QString &marker)
{
    job.run<ProgramOutcome>(
        [&](const JobControl &control) {
            return ProgramRun::run(requestFor(folder, name), control, log);
        },
        [&outcome](std::optional<ProgramOutcome> ended) { outcome = ended; });
    if (!QTest::qWaitFor([&] { return log.view().standardError.contains(marker); }, 20000))
        return 0;
    return log.view().standardError.section(u' ', 1).trimmed().toLongLong();
}

} // namespace

// Tests a student's program run as the window runs it: its own process group, its output read
// as a trace, its standard error kept, its exit status; stopped as a whole group, however it
// behaves (never ending, ignoring SIGTERM, forking a child, printing garbage forever), with
// no process of it left.
class TestProgramRun : public QObject
{
    Q_OBJECT

private slots:
    void theBoardSizeIsPlacedInTheCommand()
    {
        ProgramRequest request;
        request.n = 6;
        request.command = QStringLiteral("python3 queens.py {N}");
        QCOMPARE(request.arguments(),
                 QStringList({QStringLiteral("python3"), QStringLiteral("queens.py"),
                              QStringLiteral("6")}));
        // Double quotes keep words together, as QProcess::splitCommand reads them.
        request.command = QStringLiteral("sh -c \"echo {N} {N}\"");
        QCOMPARE(request.arguments(), QStringList({QStringLiteral("sh"), QStringLiteral("-c"),
                                                   QStringLiteral("echo 6 6")}));
        request.command = QStringLiteral("   ");
        QVERIFY(request.arguments().isEmpty());
    }

    // Its trace, its own output, its standard error and its exit status.
    void aProgramIsReadAsATrace()
    {
        QTemporaryDir folder;
        const QString script = writeScript(folder, QStringLiteral("four.sh"),
                                           "echo \"board $1\"\n"
                                           "echo place 0 1\n"
                                           "echo oops >&2\n"
                                           "echo place 1 3\n"
                                           "echo remove 1 3\n"
                                           "exit 3\n");
        ProgramLog log;
        const ProgramOutcome outcome = ProgramRun::run(requestFor(folder, script), {}, log);
        QVERIFY(outcome.end == ProgramOutcome::End::Exited);
        QCOMPARE(outcome.exitCode, 3);
        QVERIFY(outcome.groupGone);
        QVERIFY(outcome.run);
        QCOMPARE(outcome.run->store->stepCount(), quint64(3));
        QCOMPARE(outcome.run->store->counts().outputLines, quint64(1));
        QCOMPARE(outcome.run->store->keptOutputLine(0).text, std::string_view("board 4"));
        QCOMPARE(outcome.run->name, std::string("sh four.sh 4"));
        QVERIFY(log.view().standardError.contains(QStringLiteral("oops")));
        QCOMPARE(log.view().linesRead, quint64(4));
    }

    void aProgramThatCannotStartIsSaid()
    {
        QTemporaryDir folder;
        ProgramRequest request = requestFor(folder, QString());
        request.command = QStringLiteral("/no/such/program {N}");
        ProgramLog log;
        const ProgramOutcome outcome = ProgramRun::run(request, {}, log);
        QVERIFY(outcome.end == ProgramOutcome::End::FailedToStart);
        QVERIFY(!outcome.problem.isEmpty());
        QVERIFY(!outcome.run);
        // Why, as a number the window words in its language (Qt says "execvp: …" in English).
        QVERIFY(outcome.startPart == ProgramOutcome::StartPart::Program);
        QCOMPARE(outcome.startError, ENOENT);
    }

    void whyAProgramCannotStartIsKnown_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("folder"); // relative to the test's folder; "" for it
        QTest::addColumn<int>("part");
        QTest::addColumn<int>("error");
        using Part = ProgramOutcome::StartPart;
        QTest::newRow("not on the PATH") << "no-such-program-48 {N}"
                                         << "" << int(Part::Program) << ENOENT;
        QTest::newRow("not executable") << "./notes.txt"
                                        << "" << int(Part::Program) << EACCES;
        QTest::newRow("a folder") << "./sub"
                                  << "" << int(Part::Program) << EACCES;
        QTest::newRow("no such folder") << "sh -c true"
                                        << "missing" << int(Part::Folder) << ENOENT;
        QTest::newRow("a file as the folder") << "sh -c true"
                                              << "notes.txt" << int(Part::Folder) << ENOTDIR;
        QTest::newRow("empty command") << "  "
                                       << "" << int(Part::NoCommand) << 0;
    }
    void whyAProgramCannotStartIsKnown()
    {
        QFETCH(QString, command);
        QFETCH(QString, folder);
        QFETCH(int, part);
        QFETCH(int, error);
        QTemporaryDir dir;
        QVERIFY(!writeScript(dir, QStringLiteral("notes.txt"), "echo hello\n").isEmpty());
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sub")));
        ProgramRequest request = requestFor(dir, QString());
        request.command = command;
        request.folder = folder.isEmpty() ? dir.path() : dir.filePath(folder);
        ProgramLog log;
        const ProgramOutcome outcome = ProgramRun::run(request, {}, log);
        QVERIFY(outcome.end == ProgramOutcome::End::FailedToStart);
        QCOMPARE(int(outcome.startPart), part);
        QCOMPARE(outcome.startError, error);
    }

    // The program starts with every signal at its default action, as from a shell, whatever
    // this process ignores or blocks: it inherited SIGPIPE and SIGXFSZ ignored from the window
    // (a program writing to a closed pipe went on, one passing its file size limit too).
    void theProgramStartsWithDefaultSignals_data()
    {
        QTest::addColumn<int>("signal");
        QTest::addColumn<QString>("name");
        QTest::newRow("SIGPIPE") << SIGPIPE << "PIPE";
        QTest::newRow("SIGXFSZ") << SIGXFSZ << "XFSZ";
        QTest::newRow("SIGINT") << SIGINT << "INT";
    }
    void theProgramStartsWithDefaultSignals()
    {
        QFETCH(int, signal);
        QFETCH(QString, name);
        struct sigaction ignore
        {
        };
        struct sigaction before
        {
        };
        ignore.sa_handler = SIG_IGN;
        sigemptyset(&ignore.sa_mask);
        QCOMPARE(::sigaction(signal, &ignore, &before), 0);
        sigset_t blocked;
        sigset_t maskBefore;
        sigemptyset(&blocked);
        sigaddset(&blocked, SIGTERM);
        QCOMPARE(::pthread_sigmask(SIG_BLOCK, &blocked, &maskBefore), 0);
        QTemporaryDir folder;
        // A shell keeps ignoring what it was started with ignored: the signal ends it only
        // at its default action. SigBlk shows the blocked ones.
        const QString script = writeScript(
            folder, QStringLiteral("signal.sh"),
            QStringLiteral("grep SigBlk /proc/self/status >&2\nkill -%1 $$\necho alive\n")
                .arg(name)
                .toLatin1());
        ProgramLog log;
        const ProgramOutcome outcome = ProgramRun::run(requestFor(folder, script), {}, log);
        ::sigaction(signal, &before, nullptr);
        ::pthread_sigmask(SIG_SETMASK, &maskBefore, nullptr);
        QVERIFY2(outcome.end == ProgramOutcome::End::Crashed, qPrintable(log.view().standardError));
        QVERIFY(outcome.run);
        QCOMPARE(outcome.run->store->counts().outputLines, quint64(0)); // no "alive"
        QVERIFY2(log.view().standardError.contains(QStringLiteral("SigBlk:\t0000000000000000")),
                 qPrintable(log.view().standardError));
    }

    // A program that never ends, or prints events or garbage forever, is stopped at its time
    // limit, its whole group gone.
    void aProgramThatNeverEndsIsStoppedAtItsTimeLimit_data()
    {
        QTest::addColumn<QByteArray>("script");
        QTest::newRow("sleeps") << QByteArray("while :; do sleep 0.05; done\n");
        QTest::newRow("prints events") << QByteArray("yes 'place 0 0'\n");
        QTest::newRow("prints binary") << QByteArray("cat /dev/urandom\n");
    }
    void aProgramThatNeverEndsIsStoppedAtItsTimeLimit()
    {
        QFETCH(QByteArray, script);
        QTemporaryDir folder;
        const QString name = writeScript(folder, QStringLiteral("forever.sh"), script);
        ProgramLog log;
        const ProgramOutcome outcome = ProgramRun::run(requestFor(folder, name, 1), {}, log);
        QVERIFY(outcome.end == ProgramOutcome::End::TimeLimit);
        QVERIFY(outcome.processGroup > 0);
        QVERIFY(outcome.groupGone);
        QVERIFY(!ProgramRun::groupExists(outcome.processGroup));
        QVERIFY(outcome.run);
    }

    // A trace cut by the time limit (as by Stop or the event cap) is not judged as complete: two
    // queens of N=4 and no solution yet are no "missed 2 solutions".
    void aCutTraceIsNotJudgedAtItsEnd()
    {
        QTemporaryDir folder;
        const QString name = writeScript(folder, QStringLiteral("slow.sh"),
                                         "echo place 0 1\necho place 1 3\n"
                                         "while :; do sleep 0.05; done\n");
        ProgramLog log;
        const ProgramOutcome outcome = ProgramRun::run(requestFor(folder, name, 1), {}, log);
        QVERIFY(outcome.end == ProgramOutcome::End::TimeLimit);
        QCOMPARE(outcome.run->stepCount(), quint64(2));
        QVERIFY(outcome.run->summary.cut);
        QVERIFY(!outcome.run->violation);
    }

    // The trace's own file is read through the one read path: a program that puts a FIFO at
    // NQTRACE_FILE's name (no writer) cannot block the run in open(); its standard output is
    // read as its trace, and the run ends with the program.
    void aFifoAtTheTraceFilesNameBlocksNothing()
    {
        QTemporaryDir folder;
        const QString name = writeScript(folder, QStringLiteral("fifo.sh"),
                                         "mkfifo \"$NQTRACE_FILE\"\n"
                                         "echo place 0 1\necho place 1 3\nsleep 0.3\n");
        ProgramLog log;
        const ProgramOutcome outcome = ProgramRun::run(requestFor(folder, name, 20), {}, log);
        QCOMPARE(outcome.exitCode, 0);
        QVERIFY(outcome.end != ProgramOutcome::End::TimeLimit);
        QCOMPARE(outcome.run->stepCount(), quint64(2));
    }

    // A program that ignores SIGTERM and forks a child that ignores it too: Stop ends both,
    // SIGKILL after the grace period, and no process of the group is left.
    void aProgramThatIgnoresTermAndForksIsStoppedAsAGroup()
    {
        QTemporaryDir folder;
        const QString name = writeScript(folder, QStringLiteral("stubborn.sh"),
                                         "trap '' TERM\n"
                                         "sh -c \"trap '' TERM; while :; do sleep 0.05; done\" &\n"
                                         "echo \"child $!\" >&2\n"
                                         "echo place 0 0\n"
                                         "while :; do sleep 0.05; done\n");
        ProgramLog log;
        std::optional<ProgramOutcome> outcome;
        Job job;
        const qint64 child = runUntilItNames(job, log, outcome, folder, name,
                                             QStringLiteral("child "));
        QVERIFY(child > 0);
        QVERIFY(processExists(child));
        job.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 20000);
        QVERIFY(outcome->end == ProgramOutcome::End::Stopped);
        QVERIFY(outcome->groupGone);
        QVERIFY(!ProgramRun::groupExists(outcome->processGroup));
        QVERIFY(!processExists(child));
        QCOMPARE(outcome->run->store->stepCount(), quint64(1));
    }

    // Asking whether a group is there reaps nothing: a process is its parent's to reap (the
    // program its keeper's). When the window's clean-up once reaped a program Qt 6.8's QProcess
    // had forked, QProcess never saw it end and its destructor waited 30 s (Stop took 33 s on
    // Debian 13). A group's leader that ended is left a zombie for its parent; groupExists
    // still counts it until then.
    void theProgramIsLeftForItsOwnerToReap()
    {
        const pid_t leader = ::fork();
        QVERIFY(leader >= 0);
        if (leader == 0) {
            ::setpgid(0, 0);
            ::_exit(7);
        }
        ::setpgid(leader, leader); // in the parent too: the group exists before the check
        siginfo_t ended {};
        QCOMPARE(::waitid(P_PID, id_t(leader), &ended, WEXITED | WNOWAIT), 0); // a zombie now
        QVERIFY(ProgramRun::groupExists(leader));
        ended = {};
        QCOMPARE(::waitid(P_PID, id_t(leader), &ended, WEXITED | WNOHANG), 0);
        QCOMPARE(ended.si_pid, leader); // reaped here, by its parent: it was left for it
        QCOMPARE(ended.si_status, 7);
        QVERIFY(!ProgramRun::groupExists(leader));
    }

    // A student's program (tests/programs) through the helpers: the events come through
    // NQTRACE_FILE, its prompt and prints stay on standard output, and the trace holds. Asked
    // for N at its prompt, it reads the end of its empty standard input and fails: the failure
    // is kept with its last line of standard error, and the trace, cut short, is not judged
    // (it was "missed 4 solutions").
    void aStudentsProgramWritesItsTraceToItsOwnFile()
    {
#ifdef NQUEENS_PYTHON
        qputenv("NQTRACE_HELPERS", NQUEENS_TRACERS_DIR);
        ProgramRequest request;
        request.command =
            QStringLiteral("\"%1\" student_queens.py {N}").arg(QStringLiteral(NQUEENS_PYTHON));
        request.folder = QStringLiteral(NQUEENS_TEST_PROGRAMS_DIR);
        request.n = 6;
        ProgramLog log;
        const ProgramOutcome outcome = ProgramRun::run(request, {}, log);
        QCOMPARE(outcome.exitCode, 0);
        QVERIFY(!outcome.run->violation);
        QVERIFY(!outcome.run->failure);
        QCOMPARE(outcome.run->summary.distinctSolutions, quint64(4));
        QCOMPARE(outcome.run->store->counts().outputLines, quint64(0));
        QVERIFY(log.view().standardOutput.contains(QStringLiteral("backtrack from row")));

        request.command =
            QStringLiteral("\"%1\" student_queens.py").arg(QStringLiteral(NQUEENS_PYTHON));
        ProgramLog prompted;
        const ProgramOutcome failed = ProgramRun::run(request, {}, prompted);
        QCOMPARE(failed.exitCode, 1);
        QVERIFY(failed.run->failure);
        QCOMPARE(failed.run->failure->exitStatus, 1);
        QCOMPARE(failed.run->failure->lastErrorLine,
                 std::string("EOFError: EOF when reading a line"));
        QVERIFY(!failed.run->violation);
        QVERIFY(failed.run->summary.cut);
#else
        QSKIP("no python3");
#endif
    }

    // A program whose child leaves the group and the session (a double fork, then setsid) and
    // one that escapes so and ends at once: Stop ends the escapee too, the one that ended is
    // reaped (the window is the subreaper: it stayed a zombie), and the outcome counts the
    // processes ended. Both escaped Stop before.
    void aProcessThatLeavesTheSessionIsEndedByStop()
    {
        QTemporaryDir folder;
        const QString name = writeScript(folder, QStringLiteral("escape.sh"),
                                         "(setsid sh -c 'exit 0' &)\n"
                                         "(setsid sh -c 'echo \"escapee $$\" >&2; "
                                         "trap \"\" TERM; while :; do sleep 0.05; done' &)\n"
                                         "echo place 0 0\n"
                                         "while :; do sleep 0.05; done\n");
        ProgramLog log;
        std::optional<ProgramOutcome> outcome;
        Job job;
        const qint64 escapee = runUntilItNames(job, log, outcome, folder, name,
                                               QStringLiteral("escapee "));
        QVERIFY(escapee > 0);
        QVERIFY(processExists(escapee));
        QVERIFY(::getsid(pid_t(escapee)) == pid_t(escapee)); // a session of its own
        QTRY_VERIFY_WITH_TIMEOUT(zombieChildren().isEmpty(), 5000); // the one that ended
        job.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 20000);
        QVERIFY(outcome->end == ProgramOutcome::End::Stopped);
        QVERIFY(outcome->groupGone);
        QVERIFY(!processExists(escapee));
        QCOMPARE(zombieChildren(), QStringList());
        // The program (its shell, and the sleep it waits for, now and then) and the escapee.
        QVERIFY2(outcome->processesEnded >= 2, QByteArray::number(outcome->processesEnded));
    }

    // The window is no subreaper (orphans of what it starts otherwise, a browser for a link,
    // are not its to reap): the program's keeper is. It was made one at every run before.
    void theRunLeavesThisProcessNoSubreaper()
    {
        QTemporaryDir folder;
        const QString script = writeScript(folder, QStringLiteral("one.sh"), "echo place 0 0\n");
        ProgramLog log;
        const ProgramOutcome outcome = ProgramRun::run(requestFor(folder, script), {}, log);
        QCOMPARE(outcome.exitCode, 0);
        int subreaper = -1;
        QCOMPARE(::prctl(PR_GET_CHILD_SUBREAPER, &subreaper), 0);
        QCOMPARE(subreaper, 0);
    }

    // A program whose child double-forks, leaves the session and clears its environment
    // (env -i: no NQTRACE_RUN mark) before it runs a sleeper that ignores SIGTERM: the run's
    // keeper, the subreaper of every process the program starts, holds it, so Stop ends it
    // too and no zombie stays. It escaped before (it had no mark, and the orphan of a cleared
    // environment was left alone). Also when the program ends by itself first: what it left
    // is ended with the run.
    void aProcessThatClearsItsEnvironmentIsEndedWithTheRun_data()
    {
        QTest::addColumn<bool>("stopped");
        QTest::newRow("Stop") << true;
        QTest::newRow("normal end") << false;
    }
    void aProcessThatClearsItsEnvironmentIsEndedWithTheRun()
    {
        QFETCH(bool, stopped);
        QTemporaryDir folder;
        const QString name = writeScript(
            folder, QStringLiteral("vanish.sh"),
            QByteArray("(setsid env -i sh -c 'echo \"hidden $$\" >&2; trap \"\" TERM; "
                       "exec sleep 60' &)\n"
                       "echo place 0 0\n")
                + (stopped ? "while :; do sleep 0.05; done\n" : "sleep 0.3\n"));
        ProgramLog log;
        std::optional<ProgramOutcome> outcome;
        Job job;
        const qint64 hidden = runUntilItNames(job, log, outcome, folder, name,
                                              QStringLiteral("hidden "));
        QVERIFY(hidden > 0);
        QVERIFY(::getsid(pid_t(hidden)) == pid_t(hidden)); // a session of its own
        QFile environment(QStringLiteral("/proc/%1/environ").arg(hidden));
        QVERIFY(environment.open(QIODevice::ReadOnly));
        QVERIFY(!environment.readAll().contains("NQTRACE_RUN")); // no mark
        if (stopped)
            job.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 20000);
        QVERIFY(outcome->end
                == (stopped ? ProgramOutcome::End::Stopped : ProgramOutcome::End::Exited));
        QVERIFY(outcome->groupGone);
        const bool gone = !processExists(hidden);
        if (!gone) { // not left behind by a failing test
            ::kill(pid_t(hidden), SIGKILL);
            QTest::qWait(100);
            ::waitpid(pid_t(hidden), nullptr, WNOHANG);
        }
        QVERIFY(gone);
        QCOMPARE(zombieChildren(), QStringList());
        QVERIFY2(outcome->processesEnded >= 1, QByteArray::number(outcome->processesEnded));
    }
};

NQ_TEST_GUILESS_MAIN(TestProgramRun)
#include "tst_programrun.moc"
