#include "checkpointhistory.h"
#include "knowncounts.h"
#include "processmemory.h"
#include "runnerharness.h"
#include "searchfixtures.h"
#include "testregistry.h"
#include "testscale.h"

#include <random>

using namespace nq;
using namespace nq::test;
using namespace nq::testing;

namespace {

// kSanitized (testscale.h): shadow memory and quarantines make RSS meaningless there.

// The bound this test states: a whole N=13 run, replayed and jumped through hundreds of
// times, may grow the process's peak resident memory by at most this much. The history is
// capped at maxCheckpoints states (about 6.5 MB), the N=13 store holds 73,712 solutions in
// about 0.5 MB; the rest is slack for the allocator and the snapshots.
constexpr qint64 kMaxPeakGrowthKiB = 32 * 1024;

} // namespace

// Tests that memory stays bounded over long runs with many jumps: the checkpoint history
// never holds more than maxCheckpoints states and any step is within one spacing of a
// checkpoint; a SolverRunner driven through a full N=13 run at full speed and hundreds of
// random jumps back and forth grows the process's peak RSS by less than the stated bound.
class TestMemoryBound : public QObject
{
    Q_OBJECT

private slots:
    void historyStaysWithinItsCap()
    {
        // As the runner uses it: every state offered while running, restores after jumps.
        CheckpointHistory history;
        Stepper stepper(searchOptions(13, Order::Rows, Check::Bitmask));
        history.clear(stepper.state());
        const std::uint64_t reserved = history.memoryBytes();
        QCOMPARE(reserved, quint64(history.maxCheckpoints() * sizeof(StepperState)));
        std::size_t largest = 0;
        while (!stepper.isFinished()) {
            stepper.next();
            if (stepper.counters().steps >= history.nextDue()) {
                history.offer(stepper.state());
                largest = std::max(largest, history.size());
            }
        }
        const std::uint64_t total = stepper.counters().steps;
        QCOMPARE(stepper.counters().solutions, known::kSolutions[13]);
        QVERIFY(largest <= history.maxCheckpoints());
        QVERIFY(history.spacing() > 256); // the cap was reached: the spacing doubled
        std::mt19937_64 random(7);
        for (int jump = 0; jump < 500; ++jump) {
            const std::uint64_t target = random() % (total + 1);
            const StepperState &from = history.atOrBefore(target);
            QVERIFY(from.counters.steps <= target);
            QVERIFY2(
                target - from.counters.steps < history.spacing(),
                qPrintable(QStringLiteral("step %1 is %2 steps after its checkpoint; spacing %3")
                               .arg(target)
                               .arg(target - from.counters.steps)
                               .arg(history.spacing())));
            // Replay to the target and a little beyond, offering states as a forward jump does.
            stepper.restore(from);
            while (stepper.counters().steps < target + 1000 && !stepper.isFinished()) {
                stepper.next();
                history.offer(stepper.state());
            }
            QVERIFY(history.size() <= history.maxCheckpoints());
        }
        QCOMPARE(history.memoryBytes(), reserved); // never reallocated
        qInfo("N=13: %llu steps, %zu checkpoints of at most %zu, spacing %llu, %llu KiB reserved",
              qulonglong(total), history.size(), history.maxCheckpoints(),
              qulonglong(history.spacing()), qulonglong(reserved / 1024));
    }

    void runnerPeakMemoryStaysBounded()
    {
        WorkerRunner worker;
        // Warm up the thread, the allocator and Qt before measuring.
        SearchOptions small = searchOptions(13, Order::Rows, Check::Bitmask);
        small.n = 6;
        worker.send([small](SolverRunner &r) { r.restart(small, 1); });
        worker.send([](SolverRunner &r) { r.setSpeed(SolverRunner::kFullSpeed); });
        worker.send([](SolverRunner &r) { r.play(); });
        QVERIFY(worker.takeUntil(
            [](const RunnerSnapshot &) {},
            [](const RunnerSnapshot &s) { return s.runId == 1 && s.isFinished(); }));

        const bool measured = resetPeak();
        const qint64 baseline = statusKiB("VmRSS:");
        const auto nothing = [](const RunnerSnapshot &) {};
        const auto atEnd = [](const RunnerSnapshot &s) { return s.runId == 2 && s.isFinished(); };
        // N=13 in the Release suite (where the peak is measured); under the sanitizers, which
        // look for races and bad accesses in the same jumps, N=11.
        const int n = releaseOr(13, 11);
        worker.send(
            [n](SolverRunner &r) { r.restart(searchOptions(n, Order::Rows, Check::Bitmask), 2); });
        worker.send([](SolverRunner &r) { r.play(); });
        QVERIFY(worker.takeUntil(nothing, atEnd, 600000));
        const quint64 total = worker.take().step();

        // Hundreds of jumps back and forth: back anywhere, forth by playing or stepping.
        std::mt19937_64 random(13);
        quint64 position = total;
        for (int i = 0; i < 400; ++i) {
            const quint64 target = random() % (position + 1);
            worker.send([target](SolverRunner &r) { r.jumpToStep(target); });
            QVERIFY(worker.takeUntil(nothing, [target](const RunnerSnapshot &s) {
                return s.runId == 2 && s.step() == target;
            }));
            if (i % 100 == 99) {
                worker.send([](SolverRunner &r) { r.play(); }); // all the way to the end again
                QVERIFY(worker.takeUntil(nothing, atEnd, 600000));
            } else if (i % 2 == 0) {
                worker.send([](SolverRunner &r) { r.play(); });
                QTest::qWait(int(random() % 20));
                worker.send([](SolverRunner &r) { r.pause(); });
            } else {
                const quint64 forth = target + random() % 20000;
                worker.send([forth](SolverRunner &r) { r.jumpToStep(forth); });
                for (int k = 0; k < 5; ++k)
                    worker.send([](SolverRunner &r) { r.stepBack(); });
            }
            RunnerSnapshot s;
            QVERIFY(worker.takeUntil(
                [&s](const RunnerSnapshot &t) { s = t; },
                [](const RunnerSnapshot &t) { return t.runState != RunState::Running; }, 600000));
            position = s.step();
            // Solutions are kept once, not again per replay.
            QCOMPARE(s.store->size(), known::kSolutions[n]);
        }
        const qint64 peak = statusKiB("VmHWM:");
        const qint64 growth = peak - baseline;
        qInfo("N=%d, %llu steps, 400 jumps: RSS %lld KiB before, peak %lld KiB, growth %lld KiB "
              "(bound %lld KiB)%s",
              n, total, baseline, peak, growth, kMaxPeakGrowthKiB,
              kSanitized ? ", not checked under a sanitizer"
              : measured ? ""
                         : ", peak not reset");
        if (!kSanitized && baseline > 0 && peak > 0)
            QVERIFY2(growth < kMaxPeakGrowthKiB,
                     qPrintable(QStringLiteral("peak RSS grew by %1 KiB").arg(growth)));
    }
};

NQ_TEST_GUILESS_MAIN(TestMemoryBound)
#include "tst_memorybound.moc"
