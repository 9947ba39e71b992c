#include "animatedsearch.h"

#include <QElapsedTimer>

#include <algorithm>

namespace nq {

void AnimatedSearch::reset(const SearchOptions &options, const Placement &prefix,
                           std::uint64_t storeCapacity, std::uint64_t storeBudget)
{
    m_stepper = prefix.queenCount() > 0 ? std::make_unique<Stepper>(options, prefix)
                                        : std::make_unique<Stepper>(options);
    m_history.clear(m_stepper->state());
    // Small boards: the whole tree, built once (a fraction of a millisecond at N=8).
    m_tree = SearchTree::build(options, prefix);
    m_classifier = SymmetryClassifier();
    m_store = std::make_shared<SolutionStore>(options.n, storeCapacity, storeBudget);
    m_solutionSteps = std::make_shared<SolutionSteps>();
    m_furthestStep = 0;
    m_pendingEvents.clear();
    m_pendingEvents.reserve(RunnerSnapshot::kMaxRecentEvents);
    m_pendingDropped = 0;
}

void AnimatedSearch::advanceOne()
{
    const Event event = m_stepper->next();
    if (event.type == EventType::Solution)
        recordSolution();
    m_history.offer(m_stepper->state());
    m_furthestStep = std::max(m_furthestStep, m_stepper->counters().steps);
    noteEvent(event);
}

void AnimatedSearch::runSlice(std::int64_t nanoseconds,
                              const std::function<bool(const Event &)> &stopsAt)
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
            if (stopsAt && stopsAt(last)) {
                stopped = true;
                break;
            }
        }
    } while (!stopped && !stepper.isFinished() && slice.nsecsElapsed() < nanoseconds);
    m_furthestStep = std::max(m_furthestStep, stepper.counters().steps);
    if (ran > 0) {
        m_pendingDropped += ran - 1 + m_pendingEvents.size();
        m_pendingEvents.clear();
        m_pendingEvents.push_back(last);
    }
}

void AnimatedSearch::jumpTo(std::uint64_t target)
{
    const std::uint64_t current = step();
    if (target < current
        || (target <= m_furthestStep && m_history.atOrBefore(target).counters.steps > current)) {
        restoreTo(target);
        return;
    }
    while (step() < target && !isFinished())
        advanceOne();
}

void AnimatedSearch::restoreTo(std::uint64_t target)
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

void AnimatedSearch::noteEvent(const Event &event)
{
    if (m_pendingEvents.size() >= RunnerSnapshot::kMaxRecentEvents) {
        const std::size_t drop = m_pendingEvents.size() / 2;
        m_pendingEvents.erase(m_pendingEvents.begin(), m_pendingEvents.begin() + drop);
        m_pendingDropped += drop;
    }
    m_pendingEvents.push_back(event);
}

void AnimatedSearch::recordSolution()
{
    // Solutions already stored come back identical after a step back (the search is
    // deterministic): only a solution never reached before is stored.
    const std::uint64_t k = m_stepper->counters().solutions;
    if (k <= m_store->size() || m_store->isFull())
        return;
    const Placement solution = m_stepper->placement();
    const SymmetryClassifier::Result result = m_classifier.classify(solution);
    if (!m_store->append(solution, result.classId))
        return; // the memory budget is spent
    m_solutionSteps->append(m_stepper->counters().steps);
    if (result.isNew)
        m_store->appendClass({static_cast<std::uint32_t>(k - 1), result.classSize});
}

void AnimatedSearch::describe(RunnerSnapshot &snapshot)
{
    snapshot.search = m_stepper->state();
    snapshot.recentEvents = std::move(m_pendingEvents);
    snapshot.droppedEvents = m_pendingDropped;
    m_pendingEvents.clear();
    m_pendingEvents.reserve(RunnerSnapshot::kMaxRecentEvents);
    m_pendingDropped = 0;
    snapshot.store = m_store;
    snapshot.solutionSteps = m_solutionSteps;
    snapshot.tree = m_tree;
    snapshot.storeFull = m_store->isFull();
    snapshot.visibleSolutions = std::min<std::uint64_t>(snapshot.search.counters.solutions,
                                                        m_store->size());
    snapshot.visibleClasses = classesAmongFirst(*m_store, snapshot.visibleSolutions);
    snapshot.furthestStep = m_furthestStep;
    snapshot.fixedLevels = m_stepper->state().fixedLevels;
}

} // namespace nq
