#pragma once

#include "boardscene.h"
#include "boardtheme.h"
#include "textzoom.h"

#include <QWidget>

class QPainter;

// Shows the board as the classic backtracking programs keep it: the 1-D array cols[row] = col,
// one box per row, or in column order rows[col] = row, one box per column, as the column-order
// pseudocode keeps it; the box of the last step's level is marked like the board marks its
// square.
// Paints the scene it is given; holds no search state. GUI thread.
class PlacementArrayView : public QWidget
{
    Q_OBJECT

public:
    explicit PlacementArrayView(QWidget *parent = nullptr);

    void setScene(const BoardScene &scene);
    void setTheme(const BoardTheme &theme);
    QString text() const; // "cols = [0, 2, ·, ·]", or "rows = […]" in column order

    // What the box of a level shows ("3", "·", or the candidate "2?"), and whether it carries
    // the mark of the last step.
    QString shownAt(int level) const;
    bool isMarked(int level) const;
    // The fonts of the values and of the indices above them, for boxes `box` pixels wide at
    // N=n: as large as fits ("14?" at N=16 and "31" at N=32 stay inside their box).
    static QFont valueFont(QFont base, qreal box, int n);
    // Presentation mode: the name, the indices and the values with capital letters at least
    // `capPixels` high (from the screen's height), as readable from the back of the room as
    // the board's labels; 0 goes back to the window's type.
    void setPresentationCaps(qreal capPixels);
    // View ▸ Zoom: the type and the boxes `zoom` times their size, in the window and while
    // presenting.
    void setTextZoom(qreal zoom);
    // The side of one value's box at the widget's size now, in pixels.
    qreal boxSide() const;
    static QFont indexFont(QFont base, qreal box, int n);
    // The word before the indices, so that they read as the array's indices ("row 0, row 1…"
    // in row order, "column" in column order), not as the board's columns; and where it is
    // drawn at the widget's size now.
    QString indexCaption() const;
    QRectF indexCaptionRect() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    // The colour of the mark on the board's current row (a candidate, conflict, placement or removal).
    QColor markColour() const;
    bool byColumn() const;
    QString arrayName() const; // "cols" or "rows"
    // The value at a level (-1: no queen there yet), and the level the last step is on.
    int valueAt(int level) const;
    int markedLevel() const;
    void paintCell(QPainter &p, int r, const QRectF &cell, const QFont &font) const;
    // Presenting: the side of a box whose value has the presentation type's capitals.
    qreal presentationBox() const;
    int hintedHeight() const;
    // The height of the indices' row over the boxes.
    int indexRowHeight() const;
    // Where the label, the boxes and the indices go at the widget's size now.
    struct Layout
    {
        qreal left = 0; // of the label
        qreal labelWidth = 0;
        qreal top = 0; // of the boxes
        qreal box = 0;
        qreal indexTop = 0;
        int indexHeight = 0;
    };
    Layout layout() const;

    BoardScene m_scene;
    BoardTheme m_theme = BoardTheme::classic();
    // Sets the type of the window or of presentation mode, zoomed.
    void applyFont();

    TeachingType m_type; // in the window (zoomed, from the parent's type) and while presenting
};
