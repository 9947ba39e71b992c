#include "accelerators.h"
#include "guitesthelpers.h"
#include "windowparts.h"
#include "lessonactions.h"
#include "mainwindow.h"
#include "mnemonictext.h"
#include "testregistry.h"
#include "windowactions.h"
#include "programparts.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QAction>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QXmlStreamReader>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStatusBar>
#include <QToolButton>
#include <QSignalSpy>
#include <QTest>
#include <QWidget>

#include <functional>

using namespace nq;

using nq::test::acceleratorOf;
using nq::test::plainKeyLetters;

namespace {

// The translation contexts of the window's actions, menus and the buttons and labels of its
// panels (the dialogs are left out: the window's plain keys do not act in a modal dialog).
const QStringList kWindowContexts {
    QStringLiteral("WindowActions"),  QStringLiteral("LessonActions"),
    QStringLiteral("ControlsPanel"),  QStringLiteral("PracticePanel"),
    QStringLiteral("BookmarksPanel"), QStringLiteral("TraceActions"),
    QStringLiteral("TraceBanner")};

} // namespace

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
        QCOMPARE(actions.action(WindowActions::Command::PlayPause)->objectName(),
                 QStringLiteral("playPause"));
        QCOMPARE(actions.action(WindowActions::Command::PlayPause)->shortcut(),
                 QKeySequence(Qt::Key_Space));
        QCOMPARE(actions.action(WindowActions::Command::Step)->shortcuts(),
                 (QList<QKeySequence> {Qt::Key_Right, Qt::Key_PageDown}));
        QCOMPARE(actions.action(WindowActions::Command::StepBack)->shortcuts(),
                 (QList<QKeySequence> {Qt::Key_Left, Qt::Key_PageUp}));
        QCOMPARE(actions.action(WindowActions::Command::Presentation)->shortcut(),
                 QKeySequence(Qt::Key_F5));
        QCOMPARE(actions.action(WindowActions::Command::Practice)->shortcut(),
                 QKeySequence(Qt::Key_T));
        QVERIFY(actions.action(WindowActions::Command::Practice)->isCheckable());
        // The actions belong to the window, so their shortcuts work anywhere in it.
        QVERIFY(window.actions().contains(actions.action(WindowActions::Command::Reset)));
        QCOMPARE(window.actions().size(), 49);
        QCOMPARE(actions.action(WindowActions::Command::SimpleView)->shortcut(),
                 QKeySequence(Qt::Key_F9));
        QCOMPARE(window.findChild<QAction *>(QStringLiteral("undo"))->shortcut(),
                 QKeySequence(QKeySequence::Undo));
        // Keys 1 to 5: the speed presets, 1, 10, 100 and 1,000 steps a second and full speed.
        for (int i = 0; i < 5; ++i)
            QCOMPARE(window
                         .findChild<QAction *>(QStringList {"speedOne", "speedTen", "speedHundred",
                                                            "speedThousand", "speedFull"}[i])
                         ->shortcut(),
                     QKeySequence(Qt::Key_1 + i));
        QCOMPARE(actions.action(WindowActions::Command::PseudocodeWhilePresenting)->shortcut(),
                 QKeySequence(Qt::Key_P));
        QVERIFY(actions.action(WindowActions::Command::PseudocodeWhilePresenting)->isCheckable());
        QCOMPARE(window.findChild<QAction *>(QStringLiteral("goToSolution")),
                 actions.action(WindowActions::Command::GoToSolution));
        // Ctrl+G goes to a step (as in editors, to a line); a solution by its number is Ctrl+J.
        QCOMPARE(actions.action(WindowActions::Command::GoToStep)->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::Key_G));
        QCOMPARE(actions.action(WindowActions::Command::GoToSolution)->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::Key_J));
        // Help: F1 the first steps, Shift+F1 What's this?, Ctrl+F1 every key.
        const auto keyOf = [&window](const char *name) {
            return window.findChild<QAction *>(QString::fromLatin1(name))->shortcut();
        };
        QCOMPARE(keyOf("gettingStarted"), QKeySequence(Qt::Key_F1));
        QCOMPARE(keyOf("whatsThis"), QKeySequence(Qt::SHIFT | Qt::Key_F1));
        QCOMPARE(keyOf("shortcutsHelp"), QKeySequence(Qt::CTRL | Qt::Key_F1));
        // View ▸ Zoom: Ctrl+Plus, Ctrl+Minus, Ctrl+0.
        QCOMPARE(keyOf("zoomIn"), QKeySequence(Qt::CTRL | Qt::Key_Plus));
        QCOMPARE(keyOf("zoomOut"), QKeySequence(Qt::CTRL | Qt::Key_Minus));
        QCOMPARE(keyOf("zoomNormal"), QKeySequence(Qt::CTRL | Qt::Key_0));
        // P a panel beside the board while presenting, Shift+P the next one.
        QCOMPARE(keyOf("nextPresentedPanel"), QKeySequence(Qt::SHIFT | Qt::Key_P));
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
        QCOMPARE(titles, (QStringList {QStringLiteral("&File"), QStringLiteral("Ed&it"),
                                       QStringLiteral("&Run"), QStringLiteral("&View"),
                                       QStringLiteral("Lang&uage"), QStringLiteral("H&elp")}));
        QCOMPARE(actions.action(WindowActions::Command::Step)->text(), QStringLiteral("St&ep"));
        QVERIFY(actions.action(WindowActions::Command::Step)
                    ->toolTip()
                    .contains(QKeySequence(Qt::Key_Right).toString(QKeySequence::NativeText)));
        QVERIFY(window.findChild<QAction *>(QStringLiteral("theme-colour-blind")));
        QVERIFY(window.findChild<QAction *>(QStringLiteral("appearance-dark")));
        QCOMPARE(window.findChild<QAction *>(QStringLiteral("language-de"))->text(),
                 QStringLiteral("Deutsch"));
        QCOMPARE(window.findChild<QAction *>(QStringLiteral("language-system"))->text(),
                 QStringLiteral("System language"));
    }

    // No accelerator of the window, in any language, is a letter whose plain key is a
    // shortcut of the window: in Chinese the Step buttons read "前进一步(S)" and "后退一步(B)"
    // while S and B run to the next solution and the next backtrack. Read from every .ts file:
    // each source string and each translation of the window's contexts.
    void noAcceleratorIsAPlainKey_data()
    {
        QTest::addColumn<QString>("file");
        const QDir folder(QStringLiteral(NQ_TRANSLATIONS_DIR));
        const QStringList files = folder.entryList({QStringLiteral("*.ts")}, QDir::Files);
        QVERIFY(files.size() >= 5);
        for (const QString &file : files)
            QTest::newRow(qPrintable(file)) << folder.filePath(file);
    }
    void noAcceleratorIsAPlainKey()
    {
        QFETCH(QString, file);
        QWidget window;
        WindowActions actions(&window);
        LessonActions lessons(&window);
        const QSet<QChar> plain = plainKeyLetters(window);
        for (const char *letter : {"S", "B", "L", "T", "H", "A", "P"})
            QVERIFY2(plain.contains(QLatin1Char(*letter)), letter);
        QFile ts(file);
        QVERIFY(ts.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&ts);
        QString context;
        QStringList clashes;
        int accelerators = 0;
        while (xml.readNext() != QXmlStreamReader::EndDocument && !xml.hasError()) {
            if (!xml.isStartElement())
                continue;
            const auto name = xml.name();
            if (name == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (name == QLatin1String("source") || name == QLatin1String("translation")
                       || name == QLatin1String("numerusform")) {
                const bool isTranslation = name != QLatin1String("source");
                // A translation with plural forms holds them in elements of its own.
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (!kWindowContexts.contains(context))
                    continue;
                const QChar letter = acceleratorOf(text);
                if (letter.isNull())
                    continue;
                ++accelerators;
                if (plain.contains(letter))
                    clashes << QStringLiteral("%1 %2 “%3”")
                                   .arg(context, isTranslation ? "translation" : "source", text);
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        if (!file.endsWith(QLatin1String("_en.ts"))) // English keeps only its plural forms
            QVERIFY(accelerators > 50);
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
    }

    // In the running window, in every language: each menu's accelerators are unique within
    // the menu and none is a plain key; the panels' buttons and labels show none either.
    // Play, Pause, Start and Cancel are the texts of one item, each checked against the rest.
    void menusHaveUniqueAcceleratorsInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "de", "es", "fr", "zh_CN"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }
    void menusHaveUniqueAcceleratorsInEveryLanguage()
    {
        QFETCH(QString, language);
        nq::testing::isolateSettings();
        MainWindow window(nullptr, attachProgramParts);
        window.setLanguage(language);
        QCoreApplication::sendPostedEvents(); // the texts change on LanguageChange events
        QCoreApplication::processEvents();
        if (language != QLatin1String("en"))
            QVERIFY(window.menuBar()->actions().constFirst()->text() != QStringLiteral("&File"));
        const QSet<QChar> plain = plainKeyLetters(window);
        QVERIFY(plain.contains(QLatin1Char('S')));
        QStringList problems;
        const auto checkMenu = [&](const QString &title, const QList<QAction *> &items,
                                   auto &self) -> void {
            QHash<QChar, QString> taken;
            for (QAction *item : items) {
                if (item->isSeparator())
                    continue;
                QStringList texts {item->text()};
                if (item == parts::action(window, QStringLiteral("playPause")))
                    texts = {QCoreApplication::translate("WindowActions", "Pla&y"),
                             QCoreApplication::translate("WindowActions", "Pa&use"),
                             QCoreApplication::translate("WindowActions", "Sta&rt"),
                             QCoreApplication::translate("WindowActions", "&Cancel")};
                for (const QString &text : texts) {
                    const QChar letter = acceleratorOf(text);
                    if (letter.isNull())
                        continue;
                    if (plain.contains(letter))
                        problems << QStringLiteral("%1: “%2” uses the plain key %3")
                                        .arg(title, text, letter);
                    if (taken.contains(letter) && taken[letter] != item->objectName())
                        problems << QStringLiteral("%1: “%2” has the accelerator of another item")
                                        .arg(title, text);
                    taken.insert(letter, item->objectName().isEmpty() ? text : item->objectName());
                }
                if (item->menu())
                    self(item->text(), item->menu()->actions(), self);
            }
        };
        checkMenu(QStringLiteral("menu bar"), window.menuBar()->actions(), checkMenu);
        for (const QAbstractButton *button : window.findChildren<QAbstractButton *>()) {
            const QChar letter = acceleratorOf(button->text());
            if (!letter.isNull() && plain.contains(letter))
                problems << QStringLiteral("button “%1” uses the plain key %2")
                                .arg(button->text(), letter);
        }
        for (const QLabel *label : window.findChildren<QLabel *>()) {
            const QChar letter = acceleratorOf(label->text());
            if (label->buddy() && !letter.isNull() && plain.contains(letter))
                problems << QStringLiteral("label “%1” uses the plain key %2")
                                .arg(label->text(), letter);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void withoutMnemonicLeavesTheWords()
    {
        QCOMPARE(withoutMnemonic(QStringLiteral("St&ep")), QStringLiteral("Step"));
        QCOMPARE(withoutMnemonic(QStringLiteral("前进一步(&E)")), QStringLiteral("前进一步"));
        QCOMPARE(withoutMnemonic(QStringLiteral("导出棋盘（&F）…")), QStringLiteral("导出棋盘…"));
        QCOMPARE(withoutMnemonic(QStringLiteral("Einfache Ansicht (&J)")),
                 QStringLiteral("Einfache Ansicht"));
        QCOMPARE(withoutMnemonic(QStringLiteral("Save && quit (&&)")),
                 QStringLiteral("Save & quit (&)"));
    }

    // A text that names a menu item in words shows no accelerator, in every language: the
    // tips and status texts of every action, what its tool button shows, what a screen reader
    // is told of each menu item and button, and the status line's word on a refused key. The
    // Chinese "(&K)" left "后退一步(K)" in them once Qt or the code had stripped the "&".
    void noTextShowsAnItemsAccelerator_data() { menusHaveUniqueAcceleratorsInEveryLanguage_data(); }
    void noTextShowsAnItemsAccelerator()
    {
        QFETCH(QString, language);
        nq::testing::isolateSettings();
        MainWindow window(nullptr, attachProgramParts);
        window.setLanguage(language);
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QStringList problems;
        // `text` shows `letter`, the accelerator of the item it names: "&K", "(&K)" or "(K)".
        const auto check = [&problems](const QString &what, const QString &text, QChar letter) {
            if (letter.isNull() || text.isEmpty())
                return;
            const QRegularExpression shown(
                QStringLiteral("&%1|[(（]%1[)）]").arg(QRegularExpression::escape(letter)),
                QRegularExpression::CaseInsensitiveOption);
            if (shown.match(text).hasMatch())
                problems
                    << QStringLiteral("%1 “%2” shows the accelerator %3").arg(what, text, letter);
        };
        int named = 0;
        for (QAction *action : window.findChildren<QAction *>()) {
            const QChar letter = acceleratorOf(action->text());
            // A menu's own action (its title in the bar or in another menu) shows no tip.
            if (letter.isNull() || action->menu())
                continue;
            ++named;
            const QString name = action->objectName().isEmpty() ? action->text()
                                                                : action->objectName();
            check(name + QStringLiteral(" tip"), action->toolTip(), letter);
            check(name + QStringLiteral(" status tip"), action->statusTip(), letter);
            check(name + QStringLiteral(" icon text"), action->iconText(), letter);
        }
        QVERIFY(named > 40);
        // What a screen reader is told of each item of each menu.
        const std::function<void(QAccessibleInterface *)> walk = [&](QAccessibleInterface *item) {
            for (int i = 0; item && i < item->childCount(); ++i) {
                QAccessibleInterface *child = item->child(i);
                if (!child)
                    continue;
                if (auto *action = qobject_cast<QAction *>(child->object()))
                    check(QStringLiteral("accessible name"), child->text(QAccessible::Name),
                          acceleratorOf(action->text()));
                walk(child);
            }
        };
        for (QMenu *menu : window.menuBar()->findChildren<QMenu *>())
            walk(QAccessible::queryAccessibleInterface(menu));
        // The buttons that show an action: the Step buttons, Play, Reset.
        int buttons = 0;
        for (QToolButton *button : window.findChildren<QToolButton *>()) {
            if (!button->defaultAction())
                continue;
            ++buttons;
            const QChar letter = acceleratorOf(button->defaultAction()->text());
            check(QStringLiteral("button"), button->text(), letter);
            check(QStringLiteral("button's accessible name"),
                  QAccessible::queryAccessibleInterface(button)->text(QAccessible::Name), letter);
        }
        QVERIFY(buttons >= 4);
        // A refused key names its command in the status line: Step back at step 0.
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        QTest::keyClick(&window, Qt::Key_Left);
        const QString said = window.statusBar()->currentMessage();
        QVERIFY2(!said.isEmpty(), "no word on a refused key");
        check(QStringLiteral("status line"), said,
              acceleratorOf(parts::action(window, QStringLiteral("stepBack"))->text()));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
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
        QVERIFY(actions.action(WindowActions::Command::PlayPause)->isEnabled());
        QVERIFY(actions.action(WindowActions::Command::Step)->isEnabled());
        QVERIFY(!actions.action(WindowActions::Command::StepBack)
                     ->isEnabled()); // nothing to undo at step 0
        QVERIFY(!actions.action(WindowActions::Command::Reset)->isEnabled());
        QVERIFY(!actions.action(WindowActions::Command::BackToSearch)->isEnabled());
        QVERIFY(!actions.action(WindowActions::Command::ClearBreakpoints)->isEnabled());
        // Go to step and Go to solution at step 0 too: the search runs on to them (#38).
        QVERIFY(actions.action(WindowActions::Command::GoToStep)->isEnabled());
        QVERIFY(actions.action(WindowActions::Command::GoToSolution)->isEnabled());
        QCOMPARE(actions.action(WindowActions::Command::PlayPause)->text(),
                 QStringLiteral("Pla&y"));

        snapshot.runState = RunState::Running;
        actions.update(snapshot, {true, false, false});
        QCOMPARE(actions.action(WindowActions::Command::PlayPause)->text(),
                 QStringLiteral("Pa&use"));
        QVERIFY(actions.action(WindowActions::Command::Reset)->isEnabled());
        QVERIFY(actions.action(WindowActions::Command::BackToSearch)->isEnabled());

        snapshot.breakpoints[2] = 1u << 3;
        snapshot.search.options.goal = Goal::Count;
        actions.update(snapshot, {});
        QCOMPARE(actions.action(WindowActions::Command::PlayPause)->text(),
                 QStringLiteral("&Cancel"));
        QVERIFY(!actions.action(WindowActions::Command::Step)->isEnabled()); // a count has no steps
        QVERIFY(!actions.action(WindowActions::Command::Faster)->isEnabled());
        QVERIFY(actions.action(WindowActions::Command::ClearBreakpoints)->isEnabled());
        // A count lists no solution and has no steps to go to.
        QVERIFY(!actions.action(WindowActions::Command::GoToStep)->isEnabled());
        QVERIFY(!actions.action(WindowActions::Command::GoToSolution)->isEnabled());

        // Practising: the arrows and Enter belong to the board.
        snapshot.search.options.goal = Goal::All;
        actions.update(snapshot, {false, false, true});
        QVERIFY(!actions.action(WindowActions::Command::PlayPause)->isEnabled());
        QVERIFY(!actions.action(WindowActions::Command::Step)->isEnabled());
        QVERIFY(actions.action(WindowActions::Command::Hint)->isEnabled());
        QVERIFY(actions.action(WindowActions::Command::Practice)->isChecked());
        QVERIFY(!actions.action(WindowActions::Command::GoToStep)->isEnabled());
        QVERIFY(!actions.action(WindowActions::Command::GoToSolution)->isEnabled());
        actions.update(snapshot, {false, true, false});
        QVERIFY(actions.action(WindowActions::Command::Presentation)->isChecked());
        QVERIFY(actions.action(WindowActions::Command::BackToSearch)
                    ->isEnabled()); // Esc leaves the presentation
        // The View menu says how large the texts are while they are zoomed.
        QCOMPARE(actions.action(WindowActions::Command::ZoomNormal)->text(),
                 QStringLiteral("Normal text si&ze"));
        WindowActions::Situation zoomed;
        zoomed.textZoom = 1.2;
        actions.update(snapshot, zoomed);
        QCOMPARE(actions.action(WindowActions::Command::ZoomNormal)->text(),
                 QStringLiteral("Normal text si&ze (now 120%)"));
    }
};

NQ_TEST_MAIN(TestWindowActions)
#include "tst_windowactions.moc"
