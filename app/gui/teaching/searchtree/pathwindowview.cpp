#include "pathwindowview.h"

#include "searchtreenames.h"

#include <QPainter>
#include <QVarLengthArray>

#include <algorithm>
#include <cmath>

using nq::SearchTree;
using searchtreegeometry::hasBit;

namespace {
}

void PathWindowView::setState(const nq::StepperState &state, bool shown)
{
    m_options = state.options;
    if (shown)
        m_path = SearchTree::pathWindow(state);
    else
        m_path.clear();
}

const SearchTreeGeometry &PathWindowView::layout(int n, const QSizeF &view, qreal legend,
                                                 const QFont &font, qreal zoom)
{
    // Rows of cells like the board, with the step of each queen beside them.
    SearchTreeGeometry g;
    g.legend = legend;
    g.topDown = true;
    const QFontMetricsF fm(font);
    // Cells as large as fit both ways (rows are 1.3 cells apart), so a whole path shows.
    // In a narrow dock the level names shrink and the steps move to the tooltips rather
    // than the cells becoming too small to read.
    const auto layoutRows = [&](bool compact) {
        g.compact = compact;
        g.band = std::ceil(
            fm.horizontalAdvance(compact ? SearchTreeNames::shortLevel(m_options.order, n - 1)
                                         : SearchTreeNames::level(m_options.order, n - 1))
            + 2 * SearchTreeGeometry::kMargin);
        g.info = compact ? 0
                         : fm.horizontalAdvance(tr("step %1").arg(99999999))
                               + 2 * SearchTreeGeometry::kMargin;
        const qreal fitWidth = (view.width() - g.band - g.info - SearchTreeGeometry::kMargin) / n;
        const qreal fitHeight = (view.height() - g.legend - 2 * SearchTreeGeometry::kMargin)
                                / (n * 1.3);
        return std::clamp(std::min(fitWidth, fitHeight), 10.0, 40.0);
    };
    g.unit = layoutRows(false);
    if (g.unit < 18)
        g.unit = layoutRows(true);
    g.unit = std::max<qreal>(g.unit * zoom, 6);
    g.gap = g.unit * 1.3;
    g.node = g.unit * 0.72;
    g.content = QSizeF(n * g.unit + SearchTreeGeometry::kMargin + g.info,
                       n * g.gap + 2 * SearchTreeGeometry::kMargin);
    g.origin = QPointF(g.band, 0);
    m_geo = g;
    return m_geo;
}

QRectF PathWindowView::cellRect(int row, int candidate) const
{
    const SearchTreeGeometry &g = m_geo;
    return {g.origin.x() + SearchTreeGeometry::kMargin + candidate * g.unit,
            g.origin.y() + SearchTreeGeometry::kMargin + row * g.gap, g.unit, g.unit};
}

QRectF PathWindowView::rowRect(int row) const
{
    return cellRect(row, 0).united(cellRect(row, m_options.n - 1));
}

QRectF PathWindowView::infoRect(qreal top) const
{
    return {m_geo.origin.x() + SearchTreeGeometry::kMargin + m_options.n * m_geo.unit
                + SearchTreeGeometry::kMargin,
            top, m_geo.info, m_geo.unit};
}

QPoint PathWindowView::cellAt(const QPointF &p) const
{
    for (std::size_t row = 0; row < m_path.size(); ++row) {
        for (int c = 0; c < m_options.n; ++c) {
            if (cellRect(int(row), c).contains(p))
                return {c, int(row)};
        }
    }
    return {-1, -1};
}

PathWindowView::CellState PathWindowView::cellState(const SearchTree::PathLevel &row,
                                                    int candidate) const
{
    const bool bitmask = m_options.check == nq::Check::Bitmask;
    if (candidate == row.candidate)
        return CellState::Queen;
    if (candidate == row.trying)
        return CellState::Trying;
    if (hasBit(row.explored, candidate))
        return hasBit(row.attacked, candidate)
                   ? (bitmask ? CellState::Skipped : CellState::Rejected)
                   : CellState::Lifted;
    // The bitmask rules attacked squares out as soon as it enters the level.
    if (bitmask && !row.fixed && hasBit(row.attacked, candidate))
        return CellState::Skipped;
    return CellState::Untried;
}

