#pragma once

#include "boardtheme.h"

#include <QStyledItemDelegate>

// Paints one row of the solutions list: a small picture of the board, the solution's
// number and its array. Grouped by class, the first row of each class carries the class's
// heading (a rule across its top, the class in bold) and the rows after it the class in a
// quieter colour, so that the groups show without rows of another height. Allocates nothing
// per row beyond the text. GUI thread.
class SolutionDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit SolutionDelegate(QObject *parent = nullptr);
    void setTheme(const BoardTheme &theme) { m_theme = theme; }
    const BoardTheme &theme() const { return m_theme; }

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // The picture of a board of N: squares of at least kMinimumSquare pixels, so that the
    // queens show at N=12 (3-pixel squares did not), between kPictureSide and kLargestPicture.
    static constexpr int kPictureSide = 44;
    static constexpr int kMinimumSquare = 6;
    static constexpr int kLargestPicture = 96;
    static int pictureSide(int n);
    // The array as the row shows it in `width` pixels: in a smaller font (down to 80% of
    // `font`), then without the spaces after the commas, and cut with "…" only when even
    // that is too wide (N=16 in a narrow list used to be cut; now it fits whole).
    struct ShownArray
    {
        QFont font;
        QString text;
    };
    static ShownArray arrayToShow(const QString &array, const QFont &font, int width);

private:
    BoardTheme m_theme = BoardTheme::classic();
};
