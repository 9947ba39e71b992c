#include "appsettings.h"
#include "boardarea.h"
#include "boardview.h"
#include "callstackview.h"
#include "controlspanel.h"
#include "guitesthelpers.h"
#include "windowparts.h"
#include "levelchart.h"
#include "listingview.h"
#include "mainwindow.h"
#include "narrationlabel.h"
#include "searchtreeview.h"
#include "checkcomparisonpanel.h"
#include "runstatuslabel.h"
#include "placementarrayview.h"
#include "practicepanel.h"
#include "presentationmode.h"
#include "screenblank.h"
#include "pseudocode.h"
#include "pseudocodeview.h"
#include "solutionlistmodel.h"
#include "solutionlistview.h"
#include "speedscale.h"
#include "symmetryview.h"
#include "teachingdocks.h"
#include "testregistry.h"
#include "testwindow.h"
#include "windowlessons.h"

#include <QAction>
#include <QToolButton>
#include <QApplication>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStatusBar>
#include <QScreen>
#include <QTest>
#include <QTimer>

using namespace nq;

// Tests the classroom tools as a teacher uses them: overlays, breakpoints, run until,
// Try it yourself, symmetry, call stack, counters by level, list modes, presentation mode.
class TestClassroom : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> m_window;
    MainWindow &window() { return *m_window; }

    void setSize(int n)
    {
        window().controlsPanel()->findChild<QSpinBox *>()->setValue(n);
        QTRY_COMPARE(parts::shown(window()).search.options.n, n);
    }
    void stepTo(quint64 step)
    {
        while (parts::shown(window()).step() < step) {
            const quint64 before = parts::shown(window()).step();
            QTest::keyClick(&window(), Qt::Key_Right);
            QTRY_COMPARE(parts::shown(window()).step(), before + 1);
        }
    }
    void runToEnd()
    {
        window().controlsPanel()->setSpeedNotch(SpeedScale::kFullSpeedNotch);
        QTest::keyClick(&window(), Qt::Key_Space);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).isFinished(), 20000);
    }
    // Answers the next popup menu with Down then Enter: its first item.
    void chooseFirstItemOfNextMenu()
    {
        QTimer::singleShot(50, [] {
            if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
                QTest::keyClick(menu, Qt::Key_Down);
                QTest::keyClick(menu, Qt::Key_Return);
            }
        });
    }