QString PathWindowView::cellToolTip(int rowIndex, int candidate) const
{
    const SearchTree::PathLevel &row = m_path[std::size_t(rowIndex)];
    const QString square = SearchTreeNames::square(m_options.order, row.level, candidate);
    switch (cellState(row, candidate)) {
    case CellState::Queen:
        if (row.fixed)
            return tr("%1: your queen, there from the start").arg(square);
        return tr("%1: placed at step %2").arg(square).arg(row.placedAtStep);
    case CellState::Trying: return tr("%1: being tried now").arg(square);
    case CellState::Lifted: return tr("%1: explored, its queen lifted again").arg(square);
    case CellState::Rejected: return tr("%1: rejected, attacked by a queen above").arg(square);
    case CellState::Skipped: return tr("%1: attacked, never tried by the bitmask").arg(square);
    case CellState::Untried: return tr("%1: not tried yet").arg(square);
    }
    return {};
}

std::optional<int> PathWindowView::moveFocus(int focusRow, int key) const
{
    const int rows = int(m_path.size());
    if (rows == 0)
        return std::nullopt;
    int row = focusRow >= 0 ? std::min(focusRow, rows - 1) : rows - 1;
    if (key == Qt::Key_Up)
        row = std::max(0, row - 1);
    else if (key == Qt::Key_Down)
        row = std::min(rows - 1, row + 1);
    return row;
}

// ---- painting ---------------------------------------------------------------------------

void PathWindowView::paint(QPainter &p, const SearchTreeLook &look, int focusRow) const
{
    // The cells first, then the line through the queens, then the queens over it.
    for (std::size_t row = 0; row < m_path.size(); ++row) {
        if (m_path[row].candidate < 0)
            paintSearchedRow(p, look, int(row));
        paintCells(p, look.colours, int(row));
    }
    paintPathLine(p, look.colours);
    for (std::size_t row = 0; row < m_path.size(); ++row) {
        paintQueen(p, look, int(row));
        if (focusRow == int(row)) {
            p.setPen(QPen(look.colours.text, 1, Qt::DotLine));
            p.setBrush(Qt::NoBrush);
            p.drawRect(rowRect(int(row)).adjusted(-3, -3, 3, 3));
        }
    }
}

void PathWindowView::paintSearchedRow(QPainter &p, const SearchTreeLook &look, int row) const
{
    // The level being searched: a tinted band, so the eye finds where the search is.
    QColor tint = look.colours.path;
    tint.setAlphaF(0.1f);
    const QRectF all = rowRect(row);
    p.setPen(Qt::NoPen);
    p.setBrush(tint);
    p.drawRoundedRect(all.adjusted(-4, -4, 4, 4), 4, 4);
    if (!m_geo.compact) {
        p.setFont(look.font);
        p.setPen(look.colours.path);
        p.drawText(infoRect(all.top()), Qt::AlignLeft | Qt::AlignVCenter, tr("searching"));
    }
}

void PathWindowView::paintCells(QPainter &p, const SearchTreeColours &c, int row) const
{
    const SearchTree::PathLevel &level = m_path[std::size_t(row)];
    const qreal s = m_geo.unit;
    for (int cand = 0; cand < m_options.n; ++cand) {
        const QRectF cell = cellRect(row, cand).adjusted(1, 1, -1, -1);
        const CellState state = cellState(level, cand);
        p.setPen(QPen(c.exploredLine, 1));
        switch (state) {
        case CellState::Untried: p.setBrush(c.base); break;
        case CellState::Lifted: p.setBrush(c.exploredFill); break;
        case CellState::Rejected: p.setBrush(mixColours(c.base, c.conflict, 0.2)); break;
        case CellState::Skipped: p.setBrush(c.stripBack); break;
        case CellState::Queen:
        case CellState::Trying: p.setBrush(c.base); break;
        }
        p.setRenderHint(QPainter::Antialiasing, false);
        p.drawRect(cell);
        p.setRenderHint(QPainter::Antialiasing, true);
        if (state == CellState::Rejected) {
            QPen cross(c.conflict, std::max<qreal>(1.5, s * 0.08));
            cross.setCapStyle(Qt::RoundCap);
            p.setPen(cross);
            const QRectF x = cell.adjusted(s * 0.25, s * 0.25, -s * 0.25, -s * 0.25);
            p.drawLine(x.topLeft(), x.bottomRight());
            p.drawLine(x.topRight(), x.bottomLeft());
        } else if (state == CellState::Skipped) {
            p.setPen(Qt::NoPen);
            p.setBrush(QBrush(c.exploredLine, Qt::BDiagPattern));
            p.drawRect(cell);
        }
    }
}

