#include "searchfixtures.h"
#include "searchmetatypes.h"
#include "stepframes.h"
#include "walkfactory.h"
#include "testregistry.h"
#include "tracefixtures.h"
#include "traceintake.h"
#include "tracerun.h"

#include <QTest>

#include <memory>
#include <vector>

using namespace nq;
using namespace nq::test;

namespace {

// What a step shows that a trace can say: the search's checks and its events' levels and
// pseudocode lines are not in a trace.
struct Shown
{
    std::uint64_t step = 0;
    bool finished = false;
    bool hasEvent = false;
    int type = -1, row = -1, col = -1, attackerRow = -1, attackerCol = -1;
    std::uint64_t solution = 0;
    Placement queens;
    SquareSet squares {};
    SquareSet held {}; // square by square, as holdsQueen() says
    Counters counters;

    friend bool operator==(const Shown &, const Shown &) = default;
};

Shown shownBy(const StepWalk &walk)
{
    Shown shown;
    shown.step = walk.step();
    shown.finished = walk.isFinished();
    if (const std::optional<Event> &event = walk.event()) {
        shown.hasEvent = true;
        shown.type = int(event->type);
        shown.row = event->row;
        shown.col = event->col;
        shown.attackerRow = event->attackerRow;
        shown.attackerCol = event->attackerCol;
        shown.solution = event->type == EventType::Solution ? event->solution : 0;
    }
    shown.queens = walk.queens();
    shown.squares = walk.squares();
    for (int row = 0; row < shown.queens.n; ++row)
        for (int col = 0; col < shown.queens.n; ++col)
            if (walk.holdsQueen(row, col))
                shown.held[std::size_t(row)] |= 1u << col;
    shown.counters = walk.counters();
    shown.counters.checks = 0;
    return shown;
}

QByteArray describe(const Shown &shown)
{
    QByteArray text = "step " + QByteArray::number(qulonglong(shown.step)) + " event "
                      + QByteArray::number(shown.type) + " " + QByteArray::number(shown.row) + " "
                      + QByteArray::number(shown.col) + " attacker "
                      + QByteArray::number(shown.attackerRow) + " "
                      + QByteArray::number(shown.attackerCol) + " solution "
                      + QByteArray::number(qulonglong(shown.solution)) + " queens";
    for (int row = 0; row < shown.queens.n; ++row)
        text += " " + QByteArray::number(shown.queens.cols[std::size_t(row)]);
    return text;
}

} // namespace

// Tests the one walk over a run's steps: the built-in search and the same search's trace,
// read as a student's, walk through the same steps (event, board, counters), reach any step
// alike and give the same paths to their solutions.
class TestStepWalk : public QObject
{
    Q_OBJECT

private slots:
    void theSearchAndItsTraceWalkTheSameSteps_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<Order>("order");
        QTest::addColumn<bool>("firstOnly");
        QTest::newRow("4 rows all") << 4 << Order::Rows << false;
        QTest::newRow("6 rows all") << 6 << Order::Rows << false;
        QTest::newRow("6 columns all") << 6 << Order::Columns << false;
        QTest::newRow("8 rows first") << 8 << Order::Rows << true;
        // Longer than a piece the trace's walk decodes at once (4,096 steps).
        QTest::newRow("8 rows all") << 8 << Order::Rows << false;
    }
    void theSearchAndItsTraceWalkTheSameSteps()
    {
        QFETCH(int, n);
        QFETCH(Order, order);
        QFETCH(bool, firstOnly);
        const SearchOptions options = searchOptions(n, order, Check::Scan,
                                                    firstOnly ? Goal::First : Goal::All);
        const std::shared_ptr<const TraceRun> trace = traceRunOf(options);
        QVERIFY(!trace->violation);
        const std::unique_ptr<StepWalk> search = walkOf(options, Placement());
        const std::unique_ptr<StepWalk> traced = walkOf(options, Placement(), trace);
        QVERIFY(search && traced);
        QVERIFY(!search->trace());
        QCOMPARE(traced->trace(), trace);
        std::uint64_t steps = 0;
        do {
            const Shown a = shownBy(*search);
            const Shown b = shownBy(*traced);
            QVERIFY2(a == b, describe(a) + " | the trace: " + describe(b));
            QVERIFY(a.held == a.squares);
            ++steps;
        } while (search->next() && traced->next());
        QVERIFY(search->isFinished());
        QVERIFY(traced->isFinished());
        QVERIFY(!traced->next());
        QCOMPARE(steps, trace->stepCount() + 1);
        QCOMPARE(search->step(), trace->stepCount());
    }

    void theyReachAnyStepAndEveryPathAlike_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<Order>("order");
        QTest::newRow("6 rows") << 6 << Order::Rows;
        QTest::newRow("7 columns") << 7 << Order::Columns;
    }
    void theyReachAnyStepAndEveryPathAlike()
    {
        QFETCH(int, n);
        QFETCH(Order, order);
        const SearchOptions options = searchOptions(n, order, Check::Arrays);
        const std::shared_ptr<const TraceRun> trace = traceRunOf(options);
        const std::uint64_t end = trace->stepCount();
        const std::vector<std::uint64_t> steps {0,   1,       2,           3,       100,
                                                100, end / 2, end / 2 + 1, end - 1, end};
        const std::unique_ptr<StepWalk> search = walkOf(options, Placement());
        const std::unique_ptr<StepWalk> traced = walkOf(options, Placement(), trace);
        const StepFrames a = framesAtSteps(*search, steps);
        const StepFrames b = framesAtSteps(*traced, steps);
        QVERIFY(a.complete() && b.complete());
        for (std::size_t i = 0; i < steps.size(); ++i) {
            QCOMPARE(a.frames[i].step, steps[i]);
            QCOMPARE(b.frames[i].step, steps[i]);
            QCOMPARE(a.frames[i].queens, b.frames[i].queens);
            QCOMPARE(a.frames[i].event.has_value(), b.frames[i].event.has_value());
            if (a.frames[i].event) {
                QCOMPARE(int(a.frames[i].event->type), int(b.frames[i].event->type));
                QCOMPARE(a.frames[i].event->row, b.frames[i].event->row);
                QCOMPARE(a.frames[i].event->col, b.frames[i].event->col);
            }
            QCOMPARE(a.frames[i].counters.solutions, b.frames[i].counters.solutions);
            QCOMPARE(a.frames[i].counters.places, b.frames[i].counters.places);
        }
        // Past the end: both stop at it.
        const StepFrames pastA = framesAtSteps(*walkOf(options, Placement()), {5, end + 1});
        const StepFrames pastB = framesAtSteps(*walkOf(options, {}, trace), {5, end + 1});
        QVERIFY(pastA.status == StepFrames::Status::BeyondEnd);
        QVERIFY(pastB.status == StepFrames::Status::BeyondEnd);
        QCOMPARE(pastA.lastStep, end);
        QCOMPARE(pastB.lastStep, end);
        // Every solution's path, and none past the last.
        const std::uint64_t solutions = trace->solutionSteps->size();
        QVERIFY(solutions > 0);
        for (std::uint64_t k = 0; k <= solutions + 1; ++k) {
            const auto pathA = search->pathToSolution(k);
            const auto pathB = traced->pathToSolution(k);
            QCOMPARE(pathA.has_value(), k >= 1 && k <= solutions);
            QVERIFY2(pathA == pathB, qPrintable(QStringLiteral("solution %1").arg(k)));
        }
    }
};

NQ_TEST_GUILESS_MAIN(TestStepWalk)
#include "tst_stepwalk.moc"
