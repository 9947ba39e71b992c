#include "runnerharness.h"
#include "searchfixtures.h"
#include "testregistry.h"
#include "testscale.h"

#include <random>
#include <vector>

Q_DECLARE_METATYPE(nq::SearchOptions)
Q_DECLARE_METATYPE(nq::Placement)

using namespace nq;
using namespace nq::test;
using namespace nq::testing;

namespace {

// What a bare Stepper does for some options: every event and the state after every step.
struct Reference
{
    std::vector<Event> events; // events[k - 1] is the event of step k
    std::vector<std::uint64_t> stateHashes; // stateHashes[k] is the state after step k
    std::vector<Placement> solutions;
    std::uint64_t streamHash = 0;
};

Reference referenceRun(const SearchOptions &options, const Placement &prefix)
{
    Stepper stepper = prefix.queenCount() > 0 ? Stepper(options, prefix) : Stepper(options);
    Reference ref;
    Fingerprint stream;
    ref.stateHashes.push_back(stateHash(stepper.state()));
    while (!stepper.isFinished()) {
        const Event e = stepper.next();
        ref.events.push_back(e);
        addEvent(stream, e);
        ref.stateHashes.push_back(stateHash(stepper.state()));
        if (e.type == EventType::Solution)
            ref.solutions.push_back(stepper.placement());
    }
    ref.streamHash = stream.value();
    return ref;
}

Placement prefixOf(int n, std::initializer_list<std::pair<int, int>> queens)
{
    Placement p(n);
    for (const auto &[row, col] : queens)
        p.cols[row] = static_cast<std::int8_t>(col);
    return p;
}

} // namespace

