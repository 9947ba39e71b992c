#include "checkpointhistory.h"
#include "testregistry.h"

#include <QTest>

using namespace nq;

// Tests the bounded checkpoint history used for stepping back.
class TestCheckpointHistory : public QObject
{
    Q_OBJECT

private slots:
    void keepsMemoryBoundedAndReplayShort()
    {
        SearchOptions options;
        options.n = 10;
        options.check = Check::Scan;
        Stepper stepper(options);
        CheckpointHistory history(16, 64);
        history.clear(stepper.state());
        while (!stepper.isFinished()) {
            stepper.next();
            history.offer(stepper.state());
            QVERIFY(history.size() <= 64);
        }
        const std::uint64_t total = stepper.counters().steps;
        QVERIFY(history.spacing() > 16);
        // Every step is within one spacing of a checkpoint at or before it.
        for (std::uint64_t step = 0; step <= total; step += 997) {
            const StepperState &checkpoint = history.atOrBefore(step);
            QVERIFY(checkpoint.counters.steps <= step);
            QVERIFY(step - checkpoint.counters.steps < history.spacing());
        }
    }

    void restoringACheckpointAndReplayingReachesTheSameState()
    {
        SearchOptions options;
        options.n = 8;
        Stepper reference(options);
        std::vector<StepperState> states {reference.state()};
        while (!reference.isFinished()) {
            reference.next();
            states.push_back(reference.state());
        }
        Stepper replay(options);
        CheckpointHistory history(8, 32);
        history.clear(replay.state());
        while (!replay.isFinished()) {
            replay.next();
            history.offer(replay.state());
        }
        for (std::uint64_t target = 0; target < states.size(); target += 37) {
            Stepper stepper(options);
            stepper.restore(history.atOrBefore(target));
            stepper.skip(target - stepper.counters().steps);
            QVERIFY(stepper.state() == states[target]);
        }
    }

    void startIsAlwaysKept()
    {
        Stepper stepper;
        CheckpointHistory history(1, 4);
        history.clear(stepper.state());
        for (int i = 0; i < 1000; ++i) {
            stepper.next();
            history.offer(stepper.state());
        }
        QCOMPARE(history.atOrBefore(0).counters.steps, 0u);
    }
};

NQ_TEST_APPLESS_MAIN(TestCheckpointHistory)
#include "tst_checkpointhistory.moc"
