#include "cliprocess.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

namespace {

using Run = nq::testing::CliRun;
using nq::testing::countOutput;

Run finish(QProcess &process)
{
    return nq::testing::finishRun(process);
}

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

} // namespace

// Tests `mpirun -np K nqueens-cli count N --mpi` (Open MPI): the totals of OEIS printed once
// by rank 0, and a checkpoint carried between a count in one process and one across ranks.
class TestMpiCount : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_folder.isValid()); }

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
            "count", "16", "--threads", "1", "--checkpoint", checkpoint, "--checkpoint-interval",
            "0.05"};
        QProcess alone;
        nq::testing::startAndWaitForFirstSave(alone, QStringLiteral(NQUEENS_CLI_PATH), count,
                                              checkpoint);
        QTest::qWait(150); // a fifth of the count
        nq::testing::signalIfRunning(alone, SIGTERM);
        const Run aloneRun = finish(alone);
        QVERIFY2(aloneRun.status == 128 + SIGTERM, aloneRun.err.constData());
        const QByteArray doneAlone = doneLine(checkpoint);
        QVERIFY(doneAlone.startsWith("done "));

        QProcess ranks;
        nq::testing::startAndWaitForFirstSave(ranks, QStringLiteral(NQUEENS_MPIEXEC),
                                              mpirun(3, count + QStringList {"--mpi"}), checkpoint);
        QTest::qWait(150);
        nq::testing::signalIfRunning(ranks, SIGTERM);
        const Run interrupted = finish(ranks);
        const QByteArray doneByRanks = doneLine(checkpoint);
        if (interrupted.out.isEmpty()) {
            QVERIFY2(interrupted.err.contains("keeps the progress"), interrupted.err.constData());
            QVERIFY(doneByRanks.mid(5).toInt() > doneAlone.mid(5).toInt());
        } else {
            QCOMPARE(interrupted.out, countOutput(16)); // it ended before the signal came
        }
        const Run resumed = run(QStringLiteral(NQUEENS_CLI_PATH), count);
        QCOMPARE(resumed.status, 0);
        QCOMPARE(resumed.out, countOutput(16));
    }

private:
    QTemporaryDir m_folder;
};

QTEST_GUILESS_MAIN(TestMpiCount)
#include "tst_mpicount.moc"
