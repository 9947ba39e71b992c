#include "spokentext.h"
#include "testregistry.h"

#include <QTest>

// What a screen reader is sent: no symbol a voice reads as a word (Orca with espeak-ng said
// "middle dot", "left paren", "N dash Queens", "times", "play button"), and a full stop at each
// sentence's end, so that a step and the board's size are two sentences.
class TestSpokenText : public QObject
{
    Q_OBJECT

private slots:
    void symbolsBecomePausesOrWords_data()
    {
        QTest::addColumn<QString>("shown");
        QTest::addColumn<QString>("spoken");
        QTest::newRow("step") << QStringLiteral("Step 10 \u00b7 Row 2: trying column 3")
                              << QStringLiteral("Step 10. Row 2: trying column 3.");
        QTest::newRow("parentheses")
            << QStringLiteral("Step 6 \u00b7 Row 1: column 1 is attacked by the queen in row 0, "
                              "column 0 (same diagonal)")
            << QStringLiteral("Step 6. Row 1: column 1 is attacked by the queen in row 0, "
                              "column 0, same diagonal.");
        QTest::newRow("parentheses inside")
            << QStringLiteral("Viewing solution 1. Back to the search (Esc) when done")
            << QStringLiteral("Viewing solution 1. Back to the search, Esc, when done.");
        QTest::newRow("array") << QStringLiteral("Viewing solution 1: [0, 4, 7, 5]")
                               << QStringLiteral("Viewing solution 1: 0, 4, 7, 5.");
        QTest::newRow("empty places") << QStringLiteral("cols = [0, 2, \u00b7, \u00b7]")
                                      << QStringLiteral("cols = 0, 2, empty, empty.");
        QTest::newRow("times") << QStringLiteral("N queens on an N\u00d7N board")
                               << QStringLiteral("N queens on an N by N board.");
        QTest::newRow("name") << QStringLiteral("N-Queens, N=6: steps 0 to 2,094")
                              << QStringLiteral("N Queens, N=6: steps 0 to 2,094.");
        QTest::newRow("menu path") << QStringLiteral("Run until \u25b8 Level reached")
                                   << QStringLiteral("Run until, Level reached.");
        QTest::newRow("play arrow") << QStringLiteral("\u25b6 Play") << QStringLiteral("Play.");
        QTest::newRow("dash") << QStringLiteral("Paused \u2014 a solution")
                              << QStringLiteral("Paused, a solution.");
        QTest::newRow("ended already")
            << QStringLiteral("Is it safe?") << QStringLiteral("Is it safe?");
        QTest::newRow("ends with a colon") << QStringLiteral("Hint:") << QStringLiteral("Hint.");
        QTest::newRow("two lines")
            << QStringLiteral("Paused at the next solution\nStep 1,963 \u00b7 Solution 1 found")
            << QStringLiteral("Paused at the next solution. Step 1,963. Solution 1 found.");
        QTest::newRow("nothing") << QString() << QString();
    }

    void symbolsBecomePausesOrWords()
    {
        QFETCH(QString, shown);
        QFETCH(QString, spoken);
        QCOMPARE(SpokenText::clean(shown), spoken);
    }

    // The step and the board's description were one run-on sentence ("… column 0 8 by 8
    // board").
    void twoSentencesAreJoinedWithAFullStop()
    {
        QCOMPARE(SpokenText::join(QStringLiteral("Step 1 \u00b7 Row 0: trying column 0"),
                                  QStringLiteral("8 by 8 board. No queens")),
                 QStringLiteral("Step 1. Row 0: trying column 0. 8 by 8 board. No queens."));
        QCOMPARE(SpokenText::join(QString(), QStringLiteral("8 by 8 board")),
                 QStringLiteral("8 by 8 board."));
    }
};

NQ_TEST_APPLESS_MAIN(TestSpokenText)
#include "tst_spokentext.moc"
