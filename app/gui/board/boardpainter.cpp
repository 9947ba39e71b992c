#include "boardpainter.h"

#include "attack.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

using Mark = BoardScene::Mark;

BoardPainter::BoardPainter()
    : m_queenSvg(QStringLiteral(":/nqueens/queen.svg"))
{
}

void BoardPainter::setCursor(std::optional<QPoint> square, const QColor &colour)
{
    m_cursor = square;
    m_cursorColour = colour;
}

int BoardPainter::attackCount(int row, int col) const
{
    int count = 0;
    for (int r = 0; r < m_scene.n; ++r) {
        const int c = m_scene.queens.cols[r];
        if (c < 0 || (r == row && c == col))
            continue;
        if (nq::attacks(r, c, row, col))
            ++count;
    }
    return count;
}

BoardPainter::Geometry BoardPainter::geometry(const QRectF &area) const
{
    // The labels' size: while presenting the one the screen asks for; in the window half the
    // cell a board without labels would have (up to 28 px), times View > Zoom.
    const int n = std::max(1, m_scene.n);
    const qreal side = std::min(area.width(), area.height());
    int labelPixels = m_minimumLabelPixels;
    if (labelPixels <= 0) {
        const qreal cell = std::max<qreal>(4, std::floor(side / (n + 0.95)));
        const int fromCell = std::clamp(int(std::min(cell, std::max(cell * 0.7, 14.0)) * 0.5), 8,
                                        28);
        labelPixels = std::max(6, int(std::lround(fromCell * m_labelScale)));
    }
    return geometryWithLabels(area, labelPixels, m_minimumLabelPixels > 0);
}

BoardPainter::Geometry BoardPainter::geometryWithLabels(const QRectF &area, int labelPixels,
                                                        bool atTop) const
{
    // The labels in a band as wide as the widest number and as high as a number's capitals,
    // measured in the font in use (a band of 0.7 cells and a quarter cell spare took 60 of
    // 512 pixels while presenting at 1024x768, and fonts whose lines are taller than DejaVu
    // Sans's left the window's board under half its height); the squares take the rest of
    // the side. While presenting they stand at the top of the area, under the narration: a
    // board centred in a taller widget left the room an empty band of 40-115 px above it.
    Geometry g;
    const int n = std::max(1, m_scene.n);
    const qreal side = std::min(area.width(), area.height());
    g.labelPixels = labelPixels;
    QFont font = m_font;
    font.setPixelSize(g.labelPixels);
    const QFontMetricsF metrics(font);
    // Numbers have no descenders: the column numbers stand on the band's foot (paintLabels).
    g.labelBand = std::ceil(std::max(metrics.horizontalAdvance(QString::number(n - 1)),
                                     metrics.capHeight()))
                  + 1;
    const auto cellFor = [&](qreal cell) {
        const qreal around = g.labelBand + labelGap(cell) + frameWidth(cell, true);
        return std::max<qreal>(4, std::floor((side - around) / n));
    };
    g.cell = cellFor(cellFor(side / n)); // the gap and the frame grow a little with the cell
    const qreal boardSide = g.cell * n;
    const qreal before = g.labelBand + labelGap(g.cell);
    const qreal total = before + boardSide + frameWidth(g.cell, true);
    const qreal left = std::round(area.left() + (area.width() - total) / 2 + before);
    const qreal top = atTop ? std::round(area.top() + before)
                            : std::round(area.top() + (area.height() - total) / 2 + before);
    g.board = QRectF(left, top, boardSide, boardSide);
    return g;
}

QRectF BoardPainter::square(const Geometry &g, int row, int col) const
{
    return {g.board.left() + col * g.cell, g.board.top() + row * g.cell, g.cell, g.cell};
}

QRectF BoardPainter::squareRect(const QRectF &area, int row, int col) const
{
    return square(geometry(area), row, col);
}

QPoint BoardPainter::squareAt(const QRectF &area, const QPointF &point) const
{
    const Geometry g = geometry(area);
    if (!g.board.contains(point))
        return {-1, -1};
    const int col = std::clamp(int((point.x() - g.board.left()) / g.cell), 0, m_scene.n - 1);
    const int row = std::clamp(int((point.y() - g.board.top()) / g.cell), 0, m_scene.n - 1);
    return {col, row};
}

