#pragma once

#include <QAction>
#include <QKeySequence>
#include <QList>
#include <QStyle>

#include <array>
#include <cstddef>
#include <initializer_list>
#include <span>

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

// The actions of one table of declared commands, by command, and the four things every table
// does with them: make them (each triggered one calls the owner back with its command), give
// them their texts in the language now set, enable those whose rule holds, and list those with
// keys. Held by the table's owner (WindowActions, LessonActions, TraceActions), whose children
// the actions are; the owner lays out its own menus. GUI thread.
template<typename Declaration, std::size_t kCount>
class CommandActions
{
public:
    using Command = decltype(Declaration::command);

    // Makes the action of each command of `table` with `make(declared)` (makeCommandAction, and
    // whatever the owner adds); `triggered(command, checked)` is called, on `receiver`, when one
    // is triggered. Once, before anything else.
    template<std::size_t kRows, typename Make, typename Triggered>
    void makeWith(const Declaration (&table)[kRows], Make make, QObject *receiver,
                  Triggered triggered)
    {
        static_assert(kRows == kCount, "one row for each command");
        m_table = table;
        for (const Declaration &declared : m_table) {
            QAction *action = make(declared);
            m_actions[std::size_t(declared.command)] = action;
            QObject::connect(action, &QAction::triggered, receiver,
                             [triggered, command = declared.command](bool checked) {
                                 triggered(command, checked);
                             });
        }
    }
    // Makes each with makeCommandAction, a child of `owner` added to `window`.
    template<std::size_t kRows, typename Triggered>
    void make(const Declaration (&table)[kRows], QObject *owner, QWidget *window,
              Triggered triggered)
    {
        makeWith(
            table,
            [owner, window](const Declaration &declared) {
                return makeCommandAction(owner, window, declared.name, declared.keys,
                                         declared.checkable);
            },
            owner, triggered);
    }

    QAction *operator[](Command command) const { return m_actions[std::size_t(command)]; }

    // Every command's text and tip translated in `context`, but those the owner sets itself.
    void describe(const char *context) const
    {
        for (const Declaration &declared : m_table)
            if (declared.text)
                describeCommand((*this)[declared.command], context, declared.text, declared.tip);
    }
    // Enables each command whose rule holds in `context` (the others are the owner's).
    template<typename Context>
    void enable(const Context &context) const
    {
        for (const Declaration &declared : m_table)
            if (declared.enabledWhen)
                (*this)[declared.command]->setEnabled(declared.enabledWhen(context));
    }
    // The commands that have keys, in the table's order (the keys' list, the Simple view).
    QList<QAction *> withShortcuts() const
    {
        QList<QAction *> actions;
        for (const Declaration &declared : m_table)
            if (!(*this)[declared.command]->shortcuts().isEmpty())
                actions << (*this)[declared.command];
        return actions;
    }

private:
    std::span<const Declaration> m_table;
    std::array<QAction *, kCount> m_actions {};
};
