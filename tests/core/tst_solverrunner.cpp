#include "countcheckpoints.h"
#include "knowncounts.h"
#include "solverrunner.h"
#include "symmetry.h"
#include "searchfixtures.h"
#include "testregistry.h"
#include "testscale.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <random>
#include <set>

using namespace nq;
using namespace nq::test;

namespace {

// The states a bare stepper passes through, for comparison.
std::vector<StepperState> referenceStates(const SearchOptions &options, std::size_t count)
{
    Stepper stepper(options);
    std::vector<StepperState> states {stepper.state()};
    while (states.size() < count && !stepper.isFinished()) {
        stepper.next();
        states.push_back(stepper.state());
    }
    return states;
}

// Takes snapshots until one satisfies `done` (QTRY_VERIFY would take one more afterwards,
// and taking a snapshot hands over its events).
template<typename Predicate>
RunnerSnapshot waitFor(SolverRunner &runner, Predicate done, int timeoutMs = 20000)
{
    QElapsedTimer timer;
    timer.start();
    RunnerSnapshot s = runner.takeSnapshot();
    while (!done(s) && timer.elapsed() < timeoutMs) {
        QTest::qWait(1);
        s = runner.takeSnapshot();
    }
    return s;
}

bool isPaused(const RunnerSnapshot &s)
{
    return s.runState == RunState::Paused;
}

// The solutions a bare stepper finds, in order.
std::vector<Placement> solutionsInSearchOrder(const SearchOptions &options, const Placement &prefix)
{
    Stepper stepper(options, prefix);
    std::vector<Placement> solutions;
    while (stepper.advanceToNextSolution())
        solutions.push_back(stepper.placement());
    return solutions;
}

// Up to `queens` non-attacking queens on the first levels of the order, chosen at random.
Placement randomPrefix(const SearchOptions &options, int queens, std::mt19937 &random)
{
    Placement prefix(options.n);
    for (int level = 0; level < queens; ++level) {
        Placement tried = prefix;
        const int other = int(random() % quint32(options.n));
        if (options.order == Order::Rows)
            tried.cols[level] = std::int8_t(other);
        else
            tried.cols[other] = std::int8_t(level);
        if (Stepper::prefixLength(tried, options.order) != level + 1)
            break;
        prefix = tried;
    }
    return prefix;
}

// Empty if the snapshot's store holds the first solutions of its run in the order found,
// each once and with its class; else what is wrong.
QString storeViolation(const RunnerSnapshot &s, const std::vector<Placement> &expected, Goal goal)
{
    const SolutionStore &store = *s.store;
    const std::uint64_t size = store.size(); // a listing may still be adding to it
    if (s.goal() != goal)
        return QStringLiteral("the snapshot's goal is %1, not %2")
            .arg(int(s.goal()))
            .arg(int(goal));
    if (size > expected.size())
        return QStringLiteral("%1 solutions stored, the search has %2")
            .arg(size)
            .arg(expected.size());
    if (animates(goal)) {
        if (s.visibleSolutions != std::min<std::uint64_t>(s.search.counters.solutions, size))
            return QStringLiteral("%1 visible of %2 found, %3 stored")
                .arg(s.visibleSolutions)
                .arg(s.search.counters.solutions)
                .arg(size);
        if (s.search.counters.solutions > expected.size())
            return QStringLiteral("%1 found, the search has %2")
                .arg(s.search.counters.solutions)
                .arg(expected.size());
    }
    std::set<std::array<std::int8_t, kMaxN>> seen;
    std::uint64_t classesMet = 0;
    for (std::uint64_t i = 0; i < size; ++i) {
        const Placement p = store.at(i);
        if (!seen.insert(p.cols).second)
            return QStringLiteral("solution %1 is stored twice").arg(i + 1);
        if (!(p == expected[i]))
            return QStringLiteral("solution %1 stored is not the search's solution %1").arg(i + 1);
        const std::uint32_t classId = store.classIdAt(i);
        if (classId > classesMet || classId >= store.classCount())
            return QStringLiteral("solution %1 has class %2 of %3 met")
                .arg(i + 1)
                .arg(classId)
                .arg(classesMet);
        const SymmetryClass c = store.classAt(classId);
        if (classId == classesMet && c.firstSolution != i)
            return QStringLiteral("class %1 starts at %2, not at solution %3")
                .arg(classId)
                .arg(c.firstSolution)
                .arg(i);
        classesMet = std::max<std::uint64_t>(classesMet, classId + 1);
        if (!(canonicalForm(store.at(c.firstSolution)) == canonicalForm(p))
            || c.size != classSize(p))
            return QStringLiteral("solution %1 is not of its class %2").arg(i + 1).arg(classId);
    }
    return {};
}

} // namespace

