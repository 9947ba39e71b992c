#include "searchfixtures.h"
#include "searchmetatypes.h"
#include "stepframes.h"
#include "stepper.h"
#include "testregistry.h"

#include <QTest>

#include <atomic>
#include <vector>

using namespace nq;
using namespace nq::test;

Q_DECLARE_METATYPE(std::vector<std::uint64_t>)

namespace {

using Steps = std::vector<std::uint64_t>;

// The placement with queens in rows 0.. at `cols`, the rest empty.
Placement queensAt(int n, const std::vector<int> &cols)
{
    Placement placement(n);
    for (std::size_t r = 0; r < cols.size(); ++r)
        placement.cols[r] = static_cast<std::int8_t>(cols[r]);
    return placement;
}

// The frames of `steps` found the plain way: one event at a time from a fresh stepper,
// noting the state whenever the step counter reaches a step asked for.
std::vector<StepFrame> replay(const SearchOptions &options, const Placement &prefix,
                              const Steps &steps)
{
    Stepper stepper = prefix.queenCount() > 0 ? Stepper(options, prefix) : Stepper(options);
    std::vector<StepFrame> frames;
    std::optional<Event> last;
    for (const std::uint64_t step : steps) {
        while (stepper.counters().steps < step)
            last = stepper.next();
        frames.push_back({stepper.counters().steps, stepper.placement(), last, stepper.counters()});
    }
    return frames;
}

// The event's name as the trace writes it ("place"), for readable comparisons.
QString nameOf(EventType type)
{
    const std::string_view name = toString(type);
    return QString::fromLatin1(name.data(), qsizetype(name.size()));
}

std::uint64_t lastStepOf(const SearchOptions &options)
{
    return finishedCounters(options).steps;
}

} // namespace

