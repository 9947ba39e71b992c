#include "boardarea.h"
#include "boardview.h"
#include "controlspanel.h"
#include "counterspanel.h"
#include "guitesthelpers.h"
#include "windowparts.h"
#include "lessonbookmarks.h"
#include "lessoncontroller.h"
#include "mainwindow.h"
#include "narrator.h"
#include "practicepanel.h"
#include "solutionlistmodel.h"
#include "solutionlistview.h"
#include "speedlimits.h"
#include "speedscale.h"
#include "testregistry.h"
#include "testwindow.h"
#include "testscale.h"
#include "windowlessons.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QInputDialog>
#include <QLocale>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <QTimer>

#include <deque>
#include <map>
#include <random>
#include <set>

using namespace nq;

namespace {

// Actions that open a modal dialog (file choosers, questions, the print preview: the monkey
// would wait on it) or quit; Getting started's window would take the window's keys (the
// monkey sends them to the main window), What's this? the next click.
const QStringList kSkippedActions = {"quit",           "about",           "shortcutsHelp",
                                     "gettingStarted", "whatsThis",       "runToLevel",
                                     "exportBoard",    "exportSolutions", "print",
                                     "saveHandout",    "restoreDefaults", "goToSolution",
                                     "goToStep",       "openLesson",      "saveLesson",
                                     "saveLessonAs",   "exportWorksheet", "exportAnimation",
                                     "exportPage",     "openTrace",       "runProgram"};

// Keys a user presses: the window's shortcuts (but F1, L and Ctrl+Q, which open a dialog or
// quit), the board cursor's keys, and keys that move the focus or edit the focused control.
const QList<QKeyCombination> kKeys = {Qt::Key_Space,    Qt::Key_Right,
                                      Qt::Key_Left,     Qt::Key_Up,
                                      Qt::Key_Down,     Qt::Key_PageUp,
                                      Qt::Key_PageDown, Qt::Key_Home,
                                      Qt::Key_Plus,     Qt::Key_Minus,
                                      Qt::Key_Equal,    Qt::Key_Escape,
                                      Qt::Key_Return,   Qt::Key_S,
                                      Qt::Key_B,        Qt::SHIFT | Qt::Key_B,
                                      Qt::Key_A,        Qt::SHIFT | Qt::Key_A,
                                      Qt::Key_H,        Qt::Key_T,
                                      Qt::Key_F5,       Qt::Key_F11,
                                      Qt::Key_Tab,      Qt::Key_End,
                                      Qt::Key_1,        Qt::Key_Backspace};

// The offscreen platform warns on every raise(), keyboard grab and size hint: keep the log readable.
QtMessageHandler g_testLogHandler = nullptr;
void quietOffscreenWarnings(QtMsgType type, const QMessageLogContext &context,
                            const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("This plugin does not support")))
        return;
    g_testLogHandler(type, context, message);
}

quint64 shownCounter(const MainWindow &window, const char *name)
{
    bool ok = false;
    const quint64 value = QLocale().toULongLong(
        parts::countersPanel(window)->valueText(QString::fromLatin1(name)), &ok);
    return ok ? value : ~quint64(0);
}

QString describe(const Placement &p)
{
    QStringList cols;
    for (int r = 0; r < p.n; ++r)
        cols << QString::number(p.cols[r]);
    return QStringLiteral("n=%1 [%2]").arg(p.n).arg(cols.join(QLatin1Char(',')));
}

} // namespace

// Drives one MainWindow with random user actions from a fixed seed (actions, keys, clicks and
// right-clicks on the board, every control, the solutions list, docks, resizing, Try it
// yourself, presentation mode) and after each one checks that the window shows a consistent,
// current state. Any crash, hang, sanitizer report or stale display fails it.
class Monkey
{
public:
    Monkey(MainWindow &window, quint32 seed)
        : m_window(window)
        , m_random(seed)
    {
        for (QAction *action : window.findChildren<QAction *>()) {
            if (action->menu() || action->isSeparator()
                || kSkippedActions.contains(action->objectName()))
                continue; // a submenu's own action does nothing; the others would wait or quit
            m_actions << action;
        }
        m_controls = window.controlsPanel();
        m_size = m_controls->findChild<QSpinBox *>();
        m_speed = m_controls->findChild<QSlider *>();
        m_optionBoxes = m_controls->findChildren<QComboBox *>();
        m_listMode = window.findChild<QComboBox *>(QStringLiteral("listMode"));
        m_docks = window.findChildren<QDockWidget *>();
        for (QPushButton *button : parts::practicePanel(window)->findChildren<QPushButton *>())
            m_practiceButtons << button;
        m_practiceButtons << window.findChild<QPushButton *>(QStringLiteral("backToSearchButton"));
    }

