#include "placementarrayview.h"

#include "fittedfont.h"
#include "formats.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

using Mark = BoardScene::Mark;

PlacementArrayView::PlacementArrayView(QWidget *parent)
    : QWidget(parent)
    , m_type(font())
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

bool PlacementArrayView::byColumn() const
{
    return m_scene.order == nq::Order::Columns;
}

QString PlacementArrayView::arrayName() const
{
    return byColumn() ? QStringLiteral("rows") : QStringLiteral("cols");
}

int PlacementArrayView::valueAt(int level) const
{
    if (!byColumn())
        return m_scene.queens.cols[level];
    for (int r = 0; r < m_scene.n; ++r)
        if (m_scene.queens.cols[r] == level)
            return r;
    return -1;
}

int PlacementArrayView::markedLevel() const
{
    return byColumn() ? m_scene.col : m_scene.row;
}

QString PlacementArrayView::text() const
{
    nq::Placement shown(m_scene.n);
    for (int level = 0; level < m_scene.n; ++level)
        shown.cols[level] = static_cast<std::int8_t>(valueAt(level));
    return arrayName() + QStringLiteral(" = ")
           + QString::fromStdString(nq::formatArray(shown, "·"));
}

qreal PlacementArrayView::presentationBox() const
{
    // A value is set at 0.5 of its box: boxes as large as make its capitals as high as the
    // type's, and a little more, no larger (the board wants the height).
    return std::ceil(m_type.caps() / 0.5 / capHeightPerPixel(font()) * 1.1);
}

int PlacementArrayView::indexRowHeight() const
{
    if (!m_type.presenting())
        return QFontMetrics(font()).height();
    // While presenting, as high as the indices' and their caption's ink, measured in the
    // font in use: a line's height is the family's (Noto Sans's a sixth more than DejaVu
    // Sans's), and took the board 12-17 pixels more than the digits need.
    const QString shown = indexCaption() + QStringLiteral("0123456789");
    return int(std::ceil(QFontMetricsF(font()).tightBoundingRect(shown).height())) + 2;
}

int PlacementArrayView::hintedHeight() const
{
    if (m_type.presenting()) // the indices, a box and the margins
        return indexRowHeight() + int(presentationBox()) + 6; // layout()'s 2 + 2 + 2
    return fontMetrics().height() * 4 + 8;
}

QSize PlacementArrayView::sizeHint() const
{
    return {400, hintedHeight()};
}

QSize PlacementArrayView::minimumSizeHint() const
{
    return {100, hintedHeight()};
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

void PlacementArrayView::setPresentationCaps(qreal capPixels)
{
    m_type.setPresentationCaps(capPixels);
    applyFont();
}

void PlacementArrayView::setTextZoom(qreal zoom)
{
    m_type.setZoom(zoom);
    applyFont();
}

void PlacementArrayView::applyFont()
{
    setFont(m_type.font());
    updateGeometry();
    update();
}

qreal PlacementArrayView::boxSide() const
{
    const int n = std::max(1, m_scene.n);
    const QFont font = scaledFont(this->font(), 1.25);
    const int labelWidth = QFontMetrics(font).horizontalAdvance(arrayName() + QStringLiteral(" ="))
                           + 12;
    const QRect area = contentsRect().adjusted(4, 2, -4, -2);
    const int indexHeight = indexRowHeight();
    const qreal largest = m_type.presenting() ? presentationBox() : 56.0 * m_type.zoom();
    return std::min<qreal>(
        {qreal(area.height() - indexHeight - 2), largest, qreal(area.width() - labelWidth) / n});
}

PlacementArrayView::Layout PlacementArrayView::layout() const
{
    Layout l;
    const int n = std::max(1, m_scene.n);
    const QFont font = scaledFont(this->font(), 1.25);
    l.labelWidth = QFontMetrics(font).horizontalAdvance(arrayName() + QStringLiteral(" =")) + 12;
    const QRect area = contentsRect().adjusted(4, 2, -4, -2);
    l.indexHeight = indexRowHeight();
    l.box = boxSide();
    l.left = area.left() + (area.width() - (l.labelWidth + l.box * n)) / 2;
    l.indexTop = area.top();
    l.top = area.top() + l.indexHeight + 2;
    return l;
}

QString PlacementArrayView::indexCaption() const
{
    return byColumn() ? tr("column") : tr("row");
}

QRectF PlacementArrayView::indexCaptionRect() const
{
    const Layout l = layout();
    return {l.left, l.indexTop, l.labelWidth - 6, qreal(l.indexHeight)};
}

void PlacementArrayView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QString label = arrayName() + QStringLiteral(" =");
    const QFont font = scaledFont(this->font(), 1.25);
    const Layout l = layout();
    const QColor text = palette().color(QPalette::WindowText);
    p.setFont(font);
    p.setPen(text);
    p.drawText(QRectF(l.left, l.top, l.labelWidth, l.box), Qt::AlignVCenter | Qt::AlignLeft, label);

    const QFont index = m_type.presenting() ? fittedFont(
                            this->font(), {QString::number(m_scene.n - 1)}, l.box * 0.9)
                                            : indexFont(this->font(), l.box, m_scene.n);
    for (int r = 0; r < m_scene.n; ++r) {
        const QRectF cell(l.left + l.labelWidth + r * l.box, l.top, l.box, l.box);
        paintCell(p, r, cell, font);
        p.setFont(index);
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(QRectF(cell.left(), l.indexTop, l.box, l.indexHeight), Qt::AlignCenter,
                   QString::number(r));
    }
    // The caption of the indices, in their type and colour, right-aligned before the first.
    const QRectF caption = indexCaptionRect();
    p.setFont(fittedFont(index, {indexCaption()}, caption.width()));
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(caption, Qt::AlignRight | Qt::AlignVCenter, indexCaption());
}

