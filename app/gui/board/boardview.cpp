#include "boardview.h"

#include "attack.h"

#include <QAccessible>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

using Mark = BoardScene::Mark;

BoardView::BoardView(QWidget *parent)
    : QWidget(parent)
    , m_queenSvg(QStringLiteral(":/nqueens/queen.svg"))
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setAccessibleName(tr("Board"));
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(1.0);
    m_animation.setEasingCurve(QEasingCurve::OutCubic);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        m_progress = value.toReal();
        update();
    });
}

void BoardView::setScene(const BoardScene &scene, int animationMs)
{
    const bool queensChanged = !(scene.queens == m_scene.queens) || scene.mark != m_scene.mark;
    m_scene = scene;
    if (queensChanged)
        announce();
    m_animation.stop();
    if (animationMs > 0
        && (scene.mark == Mark::Placed || scene.mark == Mark::Lifted || scene.mark == Mark::Conflict
            || scene.mark == Mark::Candidate)) {
        m_progress = 0;
        m_animation.setDuration(animationMs);
        m_animation.start();
    } else {
        m_progress = 1.0;
    }
    update();
}

QString BoardView::spokenDescription() const
{
    QStringList queens;
    for (int r = 0; r < m_scene.n; ++r)
        if (m_scene.queens.cols[r] >= 0)
            queens << tr("row %1 column %2").arg(r).arg(m_scene.queens.cols[r]);
    QString text = tr("%1 by %1 board.").arg(m_scene.n) + QLatin1Char(' ');
    text += queens.isEmpty() ? tr("No queens.")
                             : tr("Queens at %1.").arg(queens.join(QStringLiteral(", ")));
    if (m_scene.mark == Mark::Solution)
        text += QLatin1Char(' ') + tr("This is a solution.");
    return text;
}

void BoardView::announce()
{
    setAccessibleDescription(spokenDescription());
    if (QAccessible::isActive()) {
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
}

void BoardView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Board"));
        announce();
    }
    QWidget::changeEvent(event);
}

void BoardView::setOverlays(const Overlays &overlays)
{
    m_overlays = overlays;
    update();
}

void BoardView::setBreakpoints(const nq::SquareSet &breakpoints)
{
    if (breakpoints == m_breakpoints)
        return;
    m_breakpoints = breakpoints;
    update();
}

void BoardView::setCursorEnabled(bool enabled)
{
    m_cursorEnabled = enabled;
    m_cursor = QPoint(std::clamp(m_cursor.x(), 0, m_scene.n - 1),
                      std::clamp(m_cursor.y(), 0, m_scene.n - 1));
    update();
}

int BoardView::attackCount(int row, int col) const
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

void BoardView::mousePressEvent(QMouseEvent *event)
{
    const QPoint square = squareAt(event->position());
    if (square.x() < 0) {
        QWidget::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    if (event->button() == Qt::LeftButton) {
        m_cursor = square;
        update();
        emit squareActivated(square.y(), square.x());
    }
}

void BoardView::contextMenuEvent(QContextMenuEvent *event)
{
    QPoint square = squareAt(event->pos());
    if (event->reason() == QContextMenuEvent::Keyboard && m_cursorEnabled)
        square = m_cursor;
    if (square.x() < 0)
        return;
    emit squareContextRequested(square.y(), square.x(), event->globalPos());
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    if (!m_cursorEnabled) {
        QWidget::keyPressEvent(event);
        return;
    }
    const int last = m_scene.n - 1;
    switch (event->key()) {
    case Qt::Key_Left: m_cursor.rx() = std::max(0, m_cursor.x() - 1); break;
    case Qt::Key_Right: m_cursor.rx() = std::min(last, m_cursor.x() + 1); break;
    case Qt::Key_Up: m_cursor.ry() = std::max(0, m_cursor.y() - 1); break;
    case Qt::Key_Down: m_cursor.ry() = std::min(last, m_cursor.y() + 1); break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: emit squareActivated(m_cursor.y(), m_cursor.x()); break;
    default: QWidget::keyPressEvent(event); return;
    }
    update();
}

void BoardView::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    update();
}

QSize BoardView::sizeHint() const
{
    return {560, 560};
}

QSize BoardView::minimumSizeHint() const
{
    return {200, 200};
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_queenCacheCell = 0;
}

