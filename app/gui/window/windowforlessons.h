#pragma once

#include "lessonwindow.h"
#include "snapshotfeed.h"

#include <functional>

class BoardArea;
class ControlsPanel;
class PracticeMode;
class QMainWindow;
class RunController;
class WindowActions;
class WindowFrame;

// The window as the lessons see it (LessonWindow): its state as a value to read and put back
// whole, a step to show, the note and bookmarks beside the board, the recent lessons, and the
// few things of a window a lesson needs (the parent of its dialogs, a place for its dock, the
// title, the events it watches), all through the window's rooms, which it is given (it never
// includes the window, which includes it); the lessons never hold the window itself. Edit ▸
// Undo keeps and restores the same states. Owned by the window; GUI thread.
class WindowForLessons : public LessonWindow
{
public:
    // The rooms of the window it reaches, and the two window commands it takes part in.
    struct Parts
    {
        QMainWindow *window;
        const nq::SnapshotFeed *feed;
        ControlsPanel *controls;
        BoardArea *area;
        RunController *run;
        WindowActions *actions;
        PracticeMode *practice;
        QDockWidget *solutionsDock;
        WindowFrame *frame;
        std::function<void(bool on, const nq::Placement *queens)> setPracticing;
        std::function<void()> backToSearch;
    };
    explicit WindowForLessons(Parts parts);

    WindowState windowState() const override;
    void applyWindowState(const WindowState &state) override;
    void goToStep(const nq::LessonSearch &search, quint64 step, bool newRun) override;
    void goToTraceStep(const std::shared_ptr<const nq::TraceRun> &trace, quint64 step,
                       bool newRun) override;
    void showBookmarkNote(const QString &note, bool shown) override;
    void showBookmarkSteps(const QList<quint64> &steps, const QStringList &notes) override;
    bool isPracticing() const override;
    BoardTheme boardTheme() const override;
    QStringList recentLessons() const override;
    void setRecentLessons(const QStringList &paths) override;
    QWidget *dialogParent() const override;
    void addLessonDock(QDockWidget *dock) override;
    void showLessonTitle(const QString &fileName, bool modified) override;
    WindowFrame &frame() const override;

private:
    // The panels a lesson may open or close: the docks a user can close, but Try it yourself's.
    QList<QDockWidget *> lessonPanels() const;

    Parts m_parts;
};
