#pragma once

#include "animatedsearch.h"
#include "checkpointhistory.h"
#include "jobmode.h"
#include "runnermailbox.h"
#include "runnersnapshot.h"
#include "speedlimits.h"
#include "stepper.h"
#include "stoprule.h"
#include "tracereplay.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>

namespace nq {

// Runs the search for the window. Lives on a worker QThread: its slots are commands, called
// queued from the GUI thread, which it hands to the mode of the current run: the animation
// (an AnimatedSearch paced by a timer, never a sleep, pausing where its StopRule says) or a
// count or listing (a JobMode). Whatever the mode, it publishes at most one snapshot per
// frame into one RunnerMailbox; `snapshotReady` is emitted only when the window has taken the
// previous one, so nothing queues up however slow the window is.
class SolverRunner : public QObject
{
    Q_OBJECT

public:
    static constexpr int kFrameMs = speed::kFrameMs;
    static constexpr double kFullSpeed = speed::kFullSpeed;
    // The solution list's memory bound, its classes included: 21 million solutions at N=16.
    static constexpr std::uint64_t kStoreMemoryBytes = 200ull << 20;

    explicit SolverRunner(QObject *parent = nullptr);
    ~SolverRunner() override;

    // Any thread: the newest snapshot (and marks it taken, so the next one will be signalled).
    RunnerSnapshot takeSnapshot() { return m_mailbox.take(); }
    // Worker thread: the step history's size, for benchmarks and memory tests.
    const CheckpointHistory &history() const { return m_search.history(); }
    // Any thread: cap on solutions kept per run (memory bound); takes effect at the next reset.
    void setStoreCapacity(std::uint64_t solutions) { m_storeCapacity = solutions; }

public slots:
    // Starts a fresh run of `options.goal` (List and Count start their job on play()); its
    // snapshots carry `runId`, so the window can drop older ones.
    void restart(const nq::SearchOptions &options, quint64 runId);
    void play();
    // For a count's next start (play): the interrupted count to continue, or none.
    void continueCountFrom(std::optional<nq::CountLedger> ledger);
    void pause();
    void step();
    void stepBack();
    void jumpToStep(quint64 step);
    void setSpeed(double stepsPerSecond);
    // Starts a fresh run that explores only what extends the user's queens (see Stepper).
    void restartFrom(const nq::SearchOptions &options, const nq::Placement &prefix, quint64 runId);
    // Runs flat out until the condition holds (or a breakpoint or the end), then pauses.
    void runUntil(nq::StopReason condition, int level = -1);
    // Runs flat out from the step shown to where the search finds solution `number` (counted
    // from 1), or to its end, and pauses there as if by the user (no breakpoint stops it).
    void goToSolution(quint64 number);
    // Breakpoints pause playing and "run until" when the search tries or places a queen there.
    void setBreakpoint(int row, int col, bool on);
    void clearBreakpoints();
    // All the breakpoints at once, those off the board dropped.
    void setBreakpoints(const SquareSet &breakpoints);
    // Shows a student's trace instead of the built-in search, at its step 0, to be played and
    // stepped as the search is; a restart goes back to the search.
    void showTrace(std::shared_ptr<const nq::TraceRun> run, quint64 runId);
    // Publishes a snapshot now (e.g. for a window that just opened).
    void publish();

signals:
    // Emitted on the worker thread when a snapshot waits in the mailbox; connect queued.
    void snapshotReady();

private:
    bool isAnimating() const { return animates(m_options.goal); }
    void startRun(quint64 runId);
    void prepareRun(quint64 runId); // without publishing: nobody listens yet in the constructor
    std::uint64_t storeCapacityFor(int n) const;
    void onTick();
    void stepAtSpeed();
    // True (and the run paused) when `event` meets the stop condition or a breakpoint.
    bool stopsAt(const Event &event);
    // Pauses the run by itself (a breakpoint or the "run until" goal).
    void stop(StopReason reason);
    // Ends a "run until" goal, if one runs, back at the speed chosen before it.
    void endUntil();
    void onJobFinished();
    void setRunState(RunState state);
    void scheduleTick();
    void startClock();
    void stopClock();
    void publishIfDue(bool force);

    SearchOptions m_options;
    Placement m_prefix;
    std::uint64_t m_runId = 0;
    RunState m_runState = RunState::Ready;
    StopReason m_stoppedBy = StopReason::None;

    AnimatedSearch m_search; // Animate: the search, stepped here
    TraceReplay m_trace; // a student's trace, stepped here instead of the search
    SteppedRun *m_stepped = &m_search; // which of the two the run steps
    StopRule m_stopRule; // Animate: breakpoints and "run until"
    JobMode m_job; // List and Count: the job
    RunnerMailbox m_mailbox;

    // The animation's pace.
    double m_stepsPerSecond = 5;
    double m_stepCredit = 0; // steps owed to the speed setting since the last tick
    QTimer m_tick;
    QElapsedTimer m_sinceLastTick;

    QElapsedTimer m_runningClock;
    std::int64_t m_elapsedBeforeUs = 0;
    QElapsedTimer m_sinceLastPublish;
    std::atomic<std::uint64_t> m_storeCapacity {40'000'000};
};

} // namespace nq
