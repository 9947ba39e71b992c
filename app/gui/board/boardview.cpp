#include "boardview.h"

#include <QAccessible>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

using Mark = BoardScene::Mark;

BoardView::BoardView(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setAccessibleName(tr("Board"));
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(1.0);
    m_animation.setEasingCurve(QEasingCurve::OutCubic);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        m_painter.setProgress(value.toReal());
        update();
    });
}

void BoardView::setScene(const BoardScene &scene, int animationMs)
{
    const BoardScene &old = m_painter.scene();
    const bool queensChanged = !(scene.queens == old.queens) || scene.mark != old.mark;
    m_painter.setScene(scene);
    if (queensChanged)
        announce();
    m_animation.stop();
    if (animationMs > 0
        && (scene.mark == Mark::Placed || scene.mark == Mark::Lifted || scene.mark == Mark::Conflict
            || scene.mark == Mark::Candidate)) {
        m_painter.setProgress(0);
        m_animation.setDuration(animationMs);
        m_animation.start();
    } else {
        m_painter.setProgress(1.0);
    }
    update();
}

QString BoardView::spokenDescription() const
{
    const BoardScene &s = m_painter.scene();
    QStringList queens;
    for (int r = 0; r < s.n; ++r)
        if (s.queens.cols[r] >= 0)
            queens << tr("row %1 column %2").arg(r).arg(s.queens.cols[r]);
    QString text = tr("%1 by %1 board.").arg(s.n) + QLatin1Char(' ');
    text += queens.isEmpty() ? tr("No queens.")
                             : tr("Queens at %1.").arg(queens.join(QStringLiteral(", ")));
    if (s.mark == Mark::Solution)
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
    m_painter.setOverlays(overlays);
    update();
}

void BoardView::setBreakpoints(const nq::SquareSet &breakpoints)
{
    if (breakpoints == m_painter.breakpoints())
        return;
    m_painter.setBreakpoints(breakpoints);
    update();
}

void BoardView::setCursorEnabled(bool enabled)
{
    m_cursorEnabled = enabled;
    const int last = scene().n - 1;
    m_cursor = QPoint(std::clamp(m_cursor.x(), 0, last), std::clamp(m_cursor.y(), 0, last));
    update();
}

int BoardView::attackCount(int row, int col) const
{
    return m_painter.attackCount(row, col);
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
    const int last = scene().n - 1;
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
    m_painter.setTheme(theme);
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

QRectF BoardView::squareRect(int row, int col) const
{
    return m_painter.squareRect(contentsRect(), row, col);
}

QPoint BoardView::squareAt(const QPointF &point) const
{
    return m_painter.squareAt(contentsRect(), point);
}

const QPixmap &BoardView::background()
{
    // The squares and labels change only with the size, the theme or the palette: painted
    // once, then copied, so a flat-out run costs the window little.
    const qreal dpr = devicePixelRatioF();
    const BoardTheme &theme = m_painter.theme();
    const QString key = QStringLiteral("%1x%2@%3 n%4 %5 %6 %7 %8")
                            .arg(width())
                            .arg(height())
                            .arg(dpr)
                            .arg(scene().n)
                            .arg(theme.lightSquare.name(), theme.darkSquare.name(),
                                 palette().window().color().name(),
                                 palette().windowText().color().name())
                        + font().key();
    if (key != m_backgroundKey || m_background.isNull()) {
        m_background = QPixmap((size() * dpr).expandedTo(QSize(1, 1)));
        m_background.setDevicePixelRatio(dpr);
        m_background.fill(palette().window().color());
        QPainter p(&m_background);
        p.setRenderHint(QPainter::Antialiasing);
        m_painter.paintBackground(p, contentsRect());
        m_backgroundKey = key;
    }
    return m_background;
}

void BoardView::paintEvent(QPaintEvent *)
{
    m_painter.setBackground(palette().window().color());
    m_painter.setLabelColour(palette().color(QPalette::WindowText));
    m_painter.setFont(font());
    m_painter.setCursor(m_cursorEnabled && hasFocus() ? std::optional(m_cursor) : std::nullopt,
                        palette().color(QPalette::Highlight));
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.drawPixmap(0, 0, background());
    m_painter.paintForeground(p, contentsRect());
}
