#include "tracerun.h"

#include "symmetryclassifier.h"

#include <algorithm>
#include <bit>
#include <atomic>

namespace nq {

namespace {

// A board the solution list can hold: a queen on every row, each on a column of its own (the
// store packs solutions as permutations). A queen that attacks another along a diagonal may
// still be among them: the program reported it, and the checker says what is wrong with it.
bool isPermutation(const Placement &board)
{
    std::uint32_t columns = 0;
    for (int row = 0; row < board.n; ++row) {
        if (board.cols[row] < 0 || (columns >> board.cols[row]) & 1u)
            return false;
        columns |= 1u << board.cols[row];
    }
    return true;
}

// Counts a place or a backtrack on its level.
void countLevel(const Event &event, Order order, TraceRun::LevelCounts &levels)
{
    if (event.type == EventType::Place)
        ++levels.places[std::size_t(order == Order::Rows ? event.row : event.col)];
    else if (event.type == EventType::Backtrack)
        ++levels.backtracks[std::size_t(event.level)];
}

// FNV-1a over N, the goal and the text: the same trace read twice is the same trace.
std::uint64_t fingerprintOf(int n, bool firstOnly, const std::string &text)
{
    std::uint64_t hash = 14695981039346656037ull;
    const auto add = [&hash](unsigned char byte) {
        hash ^= byte;
        hash *= 1099511628211ull;
    };
    add(static_cast<unsigned char>(n));
    add(firstOnly ? 1 : 0);
    for (const char c : text)
        add(static_cast<unsigned char>(c));
    return hash == 0 ? 1 : hash;
}

// A trace whose text is not kept is told apart by a number of its own (the top bit set, so
// that it is never 0).
std::uint64_t uniqueFingerprint()
{
    static std::atomic<std::uint64_t> next {1};
    return (std::uint64_t(1) << 63) | next.fetch_add(1, std::memory_order_relaxed);
}

} // namespace

TraceRun::LevelCounts TraceRun::levelCountsAt(std::uint64_t steps) const
{
    steps = std::min(steps, stepCount());
    const std::size_t index = std::size_t(steps / TraceStore::kCheckpointInterval);
    if (index >= levelCheckpoints.size())
        return {};
    LevelCounts levels = levelCheckpoints[index];
    const std::uint64_t from = std::uint64_t(index) * TraceStore::kCheckpointInterval;
    store->visitSteps(from, steps - from, [&](const TraceStep &step, const TracePosition &) {
        countLevel(step.event, order, levels);
    });
    return levels;
}

Event TraceRun::shownEvent(const TraceStep &step, const TracePosition &before)
{
    Event event = step.event;
    if (event.type == EventType::Solution)
        event.solution = before.counts.solutions + 1;
    return event;
}

Placement TraceRun::shownPlacement(const TraceBoard &board)
{
    return shownPlacement(board.n(), board.squares());
}

Placement TraceRun::shownPlacement(int n, const SquareSet &squares)
{
    Placement placement(n);
    for (int row = 0; row < n; ++row)
        if (const std::uint32_t bits = squares[std::size_t(row)])
            placement.cols[std::size_t(row)] = static_cast<std::int8_t>(std::countr_zero(bits));
    return placement;
}

int TraceRun::filledLevels(const Placement &shown, std::array<std::int8_t, kMaxN> &candidates) const
{
    int level = 0;
    for (; level < n; ++level) {
        int candidate = -1;
        if (order == Order::Rows) {
            candidate = shown.cols[std::size_t(level)];
        } else {
            for (int row = 0; row < n; ++row)
                if (shown.cols[std::size_t(row)] == level)
                    candidate = row;
        }
        if (candidate < 0)
            break;
        candidates[std::size_t(level)] = static_cast<std::int8_t>(candidate);
    }
    return level;
}

std::optional<std::uint64_t> TraceRun::violationStep() const
{
    if (!violation)
        return std::nullopt;
    const bool atAnEvent = violation->kind != TraceViolationKind::Malformed
                           && violation->kind != TraceViolationKind::SolutionsMissed
                           && violation->kind != TraceViolationKind::NoSolution;
    const std::uint64_t step = violation->step + (atAnEvent ? 1 : 0);
    return std::min(step, stepCount());
}

std::shared_ptr<const TraceRun> TraceRun::make(std::string name, const TraceIntake &intake,
                                               std::optional<Failure> failure)
{
    auto run = std::make_shared<TraceRun>();
    run->name = std::move(name);
    run->failure = std::move(failure);
    run->n = intake.n();
    run->firstOnly = intake.firstOnly();
    run->order = intake.checker().order().value_or(Order::Rows);
    run->store = intake.sharedStore();
    run->violation = intake.checker().violation();
    run->summary = intake.checker().summary();
    run->textKept = intake.keptText();
    run->textBytes = intake.bytesFed();
    if (run->textKept)
        run->text = intake.text();
    run->fingerprint = run->textKept ? fingerprintOf(run->n, run->firstOnly, run->text)
                                     : uniqueFingerprint();
    auto solutions = std::make_shared<SolutionStore>(run->n);
    auto steps = std::make_shared<SolutionSteps>();
    SymmetryClassifier classifier;
    const TraceStore &store = *run->store;
    LevelCounts levels;
    bool listFull = false;
    // One pass over the trace: the solutions it reported, and the level counts' checkpoints.
    store.visitSteps(0, store.stepCount(), [&](const TraceStep &step, const TracePosition &before) {
        if (step.step % TraceStore::kCheckpointInterval == 0)
            run->levelCheckpoints.push_back(levels);
        countLevel(step.event, run->order, levels);
        Placement board;
        if (step.event.type != EventType::Solution || listFull || !before.placement(board)
            || !isPermutation(board))
            return; // not a board a list can show: the checker names it
        const SymmetryClassifier::Result result = classifier.classify(board);
        listFull = (result.isNew
                    && !solutions->appendClass(
                        {std::uint32_t(solutions->size()), result.classSize}))
                   || !solutions->append(board, result.classId) || !steps->append(step.step + 1);
    });
    run->solutions = std::move(solutions);
    run->solutionSteps = std::move(steps);
    // The first missed solution explained: how far the program came along it.
    if (run->violation && run->violation->kind == TraceViolationKind::SolutionsMissed
        && run->violation->board.n == run->n)
        run->missedPath = missedPathOf(store, run->order, run->violation->board);
    return run;
}

std::optional<TraceRun::MissedPath> TraceRun::missedPathOf(const TraceStore &store, Order order,
                                                           const Placement &missed)
{
    const int n = store.n();
    int heldMost = -1;
    SquareSet heldBoard {};
    store.visitSteps(0, store.stepCount(), [&](const TraceStep &step, const TracePosition &before) {
        if (step.event.type != EventType::Place
            || missed.cols[std::size_t(step.event.row)] != step.event.col)
            return;
        // After this placement: are all the queens on the board queens of the solution?
        const SquareSet &squares = before.board.squares();
        bool onlyItsQueens = true;
        for (int row = 0; row < n && onlyItsQueens; ++row) {
            const std::uint32_t its = std::uint32_t(1) << missed.cols[std::size_t(row)];
            onlyItsQueens = (squares[std::size_t(row)] & ~its) == 0;
        }
        const int held = before.board.queenCount() + 1;
        if (onlyItsQueens && held > heldMost) {
            heldMost = held;
            heldBoard = squares;
            heldBoard[std::size_t(step.event.row)] |= std::uint32_t(1) << step.event.col;
        }
    });
    // The first queen of the solution, in the order of levels, not held at the most.
    MissedPath path;
    path.queensHeld = std::max(heldMost, 0);
    for (int level = 0; level < n && path.row < 0; ++level) {
        const int row = order == Order::Rows ? level : -1;
        for (int r = 0; r < n; ++r) {
            const int c = missed.cols[std::size_t(r)];
            const bool onLevel = row >= 0 ? r == level : c == level;
            if (onLevel && !((heldBoard[std::size_t(r)] >> c) & 1u)) {
                path.row = r;
                path.col = c;
                break;
            }
        }
    }
    if (path.row < 0)
        return std::nullopt;
    return path;
}

} // namespace nq
