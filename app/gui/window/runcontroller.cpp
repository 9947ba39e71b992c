#include "runcontroller.h"

#include "solverrunner.h"

#include <QLocale>

#include <climits>
#include <utility>

using namespace nq;

RunController::RunController(SnapshotFeed &feed, QObject *parent)
    : QObject(parent)
    , m_feed(feed)
{
    m_thread.setObjectName(QStringLiteral("SolverRunner"));
    m_runner = new SolverRunner;
    m_runner->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_runner, &QObject::deleteLater);
    connect(m_runner, &SolverRunner::snapshotReady, this, &RunController::handOver,
            Qt::QueuedConnection);
    m_thread.start();
}

RunController::~RunController()
{
    stop();
}

void RunController::stop()
{
    if (!m_thread.isRunning())
        return;
    // The runner works in slices of about 10 ms, so the quit request is seen promptly.
    m_thread.quit();
    m_thread.wait();
    m_runner = nullptr;
}

void RunController::restart(const SearchOptions &options)
{
    const quint64 runId = ++m_runId;
    QMetaObject::invokeMethod(
        m_runner, [runner = m_runner, options, runId] { runner->restart(options, runId); });
}

void RunController::restartFrom(const SearchOptions &options, const Placement &queens)
{
    const quint64 runId = ++m_runId;
    QMetaObject::invokeMethod(m_runner, [runner = m_runner, options, queens, runId] {
        runner->restartFrom(options, queens, runId);
    });
}

void RunController::restartWith(const Setup &setup)
{
    const quint64 runId = ++m_runId;
    QMetaObject::invokeMethod(m_runner, [runner = m_runner, setup, runId] {
        const int n = setup.options.n;
        runner->restartFrom(setup.options,
                            setup.startQueens.n == n ? setup.startQueens : Placement(n), runId);
        if (setup.breakpoints)
            runner->setBreakpoints(*setup.breakpoints);
        if (setup.step)
            runner->jumpToStep(*setup.step);
    });
}

void RunController::showTrace(std::shared_ptr<const TraceRun> run, std::optional<quint64> step)
{
    const quint64 runId = ++m_runId;
    if (step)
        m_target = Target {runId, false, *step};
    QMetaObject::invokeMethod(m_runner, [runner = m_runner, run = std::move(run), runId, step] {
        runner->showTrace(run, runId);
        if (step)
            runner->jumpToStep(*step);
    });
}

void RunController::play()
{
    QMetaObject::invokeMethod(m_runner, &SolverRunner::play);
}

void RunController::startCount(std::optional<CountLedger> interrupted)
{
    QMetaObject::invokeMethod(m_runner, [runner = m_runner, interrupted = std::move(interrupted)] {
        runner->continueCountFrom(interrupted);
        runner->play();
    });
}

void RunController::pause()
{
    QMetaObject::invokeMethod(m_runner, &SolverRunner::pause);
}

void RunController::step()
{
    QMetaObject::invokeMethod(m_runner, &SolverRunner::step);
}

void RunController::stepBack()
{
    QMetaObject::invokeMethod(m_runner, &SolverRunner::stepBack);
}

void RunController::jumpToStep(quint64 step)
{
    QMetaObject::invokeMethod(m_runner, [runner = m_runner, step] { runner->jumpToStep(step); });
}

void RunController::goToStep(quint64 step)
{
    m_target = Target {m_runId, false, step};
    jumpToStep(step);
}

void RunController::goToSolution(quint64 number)
{
    m_target = Target {m_runId, true, number};
    QMetaObject::invokeMethod(m_runner,
                              [runner = m_runner, number] { runner->goToSolution(number); });
}

void RunController::checkTarget(const RunnerSnapshot &snapshot)
{
    // Only the search's end can tell that a target is not there: a target reached stays until
    // then, and a later end reaches it too (the end is past every step and solution it had).
    if (!m_target || !snapshot.isFinished())
        return;
    const Target target = *std::exchange(m_target, std::nullopt);
    if (target.runId != snapshot.runId)
        return;
    const QLocale locale;
    if (!target.solution && snapshot.step() < target.value)
        emit notReached(tr("The search ends at step %1: it has no step %2")
                            .arg(locale.toString(qulonglong(snapshot.step())),
                                 locale.toString(qulonglong(target.value))));
    const quint64 found = snapshot.search.counters.solutions;
    if (target.solution && found < target.value)
        emit notReached(tr("The search finds %n solution(s) in all: it has no solution %1", "",
                           int(std::min<quint64>(found, INT_MAX)))
                            .arg(locale.toString(qulonglong(target.value))));
}

void RunController::setSpeed(double stepsPerSecond)
{
    QMetaObject::invokeMethod(
        m_runner, [runner = m_runner, stepsPerSecond] { runner->setSpeed(stepsPerSecond); });
}

void RunController::runUntil(StopReason reason, int level)
{
    QMetaObject::invokeMethod(
        m_runner, [runner = m_runner, reason, level] { runner->runUntil(reason, level); });
}

void RunController::setBreakpoint(int row, int col, bool on)
{
    QMetaObject::invokeMethod(
        m_runner, [runner = m_runner, row, col, on] { runner->setBreakpoint(row, col, on); });
}

void RunController::clearBreakpoints()
{
    QMetaObject::invokeMethod(m_runner, &SolverRunner::clearBreakpoints);
}

void RunController::handOver()
{
    if (!m_runner)
        return;
    RunnerSnapshot snapshot = m_runner->takeSnapshot();
    if (snapshot.runId != m_runId) // from a run the window has already replaced
        return;
    m_feed.show(snapshot);
    checkTarget(snapshot);
}
