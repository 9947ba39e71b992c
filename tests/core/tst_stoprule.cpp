#include "stoprule.h"
#include "testregistry.h"

#include <QTest>

using namespace nq;

namespace {

Event eventAt(EventType type, int row, int col)
{
    Event e;
    e.type = type;
    e.row = static_cast<std::int8_t>(row);
    e.col = static_cast<std::int8_t>(col);
    return e;
}

} // namespace

// Tests where an animated run stops by itself: breakpoints, the "run until" goals, and the
// speed a goal keeps for its end.
class TestStopRule : public QObject
{
    Q_OBJECT

private slots:
    void nothingSetWatchesNothing()
    {
        StopRule rule;
        QVERIFY(!rule.isWatching());
        QVERIFY(!rule.hasBreakpoints());
        QVERIFY(!rule.isRunningUntil());
        for (const EventType type :
             {EventType::Try, EventType::Place, EventType::Solution, EventType::Backtrack})
            QVERIFY(rule.reasonAt(eventAt(type, 0, 0), Order::Rows) == StopReason::None);
    }

    void aBreakpointStopsATryOrAPlaceOnItsSquare()
    {
        StopRule rule;
        rule.setBreakpoint(2, 3, true);
        QVERIFY(rule.hasBreakpoints());
        QVERIFY(rule.isWatching());
        QCOMPARE(rule.breakpoints()[2], 1u << 3);
        QVERIFY(rule.reasonAt(eventAt(EventType::Try, 2, 3), Order::Rows)
                == StopReason::Breakpoint);
        QVERIFY(rule.reasonAt(eventAt(EventType::Place, 2, 3), Order::Columns)
                == StopReason::Breakpoint);
        QVERIFY(rule.reasonAt(eventAt(EventType::Conflict, 2, 3), Order::Rows) == StopReason::None);
        QVERIFY(rule.reasonAt(eventAt(EventType::Remove, 2, 3), Order::Rows) == StopReason::None);
        QVERIFY(rule.reasonAt(eventAt(EventType::Place, 3, 2), Order::Rows) == StopReason::None);
        rule.setBreakpoint(2, 3, false);
        QVERIFY(!rule.hasBreakpoints());
        QVERIFY(!rule.isWatching());
        rule.setBreakpoint(0, 0, true);
        rule.setBreakpoint(7, 7, true);
        rule.clearBreakpoints();
        QVERIFY(!rule.hasBreakpoints());
        QVERIFY(!rule.isWatching());
    }

    void goalsStopAtTheirEvent()
    {
        StopRule rule;
        rule.runUntil(StopReason::NextSolution, -1, 5);
        QVERIFY(rule.isWatching());
        QVERIFY(rule.reasonAt(eventAt(EventType::Solution, -1, -1), Order::Rows)
                == StopReason::NextSolution);
        QVERIFY(rule.reasonAt(eventAt(EventType::Backtrack, -1, -1), Order::Rows)
                == StopReason::None);
        rule.runUntil(StopReason::NextBacktrack, -1, 0);
        QVERIFY(rule.reasonAt(eventAt(EventType::Backtrack, -1, -1), Order::Rows)
                == StopReason::NextBacktrack);
        QVERIFY(rule.reasonAt(eventAt(EventType::Solution, -1, -1), Order::Rows)
                == StopReason::None);
        // A level is a row in row order, a column in column order.
        rule.runUntil(StopReason::LevelReached, 3, 0);
        QCOMPARE(rule.untilLevel(), 3);
        QVERIFY(rule.reasonAt(eventAt(EventType::Place, 3, 1), Order::Rows)
                == StopReason::LevelReached);
        QVERIFY(rule.reasonAt(eventAt(EventType::Place, 1, 3), Order::Rows) == StopReason::None);
        QVERIFY(rule.reasonAt(eventAt(EventType::Place, 1, 3), Order::Columns)
                == StopReason::LevelReached);
        QVERIFY(rule.reasonAt(eventAt(EventType::Try, 3, 3), Order::Rows) == StopReason::None);
    }

