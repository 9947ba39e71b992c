#pragma once

#include "boardscene.h"
#include "boardtheme.h"

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
    explicit BoardView(QWidget *parent = nullptr);

    void setScene(const BoardScene &scene, int animationMs = 0);
    const BoardScene &scene() const { return m_scene; }
    void setTheme(const BoardTheme &theme);
    const BoardTheme &theme() const { return m_theme; }

    // The rectangle of a square in widget coordinates (for tests and hit testing).
    QRectF squareRect(int row, int col) const;
    // The square under a point, or (-1, -1).
    QPoint squareAt(const QPointF &point) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Geometry
    {
        QRectF board;
        qreal cell = 0;
        qreal labelBand = 0;
    };
    Geometry geometry() const;
    const QPixmap &queenPixmap(qreal cell);
    void paintSquares(QPainter &p, const Geometry &g);
    void paintLabels(QPainter &p, const Geometry &g);
    void paintMarksBelowQueens(QPainter &p, const Geometry &g);
    void paintQueens(QPainter &p, const Geometry &g);
    void paintMarksAboveQueens(QPainter &p, const Geometry &g);
    void drawQueen(QPainter &p, const QRectF &square, qreal opacity, qreal scale = 1.0);

    BoardScene m_scene;
    BoardTheme m_theme = BoardTheme::classic();
    QSvgRenderer m_queenSvg;
    QPixmap m_queenCache;
    qreal m_queenCacheCell = 0;
    QVariantAnimation m_animation;
    qreal m_progress = 1.0; // 0..1 through the animation of the last mark
};