// A QImage, not a QPixmap: exports paint on worker threads, where pixmaps do not exist.
const QImage &BoardPainter::queenImage(qreal cell, qreal deviceScale)
{
    if (m_queenCacheCell != cell || m_queenCacheScale != deviceScale || m_queenCache.isNull()) {
        const int side = std::max(1, int(std::round(cell * 0.84 * deviceScale)));
        m_queenCache = QImage(side, side, QImage::Format_ARGB32_Premultiplied);
        m_queenCache.fill(Qt::transparent);
        QPainter p(&m_queenCache);
        p.setRenderHint(QPainter::Antialiasing);
        m_queenSvg.render(&p, QRectF(0, 0, side, side));
        p.end();
        m_queenCache.setDevicePixelRatio(deviceScale);
        m_queenCacheCell = cell;
        m_queenCacheScale = deviceScale;
    }
    return m_queenCache;
}

void BoardPainter::drawQueen(QPainter &p, const QRectF &square, qreal opacity, qreal scale)
{
    const qreal deviceScale = (p.device() ? p.device()->devicePixelRatioF() : 1.0)
                              * m_queenResolution;
    const QImage &image = queenImage(square.width(), deviceScale);
    const QSizeF size = image.deviceIndependentSize() * scale;
    const QRectF target(square.center().x() - size.width() / 2,
                        square.center().y() - size.height() / 2, size.width(), size.height());
    p.save();
    p.setOpacity(opacity);
    p.drawImage(target, image, QRectF(image.rect()));
    p.restore();
}

void BoardPainter::paint(QPainter &p, const QRect &area)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(area, m_background);
    paintBackground(p, area);
    paintForeground(p, area);
    p.restore();
}

void BoardPainter::paintBackground(QPainter &p, const QRectF &area)
{
    const Geometry g = geometry(area);
    paintSquares(p, g);
    paintLabels(p, g);
}

void BoardPainter::paintForeground(QPainter &p, const QRectF &area)
{
    const Geometry g = geometry(area);
    paintSolutionAndFrame(p, g);
    paintAttackOverlays(p, g);
    paintMarksBelowQueens(p, g);
    paintQueens(p, g);
    paintMarksAboveQueens(p, g);
    paintPractice(p, g);
    paintBreakpointsAndCursor(p, g);
}

void BoardPainter::paintSquares(QPainter &p, const Geometry &g)
{
    const int n = m_scene.n;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            p.fillRect(square(g, r, c), (r + c) % 2 ? m_theme.darkSquare : m_theme.lightSquare);
}

void BoardPainter::paintSolutionAndFrame(QPainter &p, const Geometry &g)
{
    const bool solution = m_scene.mark == Mark::Solution;
    if (solution) {
        QColor glow = m_theme.solution;
        glow.setAlpha(150);
        for (int r = 0; r < m_scene.n; ++r) {
            const int c = m_scene.queens.cols[r];
            if (c >= 0)
                p.fillRect(square(g, r, c), glow);
        }
    }
    const qreal width = frameWidth(g.cell, solution);
    QPen frame(solution ? m_theme.solution : m_theme.frame, width);
    frame.setJoinStyle(Qt::MiterJoin);
    p.setPen(frame);
    p.setBrush(Qt::NoBrush);
    p.drawRect(g.board.adjusted(-width / 2, -width / 2, width / 2, width / 2));
}

qreal BoardPainter::frameWidth(qreal cell, bool solution)
{
    return std::max<qreal>(2, cell * (solution ? 0.12 : 0.05));
}

qreal BoardPainter::labelGap(qreal cell)
{
    return frameWidth(cell, true) + std::max<qreal>(2, cell * 0.04);
}

void BoardPainter::paintLabels(QPainter &p, const Geometry &g)
{
    const int n = m_scene.n;
    QFont font = m_font;
    font.setPixelSize(labelPixels(g));
    p.setFont(font);
    p.setPen(m_labelColour);
    const qreal gap = labelGap(g.cell);
    // The band is as high as a number's capitals: the column numbers stand on its foot, their
    // font's descent (which they do not use) in the gap, drawn from their baseline (a text
    // rectangle lower than the font's line put them half over the band's top).
    const QFontMetricsF metrics(font);
    for (int i = 0; i < n; ++i) {
        const QRectF rowLabel(g.board.left() - g.labelBand - gap, g.board.top() + i * g.cell,
                              g.labelBand, g.cell);
        p.drawText(rowLabel, Qt::AlignRight | Qt::AlignVCenter, QString::number(i));
        const QString number = QString::number(i);
        p.drawText(
            QPointF(g.board.left() + (i + 0.5) * g.cell - metrics.horizontalAdvance(number) / 2,
                    g.board.top() - gap),
            number);
    }
}

