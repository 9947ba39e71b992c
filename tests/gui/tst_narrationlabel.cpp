#include "boardtheme.h"
#include "narrationlabel.h"
#include "testregistry.h"

#include <QAccessible>
#include <QImage>
#include <QSignalSpy>
#include <QTest>

// Tests the narration label: its tints come from the board theme, so switching the theme
// changes its colours, and the text colour stays readable on every tint.
class TestNarrationLabel : public QObject
{
    Q_OBJECT

private:
    static QColor background(const NarrationLabel &label)
    {
        return label.palette().color(QPalette::Window);
    }

private slots:
    // A sentence that fills the width keeps off the tint's edges: Chinese, which wraps at any
    // character, ran from edge to edge of the coloured band.
    // At any width, a line ends between words: "anti-" over "diagonal" (English at
    // 1024x768) and "的皇" over "后" (Chinese, "皇后" a queen) were words broken in two.
    void noWordIsBrokenBetweenLines_data()
    {
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<QString>("word");
        QTest::newRow("hyphen") << QStringLiteral(
            "Step 12 · Row 2: column 1 is attacked by the queen in row 1, column 2 (same "
            "anti-diagonal)") << QStringLiteral("anti-diagonal");
        QTest::newRow("Chinese") << QStringLiteral(
            "第 12 步 · 第 2 行：第 1 列被第 1 行第 2 列的皇后攻击（同一反对角线）")
                                 << QStringLiteral("皇后");
    }
    void noWordIsBrokenBetweenLines()
    {
        QFETCH(QString, sentence);
        QFETCH(QString, word);
        NarrationLabel label;
        label.setNarration(sentence);
        int broken = 0;
        for (int width = 120; width <= 700; width += 4) {
            label.resize(width, 400);
            const QStringList lines = label.paintedLines();
            QVERIFY(!lines.isEmpty());
            // The text as shown, without what keeps it together, must hold the word on one
            // line whenever the line is wider than the word.
            for (QString line : lines) {
                line.remove(QChar(0x2060)).replace(QChar(0x2011), QLatin1Char('-'));
                for (qsizetype cut = 1; cut < word.size(); ++cut)
                    if (line.endsWith(word.left(cut)) && !line.endsWith(word))
                        ++broken;
            }
        }
        QCOMPARE(broken, 0);
    }

    void textKeepsOffTheEdges()
    {
        NarrationLabel label;
        label.resize(420, 120);
        label.setTone(NarrationLabel::Tone::Conflict);
        label.setNarration(QString::fromUtf8("第 40 步 · 第 5 行：第 4 列被第 2 行第 4 列的皇后攻击"
                                             "（同一列），这一列不能放皇后，继续尝试下一列"));
        label.show();
        QVERIFY(QTest::qWaitForWindowExposed(&label));
        const QImage image = label.grab().toImage();
        const QColor band = image.pixelColor(1, 1);
        for (int x = 0; x < 5; ++x)
            for (int y = 0; y < image.height(); ++y) {
                QCOMPARE(image.pixelColor(x, y), band);
                QCOMPARE(image.pixelColor(image.width() - 1 - x, y), band);
            }
    }

    void switchingTheThemeChangesTheColours_data()
    {
        QTest::addColumn<int>("tone");
        for (auto tone : {NarrationLabel::Tone::Attempt, NarrationLabel::Tone::Conflict,
                          NarrationLabel::Tone::Place, NarrationLabel::Tone::Solution,
                          NarrationLabel::Tone::Lift, NarrationLabel::Tone::Backtrack,
                          NarrationLabel::Tone::Caution})
            QTest::addRow("tone %d", int(tone)) << int(tone);
    }

    void switchingTheThemeChangesTheColours()
    {
        QFETCH(int, tone);
        NarrationLabel label;
        label.setTone(NarrationLabel::Tone(tone));
        const QColor classic = background(label);
        label.setTheme(BoardTheme::colourBlindSafe());
        const QColor colourBlind = background(label);
        label.setTheme(BoardTheme::highContrast());
        const QColor highContrast = background(label);
        QVERIFY(classic != colourBlind);
        QVERIFY(classic != highContrast);
        QVERIFY(colourBlind != highContrast);
        label.setTheme(BoardTheme::classic());
        QCOMPARE(background(label), classic);
    }