    QStringList actionNames() const
    {
        QStringList names;
        for (const QPointer<QAction> &a : m_actions)
            names << (a->objectName().isEmpty()
                          ? a->text() + QLatin1Char('@') + a->parent()->metaObject()->className()
                          : a->objectName());
        return names;
    }
    // Counts what the window went through, for the summary.
    void observe()
    {
        const RunnerSnapshot &s = parts::shown(m_window);
        m_maxStep = std::max<quint64>(m_maxStep, s.step());
        m_maxListed = std::max<quint64>(m_maxListed, s.visibleSolutions);
        m_finished += s.isFinished();
        m_practising += m_window.isPracticing();
        m_viewing += m_window.viewedSolution().has_value();
        m_presenting += m_window.isPresenting();
        m_sizes.insert(s.search.options.n);
    }
    QString summary() const
    {
        QStringList kinds;
        for (auto it = m_kinds.begin(); it != m_kinds.end(); ++it)
            kinds << QStringLiteral("%1 %2").arg(it.key()).arg(it.value());
        return QStringLiteral("%1; checked while practising %2, viewing a solution %3, presenting "
                              "%4, finished %5; "
                              "furthest step %6, most solutions listed %7, sizes seen %8")
            .arg(kinds.join(QStringLiteral(", ")))
            .arg(m_practising)
            .arg(m_viewing)
            .arg(m_presenting)
            .arg(m_finished)
            .arg(m_maxStep)
            .arg(m_maxListed)
            .arg(m_sizes.size());
    }
    QString recentActions() const
    {
        return QStringList(m_log.begin(), m_log.end()).join(QStringLiteral("; "));
    }

    // One random user action.
    void act()
    {
        const int roll = below(100);
        if (roll < 20)
            triggerAction();
        else if (roll < 36)
            pressKey();
        else if (roll < 48)
            clickSquare();
        else if (roll < 50)
            rightClickSquare();
        else if (roll < 57)
            changeSize();
        else if (roll < 62)
            changeOption();
        else if (roll < 69)
            changeSpeed();
        else if (roll < 79)
            selectSolution();
        else if (roll < 81)
            changeListMode();
        else if (roll < 83)
            resizeWindow();
        else if (roll < 85)
            toggleDock();
        else if (roll < 90)
            clickPracticeButton();
        else if (roll < 93)
            findSolutions();
        else
            letTime(below(12));
    }