// Tests that the runner shows the same search whatever the thread timing: for several
// option sets a SolverRunner on a worker thread is driven through full-speed play with
// random pauses, speeds, "run until", step-backs and jumps, and every snapshot it publishes
// must hold exactly the bare Stepper's state at that step (compared by a hash of every
// field) and its event. Afterwards the whole event stream is replayed from the runner
// forwards (jump to 0, then step) and backwards (step back from the end: restore plus
// replay from the history's checkpoints), and both must hash like the Stepper's stream.
class TestDeterminism : public QObject
{
    Q_OBJECT

private slots:
    void sameStreamWhateverTheTiming_data()
    {
        QTest::addColumn<SearchOptions>("options");
        QTest::addColumn<Placement>("prefix");
        QTest::addColumn<quint32>("seed");
        const Placement none;
        const struct
        {
            const char *name;
            SearchOptions options;
            Placement prefix;
        } sets[] = {
            {"N=6 rows arrays all", searchOptions(6, Order::Rows, Check::Arrays, Goal::All), none},
            {"N=7 columns scan all", searchOptions(7, Order::Columns, Check::Scan, Goal::All),
             none},
            {"N=8 rows bitmask all", searchOptions(8, Order::Rows, Check::Bitmask, Goal::All),
             none},
            {"N=8 columns arrays first",
             searchOptions(8, Order::Columns, Check::Arrays, Goal::First), none},
            {"N=9 rows bitmask first", searchOptions(9, Order::Rows, Check::Bitmask, Goal::First),
             none},
            {"N=8 rows scan all below two queens",
             searchOptions(8, Order::Rows, Check::Scan, Goal::All), prefixOf(8, {{0, 1}, {1, 3}})},
            {"N=6 columns bitmask all below one queen",
             searchOptions(6, Order::Columns, Check::Bitmask, Goal::All), prefixOf(6, {{2, 0}})},
        };
        // Two timings of each search in Release; under the sanitizers (5 to 50 times slower)
        // the first of them, which crosses every path of the runner already (testscale.h).
        const quint32 seeds = quint32(releaseOr(2, 1));
        for (const auto &set : sets)
            for (quint32 seed = 11; seed < 11 + seeds; ++seed)
                QTest::newRow(qPrintable(
                    QStringLiteral("%1, seed %2").arg(QLatin1String(set.name)).arg(seed)))
                    << set.options << set.prefix << seed;
    }
    void sameStreamWhateverTheTiming()
    {
        QFETCH(SearchOptions, options);
        QFETCH(Placement, prefix);
        QFETCH(quint32, seed);
        const Reference ref = referenceRun(options, prefix);
        const quint64 total = ref.events.size();
        std::mt19937 random(seed);
        const auto below = [&random](quint64 bound) {
            return quint64(random() % std::max<quint64>(1, bound));
        };

        WorkerRunner worker;
        const quint64 runId = 40 + seed;
        worker.send(
            [options, prefix, runId](SolverRunner &r) { r.restartFrom(options, prefix, runId); });

        // Every snapshot of this run must be the reference at its step.
        QString wrong;
        quint64 snapshots = 0;
        quint64 furthest = 0;
        const auto check = [&](const RunnerSnapshot &s) {
            if (s.runId != runId || !wrong.isEmpty())
                return;
            ++snapshots;
            const quint64 step = s.step();
            furthest = std::max(furthest, step);
            if (step > total)
                wrong = QStringLiteral("step %1 beyond the end %2").arg(step).arg(total);
            else if (stateHash(s.search) != ref.stateHashes[step])
                wrong = QStringLiteral("the state at step %1 differs from the stepper's").arg(step);
            else if (s.hasEvent() && !(s.lastEvent() == ref.events[step - 1]))
                wrong = QStringLiteral("the event of step %1 differs from the stepper's").arg(step);
            else if (s.isFinished() != (step == total))
                wrong = QStringLiteral("finished at step %1 of %2").arg(step).arg(total);
            else if (s.visibleSolutions != s.search.counters.solutions)
                wrong = QStringLiteral("%1 solutions visible of %2")
                            .arg(s.visibleSolutions)
                            .arg(s.search.counters.solutions);
        };
        const auto watchFor = [&](int ms) {
            QElapsedTimer timer;
            timer.start();
            do {
                check(worker.take());
                QThread::usleep(300);
            } while (timer.elapsed() < ms);
        };

        // Chaos: random commands at random moments while it runs.
        worker.send([](SolverRunner &r) { r.setSpeed(SolverRunner::kFullSpeed); });
        worker.send([](SolverRunner &r) { r.play(); });
        for (int op = 0; op < 80 && wrong.isEmpty(); ++op) {
            switch (below(9)) {
            case 0: worker.send([](SolverRunner &r) { r.pause(); }); break;
            case 1: worker.send([](SolverRunner &r) { r.play(); }); break;
            case 2: {
                const int count = int(1 + below(20));
                for (int i = 0; i < count; ++i)
                    worker.send([](SolverRunner &r) { r.stepBack(); });
                break;
            }
            case 3: {
                const quint64 target = below(furthest + 200);
                worker.send([target](SolverRunner &r) { r.jumpToStep(target); });
                break;
            }
            case 4: {
                const int count = int(1 + below(10));
                for (int i = 0; i < count; ++i)
                    worker.send([](SolverRunner &r) { r.step(); });
                break;
            }
            case 5: {
                const double speeds[] = {SolverRunner::kFullSpeed, 50000, 3000, 200};
                const double speed = speeds[below(4)];
                worker.send([speed](SolverRunner &r) { r.setSpeed(speed); });
                worker.send([](SolverRunner &r) { r.play(); });
                break;
            }
            case 6: {
                const StopReason until = below(2) ? StopReason::NextSolution
                                                  : StopReason::NextBacktrack;
                worker.send([until](SolverRunner &r) { r.runUntil(until); });
                break;
            }
            default: break;
            }
            watchFor(int(below(15)));
        }
        // Then to the end at full speed (pause ends a "run until" that would stop short of it).
        worker.send([](SolverRunner &r) { r.pause(); });
        worker.send([](SolverRunner &r) { r.setSpeed(SolverRunner::kFullSpeed); });
        worker.send([](SolverRunner &r) { r.play(); });
        QVERIFY(worker.takeUntil(
            check, [&](const RunnerSnapshot &s) { return s.runId == runId && s.isFinished(); }));
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));

        // The runner's store holds exactly the stepper's solutions, in order.
        const RunnerSnapshot end = worker.take();
        QCOMPARE(end.store->size(), quint64(ref.solutions.size()));
        for (std::size_t i = 0; i < ref.solutions.size(); ++i)
            QVERIFY(end.store->at(i) == ref.solutions[i]);

        // Forwards: back to step 0, then one step at a time (in batches the mailbox keeps whole).
        worker.send([](SolverRunner &r) { r.jumpToStep(0); });
        QVERIFY(worker.takeUntil(check, [](const RunnerSnapshot &s) { return s.step() == 0; }));
        Fingerprint forward;
        quint64 replayed = 0;
        constexpr quint64 kBatch = 200; // below RunnerSnapshot::kMaxRecentEvents: nothing dropped
        while (replayed < total) {
            const quint64 batch = std::min(kBatch, total - replayed);
            for (quint64 i = 0; i < batch; ++i)
                worker.send([](SolverRunner &r) { r.step(); });
            const quint64 target = replayed + batch;
            const bool reached = worker.takeUntil(
                [&](const RunnerSnapshot &s) {
                    check(s);
                    if (s.droppedEvents > 0)
                        wrong = QStringLiteral("events dropped while stepping");
                    for (const Event &e : s.recentEvents)
                        addEvent(forward, e);
                    replayed += s.recentEvents.size();
                },
                [&](const RunnerSnapshot &s) { return s.step() == target; });
            QVERIFY(reached);
            QCOMPARE(replayed, target);
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        QCOMPARE(forward.value(), ref.streamHash);

        // Backwards: each step back (restore from a checkpoint, then replay) shows the event
        // of the step it lands on. One at a time: a step back drops the events not yet taken.
        Fingerprint backward;
        Fingerprint expectedBackward;
        for (quint64 k = total; k >= 1; --k)
            addEvent(expectedBackward, ref.events[k - 1]);
        addEvent(backward, ref.events[total - 1]); // where the forward replay ended
        for (quint64 k = total - 1; k >= 1 && wrong.isEmpty(); --k) {
            worker.send([](SolverRunner &r) { r.stepBack(); });
            RunnerSnapshot landed;
            QVERIFY(worker.takeUntil(
                [&](const RunnerSnapshot &s) {
                    check(s);
                    landed = s;
                },
                [k](const RunnerSnapshot &s) { return s.step() == k; }));
            if (!landed.hasEvent())
                wrong = QStringLiteral("stepping back to step %1 shows no event").arg(k);
            else
                addEvent(backward, landed.lastEvent());
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        QCOMPARE(backward.value(), expectedBackward.value());
        qInfo("%llu steps, %llu snapshots checked, furthest step %llu", total, snapshots, furthest);
    }
};

NQ_TEST_GUILESS_MAIN(TestDeterminism)
#include "tst_determinism.moc"
