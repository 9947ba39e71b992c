#include "boardview.h"
#include "placementarrayview.h"
#include "stepper.h"
#include "testregistry.h"

#include <QAccessible>
#include <QFontMetricsF>
#include <QImage>
#include <QTest>

#include <cstdlib>

using namespace nq;

namespace {
// The average colour of the middle of a square.
QColor centreColour(const QImage &image, const QRectF &square)
{
    const QRect middle = square
                             .adjusted(square.width() * 0.3, square.height() * 0.3,
                                       -square.width() * 0.3, -square.height() * 0.3)
                             .toRect();
    qint64 r = 0, g = 0, b = 0, count = 0;
    for (int y = middle.top(); y <= middle.bottom(); ++y) {
        for (int x = middle.left(); x <= middle.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            r += c.red();
            g += c.green();
            b += c.blue();
            ++count;
        }
    }
    return QColor(int(r / count), int(g / count), int(b / count));
}

// The share of nearly black pixels in a square: the queen's body, never a board colour.
double darkShare(const QImage &image, const QRectF &square)
{
    const QRect r = square.toRect();
    int dark = 0;
    int all = 0;
    for (int y = r.top(); y <= r.bottom(); ++y) {
        for (int x = r.left(); x <= r.right(); ++x) {
            dark += image.pixelColor(x, y).lightness() < 60;
            ++all;
        }
    }
    return all ? double(dark) / all : 0.0;
}

Placement fourQueens()
{
    Placement p(4);
    p.cols = {1, 3, 0, 2};
    return p;
}
// `conflict row col`, naming the queen at (attackerRow, attackerCol) or, with -1, none.
Event conflictEvent(int row, int col, int attackerRow, int attackerCol)
{
    Event conflict;
    conflict.type = EventType::Conflict;
    conflict.row = row;
    conflict.col = col;
    conflict.attackerRow = attackerRow;
    conflict.attackerCol = attackerCol;
    return conflict;
}

} // namespace

// Tests what the board paints, by grabbing it to an image.
class TestBoardView : public QObject
{
    Q_OBJECT

private slots:
    // First of all, before any board has installed the table's factory. With a screen reader
    // listening from the start, as under Orca, the board is a table too:
    // its constructor asked for its interface (through setAccessibleName) before the table's
    // factory was installed, and Qt kept the plain one (seen through AT-SPI: a "filler").
    void theBoardIsATableWhileAScreenReaderListens()
    {
        QAccessible::setActive(true);
        BoardView view;
        QAccessibleInterface *board = QAccessible::queryAccessibleInterface(&view);
        QAccessible::setActive(false);
        QVERIFY(board);
        QCOMPARE(board->role(), QAccessible::Table);
        QVERIFY(board->tableInterface());
    }

    void theStripFollowsTheOrder()
    {
        // N=6, column order, ten steps (the case): the strip is rows[c], one box per
        // column, the current column marked with its candidate row.
        Stepper stepper(SearchOptions {6, Order::Columns, Check::Arrays, Goal::All});
        Event last;
        for (int i = 0; i < 10; ++i)
            last = stepper.next();
        QCOMPARE(int(last.type), int(EventType::Conflict));
        PlacementArrayView strip;
        strip.setScene(BoardScene::fromEvent(stepper.placement(), &last, Order::Columns));
        const Placement p = stepper.placement();
        QStringList rows;
        for (int c = 0; c < 6; ++c) {
            int row = -1;
            for (int r = 0; r < 6; ++r)
                if (p.cols[r] == c)
                    row = r;
            rows << (row >= 0 ? QString::number(row) : QStringLiteral("·"));
        }
        QCOMPARE(strip.text(), QStringLiteral("rows = [%1]").arg(rows.join(QStringLiteral(", "))));
        // The column tried is marked and shows the row tried, not the attacker's value.
        for (int c = 0; c < 6; ++c)
            QCOMPARE(strip.isMarked(c), c == last.col);
        QCOMPARE(strip.shownAt(last.col), QStringLiteral("%1?").arg(last.row));

        // Row order: cols[r], the row tried marked with its candidate column.
        Stepper byRows(SearchOptions {6, Order::Rows, Check::Arrays, Goal::All});
        for (int i = 0; i < 10; ++i)
            last = byRows.next();
        strip.setScene(BoardScene::fromEvent(byRows.placement(), &last, Order::Rows));
        QVERIFY(strip.text().startsWith(QStringLiteral("cols = [")));
        QVERIFY(strip.isMarked(last.row));
    }

