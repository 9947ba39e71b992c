#pragma once

#include "countledger.h"
#include "runnersnapshot.h"
#include "snapshotfeed.h"

#include <QObject>
#include <QThread>

#include <memory>
#include <optional>

namespace nq {
class SolverRunner;
}

// The window's end of the search: owns the worker thread and the SolverRunner living on it,
// turns commands into queued calls, numbers the runs, and hands the newest snapshot of the
// current run only to the feed (SnapshotFeed), from which every panel takes it: the window
// itself never handles a snapshot. Lives on the GUI thread; the runner on its own.
class RunController : public QObject
{
    Q_OBJECT

public:
    RunController(nq::SnapshotFeed &feed, QObject *parent = nullptr);
    ~RunController() override;

    // Asks the runner's thread to finish and waits for it (about one 10 ms slice).
    void stop();
    bool isRunning() const { return m_runner != nullptr; }

    void restart(const nq::SearchOptions &options);
    // How a run is set up at once: the queens it searches below, its breakpoints (none: the
    // runner's are kept) and the step to go to.
    struct Setup
    {
        nq::SearchOptions options;
        nq::Placement startQueens; // none (n == 0, or no queen): the search starts empty
        std::optional<nq::SquareSet> breakpoints;
        std::optional<quint64> step;
    };
    // A new run set up whole by one call on the runner's thread, so that no snapshot shows it
    // half made and nothing depends on the order of several queued calls.
    void restartWith(const Setup &setup);
    // A new run that keeps `queens` on the board and searches below them.
    void restartFrom(const nq::SearchOptions &options, const nq::Placement &queens);
    // Shows a student's trace instead of the search, at `step` (Go to step's, its violation)
    // or at its step 0: a new run, stepped as the search is, until the next restart goes back
    // to the search. One command, carried out whole on the runner's thread.
    void showTrace(std::shared_ptr<const nq::TraceRun> run, std::optional<quint64> step = {});
    void play();
    // Starts the count of this run: continuing `interrupted`, or from the beginning.
    void startCount(std::optional<nq::CountLedger> interrupted);
    void pause();
    void step();
    void stepBack();
    void jumpToStep(quint64 step);
    // Go to step and Go to solution: `step` of this run, or where it finds solution `number`
    // (from 1), run to at full speed when it lies ahead; a search that ends before it is said
    // by notReached.
    void goToStep(quint64 step);
    void goToSolution(quint64 number);
    void setSpeed(double stepsPerSecond);
    void runUntil(nq::StopReason reason, int level = -1);
    void setBreakpoint(int row, int col, bool on);
    void clearBreakpoints();

signals:
    // Why a step or solution asked for is not there: the search ended before it.
    void notReached(const QString &why);

private:
    // What Go to step or Go to solution asked of a run, until the run ends.
    struct Target
    {
        quint64 runId = 0;
        bool solution = false; // else a step
        quint64 value = 0;
    };
    // Says so when `snapshot` ends the search before the target.
    void checkTarget(const nq::RunnerSnapshot &snapshot);
    std::optional<Target> m_target;
    // Takes the newest snapshot from the runner's mailbox and shows it, unless it belongs to a
    // run already replaced.
    void handOver();

    nq::SnapshotFeed &m_feed;
    QThread m_thread;
    nq::SolverRunner *m_runner = nullptr; // lives on m_thread
    quint64 m_runId = 1;
};
