#pragma once

#include "boardtheme.h"
#include "windowstate.h"

#include <QStringList>

#include <memory>

class QDockWidget;
class QWidget;
class WindowFrame;

// What lessons ask of the window they belong to, implemented by the window (which lies above
// the lessons' room): its state as a value to read and to put back whole, a step to show, the
// note beside the narration, the window's settings of recent lessons, and the little of a
// window the lessons need (dialogs' parent, a dock's place, the title, its frame). The
// lessons hold nothing else of the window. GUI thread.
class LessonWindow
{
public:
    virtual WindowState windowState() const = 0;
    // Puts the window in `state` (the run, its breakpoints and step given to the runner as one
    // command); the state's found solutions and known panels are ignored.
    virtual void applyWindowState(const WindowState &state) = 0;
    // Shows `step` of `search`, leaving Try it yourself and a viewed solution; `newRun` starts
    // that search first (at the speed set now).
    virtual void goToStep(const nq::LessonSearch &search, quint64 step, bool newRun) = 0;
    // The same for a student's trace (a lesson's): `newRun` shows it first, instead of the
    // search on the board.
    virtual void goToTraceStep(const std::shared_ptr<const nq::TraceRun> &trace, quint64 step,
                               bool newRun) = 0;
    virtual void showBookmarkNote(const QString &note, bool shown) = 0;
    // The steps of the bookmarks of the search shown now, in order (the timeline marks them),
    // and their notes (the board keeps room for the tallest).
    virtual void showBookmarkSteps(const QList<quint64> &steps, const QStringList &notes) = 0;
    virtual bool isPracticing() const = 0;
    virtual BoardTheme boardTheme() const = 0;
    // The lessons opened or saved lately, newest first, kept with the window's settings.
    virtual QStringList recentLessons() const = 0;
    virtual void setRecentLessons(const QStringList &paths) = 0;
    // The parent of the lessons' dialogs.
    virtual QWidget *dialogParent() const = 0;
    // Puts the lessons' dock in the window, as a tab beside the solutions' (which stays in front).
    virtual void addLessonDock(QDockWidget *dock) = 0;
    // The window's title: the lesson's file name ("" when none open), marked when the lesson
    // changed since it was saved.
    virtual void showLessonTitle(const QString &fileName, bool modified) = 0;
    // Where the lessons give their part of the window's drops, close and language.
    virtual WindowFrame &frame() const = 0;

protected:
    ~LessonWindow() = default;
};
