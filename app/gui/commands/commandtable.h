#pragma once

#include <QKeySequence>
#include <QList>
#include <QStyle>

#include <initializer_list>

class QAction;
class QObject;
class QWidget;

// A command's keys: key combinations, or a standard key (Copy, Open) that the platform names,
// looked up only when the action is made, as it needs the running application. Plain value.
struct CommandKeys
{
    CommandKeys() = default;
    CommandKeys(std::initializer_list<QKeyCombination> list)
        : combinations(list)
    {
    }
    CommandKeys(QKeySequence::StandardKey key)
        : standard(key)
    {
    }
    QList<QKeySequence> sequences() const;

    QList<QKeyCombination> combinations;
    QKeySequence::StandardKey standard = QKeySequence::UnknownKey;
};

// One command, declared once in the table of the object that owns its action (WindowActions,
// LessonActions): the action, its keys, its place in the menus, its texts and when it is
// enabled follow from it. `text` and `tip` are marked with QT_TRANSLATE_NOOP in the owner's
// translation context; `enabledWhen` reads what the owner knows of the moment (`Context`).
// Plain value, in a table made before the application starts.
template<typename Command, typename Menu, typename Context>
struct CommandDeclaration
{
    Command command;
    const char *name; // the action's object name, which tests and tools find it by
    CommandKeys keys;
    QStyle::StandardPixmap icon; // QStyle::SP_CustomBase: none
    Menu menu;
    bool separatorBefore;
    bool checkable;
    bool (*enabledWhen)(const Context &context); // nullptr: left as the owner sets it
    const char *text; // nullptr: the owner sets the texts itself (Play, Pause, Start…)
    const char *tip;
};

// The action of a declared command, a child of `owner` added to `window`, so that its keys
// work anywhere in the window. GUI thread.
QAction *makeCommandAction(QObject *owner, QWidget *window, const char *name,
                           const CommandKeys &keys, bool checkable);
// Sets a declared command's text and tip, translated in `context`, the tip with its keys.
void describeCommand(QAction *action, const char *context, const char *text, const char *tip);

// Enables each declared command whose rule holds in `context`; `actionOf` finds its action.
template<typename Table, typename Context, typename ActionOf>
void enableCommands(const Table &table, const Context &context, ActionOf actionOf)
{
    for (const auto &declared : table)
        if (declared.enabledWhen)
            actionOf(declared.command)->setEnabled(declared.enabledWhen(context));
}
