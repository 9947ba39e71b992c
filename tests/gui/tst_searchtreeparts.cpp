#include "pathwindowview.h"
#include "searchtreegeometry.h"
#include "searchtreelegend.h"
#include "searchtreenames.h"
#include "stepper.h"
#include "wholetreeview.h"
#include "searchfixtures.h"
#include "testregistry.h"

#include <QApplication>
#include <QTest>

using namespace nq;
using namespace nq::test;

namespace {

} // namespace

// Tests the parts of the search tree panel on their own, without the scroll area: the
// names, the legend, the geometry helpers, the path window and the whole tree.
class TestSearchTreeParts : public QObject
{
    Q_OBJECT

private slots:
    void namesFollowTheOrder()
    {
        QCOMPARE(SearchTreeNames::level(Order::Rows, -1), QStringLiteral("Start"));
        QCOMPARE(SearchTreeNames::level(Order::Rows, 3), QStringLiteral("Row 3"));
        QCOMPARE(SearchTreeNames::level(Order::Columns, 3), QStringLiteral("Column 3"));
        QCOMPARE(SearchTreeNames::shortLevel(Order::Columns, 7), QStringLiteral("C7"));
        // A level and a candidate: in column order the level is the column.
        QCOMPARE(SearchTreeNames::square(Order::Rows, 2, 5), QStringLiteral("Row 2, column 5"));
        QCOMPARE(SearchTreeNames::square(Order::Columns, 2, 5), QStringLiteral("Row 5, column 2"));
    }

    void clippingKeepsThePartInside()
    {
        QLineF line(-10, 5, 110, 5);
        QVERIFY(searchtreegeometry::clipLine(line, QRectF(0, 0, 100, 10)));
        QCOMPARE(line, QLineF(0, 5, 100, 5));
        QLineF outside(-10, 50, 110, 50);
        QVERIFY(!searchtreegeometry::clipLine(outside, QRectF(0, 0, 100, 10)));
        QVERIFY(searchtreegeometry::hasBit(0b100u, 2));
        QVERIFY(!searchtreegeometry::hasBit(0b100u, 1));
        QVERIFY(!searchtreegeometry::hasBit(~0u, -1));
        QVERIFY(!searchtreegeometry::hasBit(~0u, 32));
    }

    void theLegendWrapsInANarrowPanel()
    {
        SearchTreeLegend legend;
        SearchTreeLook look {QApplication::font(), SearchTreeColours::from(QApplication::palette(),
                                                                           BoardTheme::classic())};
        const SearchTreeLegend::Contents contents {true, false, false};
        const qreal wide = legend.layout(contents, look, 2000);
        const qreal narrow = legend.layout(contents, look, 150);
        QVERIFY2(narrow > 2 * wide - 10,
                 qPrintable(QStringLiteral("%1 then %2").arg(wide).arg(narrow)));
    }

    void pathWindowCellsTellTheirState()
    {
        const SearchOptions options = searchOptions(10);
        const StepperState state = stateAt(options, 3000);
        PathWindowView view;
        view.setState(state, true);
        QCOMPARE(int(view.path().size()), state.level + 1);
        const SearchTree::PathLevel &first = view.path().front();
        QVERIFY(view.cellState(first, first.candidate) == PathWindowView::CellState::Queen);
        QCOMPARE(view.cellToolTip(0, first.candidate),
                 QStringLiteral("Row 0, column %1: placed at step %2")
                     .arg(first.candidate)
                     .arg(first.placedAtStep));
        // Not shown: no path kept.
        view.setState(state, false);
        QVERIFY(view.path().empty());
    }

