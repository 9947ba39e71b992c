#pragma once

#include "textzoom.h"
#include "boardtheme.h"
#include "pathwindowview.h"
#include "searchtreelegend.h"
#include "searchtreelook.h"
#include "wholetreepainter.h"
#include "wholetreeview.h"

#include <QAbstractScrollArea>

#include <memory>

// The search tree panel: a scroll area that shows one of two views of the search and
// chooses between them. For boards up to SearchTree::kMaxN, WholeTreeView (painted by
// WholeTreePainter) draws the tree explored up to the current step and keeps the current
// node in view; for larger boards, or until a tree for the current options arrives,
// PathWindowView draws the window around the current path. The level names and the legend
// stay pinned while the content scrolls. Clicking a node or a queen's cell asks to jump to
// the step that placed it. Owns the views, the newest StepperState, the zoom and the
// keyboard focus; holds no search. GUI thread.
class SearchTreeView : public QAbstractScrollArea
{
    Q_OBJECT

public:
    static constexpr int kStart =
        WholeTreeView::kStart; // the node index of the start (the empty board)
    static constexpr int kNoNode = WholeTreeView::kNoNode;

    explicit SearchTreeView(QWidget *parent = nullptr);

    // The tree of the run about to be shown; null (or a tree for other options than the
    // states that follow) shows the path window instead. Setting the same tree again costs
    // nothing; a new one is laid out once (about a millisecond at N=8). The zoom stays.
    void setTree(std::shared_ptr<const nq::SearchTree> tree);
    const std::shared_ptr<const nq::SearchTree> &tree() const { return m_whole.tree(); }
    // The newest state of the search; cheap enough to call on every frame.
    void setCurrent(const nq::StepperState &state);
    // The furthest step the run has reached: after stepping back, the nodes placed between
    // the current step and this one stay visible, faintly, and can be clicked to jump ahead.
    void setReachedStep(quint64 step);
    void setTheme(const BoardTheme &theme);
    // View ▸ Zoom, and presentation mode's capital letters (0 in the window): the labels' type,
    // and the nodes grow with it (on top of the tree's own zoom, the wheel's).
    void setTextZoom(qreal zoom);
    void setPresentationCaps(qreal capPixels);
    const BoardTheme &theme() const { return m_theme; }

    // True when the whole tree is drawn, false for the path window.
    bool showsTree() const { return m_treeMatches; }
    // The node of the deepest queen on the board, kStart when the board is empty.
    int currentNode() const { return m_treeMatches ? m_whole.currentNode() : kStart; }

    // Hit testing, also for tests; rectangles and points are in viewport() coordinates.
    QRectF nodeRect(int node) const;
    // The whole tree's level names as drawn in its band, in the band's coordinates.
    WholeTreeView::LevelNames levelNames() const { return m_whole.levelNames(scrollOffset()); }
    // Where the node is drawn: beside the view, a node of the current path is drawn at its
    // edge instead (the path from the start stays in view).
    QRectF shownNodeRect(int node) const;
    // The disc that shows the square tried at this step; empty at other steps.
    QRectF tryingRect() const;
    // The part of the viewport the tree scrolls in: all but the level names and the legend.
    QRectF scrolledRoomRect() const;
    int nodeAt(const QPointF &point) const; // kNoNode when no drawn node is there
    QRectF pathCellRect(int level, int candidate) const;
    void scrollToNode(int node);

    QSize sizeHint() const override;
    // The legend's words as laid out now.
    QStringList legendTexts() const { return m_legend.texts(); }
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
    // The keys keyPressEvent() uses win over the window's shortcuts while the tree has the focus.
    bool event(QEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    SearchTreeLook look() const { return {font(), m_colours}; }
    // The accessible name, and a description: how to use the tree and the current path.
    void describe();
    // The viewport's size with both scroll bars shown, shown or not: what the layout fits.
    QSizeF layoutRoom() const;
    void relayout();
    void updateScrollBars();
    void scrollToCurrent();
    void ensureVisible(const QRectF &contentRect);
    void setZoom(qreal zoom);
    void updateColours();
    QPointF scrollOffset() const;
    bool pressTree(const QPointF &pos);
    bool pressPathWindow(const QPointF &pos);
    QString toolTipAt(const QPoint &pos) const;
    void moveFocus(int key);
    // Tells a screen reader the node the keys came to.
    void sayFocusNode();
    void activateFocus();
    void paintLevelBand(QPainter &p);
    void paintLegend(QPainter &p);

    WholeTreeView m_whole;
    WholeTreePainter m_wholePainter;
    PathWindowView m_pathWindow;
    SearchTreeLegend m_legend;
    nq::StepperState m_state;
    bool m_hasState = false;
    bool m_treeMatches = false;
    bool m_pressHandled = false;
    int m_focusNode = kNoNode; // keyboard cursor: a node, or a level in the path window
    qreal m_zoom = 1.0;
    SearchTreeGeometry m_geo; // of the view shown
    BoardTheme m_theme = BoardTheme::classic();
    TeachingType m_type {QFont()};
    SearchTreeColours m_colours;
};
