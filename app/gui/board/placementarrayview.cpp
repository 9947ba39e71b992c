#include "placementarrayview.h"

#include "formats.h"

#include <QPainter>

#include <algorithm>

using Mark = BoardScene::Mark;

PlacementArrayView::PlacementArrayView(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void PlacementArrayView::setScene(const BoardScene &scene)
{
    m_scene = scene;
    setAccessibleDescription(text());
    update();
}

void PlacementArrayView::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    update();
}

QString PlacementArrayView::text() const
{
    nq::Placement shown = m_scene.queens;
    shown.n = m_scene.n;
    return QStringLiteral("cols = ") + QString::fromStdString(nq::formatArray(shown, "·"));
}

QSize PlacementArrayView::sizeHint() const
{
    return {400, fontMetrics().height() * 4 + 8};
}

QSize PlacementArrayView::minimumSizeHint() const
{
    return {100, fontMetrics().height() * 4 + 8};
}

QColor PlacementArrayView::markColour() const
{
    switch (m_scene.mark) {
    case Mark::Candidate: return m_theme.candidate;
    case Mark::Conflict: return m_theme.conflict;
    case Mark::Placed: return m_theme.placed;
    case Mark::Lifted: return m_theme.lifted;
    default: break;
    }
    return {};
}

void PlacementArrayView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int n = std::max(1, m_scene.n);
    const QString label = QStringLiteral("cols =");
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * 1.25);
    p.setFont(font);
    const QFontMetrics metrics(font);
    const int labelWidth = metrics.horizontalAdvance(label) + 12;
    const QRect area = contentsRect().adjusted(4, 2, -4, -2);
    const int indexHeight = QFontMetrics(this->font()).height();
    const qreal box = std::min<qreal>(
        {qreal(area.height() - indexHeight - 2), 56.0, qreal(area.width() - labelWidth) / n});
    const qreal total = labelWidth + box * n;
    const qreal left = area.left() + (area.width() - total) / 2;
    const qreal top = area.top() + indexHeight + 2;

    const QColor text = palette().color(QPalette::WindowText);
    p.setPen(text);
    p.drawText(QRectF(left, top, labelWidth, box), Qt::AlignVCenter | Qt::AlignLeft, label);

    for (int r = 0; r < m_scene.n; ++r) {
        const QRectF cell(left + labelWidth + r * box, top, box, box);
        paintCell(p, r, cell, font);
        QFont small = this->font();
        small.setPointSizeF(small.pointSizeF() * 0.85);
        p.setFont(small);
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(QRectF(cell.left(), area.top(), box, indexHeight), Qt::AlignCenter,
                   QString::number(r));
    }
}

// One value of the strip: its box, the frame of the row the step is on, the digit (or the
// candidate "c?" where the row has no queen yet).
void PlacementArrayView::paintCell(QPainter &p, int r, const QRectF &cell, const QFont &font) const
{
    const qreal box = cell.width();
    const bool marksRow = m_scene.row >= 0 && m_scene.mark != Mark::Solution
                          && m_scene.mark != Mark::Exhausted;
    const int value = m_scene.queens.cols[r];
    QColor fill = palette().color(QPalette::Base);
    if (m_scene.mark == Mark::Solution)
        fill = m_theme.solution.lighter(170);
    else if (m_scene.mark == Mark::Exhausted && m_scene.order == nq::Order::Rows
             && r == m_scene.exhaustedLevel)
        fill = m_theme.exhausted.lighter(170);
    p.setPen(QPen(palette().color(QPalette::Mid), 1));
    p.setBrush(fill);
    p.drawRect(cell);
    if (marksRow && r == m_scene.row) {
        p.setPen(QPen(markColour(), std::max<qreal>(2.5, box * 0.08)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(cell.adjusted(2, 2, -2, -2));
    }
    p.setPen(value >= 0 ? palette().color(QPalette::Text)
                        : palette().color(QPalette::PlaceholderText));
    QFont valueFont = font;
    valueFont.setPixelSize(std::max(8, int(box * 0.45)));
    p.setFont(valueFont);
    QString shown = value >= 0 ? QString::number(value) : QStringLiteral("·");
    if (marksRow && r == m_scene.row && value < 0
        && (m_scene.mark == Mark::Candidate || m_scene.mark == Mark::Conflict))
        shown = QString::number(m_scene.col) + QStringLiteral("?");
    p.drawText(cell, Qt::AlignCenter, shown);
}
