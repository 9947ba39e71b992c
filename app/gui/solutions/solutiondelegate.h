#pragma once

#include "boardtheme.h"

#include <QStyledItemDelegate>

// Paints one row of the solutions list: a small picture of the board, the solution's
// number and its array. Allocates nothing per row beyond the text. GUI thread.
class SolutionDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit SolutionDelegate(QObject *parent = nullptr);
    void setTheme(const BoardTheme &theme) { m_theme = theme; }

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    static constexpr int kPictureSide = 44;

private:
    BoardTheme m_theme = BoardTheme::classic();
};
