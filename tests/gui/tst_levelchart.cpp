#include "levelchart.h"
#include "testregistry.h"

#include <QHelpEvent>
#include <QImage>
#include <QTest>
#include <QToolTip>

using namespace nq;

// Tests the counters-by-level chart on its own: its tooltips and its bars.
class TestLevelChart : public QObject
{
    Q_OBJECT

    static StepperState stateAfter(int n, Order order, std::uint64_t steps)
    {
        SearchOptions options;
        options.n = n;
        options.order = order;
        Stepper stepper(options);
        stepper.skip(steps);
        return stepper.state();
    }

    // The tooltip shown for a point of the chart, or an empty string.
    static QString toolTipAt(LevelChart &chart, const QPoint &at)
    {
        QHelpEvent help(QEvent::ToolTip, at, chart.mapToGlobal(at));
        QApplication::sendEvent(&chart, &help);
        return QToolTip::isVisible() ? QToolTip::text() : QString();
    }

    // The y of the middle of a level's row (the legend is a line of text on top).
    static int levelY(const LevelChart &chart, int n, int level)
    {
        const int legend = chart.fontMetrics().height() + 6;
        const qreal row = qreal(chart.height() - legend) / n;
        return int(legend + (level + 0.5) * row);
    }

private slots:
    void sizes()
    {
        LevelChart chart;
        QCOMPARE(chart.sizeHint(), QSize(320, 260));
        QCOMPARE(chart.minimumSizeHint(), QSize(160, 120));
    }

    void toolTipsGiveTheCountsOfALevel()
    {
        LevelChart chart;
        chart.resize(320, 260);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        const StepperState state = stateAfter(6, Order::Rows, 400);
        chart.showState(state);
        for (int level : {0, 3, 5}) {
            const QString text = toolTipAt(chart, QPoint(100, levelY(chart, 6, level)));
            QCOMPARE(text, QStringLiteral("Row %1 \u2014 placements: %2, backtracks: %3")
                               .arg(level)
                               .arg(QLocale().toString(
                                   qulonglong(state.placesAtLevel[std::size_t(level)])))
                               .arg(QLocale().toString(
                                   qulonglong(state.backtracksAtLevel[std::size_t(level)]))));
        }
        // The legend line is not a level.
        QToolTip::hideText();
        QTRY_VERIFY(!QToolTip::isVisible());
        QCOMPARE(toolTipAt(chart, QPoint(100, 2)), QString());
    }

    void columnOrderNamesColumns()
    {
        LevelChart chart;
        chart.resize(320, 260);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.showState(stateAfter(5, Order::Columns, 100));
        QVERIFY(toolTipAt(chart, QPoint(100, levelY(chart, 5, 2)))
                    .startsWith(QStringLiteral("Column 2 \u2014")));
        QToolTip::hideText();
    }

    void barsGrowWithTheCounts()
    {
        LevelChart chart;
        chart.resize(320, 260);
        const auto barLength = [&](const StepperState &state) {
            chart.showState(state);
            const QImage image = chart.grab().toImage();
            // Level 0's placement bar, the upper one of its row: count its pixels.
            const int y = chart.fontMetrics().height() + 6 + 4;
            const QColor back = image.pixelColor(image.width() - 1, y);
            int length = 0;
            for (int x = 40; x < image.width(); ++x)
                length += image.pixelColor(x, y) != back ? 1 : 0;
            return length;
        };
        const int early = barLength(stateAfter(6, Order::Rows, 3));
        const int later = barLength(stateAfter(6, Order::Rows, 3000));
        QVERIFY2(early > 0, "no bar for the first placement");
        // The bars are scaled to the largest count: level 0, with few placements, shrinks.
        QVERIFY2(later < early, qPrintable(QStringLiteral("%1 then %2").arg(early).arg(later)));
    }

    // Each row says its counts, also where it is too short for a number beside each bar (N=8
    // in the panel at 1366x768 showed bars and no number): then one line per row.
    void everyRowSaysItsCounts_data()
    {
        QTest::addColumn<int>("height");
        QTest::newRow("tall rows, a number per bar") << 520;
        QTest::newRow("short rows, one line per row") << 230;
        // Rows four fifths of a line of the panel's type high (with Noto Sans, whose lines
        // are taller, rows like these showed no number).
        const int line = QFontMetrics(QApplication::font()).height();
        QTest::newRow("rows lower than a line") << line + 6 + 8 * (4 * line / 5);
    }
    void everyRowSaysItsCounts()
    {
        QFETCH(int, height);
        LevelChart chart;
        chart.resize(410, height);
        chart.showState(stateAfter(8, Order::Rows, 40)); // levels 0 to 4 hold one placement
        const QImage image = chart.grab().toImage();
        const QColor text = chart.palette().color(QPalette::WindowText);
        // Right of the bars, which end at the same x in every row: text pixels in each row
        // with a placement, none below.
        const int legend = chart.fontMetrics().height() + 6;
        const qreal row = qreal(chart.height() - legend) / 8;
        int barEnd = 0;
        const QColor back = image.pixelColor(image.width() - 1, legend + 2);
        // The bar's own colour, not any ink: in a font whose digits stand taller in the row
        // (Noto Sans) the number beside the bar crossed this line and was taken for the bar.
        const int barY = int(legend + row / 4);
        const QColor bar = image.pixelColor(40, barY);
        for (int x = 30; x < image.width(); ++x)
            if (image.pixelColor(x, barY) == bar)
                barEnd = x;
        // A text pixel is one drawn at least half way from the background to the text's
        // colour: thin stems of some fonts (Noto Sans) are never drawn wholly in it.
        const auto inked = [&](const QColor &pixel) {
            return std::abs(qGray(pixel.rgb()) - qGray(back.rgb()))
                   >= std::abs(qGray(text.rgb()) - qGray(back.rgb())) / 2;
        };
        const auto textPixels = [&](int level) {
            int count = 0;
            for (int y = int(legend + level * row); y < int(legend + (level + 1) * row); ++y)
                for (int x = barEnd + 2; x < image.width(); ++x)
                    count += inked(image.pixelColor(x, y)) ? 1 : 0;
            return count;
        };
        for (int level = 0; level < 5; ++level)
            QVERIFY2(textPixels(level) > 0, qPrintable(QStringLiteral("level %1").arg(level)));
        for (int level = 5; level < 8; ++level)
            QCOMPARE(textPixels(level), 0);
    }
};

NQ_TEST_MAIN(TestLevelChart)
#include "tst_levelchart.moc"
