#include "actiontext.h"
#include "mnemonictext.h"

#include <QAction>
#include <QCoreApplication>
#include <QStringList>

// Kept in WindowActions' context, where the translations of these texts already are.
void describeAction(QAction *action, const QString &text, const QString &tip)
{
    setActionText(action, text);
    const QString keys = keysOf(action);
    action->setToolTip(
        keys.isEmpty() ? tip
                       : QCoreApplication::translate("WindowActions", "%1 (%2)").arg(tip, keys));
    action->setStatusTip(tip);
}

void setActionText(QAction *action, const QString &text)
{
    action->setText(text);
    // Qt strips only the "&" for a tool button, which left "前进一步(E)" on the Step button:
    // an accelerator it does not have (Alt+E opened Help, "帮助(&E)").
    action->setIconText(withoutMnemonic(text));
}

QString keysOf(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &key : action->shortcuts())
        keys << key.toString(QKeySequence::NativeText);
    return keys.join(QCoreApplication::translate("WindowActions", ", "));
}
