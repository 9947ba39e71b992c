#include "pseudocode.h"
#include "stepper.h"
#include "testregistry.h"

#include <QTest>

#include <set>

using namespace nq;
using Listing = Pseudocode::Listing;

namespace {

// The kinds of step a listing must tell apart: every event type, and the three lines a
// conflict can name.
enum class Step {
    Try,
    ConflictSameLine,
    ConflictDiagonal,
    ConflictAntiDiagonal,
    Place,
    Solution,
    Remove,
    Backtrack,
    Done
};

const Step kSteps[] = {
    Step::Try,   Step::ConflictSameLine, Step::ConflictDiagonal, Step::ConflictAntiDiagonal,
    Step::Place, Step::Solution,         Step::Remove,           Step::Backtrack,
    Step::Done};

const char *stepName(Step step)
{
    switch (step) {
    case Step::Try: return "try";
    case Step::ConflictSameLine: return "conflict-same-line";
    case Step::ConflictDiagonal: return "conflict-diagonal";
    case Step::ConflictAntiDiagonal: return "conflict-anti-diagonal";
    case Step::Place: return "place";
    case Step::Solution: return "solution";
    case Step::Remove: return "remove";
    case Step::Backtrack: return "backtrack";
    case Step::Done: return "done";
    }
    return "?";
}

Event eventFor(Step step, Order order)
{
    Event e;
    e.row = 3;
    e.col = 2;
    switch (step) {
    case Step::Try: e.type = EventType::Try; break;
    case Step::ConflictSameLine:
    case Step::ConflictDiagonal:
    case Step::ConflictAntiDiagonal:
        e.type = EventType::Conflict;
        e.attackerRow = 1;
        e.attackerCol = 0;
        e.line = step == Step::ConflictDiagonal       ? Line::Diagonal
                 : step == Step::ConflictAntiDiagonal ? Line::AntiDiagonal
                 : order == Order::Rows               ? Line::Column
                                                      : Line::Row;
        break;
    case Step::Place: e.type = EventType::Place; break;
    case Step::Solution:
        e = Event {};
        e.type = EventType::Solution;
        e.solution = 1;
        break;
    case Step::Remove: e.type = EventType::Remove; break;
    case Step::Backtrack:
        e = Event {};
        e.type = EventType::Backtrack;
        e.level = 3;
        break;
    case Step::Done:
        e = Event {};
        e.type = EventType::Done;
        break;
    }
    return e;
}

Step stepOf(const Event &e)
{
    switch (e.type) {
    case EventType::Try: return Step::Try;
    case EventType::Conflict:
        return e.line == Line::Diagonal       ? Step::ConflictDiagonal
               : e.line == Line::AntiDiagonal ? Step::ConflictAntiDiagonal
                                              : Step::ConflictSameLine;
    case EventType::Place: return Step::Place;
    case EventType::Solution: return Step::Solution;
    case EventType::Remove: return Step::Remove;
    case EventType::Backtrack: return Step::Backtrack;
    case EventType::Done: return Step::Done;
    }
    return Step::Done;
}

// What the highlighted line must say; empty: the step has no line in that listing.
struct Expected
{
    QString algorithm;
    QString check;
    QString checkMustNotSay; // to tell a look-up from the update of the same array
};

Expected expectedFor(const SearchOptions &o, Step step)
{
    const bool rows = o.order == Order::Rows;
    const bool bitmask = o.check == Check::Bitmask;
    Expected x;
    switch (step) {
    case Step::Try:
        x.algorithm = bitmask ? QString()
                      : rows  ? QStringLiteral("for each column c of row r")
                              : QStringLiteral("for each row r of column c");
        x.check = bitmask ? QString() : QStringLiteral("safe(r, c):");
        break;
    case Step::ConflictSameLine:
    case Step::ConflictDiagonal:
    case Step::ConflictAntiDiagonal:
        x.algorithm = bitmask ? QString() : QStringLiteral("if not safe(r, c)");
        if (o.check == Check::Scan) {
            if (step == Step::ConflictSameLine)
                x.check = rows ? QStringLiteral("if cols[i] == c")
                               : QStringLiteral("if rows[j] == r");
            else
                x.check = rows ? QStringLiteral("|r - i| == |c - cols[i]|")
                               : QStringLiteral("|c - j| == |r - rows[j]|");
        } else if (o.check == Check::Arrays) {
            x.check = step == Step::ConflictSameLine
                          ? (rows ? QStringLiteral("attacked = colUsed[c]")
                                  : QStringLiteral("attacked = rowUsed[r]"))
                      : step == Step::ConflictDiagonal ? QStringLiteral("or diag[r - c + N - 1]")
                                                       : QStringLiteral("or anti[r + c]");
        }
        break;
    case Step::Place:
        x.algorithm = QStringLiteral("place a queen");
        if (o.check == Check::Scan)
            x.check = QStringLiteral("return true");
        else if (o.check == Check::Arrays)
            x.check = rows ? QStringLiteral("colUsed[c] = true")
                           : QStringLiteral("rowUsed[r] = true");
        else
            x.check = QStringLiteral("p = free & -free");
        x.checkMustNotSay = QStringLiteral("attacked");
        break;
    case Step::Solution:
        x.algorithm = QStringLiteral("report the solution");
        x.check = bitmask ? (rows ? QStringLiteral("if cols == full")
                                  : QStringLiteral("if rows == full"))
                          : QString();
        break;
    case Step::Remove:
        x.algorithm = QStringLiteral("remove the queen");
        x.check = o.check == Check::Arrays ? (rows ? QStringLiteral("colUsed[c] = false")
                                                   : QStringLiteral("rowUsed[r] = false"))
                  : bitmask                ? QStringLiteral("free = free - p")
                                           : QString();
        break;
    case Step::Backtrack:
        x.algorithm = rows ? QStringLiteral("back to row r - 1")
                           : QStringLiteral("back to column c - 1");
        x.check = bitmask ? QStringLiteral("while free != 0") : QString();
        break;
    case Step::Done: x.algorithm = QStringLiteral("the search is over"); break;
    }
    return x;
}

QList<SearchOptions> allOptions(int n)
{
    QList<SearchOptions> list;
    for (Order order : {Order::Rows, Order::Columns})
        for (Check check : {Check::Scan, Check::Arrays, Check::Bitmask})
            for (Goal goal : {Goal::First, Goal::All})
                list << SearchOptions {n, order, check, goal};
    return list;
}

QByteArray optionsName(const SearchOptions &o)
{
    return QByteArray(toString(o.order).data()) + '/' + toString(o.check).data() + '/'
           + toString(o.goal).data();
}

// Compares one highlighted line with what it must say.
void verifyLine(const Pseudocode &code, Listing listing, int line, const QString &expected,
                const QString &mustNotSay = {})
{
    const auto &lines = code.lines(listing);
    if (expected.isEmpty()) {
        QCOMPARE(line, -1);
        return;
    }
    QVERIFY2(line >= 0 && line < lines.size(),
             qPrintable(QStringLiteral("no line for \"%1\"").arg(expected)));
    const QString text = Pseudocode::text(lines[line]);
    QVERIFY2(text.contains(expected),
             qPrintable(QStringLiteral("\"%1\" does not say \"%2\"").arg(text, expected)));
    if (!mustNotSay.isEmpty())
        QVERIFY2(!text.contains(mustNotSay), qPrintable(text));
}

} // namespace