BoardView::Geometry BoardView::geometry() const
{
    Geometry g;
    const QRectF area = contentsRect();
    const int n = std::max(1, m_scene.n);
    // Labels take a band of about two thirds of a cell on the left and on top; the board
    // keeps whole-pixel cells so the grid stays crisp.
    const qreal side = std::min(area.width(), area.height());
    g.cell = std::floor(side / (n + 0.95)); // room for the labels and the frame
    g.cell = std::max<qreal>(g.cell, 4);
    g.labelBand = std::max<qreal>(g.cell * 0.7, 14);
    const qreal boardSide = g.cell * n;
    const qreal totalW = boardSide + g.labelBand;
    const qreal totalH = boardSide + g.labelBand;
    const qreal left = std::round(area.left() + (area.width() - totalW) / 2 + g.labelBand);
    const qreal top = std::round(area.top() + (area.height() - totalH) / 2 + g.labelBand);
    g.board = QRectF(left, top, boardSide, boardSide);
    return g;
}

QRectF BoardView::squareRect(int row, int col) const
{
    const Geometry g = geometry();
    return {g.board.left() + col * g.cell, g.board.top() + row * g.cell, g.cell, g.cell};
}

QPoint BoardView::squareAt(const QPointF &point) const
{
    const Geometry g = geometry();
    if (!g.board.contains(point))
        return {-1, -1};
    const int col = std::clamp(int((point.x() - g.board.left()) / g.cell), 0, m_scene.n - 1);
    const int row = std::clamp(int((point.y() - g.board.top()) / g.cell), 0, m_scene.n - 1);
    return {col, row};
}

const QPixmap &BoardView::queenPixmap(qreal cell)
{
    if (m_queenCacheCell != cell || m_queenCache.isNull()) {
        const qreal dpr = devicePixelRatioF();
        const int side = std::max(1, int(std::round(cell * 0.84 * dpr)));
        m_queenCache = QPixmap(side, side);
        m_queenCache.fill(Qt::transparent);
        QPainter p(&m_queenCache);
        p.setRenderHint(QPainter::Antialiasing);
        m_queenSvg.render(&p, QRectF(0, 0, side, side));
        m_queenCache.setDevicePixelRatio(dpr);
        m_queenCacheCell = cell;
    }
    return m_queenCache;
}

void BoardView::drawQueen(QPainter &p, const QRectF &square, qreal opacity, qreal scale)
{
    const QPixmap &pixmap = queenPixmap(square.width());
    const QSizeF size = pixmap.deviceIndependentSize() * scale;
    const QRectF target(square.center().x() - size.width() / 2,
                        square.center().y() - size.height() / 2, size.width(), size.height());
    p.save();
    p.setOpacity(opacity);
    p.drawPixmap(target, pixmap, QRectF(pixmap.rect()));
    p.restore();
}

const QPixmap &BoardView::background(const Geometry &g)
{
    // The squares and labels change only with the size, the theme or the palette: painted
    // once, then copied, so a flat-out run costs the window little.
    const qreal dpr = devicePixelRatioF();
    const QString key = QStringLiteral("%1x%2@%3 n%4 %5 %6 %7 %8")
                            .arg(width())
                            .arg(height())
                            .arg(dpr)
                            .arg(m_scene.n)
                            .arg(m_theme.lightSquare.name(), m_theme.darkSquare.name(),
                                 palette().window().color().name(),
                                 palette().windowText().color().name())
                        + font().key();
    if (key != m_backgroundKey || m_background.isNull()) {
        m_background = QPixmap((size() * dpr).expandedTo(QSize(1, 1)));
        m_background.setDevicePixelRatio(dpr);
        m_background.fill(palette().window().color());
        QPainter p(&m_background);
        p.setRenderHint(QPainter::Antialiasing);
        paintSquares(p, g);
        paintLabels(p, g);
        m_backgroundKey = key;
    }
    return m_background;
}

void BoardView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const Geometry g = geometry();
    p.drawPixmap(0, 0, background(g));
    paintSolutionAndFrame(p, g);
    paintAttackOverlays(p, g);
    paintMarksBelowQueens(p, g);
    paintQueens(p, g);
    paintMarksAboveQueens(p, g);
    paintPractice(p, g);
    paintBreakpointsAndCursor(p, g);
}

