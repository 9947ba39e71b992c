#include "searchfixtures.h"
#include "stepper.h"
#include "testregistry.h"
#include "tracechecker.h"
#include "tracefixtures.h"
#include "tracewording.h"

#include <QTest>

#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

using namespace nq;
using nq::test::checkText;
using nq::test::joinLines;
using nq::test::lineOf;
using nq::test::lineStarting;
using nq::test::traceLines;

namespace tracecheckertest {

SearchOptions optionsFor(int n, Order order, Check check, Goal goal)
{
    SearchOptions options;
    options.n = n;
    options.order = order;
    options.check = check;
    options.goal = goal;
    return options;
}

// N=5, row order, the scan check, all solutions: the trace the mutations below start from.
std::vector<std::string> baseLines(Goal goal = Goal::All, Order order = Order::Rows)
{
    return traceLines(optionsFor(5, order, Check::Scan, goal));
}

std::vector<std::string> inserted(std::vector<std::string> lines, std::uint64_t afterLine,
                                  const std::vector<std::string> &more)
{
    lines.insert(lines.begin() + std::ptrdiff_t(afterLine), more.begin(), more.end());
    return lines;
}

std::vector<std::string> replaced(std::vector<std::string> lines, std::uint64_t line,
                                  const std::string &text)
{
    lines[line - 1] = text;
    return lines;
}

std::vector<std::string> removed(std::vector<std::string> lines, std::uint64_t line)
{
    lines.erase(lines.begin() + std::ptrdiff_t(line - 1));
    return lines;
}

// What a checker found, for a test's message: "" while the trace holds.
std::string whyNot(const TraceChecker &checker, int n)
{
    return checker.violation() ? describeViolation(*checker.violation(), n) : std::string();
}

QByteArray lineNumber(std::uint64_t line)
{
    return "line " + QByteArray::number(quint64(line)) + ": ";
}

} // namespace tracecheckertest

using namespace tracecheckertest;

// Tests TraceChecker (core/engine tracechecker.h) and the English of its findings
// (tracewording.h): each rule of the event protocol broken in a correct trace gives that
// violation, first, on its line, whatever else the program printed and however its lines end;
// correct traces of every order, check and goal hold and match the reference search.
class TestTraceChecker : public QObject
{
    Q_OBJECT

private slots:
    // Each row: a trace (a correct one, mutated) and the one line check-trace prints for it.
    void findsTheFirstViolation_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("firstOnly");
        QTest::addColumn<QByteArray>("expected");
        const std::vector<std::string> base = baseLines();
        const std::uint64_t firstPlace = lineOf(base, "place 0 0"); // the board holds (0, 0)
        const std::uint64_t placeOneTwo = lineOf(base, "place 1 2"); // then (1, 2) as well
        const std::uint64_t firstRemove = lineStarting(base, "remove ");
        const std::uint64_t firstConflict = lineStarting(base, "conflict ");
        const std::uint64_t firstSolution = lineStarting(base, "solution");
        const auto add = [](const char *name, const std::vector<std::string> &lines,
                            const QByteArray &expected, bool firstOnly = false) {
            QTest::newRow(name) << QByteArray::fromStdString(joinLines(lines)) << firstOnly
                                << expected;
        };
        QCOMPARE(base.at(firstConflict - 1), std::string("conflict 1 0 queen 0 0 column"));
        QVERIFY(firstPlace < placeOneTwo && placeOneTwo < firstRemove);