void BoardPainter::paintMarksBelowQueens(QPainter &p, const Geometry &g)
{
    const BoardScene &s = m_scene;
    if (s.mark == Mark::Exhausted && s.exhaustedLevel >= 0 && s.exhaustedLevel < s.n) {
        const QRectF band = s.order == nq::Order::Rows
                                ? QRectF(g.board.left(), g.board.top() + s.exhaustedLevel * g.cell,
                                         g.board.width(), g.cell)
                                : QRectF(g.board.left() + s.exhaustedLevel * g.cell, g.board.top(),
                                         g.cell, g.board.height());
        QColor tint = m_theme.exhausted;
        tint.setAlpha(90);
        p.fillRect(band, tint);
        QBrush hatch(m_theme.exhausted, Qt::BDiagPattern);
        p.fillRect(band, hatch);
        QPen outline(m_theme.exhausted, std::max<qreal>(2, g.cell * 0.07));
        p.setPen(outline);
        p.setBrush(Qt::NoBrush);
        p.drawRect(band);
    }
    if (s.mark == Mark::Conflict && s.row >= 0) {
        QColor tint = m_theme.conflict;
        tint.setAlpha(120);
        p.fillRect(square(g, s.row, s.col), tint);
    }
}

void BoardPainter::paintQueens(QPainter &p, const Geometry &g)
{
    const BoardScene &s = m_scene;
    for (int r = 0; r < s.n; ++r) {
        const int c = s.queens.cols[r];
        if (c < 0)
            continue;
        if (s.mark == Mark::Placed && r == s.row && c == s.col)
            drawQueen(p, square(g, r, c), m_progress, 0.6 + 0.4 * m_progress);
        else
            drawQueen(p, square(g, r, c), 1.0);
    }
    for (const auto &[row, col] : s.extraQueens)
        drawQueen(p, square(g, row, col), 1.0);
    if (((s.mark == Mark::Candidate && m_overlays.candidate) || s.mark == Mark::Conflict)
        && s.row >= 0)
        drawQueen(p, square(g, s.row, s.col), 0.4);
    if (s.mark == Mark::Lifted && s.row >= 0)
        drawQueen(p, square(g, s.row, s.col), 0.15 + 0.35 * (1.0 - m_progress));
}

void BoardPainter::paintMarksAboveQueens(QPainter &p, const Geometry &g)
{
    const BoardScene &s = m_scene;
    if (s.row < 0 || s.col < 0)
        return;
    const QRectF marked = square(g, s.row, s.col);
    const qreal border = std::max<qreal>(3, g.cell * 0.09);
    const QRectF inner = marked.adjusted(border / 2, border / 2, -border / 2, -border / 2);
    p.setBrush(Qt::NoBrush);
    switch (s.mark) {
    case Mark::Candidate: {
        if (!m_overlays.candidate)
            break;
        p.setPen(QPen(m_theme.candidate, border));
        p.drawRect(inner);
        break;
    }
    case Mark::Placed: {
        p.setPen(QPen(m_theme.placed, border));
        p.drawRect(inner);
        break;
    }
    case Mark::Lifted: {
        QPen pen(m_theme.lifted, border, Qt::DashLine);
        p.setPen(pen);
        p.drawRect(inner);
        break;
    }
    case Mark::Conflict: paintConflict(p, g, marked, inner, border); break;
    default: break;
    }
}

