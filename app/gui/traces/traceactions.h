#pragma once

#include "commandtable.h"

#include <QObject>

class QAction;
class QMenu;
class QWidget;

// The commands of a student's own program: open its trace, go to the trace's first violation,
// run the program from the window. Declared once in a table like the window's (WindowActions)
// and the lessons' (LessonActions); triggering one emits the intent commanded(), which
// TraceController carries out. GUI thread.
class TraceActions : public QObject
{
    Q_OBJECT

public:
    enum class Command { OpenTrace, GoToViolation, RunProgram };
    static constexpr std::size_t kCommands = std::size_t(Command::RunProgram) + 1;
    // What the commands' rules of enabling read.
    struct State
    {
        bool violationShown = false; // a trace with a violation is shown
    };

    explicit TraceActions(QWidget *window);

    // Puts Open a trace into the File menu before `before`, and the others at the end of the
    // Run menu.
    void addToMenus(QMenu *fileMenu, QAction *before, QMenu *runMenu);
    void retranslate();
    void update(const State &state);
    QList<QAction *> withShortcuts() const;
    QAction *action(Command command) const { return m_actions[command]; }

signals:
    void commanded(TraceActions::Command command);

private:
    enum class Menu { File, Run };
    using Declaration = CommandDeclaration<Command, Menu, State>;
    static const Declaration kDeclarations[];

    CommandActions<Declaration, kCommands> m_actions;
};
