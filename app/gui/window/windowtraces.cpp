#include "windowtraces.h"

#include "appsettings.h"
#include "boardarea.h"
#include "controlspanel.h"
#include "lessoncontroller.h"
#include "mainwindow.h"
#include "programpanel.h"
#include "tracebanner.h"
#include "tracecontroller.h"
#include "tracerun.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>

TraceController *attachTraces(MainWindow &window)
{
    WindowActions *actions = window.actions();
    auto *traces = new TraceController(TraceController::Parts {
        &window, &window.frame(), &window.feed(),
        [&window] { return window.controlsPanel()->options().n; },
        [&window] { return window.controlsPanel()->options().goal == nq::Goal::First; },
        [&window](quint64 step) { window.goToStep(step); },
        [actions] { actions->action(WindowActions::Command::Reset)->trigger(); },
        [&window](std::shared_ptr<const nq::TraceRun> run, std::optional<quint64> step) {
            // The controls said N=8 beside a board of 6: they show what the board shows.
            nq::SearchOptions shown = window.controlsPanel()->options();
            shown.n = run->n;
            shown.order = run->order;
            shown.goal = run->firstOnly ? nq::Goal::First : nq::Goal::All;
            window.controlsPanel()->setOptions(shown); // no signal: no new run
            window.showTrace(std::move(run), step);
        },
        [] { return AppSettings::programChoice(); },
        [](const ProgramChoice &choice) { AppSettings::setProgramChoice(choice); }});
    // The banner says whose search is shown, above the narration.
    window.boardArea()->addStrip(traces->banner());
    // Open a trace after the lessons' entries, before the exports.
    traces->actions()->addToMenus(actions->fileMenu(),
                                  actions->action(WindowActions::Command::ExportBoard),
                                  actions->runMenu());
    actions->addShortcutActions(traces->actions()->withShortcuts());
    // The panel "Your program" tabbed beside the solutions, shown when a program runs.
    QDockWidget *programDock = traces->programPanel()->dock();
    window.addDockWidget(Qt::RightDockWidgetArea, programDock);
    window.tabifyDockWidget(window.solutionsDock(), programDock);
    programDock->hide();
    actions->addPanelToggle(programDock->toggleViewAction());
    QObject::connect(traces, &TraceController::message, &window,
                     [&window](const QString &text) { window.showMessage(text, 8000); });
    traces->follow(window.feed());
    // Each opens what the file holds, whichever Open the user chose: a trace picked in File ▸
    // Open lesson goes to the traces, a lesson picked in Open a trace to the lessons.
    if (auto *lessons = window.findChild<LessonController *>()) {
        QObject::connect(lessons, &LessonController::traceChosen, traces,
                         [traces](const QString &path) { traces->askAndOpen(path); });
        QObject::connect(traces, &TraceController::lessonChosen, lessons, &LessonController::open);
    }
    return traces;
}
