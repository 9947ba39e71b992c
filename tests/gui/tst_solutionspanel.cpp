#include "searchfixtures.h"
#include "solutionlistmodel.h"
#include "solutionlistview.h"
#include "solutionspanel.h"

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
};

QTEST_MAIN(TestSolutionsPanel)
#include "tst_solutionspanel.moc"
