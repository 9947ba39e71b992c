#include "countcheckpoints.h"
#include "jobmode.h"
#include "knowncounts.h"
#include "testregistry.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace nq;

namespace {

std::shared_ptr<SolutionStore> storeFor(int n)
{
    return std::make_shared<SolutionStore>(n, 1'000'000);
}

} // namespace

// Tests the runner's Count and List modes on their own: one job per run, started once,
// reported through signals on the owner's thread, cancelled promptly, and a cancelled or
// superseded job never reports into the next run.
class TestJobMode : public QObject
{
    Q_OBJECT

private slots:
    // A count keeps its progress in the user's data folder: here in the test's own instead.
    void initTestCase()
    {
        QVERIFY(m_countFolder.isValid());
        CountCheckpoints::setDefaultFolder(m_countFolder.path());
    }

    void aCountRunsOnceAndReportsItsResult()
    {
        JobMode mode;
        QSignalSpy finished(&mode, &JobMode::finished);
        mode.reset(Goal::Count, 12, storeFor(12));
        RunnerSnapshot before;
        mode.describe(before);
        QVERIFY(!before.job.running && !before.job.finished);
        QVERIFY(before.estimatedSeconds > 0);
        QVERIFY(mode.start());
        QVERIFY(!mode.start()); // once per run
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.count(), 1);
        QVERIFY(mode.isFinished());
        RunnerSnapshot s;
        mode.describe(s);
        QVERIFY(s.job.finished && !s.job.cancelled && !s.job.running);
        QVERIFY(s.job.kind == JobStatus::Kind::Count);
        QCOMPARE(s.job.count.total, known::kSolutions[12]);
        QCOMPARE(s.job.count.fundamental, known::kFundamental[12]);
        QCOMPARE(s.job.fractionDone, 1.0);
    }

    void aListingFillsTheRunsStore()
    {
        JobMode mode;
        QSignalSpy finished(&mode, &JobMode::finished);
        const auto store = storeFor(10);
        mode.reset(Goal::List, 10, store);
        QVERIFY(mode.start());
        QVERIFY(finished.wait(20000));
        RunnerSnapshot s;
        mode.describe(s);
        QCOMPARE(s.job.listing.found, known::kSolutions[10]);
        QCOMPARE(store->size(), known::kSolutions[10]);
        QCOMPARE(s.visibleSolutions, known::kSolutions[10]);
        QCOMPARE(s.visibleClasses, known::kFundamental[10]);
    }

    void progressArrivesOnTheOwnersThread()
    {
        JobMode mode;
        QSignalSpy finished(&mode, &JobMode::finished);
        const Qt::HANDLE owner = QThread::currentThreadId();
        int reports = 0;
        bool elsewhere = false;
        connect(&mode, &JobMode::progressed, this, [&] {
            ++reports;
            elsewhere = elsewhere || QThread::currentThreadId() != owner;
        });
        mode.reset(Goal::Count, 13, storeFor(13)); // the end is reported too, however quick
        QVERIFY(mode.start());
        QVERIFY(finished.wait(60000));
        QVERIFY(reports > 0);
        QVERIFY(!elsewhere);
    }

    void animateHasNoJob()
    {
        JobMode mode;
        mode.reset(Goal::All, 8, storeFor(8));
        QVERIFY(!mode.start());
        QVERIFY(!mode.isFinished());
    }

    void cancelIsPromptAndFinal()
    {
        JobMode mode;
        QSignalSpy finished(&mode, &JobMode::finished);
        mode.reset(Goal::Count, 22, storeFor(22));
        QVERIFY(mode.start());
        QTest::qWait(50);
        QElapsedTimer timer;
        timer.start();
        mode.cancel();
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(mode.isFinished());
        RunnerSnapshot s;
        mode.describe(s);
        QVERIFY(s.job.cancelled);
        QCOMPARE(s.job.count.total, 0u);
        QVERIFY(!mode.start()); // a cancelled run stays cancelled
    }

    void aNewRunNeverHearsTheOldJob()
    {
        JobMode mode;
        QSignalSpy finished(&mode, &JobMode::finished);
        mode.reset(Goal::Count, 21, storeFor(21));
        QVERIFY(mode.start());
        QTest::qWait(20);
        mode.reset(Goal::Count, 8, storeFor(8));
        QTest::qWait(50);
        QCOMPARE(finished.count(), 0);
        QVERIFY(!mode.isFinished());
        QVERIFY(mode.start());
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.count(), 1);
        RunnerSnapshot s;
        mode.describe(s);
        QCOMPARE(s.job.count.total, known::kSolutions[8]);
    }

    void destroyedWhileCountingWaitsForTheJob()
    {
        QElapsedTimer timer;
        {
            JobMode mode;
            mode.reset(Goal::List, 16, storeFor(16));
            QVERIFY(mode.start());
            QTest::qWait(50);
            timer.start();
        }
        QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    }

private:
    QTemporaryDir m_countFolder;
};

NQ_TEST_GUILESS_MAIN(TestJobMode)
#include "tst_jobmode.moc"
