#pragma once

#include "boardtheme.h"
#include "searchtypes.h"

#include <QByteArray>
#include <QRect>
#include <QRectF>

class QPainter;

// A small picture of one board: the squares in the theme's colours and a mark on each queen.
// A plain value that paints itself (the shape of Qt's stardelegate StarRating), shared by the
// solutions list, the symmetry panel and the printed handout, so that a small board is drawn
// in one place. Paints on whatever thread owns the painter (the GUI thread in practice).
class MiniBoard
{
public:
    MiniBoard(const nq::Placement &placement, const BoardTheme &theme);
    // From the solution list's PlacementRole: one signed byte a row, -1 for no queen.
    static MiniBoard fromBytes(const QByteArray &cols, const BoardTheme &theme);

    int size() const { return m_placement.n; }
    // The side of a square when the board must fit in `side` pixels: whole pixels, at least 1.
    static int cellFor(int side, int n) { return std::max(1, side / std::max(1, n)); }
    // The smallest dot drawn for a queen on a tiny board, in pixels.
    void setMinimumDotRadius(qreal radius) { m_minimumDotRadius = radius; }

    // For the screen: whole-pixel squares of `cell` pixels from `topLeft`, queens as dark dots,
    // so the board stays sharp however small it is.
    void paint(QPainter *painter, const QPoint &topLeft, int cell) const;
    // For print: the board scaled to fill `square`, queens drawn from the queen picture, and
    // a frame, since paper has no background to set the board apart.
    void paintScaled(QPainter *painter, const QRectF &square) const;

private:
    nq::Placement m_placement;
    BoardTheme m_theme;
    qreal m_minimumDotRadius = 0.8;
};