// Tests the frames of chosen steps against a replay of the same search, the refusal of steps
// past its end, and the path to the k-th solution.
class TestStepFrames : public QObject
{
    Q_OBJECT

private slots:
    void matchReplay_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<Order>("order");
        QTest::addColumn<Check>("check");
        QTest::addColumn<Steps>("steps");
        QTest::newRow("4 rows arrays, first steps")
            << 4 << Order::Rows << Check::Arrays << Steps {1, 2, 3, 4, 5, 6, 7, 8};
        QTest::newRow("6 rows scan, spread")
            << 6 << Order::Rows << Check::Scan << Steps {0, 1, 17, 18, 100, 333, 334, 900};
        QTest::newRow("6 columns bitmask")
            << 6 << Order::Columns << Check::Bitmask << Steps {2, 9, 40, 41, 42, 150};
        QTest::newRow("8 rows arrays, far")
            << 8 << Order::Rows << Check::Arrays << Steps {5, 1000, 1001, 7000, 15000};
        QTest::newRow("8 columns scan")
            << 8 << Order::Columns << Check::Scan << Steps {3, 64, 65, 2056, 9999};
    }
    void matchReplay()
    {
        QFETCH(int, n);
        QFETCH(Order, order);
        QFETCH(Check, check);
        QFETCH(Steps, steps);
        const SearchOptions options = searchOptions(n, order, check);
        const StepFrames result = framesAtSteps(options, Placement(), steps);
        QVERIFY(result.complete());
        QCOMPARE(result.frames.size(), steps.size());
        const std::vector<StepFrame> expected = replay(options, Placement(), steps);
        for (std::size_t i = 0; i < steps.size(); ++i) {
            const StepFrame &frame = result.frames[i];
            QCOMPARE(frame.step, steps[i]);
            QCOMPARE(frame.counters.steps, steps[i]);
            QVERIFY2(frame == expected[i], qPrintable(QStringLiteral("step %1").arg(steps[i])));
            QCOMPARE(frame.event.has_value(), steps[i] > 0);
        }
    }

    // A place event's frame holds the new queen; a remove event's frame has lost it.
    void framesShowTheStepsResult()
    {
        const SearchOptions options = searchOptions(4, Order::Rows, Check::Arrays);
        Steps steps;
        for (std::uint64_t s = 1; s <= 60; ++s)
            steps.push_back(s);
        const StepFrames result = framesAtSteps(options, Placement(), steps);
        QVERIFY(result.complete());
        int places = 0;
        int removes = 0;
        for (const StepFrame &frame : result.frames) {
            const Event &e = *frame.event;
            if (e.type == EventType::Place) {
                QCOMPARE(frame.queens.cols[e.row], e.col);
                ++places;
            } else if (e.type == EventType::Remove) {
                QCOMPARE(frame.queens.cols[e.row], std::int8_t(-1));
                ++removes;
            }
        }
        QVERIFY(places > 3);
        QVERIFY(removes > 1);
    }

    void stepZeroIsTheStart()
    {
        const SearchOptions options = searchOptions(5);
        const StepFrames plain = framesAtSteps(options, Placement(), {0});
        QVERIFY(plain.complete());
        QVERIFY(!plain.frames[0].event);
        QCOMPARE(plain.frames[0].queens, Placement(5));
        QCOMPARE(plain.frames[0].counters.steps, std::uint64_t(0));
        const Placement prefix = queensAt(5, {2});
        const StepFrames fromQueens = framesAtSteps(options, prefix, {0, 1});
        QVERIFY(fromQueens.complete());
        QCOMPARE(fromQueens.frames[0].queens, prefix);
        QCOMPARE(fromQueens.frames[1].queens.cols[0], std::int8_t(2));
    }

    void repeatedStepsRepeatTheFrame()
    {
        const StepFrames result = framesAtSteps(searchOptions(6), Placement(), {7, 7, 9});
        QVERIFY(result.complete());
        QCOMPARE(result.frames.size(), std::size_t(3));
        QVERIFY(result.frames[0] == result.frames[1]);
        QCOMPARE(result.frames[2].step, std::uint64_t(9));
    }

    // The last step (the `done` event) is given; one past it is refused, and says where the
    // search ended, with the frames before it.
    void refusesStepsBeyondTheEnd_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<Check>("check");
        QTest::newRow("4 arrays") << 4 << Check::Arrays;
        QTest::newRow("6 bitmask") << 6 << Check::Bitmask;
        QTest::newRow("3 scan, no solution") << 3 << Check::Scan;
    }
    void refusesStepsBeyondTheEnd()
    {
        QFETCH(int, n);
        QFETCH(Check, check);
        const SearchOptions options = searchOptions(n, Order::Rows, check);
        const std::uint64_t last = lastStepOf(options);
        const StepFrames upToEnd = framesAtSteps(options, Placement(), {1, last});
        QVERIFY(upToEnd.complete());
        QCOMPARE(nameOf(upToEnd.frames.back().event->type), nameOf(EventType::Done));

        const StepFrames beyond = framesAtSteps(options, Placement(), {1, last, last + 1});
        QCOMPARE(beyond.status, StepFrames::Status::BeyondEnd);
        QCOMPARE(beyond.lastStep, last);
        QCOMPARE(beyond.frames.size(), std::size_t(2));
        const StepFrames farBeyond = framesAtSteps(options, Placement(), {last + 1000});
        QCOMPARE(farBeyond.status, StepFrames::Status::BeyondEnd);
        QCOMPARE(farBeyond.lastStep, last);
        QVERIFY(farBeyond.frames.empty());
    }

    void refusesUnsortedStepsAndBadPrefixes()
    {
        QCOMPARE(framesAtSteps(searchOptions(6), Placement(), {5, 4}).status,
                 StepFrames::Status::NotSorted);
        // Two queens on one diagonal, and a queen below an empty row: no prefix of the search.
        QCOMPARE(framesAtSteps(searchOptions(6), queensAt(6, {0, 1}), {1}).status,
                 StepFrames::Status::BadPrefix);
        QCOMPARE(framesAtSteps(searchOptions(6), queensAt(6, {-1, 3}), {1}).status,
                 StepFrames::Status::BadPrefix);
        QCOMPARE(framesAtSteps(searchOptions(6), queensAt(5, {1}), {1}).status,
                 StepFrames::Status::BadPrefix);
        QVERIFY(!solutionPathSteps(searchOptions(6), queensAt(6, {0, 1}), 1));
    }

    void cancelStopsALongRun()
    {
        std::atomic<bool> cancel {true};
        QElapsedTimer timer;
        timer.start();
        const StepFrames result = framesAtSteps(searchOptions(14), Placement(), {1, 3'000'000'000},
                                                &cancel);
        QCOMPARE(result.status, StepFrames::Status::Cancelled);
        QCOMPARE(result.frames.size(), std::size_t(1));
        QVERIFY(!solutionPathSteps(searchOptions(20), Placement(), 1000, &cancel));
        QVERIFY(timer.elapsed() < 1000);
    }

    void withAPrefix_data()
    {
        QTest::addColumn<Order>("order");
        QTest::addColumn<Check>("check");
        QTest::newRow("rows arrays") << Order::Rows << Check::Arrays;
        QTest::newRow("columns scan") << Order::Columns << Check::Scan;
        QTest::newRow("rows bitmask") << Order::Rows << Check::Bitmask;
    }
    void withAPrefix()
    {
        QFETCH(Order, order);
        QFETCH(Check, check);
        const SearchOptions options = searchOptions(8, order, check);
        // Row 0 column 1 and row 1 column 3: a prefix in both orders (columns 1 and 3 hold
        // the queens of rows 0 and 1 only in row order; in column order use columns 0 and 1).
        const Placement prefix = order == Order::Rows ? queensAt(8, {1, 3}) : [] {
            Placement p(8);
            p.cols[2] = 0; // column 0 holds a queen in row 2
            p.cols[5] = 1; // column 1 holds a queen in row 5
            return p;
        }();
        const Steps steps {0, 1, 2, 30, 31, 140}; // the bitmask search ends at step 149
        const StepFrames result = framesAtSteps(options, prefix, steps);
        QVERIFY(result.complete());
        const std::vector<StepFrame> expected = replay(options, prefix, steps);
        for (std::size_t i = 0; i < steps.size(); ++i) {
            QVERIFY2(result.frames[i] == expected[i], qPrintable(QString::number(steps[i])));
            for (int r = 0; r < 8; ++r)
                if (prefix.cols[r] >= 0)
                    QCOMPARE(result.frames[i].queens.cols[r], prefix.cols[r]);
        }

        const auto path = solutionPathSteps(options, prefix, 1);
        QVERIFY(path);
        QCOMPARE(path->front(), std::uint64_t(0)); // the user's queens
        QCOMPARE(path->size(), std::size_t(8 - 2 + 2));
        const StepFrames pathFrames = framesAtSteps(options, prefix, *path);
        QVERIFY(pathFrames.complete());
        QCOMPARE(nameOf(pathFrames.frames.back().event->type), nameOf(EventType::Solution));
        const Placement solution = pathFrames.frames.back().queens;
        QVERIFY(solution.isComplete());
        for (int r = 0; r < 8; ++r)
            if (prefix.cols[r] >= 0)
                QCOMPARE(solution.cols[r], prefix.cols[r]);
    }

    // The path's frames: each a `place` of one of the solution's queens, then `solution k`.
    void pathToSolution_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<Order>("order");
        QTest::addColumn<Check>("check");
        QTest::addColumn<quint64>("k");
        QTest::addColumn<QList<int>>("cols"); // the solution in row order, if known
        QTest::newRow("4, first") << 4 << Order::Rows << Check::Arrays << quint64(1)
                                  << QList<int> {1, 3, 0, 2};
        QTest::newRow("4, second")
            << 4 << Order::Rows << Check::Scan << quint64(2) << QList<int> {2, 0, 3, 1};
        QTest::newRow("6, first") << 6 << Order::Rows << Check::Bitmask << quint64(1)
                                  << QList<int> {1, 3, 5, 0, 2, 4};
        QTest::newRow("6, fourth")
            << 6 << Order::Rows << Check::Arrays << quint64(4) << QList<int> {4, 2, 0, 5, 3, 1};
        QTest::newRow("6 columns, third")
            << 6 << Order::Columns << Check::Scan << quint64(3) << QList<int> {};
        QTest::newRow("8, first") << 8 << Order::Rows << Check::Arrays << quint64(1)
                                  << QList<int> {0, 4, 7, 5, 2, 6, 1, 3};
        QTest::newRow("8, last") << 8 << Order::Rows << Check::Scan << quint64(92)
                                 << QList<int> {7, 3, 0, 2, 5, 1, 6, 4};
        QTest::newRow("8 columns, 50th")
            << 8 << Order::Columns << Check::Bitmask << quint64(50) << QList<int> {};
        // Over several of the search's chunks of steps (N=12 takes about 21 million).
        QTest::newRow("12, last") << 12 << Order::Rows << Check::Arrays << quint64(14200)
                                  << QList<int> {};
    }
    void pathToSolution()
    {
        QFETCH(int, n);
        QFETCH(Order, order);
        QFETCH(Check, check);
        QFETCH(quint64, k);
        QFETCH(QList<int>, cols);
        const SearchOptions options = searchOptions(n, order, check);
        const auto path = solutionPathSteps(options, Placement(), k);
        QVERIFY(path);
        QCOMPARE(path->size(), std::size_t(n + 1));
        QVERIFY(std::is_sorted(path->begin(), path->end()));
        const StepFrames result = framesAtSteps(options, Placement(), *path);
        QVERIFY(result.complete());
        const StepFrame &last = result.frames.back();
        QCOMPARE(nameOf(last.event->type), nameOf(EventType::Solution));
        QCOMPARE(last.event->solution, k);
        QCOMPARE(last.counters.solutions, k);
        QVERIFY(last.queens.isComplete());
        QVERIFY(isValidPlacement(last.queens));
        if (!cols.isEmpty())
            QCOMPARE(last.queens, queensAt(n, std::vector<int>(cols.begin(), cols.end())));
        for (int i = 0; i < n; ++i) {
            const Event &e = *result.frames[i].event;
            QCOMPARE(nameOf(e.type), nameOf(EventType::Place));
            QCOMPARE(last.queens.cols[e.row], e.col); // one of the solution's queens
            // Placed level by level: row i in row order, column i in column order.
            QCOMPARE(order == Order::Rows ? int(e.row) : int(e.col), i);
        }
    }

    void noPathPastTheLastSolution_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<quint64>("k");
        QTest::addColumn<bool>("first");
        QTest::newRow("3 has none") << 3 << quint64(1) << false;
        QTest::newRow("4 has 2") << 4 << quint64(3) << false;
        QTest::newRow("6 has 4") << 6 << quint64(5) << false;
        QTest::newRow("8 has 92") << 8 << quint64(93) << false;
        QTest::newRow("first mode stops at 1") << 8 << quint64(2) << true;
        QTest::newRow("k = 0") << 4 << quint64(0) << false;
    }
    void noPathPastTheLastSolution()
    {
        QFETCH(int, n);
        QFETCH(quint64, k);
        QFETCH(bool, first);
        const SearchOptions options = searchOptions(n, Order::Rows, Check::Arrays,
                                                    first ? Goal::First : Goal::All);
        QVERIFY(!solutionPathSteps(options, Placement(), k));
    }
};

NQ_TEST_GUILESS_MAIN(TestStepFrames)
#include "tst_stepframes.moc"