    // Empty if what the window shows agrees with the newest snapshot it took, else what is wrong.
    QString violation(bool everySolution) const
    {
        const RunnerSnapshot &s = parts::shown(m_window);
        if (!s.store)
            return {};
        const Placement searchBoard = Stepper::placementOf(s.search);
        const Counters &c = s.search.counters;
        if (c.places - c.removes != quint64(searchBoard.queenCount() - s.fixedLevels))
            return QStringLiteral("snapshot: places %1 - removes %2 != queens %3 - fixed %4")
                .arg(c.places)
                .arg(c.removes)
                .arg(searchBoard.queenCount())
                .arg(s.fixedLevels);
        if (!s.animates() && s.step() != 0)
            return QStringLiteral("a count or a listing moved the search to step %1").arg(s.step());
        const BoardScene &scene = parts::boardView(m_window)->scene();
        // Flat out, the window refreshes its texts ten times a second, not every frame.
        const bool textsFollow = !(s.runState == RunState::Running
                                   && nq::speed::isBatched(s.stepsPerSecond));
        if (!m_window.isPracticing() && !s.isFinished() && s.animates() && textsFollow) {
            // The line above the board tells what the current step did, in the current language.
            const QString narration = parts::narration(m_window);
            const QString expected =
                s.step() > 0 ? QCoreApplication::translate("NarrationLabel", "Step %1 · %2")
                                   .arg(QLocale().toString(qulonglong(s.step())), QString())
                             : Narrator::describeSnapshot(s);
            if (!narration.contains(expected))
                return QStringLiteral("the narration \"%1\" is not about step %2")
                    .arg(narration)
                    .arg(s.step());
        }
        if (!m_window.isPracticing()) {
            if (!isValidPlacement(scene.queens))
                return QStringLiteral("the board shows attacking queens: ")
                       + describe(scene.queens);
            if (const std::optional<quint64> row = m_window.viewedSolution()) {
                if (!scene.queens.isComplete())
                    return QStringLiteral("the viewed solution is incomplete: ")
                           + describe(scene.queens);
                const Placement listed = parts::solutionModel(m_window)->placementAt(int(*row));
                if (!(listed == scene.queens))
                    return QStringLiteral("the board shows %1, row %2 of the list %3")
                        .arg(describe(scene.queens))
                        .arg(*row)
                        .arg(describe(listed));
            } else if (textsFollow) {
                if (!(scene.queens == searchBoard))
                    return QStringLiteral("the board %1 is not the search's %2")
                        .arg(describe(scene.queens), describe(searchBoard));
                if (const QString wrong = checkCounters(s, scene); !wrong.isEmpty())
                    return wrong;
                // A bookmark's note shows exactly while its step is on the board.
                const auto *lessons = m_window.findChild<LessonController *>();
                const bool bookmarked = s.animates()
                                        && lessons->bookmarks()->list().find(
                                            LessonController::searchOf(s), s.step());
                if (bookmarked == parts::boardArea(m_window)->bookmarkNote().isEmpty())
                    return QStringLiteral("step %1 is %2bookmarked, the note says \"%3\"")
                        .arg(s.step())
                        .arg(bookmarked ? "" : "not ")
                        .arg(parts::boardArea(m_window)->bookmarkNote());
            }
        }
        return textsFollow ? listViolation(s, everySolution) : QString();
    }

    // Stops the run and waits until the window shows the run of the current controls; the
    // display must then be that run's newest state (nothing stale left on screen).
    QString settle()
    {
        if (m_window.isPracticing())
            parts::action(m_window, QStringLiteral("practice"))->trigger();
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < 60000) { // generous: a loaded machine or a sanitizer build
            const RunnerSnapshot &s = parts::shown(m_window);
            if (s.runState == RunState::Running
                && parts::action(m_window, QStringLiteral("playPause"))->isEnabled())
                parts::action(m_window, QStringLiteral("playPause"))->trigger();
            QTest::qWait(20);
            if (s.search.options == m_controls->options() && s.runState != RunState::Running)
                return violation(true);
        }
        return QStringLiteral("the window did not settle on the run of its controls within 60 s");
    }

