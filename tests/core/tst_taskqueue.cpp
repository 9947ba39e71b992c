#include "taskqueue.h"
#include "testregistry.h"

#include <QElapsedTimer>
#include <QTest>

#include <atomic>
#include <memory>
#include <set>
#include <thread>
#include <vector>

using namespace nq;

// Tests the engine's task queue: every task runs exactly once, on the threads asked for,
// and a cancel (its own or the caller's flag) stops it promptly.
class TestTaskQueue : public QObject
{
    Q_OBJECT

private slots:
    void everyTaskRunsOnce_data()
    {
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("count");
        for (int threads : {1, 2, 3, 8}) {
            for (int count : {0, 1, 2, 7, 1000}) {
                const QByteArray name = "threads=" + QByteArray::number(threads)
                                        + " count=" + QByteArray::number(count);
                QTest::newRow(name.constData()) << threads << count;
            }
        }
    }
    void everyTaskRunsOnce()
    {
        QFETCH(int, threads);
        QFETCH(int, count);
        auto runs = std::make_unique<std::atomic<int>[]>(std::size_t(count) + 1);
        std::atomic<int> badWorker {0};
        const bool complete = TaskQueue::run(threads, std::size_t(count),
                                             [&](int worker, std::size_t index) {
                                                 if (worker < 0 || worker >= threads)
                                                     ++badWorker;
                                                 ++runs[index];
                                             });
        QVERIFY(complete);
        QCOMPARE(badWorker.load(), 0);
        for (int i = 0; i < count; ++i)
            QCOMPARE(runs[std::size_t(i)].load(), 1);
    }

    void tasksSpreadOverTheThreads()
    {
        // Each task waits until two threads have started one: only two threads can pass.
        std::atomic<int> started {0};
        std::set<std::thread::id> ids;
        std::mutex idsMutex;
        QVERIFY(TaskQueue::run(2, 2, [&](int, std::size_t) {
            ++started;
            while (started.load() < 2)
                std::this_thread::yield();
            std::lock_guard lock(idsMutex);
            ids.insert(std::this_thread::get_id());
        }));
        QCOMPARE(ids.size(), std::size_t(2));
        QVERIFY(!ids.contains(std::this_thread::get_id()));
    }

    void progressIsVisibleWhileWaiting()
    {
        std::atomic<bool> release {false};
        TaskQueue queue(2, 10, [&](int, std::size_t index) {
            while (index == 9 && !release.load())
                std::this_thread::yield();
        });
        QTRY_COMPARE(queue.finishedCount(), std::size_t(9));
        QVERIFY(!queue.waitFor(std::chrono::milliseconds(20)));
        release = true;
        QVERIFY(queue.wait());
        QCOMPARE(queue.finishedCount(), std::size_t(10));
        QVERIFY(queue.waitFor(std::chrono::milliseconds(0)));
    }

    void cancelStopsPromptly()
    {
        std::atomic<int> ran {0};
        TaskQueue queue(2, 1'000'000, [&](int, std::size_t) {
            ++ran;
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        });
        QTRY_VERIFY(ran.load() >= 4);
        QElapsedTimer timer;
        timer.start();
        queue.cancel();
        QVERIFY(!queue.wait());
        QVERIFY2(timer.elapsed() < 200, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(queue.finishedCount() < 1'000'000);
        QCOMPARE(queue.finishedCount(), std::size_t(ran.load()));
    }

    void callersFlagStopsPromptly()
    {
        std::atomic<bool> cancel {false};
        std::atomic<int> ran {0};
        QElapsedTimer timer;
        std::thread canceller([&] {
            while (ran.load() < 4)
                std::this_thread::yield();
            timer.start();
            cancel = true;
        });
        const bool complete = TaskQueue::run(
            2, 1'000'000,
            [&](int, std::size_t) {
                ++ran;
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            },
            &cancel);
        canceller.join();
        QVERIFY(!complete);
        QVERIFY2(timer.elapsed() < 200, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(ran.load() < 1'000'000);
    }

    void alreadyCancelledRunsNothing()
    {
        const std::atomic<bool> cancel {true};
        std::atomic<int> ran {0};
        QVERIFY(!TaskQueue::run(
            2, 100, [&](int, std::size_t) { ++ran; }, &cancel));
        QCOMPARE(ran.load(), 0);
    }

    void destructorCancelsAndWaits()
    {
        auto ran = std::make_shared<std::atomic<int>>(0);
        {
            TaskQueue queue(2, 1'000'000, [ran](int, std::size_t) {
                ++*ran;
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            });
            QTRY_VERIFY(ran->load() >= 2);
        }
        const int afterDestruction = ran->load();
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        QCOMPARE(ran->load(), afterDestruction);
        QVERIFY(afterDestruction < 1'000'000);
    }
};

NQ_TEST_GUILESS_MAIN(TestTaskQueue)
#include "tst_taskqueue.moc"
