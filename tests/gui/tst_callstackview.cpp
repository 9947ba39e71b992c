#include "callstackview.h"
#include "searchfixtures.h"
#include "testregistry.h"

#include <QApplication>
#include <QFontMetrics>
#include <QScrollBar>
#include <QRegularExpression>
#include <QTest>
#include <QTextLayout>

using namespace nq;
using namespace nq::test;

namespace {

// Steps a fresh search until an event of the given type has just happened.
Stepper stepUntil(const SearchOptions &options, EventType type, int occurrence = 1)
{
    Stepper stepper(options);
    while (!stepper.isFinished()) {
        if (stepper.next().type == type && --occurrence == 0)
            break;
    }
    return stepper;
}

} // namespace

// Tests the call stack panel on its own: one frame per level, deepest first.
class TestCallStackView : public QObject
{
    Q_OBJECT

private slots:
    void oneFramePerLevelDeepestFirst()
    {
        CallStackView view;
        const Stepper stepper = stepUntil(searchOptions(6), EventType::Place, 3);
        QCOMPARE(stepper.depth(), 3);
        view.showState(stepper.state());
        const QStringList frames = view.frameTexts();
        // Three queens placed and the search inside the fourth level.
        QCOMPARE(frames.size(), 4);
        QVERIFY2(frames[0].startsWith(QStringLiteral("solve(r = 3)")), qPrintable(frames[0]));
        QVERIFY(frames[0].contains(QStringLiteral("choosing the next square")));
        for (int level = 0; level < 3; ++level) {
            const QString &frame = frames[3 - level];
            QVERIFY2(frame.startsWith(QStringLiteral("solve(r = %1)").arg(level)),
                     qPrintable(frame));
            QVERIFY2(frame.contains(
                         QStringLiteral("queen in column %1").arg(stepper.candidateAt(level))),
                     qPrintable(frame));
        }
    }

    void showsTheSquareBeingTried()
    {
        CallStackView view;
        // After a try the square waits for its conflict or place event.
        Stepper trying = stepUntil(searchOptions(5), EventType::Try, 3);
        QVERIFY(trying.state().pendingCandidate >= 0);
        view.showState(trying.state());
        const QString top = view.frameTexts().constFirst();
        QVERIFY2(
            top.contains(QStringLiteral("trying column %1").arg(trying.state().pendingCandidate)),
            qPrintable(top));
    }

