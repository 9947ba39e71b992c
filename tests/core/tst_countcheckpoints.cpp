#include "backgroundjob.h"
#include "countcheckpoints.h"
#include "countplan.h"
#include "jobmode.h"
#include "knowncounts.h"
#include "testregistry.h"
#include "testscale.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <future>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace nq;

namespace {

// A ledger of N with its first `done` tasks recorded, each with `extra` more solutions than it
// has: a count that continues from it ends `done * extra` above the truth, which shows that it
// continued instead of counting again.
CountLedger ledgerWithDone(int n, std::size_t done, std::uint64_t extra = 0)
{
    const CountPlan plan(n);
    CountLedger ledger(plan);
    for (std::size_t task = 0; task < done; ++task) {
        CountShare result = plan.run(task);
        result.total += extra;
        ledger.record(task, result);
    }
    return ledger;
}

void waitForEnd(BackgroundJob &job)
{
    QTRY_VERIFY_WITH_TIMEOUT(job.status().finished, 60000);
}

} // namespace

// Tests what keeps the window's interrupted counts (CountCheckpoints) and the count job that
// saves into it and continues from it.
class TestCountCheckpoints : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_folder = std::make_unique<QTemporaryDir>();
        QVERIFY(m_folder->isValid());
        m_checkpoints = CountCheckpoints(m_folder->filePath("counts"));
        CountCheckpoints::setDefaultFolder(m_folder->filePath("counts"));
    }

    void onlyAWholeUnfinishedCountIsOffered()
    {
        QVERIFY(!m_checkpoints.interrupted(12)); // nothing saved
        const CountLedger half = ledgerWithDone(12, 10);
        QVERIFY(m_checkpoints.save(half).ok());
        const std::optional<CountLedger> offered = m_checkpoints.interrupted(12);
        QVERIFY(offered);
        QCOMPARE(offered->toText(), half.toText());
        QVERIFY(!m_checkpoints.interrupted(11)); // another N's count

        QVERIFY(m_checkpoints.save(ledgerWithDone(11, 0)).ok());
        QVERIFY(!m_checkpoints.interrupted(11)); // nothing done: nothing to continue
        const CountPlan eight(8);
        QVERIFY(m_checkpoints.save(ledgerWithDone(8, eight.taskCount())).ok());
        QVERIFY(!m_checkpoints.interrupted(8)); // finished

        QFile damaged(m_checkpoints.filePath(12));
        QVERIFY(damaged.open(QIODevice::ReadWrite));
        damaged.seek(damaged.size() - 3);
        damaged.write("x");
        damaged.close();
        QVERIFY(!m_checkpoints.interrupted(12));

        QVERIFY(QFile::copy(m_checkpoints.filePath(11), m_checkpoints.filePath(13)));
        QVERIFY(!m_checkpoints.interrupted(13)); // a file of N=11 under N=13's name
        m_checkpoints.forget(13);
        QVERIFY(!QFile::exists(m_checkpoints.filePath(13)));
    }

    // Cancelled, the count keeps what it has done; started again from there, it ends with the
    // known totals and forgets the checkpoint.
    void aCancelledCountContinuesToTheKnownTotals()
    {
        // Long enough to be cancelled at 5% (N=16 by half boards takes 0.2 s, too short to be sure
        // of): the sanitizer builds count 3 to 15 times slower.
        const int n = testing::releaseOr(17, 15);
        BackgroundJob job;
        job.startCount(n, 2, std::nullopt, m_checkpoints);
        QTRY_VERIFY_WITH_TIMEOUT(job.status().fractionDone > 0.05, 60000);
        job.cancel();
        QVERIFY(job.status().cancelled);
        const std::optional<CountLedger> kept = m_checkpoints.interrupted(n);
        QVERIFY(kept);
        QVERIFY(kept->doneCount() > 0 && !kept->isComplete());

        job.startCount(n, 2, kept, m_checkpoints);
        waitForEnd(job);
        const BackgroundJob::Status status = job.status();
        QVERIFY(!status.cancelled);
        QCOMPARE(status.count.total, known::kSolutions[n]);
        QCOMPARE(status.count.fundamental, known::kFundamental[n]);
        QCOMPARE(status.resumedFrom, double(kept->doneCount()) / double(kept->taskCount()));
        QVERIFY(!QFile::exists(m_checkpoints.filePath(n)));
    }

    void theCountContinuesRatherThanCountingAgain()
    {
        const CountPlan plan(12);
        const std::size_t done = plan.taskCount() / 2;
        BackgroundJob job;
        job.startCount(12, 2, ledgerWithDone(12, done, 1000), m_checkpoints);
        waitForEnd(job);
        QCOMPARE(job.status().count.total, known::kSolutions[12] + 1000 * done);
        // Without a ledger to continue from, it counts everything.
        job.startCount(12, 2, std::nullopt, m_checkpoints);
        waitForEnd(job);
        QCOMPARE(job.status().count.total, known::kSolutions[12]);
        QCOMPARE(job.status().resumedFrom, -1.0);
    }

    void aLedgerOfAnotherCutStartsAfresh()
    {
        const CountPlan plan(12);
        CountLedger foreign(12, plan.taskCount(), plan.fingerprint() ^ 1);
        foreign.record(0, {999, 9, false});
        BackgroundJob job;
        job.startCount(12, 2, foreign, m_checkpoints);
        waitForEnd(job);
        QCOMPARE(job.status().count.total, known::kSolutions[12]);
        QCOMPARE(job.status().resumedFrom, -1.0);
    }

    void aSaveThatFailsIsReported()
    {
        // A file where the folder should be: nothing can be saved under it.
        QFile blocker(m_folder->filePath("blocked"));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        const CountCheckpoints nowhere(m_folder->filePath("blocked"));
        QVERIFY(!nowhere.save(ledgerWithDone(10, 1)).ok());
        BackgroundJob job;
        job.startCount(testing::releaseOr(17, 15), 2, std::nullopt, nowhere);
        QTRY_VERIFY_WITH_TIMEOUT(job.status().fractionDone > 0.02, 60000);
        job.cancel();
        QVERIFY(!job.status().checkpointProblem.empty());
    }

    // A FIFO in the checkpoint's place: asking for it returns at once (the window froze for
    // good in open() before). Asked on another thread, so that a hang fails instead of
    // hanging the suite; a writer then releases it.
    void aFifoInPlaceOfTheCheckpointIsNotRead()
    {
        QVERIFY(QDir().mkpath(m_folder->filePath("counts")));
        const QByteArray fifo = QFile::encodeName(m_checkpoints.filePath(17));
        QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
        auto asked = std::async(std::launch::async,
                                [this] { return m_checkpoints.interrupted(17); });
        if (asked.wait_for(std::chrono::seconds(10)) != std::future_status::ready) {
            const int writer = ::open(fifo.constData(), O_WRONLY | O_NONBLOCK);
            asked.wait();
            ::close(writer);
            QFAIL("interrupted() blocked on a FIFO");
        }
        QVERIFY(!asked.get());
        // Nor is one saved over: the FIFO is refused and stays.
        QCOMPARE(m_checkpoints.save(ledgerWithDone(17, 1)).kind, FileProblem::Kind::Fifo);
        QFileInfo info(m_checkpoints.filePath(17));
        QVERIFY(!info.isFile());
    }

    void aLinkToADeviceIsNotReplaced()
    {
        QVERIFY(QDir().mkpath(m_folder->filePath("counts")));
        QVERIFY(QFile::link(QStringLiteral("/dev/null"), m_checkpoints.filePath(12)));
        // The program's own file: a link in its place is refused, whatever it points to.
        QCOMPARE(m_checkpoints.save(ledgerWithDone(12, 1)).kind, FileProblem::Kind::LinkAppeared);
        QCOMPARE(QFileInfo(m_checkpoints.filePath(12)).symLinkTarget(),
                 QStringLiteral("/dev/null"));
    }

    // The window's checkpoints are the program's own files, which nobody names: a link in the
    // place of one is never followed (LinkRule::Refuse), however it came there, and what it
    // points to is left as it was.
    void aLinkInPlaceOfACheckpointIsNotFollowed()
    {
        QVERIFY(QDir().mkpath(m_folder->filePath("counts")));
        const QString real = m_folder->filePath("elsewhere.checkpoint");
        QVERIFY(CountCheckpoints(m_folder->path()).save(ledgerWithDone(12, 1)).ok());
        QVERIFY(QFile::rename(m_folder->filePath("count-12.checkpoint"), real));
        QVERIFY(QFile::link(real, m_checkpoints.filePath(12)));
        QFile pointed(real);
        QVERIFY(pointed.open(QIODevice::ReadOnly));
        const QByteArray before = pointed.readAll();
        pointed.close();
        QCOMPARE(m_checkpoints.save(ledgerWithDone(12, 3)).kind, FileProblem::Kind::LinkAppeared);
        QVERIFY(QFileInfo(m_checkpoints.filePath(12)).isSymLink());
        QVERIFY(pointed.open(QIODevice::ReadOnly));
        QCOMPARE(pointed.readAll(), before);
    }

    // Two counts of one N (two windows): the first owns the checkpoint; the second counts
    // without keeping its progress and says who holds it.
    void oneCountOwnsTheCheckpoint()
    {
        const int n = testing::releaseOr(18, 16); // neither ends before it is cancelled
        BackgroundJob first;
        first.startCount(n, 1, std::nullopt, m_checkpoints);
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(m_checkpoints.filePath(n) + ".lock"), 60000);
        BackgroundJob second;
        second.startCount(n, 1, std::nullopt, m_checkpoints);
        QTRY_VERIFY_WITH_TIMEOUT(second.status().fractionDone > 0.01, 60000);
        second.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(first.status().fractionDone > 0, 60000);
        const QString problem = QString::fromStdString(second.status().checkpointProblem);
        QVERIFY2(problem.contains(QStringLiteral("in use by another count (process %1)")
                                      .arg(QCoreApplication::applicationPid())),
                 qPrintable(problem));
        first.cancel();
        QVERIFY(first.status().checkpointProblem.empty());
        QVERIFY(m_checkpoints.interrupted(n)); // the first one's progress
        QVERIFY(!QFile::exists(m_checkpoints.filePath(n) + ".lock")); // released
    }

    // The runner's count mode: a cancelled count is kept in the user's checkpoints (here the
    // test's folder), and the next start continues it only when asked to.
    void jobModeContinuesOnlyWhenAsked()
    {
        // Long enough to be cancelled at 5% (N=16 by half boards takes 0.2 s, too short to be sure
        // of): the sanitizer builds count 3 to 15 times slower.
        const int n = testing::releaseOr(17, 15);
        JobMode mode;
        QSignalSpy finished(&mode, &JobMode::finished);
        mode.reset(Goal::Count, n, std::make_shared<SolutionStore>(n, 1000));
        QVERIFY(mode.start());
        RunnerSnapshot s;
        QTRY_VERIFY_WITH_TIMEOUT((mode.describe(s), s.job.fractionDone > 0.05), 60000);
        mode.cancel();
        QVERIFY(CountCheckpoints().interrupted(n));

        mode.reset(Goal::Count, n, std::make_shared<SolutionStore>(n, 1000));
        mode.continueFrom(CountCheckpoints().interrupted(n));
        QVERIFY(mode.start());
        QVERIFY(finished.wait(60000));
        mode.describe(s);
        QVERIFY(s.job.resumedFrom > 0);
        QCOMPARE(s.job.count.total, known::kSolutions[n]);
        QVERIFY(!CountCheckpoints().interrupted(n));
    }

private:
    std::unique_ptr<QTemporaryDir> m_folder;
    CountCheckpoints m_checkpoints {QString()};
};

NQ_TEST_GUILESS_MAIN(TestCountCheckpoints)
#include "tst_countcheckpoints.moc"
