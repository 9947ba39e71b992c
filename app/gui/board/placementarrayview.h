#pragma once

#include "boardscene.h"
#include "boardtheme.h"

#include <QWidget>

class QPainter;

// Shows the board as the classic backtracking programs keep it: the 1-D array cols[row] = col, one box per
// row, with the box of the last step's row marked like the board marks its square.
// Paints the scene it is given; holds no search state. GUI thread.
class PlacementArrayView : public QWidget
{
    Q_OBJECT

public:
    explicit PlacementArrayView(QWidget *parent = nullptr);

    void setScene(const BoardScene &scene);
    void setTheme(const BoardTheme &theme);
    QString text() const; // "cols = [0, 2, ·, ·]"

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    // The colour of the mark on the board's current row (a candidate, conflict, placement or removal).
    QColor markColour() const;
    void paintCell(QPainter &p, int r, const QRectF &cell, const QFont &font) const;

    BoardScene m_scene;
    BoardTheme m_theme = BoardTheme::classic();
};
