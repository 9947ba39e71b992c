#include "callstackview.h"
#include "levelchart.h"
#include "searchtreeview.h"
#include "solutionstore.h"
#include "teachingdocks.h"
#include "testregistry.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QSignalSpy>
#include <QTabBar>
#include <QTest>

using namespace nq;

namespace {

RunnerSnapshot snapshotAt(int n, std::uint64_t step)
{
    SearchOptions options;
    options.n = n;
    Stepper stepper(options);
    stepper.skip(step);
    RunnerSnapshot snapshot;
    snapshot.search = stepper.state();
    snapshot.furthestStep = step;
    snapshot.tree = SearchTree::build(options);
    snapshot.store = std::make_shared<SolutionStore>(n, 16); // a run has one; the docks wait for it
    return snapshot;
}

QDockWidget *dock(QMainWindow &window, const char *name)
{
    return window.findChild<QDockWidget *>(QLatin1String(name));
}

} // namespace

// Tests the classroom docks on their own, in a bare main window: what they hold and that a
// panel in a hidden tab waits until it is shown.
class TestTeachingDocks : public QObject
{
    Q_OBJECT

private slots:
    void onePanelPerDockTabbedTogether()
    {
        QMainWindow window;
        TeachingDocks docks(&window);
        QCOMPARE(docks.docks().size(), 6);
        QCOMPARE(docks.toggleViewActions().size(), 6);
        QCOMPARE(dock(window, "searchTreeDock")->widget(), docks.searchTree());
        QCOMPARE(dock(window, "callStackDock")->widget(), docks.callStack());
        QCOMPARE(dock(window, "levelChartDock")->widget(), docks.levelChart());
        QCOMPARE(dock(window, "searchTreeDock")->windowTitle(), QStringLiteral("Search tree"));
        QCOMPARE(dock(window, "levelChartDock")->windowTitle(),
                 QStringLiteral("Counters by level"));
        // Two tab groups, each tab whole in the panel's width: the search's panels with the
        // pseudocode in front, and the figures about it with the counters by level in front.
        const auto tabbedWith = [&window](const char *name) {
            QStringList names;
            for (const QDockWidget *d : window.tabifiedDockWidgets(dock(window, name)))
                names << d->objectName();
            names.sort();
            return names;
        };
        QCOMPARE(tabbedWith("pseudocodeDock"),
                 (QStringList {QStringLiteral("callStackDock"), QStringLiteral("searchTreeDock")}));
        QCOMPARE(tabbedWith("levelChartDock"), (QStringList {QStringLiteral("checkComparisonDock"),
                                                             QStringLiteral("symmetryDock")}));
        QCOMPARE(docks.groupHeads(), (QList<QDockWidget *> {dock(window, "pseudocodeDock"),
                                                            dock(window, "levelChartDock")}));
    }

    void hiddenPanelsCatchUpWhenShown()
    {
        QMainWindow window;
        TeachingDocks docks(&window);
        window.resize(900, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const RunnerSnapshot snapshot = snapshotAt(6, 200);
        docks.showSnapshot(snapshot, true); // a new run: the step moved
        // The pseudocode is in front: the tree in its hidden tab has not been given the run.
        QVERIFY(!docks.searchTree()->tree());
        QVERIFY(docks.callStack()->frameTexts().isEmpty());
        dock(window, "searchTreeDock")->raise();
        QTRY_VERIFY(docks.searchTree()->tree() == snapshot.tree);
        QVERIFY(docks.searchTree()->showsTree());
        QCOMPARE(docks.searchTree()->currentNode(), snapshot.tree->currentNode(snapshot.search));
        dock(window, "callStackDock")->raise();
        QTRY_VERIFY(!docks.callStack()->frameTexts().isEmpty());
        QVERIFY(
            docks.callStack()->frameTexts().constLast().startsWith(QStringLiteral("solve(r = 0)")));
    }

    void treeClicksAskForAJump()
    {
        QMainWindow window;
        TeachingDocks docks(&window);
        QSignalSpy jumps(&docks, &TeachingDocks::jumpRequested);
        emit docks.searchTree()->jumpRequested(42);
        QCOMPARE(jumps.size(), 1);
        QCOMPARE(jumps.takeFirst().at(0).value<quint64>(), quint64(42));
    }
};

NQ_TEST_MAIN(TestTeachingDocks)
#include "tst_teachingdocks.moc"