    // In presentation mode's large type in a narrow panel, a frame's phrase is never broken
    // in its middle ("queen in column / 4"): it goes whole on the line below its call (only
    // one wider than a whole line breaks, between its words). Its Chinese words are kept
    // together the same way ("正在选择下 / 一格").
    void aFramesPhraseIsNeverBrokenInTheMiddle()
    {
        CallStackView view;
        view.resize(520, 600); // a phrase fits a line of its own, not beside its call
        view.setPresentationCaps(0.025 * 768); // a 1024x768 screen
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const Stepper stepper = stepUntil(searchOptions(8), EventType::Place, 4);
        view.showState(stepper.state());
        const int width = view.viewport()->width() - 8;
        int wrapped = 0;
        for (int i = 0; i < view.count(); ++i) {
            const QString raw = view.item(i)->text();
            QFont font = view.item(i)->font();
            QTextLayout layout(raw, font);
            QTextOption option;
            option.setWrapMode(QTextOption::WordWrap);
            layout.setTextOption(option);
            QStringList lines;
            layout.beginLayout();
            for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
                line.setLineWidth(width);
                lines << raw.mid(line.textStart(), line.textLength()).trimmed();
            }
            layout.endLayout();
            wrapped += lines.size() > 1 ? 1 : 0;
            const QString frame = view.frameTexts().at(i);
            const QRegularExpression phrase(
                QStringLiteral("(queen in column|trying column) \\d+|choosing the next square"));
            const QString said = phrase.match(frame).captured();
            QVERIFY2(!said.isEmpty(), qPrintable(frame));
            bool whole = false;
            for (const QString &line : std::as_const(lines))
                whole = whole || QString(line).replace(QChar::Nbsp, u' ').contains(said);
            QVERIFY2(whole, qPrintable(lines.join(u'|')));
        }
        QVERIFY(wrapped > 0); // the panel is narrow enough for the frames to need two lines
        // Chinese characters kept together: no break in a phrase wider than its line.
        const QString kept = CallStackView::keptTogether(QStringLiteral("正在选择下一格"));
        QTextLayout layout(kept, view.font());
        layout.beginLayout();
        int lines = 0;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(QFontMetrics(view.font()).horizontalAdvance(QStringLiteral("正在")));
            ++lines;
        }
        layout.endLayout();
        QCOMPARE(lines, 1);
    }

    void columnOrderNamesColumnsAndRows()
    {
        CallStackView view;
        const Stepper stepper = stepUntil(searchOptions(5, Order::Columns), EventType::Place, 2);
        view.showState(stepper.state());
        const QStringList frames = view.frameTexts();
        QVERIFY2(frames.constLast().startsWith(QStringLiteral("solve(c = 0)")),
                 qPrintable(frames.constLast()));
        QVERIFY(frames.constLast().contains(
            QStringLiteral("queen in row %1").arg(stepper.candidateAt(0))));
        QVERIFY(frames.constLast().contains(QStringLiteral("rows left")));
    }

    void aSolutionIsReportedOnTop()
    {
        CallStackView view;
        // The state just before the solution event: all four queens placed.
        Stepper stepper(searchOptions(4));
        while (stepper.state().phase != StepperState::Phase::Solution)
            stepper.next();
        view.showState(stepper.state());
        const QStringList frames = view.frameTexts();
        QCOMPARE(frames.constFirst(), QStringLiteral("report solution 1"));
        QCOMPARE(frames.size(), 1 + 4);
    }

    void yourQueensAreMarked()
    {
        Placement prefix(6);
        prefix.cols[0] = 1;
        CallStackView view;
        view.showState(Stepper(searchOptions(6), prefix).state());
        QVERIFY2(view.frameTexts().constLast().contains(QStringLiteral("(yours)")),
                 qPrintable(view.frameTexts().constLast()));
    }

    // In the panel's default width (410 pixels) every frame shows whole, its candidates
    // included: they go on the lines below the call where one line is too wide (N=8 step 30
    // was cut after "columns left:"; N=16 is wider still).
    void framesFitThePanel_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("width");
        QTest::newRow("N=8, 410 pixels") << 8 << 410;
        QTest::newRow("N=16, 410 pixels") << 16 << 410;
        QTest::newRow("N=8, 900 pixels") << 8 << 900;
    }
    void framesFitThePanel()
    {
        QFETCH(int, n);
        QFETCH(int, width);
        CallStackView view;
        view.resize(width, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const Stepper stepper = stepUntil(searchOptions(n), EventType::Place, 5);
        view.showState(stepper.state());
        QCoreApplication::processEvents();
        QFont bold = view.font();
        bold.setBold(true);
        const QFontMetrics metrics(bold);
        const QStringList frames = view.frameTexts();
        QCOMPARE(frames.size(), 6);
        for (const QString &frame : frames) {
            QVERIFY2(frame.contains(QStringLiteral("columns left: ")), qPrintable(frame));
            for (const QString &line : frame.split(QLatin1Char('\n')))
                QVERIFY2(metrics.horizontalAdvance(line) <= view.viewport()->width(),
                         qPrintable(line));
        }
        QCOMPARE(view.horizontalScrollBar()->maximum(), 0);
        // Wide enough, a frame stays on one line.
        if (width >= 900)
            QVERIFY2(!frames.constLast().contains(QLatin1Char('\n')),
                     qPrintable(frames.constLast()));
        else
            QVERIFY2(frames.constLast().contains(QLatin1Char('\n')),
                     qPrintable(frames.constLast()));
    }

    // Switched to dark (View ▸ Appearance ▸ Dark sets the application's palette), the frames
    // take the new colours at once: they stayed black on #1E1E1E until the next step.
    void theFramesFollowANewPaletteAtOnce_data()
    {
        QTest::addColumn<bool>("toDark");
        QTest::newRow("light to dark") << true;
        QTest::newRow("dark to light") << false;
    }
    void theFramesFollowANewPaletteAtOnce()
    {
        QFETCH(bool, toDark);
        const QPalette original = QApplication::palette();
        QPalette dark = original;
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
        dark.setColor(QPalette::Highlight, QColor(0x2a, 0x82, 0xda));
        dark.setColor(QPalette::HighlightedText, Qt::white);
        const QPalette before = toDark ? original : dark;
        const QPalette after = toDark ? dark : original;
        QApplication::setPalette(before);
        {
            CallStackView view;
            view.resize(500, 400);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            view.showState(stepUntil(searchOptions(6), EventType::Place, 3).state());
            QCOMPARE(view.item(1)->foreground().color(), before.color(QPalette::Text));
            QApplication::setPalette(after);
            QCoreApplication::processEvents();
            QCOMPARE(view.palette().color(QPalette::Text), after.color(QPalette::Text));
            // The same state, not a new step: every frame in the new palette's colours.
            QCOMPARE(view.item(0)->foreground().color(), after.color(QPalette::HighlightedText));
            QCOMPARE(view.item(0)->background().color(), after.color(QPalette::Highlight));
            for (int i = 1; i < view.count(); ++i)
                QCOMPARE(view.item(i)->foreground().color(), after.color(QPalette::Text));
        }
        QApplication::setPalette(original);
    }

    // All frames are laid out alike: each on one line where all fit, else each with its
    // candidates on the lines below its call. At N=8 in 500 pixels the bottom frames (many
    // candidates left) took two lines and the top ones one.
    void theFramesWrapAlike_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("places");
        for (const int width : {360, 410, 500, 560, 640, 760, 900, 1200})
            for (const int n : {6, 8, 12})
                for (const int places : {2, 5, 9})
                    QTest::newRow(qPrintable(
                        QStringLiteral("N=%1, %2 pixels, %3 places").arg(n).arg(width).arg(places)))
                        << n << width << places;
    }
    void theFramesWrapAlike()
    {
        QFETCH(int, n);
        QFETCH(int, width);
        QFETCH(int, places);
        CallStackView view;
        view.resize(width, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.showState(stepUntil(searchOptions(n), EventType::Place, places).state());
        QStringList frames = view.frameTexts();
        if (frames.constFirst().startsWith(QStringLiteral("report solution")))
            frames.removeFirst();
        QVERIFY(frames.size() >= 2);
        int oneLine = 0;
        for (const QString &frame : frames)
            oneLine += frame.contains(QLatin1Char('\n')) ? 0 : 1;
        QVERIFY2(oneLine == 0 || oneLine == frames.size(), qPrintable(frames.join(u'|')));
    }

    void anEndedSearchShowsAnEmptyStack()
    {
        CallStackView view;
        Stepper stepper(searchOptions(4));
        while (!stepper.isFinished())
            stepper.next();
        view.showState(stepper.state());
        QCOMPARE(view.frameTexts(),
                 QStringList {QStringLiteral("(empty: the search has not started or has ended)")});
        // A new state replaces the placeholder.
        view.showState(stepUntil(searchOptions(4), EventType::Place).state());
        QVERIFY(view.frameTexts().constLast().startsWith(QStringLiteral("solve(r = 0)")));
    }
};

NQ_TEST_MAIN(TestCallStackView)
#include "tst_callstackview.moc"