    // The indices above the strip's boxes are captioned with what they count ("row" in row
    // order, "column" in column order), right before the first box: bare, they read as the
    // board's column labels.
    void theStripsIndicesAreCaptioned()
    {
        PlacementArrayView strip;
        strip.resize(520, strip.sizeHint().height());
        Placement queens(8);
        strip.setScene(BoardScene::fromEvent(queens, nullptr, Order::Rows));
        QCOMPARE(strip.indexCaption(), QStringLiteral("row"));
        const QRectF caption = strip.indexCaptionRect();
        QVERIFY(caption.width() > 0 && caption.left() >= 0);
        QVERIFY(QRectF(strip.rect()).contains(caption));
        const qreal firstBox = (strip.width() - 8 * strip.boxSide()) / 2; // at most this far left
        QVERIFY2(caption.right() <= firstBox + 8 * strip.boxSide() / 2,
                 qPrintable(QString::number(caption.right())));
        strip.setScene(BoardScene::fromEvent(queens, nullptr, Order::Columns));
        QCOMPARE(strip.indexCaption(), QStringLiteral("column"));
        // It is drawn: the caption's rectangle is not blank.
        strip.setScene(BoardScene::fromEvent(queens, nullptr, Order::Rows));
        const QImage image = strip.grab().toImage();
        const QColor background = image.pixelColor(0, 0);
        bool inked = false;
        const QRect area = caption.toAlignedRect().intersected(image.rect());
        for (int y = area.top(); y <= area.bottom() && !inked; ++y)
            for (int x = area.left(); x <= area.right() && !inked; ++x)
                inked = image.pixelColor(x, y) != background;
        QVERIFY(inked);
    }

    void noFrameCoversTheLabels()
    {
        // The solution's frame (an eighth of a cell) covered the row labels, whose gap was a
        // twelfth of a cell; now the gap is the widest frame and a little more, at every size.
        for (qreal cell = 4; cell <= 160; cell += 1) {
            QVERIFY(BoardView::labelGap(cell) > BoardView::frameWidth(cell, true));
            QVERIFY(BoardView::labelGap(cell) > BoardView::frameWidth(cell, false));
        }
    }

