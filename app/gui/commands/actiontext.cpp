#include "actiontext.h"

#include <QAction>
#include <QCoreApplication>
#include <QStringList>

// Kept in WindowActions' context, where the translations of these texts already are.
void describeAction(QAction *action, const QString &text, const QString &tip)
{
    action->setText(text);
    const QString keys = keysOf(action);
    action->setToolTip(
        keys.isEmpty() ? tip
                       : QCoreApplication::translate("WindowActions", "%1 (%2)").arg(tip, keys));
    action->setStatusTip(tip);
}

QString keysOf(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &key : action->shortcuts())
        keys << key.toString(QKeySequence::NativeText);
    return keys.join(QCoreApplication::translate("WindowActions", ", "));
}
