#pragma once

#include "boardscene.h"
#include "boardtheme.h"
#include "searchtypes.h"

#include <QColor>
#include <QFont>
#include <QImage>
#include <QPoint>
#include <QRectF>
#include <QSvgRenderer>

#include <optional>

class QPainter;

// Paints a BoardScene the way the window shows it: square cells filling an area, row and
// column labels, queens from the SVG in the resources, and the marks that explain the last
// step, at a point of their animation. Holds the scene, the theme, the overlays, the
// breakpoints, the cursor and the colours and font around the board; no search state and no
// widget. BoardView paints through one on the GUI thread; exports make their own on any
// thread, painting on a QImage or a PDF (the queen is drawn from a QImage, never a QPixmap).
// One painter is used by one thread at a time.
class BoardPainter
{
public:
    // Extra layers a teacher can switch on or off.
    struct Overlays
    {
        bool attackedSquares = false; // squares attacked by the queens on the board
        bool attackCounts = false; // how many queens attack each square
        bool conflictLines = true; // the line from the attacking queen to a rejected square
        bool candidate = true; // the square being tried
    };

    // Where the board stands in an area: the board's square and the size of its cells.
    struct Geometry
    {
        QRectF board;
        qreal cell = 0;
        qreal labelBand = 0;
        int labelPixels = 8; // the row and column labels' pixel size
    };

    BoardPainter();
    BoardPainter(const BoardPainter &) = delete;
    BoardPainter &operator=(const BoardPainter &) = delete;

    void setScene(const BoardScene &scene) { m_scene = scene; }
    const BoardScene &scene() const { return m_scene; }
    void setTheme(const BoardTheme &theme) { m_theme = theme; }
    const BoardTheme &theme() const { return m_theme; }
    void setOverlays(const Overlays &overlays) { m_overlays = overlays; }
    const Overlays &overlays() const { return m_overlays; }
    void setBreakpoints(const nq::SquareSet &breakpoints) { m_breakpoints = breakpoints; }
    const nq::SquareSet &breakpoints() const { return m_breakpoints; }
    // 0..1 through the animation of the last mark; 1 (the default) is the step's end.
    void setProgress(qreal progress) { m_progress = progress; }
    qreal progress() const { return m_progress; }
    // The keyboard cursor's square as (col, row), drawn in `colour`; none hides it.
    void setCursor(std::optional<QPoint> square, const QColor &colour = Qt::blue);
    // What surrounds the board: the background paint() fills, the labels' colour, the font
    // of the labels and of the attack counts (its family and style; the painter sizes it).
    void setBackground(const QColor &colour) { m_background = colour; }
    void setLabelColour(const QColor &colour) { m_labelColour = colour; }
    void setFont(const QFont &font) { m_font = font; }
    const QFont &font() const { return m_font; }
    // How many more pixels than the device's the queen's picture gets: more for print, where
    // a device pixel is a dot of a 300 dpi page that a reader zooms into. 1 by default.
    void setQueenResolution(qreal factor) { m_queenResolution = factor; }
    // The labels at least this many pixels, their band as wide as they need (presentation
    // mode sizes them from the screen's height); 0, the default, sizes them from the cells.
    void setMinimumLabelPixels(int pixels) { m_minimumLabelPixels = pixels; }
    // View ▸ Zoom: the labels `scale` times the size the cells give them (the cells give up
    // what a wider band takes).
    void setLabelScale(qreal scale) { m_labelScale = scale; }

    Geometry geometry(const QRectF &area) const;
    // The pixel size of the row and column labels on a board of this geometry.
    static int labelPixels(const Geometry &g) { return g.labelPixels; }
    // The rectangle of a square in the area's coordinates.
    QRectF squareRect(const QRectF &area, int row, int col) const;
    // The square under a point, or (-1, -1).
    QPoint squareAt(const QRectF &area, const QPointF &point) const;
    // How many queens on the board attack (row, col); the square's own queen does not count.
    int attackCount(int row, int col) const;

    // The whole picture: the background colour over `area`, then the board centred in it.
    void paint(QPainter &p, const QRect &area);
    // The parts that change only with the size, the theme, the colours and the font: the
    // squares and the labels (no background), for a view that caches them.
    void paintBackground(QPainter &p, const QRectF &area);
    // Everything drawn over the squares: frame, overlays, marks, queens, breakpoints, cursor.
    void paintForeground(QPainter &p, const QRectF &area);

    // For cells `cell` pixels wide: the frame's width around the board (thicker round a
    // solution), and the gap between the board's edge and its labels, wider than any frame so
    // that no frame covers a label.
    static qreal frameWidth(qreal cell, bool solution);
    static qreal labelGap(qreal cell);

private:
    // The squares and a band for labels of `labelPixels`, at the top of the area or centred.
    Geometry geometryWithLabels(const QRectF &area, int labelPixels, bool atTop) const;
    QRectF square(const Geometry &g, int row, int col) const;
    const QImage &queenImage(qreal cell, qreal deviceScale);
    void paintSquares(QPainter &p, const Geometry &g);
    void paintLabels(QPainter &p, const Geometry &g);
    void paintSolutionAndFrame(QPainter &p, const Geometry &g);
    void paintMarksBelowQueens(QPainter &p, const Geometry &g);
    void paintQueens(QPainter &p, const Geometry &g);
    void paintMarksAboveQueens(QPainter &p, const Geometry &g);
    void paintConflict(QPainter &p, const Geometry &g, const QRectF &square, const QRectF &inner,
                       qreal border);
    void paintAttackOverlays(QPainter &p, const Geometry &g);
    void paintPractice(QPainter &p, const Geometry &g);
    void paintBreakpointsAndCursor(QPainter &p, const Geometry &g);
    void drawQueen(QPainter &p, const QRectF &square, qreal opacity, qreal scale = 1.0);

    BoardScene m_scene;
    BoardTheme m_theme = BoardTheme::classic();
    Overlays m_overlays;
    nq::SquareSet m_breakpoints {};
    qreal m_progress = 1.0;
    std::optional<QPoint> m_cursor;
    QColor m_cursorColour = Qt::blue;
    QColor m_background = Qt::white;
    QColor m_labelColour = Qt::black;
    QFont m_font;
    QSvgRenderer m_queenSvg;
    qreal m_queenResolution = 1.0;
    int m_minimumLabelPixels = 0;
    qreal m_labelScale = 1;
    QImage m_queenCache; // the queen for the last cell size and device scale
    qreal m_queenCacheCell = 0;
    qreal m_queenCacheScale = 0;
};
