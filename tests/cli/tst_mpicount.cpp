#include "cliprocess.h"
#include "testregistry.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <sys/types.h>

namespace {

using Run = nq::testing::CliRun;
using nq::testing::countOutput;
using nq::testing::finishRun;

// mpirun as CI runs it: as root (CI is), more ranks than the 2 cores (--oversubscribe).
QStringList mpirun(int ranks, const QStringList &arguments)
{
    return QStringList {"--allow-run-as-root", "--oversubscribe", "-np", QString::number(ranks),
                        QStringLiteral(NQUEENS_CLI_PATH)}
           + arguments;
}

Run run(const QString &program, const QStringList &arguments)
{
    return nq::testing::runProgram(program, arguments);
}

QByteArray doneLine(const QString &checkpoint)
{
    QFile file(checkpoint);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith("done "))
            return line;
    }
    return {};
}

// The process of MPI rank `rank` among the children of mpirun `mpirunPid` (Open MPI puts
// OMPI_COMM_WORLD_RANK in each rank's environment); 0 while there is none yet.
pid_t rankProcess(qint64 mpirunPid, int rank)
{
    const QByteArray wanted = "OMPI_COMM_WORLD_RANK=" + QByteArray::number(rank);
    const QStringList entries = QDir("/proc").entryList(QDir::Dirs);
    for (const QString &entry : entries) {
        bool isPid = false;
        const qint64 pid = entry.toLongLong(&isPid);
        if (!isPid)
            continue;
        QFile stat("/proc/" + entry + "/stat");
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray line = stat.readAll();
        // "pid (name) state ppid ...": the name may hold spaces, so read after its ')'.
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (fields.size() < 2 || fields[1].toLongLong() != mpirunPid)
            continue;
        QFile environment("/proc/" + entry + "/environ");
        if (environment.open(QIODevice::ReadOnly)
            && environment.readAll().split('\0').contains(wanted))
            return pid_t(pid);
    }
    return 0;
}

// Whether `pid` is still a stopped rank (then it is ended here, so that no test leaves it
// behind; a pid since reused by another program is left alone). A rank started as nqueens-cli
// runs as nqueens-cli-mpi, which it handed itself over to.
bool stillStopped(pid_t pid)
{
    QFile stat("/proc/" + QString::number(pid) + "/stat");
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray line = stat.readAll();
    const bool stopped = line.contains("(nqueens-cli-mpi) T") || line.contains("(nqueens-cli) T");
    if (stopped)
        ::kill(pid, SIGKILL);
    return stopped;
}

// The major version of the Open MPI that runs the ranks ("mpirun (Open MPI) 5.0.7"), 0 if
// mpirun does not say.
int openMpiMajorVersion()
{
    const nq::testing::CliRun version = nq::testing::runProgram(QStringLiteral(NQUEENS_MPIEXEC),
                                                                {"--version"});
    const int at = version.out.indexOf("(Open MPI) ");
    return at < 0 ? 0 : version.out.mid(at + 11).split('.').value(0).toInt();
}

} // namespace

