#include "windowactions.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTest>
#include <QWidget>

using namespace nq;

// Tests the window's actions on their own: names and shortcuts, menus, texts, and which
// actions are enabled in each situation.
class TestWindowActions : public QObject
{
    Q_OBJECT

private slots:
    void everyActionHasItsNameAndKeys()
    {
        QWidget window;
        WindowActions actions(&window);
        QCOMPARE(actions.playPause()->objectName(), QStringLiteral("playPause"));
        QCOMPARE(actions.playPause()->shortcut(), QKeySequence(Qt::Key_Space));
        QCOMPARE(actions.step()->shortcuts(),
                 (QList<QKeySequence> {Qt::Key_Right, Qt::Key_PageDown}));
        QCOMPARE(actions.stepBack()->shortcuts(),
                 (QList<QKeySequence> {Qt::Key_Left, Qt::Key_PageUp}));
        QCOMPARE(actions.presentation()->shortcut(), QKeySequence(Qt::Key_F5));
        QCOMPARE(actions.practice()->shortcut(), QKeySequence(Qt::Key_T));
        QVERIFY(actions.practice()->isCheckable());
        // The actions belong to the window, so their shortcuts work anywhere in it.
        QVERIFY(window.actions().contains(actions.reset()));
        QCOMPARE(window.actions().size(), 30);
        QCOMPARE(actions.pseudocodeWhilePresenting()->shortcut(), QKeySequence(Qt::Key_P));
        QVERIFY(actions.pseudocodeWhilePresenting()->isCheckable());
        QCOMPARE(window.findChild<QAction *>(QStringLiteral("goToSolution")),
                 actions.goToSolution());
    }

    void menusHoldTheActionsAndTranslatableTitles()
    {
        QWidget window;
        WindowActions actions(&window);
        auto *bar = new QMenuBar(&window); // as the window's own menu bar
        auto *panel = new QAction(QStringLiteral("Controls"), bar);
        actions.buildMenus(bar, {panel});
        actions.retranslate();
        QStringList titles;
        for (QAction *menu : bar->actions())
            titles << menu->text();
        QCOMPARE(titles, (QStringList {QStringLiteral("&File"), QStringLiteral("&Run"),
                                       QStringLiteral("&View"), QStringLiteral("&Language"),
                                       QStringLiteral("&Help")}));
        QCOMPARE(actions.step()->text(), QStringLiteral("&Step"));
        QVERIFY(actions.step()->toolTip().contains(
            QKeySequence(Qt::Key_Right).toString(QKeySequence::NativeText)));
        QVERIFY(window.findChild<QAction *>(QStringLiteral("theme-colour-blind")));
        QVERIFY(window.findChild<QAction *>(QStringLiteral("appearance-dark")));
        QCOMPARE(window.findChild<QAction *>(QStringLiteral("language-de"))->text(),
                 QStringLiteral("Deutsch"));
        QCOMPARE(window.findChild<QAction *>(QStringLiteral("language-system"))->text(),
                 QStringLiteral("System language"));
    }

    void choicesAreSignalledAndShownChecked()
    {
        QWidget window;
        WindowActions actions(&window);
        auto *bar = new QMenuBar(&window);
        actions.buildMenus(bar, {});
        QSignalSpy themes(&actions, &WindowActions::themeChosen);
        window.findChild<QAction *>(QStringLiteral("theme-high-contrast"))->trigger();
        QCOMPARE(themes.size(), 1);
        QCOMPARE(themes.first().first().toString(), QStringLiteral("high-contrast"));
        actions.showTheme(QStringLiteral("classic"));
        QVERIFY(window.findChild<QAction *>(QStringLiteral("theme-classic"))->isChecked());
        QVERIFY(!window.findChild<QAction *>(QStringLiteral("theme-high-contrast"))->isChecked());
        actions.showLanguage(QString());
        QVERIFY(window.findChild<QAction *>(QStringLiteral("language-system"))->isChecked());
    }

    void overlaysRoundTrip()
    {
        QWidget window;
        WindowActions actions(&window);
        QSignalSpy toggled(&actions, &WindowActions::overlaysToggled);
        BoardView::Overlays overlays;
        overlays.attackedSquares = true;
        overlays.attackCounts = true;
        overlays.conflictLines = false;
        overlays.candidate = false;
        actions.setOverlays(overlays);
        QVERIFY(toggled.size() > 0);
        const BoardView::Overlays back = actions.overlays();
        QCOMPARE(back.attackedSquares, true);
        QCOMPARE(back.attackCounts, true);
        QCOMPARE(back.conflictLines, false);
        QCOMPARE(back.candidate, false);
    }

    void enabledStateFollowsTheRun()
    {
        QWidget window;
        WindowActions actions(&window);
        RunnerSnapshot snapshot;
        actions.update(snapshot, {});
        QVERIFY(actions.playPause()->isEnabled());
        QVERIFY(actions.step()->isEnabled());
        QVERIFY(!actions.stepBack()->isEnabled()); // nothing to undo at step 0
        QVERIFY(!actions.reset()->isEnabled());
        QVERIFY(!actions.backToSearch()->isEnabled());
        QVERIFY(!actions.clearBreakpoints()->isEnabled());
        QVERIFY(!actions.goToSolution()->isEnabled());
        QCOMPARE(actions.playPause()->text(), QStringLiteral("&Play"));

        snapshot.runState = RunState::Running;
        actions.update(snapshot, {true, false, false});
        QCOMPARE(actions.playPause()->text(), QStringLiteral("&Pause"));
        QVERIFY(actions.reset()->isEnabled());
        QVERIFY(actions.backToSearch()->isEnabled());

        snapshot.breakpoints[2] = 1u << 3;
        snapshot.search.options.goal = Goal::Count;
        actions.update(snapshot, {});
        QCOMPARE(actions.playPause()->text(), QStringLiteral("&Cancel"));
        QVERIFY(!actions.step()->isEnabled()); // a count has no steps
        QVERIFY(!actions.faster()->isEnabled());
        QVERIFY(actions.clearBreakpoints()->isEnabled());

        // Practising: the arrows and Enter belong to the board.
        snapshot.search.options.goal = Goal::All;
        actions.update(snapshot, {false, false, true});
        QVERIFY(!actions.playPause()->isEnabled());
        QVERIFY(!actions.step()->isEnabled());
        QVERIFY(actions.hint()->isEnabled());
        QVERIFY(actions.practice()->isChecked());
        actions.update(snapshot, {false, true, false});
        QVERIFY(actions.presentation()->isChecked());
        QVERIFY(actions.backToSearch()->isEnabled()); // Esc leaves the presentation
    }
};

QTEST_MAIN(TestWindowActions)
#include "tst_windowactions.moc"
