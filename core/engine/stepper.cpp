#include "stepper.h"

#include <bit>
#include <cstdlib>

namespace nq {

using Phase = StepperState::Phase;

Stepper::Stepper(const SearchOptions &options)
{
    m_state.options = options;
    const int n = options.n;
    m_fullMask = n >= 32 ? 0xFFFFFFFFu : ((1u << n) - 1u);
    m_state.candidate.fill(-1);
    m_state.lineOwner.fill(-1);
    m_state.diagonalOwner.fill(-1);
    m_state.antiDiagonalOwner.fill(-1);
    switch (options.check) {
    case Check::Scan: enterLevel<Check::Scan>(0); break;
    case Check::Arrays: enterLevel<Check::Arrays>(0); break;
    case Check::Bitmask: enterLevel<Check::Bitmask>(0); break;
    }
}

std::optional<Stepper> Stepper::below(const SearchOptions &options, const Placement &queens)
{
    if (queens.n == 0 || queens.queenCount() == 0)
        return Stepper(options);
    if (queens.n != options.n || prefixLength(queens, options.order) <= 0)
        return std::nullopt;
    return Stepper(options, queens);
}

Stepper::Stepper(const SearchOptions &options, const Placement &prefix)
    : Stepper(options)
{
    const int fixed = prefixLength(prefix, options.order);
    if (fixed <= 0 || prefix.n != options.n)
        return;
    for (int level = 0; level < fixed; ++level) {
        const int candidate = options.order == Order::Rows ? prefix.cols[level] : [&] {
            for (int r = 0; r < options.n; ++r)
                if (prefix.cols[r] == level)
                    return r;
            return -1;
        }();
        switch (options.check) {
        case Check::Scan: placeQueen<Check::Scan>(level, candidate); break;
        case Check::Arrays: placeQueen<Check::Arrays>(level, candidate); break;
        case Check::Bitmask: placeQueen<Check::Bitmask>(level, candidate); break;
        }
        m_state.remaining[level] = 0; // the user's queen is the only candidate of its level
    }
    m_state.counters = Counters {};
    m_state.placesAtLevel.fill(0);
    m_state.placedAtStep.fill(0);
    m_state.fixedLevels = static_cast<std::int8_t>(fixed);
    if (options.check == Check::Bitmask)
        m_state.counters.checks = 1; // the check done on entering the first free level
}

int Stepper::prefixLength(const Placement &placement, Order order)
{
    if (!isValidPlacement(placement))
        return -1;
    const int n = placement.n;
    std::array<bool, kMaxN> levelHasQueen {};
    for (int r = 0; r < n; ++r) {
        if (placement.cols[r] >= 0)
            levelHasQueen[order == Order::Rows ? r : placement.cols[r]] = true;
    }
    int length = 0;
    while (length < n && levelHasQueen[length])
        ++length;
    for (int level = length; level < n; ++level)
        if (levelHasQueen[level])
            return -1;
    return length;
}

template<Check C>
inline void Stepper::enterLevel(int level)
{
    StepperState &s = m_state;
    s.level = static_cast<std::int8_t>(level);
    if (level == s.options.n) {
        s.phase = Phase::Solution;
        return;
    }
    s.phase = Phase::Choose;
    if constexpr (C == Check::Bitmask) {
        // One check per level: the free squares come out of a single expression.
        ++s.counters.checks;
        s.remaining[level] = m_fullMask
                             & ~(s.columnMask[level] | s.leftDiagonalMask[level]
                                 | s.rightDiagonalMask[level]);
    } else {
        s.remaining[level] = m_fullMask;
    }
}

template<Check C>
inline void Stepper::placeQueen(int level, int candidate)
{
    StepperState &s = m_state;
    const int n = s.options.n;
    s.candidate[level] = static_cast<std::int8_t>(candidate);
    s.lineOwner[candidate] = static_cast<std::int8_t>(level);
    s.diagonalOwner[level - candidate + n - 1] = static_cast<std::int8_t>(level);
    s.antiDiagonalOwner[level + candidate] = static_cast<std::int8_t>(level);
    const std::uint32_t bit = 1u << candidate;
    s.columnMask[level + 1] = s.columnMask[level] | bit;
    s.leftDiagonalMask[level + 1] = (s.leftDiagonalMask[level] | bit) << 1;
    s.rightDiagonalMask[level + 1] = (s.rightDiagonalMask[level] | bit) >> 1;
    ++s.counters.places;
    ++s.placesAtLevel[level];
    s.placedAtStep[level] = s.counters.steps + 1; // this call is part of that step
    enterLevel<C>(level + 1);
}

inline void Stepper::liftQueen(int level, int candidate)
{
    StepperState &s = m_state;
    const int n = s.options.n;
    s.candidate[level] = -1;
    s.lineOwner[candidate] = -1;
    s.diagonalOwner[level - candidate + n - 1] = -1;
    s.antiDiagonalOwner[level + candidate] = -1;
    ++s.counters.removes;
}

inline int Stepper::scanForAttacker(int level, int candidate, Line &line)
{
    // The scan check: compare the candidate with every earlier queen (same column, or
    // |Δrow| == |Δcol|), one check per queen.
    StepperState &s = m_state;
    for (int earlier = 0; earlier < level; ++earlier) {
        ++s.counters.checks;
        const int other = s.candidate[earlier];
        if (other == candidate) {
            line = Line::Column;
            return earlier;
        }
        const int levelDistance = level - earlier;
        if (candidate - other == levelDistance) {
            line = Line::Diagonal;
            return earlier;
        }
        if (other - candidate == levelDistance) {
            line = Line::AntiDiagonal;
            return earlier;
        }
    }
    return -1;
}

inline int Stepper::lookUpAttacker(int level, int candidate, Line &line)
{
    // The arrays check: one look at the occupancy of the three lines through the square
    // (column, row-col+N-1 and row+col diagonals), O(1) per check, in the order the pseudocode
    // shows them (colUsed[c] or diag[…] or anti[…]): the conflict named is the first line found
    // taken, as a reader of that code would find it, even where an earlier queen holds a later
    // line (the scan, which walks the queens, names that one).
    StepperState &s = m_state;
    ++s.counters.checks;
    const int n = s.options.n;
    const int owners[3] = {s.lineOwner[candidate], s.diagonalOwner[level - candidate + n - 1],
                           s.antiDiagonalOwner[level + candidate]};
    const Line lines[3] = {Line::Column, Line::Diagonal, Line::AntiDiagonal};
    for (int i = 0; i < 3; ++i) {
        if (owners[i] >= 0) {
            line = lines[i];
            return owners[i];
        }
    }
    return -1;
}

template<Check C>
inline int Stepper::findAttacker(int level, int candidate, Line &line)
{
    if constexpr (C == Check::Scan)
        return scanForAttacker(level, candidate, line);
    else
        return lookUpAttacker(level, candidate, line);
}

inline Line Stepper::boardLine(Line searchLine) const
{
    // In column order the candidate runs along a column, so "same candidate" is the same row.
    // Both diagonals are their own transposes.
    if (searchLine == Line::Column && m_state.options.order == Order::Columns)
        return Line::Row;
    return searchLine;
}

inline Event Stepper::eventAt(EventType type, int level, int candidate) const
{
    Event e;
    e.type = type;
    if (m_state.options.order == Order::Rows) {
        e.row = static_cast<std::int8_t>(level);
        e.col = static_cast<std::int8_t>(candidate);
    } else {
        e.row = static_cast<std::int8_t>(candidate);
        e.col = static_cast<std::int8_t>(level);
    }
    return e;
}

// Long on purpose: one switch over the phases of the explicit stack, the hot path of every
// step; kept whole so that the state stays in registers across the phases.
template<Check C>
inline Event Stepper::step()
{
    StepperState &s = m_state;
    Event e;
    switch (s.phase) {
    case Phase::Choose: {
        const int level = s.level;
        std::uint32_t &remaining = s.remaining[level];
        if (remaining == 0) {
            e.type = EventType::Backtrack;
            e.level = static_cast<std::int8_t>(level);
            ++s.counters.backtracks;
            ++s.backtracksAtLevel[level];
            // Backtracking into the user's fixed queens ends the search.
            s.phase = level <= s.fixedLevels ? Phase::Done : Phase::Remove;
            break;
        }
        const int candidate = std::countr_zero(remaining);
        remaining &= remaining - 1;
        if constexpr (C == Check::Bitmask) {
            // The free mask holds only safe squares: place without trying.
            e = eventAt(EventType::Place, level, candidate);
            placeQueen<C>(level, candidate);
            break;
        }
        ++s.counters.tries;
        e = eventAt(EventType::Try, level, candidate);
        Line line = Line::None;
        const int attacker = findAttacker<C>(level, candidate, line);
        s.pendingCandidate = static_cast<std::int8_t>(candidate);
        s.pendingAttacker = static_cast<std::int8_t>(attacker);
        s.pendingLine = line;
        s.phase = attacker >= 0 ? Phase::Conflict : Phase::Place;
        break;
    }
    case Phase::Conflict: {
        const int level = s.level;
        e = eventAt(EventType::Conflict, level, s.pendingCandidate);
        const Event attacker = eventAt(EventType::Place, s.pendingAttacker,
                                       s.candidate[s.pendingAttacker]);
        e.attackerRow = attacker.row;
        e.attackerCol = attacker.col;
        e.line = boardLine(s.pendingLine);
        s.phase = Phase::Choose;
        break;
    }
    case Phase::Place:
        e = eventAt(EventType::Place, s.level, s.pendingCandidate);
        placeQueen<C>(s.level, s.pendingCandidate);
        break;
    case Phase::Solution:
        e.type = EventType::Solution;
        e.solution = ++s.counters.solutions;
        s.phase = s.options.goal == Goal::First || s.level <= s.fixedLevels ? Phase::Done
                                                                            : Phase::Remove;
        break;
    case Phase::Remove: {
        const int level = s.level - 1;
        const int candidate = s.candidate[level];
        e = eventAt(EventType::Remove, level, candidate);
        liftQueen(level, candidate);
        s.level = static_cast<std::int8_t>(level);
        s.phase = Phase::Choose;
        break;
    }
    case Phase::Done:
        e.type = EventType::Done;
        s.phase = Phase::Finished;
        break;
    case Phase::Finished: e.type = EventType::Done; return e;
    }
    ++s.counters.steps;
    return e;
}

// A conflict only hands the turn back to Choose; the loops below that build no events take
// that step at once after its try, saving a pass through step() for most tries.
inline bool Stepper::takeConflictStep()
{
    if (m_state.phase != Phase::Conflict)
        return false;
    m_state.phase = Phase::Choose;
    ++m_state.counters.steps;
    return true;
}

template<Check C>
std::uint64_t Stepper::skipSteps(std::uint64_t steps)
{
    std::uint64_t done = 0;
    while (done < steps && !isFinished()) {
        step<C>();
        ++done;
        if (done < steps && takeConflictStep())
            ++done;
    }
    return done;
}

template<Check C>
bool Stepper::advanceToSolution()
{
    while (!isFinished()) {
        if (step<C>().type == EventType::Solution)
            return true;
        takeConflictStep();
    }
    return false;
}

Event Stepper::next()
{
    switch (m_state.options.check) {
    case Check::Scan: return step<Check::Scan>();
    case Check::Arrays: return step<Check::Arrays>();
    case Check::Bitmask: break;
    }
    return step<Check::Bitmask>();
}

std::uint64_t Stepper::skip(std::uint64_t steps)
{
    switch (m_state.options.check) {
    case Check::Scan: return skipSteps<Check::Scan>(steps);
    case Check::Arrays: return skipSteps<Check::Arrays>(steps);
    case Check::Bitmask: break;
    }
    return skipSteps<Check::Bitmask>(steps);
}

bool Stepper::advanceToNextSolution()
{
    switch (m_state.options.check) {
    case Check::Scan: return advanceToSolution<Check::Scan>();
    case Check::Arrays: return advanceToSolution<Check::Arrays>();
    case Check::Bitmask: break;
    }
    return advanceToSolution<Check::Bitmask>();
}

Placement Stepper::placementOf(const StepperState &state)
{
    Placement p(state.options.n);
    for (int level = 0; level < state.level; ++level) {
        const int candidate = state.candidate[level];
        if (state.options.order == Order::Rows)
            p.cols[level] = static_cast<std::int8_t>(candidate);
        else
            p.cols[candidate] = static_cast<std::int8_t>(level);
    }
    return p;
}

int Stepper::nextCandidate() const
{
    if (m_state.phase != Phase::Choose)
        return -1;
    const std::uint32_t remaining = m_state.remaining[m_state.level];
    return remaining ? std::countr_zero(remaining) : -1;
}

} // namespace nq
