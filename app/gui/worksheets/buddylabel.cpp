#include "buddylabel.h"

#include <QLabel>
#include <QRegularExpression>

QLabel *buddyLabel(const QString &text, QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(buddy);
    label->setObjectName(buddy->objectName() + QStringLiteral("Label"));
    QString spoken = text;
    spoken.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    label->setAccessibleName(spoken.replace(QStringLiteral("&&"), QStringLiteral("&")));
    return label;
}