    void pathWindowHitTestingAndFocus()
    {
        const StepperState state = stateAt(searchOptions(12), 500);
        PathWindowView view;
        view.setState(state, true);
        const SearchTreeGeometry &g = view.layout(12, QSizeF(600, 500), 30, QApplication::font(),
                                                  1.0);
        QVERIFY(g.unit >= 10);
        QCOMPARE(view.cellAt(view.cellRect(1, 4).center()), QPoint(4, 1));
        QCOMPARE(view.cellAt(QPointF(-5, -5)), QPoint(-1, -1));
        QVERIFY(view.rowRect(2).contains(view.cellRect(2, 11)));
        const int last = int(view.path().size()) - 1;
        QCOMPARE(view.moveFocus(WholeTreeView::kNoNode, Qt::Key_Up).value(), last - 1);
        QCOMPARE(view.moveFocus(0, Qt::Key_Up).value(), 0);
        QCOMPARE(view.moveFocus(last, Qt::Key_Down).value(), last);
        PathWindowView empty;
        QVERIFY(!empty.moveFocus(0, Qt::Key_Down).has_value());
    }

    void wholeTreeMatchesOnlyItsOwnSearch()
    {
        WholeTreeView view;
        view.setTree(SearchTree::build(searchOptions(5)));
        QVERIFY(view.matches(stateAt(searchOptions(5), 10)));
        QVERIFY(!view.matches(stateAt(searchOptions(5, Order::Columns), 10)));
        QVERIFY(!view.matches(stateAt(searchOptions(5, Order::Rows, Check::Bitmask), 10)));
        QVERIFY(view.hasNode(WholeTreeView::kStart));
        QVERIFY(!view.hasNode(WholeTreeView::kNoNode));
        QVERIFY(!view.hasNode(int(view.tree()->nodes().size())));
    }

    void wholeTreeHitTestingAndFocus()
    {
        const SearchOptions options = searchOptions(5);
        WholeTreeView view;
        view.setTree(SearchTree::build(options));
        const StepperState state = stateAt(options, 150);
        view.setState(state);
        view.layout(QSizeF(800, 450), 30, QApplication::font(), 1.0);
        const auto &tree = *view.tree();
        const int current = view.currentNode();
        QCOMPARE(current, tree.currentNode(state));
        QCOMPARE(view.nodeAt(view.nodeCentre(current)), current);
        QCOMPARE(view.nodeAt(view.nodeCentre(WholeTreeView::kStart)), WholeTreeView::kStart);
        QVERIFY(view.nodeArea(current).contains(view.nodeBox(current)));
        // A wide view grows down: up is the parent, down returns to a child on the board.
        QVERIFY(view.geometry().topDown);
        const int parent = view.moveFocus(current, Qt::Key_Up);
        QCOMPARE(parent, tree.node(current).parent);
        QCOMPARE(view.moveFocus(parent, Qt::Key_Down), current);
        QVERIFY(view.nodeToolTip(current).contains(QStringLiteral("on the board")));
        // Nodes not yet placed are not hit, until the reached step shows them.
        const int future = int(view.nodeCount());
        QCOMPARE(view.nodeAt(view.nodeCentre(future)), WholeTreeView::kNoNode);
        view.setReachedStep(1000, true);
        QCOMPARE(view.nodeAt(view.nodeCentre(future)), future);
        QVERIFY(view.nodeToolTip(future).contains(QStringLiteral("ahead of the current step")));
    }

    void wholeTreeExplainsRejectedSquares()
    {
        const SearchOptions options = searchOptions(4);
        WholeTreeView view;
        view.setTree(SearchTree::build(options));
        Stepper stepper(options);
        while (!stepper.isFinished())
            stepper.next();
        view.setState(stepper.state());
        view.layout(QSizeF(700, 450), 30, QApplication::font(), 1.0);
        const SearchTree::Mark &mark = view.tree()->marks().front();
        QCOMPARE(view.markAt(view.stripCellRect(mark.parent, mark.candidate).center()), 0);
        const QString tip = view.markToolTip(0);
        QVERIFY2(tip.startsWith(
                     QStringLiteral("Row 1, column %1: rejected at step 4").arg(mark.candidate)),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("attacked by the queen in row 0, column 0")),
                 qPrintable(tip));
    }
};

NQ_TEST_MAIN(TestSearchTreeParts)
#include "tst_searchtreeparts.moc"
