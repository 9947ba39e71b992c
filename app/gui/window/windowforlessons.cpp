#include "windowforlessons.h"

#include "quiettabswitch.h"
#include "appsettings.h"
#include "boardarea.h"
#include "boardview.h"
#include "controlspanel.h"
#include "plaintext.h"
#include "practicemode.h"
#include "practicepanel.h"
#include "runcontroller.h"
#include "speedscale.h"
#include "steptimeline.h"
#include "windowactions.h"
#include "windowframe.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMainWindow>

#include <algorithm>

using namespace nq;

WindowForLessons::WindowForLessons(Parts parts)
    : m_parts(std::move(parts))
{
}

QList<QDockWidget *> WindowForLessons::lessonPanels() const
{
    QList<QDockWidget *> panels;
    for (QDockWidget *dock : m_parts.window->findChildren<QDockWidget *>())
        // A dock that shows no part of a search a lesson keeps (a student's program's run)
        // says so with the property "notInLessons".
        if (dock->features().testFlag(QDockWidget::DockWidgetClosable)
            && dock != m_parts.practice->dock() && !dock->property("notInLessons").toBool())
            panels << dock;
    return panels;
}

WindowState WindowForLessons::windowState() const
{
    WindowState state = WindowState::fromSnapshot(m_parts.feed->shown());
    const int notch = m_parts.controls->speedNotch();
    state.stepsPerSecond = notch >= SpeedScale::kFullSpeedNotch ? 0
                                                                : SpeedScale::stepsPerSecond(notch);
    const BoardView::Overlays overlays = m_parts.area->board()->overlays();
    state.overlays = {overlays.attackedSquares, overlays.attackCounts, overlays.conflictLines,
                      overlays.candidate};
    for (const QDockWidget *dock : lessonPanels()) {
        state.knownPanels << dock->objectName();
        if (dock->toggleViewAction()->isChecked())
            state.openPanels << dock->objectName();
    }
    if (isPracticing())
        state.practiceQueens = m_parts.practice->panel()->board().placement();
    return state;
}

// The run, its breakpoints and its step go to the runner as one command; then the view.
void WindowForLessons::applyWindowState(const WindowState &state)
{
    m_parts.setPracticing(false, nullptr);
    m_parts.backToSearch();
    ControlsPanel *controls = m_parts.controls;
    controls->setOptions(state.search.options);
    controls->setSpeedNotch(state.stepsPerSecond == 0 ? SpeedScale::kFullSpeedNotch
                                                      : SpeedScale::notchFor(state.stepsPerSecond));
    const bool fromQueens = state.search.hasStartQueens();
    if (state.trace) {
        // A lesson's trace at its step, the breakpoints set just before kept for it (a trace
        // is the runner's next run until the next restart).
        m_parts.run->restartWith({controls->options(), {}, state.breakpoints, std::nullopt});
        m_parts.run->showTrace(state.trace);
        m_parts.run->jumpToStep(state.step);
    } else {
        // Run as far as the run had gone, then back to its step: the timeline reaches as far.
        const quint64 furthest = std::max(state.step, state.furthestStep);
        m_parts.run->restartWith({fromQueens ? state.search.options : controls->options(),
                                  state.search.startQueens, state.breakpoints,
                                  furthest > 0 ? std::optional(furthest) : std::nullopt});
        if (furthest > state.step)
            m_parts.run->jumpToStep(state.step);
        if (state.listed)
            m_parts.run->play();
    }
    const Lesson::Overlays &o = state.overlays;
    m_parts.actions->setOverlays({o.attackedSquares, o.attackCounts, o.conflictLines, o.candidate});
    for (QDockWidget *dock : lessonPanels())
        dock->setVisible(state.openPanels.contains(dock->objectName()));
    if (state.practiceQueens)
        m_parts.setPracticing(true, &*state.practiceQueens);
}

void WindowForLessons::goToStep(const LessonSearch &search, quint64 step, bool newRun)
{
    m_parts.setPracticing(false, nullptr);
    m_parts.backToSearch();
    if (!newRun)
        return m_parts.run->jumpToStep(step);
    ControlsPanel *controls = m_parts.controls;
    controls->setOptions(search.options);
    m_parts.run->restartWith({search.hasStartQueens() ? search.options : controls->options(),
                              search.startQueens, std::nullopt, step});
}

void WindowForLessons::goToTraceStep(const std::shared_ptr<const TraceRun> &trace, quint64 step,
                                     bool newRun)
{
    m_parts.setPracticing(false, nullptr);
    m_parts.backToSearch();
    if (newRun)
        m_parts.run->showTrace(trace, step);
    else
        m_parts.run->jumpToStep(step);
}

void WindowForLessons::showBookmarkNote(const QString &note, bool shown)
{
    m_parts.area->setBookmarkNote(note, shown);
}

void WindowForLessons::showBookmarkSteps(const QList<quint64> &steps, const QStringList &notes)
{
    m_parts.area->setBookmarkSteps(steps, notes);
}

bool WindowForLessons::isPracticing() const
{
    return m_parts.practice->isOn();
}

BoardTheme WindowForLessons::boardTheme() const
{
    return m_parts.area->board()->theme();
}

QStringList WindowForLessons::recentLessons() const
{
    return AppSettings::recentLessons();
}

void WindowForLessons::setRecentLessons(const QStringList &paths)
{
    AppSettings::setRecentLessons(paths);
}

QWidget *WindowForLessons::dialogParent() const
{
    return m_parts.window;
}

void WindowForLessons::addLessonDock(QDockWidget *dock)
{
    QDockWidget *beside = m_parts.solutionsDock;
    m_parts.window->addDockWidget(Qt::RightDockWidgetArea, dock);
    m_parts.window->tabifyDockWidget(beside, dock);
    QuietTabSwitch::raise(beside);
}

void WindowForLessons::showLessonTitle(const QString &fileName, bool modified)
{
    // The window system appends the application's display name to every title ("class.nqueens
    // — N-Queens Visualizer"): in the user's language, or a German title would end in English.
    const QString program = QCoreApplication::translate("LessonController", "N-Queens Visualizer");
    QGuiApplication::setApplicationDisplayName(program);
    m_parts.frame->setDocumentTitle(
        fileName.isEmpty() ? program : PlainText::oneLine(fileName) + QLatin1String("[*]"),
        modified);
}

WindowFrame &WindowForLessons::frame() const
{
    return *m_parts.frame;
}