private:
    int below(int bound) { return int(m_random() % quint32(std::max(1, bound))); }
    void log(const QString &what)
    {
        ++m_kinds[what.section(QLatin1Char(' '), 0, 0)];
        m_log.push_back(what);
        if (m_log.size() > 25)
            m_log.pop_front();
    }

    // The counters panel against the snapshot: an animation's counters, agreeing with the
    // queens on the board; a listing's or count's step counters as dashes (it keeps none).
    QString checkCounters(const RunnerSnapshot &s, const BoardScene &scene) const
    {
        const Counters &c = s.search.counters;
        if (!s.animates()) {
            const QString shown = parts::countersPanel(m_window)->valueText(
                QStringLiteral("steps"));
            if (shown != CountersPanel::notCountedText())
                return QStringLiteral("a listing or a count shows %1 steps").arg(shown);
            return {};
        }
        const quint64 places = shownCounter(m_window, "places");
        const quint64 removes = shownCounter(m_window, "removes");
        if (places != c.places || removes != c.removes
            || shownCounter(m_window, "steps") != c.steps)
            return QStringLiteral("the counters panel shows step %1, places %2, removes "
                                  "%3; the snapshot %4, %5, %6")
                .arg(shownCounter(m_window, "steps"))
                .arg(places)
                .arg(removes)
                .arg(c.steps)
                .arg(c.places)
                .arg(c.removes);
        if (places - removes != quint64(scene.queens.queenCount() - s.fixedLevels))
            return QStringLiteral("shown places - removes != queens on the board - fixed levels");
        return {};
    }

    QString listViolation(const RunnerSnapshot &s, bool everySolution) const
    {
        const SolutionListModel &model = *parts::solutionModel(m_window);
        const int rows = model.rowCount();
        const quint64 expected = model.mode() == SolutionListModel::Mode::Fundamental
                                     ? s.visibleClasses
                                     : s.visibleSolutions;
        if (quint64(rows) != expected)
            return QStringLiteral("the list has %1 rows, the snapshot shows %2")
                .arg(rows)
                .arg(expected);
        // Animated, the list holds what the search found so far (a listing has no steps).
        if (s.animates() && s.visibleSolutions > s.search.counters.solutions)
            return QStringLiteral("more solutions listed than found");
        std::map<std::array<std::int8_t, kMaxN>, int>
            seen; // a solution -> the first row showing it
        const int checked = everySolution ? rows : std::min(rows, 8);
        for (int i = 0; i < checked; ++i) {
            const int row = everySolution ? i : int(m_random() % quint32(rows));
            const Placement p = model.placementAt(row);
            if (p.n != s.search.options.n || !p.isComplete() || !isValidPlacement(p))
                return QStringLiteral("row %1 of the list is no solution: %2")
                    .arg(row)
                    .arg(describe(p));
            if (!everySolution)
                continue;
            const auto [first, isNew] = seen.emplace(p.cols, row);
            if (!isNew)
                return QStringLiteral("row %1 of the list repeats row %2, %3 (list mode %4, "
                                      "solution indices %5 and %6; "
                                      "run goal %7, state %8, step %9, found %10, store size %11, "
                                      "classes %12, "
                                      "visible %13 / %14 classes)")
                    .arg(row)
                    .arg(first->second)
                    .arg(describe(p))
                    .arg(int(model.mode()))
                    .arg(model.solutionIndexAt(first->second))
                    .arg(model.solutionIndexAt(row))
                    .arg(int(s.goal()))
                    .arg(int(s.runState))
                    .arg(s.step())
                    .arg(s.search.counters.solutions)
                    .arg(s.store->size())
                    .arg(s.store->classCount())
                    .arg(s.visibleSolutions)
                    .arg(s.visibleClasses);
        }
        return {};
    }

    void triggerAction()
    {
        QList<QAction *> enabled;
        for (const QPointer<QAction> &a : m_actions)
            if (a && a->isEnabled())
                enabled << a;
        if (enabled.isEmpty())
            return;
        QAction *action = enabled[below(int(enabled.size()))];
        log(QStringLiteral("action ")
            + (action->objectName().isEmpty() ? action->text() : action->objectName()));
        action->trigger();
    }

    void pressKey()
    {
        const QKeyCombination key = kKeys[below(int(kKeys.size()))];
        QWidget *target = QApplication::focusWidget();
        if (!target || target->window() != &m_window)
            target = &m_window;
        log(QStringLiteral("key %1 to %2")
                .arg(QKeySequence(key).toString(),
                     QString::fromLatin1(target->metaObject()->className())));
        QTest::keyClick(target, key.key(), key.keyboardModifiers());
    }

    QPoint randomSquareCenter(int &row, int &col)
    {
        const int n = std::max(1, parts::boardView(m_window)->scene().n);
        row = below(n);
        col = below(n);
        return parts::boardView(m_window)->squareRect(row, col).center().toPoint();
    }

    void clickSquare()
    {
        int row = 0, col = 0;
        const QPoint at = randomSquareCenter(row, col);
        log(QStringLiteral("click %1,%2").arg(row).arg(col));
        QTest::mouseClick(parts::boardView(m_window), Qt::LeftButton, {}, at);
    }

    void rightClickSquare()
    {
        int row = 0, col = 0;
        const QPoint at = randomSquareCenter(row, col);
        const bool choose = below(2) == 0;
        log(QStringLiteral("right-click %1,%2 %3")
                .arg(row)
                .arg(col)
                .arg(choose ? "and choose" : "and dismiss"));
        // The menu runs its own event loop: answer it from a zero timer.
        QTimer::singleShot(0, [choose] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu)
                return;
            if (choose && !menu->actions().isEmpty()) {
                menu->setActiveAction(menu->actions().first());
                QTest::keyClick(menu, Qt::Key_Return);
            } else {
                menu->close();
            }
        });
        if (below(2) == 0) {
            QTest::mouseClick(parts::boardView(m_window), Qt::RightButton, {}, at);
        } else {
            QContextMenuEvent event(QContextMenuEvent::Mouse, at,
                                    parts::boardView(m_window)->mapToGlobal(at));
            QApplication::sendEvent(parts::boardView(m_window), &event);
        }
    }

    int randomSize()
    {
        const int roll = below(100);
        return roll < 85 ? 1 + below(8) : roll < 97 ? 9 + below(2) : 11 + below(4);
    }

    void changeSize()
    {
        const int n = randomSize();
        log(QStringLiteral("N=%1").arg(n));
        m_size->setValue(n);
    }

    void changeOption()
    {
        QComboBox *box = m_optionBoxes[below(int(m_optionBoxes.size()))];
        const int index = below(box->count());
        log(QStringLiteral("option %1 -> %2").arg(m_optionBoxes.indexOf(box)).arg(index));
        box->setCurrentIndex(index);
    }

    void changeSpeed()
    {
        // Mostly fast, so the search moves; sometimes slow or animated.
        const int roll = below(10);
        const int notch = roll < 5   ? SpeedScale::kFullSpeedNotch
                          : roll < 8 ? 25 + below(16)
                                     : below(25);
        log(QStringLiteral("speed notch %1").arg(notch));
        m_speed->setValue(notch);
    }

    void selectSolution()
    {
        SolutionListView *list = parts::solutionList(m_window);
        const int rows = parts::solutionModel(m_window)->rowCount();
        if (rows == 0)
            return;
        const int row = below(rows);
        const QModelIndex index = parts::solutionModel(m_window)->index(row);
        const QRect rect = list->visualRect(index);
        if (below(2) == 0 && list->isVisible()
            && list->viewport()->rect().contains(rect.center())) {
            log(QStringLiteral("click solution row %1").arg(row));
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
        } else {
            log(QStringLiteral("select solution row %1").arg(row));
            list->setCurrentIndex(index);
        }
    }

    void changeListMode()
    {
        const int mode = below(m_listMode->count());
        log(QStringLiteral("list mode %1").arg(mode));
        m_listMode->setCurrentIndex(mode);
    }

    void resizeWindow()
    {
        const QSize size(320 + below(1000), 240 + below(700));
        log(QStringLiteral("resize %1x%2").arg(size.width()).arg(size.height()));
        m_window.resize(size);
    }

    void toggleDock()
    {
        QDockWidget *dock = m_docks[below(int(m_docks.size()))];
        if (below(4) == 0) {
            log(QStringLiteral("float %1").arg(dock->objectName()));
            dock->setFloating(!dock->isFloating());
        } else {
            log(QStringLiteral("show/hide %1").arg(dock->objectName()));
            dock->toggleViewAction()->trigger();
        }
    }

    void clickPracticeButton()
    {
        QList<QPushButton *> usable;
        for (QPushButton *button : m_practiceButtons)
            if (button && button->isVisible() && button->isEnabled())
                usable << button;
        if (usable.isEmpty()) {
            letTime(1);
            return;
        }
        QPushButton *button = usable[below(int(usable.size()))];
        log(QStringLiteral("button ") + button->objectName());
        QTest::mouseClick(button, Qt::LeftButton);
    }

    // What a user does to get a list to browse: a board with solutions, full speed, Play.
    void findSolutions()
    {
        const int n = 4 + below(5);
        log(QStringLiteral("find solutions N=%1").arg(n));
        m_size->setValue(n);
        m_speed->setValue(SpeedScale::kFullSpeedNotch);
        QAction *play = parts::action(m_window, QStringLiteral("playPause"));
        if (play->isEnabled() && parts::shown(m_window).runState != RunState::Running)
            play->trigger();
        QTest::qWait(below(30));
    }

    void letTime(int ms)
    {
        log(QStringLiteral("wait %1 ms").arg(ms));
        QTest::qWait(ms);
    }

    MainWindow &m_window;
    mutable std::mt19937 m_random;
    QList<QPointer<QAction>> m_actions;
    ControlsPanel *m_controls = nullptr;
    QSpinBox *m_size = nullptr;
    QSlider *m_speed = nullptr;
    QList<QComboBox *> m_optionBoxes;
    QComboBox *m_listMode = nullptr;
    QList<QDockWidget *> m_docks;
    QList<QPointer<QPushButton>> m_practiceButtons;
    std::deque<QString> m_log;
    QMap<QString, int> m_kinds;
    quint64 m_maxStep = 0;
    quint64 m_maxListed = 0;
    int m_finished = 0;
    int m_practising = 0;
    int m_viewing = 0;
    int m_presenting = 0;
    std::set<int> m_sizes;
};

