#include "tracewalk.h"

#include <algorithm>

namespace nq {

namespace {
// Steps decoded at once: one walk from the store's checkpoint per this many steps.
constexpr std::uint64_t kPiece = 4096;
} // namespace

TraceWalk::TraceWalk(std::shared_ptr<const TraceRun> run)
    : m_run(std::move(run))
{
    standAt(0);
}

void TraceWalk::standAt(std::uint64_t target)
{
    m_ahead.clear();
    m_step = target;
    const TracePosition position = m_run->store->positionAfter(target);
    m_squares = position.board.squares();
    m_counters = position.counters();
    m_event.reset();
    if (target > 0)
        m_run->store->visitSteps(target - 1, 1,
                                 [this](const TraceStep &step, const TracePosition &before) {
                                     m_event = TraceRun::shownEvent(step, before);
                                 });
}

void TraceWalk::decodeAhead()
{
    // The store gives each event with the board before it: the step an event leads to is
    // known at the next event's visit, or, for the last one, from the trace's end.
    const TraceStore &store = *m_run->store;
    const std::uint64_t count = std::min(kPiece + 1, store.stepCount() - m_step);
    std::optional<Event> leading;
    store.visitSteps(m_step, count, [&](const TraceStep &step, const TracePosition &before) {
        if (leading)
            m_ahead.push_back({*leading, before.board.squares(), before.counters()});
        leading = TraceRun::shownEvent(step, before);
    });
    if (leading && m_step + count == store.stepCount()) {
        const TracePosition end = store.positionAfter(store.stepCount());
        m_ahead.push_back({*leading, end.board.squares(), end.counters()});
    }
}

bool TraceWalk::next()
{
    if (isFinished())
        return false;
    if (m_ahead.empty())
        decodeAhead();
    const Ahead &ahead = m_ahead.front();
    m_event = ahead.event;
    m_squares = ahead.squares;
    m_counters = ahead.counters;
    m_ahead.pop_front();
    ++m_step;
    return true;
}

bool TraceWalk::skipTo(std::uint64_t target, const std::atomic<bool> *, const Progress &)
{
    // Any step is one checkpoint and a few thousand events away: nothing long to cancel.
    m_cancelled = false;
    if (target == m_step)
        return true;
    if (target > m_run->stepCount()) {
        standAt(m_run->stepCount());
        m_event.reset();
        return false;
    }
    // Near ahead, the pieces already decoded serve; else one walk from a checkpoint.
    if (target > m_step && target - m_step <= kPiece) {
        while (m_step < target)
            next();
        return true;
    }
    standAt(target);
    return true;
}

Placement TraceWalk::queens() const
{
    return TraceRun::shownPlacement(m_run->n, m_squares);
}

void TraceWalk::describe(RunnerSnapshot &snapshot) const
{
    const TraceRun &run = *m_run;
    snapshot.search.options = {run.n, run.order, Check::Scan,
                               run.firstOnly ? Goal::First : Goal::All};
    snapshot.search.counters.steps = m_step;
    snapshot.trace = m_run;
}

std::optional<std::vector<std::uint64_t>> TraceWalk::pathToSolution(std::uint64_t k,
                                                                    const std::atomic<bool> *) const
{
    const TraceRun &trace = *m_run;
    if (k == 0 || k > trace.solutionSteps->size())
        return std::nullopt;
    // The step that placed each queen on the board at that solution (its last place there
    // before it), then the solution's own.
    const std::uint64_t solutionStep = trace.solutionSteps->at(k - 1); // after its event
    std::vector<std::uint64_t> placedAt(std::size_t(kMaxN) * kMaxN, 0);
    trace.store->visitSteps(0, solutionStep, [&](const TraceStep &step, const TracePosition &) {
        if (step.event.type == EventType::Place)
            placedAt[std::size_t(step.event.row) * kMaxN + std::size_t(step.event.col)] = step.step
                                                                                          + 1;
    });
    const TracePosition at = trace.store->positionAfter(solutionStep - 1);
    std::vector<std::uint64_t> steps;
    for (int row = 0; row < trace.n; ++row)
        for (int col = 0; col < trace.n; ++col)
            if (at.board.hasQueen(row, col))
                steps.push_back(placedAt[std::size_t(row) * kMaxN + std::size_t(col)]);
    std::sort(steps.begin(), steps.end());
    steps.push_back(solutionStep);
    return steps;
}

} // namespace nq
