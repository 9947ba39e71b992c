#include "tracereplay.h"

#include <QElapsedTimer>

#include <algorithm>

namespace nq {

namespace {
// Events decoded at once ahead of the step shown: stepping at a speed costs one walk from a
// checkpoint per this many steps, not per step.
constexpr std::uint64_t kAhead = 512;
// Events a slice at full speed decodes between looks at the clock.
constexpr std::uint64_t kSliceChunk = 4096;
} // namespace

void TraceReplay::reset(std::shared_ptr<const TraceRun> run)
{
    m_run = std::move(run);
    m_step = 0;
    m_ahead.clear();
    m_pendingEvents.clear();
    m_pendingEvents.reserve(RunnerSnapshot::kMaxRecentEvents);
    m_pendingDropped = 0;
}

void TraceReplay::advanceOne()
{
    if (isFinished())
        return;
    if (m_ahead.empty() || m_aheadFirst != m_step) {
        m_ahead.clear();
        m_aheadFirst = m_step;
        m_run->store->visitSteps(m_step, kAhead,
                                 [this](const TraceStep &step, const TracePosition &before) {
                                     m_ahead.push_back(TraceRun::shownEvent(step, before));
                                 });
        std::reverse(m_ahead.begin(), m_ahead.end()); // taken from the back
    }
    noteEvent(m_ahead.back());
    m_ahead.pop_back();
    ++m_step;
    ++m_aheadFirst;
}

void TraceReplay::runSlice(std::int64_t nanoseconds,
                           const std::function<bool(const Event &)> &stopsAt)
{
    QElapsedTimer slice;
    slice.start();
    m_ahead.clear();
    const std::uint64_t start = m_step;
    Event last;
    bool stopped = false;
    do {
        m_run->store->visitSteps(m_step, kSliceChunk,
                                 [&](const TraceStep &step, const TracePosition &before) {
                                     if (stopped)
                                         return;
                                     last = TraceRun::shownEvent(step, before);
                                     ++m_step;
                                     stopped = stopsAt && stopsAt(last);
                                 });
    } while (!stopped && !isFinished() && slice.nsecsElapsed() < nanoseconds);
    if (m_step > start) {
        m_pendingDropped += m_step - start - 1 + m_pendingEvents.size();
        m_pendingEvents.clear();
        m_pendingEvents.push_back(last);
    }
}

void TraceReplay::jumpTo(std::uint64_t target)
{
    target = std::min(target, m_run->stepCount());
    m_ahead.clear();
    m_pendingEvents.clear();
    m_pendingDropped = 0;
    m_step = target;
    // The board shows what the step just reached did, as if it had been played.
    if (target > 0)
        m_run->store->visitSteps(target - 1, 1,
                                 [this](const TraceStep &step, const TracePosition &before) {
                                     m_pendingEvents.push_back(TraceRun::shownEvent(step, before));
                                 });
}

void TraceReplay::noteEvent(const Event &event)
{
    if (m_pendingEvents.size() >= RunnerSnapshot::kMaxRecentEvents) {
        const std::size_t drop = m_pendingEvents.size() / 2;
        m_pendingEvents.erase(m_pendingEvents.begin(),
                              m_pendingEvents.begin() + std::ptrdiff_t(drop));
        m_pendingDropped += drop;
    }
    m_pendingEvents.push_back(event);
}

void TraceReplay::describe(RunnerSnapshot &snapshot)
{
    const TraceRun &run = *m_run;
    const TracePosition position = run.store->positionAfter(m_step);
    const Placement placement = TraceRun::shownPlacement(position.board);
    StepperState &state = snapshot.search;
    state = StepperState();
    state.options = {run.n, run.order, Check::Scan, run.firstOnly ? Goal::First : Goal::All};
    state.counters = position.counters();
    // The levels filled from the first, as the call stack and the levels' panels read a
    // search: where the program's board is one (a queen a level), that is all of it.
    const int level = run.filledLevels(placement, state.candidate);
    state.level = static_cast<std::int8_t>(level);
    const TraceRun::LevelCounts levels = run.levelCountsAt(m_step);
    state.placesAtLevel = levels.places;
    state.backtracksAtLevel = levels.backtracks;
    state.phase = isFinished() ? StepperState::Phase::Finished : StepperState::Phase::Choose;
    snapshot.trace = m_run;
    snapshot.traceBoard = placement;
    snapshot.traceSquares = position.board.squares();
    snapshot.recentEvents = std::move(m_pendingEvents);
    snapshot.droppedEvents = m_pendingDropped;
    m_pendingEvents.clear();
    m_pendingEvents.reserve(RunnerSnapshot::kMaxRecentEvents);
    m_pendingDropped = 0;
    snapshot.store = run.solutions;
    snapshot.solutionSteps = run.solutionSteps;
    snapshot.tree = nullptr;
    snapshot.storeFull = false;
    snapshot.visibleSolutions = run.solutionSteps->countUpTo(m_step, run.solutionSteps->size());
    snapshot.visibleClasses = classesAmongFirst(*run.solutions, snapshot.visibleSolutions);
    snapshot.furthestStep = run.stepCount();
    snapshot.fixedLevels = 0;
}

} // namespace nq
