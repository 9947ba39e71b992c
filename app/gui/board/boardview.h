#pragma once

#include "boardscene.h"
#include "boardtheme.h"
#include "runtypes.h"

#include <QPixmap>
#include <QSvgRenderer>
#include <QVariantAnimation>
#include <QWidget>

// Paints a BoardScene: square cells filling the widget, row and column labels, queens from
// the SVG in the resources, and the marks that explain the last step. Holds no search state,
// only the scene it was given. GUI thread.
class BoardView : public QWidget
{
    Q_OBJECT

public:
    // Extra layers a teacher can switch on or off.
    struct Overlays
    {
        bool attackedSquares = false; // squares attacked by the queens on the board
        bool attackCounts = false; // how many queens attack each square
        bool conflictLines = true; // the line from the attacking queen to a rejected square
        bool candidate = true; // the square being tried
    };

    explicit BoardView(QWidget *parent = nullptr);

    void setOverlays(const Overlays &overlays);
    const Overlays &overlays() const { return m_overlays; }
    void setBreakpoints(const nq::SquareSet &breakpoints);
    // Keyboard cursor for placing queens by hand (arrow keys move it, Enter or Space acts).
    void setCursorEnabled(bool enabled);
    bool cursorEnabled() const { return m_cursorEnabled; }
    QPoint cursorSquare() const { return m_cursor; } // (col, row)
    // How many queens on the board attack (row, col); the square's own queen does not count.
    int attackCount(int row, int col) const;

    void setScene(const BoardScene &scene, int animationMs = 0);
    const BoardScene &scene() const { return m_scene; }
    void setTheme(const BoardTheme &theme);
    const BoardTheme &theme() const { return m_theme; }

    // What a screen reader says about the board: its size and where the queens stand.
    QString spokenDescription() const;

    // The rectangle of a square in widget coordinates (for tests and hit testing).
    QRectF squareRect(int row, int col) const;
    // The square under a point, or (-1, -1).
    QPoint squareAt(const QPointF &point) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // For cells `cell` pixels wide: the frame's width around the board (thicker round a
    // solution), and the gap between the board's edge and its labels, wider than any frame so
    // that no frame covers a label.
    static qreal frameWidth(qreal cell, bool solution);
    static qreal labelGap(qreal cell);

signals:
    // A left click, or Enter/Space on the cursor square.
    void squareActivated(int row, int col);
    // A right click (or the menu key on the cursor square): breakpoints.
    void squareContextRequested(int row, int col, const QPoint &globalPos);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Geometry
    {
        QRectF board;
        qreal cell = 0;
        qreal labelBand = 0;
    };
    Geometry geometry() const;
    const QPixmap &queenPixmap(qreal cell);
    const QPixmap &background(const Geometry &g);
    void paintSquares(QPainter &p, const Geometry &g);
    void paintSolutionAndFrame(QPainter &p, const Geometry &g);
    void paintLabels(QPainter &p, const Geometry &g);
    void paintMarksBelowQueens(QPainter &p, const Geometry &g);
    void paintQueens(QPainter &p, const Geometry &g);
    void paintMarksAboveQueens(QPainter &p, const Geometry &g);
    void paintAttackOverlays(QPainter &p, const Geometry &g);
    void paintPractice(QPainter &p, const Geometry &g);
    void paintBreakpointsAndCursor(QPainter &p, const Geometry &g);
    void drawQueen(QPainter &p, const QRectF &square, qreal opacity, qreal scale = 1.0);
    void announce();

    BoardScene m_scene;
    BoardTheme m_theme = BoardTheme::classic();
    QSvgRenderer m_queenSvg;
    QPixmap m_queenCache;
    QPixmap m_background;
    QString m_backgroundKey;
    qreal m_queenCacheCell = 0;
    QVariantAnimation m_animation;
    qreal m_progress = 1.0; // 0..1 through the animation of the last mark
    Overlays m_overlays;
    nq::SquareSet m_breakpoints {};
    bool m_cursorEnabled = false;
    QPoint m_cursor {0, 0};
};