Q_DECLARE_METATYPE(nq::SearchOptions)
Q_DECLARE_METATYPE(Step)

// Tests the pseudocode texts and which line each step of the search stands for.
class TestPseudocode : public QObject
{
    Q_OBJECT

private slots:
    void highlightedLineSaysTheStep_data()
    {
        QTest::addColumn<SearchOptions>("options");
        QTest::addColumn<Step>("step");
        for (const SearchOptions &o : allOptions(8))
            for (Step step : kSteps)
                QTest::newRow(optionsName(o) + ' ' + stepName(step)) << o << step;
    }

    void highlightedLineSaysTheStep()
    {
        QFETCH(SearchOptions, options);
        QFETCH(Step, step);
        const Pseudocode code(options);
        const Pseudocode::Highlight h = code.lineFor(eventFor(step, options.order));
        const Expected expected = expectedFor(options, step);
        verifyLine(code, Listing::Algorithm, h.algorithm, expected.algorithm);
        verifyLine(code, Listing::Check, h.check, expected.check, expected.checkMustNotSay);
        QCOMPARE(h.in(Listing::Algorithm), h.algorithm);
        QCOMPARE(h.in(Listing::Check), h.check);
    }

    void listingsAreShortAndAdaptedToTheOptions_data()
    {
        QTest::addColumn<SearchOptions>("options");
        for (const SearchOptions &o : allOptions(8))
            QTest::newRow(optionsName(o)) << o;
    }

