#pragma once

#include "boardtheme.h"
#include "searchtree.h"
#include "searchtreelayout.h"

#include <QAbstractScrollArea>
#include <QHash>
#include <QPixmap>

#include <memory>
#include <vector>

// The search tree panel. For boards up to SearchTree::kMaxN it draws the tree explored up
// to the current step (a node per queen placed, depth = level; under each node a strip of
// the level below with its rejected squares; the path of the queens on the board and the
// solutions highlighted) and keeps the current node in view. For larger boards, or until a
// tree for the current options arrives, it draws the window around the current path: one
// row of cells per level. Clicking a node or a queen's cell asks to jump to the step that
// placed it. Owns the shared tree, its layout (made once per tree, so a new state costs a
// binary search and a repaint) and the newest StepperState; holds no search. GUI thread.
class SearchTreeView : public QAbstractScrollArea
{
    Q_OBJECT

public:
    static constexpr int kStart = -1; // the node index of the start (the empty board)
    static constexpr int kNoNode = -2;

    explicit SearchTreeView(QWidget *parent = nullptr);

    // The tree of the run about to be shown; null (or a tree for other options than the
    // states that follow) shows the path window instead. Setting the same tree again costs
    // nothing; a new one is laid out once (about a millisecond at N=8). The zoom stays.
    void setTree(std::shared_ptr<const nq::SearchTree> tree);
    const std::shared_ptr<const nq::SearchTree> &tree() const { return m_tree; }
    // The newest state of the search; cheap enough to call on every frame.
    void setCurrent(const nq::StepperState &state);
    // The furthest step the run has reached: after stepping back, the nodes placed between
    // the current step and this one stay visible, faintly, and can be clicked to jump ahead.
    void setReachedStep(quint64 step);
    void setTheme(const BoardTheme &theme);

    // True when the whole tree is drawn, false for the path window.
    bool showsTree() const { return m_treeMatches; }
    // The node of the deepest queen on the board, kStart when the board is empty.
    int currentNode() const { return m_currentNode; }

    // Hit testing, also for tests; rectangles and points are in viewport() coordinates.
    QRectF nodeRect(int node) const;
    int nodeAt(const QPointF &point) const; // kNoNode when no drawn node is there
    QRectF pathCellRect(int level, int candidate) const;
    void scrollToNode(int node);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // The step that placed the queen clicked (0 for the start).
    void jumpRequested(quint64 step);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // Pixel sizes, recomputed on resize, zoom and mode changes only.
    struct Geometry
    {
        bool topDown = true;     // depth runs down the view (else to the right)
        qreal unit = 24;         // breadth of a leaf slot (tree), or a cell (path window)
        qreal gap = 60;          // depth between levels (tree), or rows (path window)
        qreal node = 20;         // node diameter
        qreal cell = 4;          // strip cell size
        qreal band = 60;         // the pinned band with the level names
        qreal legend = 24;       // the pinned legend band at the bottom
        QSizeF content;          // the scrollable extent
        QPointF origin;          // content origin in the viewport when not scrolled
        bool staggerLabels = false; // solution numbers wider than a slot alternate between two lines
        bool compact = false;    // path window: short level names, no step column
        qreal info = 0;          // path window: width of the step column
    };
    // One entry of the legend under the view, placed when the view is laid out.
    struct LegendItem
    {
        enum class Shape : std::uint8_t { Dot, Ring, Square, Hatched, Cross, None } shape;
        QColor colour;
        QString text;
        QRectF box; // of the swatch, in viewport coordinates; the text follows it
    };
    struct Colours
    {
        QColor text, base, faintText, edge, exploredFill, exploredLine, stripBack, path, conflict, solution,
            lifted;
    };
    enum class CellState : std::uint8_t { Untried, Queen, Trying, Lifted, Rejected, Skipped };
    enum class NodeStyle : std::uint8_t { Lifted, JustLifted, OnBoard, Solution, SolutionOnBoard };

    // The viewport's size with both scroll bars shown, shown or not: what the layout fits.
    QSizeF layoutRoom() const;
    void relayout();
    void layoutLegend();
    void updateScrollBars();
    void scrollToCurrent();
    void ensureVisible(const QRectF &contentRect);
    void setZoom(qreal zoom);
    void updateColours();
    QPointF scrollOffset() const;
    // Content coordinates (before scrolling) of a point given in tree units.
    QPointF treePoint(qreal depth, qreal breadth) const;
    QPointF nodeCentre(int node) const;
    QRectF stripCellRect(int parent, int candidate) const;
    QRectF pathCellContentRect(int row, int candidate) const;
    int markAt(const QPointF &point) const;
    QPoint pathCellAt(const QPointF &point) const;
    CellState pathCellState(const nq::SearchTree::PathLevel &row, int candidate) const;
    QString nodeToolTip(int node) const;
    QString markToolTip(int mark) const;
    QString pathCellToolTip(int row, int candidate) const;
    QString levelName(int level) const;
    QString shortLevelName(int level) const;
    QString squareName(int level, int candidate) const;
    void moveFocus(int key);
    void activateFocus();

    void paintTree(QPainter &p, const QRectF &exposed);
    void paintStrips(QPainter &p, const QRectF &exposed, std::size_t nodeCount, std::size_t markCount, bool ghost);
    void paintEdges(QPainter &p, const QRectF &exposed, std::size_t from, std::size_t to, bool ghost);
    void paintNodes(QPainter &p, const QRectF &exposed, std::size_t from, std::size_t to, bool ghost);
    void paintNode(QPainter &p, int node, bool ghost);
    // Nodes are drawn from small pictures made once per look and size: a frame at N=8 draws
    // a hundred of them, and painting each circle and number afresh cost milliseconds.
    const QPixmap &nodeSprite(NodeStyle style, int candidate, bool fixed);
    void paintPathWindow(QPainter &p, const QRectF &exposed);
    void paintLevelBand(QPainter &p);
    void paintLegend(QPainter &p);

    std::shared_ptr<const nq::SearchTree> m_tree;
    SearchTreeLayout m_layout;
    std::vector<QPointF> m_centres; // node i at [i + 1], the start at [0]; content coordinates
    nq::StepperState m_state;
    bool m_hasState = false;
    bool m_treeMatches = false;
    std::uint64_t m_step = 0;
    std::uint64_t m_reachedStep = 0;
    std::size_t m_nodeCount = 0;   // nodes placed up to the current step
    std::size_t m_markCount = 0;
    std::size_t m_ghostNodeCount = 0; // ... up to the reached step
    std::size_t m_ghostMarkCount = 0;
    int m_currentNode = kStart;
    std::vector<nq::SearchTree::PathLevel> m_path;
    bool m_pressHandled = false;
    int m_focusNode = kNoNode;     // keyboard cursor: a node, or a level in the path window
    qreal m_zoom = 1.0;
    Geometry m_geo;
    BoardTheme m_theme = BoardTheme::classic();
    Colours m_colours;
    std::vector<LegendItem> m_legend;
    std::vector<std::uint8_t> m_solutionLane; // by solution number: the line of its label (0 or 1)
    QHash<quint32, QPixmap> m_sprites; // cleared whenever the node size or the colours change
    qreal m_spriteRatio = 0;           // the device pixel ratio the sprites were made for
};