// One value of the strip, at a level (a row in row order, a column in column order): its box,
// the frame of the level the step is on, the value (or the candidate "c?" where the level has
// no queen yet).
void PlacementArrayView::paintCell(QPainter &p, int r, const QRectF &cell, const QFont &font) const
{
    const qreal box = cell.width();
    const int value = valueAt(r);
    QColor fill = palette().color(QPalette::Base);
    if (m_scene.mark == Mark::Solution)
        fill = m_theme.solution.lighter(170);
    else if (m_scene.mark == Mark::Exhausted && r == m_scene.exhaustedLevel)
        fill = m_theme.exhausted.lighter(170);
    p.setPen(QPen(palette().color(QPalette::Mid), 1));
    p.setBrush(fill);
    p.drawRect(cell);
    if (isMarked(r)) {
        p.setPen(QPen(markColour(), std::max<qreal>(2.5, box * 0.08)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(cell.adjusted(2, 2, -2, -2));
    }
    p.setPen(value >= 0 ? palette().color(QPalette::Text)
                        : palette().color(QPalette::PlaceholderText));
    p.setFont(valueFont(font, box, m_scene.n));
    p.drawText(cell, Qt::AlignCenter, shownAt(r));
}

QFont PlacementArrayView::valueFont(QFont base, qreal box, int n)
{
    // The widest value: "14?" at N=16 (a candidate), two digits and the mark.
    base.setPixelSize(std::max(8, int(box * 0.5)));
    return fittedFont(base, {QString::number(std::max(0, n - 1)) + QStringLiteral("?")},
                      box * 0.86);
}

QFont PlacementArrayView::indexFont(QFont base, qreal box, int n)
{
    // Smaller than the values in the window; presenting (a type in pixels) the indices keep
    // the presentation's smallest type, readable from the back of the room.
    if (base.pixelSize() <= 0)
        base.setPointSizeF(base.pointSizeF() * 0.85);
    return fittedFont(base, {QString::number(std::max(0, n - 1))}, box * 0.9);
}

bool PlacementArrayView::isMarked(int level) const
{
    return level == markedLevel() && m_scene.mark != Mark::Solution
           && m_scene.mark != Mark::Exhausted;
}

QString PlacementArrayView::shownAt(int level) const
{
    const int value = valueAt(level);
    if (value >= 0)
        return QString::number(value);
    if (isMarked(level) && (m_scene.mark == Mark::Candidate || m_scene.mark == Mark::Conflict))
        return QString::number(byColumn() ? m_scene.row : m_scene.col) + QStringLiteral("?");
    return QStringLiteral("·");
}