    void theStripsTextsStayInTheirBoxes_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<qreal>("box");
        QTest::addColumn<bool>("values");
        QTest::addColumn<bool>("indices");
        // The cases in a narrow strip: a candidate "15?" at N=16 (the old 8-pixel floor
        // made it 14 pixels wide), the indices at N=32 (the old font ran them together); and a
        // roomy N=8, where nothing shrinks.
        QTest::newRow("N=16 values") << 16 << 14.0 << true << false;
        QTest::newRow("N=32 indices") << 32 << 12.0 << false << true;
        QTest::newRow("N=8") << 8 << 56.0 << true << true;
    }
    void theStripsTextsStayInTheirBoxes()
    {
        QFETCH(int, n);
        QFETCH(qreal, box);
        QFETCH(bool, values);
        QFETCH(bool, indices);
        QFont base;
        base.setPointSizeF(10);
        const QString widest = QString::number(n - 1);
        if (values) {
            const QFont value = PlacementArrayView::valueFont(base, box, n);
            QVERIFY(QFontMetricsF(value).horizontalAdvance(widest + u'?') <= box);
            if (n == 8) // room enough: the value at its full size, half the box
                QCOMPARE(value.pixelSize(), int(box * 0.5));
        }
        if (indices)
            QVERIFY(
                QFontMetricsF(PlacementArrayView::indexFont(base, box, n)).horizontalAdvance(widest)
                <= box);
    }

    void queenSquaresDifferFromEmptyOnes()
    {
        BoardView view;
        view.resize(400, 400);
        Placement p(4);
        p.cols[0] = 1; // a queen on a dark square (0+1 odd)
        view.setScene(BoardScene::fromEvent(p, nullptr, Order::Rows));
        const QImage image = view.grab().toImage();
        // The queen is drawn in near-black: a good part of its square is dark, none of an
        // empty square of the same colour is.
        const double queen = darkShare(image, view.squareRect(0, 1));
        const double emptyDark = darkShare(image, view.squareRect(1, 0));
        QVERIFY2(queen > 0.1, qPrintable(QString::number(queen)));
        QCOMPARE(emptyDark, 0.0);
        const QColor emptyLight = centreColour(image, view.squareRect(0, 0));
        QVERIFY(emptyLight.lightness() > centreColour(image, view.squareRect(1, 0)).lightness());
    }

    void squaresAreSquareAndFillTheWidget()
    {
        BoardView view;
        view.resize(900, 500);
        view.setScene(BoardScene::fromEvent(Placement(8), nullptr, Order::Rows));
        const QRectF a = view.squareRect(0, 0);
        const QRectF b = view.squareRect(7, 7);
        QCOMPARE(a.width(), a.height());
        QVERIFY(b.bottom() <= 500 && b.right() <= 900);
        QVERIFY(a.width() * 8 > 500 * 0.8); // the board uses most of the height
        QCOMPARE(view.squareAt(a.center()), QPoint(0, 0));
        QCOMPARE(view.squareAt(b.center()), QPoint(7, 7));
        QCOMPARE(view.squareAt(QPointF(1, 1)), QPoint(-1, -1));
    }

    // Presenting, the squares stand at the top of a taller widget under the column numbers,
    // whose band is as high as their capitals: the numbers are whole (drawn in a rectangle
    // lower than their font's line, their upper half was over the widget's top) and end just
    // above the squares.
    void presentedColumnNumbersAreWholeAboveTheSquares()
    {
        BoardView view;
        view.resize(500, 700);
        view.setScene(BoardScene::fromEvent(Placement(8), nullptr, Order::Rows));
        view.setMinimumLabelCaps(19);
        const QImage image = view.grab().toImage();
        const QRectF squares = view.squareRect(0, 0).united(view.squareRect(7, 7));
        QVERIFY(squares.top() <= view.labelBand() + 1); // at the top, under the numbers
        // Ink of the numbers over the first column: rows of pixels darker than the background.
        const QColor back = image.pixelColor(1, 1);
        int firstInk = -1;
        int lastInk = -1;
        for (int y = 0; y < int(squares.top()); ++y)
            for (int x = int(squares.left()); x < int(squares.left() + squares.width() / 8); ++x)
                if (qGray(image.pixel(x, y)) < qGray(back.rgb()) - 60) {
                    if (firstInk < 0)
                        firstInk = y;
                    lastInk = y;
                }
        QVERIFY2(firstInk > 0,
                 qPrintable(QStringLiteral("the number's ink from y %1").arg(firstInk)));
        QFont font = view.font();
        font.setPixelSize(view.labelPixels());
        QVERIFY2(lastInk - firstInk + 2 >= QFontMetricsF(font).capHeight(),
                 qPrintable(QStringLiteral("ink %1-%2").arg(firstInk).arg(lastInk)));
    }

    // A screen reader walks the board as a table of N×N cells, each saying what stands on it:
    // the queens, the candidate and what attacks it, the empty squares (the board was one
    // nameless object before).
    void aScreenReaderWalksTheBoardCellByCell()
    {
        BoardView view;
        view.resize(400, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        Placement p(4);
        p.cols[0] = 1;
        Event conflict = conflictEvent(1, 2, 0, 1);
        conflict.line = Line::AntiDiagonal;
        view.setScene(BoardScene::fromEvent(p, &conflict, Order::Rows));

        QAccessibleInterface *board = QAccessible::queryAccessibleInterface(&view);
        QVERIFY(board);
        QCOMPARE(board->role(), QAccessible::Table);
        QAccessibleTableInterface *table = board->tableInterface();
        QVERIFY(table);
        QCOMPARE(table->rowCount(), 4);
        QCOMPARE(table->columnCount(), 4);
        QCOMPARE(board->childCount(), 16);
        QCOMPARE(table->cellAt(0, 1)->text(QAccessible::Name),
                 QStringLiteral("Row 0, column 1: queen"));
        QCOMPARE(table->cellAt(1, 2)->text(QAccessible::Name),
                 QStringLiteral("Row 1, column 2: candidate, attacked by the queen in row 0, "
                                "column 1 along an anti-diagonal"));
        QCOMPARE(table->cellAt(3, 3)->text(QAccessible::Name),
                 QStringLiteral("Row 3, column 3: empty"));
        // Cells are found again where they are, by index and by point, and say they are cells.
        QAccessibleInterface *cell = board->child(6);
        QCOMPARE(cell, table->cellAt(1, 2));
        QCOMPARE(cell->role(), QAccessible::Cell);
        QCOMPARE(board->indexOfChild(cell), 6);
        QCOMPARE(cell->tableCellInterface()->rowIndex(), 1);
        QCOMPARE(board->childAt(cell->rect().center().x(), cell->rect().center().y()), cell);
        // The cells follow the board: the queen lifted, the square is empty.
        Event lift;
        lift.type = EventType::Remove;
        lift.row = 0;
        lift.col = 1;
        view.setScene(BoardScene::fromEvent(Placement(4), &lift, Order::Rows));
        QCOMPARE(table->cellAt(0, 1)->text(QAccessible::Name),
                 QStringLiteral("Row 0, column 1: empty, its queen just lifted"));
        // A larger board has more cells.
        view.setScene(BoardScene::fromEvent(Placement(6), nullptr, Order::Rows));
        QCOMPARE(board->childCount(), 36);
        QCOMPARE(table->cellAt(5, 5)->text(QAccessible::Name),
                 QStringLiteral("Row 5, column 5: empty"));
    }

    // A bookmark's note follows the step in the board's description, as sentences: Orca's
    // Where Am I reads it (it was only in the Bookmarks tree).
    void theBookmarksNoteIsInTheBoardsDescription()
    {
        BoardView view;
        QAccessibleInterface *board = QAccessible::queryAccessibleInterface(&view);
        view.speakStep(QStringLiteral("Step 40 \u00b7 Row 3: trying column 1"));
        view.setSpokenNote(QStringLiteral("Bookmark: look at row 3 (the first dead end)"));
        QVERIFY2(board->text(QAccessible::Description)
                     .startsWith(QStringLiteral("Step 40. Row 3: trying column 1. Bookmark: look "
                                                "at row 3, the first dead end. 8 by 8 board.")),
                 qPrintable(board->text(QAccessible::Description)));
        view.setSpokenNote(QString());
        QVERIFY(!board->text(QAccessible::Description).contains(QStringLiteral("Bookmark")));
    }

    // Each step's narration starts the board's description at once, and is said: a step by
    // key at once; during Play when the previous one has had time to be heard, the newest; at
    // Pause, where the search stands. The keyboard cursor of Try it yourself is a focused cell.
    void theBoardSaysEachStepAndWhereTheCursorIs()
    {
        BoardView view;
        view.resize(400, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QAccessibleInterface *board = QAccessible::queryAccessibleInterface(&view);
        const auto describes = [board](const char *start) {
            return board->text(QAccessible::Description).startsWith(QString::fromUtf8(start));
        };
        const auto said = [&view](const char *start) {
            return view.spokenStep().startsWith(QString::fromUtf8(start));
        };
        view.speakStep(QStringLiteral("Step 1 · Row 0: trying column 0"));
        QVERIFY(said("Step 1 ·") && describes("Step 1. "));
        view.speakStep(QStringLiteral("Step 2 · Row 0: a queen is placed in column 0"));
        QVERIFY(said("Step 2 ·") && describes("Step 2. "));
        view.setPlaying(true);
        view.speakStep(QStringLiteral("Step 3 · Row 1: trying column 0"));
        view.speakStep(QStringLiteral("Step 4 · Row 1: column 0 is attacked"));
        // Step 2 is still being heard (three seconds); then the newest is said.
        QVERIFY(said("Step 2 ·") && describes("Step 4. "));
        QTRY_VERIFY_WITH_TIMEOUT(said("Step 4 ·"), 10000);
        view.speakStep(QStringLiteral("Step 5 · Row 1: trying column 1"));
        QVERIFY(said("Step 4 ·") && describes("Step 5. "));
        view.setPlaying(false); // Pause: said at once, when the snapshot has been handed out
        view.snapshotHandedOut();
        QVERIFY(said("Step 5 ·"));
        // Paused by the user: that it paused, and where, first. The window's feed hands the
        // board the run state before the narration of the step it paused at: that narration
        // is said with the pause, not before it.
        view.setPlaying(true);
        view.setPlaying(false, 21);
        view.speakStep(QStringLiteral("Step 21 · Row 3: trying column 1"));
        QVERIFY(said("Step 5 ·"));
        view.snapshotHandedOut();
        QVERIFY(said("Paused at step 21. Step 21. Row 3"));

        view.setScene(BoardScene::fromEvent(Placement(8), nullptr, Order::Rows));
        view.setCursorEnabled(true);
        view.setFocus();
        QTRY_VERIFY(view.hasFocus());
        QTest::keyClick(&view, Qt::Key_Right);
        QTest::keyClick(&view, Qt::Key_Down);
        QAccessibleInterface *cell = board->tableInterface()->cellAt(1, 1);
        QVERIFY(cell->state().focused);
        QVERIFY(!board->tableInterface()->cellAt(0, 1)->state().focused);
    }

    void conflictIsPaintedRed()
    {
        BoardView view;
        view.resize(400, 400);
        Placement p(4);
        p.cols[0] = 0;
        Event conflict = conflictEvent(2, 2, 0, 0);
        conflict.line = Line::Diagonal;
        view.setScene(BoardScene::fromEvent(p, &conflict, Order::Rows));
        const QImage image = view.grab().toImage();
        // The line from (0,0) to (2,2) crosses the middle of square (1,1).
        const QColor onLine = image.pixelColor(view.squareRect(1, 1).center().toPoint());
        QVERIFY2(onLine.red() > 150 && onLine.green() < 120, qPrintable(onLine.name()));
    }

    // `conflict r c` names no attacker: the square alone is marked, and no line or box of the
    // conflict's colour reaches past the board (it was drawn to a square at row -1, column -1).
    void aConflictThatNamesNoAttackerDrawsNoLine()
    {
        BoardView view;
        view.resize(400, 400);
        Placement p(4);
        p.cols[0] = 1;
        const Event conflict = conflictEvent(2, 2, -1, -1);
        view.setScene(BoardScene::fromEvent(p, &conflict, Order::Rows));
        const QImage image = view.grab().toImage();
        const QRectF board = view.squareRect(0, 0).united(view.squareRect(3, 3));
        const QColor attack = view.theme().conflict;
        const auto isAttack = [&](const QColor &c) {
            return std::abs(c.red() - attack.red()) < 40
                   && std::abs(c.green() - attack.green()) < 40
                   && std::abs(c.blue() - attack.blue()) < 40;
        };
        int outside = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                if (!board.contains(QPointF(x + 0.5, y + 0.5)) && isAttack(image.pixelColor(x, y)))
                    ++outside;
            }
        }
        QCOMPARE(outside, 0);
        // The attacked square is still marked, and the squares between it and the corner are not.
        int onSquare = 0;
        const QRect marked = view.squareRect(2, 2).toRect();
        for (int y = marked.top(); y <= marked.bottom(); ++y) {
            for (int x = marked.left(); x <= marked.right(); ++x)
                onSquare += isAttack(image.pixelColor(x, y));
        }
        QVERIFY(onSquare > 0);
        QVERIFY(!isAttack(image.pixelColor(view.squareRect(1, 1).center().toPoint())));
    }

    void solutionLightsTheBoard()
    {
        BoardView view;
        view.resize(400, 400);
        view.setScene(BoardScene::fromEvent(fourQueens(), nullptr, Order::Rows));
        const QColor plain = centreColour(view.grab().toImage(),
                                          view.squareRect(2, 0).adjusted(0, 0, 0, -30));
        Event solution;
        solution.type = EventType::Solution;
        solution.solution = 1;
        view.setScene(BoardScene::fromEvent(fourQueens(), &solution, Order::Rows));
        const QImage lit = view.grab().toImage();
        const QColor glowing = centreColour(lit, view.squareRect(2, 0).adjusted(0, 0, 0, -30));
        QVERIFY(glowing != plain);
        QVERIFY(glowing.green() > glowing.red());
    }

    // A student's program that reports a solution with two queens of four: the board is not
    // lit in the solution's green (the narration says what is wrong).
    void anIncompleteSolutionIsNotLit()
    {
        BoardView view;
        view.resize(400, 400);
        Placement two(4);
        two.cols[0] = 1;
        two.cols[1] = 3;
        view.setScene(BoardScene::fromEvent(two, nullptr, Order::Rows));
        // A queen's square glows on a solution (as solutionLightsTheBoard measures it).
        const QRectF queen = view.squareRect(0, 1).adjusted(0, 0, 0, -30);
        const QColor plain = centreColour(view.grab().toImage(), queen);
        Event solution;
        solution.type = EventType::Solution;
        view.setScene(BoardScene::fromEvent(two, &solution, Order::Rows));
        QCOMPARE(centreColour(view.grab().toImage(), queen), plain);
    }

    void exhaustedRowIsMarked()
    {
        BoardView view;
        view.resize(400, 400);
        view.setScene(BoardScene::fromEvent(Placement(4), nullptr, Order::Rows));
        const QColor before = centreColour(view.grab().toImage(), view.squareRect(3, 1));
        Event backtrack;
        backtrack.type = EventType::Backtrack;
        backtrack.level = 3;
        view.setScene(BoardScene::fromEvent(Placement(4), &backtrack, Order::Rows));
        const QColor after = centreColour(view.grab().toImage(), view.squareRect(3, 1));
        const QColor otherRow = centreColour(view.grab().toImage(), view.squareRect(2, 1));
        QVERIFY(after != before);
        QVERIFY(otherRow != after);
    }

    void highDpiStaysSharp()
    {
        BoardView view;
        view.resize(300, 300);
        view.setScene(BoardScene::fromEvent(fourQueens(), nullptr, Order::Rows));
        QImage image(600, 600, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2.0);
        image.fill(Qt::white);
        view.render(&image);
        // Rendered at twice the pixels, the queen still darkens its square.
        const QRectF square = view.squareRect(0, 1);
        const QRectF scaled(square.x() * 2, square.y() * 2, square.width() * 2,
                            square.height() * 2);
        QVERIFY2(darkShare(image, scaled) > 0.1,
                 qPrintable(QString::number(darkShare(image, scaled))));
        QCOMPARE(darkShare(image, QRectF(scaled.x() - scaled.width(), scaled.y(), scaled.width(),
                                         scaled.height())),
                 0.0);
    }
};

NQ_TEST_MAIN(TestBoardView)
#include "tst_boardview.moc"