// Runs the monkey on fresh windows, 4 seeds x 5,000 actions, checking the invariants after
// every action and a settled, current display every 500. Offscreen.
class TestMonkey : public QObject
{
    Q_OBJECT

private:
    int m_unexpectedDialogs = 0;
    int m_notes = 0; // bookmark notes asked for
    int m_countQuestions = 0;
    QStringList m_dialogTitles;

private slots:
    void initTestCase()
    {
        nq::testing::isolateSettings(); // never the user's settings
        g_testLogHandler = qInstallMessageHandler(quietOffscreenWarnings);
        // A modal dialog would stop the monkey: none may open, but the question a count's
        // start asks when a cancelled count of its N is kept, which it answers in turn with
        // each button. Any other is counted and closed.
        auto *guard = new QTimer(this);
        connect(guard, &QTimer::timeout, this, [this] {
            QWidget *modal = QApplication::activeModalWidget();
            if (modal && modal->findChild<QPushButton *>(QStringLiteral("continueCount"))) {
                static const char *const kAnswers[] = {"continueCount", "startOver"};
                if (auto *answer = modal->findChild<QPushButton *>(
                        kAnswers[m_countQuestions++ % 2]))
                    answer->click();
                return;
            }
            // Bookmarking a step asks for its note: typed, or cancelled.
            if (auto *note = qobject_cast<QInputDialog *>(modal);
                note && note->objectName() == QLatin1String("bookmarkNoteDialog")) {
                if (m_notes++ % 3 == 2)
                    return note->reject();
                note->setTextValue(QStringLiteral("note %1").arg(m_notes));
                return note->accept();
            }
            if (modal) {
                ++m_unexpectedDialogs;
                m_dialogTitles << modal->windowTitle();
                modal->close();
            }
        });
        guard->start(50);
    }

