#include "searchtreelegend.h"

#include "searchtreegeometry.h"

#include <QFontMetricsF>
#include <QPainter>

#include <cmath>

void SearchTreeLegend::fill(const Contents &contents, const SearchTreeColours &c)
{
    using Shape = Item::Shape;
    m_items.clear();
    m_items.push_back({Shape::Dot, c.path, tr("on the board"), {}});
    if (contents.wholeTree) {
        m_items.push_back({Shape::Dot, c.exploredFill, tr("lifted"), {}});
        m_items.push_back({Shape::Ring, c.lifted, tr("just lifted"), {}});
        m_items.push_back({Shape::Dot, c.solution, tr("solution"), {}});
    } else {
        m_items.push_back({Shape::Ring, c.path, tr("trying"), {}});
        m_items.push_back({Shape::Square, c.exploredFill, tr("explored"), {}});
    }
    if (contents.bitmask)
        m_items.push_back({contents.wholeTree ? Shape::Square : Shape::Hatched,
                           c.exploredFill,
                           tr("ruled out by the mask"),
                           {}});
    else
        m_items.push_back({Shape::Cross, c.conflict, tr("rejected"), {}});
    m_items.push_back(
        {Shape::None, {}, contents.columns ? tr("numbers: rows") : tr("numbers: columns"), {}});
}

QStringList SearchTreeLegend::texts() const
{
    QStringList words;
    for (const Item &item : m_items)
        words << item.text;
    return words;
}

qreal SearchTreeLegend::layout(const Contents &contents, const SearchTreeLook &look, qreal width)
{
    // Wraps onto as many lines as the width needs, so a narrow dock still explains every colour.
    using Shape = Item::Shape;
    constexpr qreal kMargin = SearchTreeGeometry::kMargin;
    fill(contents, look.colours);
    const QFontMetricsF fm(look.font);
    const qreal lineHeight = std::ceil(fm.height() + 6);
    const qreal swatch = std::round(fm.height() * 0.7);
    qreal x = kMargin;
    int line = 0;
    for (Item &item : m_items) {
        const qreal itemWidth = (item.shape == Shape::None ? 0 : swatch + 5)
                                + fm.horizontalAdvance(item.text) + 14;
        if (x > kMargin && x + itemWidth > width - kMargin / 2) {
            x = kMargin;
            ++line;
        }
        item.box = QRectF(x, 4 + line * lineHeight + (lineHeight - swatch) / 2,
                          item.shape == Shape::None ? 0 : swatch, swatch);
        x += itemWidth;
    }
    return (line + 1) * lineHeight + 6;
}

void SearchTreeLegend::paint(QPainter &p, const QRectF &band, const SearchTreeLook &look) const
{
    using Shape = Item::Shape;
    const SearchTreeColours &c = look.colours;
    const QFontMetricsF fm(look.font);
    p.setFont(look.font);
    for (const Item &item : m_items) {
        const QRectF box = item.box.translated(0, band.top());
        paintSwatch(p, item, box, c);
        p.setPen(item.shape == Shape::None ? c.faintText : c.text);
        const qreal textLeft = box.right() + (item.shape == Shape::None ? 0 : 5);
        p.drawText(QRectF(textLeft, box.center().y() - fm.height() / 2,
                          fm.horizontalAdvance(item.text) + 4, fm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, item.text);
    }
}

void SearchTreeLegend::paintSwatch(QPainter &p, const Item &item, const QRectF &box,
                                   const SearchTreeColours &c)
{
    using Shape = Item::Shape;
    const qreal swatch = box.height();
    switch (item.shape) {
    case Shape::Dot:
        p.setPen(QPen(item.colour == c.exploredFill ? c.exploredLine : item.colour.darker(130), 1));
        p.setBrush(item.colour);
        p.drawEllipse(box);
        break;
    case Shape::Ring:
        p.setPen(QPen(item.colour, 2));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(box.adjusted(1, 1, -1, -1));
        break;
    case Shape::Square:
        p.setPen(QPen(c.exploredLine, 1));
        p.setBrush(item.colour);
        p.drawRect(box);
        break;
    case Shape::Hatched:
        p.setPen(QPen(c.exploredLine, 1));
        p.setBrush(c.stripBack);
        p.drawRect(box);
        p.setPen(Qt::NoPen);
        p.setBrush(QBrush(c.exploredLine, Qt::BDiagPattern));
        p.drawRect(box);
        break;
    case Shape::Cross: {
        p.setPen(Qt::NoPen);
        p.setBrush(mixColours(c.base, c.conflict, 0.25));
        p.drawRect(box);
        QPen cross(c.conflict, 2);
        cross.setCapStyle(Qt::RoundCap);
        p.setPen(cross);
        const QRectF x = box.adjusted(swatch * 0.22, swatch * 0.22, -swatch * 0.22, -swatch * 0.22);
        p.drawLine(x.topLeft(), x.bottomRight());
        p.drawLine(x.topRight(), x.bottomLeft());
        break;
    }
    case Shape::None: break;
    }
}
