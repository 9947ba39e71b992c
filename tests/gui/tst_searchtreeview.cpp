#include "boardtheme.h"
#include "searchtreeview.h"
#include "stepper.h"
#include "searchfixtures.h"
#include "testregistry.h"

#include <QHelpEvent>
#include <QImage>
#include <QToolTip>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using namespace nq;
using namespace nq::test;

namespace {

StepperState finalState(const SearchOptions &options)
{
    Stepper stepper(options);
    while (!stepper.isFinished())
        stepper.next();
    return stepper.state();
}

// How far apart two colours are, channel by channel.
int distance(const QColor &a, const QColor &b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green())
           + std::abs(a.blue() - b.blue());
}

// A point inside a node's disc but off its number.
QPoint fillPoint(const QRectF &node)
{
    return QPointF(node.left() + node.width() * 0.22, node.center().y()).toPoint();
}

// The index of the first node matching a test.
template<typename Test>
int findNode(const SearchTree &tree, Test test)
{
    for (std::size_t i = 0; i < tree.nodes().size(); ++i)
        if (test(tree.nodes()[i]))
            return int(i);
    return -1;
}

// Shows `view` at the size the window's dock gives it at 1366x768, with the tree of `options`.
bool showsTreeInDock(SearchTreeView &view, const SearchOptions &options)
{
    view.resize(410, 370);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return false;
    view.setTree(SearchTree::build(options));
    return true;
}

// Shows `view` at `size` with the whole tree of the search `options` describes; false if the
// view never showed.
bool showTree(SearchTreeView &view, QSize size, const SearchOptions &options)
{
    view.resize(size);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return false;
    view.setTree(SearchTree::build(options));
    return true;
}

} // namespace

// Tests what the search tree panel paints and what clicking it asks for, offscreen.
class TestSearchTreeView : public QObject
{
    Q_OBJECT

private slots:
    void paintsNodesInTheirStates()
    {
        const SearchOptions options = searchOptions(4);
        SearchTreeView view;
        QVERIFY(showTree(view, {700, 450}, options));
        const StepperState state = stateAt(
            options, 40); // the hand-written N=4 stream: (0,0) lifted at step 42
        view.setCurrent(state);
        QVERIFY(view.showsTree());

        const auto tree = view.tree();
        const int onBoard = tree->currentNode(state);
        QVERIFY(onBoard >= 0);
        const int lifted = findNode(
            *tree, [](const SearchTree::Node &n) { return n.removeStep <= 40 && n.level == 1; });
        QVERIFY(lifted >= 0);
        const int future = findNode(*tree,
                                    [](const SearchTree::Node &n) { return n.placeStep > 40; });

        const QImage image = view.grab().toImage();
        const BoardTheme theme = BoardTheme::classic();
        const QColor base = view.palette().color(QPalette::Base);
        const QColor queen = image.pixelColor(fillPoint(view.nodeRect(onBoard)));
        QVERIFY2(distance(queen, theme.candidate) < 60, qPrintable(queen.name()));
        const QColor explored = image.pixelColor(fillPoint(view.nodeRect(lifted)));
        QVERIFY2(distance(explored, base) > 15 && distance(explored, theme.candidate) > 150,
                 qPrintable(explored.name()));
        // Nothing is drawn yet where later nodes will go.
        QCOMPARE(image.pixelColor(view.nodeRect(future).center().toPoint()), base);
    }

    // The nodes grow with the type: presented (capital letters from the screen's height) or
    // zoomed, the numbers in them stay readable from the back of the room.
    void theNodesGrowWithTheType()
    {
        const SearchOptions options = searchOptions(8);
        SearchTreeView view;
        QVERIFY(showTree(view, {420, 700}, options));
        view.setCurrent(stateAt(options, 40));
        QVERIFY(view.showsTree());
        const int node = view.currentNode();
        const qreal normal = view.nodeRect(node).width();
        const qreal caps = QFontMetricsF(view.font()).capHeight();
        view.setPresentationCaps(caps * 2);
        QVERIFY2(
            view.nodeRect(node).width() >= normal * 1.5,
            qPrintable(QStringLiteral("%1 -> %2").arg(normal).arg(view.nodeRect(node).width())));
        view.setPresentationCaps(0);
        QCOMPARE(view.nodeRect(node).width(), normal);
        view.setTextZoom(1.5);
        QVERIFY(view.nodeRect(node).width() > normal);
    }

