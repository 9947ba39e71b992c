#include "searchundo.h"

#include <QLocale>

void SearchUndo::remember(const WindowState &replaced)
{
    // A listing or a count is started again as easily; a search stepped through is not.
    // A student's trace is opened again from its file or program, never as a search.
    if (!replaced.animates || replaced.showsTrace()
        || (replaced.step == 0 && !replaced.search.hasStartQueens()))
        return;
    push(m_undo, replaced);
    m_redo.clear();
}

std::optional<WindowState> SearchUndo::undo(const WindowState &current)
{
    if (m_undo.isEmpty())
        return std::nullopt;
    push(m_redo, current);
    return m_undo.takeLast();
}

std::optional<WindowState> SearchUndo::redo(const WindowState &current)
{
    if (m_redo.isEmpty())
        return std::nullopt;
    push(m_undo, current);
    return m_redo.takeLast();
}

QString SearchUndo::describe(const WindowState &state)
{
    return tr("N=%1, step %2")
        .arg(state.search.options.n)
        .arg(QLocale().toString(qulonglong(state.step)));
}

void SearchUndo::push(QList<WindowState> &stack, const WindowState &state)
{
    stack.append(state);
    if (stack.size() > kDepth)
        stack.removeFirst();
}

std::optional<QString> SearchUndo::step(bool undo, LessonWindow &window)
{
    const WindowState current = window.windowState();
    const std::optional<WindowState> back = undo ? this->undo(current) : redo(current);
    if (!back)
        return std::nullopt;
    window.applyWindowState(*back);
    return undo ? tr("Back to the search before: %1").arg(describe(*back))
                : tr("Forward again to: %1").arg(describe(*back));
}