        add("place attacked along a diagonal", inserted(base, firstPlace, {"place 1 1"}),
            lineNumber(firstPlace + 1)
                + "'place 1 1': the queen on row 0, column 0 attacks that square along a "
                  "diagonal");
        add("place attacked along the row", inserted(base, firstPlace, {"place 0 3"}),
            lineNumber(firstPlace + 1)
                + "'place 0 3': the queen on row 0, column 0 attacks that square along the row");
        add("place attacked along the column", inserted(base, firstPlace, {"place 3 0"}),
            lineNumber(firstPlace + 1)
                + "'place 3 0': the queen on row 0, column 0 attacks that square along the "
                  "column");
        add("place attacked along an anti-diagonal", inserted(base, placeOneTwo, {"place 2 1"}),
            lineNumber(placeOneTwo + 1)
                + "'place 2 1': the queen on row 1, column 2 attacks that square along an "
                  "anti-diagonal");
        add("place on a queen", inserted(base, firstPlace, {"place 0 0"}),
            lineNumber(firstPlace + 1) + "'place 0 0': a queen already stands on row 0, column 0");
        add("remove where no queen stands", inserted(base, firstRemove, {base.at(firstRemove - 1)}),
            lineNumber(firstRemove + 1) + "'" + QByteArray::fromStdString(base.at(firstRemove - 1))
                + "': no queen stands on row " + QByteArray(1, base.at(firstRemove - 1)[7])
                + ", column " + QByteArray(1, base.at(firstRemove - 1)[9]));
        add("a queen never placed removed", inserted(base, 0, {"remove 4 4"}),
            lineNumber(1) + "'remove 4 4': no queen stands on row 4, column 4");
        add("conflict naming a queen not there",
            replaced(base, firstConflict, "conflict 1 0 queen 0 1 column"),
            lineNumber(firstConflict)
                + "'conflict 1 0 queen 0 1 column': it names the queen on row 0, column 1, but "
                  "no queen stands there");
        add("conflict along the wrong line",
            replaced(base, firstConflict, "conflict 1 0 queen 0 0 diagonal"),
            lineNumber(firstConflict)
                + "'conflict 1 0 queen 0 0 diagonal': the queen on row 0, column 0 attacks that "
                  "square along the column, not along a diagonal");
        add("conflict with a queen that does not attack",
            replaced(base, firstConflict, "conflict 1 2 queen 0 0 diagonal"),
            lineNumber(firstConflict)
                + "'conflict 1 2 queen 0 0 diagonal': the queen on row 0, column 0 does not "
                  "attack row 1, column 2");
        add("conflict naming the square itself",
            inserted(base, firstPlace, {"conflict 0 0 queen 0 0 row"}),
            lineNumber(firstPlace + 1)
                + "'conflict 0 0 queen 0 0 row': the queen on row 0, column 0 does not attack "
                  "row 0, column 0");
        add("conflict on a square no queen attacks", replaced(base, firstConflict, "conflict 1 3"),
            lineNumber(firstConflict) + "'conflict 1 3': no queen attacks row 1, column 3");
        add("solution with a queen short", removed(base, firstSolution - 1),
            lineNumber(firstSolution - 1)
                + "'solution 1': the board holds 4 queens, a solution has 5");
        add("solution on an empty board", inserted(base, 0, {"solution"}),
            lineNumber(1) + "'solution': the board holds 0 queens, a solution has 5");
        add("solution repeated", inserted(base, firstSolution, {"solution"}),
            lineNumber(firstSolution + 1)
                + "'solution': the solution [0, 2, 4, 1, 3] was reported before, as solution 1 "
                  "on line "
                + QByteArray::number(quint64(firstSolution)));
        {
            std::vector<std::string> lines = base;
            const std::uint64_t last = lineOf(lines, "solution 10");
            lines = removed(lines, last);
            add("the last solution missed", lines,
                lineNumber(lines.size())
                    + "the trace ends with 9 of the 10 solutions; 1 is missing, the first "
                      "[4, 2, 0, 3, 1]");
            lines = removed(lines, lineOf(lines, "solution 1"));
            add("two solutions missed", lines,
                lineNumber(lines.size())
                    + "the trace ends with 8 of the 10 solutions; 2 are missing, the first "
                      "[0, 2, 4, 1, 3]");
            add("a trace cut short before its first solution",
                std::vector<std::string>(base.begin(),
                                         base.begin() + std::ptrdiff_t(firstSolution) - 1),
                lineNumber(firstSolution - 1)
                    + "the trace ends with 0 of the 10 solutions; 10 are missing, the first "
                      "[0, 2, 4, 1, 3]");
            add("nothing at all", {},
                QByteArray("the trace is empty: ") // never "line 0"
                    + "the trace ends with 0 of the 10 solutions; 10 are missing, the first "
                      "[0, 2, 4, 1, 3]");
        }
        {
            const std::vector<std::string> first = baseLines(Goal::First);
            const std::vector<std::string> lines = removed(first, lineStarting(first, "solution"));
            add("asked for the first, none reported", lines,
                lineNumber(lines.size())
                    + "the trace ends without a solution; the first of N=5 is [0, 2, 4, 1, 3]",
                true);
            const std::vector<std::string> columns = baseLines(Goal::First, Order::Columns);
            add("asked for the first in column order, none reported",
                removed(columns, lineStarting(columns, "solution")),
                lineNumber(columns.size() - 1)
                    + "the trace ends without a solution; the first of N=5 is [0, 3, 1, 4, 2]",
                true);
        }
        // Malformed lines, however they got there.
        add("a number missing", replaced(base, 3, "@nq place 3"),
            lineNumber(3) + "malformed event 'place 3': the column is missing (place r c)");
        add("a word for a number", replaced(base, 3, "@nq place 3 x"),
            lineNumber(3)
                + "malformed event 'place 3 x': the column 'x' is not a whole number from 0 to "
                  "4");
        add("off the board", replaced(base, 3, "place 3 5"),
            lineNumber(3)
                + "malformed event 'place 3 5': the column '5' is off the board (0 to 4)");
        add("NUL bytes", replaced(base, 3, std::string("@nq try 1 1\0\0", 13)),
            lineNumber(3)
                + "malformed event 'try 1 1\\x00\\x00': the column '1\\x00\\x00' is not a "
                  "whole "
                  "number from 0 to 4");
        add("invalid UTF-8", replaced(base, 3, "@nq backtrack \xff"),
            lineNumber(3)
                + "malformed event 'backtrack \\xff': the level '\\xff' is not a whole number "
                  "from 0 to 4");
        add("a line of 1 MB", replaced(base, 3, "@nq place 1 1" + std::string(1 << 20, ' ') + "x"),
            lineNumber(3) + "malformed event 'place 1 1" + QByteArray(55, ' ')
                + "...': it is 1048590 bytes long, and an event takes a few words (place r c)");
        add("the first of two violations",
            inserted(replaced(base, firstPlace + 5, "@nq done now"), firstPlace + 10,
                     {"place 0 0"}),
            lineNumber(firstPlace + 5)
                + "malformed event 'done now': 'now' is one word too many (done)");
        {
            std::vector<std::string> lines = base;
            lines.back() = "@nq place 1";
            add("a truncated last line", lines,
                lineNumber(lines.size())
                    + "malformed event 'place 1': the column is missing (place r c)");
        }
    }
    void findsTheFirstViolation()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, firstOnly);
        QFETCH(QByteArray, expected);
        for (const std::size_t chunk : {std::size_t(0), std::size_t(7), std::size_t(4096)}) {
            const TraceChecker checker = checkText(text.toStdString(), 5, firstOnly, chunk);
            QVERIFY(!checker.holds());
            QCOMPARE(QByteArray::fromStdString(describeViolation(*checker.violation(), 5)),
                     expected);
        }
    }

    // The program's own prints are kept and counted, never an error, wherever they fall; lines
    // ended by CRLF and a last line without its end read the same; violations keep their line.
    void theProgramsOwnOutputIsNoViolation_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<quint64>("outputLines");
        QTest::addColumn<QByteArray>("expected"); // "" when the trace holds
        const std::vector<std::string> base = baseLines();
        const std::uint64_t firstPlace = lineOf(base, "place 0 0");
        const std::vector<std::string> prints = {
            "Solving N=5",
            "",
            "Place 1 1",
            "  place 9 9",
            "placement",
            std::string("NUL\0inside", 10),
            "\xff\xfe not UTF-8 \xc3(",
            std::string(1 << 20, 'Q'),
            ". Q . . .",
            "\x1b[31mdone\x1b[0m",
        };
        const QByteArray clean = QByteArray::fromStdString(joinLines(base));
        QTest::newRow("none") << clean << quint64(0) << QByteArray();
        QTest::newRow("prints first")
            << QByteArray::fromStdString(joinLines(inserted(base, 0, prints)))
            << quint64(prints.size()) << QByteArray();
        QTest::newRow("prints between events")
            << QByteArray::fromStdString(joinLines(inserted(base, firstPlace, prints)))
            << quint64(prints.size()) << QByteArray();
        QTest::newRow("prints last")
            << QByteArray::fromStdString(joinLines(inserted(base, base.size(), prints)))
            << quint64(prints.size()) << QByteArray();
        QTest::newRow("CRLF") << QByteArray::fromStdString(joinLines(base, "\r\n")) << quint64(0)
                              << QByteArray();
        QTest::newRow("no end to the last line") << clean.chopped(1) << quint64(0) << QByteArray();
        QTest::newRow("CRLF, no end to the last line")
            << QByteArray::fromStdString(joinLines(base, "\r\n")).chopped(2) << quint64(0)
            << QByteArray();
        QTest::newRow("the last line cut to output")
            << clean.chopped(2) << quint64(1) << QByteArray(); // "don": the program's own
        const std::vector<std::string> wrong = inserted(inserted(base, firstPlace, {"place 1 1"}),
                                                        firstPlace, prints);
        QTest::newRow("prints before a violation")
            << QByteArray::fromStdString(joinLines(wrong)) << quint64(prints.size())
            << lineNumber(firstPlace + prints.size() + 1)
                   + "'place 1 1': the queen on row 0, column 0 attacks that square along a "
                     "diagonal";
        QTest::newRow("CRLF before a violation")
            << QByteArray::fromStdString(joinLines(wrong, "\r\n")) << quint64(prints.size())
            << lineNumber(firstPlace + prints.size() + 1)
                   + "'place 1 1': the queen on row 0, column 0 attacks that square along a "
                     "diagonal";
    }
    void theProgramsOwnOutputIsNoViolation()
    {
        QFETCH(QByteArray, text);
        QFETCH(quint64, outputLines);
        QFETCH(QByteArray, expected);
        for (const std::size_t chunk : {std::size_t(0), std::size_t(3), std::size_t(65536)}) {
            const TraceChecker checker = checkText(text.toStdString(), 5, false, chunk);
            if (expected.isEmpty()) {
                QVERIFY2(checker.holds(), whyNot(checker, 5).c_str());
                QCOMPARE(checker.counts().outputLines, std::uint64_t(outputLines));
                QCOMPARE(checker.summary().distinctSolutions, std::uint64_t(10));
            } else {
                QVERIFY(!checker.holds());
                QCOMPARE(QByteArray::fromStdString(describeViolation(*checker.violation(), 5)),
                         expected);
            }
        }
    }

    // The built-in search's trace holds in every order, check and goal, and is the reference:
    // the same tries (none for the bitmask check), places and solutions.
    void theBuiltInSearchHoldsAndIsTheReference_data()
    {
        QTest::addColumn<int>("n");
        for (int n = 1; n <= 8; ++n)
            QTest::newRow(QByteArray::number(n).constData()) << n;
    }
    void theBuiltInSearchHoldsAndIsTheReference()
    {
        QFETCH(int, n);
        for (const Goal goal : {Goal::All, Goal::First}) {
            for (const Order order : {Order::Rows, Order::Columns}) {
                for (const Check check : {Check::Scan, Check::Arrays, Check::Bitmask}) {
                    const SearchOptions options = optionsFor(n, order, check, goal);
                    const Counters counters = nq::test::finishedCounters(options);
                    const TraceChecker checker = checkText(joinLines(traceLines(options)), n,
                                                           goal == Goal::First, 4096);
                    QVERIFY2(checker.holds(), whyNot(checker, n).c_str());
                    const TraceSummary summary = checker.summary();
                    QVERIFY(summary.reference.ran);
                    QCOMPARE(summary.counts.places, counters.places);
                    QCOMPARE(summary.reference.places, counters.places);
                    QCOMPARE(summary.counts.tries, counters.tries);
                    if (check != Check::Bitmask)
                        QCOMPARE(summary.reference.tries, counters.tries);
                    QCOMPARE(summary.distinctSolutions, counters.solutions);
                    QCOMPARE(summary.counts.removes, counters.removes);
                    QCOMPARE(summary.counts.backtracks, counters.backtracks);
                    QCOMPARE(summary.counts.events, counters.steps);
                    // A board of one square, or a search that never leaves (0, 0) before its
                    // first choice, says nothing of its order.
                    if (n >= 4)
                        QCOMPARE(summary.order, std::optional<Order>(order));
                }
            }
        }
    }

    void wordsASummary()
    {
        const TraceChecker four = checkText(
            joinLines(traceLines(optionsFor(4, Order::Rows, Check::Scan, Goal::All))), 4, false);
        QCOMPARE(describeSummary(four.summary()),
                 std::string("holds: 154 events in 154 lines, 2 of 2 solutions, row order; tries "
                             "60 (\u00d71.00 the reference), places 16 (\u00d71.00 the "
                             "reference)"));
        std::vector<std::string> lines = traceLines(
            optionsFor(4, Order::Columns, Check::Bitmask, Goal::First));
        lines.insert(lines.begin(), "N = 4");
        const TraceChecker first = checkText(joinLines(lines), 4, true);
        QCOMPARE(describeSummary(first.summary()),
                 std::string("holds: 18 events in 19 lines (1 of the program's own output), 1 "
                             "solution (first asked), column order; tries not reported, places 8 "
                             "(\u00d71.00 the reference)"));
    }

    // A correct but wasteful search is the second most common finding: it holds, and its
    // tries and places are said as multiples of the reference's.
    void aWastefulSearchIsMeasuredAgainstTheReference()
    {
        std::vector<std::string> doubled;
        for (const std::string &line :
             traceLines(optionsFor(6, Order::Rows, Check::Scan, Goal::All))) {
            doubled.push_back(line);
            if (line.starts_with("try ")) // every square looked at twice
                doubled.push_back(line);
        }
        const TraceChecker checker = checkText(joinLines(doubled), 6, false);
        QVERIFY(checker.holds());
        const TraceSummary summary = checker.summary();
        QCOMPARE(summary.counts.tries, 2 * summary.reference.tries);
        QVERIFY(describeSummary(summary).find("(\u00d72.00 the reference)") != std::string::npos);
    }

    // A reference far longer than the trace (three lines for N=8 against a budget of ten
    // steps here; N=20 with all solutions in the program) is not run, but the number of
    // solutions is still compared with the known count: a trace with none of N=8's 92 breaks
    // the rule (it was said to hold, "not compared", as one that stops at its first solution
    // for N=15 did), one with all of N=10's holds.
    void aReferenceTooLongIsNotRun()
    {
        TraceChecker checker(8, false, 10);
        nq::test::readInChunks("place 0 0\nremove 0 0\ndone\n", 8, 0,
                               [&](const TraceLine &line) { checker.take(line); });
        checker.finish();
        QVERIFY(!checker.summary().reference.ran);
        QVERIFY(!checker.holds());
        QCOMPARE(describeViolation(*checker.violation(), 8),
                 std::string("line 3: the trace ends with 0 of the 92 solutions; 92 are missing "
                             "(too many to search for which)"));

        // N=10's 724 solutions, each placed and lifted: the reference takes more than four steps
        // an event of this trace, so only the count is compared.
        TraceChecker all(10, false, 10);
        std::string text;
        SearchOptions options;
        options.n = 10;
        Stepper stepper(options);
        while (stepper.advanceToNextSolution()) {
            for (int row = 0; row < 10; ++row)
                text += "place " + std::to_string(row) + ' '
                        + std::to_string(stepper.placement().cols[row]) + '\n';
            text += "solution\n";
            for (int row = 9; row >= 0; --row)
                text += "remove " + std::to_string(row) + ' '
                        + std::to_string(stepper.placement().cols[row]) + '\n';
        }
        nq::test::readInChunks(text, 10, 0, [&](const TraceLine &line) { all.take(line); });
        all.finish();
        QVERIFY(all.holds());
        QVERIFY(!all.summary().reference.ran);
        QVERIFY(all.summary().reference.countCompared);
        QVERIFY2(describeSummary(all.summary())
                         .find(", 724 of 724 solutions, row order; the number "
                               "of solutions compared with the known count")
                     != std::string::npos,
                 describeSummary(all.summary()).c_str());
    }

    // The order is judged from the levels the program fills: a row search from the bottom row
    // up is row order (it was called column order: its first queen, row 5 column 0, stands on
    // column 0 at depth 0), and so compared with the built-in row search.
    void aBottomUpRowSearchIsRowOrder()
    {
        const int n = 6;
        std::string text;
        std::vector<int> cols(n, -1);
        const auto safe = [&](int row, int col) {
            for (int r = row + 1; r < n; ++r)
                if (cols[r] == col || std::abs(cols[r] - col) == r - row)
                    return false;
            return true;
        };
        std::function<void(int)> solve = [&](int row) {
            if (row < 0) {
                text += "solution\n";
                return;
            }
            for (int col = 0; col < n; ++col) {
                if (!safe(row, col))
                    continue;
                text += "place " + std::to_string(row) + ' ' + std::to_string(col) + '\n';
                cols[row] = col;
                solve(row - 1);
                cols[row] = -1;
                text += "remove " + std::to_string(row) + ' ' + std::to_string(col) + '\n';
            }
        };
        solve(n - 1);
        const TraceChecker checker = checkText(text, n, false);
        QVERIFY(checker.holds());
        QVERIFY(checker.order() == Order::Rows);
        QVERIFY(describeSummary(checker.summary()).find(", row order") != std::string::npos);
    }

    // After the first violation, lines are still counted, and the headline stays.
    void laterLinesDoNotChangeTheHeadline()
    {
        const TraceChecker checker = checkText(
            "place 0 0\nplace 0 1\nremove 9 9\nsolution\nhello\n", 8, false);
        QVERIFY(!checker.holds());
        QCOMPARE(checker.violation()->line, std::uint64_t(2));
        QCOMPARE(int(checker.violation()->kind), int(TraceViolationKind::PlaceAttacked));
        QCOMPARE(checker.violation()->step, std::uint64_t(1));
        QCOMPARE(checker.counts().lines, std::uint64_t(5));
        QCOMPARE(checker.counts().outputLines, std::uint64_t(1));
        QCOMPARE(checker.counts().malformedLines, std::uint64_t(1));
    }

    // Solutions of N=32 (kept 5 bits a row, rows across word boundaries): a board and its half
    // turn are two solutions; the first again is a repeat.
    void repeatsAreFoundOnTheLargestBoard()
    {
        const int cols[32] = {0,  2,  4,  1,  3,  8,  10, 12, 14, 5,  17, 23, 25, 29, 24, 30,
                              27, 31, 26, 28, 15, 18, 9,  7,  16, 11, 20, 6,  13, 22, 19, 21};
        Placement first(32);
        Placement turned(32);
        for (int row = 0; row < 32; ++row) {
            first.cols[row] = std::int8_t(cols[row]);
            turned.cols[31 - row] = std::int8_t(31 - cols[row]);
        }
        QVERIFY(isValidPlacement(first) && isValidPlacement(turned));
        const auto reported = [](const Placement &board) {
            std::string text;
            for (int row = 0; row < 32; ++row)
                text += "place " + std::to_string(row) + ' ' + std::to_string(board.cols[row])
                        + '\n';
            text += "solution\n";
            for (int row = 31; row >= 0; --row)
                text += "remove " + std::to_string(row) + ' ' + std::to_string(board.cols[row])
                        + '\n';
            return text;
        };
        TraceChecker checker(32, false);
        nq::test::readInChunks(reported(first) + reported(turned) + reported(first), 32, 0,
                               [&](const TraceLine &line) { checker.take(line); });
        QVERIFY(!checker.holds());
        const TraceViolation &v = *checker.violation();
        QCOMPARE(int(v.kind), int(TraceViolationKind::SolutionRepeated));
        QCOMPARE(v.solution, std::uint64_t(3));
        QCOMPARE(v.earlierSolution, std::uint64_t(1));
        QCOMPARE(v.earlierLine, std::uint64_t(33));
        QCOMPARE(v.board, first);
    }
};

NQ_TEST_APPLESS_MAIN(TestTraceChecker)
#include "tst_tracechecker.moc"
