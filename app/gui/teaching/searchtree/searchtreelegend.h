#pragma once

#include "searchtreelook.h"

#include <QCoreApplication>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

class QPainter;

// The legend under the search tree panel: a swatch and a word for each colour the current
// view uses, wrapped onto as many lines as the width needs. Laid out when the panel is, so
// painting only draws. A plain value owned by SearchTreeView; GUI thread.
class SearchTreeLegend
{
    Q_DECLARE_TR_FUNCTIONS(SearchTreeLegend)

public:
    struct Contents
    {
        bool wholeTree = false; // the whole tree, else the path window
        bool bitmask = false; // the bitmask check rules squares out instead of rejecting them
        bool columns = false; // column order: the numbers are rows
    };

    // Places the items for a panel of this width; returns the height of the legend band.
    qreal layout(const Contents &contents, const SearchTreeLook &look, qreal width);
    // The words of the items laid out last, for tests and screen readers.
    QStringList texts() const;
    // Draws the items into the band (the band's top is their origin).
    void paint(QPainter &p, const QRectF &band, const SearchTreeLook &look) const;

private:
    struct Item
    {
        enum class Shape : std::uint8_t { Dot, Ring, Square, Hatched, Cross, None } shape;
        QColor colour;
        QString text;
        QRectF box; // of the swatch, relative to the band; the text follows it
    };
    void fill(const Contents &contents, const SearchTreeColours &c);
    static void paintSwatch(QPainter &p, const Item &item, const QRectF &box,
                            const SearchTreeColours &c);

    std::vector<Item> m_items;
};
