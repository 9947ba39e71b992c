#include "elidingcombobox.h"

#include <QAbstractItemModel>
#include <QStyleOptionComboBox>
#include <QStylePainter>

#include <algorithm>

ElidingComboBox::ElidingComboBox(QWidget *parent)
    : QComboBox(parent)
{
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(kShortestText);
    // Its wanted width follows its items (another language).
    connect(model(), &QAbstractItemModel::dataChanged, this, &QWidget::updateGeometry);
    connect(model(), &QAbstractItemModel::rowsInserted, this, &QWidget::updateGeometry);
}

QSize ElidingComboBox::sizeHint() const
{
    const QSize least = QComboBox::sizeHint();
    int widest = 0;
    for (int i = 0; i < count(); ++i)
        widest = std::max(widest, fontMetrics().horizontalAdvance(itemText(i)));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    const QSize whole = style()->sizeFromContents(QStyle::CT_ComboBox, &option,
                                                  QSize(widest, least.height()), this);
    return {std::max(least.width(), whole.width()), least.height()};
}

QString ElidingComboBox::shownText() const
{
    QStyleOptionComboBox option;
    initStyleOption(&option);
    const QRect field = style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                QStyle::SC_ComboBoxEditField, this);
    return fontMetrics().elidedText(currentText(), Qt::ElideRight, field.width());
}

void ElidingComboBox::paintEvent(QPaintEvent *)
{
    // As QComboBox paints itself, with the label's text elided.
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    option.currentText = shownText();
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}
