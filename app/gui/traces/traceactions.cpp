#include "traceactions.h"

#include <QAction>
#include <QMenu>
#include <QWidget>

namespace {

bool violationShown(const TraceActions::State &s)
{
    return s.violationShown;
}

} // namespace

// The table of the commands of a student's program, one row each: command, object name,
// keys; icon, menu, separator before it, toggles, when it is enabled; text and tip. F8 goes to
// the first violation as it goes to the next error in many editors.
// clang-format off
const TraceActions::Declaration TraceActions::kDeclarations[] = {
    {Command::OpenTrace, "openTrace", {Qt::CTRL | Qt::SHIFT | Qt::Key_O},
     QStyle::SP_CustomBase, Menu::File, false, false, nullptr,
     QT_TRANSLATE_NOOP("TraceActions", "Open a trace of &your program…"),
     QT_TRANSLATE_NOOP("TraceActions", "Open the trace your own program printed of its search "
                       "(place r c, remove r c, solution…), check it against the rules and "
                       "step through it")},
    {Command::GoToViolation, "goToViolation", {Qt::Key_F8},
     QStyle::SP_CustomBase, Menu::Run, true, false, violationShown,
     QT_TRANSLATE_NOOP("TraceActions", "&Jump to the first violation"),
     QT_TRANSLATE_NOOP("TraceActions", "Go to the first step where your program breaks a rule")},
    {Command::RunProgram, "runProgram", {Qt::CTRL | Qt::Key_R},
     QStyle::SP_CustomBase, Menu::Run, false, false, nullptr,
     QT_TRANSLATE_NOOP("TraceActions", "Run your o&wn program…"),
     QT_TRANSLATE_NOOP("TraceActions", "Run your own program with the board's N, read the trace "
                       "it prints while it runs and step through it")},
};
// clang-format on

TraceActions::TraceActions(QWidget *window)
    : QObject(window)
{
    setObjectName(QStringLiteral("traceActions"));
    m_actions.make(kDeclarations, this, window,
                   [this](Command command, bool) { emit commanded(command); });
    retranslate();
    update({});
}

void TraceActions::addToMenus(QMenu *fileMenu, QAction *before, QMenu *runMenu)
{
    for (const Declaration &declared : kDeclarations) {
        if (declared.menu == Menu::File) {
            fileMenu->insertAction(before, action(declared.command));
            continue;
        }
        if (declared.separatorBefore)
            runMenu->addSeparator();
        runMenu->addAction(action(declared.command));
    }
}

QList<QAction *> TraceActions::withShortcuts() const
{
    return m_actions.withShortcuts();
}

void TraceActions::update(const State &state)
{
    m_actions.enable(state);
}

void TraceActions::retranslate()
{
    m_actions.describe("TraceActions");
    // What F8 says when it cannot go anywhere (WindowActions says it for a disabled key).
    action(Command::GoToViolation)
        ->setProperty("refusal",
                      tr("Jump to the first violation: the search shown breaks no rule (the "
                         "built-in search, or a trace of your program that holds)"));
}
