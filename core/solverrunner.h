#pragma once

#include "backgroundjob.h"
#include "checkpointhistory.h"
#include "runnersnapshot.h"
#include "stepper.h"
#include "symmetryclassifier.h"

#include <QElapsedTimer>
#include <QMutex>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>

namespace nq {

// Runs the search for the window. Owns the Stepper, the checkpoint history, the symmetry
// classifier and the SolutionStore of the current run. Lives on a worker QThread: its slots
// are commands, called queued from the GUI thread; it runs the stepper in time slices from
// its own event loop (a timer, never a sleep) and publishes at most one snapshot per frame.
// The newest snapshot waits in a mailbox; `snapshotReady` is emitted only when the window has
// taken the previous one, so nothing queues up however slow the window is.
class SolverRunner : public QObject
{
    Q_OBJECT

public:
    static constexpr int kFrameMs = 16;
    static constexpr double kFullSpeed = 0; // stepsPerSecond value meaning "as fast as possible"
    // The solution list's memory bound: about 16.7 million solutions up to N=16.
    static constexpr std::uint64_t kStoreMemoryBytes = 200ull << 20;

    explicit SolverRunner(QObject *parent = nullptr);
    ~SolverRunner() override;

    // Any thread: the newest snapshot (and marks it taken, so the next one will be signalled).
    RunnerSnapshot takeSnapshot();
    // Worker thread: the step history's size, for benchmarks and memory tests.
    const CheckpointHistory &history() const { return m_history; }
    // Any thread: cap on solutions kept per run (memory bound); takes effect at the next reset.
    void setStoreCapacity(std::uint64_t solutions) { m_storeCapacity = solutions; }

public slots:
    // Starts a fresh run; its snapshots carry `runId`, so the window can drop older ones.
    void restart(const nq::SearchOptions &options, quint64 runId);
    // The same in another mode: List and Count start their job on play().
    void restartIn(nq::RunMode mode, const nq::SearchOptions &options, quint64 runId);
    void play();
    void pause();
    void step();
    void stepBack();
    void jumpToStep(quint64 step);
    void setSpeed(double stepsPerSecond);
    // Starts a fresh run that explores only what extends the user's queens (see Stepper).
    void restartFrom(const nq::SearchOptions &options, const nq::Placement &prefix, quint64 runId);
    // Runs flat out until the condition holds (or a breakpoint or the end), then pauses.
    void runUntil(nq::StopReason condition, int level = -1);
    // Breakpoints pause playing and "run until" when the search tries or places a queen there.
    void setBreakpoint(int row, int col, bool on);
    void clearBreakpoints();
    // Publishes a snapshot now (e.g. for a window that just opened).
    void publish();

signals:
    // Emitted on the worker thread when a snapshot waits in the mailbox; connect queued.
    void snapshotReady();

private:
    void startRun(quint64 runId);
    void prepareRun(quint64 runId); // without publishing: nobody listens yet in the constructor
    void onTick();
    void runSlice();
    void advanceOne();
    // True (and the run paused) when `event` meets the stop condition or a breakpoint.
    bool stopsAt(const Event &event);
    void stop(StopReason reason);
    void noteEvent(const Event &event);
    void recordSolution();
    void restoreTo(std::uint64_t step);
    void setRunState(RunState state);
    void scheduleTick();
    void startClock();
    void stopClock();
    void publishIfDue(bool force);
    void startJob();
    void pollJob();

    SearchOptions m_options;
    std::unique_ptr<Stepper> m_stepper;
    CheckpointHistory m_history;
    SymmetryClassifier m_classifier;
    std::shared_ptr<SolutionStore> m_store;
    std::shared_ptr<const SearchTree> m_tree;
    std::uint64_t m_runId = 0;
    RunState m_runState = RunState::Ready;
    double m_stepsPerSecond = 5;
    double m_stepCredit = 0;           // steps owed to the speed setting since the last tick
    std::uint64_t m_furthestStep = 0;
    StopReason m_until = StopReason::None;
    int m_untilLevel = -1;
    SquareSet m_breakpoints{};
    bool m_watching = false;   // a stop condition or a breakpoint is set: check each event
    StopReason m_stoppedBy = StopReason::None;
    double m_speedBeforeUntil = 0;
    Placement m_prefix;
    RunMode m_mode = RunMode::Animate;
    BackgroundJob m_job;
    bool m_jobStarted = false;
    QTimer m_tick;
    QTimer m_jobPoll; // while a count or a listing runs: its progress, every 50 ms
    QElapsedTimer m_sinceLastTick;
    QElapsedTimer m_runningClock;
    std::int64_t m_elapsedBeforeMs = 0;
    QElapsedTimer m_sinceLastPublish;

    std::vector<Event> m_pendingEvents; // since the last published snapshot
    std::uint64_t m_pendingDropped = 0;

    QMutex m_mailboxMutex;
    RunnerSnapshot m_mailbox;
    bool m_mailboxHasNew = false;
    std::atomic<bool> m_signalOutstanding{false};
    std::atomic<std::uint64_t> m_storeCapacity{40'000'000};
};

} // namespace nq
