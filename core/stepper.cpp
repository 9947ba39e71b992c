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
    enterLevel(0);
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
        placeQueen(level, candidate);
        m_state.remaining[level] = 0; // the user's queen is the only candidate of its level
    }
    m_state.counters = Counters{};
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
    std::array<bool, kMaxN> levelHasQueen{};
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

void Stepper::enterLevel(int level)
{
    StepperState &s = m_state;
    s.level = static_cast<std::int8_t>(level);
    if (level == s.options.n) {
        s.phase = Phase::Solution;
        return;
    }
    s.phase = Phase::Choose;
    if (s.options.check == Check::Bitmask) {
        // One check per level: the free squares come out of a single expression.
        ++s.counters.checks;
        s.remaining[level] =
            m_fullMask & ~(s.columnMask[level] | s.leftDiagonalMask[level] | s.rightDiagonalMask[level]);
    } else {
        s.remaining[level] = m_fullMask;
    }
}

void Stepper::placeQueen(int level, int candidate)
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
    enterLevel(level + 1);
}

void Stepper::liftQueen(int level, int candidate)
{
    StepperState &s = m_state;
    const int n = s.options.n;
    s.candidate[level] = -1;
    s.lineOwner[candidate] = -1;
    s.diagonalOwner[level - candidate + n - 1] = -1;
    s.antiDiagonalOwner[level + candidate] = -1;
    ++s.counters.removes;
}

int Stepper::scanForAttacker(int level, int candidate, Line &line)
{
    // Seed 000: compare the candidate with every earlier queen, one check per queen.
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

int Stepper::lookUpAttacker(int level, int candidate, Line &line)
{
    // Seed 001: one look at the occupancy of the three lines through the square. Reporting
    // the earliest owner names the same queen the scan would, so both streams are identical.
    StepperState &s = m_state;
    ++s.counters.checks;
    const int n = s.options.n;
    const int owners[3] = {s.lineOwner[candidate], s.diagonalOwner[level - candidate + n - 1],
                           s.antiDiagonalOwner[level + candidate]};
    const Line lines[3] = {Line::Column, Line::Diagonal, Line::AntiDiagonal};
    int attacker = -1;
    for (int i = 0; i < 3; ++i) {
        if (owners[i] >= 0 && (attacker < 0 || owners[i] < attacker)) {
            attacker = owners[i];
            line = lines[i];
        }
    }
    return attacker;
}

int Stepper::findAttacker(int level, int candidate, Line &line)
{
    return m_state.options.check == Check::Scan ? scanForAttacker(level, candidate, line)
                                                : lookUpAttacker(level, candidate, line);
}

Line Stepper::boardLine(Line searchLine) const
{
    // In column order the candidate runs along a column, so "same candidate" is the same row.
    // Both diagonals are their own transposes.
    if (searchLine == Line::Column && m_state.options.order == Order::Columns)
        return Line::Row;
    return searchLine;
}

Event Stepper::eventAt(EventType type, int level, int candidate) const
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

Event Stepper::next()
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
        if (s.options.check == Check::Bitmask) {
            // The free mask holds only safe squares: place without trying.
            e = eventAt(EventType::Place, level, candidate);
            placeQueen(level, candidate);
            break;
        }
        ++s.counters.tries;
        e = eventAt(EventType::Try, level, candidate);
        Line line = Line::None;
        const int attacker = findAttacker(level, candidate, line);
        s.pendingCandidate = static_cast<std::int8_t>(candidate);
        s.pendingAttacker = static_cast<std::int8_t>(attacker);
        s.pendingLine = line;
        s.phase = attacker >= 0 ? Phase::Conflict : Phase::Place;
        break;
    }
    case Phase::Conflict: {
        const int level = s.level;
        e = eventAt(EventType::Conflict, level, s.pendingCandidate);
        const Event attacker = eventAt(EventType::Place, s.pendingAttacker, s.candidate[s.pendingAttacker]);
        e.attackerRow = attacker.row;
        e.attackerCol = attacker.col;
        e.line = boardLine(s.pendingLine);
        s.phase = Phase::Choose;
        break;
    }
    case Phase::Place:
        e = eventAt(EventType::Place, s.level, s.pendingCandidate);
        placeQueen(s.level, s.pendingCandidate);
        break;
    case Phase::Solution:
        e.type = EventType::Solution;
        e.solution = ++s.counters.solutions;
        s.phase = s.options.goal == Goal::First || s.level <= s.fixedLevels ? Phase::Done : Phase::Remove;
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
    case Phase::Finished:
        e.type = EventType::Done;
        return e;
    }
    ++s.counters.steps;
    return e;
}

std::uint64_t Stepper::skip(std::uint64_t steps)
{
    std::uint64_t done = 0;
    while (done < steps && !isFinished()) {
        next();
        ++done;
    }
    return done;
}

bool Stepper::advanceToNextSolution()
{
    while (!isFinished()) {
        if (next().type == EventType::Solution)
            return true;
    }
    return false;
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
