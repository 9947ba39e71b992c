#include "knowncounts.h"
#include "searchtree.h"
#include "stepper.h"
#include "searchfixtures.h"
#include "searchmetatypes.h"
#include "testregistry.h"

#include <QTest>

#include <array>
#include <bit>
#include <vector>

using namespace nq;
using namespace nq::test;

Q_DECLARE_METATYPE(nq::Goal)

namespace {

// The test's own count of the tree, by plain recursion (no Stepper): queens placed per
// level, and candidates rejected per level (tried while attacked).
struct TreeShape
{
    std::array<std::uint64_t, SearchTree::kMaxN> placed {};
    std::array<std::uint64_t, SearchTree::kMaxN> rejected {};
    std::uint64_t solutions = 0;
};

void explore(int n, int level, std::array<int, SearchTree::kMaxN> &cols, TreeShape &shape)
{
    if (level == n) {
        ++shape.solutions;
        return;
    }
    for (int c = 0; c < n; ++c) {
        bool attacked = false;
        for (int r = 0; r < level && !attacked; ++r)
            attacked = cols[r] == c || std::abs(cols[r] - c) == level - r;
        if (attacked) {
            ++shape.rejected[level];
            continue;
        }
        ++shape.placed[level];
        cols[level] = c;
        explore(n, level + 1, cols, shape);
    }
}

TreeShape shapeOf(int n)
{
    TreeShape shape;
    std::array<int, SearchTree::kMaxN> cols {};
    explore(n, 0, cols, shape);
    return shape;
}

std::uint32_t bit(int candidate)
{
    return 1u << candidate;
}

} // namespace

// Tests SearchTree: the recorded tree against known counts, an independent recursion and
// a Stepper run, and the path window for boards too large for the whole tree.
class TestSearchTree : public QObject
{
    Q_OBJECT

private slots:
    void refusesLargeBoards()
    {
        QVERIFY(SearchTree::build(searchOptions(9, Order::Rows, Check::Arrays)) == nullptr);
        QVERIFY(SearchTree::build(searchOptions(0, Order::Rows, Check::Arrays)) == nullptr);
        QVERIFY(SearchTree::build(searchOptions(8, Order::Rows, Check::Arrays)) != nullptr);
    }

    void handCheckedN4()
    {
        // N=4, row order (resources/doc/design.md and the hand-written stream in tst_stepper): four queens
        // on row 0; below (0,0) the queens (1,2) and (1,3), below (1,3) only (2,1); ...
        const auto tree = SearchTree::build(searchOptions(4, Order::Rows, Check::Arrays));
        QVERIFY(tree);
        QCOMPARE(tree->nodes().size(), std::size_t(16));
        QCOMPARE(tree->solutionCount(), std::uint64_t(2));
        const auto roots = tree->children(-1);
        QCOMPARE(roots.size(), std::size_t(4));
        std::vector<int> below00;
        for (int child : tree->children(roots[0]))
            below00.push_back(tree->node(child).candidate);
        QCOMPARE(below00, (std::vector<int> {2, 3}));
        // (0,0) (1,3) (2,1): every square of row 3 is rejected, so that node is a dead end.
        const int n13 = tree->children(roots[0])[1];
        QCOMPARE(tree->children(n13).size(), std::size_t(1));
        const int n21 = tree->children(n13)[0];
        QCOMPARE(tree->node(n21).candidate, std::int8_t(1));
        QVERIFY(tree->children(n21).empty());
        int marksBelow21 = 0;
        for (const SearchTree::Mark &mark : tree->marks())
            marksBelow21 += mark.parent == n21;
        QCOMPARE(marksBelow21, 4);
        // The first solution is [1, 3, 0, 2], found at the 8th node.
        const SearchTree::Node &first = tree->node(7);
        QCOMPARE(first.solution, std::uint64_t(1));
        QCOMPARE(first.candidate, std::int8_t(2));
        QCOMPARE(tree->node(first.parent).candidate, std::int8_t(0));
        QCOMPARE(tree->node(tree->node(first.parent).parent).candidate, std::int8_t(3));
        QCOMPARE(first.solutionStep, first.placeStep + 1);
        QCOMPARE(tree->node(roots[1]).firstSolutionStep, first.solutionStep);
        QCOMPARE(tree->node(roots[0]).firstSolutionStep, SearchTree::kNever);
    }

