#include "commandtable.h"

#include "actiontext.h"

#include <QAction>
#include <QCoreApplication>
#include <QWidget>

QList<QKeySequence> CommandKeys::sequences() const
{
    if (standard != QKeySequence::UnknownKey)
        return {QKeySequence(standard)};
    QList<QKeySequence> sequences;
    for (const QKeyCombination combination : combinations)
        sequences << QKeySequence(combination);
    return sequences;
}

QAction *makeCommandAction(QObject *owner, QWidget *window, const char *name,
                           const CommandKeys &keys, bool checkable)
{
    auto *action = new QAction(owner);
    action->setObjectName(QString::fromLatin1(name));
    action->setShortcuts(keys.sequences());
    action->setShortcutContext(Qt::WindowShortcut);
    action->setCheckable(checkable);
    window->addAction(action);
    return action;
}

void describeCommand(QAction *action, const char *context, const char *text, const char *tip)
{
    describeAction(action, QCoreApplication::translate(context, text),
                   QCoreApplication::translate(context, tip));
}
