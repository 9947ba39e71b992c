#pragma once

#include "searchtree.h"
#include "searchtreegeometry.h"
#include "searchtreelook.h"

#include <QCoreApplication>
#include <QPoint>

#include <optional>
#include <vector>

class QPainter;

// The search tree panel for boards too large for the whole tree (or before the tree for the
// current options arrives): the window around the current path, one row of cells per level
// like the board, the queens joined by a line and the step that placed each beside it. Owns
// the path of the newest state and its geometry; lays out, hit-tests, explains and paints it
// in content coordinates. Not a widget: SearchTreeView scrolls it. GUI thread.
class PathWindowView
{
    Q_DECLARE_TR_FUNCTIONS(PathWindowView)

public:
    enum class CellState : std::uint8_t { Untried, Queen, Trying, Lifted, Rejected, Skipped };

    // The newest state; its path is kept only when this view is the one shown.
    void setState(const nq::StepperState &state, bool shown);
    const std::vector<nq::SearchTree::PathLevel> &path() const { return m_path; }
    nq::Order order() const { return m_options.order; }

    // Fits n rows into the room (the viewport less the legend), at the given zoom.
    const SearchTreeGeometry &layout(int n, const QSizeF &room, qreal legend, const QFont &font,
                                     qreal zoom);
    const SearchTreeGeometry &geometry() const { return m_geo; }

    QRectF cellRect(int row, int candidate) const;
    QRectF rowRect(int row) const;
    // The cell under a point as (candidate, row), or (-1, -1).
    QPoint cellAt(const QPointF &contentPoint) const;
    CellState cellState(const nq::SearchTree::PathLevel &row, int candidate) const;
    QString cellToolTip(int row, int candidate) const;
    // The row the arrow keys move the focus to from focusRow; nothing when there are no rows.
    std::optional<int> moveFocus(int focusRow, int key) const;

    // Paints the rows; focusRow gets a dotted frame (-1 for none).
    void paint(QPainter &p, const SearchTreeLook &look, int focusRow) const;
    // The level names in the band left of the rows, offset by the scrolling.
    void paintLevelNames(QPainter &p, const QPointF &offset) const;

private:
    void paintSearchedRow(QPainter &p, const SearchTreeLook &look, int row) const;
    void paintCells(QPainter &p, const SearchTreeColours &c, int row) const;
    void paintPathLine(QPainter &p, const SearchTreeColours &c) const;
    void paintQueen(QPainter &p, const SearchTreeLook &look, int row) const;
    QRectF infoRect(qreal top) const;

    nq::SearchOptions m_options;
    std::vector<nq::SearchTree::PathLevel> m_path;
    SearchTreeGeometry m_geo;
};