void BoardPainter::paintConflict(QPainter &p, const Geometry &g, const QRectF &marked,
                                 const QRectF &inner, qreal border)
{
    const BoardScene &s = m_scene;
    // The short form `conflict r c` names no attacker (row and column -1): the square alone is
    // marked, never a line to a square off the board.
    if (s.attackerRow >= 0 && s.attackerCol >= 0) {
        const QRectF attacker = square(g, s.attackerRow, s.attackerCol);
        QPen line(m_theme.conflict, std::max<qreal>(3, g.cell * 0.1), Qt::SolidLine, Qt::RoundCap);
        // The line grows from the attacker towards the candidate as the step animates.
        const QPointF from = attacker.center();
        const QPointF to = from + (marked.center() - from) * std::max<qreal>(0.15, m_progress);
        if (m_overlays.conflictLines) {
            QColor halo(Qt::white);
            halo.setAlpha(200);
            p.setPen(QPen(halo, line.widthF() + 4, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(from, to);
            p.setPen(line);
            p.drawLine(from, to);
        }
        p.setPen(QPen(m_theme.conflict, border));
        p.drawRect(attacker.adjusted(border / 2, border / 2, -border / 2, -border / 2));
    }
    p.setPen(QPen(m_theme.conflict, border));
    p.drawRect(inner);
    // A cross on the attacked square.
    const qreal inset = g.cell * 0.28;
    QPen cross(m_theme.conflict, std::max<qreal>(3, g.cell * 0.1), Qt::SolidLine, Qt::RoundCap);
    p.setPen(cross);
    p.drawLine(marked.topLeft() + QPointF(inset, inset),
               marked.bottomRight() - QPointF(inset, inset));
    p.drawLine(marked.topRight() + QPointF(-inset, inset),
               marked.bottomLeft() + QPointF(inset, -inset));
}

void BoardPainter::paintAttackOverlays(QPainter &p, const Geometry &g)
{
    if (!m_overlays.attackedSquares && !m_overlays.attackCounts)
        return;
    QFont font = m_font;
    font.setPixelSize(std::max(8, int(g.cell * 0.28)));
    font.setBold(true);
    p.setFont(font);
    for (int r = 0; r < m_scene.n; ++r) {
        for (int c = 0; c < m_scene.n; ++c) {
            if (m_scene.queens.cols[r] == c)
                continue;
            const int count = attackCount(r, c);
            if (count == 0)
                continue;
            const QRectF attacked = square(g, r, c);
            if (m_overlays.attackedSquares) {
                QColor tint = m_theme.conflict;
                tint.setAlpha(std::min(110, 35 + 15 * count));
                p.fillRect(attacked, tint);
            }
            if (m_overlays.attackCounts) {
                const qreal badge = std::max<qreal>(10, g.cell * 0.36);
                const QRectF corner(attacked.right() - badge - 2, attacked.top() + 2, badge, badge);
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(255, 255, 255, 220));
                p.drawEllipse(corner);
                p.setPen(m_theme.conflict.darker(130));
                p.drawText(corner, Qt::AlignCenter, QString::number(count));
            }
        }
    }
}

void BoardPainter::paintPractice(QPainter &p, const Geometry &g)
{
    if (!m_scene.practice && m_scene.attackingPairs.empty())
        return;
    const auto centre = [&](int r, int c) { return square(g, r, c).center(); };
    QPen line(m_theme.conflict, std::max<qreal>(3, g.cell * 0.08), Qt::SolidLine, Qt::RoundCap);
    for (const BoardScene::QueenPair &pair : m_scene.attackingPairs) {
        p.setPen(line);
        p.drawLine(centre(pair.row1, pair.col1), centre(pair.row2, pair.col2));
        const qreal border = std::max<qreal>(3, g.cell * 0.08);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(m_theme.conflict, border));
        for (const QPoint at : {QPoint(pair.col1, pair.row1), QPoint(pair.col2, pair.row2)})
            p.drawRect(square(g, at.y(), at.x())
                           .adjusted(border / 2, border / 2, -border / 2, -border / 2));
    }
    if (m_scene.hintRow >= 0) {
        const QRectF hint = square(g, m_scene.hintRow, m_scene.hintCol);
        drawQueen(p, hint, 0.35);
        const qreal border = std::max<qreal>(3, g.cell * 0.09);
        QPen pen(m_theme.candidate, border, Qt::DashLine);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawRect(hint.adjusted(border / 2, border / 2, -border / 2, -border / 2));
    }
}

void BoardPainter::paintBreakpointsAndCursor(QPainter &p, const Geometry &g)
{
    const qreal dot = std::max<qreal>(6, g.cell * 0.22);
    for (int r = 0; r < m_scene.n; ++r) {
        if (!m_breakpoints[r])
            continue;
        for (int c = 0; c < m_scene.n; ++c) {
            if (!(m_breakpoints[r] >> c & 1u))
                continue;
            // A small stop sign in the square's top-left corner.
            const QRectF marker(g.board.left() + c * g.cell + 3, g.board.top() + r * g.cell + 3,
                                dot, dot);
            p.setPen(QPen(Qt::white, 1.5));
            p.setBrush(m_theme.conflict);
            p.drawEllipse(marker);
        }
    }
    if (m_cursor) {
        QPen pen(m_cursorColour, std::max<qreal>(2, g.cell * 0.06), Qt::DotLine);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawRect(square(g, m_cursor->y(), m_cursor->x()).adjusted(4, 4, -4, -4));
    }
}
