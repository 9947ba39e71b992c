#pragma once

#include "searchtree.h"
#include "searchtreegeometry.h"
#include "searchtreelayout.h"

#include <QCoreApplication>
#include <QFont>
#include <QList>
#include <QRectF>
#include <QStringList>
#include <QVarLengthArray>

#include <memory>
#include <optional>
#include <vector>

class QPainter;

// The search tree panel for boards up to SearchTree::kMaxN: the tree explored up to the
// current step, a node per queen placed, depth = level. Owns the shared tree, its layout
// (made once per tree, so a new state costs a binary search), the node centres in content
// coordinates and how far the newest state has drawn; hit-tests and explains the nodes and
// the rejected squares. WholeTreePainter paints it; SearchTreeView scrolls it. Not a
// widget. GUI thread.
class WholeTreeView
{
    Q_DECLARE_TR_FUNCTIONS(WholeTreeView)

public:
    static constexpr int kStart = -1; // the node index of the start (the empty board)
    static constexpr int kNoNode = -2;

    void setTree(std::shared_ptr<const nq::SearchTree> tree);
    const std::shared_ptr<const nq::SearchTree> &tree() const { return m_tree; }
    const SearchTreeLayout &treeLayout() const { return m_layout; }
    // Whether the tree is the one of this state's search.
    bool matches(const nq::StepperState &state) const;
    // The newest state, one that matches.
    void setState(const nq::StepperState &state);
    // The furthest step reached; the counts drawn faintly follow it only while shown.
    void setReachedStep(std::uint64_t step, bool shown);
    std::uint64_t reachedStep() const { return m_reachedStep; }

    // Fits the tree into the room (the viewport less the legend), at the given zoom.
    const SearchTreeGeometry &layout(const QSizeF &room, qreal legend, const QFont &font,
                                     qreal zoom);
    const SearchTreeGeometry &geometry() const { return m_geo; }

    // Content coordinates.
    QPointF nodeCentre(int node) const { return m_centres[std::size_t(node + 1)]; }
    QRectF nodeBox(int node) const;
    QRectF stripCellRect(int parent, int candidate) const;
    bool hasNode(int node) const;
    int nodeAt(const QPointF &contentPoint) const; // kNoNode when no drawn node is there
    int markAt(const QPointF &contentPoint) const; // -1 when no drawn mark is there
    // The node, its strip and a little of the level below, where the search goes next.
    QRectF nodeArea(int node) const;
    QString nodeToolTip(int node) const;
    QString markToolTip(int mark) const;
    // The nodes from the start to the current node, the start first.
    QVarLengthArray<int, 34> currentPath() const;
    // Where a node is drawn when the current path is kept in view: its centre, moved across
    // the levels into `visible` (content coordinates) when it lies to one side of it. A wide
    // tree puts the start far from a queen of the last row; the path must not leave the view.
    QPointF pinnedCentre(int node, const QRectF &visible) const;
    // The square tried at this step (being tried, or just found attacked), drawn large
    // enough to read: a disc the size of a node (or of a line of text, if larger) just past
    // its strip cell.
    struct TriedSquare
    {
        int parent = kStart; // the node whose strip holds it
        int candidate = 0;
        bool attacked = false; // the conflict event was this step's
        QRectF disc; // content coordinates
    };
    std::optional<TriedSquare> triedSquare(const QFont &font) const;
    // The node the arrow key moves the focus to (towards the start, away from it, or along
    // the level, whichever way the tree grows).
    int moveFocus(int from, int key) const;
    // The level names in the band as drawn: their type, each text and where it goes.
    struct LevelNames
    {
        QFont font;
        QStringList texts; // the start, then each level
        QList<QRectF> rects; // viewport coordinates
        Qt::Alignment alignment;
    };
    LevelNames levelNames(const QPointF &offset) const;
    void paintLevelNames(QPainter &p, const QPointF &offset) const;

    const nq::StepperState &state() const { return m_state; }
    std::uint64_t step() const { return m_state.counters.steps; }
    int currentNode() const { return m_currentNode; }
    std::size_t nodeCount() const { return m_nodeCount; }
    std::size_t markCount() const { return m_markCount; }
    std::size_t ghostNodeCount() const { return m_ghostNodeCount; }
    std::size_t ghostMarkCount() const { return m_ghostMarkCount; }
    // The line (0 or 1) under its leaf on which solution k's number goes.
    int solutionLane(std::uint64_t solution) const;

private:
    QPointF treePoint(qreal depth, qreal breadth) const;
    // Solution numbers go under the leaves; returns whether some drop to a second line.
    bool placeSolutionLabels(const QFont &font, qreal unit, bool topDown);
    QFont fitLevelNames(const QFont &font) const;
    void placeCentres();
    void updateGhostCounts();

    std::shared_ptr<const nq::SearchTree> m_tree;
    SearchTreeLayout m_layout;
    std::vector<QPointF> m_centres; // node i at [i + 1], the start at [0]; content coordinates
    nq::StepperState m_state;
    std::uint64_t m_reachedStep = 0;
    std::size_t m_nodeCount = 0; // nodes placed up to the current step
    std::size_t m_markCount = 0;
    std::size_t m_ghostNodeCount = 0; // ... up to the reached step
    std::size_t m_ghostMarkCount = 0;
    int m_currentNode = kStart;
    SearchTreeGeometry m_geo;
    QFont m_levelNamesFont; // the level names' type, fitted at layout

    std::vector<std::uint8_t> m_solutionLane; // by solution number: the line of its label (0 or 1)
};