void PathWindowView::paintPathLine(QPainter &p, const SearchTreeColours &c) const
{
    // A line through the queens (and the square being tried), row to row.
    QVarLengthArray<QPointF, nq::kMaxN + 1> path;
    for (std::size_t row = 0; row < m_path.size(); ++row) {
        const SearchTree::PathLevel &level = m_path[row];
        const int at = level.candidate >= 0 ? level.candidate : level.trying;
        if (at >= 0)
            path.append(cellRect(int(row), at).center());
    }
    QPen pathPen(c.path, std::max<qreal>(2.5, m_geo.unit * 0.1));
    pathPen.setCapStyle(Qt::RoundCap);
    pathPen.setJoinStyle(Qt::RoundJoin);
    p.setPen(pathPen);
    p.setBrush(Qt::NoBrush);
    p.drawPolyline(path.constData(), int(path.size()));
}

void PathWindowView::paintQueen(QPainter &p, const SearchTreeLook &look, int row) const
{
    const SearchTreeColours &c = look.colours;
    const SearchTree::PathLevel &level = m_path[std::size_t(row)];
    const qreal s = m_geo.unit;
    if (level.candidate >= 0) {
        const QRectF cell = cellRect(row, level.candidate);
        const QRectF dot = cell.adjusted(s * 0.14, s * 0.14, -s * 0.14, -s * 0.14);
        const bool newest = row == int(m_path.size()) - 1
                            || m_path[std::size_t(row) + 1].candidate < 0;
        if (newest) {
            QColor halo = c.path;
            halo.setAlphaF(0.25f);
            p.setPen(Qt::NoPen);
            p.setBrush(halo);
            p.drawEllipse(cell.adjusted(-s * 0.12, -s * 0.12, s * 0.12, s * 0.12));
        }
        p.setPen(QPen(c.path.darker(130), 1.5));
        p.setBrush(c.path);
        if (level.fixed)
            p.drawRoundedRect(dot, s * 0.15, s * 0.15);
        else
            p.drawEllipse(dot);
        QFont numberFont = look.font;
        numberFont.setPixelSize(std::max(7, int(s * 0.5)));
        numberFont.setBold(true);
        p.setFont(numberFont);
        p.setPen(Qt::white);
        p.drawText(dot, Qt::AlignCenter, QString::number(level.candidate));
        // The step that placed the queen: what a click on it jumps to.
        if (!m_geo.compact) {
            p.setFont(look.font);
            p.setPen(c.faintText);
            p.drawText(infoRect(cell.top()), Qt::AlignLeft | Qt::AlignVCenter,
                       level.fixed ? tr("your queen") : tr("step %1").arg(level.placedAtStep));
        }
    } else if (level.trying >= 0) {
        const QRectF cell = cellRect(row, level.trying).adjusted(1, 1, -1, -1);
        p.setPen(QPen(c.path, std::max<qreal>(2.5, s * 0.12)));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(cell.adjusted(s * 0.14, s * 0.14, -s * 0.14, -s * 0.14));
    }
}

void PathWindowView::paintLevelNames(QPainter &p, const QPointF &offset) const
{
    const SearchTreeGeometry &g = m_geo;
    for (std::size_t row = 0; row < m_path.size(); ++row) {
        const QRectF cell = cellRect(int(row), 0).translated(-offset);
        const int level = m_path[row].level;
        p.drawText(QRectF(0, cell.top(), g.band - SearchTreeGeometry::kMargin, cell.height()),
                   Qt::AlignRight | Qt::AlignVCenter,
                   g.compact ? SearchTreeNames::shortLevel(m_options.order, level)
                             : SearchTreeNames::level(m_options.order, level));
    }
}
