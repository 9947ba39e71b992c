#include "pseudocodeview.h"
#include "searchfixtures.h"
#include "searchmetatypes.h"
#include "stepper.h"
#include "testregistry.h"
#include "watchvalues.h"
#include "watchview.h"

#include <QTest>

#include <cstdlib>

using namespace nq;

namespace {

// The board lines the placed queens hold, counted from the placement alone, in the listing's
// board coordinates: used[c] (rows[r] in column order), diag[r - c + N - 1], anti[r + c].
struct Lines
{
    std::vector<bool> used, diag, anti;
};
Lines linesOf(const Placement &placement, Order order)
{
    const int n = placement.n;
    Lines lines {std::vector<bool>(std::size_t(n)), std::vector<bool>(std::size_t(2 * n - 1)),
                 std::vector<bool>(std::size_t(2 * n - 1))};
    for (int r = 0; r < n; ++r) {
        const int c = placement.cols[std::size_t(r)];
        if (c < 0)
            continue;
        lines.used[std::size_t(order == Order::Rows ? c : r)] = true;
        lines.diag[std::size_t(r - c + n - 1)] = true;
        lines.anti[std::size_t(r + c)] = true;
    }
    return lines;
}

QString bits(const WatchValues::Row &row)
{
    QString text;
    for (const WatchValues::Cell &cell : row.cells)
        text += cell.text;
    return text;
}

QString bits(const std::vector<bool> &flags)
{
    QString text;
    for (bool flag : flags)
        text += flag ? u'1' : u'0';
    return text;
}

QList<int> lookedIn(const WatchValues::Row &row)
{
    QList<int> looked;
    for (qsizetype i = 0; i < row.cells.size(); ++i)
        if (row.cells[i].looked)
            looked << int(i);
    return looked;
}

} // namespace

// The Watch under the safety check: at every step the values are the check's own variables,
// checked against the board they stand for; the entries the check reads are the square's.
class TestWatchValues : public QObject
{
    Q_OBJECT

private slots:
    void occupancyArraysAreTheBoardsLines_data()
    {
        QTest::addColumn<Order>("order");
        QTest::newRow("rows") << Order::Rows;
        QTest::newRow("columns") << Order::Columns;
    }
    void occupancyArraysAreTheBoardsLines()
    {
        QFETCH(Order, order);
        Stepper stepper(test::searchOptions(6, order, Check::Arrays));
        int conflicts = 0;
        while (!stepper.isFinished()) {
            const Event event = stepper.next();
            const WatchValues values = WatchValues::of(stepper.state(), &event);
            QCOMPARE(values.rows.size(), 3);
            QCOMPARE(values.rows[0].name,
                     order == Order::Rows ? QStringLiteral("colUsed") : QStringLiteral("rowUsed"));
            const Lines lines = linesOf(stepper.placement(), order);
            QCOMPARE(bits(values.rows[0]), bits(lines.used));
            QCOMPARE(bits(values.rows[1]), bits(lines.diag));
            QCOMPARE(bits(values.rows[2]), bits(lines.anti));
            if (event.type != EventType::Try && event.type != EventType::Conflict)
                continue;
            // The square's three entries, and on a conflict the attacker's line is set.
            const int r = event.row, c = event.col;
            QCOMPARE(values.square, QStringLiteral("r = %1, c = %2").arg(r).arg(c));
            QCOMPARE(lookedIn(values.rows[0]), QList<int> {order == Order::Rows ? c : r});
            QCOMPARE(lookedIn(values.rows[1]), QList<int> {r - c + 5});
            QCOMPARE(lookedIn(values.rows[2]), QList<int> {r + c});
            if (event.type == EventType::Conflict) {
                ++conflicts;
                const int row = event.line == Line::Diagonal       ? 1
                                : event.line == Line::AntiDiagonal ? 2
                                                                   : 0;
                QVERIFY(values.rows[row].cells[lookedIn(values.rows[row]).first()].set);
            }
        }
        QVERIFY(conflicts > 50);
    }

