#include "practiceboard.h"
#include "stepper.h"
#include "testregistry.h"

#include <QTest>

using namespace nq;

// Tests the rules behind "Try it yourself".
class TestPracticeBoard : public QObject
{
    Q_OBJECT

private slots:
    void toggleMovesAndLifts()
    {
        PracticeBoard board(4);
        board.toggle(0, 1);
        QCOMPARE(board.placement().cols[0], 1);
        board.toggle(0, 2); // one queen per row: it moves
        QCOMPARE(board.placement().cols[0], 2);
        QCOMPARE(board.queenCount(), 1);
        board.toggle(0, 2);
        QCOMPARE(board.queenCount(), 0);
        board.toggle(7, 7); // off the board: ignored
        QCOMPARE(board.queenCount(), 0);
    }

    void attackersNameTheLine()
    {
        PracticeBoard board(8);
        board.toggle(0, 0);
        board.toggle(2, 5);
        auto attackers = board.attackersOf(3, 3); // (0,0) on the diagonal; (2,5) no
        QCOMPARE(attackers.size(), 1u);
        QCOMPARE(attackers[0].row, 0);
        QVERIFY(attackers[0].line == Line::Diagonal);
        attackers = board.attackersOf(4, 3); // (2,5) on the anti-diagonal
        QCOMPARE(attackers.size(), 1u);
        QVERIFY(attackers[0].line == Line::AntiDiagonal);
        attackers = board.attackersOf(6, 5); // column of (2,5)
        QVERIFY(attackers.size() == 1 && attackers[0].line == Line::Column);
        QVERIFY(board.attackersOf(1, 3).empty());
        QCOMPARE(board.attackersOf(0, 0).size(), 0u); // its own queen does not attack it
    }

    void pairsAndSolutions()
    {
        PracticeBoard board(4);
        for (auto [r, c] : {std::pair {0, 1}, {1, 3}, {2, 0}, {3, 2}})
            board.toggle(r, c);
        QVERIFY(board.isSolution());
        QVERIFY(board.attackingPairs().empty());
        board.toggle(3, 3); // (3,3) shares column 3 with (1,3)
        QVERIFY(!board.isSolution());
        const auto pairs = board.attackingPairs();
        QCOMPARE(pairs.size(), 1u);
        QCOMPARE(pairs[0].first.row, 1);
        QCOMPARE(pairs[0].second.row, 3);
        QVERIFY(pairs[0].first.line == Line::Column);
    }

    void hintIsWhatTheAlgorithmDoesNext_data()
    {
        QTest::addColumn<int>("order");
        QTest::newRow("rows") << int(Order::Rows);
        QTest::newRow("columns") << int(Order::Columns);
    }
    void hintIsWhatTheAlgorithmDoesNext()
    {
        QFETCH(int, order);
        // Following the hints from an empty board places the queens of the search's path
        // until it would have to backtrack.
        SearchOptions options;
        options.n = 8;
        options.order = Order(order);
        options.check = Check::Bitmask;
        PracticeBoard board(8);
        Stepper stepper(options);
        for (int placed = 0; placed < 5; ++placed) {
            const PracticeBoard::Hint hint = board.hint(Order(order));
            QVERIFY(hint.kind == PracticeBoard::HintKind::Square);
            const Event e = stepper.next();
            QVERIFY(e.type == EventType::Place);
            QCOMPARE(hint.row, int(e.row));
            QCOMPARE(hint.col, int(e.col));
            board.toggle(hint.row, hint.col);
        }
        QVERIFY(board.placement() == stepper.placement());
    }

    void hintWhenStuckCompleteOrConflicting()
    {
        PracticeBoard board(4);
        board.toggle(0, 0);
        board.toggle(1, 2);
        PracticeBoard::Hint hint = board.hint(Order::Rows);
        QVERIFY(hint.kind == PracticeBoard::HintKind::NoSafeSquare);
        QCOMPARE(hint.level, 2);
        board.toggle(1, 1); // (0,0) and (1,1) attack each other
        QVERIFY(board.hint(Order::Rows).kind == PracticeBoard::HintKind::ConflictsFirst);
        board.clear();
        for (auto [r, c] : {std::pair {0, 2}, {1, 0}, {2, 3}, {3, 1}})
            board.toggle(r, c);
        QVERIFY(board.hint(Order::Rows).kind == PracticeBoard::HintKind::Complete);
    }
};

NQ_TEST_APPLESS_MAIN(TestPracticeBoard)
#include "tst_practiceboard.moc"