// Tests the SolverRunner's commands, history and solutions, driven from the test thread
// (its timers run in this thread's event loop) and once on a real worker thread.
class TestSolverRunner : public QObject
{
    Q_OBJECT

private slots:
    // A count keeps its progress in the user's data folder: here in the test's own instead.
    void initTestCase()
    {
        QVERIFY(m_countFolder.isValid());
        CountCheckpoints::setDefaultFolder(m_countFolder.path());
    }

    void stepGivesTheNextEvent()
    {
        SolverRunner runner;
        runner.restart(searchOptions(4), 7);
        RunnerSnapshot s = runner.takeSnapshot();
        QCOMPARE(s.runId, 7u);
        QVERIFY(s.runState == RunState::Ready);
        QCOMPARE(s.step(), 0u);
        runner.step();
        s = runner.takeSnapshot();
        QCOMPARE(s.step(), 1u);
        QVERIFY(s.hasEvent());
        QVERIFY(s.lastEvent().type == EventType::Try);
        QVERIFY(s.runState == RunState::Paused);
        runner.step();
        s = runner.takeSnapshot();
        QVERIFY(s.lastEvent().type == EventType::Place);
        QCOMPARE(Stepper::placementOf(s.search).cols[0], 0);
    }

    void forwardThenBackReturnsToTheStartExactly_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("check");
        QTest::newRow("8 x 1") << 8 << 1 << int(Check::Arrays);
        QTest::newRow("8 x 500") << 8 << 500 << int(Check::Scan);
        QTest::newRow("6 to the end and back") << 6 << 100000 << int(Check::Bitmask);
        QTest::newRow("10 x 3000") << 10 << 3000 << int(Check::Arrays);
    }
    void forwardThenBackReturnsToTheStartExactly()
    {
        QFETCH(int, n);
        QFETCH(int, k);
        QFETCH(int, check);
        const SearchOptions options = searchOptions(n, Order::Rows, Check(check));
        const auto reference = referenceStates(options, std::size_t(k) + 1);
        SolverRunner runner;
        runner.restart(options, 1);
        const RunnerSnapshot start = runner.takeSnapshot();
        int forward = 0;
        for (; forward < k; ++forward) {
            runner.step();
            const RunnerSnapshot s = runner.takeSnapshot();
            if (s.step() == std::uint64_t(forward))
                break; // finished: no further step
            QVERIFY(s.search == reference[forward + 1]);
        }
        for (int back = forward; back > 0; --back) {
            runner.stepBack();
            const RunnerSnapshot s = runner.takeSnapshot();
            QCOMPARE(s.step(), std::uint64_t(back - 1));
            QVERIFY(s.search == reference[back - 1]);
        }
        const RunnerSnapshot end = runner.takeSnapshot();
        QVERIFY(end.search == start.search);
        QCOMPARE(end.visibleSolutions, 0u);
        QVERIFY(end.runState == RunState::Ready);
    }

    void jumpAnywhereAfterAFullRun()
    {
        const SearchOptions options = searchOptions(9, Order::Rows, Check::Scan);
        std::vector<StepperState> reference = referenceStates(options, std::size_t(-1));
        SolverRunner runner;
        runner.restart(options, 1);
        runner.setSpeed(SolverRunner::kFullSpeed);
        runner.play();
        QTRY_VERIFY_WITH_TIMEOUT(runner.takeSnapshot().isFinished(), 20000);
        for (std::size_t target : {std::size_t(0), reference.size() / 3, std::size_t(12345),
                                   reference.size() - 2, std::size_t(1)}) {
            runner.jumpToStep(target);
            const RunnerSnapshot s = runner.takeSnapshot();
            QVERIFY(s.search == reference[target]);
            QCOMPARE(s.visibleSolutions, s.search.counters.solutions);
            QCOMPARE(s.furthestStep, std::uint64_t(reference.size() - 1));
        }
    }

    // A step far ahead of anything run (an undo's search, a lesson's step) is gone to in
    // slices at full speed: the runner runs and says where it is going (the window said
    // "Ready · step 0" for seconds, Play enabled), lands exactly on the step with the chosen
    // speed back, and a pause stops it on the way.
    void aStepFarAheadIsGoneToInSlicesThatCanBeStopped()
    {
        const SearchOptions options = searchOptions(14, Order::Rows, Check::Scan);
        SolverRunner runner;
        runner.restart(options, 1);
        runner.setSpeed(2);
        const std::uint64_t target = 6'000'000;
        runner.jumpToStep(target);
        RunnerSnapshot s = runner.takeSnapshot();
        QVERIFY(s.runState == RunState::Running);
        QVERIFY(s.runningUntil == StopReason::StepReached);
        QCOMPARE(s.untilStep, target);
        s = waitFor(runner, isPaused);
        QCOMPARE(s.step(), target);
        QVERIFY(s.stoppedBy == StopReason::None);
        QCOMPARE(s.stepsPerSecond, 2.0);
        Stepper reference(options);
        QCOMPARE(reference.skip(target), target);
        QVERIFY(s.search == reference.state());

        runner.jumpToStep(100'000'000);
        QTRY_VERIFY(runner.takeSnapshot().step() > target);
        runner.pause();
        s = waitFor(runner, isPaused);
        QVERIFY(s.step() > target && s.step() < 100'000'000);
        QVERIFY(s.runningUntil == StopReason::None);
    }

    void fullSpeedFindsEverySolutionWithItsClass()
    {
        SolverRunner runner;
        runner.restart(searchOptions(8), 3);
        runner.setSpeed(SolverRunner::kFullSpeed);
        runner.play();
        QTRY_VERIFY_WITH_TIMEOUT(runner.takeSnapshot().isFinished(), 20000);
        const RunnerSnapshot s = runner.takeSnapshot();
        QCOMPARE(s.search.counters.solutions, 92u);
        QCOMPARE(s.visibleSolutions, 92u);
        QCOMPARE(s.visibleClasses, 12u);
        QCOMPARE(s.store->size(), 92u);
        QCOMPARE(s.store->classCount(), 12u);
        std::set<std::array<std::int8_t, kMaxN>> seen;
        for (std::uint64_t i = 0; i < s.store->size(); ++i) {
            const Placement p = s.store->at(i);
            QVERIFY(isValidPlacement(p) && p.isComplete());
            QVERIFY(seen.insert(p.cols).second);
            const SymmetryClass c = s.store->classAt(s.store->classIdAt(i));
            QVERIFY(c.firstSolution <= i);
            QVERIFY(canonicalForm(s.store->at(c.firstSolution)) == canonicalForm(p));
            QCOMPARE(int(c.size), classSize(p));
        }
        QVERIFY(s.elapsedUs >= 0);
    }

    void solutionsListFollowsTheStep()
    {
        SolverRunner runner;
        runner.restart(searchOptions(6), 1);
        // Step until the first solution appears.
        RunnerSnapshot s;
        do {
            runner.step();
            s = runner.takeSnapshot();
        } while (s.search.counters.solutions == 0);
        QVERIFY(s.lastEvent().type == EventType::Solution);
        QCOMPARE(s.visibleSolutions, 1u);
        runner.stepBack();
        s = runner.takeSnapshot();
        QCOMPARE(s.visibleSolutions, 0u); // stepping back takes it out of the list
        QCOMPARE(s.store->size(), 1u); // the store keeps it for when we come back
        runner.step();
        s = runner.takeSnapshot();
        QCOMPARE(s.visibleSolutions, 1u);
        QCOMPARE(s.store->size(), 1u); // found again, not stored twice
        QCOMPARE(s.visibleClasses, 1u);
    }

    void playAndPauseAtASlowSpeed()
    {
        SolverRunner runner;
        runner.restart(searchOptions(8), 1);
        runner.setSpeed(200); // a step every 5 ms, batched per frame
        runner.play();
        QVERIFY(runner.takeSnapshot().runState == RunState::Running);
        QTRY_VERIFY(runner.takeSnapshot().step() >= 10);
        runner.pause();
        const RunnerSnapshot paused = runner.takeSnapshot();
        QVERIFY(paused.runState == RunState::Paused);
        QTest::qWait(100);
        QCOMPARE(runner.takeSnapshot().step(), paused.step());
    }

    void everyEventIsDeliveredAtSlowSpeeds()
    {
        SolverRunner runner;
        runner.restart(searchOptions(5), 1);
        runner.setSpeed(50);
        runner.play();
        QTest::qWait(250);
        runner.pause();
        const RunnerSnapshot s = runner.takeSnapshot(); // nobody took the earlier ones: all kept
        QVERIFY(s.step() >= 3);
        QCOMPARE(std::uint64_t(s.recentEvents.size()) + s.droppedEvents, s.step());
        Stepper stepper(searchOptions(5));
        for (const Event &e : s.recentEvents)
            QVERIFY(e == stepper.next());
    }

    void firstGoalFinishesAtTheFirstSolution()
    {
        SolverRunner runner;
        runner.restart(searchOptions(8, Order::Rows, Check::Arrays, Goal::First), 1);
        runner.setSpeed(SolverRunner::kFullSpeed);
        runner.play();
        QTRY_VERIFY(runner.takeSnapshot().isFinished());
        const RunnerSnapshot s = runner.takeSnapshot();
        QCOMPARE(s.search.counters.solutions, 1u);
        QVERIFY(Stepper::placementOf(s.search).isComplete());
        runner.step(); // nothing left to do
        QCOMPARE(runner.takeSnapshot().step(), s.step());
        runner.stepBack();
        QVERIFY(runner.takeSnapshot().runState == RunState::Paused);
    }

    void restartDropsTheOldRun()
    {
        SolverRunner runner;
        runner.restart(searchOptions(8), 1);
        runner.step();
        const auto oldStore = runner.takeSnapshot().store;
        runner.restart(searchOptions(5, Order::Columns, Check::Scan, Goal::First), 2);
        const RunnerSnapshot s = runner.takeSnapshot();
        QCOMPARE(s.runId, 2u);
        QCOMPARE(s.step(), 0u);
        QVERIFY(s.store != oldStore);
        QCOMPARE(s.search.options.n, 5);
        QVERIFY(s.search.options.order == Order::Columns);
    }

    void determinism()
    {
        // Two runs with the same options reach identical states at the same step.
        SolverRunner a;
        SolverRunner b;
        a.restart(searchOptions(10, Order::Rows, Check::Scan), 1);
        b.restart(searchOptions(10, Order::Rows, Check::Scan), 1);
        a.setSpeed(SolverRunner::kFullSpeed);
        a.play();
        QTest::qWait(30);
        a.pause();
        const RunnerSnapshot sa = a.takeSnapshot();
        b.jumpToStep(sa.step());
        QVERIFY(b.takeSnapshot().search == sa.search);
    }

    void storeCapacityBoundsTheList()
    {
        SolverRunner runner;
        runner.setStoreCapacity(10);
        runner.restart(searchOptions(8), 1);
        runner.setSpeed(SolverRunner::kFullSpeed);
        runner.play();
        QTRY_VERIFY(runner.takeSnapshot().isFinished());
        const RunnerSnapshot s = runner.takeSnapshot();
        QCOMPARE(s.search.counters.solutions, 92u);
        QCOMPARE(s.store->size(), 10u);
        QCOMPARE(s.visibleSolutions, 10u);
        QVERIFY(s.storeFull);
    }

    void runUntilStopsWhereAsked()
    {
        SolverRunner runner;
        runner.restart(searchOptions(8), 1);
        runner.setSpeed(3);
        runner.runUntil(StopReason::NextSolution);
        RunnerSnapshot s = waitFor(runner, isPaused);
        QVERIFY(s.stoppedBy == StopReason::NextSolution);
        QVERIFY(s.lastEvent().type == EventType::Solution);
        QCOMPARE(s.search.counters.solutions, 1u);
        QCOMPARE(s.stepsPerSecond, 3.0); // the chosen speed comes back

        runner.runUntil(StopReason::NextBacktrack);
        s = waitFor(runner, isPaused);
        QVERIFY(s.stoppedBy == StopReason::NextBacktrack);
        QVERIFY(s.lastEvent().type == EventType::Backtrack);

        runner.runUntil(StopReason::LevelReached, 2);
        s = waitFor(runner, isPaused);
        QVERIFY(s.stoppedBy == StopReason::LevelReached);
        QVERIFY(s.lastEvent().type == EventType::Place);
        QCOMPARE(int(s.lastEvent().row), 2);
    }

    void breakpointsPauseTheRun()
    {
        SolverRunner runner;
        runner.restart(searchOptions(8, Order::Rows, Check::Bitmask), 1);
        runner.setBreakpoint(4, 6, true);
        runner.setSpeed(SolverRunner::kFullSpeed);
        runner.play();
        RunnerSnapshot s = waitFor(runner, isPaused);
        QVERIFY(s.stoppedBy == StopReason::Breakpoint);
        QVERIFY(s.lastEvent().type == EventType::Place);
        QCOMPARE(int(s.lastEvent().row), 4);
        QCOMPARE(int(s.lastEvent().col), 6);
        QCOMPARE(s.breakpoints[4], 1u << 6);
        const std::uint64_t first = s.step();
        runner.play(); // goes on to the next time the square is reached
        s = waitFor(runner,
                    [](const RunnerSnapshot &x) { return x.runState != RunState::Running; });
        QVERIFY(s.step() > first);
        QVERIFY(s.lastEvent().row == 4 && s.lastEvent().col == 6);
        runner.clearBreakpoints();
        runner.play();
        QTRY_VERIFY(runner.takeSnapshot().isFinished());
        QCOMPARE(runner.takeSnapshot().search.counters.solutions, 92u);
    }

    void continueFromTheUsersQueens()
    {
        SolverRunner runner;
        Placement prefix(6);
        prefix.cols[0] = 1;
        prefix.cols[1] = 3;
        runner.restartFrom(searchOptions(6), prefix, 9);
        RunnerSnapshot s = runner.takeSnapshot();
        QCOMPARE(s.fixedLevels, 2);
        QVERIFY(Stepper::placementOf(s.search) == prefix);
        runner.setSpeed(SolverRunner::kFullSpeed);
        runner.play();
        QTRY_VERIFY(runner.takeSnapshot().isFinished());
        s = runner.takeSnapshot();
        QCOMPARE(s.search.counters.solutions, 1u); // [1, 3, 5, 0, 2, 4] is the only one
        QCOMPARE(s.store->at(0).cols[2], 5);
        // Stepping back all the way returns to the user's queens, not an empty board.
        runner.jumpToStep(0);
        QVERIFY(Stepper::placementOf(runner.takeSnapshot().search) == prefix);
        // A new plain run forgets them.
        runner.restart(searchOptions(6), 10);
        QCOMPARE(runner.takeSnapshot().fixedLevels, 0);
    }

    void countMode()
    {
        SolverRunner runner;
        runner.restart(searchOptions(12, Order::Rows, Check::Arrays, Goal::Count), 4);
        RunnerSnapshot s = runner.takeSnapshot();
        QVERIFY(s.goal() == Goal::Count);
        QVERIFY(s.runState == RunState::Ready);
        QVERIFY(s.estimatedSeconds > 0);
        runner.step(); // counting has no steps
        QCOMPARE(runner.takeSnapshot().step(), 0u);
        runner.play();
        s = waitFor(runner, [](const RunnerSnapshot &x) { return x.isFinished(); });
        QVERIFY(s.job.finished && !s.job.cancelled);
        QCOMPARE(s.job.count.total, known::kSolutions[12]);
        QCOMPARE(s.job.count.fundamental, known::kFundamental[12]);
        QCOMPARE(s.job.fractionDone, 1.0);
    }

    void listMode()
    {
        SolverRunner runner;
        runner.restart(searchOptions(9, Order::Rows, Check::Arrays, Goal::List), 5);
        runner.play();
        const RunnerSnapshot s = waitFor(runner,
                                         [](const RunnerSnapshot &x) { return x.isFinished(); });
        QCOMPARE(s.job.listing.found, known::kSolutions[9]);
        QCOMPARE(s.visibleSolutions, known::kSolutions[9]);
        QCOMPARE(s.visibleClasses, known::kFundamental[9]);
        // The same store the animated search fills.
        Stepper stepper(searchOptions(9, Order::Rows, Check::Bitmask));
        for (std::uint64_t i = 0; stepper.advanceToNextSolution(); ++i)
            QVERIFY(s.store->at(i) == stepper.placement());
    }

    void speedChangesDuringAListingLeaveTheSearchAlone()
    {
        // The speed keys work in every mode; during a listing they once woke the animation,
        // whose solutions then went into the store the listing was filling, twice over.
        SolverRunner runner;
        runner.restart(searchOptions(10, Order::Rows, Check::Arrays, Goal::List), 7);
        runner.play();
        for (const double speed :
             {SolverRunner::kFullSpeed, 500.0, 20000.0, SolverRunner::kFullSpeed})
            runner.setSpeed(speed);
        const RunnerSnapshot s = waitFor(runner,
                                         [](const RunnerSnapshot &x) { return x.isFinished(); });
        QCOMPARE(s.step(), 0u);
        QCOMPARE(s.store->size(), known::kSolutions[10]);
        QCOMPARE(s.visibleClasses, known::kFundamental[10]);
        QTest::qWait(3 * SolverRunner::kFrameMs); // no tick comes later either
        QCOMPARE(runner.takeSnapshot().step(), 0u);
        QCOMPARE(s.store->size(), known::kSolutions[10]);
    }

    void cancellingACountIsPromptAndNeverLeaksAResult()
    {
        SolverRunner runner;
        runner.restart(searchOptions(22, Order::Rows, Check::Arrays, Goal::Count), 6);
        runner.play();
        QTest::qWait(100);
        QElapsedTimer timer;
        timer.start();
        runner.pause(); // cancels: a count cannot pause
        const qint64 cancelMs = timer.elapsed();
        RunnerSnapshot s = runner.takeSnapshot();
        QVERIFY(s.isFinished());
        QVERIFY(s.job.cancelled);
        QCOMPARE(s.job.count.total, 0u);
        qInfo("count of N=22 cancelled in %lld ms", cancelMs);
        // A restart during a count: the new run never sees the old result.
        runner.restart(searchOptions(21, Order::Rows, Check::Arrays, Goal::Count), 7);
        runner.play();
        QTest::qWait(50);
        timer.restart();
        runner.restart(searchOptions(8), 8);
        qInfo("restart during a count of N=21 took %lld ms", timer.elapsed());
        s = runner.takeSnapshot();
        QCOMPARE(s.runId, 8u);
        QVERIFY(s.animates());
        QVERIFY(!s.job.finished);
    }

    void onAWorkerThread()
    {
        QThread thread;
        auto *runner = new SolverRunner;
        runner->moveToThread(&thread);
        connect(&thread, &QThread::finished, runner, &QObject::deleteLater);
        // Counted on this thread (a queued connection): a QSignalSpy would append from the
        // worker while this thread reads its count, a data race ThreadSanitizer reports.
        QObject receiver;
        int ready = 0;
        connect(runner, &SolverRunner::snapshotReady, &receiver, [&ready] { ++ready; });
        thread.start();
        QMetaObject::invokeMethod(runner, [runner] { runner->restart(searchOptions(10), 5); });
        QMetaObject::invokeMethod(runner, [runner] { runner->setSpeed(SolverRunner::kFullSpeed); });
        QMetaObject::invokeMethod(runner, &SolverRunner::play);
        RunnerSnapshot s;
        QTRY_VERIFY_WITH_TIMEOUT((s = runner->takeSnapshot()).isFinished(), 30000);
        QCOMPARE(s.runId, 5u);
        QCOMPARE(s.search.counters.solutions, known::kSolutions[10]);
        QTRY_VERIFY(ready >= 1);
        thread.quit();
        QVERIFY(thread.wait(5000));
    }

    // Random commands, as a restless user gives them through the window, with the runner's
    // timers running between them: after each, the run's store must hold exactly the first
    // solutions of its search, in the order found, each once, with its class. (The monkey
    // once saw a solution listed twice; this drives the runner alone, thousands of times
    // faster.)
    void randomCommandsKeepTheStoreInSearchOrder_data()
    {
        QTest::addColumn<quint32>("seed");
        // Six seeds in Release, the first three under the sanitizers (testscale.h).
        const quint32 seeds = quint32(nq::testing::releaseOr(6, 3));
        for (quint32 seed = 1; seed <= seeds; ++seed)
            QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
    }
    void randomCommandsKeepTheStoreInSearchOrder()
    {
        QFETCH(quint32, seed);
        std::mt19937 random(seed);
        const auto below = [&random](int bound) { return int(random() % quint32(bound)); };
        SolverRunner runner;
        quint64 runId = 0;
        SearchOptions options = searchOptions(6);
        Placement prefix(options.n);
        std::vector<Placement> expected = solutionsInSearchOrder(options, prefix);
        runner.restart(options, runId);
        QStringList recent;
        for (int i = 1; i <= 4000; ++i) {
            const int roll = below(100);
            QString command;
            if (roll < 6 || (roll < 9 && !animates(options.goal))) {
                // The draws stay arguments of one call in this order (n, check, goal, order):
                // the order the compiler evaluates them in decides the replayed sequence.
                const auto drawn = [](int n, Check check, Goal goal, Order order) {
                    return searchOptions(n, order, check, goal);
                };
                options = drawn(4 + below(5), Check(below(3)),
                                below(4) == 0 ? Goal::First : Goal::All,
                                below(3) == 0 ? Order::Columns : Order::Rows);
                if (below(8) == 0)
                    options.goal = Goal::List; // the window's goal box: "list" in place of a goal
                prefix = Placement(options.n);
                command = QStringLiteral("restart n=%1 order %2 check %3 goal %4")
                              .arg(options.n)
                              .arg(int(options.order))
                              .arg(int(options.check))
                              .arg(int(options.goal));
                runner.restart(options, ++runId);
            } else if (roll < 9) {
                prefix = randomPrefix(options, below(3), random); // animating: see above
                command = QStringLiteral("restart from %1 queens").arg(prefix.queenCount());
                runner.restartFrom(options, prefix, ++runId);
            } else if (roll < 22) {
                command = QStringLiteral("play");
                runner.play();
            } else if (roll < 30) {
                command = QStringLiteral("pause");
                runner.pause();
            } else if (roll < 45) {
                command = QStringLiteral("step");
                runner.step();
            } else if (roll < 57) {
                command = QStringLiteral("step back");
                runner.stepBack();
            } else if (roll < 64) {
                const RunnerSnapshot s = runner.takeSnapshot();
                const quint64 target = quint64(
                    below(int(std::min<quint64>(s.furthestStep + 60, 1u << 20))));
                command = QStringLiteral("jump to %1").arg(target);
                runner.jumpToStep(target);
            } else if (roll < 74) {
                const double speeds[] = {SolverRunner::kFullSpeed, 20000, 500, 40, 3};
                const double speed = speeds[below(5)];
                command = QStringLiteral("speed %1").arg(speed);
                runner.setSpeed(speed);
            } else if (roll < 80) {
                const StopReason reasons[] = {StopReason::NextSolution, StopReason::NextBacktrack,
                                              StopReason::LevelReached};
                const StopReason reason = reasons[below(3)];
                const int level = below(options.n);
                command = QStringLiteral("run until %1 level %2").arg(int(reason)).arg(level);
                runner.runUntil(reason, level);
            } else if (roll < 85) {
                const int row = below(options.n);
                const int col = below(options.n);
                const bool on = below(3) != 0;
                command = QStringLiteral("breakpoint %1,%2 %3").arg(row).arg(col).arg(on);
                runner.setBreakpoint(row, col, on);
            } else if (roll < 87) {
                command = QStringLiteral("clear breakpoints");
                runner.clearBreakpoints();
            } else {
                const int ms = below(8);
                command = QStringLiteral("wait %1 ms").arg(ms);
                QTest::qWait(ms);
            }
            // A listing gives them in row order, whatever the order of the animation.
            if (command.startsWith(QLatin1String("restart")))
                expected = solutionsInSearchOrder(
                    animates(options.goal) ? options : searchOptions(options.n), prefix);
            recent << command;
            if (recent.size() > 20)
                recent.removeFirst();
            QCoreApplication::processEvents();
            const QString wrong = storeViolation(runner.takeSnapshot(), expected, options.goal);
            QVERIFY2(wrong.isEmpty(),
                     qPrintable(QStringLiteral("after command %1 (seed %2): %3\nlast commands: %4")
                                    .arg(i)
                                    .arg(seed)
                                    .arg(wrong, recent.join(QStringLiteral("; ")))));
        }
        runner.restart(searchOptions(4), ++runId); // ends any listing before the runner goes
    }

    void quitsPromptlyWhileRunningFlatOut()
    {
        QThread thread;
        auto *runner = new SolverRunner;
        runner->moveToThread(&thread);
        connect(&thread, &QThread::finished, runner, &QObject::deleteLater);
        thread.start();
        QMetaObject::invokeMethod(
            runner, [runner] { runner->restart(searchOptions(20, Order::Rows, Check::Scan), 1); });
        QMetaObject::invokeMethod(runner, [runner] { runner->setSpeed(SolverRunner::kFullSpeed); });
        QMetaObject::invokeMethod(runner, &SolverRunner::play);
        QTRY_VERIFY(runner->takeSnapshot().step() > 100000);
        thread.quit();
        QVERIFY(thread.wait(5000)); // slices are ~10 ms: the quit is seen at once
    }

private:
    QTemporaryDir m_countFolder;
};

NQ_TEST_GUILESS_MAIN(TestSolverRunner)
#include "tst_solverrunner.moc"