    void countsMatchRecursion_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<nq::Order>("order");
        QTest::addColumn<nq::Check>("check");
        for (int n = 1; n <= SearchTree::kMaxN; ++n) {
            for (Order order : {Order::Rows, Order::Columns}) {
                for (Check check : {Check::Scan, Check::Arrays, Check::Bitmask}) {
                    const QByteArray name = QByteArray::number(n) + ' ' + toString(order).data()
                                            + ' ' + toString(check).data();
                    QTest::newRow(name.constData()) << n << order << check;
                }
            }
        }
    }
    void countsMatchRecursion()
    {
        QFETCH(int, n);
        QFETCH(nq::Order, order);
        QFETCH(nq::Check, check);
        const auto tree = SearchTree::build(searchOptions(n, order, check));
        QVERIFY(tree);
        // Column order is the transposed search: the same tree shape.
        const TreeShape shape = shapeOf(n);
        std::array<std::uint64_t, SearchTree::kMaxN> nodesPerLevel {};
        std::array<std::uint64_t, SearchTree::kMaxN> marksPerLevel {};
        for (const SearchTree::Node &node : tree->nodes())
            ++nodesPerLevel[std::size_t(node.level)];
        for (const SearchTree::Mark &mark : tree->marks())
            ++marksPerLevel[std::size_t(mark.level)];
        QCOMPARE(nodesPerLevel, shape.placed);
        if (check == Check::Bitmask)
            QVERIFY(tree->marks().empty());
        else
            QCOMPARE(marksPerLevel, shape.rejected);
        QCOMPARE(tree->solutionCount(), known::kSolutions[std::size_t(n)]);
        std::uint64_t solutionNodes = 0;
        for (const SearchTree::Node &node : tree->nodes())
            solutionNodes += node.isSolution();
        QCOMPARE(solutionNodes, known::kSolutions[std::size_t(n)]);

        Stepper stepper(searchOptions(n, order, check));
        std::uint64_t conflicts = 0;
        while (!stepper.isFinished())
            conflicts += stepper.next().type == EventType::Conflict;
        QCOMPARE(std::uint64_t(tree->nodes().size()), stepper.counters().places);
        QCOMPARE(std::uint64_t(tree->marks().size()), conflicts);
        QCOMPARE(tree->lastStep(), stepper.counters().steps);
    }

    void knownTotalsN8()
    {
        const auto tree = SearchTree::build(searchOptions(8, Order::Rows, Check::Arrays));
        QCOMPARE(tree->nodes().size(), std::size_t(2056));
        QCOMPARE(tree->solutionCount(), std::uint64_t(92));
        QCOMPARE(tree->children(-1).size(), std::size_t(8));
    }

    void parentsAndChildrenAgree_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<nq::Order>("order");
        QTest::addColumn<nq::Check>("check");
        QTest::newRow("5 rows scan") << 5 << Order::Rows << Check::Scan;
        QTest::newRow("6 columns arrays") << 6 << Order::Columns << Check::Arrays;
        QTest::newRow("8 rows arrays") << 8 << Order::Rows << Check::Arrays;
        QTest::newRow("8 columns bitmask") << 8 << Order::Columns << Check::Bitmask;
    }
    void parentsAndChildrenAgree()
    {
        QFETCH(int, n);
        QFETCH(nq::Order, order);
        QFETCH(nq::Check, check);
        const auto tree = SearchTree::build(searchOptions(n, order, check));
        const auto &nodes = tree->nodes();
        std::size_t listed = 0;
        for (int parent = -1; parent < int(nodes.size()); ++parent) {
            int previous = -1;
            for (int child : tree->children(parent)) {
                ++listed;
                const SearchTree::Node &c = tree->node(child);
                QCOMPARE(c.parent, parent);
                QCOMPARE(int(c.level), parent < 0 ? 0 : tree->node(parent).level + 1);
                QVERIFY(c.candidate > previous); // tried in increasing order
                previous = c.candidate;
                if (parent >= 0) {
                    const SearchTree::Node &p = tree->node(parent);
                    QVERIFY(p.placeStep < c.placeStep);
                    QVERIFY(c.removeStep < p.removeStep);
                }
            }
        }
        QCOMPARE(listed, nodes.size());
        std::uint64_t lastSolution = 0;
        for (std::size_t i = 0; i < nodes.size(); ++i) {
            const SearchTree::Node &node = nodes[i];
            if (i > 0)
                QVERIFY(nodes[i - 1].placeStep < node.placeStep);
            QVERIFY(node.placeStep < node.removeStep);
            // The queens from the root to any node never attack each other.
            Placement p(n);
            for (int up = int(i); up >= 0; up = tree->node(up).parent) {
                const SearchTree::Node &a = tree->node(up);
                p.cols[std::size_t(tree->rowOf(a.level, a.candidate))] = std::int8_t(
                    tree->columnOf(a.level, a.candidate));
            }
            QVERIFY(isValidPlacement(p));
            QCOMPARE(p.queenCount(), node.level + 1);
            if (node.isSolution()) {
                QCOMPARE(int(node.level), n - 1);
                QCOMPARE(node.solution, lastSolution + 1);
                lastSolution = node.solution;
            }
            if (node.firstSolutionStep != SearchTree::kNever && node.parent >= 0)
                QVERIFY(tree->node(node.parent).firstSolutionStep <= node.firstSolutionStep);
        }
        for (const SearchTree::Mark &mark : tree->marks()) {
            QVERIFY(mark.parent >= 0);
            QCOMPARE(int(mark.level), tree->node(mark.parent).level + 1);
            QVERIFY(tree->node(mark.parent).isOnBoardAt(mark.step));
            QVERIFY(mark.attackerLevel >= 0 && mark.attackerLevel < mark.level);
        }
    }

    void treeAtStepMatchesStepper_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<nq::Order>("order");
        QTest::addColumn<nq::Check>("check");
        QTest::addColumn<nq::Goal>("goal");
        QTest::newRow("5 rows arrays") << 5 << Order::Rows << Check::Arrays << Goal::All;
        QTest::newRow("6 columns scan") << 6 << Order::Columns << Check::Scan << Goal::All;
        QTest::newRow("6 rows bitmask") << 6 << Order::Rows << Check::Bitmask << Goal::All;
        QTest::newRow("8 rows arrays first") << 8 << Order::Rows << Check::Arrays << Goal::First;
        QTest::newRow("8 rows arrays") << 8 << Order::Rows << Check::Arrays << Goal::All;
    }
    void treeAtStepMatchesStepper()
    {
        QFETCH(int, n);
        QFETCH(nq::Order, order);
        QFETCH(nq::Check, check);
        QFETCH(nq::Goal, goal);
        const SearchOptions options = searchOptions(n, order, check, goal);
        const auto tree = SearchTree::build(options);
        Stepper stepper(options);
        std::uint64_t places = 0;
        std::uint64_t conflicts = 0;
        // Every step: the tree cut at that step is what the Stepper has done so far.
        for (std::uint64_t step = 0;; ++step) {
            QCOMPARE(stepper.counters().steps, step);
            QCOMPARE(std::uint64_t(tree->nodeCountAt(step)), places);
            QCOMPARE(std::uint64_t(tree->markCountAt(step)), conflicts);
            const Placement board = stepper.placement();
            int onBoard = 0;
            for (std::size_t i = 0; i < tree->nodeCountAt(step); ++i) {
                const SearchTree::Node &node = tree->nodes()[i];
                if (node.isOnBoardAt(step)) {
                    ++onBoard;
                    QVERIFY(board.hasQueen(tree->rowOf(node.level, node.candidate),
                                           tree->columnOf(node.level, node.candidate)));
                }
            }
            QCOMPARE(onBoard, board.queenCount());
            const int current = tree->currentNode(stepper.state());
            if (board.queenCount() == 0) {
                QCOMPARE(current, -1);
            } else {
                QVERIFY(current >= 0);
                QCOMPARE(int(tree->node(current).level), stepper.depth() - 1);
                QVERIFY(tree->node(current).isOnBoardAt(step));
                int pathLength = 0;
                for (int up = current; up >= 0; up = tree->node(up).parent)
                    ++pathLength;
                QCOMPARE(pathLength, board.queenCount());
            }
            if (stepper.isFinished())
                break;
            const Event e = stepper.next();
            places += e.type == EventType::Place;
            conflicts += e.type == EventType::Conflict;
        }
        QCOMPARE(stepper.counters().steps, tree->lastStep());
    }

    void otherOptionsDoNotMatch()
    {
        const auto tree = SearchTree::build(searchOptions(6, Order::Rows, Check::Arrays));
        Stepper stepper(searchOptions(6, Order::Columns, Check::Arrays));
        stepper.skip(10);
        QCOMPARE(tree->currentNode(stepper.state()), -1);
    }

    void userQueensAreFixedNodes()
    {
        Placement prefix(6);
        prefix.cols[0] = 1; // (0,1) and (1,3): the search explores what extends them
        prefix.cols[1] = 3;
        const SearchOptions options = searchOptions(6, Order::Rows, Check::Arrays);
        const auto tree = SearchTree::build(options, prefix);
        QCOMPARE(tree->fixedLevels(), 2);
        QVERIFY(tree->node(0).fixed && tree->node(1).fixed);
        QCOMPARE(tree->node(1).parent, 0);
        QCOMPARE(tree->node(1).candidate, std::int8_t(3));
        QCOMPARE(tree->node(1).removeStep, SearchTree::kNever);
        QCOMPARE(tree->nodeCountAt(0), std::size_t(2));
        Stepper stepper(options, prefix);
        QCOMPARE(tree->currentNode(stepper.state()), 1);
        while (!stepper.isFinished())
            stepper.next();
        QCOMPARE(std::uint64_t(tree->nodes().size()), stepper.counters().places + 2);
        QCOMPARE(tree->solutionCount(), stepper.counters().solutions);
        QCOMPARE(tree->solutionCount(), std::uint64_t(1)); // [1, 3, 5, 0, 2, 4]
        for (std::size_t i = 2; i < tree->nodes().size(); ++i)
            QVERIFY(tree->nodes()[i].level >= 2);
    }

    void pathWindowMatchesStepper_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<nq::Order>("order");
        QTest::addColumn<nq::Check>("check");
        QTest::newRow("10 rows arrays") << 10 << Order::Rows << Check::Arrays;
        QTest::newRow("10 columns scan") << 10 << Order::Columns << Check::Scan;
        QTest::newRow("10 rows bitmask") << 10 << Order::Rows << Check::Bitmask;
        QTest::newRow("5 rows arrays") << 5 << Order::Rows << Check::Arrays;
    }
    void pathWindowMatchesStepper()
    {
        QFETCH(int, n);
        QFETCH(nq::Order, order);
        QFETCH(nq::Check, check);
        Stepper stepper(searchOptions(n, order, check));
        const std::uint32_t full = (1u << n) - 1;
        // The test's own bookkeeping from the events: per level, the candidates rejected and
        // the queens lifted since the level above last placed a queen.
        std::array<std::uint32_t, kMaxN + 1> rejected {};
        std::array<std::uint32_t, kMaxN + 1> lifted {};
        int trying = -1;
        int checked = 0;
        for (std::uint64_t step = 0; step <= 40'000 && !stepper.isFinished(); ++step) {
            // Check often early on, then every 97th step (an odd stride meets every phase).
            if (step < 400 || step % 97 == 0) {
                ++checked;
                const StepperState &s = stepper.state();
                const auto window = SearchTree::pathWindow(s);
                const int depth = stepper.depth();
                QCOMPARE(int(window.size()), depth < n ? depth + 1 : n);
                for (const SearchTree::PathLevel &row : window) {
                    const std::size_t l = std::size_t(row.level);
                    const bool searching = row.level == depth;
                    QCOMPARE(row.candidate, searching ? -1 : int(s.candidate[l]));
                    if (!searching)
                        QCOMPARE(row.placedAtStep, s.placedAtStep[l]);
                    QCOMPARE(row.trying, searching ? trying : -1);
                    const std::uint32_t current = row.candidate >= 0 ? bit(row.candidate)
                                                  : row.trying >= 0  ? bit(row.trying)
                                                                     : 0u;
                    QCOMPARE(row.explored | row.untried | current, full);
                    QCOMPARE(row.explored & (row.untried | current), 0u);
                    // Explored means below the current candidate: a prefix of the bits.
                    QCOMPARE(row.explored & (row.explored + 1), 0u);
                    QCOMPARE(row.explored & ~row.attacked, lifted[l]);
                    if (check == Check::Bitmask)
                        QCOMPARE(rejected[l], 0u);
                    else
                        QCOMPARE(row.explored & row.attacked, rejected[l]);
                    if (!searching)
                        QVERIFY((row.attacked & current) == 0);
                }
            }
            const Event e = stepper.next();
            const int level = order == Order::Rows ? e.row : e.col;
            const int candidate = order == Order::Rows ? e.col : e.row;
            switch (e.type) {
            case EventType::Try: trying = candidate; break;
            case EventType::Conflict:
                rejected[std::size_t(level)] |= bit(candidate);
                trying = -1;
                break;
            case EventType::Place:
                rejected[std::size_t(level + 1)] = 0;
                lifted[std::size_t(level + 1)] = 0;
                trying = -1;
                break;
            case EventType::Remove: lifted[std::size_t(level)] |= bit(candidate); break;
            default: break;
            }
        }
        QVERIFY(checked > 300);
    }

    void pathWindowAtTheEnd()
    {
        Stepper stepper(searchOptions(10, Order::Rows, Check::Arrays, Goal::First));
        stepper.advanceToNextSolution();
        auto window = SearchTree::pathWindow(stepper.state());
        QCOMPARE(window.size(), std::size_t(10)); // the whole solution, no level being searched
        QCOMPARE(window[0].candidate, 0);
        for (const SearchTree::PathLevel &row : window)
            QVERIFY(row.candidate >= 0);

        Stepper exhausted(searchOptions(3, Order::Rows, Check::Arrays));
        while (!exhausted.isFinished())
            exhausted.next();
        window = SearchTree::pathWindow(exhausted.state());
        QCOMPARE(window.size(), std::size_t(1));
        QCOMPARE(window[0].explored, 0b111u);
        QCOMPARE(window[0].untried, 0u);
    }
};

NQ_TEST_GUILESS_MAIN(TestSearchTree)
#include "tst_searchtree.moc"