void BoardView::paintSquares(QPainter &p, const Geometry &g)
{
    const int n = m_scene.n;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const QRectF square(g.board.left() + c * g.cell, g.board.top() + r * g.cell, g.cell,
                                g.cell);
            p.fillRect(square, (r + c) % 2 ? m_theme.darkSquare : m_theme.lightSquare);
        }
    }
}

void BoardView::paintSolutionAndFrame(QPainter &p, const Geometry &g)
{
    const bool solution = m_scene.mark == Mark::Solution;
    if (solution) {
        QColor glow = m_theme.solution;
        glow.setAlpha(150);
        for (int r = 0; r < m_scene.n; ++r) {
            const int c = m_scene.queens.cols[r];
            if (c >= 0)
                p.fillRect(
                    QRectF(g.board.left() + c * g.cell, g.board.top() + r * g.cell, g.cell, g.cell),
                    glow);
        }
    }
    const qreal width = frameWidth(g.cell, solution);
    QPen frame(solution ? m_theme.solution : m_theme.frame, width);
    frame.setJoinStyle(Qt::MiterJoin);
    p.setPen(frame);
    p.setBrush(Qt::NoBrush);
    p.drawRect(g.board.adjusted(-width / 2, -width / 2, width / 2, width / 2));
}

qreal BoardView::frameWidth(qreal cell, bool solution)
{
    return std::max<qreal>(2, cell * (solution ? 0.12 : 0.05));
}

qreal BoardView::labelGap(qreal cell)
{
    return frameWidth(cell, true) + std::max<qreal>(2, cell * 0.04);
}

void BoardView::paintLabels(QPainter &p, const Geometry &g)
{
    const int n = m_scene.n;
    QFont font = this->font();
    font.setPixelSize(std::clamp(int(std::min(g.cell, g.labelBand) * 0.5), 8, 28));
    p.setFont(font);
    p.setPen(palette().color(QPalette::WindowText));
    const qreal gap = labelGap(g.cell);
    for (int i = 0; i < n; ++i) {
        const QRectF rowLabel(g.board.left() - g.labelBand - gap, g.board.top() + i * g.cell,
                              g.labelBand, g.cell);
        p.drawText(rowLabel, Qt::AlignRight | Qt::AlignVCenter, QString::number(i));
        const QRectF colLabel(g.board.left() + i * g.cell, g.board.top() - g.labelBand - gap,
                              g.cell, g.labelBand);
        p.drawText(colLabel, Qt::AlignHCenter | Qt::AlignBottom, QString::number(i));
    }
}

void BoardView::paintMarksBelowQueens(QPainter &p, const Geometry &g)
{
    const BoardScene &s = m_scene;
    const auto square = [&](int r, int c) {
        return QRectF(g.board.left() + c * g.cell, g.board.top() + r * g.cell, g.cell, g.cell);
    };
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
        p.fillRect(square(s.row, s.col), tint);
    }
}

void BoardView::paintQueens(QPainter &p, const Geometry &g)
{
    const BoardScene &s = m_scene;
    for (int r = 0; r < s.n; ++r) {
        const int c = s.queens.cols[r];
        if (c < 0)
            continue;
        const QRectF square(g.board.left() + c * g.cell, g.board.top() + r * g.cell, g.cell,
                            g.cell);
        if (s.mark == Mark::Placed && r == s.row && c == s.col)
            drawQueen(p, square, m_progress, 0.6 + 0.4 * m_progress);
        else
            drawQueen(p, square, 1.0);
    }
    if (((s.mark == Mark::Candidate && m_overlays.candidate) || s.mark == Mark::Conflict)
        && s.row >= 0)
        drawQueen(
            p,
            QRectF(g.board.left() + s.col * g.cell, g.board.top() + s.row * g.cell, g.cell, g.cell),
            0.4);
    if (s.mark == Mark::Lifted && s.row >= 0)
        drawQueen(
            p,
            QRectF(g.board.left() + s.col * g.cell, g.board.top() + s.row * g.cell, g.cell, g.cell),
            0.15 + 0.35 * (1.0 - m_progress));
}