    void aBreakpointComesBeforeTheGoal()
    {
        StopRule rule;
        rule.runUntil(StopReason::LevelReached, 2, 5);
        rule.setBreakpoint(2, 2, true);
        QVERIFY(rule.reasonAt(eventAt(EventType::Place, 2, 2), Order::Rows)
                == StopReason::Breakpoint);
    }

    // Going to a step far ahead stops there and nowhere before: not at a breakpoint on the
    // way (the user asked for that step).
    void goingToAStepStopsThereAndOnlyThere()
    {
        StopRule rule;
        rule.setBreakpoint(2, 3, true);
        rule.runUntilStep(5000, 2.0);
        QCOMPARE(rule.until(), StopReason::StepReached);
        QCOMPARE(rule.untilStep(), std::uint64_t(5000));
        QVERIFY(rule.isWatching());
        QVERIFY(rule.reasonAt(eventAt(EventType::Try, 2, 3), Order::Rows, 4999)
                == StopReason::None);
        QVERIFY(rule.reasonAt(eventAt(EventType::Remove, 0, 1), Order::Rows, 5000)
                == StopReason::StepReached);
        QCOMPARE(rule.endUntil(), std::optional<double>(2.0));
    }

    // Going to solution k stops where the search reports that solution, and nowhere before:
    // not at an earlier solution, nor at a breakpoint on the way.
    void goingToASolutionStopsAtItAndOnlyThere()
    {
        StopRule rule;
        rule.setBreakpoint(2, 3, true);
        rule.runUntilSolution(3, 4.0);
        QCOMPARE(rule.until(), StopReason::SolutionReached);
        QCOMPARE(rule.untilSolution(), std::uint64_t(3));
        QVERIFY(rule.isWatching());
        QVERIFY(rule.reasonAt(eventAt(EventType::Try, 2, 3), Order::Rows) == StopReason::None);
        Event solution = eventAt(EventType::Solution, -1, -1);
        for (std::uint64_t k : {1, 2}) {
            solution.solution = k;
            QVERIFY(rule.reasonAt(solution, Order::Rows) == StopReason::None);
        }
        solution.solution = 3;
        QVERIFY(rule.reasonAt(solution, Order::Rows) == StopReason::SolutionReached);
        QCOMPARE(rule.endUntil(), std::optional<double>(4.0));
        // The breakpoint stops a run again once the goal is met.
        QVERIFY(rule.reasonAt(eventAt(EventType::Try, 2, 3), Order::Rows)
                == StopReason::Breakpoint);
    }

    void theGoalKeepsTheSpeedChosenBeforeIt()
    {
        StopRule rule;
        QCOMPARE(rule.chosenSpeed(12), 12.0);
        rule.runUntil(StopReason::NextSolution, -1, 12);
        QCOMPARE(rule.chosenSpeed(0), 12.0);
        // A second goal while the first runs keeps the speed from before the first.
        rule.runUntil(StopReason::NextBacktrack, -1, 0);
        QCOMPARE(rule.chosenSpeed(0), 12.0);
        // A speed chosen meanwhile applies at the end.
        rule.setSpeedAfterUntil(40);
        QCOMPARE(rule.chosenSpeed(0), 40.0);
        const std::optional<double> restored = rule.endUntil();
        QVERIFY(restored.has_value());
        QCOMPARE(*restored, 40.0);
        QVERIFY(!rule.isRunningUntil());
        QVERIFY(!rule.isWatching());
        QVERIFY(rule.until() == StopReason::None);
        QVERIFY(!rule.endUntil().has_value()); // only once
        QCOMPARE(rule.chosenSpeed(7), 7.0);
    }

    void endingTheGoalKeepsTheBreakpointsWatched()
    {
        StopRule rule;
        rule.setBreakpoint(1, 1, true);
        rule.runUntil(StopReason::NextSolution, -1, 3);
        rule.dropUntil();
        QVERIFY(!rule.isRunningUntil());
        QVERIFY(rule.isWatching());
        QVERIFY(rule.reasonAt(eventAt(EventType::Solution, -1, -1), Order::Rows)
                == StopReason::None);
    }
};

NQ_TEST_GUILESS_MAIN(TestStopRule)
#include "tst_stoprule.moc"
