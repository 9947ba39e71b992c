#include "job.h"
#include "testregistry.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <optional>
#include <thread>

using namespace nq;

// Tests the one job class: results and progress on the owner's thread, ending() before
// finished(), one cancel flag, a new start dropping the old job, a destructor that waits.
class TestJob : public QObject
{
    Q_OBJECT

private slots:
    void theResultArrivesOnTheOwnersThreadAfterEnding()
    {
        Job job;
        QStringList order;
        connect(&job, &Job::ending, this, [&] { order << "ending"; });
        connect(&job, &Job::finished, this, [&] { order << "finished"; });
        std::optional<int> result;
        QThread *doneOn = nullptr;
        QThread *workedOn = nullptr;
        job.run<int>(
            [&](const JobControl &) {
                workedOn = QThread::currentThread();
                return 42;
            },
            [&](std::optional<int> value) {
                order << "done";
                doneOn = QThread::currentThread();
                result = value;
            });
        QVERIFY(job.isRunning());
        QTRY_COMPARE(order, (QStringList {"ending", "done", "finished"}));
        QCOMPARE(result, std::optional<int>(42));
        QCOMPARE(doneOn, QThread::currentThread());
        QVERIFY(workedOn != QThread::currentThread());
        QVERIFY(!job.isRunning());
    }

    void progressIsReportedAndScaled()
    {
        Job job;
        QSignalSpy progress(&job, &Job::progressed);
        std::atomic<bool> release {false};
        job.start([&](const JobControl &control) {
            control.report(5'000'000'000, 10'000'000'000); // larger than an int
            while (!release)
                std::this_thread::yield();
        });
        // Busy first (total 0), then half of the promise's scale.
        QTRY_VERIFY(!progress.isEmpty() && progress.last().at(1).toLongLong() > 0
                    && progress.last().at(0).toLongLong() * 2
                           == progress.last().at(1).toLongLong());
        release = true;
        QSignalSpy finished(&job, &Job::finished);
        QVERIFY(finished.wait());
    }

    void cancelStopsTheWorkAndStillFinishes()
    {
        Job job;
        std::atomic<bool> started {false};
        bool sawCancel = false;
        job.run<bool>(
            [&](const JobControl &control) {
                started = true;
                while (!control.cancelled())
                    std::this_thread::yield();
                return true;
            },
            [&](std::optional<bool> value) { sawCancel = value.value_or(false); });
        QTRY_VERIFY(started);
        QSignalSpy finished(&job, &Job::finished);
        job.cancel();
        QVERIFY(job.isCancelled());
        QVERIFY(finished.wait());
        QVERIFY(sawCancel);
    }

    void aNewStartDropsTheOldJob()
    {
        Job job;
        QSignalSpy ending(&job, &Job::ending);
        QSignalSpy finished(&job, &Job::finished);
        int firstDone = 0;
        job.run<int>(
            [](const JobControl &control) {
                while (!control.cancelled())
                    std::this_thread::yield();
                return 1;
            },
            [&](std::optional<int>) { ++firstDone; });
        std::optional<int> second;
        job.run<int>([](const JobControl &) { return 2; },
                     [&](std::optional<int> value) { second = value; });
        QCOMPARE(ending.size(), 1); // the first one's view closed at once
        QTRY_COMPARE(second, std::optional<int>(2));
        QTest::qWait(50);
        QCOMPARE(firstDone, 0);
        QCOMPARE(finished.size(), 1);
    }

    void theDestructorWaitsForTheWork()
    {
        std::atomic<bool> running {false};
        std::atomic<bool> returned {false};
        {
            Job job;
            job.start([&](const JobControl &control) {
                running = true;
                while (!control.cancelled())
                    std::this_thread::yield();
                returned = true;
            });
            QTRY_VERIFY(running);
        }
        QVERIFY(returned);
    }
};

NQ_TEST_GUILESS_MAIN(TestJob)
#include "tst_job.moc"