void BoardView::paintMarksAboveQueens(QPainter &p, const Geometry &g)
{
    const BoardScene &s = m_scene;
    if (s.row < 0 || s.col < 0)
        return;
    const QRectF square(g.board.left() + s.col * g.cell, g.board.top() + s.row * g.cell, g.cell,
                        g.cell);
    const qreal border = std::max<qreal>(3, g.cell * 0.09);
    const QRectF inner = square.adjusted(border / 2, border / 2, -border / 2, -border / 2);
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
    case Mark::Conflict: {
        const QRectF attacker(g.board.left() + s.attackerCol * g.cell,
                              g.board.top() + s.attackerRow * g.cell, g.cell, g.cell);
        QPen line(m_theme.conflict, std::max<qreal>(3, g.cell * 0.1), Qt::SolidLine, Qt::RoundCap);
        // The line grows from the attacker towards the candidate as the step animates.
        const QPointF from = attacker.center();
        const QPointF to = from + (square.center() - from) * std::max<qreal>(0.15, m_progress);
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
        p.drawRect(inner);
        // A cross on the attacked square.
        const qreal inset = g.cell * 0.28;
        QPen cross(m_theme.conflict, std::max<qreal>(3, g.cell * 0.1), Qt::SolidLine, Qt::RoundCap);
        p.setPen(cross);
        p.drawLine(square.topLeft() + QPointF(inset, inset),
                   square.bottomRight() - QPointF(inset, inset));
        p.drawLine(square.topRight() + QPointF(-inset, inset),
                   square.bottomLeft() + QPointF(inset, -inset));
        break;
    }
    default: break;
    }
}

void BoardView::paintAttackOverlays(QPainter &p, const Geometry &g)
{
    if (!m_overlays.attackedSquares && !m_overlays.attackCounts)
        return;
    QFont font = this->font();
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
            const QRectF square(g.board.left() + c * g.cell, g.board.top() + r * g.cell, g.cell,
                                g.cell);
            if (m_overlays.attackedSquares) {
                QColor tint = m_theme.conflict;
                tint.setAlpha(std::min(110, 35 + 15 * count));
                p.fillRect(square, tint);
            }
            if (m_overlays.attackCounts) {
                const qreal badge = std::max<qreal>(10, g.cell * 0.36);
                const QRectF corner(square.right() - badge - 2, square.top() + 2, badge, badge);
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(255, 255, 255, 220));
                p.drawEllipse(corner);
                p.setPen(m_theme.conflict.darker(130));
                p.drawText(corner, Qt::AlignCenter, QString::number(count));
            }
        }
    }
}

void BoardView::paintPractice(QPainter &p, const Geometry &g)
{
    if (!m_scene.practice)
        return;
    const auto centre = [&](int r, int c) {
        return QPointF(g.board.left() + (c + 0.5) * g.cell, g.board.top() + (r + 0.5) * g.cell);
    };
    QPen line(m_theme.conflict, std::max<qreal>(3, g.cell * 0.08), Qt::SolidLine, Qt::RoundCap);
    for (const BoardScene::QueenPair &pair : m_scene.attackingPairs) {
        p.setPen(line);
        p.drawLine(centre(pair.row1, pair.col1), centre(pair.row2, pair.col2));
        const qreal border = std::max<qreal>(3, g.cell * 0.08);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(m_theme.conflict, border));
        for (const QPoint square : {QPoint(pair.col1, pair.row1), QPoint(pair.col2, pair.row2)})
            p.drawRect(QRectF(g.board.left() + square.x() * g.cell,
                              g.board.top() + square.y() * g.cell, g.cell, g.cell)
                           .adjusted(border / 2, border / 2, -border / 2, -border / 2));
    }
    if (m_scene.hintRow >= 0) {
        const QRectF square(g.board.left() + m_scene.hintCol * g.cell,
                            g.board.top() + m_scene.hintRow * g.cell, g.cell, g.cell);
        drawQueen(p, square, 0.35);
        const qreal border = std::max<qreal>(3, g.cell * 0.09);
        QPen pen(m_theme.candidate, border, Qt::DashLine);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawRect(square.adjusted(border / 2, border / 2, -border / 2, -border / 2));
    }
}

void BoardView::paintBreakpointsAndCursor(QPainter &p, const Geometry &g)
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
    if (m_cursorEnabled && hasFocus()) {
        const QRectF square(g.board.left() + m_cursor.x() * g.cell,
                            g.board.top() + m_cursor.y() * g.cell, g.cell, g.cell);
        QPen pen(palette().color(QPalette::Highlight), std::max<qreal>(2, g.cell * 0.06),
                 Qt::DotLine);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawRect(square.adjusted(4, 4, -4, -4));
    }
}
