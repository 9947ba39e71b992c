#include "tracechecker.h"

#include "knownsolutions.h"
#include "stepper.h"

#include <algorithm>

namespace nq {

TraceChecker::TraceChecker(int n, bool firstOnly, std::uint64_t referenceSteps)
    : m_n(n)
    , m_firstOnly(firstOnly)
    , m_referenceSteps(referenceSteps)
    , m_board(n)
{
}

std::size_t TraceChecker::PackedBoardHash::operator()(const PackedBoard &board) const
{
    // Each word mixed (splitmix64's finaliser), so that boards differing in one row spread.
    std::uint64_t hash = 0;
    for (std::uint64_t word : board) {
        word += hash + 0x9e3779b97f4a7c15ull;
        word = (word ^ (word >> 30)) * 0xbf58476d1ce4e5b9ull;
        word = (word ^ (word >> 27)) * 0x94d049bb133111ebull;
        hash = word ^ (word >> 31);
    }
    return std::size_t(hash);
}

TraceChecker::PackedBoard TraceChecker::pack(const Placement &placement)
{
    PackedBoard packed {};
    for (int row = 0; row < placement.n; ++row) {
        const int bit = 5 * row;
        packed[bit / 64] |= std::uint64_t(placement.cols[row] & 31) << (bit % 64);
        if (bit % 64 > 59) // the row's 5 bits straddle two words
            packed[bit / 64 + 1] |= std::uint64_t(placement.cols[row] & 31) >> (64 - bit % 64);
    }
    return packed;
}

void TraceChecker::take(const TraceLine &line)
{
    ++m_counts.lines;
    switch (line.kind) {
    case TraceLineKind::Output:
        ++m_counts.outputLines;
        if (line.eventAfterText > 0 && m_eventAfterTextLine == 0) {
            m_eventAfterTextLine = line.number;
            m_eventAfterText = std::string(line.text);
        }
        return;
    case TraceLineKind::Malformed:
        ++m_counts.malformedLines;
        if (!m_violation)
            m_violation = violationAt(line, TraceViolationKind::Malformed);
        return;
    case TraceLineKind::Event: break;
    }
    if (!m_violation)
        judge(line);
    ++m_counts.events;
    switch (line.event.type) {
    case EventType::Try: ++m_counts.tries; break;
    case EventType::Conflict: ++m_counts.conflicts; break;
    case EventType::Place: ++m_counts.places; break;
    case EventType::Solution: ++m_counts.solutions; break;
    case EventType::Remove: ++m_counts.removes; break;
    case EventType::Backtrack: ++m_counts.backtracks; break;
    case EventType::Done: ++m_counts.dones; break;
    }
}

TraceViolation TraceChecker::violationAt(const TraceLine &line, TraceViolationKind kind) const
{
    TraceViolation v;
    v.kind = kind;
    v.line = line.number;
    v.step = m_counts.events;
    // The event as the program wrote it, without the helpers' mark or a prompt before it.
    v.text = std::string(line.text.substr(std::min<std::size_t>(line.eventAt, line.text.size())));
    v.length = line.length;
    noteEventAfterText(v);
    if (line.kind == TraceLineKind::Malformed) {
        v.eventType = line.eventType;
        v.reason = line.reason;
        v.field = line.field;
        v.value = line.value;
        v.word = std::string(line.word);
        return v;
    }
    v.eventType = line.event.type;
    v.row = line.event.row;
    v.col = line.event.col;
    return v;
}

void TraceChecker::noteEventAfterText(TraceViolation &v) const
{
    v.eventAfterTextLine = m_eventAfterTextLine;
    v.eventAfterText = m_eventAfterText;
}

void TraceChecker::inferOrder(int row, int col)
{
    if (m_orderFromLevels)
        return;
    // Two candidates of one depth under the same queens (tried, placed or in conflict one
    // after the other) share the level the search fills there: the same row in row order,
    // whichever rows it fills first (a bottom-up search too), the same column in column order.
    const int depth = m_board.queenCount();
    if (depth >= 0 && depth < kMaxN) {
        const auto [lastRow, lastCol] = m_lastCandidate[std::size_t(depth)];
        if (lastRow == row && lastCol != col) {
            m_order = Order::Rows;
            m_orderFromLevels = true;
            return;
        }
        if (lastCol == col && lastRow != row) {
            m_order = Order::Columns;
            m_orderFromLevels = true;
            return;
        }
        m_lastCandidate[std::size_t(depth)] = {std::int8_t(row), std::int8_t(col)};
    }
    // Until two such candidates tell it: the queen of depth d on row d (not column d) is a
    // guess of row order, on column d (not row d) of column order.
    if (row == depth && col != depth)
        m_order = Order::Rows;
    else if (col == depth && row != depth)
        m_order = Order::Columns;
}

void TraceChecker::forgetCandidatesBelow(int depth)
{
    // Deeper levels start again under other queens.
    for (int d = std::max(depth, 0); d < kMaxN; ++d)
        m_lastCandidate[std::size_t(d)] = {-1, -1};
}

void TraceChecker::judge(const TraceLine &line)
{
    const Event &e = line.event;
    switch (e.type) {
    case EventType::Try: inferOrder(e.row, e.col); break;
    case EventType::Place: checkPlace(line); break;
    case EventType::Conflict: checkConflict(line); break;
    case EventType::Remove:
        if (!m_board.hasQueen(e.row, e.col)) {
            m_violation = violationAt(line, TraceViolationKind::RemoveWithoutQueen);
            return;
        }
        m_board.remove(e.row, e.col);
        forgetCandidatesBelow(m_board.queenCount() + 1);
        break;
    case EventType::Solution: checkSolution(line); break;
    case EventType::Backtrack:
    case EventType::Done: break;
    }
}

void TraceChecker::checkPlace(const TraceLine &line)
{
    const int row = line.event.row;
    const int col = line.event.col;
    inferOrder(row, col);
    if (m_board.hasQueen(row, col)) {
        m_violation = violationAt(line, TraceViolationKind::PlaceOnQueen);
        return;
    }
    if (m_board.isAttacked(row, col)) {
        TraceViolation v = violationAt(line, TraceViolationKind::PlaceAttacked);
        int queenRow = -1;
        int queenCol = -1;
        v.along = m_board.firstAttack(row, col, queenRow, queenCol);
        v.queenRow = static_cast<std::int8_t>(queenRow);
        v.queenCol = static_cast<std::int8_t>(queenCol);
        m_violation = std::move(v);
        return;
    }
    m_board.place(row, col);
    forgetCandidatesBelow(m_board.queenCount());
}

void TraceChecker::checkConflict(const TraceLine &line)
{
    const Event &e = line.event;
    inferOrder(e.row, e.col);
    if (!line.attackerNamed) {
        if (!m_board.isAttacked(e.row, e.col))
            m_violation = violationAt(line, TraceViolationKind::ConflictNotAttacked);
        return;
    }
    const bool present = m_board.hasQueen(e.attackerRow, e.attackerCol);
    const bool sameSquare = e.attackerRow == e.row && e.attackerCol == e.col;
    const Line actual = sameSquare ? Line::None
                                   : attackLine(e.attackerRow, e.attackerCol, e.row, e.col);
    if (present && actual == e.line)
        return;
    TraceViolation v = violationAt(line, present ? TraceViolationKind::ConflictWrongLine
                                                 : TraceViolationKind::ConflictWithoutQueen);
    v.queenRow = e.attackerRow;
    v.queenCol = e.attackerCol;
    v.along = e.line;
    v.actualLine = actual;
    m_violation = std::move(v);
}

void TraceChecker::checkSolution(const TraceLine &line)
{
    const std::uint64_t solution = m_counts.solutions + 1;
    Placement board;
    // Every queen on the board passed the place rule, so N of them are a true solution, one
    // per row: only fewer is wrong here.
    if (m_board.queenCount() < m_n || !m_board.placement(board)) {
        TraceViolation v = violationAt(line, TraceViolationKind::SolutionIncomplete);
        v.queens = m_board.queenCount();
        v.solution = solution;
        m_violation = std::move(v);
        return;
    }
    const auto [at, added] = m_reported.try_emplace(pack(board), Report {solution, line.number});
    if (added)
        return;
    TraceViolation v = violationAt(line, TraceViolationKind::SolutionRepeated);
    v.solution = solution;
    v.earlierSolution = at->second.solution;
    v.earlierLine = at->second.line;
    v.board = board;
    m_violation = std::move(v);
}

void TraceChecker::finish(bool complete)
{
    if (m_finished)
        return;
    m_finished = true;
    m_cut = !complete;
    if (!m_violation)
        runReference();
}

void TraceChecker::compareWithReference()
{
    if (m_finished && !m_reference.ran)
        runReference();
}

void TraceChecker::runReference()
{
    // The same solutions in the same order as the scan and arrays checks, at a tenth of their
    // steps: the tries those checks make are counted from it (below).
    SearchOptions options;
    options.n = m_n;
    options.order = m_order.value_or(Order::Rows);
    options.check = Check::Bitmask;
    options.goal = m_firstOnly ? Goal::First : Goal::All;
    const std::uint64_t budget = std::max(m_referenceSteps,
                                          kReferenceStepsPerEvent * m_counts.events);
    Stepper stepper(options);
    std::uint64_t missed = 0;
    Placement firstMissed;
    Placement firstSolution;
    while (stepper.advanceToNextSolution()) {
        const Placement solution = stepper.placement();
        if (stepper.counters().solutions == 1)
            firstSolution = solution;
        if (!m_reported.contains(pack(solution)) && missed++ == 0)
            firstMissed = solution;
        if (stepper.counters().steps > budget)
            return compareWithKnownCount(); // m_reference.ran stays false
    }
    stepper.skip(~std::uint64_t {0}); // to the end: the backtracks after the last solution
    if (stepper.counters().steps > budget)
        return compareWithKnownCount();

    const StepperState &state = stepper.state();
    m_reference.ran = true;
    m_reference.order = options.order;
    m_reference.places = state.counters.places;
    m_reference.solutions = state.counters.solutions;
    // The scan and arrays checks try all N candidates of every level they leave by a
    // backtrack, and candidates 0..c of each level that keeps its queen c when the search
    // stops at the first solution.
    m_reference.tries = std::uint64_t(m_n) * state.counters.backtracks;
    for (int level = 0; level < state.level && level < m_n; ++level)
        m_reference.tries += std::uint64_t(state.candidate[level]) + 1;

    if (m_violation || m_cut)
        return; // an earlier rule broken stays the first violation; a cut trace is not judged
    TraceViolation v;
    v.line = m_counts.lines;
    v.step = m_counts.events;
    noteEventAfterText(v);
    if (m_firstOnly && m_reported.empty() && m_reference.solutions > 0) {
        v.kind = TraceViolationKind::NoSolution;
        v.board = firstSolution;
        m_violation = v;
    } else if (!m_firstOnly && missed > 0) {
        v.kind = TraceViolationKind::SolutionsMissed;
        v.missed = missed;
        v.found = m_reported.size();
        v.total = m_reference.solutions;
        v.board = firstMissed;
        m_violation = v;
    }
}

void TraceChecker::compareWithKnownCount()
{
    if (m_cut)
        return;
    // Too long to search again: the number of solutions is still known up to N=27, so a
    // program that stops early when asked for all (or finds none) is caught at any N.
    const std::optional<std::uint64_t> known = knownSolutionCount(m_n);
    if (!known)
        return;
    const std::uint64_t found = m_reported.size();
    if (m_firstOnly) {
        if (m_violation || found > 0 || *known == 0)
            return;
        TraceViolation v;
        v.kind = TraceViolationKind::NoSolution;
        v.line = m_counts.lines;
        v.step = m_counts.events;
        noteEventAfterText(v);
        m_violation = v;
        return;
    }
    m_reference.countCompared = true;
    m_reference.solutions = *known;
    if (m_violation || found >= *known)
        return;
    TraceViolation v;
    v.kind = TraceViolationKind::SolutionsMissed;
    v.line = m_counts.lines;
    v.step = m_counts.events;
    v.missed = *known - found;
    v.found = found;
    v.total = *known;
    noteEventAfterText(v); // v.board stays empty: which one is missing is not known
    m_violation = v;
}

TraceSummary TraceChecker::summary() const
{
    TraceSummary s;
    s.n = m_n;
    s.firstOnly = m_firstOnly;
    s.order = m_order;
    s.counts = m_counts;
    s.distinctSolutions = m_reported.size();
    s.reference = m_reference;
    s.cut = m_cut;
    return s;
}

} // namespace nq
