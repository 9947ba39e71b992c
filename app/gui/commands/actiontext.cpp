#include "actiontext.h"

#include <QAction>
#include <QCoreApplication>
#include <QStringList>

void describeAction(QAction *action, const QString &text, const QString &tip)
{
    action->setText(text);
    QStringList keys;
    for (const QKeySequence &key : action->shortcuts())
        keys << key.toString(QKeySequence::NativeText);
    // Kept in WindowActions' context, where the translations of these two texts already are.
    action->setToolTip(
        keys.isEmpty()
            ? tip
            : QCoreApplication::translate("WindowActions", "%1 (%2)")
                  .arg(tip, keys.join(QCoreApplication::translate("WindowActions", ", "))));
    action->setStatusTip(tip);
}
