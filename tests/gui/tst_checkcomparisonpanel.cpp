#include "checkcomparisonpanel.h"
#include "stepper.h"
#include "searchfixtures.h"
#include "tablefit.h"
#include "testregistry.h"

#include <QAccessible>
#include <QElapsedTimer>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QHeaderView>
#include <QTest>

using namespace nq;
using namespace nq::test;

namespace {

} // namespace

// Tests the comparison panel offscreen: the table it fills, superseded requests, locale.
class TestCheckComparisonPanel : public QObject
{
    Q_OBJECT

private slots:
    void init() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void cleanupTestCase() { QLocale::setDefault(QLocale::system()); }

    void fillsTheTableForEight()
    {
        CheckComparisonPanel panel;
        QVERIFY(panel.cellText(0, CheckComparisonPanel::Checks).isEmpty());
        panel.setOptions(searchOptions(8));
        QVERIFY(panel.isComputing());
        QVERIFY(panel.statusText().contains(QStringLiteral("Computing")));
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isComputing(), 5000);
        QCOMPARE(panel.cellText(0, CheckComparisonPanel::Checks), QStringLiteral("46,752"));
        QCOMPARE(panel.cellText(1, CheckComparisonPanel::Checks), QStringLiteral("15,720"));
        QCOMPARE(panel.cellText(2, CheckComparisonPanel::Checks), QStringLiteral("1,965"));
        QCOMPARE(panel.cellText(1, CheckComparisonPanel::Tries), QStringLiteral("15,720"));
        // Bitmasks try nothing, and the cell says why (bitmasksTriesAreExplained).
        QVERIFY(panel.cellText(2, CheckComparisonPanel::Tries).startsWith(u'0'));
        QCOMPARE(panel.cellText(0, CheckComparisonPanel::Steps), QStringLiteral("35,554"));
        QCOMPARE(panel.cellText(2, CheckComparisonPanel::Steps), QStringLiteral("6,170"));
        // 46,752 / 2,056 placements; 1,965 / 2,056.
        QCOMPARE(panel.cellText(0, CheckComparisonPanel::ChecksPerPlacement),
                 QStringLiteral("22.7"));
        QCOMPARE(panel.cellText(2, CheckComparisonPanel::ChecksPerPlacement),
                 QStringLiteral("1.0"));
        // 46,752 / 1,965 = 23.8; 15,720 / 1,965 = 8.0.
        QCOMPARE(panel.cellText(0, CheckComparisonPanel::RelativeCost), QStringLiteral("24×"));
        QCOMPARE(panel.cellText(1, CheckComparisonPanel::RelativeCost), QStringLiteral("8.0×"));
        QCOMPARE(panel.cellText(2, CheckComparisonPanel::RelativeCost), QStringLiteral("1.0×"));
        QVERIFY(panel.cellText(0, CheckComparisonPanel::Time).endsWith(QStringLiteral(" ms")));
        QCOMPARE(panel.statusText(),
                 QStringLiteral("Done. Every method found the same 92 solutions with the same "
                                "number of placements: 2,056."));
        QVERIFY(panel.titleText().contains(QStringLiteral("8 queens")));
    }

    // Each cell names its method and measure for a screen reader, which reads a cell alone
    // (Orca found the 30 cells without a name).
    void eachCellIsNamed()
    {
        CheckComparisonPanel panel;
        panel.setOptions(searchOptions(8));
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isComputing(), 5000);
        auto *table = panel.findChild<QTableWidget *>(QStringLiteral("comparisonTable"));
        QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(table);
        QVERIFY(accessible && accessible->tableInterface());
        int named = 0;
        for (int row = 0; row < table->rowCount(); ++row) {
            for (int column = 0; column < table->columnCount(); ++column) {
                if (!table->item(row, column) || table->columnSpan(row, column) > 1)
                    continue;
                QAccessibleInterface *cell = accessible->tableInterface()->cellAt(row, column);
                QVERIFY(cell);
                const QString name = cell->text(QAccessible::Name);
                QVERIFY2(name.contains(u',') && name.contains(u':'), qPrintable(name));
                ++named;
            }
        }
        QCOMPARE(named, 3 * int(CheckComparisonPanel::MeasureCount));
        QVERIFY2(accessible->tableInterface()
                     ->cellAt(1, 0)
                     ->text(QAccessible::Name)
                     .endsWith(QStringLiteral(": 46,752")),
                 qPrintable(accessible->tableInterface()->cellAt(1, 0)->text(QAccessible::Name)));
    }

    // The bitmask row's tries say why there are none, in the cell and its tooltip: a bare
    // "0" stood beside 2,056 placements. The other methods keep their plain counts.
    void bitmasksTriesAreExplained_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("order");
        QTest::newRow("N=8 rows") << 8 << int(Order::Rows);
        QTest::newRow("N=6 columns") << 6 << int(Order::Columns);
        QTest::newRow("N=3 rows, no solution") << 3 << int(Order::Rows);
    }
    void bitmasksTriesAreExplained()
    {
        QFETCH(int, n);
        QFETCH(int, order);
        CheckComparisonPanel panel;
        panel.setOptions(searchOptions(n, Order(order)));
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isComputing(), 5000);
        QVERIFY(kComparedChecks[2] == Check::Bitmask);
        const QString tries = panel.cellText(2, CheckComparisonPanel::Tries);
        QCOMPARE(tries, QStringLiteral("0 (only safe squares)"));
        const QString tip = panel.cellToolTip(2, CheckComparisonPanel::Tries);
        QVERIFY2(tip.contains(QStringLiteral("never tries an attacked square")), qPrintable(tip));
        QVERIFY2(tip.contains(order == int(Order::Rows) ? QStringLiteral("of the row")
                                                        : QStringLiteral("of the column")),
                 qPrintable(tip));
        const QLocale locale;
        for (int row = 0; row < 2; ++row)
            QCOMPARE(
                panel.cellText(row, CheckComparisonPanel::Tries),
                locale.toString(qulonglong(
                    stepperCounters(searchOptions(n, Order(order)), kComparedChecks[row]).tries)));
    }

    // In its dock's default width (410 pixels, the panel in a scroll area as the window has
    // it) the texts wrap to the width: nothing needs scrolling sideways but the table's own
    // columns (the title held the panel 470 pixels wide and cut every sentence).
    void fitsTheDocksWidth()
    {
        QScrollArea area;
        auto *panel = new CheckComparisonPanel;
        area.setWidget(panel);
        area.setWidgetResizable(true);
        area.setFrameShape(QFrame::NoFrame);
        area.resize(410, 600);
        area.show();
        QVERIFY(QTest::qWaitForWindowExposed(&area));
        panel->setOptions(searchOptions(8));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isComputing(), 5000);
        QCoreApplication::processEvents();
        QCOMPARE(area.horizontalScrollBar()->maximum(), 0);
        QVERIFY2(panel->width() <= area.viewport()->width(),
                 qPrintable(
                     QStringLiteral("%1 > %2").arg(panel->width()).arg(area.viewport()->width())));
        const auto *title = panel->findChild<QLabel *>(QStringLiteral("comparisonTitle"));
        QVERIFY(title);
        QVERIFY(title->text().contains(QStringLiteral("8 queens")));
        // The whole title is on screen: as many lines as its text needs at that width.
        QVERIFY(title->height() >= title->heightForWidth(title->width()));
        QVERIFY(title->geometry().right() < area.viewport()->width());
        // The whole table shows without scrolling it, each method a column: with a column per
        // measure it scrolled sideways at every screen size, and the bitmasks' "0 (only safe
        // squares)" was never seen.
        auto *table = panel->findChild<QTableWidget *>(QStringLiteral("comparisonTable"));
        QVERIFY(table);
        QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
        const QStringList cut = nq::test::cutTableTexts(*table);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));
        QVERIFY(panel->cellText(2, CheckComparisonPanel::Tries).contains(QStringLiteral("safe")));
    }

    void theSameOptionsKeepTheComparison()
    {
        CheckComparisonPanel panel;
        panel.setOptions(searchOptions(8, Order::Rows, Check::Scan));
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isComputing(), 5000);
        // A reset, or another check chosen for the animation, compares nothing new.
        panel.setOptions(searchOptions(8, Order::Rows, Check::Bitmask));
        QVERIFY(!panel.isComputing());
        QCOMPARE(panel.cellText(0, CheckComparisonPanel::Checks), QStringLiteral("46,752"));
    }

    void aSecondSetOptionsSupersedesTheFirst()
    {
        CheckComparisonPanel panel;
        panel.setOptions(searchOptions(15));
        QTest::qWait(30);
        panel.setOptions(searchOptions(6));
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isComputing(), 5000);
        const QLocale locale;
        for (int row = 0; row < 3; ++row) {
            const Counters expected = stepperCounters(searchOptions(6), kComparedChecks[row]);
            QCOMPARE(panel.cellText(row, CheckComparisonPanel::Checks),
                     locale.toString(qulonglong(expected.checks)));
            QCOMPARE(panel.cellText(row, CheckComparisonPanel::Steps),
                     locale.toString(qulonglong(expected.steps)));
        }
        QVERIFY(panel.titleText().contains(QStringLiteral("6 queens")));
        QVERIFY(panel.statusText().contains(QStringLiteral("4 solutions")));
        QTest::qWait(50); // nothing late from the superseded comparison
        QVERIFY(panel.titleText().contains(QStringLiteral("6 queens")));
        QCOMPARE(
            panel.cellText(0, CheckComparisonPanel::Checks),
            locale.toString(qulonglong(stepperCounters(searchOptions(6), Check::Scan).checks)));
    }

    void textsUseTheLocalesNumberFormat()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        CheckComparisonPanel panel;
        panel.setOptions(searchOptions(8));
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isComputing(), 5000);
        QCOMPARE(panel.cellText(0, CheckComparisonPanel::Checks), QStringLiteral("46.752"));
        QCOMPARE(panel.cellText(0, CheckComparisonPanel::ChecksPerPlacement),
                 QStringLiteral("22,7"));
        QCOMPARE(panel.cellText(1, CheckComparisonPanel::RelativeCost), QStringLiteral("8,0×"));
        QVERIFY(panel.statusText().contains(QStringLiteral("2.056")));
        // German writes 1,2 ms: a point could only be a (wrong) decimal separator here.
        QVERIFY(!panel.cellText(0, CheckComparisonPanel::Time).contains(QLatin1Char('.')));
    }

    void budgetStopsAreMarked()
    {
        CheckComparisonPanel panel;
        panel.setBudget({1000, 0});
        panel.setOptions(searchOptions(13));
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isComputing(), 5000);
        for (int row = 0; row < 3; ++row) {
            QVERIFY(panel.cellText(row, CheckComparisonPanel::Checks).endsWith(QLatin1Char('+')));
            QVERIFY(panel.cellText(row, CheckComparisonPanel::Steps).endsWith(QLatin1Char('+')));
        }
        QVERIFY(panel.statusText().startsWith(QStringLiteral("Stopped at the budget")));
        QVERIFY(panel.statusText().contains(QStringLiteral("1,000 placements")));
    }

    void destroyingMidComputationIsPromptAndClean()
    {
        auto *panel = new CheckComparisonPanel;
        panel->setBudget({0, 0});
        panel->show();
        panel->setOptions(searchOptions(20));
        QTest::qWait(100);
        QVERIFY(panel->isComputing());
        QElapsedTimer clock;
        clock.start();
        delete panel;
        qInfo("panel deleted mid-computation in %lld ms", clock.elapsed());
        // The job polls its flag every ~0.3 ms; the bound only tells "stopped" from "finished
        // the N=20 search" (hours), so that a loaded machine cannot fail it.
        QVERIFY2(clock.elapsed() < 30000, qPrintable(QString::number(clock.elapsed())));
        QTest::qWait(50); // posts from the cancelled job find no panel and no crash
    }

    void retranslatesOnLanguageChange()
    {
        CheckComparisonPanel panel;
        panel.setOptions(searchOptions(5));
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isComputing(), 5000);
        const QString before = panel.statusText();
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&panel, &change);
        QCOMPARE(panel.statusText(), before);
        QCOMPARE(panel.cellText(0, CheckComparisonPanel::Checks).isEmpty(), false);
    }
};

NQ_TEST_MAIN(TestCheckComparisonPanel)
#include "tst_checkcomparisonpanel.moc"
