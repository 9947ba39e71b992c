#include "boardview.h"
#include "countcheckpoints.h"
#include "countplan.h"
#include "controlspanel.h"
#include "counterspanel.h"
#include "guitesthelpers.h"
#include "stepper.h"
#include "windowparts.h"
#include "knowncounts.h"
#include "mainwindow.h"
#include "boardarea.h"
#include "steptimeline.h"
#include "pseudocode.h"
#include "pseudocodeview.h"
#include "runstatuslabel.h"
#include "solutionlistmodel.h"
#include "solutionlistview.h"
#include "speedscale.h"
#include "testregistry.h"
#include "testwindow.h"
#include "programparts.h"

#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QMenuBar>
#include <QElapsedTimer>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QSlider>
#include <QSpinBox>
#include <QStatusBar>
#include <QTest>
#include <QInputDialog>
#include <QTimer>
#include <QToolButton>

using namespace nq;

namespace {

QToolButton *buttonFor(MainWindow &window, const QString &actionName)
{
    QAction *action = parts::action(window, actionName);
    for (QToolButton *button : window.findChildren<QToolButton *>())
        if (button->defaultAction() == action)
            return button;
    return nullptr;
}

void setSize(MainWindow &window, int n)
{
    window.controlsPanel()->findChild<QSpinBox *>()->setValue(n);
    QTRY_COMPARE(parts::shown(window).search.options.n, n);
}

// Does `act`, answering the question a count's start asks when an interrupted count of its N
// is kept, with the button named `button` ("continueCount", "startOver" or "cancel"). Returns
// whether the question was asked.
template<typename Act>
bool answeringCountQuestion(const char *button, Act act)
{
    bool asked = false;
    QTimer answerer;
    QObject::connect(&answerer, &QTimer::timeout, [&] {
        auto *question = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!question)
            return;
        QAbstractButton *answer = qstrcmp(button, "cancel") == 0
                                      ? question->button(QMessageBox::Cancel)
                                      : question->findChild<QPushButton *>(button);
        if (answer) {
            asked = true;
            answer->click();
        }
    });
    answerer.start(10);
    act();
    return asked;
}

void setFullSpeed(MainWindow &window)
{
    window.controlsPanel()->setSpeedNotch(SpeedScale::kFullSpeedNotch);
}

} // namespace

// Tests the window as a user drives it: buttons, keys, the list, finished states. Offscreen.
class TestMainWindow : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> m_window;

    MainWindow &window() { return *m_window; }
    // The window active again, as after a user's click (a closed dialog leaves none active
    // on the offscreen platform), so that its shortcuts take the keys.
    void activateAgain()
    {
        window().activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window()));
    }
    void waitForStep(quint64 step)
    {
        QTRY_COMPARE_WITH_TIMEOUT(parts::shown(window()).step(), step, 5000);
    }

