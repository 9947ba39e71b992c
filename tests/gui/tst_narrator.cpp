#include "narrator.h"
#include "searchfixtures.h"
#include "testregistry.h"

#include <QTest>

using namespace nq;
using namespace nq::test;

namespace {

Event makeEvent(EventType type, int row, int col)
{
    Event e;
    e.type = type;
    e.row = std::int8_t(row);
    e.col = std::int8_t(col);
    return e;
}

} // namespace

// Tests the sentences the narration is made of, without a window.
class TestNarrator : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void eventsInRowOrder()
    {
        const SearchOptions options = searchOptions(8);
        QCOMPARE(Narrator::describeEvent(makeEvent(EventType::Try, 2, 5), options),
                 QStringLiteral("Row 2: trying column 5"));
        QCOMPARE(Narrator::describeEvent(makeEvent(EventType::Place, 2, 5), options),
                 QStringLiteral("Row 2: column 5 is safe: queen placed"));
        QCOMPARE(Narrator::describeEvent(makeEvent(EventType::Remove, 2, 5), options),
                 QStringLiteral("Row 2: lifting the queen from column 5 to try the next square"));
        Event conflict = makeEvent(EventType::Conflict, 1, 1);
        conflict.attackerRow = 0;
        conflict.attackerCol = 0;
        conflict.line = Line::Diagonal;
        QCOMPARE(
            Narrator::describeEvent(conflict, options),
            QStringLiteral(
                "Row 1: column 1 is attacked by the queen in row 0, column 0 (same diagonal)"));
    }

    void eventsInColumnOrder()
    {
        // In column order the level is the column and the candidate the row.
        const SearchOptions options = searchOptions(8, Order::Columns);
        QCOMPARE(Narrator::describeEvent(makeEvent(EventType::Try, 5, 2), options),
                 QStringLiteral("Column 2: trying row 5"));
        Event backtrack;
        backtrack.type = EventType::Backtrack;
        backtrack.level = 3;
        QCOMPARE(Narrator::describeEvent(backtrack, options),
                 QStringLiteral("Column 3 has no safe row left: back to column 2"));
        backtrack.level = 0;
        QCOMPARE(Narrator::describeEvent(backtrack, options),
                 QStringLiteral("Column 0 has no row left to try: the search is over"));
    }

    void theBitmaskPlacesTheLowestFreeSquare()
    {
        QCOMPARE(Narrator::describeEvent(makeEvent(EventType::Place, 0, 3),
                                         searchOptions(6, Order::Rows, Check::Bitmask)),
                 QStringLiteral(
                     "Row 0: column 3 is the lowest free square of the bitmask: queen placed"));
    }

    void solutionsAndTheEnd()
    {
        Event solution;
        solution.type = EventType::Solution;
        solution.solution = 2;
        QCOMPARE(
            Narrator::describeEvent(solution, searchOptions(4)),
            QStringLiteral("Solution 2 found: all 4 queens are placed and none attacks another"));
        QCOMPARE(Narrator::describeEvent(Event {}, searchOptions(4)),
                 QStringLiteral("The search has ended"));
    }

    void linesAndLevels()
    {
        QCOMPARE(Narrator::lineName(Line::Column), QStringLiteral("same column"));
        QCOMPARE(Narrator::lineName(Line::Row), QStringLiteral("same row"));
        QCOMPARE(Narrator::lineName(Line::AntiDiagonal), QStringLiteral("same anti-diagonal"));
        QCOMPARE(Narrator::lineName(Line::None), QString());
        QCOMPARE(Narrator::levelName(searchOptions(8), 4), QStringLiteral("Row 4"));
        QCOMPARE(Narrator::levelName(searchOptions(8, Order::Columns), 4),
                 QStringLiteral("Column 4"));
    }

    void durations()
    {
        QCOMPARE(Narrator::duration(0.4), QStringLiteral("less than a second"));
        QCOMPARE(Narrator::duration(2.5), QStringLiteral("2.5 s"));
        QCOMPARE(Narrator::duration(42), QStringLiteral("42 s"));
        QCOMPARE(Narrator::duration(600), QStringLiteral("10 min"));
        QCOMPARE(Narrator::duration(3600 * 5), QStringLiteral("5 hours"));
        QCOMPARE(Narrator::duration(86400 * 10), QStringLiteral("10 days"));
        QCOMPARE(Narrator::duration(86400.0 * 365 * 40), QStringLiteral("40 years"));
    }

    // A cancelled count keeps its progress and says so; a count that continued an interrupted
    // one says which part it counted.
    void anInterruptedCountSaysWhatBecomesOfIt()
    {
        RunnerSnapshot snapshot;
        snapshot.search.options = searchOptions(17);
        snapshot.search.options.goal = Goal::Count;
        snapshot.job.finished = snapshot.job.cancelled = true;
        snapshot.job.elapsedSeconds = 4;
        snapshot.job.fractionDone = 0.42;
        QCOMPARE(Narrator::describeJob(snapshot),
                 QStringLiteral("Count of N=17 cancelled after 4.0 s, 42.0% done: its next Start "
                                "offers to continue it"));
        snapshot.job.checkpointProblem = "No space left on device";
        QCOMPARE(Narrator::describeJob(snapshot),
                 QStringLiteral("Count of N=17 cancelled after 4.0 s"));
        snapshot.job.cancelled = false;
        snapshot.job.count = {95815104, 11977939, false};
        snapshot.job.resumedFrom = 0.662;
        snapshot.job.elapsedSeconds = 2.1;
        QCOMPARE(Narrator::describeJob(snapshot),
                 QStringLiteral("N=17 has 95,815,104 solutions, 11,977,939 of them fundamental "
                                "(continued from 66.2%, the rest counted in 2.1 s)"));
    }

    void estimatesNeverSayAboutLessThanASecond()
    {
        QCOMPARE(Narrator::approximately(0.4), QStringLiteral("less than a second"));
        QCOMPARE(Narrator::approximately(42), QStringLiteral("about 42 s"));
        RunnerSnapshot snapshot;
        snapshot.search.options = searchOptions(14);
        snapshot.search.options.goal = Goal::Count;
        snapshot.estimatedSeconds = 0.3;
        QCOMPARE(Narrator::describeJob(snapshot),
                 QStringLiteral("Count the solutions of N=14 on all cores: press Start. Expected "
                                "time: less than a second"));
        snapshot.job.running = true;
        snapshot.job.fractionDone = 0.97;
        snapshot.job.secondsLeft = 0.2;
        QCOMPARE(
            Narrator::describeJob(snapshot),
            QStringLiteral("Counting the solutions of N=14… 97% done, less than a second left"));
        snapshot.job.secondsLeft = 42;
        QCOMPARE(Narrator::describeJob(snapshot),
                 QStringLiteral("Counting the solutions of N=14… 97% done, about 42 s left"));
    }

    void aRunFromTheUsersQueensSaysWhatExtendsThem()
    {
        RunnerSnapshot snapshot;
        snapshot.search.options = searchOptions(8);
        snapshot.fixedLevels = 3;
        snapshot.search.counters.steps = 120;
        QCOMPARE(Narrator::describeFinish(snapshot),
                 QStringLiteral("No solution extends these 3 queens (the search checked every "
                                "placement in 120 steps)"));
        snapshot.search.counters.solutions = 4;
        QCOMPARE(Narrator::describeFinish(snapshot),
                 QStringLiteral("4 solutions extend these queens, found in 120 steps"));
        snapshot.search.options.goal = Goal::First;
        snapshot.search.counters.solutions = 1;
        QCOMPARE(Narrator::describeFinish(snapshot),
                 QStringLiteral("A solution extends these 3 queens: found at step 119"));
    }

    void howARunEnded()
    {
        RunnerSnapshot snapshot;
        snapshot.search.options = searchOptions(3);
        snapshot.search.counters.steps = 1234;
        QVERIFY(Narrator::describeFinish(snapshot).startsWith(
            QStringLiteral("No solution exists for N=3:")));
        QVERIFY(Narrator::describeFinish(snapshot).contains(QStringLiteral("1,234 steps")));
        // It names the level as the board does: the last row, or in column order the last
        // column (it said "the last line").
        QVERIFY(Narrator::describeFinish(snapshot).contains(QStringLiteral("the last row never")));
        snapshot.search.options = searchOptions(3, Order::Columns);
        QVERIFY(
            Narrator::describeFinish(snapshot).contains(QStringLiteral("the last column never")));
        snapshot.search.options = searchOptions(4);
        snapshot.search.counters.solutions = 2;
        QCOMPARE(Narrator::describeFinish(snapshot),
                 QStringLiteral("All 2 solutions found in 1,234 steps"));
        snapshot.search.options.goal = Goal::First;
        snapshot.search.counters.solutions = 1;
        // The step it was found at, and the steps counted, which include the final stop.
        QCOMPARE(
            Narrator::describeFinish(snapshot),
            QStringLiteral(
                "First solution found at step 1,233; the search stopped there, after 1,234 steps"));
    }
};

NQ_TEST_MAIN(TestNarrator)
#include "tst_narrator.moc"