    void listingsAreShortAndAdaptedToTheOptions()
    {
        QFETCH(SearchOptions, options);
        const Pseudocode code(options);
        QVERIFY(code.algorithm().size() >= 10 && code.algorithm().size() <= 16);
        QVERIFY(code.check().size() >= 5 && code.check().size() <= 16);
        QStringList algorithm;
        for (const auto &line : code.algorithm())
            algorithm << Pseudocode::text(line);
        QStringList check;
        for (const auto &line : code.check())
            check << Pseudocode::text(line);
        const QString all = algorithm.join(u'\n');
        const QString checkText = check.join(u'\n');

        const bool rows = options.order == Order::Rows;
        QVERIFY(all.contains(rows ? QStringLiteral("row r - 1") : QStringLiteral("column c - 1")));
        QVERIFY(!all.contains(rows ? QStringLiteral("column c - 1") : QStringLiteral("row r - 1")));
        QVERIFY(all.contains(options.goal == Goal::All ? QStringLiteral("look for more")
                                                       : QStringLiteral("stop")));
        switch (options.check) {
        case Check::Bitmask:
            QVERIFY(all.contains(QStringLiteral("p = free & -free")));
            QVERIFY(!all.contains(QStringLiteral("for each")));
            QVERIFY(checkText.contains(rows ? QStringLiteral("free = ~(cols | ld | rd) & full")
                                            : QStringLiteral("free = ~(rows | ld | rd) & full")));
            QVERIFY(checkText.contains(QStringLiteral("(ld | p) << 1")));
            QVERIFY(checkText.contains(QStringLiteral("(rd | p) >> 1")));
            break;
        case Check::Scan:
            QVERIFY(all.contains(rows ? QStringLiteral("for each column c of row r")
                                      : QStringLiteral("for each row r of column c")));
            QVERIFY(checkText.contains(rows ? QStringLiteral("for i = 0 .. r - 1")
                                            : QStringLiteral("for j = 0 .. c - 1")));
            break;
        case Check::Arrays:
            QVERIFY(checkText.contains(QStringLiteral("diag[r - c + N - 1] = true")));
            QVERIFY(checkText.contains(QStringLiteral("anti[r + c] = false")));
            QVERIFY(!checkText.contains(QStringLiteral("for ")));
            break;
        }
        // Short lines keep the text large in a narrow panel on a projector.
        for (const auto &line : code.algorithm() + code.check())
            QVERIFY2(Pseudocode::text(line).size() <= 40, qPrintable(Pseudocode::text(line)));
        // The code is written with ASCII operators, so any monospaced font shows it.
        for (const auto &line : code.algorithm() + code.check())
            QVERIFY2(!line.code.contains(QChar(0x2212)), qPrintable(line.code));
    }

    // Different steps are different lines: a glance tells a try from a place.
    void differentStepsHaveDifferentLines()
    {
        for (const SearchOptions &o : allOptions(8)) {
            const Pseudocode code(o);
            std::set<int> seen;
            for (EventType type :
                 {EventType::Try, EventType::Conflict, EventType::Place, EventType::Solution,
                  EventType::Remove, EventType::Backtrack, EventType::Done}) {
                Event e;
                e.type = type;
                e.line = Line::Column;
                const int line = code.lineFor(e).algorithm;
                if (line < 0)
                    continue;
                QVERIFY2(seen.insert(line).second, optionsName(o).constData());
            }
            QCOMPARE(int(seen.size()), o.check == Check::Bitmask ? 5 : 7);
        }
    }

