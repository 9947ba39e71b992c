#include "boardtheme.h"
#include "miniboard.h"
#include "stepper.h"
#include "testregistry.h"

#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTest>

using namespace nq;

namespace {

Placement firstSolution(int n)
{
    SearchOptions options;
    options.n = n;
    options.check = Check::Bitmask;
    Stepper stepper(options);
    stepper.advanceToNextSolution();
    return stepper.placement();
}

QImage blank(int side)
{
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    return image;
}

// The small boards as the solution delegate, the symmetry panel and the handout painted them
// before the mini-board painter existed, kept here to prove the pictures did not change.
void oldDelegatePicture(QPainter *painter, const QPoint &topLeft, int cell, const Placement &p,
                        const BoardTheme &theme)
{
    const int n = p.n;
    painter->save();
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            painter->fillRect(QRect(topLeft.x() + c * cell, topLeft.y() + r * cell, cell, cell),
                              (r + c) % 2 ? theme.darkSquare : theme.lightSquare);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0x20, 0x21, 0x24));
    for (int r = 0; r < n; ++r) {
        const int c = p.cols[r];
        if (c < 0)
            continue;
        const QRectF square(topLeft.x() + c * cell, topLeft.y() + r * cell, cell, cell);
        const qreal radius = std::max(0.8, cell * 0.36);
        painter->drawEllipse(square.center(), radius, radius);
    }
    painter->restore();
}

void oldSymmetryPicture(QPainter &p, const QRect &board, int square, const Placement &image,
                        const BoardTheme &theme)
{
    const int n = image.n;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            p.fillRect(QRect(board.left() + c * square, board.top() + r * square, square, square),
                       (r + c) % 2 ? theme.darkSquare : theme.lightSquare);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x20, 0x21, 0x24));
    for (int r = 0; r < n; ++r) {
        const QRectF q(board.left() + image.cols[r] * square, board.top() + r * square, square,
                       square);
        const qreal radius = std::max(1.0, square * 0.36);
        p.drawEllipse(q.center(), radius, radius);
    }
}

void oldHandoutPicture(QPainter &painter, const QRectF &square, const Placement &placement,
                       const BoardTheme &theme)
{
    const int n = std::max(1, placement.n);
    const qreal side = square.width();
    const qreal cell = side / n;
    static QSvgRenderer queen(QStringLiteral(":/nqueens/queen.svg"));
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const QRectF cellRect(square.left() + c * cell, square.top() + r * cell, cell, cell);
            painter.fillRect(cellRect, (r + c) % 2 ? theme.darkSquare : theme.lightSquare);
            if (placement.cols[r] == c)
                queen.render(&painter, cellRect.adjusted(cell * 0.08, cell * 0.08, -cell * 0.08,
                                                         -cell * 0.08));
        }
    }
    painter.setPen(QPen(theme.frame, std::max<qreal>(1, side / 200)));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(square);
}

} // namespace

// Tests the mini-board painter: it paints exactly the pictures the three copies it replaced
// painted, and fits its squares in whole pixels.
class TestMiniBoard : public QObject
{
    Q_OBJECT

private slots:
    void cellsAreWholePixels()
    {
        QCOMPARE(MiniBoard::cellFor(44, 8), 5);
        QCOMPARE(MiniBoard::cellFor(44, 4), 11);
        QCOMPARE(MiniBoard::cellFor(44, 100), 1); // never a zero square
        QCOMPARE(MiniBoard::cellFor(44, 0), 44);
    }

    void fromBytesReadsSignedColumns()
    {
        const QByteArray bytes("\x01\x03\x00\xff", 4);
        const MiniBoard board = MiniBoard::fromBytes(bytes, BoardTheme::classic());
        QCOMPARE(board.size(), 4);
        // A row without a queen (-1) paints only squares: the same as an empty board's row.
        QImage withGap = blank(40);
        QImage expected = blank(40);
        {
            QPainter painter(&withGap);
            board.paint(&painter, {0, 0}, 10);
        }
        {
            QPainter painter(&expected);
            Placement p(4);
            p.cols = {};
            p.cols.fill(-1);
            p.cols[0] = 1;
            p.cols[1] = 3;
            p.cols[2] = 0;
            oldDelegatePicture(&painter, {0, 0}, 10, p, BoardTheme::classic());
        }
        QCOMPARE(withGap, expected);
    }

    void listPictureIsUnchanged_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("theme");
        for (int n : {1, 4, 8, 13, 20})
            for (const BoardTheme &theme : BoardTheme::all())
                QTest::addRow("N=%d %s", n, qPrintable(theme.id)) << n << theme.id;
    }

    void listPictureIsUnchanged()
    {
        QFETCH(int, n);
        QFETCH(QString, theme);
        const Placement solution = firstSolution(n);
        const BoardTheme colours = BoardTheme::byId(theme);
        const int cell = MiniBoard::cellFor(44, n);
        QImage before = blank(60);
        QImage after = blank(60);
        {
            QPainter painter(&before);
            oldDelegatePicture(&painter, {6, 3}, cell, solution, colours);
        }
        {
            QPainter painter(&after);
            MiniBoard(solution, colours).paint(&painter, {6, 3}, cell);
        }
        QCOMPARE(after, before);
    }

    void symmetryPictureIsUnchanged_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("side");
        for (int n : {4, 8, 12})
            for (int side : {8, 30, 95})
                QTest::addRow("N=%d side %d", n, side) << n << side;
    }

    void symmetryPictureIsUnchanged()
    {
        QFETCH(int, n);
        QFETCH(int, side);
        const Placement solution = firstSolution(n);
        const int square = MiniBoard::cellFor(side, n);
        const QRect board(5, 7, square * n, square * n);
        QImage before = blank(120);
        QImage after = blank(120);
        for (QImage *image : {&before, &after}) {
            QPainter painter(image);
            painter.setRenderHint(QPainter::Antialiasing); // as the panel paints
            painter.setOpacity(0.35); // as for an image that repeats another
            if (image == &before) {
                oldSymmetryPicture(painter, board, square, solution, BoardTheme::colourBlindSafe());
            } else {
                MiniBoard picture(solution, BoardTheme::colourBlindSafe());
                picture.setMinimumDotRadius(1.0);
                picture.paint(&painter, board.topLeft(), square);
            }
        }
        QCOMPARE(after, before);
    }

    void handoutPictureIsUnchanged_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<qreal>("side");
        for (int n : {1, 5, 8, 11})
            for (qreal side : {37.5, 160.25})
                QTest::addRow("N=%d side %g", n, side) << n << side;
    }

    void handoutPictureIsUnchanged()
    {
        QFETCH(int, n);
        QFETCH(qreal, side);
        const Placement solution = firstSolution(n);
        const QRectF square(3.5, 2.25, side, side);
        QImage before = blank(170);
        QImage after = blank(170);
        for (QImage *image : {&before, &after}) {
            QPainter painter(image);
            painter.setRenderHint(QPainter::Antialiasing); // as the handout paints
            if (image == &before)
                oldHandoutPicture(painter, square, solution, BoardTheme::highContrast());
            else
                MiniBoard(solution, BoardTheme::highContrast()).paintScaled(&painter, square);
        }
        QCOMPARE(after, before);
    }
};

NQ_TEST_MAIN(TestMiniBoard)
#include "tst_miniboard.moc"