private slots:
    void init()
    {
        nq::testing::isolateSettings();
        m_window = nq::testing::openWindow();
        QVERIFY(m_window);
    }
    void cleanup() { m_window.reset(); }

    void overlaysSwitchOnAndOff()
    {
        stepTo(2); // a queen on (0,0)
        BoardView *board = parts::boardView(window());
        QVERIFY(!board->overlays().attackedSquares);
        QTest::keyClick(&window(), Qt::Key_A);
        QVERIFY(board->overlays().attackedSquares);
        QCOMPARE(board->attackCount(1, 1), 1);
        QCOMPARE(board->attackCount(1, 2), 0);
        QTest::keyClick(&window(), Qt::Key_A, Qt::ShiftModifier);
        QVERIFY(board->overlays().attackCounts);
        parts::action(window(), "showConflictLines")->trigger();
        QVERIFY(!board->overlays().conflictLines);
        parts::action(window(), "showCandidate")->trigger();
        QVERIFY(!board->overlays().candidate);
        // The attacked squares are painted differently from the same square without the overlay.
        const QRectF attacked = board->squareRect(1, 1);
        const QColor with = board->grab().toImage().pixelColor(attacked.topLeft().toPoint()
                                                               + QPoint(3, 3));
        QTest::keyClick(&window(), Qt::Key_A);
        const QColor without = board->grab().toImage().pixelColor(attacked.topLeft().toPoint()
                                                                  + QPoint(3, 3));
        QVERIFY(with != without);
    }

    void rightClickSetsABreakpointThatPausesTheRun()
    {
        BoardView *board = parts::boardView(window());
        const QPoint square = board->squareRect(3, 5).center().toPoint();
        chooseFirstItemOfNextMenu();
        QContextMenuEvent event(QContextMenuEvent::Mouse, square, board->mapToGlobal(square));
        QApplication::sendEvent(board, &event);
        QTRY_COMPARE(parts::shown(window()).breakpoints[3], 1u << 5);
        window().controlsPanel()->setSpeedNotch(SpeedScale::kFullSpeedNotch);
        QTest::keyClick(&window(), Qt::Key_Space);
        // Wait on the state, generously: on a loaded machine (both cores busy beside the test)
        // the runner's thread may wait seconds for a core; 5 s failed there once in 6 runs.
        QTRY_VERIFY2_WITH_TIMEOUT(parts::shown(window()).runState == RunState::Paused,
                                  qPrintable(QStringLiteral("run state %1 at step %2")
                                                 .arg(int(parts::shown(window()).runState))
                                                 .arg(parts::shown(window()).step())),
                                  30000);
        QVERIFY(parts::shown(window()).stoppedBy == StopReason::Breakpoint);
        QVERIFY(parts::narration(window()).startsWith(QStringLiteral("Paused at a breakpoint")));
        QCOMPARE(parts::boardView(window())->scene().row, 3);
        QCOMPARE(parts::boardView(window())->scene().col, 5);
        QTest::keyClick(&window(), Qt::Key_B, Qt::ShiftModifier); // clear breakpoints
        QTRY_COMPARE(parts::shown(window()).breakpoints[3], 0u);
    }

    void runUntilTheNextSolutionAndBacktrack()
    {
        QTest::keyClick(&window(), Qt::Key_S);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).stoppedBy == StopReason::NextSolution,
                                 30000); // a run: see above
        QCOMPARE(parts::shown(window()).search.counters.solutions, 1u);
        QCOMPARE(parts::solutionModel(window())->rowCount(), 1);
        QVERIFY(parts::narration(window()).contains(QStringLiteral("Solution 1 found")));
        QTest::keyClick(&window(), Qt::Key_B);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).stoppedBy == StopReason::NextBacktrack,
                                 30000); // a run: see above
        QVERIFY(parts::narration(window()).contains(QStringLiteral("no safe column left")));
    }

    void tryItYourself()
    {
        setSize(4);
        QTest::keyClick(&window(), Qt::Key_T);
        QVERIFY(window().isPracticing());
        QVERIFY(!parts::action(window(), "step")->isEnabled()); // arrows belong to the board now
        BoardView *board = parts::boardView(window());
        PracticePanel *practice = parts::practicePanel(window());
        QVERIFY(practice->isVisible());
        // Click (0,0), then (1,1): they attack each other along the diagonal.
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(0, 0).center().toPoint());
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(1, 1).center().toPoint());
        QVERIFY(practice->status().contains(QStringLiteral("not safe")));
        QVERIFY(practice->status().contains(QStringLiteral("same diagonal")));
        QCOMPARE(int(board->scene().attackingPairs.size()), 1);
        // The hint refuses while queens attack each other.
        QTest::keyClick(&window(), Qt::Key_H);
        QVERIFY(practice->status().contains(QStringLiteral("attack each other")));
        // Keyboard: the cursor is on (1,1); Enter lifts the queen there.
        board->setFocus();
        QTest::keyClick(board, Qt::Key_Return);
        QCOMPARE(board->scene().queens.cols[1], -1);
        // Build the solution [1, 3, 0, 2] by hand.
        practice->clear();
        for (auto [r, c] : {std::pair {0, 1}, {1, 3}, {2, 0}, {3, 2}})
            QTest::mouseClick(board, Qt::LeftButton, {},
                              board->squareRect(r, c).center().toPoint());
        QVERIFY(practice->status().startsWith(QStringLiteral("Solved")));
        QCOMPARE(int(board->scene().mark), int(BoardScene::Mark::Solution));
        // Hint on a partial board shows the algorithm's next square.
        practice->clear();
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(0, 1).center().toPoint());
        QTest::keyClick(&window(), Qt::Key_H);
        QCOMPARE(board->scene().hintRow, 1);
        QCOMPARE(board->scene().hintCol, 3);
        // Continue from here: the search explores below the user's queen.
        auto *continueButton = practice->findChild<QPushButton *>("continueButton");
        QVERIFY(continueButton->isEnabled());
        QTest::mouseClick(continueButton, Qt::LeftButton);
        QVERIFY(!window().isPracticing());
        QTRY_COMPARE(parts::shown(window()).fixedLevels, 1);
        runToEnd();
        QCOMPARE(parts::shown(window()).search.counters.solutions, 1u);
        QCOMPARE(parts::solutionModel(window())->placementAt(0).cols[0], 1);
        // The narration speaks of the user's queens, not of N as a whole.
        QVERIFY2(parts::narration(window()).startsWith(
                     QStringLiteral("1 solution extends these queens")),
                 qPrintable(parts::narration(window())));

        // From a queen no solution extends (N=4, column 0): not "No solution exists for N=4".
        QTest::keyClick(&window(), Qt::Key_T);
        QVERIFY(window().isPracticing());
        practice->clear();
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(0, 0).center().toPoint());
        const auto finishedRun = parts::shown(window()).store;
        QTest::mouseClick(continueButton, Qt::LeftButton);
        QTRY_VERIFY(parts::shown(window()).store != finishedRun); // the new run
        QCOMPARE(parts::shown(window()).fixedLevels, 1);
        runToEnd();
        QCOMPARE(parts::shown(window()).search.counters.solutions, 0u);
        QVERIFY2(
            parts::narration(window()).startsWith(QStringLiteral("No solution extends this queen")),
            qPrintable(parts::narration(window())));
    }

    // Try it yourself during a run: the search pauses, and the screen says so. The status bar
    // said "Running · N=8 · step 54" under the learner's board; the panels that follow the
    // search's step are greyed (they still show the search, which waits), the others not.
    void tryItYourselfDuringARunSaysTheSearchWaits()
    {
        window().controlsPanel()->setSpeedNotch(SpeedScale::kFullSpeedNotch - 2);
        QTest::keyClick(&window(), Qt::Key_Space);
        QTRY_VERIFY(parts::shown(window()).step() > 20);
        QTest::keyClick(&window(), Qt::Key_T);
        QVERIFY(window().isPracticing());
        QTRY_COMPARE(parts::shown(window()).runState, RunState::Paused);
        const QString step = QLocale().toString(qulonglong(parts::shown(window()).step()));
        auto *status = window().findChild<RunStatusLabel *>();
        QVERIFY(status);
        QTRY_COMPARE(
            status->text(),
            QStringLiteral("Try it yourself · the search waits at step %1 (N=8)").arg(step));
        TeachingDocks *teaching = parts::teachingDocks(window());
        for (QWidget *panel : QList<QWidget *> {teaching->pseudocode(), teaching->callStack(),
                                                teaching->searchTree(), teaching->levelChart()})
            QVERIFY2(!panel->isEnabled(), panel->metaObject()->className());
        QVERIFY(teaching->checkComparison()->isEnabled());
        QVERIFY(teaching->symmetryView()->isEnabled());
        // The learner's queens change nothing of that.
        BoardView *board = parts::boardView(window());
        parts::practicePanel(window())->clear();
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(0, 5).center().toPoint());
        QVERIFY(status->text().startsWith(QStringLiteral("Try it yourself")));
        // The painted panels grey too: the level chart's coloured bars fade.
        const auto vividPixels = [](QWidget *panel) {
            const QImage image = panel->grab().toImage();
            int vivid = 0;
            for (int y = 0; y < image.height(); y += 2)
                for (int x = 0; x < image.width(); x += 2)
                    vivid += image.pixelColor(x, y).hsvSaturation() > 150 ? 1 : 0;
            return vivid;
        };
        const int greyedBars = vividPixels(teaching->levelChart());
        // Back to the search: live panels, and the status of the paused search.
        QTest::keyClick(&window(), Qt::Key_T);
        QVERIFY(!window().isPracticing());
        QVERIFY(teaching->searchPanelsLive());
        for (QWidget *panel : QList<QWidget *> {teaching->pseudocode(), teaching->callStack(),
                                                teaching->searchTree(), teaching->levelChart()})
            QVERIFY(panel->isEnabled());
        QCOMPARE(status->text(), QStringLiteral("Paused · N=8 · step %1").arg(step));
        const int liveBars = vividPixels(teaching->levelChart());
        QVERIFY2(
            liveBars > 50 && greyedBars < liveBars / 10,
            qPrintable(
                QStringLiteral("%1 vivid pixels greyed, %2 live").arg(greyedBars).arg(liveBars)));
    }

    void leavingTryItYourselfRestoresTheSearch()
    {
        stepTo(3);
        QTest::keyClick(&window(), Qt::Key_T);
        QVERIFY(window().isPracticing());
        // It starts from the queens on the board.
        QCOMPARE(parts::practicePanel(window())->board().placement().cols[0], 0);
        parts::practicePanel(window())->findChild<QPushButton *>("leaveButton")->click();
        QVERIFY(!window().isPracticing());
        QVERIFY(parts::action(window(), "step")->isEnabled());
        QCOMPARE(parts::boardView(window())->scene().queens.cols[0], 0);
        QVERIFY(!parts::boardView(window())->scene().practice);
    }

    // Found by the monkey: leaving with the keys in the panel (its buttons hide with it) moved
    // the focus on to the solutions list, which chose its first row, and the board then showed
    // the search under "viewing solution 1". The keys go back to the board instead.
    void leavingTryItYourselfFromItsButtonsKeepsTheSearch()
    {
        QTest::keyClick(&window(), Qt::Key_S);
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).stoppedBy == StopReason::NextSolution,
                                 30000); // a run: see above
        QCOMPARE(parts::solutionModel(window())->rowCount(), 1);
        const Placement search = Stepper::placementOf(parts::shown(window()).search);
        const QList<QPushButton *> buttons =
            parts::practicePanel(window())->findChildren<QPushButton *>();
        QVERIFY(!buttons.isEmpty());
        for (QPushButton *button : buttons) {
            QTest::keyClick(&window(), Qt::Key_T);
            QVERIFY(window().isPracticing());
            if (!button->isEnabled())
                continue;
            button->setFocus();
            QCOMPARE(QApplication::focusWidget(), button);
            // As in the monkey's window: the list next in the chain.
            QWidget::setTabOrder(button, parts::solutionList(window()));
            parts::action(window(), "practice")->trigger();
            QVERIFY(!window().isPracticing());
            QVERIFY2(!window().viewedSolution(), qPrintable(button->objectName()));
            QVERIFY(parts::boardView(window())->scene().queens == search);
            QCOMPARE(QApplication::focusWidget(), parts::boardView(window()));
        }
    }

    void callStackAndLevelChartFollowTheSearch()
    {
        // Panels in hidden tabs wait: bring the call stack's tab into view first.
        window().findChild<QDockWidget *>("callStackDock")->raise();
        QTRY_VERIFY(parts::teachingDocks(window())->callStack()->isVisible());
        stepTo(8); // step 8 places the queen of row 1 in column 2: rows 0 and 1 placed
        CallStackView *stack = parts::teachingDocks(window())->callStack();
        const QStringList frames = stack->frameTexts();
        QCOMPARE(frames.size(), 3);
        QVERIFY(frames.at(0).startsWith(QStringLiteral("solve(r = 2)")));
        QVERIFY(frames.at(1).contains(QStringLiteral("queen in column 2")));
        QVERIFY(frames.at(2).contains(QStringLiteral("queen in column 0")));
        // (The candidates may go on the lines below the call in a narrow panel.)
        QVERIFY(frames.at(2).simplified().contains(
            QStringLiteral("columns left: 1, 2, 3, 4, 5, 6, 7")));
        QTest::keyClick(&window(), Qt::Key_Home);
        QTRY_COMPARE(parts::shown(window()).step(), 0u);
        QCOMPARE(stack->frameTexts().size(), 1); // "choosing" in row 0
        // Hidden, it waits; shown again, it catches up at once.
        window().findChild<QDockWidget *>("pseudocodeDock")->raise();
        QTest::qWait(50); // the dock says its tab left the view
        stepTo(8);
        QCOMPARE(stack->frameTexts().size(), 1);
        window().findChild<QDockWidget *>("callStackDock")->raise();
        QTRY_COMPARE(stack->frameTexts().size(), 3);
    }

    // A teacher clicks a line of the pseudocode while explaining it, then steps on: the step
    // keys still step (the read-only listing does not take them) and no caret appears.
    // The call stack's frames are calls of the pseudocode's function, named and with the
    // parameter as its listing has them (the frames said "place(row 2)", "setze(Zeile 2)",
    // "放置(第 2 行)" beside "solve(r):"), in every order, check and language; the Safety check
    // tab defines no function of its own but the check (it had "place(r, c):"), and its
    // bitmask "solve" has the algorithm's parameters.
    void theScreenNamesOneFunction_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("order");
        QTest::addColumn<int>("check");
        for (const char *language : {"en", "de", "es", "fr", "zh_CN"})
            for (const Order order : {Order::Rows, Order::Columns})
                for (const Check check : {Check::Scan, Check::Arrays, Check::Bitmask})
                    QTest::newRow(qPrintable(QStringLiteral("%1 %2 %3")
                                                 .arg(QLatin1String(language))
                                                 .arg(order == Order::Rows ? "rows" : "columns")
                                                 .arg(int(check))))
                        << QString::fromLatin1(language) << int(order) << int(check);
    }
    void theScreenNamesOneFunction()
    {
        QFETCH(QString, language);
        QFETCH(int, order);
        QFETCH(int, check);
        window().setLanguage(language);
        SearchOptions options;
        options.n = 6;
        options.order = Order(order);
        options.check = Check(check);
        window().startWith(options, SpeedScale::kDefaultNotch, false);
        QTRY_VERIFY(parts::shown(window()).search.options.order == Order(order)
                    && parts::shown(window()).search.options.check == Check(check));
        window().findChild<QDockWidget *>("callStackDock")->raise();
        QTRY_VERIFY(parts::teachingDocks(window())->callStack()->isVisible());
        stepTo(12);
        const Pseudocode code(options); // the listing as the Pseudocode panel shows it
        const QString signature = code.lines(Pseudocode::Listing::Algorithm).constFirst().code;
        // "solve(r):" or "solve(r, cols, ld, rd):" gives "solve" and "r".
        const QRegularExpression definition(QStringLiteral("^(\\w+)\\((\\w+)[,)]"));
        const QRegularExpressionMatch named = definition.match(signature);
        QVERIFY2(named.hasMatch(), qPrintable(signature));
        const QString function = named.captured(1);
        const QString parameter = named.captured(2);
        const QStringList frames = parts::teachingDocks(window())->callStack()->frameTexts();
        QVERIFY(frames.size() >= 2);
        for (int i = 0; i < frames.size(); ++i) {
            const int level = int(frames.size()) - 1 - i;
            const QString call = QStringLiteral("%1(%2 = %3").arg(function, parameter).arg(level);
            QVERIFY2(frames[i].startsWith(call),
                     qPrintable(frames[i] + QStringLiteral(" / ") + call));
        }
        // The Safety check tab: its only definitions are safe(r, c) or the algorithm's own.
        for (const Pseudocode::ListingLine &line : code.lines(Pseudocode::Listing::Check)) {
            if (line.indent != 0 || !line.code.endsWith(QLatin1Char(':')))
                continue;
            const QRegularExpressionMatch defined = definition.match(line.code);
            if (!defined.hasMatch())
                continue;
            if (defined.captured(1) == function)
                QCOMPARE(line.code, signature);
            else
                QCOMPARE(line.code, QStringLiteral("safe(r, c):"));
        }
    }

    void stepKeysWorkAfterClickingThePseudocode()
    {
        window().findChild<QDockWidget *>("pseudocodeDock")->raise();
        ListingView *listing = parts::teachingDocks(window())->pseudocode()->listingView(
            Pseudocode::Listing::Algorithm);
        QTRY_VERIFY(listing->isVisible());
        QTest::mouseClick(listing->viewport(), Qt::LeftButton, {}, QPoint(40, 20));
        QTRY_VERIFY(listing->hasFocus());
        for (quint64 step = 1; step <= 3; ++step) {
            QTest::keyClick(listing, Qt::Key_Right);
            QTRY_COMPARE(parts::shown(window()).step(), step);
        }
        QTest::keyClick(listing, Qt::Key_Left);
        QTRY_COMPARE(parts::shown(window()).step(), 2u);
        QVERIFY(listing->hasFocus());
        QVERIFY(!listing->caretShown());
    }

    void symmetryOfTheSelectedSolution()
    {
        setSize(4);
        runToEnd();
        parts::solutionList(window())->setCurrentIndex(parts::solutionModel(window())->index(0));
        SymmetryView *symmetry = parts::teachingDocks(window())->symmetryView();
        QVERIFY(symmetry->summary().startsWith(QStringLiteral("2 different boards")));
        const QStringList images = symmetry->imageTexts();
        QCOMPARE(images.size(), 8);
        QCOMPARE(images.filter(QStringLiteral("same as")).size(), 6);
        QVERIFY(
            images.at(1).contains(QStringLiteral("same as as found"))); // turned 90° gives itself
    }

    // Each caption fits its cell, whole and apart from its neighbours ("flipped on the main
    // diagonal" ran into the next image's caption in the panel at 1366x768); at the panel's
    // smallest, where a word cannot fit, the images go without captions instead.
    // The queens show on the symmetry panel's small boards at N=12 (3-pixel squares drew
    // 1-pixel dots): every image has its 12 dark dots, each a few pixels wide.
    void symmetryImagesShowTheQueensAtTwelve()
    {
        SymmetryView view;
        Placement solution(12);
        const int cols[12] = {0, 2, 4, 7, 9, 11, 5, 10, 1, 6, 8, 3};
        for (int row = 0; row < 12; ++row)
            solution.cols[std::size_t(row)] = std::int8_t(cols[row]);
        view.setSolution(solution);
        view.resize(400, 260); // the dock's share at 1366x768
        const QImage image = view.grab().toImage();
        for (const SymmetryView::Caption &caption : view.captions()) {
            int dark = 0;
            for (int y = caption.board.top(); y <= caption.board.bottom(); ++y)
                for (int x = caption.board.left(); x <= caption.board.right(); ++x)
                    dark += qGray(image.pixel(x, y)) < 70;
            QVERIFY2(dark >= 12 * 8,
                     qPrintable(QStringLiteral("%1: %2 dark pixels on a %3 px board")
                                    .arg(caption.text)
                                    .arg(dark)
                                    .arg(caption.board.width())));
        }
    }

    // The boards are as large as the panel's shape allows: 8, 4 or 2 a row, whichever gives
    // the largest with their captions (4 a row in a wide panel left them 23 pixels high in a
    // panel 900x200, the rest of the panel empty).
    void symmetryBoardsUseThePanel_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("atLeast");
        QTest::newRow("410x230, the dock at 1366x768") << QSize(410, 230) << 32;
        QTest::newRow("900x200, wide and low") << QSize(900, 200) << 64;
        QTest::newRow("410x520, tall") << QSize(410, 520) << 80;
    }
    void symmetryBoardsUseThePanel()
    {
        QFETCH(QSize, size);
        QFETCH(int, atLeast);
        SymmetryView view;
        Placement solution(8);
        const int cols[8] = {0, 4, 7, 5, 2, 6, 1, 3};
        for (int row = 0; row < 8; ++row)
            solution.cols[std::size_t(row)] = std::int8_t(cols[row]);
        view.setSolution(solution);
        view.resize(size);
        const QList<SymmetryView::Caption> captions = view.captions();
        QCOMPARE(captions.size(), 8);
        qInfo("boards of %d px", captions.first().board.width());
        for (const SymmetryView::Caption &caption : captions) {
            QVERIFY2(caption.board.width() >= atLeast,
                     qPrintable(QString::number(caption.board.width())));
            // A caption is never taller than its board, unless already at its smallest type
            // (three lines of a font with tall lines left the boards 24 pixels).
            QVERIFY2(caption.rect.height() <= caption.board.height()
                         || caption.font.pixelSize() <= SymmetryView::kMinCaptionPixels,
                     qPrintable(QStringLiteral("a caption %1 px high over a board of %2 px")
                                    .arg(caption.rect.height())
                                    .arg(caption.board.height())));
            QVERIFY(!caption.text.isEmpty());
            QVERIFY(view.rect().contains(caption.rect));
        }
    }

    void symmetryCaptionsFitTheirCells_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        for (const QSize &size : {QSize(410, 230), QSize(520, 300), QSize(240, 140)})
            for (const char *language : {"en", "de", "zh_CN"})
                QTest::newRow(qPrintable(QStringLiteral("%1x%2 %3")
                                             .arg(size.width())
                                             .arg(size.height())
                                             .arg(QLatin1String(language))))
                    << size << QString::fromLatin1(language);
    }
    void symmetryCaptionsFitTheirCells()
    {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        window().setLanguage(language);
        SymmetryView view;
        Placement solution(8);
        const int cols[8] = {0, 4, 7, 5, 2, 6, 1, 3};
        for (int row = 0; row < 8; ++row)
            solution.cols[std::size_t(row)] = std::int8_t(cols[row]);
        view.setSolution(solution);
        view.resize(size);
        const QList<SymmetryView::Caption> captions = view.captions();
        QCOMPARE(captions.size(), 8);
        if (size != view.minimumSizeHint()) // captioned where there is room
            for (const SymmetryView::Caption &caption : captions)
                QVERIFY(!caption.text.isEmpty());
        for (int i = 0; i < captions.size(); ++i) {
            const SymmetryView::Caption &caption = captions[i];
            if (caption.text.isEmpty())
                continue; // left out, not cut
            const QRect needed = QFontMetrics(caption.font)
                                     .boundingRect(caption.rect, SymmetryView::kCaptionFlags,
                                                   caption.text);
            QVERIFY2(caption.rect.contains(needed),
                     qPrintable(QStringLiteral("“%1” needs %2x%3, has %4x%5")
                                    .arg(caption.text)
                                    .arg(needed.width())
                                    .arg(needed.height())
                                    .arg(caption.rect.width())
                                    .arg(caption.rect.height())));
            QVERIFY(view.rect().contains(caption.rect));
            for (int j = 0; j < i; ++j) {
                QVERIFY(!captions[j].rect.intersects(caption.rect));
                QVERIFY(!captions[j].board.intersects(caption.rect));
            }
        }
        window().setLanguage(QStringLiteral("en"));
    }

    void fundamentalOnlyList()
    {
        runToEnd();
        auto *mode = window().findChild<QComboBox *>("listMode");
        mode->setCurrentIndex(int(SolutionListModel::Mode::Fundamental));
        QCOMPARE(parts::solutionModel(window())->rowCount(), 12);
        mode->setCurrentIndex(int(SolutionListModel::Mode::GroupedByClass));
        QCOMPARE(parts::solutionModel(window())->rowCount(), 92);
        parts::solutionList(window())->setCurrentIndex(parts::solutionModel(window())->index(3));
        QTRY_VERIFY(window().viewedSolution().has_value());
        QVERIFY(parts::boardView(window())->scene().queens
                == parts::solutionModel(window())->placementAt(3));
    }

    void presentationMode()
    {
        QVERIFY(window().menuBar()->isVisible());
        QTest::keyClick(&window(), Qt::Key_F5);
        QVERIFY(window().isPresenting());
        QTRY_VERIFY(window().isFullScreen());
        QVERIFY(!window().menuBar()->isVisible());
        for (QDockWidget *dock : window().findChildren<QDockWidget *>())
            QVERIFY(!dock->isVisible());
        QCOMPARE(parts::boardView(window())->theme().id, QStringLiteral("high-contrast"));
        // The strip under the board is as readable from the back of the room as the board's
        // labels, which reach 28 px on a 1080p projector: its digits were 25 px at most (16 px
        // seen), now they grow with the type. Measured at the strip's height across 1080p.
        PlacementArrayView *strip = parts::arrayView(window());
        strip->resize(1800, strip->sizeHint().height());
        const int stripDigits =
            PlacementArrayView::valueFont(strip->font(), strip->boxSide(), 8).pixelSize();
        QVERIFY2(stripDigits >= 28, qPrintable(QStringLiteral("%1 px digits").arg(stripDigits)));
        // Clicker keys keep working; the counters (their panel hidden) follow under the
        // narration.
        QTest::keyClick(&window(), Qt::Key_PageDown);
        QTRY_COMPARE(parts::shown(window()).step(), 1u);
        QTRY_VERIFY2(
            parts::boardArea(window())->countersLine().startsWith(QStringLiteral("Steps 1 ·")),
            qPrintable(parts::boardArea(window())->countersLine()));
        QTest::keyClick(&window(), Qt::Key_Escape);
        QVERIFY(!window().isPresenting());
        QCOMPARE(parts::boardArea(window())->countersLine(),
                 QString()); // the panel shows them again
        QTRY_VERIFY(!window().isFullScreen());
        QVERIFY(window().menuBar()->isVisible());
        QVERIFY(window().findChild<QDockWidget *>("controlsDock")->isVisible());
        QCOMPARE(parts::boardView(window())->theme().id, QStringLiteral("classic"));

        // Esc leaves it during Try it yourself too, and the practice goes on.
        QTest::keyClick(&window(), Qt::Key_F5);
        QVERIFY(window().isPresenting());
        QTest::keyClick(&window(), Qt::Key_T);
        QVERIFY(window().isPracticing());
        QTest::keyClick(&window(), Qt::Key_Escape);
        QVERIFY(!window().isPresenting());
        QVERIFY(window().isPracticing());
        QVERIFY(parts::practicePanel(window())->isVisible()); // with its panel (it was hidden)
        // Esc again goes back to the search, as Try it yourself's texts say (it was refused,
        // with "Esc goes back to the search").
        QTest::keyClick(&window(), Qt::Key_Escape);
        QVERIFY(!window().isPracticing());
    }

    // F5 hands the keys to the board, whatever had them: a clicker's Space plays and its Page
    // keys step. The Goal box or a run button focused before handed them, hidden with its
    // dock, to the next control.
    void presentingGivesTheKeysToTheBoard_data()
    {
        QTest::addColumn<QString>("focused");
        QTest::newRow("Goal box") << QStringLiteral("goal");
        QTest::newRow("Step button") << QStringLiteral("step");
    }
    void presentingGivesTheKeysToTheBoard()
    {
        QFETCH(QString, focused);
        QVERIFY(QTest::qWaitForWindowActive(&window()));
        QWidget *control = window().controlsPanel()->findChildren<QComboBox *>().at(0);
        if (focused == QLatin1String("step"))
            for (QToolButton *button : window().controlsPanel()->findChildren<QToolButton *>())
                if (button->defaultAction() == parts::action(window(), "step"))
                    control = button;
        control->setFocus();
        QTRY_VERIFY(control->hasFocus());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F5);
        QVERIFY(window().isPresenting());
        QTRY_VERIFY2(parts::boardView(window())->hasFocus(),
                     QApplication::focusWidget()
                         ? QApplication::focusWidget()->metaObject()->className()
                         : "no focus");
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageDown);
        QTRY_COMPARE(parts::shown(window()).step(), 1u);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QTRY_VERIFY(parts::shown(window()).runState == RunState::Running);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QTRY_VERIFY(parts::shown(window()).runState == RunState::Paused);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QVERIFY(!window().isPresenting());
    }

    // A clicker's blank button sends B or the full stop: in presentation mode they blank the
    // screen (they ran to a backtrack and jumped to a bookmark in front of the class), any key
    // shows it again without moving the search, and Ctrl+B runs to the next backtrack there.
    void aClickersBlankButtonBlanksTheScreenWhilePresenting()
    {
        QTest::keyClick(&window(), Qt::Key_F5);
        QVERIFY(window().isPresenting());
        QTest::keyClick(&window(), Qt::Key_PageDown);
        QTRY_COMPARE(parts::shown(window()).step(), 1u);
        auto *blank = window().findChild<QWidget *>(QStringLiteral("screenBlank"));
        QVERIFY(blank && !blank->isVisible());
        for (const Qt::Key key : {Qt::Key_B, Qt::Key_Period}) {
            QTest::keyClick(&window(), key);
            QVERIFY(blank->isVisible());
            QCOMPARE(blank->geometry(), window().rect()); // the whole screen
            QTest::qWait(100); // no run to a backtrack or bookmark starts behind it
            QCOMPARE(parts::shown(window()).step(), 1u);
            QVERIFY(parts::shown(window()).runState != RunState::Running);
            // The clicker's next-page key shows the screen again, and only that.
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageDown);
            QVERIFY(!blank->isVisible());
            QTest::qWait(50);
            QCOMPARE(parts::shown(window()).step(), 1u);
        }
        QTest::keyClick(&window(), Qt::Key_B);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_B); // again: shown
        QVERIFY(!blank->isVisible());
        QTest::keyClick(&window(), Qt::Key_B, Qt::ControlModifier);
        QTRY_VERIFY(parts::shown(window()).stoppedBy == StopReason::NextBacktrack);
        // A menu opened over the blank screen (a square's breakpoint menu) keeps its Escape:
        // the blank screen took every key and the menu could never close (the monkey hung).
        QTest::keyClick(&window(), Qt::Key_B);
        QVERIFY(blank->isVisible());
        bool menuClosed = false;
        QTimer::singleShot(100, this, [&menuClosed] {
            QWidget *menu = QApplication::activePopupWidget();
            QVERIFY(menu);
            QTest::keyClick(menu, Qt::Key_Escape);
            menuClosed = !QApplication::activePopupWidget();
            if (!menuClosed)
                menu->close(); // so that the test fails instead of hanging
        });
        BoardView *board = parts::boardView(window());
        const QPoint square = board->squareRect(2, 2).center().toPoint();
        QContextMenuEvent event(QContextMenuEvent::Mouse, square, board->mapToGlobal(square));
        QApplication::sendEvent(board, &event); // returns when the menu has closed
        QVERIFY(menuClosed);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_B);
        QVERIFY(!blank->isVisible());
        // Leaving presentation mode while blank shows the window; B runs to a backtrack again.
        QTest::keyClick(&window(), Qt::Key_B);
        QVERIFY(blank->isVisible());
        window().findChild<QAction *>(QStringLiteral("presentation"))->trigger();
        QVERIFY(!window().isPresenting());
        QVERIFY(!blank->isVisible());
        const quint64 step = parts::shown(window()).step();
        QTest::keyClick(&window(), Qt::Key_B);
        QTRY_VERIFY(parts::shown(window()).step() > step
                    && parts::shown(window()).stoppedBy == StopReason::NextBacktrack);
        // The keys are in the list of shortcuts.
        bool listed = false;
        for (const auto &[keys, does] : window().actions()->shortcutRows())
            listed = listed
                     || (keys == QStringLiteral("B, .") && does.contains(QLatin1String("blank")));
        QVERIFY(listed);
    }

    // A run-until stop while presenting keeps the narration to its sentence: the reason it
    // paused opens the counters line instead of being a third line of the narration (whose
    // type then shrank below 3.3% of the screen's height; tst_desktop measures the type of a
    // three-line sentence on real screens' shapes).
    void aRunUntilStopWhilePresentingKeepsTheNarrationsSize()
    {
        QTest::keyClick(&window(), Qt::Key_F5);
        QVERIFY(window().isPresenting());
        QTest::keyClick(&window(), Qt::Key_S); // run to the next solution
        QTRY_VERIFY_WITH_TIMEOUT(parts::shown(window()).stoppedBy == StopReason::NextSolution,
                                 10000);
        QTRY_VERIFY2(parts::boardArea(window())->countersLine().startsWith(
                         QStringLiteral("Paused at the next solution · Steps ")),
                     qPrintable(parts::boardArea(window())->countersLine()));
        NarrationLabel *narration = parts::narrationLabel(window());
        QVERIFY2(!narration->text().contains(QStringLiteral("Paused")),
                 qPrintable(narration->text()));
        // Outside presentation mode the reason stays the sentence's first line.
        QTest::keyClick(&window(), Qt::Key_Escape);
        QTRY_VERIFY(narration->text().startsWith(QStringLiteral("Paused at the next solution\n")));
    }

    // While presenting the status bar is hidden: what a key says (no bookmark to go to,
    // a refused key) is shown on the screen instead, in the narration's type.
    void aMessageWhilePresentingIsShownOnTheScreen()
    {
        QTest::keyClick(&window(), Qt::Key_F5);
        QVERIFY(window().isPresenting());
        QTest::keyClick(&window(), Qt::Key_PageDown);
        QTRY_COMPARE(parts::shown(window()).step(), 1u);
        auto *notice = window().findChild<QLabel *>(QStringLiteral("presentationNotice"));
        QVERIFY(notice && !notice->isVisible());
        QTest::keyClick(&window(), Qt::Key_Comma); // no bookmark
        QTRY_VERIFY(notice->isVisible());
        QCOMPARE(notice->text(),
                 QStringLiteral("No bookmarks yet: Ctrl+D bookmarks the step on the board"));
        const int screenHeight = window().screen()->geometry().height();
        const int capitals = QFontMetrics(notice->font()).capHeight();
        QVERIFY2(
            capitals >= 0.033 * screenHeight - 1,
            qPrintable(QStringLiteral("%1 px capitals on %2 px").arg(capitals).arg(screenHeight)));
        QVERIFY(window().rect().contains(notice->geometry()));
        // Neither over the board's squares and numbers nor over the strip (it stood over the
        // board's foot and covered the strip for 3-4 s).
        BoardView *board = parts::boardView(window());
        const QRectF squares = board->squareRect(0, 0).united(board->squareRect(7, 7));
        const QRect numbered(board->mapTo(&window(), squares.topLeft().toPoint())
                                 - QPoint(int(board->labelBand()), int(board->labelBand())),
                             board->mapTo(&window(), squares.bottomRight().toPoint()));
        QVERIFY2(!notice->geometry().intersects(numbered),
                 qPrintable(QStringLiteral("the message at y %1-%2, the board's numbers from %3")
                                .arg(notice->geometry().top())
                                .arg(notice->geometry().bottom())
                                .arg(numbered.top())));
        PlacementArrayView *strip = parts::arrayView(window());
        QVERIFY(!notice->geometry().intersects(
            QRect(strip->mapTo(&window(), QPoint(0, 0)), strip->size())));
        // Nothing over a blanked screen.
        QTest::keyClick(&window(), Qt::Key_B);
        auto *blank = window().findChild<ScreenBlank *>();
        QTRY_VERIFY(blank->isBlank());
        window().findChild<PresentationMode *>()->say(QStringLiteral("Saved"), 3000);
        QVERIFY(!notice->isVisible());
        QTest::keyClick(&window(), Qt::Key_Space); // shows the board again
        QTRY_VERIFY(!blank->isBlank());
        QTest::keyClick(&window(), Qt::Key_Escape);
        QVERIFY(!window().isPresenting());
        QVERIFY(!notice->isVisible());
        QTest::keyClick(&window(), Qt::Key_Comma); // the status bar again
        QCOMPARE(window().statusBar()->currentMessage(),
                 QStringLiteral("No bookmarks yet: Ctrl+D bookmarks the step on the board"));
    }

    // On request (View ▸ Pseudocode while presenting, P) the pseudocode stands beside the
    // board in presentation mode, its line following each step; the choice is kept.
    void presentationShowsThePseudocodeOnRequest()
    {
        QDockWidget *pseudocode = window().findChild<QDockWidget *>("pseudocodeDock");
        QTest::keyClick(&window(), Qt::Key_F5);
        QVERIFY(window().isPresenting());
        QTRY_VERIFY(window().isFullScreen());
        QVERIFY(!pseudocode->isVisible()); // off unless asked for
        QTest::keyClick(&window(), Qt::Key_P);
        QTRY_VERIFY(pseudocode->isVisible());
        for (QDockWidget *dock : window().findChildren<QDockWidget *>())
            QVERIFY2(dock == pseudocode || !dock->isVisible(), qPrintable(dock->objectName()));
        // Its share of the screen (the counters line in large type wraps rather than take
        // it), the board's column keeping the rest (the counters may stand beside the board).
        const int screenWidth = window().screen()->geometry().width();
        QTRY_VERIFY2(
            pseudocode->width() >= int(screenWidth * PresentationMode::kPseudocodeShare) - 10,
            qPrintable(QStringLiteral("%1 of %2").arg(pseudocode->width()).arg(screenWidth)));
        QVERIFY(parts::boardArea(window())->width() >= screenWidth / 3);
        ListingView *listing = parts::teachingDocks(window())->pseudocode()->listingView(
            Pseudocode::Listing::Algorithm);
        QTRY_VERIFY(listing->isVisible());
        // Its line follows the clicker: a step places a queen, on the "place" line.
        QTest::keyClick(&window(), Qt::Key_PageDown);
        QTRY_COMPARE(parts::shown(window()).step(), 1u);
        QTest::keyClick(&window(), Qt::Key_PageDown);
        QTRY_COMPARE(parts::shown(window()).step(), 2u);
        QTRY_VERIFY2(
            listing->lineText(listing->highlightedLine()).contains(QStringLiteral("place")),
            qPrintable(listing->lineText(listing->highlightedLine())));
        QTRY_VERIFY(AppSettings::load().pseudocodeWhilePresenting);
        // P again takes it away; Esc brings back the layout from before, the pseudocode in it.
        QTest::keyClick(&window(), Qt::Key_P);
        QTRY_VERIFY(!pseudocode->isVisible());
        QTest::keyClick(&window(), Qt::Key_P);
        QTRY_VERIFY(pseudocode->isVisible());
        QTest::keyClick(&window(), Qt::Key_Escape);
        QVERIFY(!window().isPresenting());
        QTRY_VERIFY(window().findChild<QDockWidget *>("controlsDock")->isVisible());
        QVERIFY(pseudocode->isVisible());
        // The next presentation shows it at once.
        QTest::keyClick(&window(), Qt::Key_F5);
        QTRY_VERIFY(window().isFullScreen());
        QTRY_VERIFY(pseudocode->isVisible());
        QVERIFY(!window().findChild<QDockWidget *>("controlsDock")->isVisible());
        QTest::keyClick(&window(), Qt::Key_Escape);
    }
};

NQ_TEST_MAIN(TestClassroom)
#include "tst_classroom.moc"
