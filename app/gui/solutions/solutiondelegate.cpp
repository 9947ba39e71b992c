#include "solutiondelegate.h"

#include "fittedfont.h"
#include "miniboard.h"
#include "solutionlistmodel.h"

#include <QApplication>
#include <QLocale>
#include <QPainter>

#include <algorithm>

SolutionDelegate::SolutionDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

int SolutionDelegate::pictureSide(int n)
{
    return std::clamp(kMinimumSquare * n, kPictureSide, kLargestPicture);
}

QSize SolutionDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const int n = index.isValid()
                      ? int(index.data(SolutionListModel::PlacementRole).toByteArray().size())
                      : 0;
    const int side = pictureSide(n);
    return {kPictureSide * 6, std::max(side + 8, option.fontMetrics.height() * 2 + 8)};
}

void SolutionDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                             const QModelIndex &index) const
{
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &background, painter, widget);

    const MiniBoard board = MiniBoard::fromBytes(
        index.data(SolutionListModel::PlacementRole).toByteArray(), m_theme);
    const int cell = MiniBoard::cellFor(pictureSide(board.size()), board.size());
    const int side = cell * board.size();
    const QRect picture(option.rect.left() + 6,
                        option.rect.top() + (option.rect.height() - side) / 2, side, side);
    board.paint(painter, picture.topLeft(), cell);

    const bool selected = option.state & QStyle::State_Selected;
    painter->setPen(option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    QFont bold = option.font;
    bold.setBold(true);
    const QRect text = option.rect.adjusted(picture.width() + 16, 4, -4, -4);
    const QString number = tr("Solution %1")
                               .arg(QLocale().toString(
                                   index.data(SolutionListModel::NumberRole).toULongLong()));
    painter->setFont(bold);
    painter->drawText(text, Qt::AlignLeft | Qt::AlignTop, number);
    painter->setFont(option.font);
    // Grouped by class: the first row of a class carries its heading (a rule across the top,
    // the class in bold), the later members the class in a quieter colour.
    const QVariant classStart = index.data(SolutionListModel::ClassStartRole);
    painter->save();
    if (classStart.toBool()) {
        painter->fillRect(QRect(option.rect.left(), option.rect.top(), option.rect.width(), 3),
                          option.palette.color(QPalette::Highlight));
        painter->setFont(bold);
    } else if (classStart.isValid() && !selected) {
        painter->setPen(option.palette.color(QPalette::PlaceholderText));
    }
    painter->drawText(text, Qt::AlignRight | Qt::AlignTop,
                      index.data(SolutionListModel::ClassTextRole).toString());
    painter->restore();
    const ShownArray array = arrayToShow(index.data(SolutionListModel::ArrayTextRole).toString(),
                                         option.font, text.width());
    painter->setFont(array.font);
    painter->drawText(text, Qt::AlignLeft | Qt::AlignBottom, array.text);
}

SolutionDelegate::ShownArray SolutionDelegate::arrayToShow(const QString &array, const QFont &font,
                                                           int width)
{
    const int smallest = std::max(6, (QFontInfo(font).pixelSize() * 4 + 4) / 5); // 80%, rounded up
    for (const QString &text : {array, QString(array).remove(QLatin1Char(' '))}) {
        const QFont fitted = fittedFont(font, {text}, width, smallest);
        if (QFontMetricsF(fitted).horizontalAdvance(text) <= width)
            return {fitted, text};
    }
    QFont smallestFont = font;
    smallestFont.setPixelSize(smallest);
    const QString compact = QString(array).remove(QLatin1Char(' '));
    return {smallestFont, QFontMetrics(smallestFont).elidedText(compact, Qt::ElideRight, width)};
}
