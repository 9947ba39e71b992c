#include "attack.h"
#include "testregistry.h"

#include <QTest>

#include <cstdlib>

using namespace nq;

// The rule of the game, checked square by square against the lines' definitions.
static_assert(attackLine(0, 0, 7, 7) == Line::Diagonal);
static_assert(!attacks(0, 0, 1, 2));

class TestAttack : public QObject
{
    Q_OBJECT

private slots:
    void namesTheLine_data()
    {
        QTest::addColumn<int>("row1");
        QTest::addColumn<int>("col1");
        QTest::addColumn<int>("row2");
        QTest::addColumn<int>("col2");
        QTest::addColumn<int>("line");
        QTest::newRow("row") << 3 << 1 << 3 << 6 << int(Line::Row);
        QTest::newRow("column") << 0 << 4 << 7 << 4 << int(Line::Column);
        QTest::newRow("diagonal down-right") << 1 << 2 << 4 << 5 << int(Line::Diagonal);
        QTest::newRow("diagonal up-left") << 6 << 6 << 2 << 2 << int(Line::Diagonal);
        QTest::newRow("anti-diagonal") << 0 << 5 << 5 << 0 << int(Line::AntiDiagonal);
        QTest::newRow("anti-diagonal up-right") << 4 << 3 << 2 << 5 << int(Line::AntiDiagonal);
        QTest::newRow("knight's move") << 0 << 0 << 1 << 2 << int(Line::None);
        QTest::newRow("far apart") << 0 << 1 << 7 << 3 << int(Line::None);
    }
    void namesTheLine()
    {
        QFETCH(int, row1);
        QFETCH(int, col1);
        QFETCH(int, row2);
        QFETCH(int, col2);
        QFETCH(int, line);
        QCOMPARE(int(attackLine(row1, col1, row2, col2)), line);
        // The rule is symmetric: the attacked square attacks back along the same line.
        QCOMPARE(int(attackLine(row2, col2, row1, col1)), line);
        QCOMPARE(attacks(row1, col1, row2, col2), line != int(Line::None));
    }

    void agreesWithTheLinesEverywhere()
    {
        // Every pair of squares of a 9x9 board, against the definitions in searchtypes.h.
        const int n = 9;
        for (int r1 = 0; r1 < n; ++r1) {
            for (int c1 = 0; c1 < n; ++c1) {
                for (int r2 = 0; r2 < n; ++r2) {
                    for (int c2 = 0; c2 < n; ++c2) {
                        if (r1 == r2 && c1 == c2)
                            continue;
                        const bool shared = r1 == r2 || c1 == c2
                                            || std::abs(r1 - r2) == std::abs(c1 - c2);
                        QCOMPARE(attacks(r1, c1, r2, c2), shared);
                    }
                }
            }
        }
    }

    void aRowIsNamedBeforeTheOtherLines()
    {
        // Two squares share at most one line; the order only matters for the square itself.
        QCOMPARE(int(attackLine(2, 3, 2, 3)), int(Line::Row));
    }
};

NQ_TEST_MAIN(TestAttack)
#include "tst_attack.moc"
