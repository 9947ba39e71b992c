#include "practicepanel.h"
#include "testregistry.h"
#include "wholewords.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace nq;

// Tests "Try it yourself" on its own: what the panel says, the scene it makes, its buttons.
class TestPracticePanel : public QObject
{
    Q_OBJECT

    static QPushButton *button(PracticePanel &panel, const char *name)
    {
        return panel.findChild<QPushButton *>(QLatin1String(name));
    }

private slots:
    void startsOnAnEmptyBoard()
    {
        PracticePanel panel;
        QSignalSpy changed(&panel, &PracticePanel::sceneChanged);
        panel.start(5, Order::Rows, Placement(5));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(panel.status(), QStringLiteral("An empty 5×5 board: place the first queen."));
        QVERIFY(!button(panel, "continueButton")->isEnabled());
        QVERIFY(!button(panel, "clearButton")->isEnabled());
        QString why;
        QVERIFY(!panel.canContinue(&why));
        QCOMPARE(why, QStringLiteral("Place some queens first."));
        const BoardScene scene = panel.scene();
        QCOMPARE(scene.n, 5);
        QVERIFY(scene.practice);
        QVERIFY(scene.attackingPairs.empty());
    }

    void explainsASquare()
    {
        PracticePanel panel;
        panel.start(8, Order::Rows, Placement(8));
        panel.toggle(0, 0);
        QCOMPARE(panel.status(), QStringLiteral("Row 0, column 0 is safe: no queen attacks it."));
        QVERIFY(button(panel, "clearButton")->isEnabled());
        QVERIFY(button(panel, "continueButton")->isEnabled());
        panel.toggle(1, 1);
        QCOMPARE(panel.status(), QStringLiteral("Row 1, column 1 is not safe: the queen in row 0, "
                                                "column 0 attacks it (same diagonal)."));
        const BoardScene scene = panel.scene();
        QCOMPARE(scene.attackingPairs.size(), std::size_t(1));
        QString why;
        QVERIFY(!panel.canContinue(&why));
        QCOMPARE(why, QStringLiteral("Lift the queens that attack each other first."));
        // On the anti-diagonal, the sentence's "anti-diagonal" is shown whole when it wraps
        // (a non-breaking hyphen: it broke after "anti-"), and read as written.
        panel.toggle(1, 1);
        panel.toggle(0, 0);
        panel.toggle(0, 1);
        panel.toggle(1, 0);
        QVERIFY2(panel.status().contains(QStringLiteral("anti-diagonal")),
                 qPrintable(panel.status()));
        const QLabel *said = nullptr;
        for (const QLabel *label : panel.findChildren<QLabel *>())
            if (label->accessibleName() == panel.status())
                said = label;
        QVERIFY(said);
        QCOMPARE(said->text(), wholeWords(panel.status()));
        QVERIFY(!said->text().contains(QStringLiteral("anti-")));
        panel.toggle(1, 0);
        panel.toggle(0, 1);
        panel.toggle(0, 0);
        panel.toggle(1, 1);
        // Lifting a queen says which one, then describes the board.
        panel.toggle(1, 1);
        QCOMPARE(panel.status(), QStringLiteral("The queen in row 1, column 1 is lifted. 1 of 8 "
                                                "queens placed, none attacks another."));
    }

    void aGapStopsTheContinuation()
    {
        PracticePanel panel;
        panel.start(6, Order::Rows, Placement(6));
        panel.toggle(2, 3); // neither row 0 nor column 0 holds a queen
        QString why;
        QVERIFY(!panel.canContinue(&why));
        QVERIFY2(why.startsWith(QStringLiteral("The search fills rows from the top")),
                 qPrintable(why));
        panel.setOrder(Order::Columns);
        QVERIFY(!panel.canContinue(&why));
        QVERIFY2(why.startsWith(QStringLiteral("The search fills columns from the left")),
                 qPrintable(why));
    }

