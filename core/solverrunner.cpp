#include "solverrunner.h"

#include <QMutexLocker>

#include <algorithm>
#include <cmath>

namespace nq {

namespace {
// A full-speed slice runs this long before the event loop gets a turn: commands and quitting
// are answered within about this time.
constexpr qint64 kSliceNs = 10'000'000;
// Below this speed every step gets its own frame; above it, steps are batched per frame.
constexpr double kOneStepPerFrameSpeed = 1000.0 / SolverRunner::kFrameMs;
// Catching up after a stall never runs more than this many frames' worth of steps.
constexpr double kMaxCreditFrames = 4;
} // namespace

SolverRunner::SolverRunner(QObject *parent)
    : QObject(parent)
    , m_tick(this)
    , m_jobPoll(this)
{
    m_jobPoll.setInterval(50);
    connect(&m_jobPoll, &QTimer::timeout, this, &SolverRunner::pollJob);
    m_tick.setSingleShot(true);
    m_tick.setTimerType(Qt::PreciseTimer);
    connect(&m_tick, &QTimer::timeout, this, &SolverRunner::onTick);
    m_pendingEvents.reserve(RunnerSnapshot::kMaxRecentEvents);
    prepareRun(0);
}

SolverRunner::~SolverRunner() = default;

void SolverRunner::startRun(quint64 runId)
{
    prepareRun(runId);
    publishIfDue(true);
}

void SolverRunner::prepareRun(quint64 runId)
{
    m_tick.stop();
    m_jobPoll.stop();
    m_job.cancel(); // prompt: the counter and the lister poll their flag
    m_jobStarted = false;
    m_stepper = m_prefix.queenCount() > 0 ? std::make_unique<Stepper>(m_options, m_prefix)
                                          : std::make_unique<Stepper>(m_options);
    m_until = StopReason::None;
    m_stoppedBy = StopReason::None;
    m_watching = std::any_of(m_breakpoints.begin(), m_breakpoints.end(), [](std::uint32_t row) { return row != 0; });
    m_history.clear(m_stepper->state());
    // Small boards: the whole tree, built once (a fraction of a millisecond at N=8).
    m_tree = SearchTree::build(m_options, m_prefix);
    m_classifier = SymmetryClassifier();
    // Solutions kept per run: the smaller of the set cap and what fits in the memory bound.
    const std::uint64_t perSolution = std::uint64_t(m_options.n <= 16 ? (m_options.n + 1) / 2 : m_options.n) + 4;
    m_store = std::make_shared<SolutionStore>(m_options.n, std::min<std::uint64_t>(m_storeCapacity.load(),
                                                                                    kStoreMemoryBytes / perSolution));
    m_runId = runId;
    m_runState = RunState::Ready;
    m_elapsedBeforeMs = 0;
    m_runningClock.invalidate();
    m_furthestStep = 0;
    m_stepCredit = 0;
    m_pendingEvents.clear();
    m_pendingDropped = 0;
}

void SolverRunner::restart(const SearchOptions &options, quint64 runId)
{
    restartIn(RunMode::Animate, options, runId);
}

void SolverRunner::restartIn(RunMode mode, const SearchOptions &options, quint64 runId)
{
    m_mode = mode;
    restartFrom(options, Placement(options.n), runId);
}

void SolverRunner::restartFrom(const SearchOptions &options, const Placement &prefix, quint64 runId)
{
    if (prefix.queenCount() > 0)
        m_mode = RunMode::Animate;
    if (options.n != m_options.n)
        m_breakpoints.fill(0); // breakpoints belong to a board size
    m_prefix = prefix.n == options.n && Stepper::prefixLength(prefix, options.order) > 0 ? prefix : Placement(options.n);
    m_options = options;
    m_options.n = std::clamp(m_options.n, kMinN, kMaxN);
    startRun(runId);
}

void SolverRunner::play()
{
    if (m_mode != RunMode::Animate) {
        startJob();
        return;
    }
    if (m_runState == RunState::Running || m_stepper->isFinished())
        return;
    m_stoppedBy = StopReason::None;
    setRunState(RunState::Running);
    m_stepCredit = 1; // the first step shows at once, whatever the speed
    m_sinceLastTick.start();
    m_sinceLastPublish.start();
    publishIfDue(true);
    scheduleTick();
}

void SolverRunner::pause()
{
    if (m_runState != RunState::Running)
        return;
    if (m_mode != RunMode::Animate) {
        // A count or a listing cannot pause: it is cancelled, and says so.
        m_job.cancel();
        pollJob();
        return;
    }
    if (m_until != StopReason::None) {
        m_until = StopReason::None;
        m_stepsPerSecond = m_speedBeforeUntil;
    }
    setRunState(RunState::Paused);
    publishIfDue(true);
}

void SolverRunner::step()
{
    if (m_mode != RunMode::Animate)
        return;
    m_stoppedBy = StopReason::None;
    if (m_runState == RunState::Running)
        setRunState(RunState::Paused);
    if (m_stepper->isFinished()) {
        publishIfDue(true);
        return;
    }
    advanceOne();
    setRunState(m_stepper->isFinished() ? RunState::Finished : RunState::Paused);
    publishIfDue(true);
}

void SolverRunner::stepBack()
{
    if (m_mode != RunMode::Animate)
        return;
    const std::uint64_t current = m_stepper->counters().steps;
    if (current == 0) {
        publishIfDue(true);
        return;
    }
    jumpToStep(current - 1);
}

void SolverRunner::jumpToStep(quint64 target)
{
    if (m_mode != RunMode::Animate)
        return;
    m_stoppedBy = StopReason::None;
    if (m_until != StopReason::None) {
        m_until = StopReason::None;
        m_stepsPerSecond = m_speedBeforeUntil;
    }
    if (m_runState == RunState::Running)
        setRunState(RunState::Paused);
    const std::uint64_t current = m_stepper->counters().steps;
    // Back, or far forward over ground already covered: from the nearest checkpoint.
    if (target < current || (target <= m_furthestStep && m_history.atOrBefore(target).counters.steps > current)) {
        restoreTo(target);
    } else {
        while (m_stepper->counters().steps < target && !m_stepper->isFinished())
            advanceOne();
    }
    if (m_stepper->isFinished())
        setRunState(RunState::Finished);
    else
        setRunState(m_stepper->counters().steps == 0 ? RunState::Ready : RunState::Paused);
    publishIfDue(true);
}

void SolverRunner::restoreTo(std::uint64_t target)
{
    // Restore from before the target, so the step reached is replayed and its event shown
    // (a checkpoint exactly at the target would leave the snapshot without it).
    m_stepper->restore(m_history.atOrBefore(target > 0 ? target - 1 : 0));
    m_pendingEvents.clear();
    m_pendingDropped = 0;
    Event last;
    bool haveLast = false;
    while (m_stepper->counters().steps < target) {
        last = m_stepper->next();
        haveLast = true;
        if (last.type == EventType::Solution)
            recordSolution();
    }
    // The board shows what the step just reached did, as if it had been played.
    if (haveLast)
        m_pendingEvents.push_back(last);
}

void SolverRunner::runUntil(StopReason condition, int level)
{
    if (m_mode != RunMode::Animate)
        return;
    if (m_stepper->isFinished())
        return;
    if (m_until == StopReason::None)
        m_speedBeforeUntil = m_stepsPerSecond;
    m_until = condition;
    m_untilLevel = level;
    m_watching = true;
    m_stepsPerSecond = kFullSpeed;
    if (m_runState == RunState::Running) {
        publishIfDue(true);
        scheduleTick();
    } else {
        play();
    }
}

void SolverRunner::setBreakpoint(int row, int col, bool on)
{
    if (row < 0 || row >= m_options.n || col < 0 || col >= m_options.n)
        return;
    if (on)
        m_breakpoints[row] |= 1u << col;
    else
        m_breakpoints[row] &= ~(1u << col);
    m_watching = m_until != StopReason::None ||
                 std::any_of(m_breakpoints.begin(), m_breakpoints.end(), [](std::uint32_t r) { return r != 0; });
    publishIfDue(true);
}

void SolverRunner::clearBreakpoints()
{
    m_breakpoints.fill(0);
    m_watching = m_until != StopReason::None;
    publishIfDue(true);
}

bool SolverRunner::stopsAt(const Event &e)
{
    StopReason reason = StopReason::None;
    if ((e.type == EventType::Try || e.type == EventType::Place) && (m_breakpoints[e.row] >> e.col & 1u))
        reason = StopReason::Breakpoint;
    else if (m_until == StopReason::NextSolution && e.type == EventType::Solution)
        reason = StopReason::NextSolution;
    else if (m_until == StopReason::NextBacktrack && e.type == EventType::Backtrack)
        reason = StopReason::NextBacktrack;
    else if (m_until == StopReason::LevelReached && e.type == EventType::Place &&
             (m_options.order == Order::Rows ? e.row : e.col) == m_untilLevel)
        reason = StopReason::LevelReached;
    if (reason == StopReason::None)
        return false;
    stop(reason);
    return true;
}

void SolverRunner::stop(StopReason reason)
{
    if (m_until != StopReason::None) {
        m_until = StopReason::None;
        m_stepsPerSecond = m_speedBeforeUntil;
        m_watching = std::any_of(m_breakpoints.begin(), m_breakpoints.end(), [](std::uint32_t r) { return r != 0; });
    }
    m_stoppedBy = reason;
    setRunState(RunState::Paused);
}

void SolverRunner::startJob()
{
    if (m_jobStarted)
        return;
    m_jobStarted = true;
    if (m_mode == RunMode::Count)
        m_job.startCount(m_options.n);
    else
        m_job.startList(m_options.n, m_store);
    setRunState(RunState::Running);
    m_jobPoll.start();
    publishIfDue(true);
}

void SolverRunner::pollJob()
{
    const BackgroundJob::Status status = m_job.status();
    if (status.finished) {
        m_jobPoll.stop();
        setRunState(RunState::Finished);
    }
    publishIfDue(true);
}

void SolverRunner::setSpeed(double stepsPerSecond)
{
    if (m_until != StopReason::None) {
        m_speedBeforeUntil = std::max(0.0, stepsPerSecond); // applies when "run until" stops
        publishIfDue(true);
        return;
    }
    m_stepsPerSecond = std::max(0.0, stepsPerSecond);
    if (m_runState == RunState::Running) {
        m_stepCredit = std::min(m_stepCredit, 1.0);
        m_sinceLastTick.restart();
        scheduleTick();
    }
    publishIfDue(true);
}

void SolverRunner::publish()
{
    publishIfDue(true);
}

void SolverRunner::setRunState(RunState state)
{
    if (state == m_runState)
        return;
    if (state == RunState::Running)
        startClock();
    else if (m_runState == RunState::Running)
        stopClock();
    if (state != RunState::Running)
        m_tick.stop();
    m_runState = state;
}

void SolverRunner::startClock()
{
    m_runningClock.start();
}

void SolverRunner::stopClock()
{
    if (m_runningClock.isValid())
        m_elapsedBeforeMs += m_runningClock.elapsed();
    m_runningClock.invalidate();
}

void SolverRunner::scheduleTick()
{
    // A count or a listing runs on its job's thread: the stepper stays where it is (were it
    // to tick, it would append its solutions to the store the listing is filling).
    if (m_runState != RunState::Running || m_mode != RunMode::Animate)
        return;
    int intervalMs = 0;
    if (m_stepsPerSecond != kFullSpeed) {
        if (m_stepsPerSecond < kOneStepPerFrameSpeed) {
            const double untilNextStep = std::max(0.0, 1.0 - m_stepCredit) / m_stepsPerSecond;
            intervalMs = static_cast<int>(std::ceil(untilNextStep * 1000.0));
        } else {
            intervalMs = kFrameMs;
        }
    }
    m_tick.start(intervalMs);
}

void SolverRunner::onTick()
{
    if (m_runState != RunState::Running)
        return;
    if (m_stepsPerSecond == kFullSpeed) {
        runSlice();
    } else {
        const double seconds = double(m_sinceLastTick.nsecsElapsed()) / 1e9;
        m_sinceLastTick.restart();
        m_stepCredit += seconds * m_stepsPerSecond;
        m_stepCredit = std::min(m_stepCredit, std::max(1.0, m_stepsPerSecond * kFrameMs * kMaxCreditFrames / 1000.0));
        const auto due = static_cast<std::uint64_t>(m_stepCredit);
        m_stepCredit -= double(due);
        for (std::uint64_t i = 0; i < due && !m_stepper->isFinished(); ++i) {
            advanceOne();
            if (m_watching && !m_pendingEvents.empty() && stopsAt(m_pendingEvents.back()))
                break;
        }
    }
    if (m_runState != RunState::Running) { // stopped at a breakpoint or a "run until" goal
        publishIfDue(true);
        return;
    }
    if (m_stepper->isFinished()) {
        setRunState(RunState::Finished);
        publishIfDue(true);
        return;
    }
    // Slow speeds show every step; faster ones one frame at a time.
    publishIfDue(m_stepsPerSecond != kFullSpeed && m_stepsPerSecond < kOneStepPerFrameSpeed);
    scheduleTick();
}

void SolverRunner::runSlice()
{
    QElapsedTimer slice;
    slice.start();
    Stepper &stepper = *m_stepper;
    Event last;
    std::uint64_t ran = 0;
    bool stopped = false;
    do {
        for (int i = 0; i < 4096 && !stepper.isFinished(); ++i) {
            last = stepper.next();
            ++ran;
            if (last.type == EventType::Solution)
                recordSolution();
            if (stepper.counters().steps >= m_history.nextDue())
                m_history.offer(stepper.state());
            if (m_watching && stopsAt(last)) {
                stopped = true;
                break;
            }
        }
    } while (!stopped && !stepper.isFinished() && slice.nsecsElapsed() < kSliceNs);
    m_furthestStep = std::max(m_furthestStep, stepper.counters().steps);
    if (ran > 0) {
        m_pendingDropped += ran - 1 + m_pendingEvents.size();
        m_pendingEvents.clear();
        m_pendingEvents.push_back(last);
    }
}

void SolverRunner::advanceOne()
{
    const Event event = m_stepper->next();
    if (event.type == EventType::Solution)
        recordSolution();
    m_history.offer(m_stepper->state());
    m_furthestStep = std::max(m_furthestStep, m_stepper->counters().steps);
    noteEvent(event);
}

void SolverRunner::noteEvent(const Event &event)
{
    if (m_pendingEvents.size() >= RunnerSnapshot::kMaxRecentEvents) {
        const std::size_t drop = m_pendingEvents.size() / 2;
        m_pendingEvents.erase(m_pendingEvents.begin(), m_pendingEvents.begin() + drop);
        m_pendingDropped += drop;
    }
    m_pendingEvents.push_back(event);
}

void SolverRunner::recordSolution()
{
    // Solutions already stored come back identical after a step back (the search is
    // deterministic): only a solution never reached before is stored.
    const std::uint64_t k = m_stepper->counters().solutions;
    if (k <= m_store->size() || m_store->isFull())
        return;
    const Placement solution = m_stepper->placement();
    const SymmetryClassifier::Result result = m_classifier.classify(solution);
    m_store->append(solution, result.classId);
    if (result.isNew)
        m_store->appendClass({static_cast<std::uint32_t>(k - 1), result.classSize});
}

void SolverRunner::publishIfDue(bool force)
{
    if (!force && m_sinceLastPublish.isValid() && m_sinceLastPublish.elapsed() < kFrameMs)
        return;
    m_sinceLastPublish.start();

    RunnerSnapshot snapshot;
    snapshot.runId = m_runId;
    snapshot.runState = m_runState;
    snapshot.stepsPerSecond = m_until != StopReason::None ? m_speedBeforeUntil : m_stepsPerSecond;
    snapshot.search = m_stepper->state();
    snapshot.recentEvents = std::move(m_pendingEvents);
    snapshot.droppedEvents = m_pendingDropped;
    m_pendingEvents.clear();
    m_pendingEvents.reserve(RunnerSnapshot::kMaxRecentEvents);
    m_pendingDropped = 0;
    snapshot.elapsedMs = m_elapsedBeforeMs + (m_runningClock.isValid() ? m_runningClock.elapsed() : 0);
    snapshot.store = m_store;
    snapshot.tree = m_tree;
    snapshot.storeFull = m_store->isFull();
    snapshot.visibleSolutions = std::min<std::uint64_t>(snapshot.search.counters.solutions, m_store->size());
    {
        // Classes are numbered in order of their first member: count those already visible.
        std::uint64_t low = 0;
        std::uint64_t high = m_store->classCount();
        while (low < high) {
            const std::uint64_t mid = (low + high) / 2;
            if (m_store->classAt(mid).firstSolution < snapshot.visibleSolutions)
                low = mid + 1;
            else
                high = mid;
        }
        snapshot.visibleClasses = low;
    }
    snapshot.furthestStep = m_furthestStep;
    snapshot.stoppedBy = m_stoppedBy;
    snapshot.runningUntil = m_until;
    snapshot.untilLevel = m_untilLevel;
    snapshot.breakpoints = m_breakpoints;
    snapshot.fixedLevels = m_stepper->state().fixedLevels;
    snapshot.mode = m_mode;
    if (m_mode != RunMode::Animate) {
        snapshot.job = m_job.status();
        snapshot.estimatedSeconds = m_mode == RunMode::Count ? Counter::estimatedSeconds(m_options.n) : 0;
        // A listing shows what it has stored so far, whatever the (unmoved) stepper says.
        snapshot.visibleSolutions = m_store->size();
        snapshot.visibleClasses = m_store->classCount();
    }

    {
        QMutexLocker lock(&m_mailboxMutex);
        // After a jump back the window's untaken events no longer lead to this step: drop them.
        if (m_mailboxHasNew && m_mailbox.runId == snapshot.runId && m_mailbox.step() <= snapshot.step()) {
            // The window has not taken the previous snapshot: keep its events, newest last.
            std::vector<Event> merged = std::move(m_mailbox.recentEvents);
            snapshot.droppedEvents += m_mailbox.droppedEvents;
            merged.insert(merged.end(), snapshot.recentEvents.begin(), snapshot.recentEvents.end());
            if (merged.size() > RunnerSnapshot::kMaxRecentEvents) {
                const std::size_t drop = merged.size() - RunnerSnapshot::kMaxRecentEvents;
                merged.erase(merged.begin(), merged.begin() + static_cast<std::ptrdiff_t>(drop));
                snapshot.droppedEvents += drop;
            }
            snapshot.recentEvents = std::move(merged);
        }
        m_mailbox = std::move(snapshot);
        m_mailboxHasNew = true;
    }
    if (!m_signalOutstanding.exchange(true))
        emit snapshotReady();
}

RunnerSnapshot SolverRunner::takeSnapshot()
{
    QMutexLocker lock(&m_mailboxMutex);
    RunnerSnapshot snapshot = m_mailbox;
    m_mailbox.recentEvents.clear();
    m_mailbox.droppedEvents = 0;
    m_mailboxHasNew = false;
    m_signalOutstanding = false;
    return snapshot;
}

} // namespace nq
