#pragma once

#include "searchtypes.h"

#include <array>
#include <cstdint>
#include <optional>

namespace nq {

// Everything the search needs to continue from where it stands: 1,568 bytes, so the
// runner can keep many of them as history checkpoints. Restoring a state saved after step k
// and calling next() gives exactly the events that followed step k.
struct StepperState
{
    enum class Phase : std::uint8_t { Choose, Conflict, Place, Solution, Remove, Done, Finished };

    SearchOptions options;
    Counters counters;
    Phase phase = Phase::Choose;
    std::int8_t level = 0; // levels below this one hold a queen
    std::int8_t pendingCandidate = -1;
    std::int8_t pendingAttacker = -1; // level of the queen attacking pendingCandidate
    Line pendingLine = Line::None;
    std::array<std::int8_t, kMaxN> candidate {}; // candidate placed at each level
    std::array<std::uint32_t, kMaxN + 1> remaining {}; // candidates still to consider per level
    std::array<std::uint32_t, kMaxN + 1>
        columnMask {}; // bitmask check: cols|ld|rd on entering a level
    std::array<std::uint32_t, kMaxN + 1> leftDiagonalMask {};
    std::array<std::uint32_t, kMaxN + 1> rightDiagonalMask {};
    std::array<std::int8_t, kMaxN> lineOwner {}; // arrays check: level owning each line, -1 free
    std::array<std::int8_t, 2 * kMaxN - 1> diagonalOwner {};
    std::array<std::int8_t, 2 * kMaxN - 1> antiDiagonalOwner {};
    std::array<std::uint64_t, kMaxN>
        placedAtStep {}; // step of the place event of each level's queen
    std::array<std::uint64_t, kMaxN> placesAtLevel {}; // counters by level
    std::array<std::uint64_t, kMaxN> backtracksAtLevel {};
    std::int8_t fixedLevels = 0; // levels given by the user ("continue from here"): never lifted

    friend bool operator==(const StepperState &, const StepperState &) = default;
};

// The backtracking search as an explicit stack, one protocol event per next() call, so it
// can stop and resume anywhere, be saved, restored and replayed. The search works in
// (level, candidate) terms: a level is a row in row order and a column in column order.
// Plain C++: used on whichever thread owns it (the runner's worker, the CLI, tests).
class Stepper
{
public:
    explicit Stepper(const SearchOptions &options = {});
    // Starts below queens the user placed: `prefix` must hold non-attacking queens on the
    // first k levels of the order (rows 0..k-1, or columns 0..k-1) and nothing else. The
    // search explores only what extends them and ends when it would have to lift one.
    Stepper(const SearchOptions &options, const Placement &prefix);
    // The search below `queens` (the user's, a lesson's; none or no queen: from the empty
    // board), or nothing when they are no start it can continue from (prefixLength).
    static std::optional<Stepper> below(const SearchOptions &options, const Placement &queens);
    // The number of leading levels of `placement` that hold a queen, if it is a valid prefix
    // for `order` (queens on exactly those levels, none attacking another); otherwise -1.
    static int prefixLength(const Placement &placement, Order order);

    // Returns the next event; after Done it keeps returning Done without counting a step.
    Event next();
    // Advances up to `steps` events without building them for a caller; returns how many ran.
    std::uint64_t skip(std::uint64_t steps);
    // Advances to just after the next solution event (or to the end); true if one was found.
    bool advanceToNextSolution();

    bool isFinished() const { return m_state.phase == StepperState::Phase::Finished; }
    const SearchOptions &options() const { return m_state.options; }
    const Counters &counters() const { return m_state.counters; }
    // Number of levels holding a queen.
    int depth() const { return m_state.level; }
    // The queens on the board now, as cols[row] = col (-1 for rows without a queen).
    Placement placement() const { return placementOf(m_state); }
    static Placement placementOf(const StepperState &state);
    // The candidate the search will consider next at the current level, or -1 if none.
    int nextCandidate() const;
    // Candidates of the level not yet considered, as a bit set (bit i = candidate i).
    std::uint32_t remainingCandidates(int level) const { return m_state.remaining[level]; }
    int candidateAt(int level) const { return m_state.candidate[level]; }

    const StepperState &state() const { return m_state; }
    void restore(const StepperState &state) { m_state = state; }

private:
    // The search is written once and instantiated per safety check, so the loops of
    // next(), skip() and advanceToNextSolution() carry no test of the check on each event;
    // the public calls choose the instantiation once.
    template<Check C>
    Event step();
    bool takeConflictStep();
    template<Check C>
    std::uint64_t skipSteps(std::uint64_t steps);
    template<Check C>
    bool advanceToSolution();
    template<Check C>
    void enterLevel(int level);
    template<Check C>
    void placeQueen(int level, int candidate);
    void liftQueen(int level, int candidate);
    // Returns the level of a queen attacking (level, candidate), or -1: the scan names the
    // earliest such queen, the arrays the owner of the first line their code finds taken.
    template<Check C>
    int findAttacker(int level, int candidate, Line &line);
    int scanForAttacker(int level, int candidate, Line &line);
    int lookUpAttacker(int level, int candidate, Line &line);
    Event eventAt(EventType type, int level, int candidate) const;
    Line boardLine(Line searchLine) const;

    StepperState m_state;
    std::uint32_t m_fullMask = 0;
};

} // namespace nq
