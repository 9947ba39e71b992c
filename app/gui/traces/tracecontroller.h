#pragma once

#include "programchoice.h"
#include "programrun.h"
#include "snapshotfeed.h"
#include "traceactions.h"
#include "traceopener.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class ProgramPanel;
class ProgramRunner;
class TraceBanner;
class QWidget;
class WindowFrame;

// A student's own program in the window: opens its trace (File ▸ Open a trace, a file dropped
// on the window, the window's command line) through a TraceOpener job, hands the run to the
// runner to be shown and stepped like the built-in search, landing on its first violation;
// F8 goes back there. Runs the student's program when asked in its dialog (Run ▸ Run your own
// program), the only way a program is ever started, and shows its trace the same way once it
// has ended, its standard error and its own output in the panel "Your program", which tells
// of whichever trace is shown: the program's run, a trace file or a lesson's trace (only what
// each knows). While a trace is shown, the window's title (its part of the WindowFrame) and
// the banner above the narration say whose search it is.
// Owns the actions, the opener, the runner, the panel and the banner (which the window puts
// above its narration). Knows nothing of the window but the parts and callbacks it is given:
// no include reaches the window's room. GUI thread; a child of the window.
class TraceController : public QObject
{
    Q_OBJECT

public:
    // What it needs of the window: its parts and what it does for the traces.
    struct Parts
    {
        QWidget *window = nullptr; // the parent of the dialogs, the jobs and the panel
        WindowFrame *frame = nullptr; // the title, drops and close: the traces give their part
        nq::SnapshotFeed *feed = nullptr;
        std::function<int()> boardSize; // the N the controls show
        std::function<bool()> firstOnly; // the controls' goal is the first solution
        std::function<void(quint64)> goToStep; // the window's Go to step
        std::function<void()> backToSearch; // the window's Reset: the built-in search again
        // Shows the trace instead of the search at `step` (none: its step 0), one command to
        // the runner; the controls show the trace's N, order and goal (no run of their own).
        std::function<void(std::shared_ptr<const nq::TraceRun> run, std::optional<quint64> step)>
            showTrace;
        // What Run my program ran last, kept with the window's settings, and what to keep.
        std::function<ProgramChoice()> lastProgram;
        std::function<void(const ProgramChoice &)> rememberProgram;
    };
    explicit TraceController(const Parts &parts);

    TraceActions *actions() const { return m_actions; }
    TraceBanner *banner() const { return m_banner; }
    ProgramPanel *programPanel() const { return m_panel; }
    ProgramRunner *programRunner() const { return m_runner; }
    // Opens `path` for a board of `n` at once (the command line; tests).
    void open(const QString &path, int n, bool firstOnly);
    // Asks for the file, N and the goal (the file already filled in when given), then opens it;
    // a file that holds a lesson instead (LessonFormat::holdsALesson) is handed on by
    // lessonChosen, when the window listens (it opens lessons).
    void askAndOpen(const QString &path = {});
    void goToViolation();
    // Asks what to run (RunProgramDialog), then runs it.
    void askAndRun();
    void follow(nq::SnapshotFeed &feed);

signals:
    // What the status bar says: a trace opened, or why it could not be.
    void message(const QString &text);
    // Open a trace chose a file that holds a lesson.
    void lessonChosen(const QString &path);

private:
    void carryOut(TraceActions::Command command);
    void onOpened(const std::shared_ptr<const nq::TraceRun> &run);
    void onProgramEnded(const nq::ProgramOutcome &outcome);
    // The run shown and stepped, landing on its first violation.
    void show(const std::shared_ptr<const nq::TraceRun> &run);
    // The title says whose search is shown (the frame's shown title; none: the document's).
    void showTitle(const nq::RunnerSnapshot &snapshot);
    // The title again, in the language now set.
    void retitle();
    // The panel "Your program" tells what is known of the trace shown: the program's run when
    // it ran here, else the file's or the lesson's trace.
    void showInPanel(const std::shared_ptr<const nq::TraceRun> &run);

    Parts m_parts;
    TraceActions *m_actions = nullptr;
    TraceOpener *m_opener = nullptr;
    TraceBanner *m_banner = nullptr;
    ProgramRunner *m_runner = nullptr;
    ProgramPanel *m_panel = nullptr;
    const void *m_titledRun = nullptr; // the trace the title names (by identity)
    QString m_titledName; // its name, for the title in a new language
    // Where the traces came from, without keeping them: the last file opened, the last
    // program's run (its outcome kept without the run) and the one the panel tells of.
    std::weak_ptr<const nq::TraceRun> m_fileRun;
    std::weak_ptr<const nq::TraceRun> m_programRun;
    nq::ProgramOutcome m_programEnded;
    std::weak_ptr<const nq::TraceRun> m_panelRun;
};
