#pragma once

#include <QLineF>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <cstdint>

// Pixel sizes of the search tree panel, worked out by the whole-tree or the path-window
// view on resize, zoom and mode changes only, and read by the scroll area around them.
// Plain values and a few helpers; GUI thread.
struct SearchTreeGeometry
{
    static constexpr qreal kMargin = 12;

    bool topDown = true; // depth runs down the view (else to the right)
    qreal unit = 24; // breadth of a leaf slot (tree), or a cell (path window)
    qreal gap = 60; // depth between levels (tree), or rows (path window)
    qreal node = 20; // node diameter
    qreal cell = 4; // strip cell size
    qreal band = 60; // the pinned band with the level names
    qreal legend = 24; // the pinned legend band at the bottom
    QSizeF content; // the scrollable extent
    QPointF origin; // content origin in the viewport when not scrolled
    bool staggerLabels = false; // solution numbers wider than a slot alternate between two lines
    bool compact = false; // path window: short level names, no step column
    qreal info = 0; // path window: width of the step column

    // The part of a viewport of this size that scrolls: all but the level band and legend.
    QSizeF scrolledRoom(const QSizeF &view) const
    {
        return topDown ? QSizeF(view.width() - band, view.height() - legend)
                       : QSizeF(view.width(), view.height() - band - legend);
    }
};

namespace searchtreegeometry {

inline bool hasBit(std::uint32_t bits, int candidate)
{
    return candidate >= 0 && candidate < 32 && (bits >> candidate) & 1u;
}

// The part of a segment inside a rectangle (Liang-Barsky), so that the long edges of a big
// tree are not stroked over thousands of pixels only to be clipped away.
bool clipLine(QLineF &line, const QRectF &rect);

} // namespace searchtreegeometry
