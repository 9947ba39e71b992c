#include "searchwalk.h"

#include <algorithm>

namespace nq {

namespace {

// Steps skipped between two looks at the cancel flag: a few hundredths of a second.
constexpr std::uint64_t kPiece = std::uint64_t(1) << 20;

bool raised(const std::atomic<bool> *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

} // namespace

SearchWalk::SearchWalk(const Stepper &start)
    : m_start(start)
    , m_stepper(start)
{
}

bool SearchWalk::next()
{
    if (m_stepper.isFinished())
        return false;
    m_event = m_stepper.next();
    return true;
}

bool SearchWalk::skipTo(std::uint64_t target, const std::atomic<bool> *cancel,
                        const Progress &progress)
{
    m_cancelled = false;
    if (target <= step())
        return target == step();
    // Up to the step before, without building events; then the step's own event.
    while (step() + 1 < target && !m_stepper.isFinished()) {
        if ((m_cancelled = raised(cancel)))
            return false;
        if (progress)
            progress(step());
        m_stepper.skip(std::min(kPiece, target - 1 - step()));
    }
    if (m_stepper.isFinished()) {
        m_event.reset();
        return false;
    }
    return next();
}

SquareSet SearchWalk::squares() const
{
    SquareSet squares {};
    const Placement placement = m_stepper.placement();
    for (int row = 0; row < placement.n; ++row)
        if (const int col = placement.cols[std::size_t(row)]; col >= 0)
            squares[std::size_t(row)] = 1u << col;
    return squares;
}

bool SearchWalk::holdsQueen(int row, int col) const
{
    // The queens stand on the levels below the current one: level i's candidate.
    const StepperState &state = m_stepper.state();
    const bool rows = state.options.order == Order::Rows;
    const int level = rows ? row : col;
    return level < state.level && state.candidate[std::size_t(level)] == (rows ? col : row);
}

void SearchWalk::describe(RunnerSnapshot &snapshot) const
{
    snapshot.search = m_stepper.state();
    snapshot.fixedLevels = m_stepper.state().fixedLevels;
}

std::optional<std::vector<std::uint64_t>> SearchWalk::pathToSolution(
    std::uint64_t k, const std::atomic<bool> *cancel) const
{
    if (k == 0)
        return std::nullopt;
    Stepper stepper = m_start;
    // Whole pieces while the k-th solution lies beyond them (checking the flag between), then
    // back to the start of the piece that holds it and on to that solution's event.
    constexpr std::uint64_t kPathPiece = std::uint64_t(1) << 22;
    for (;;) {
        if (raised(cancel))
            return std::nullopt;
        const StepperState before = stepper.state();
        stepper.skip(kPathPiece);
        if (stepper.counters().solutions >= k) {
            stepper.restore(before);
            break;
        }
        if (stepper.isFinished())
            return std::nullopt;
    }
    while (stepper.counters().solutions < k)
        stepper.advanceToNextSolution();
    const StepperState &state = stepper.state();
    std::vector<std::uint64_t> path;
    if (state.fixedLevels > 0)
        path.push_back(0);
    for (int level = state.fixedLevels; level < state.options.n; ++level)
        path.push_back(state.placedAtStep[std::size_t(level)]);
    path.push_back(state.counters.steps);
    return path;
}

} // namespace nq