    void theScanMarksTheAttacker()
    {
        Stepper stepper(test::searchOptions(6, Order::Rows, Check::Scan));
        int conflicts = 0;
        while (!stepper.isFinished()) {
            const Event event = stepper.next();
            const WatchValues values = WatchValues::of(stepper.state(), &event);
            QCOMPARE(values.rows.size(), 1);
            QCOMPARE(values.rows[0].name, QStringLiteral("cols"));
            const QList<int> looked = lookedIn(values.rows[0]);
            if (event.type != EventType::Conflict) {
                QVERIFY(looked.isEmpty());
                continue;
            }
            ++conflicts;
            // The earlier queen named by the event: its row, holding its column.
            QCOMPARE(looked, QList<int> {event.attackerRow});
            QCOMPARE(values.rows[0].cells[event.attackerRow].text,
                     QString::number(event.attackerCol));
            QCOMPARE(values.summary(), QStringLiteral("r = %1, c = %2: cols[%3] = %4")
                                           .arg(event.row)
                                           .arg(event.col)
                                           .arg(event.attackerRow)
                                           .arg(event.attackerCol));
        }
        QVERIFY(conflicts > 50);
    }

    // The masks hold the placed queens' columns and diagonals as they reach the level; free
    // is what is left to take there, and the bit marked is the one the search takes next. At
    // a placement (the pseudocode on p = free & -free) they are the masks that chose it: the
    // placed queen's level, its bit in free and marked (they were the next level's, whose
    // lowest free bit was not the queen placed).
    void theBitmasksAreTheLevelsMasks()
    {
        const int n = 6;
        Stepper stepper(test::searchOptions(n, Order::Rows, Check::Bitmask));
        int places = 0;
        int placesSeen = 0;
        while (!stepper.isFinished()) {
            const Event event = stepper.next();
            const WatchValues values = WatchValues::of(stepper.state(), &event);
            QCOMPARE(values.rows.size(), 4);
            const bool placement = event.type == EventType::Place;
            const int level = placement ? int(event.row) : stepper.depth();
            if (placement) {
                ++placesSeen;
                QCOMPARE(lookedIn(values.rows[3]), QList<int> {event.col});
            }
            if (level >= n)
                continue;
            QCOMPARE(values.square, QStringLiteral("r = %1").arg(level));
            const Placement board = stepper.placement();
            QString cols(n, u'0');
            QString attacked(n, u'0');
            for (int r = 0; r < level; ++r) {
                const int c = board.cols[std::size_t(r)];
                cols[c] = u'1';
                for (int col = 0; col < n; ++col)
                    if (col == c || std::abs(col - c) == level - r)
                        attacked[col] = u'1';
            }
            QCOMPARE(bits(values.rows[0]), cols);
            // Each free square is safe; the search takes the lowest next.
            const QString free = bits(values.rows[3]);
            for (int col = 0; col < n; ++col)
                if (free[col] == u'1')
                    QCOMPARE(attacked[col], u'0');
            const QList<int> next = lookedIn(values.rows[3]);
            QCOMPARE(next.isEmpty(), !free.contains(u'1'));
            if (!next.isEmpty()) {
                QCOMPARE(next.first(), int(free.indexOf(u'1')));
                if (!placement && stepper.state().phase == StepperState::Phase::Choose) {
                    const Event placed = stepper.next(); // the bitmask places without trying
                    ++places;
                    QVERIFY(placed.type == EventType::Place);
                    QCOMPARE(int(placed.col), next.first());
                }
            }
        }
        QVERIFY(places > 10 && placesSeen > 10 && places + placesSeen > 50);
    }

    void thePanelWatchesTheStepAndForgetsASolutionPicked()
    {
        PseudocodeView view;
        view.setOptions(test::searchOptions(8, Order::Rows, Check::Arrays));
        Stepper stepper(test::searchOptions(8, Order::Rows, Check::Arrays));
        Event event;
        do
            event = stepper.next();
        while (event.type != EventType::Conflict);
        view.showValues(stepper.state(), &event);
        QCOMPARE(view.watch()->values().rows.size(), 3);
        QVERIFY(view.watch()->accessibleDescription().startsWith(
            QStringLiteral("r = %1, c = %2: colUsed[").arg(event.row).arg(event.col)));
        view.clearValues();
        QVERIFY(view.watch()->values().rows.isEmpty());
        QVERIFY(view.watch()->accessibleDescription().isEmpty());
    }
};

NQ_TEST_MAIN(TestWatchValues)
#include "tst_watchvalues.moc"