    void hintsTheNextSquare()
    {
        PracticePanel panel;
        panel.start(6, Order::Rows, Placement(6));
        panel.toggle(0, 1);
        QSignalSpy changed(&panel, &PracticePanel::sceneChanged);
        button(panel, "hintButton")->click();
        QCOMPARE(changed.size(), 1);
        // Row 1: columns 0 to 2 are attacked by the queen in column 1; column 3 is the first safe one.
        QVERIFY2(panel.status().startsWith(
                     QStringLiteral("Hint: the algorithm would try row 1, column 3 next")),
                 qPrintable(panel.status()));
        const BoardScene scene = panel.scene();
        QCOMPARE(scene.hintRow, 1);
        QCOMPARE(scene.hintCol, 3);
    }

    void theHintNamesTheQueensThatAttack()
    {
        // Heard through a screen reader, "(red lines)" named nothing: the queens are named.
        PracticePanel panel;
        panel.start(6, Order::Rows, Placement(6));
        panel.toggle(0, 0);
        panel.toggle(2, 2);
        button(panel, "hintButton")->click();
        QCOMPARE(panel.status(), QStringLiteral("Hint: the queens in row 0, column 0 and row 2, "
                                                "column 2 attack each other. Lift one of them "
                                                "first."));
    }

    void liftingNamesTheQueensThatStillAttack()
    {
        // The board's summary after a lift said "Pairs of queens attacking each other: 1 (red
        // lines).", which named no queen to one who hears it: the queens are named, as the hint
        // names them.
        PracticePanel panel;
        panel.start(6, Order::Rows, Placement(6));
        panel.toggle(0, 0);
        panel.toggle(2, 2);
        panel.toggle(4, 1);
        panel.toggle(4, 1);
        QCOMPARE(panel.status(), QStringLiteral("The queen in row 4, column 1 is lifted. The "
                                                "queens in row 0, column 0 and row 2, column 2 "
                                                "attack each other."));
        // Many pairs: the count, three named, the rest counted.
        panel.clear();
        for (int row = 0; row < 6; ++row)
            panel.toggle(row, 0);
        panel.toggle(5, 0);
        QCOMPARE(panel.status(),
                 QStringLiteral("The queen in row 5, column 0 is lifted. 10 pairs of queens attack "
                                "each other. The queens in row 0, column 0 and row 1, column 0 "
                                "attack each other. The queens in row 0, column 0 and row 2, "
                                "column 0 attack each other. The queens in row 0, column 0 and "
                                "row 3, column 0 attack each other. 7 more pairs of queens attack "
                                "each other."));
        QVERIFY(!panel.status().contains(QStringLiteral("red lines")));
    }

    void aSolutionIsCelebrated()
    {
        PracticePanel panel;
        panel.start(4, Order::Rows, Placement(4));
        for (const auto &[row, col] :
             {std::pair {0, 1}, std::pair {1, 3}, std::pair {2, 0}, std::pair {3, 2}})
            panel.toggle(row, col);
        QCOMPARE(panel.status(), QStringLiteral("Solved! 4 queens and none attacks another."));
        QVERIFY(panel.scene().mark == BoardScene::Mark::Solution);
    }

    void buttonsAskTheWindow()
    {
        PracticePanel panel;
        panel.start(5, Order::Rows, Placement(5));
        panel.toggle(0, 2);
        QSignalSpy continued(&panel, &PracticePanel::continueRequested);
        QSignalSpy left(&panel, &PracticePanel::leaveRequested);
        button(panel, "continueButton")->click();
        QCOMPARE(continued.size(), 1);
        QCOMPARE(continued.takeFirst().at(0).value<Placement>().cols[0], 2);
        button(panel, "leaveButton")->click();
        QCOMPARE(left.size(), 1);
        button(panel, "clearButton")->click();
        QCOMPARE(panel.board().queenCount(), 0);
        QVERIFY(!button(panel, "clearButton")->isEnabled());
    }
};

NQ_TEST_MAIN(TestPracticePanel)
#include "tst_practicepanel.moc"
