#include "knowncounts.h"
#include "stepper.h"
#include "symmetry.h"
#include "testscale.h"
#include "searchfixtures.h"
#include "searchmetatypes.h"
#include "testregistry.h"

#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

#include <map>
#include <set>
#include <string>
#include <vector>

using namespace nq;
using namespace nq::test;

namespace {

// The test's own spelling of an event, independent of the command line's.
QString describe(const Event &e)
{
    switch (e.type) {
    case EventType::Try: return QStringLiteral("try %1 %2").arg(e.row).arg(e.col);
    case EventType::Conflict:
        return QStringLiteral("conflict %1 %2 queen %3 %4 %5")
            .arg(e.row)
            .arg(e.col)
            .arg(e.attackerRow)
            .arg(e.attackerCol)
            .arg(QString::fromUtf8(toString(e.line).data(), toString(e.line).size()));
    case EventType::Place: return QStringLiteral("place %1 %2").arg(e.row).arg(e.col);
    case EventType::Solution: return QStringLiteral("solution %1").arg(e.solution);
    case EventType::Remove: return QStringLiteral("remove %1 %2").arg(e.row).arg(e.col);
    case EventType::Backtrack: return QStringLiteral("backtrack %1").arg(e.level);
    case EventType::Done: return QStringLiteral("done");
    }
    return {};
}

QStringList wholeStream(const SearchOptions &options)
{
    Stepper stepper(options);
    QStringList events;
    while (!stepper.isFinished())
        events << describe(stepper.next());
    return events;
}

// N=4, row order, all solutions, scan check: written out by hand from the protocol in
// resources/doc/design.md (columns tried 0..3 in each row; the scan walks the earlier queens, so the
// attacker named is the earliest queen on a shared line).
const QStringList kHandWrittenN4 = {
    "try 0 0",     "place 0 0",
    "try 1 0",     "conflict 1 0 queen 0 0 column",
    "try 1 1",     "conflict 1 1 queen 0 0 diagonal",
    "try 1 2",     "place 1 2",
    "try 2 0",     "conflict 2 0 queen 0 0 column",
    "try 2 1",     "conflict 2 1 queen 1 2 anti-diagonal",
    "try 2 2",     "conflict 2 2 queen 0 0 diagonal",
    "try 2 3",     "conflict 2 3 queen 1 2 diagonal",
    "backtrack 2", "remove 1 2",
    "try 1 3",     "place 1 3",
    "try 2 0",     "conflict 2 0 queen 0 0 column",
    "try 2 1",     "place 2 1",
    "try 3 0",     "conflict 3 0 queen 0 0 column",
    "try 3 1",     "conflict 3 1 queen 1 3 anti-diagonal",
    "try 3 2",     "conflict 3 2 queen 2 1 diagonal",
    "try 3 3",     "conflict 3 3 queen 0 0 diagonal",
    "backtrack 3", "remove 2 1",
    "try 2 2",     "conflict 2 2 queen 0 0 diagonal",
    "try 2 3",     "conflict 2 3 queen 1 3 column",
    "backtrack 2", "remove 1 3",
    "backtrack 1", "remove 0 0",
    "try 0 1",     "place 0 1",
    "try 1 0",     "conflict 1 0 queen 0 1 anti-diagonal",
    "try 1 1",     "conflict 1 1 queen 0 1 column",
    "try 1 2",     "conflict 1 2 queen 0 1 diagonal",
    "try 1 3",     "place 1 3",
    "try 2 0",     "place 2 0",
    "try 3 0",     "conflict 3 0 queen 2 0 column",
    "try 3 1",     "conflict 3 1 queen 0 1 column",
    "try 3 2",     "place 3 2",
    "solution 1",  "remove 3 2",
    "try 3 3",     "conflict 3 3 queen 1 3 column",
    "backtrack 3", "remove 2 0",
    "try 2 1",     "conflict 2 1 queen 0 1 column",
    "try 2 2",     "conflict 2 2 queen 1 3 anti-diagonal",
    "try 2 3",     "conflict 2 3 queen 0 1 diagonal",
    "backtrack 2", "remove 1 3",
    "backtrack 1", "remove 0 1",
    "try 0 2",     "place 0 2",
    "try 1 0",     "place 1 0",
    "try 2 0",     "conflict 2 0 queen 0 2 anti-diagonal",
    "try 2 1",     "conflict 2 1 queen 1 0 diagonal",
    "try 2 2",     "conflict 2 2 queen 0 2 column",
    "try 2 3",     "place 2 3",
    "try 3 0",     "conflict 3 0 queen 1 0 column",
    "try 3 1",     "place 3 1",
    "solution 2",  "remove 3 1",
    "try 3 2",     "conflict 3 2 queen 0 2 column",
    "try 3 3",     "conflict 3 3 queen 2 3 column",
    "backtrack 3", "remove 2 3",
    "backtrack 2", "remove 1 0",
    "try 1 1",     "conflict 1 1 queen 0 2 anti-diagonal",
    "try 1 2",     "conflict 1 2 queen 0 2 column",
    "try 1 3",     "conflict 1 3 queen 0 2 diagonal",
    "backtrack 1", "remove 0 2",
    "try 0 3",     "place 0 3",
    "try 1 0",     "place 1 0",
    "try 2 0",     "conflict 2 0 queen 1 0 column",
    "try 2 1",     "conflict 2 1 queen 0 3 anti-diagonal",
    "try 2 2",     "place 2 2",
    "try 3 0",     "conflict 3 0 queen 0 3 anti-diagonal",
    "try 3 1",     "conflict 3 1 queen 2 2 anti-diagonal",
    "try 3 2",     "conflict 3 2 queen 1 0 diagonal",
    "try 3 3",     "conflict 3 3 queen 0 3 column",
    "backtrack 3", "remove 2 2",
    "try 2 3",     "conflict 2 3 queen 0 3 column",
    "backtrack 2", "remove 1 0",
    "try 1 1",     "place 1 1",
    "try 2 0",     "conflict 2 0 queen 1 1 anti-diagonal",
    "try 2 1",     "conflict 2 1 queen 0 3 anti-diagonal",
    "try 2 2",     "conflict 2 2 queen 1 1 diagonal",
    "try 2 3",     "conflict 2 3 queen 0 3 column",
    "backtrack 2", "remove 1 1",
    "try 1 2",     "conflict 1 2 queen 0 3 anti-diagonal",
    "try 1 3",     "conflict 1 3 queen 0 3 column",
    "backtrack 1", "remove 0 3",
    "backtrack 0", "done",
};

} // namespace