    // Presented beside the board, a panel taller than wide grows the tree sideways: its level
    // names, one gap apart, take a type in which none runs into its neighbour ("行0 行1 行2"
    // ran together in Chinese at 1920x1080, "起点" was cut).
    void sidewaysLevelNamesNeverRunTogether_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }
    void sidewaysLevelNamesNeverRunTogether()
    {
        QFETCH(QString, language);
        QTranslator translator;
        if (language != QStringLiteral("en")) {
            QVERIFY(translator.load(QStringLiteral(":/i18n/nqueens_%1").arg(language)));
            QCoreApplication::installTranslator(&translator);
        }
        const SearchOptions options = searchOptions(8);
        SearchTreeView view;
        view.resize(500, 1040); // the presented panel at 1920x1080
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setTree(SearchTree::build(options));
        view.setCurrent(stateAt(options, 40));
        view.setPresentationCaps(0.025 * 1080);
        QVERIFY(view.showsTree());
        const WholeTreeView::LevelNames names = view.levelNames();
        QCOMPARE(names.texts.size(), 9);
        const QFontMetricsF metrics(names.font);
        qreal previousEnd = 0; // the start's name begins inside the panel
        for (qsizetype i = 0; i < names.texts.size(); ++i) {
            const qreal width = metrics.horizontalAdvance(names.texts[i]);
            const qreal start = names.rects[i].center().x() - width / 2; // centred
            QVERIFY2(width <= names.rects[i].width() && start >= previousEnd,
                     qPrintable(QStringLiteral("%1: %2 pixels from %3, in %4; the name before "
                                               "ends at %5")
                                    .arg(names.texts[i])
                                    .arg(width)
                                    .arg(start)
                                    .arg(names.rects[i].width())
                                    .arg(previousEnd)));
            previousEnd = start + width;
        }
        QCoreApplication::removeTranslator(&translator);
    }

    void paintsSolutions()
    {
        const SearchOptions options = searchOptions(5);
        SearchTreeView view;
        QVERIFY(showTree(view, {800, 450}, options));
        view.setCurrent(finalState(options));
        const auto tree = view.tree();
        const QImage image = view.grab().toImage();
        int solutionsSeen = 0;
        for (std::size_t i = 0; i < tree->nodes().size(); ++i) {
            if (!tree->nodes()[i].isSolution())
                continue;
            const QRectF rect = view.nodeRect(int(i));
            if (!QRectF(view.viewport()->rect()).contains(rect))
                continue;
            const QColor c = image.pixelColor(fillPoint(rect).x(), fillPoint(rect).y());
            QVERIFY2(distance(c, BoardTheme::classic().solution) < 60, qPrintable(c.name()));
            ++solutionsSeen;
        }
        QVERIFY(solutionsSeen >= 5);
    }

    void clickingANodeJumpsToItsPlaceStep_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("step");
        QTest::newRow("4 mid-run") << 4 << 60;
        QTest::newRow("6 finished") << 6 << -1;
        QTest::newRow("8 mid-run") << 8 << 9000;
    }
    void clickingANodeJumpsToItsPlaceStep()
    {
        QFETCH(int, n);
        QFETCH(int, step);
        const SearchOptions options = searchOptions(n);
        SearchTreeView view;
        QVERIFY(showTree(view, {640, 420}, options));
        const StepperState state = step < 0 ? finalState(options)
                                            : stateAt(options, std::uint64_t(step));
        view.setCurrent(state);
        QSignalSpy jumps(&view, &SearchTreeView::jumpRequested);
        const auto tree = view.tree();
        const std::size_t drawn = tree->nodeCountAt(state.counters.steps);
        // The first node, the last one drawn, the current one and one in the middle.
        for (const int node : {0, int(drawn) - 1, tree->currentNode(state), int(drawn / 2)}) {
            if (node < 0)
                continue;
            view.scrollToNode(node);
            const QRectF rect = view.nodeRect(node);
            QVERIFY(QRectF(view.viewport()->rect()).contains(rect.center()));
            QCOMPARE(view.nodeAt(rect.center()), node);
            QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, rect.center().toPoint());
            QCOMPARE(jumps.size(), 1);
            QCOMPARE(jumps.takeFirst().at(0).value<quint64>(), tree->node(node).placeStep);
        }
        // The start is the empty board, step 0.
        view.scrollToNode(SearchTreeView::kStart);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {},
                          view.nodeRect(SearchTreeView::kStart).center().toPoint());
        QCOMPARE(jumps.size(), 1);
        QCOMPARE(jumps.takeFirst().at(0).value<quint64>(), quint64(0));
    }

    void scrollBarsSettleAtEverySize()
    {
        // The layout once depended on the viewport, which a scroll bar shrinks: near a square
        // the tree turned on its side, the bar went, the tree turned back, the bar came, and
        // the window hung. A guard counts the bars' comings and goings and, past a bound,
        // switches them off so that a regression fails here instead of hanging.
        struct ToggleCounter : QObject
        {
            int toggles = 0;
            bool eventFilter(QObject *watched, QEvent *event) override
            {
                if (event->type() == QEvent::Show || event->type() == QEvent::Hide) {
                    if (++toggles > 200) {
                        auto *area = qobject_cast<QAbstractScrollArea *>(watched->parent());
                        area->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
                        area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
                    }
                }
                return false;
            }
        };
        const SearchOptions options = searchOptions(8);
        SearchTreeView view;
        QVERIFY(showTree(view, {400, 400}, options));
        view.setCurrent(stateAt(options, 500));
        ToggleCounter counter;
        // The bars come and go with the containers the scroll area keeps them in.
        view.horizontalScrollBar()->parentWidget()->installEventFilter(&counter);
        view.verticalScrollBar()->parentWidget()->installEventFilter(&counter);
        for (int width = 240; width <= 520; width += 3) {
            for (int height = width - 30; height <= width + 30; height += 3) {
                counter.toggles = 0;
                view.resize(width, height);
                for (int round = 0; round < 3; ++round)
                    QCoreApplication::processEvents();
                QVERIFY2(
                    counter.toggles <= 4,
                    qPrintable(QStringLiteral("at %1x%2 the scroll bars came and went %3 times")
                                   .arg(width)
                                   .arg(height)
                                   .arg(counter.toggles)));
            }
        }
    }

    void nodesNotYetPlacedCannotBeClicked()
    {
        const SearchOptions options = searchOptions(4);
        SearchTreeView view;
        QVERIFY(showTree(view, {700, 450}, options));
        view.setCurrent(stateAt(options, 10));
        const auto tree = view.tree();
        const int future = findNode(*tree,
                                    [](const SearchTree::Node &n) { return n.placeStep > 10; });
        QSignalSpy jumps(&view, &SearchTreeView::jumpRequested);
        QTest::ignoreMessage(QtWarningMsg,
                             "Mouse event \"MousePress\" not accepted by receiving widget");
        QTest::ignoreMessage(QtWarningMsg,
                             "Mouse event \"MouseRelease\" not accepted by receiving widget");
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {},
                          view.nodeRect(future).center().toPoint());
        QCOMPARE(jumps.size(), 0);
        // After stepping back, what was reached stays (faintly) and can be clicked to go forward.
        view.setReachedStep(100);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {},
                          view.nodeRect(future).center().toPoint());
        QCOMPARE(jumps.size(), 1);
        QCOMPARE(jumps.takeFirst().at(0).value<quint64>(), tree->node(future).placeStep);
    }

    void rejectedMarksAreDrawnAndClickable()
    {
        const SearchOptions options = searchOptions(4);
        SearchTreeView view;
        QVERIFY(showTree(view, {700, 450}, options));
        view.setCurrent(finalState(options));
        const auto tree = view.tree();
        // The two rejected squares under (0,0): columns 0 and 1 of row 1, at steps 4 and 6.
        const SearchTree::Mark &mark = tree->marks().front();
        QCOMPARE(mark.step, std::uint64_t(4));
        const QRectF parent = view.nodeRect(mark.parent);
        // Marks sit in a strip just under their parent; find one by probing below it.
        QSignalSpy jumps(&view, &SearchTreeView::jumpRequested);
        const QImage image = view.grab().toImage();
        bool red = false;
        for (int x = int(parent.left() - parent.width());
             x < int(parent.right() + parent.width()) && !red; ++x) {
            for (int y = int(parent.bottom()); y < int(parent.bottom() + parent.height()) && !red;
                 ++y) {
                const QColor c = image.pixelColor(x, y);
                if (distance(c, BoardTheme::classic().conflict) < 60) {
                    red = true;
                    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(x, y));
                }
            }
        }
        QVERIFY(red);
        QCOMPARE(jumps.size(), 1);
        QCOMPARE(jumps.takeFirst().at(0).value<quint64>(), quint64(4));
    }

    void keyboardMovesAndJumps()
    {
        const SearchOptions options = searchOptions(5);
        SearchTreeView view;
        QVERIFY(showTree(view, {800, 450}, options));
        const StepperState state = stateAt(options, 150);
        view.setCurrent(state);
        view.setFocus();
        const auto tree = view.tree();
        const int current = tree->currentNode(state);
        QVERIFY(tree->node(current).level >= 1);
        QSignalSpy jumps(&view, &SearchTreeView::jumpRequested);
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(jumps.takeFirst().at(0).value<quint64>(), tree->node(current).placeStep);
        // Up is the queen above (the tree grows downwards in a wide view).
        QTest::keyClick(&view, Qt::Key_Up);
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(jumps.takeFirst().at(0).value<quint64>(),
                 tree->node(tree->node(current).parent).placeStep);
        // Left is the previous node of the same level.
        QTest::keyClick(&view, Qt::Key_Left);
        QTest::keyClick(&view, Qt::Key_Space);
        const auto level = tree->node(tree->node(current).parent).level;
        const int previous = [&] {
            int found = -1;
            for (int i = 0; i < tree->node(current).parent; ++i)
                if (tree->node(i).level == level)
                    found = i;
            return found;
        }();
        QVERIFY(previous >= 0);
        QCOMPARE(jumps.takeFirst().at(0).value<quint64>(), tree->node(previous).placeStep);
    }

    void toolTipsNameTheSquareAndTheStep()
    {
        const SearchOptions options = searchOptions(4, Order::Columns);
        SearchTreeView view;
        QVERIFY(showTree(view, {700, 450}, options));
        view.setCurrent(finalState(options));
        const auto tree = view.tree();
        // In column order a node's level is its column and its candidate its row.
        const int node = tree->children(tree->children(-1)[1])[0];
        const SearchTree::Node &n = tree->node(node);
        const QPoint at = view.nodeRect(node).center().toPoint();
        QHelpEvent help(QEvent::ToolTip, at, view.viewport()->mapToGlobal(at));
        if (QGuiApplication::platformName() == QLatin1String("offscreen"))
            QTest::ignoreMessage(QtWarningMsg, "This plugin does not support raise()");
        QApplication::sendEvent(view.viewport(), &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text().section(QLatin1Char('\n'), 0, 0),
                 QStringLiteral("Row %1, column %2: placed at step %3")
                     .arg(n.candidate)
                     .arg(n.level)
                     .arg(n.placeStep));
        QToolTip::hideText();
    }

    void followsTheCurrentNode()
    {
        const SearchOptions options = searchOptions(8);
        SearchTreeView view;
        QVERIFY(showTree(view, {500, 400}, options));
        Stepper stepper(options);
        for (int frame = 0; frame < 40; ++frame) {
            stepper.skip(700);
            view.setCurrent(stepper.state());
            QVERIFY(QRectF(view.viewport()->rect())
                        .contains(view.nodeRect(view.currentNode()).center()));
        }
        QVERIFY(view.horizontalScrollBar()->value() > 0);
    }

    // A wide tree puts the start far to the side of a queen of the last row: the nodes of the
    // path beside the view are drawn at its edge, and the levels close up so that the start
    // stays in view when the search reaches the last row (N=8 at step 40 and at the first
    // solution, in a panel of the size the window gives it).
    void pathFromTheStartStaysInView()
    {
        const SearchOptions options = searchOptions(8);
        SearchTreeView view;
        QVERIFY(showsTreeInDock(view, options));
        Stepper stepper(options);
        const auto checkPath = [&](const char *where) {
            view.setCurrent(stepper.state());
            const QRectF room = view.scrolledRoomRect();
            int node = view.currentNode();
            while (true) {
                const QRectF shown = view.shownNodeRect(node);
                QVERIFY2(room.contains(shown),
                         qPrintable(QStringLiteral("%1: node %2 at (%3, %4) outside the view")
                                        .arg(QLatin1String(where))
                                        .arg(node)
                                        .arg(shown.center().x())
                                        .arg(shown.center().y())));
                if (node == SearchTreeView::kStart)
                    break;
                node = view.tree()->node(node).parent < 0 ? int(SearchTreeView::kStart)
                                                          : view.tree()->node(node).parent;
            }
        };
        stepper.skip(40);
        checkPath("step 40");
        QVERIFY(stepper.advanceToNextSolution());
        checkPath("first solution");
        for (int frame = 0; frame < 12; ++frame) {
            stepper.skip(900);
            checkPath("later");
            QVERIFY(!QTest::currentTestFailed());
        }
    }

    // The square tried at a step is drawn as a disc at least a line of text high, in view,
    // not only as a strip cell a few pixels wide.
    void theTriedSquareIsLargeEnoughToRead()
    {
        const SearchOptions options = searchOptions(8);
        SearchTreeView view;
        QVERIFY(showsTreeInDock(view, options));
        Stepper stepper(options);
        stepper.skip(40); // the conflict at row 5, column 4
        view.setCurrent(stepper.state());
        const QRectF disc = view.tryingRect();
        QVERIFY(!disc.isEmpty());
        QVERIFY2(disc.height() >= QFontMetricsF(view.font()).height(),
                 qPrintable(QString::number(disc.height())));
        QVERIFY(view.scrolledRoomRect().contains(disc));
        // At a step that tries nothing (a queen placed, or lifted) there is none.
        bool seenNone = false;
        for (int step = 0; step < 8 && !seenNone; ++step) {
            stepper.next();
            view.setCurrent(stepper.state());
            seenNone = view.tryingRect().isEmpty();
        }
        QVERIFY(seenNone);
    }

    void largeBoardsShowThePathWindow()
    {
        const SearchOptions options = searchOptions(10);
        SearchTreeView view;
        view.resize(520, 420);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setTree(SearchTree::build(options)); // null: too large for the whole tree
        const StepperState state = stateAt(options, 3000);
        view.setCurrent(state);
        QVERIFY(!view.showsTree());
        QSignalSpy jumps(&view, &SearchTreeView::jumpRequested);
        const QImage image = view.grab().toImage();
        for (int level = 0; level < state.level; ++level) {
            const QRectF cell = view.pathCellRect(level, state.candidate[std::size_t(level)]);
            QVERIFY(QRectF(view.viewport()->rect()).contains(cell));
            const QColor c = image.pixelColor(fillPoint(cell.adjusted(3, 3, -3, -3)));
            QVERIFY2(distance(c, BoardTheme::classic().candidate) < 60, qPrintable(c.name()));
            QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, cell.center().toPoint());
            QCOMPARE(jumps.size(), 1);
            QCOMPARE(jumps.takeFirst().at(0).value<quint64>(),
                     state.placedAtStep[std::size_t(level)]);
        }
        // A square without a queen asks for nothing.
        const int empty = state.candidate[0] == 9 ? 8 : 9;
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {},
                          view.pathCellRect(0, empty).center().toPoint());
        QCOMPARE(jumps.size(), 0);
    }

    void aTreeForOtherOptionsIsNotUsed()
    {
        SearchTreeView view;
        view.resize(520, 420);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setTree(SearchTree::build(searchOptions(6, Order::Rows)));
        view.setCurrent(stateAt(searchOptions(6, Order::Columns), 50));
        QVERIFY(!view.showsTree());
        view.setCurrent(stateAt(searchOptions(6, Order::Rows), 50));
        QVERIFY(view.showsTree());
    }
};

NQ_TEST_MAIN(TestSearchTreeView)
#include "tst_searchtreeview.moc"
