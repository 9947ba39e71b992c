#include "tracecontroller.h"

#include "lesson.h"
#include "plaintext.h"
#include "programpanel.h"
#include "programrunner.h"
#include "runprogramdialog.h"
#include "tracebanner.h"
#include "tracenarrator.h"
#include "traceopendialog.h"
#include "windowframe.h"

#include <QMetaMethod>
#include <QWidget>

using namespace nq;

namespace {

// A file is a trace by what it holds, as on the command line, whatever its name: lessons
// (LessonFormat::holdsALesson) and other files are left to the lessons.
bool isTraceFile(const QString &path)
{
    return !LessonFormat::holdsALesson(path);
}

} // namespace

TraceController::TraceController(const Parts &parts)
    : QObject(parts.window)
    , m_parts(parts)
{
    setObjectName(QStringLiteral("traceController"));
    m_actions = new TraceActions(parts.window);
    m_opener = new TraceOpener(parts.window, this);
    m_banner = new TraceBanner(parts.window);
    connect(m_actions, &TraceActions::commanded, this, &TraceController::carryOut);
    connect(m_banner, &TraceBanner::violationRequested, this, &TraceController::goToViolation);
    connect(m_banner, &TraceBanner::leaveRequested, this, [this] { m_parts.backToSearch(); });
    connect(m_opener, &TraceOpener::opened, this,
            [this](const std::shared_ptr<const TraceRun> &run) { onOpened(run); });
    connect(m_opener, &TraceOpener::failed, this,
            [this](const QString &, const QString &text) { emit message(text); });
    m_runner = new ProgramRunner(this);
    m_panel = new ProgramPanel(parts.window);
    connect(m_panel, &ProgramPanel::stopRequested, m_runner, &ProgramRunner::stop);
    connect(m_runner, &ProgramRunner::progressed, this, [this](qint64 elapsed, qint64 limit) {
        m_panel->showProgress(elapsed, limit, m_runner->log());
    });
    connect(m_runner, &ProgramRunner::finished, this, &TraceController::onProgramEnded);
    // A trace file dropped on the window is opened with the questions of its dialog; the
    // program does not outlive the window: its group is stopped as the window closes.
    parts.frame->addDrop(isTraceFile, [this](const QString &path) { askAndOpen(path); });
    parts.frame->addCloseStep([this] { m_runner->stopAndWait(); });
    connect(parts.frame, &WindowFrame::languageChanged, this, [this] {
        m_actions->retranslate();
        retitle();
    });
}

void TraceController::carryOut(TraceActions::Command command)
{
    switch (command) {
    case TraceActions::Command::OpenTrace: return askAndOpen();
    case TraceActions::Command::GoToViolation: return goToViolation();
    case TraceActions::Command::RunProgram: return askAndRun();
    }
}

void TraceController::open(const QString &path, int n, bool firstOnly)
{
    m_opener->open({path, n, firstOnly});
}

void TraceController::askAndOpen(const QString &path)
{
    const auto request = TraceOpenDialog::ask(m_parts.window,
                                              {path, m_parts.boardSize(), m_parts.firstOnly()});
    if (!request)
        return;
    if (LessonFormat::holdsALesson(request->path)
        && isSignalConnected(QMetaMethod::fromSignal(&TraceController::lessonChosen)))
        emit lessonChosen(request->path);
    else
        m_opener->open(*request);
}

void TraceController::onOpened(const std::shared_ptr<const TraceRun> &run)
{
    m_fileRun = run;
    show(run);
    emit message(TraceNarrator::headline(*run));
}

void TraceController::show(const std::shared_ptr<const TraceRun> &run)
{
    // The first violation is what the student came for: the trace opens there.
    m_parts.showTrace(run, run->violationStep());
}

void TraceController::askAndRun()
{
    if (const auto request = RunProgramDialog::ask(m_parts.window, m_parts.boardSize(),
                                                   m_parts.lastProgram())) {
        m_parts.rememberProgram(RunProgramDialog::choiceOf(*request));
        m_runner->start(*request);
        m_panel->showStarted(*request);
        emit message(tr("Running %1…").arg(request->shownCommand()));
    }
}

void TraceController::onProgramEnded(const ProgramOutcome &outcome)
{
    m_programRun = outcome.run;
    m_panelRun = outcome.run;
    m_programEnded = outcome;
    m_programEnded.run.reset();
    m_panel->showEnded(outcome, m_runner->log());
    const QString ended = ProgramPanel::endText(outcome, m_runner->request());
    if (!outcome.run) {
        emit message(ended);
        return;
    }
    show(outcome.run);
    emit message(ended + QStringLiteral(". ") + TraceNarrator::headline(*outcome.run));
}

void TraceController::goToViolation()
{
    const RunnerSnapshot &shown = m_parts.feed->shown();
    if (!shown.trace || !shown.trace->violationStep())
        return;
    m_parts.goToStep(*shown.trace->violationStep());
}

void TraceController::follow(SnapshotFeed &feed)
{
    m_banner->follow(feed);
    feed.subscribe(SnapshotMoment::Texts, [this](const RunnerSnapshot &s, const SnapshotChanges &) {
        m_actions->update({s.trace && s.trace->violation});
        showTitle(s);
        showInPanel(s.trace);
    });
}

void TraceController::showInPanel(const std::shared_ptr<const TraceRun> &run)
{
    // A program running keeps the panel; the built-in search shown again leaves the last trace.
    if (!run || run == m_panelRun.lock() || m_runner->isRunning())
        return;
    m_panelRun = run;
    if (run == m_programRun.lock()) {
        ProgramOutcome ended = m_programEnded;
        ended.run = run;
        m_panel->showEnded(ended, m_runner->log());
    } else {
        m_panel->showTrace(run, run == m_fileRun.lock() ? ProgramPanel::TraceSource::File
                                                        : ProgramPanel::TraceSource::Lesson);
    }
}

void TraceController::showTitle(const RunnerSnapshot &snapshot)
{
    if (snapshot.trace.get() == m_titledRun)
        return;
    m_titledRun = snapshot.trace.get();
    m_titledName = snapshot.trace ? QString::fromStdString(snapshot.trace->name) : QString();
    retitle();
}

void TraceController::retitle()
{
    // The window system adds the program's name: "queens.trace — your program's search — …".
    m_parts.frame->setShownTitle(
        m_titledRun ? tr("%1 — your program's search").arg(PlainText::oneLine(m_titledName))
                    : QString());
}