// Tests the Stepper: the event protocol, the counts, the checks and save/restore.
class TestStepper : public QObject
{
    Q_OBJECT

private slots:
    void countsMatchOeis_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<nq::Order>("order");
        QTest::addColumn<nq::Check>("check");
        // N=1..14 in Release; the sanitizers stop at N=10 (testscale.h).
        for (int n = 1; n <= nq::testing::kLargestSteppedN; ++n) {
            for (Order order : {Order::Rows, Order::Columns}) {
                for (Check check : {Check::Scan, Check::Arrays, Check::Bitmask}) {
                    const QByteArray name = QByteArray::number(n) + ' ' + toString(order).data()
                                            + ' ' + toString(check).data();
                    QTest::newRow(name.constData()) << n << order << check;
                }
            }
        }
    }
    void countsMatchOeis()
    {
        QFETCH(int, n);
        QFETCH(nq::Order, order);
        QFETCH(nq::Check, check);
        Stepper stepper(searchOptions(n, order, check));
        std::uint64_t found = 0;
        while (stepper.advanceToNextSolution())
            ++found;
        QCOMPARE(found, known::kSolutions[n]);
        const Counters &c = stepper.counters();
        QCOMPARE(c.solutions, known::kSolutions[n]);
        QCOMPARE(c.places, c.removes);
        QVERIFY(stepper.isFinished());
    }

    void handWrittenStreamN4_data()
    {
        QTest::addColumn<nq::Check>("check");
        QTest::newRow("scan") << Check::Scan;
        QTest::newRow("arrays") << Check::Arrays;
    }
    void handWrittenStreamN4()
    {
        QFETCH(nq::Check, check);
        QStringList expected = kHandWrittenN4;
        if (check == Check::Arrays) {
            // The arrays check looks at colUsed[c], then the ↘ diagonal, then the ↙ one, as its
            // pseudocode reads: where the square's column is taken it names the column's
            // queen, even if an earlier queen holds a diagonal (the rule is checked on every
            // conflict up to N=8 by arraysNameTheFirstLineTheirCodeFindsTaken).
            const std::pair<int, const char *> differences[] = {
                {13, "conflict 2 2 queen 1 2 column"},  {27, "conflict 3 1 queen 2 1 column"},
                {31, "conflict 3 3 queen 1 3 column"},  {71, "conflict 2 3 queen 1 3 column"},
                {81, "conflict 2 0 queen 1 0 column"},  {117, "conflict 2 1 queen 1 0 diagonal"},
                {121, "conflict 3 0 queen 1 0 column"}, {125, "conflict 3 2 queen 2 2 column"},
                {139, "conflict 2 1 queen 1 1 column"}};
            for (const auto &[index, event] : differences)
                expected[index] = QString::fromLatin1(event);
        }
        const QStringList events = wholeStream(searchOptions(4, Order::Rows, check));
        for (qsizetype i = 0; i < std::min(events.size(), expected.size()); ++i)
            QCOMPARE(events.at(i), expected.at(i));
        QCOMPARE(events.size(), expected.size());
    }

    void arraysNameTheFirstLineTheirCodeFindsTaken()
    {
        // Whatever the board, the conflict is the first of colUsed[c], diag[…], anti[…] taken.
        for (int n = 4; n <= 8; ++n) {
            Stepper stepper(searchOptions(n, Order::Rows, Check::Arrays));
            while (!stepper.isFinished()) {
                const Event e = stepper.next();
                if (e.type != EventType::Conflict)
                    continue;
                const Placement p = stepper.placement();
                int owner[3] = {-1, -1, -1}; // column, diagonal, anti-diagonal
                for (int r = 0; r < e.row; ++r) {
                    if (p.cols[r] == e.col)
                        owner[0] = r;
                    if (r - p.cols[r] == e.row - e.col)
                        owner[1] = r;
                    if (r + p.cols[r] == e.row + e.col)
                        owner[2] = r;
                }
                const Line lines[3] = {Line::Column, Line::Diagonal, Line::AntiDiagonal};
                const int first = owner[0] >= 0 ? 0 : owner[1] >= 0 ? 1 : 2;
                QVERIFY(owner[first] >= 0);
                QCOMPARE(int(e.line), int(lines[first]));
                QCOMPARE(int(e.attackerRow), owner[first]);
            }
        }
    }

    void bitmaskNeverTriesAnAttackedSquare()
    {
        // The bitmask stream is the scan stream without its try and conflict events.
        for (int n = 1; n <= 8; ++n) {
            for (Order order : {Order::Rows, Order::Columns}) {
                QStringList expected = wholeStream(searchOptions(n, order, Check::Scan));
                expected.removeIf([](const QString &e) {
                    return e.startsWith("try") || e.startsWith("conflict");
                });
                QCOMPARE(wholeStream(searchOptions(n, order, Check::Bitmask)), expected);
            }
        }
    }

    void columnOrderIsTheTransposedSearch()
    {
        // Column order tries rows inside each column: transposing every event of the row-order
        // stream gives the column-order stream (with "column" conflicts becoming "row").
        QStringList rows = wholeStream(searchOptions(6, Order::Rows, Check::Arrays));
        const QStringList columns = wholeStream(searchOptions(6, Order::Columns, Check::Arrays));
        QCOMPARE(columns.size(), rows.size());
        static const QRegularExpression square(
            R"(^(try|place|remove|conflict) (\d+) (\d+)(?: queen (\d+) (\d+) (\S+))?$)");
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const auto m = square.match(rows.at(i));
            if (!m.hasMatch()) {
                QCOMPARE(columns.at(i), rows.at(i));
                continue;
            }
            QString transposed = m.captured(1) + ' ' + m.captured(3) + ' ' + m.captured(2);
            if (m.captured(1) == "conflict") {
                const QString line = m.captured(6) == "column" ? QStringLiteral("row")
                                                               : m.captured(6);
                transposed += " queen " + m.captured(5) + ' ' + m.captured(4) + ' ' + line;
            }
            QCOMPARE(columns.at(i), transposed);
        }
    }

    void eightQueensAllSolutionsCounters()
    {
        for (Check check : {Check::Scan, Check::Arrays, Check::Bitmask}) {
            Stepper stepper(searchOptions(8, Order::Rows, check));
            while (!stepper.isFinished())
                stepper.next();
            QCOMPARE(stepper.counters().places, 2056u);
            QCOMPARE(stepper.counters().removes, 2056u);
            QCOMPARE(stepper.counters().solutions, 92u);
        }
    }

    void checksDifferInCost()
    {
        // Same search, different cost: scan compares with each earlier queen, arrays looks
        // once per candidate, bitmask computes each level's free squares once.
        Counters cost[3];
        for (Check check : {Check::Scan, Check::Arrays, Check::Bitmask}) {
            Stepper stepper(searchOptions(8, Order::Rows, check));
            while (!stepper.isFinished())
                stepper.next();
            cost[int(check)] = stepper.counters();
        }
        QCOMPARE(cost[int(Check::Scan)].tries, cost[int(Check::Arrays)].tries);
        QCOMPARE(cost[int(Check::Arrays)].checks, cost[int(Check::Arrays)].tries);
        QVERIFY(cost[int(Check::Scan)].checks > cost[int(Check::Arrays)].checks);
        QVERIFY(cost[int(Check::Arrays)].checks > cost[int(Check::Bitmask)].checks);
        QCOMPARE(cost[int(Check::Bitmask)].tries, 0u);
        // One bitmask check per level entered: the root plus one per placement below the last row.
        QCOMPARE(cost[int(Check::Bitmask)].checks, 1 + 2056u - 92u);
    }

    void firstSolutionOfEight_data()
    {
        QTest::addColumn<nq::Order>("order");
        QTest::addColumn<QString>("expected");
        QTest::newRow("rows") << Order::Rows << "0 4 7 5 2 6 1 3";
        QTest::newRow("columns") << Order::Columns << "0 6 4 7 1 3 5 2";
    }
    void firstSolutionOfEight()
    {
        QFETCH(nq::Order, order);
        QFETCH(QString, expected);
        for (Check check : {Check::Scan, Check::Arrays, Check::Bitmask}) {
            Stepper stepper(searchOptions(8, order, check, Goal::First));
            Event last;
            while (!stepper.isFinished()) {
                const Event e = stepper.next();
                if (e.type == EventType::Solution)
                    QCOMPARE(e.solution, 1u);
                if (e.type != EventType::Done)
                    last = e;
            }
            QVERIFY(last.type == EventType::Solution);
            QStringList cols;
            const Placement p = stepper.placement();
            for (int r = 0; r < 8; ++r)
                cols << QString::number(p.cols[r]);
            QCOMPARE(cols.join(' '), expected);
            QCOMPARE(stepper.counters().solutions, 1u);
        }
    }

    void noSolutionForTwoAndThree()
    {
        for (int n : {2, 3}) {
            const QStringList events = wholeStream(
                searchOptions(n, Order::Rows, Check::Arrays, Goal::First));
            QVERIFY(!events.join('\n').contains("solution"));
            QCOMPARE(events.last(), QStringLiteral("done"));
            QCOMPARE(events.at(events.size() - 2), QStringLiteral("backtrack 0"));
        }
        QCOMPARE(wholeStream(searchOptions(1, Order::Rows, Check::Arrays)),
                 QStringList(
                     {"try 0 0", "place 0 0", "solution 1", "remove 0 0", "backtrack 0", "done"}));
    }

    void doneRepeatsWithoutCounting()
    {
        Stepper stepper(searchOptions(4, Order::Rows, Check::Arrays, Goal::First));
        while (!stepper.isFinished())
            stepper.next();
        const Counters before = stepper.counters();
        QVERIFY(stepper.next().type == EventType::Done);
        QCOMPARE(stepper.counters(), before);
    }

    void placementFollowsEvents()
    {
        // Replaying place/remove events on a board always matches placement().
        for (Order order : {Order::Rows, Order::Columns}) {
            Stepper stepper(searchOptions(7, order, Check::Scan));
            Placement board(7);
            while (!stepper.isFinished()) {
                const Event e = stepper.next();
                if (e.type == EventType::Place)
                    board.cols[e.row] = e.col;
                else if (e.type == EventType::Remove)
                    board.cols[e.row] = -1;
                QVERIFY(stepper.placement() == board);
                QVERIFY(isValidPlacement(board));
                if (e.type == EventType::Solution)
                    QVERIFY(board.isComplete());
            }
        }
    }

    void conflictNamesAnAttackingQueenOnTheBoard()
    {
        Stepper stepper(searchOptions(8, Order::Columns, Check::Arrays));
        for (int i = 0; i < 20000 && !stepper.isFinished(); ++i) {
            const Event e = stepper.next();
            if (e.type != EventType::Conflict)
                continue;
            const Placement p = stepper.placement();
            QCOMPARE(p.cols[e.attackerRow], e.attackerCol);
            switch (e.line) {
            case Line::Row: QCOMPARE(e.row, e.attackerRow); break;
            case Line::Column: QCOMPARE(e.col, e.attackerCol); break;
            case Line::Diagonal: QCOMPARE(e.row - e.col, e.attackerRow - e.attackerCol); break;
            case Line::AntiDiagonal: QCOMPARE(e.row + e.col, e.attackerRow + e.attackerCol); break;
            case Line::None: QFAIL("a conflict must name its line");
            }
        }
    }

    void continuesFromTheUsersQueens_data()
    {
        QTest::addColumn<nq::Order>("order");
        QTest::addColumn<nq::Check>("check");
        QTest::newRow("rows arrays") << Order::Rows << Check::Arrays;
        QTest::newRow("rows bitmask") << Order::Rows << Check::Bitmask;
        QTest::newRow("columns scan") << Order::Columns << Check::Scan;
    }
    void continuesFromTheUsersQueens()
    {
        QFETCH(nq::Order, order);
        QFETCH(nq::Check, check);
        // Every solution of 8 that keeps queens (0,0) and (1,4) in row order, or (0,0) and
        // (4,1) in column order, found by filtering the whole search.
        Placement prefix(8);
        prefix.cols[0] = 0;
        if (order == Order::Rows)
            prefix.cols[1] = 4;
        else
            prefix.cols[4] = 1;
        QCOMPARE(Stepper::prefixLength(prefix, order), 2);
        std::vector<Placement> expected;
        {
            Stepper all(searchOptions(8, order, Check::Bitmask));
            while (all.advanceToNextSolution()) {
                const Placement p = all.placement();
                bool keeps = true;
                for (int r = 0; r < 8; ++r)
                    keeps = keeps && (prefix.cols[r] < 0 || prefix.cols[r] == p.cols[r]);
                if (keeps)
                    expected.push_back(p);
            }
        }
        QVERIFY(!expected.empty());
        Stepper stepper(searchOptions(8, order, check), prefix);
        QVERIFY(stepper.placement() == prefix);
        QCOMPARE(stepper.counters().places, 0u);
        std::vector<Placement> found;
        Event last;
        Event beforeLast;
        while (!stepper.isFinished()) {
            beforeLast = last;
            last = stepper.next();
            if (last.type == EventType::Solution)
                found.push_back(stepper.placement());
            QVERIFY(!(last.type == EventType::Remove
                      && (order == Order::Rows ? last.row : last.col) < 2));
        }
        QCOMPARE(found.size(), expected.size());
        for (std::size_t i = 0; i < found.size(); ++i)
            QVERIFY(found[i] == expected[i]);
        QVERIFY(beforeLast.type == EventType::Backtrack);
        QCOMPARE(int(beforeLast.level), 2);
        QVERIFY(stepper.placement() == prefix); // the user's queens stay
    }

    void aCompleteBoardFromTheUserIsOneSolution()
    {
        Placement p(4);
        p.cols = {1, 3, 0, 2};
        Stepper stepper(searchOptions(4, Order::Rows, Check::Arrays), p);
        QVERIFY(stepper.next().type == EventType::Solution);
        QVERIFY(stepper.next().type == EventType::Done);
        QVERIFY(stepper.isFinished());
    }

    void prefixLengthRefusesGapsAndAttacks()
    {
        Placement p(6);
        QCOMPARE(Stepper::prefixLength(p, Order::Rows), 0);
        p.cols[1] = 3; // row 0 empty: a gap
        QCOMPARE(Stepper::prefixLength(p, Order::Rows), -1);
        QCOMPARE(Stepper::prefixLength(p, Order::Columns), -1);
        p.cols[0] = 1; // (0,1) and (1,3): fine in row order; columns 1 and 3 leave a gap
        QCOMPARE(Stepper::prefixLength(p, Order::Rows), 2);
        QCOMPARE(Stepper::prefixLength(p, Order::Columns), -1);
        p.cols[0] = 2; // (0,2) attacks (1,3)
        QCOMPARE(Stepper::prefixLength(p, Order::Rows), -1);
    }

    void countersByLevel()
    {
        Stepper stepper(searchOptions(6, Order::Rows, Check::Arrays));
        while (!stepper.isFinished())
            stepper.next();
        std::uint64_t places = 0;
        std::uint64_t backtracks = 0;
        for (int level = 0; level < 6; ++level) {
            places += stepper.state().placesAtLevel[level];
            backtracks += stepper.state().backtracksAtLevel[level];
        }
        QCOMPARE(places, stepper.counters().places);
        QCOMPARE(backtracks, stepper.counters().backtracks);
        QCOMPARE(stepper.state().placesAtLevel[0], 6u);
        QCOMPARE(stepper.state().placesAtLevel[5], 4u); // one per solution
    }

    void placedAtStepNamesThePlaceEvent()
    {
        Stepper stepper(searchOptions(7, Order::Columns, Check::Scan));
        for (int i = 0; i < 3000 && !stepper.isFinished(); ++i) {
            const Event e = stepper.next();
            if (e.type == EventType::Place)
                QCOMPARE(stepper.state().placedAtStep[stepper.depth() - 1],
                         stepper.counters().steps);
        }
    }

    void restoreGivesTheSameRemainingStream_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<nq::Order>("order");
        QTest::addColumn<nq::Check>("check");
        QTest::newRow("6 rows scan") << 6 << Order::Rows << Check::Scan;
        QTest::newRow("7 columns arrays") << 7 << Order::Columns << Check::Arrays;
        QTest::newRow("8 rows bitmask") << 8 << Order::Rows << Check::Bitmask;
        QTest::newRow("8 columns scan") << 8 << Order::Columns << Check::Scan;
    }
    void restoreGivesTheSameRemainingStream()
    {
        QFETCH(int, n);
        QFETCH(nq::Order, order);
        QFETCH(nq::Check, check);
        const SearchOptions options = searchOptions(n, order, check);
        std::vector<Event> reference;
        {
            Stepper stepper(options);
            while (!stepper.isFinished())
                reference.push_back(stepper.next());
        }
        QRandomGenerator random(1234);
        Stepper stepper(options);
        for (int round = 0; round < 60; ++round) {
            const std::uint64_t at = random.bounded(quint64(reference.size()));
            Stepper fresh(options);
            fresh.skip(at);
            const StepperState saved = fresh.state();
            stepper.restore(saved);
            QCOMPARE(stepper.counters().steps, at);
            for (std::size_t i = at; i < reference.size(); ++i)
                QCOMPARE(stepper.next(), reference[i]);
            QVERIFY(stepper.isFinished());
        }
    }

    void solutionsAreValidDistinctAndClassesPartitionThem()
    {
        for (Order order : {Order::Rows, Order::Columns}) {
            Stepper stepper(searchOptions(8, order, Check::Bitmask));
            std::set<std::array<std::int8_t, kMaxN>> seen;
            std::map<std::array<std::int8_t, kMaxN>, std::set<std::array<std::int8_t, kMaxN>>>
                classes;
            while (stepper.advanceToNextSolution()) {
                const Placement p = stepper.placement();
                QVERIFY(p.isComplete());
                QVERIFY(isValidPlacement(p));
                QVERIFY(seen.insert(p.cols).second);
                classes[canonicalForm(p).cols].insert(p.cols);
            }
            QCOMPARE(seen.size(), 92u);
            QCOMPARE(classes.size(), 12u);
            std::size_t total = 0;
            for (const auto &[canonical, members] : classes) {
                Placement representative(8);
                representative.cols = *members.begin();
                QCOMPARE(int(members.size()), classSize(representative));
                for (const Placement &image : allTransforms(representative))
                    QVERIFY(members.count(image.cols));
                total += members.size();
            }
            QCOMPARE(total, 92u);
        }
    }
};

NQ_TEST_APPLESS_MAIN(TestStepper)
#include "tst_stepper.moc"