// Tests `mpirun -np K nqueens-cli count N --mpi` (Open MPI): the totals of OEIS printed once
// by rank 0, and a checkpoint carried between a count in one process and one across ranks.
class TestMpiCount : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_folder.isValid());
        // The ranks of these tests run on this one machine: they talk over shared memory, never
        // TCP. Open MPI 5 (Debian 13) would otherwise warn on every rank that it finds no
        // pairing of network interfaces, and its lines would mix with the program's own, which
        // these tests read; Open MPI 4 (Debian 12) behaves the same either way.
        qputenv("OMPI_MCA_btl", "^tcp");
    }

    void threeRanksCountTheKnownTotals_data()
    {
        QTest::addColumn<int>("n");
        for (int n = 8; n <= 15; ++n)
            QTest::newRow(QByteArray::number(n).constData()) << n;
    }
    void threeRanksCountTheKnownTotals()
    {
        QFETCH(int, n);
        const Run counted = run(QStringLiteral(NQUEENS_MPIEXEC),
                                mpirun(3, {"count", QString::number(n), "--mpi"}));
        QVERIFY2(counted.status == 0, counted.err.constData());
        QCOMPARE(counted.out, countOutput(n)); // once, from rank 0 alone
        QVERIFY2(!counted.err.contains("nqueens-cli:"), counted.err.constData());
    }

    // One rank alone (mpirun -np 1) is a whole count too.
    void oneRankCountsAlone()
    {
        const Run counted = run(QStringLiteral(NQUEENS_MPIEXEC),
                                mpirun(1, {"count", "12", "--mpi", "--threads", "1"}));
        QCOMPARE(counted.out, countOutput(12));
    }

    // A count interrupted in one process continues across three ranks, and one interrupted
    // across ranks (mpirun passes SIGTERM on to every rank) continues in one process: both end
    // with the totals of an uninterrupted count.
    void aCheckpointMovesBetweenOneProcessAndRanks()
    {
        const QString checkpoint = m_folder.filePath("moving");
        const QStringList count = {
            "count", "17", "--threads", "1", "--checkpoint", checkpoint, "--checkpoint-interval",
            "0.05"};
        QProcess alone;
        nq::testing::startAndWaitForFirstSave(alone, QStringLiteral(NQUEENS_CLI_PATH), count,
                                              checkpoint);
        // About a tenth of the count (N=17, 1.7 s on one thread by half boards; N=16, 0.25 s
        // now, ended before the signal came).
        QTest::qWait(150);
        nq::testing::signalIfRunning(alone, SIGTERM);
        const Run aloneRun = finishRun(alone);
        QVERIFY2(aloneRun.status == 128 + SIGTERM, aloneRun.err.constData());
        const QByteArray doneAlone = doneLine(checkpoint);
        QVERIFY(doneAlone.startsWith("done "));

        QProcess ranks;
        nq::testing::startAndWaitForFirstSave(ranks, QStringLiteral(NQUEENS_MPIEXEC),
                                              mpirun(3, count + QStringList {"--mpi"}), checkpoint);
        QTest::qWait(150);
        nq::testing::signalIfRunning(ranks, SIGTERM);
        const Run interrupted = finishRun(ranks);
        QTRY_VERIFY_WITH_TIMEOUT(!QFileInfo::exists(checkpoint + ".lock"), 20000);
        const QByteArray doneByRanks = doneLine(checkpoint);
        if (interrupted.out.isEmpty()) {
            // Open MPI 4's mpirun (Debian 12) passes SIGTERM on to every rank and waits: rank 0
            // saves and says so. Open MPI 5's (Debian 13) ends its ranks itself, and they keep
            // what their last periodic save (every 0.05 s here) holds.
            if (openMpiMajorVersion() < 5)
                QVERIFY2(interrupted.err.contains("keeps the progress"),
                         interrupted.err.constData());
            else
                QVERIFY2(!interrupted.err.contains("nqueens-cli:")
                             || interrupted.err.contains("keeps the progress"),
                         interrupted.err.constData());
            QVERIFY(doneByRanks.mid(5).toInt() > doneAlone.mid(5).toInt());
        } else {
            QCOMPARE(interrupted.out, countOutput(17)); // it ended before the signal came
        }
        const Run resumed = run(QStringLiteral(NQUEENS_CLI_PATH), count);
        QCOMPARE(resumed.status, 0);
        QCOMPARE(resumed.out, countOutput(17));
    }

    // A worker rank that stops answering (SIGSTOP) after it took work: rank 0 gives it up
    // when --batch-timeout has passed, has its batch counted by the others, prints the exact
    // totals once, says which rank it gave up, and ends the job with status 0 (it hung
    // without a word before). Woken again once given up, its late answer is ignored.
    void aStoppedRankIsGivenUpAndTheTotalsStayExact_data()
    {
        QTest::addColumn<bool>("wokenAgain");
        QTest::newRow("stays stopped") << false;
        QTest::newRow("answers late") << true;
    }
    void aStoppedRankIsGivenUpAndTheTotalsStayExact()
    {
        QFETCH(bool, wokenAgain);
        // Stopped once rank 0 has saved the checkpoint the first time: every rank is past
        // MPI_Init and the start's collective steps by then (a rank stopped inside those
        // holds every MPI job, this one's too) and about to take or count its first batch.
        const QString checkpoint = m_folder.filePath(wokenAgain ? "woken" : "stopped");
        QProcess job;
        QElapsedTimer clock;
        clock.start();
        nq::testing::startAndWaitForFirstSave(
            job, QStringLiteral(NQUEENS_MPIEXEC),
            mpirun(3, {"count", "17", "--mpi", "--threads", "1", "--batch-timeout", "2",
                       "--checkpoint", checkpoint}),
            checkpoint);
        QTest::qWait(300);
        QVERIFY2(job.state() == QProcess::Running, "the count ended before rank 2 was stopped");
        const pid_t stopped = rankProcess(job.processId(), 2);
        QVERIFY2(stopped != 0, "rank 2 not found among mpirun's children");
        QCOMPARE(::kill(stopped, SIGSTOP), 0);
        const qint64 stoppedAt = clock.elapsed();
        QByteArray err;
        if (wokenAgain) {
            while (!err.contains("given up") && job.state() == QProcess::Running
                   && clock.elapsed() < 60000) {
                job.waitForReadyRead(100);
                err += job.readAllStandardError();
            }
            ::kill(stopped, SIGCONT);
        }
        bool ended = job.waitForFinished(wokenAgain ? 120000 : 60000);
        bool stoppedRankKilled = false;
        if (!ended && !wokenAgain) {
            // Open MPI cannot always end a job while one of its processes stays stopped (seen
            // once in two CI runs: the totals were out, mpirun waited): the stopped rank is
            // killed, as a cluster's scheduler would, and the totals must already be exact.
            stoppedRankKilled = ::kill(stopped, SIGKILL) == 0;
            ended = job.waitForFinished(60000);
        }
        const qint64 ms = clock.elapsed();
        if (!ended) {
            for (const int rank : {0, 1, 2}) {
                if (const pid_t pid = rankProcess(job.processId(), rank))
                    ::kill(pid, SIGKILL);
            }
            job.kill();
            job.waitForFinished();
            QFAIL("the count with a stopped rank did not end within 120 s");
        }
        QVERIFY2(!stillStopped(stopped), "mpirun left the stopped rank behind");
        qInfo("ended %lld ms after mpirun started, %lld ms after rank 2 was stopped%s", ms,
              ms - stoppedAt, stoppedRankKilled ? " (the stopped rank killed after 60 s)" : "");
        Run counted = finishRun(job);
        counted.err.prepend(err);
        if (!stoppedRankKilled)
            QVERIFY2(counted.status == 0, counted.err.constData());
        // Rank 0 ends the job with MPI_Abort. Open MPI 5's mpirun (PRRTE, Debian 13: 5.0.7)
        // may then put one NUL byte before the totals it forwards: rank 0 writes exactly
        // "solutions: …\n" (strace), and mpirun writes "\0solutions: …\n" when the abort's
        // message reaches it first (3 runs in 8): the NUL ending that message, passed on to
        // the output (openpmix/prrte#1905 describes and removes such a byte). That one byte
        // is mpirun's and is taken out; Open MPI 4 (Debian 12) forwards the totals untouched.
        if (openMpiMajorVersion() >= 5 && counted.out.count('\0') == 1) {
            qInfo("Open MPI 5's mpirun put a NUL byte before the totals, at byte %lld",
                  qint64(counted.out.indexOf('\0')));
            counted.out.remove(counted.out.indexOf('\0'), 1);
        }
        QCOMPARE(counted.out, countOutput(17));
        QVERIFY2(counted.err.contains("nqueens-cli: rank 2 sent nothing for 2 s (--batch-timeout): "
                                      "given up"),
                 counted.err.constData());
        QCOMPARE(counted.err.count("given up"), 1);
        // The checkpoint holds the whole count too, and its lock went with rank 0.
        const Run again = run(QStringLiteral(NQUEENS_CLI_PATH),
                              {"count", "17", "--checkpoint", checkpoint});
        QCOMPARE(again.out, countOutput(17));
        QVERIFY(!QFileInfo::exists(checkpoint + ".lock"));
    }

    // Options every rank must share are compared at the start: N, --checkpoint (given to
    // another rank only it was ignored), --checkpoint-interval and --batch-timeout. The refusal
    // names the option, once, with status 2.
    void ranksMustBeGivenTheSameOptions_data()
    {
        QTest::addColumn<QStringList>("first");
        QTest::addColumn<QStringList>("others");
        QTest::addColumn<QByteArray>("differing");
        const QStringList count = {"count", "10", "--mpi"};
        QTest::newRow("N") << count << QStringList {"count", "11", "--mpi"} << QByteArray("N");
        QTest::newRow("checkpoint on another rank only")
            << count << count + QStringList {"--checkpoint", m_folder.filePath("elsewhere")}
            << QByteArray("--checkpoint");
        QTest::newRow("batch timeout") << count + QStringList {"--batch-timeout", "5"} << count
                                       << QByteArray("--batch-timeout");
    }
    void ranksMustBeGivenTheSameOptions()
    {
        QFETCH(QStringList, first);
        QFETCH(QStringList, others);
        QFETCH(QByteArray, differing);
        // Rank 0 runs the first command, ranks 1 and 2 the second: one program for every rank
        // (a shell that picks by OMPI_COMM_WORLD_RANK) rather than Open MPI's MPMD form
        // (`-np 1 A : -np 2 B`), whose mpirun crashes in Open MPI 5.0.7 (Debian 13).
        const QString choose = QStringLiteral(
            "if [ \"$OMPI_COMM_WORLD_RANK\" = 0 ]; then exec \"$0\" $1; else exec \"$0\" $2; fi");
        const Run run = nq::testing::runProgram(
            QStringLiteral(NQUEENS_MPIEXEC),
            QStringList {"--allow-run-as-root", "--oversubscribe", "-np", "3", "/bin/sh", "-c",
                         choose, QStringLiteral(NQUEENS_CLI_PATH), first.join(' '),
                         others.join(' ')});
        QCOMPARE(run.status, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains("nqueens-cli: the ranks were given different options ("
                                  + differing + ")"),
                 run.err.constData());
        QCOMPARE(run.err.count("nqueens-cli:"), 1);
        QVERIFY(!QFileInfo::exists(m_folder.filePath("elsewhere")));
    }

    // Rank 0 alone owns the checkpoint: it locks it for the whole count (the other ranks, on
    // other machines maybe, never touch it), so a count in another process is refused.
    void rankZeroLocksTheCheckpoint()
    {
        const QString checkpoint = m_folder.filePath("locked");
        const QStringList count = {"count", "17", "--threads", "1", "--checkpoint", checkpoint};
        QProcess ranks;
        nq::testing::startAndWaitForFirstSave(ranks, QStringLiteral(NQUEENS_MPIEXEC),
                                              mpirun(3, count + QStringList {"--mpi"}), checkpoint);
        QVERIFY(ranks.state() == QProcess::Running);
        const Run second = run(QStringLiteral(NQUEENS_CLI_PATH), count);
        const pid_t rankZero = rankProcess(ranks.processId(), 0);
        nq::testing::signalIfRunning(ranks, SIGTERM);
        finishRun(ranks);
        QCOMPARE(second.status, 2);
        QVERIFY2(second.err.contains("in use by another count (process "
                                     + QByteArray::number(rankZero) + ")"),
                 second.err.constData());
        QVERIFY(!QFileInfo::exists(checkpoint + ".lock"));
    }

    // nqueens-cli-mpi is nqueens-cli built with Open MPI: every other command works there too,
    // without mpirun and without starting MPI.
    void theMpiProgramTakesEveryCommand()
    {
        for (const QStringList &arguments :
             {QStringList {"solve", "6", "--format", "leetcode"}, QStringList {"count", "9"},
              QStringList {"trace", "4", "--limit", "5"}, QStringList {"--version"}}) {
            const Run plain = run(QStringLiteral(NQUEENS_CLI_PATH), arguments);
            const Run mpi = run(QStringLiteral(NQUEENS_CLI_MPI_PATH), arguments);
            QCOMPARE(mpi.status, 0);
            QCOMPARE(mpi.out, plain.out);
            QVERIFY(mpi.err.isEmpty());
        }
    }

private:
    QTemporaryDir m_folder;
};

NQ_TEST_GUILESS_MAIN(TestMpiCount)
#include "tst_mpicount.moc"
