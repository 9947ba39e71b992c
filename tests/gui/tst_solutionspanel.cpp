#include "searchfixtures.h"
#include "solutionlistmodel.h"
#include "solutionlistview.h"
#include "solutionspanel.h"
#include "testregistry.h"
#include "viewingbanner.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>

using namespace nq;
using namespace nq::test;

namespace {
// A finished N=8 run with every solution and its class stored, as the runner leaves it.
RunnerSnapshot finishedRun(int n)
{
    const auto store = storeOfAllSolutions(n);
    RunnerSnapshot snapshot;
    snapshot.store = store;
    snapshot.visibleSolutions = store->size();
    snapshot.visibleClasses = store->classCount();
    return snapshot;
}
} // namespace

// Tests the solutions panel on its own: the header, the list modes, and going to a solution.
class TestSolutionsPanel : public QObject
{
    Q_OBJECT

private slots:
    // The banner over a solution from the list says what the search behind it does, as the
    // status bar does: it said "The search goes on behind it" while the search was paused.
    void theViewingBannerSaysWhatTheSearchDoes_data()
    {
        QTest::addColumn<int>("state");
        QTest::addColumn<bool>("cancelled");
        QTest::addColumn<QString>("ending");
        QTest::newRow("running") << int(RunState::Running) << false
                                 << QStringLiteral("The search goes on behind it.");
        QTest::newRow("paused") << int(RunState::Paused) << false
                                << QStringLiteral("The search is paused behind it.");
        QTest::newRow("ready") << int(RunState::Ready) << false
                               << QStringLiteral("The search is paused behind it.");
        QTest::newRow("finished") << int(RunState::Finished) << false
                                  << QStringLiteral("The search has finished.");
        QTest::newRow("cancelled listing")
            << int(RunState::Paused) << true << QStringLiteral("The search was cancelled.");
    }
    void theViewingBannerSaysWhatTheSearchDoes()
    {
        QFETCH(int, state);
        QFETCH(bool, cancelled);
        QFETCH(QString, ending);
        ViewingBanner banner;
        const auto store = storeOfAllSolutions(6);
        // Set before and after the solution is shown: either order gives the same text.
        for (const bool stateFirst : {true, false}) {
            if (stateFirst)
                banner.setSearchState(RunState(state), cancelled);
            banner.showSolution(2, store->at(1));
            // From another state, so that the change itself is what is tested.
            if (!stateFirst) {
                banner.setSearchState(RunState(state) == RunState::Running ? RunState::Finished
                                                                           : RunState::Running);
                banner.setSearchState(RunState(state), cancelled);
            }
            const QString text = banner.findChild<QLabel *>()->text();
            QVERIFY2(text.startsWith(QStringLiteral("Viewing solution 2: [")), qPrintable(text));
            QVERIFY2(text.endsWith(ending), qPrintable(text));
            // The array stays on one line when the sentence wraps: no breakable space inside
            // its brackets (it wrapped as "[0, / 4, …" at 1024x768).
            const QString array = text.section(u'[', 1).section(u']', 0, 0);
            QVERIFY2(array.size() > 10 && !array.contains(u' '), qPrintable(array));
        }
    }

    void headerCountsTheSolutions()
    {
        SolutionsPanel panel;
        const RunnerSnapshot snapshot = finishedRun(8);
        panel.showStore(snapshot);
        panel.showFound(92, snapshot);
        QCOMPARE(panel.findChild<QLabel *>(QStringLiteral("solutionsHeader"))->text(),
                 QStringLiteral("92 found · 12 fundamental"));
        QCOMPARE(panel.model()->rowCount(), 92);
    }

    // A list that stopped at its capacity: the count is all of N's, the classes the list's. The
    // long header wraps: unwrapped it widened the dock by 140 px at N=17 and shrank the board.
    void aFullListSaysWhatItHolds()
    {
        SolutionsPanel panel;
        const RunnerSnapshot whole = finishedRun(8);
        panel.showStore(whole);
        panel.showFound(92, whole);
        const int shortHeaderWidth = panel.minimumSizeHint().width();

        auto store = std::make_shared<SolutionStore>(17, 0); // the classes as a full list has them
        RunnerSnapshot full;
        full.store = store;
        full.storeFull = true;
        full.visibleClasses = 9'423'513;
        panel.showStore(full);
        panel.showFound(95'815'104, full);
        QCOMPARE(panel.findChild<QLabel *>(QStringLiteral("solutionsHeader"))->text(),
                 QStringLiteral("95,815,104 found · the list holds the first 0 (9,423,513 "
                                "fundamental)"));
        QCOMPARE(panel.minimumSizeHint().width(), shortHeaderWidth);
    }

    void listModeFiltersAndIsSignalled()
    {
        SolutionsPanel panel;
        panel.showStore(finishedRun(8));
        QSignalSpy changed(&panel, &SolutionsPanel::listModeChanged);
        panel.setListMode(int(SolutionListModel::Mode::Fundamental));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(panel.model()->rowCount(), 12);
        QCOMPARE(panel.listMode(), int(SolutionListModel::Mode::Fundamental));
        auto *mode = panel.findChild<QComboBox *>(QStringLiteral("listMode"));
        QCOMPARE(mode->count(), 3);
        QCOMPARE(mode->itemText(0), QStringLiteral("All solutions, in the order found"));
    }

    void goingToASolutionSelectsIt()
    {
        SolutionsPanel panel;
        panel.showStore(finishedRun(8));
        QSignalSpy chosen(&panel, &SolutionsPanel::solutionChosen);
        QVERIFY(panel.goToSolution(10));
        QVERIFY(!chosen.isEmpty());
        QCOMPARE(chosen.last().first().toInt(), 9);
        QCOMPARE(panel.list()->currentIndex().row(), 9);
        QVERIFY(!panel.goToSolution(0));
        QVERIFY(!panel.goToSolution(93));
        panel.setListMode(int(SolutionListModel::Mode::Fundamental));
        int notListed = 0; // the solutions that are not the first of their class
        for (quint64 number = 1; number <= 92; ++number)
            notListed += !panel.goToSolution(number);
        QCOMPARE(notListed, 80);
        panel.clearSelection();
        QVERIFY(!panel.list()->currentIndex().isValid());
    }

    // Tab into the list makes its first row current, which is not a choice: the board stayed
    // on the search and then showed solution 1 without a word. A key or Enter chooses.
    void reachingTheListChoosesNothing()
    {
        SolutionsPanel panel;
        panel.showStore(finishedRun(8));
        QSignalSpy chosen(&panel, &SolutionsPanel::solutionChosen);
        QFocusEvent tabbedIn(QEvent::FocusIn, Qt::TabFocusReason);
        QApplication::sendEvent(panel.list(), &tabbedIn);
        QCOMPARE(panel.list()->currentIndex().row(), 0);
        QVERIFY2(chosen.isEmpty(), "the focus alone chose a solution");
        QTest::keyClick(panel.list(), Qt::Key_Return);
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.last().first().toInt(), 0);
        QTest::keyClick(panel.list(), Qt::Key_Down);
        QCOMPARE(chosen.last().first().toInt(), 1);
    }
};

NQ_TEST_MAIN(TestSolutionsPanel)
#include "tst_solutionspanel.moc"
