#pragma once

#include "lessonwindow.h"
#include "windowstate.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

// The searches that a change of options, a reset or "continue from here" threw away, for
// Edit ▸ Undo and Redo: each kept as the WindowState it was left in (its options, step,
// breakpoints, speed and panels), so that undoing puts the search back at its step with the
// solutions it had found (the search is replayed to that step). At most kDepth of each.
// GUI thread.
class SearchUndo
{
    Q_DECLARE_TR_FUNCTIONS(SearchUndo)

public:
    static constexpr int kDepth = 20;

    // The search about to be replaced, if it is worth coming back to: one that animates and
    // has moved (a listing or a count is as easily started again).
    void remember(const WindowState &replaced);
    bool canUndo() const { return !m_undo.isEmpty(); }
    bool canRedo() const { return !m_redo.isEmpty(); }
    // What undo() and redo() would bring back, as describe() says it; empty when nothing.
    QString undoes() const { return canUndo() ? describe(m_undo.constLast()) : QString(); }
    QString redoes() const { return canRedo() ? describe(m_redo.constLast()) : QString(); }
    // The search to go back to, `current` becoming the one to redo; nothing when none.
    std::optional<WindowState> undo(const WindowState &current);
    std::optional<WindowState> redo(const WindowState &current);
    // Undoes (or redoes) in `window`: puts it in the state kept, keeping the one it leaves for
    // the other way; what the status bar says, or nothing when there was none to go to.
    std::optional<QString> step(bool undo, LessonWindow &window);
    // "N=8, step 1,234": what the status bar says was brought back.
    static QString describe(const WindowState &state);

private:
    static void push(QList<WindowState> &stack, const WindowState &state);

    QList<WindowState> m_undo; // newest last
    QList<WindowState> m_redo;
};