    void survivesRandomUse_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<int>("actions");
        // 5,000 actions per seed in Release; under the sanitizers the first 1,500 of each
        // seed's run, the same actions in the same order (testscale.h).
        const int actions = nq::testing::releaseOr(5000, 1500);
        for (quint32 seed : {1u, 2u, 3u, 4u})
            QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed << actions;
    }
    void survivesRandomUse()
    {
        QFETCH(quint32, seed);
        QFETCH(int, actions);
        QElapsedTimer timer;
        timer.start();
        auto window = nq::testing::openWindow({900, 640}); // as the program
        QVERIFY(window);
        window->controlsPanel()->findChild<QSpinBox *>()->setValue(5);

        Monkey monkey(*window, seed);
        if (seed == 1)
            qInfo("actions the monkey triggers: %s",
                  qPrintable(monkey.actionNames().join(QStringLiteral(", "))));
        for (int i = 1; i <= actions; ++i) {
            monkey.act();
            QCoreApplication::processEvents();
            monkey.observe();
            const QString wrong = i % 500 == 0 ? monkey.settle() : monkey.violation(i % 50 == 0);
            QVERIFY2(wrong.isEmpty(),
                     qPrintable(QStringLiteral("after action %1 (seed %2): %3\nlast actions: %4")
                                    .arg(i)
                                    .arg(seed)
                                    .arg(wrong, monkey.recentActions())));
        }
        QCOMPARE(m_unexpectedDialogs, 0);
        window.reset(); // closing while whatever the monkey left running runs
        qInfo("seed %u: %d actions in %.1f s: %s", seed, actions, timer.elapsed() / 1000.0,
              qPrintable(monkey.summary()));
    }
};

NQ_TEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