    void classicTintsAreTheOnesTheWindowAlwaysShowed()
    {
        NarrationLabel label;
        const QList<std::pair<NarrationLabel::Tone, QColor>> expected = {
            {NarrationLabel::Tone::Conflict, QColor(0xffcdd2)},
            {NarrationLabel::Tone::Place, QColor(0xc8e6c9)},
            {NarrationLabel::Tone::Solution, QColor(0xa5d6a7)},
            {NarrationLabel::Tone::Attempt, QColor(0xbbdefb)},
            {NarrationLabel::Tone::Lift, QColor(0xffe0b2)},
            {NarrationLabel::Tone::Backtrack, QColor(0xe1bee7)},
            {NarrationLabel::Tone::Caution, QColor(0xfff9c4)}};
        for (const auto &[tone, colour] : expected) {
            label.setTone(tone);
            QCOMPARE(background(label), colour);
            QCOMPARE(label.palette().color(QPalette::WindowText), QColor(Qt::black));
        }
    }

    void textStaysReadableOnEveryTint()
    {
        NarrationLabel label;
        for (const BoardTheme &theme : BoardTheme::all()) {
            label.setTheme(theme);
            for (int tone = int(NarrationLabel::Tone::Plain);
                 tone <= int(NarrationLabel::Tone::Caution); ++tone) {
                label.setTone(NarrationLabel::Tone(tone));
                const QColor back = background(label);
                const QColor text = label.palette().color(QPalette::WindowText);
                QCOMPARE(text, back.lightness() > 128 ? QColor(Qt::black) : QColor(Qt::white));
            }
        }
    }

    void eventsMapToTones()
    {
        QCOMPARE(NarrationLabel::toneFor(nq::EventType::Try), NarrationLabel::Tone::Attempt);
        QCOMPARE(NarrationLabel::toneFor(nq::EventType::Conflict), NarrationLabel::Tone::Conflict);
        QCOMPARE(NarrationLabel::toneFor(nq::EventType::Place), NarrationLabel::Tone::Place);
        QCOMPARE(NarrationLabel::toneFor(nq::EventType::Solution), NarrationLabel::Tone::Solution);
        QCOMPARE(NarrationLabel::toneFor(nq::EventType::Remove), NarrationLabel::Tone::Lift);
        QCOMPARE(NarrationLabel::toneFor(nq::EventType::Backtrack),
                 NarrationLabel::Tone::Backtrack);
        QCOMPARE(NarrationLabel::toneFor(nq::EventType::Done), NarrationLabel::Tone::Plain);
    }

    void plainFollowsTheParentsBackground()
    {
        QWidget parent;
        QPalette palette = parent.palette();
        palette.setColor(QPalette::Window, QColor(0x12, 0x34, 0x56));
        parent.setPalette(palette);
        auto *label = new NarrationLabel(&parent);
        label->setTone(NarrationLabel::Tone::Conflict);
        label->setTone(NarrationLabel::Tone::Plain);
        QCOMPARE(background(*label), QColor(0x12, 0x34, 0x56));
        QCOMPARE(label->palette().color(QPalette::WindowText), QColor(Qt::white));
    }

    // Presenting, the type is sized from the screen (it was twice the window's at every
    // resolution), two lines kept where the label is as wide as a screen (the longest step's
    // sentence; the reason a run paused stands with the counters, and a third line kept empty
    // took the board's room), more where the longest step's sentence needs them (beside a
    // panel: the sentence shrank there); then back to the window's type and its three lines
    // (a run-until stop's reason, and two).
    void presentingSizesTheTypeFromTheScreenAndBack()
    {
        NarrationLabel label;
        label.resize(1900, label.height());
        label.show(); // a hidden widget is told of its size only when shown
        const QFont normal = label.font();
        const int twoLines = label.sizeHint().height();
        label.setPresentationCaps(36);
        QVERIFY(QFontMetricsF(label.font()).capHeight() >= 36);
        QVERIFY(QFontMetricsF(label.font()).capHeight() < 38);
        QCOMPARE(label.reservedLines(), 2);
        const int wideLines = label.sizeHint().height();
        label.resize(700, label.height());
        QVERIFY2(label.reservedLines() > 2, qPrintable(QString::number(label.reservedLines())));
        QVERIFY(label.sizeHint().height() > wideLines);
        label.resize(1900, label.height());
        QCOMPARE(label.reservedLines(), 2);
        label.setPresentationCaps(36); // not twice larger
        QVERIFY(QFontMetricsF(label.font()).capHeight() < 38);
        label.setPresentationCaps(0);
        QCOMPARE(label.font(), normal);
        QCOMPARE(label.reservedLines(), 3);
        QCOMPARE(label.sizeHint().height(), twoLines);
    }