private slots:
    void init()
    {
        nq::testing::isolateSettings();
        m_window = nq::testing::openWindow();
        QVERIFY(m_window);
    }
    void cleanup() { m_window.reset(); }

    void startsReadyWithOnlyUsefulButtonsEnabled()
    {
        QVERIFY(parts::narration(window()).contains(QStringLiteral("Ready")));
        QVERIFY(!parts::action(window(), "stepBack")->isEnabled());
        QVERIFY(!parts::action(window(), "reset")->isEnabled());
        QVERIFY(parts::action(window(), "step")->isEnabled());
        QVERIFY(parts::action(window(), "playPause")->isEnabled());
        QCOMPARE(parts::boardView(window())->scene().queens.queenCount(), 0);
    }

    void clickingStepChangesTheBoard()
    {
        QToolButton *step = buttonFor(window(), "step");
        QVERIFY(step);
        QTest::mouseClick(step, Qt::LeftButton);
        waitForStep(1);
        QCOMPARE(int(parts::boardView(window())->scene().mark), int(BoardScene::Mark::Candidate));
        QCOMPARE(parts::boardView(window())->scene().row, 0);
        QVERIFY(parts::narration(window()).contains(QStringLiteral("trying column 0")));
        QTest::mouseClick(step, Qt::LeftButton);
        waitForStep(2);
        QCOMPARE(parts::boardView(window())->scene().queens.cols[0], 0);
        QCOMPARE(int(parts::boardView(window())->scene().mark), int(BoardScene::Mark::Placed));
        QVERIFY(parts::action(window(), "stepBack")->isEnabled());
        QVERIFY(parts::action(window(), "reset")->isEnabled());
        QCOMPARE(parts::countersPanel(window())->valueText("places"), QStringLiteral("1"));
    }

    // A pause is said with the step it stopped at as soon as the feed has handed out the
    // snapshot that paused: the board hears of the pause (every frame) before the narration of
    // that step (the search's texts), and the last moment of the hand-out says both. It was a
    // zero-timer, said only once the event loop ran again.
    void aPauseIsSaidWithItsStepWhenTheSnapshotIsHandedOut()
    {
        QTest::keyClick(&window(), Qt::Key_Right);
        QTest::keyClick(&window(), Qt::Key_Right);
        QTest::keyClick(&window(), Qt::Key_Right);
        waitForStep(3);
        RunnerSnapshot shown = parts::shown(window());
        shown.runState = RunState::Running;
        window().feed().show(shown);
        shown.runState = RunState::Paused;
        shown.stoppedBy = StopReason::None;
        window().feed().show(shown);
        const QString said = parts::boardView(window())->spokenStep();
        QVERIFY2(said.startsWith(QStringLiteral("Paused at step 3. Step 3.")), qPrintable(said));
    }

    // The board never moves as the sentence above it wraps to more or fewer lines: a teacher
    // clicking a square, or pointing at one, finds it where it was (it used to pulse in Play).
    void theBoardStaysStillWhileSentencesWrap()
    {
        window().resize(1024, 768);
        QTRY_COMPARE(window().width(), 1024);
        QCoreApplication::processEvents();
        BoardView *board = parts::boardView(window());
        const QRect where(board->mapTo(&window(), QPoint(0, 0)), board->size());
        QSet<int> heightsOfText;
        for (quint64 step = 1; step <= 60; ++step) {
            parts::action(window(), "step")->trigger();
            waitForStep(step);
            QCoreApplication::processEvents(); // the layout settles
            const QFontMetrics metrics(parts::narrationLabel(window())->font());
            heightsOfText.insert(
                metrics
                    .boundingRect(
                        QRect(0, 0, parts::narrationLabel(window())->contentsRect().width(), 1000),
                        Qt::TextWordWrap, parts::narration(window()))
                    .height());
            QCOMPARE(QRect(board->mapTo(&window(), QPoint(0, 0)), board->size()), where);
        }
        // The sentences did wrap to different line counts on the way.
        QVERIFY2(heightsOfText.size() > 1, qPrintable(QString::number(heightsOfText.size())));
    }

    // A setting changed while presenting saves the layout from before the presentation: the
    // presentation's own (every dock hidden) made the next start crash in Qt's layout.
    void aSaveWhilePresentingKeepsTheWorkingLayout()
    {
        parts::action(window(), "presentation")->trigger();
        QTRY_VERIFY(window().isPresenting());
        parts::action(window(), "showAttacked")->trigger(); // a setting: saved a second later
        QTest::qWait(1500);
        parts::action(window(), "showAttacked")->trigger();
        QTest::qWait(1500);
        m_window.reset();
        m_window = std::make_unique<MainWindow>(
            nullptr, attachProgramParts); // the next start, with those settings
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(!window().isPresenting());
        QVERIFY(window().findChild<QDockWidget *>(QStringLiteral("controlsDock"))->isVisible());
        QVERIFY(window().findChild<QDockWidget *>(QStringLiteral("solutionsDock"))->isVisible());
        QVERIFY(window().menuBar()->isVisible());
    }

    void keysDriveTheSearch()
    {
        QTest::keyClick(&window(), Qt::Key_Right);
        waitForStep(1);
        QTest::keyClick(&window(), Qt::Key_PageDown);
        waitForStep(2);
        QTest::keyClick(&window(), Qt::Key_Right);
        QTest::keyClick(&window(), Qt::Key_Right);
        waitForStep(4);
        QVERIFY(parts::narration(window()).contains(QStringLiteral("attacked")));
        QTest::keyClick(&window(), Qt::Key_Left);
        waitForStep(3);
        QTest::keyClick(&window(), Qt::Key_PageUp);
        waitForStep(2);
        QTest::keyClick(&window(), Qt::Key_Home);
        waitForStep(0);
        QCOMPARE(parts::boardView(window())->scene().queens.queenCount(), 0);

        const int notch = window().controlsPanel()->speedNotch();
        QTest::keyClick(&window(), Qt::Key_Plus);
        QCOMPARE(window().controlsPanel()->speedNotch(), notch + 1);
        QTest::keyClick(&window(), Qt::Key_Minus);
        QTest::keyClick(&window(), Qt::Key_Minus);
        QCOMPARE(window().controlsPanel()->speedNotch(), notch - 1);

        QTest::keyClick(&window(), Qt::Key_Space);
        QTRY_VERIFY(parts::shown(window()).runState == RunState::Running);
        QTest::keyClick(&window(), Qt::Key_Space);
        QTRY_VERIFY(parts::shown(window()).runState == RunState::Paused);
    }

    void clickerKeysWorkWhileTheSizeBoxHasFocus()
    {
        auto *size = window().controlsPanel()->findChild<QSpinBox *>();
        size->setFocus();
        QTRY_VERIFY(size->hasFocus());
        QTest::keyClick(size, Qt::Key_PageDown);
        waitForStep(1);
        QCOMPARE(size->value(), 8); // the run stepped; N did not jump by ten
    }

    void goToSolutionInALongList()
    {
        // N=14 listed in full: 365,596 rows, and solution 300,000 shown at once.
        setSize(window(), 14);
        window().controlsPanel()->findChildren<QComboBox *>().at(0)->setCurrentIndex(2);
        QTRY_VERIFY(parts::shown(window()).goal() == Goal::List);
        QTest::keyClick(&window(), Qt::Key_Space);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).isFinished(), 60000);
        QTRY_COMPARE(parts::solutionModel(window())->rowCount(), 365596);
        QElapsedTimer timer;
        timer.start();
        QVERIFY(window().goToSolution(300000));
        QCoreApplication::processEvents();
        qInfo("go to solution 300000 of 365596: %lld ms", timer.elapsed());
        QVERIFY(parts::solutionList(window())->viewport()->rect().intersects(
            parts::solutionList(window())->visualRect(
                parts::solutionModel(window())->index(299999))));
    }

    void fullScreenAndQuit()
    {
        QTest::keyClick(&window(), Qt::Key_F11);
        QTRY_VERIFY(window().isFullScreen());
        QTest::keyClick(&window(), Qt::Key_F11);
        QTRY_VERIFY(!window().isFullScreen());
        QTest::keyClick(&window(), Qt::Key_Q, Qt::ControlModifier);
        QTRY_VERIFY(!window().isVisible());
    }

    void tooltipsNameTheirKeys()
    {
        const QList<QPair<QString, QString>> expected = {
            {"playPause", "Space"}, {"step", "Right"}, {"stepBack", "Left"}, {"reset", "Home"}};
        for (const auto &[name, key] : expected) {
            QToolButton *button = buttonFor(window(), name);
            QVERIFY2(button, qPrintable(name));
            QVERIFY2(button->toolTip().contains(key), qPrintable(button->toolTip()));
        }
        QVERIFY(buttonFor(window(), "step")->toolTip().contains(QStringLiteral("PgDown")));
    }

    void everyPauseShowsOneStepInEveryPanel_data()
    {
        QTest::addColumn<double>("stepsPerSecond");
        // From the slowest speed whose texts are batched to the fastest regular notch.
        for (const double speed : {66.0, 500.0, 4729.0, 100000.0})
            QTest::newRow(qPrintable(QStringLiteral("%1 steps/s").arg(speed))) << speed;
    }
    void everyPauseShowsOneStepInEveryPanel()
    {
        // Playing fast, the texts are drawn ten times a second; a pause must bring every panel
        // to the paused step, whenever it comes (here at eight different moments).
        QFETCH(double, stepsPerSecond);
        setSize(window(), 12);
        window().controlsPanel()->setSpeedNotch(SpeedScale::notchFor(stepsPerSecond));
        const QLocale locale;
        for (int round = 0; round < 8; ++round) {
            QTest::keyClick(&window(), Qt::Key_Space);
            QTRY_VERIFY(parts::shown(window()).runState == RunState::Running);
            QTest::qWait(120 + 23 * round);
            QTest::keyClick(&window(), Qt::Key_Space);
            QTRY_VERIFY(parts::shown(window()).runState == RunState::Paused);
            const quint64 step = parts::shown(window()).step();
            const QString stepText = locale.toString(qulonglong(step));
            QVERIFY2(
                parts::narration(window()).startsWith(QStringLiteral("Step %1 · ").arg(stepText)),
                qPrintable(QStringLiteral("round %1, paused at step %2: \"%3\"")
                               .arg(round)
                               .arg(stepText, parts::narration(window()))));
            QCOMPARE(parts::countersPanel(window())->valueText(QStringLiteral("steps")), stepText);
            // The pseudocode marks the line of the same step's event.
            const Pseudocode::Highlight expected = Pseudocode(parts::shown(window()).search.options)
                                                       .lineFor(parts::shown(window()).lastEvent());
            auto *code = window().findChild<PseudocodeView *>();
            QCOMPARE(code->highlightedLine(Pseudocode::Listing::Algorithm), expected.algorithm);
            QCOMPARE(code->highlightedLine(Pseudocode::Listing::Check), expected.check);
        }
    }

    // Space on a focused choice box plays, as the Run menu says: on the Goal box just chosen
    // it reopened the box's list. Its list opens with Alt+Down; Down still chooses.
    void spaceOnAChoiceBoxPlays()
    {
        auto *goal = window().controlsPanel()->findChildren<QComboBox *>().at(0);
        goal->setFocus();
        QTRY_VERIFY(goal->hasFocus());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QTRY_VERIFY(parts::shown(window()).runState == RunState::Running);
        QVERIFY(!goal->view()->isVisible());
        QVERIFY(goal->hasFocus());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QTRY_VERIFY(parts::shown(window()).runState == RunState::Paused);
        const int chosen = goal->currentIndex();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
        QCOMPARE(goal->currentIndex(), chosen + 1);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down, Qt::AltModifier);
        QTRY_VERIFY(goal->view()->isVisible());
        goal->hidePopup();
    }

    void enterInTheSizeBoxHandsTheKeysBackToTheBoard()
    {
        auto *size = window().controlsPanel()->findChild<QSpinBox *>();
        size->setFocus();
        QTRY_VERIFY(size->hasFocus());
        size->selectAll();
        QTest::keyClicks(size, QStringLiteral("10"));
        QTest::keyClick(size, Qt::Key_Return);
        QTRY_COMPARE(parts::shown(window()).search.options.n, 10);
        QVERIFY(parts::boardView(window())->hasFocus());
        // The board's keys work at once: Right steps, Space plays.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
        waitForStep(1);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QTRY_VERIFY(parts::shown(window()).runState == RunState::Running);
    }

    // Play clicked with the mouse keeps the keys; when the search ends it is disabled, and Qt
    // gave the keys to the board size box, where Left and Space did nothing.
    void aRunButtonDisabledHandsTheKeysBackToTheBoard()
    {
        setFullSpeed(window());
        QToolButton *play = nullptr;
        for (QToolButton *button : window().controlsPanel()->findChildren<QToolButton *>())
            if (button->defaultAction() == parts::action(window(), "playPause"))
                play = button;
        QVERIFY(play);
        QTest::mouseClick(play, Qt::LeftButton);
        QTRY_VERIFY(play->hasFocus() || parts::shown(window()).isFinished());
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).isFinished(), 10000);
        QTRY_VERIFY(!play->isEnabled());
        QVERIFY2(parts::boardView(window())->hasFocus(),
                 QApplication::focusWidget()
                     ? QApplication::focusWidget()->metaObject()->className()
                     : "nothing has the keys");
        const quint64 last = parts::shown(window()).step();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left);
        QTRY_COMPARE(parts::shown(window()).step(), last - 1);
    }

    void fullSpeedFinishesAndSaysWhat()
    {
        setFullSpeed(window());
        QTest::keyClick(&window(), Qt::Key_Space);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).isFinished(), 10000);
        QCOMPARE(parts::narration(window()),
                 QStringLiteral("All 92 solutions found in 35,554 steps"));
        QCOMPARE(parts::solutionModel(window())->rowCount(), 92);
        QVERIFY(!parts::action(window(), "playPause")->isEnabled());
        QVERIFY(!parts::action(window(), "step")->isEnabled());
        QVERIFY(parts::action(window(), "stepBack")->isEnabled());
    }

    void firstSolutionMode()
    {
        auto *goal = window().controlsPanel()->findChildren<QComboBox *>().at(0);
        goal->setCurrentIndex(int(Goal::First));
        setFullSpeed(window());
        QTRY_VERIFY(parts::shown(window()).search.options.goal == Goal::First);
        QTest::keyClick(&window(), Qt::Key_Space);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).isFinished(), 10000);
        // The same count as the Steps counter, which includes the final stop.
        QCOMPARE(parts::narration(window()),
                 QStringLiteral("First solution found at step 1,963; the "
                                "search stopped there, after 1,964 steps"));
        QCOMPARE(parts::countersPanel(window())->valueText(QStringLiteral("steps")),
                 QStringLiteral("1,964"));
        QCOMPARE(int(parts::boardView(window())->scene().mark), int(BoardScene::Mark::Solution));
        QVERIFY(parts::boardView(window())->scene().queens.isComplete());
    }

    void noSolutionForThreeSaysWhy()
    {
        setSize(window(), 3);
        QTRY_COMPARE(parts::shown(window()).search.options.n, 3);
        setFullSpeed(window());
        QTest::keyClick(&window(), Qt::Key_Space);
        QTRY_VERIFY(parts::shown(window()).isFinished());
        QVERIFY(
            parts::narration(window()).startsWith(QStringLiteral("No solution exists for N=3")));
        QCOMPARE(parts::solutionModel(window())->rowCount(), 0);
    }

    void changingAnOptionStartsAFreshRun()
    {
        QTest::keyClick(&window(), Qt::Key_Right);
        waitForStep(1);
        auto *order = window().controlsPanel()->findChildren<QComboBox *>().at(1);
        order->setCurrentIndex(int(Order::Columns));
        QTRY_VERIFY(parts::shown(window()).search.options.order == Order::Columns);
        QCOMPARE(parts::shown(window()).step(), 0u);
        QTest::keyClick(&window(), Qt::Key_Right);
        QTest::keyClick(&window(), Qt::Key_Right);
        QTest::keyClick(&window(), Qt::Key_Right);
        waitForStep(3);
        QVERIFY(parts::narration(window()).contains(QStringLiteral("Column 1: trying row 0"))
                || parts::narration(window()).contains(QStringLiteral("Column 1")));
    }

    // A change of options throws the paused search away; Ctrl+Z (Edit ▸ Undo) brings it back at
    // its step, with the solutions it had found, and Redo goes forward again.
    void undoBringsBackTheSearchAChangeReplaced()
    {
        setSize(window(), 6);
        QVERIFY(!parts::action(window(), "undo")->isEnabled()); // nothing replaced yet
        parts::action(window(), "runToSolution")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(parts::solutionModel(window())->rowCount() == 1
                                     && parts::shown(window()).runState == RunState::Paused,
                                 10000);
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(&window(), Qt::Key_Right);
        const quint64 furthest = parts::shown(window()).step() + 3;
        waitForStep(furthest);
        // Two steps back: the timeline still reaches the furthest step, and so it does after
        // the undo (it reached only the step on the board).
        QTest::keyClick(&window(), Qt::Key_Left);
        QTest::keyClick(&window(), Qt::Key_Left);
        const quint64 step = furthest - 2;
        waitForStep(step);
        setSize(window(), 7);
        QTRY_COMPARE(parts::shown(window()).step(), 0u);
        QTRY_VERIFY(parts::action(window(), "undo")->isEnabled());
        // The entry says which search it brings back (it said "Undo the search change").
        QCOMPARE(parts::action(window(), "undo")->text(),
                 QStringLiteral("&Undo: back to N=6, step %1").arg(step));
        QTest::keyClick(&window(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(parts::shown(window()).search.options.n, 6);
        QTRY_COMPARE(parts::shown(window()).step(), step);
        QTRY_COMPARE(parts::shown(window()).furthestStep, furthest);
        QCOMPARE(parts::action(window(), "redo")->text(),
                 QStringLiteral("&Redo: forward to N=7, step 0"));
        QCOMPARE(window().controlsPanel()->options().n, 6);
        QTRY_COMPARE(parts::solutionModel(window())->rowCount(), 1);
        QVERIFY(window().statusBar()->currentMessage().startsWith(
            QStringLiteral("Back to the search before: N=6, step ")));
        QVERIFY(!parts::action(window(), "undo")->isEnabled());
        QVERIFY(parts::action(window(), "redo")->isEnabled());
        parts::action(window(), "redo")->trigger();
        QTRY_COMPARE(parts::shown(window()).search.options.n, 7);
        QCOMPARE(window().controlsPanel()->options().n, 7);
        QVERIFY(parts::action(window(), "undo")->isEnabled());
    }

    // Ctrl+Z does what Edit ▸ Undo says with the keys in the board-size box too: after N was
    // changed there, the box took Ctrl+Z to undo its own text and the search stayed replaced.
    void undoWorksFromTheBoardSizeBox()
    {
        setSize(window(), 6);
        QTest::keyClick(&window(), Qt::Key_Right);
        waitForStep(1);
        auto *size = window().controlsPanel()->findChild<QSpinBox *>();
        size->setFocus();
        QTRY_VERIFY(size->hasFocus());
        QTest::keyClick(size, Qt::Key_Up); // N=7, a new search
        QTRY_COMPARE(parts::shown(window()).search.options.n, 7);
        QTRY_VERIFY(parts::action(window(), "undo")->isEnabled());
        QTest::keyClick(size, Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(parts::shown(window()).search.options.n, 6);
        QTRY_COMPARE(parts::shown(window()).step(), 1u);
        QCOMPARE(size->value(), 6);
        QTRY_VERIFY(parts::action(window(), "redo")->isEnabled());
        QTest::keySequence(size, parts::action(window(), "redo")->shortcut());
        QTRY_COMPARE(parts::shown(window()).search.options.n, 7);
    }

    // A finished listing that Undo replaced comes back listed by Redo (it came back "Ready", its
    // list empty).
    void redoBringsBackAFinishedListing()
    {
        setSize(window(), 6);
        QTest::keyClick(&window(), Qt::Key_Right);
        waitForStep(1);
        window().controlsPanel()->findChildren<QComboBox *>().at(0)->setCurrentIndex(2);
        QTRY_VERIFY(parts::shown(window()).goal() == Goal::List);
        parts::action(window(), "playPause")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).isFinished(), 10000);
        QTRY_COMPARE(parts::solutionModel(window())->rowCount(), 4);
        QTRY_VERIFY(parts::action(window(), "undo")->isEnabled());
        parts::action(window(), "undo")->trigger();
        QTRY_VERIFY(parts::shown(window()).goal() == Goal::All);
        QTRY_COMPARE(parts::shown(window()).step(), 1u);
        parts::action(window(), "redo")->trigger();
        QTRY_VERIFY(parts::shown(window()).goal() == Goal::List);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).isFinished(), 10000);
        QTRY_COMPARE(parts::solutionModel(window())->rowCount(), 4);
    }

    // Undo back to a search millions of steps in: the window says it is going there, with its
    // progress, and the run button can stop it (it said "Ready · step 0" for 4 to 8 seconds,
    // Play enabled).
    void anUndoFarIntoASearchShowsItGoingThere()
    {
        setSize(window(), 14);
        QTest::keyClick(&window(), Qt::Key_5); // full speed
        QTest::keyClick(&window(), Qt::Key_Space);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).step() > 12'000'000, 20000);
        QTest::keyClick(&window(), Qt::Key_Space);
        QTRY_VERIFY(parts::shown(window()).runState == RunState::Paused);
        const quint64 step = parts::shown(window()).step();
        setSize(window(), 13);
        QTRY_COMPARE(parts::shown(window()).step(), 0u);
        auto *status = window().findChild<RunStatusLabel *>();
        QTest::keyClick(&window(), Qt::Key_Z, Qt::ControlModifier);
        bool sawItGoing = false;
        QElapsedTimer waited;
        waited.start();
        while (parts::shown(window()).step() != step && waited.elapsed() < 30000) {
            if (status->text().startsWith(QStringLiteral("Going to step"))) {
                sawItGoing = true;
                QCOMPARE(parts::shown(window()).runState, RunState::Running);
            }
            QTest::qWait(2);
        }
        QVERIFY(sawItGoing);
        QTRY_COMPARE(parts::shown(window()).step(), step);
        QTRY_VERIFY(parts::shown(window()).runState == RunState::Paused);
        QCOMPARE(parts::shown(window()).search.options.n, 14);
    }

    // The timeline under the board covers the steps run, marks the solutions found, and a
    // click on a mark (or Ctrl+G and a number) goes to that step; it leaves a solution being
    // viewed for the live search.
    // Keys 1 to 5 set the speed to 1, 10, 100, 1,000 steps a second and full speed, the
    // slider showing each exactly; digits typed into the board size stay there.
    void speedPresetsByKeys()
    {
        ControlsPanel *controls = window().controlsPanel();
        const auto speed = [controls] {
            return SpeedScale::stepsPerSecond(controls->speedNotch());
        };
        QTest::keyClick(&window(), Qt::Key_3);
        QCOMPARE(speed(), 100.0);
        QTest::keyClick(&window(), Qt::Key_4);
        QCOMPARE(speed(), 1000.0);
        QTest::keyClick(&window(), Qt::Key_5);
        QCOMPARE(controls->speedNotch(), SpeedScale::kFullSpeedNotch);
        QTest::keyClick(&window(), Qt::Key_2);
        QCOMPARE(speed(), 10.0);
        QTest::keyClick(&window(), Qt::Key_1);
        QCOMPARE(speed(), 1.0);
        QTRY_COMPARE(parts::shown(window()).stepsPerSecond, 1.0);
        auto *size = controls->findChild<QSpinBox *>();
        size->setFocus();
        QTRY_VERIFY(size->hasFocus());
        size->selectAll();
        QTest::keyClick(size, Qt::Key_1);
        QTest::keyClick(size, Qt::Key_2);
        QCOMPARE(size->cleanText(), QStringLiteral("12"));
        QCOMPARE(speed(), 1.0);
    }

    void theTimelineAndGoToStepMoveThroughTheSearch()
    {
        setSize(window(), 6);
        parts::action(window(), "runToSolution")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(parts::solutionModel(window())->rowCount() == 1
                                     && parts::shown(window()).runState == RunState::Paused,
                                 10000);
        parts::action(window(), "runToSolution")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(parts::solutionModel(window())->rowCount() == 2
                                     && parts::shown(window()).runState == RunState::Paused,
                                 10000);
        const quint64 second = parts::shown(window()).step();
        const quint64 first = parts::shown(window()).solutionSteps->at(0);
        QVERIFY(first > 0 && first < second);
        StepTimeline *timeline = parts::boardArea(window())->timeline();
        QVERIFY(timeline->isVisible());
        QTRY_COMPARE(timeline->lastStep(), second);
        QCOMPARE(timeline->solutionMarkCount(), 2);
        parts::solutionList(window())->setCurrentIndex(parts::solutionModel(window())->index(1));
        QTRY_VERIFY(window().viewedSolution().has_value());
        QTest::mouseClick(timeline, Qt::LeftButton, {},
                          QPoint(int(timeline->xForStep(first)) + 1, timeline->height() / 2));
        QTRY_COMPARE(parts::shown(window()).step(), first);
        QVERIFY(!window().viewedSolution().has_value());
        QVERIFY(
            parts::narration(window()).contains(QStringLiteral("solution"), Qt::CaseInsensitive));
        // Ctrl+G: the dialog asks for a step up to the furthest run.
        QAction *goToStep = parts::action(window(), "goToStep");
        QCOMPARE(goToStep->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_G));
        QVERIFY(goToStep->isEnabled());
        QTimer::singleShot(0, this, [second] {
            auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QVERIFY(dialog->labelText().contains(QLocale().toString(qulonglong(second))));
            dialog->setIntValue(5);
            dialog->accept();
        });
        goToStep->trigger();
        QTRY_COMPARE(parts::shown(window()).step(), 5u);
        QCOMPARE(timeline->currentStep(), 5u);
        QCOMPARE(timeline->lastStep(), second); // the furthest step stays
    }

    // At the start of a class "go to step 1963" runs the search there (the action was disabled
    // at step 0 and the digits typed changed the speed), and Ctrl+J 3 runs it on to where it
    // finds solution 3; a step or solution past the search's end is said, never silent.
    void goToAStepOrASolutionAheadOfTheSearch()
    {
        QCOMPARE(parts::shown(window()).step(), 0u);
        const double speed = parts::shown(window()).stepsPerSecond;
        const auto answer = [this](int value) {
            QTimer::singleShot(0, this, [value] {
                auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
                QVERIFY(dialog);
                QVERIFY2(dialog->labelText().contains(QLatin1String("runs on")),
                         qPrintable(dialog->labelText()));
                dialog->setIntValue(value);
                dialog->accept();
            });
        };
        QVERIFY(parts::action(window(), "goToStep")->isEnabled());
        answer(1963);
        QTest::keyClick(&window(), Qt::Key_G, Qt::ControlModifier);
        QTRY_COMPARE(parts::shown(window()).step(), 1963u);
        QCOMPARE(parts::shown(window()).runState, RunState::Paused);
        QCOMPARE(parts::shown(window()).stepsPerSecond, speed);
        activateAgain(); // after the dialog

        // Solution 3 of eight queens, where the search finds it (counted here by a stepper).
        Stepper stepper(parts::shown(window()).search.options);
        for (int k = 0; k < 3; ++k)
            QVERIFY(stepper.advanceToNextSolution());
        QVERIFY(stepper.counters().steps > 1963);
        QVERIFY(parts::action(window(), "goToSolution")->isEnabled());
        answer(3);
        QTest::keyClick(&window(), Qt::Key_J, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).runState == RunState::Paused
                                     && parts::shown(window()).step() > 1963,
                                 10000);
        QCOMPARE(parts::shown(window()).step(), stepper.counters().steps);
        QCOMPARE(parts::shown(window()).search.counters.solutions, 3u);
        QCOMPARE(parts::shown(window()).stepsPerSecond, speed);
        QVERIFY(!window().viewedSolution());
        activateAgain();

        // Four queens have two solutions and a search of a few hundred steps.
        setSize(window(), 4);
        QTRY_COMPARE(parts::shown(window()).search.options.n, 4);
        answer(3);
        QTest::keyClick(&window(), Qt::Key_J, Qt::ControlModifier);
        QTRY_VERIFY(parts::shown(window()).isFinished());
        QTRY_COMPARE(window().statusBar()->currentMessage(),
                     QStringLiteral("The search finds 2 solutions in all: it has no solution 3"));
        activateAgain();
        QTest::keyClick(&window(), Qt::Key_Home);
        QTRY_COMPARE(parts::shown(window()).step(), 0u);
        answer(100000);
        QTest::keyClick(&window(), Qt::Key_G, Qt::ControlModifier);
        QTRY_VERIFY(parts::shown(window()).isFinished());
        const QString end = QLocale().toString(qulonglong(parts::shown(window()).step()));
        QTRY_COMPARE(window().statusBar()->currentMessage(),
                     QStringLiteral("The search ends at step %1: it has no step %2")
                         .arg(end, QLocale().toString(100000)));
    }

    // A key whose command cannot be used now says why in the status line, instead of doing
    // nothing in front of the class.
    void aRefusedKeySaysWhy()
    {
        const auto said = [this] { return window().statusBar()->currentMessage(); };
        QTest::keyClick(&window(), Qt::Key_Left);
        QCOMPARE(said(), QStringLiteral("Step back: the search is at its start"));
        setSize(window(), 4);
        QTRY_COMPARE(parts::shown(window()).search.options.n, 4);
        parts::action(window(), "playPause")->trigger();
        parts::action(window(), "speedFull")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).isFinished(), 10000);
        QTest::keyClick(&window(), Qt::Key_S);
        QCOMPARE(said(),
                 QStringLiteral("Next solution: the search has ended; Home starts it again"));
        QTest::keyClick(&window(), Qt::Key_T); // Try it yourself
        QTRY_VERIFY(window().isPracticing());
        QTest::keyClick(&window(), Qt::Key_Space);
        QVERIFY2(said().endsWith(QStringLiteral(
                     "waits while you try it yourself: Esc goes back to the search")),
                 qPrintable(said()));
    }

    void theViewingBannerSaysWhetherTheSearchGoesOn()
    {
        // Run to the first solution: the search pauses there, not finished.
        parts::action(window(), "runToSolution")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(parts::solutionModel(window())->rowCount() == 1
                                     && parts::shown(window()).runState == RunState::Paused,
                                 10000);
        // Running until it took time, and the counter shows it (it said 0.000 s).
        QVERIFY(parts::shown(window()).elapsedUs > 0);
        QVERIFY(parts::countersPanel(window())->valueText(QStringLiteral("elapsed"))
                != QStringLiteral("0 s"));
        parts::solutionList(window())->setCurrentIndex(parts::solutionModel(window())->index(0));
        QTRY_VERIFY(window().viewedSolution().has_value());
        auto *text = window().findChild<QWidget *>("viewBanner")->findChild<QLabel *>();
        // Paused at the solution: the banner says so (it said "The search goes on behind it",
        // which was not true; the test checked that untrue text).
        QVERIFY2(text->text().endsWith(QStringLiteral("The search is paused behind it.")),
                 qPrintable(text->text()));
        // Play goes back to the live search; a solution picked while the search plays slowly
        // has the search going on behind it.
        window().controlsPanel()->setSpeedNotch(SpeedScale::kDefaultNotch);
        parts::action(window(), "playPause")->trigger();
        QTRY_VERIFY(parts::shown(window()).runState == RunState::Running);
        parts::solutionList(window())->setCurrentIndex(QModelIndex());
        parts::solutionList(window())->setCurrentIndex(parts::solutionModel(window())->index(0));
        QTRY_VERIFY(window().viewedSolution().has_value());
        QVERIFY(text->isVisible());
        QTRY_VERIFY2(text->text().endsWith(QStringLiteral("The search goes on behind it.")),
                     qPrintable(text->text()));
        // It finishes behind the banner: the banner follows. (It is playing already: Play
        // again would pause it, unless it had finished first at full speed.)
        setFullSpeed(window());
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).isFinished(), 10000);
        QTRY_VERIFY2(text->text().endsWith(QStringLiteral("The search has finished.")),
                     qPrintable(text->text()));
    }

    void selectingASolutionShowsItAndEscapeReturns()
    {
        setFullSpeed(window());
        QTest::keyClick(&window(), Qt::Key_Space);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).isFinished(), 10000);
        SolutionListView *list = parts::solutionList(window());
        list->setCurrentIndex(parts::solutionModel(window())->index(1));
        QTRY_VERIFY(window().viewedSolution().has_value());
        QCOMPARE(*window().viewedSolution(), 1u);
        const BoardScene scene = parts::boardView(window())->scene();
        QVERIFY(scene.viewingSolution);
        QVERIFY(scene.queens == parts::solutionModel(window())->placementAt(1));
        auto *banner = window().findChild<QWidget *>("viewBanner");
        QVERIFY(banner->isVisible());
        // The search behind it has finished, and the banner says so.
        const QString bannerText = banner->findChild<QLabel *>()->text();
        QVERIFY2(bannerText.endsWith(QStringLiteral("The search has finished.")),
                 qPrintable(bannerText));
        QTest::keyClick(&window(), Qt::Key_Escape);
        QTRY_VERIFY(!window().viewedSolution().has_value());
        QVERIFY(!banner->isVisible());
        QVERIFY(!parts::boardView(window())->scene().viewingSolution);

        list->setCurrentIndex(parts::solutionModel(window())->index(5));
        QTRY_VERIFY(window().viewedSolution().has_value());
        // The button hides with the banner: the keys go back to the board, not on to the next
        // widget (the list, taking them, would choose its first row again).
        auto *back = window().findChild<QPushButton *>("backToSearchButton");
        back->setFocus();
        QWidget::setTabOrder(back, list);
        QTest::mouseClick(back, Qt::LeftButton);
        QTRY_VERIFY(!window().viewedSolution().has_value());
        QVERIFY(!parts::boardView(window())->scene().viewingSolution);
        QCOMPARE(QApplication::focusWidget(), parts::boardView(window()));
    }

    void steppingBackTakesSolutionsOutOfTheList()
    {
        setSize(window(), 4);
        QTRY_COMPARE(parts::shown(window()).search.options.n, 4);
        while (parts::shown(window()).search.counters.solutions == 0) {
            const quint64 before = parts::shown(window()).step();
            QTest::keyClick(&window(), Qt::Key_Right);
            waitForStep(before + 1);
        }
        QCOMPARE(parts::solutionModel(window())->rowCount(), 1);
        QTest::keyClick(&window(), Qt::Key_Left);
        QTRY_COMPARE(parts::solutionModel(window())->rowCount(), 0);
        QTest::keyClick(&window(), Qt::Key_Right);
        QTRY_COMPARE(parts::solutionModel(window())->rowCount(), 1);
    }

    void staysResponsiveAtFullSpeed()
    {
        // N=14, all solutions, flat out: input is still answered and the list keeps filling.
        setSize(window(), 14);
        QTRY_COMPARE(parts::shown(window()).search.options.n, 14);
        setFullSpeed(window());
        QTest::keyClick(&window(), Qt::Key_Space);
        QTRY_VERIFY(parts::solutionModel(window())->rowCount() > 100);
        const int rows = parts::solutionModel(window())->rowCount();
        QTRY_VERIFY(parts::solutionModel(window())->rowCount() > rows);
        QElapsedTimer answered;
        answered.start();
        QTest::keyClick(&window(), Qt::Key_Space);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).runState == RunState::Paused, 30000);
        // Answered at all while flat out is what counts; how fast is the benchmark's figure.
        // A loaded machine may starve the window thread for seconds.
        qInfo("pause answered after %lld ms at full speed", answered.elapsed());
        QVERIFY2(answered.elapsed() < 30000, "pausing at full speed was not answered");
    }

    void countMode()
    {
        setSize(window(), 10);
        auto *goal = window().controlsPanel()->findChildren<QComboBox *>().at(0);
        goal->setCurrentIndex(3); // only count
        QTRY_VERIFY(parts::shown(window()).goal() == Goal::Count);
        QVERIFY(
            parts::narration(window()).startsWith(QStringLiteral("Count the solutions of N=10")));
        QVERIFY(!parts::action(window(), "step")->isEnabled());
        QTest::keyClick(&window(), Qt::Key_Space);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).isFinished(), 20000);
        QVERIFY2(parts::narration(window()).startsWith(
                     QStringLiteral("N=10 has 724 solutions, 92 of them fundamental")),
                 qPrintable(parts::narration(window())));
        QCOMPARE(parts::countersPanel(window())->valueText("solutions"), QStringLiteral("724"));
    }

    void aCancelledCountCanStartAgain()
    {
        setSize(window(), 17); // seconds of counting: time to cancel
        auto *goal = window().controlsPanel()->findChildren<QComboBox *>().at(0);
        goal->setCurrentIndex(3); // count
        QTRY_VERIFY(parts::shown(window()).goal() == Goal::Count);
        auto *status = window().findChild<RunStatusLabel *>();
        for (int round = 0; round < 2; ++round) {
            // Start (continuing what the first round counted, when it asks)
            answeringCountQuestion("continueCount",
                                   [&] { QTest::keyClick(&window(), Qt::Key_Space); });
            window().activateWindow(); // the keys go to the window again after a question
            QVERIFY(QTest::qWaitForWindowActive(&window()));
            QTRY_VERIFY(parts::shown(window()).job.running);
            QCOMPARE(parts::action(window(), "playPause")->text(), QStringLiteral("&Cancel"));
            QTest::keyClick(&window(), Qt::Key_Space); // Cancel
            QTRY_VERIFY(parts::shown(window()).job.cancelled);
            QVERIFY(
                parts::narration(window()).startsWith(QStringLiteral("Count of N=17 cancelled")));
            QVERIFY2(status->text().startsWith(QStringLiteral("Cancelled")),
                     qPrintable(status->text()));
            // Start is offered again, and starts the count again.
            QVERIFY(parts::action(window(), "playPause")->isEnabled());
            QCOMPARE(parts::action(window(), "playPause")->text(), QStringLiteral("Sta&rt"));
        }
        // A finished count says it lists nothing, above its empty list.
        setSize(window(), 10);
        QTest::keyClick(&window(), Qt::Key_Space);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).isFinished(), 20000);
        QCOMPARE(window().findChild<QLabel *>("solutionsHeader")->text(),
                 QStringLiteral("724 counted · a count lists none"));
        QCOMPARE(parts::solutionModel(window())->rowCount(), 0);
        QCOMPARE(status->text(), QStringLiteral("Finished · N=10")); // it said "· step 0"
    }

    // A count cut short keeps its progress; its next start asks whether to continue it, and
    // does what the user answers.
    void anInterruptedCountContinuesIfTheUserAgrees()
    {
        const CountPlan plan(12);
        const std::size_t done = plan.taskCount() / 2;
        // Each task of the kept count counts none of its solutions: a count that continues
        // ends short by them. (Its classes as many fewer: more solutions than N=12 has, or
        // classes the tasks left could not complete, are states no count reaches, which a
        // checkpoint is refused for; 1,000 more solutions a task was such a state.)
        std::uint64_t left = 0;
        const auto keepInterruptedCount = [&] {
            CountLedger ledger(plan);
            left = 0;
            for (std::size_t task = 0; task < done; ++task) {
                CountShare result = plan.run(task);
                left += result.total;
                result.eightfoldClasses -= result.total;
                result.total = 0;
                ledger.record(task, result);
            }
            QVERIFY(left > 0);
            QVERIFY(CountCheckpoints().save(ledger).ok());
        };
        setSize(window(), 12);
        window().controlsPanel()->findChildren<QComboBox *>().at(0)->setCurrentIndex(3); // count
        QTRY_VERIFY(parts::shown(window()).goal() == Goal::Count);
        keepInterruptedCount();
        // Space, with the window active again after the question closed (its shortcut).
        const auto start = [&] {
            window().activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(&window()));
            QTest::keyClick(&window(), Qt::Key_Space);
        };

        QVERIFY(answeringCountQuestion("cancel", start)); // nothing starts
        QTest::qWait(200);
        QVERIFY(!parts::shown(window()).job.running && !parts::shown(window()).job.finished);
        QVERIFY(CountCheckpoints().interrupted(12));

        QVERIFY(answeringCountQuestion("continueCount", start));
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).isFinished(), 20000);
        QCOMPARE(parts::shown(window()).job.count.total, known::kSolutions[12] - left);
        QVERIFY2(parts::narration(window()).contains(QStringLiteral("(continued from ")),
                 qPrintable(parts::narration(window())));
        QVERIFY2(window().statusBar()->currentMessage().startsWith(
                     QStringLiteral("Continuing the count of N=12 from ")),
                 qPrintable(window().statusBar()->currentMessage()));
        QVERIFY(!CountCheckpoints().interrupted(12)); // forgotten once finished

        keepInterruptedCount();
        parts::action(window(), "reset")->trigger(); // a new run of the count
        QTRY_VERIFY(parts::shown(window()).runState == RunState::Ready);
        QVERIFY(answeringCountQuestion("startOver", start));
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).isFinished(), 20000);
        QCOMPARE(parts::shown(window()).job.count.total, known::kSolutions[12]);
        QCOMPARE(window().statusBar()->currentMessage(),
                 QStringLiteral("Counting N=12 from the beginning"));

        // Without a kept count, Start asks nothing.
        parts::action(window(), "reset")->trigger();
        QTRY_VERIFY(parts::shown(window()).runState == RunState::Ready);
        QVERIFY(!answeringCountQuestion("continueCount", start));
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).isFinished(), 20000);
        QCOMPARE(parts::shown(window()).job.count.total, known::kSolutions[12]);
    }

    void listMode()
    {
        setSize(window(), 10);
        auto *goal = window().controlsPanel()->findChildren<QComboBox *>().at(0);
        goal->setCurrentIndex(2); // list, no animation
        QTRY_VERIFY(parts::shown(window()).goal() == Goal::List);
        // A listing has no speed: the speed keys do nothing, as the slider is disabled.
        auto *speed = window().controlsPanel()->findChild<QSlider *>();
        const int notch = speed->value();
        QVERIFY(!speed->isEnabled());
        QVERIFY(!parts::action(window(), "faster")->isEnabled()
                && !parts::action(window(), "slower")->isEnabled());
        QTest::keyClick(&window(), Qt::Key_Minus);
        QCOMPARE(speed->value(), notch);
        QTest::keyClick(&window(), Qt::Key_Space);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).isFinished(), 20000);
        QTRY_COMPARE(parts::solutionModel(window())->rowCount(), 724);
        QVERIFY(parts::narration(window()).startsWith(
            QStringLiteral("All 724 solutions of N=10 listed")));
        QVERIFY(window()
                    .findChild<QLabel *>("solutionsHeader")
                    ->text()
                    .startsWith(QStringLiteral("724 found · 92 fundamental")));
        QVERIFY(window().findChild<QLabel *>("narration")->palette().color(QPalette::Window).green()
                > 200); // a success
        parts::solutionList(window())->setCurrentIndex(parts::solutionModel(window())->index(723));
        QTRY_VERIFY(window().viewedSolution().has_value());
        QCOMPARE(parts::boardView(window())->scene().queens.queenCount(), 10);
        // Jumping to solution k is immediate.
        QVERIFY(window().goToSolution(500));
        QCOMPARE(*window().viewedSolution(), 499u);
        QVERIFY(parts::boardView(window())->scene().queens
                == parts::shown(window()).store->at(499));
        QVERIFY(!window().goToSolution(725));
    }

    void closingMidRunEndsTheWorker()
    {
        setSize(window(), 20);
        setFullSpeed(window());
        QTest::keyClick(&window(), Qt::Key_Space);
        QTRY_VERIFY(parts::shown(window()).step() > 10000);
        QVERIFY(window().close());
        m_window.reset(); // joins the worker thread; a hang would time the test out
    }
};

NQ_TEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