    // Every event the real search sends, for every option, lands on the line that says it.
    void realSearchEventsLandOnTheirLines_data()
    {
        QTest::addColumn<SearchOptions>("options");
        for (const SearchOptions &o : allOptions(6))
            QTest::newRow(optionsName(o)) << o;
    }

    void realSearchEventsLandOnTheirLines()
    {
        QFETCH(SearchOptions, options);
        const Pseudocode code(options);
        Stepper stepper(options);
        int events = 0;
        std::set<Step> kinds;
        while (!stepper.isFinished()) {
            const Event e = stepper.next();
            const Step step = stepOf(e);
            kinds.insert(step);
            const Expected expected = expectedFor(options, step);
            const Pseudocode::Highlight h = code.lineFor(e);
            verifyLine(code, Listing::Algorithm, h.algorithm, expected.algorithm);
            verifyLine(code, Listing::Check, h.check, expected.check, expected.checkMustNotSay);
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("at event %1 (%2)")
                                     .arg(events)
                                     .arg(QString::fromLatin1(stepName(step)))));
            ++events;
        }
        QVERIFY(events > 10);
        if (options.check == Check::Bitmask) {
            QVERIFY(!kinds.count(Step::Try));
            QVERIFY(!kinds.count(Step::ConflictSameLine));
        } else {
            // N=6 shows all three kinds of conflict in every order.
            QVERIFY(kinds.count(Step::ConflictSameLine));
            QVERIFY(kinds.count(Step::ConflictDiagonal));
            QVERIFY(kinds.count(Step::ConflictAntiDiagonal));
        }
    }

    void bitmaskNeverMapsTryOrConflict()
    {
        for (const SearchOptions &o : allOptions(8)) {
            if (o.check != Check::Bitmask)
                continue;
            const Pseudocode code(o);
            for (Step step : {Step::Try, Step::ConflictSameLine, Step::ConflictDiagonal,
                              Step::ConflictAntiDiagonal}) {
                const Pseudocode::Highlight h = code.lineFor(eventFor(step, o.order));
                QCOMPARE(h.algorithm, -1);
                QCOMPARE(h.check, -1);
            }
        }
    }

    void explanationsSayHowEachCheckWorks()
    {
        for (Order order : {Order::Rows, Order::Columns}) {
            const bool rows = order == Order::Rows;
            const QString scan = Pseudocode::explanation(Check::Scan, order);
            QVERIFY(scan.contains(rows ? QStringLiteral("cols[i] == c")
                                       : QStringLiteral("rows[j] == r")));
            const QString arrays = Pseudocode::explanation(Check::Arrays, order);
            QVERIFY(arrays.contains(QStringLiteral("r - c + N - 1")));
            QVERIFY(arrays.contains(QStringLiteral("r + c")));
            const QString bitmask = Pseudocode::explanation(Check::Bitmask, order);
            QVERIFY(bitmask.contains(QStringLiteral("free & -free")));
            for (Check check : {Check::Scan, Check::Arrays, Check::Bitmask}) {
                QVERIFY(!Pseudocode::checkName(check).isEmpty());
                const QString text = Pseudocode::explanation(check, order);
                QVERIFY(text.size() > 150 && text.size() < 700);
                QCOMPARE(Pseudocode(SearchOptions {8, order, check, Goal::All}).explanation(),
                         text);
            }
        }
    }

    void shownTextHasIndentAndComment()
    {
        const Pseudocode::ListingLine line {2, QStringLiteral("if cols[i] == c:"),
                                            QStringLiteral("same column"),
                                            Pseudocode::Role::SameLine};
        QCOMPARE(Pseudocode::text(line), QStringLiteral("    if cols[i] == c:  // same column"));
        QCOMPARE(Pseudocode::text({0, QStringLiteral("return true"), {}, Pseudocode::Role::Safe}),
                 QStringLiteral("return true"));
    }
};

NQ_TEST_MAIN(TestPseudocode)
#include "tst_pseudocode.moc"