    // In the window a run-until stop's reason is the sentence's first line: the label keeps
    // room for it and the longest step's sentence at its width, so that the sentence keeps its
    // type (it was set at about 8-pixel capitals at 1024x768, two lines kept for three).
    void aRunUntilStopKeepsTheWindowsType_data()
    {
        QTest::addColumn<int>("width");
        for (const int width : {410, 600, 900})
            QTest::newRow(qPrintable(QStringLiteral("%1 px").arg(width))) << width;
    }
    void aRunUntilStopKeepsTheWindowsType()
    {
        QFETCH(int, width);
        NarrationLabel label;
        label.resize(width, 40);
        label.show();
        label.resize(width, label.sizeHint().height());
        label.setNarration(
            QStringLiteral("Paused at the next solution\nStep 1,963 · Solution 1 "
                           "found: all 8 queens are placed and none attacks another"));
        QCOMPARE(label.shownFont(), label.font());
        label.setNarration(QStringLiteral("Paused at a breakpoint\nStep 1,234,567 · Column 11: row "
                                          "13 is attacked by the queen in row 10, column 12 (same "
                                          "anti-diagonal)"));
        QCOMPARE(label.shownFont(), label.font());
    }

    // A sentence longer than the presentation's three lines is set smaller, never cut: the
    // type is in pixels there, and the shrinking worked only on point sizes ("(gleiche
    // Spalte)" was cut off at 1024x768 with the pseudocode beside the board).
    void aLongSentenceIsNeverCutWhilePresenting()
    {
        NarrationLabel label;
        label.setPresentationCaps(19);
        const QString sentence = QStringLiteral("Schritt 40 · Zeile 5: Spalte 4 wird von der "
                                                "Dame in Zeile 2, Spalte 4 angegriffen (gleiche "
                                                "Spalte)");
        // Three lines high, as a label kept for the longest sentence at a wider width, and
        // narrower than a third of the sentence in the label's font (a fixed 540 px held it in
        // three lines of Noto Sans, narrower than DejaVu Sans, and the test had nothing to
        // shrink).
        const QFontMetrics full(label.font());
        label.resize(full.horizontalAdvance(sentence) / 4 + 2 * label.margin(),
                     3 * full.lineSpacing() + 2 * label.margin());
        label.setNarration(sentence);
        const QRect room = label.contentsRect().marginsRemoved(
            QMargins(label.margin(), label.margin(), label.margin(), label.margin()));
        const QFont shown = label.shownFont();
        QVERIFY(shown.pixelSize() < label.font().pixelSize());
        const QRect needed = QFontMetrics(shown).boundingRect(
            room, Qt::TextWordWrap | int(label.alignment()), label.text());
        QVERIFY2(needed.height() <= room.height(),
                 qPrintable(QStringLiteral("%1 > %2").arg(needed.height()).arg(room.height())));
    }

    // A screen reader reads the sentence itself (its name was always "What the last step did"),
    // and the board is told of each new one.
    void theSentenceIsWhatAScreenReaderReads()
    {
        NarrationLabel label;
        label.setAccessibleDescription(QStringLiteral("What the last step did"));
        QSignalSpy told(&label, &NarrationLabel::narrationChanged);
        label.setNarration(QStringLiteral("Step 16 · Row 2: column 3 is attacked"));
        QAccessibleInterface *spoken = QAccessible::queryAccessibleInterface(&label);
        QVERIFY(spoken);
        QCOMPARE(spoken->text(QAccessible::Name),
                 QStringLiteral("Step 16 · Row 2: column 3 is attacked"));
        QCOMPARE(spoken->text(QAccessible::Description), QStringLiteral("What the last step did"));
        QCOMPARE(told.size(), 1);
        label.setNarration(QStringLiteral("Step 16 · Row 2: column 3 is attacked"));
        QCOMPARE(told.size(), 1); // the same sentence is not said again
    }

    void textIsSetOnce()
    {
        NarrationLabel label;
        label.setNarration(QStringLiteral("Step 1 · trying column 0"));
        QCOMPARE(label.text(), QStringLiteral("Step 1 · trying column 0"));
        QCOMPARE(label.textFormat(), Qt::PlainText);
        QCOMPARE(label.objectName(), QStringLiteral("narration"));
    }
};

NQ_TEST_MAIN(TestNarrationLabel)
#include "tst_narrationlabel.moc"
