#include "solutiondelegate.h"

#include "solutionlistmodel.h"

#include <QApplication>
#include <QLocale>
#include <QPainter>

SolutionDelegate::SolutionDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

QSize SolutionDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    return {kPictureSide * 6, std::max(kPictureSide + 8, option.fontMetrics.height() * 2 + 8)};
}

void SolutionDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &background, painter, widget);

    const QByteArray cols = index.data(SolutionListModel::PlacementRole).toByteArray();
    const int n = int(cols.size());
    painter->save();
    // The picture: whole-pixel cells, queens as dots.
    const int cell = std::max(1, kPictureSide / std::max(1, n));
    const int side = cell * n;
    const QRect picture(option.rect.left() + 6, option.rect.top() + (option.rect.height() - side) / 2, side, side);
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const QRect square(picture.left() + c * cell, picture.top() + r * cell, cell, cell);
            painter->fillRect(square, (r + c) % 2 ? m_theme.darkSquare : m_theme.lightSquare);
        }
    }
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0x20, 0x21, 0x24));
    for (int r = 0; r < n; ++r) {
        const int c = static_cast<signed char>(cols.at(r));
        if (c < 0)
            continue;
        const QRectF square(picture.left() + c * cell, picture.top() + r * cell, cell, cell);
        const qreal radius = std::max(0.8, cell * 0.36);
        painter->drawEllipse(square.center(), radius, radius);
    }
    painter->restore();

    const bool selected = option.state & QStyle::State_Selected;
    painter->setPen(option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    QFont bold = option.font;
    bold.setBold(true);
    const QRect text = option.rect.adjusted(picture.width() + 16, 4, -4, -4);
    const QString number = tr("Solution %1").arg(QLocale().toString(index.data(SolutionListModel::NumberRole).toULongLong()));
    painter->setFont(bold);
    painter->drawText(text, Qt::AlignLeft | Qt::AlignTop, number);
    painter->setFont(option.font);
    painter->drawText(text, Qt::AlignRight | Qt::AlignTop, index.data(SolutionListModel::ClassTextRole).toString());
    painter->setFont(option.font);
    const QString array = option.fontMetrics.elidedText(index.data(SolutionListModel::ArrayTextRole).toString(),
                                                        Qt::ElideRight, text.width());
    painter->drawText(text, Qt::AlignLeft | Qt::AlignBottom, array);
}
