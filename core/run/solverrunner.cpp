#include "solverrunner.h"

#include <algorithm>
#include <cmath>

namespace nq {

namespace {
// A full-speed slice runs this long before the event loop gets a turn: commands and quitting
// are answered within about this time.
constexpr qint64 kSliceNs = 10'000'000;
// A jump ahead of the furthest step by more than this runs in slices that show their progress
// (at full speed it takes longer than a frame or two); a shorter one is done at once.
constexpr std::uint64_t kStepsGoneToAtOnce = 2'000'000;
// Catching up after a stall never runs more than this many frames' worth of steps.
constexpr double kMaxCreditFrames = 4;
} // namespace

SolverRunner::SolverRunner(QObject *parent)
    : QObject(parent)
    , m_job(this)
    , m_tick(this)
{
    connect(&m_job, &JobMode::progressed, this, [this] { publishIfDue(true); });
    connect(&m_job, &JobMode::finished, this, &SolverRunner::onJobFinished);
    m_tick.setSingleShot(true);
    m_tick.setTimerType(Qt::PreciseTimer);
    connect(&m_tick, &QTimer::timeout, this, &SolverRunner::onTick);
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
    m_job.cancel(); // before the store it may be filling is dropped
    m_stopRule.dropUntil();
    m_stoppedBy = StopReason::None;
    m_search.reset(m_options, m_prefix, storeCapacityFor(m_options.n), kStoreMemoryBytes);
    m_job.reset(m_options.goal, m_options.n, m_search.sharedStore());
    m_trace.reset(nullptr);
    m_stepped = &m_search;
    m_runId = runId;
    m_runState = RunState::Ready;
    m_elapsedBeforeUs = 0;
    m_runningClock.invalidate();
    m_stepCredit = 0;
}

std::uint64_t SolverRunner::storeCapacityFor(int n) const
{
    // Solutions kept per run: the smaller of the set cap and what fits in the memory bound.
    return std::min<std::uint64_t>(
        m_storeCapacity.load(), kStoreMemoryBytes / std::uint64_t(SolutionStore::recordBytes(n)));
}

void SolverRunner::restart(const SearchOptions &options, quint64 runId)
{
    restartFrom(options, Placement(options.n), runId);
}

void SolverRunner::restartFrom(const SearchOptions &options, const Placement &prefix, quint64 runId)
{
    if (options.n != m_options.n)
        m_stopRule.clearBreakpoints(); // breakpoints belong to a board size
    m_prefix = prefix.n == options.n && Stepper::prefixLength(prefix, options.order) > 0
                   ? prefix
                   : Placement(options.n);
    m_options = options;
    m_options.n = std::clamp(m_options.n, kMinN, kMaxN);
    if (m_prefix.queenCount() > 0 && !animates(m_options.goal))
        m_options.goal = Goal::All; // the user's queens are continued step by step
    startRun(runId);
}

void SolverRunner::showTrace(std::shared_ptr<const TraceRun> run, quint64 runId)
{
    if (!run)
        return;
    if (run->n != m_options.n)
        m_stopRule.clearBreakpoints(); // breakpoints belong to a board size
    m_prefix = Placement(run->n);
    m_options = {run->n, run->order, Check::Scan, run->firstOnly ? Goal::First : Goal::All};
    prepareRun(runId);
    m_trace.reset(std::move(run));
    m_stepped = &m_trace;
    publishIfDue(true);
}

void SolverRunner::play()
{
    if (!isAnimating()) {
        if (m_job.start()) {
            setRunState(RunState::Running);
            publishIfDue(true);
        }
        return;
    }
    if (m_runState == RunState::Running || m_stepped->isFinished())
        return;
    m_stoppedBy = StopReason::None;
    setRunState(RunState::Running);
    m_stepCredit = 1; // the first step shows at once, whatever the speed
    m_sinceLastTick.start();
    m_sinceLastPublish.start();
    publishIfDue(true);
    scheduleTick();
}

void SolverRunner::continueCountFrom(std::optional<CountLedger> ledger)
{
    m_job.continueFrom(std::move(ledger));
}

void SolverRunner::pause()
{
    if (m_runState != RunState::Running)
        return;
    if (!isAnimating()) {
        // A count or a listing cannot pause: it is cancelled, and says so.
        m_job.cancel();
        onJobFinished();
        return;
    }
    endUntil();
    setRunState(RunState::Paused);
    publishIfDue(true);
}

void SolverRunner::step()
{
    if (!isAnimating())
        return;
    m_stoppedBy = StopReason::None;
    if (m_runState == RunState::Running)
        setRunState(RunState::Paused);
    if (m_stepped->isFinished()) {
        publishIfDue(true);
        return;
    }
    m_stepped->advanceOne();
    setRunState(m_stepped->isFinished() ? RunState::Finished : RunState::Paused);
    publishIfDue(true);
}

void SolverRunner::stepBack()
{
    if (!isAnimating())
        return;
    const std::uint64_t current = m_stepped->step();
    if (current == 0) {
        publishIfDue(true);
        return;
    }
    jumpToStep(current - 1);
}

void SolverRunner::jumpToStep(quint64 target)
{
    if (!isAnimating())
        return;
    m_stoppedBy = StopReason::None;
    endUntil();
    if (m_runState == RunState::Running)
        setRunState(RunState::Paused);
    // Far ahead of anything run (an undo's search, a lesson's step, Go to step): gone to at
    // full speed in time slices, so that the window shows how far it is and can stop it,
    // instead of replaying for seconds inside this call while it still showed step 0.
    const std::uint64_t furthest = std::max(m_stepped->step(), m_stepped->furthestStep());
    if (target > furthest && target - furthest > kStepsGoneToAtOnce && !m_stepped->isFinished()) {
        m_stepped->jumpTo(furthest);
        m_stopRule.runUntilStep(target, m_stepsPerSecond);
        m_stepsPerSecond = kFullSpeed;
        play();
        return;
    }
    m_stepped->jumpTo(target);
    if (m_stepped->isFinished())
        setRunState(RunState::Finished);
    else
        setRunState(m_stepped->step() == 0 ? RunState::Ready : RunState::Paused);
    publishIfDue(true);
}

void SolverRunner::runUntil(StopReason condition, int level)
{
    if (!isAnimating() || m_stepped->isFinished())
        return;
    m_stopRule.runUntil(condition, level, m_stepsPerSecond);
    m_stepsPerSecond = kFullSpeed;
    if (m_runState == RunState::Running) {
        publishIfDue(true);
        scheduleTick();
    } else {
        play();
    }
}

void SolverRunner::goToSolution(quint64 number)
{
    if (m_stepped == &m_trace) {
        // The whole trace is known: its solutions' steps are in the list.
        const SolutionSteps &steps = *m_trace.run()->solutionSteps;
        if (number > 0 && number <= steps.size())
            return jumpToStep(steps.at(number - 1));
    }
    if (!isAnimating() || m_stepped->isFinished() || number == 0) {
        publishIfDue(true);
        return;
    }
    m_stoppedBy = StopReason::None;
    m_stopRule.runUntilSolution(number, m_stepsPerSecond);
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
    m_stopRule.setBreakpoint(row, col, on);
    publishIfDue(true);
}

void SolverRunner::setBreakpoints(const SquareSet &breakpoints)
{
    m_stopRule.clearBreakpoints();
    for (int row = 0; row < m_options.n; ++row)
        for (int col = 0; col < m_options.n; ++col)
            if (breakpoints[std::size_t(row)] & (1u << col))
                m_stopRule.setBreakpoint(row, col, true);
    publishIfDue(true);
}

void SolverRunner::clearBreakpoints()
{
    m_stopRule.clearBreakpoints();
    publishIfDue(true);
}

bool SolverRunner::stopsAt(const Event &event)
{
    const StopReason reason = m_stopRule.reasonAt(event, m_options.order, m_stepped->step());
    if (reason == StopReason::None)
        return false;
    // A step gone to is where the user asked to be: paused there as by the user.
    const bool goneTo = reason == StopReason::StepReached || reason == StopReason::SolutionReached;
    stop(goneTo ? StopReason::None : reason);
    return true;
}

void SolverRunner::stop(StopReason reason)
{
    endUntil();
    m_stoppedBy = reason;
    setRunState(RunState::Paused);
}

void SolverRunner::endUntil()
{
    if (const std::optional<double> speed = m_stopRule.endUntil())
        m_stepsPerSecond = *speed;
}

void SolverRunner::onJobFinished()
{
    if (m_job.isFinished())
        setRunState(RunState::Finished);
    publishIfDue(true);
}

void SolverRunner::setSpeed(double stepsPerSecond)
{
    if (m_stopRule.isRunningUntil()) {
        m_stopRule.setSpeedAfterUntil(
            std::max(0.0, stepsPerSecond)); // applies when "run until" stops
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
        m_elapsedBeforeUs += m_runningClock.nsecsElapsed() / 1000;
    m_runningClock.invalidate();
}

void SolverRunner::scheduleTick()
{
    // A count or a listing runs on its job's thread: the stepper stays where it is (were it
    // to tick, it would append its solutions to the store the listing is filling).
    if (m_runState != RunState::Running || !isAnimating())
        return;
    int intervalMs = 0;
    if (m_stepsPerSecond != kFullSpeed) {
        if (m_stepsPerSecond < speed::kOneStepPerFrame) {
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
        std::function<bool(const Event &)> check;
        if (m_stopRule.isWatching())
            check = [this](const Event &event) { return stopsAt(event); };
        m_stepped->runSlice(kSliceNs, check);
    } else {
        stepAtSpeed();
    }
    if (m_runState != RunState::Running) { // stopped at a breakpoint or a "run until" goal
        publishIfDue(true);
        return;
    }
    if (m_stepped->isFinished()) {
        setRunState(RunState::Finished);
        publishIfDue(true);
        return;
    }
    // Slow speeds show every step; faster ones one frame at a time.
    publishIfDue(m_stepsPerSecond != kFullSpeed && m_stepsPerSecond < speed::kOneStepPerFrame);
    scheduleTick();
}

void SolverRunner::stepAtSpeed()
{
    const double seconds = double(m_sinceLastTick.nsecsElapsed()) / 1e9;
    m_sinceLastTick.restart();
    m_stepCredit += seconds * m_stepsPerSecond;
    m_stepCredit = std::min(m_stepCredit,
                            std::max(1.0, m_stepsPerSecond * kFrameMs * kMaxCreditFrames / 1000.0));
    const auto due = static_cast<std::uint64_t>(m_stepCredit);
    m_stepCredit -= double(due);
    for (std::uint64_t i = 0; i < due && !m_stepped->isFinished(); ++i) {
        m_stepped->advanceOne();
        if (m_stopRule.isWatching() && m_stepped->lastEvent() && stopsAt(*m_stepped->lastEvent()))
            break;
    }
}

void SolverRunner::publishIfDue(bool force)
{
    if (!force && m_sinceLastPublish.isValid() && m_sinceLastPublish.elapsed() < kFrameMs)
        return;
    m_sinceLastPublish.start();

    RunnerSnapshot snapshot;
    snapshot.runId = m_runId;
    snapshot.runState = m_runState;
    snapshot.stepsPerSecond = m_stopRule.chosenSpeed(m_stepsPerSecond);
    m_stepped->describe(snapshot);
    snapshot.elapsedUs = m_elapsedBeforeUs
                         + (m_runningClock.isValid() ? m_runningClock.nsecsElapsed() / 1000 : 0);
    snapshot.stoppedBy = m_stoppedBy;
    snapshot.runningUntil = m_stopRule.until();
    snapshot.untilLevel = m_stopRule.untilLevel();
    snapshot.untilStep = m_stopRule.untilStep();
    snapshot.untilSolution = m_stopRule.untilSolution();
    snapshot.breakpoints = m_stopRule.breakpoints();
    if (!isAnimating())
        m_job.describe(snapshot);
    if (m_mailbox.post(std::move(snapshot)))
        emit snapshotReady();
}

} // namespace nq
