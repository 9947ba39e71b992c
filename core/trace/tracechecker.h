#pragma once

#include "traceboard.h"
#include "tracefindings.h"
#include "tracereader.h"

#include <array>
#include <cstdint>
#include <optional>
#include <unordered_map>

namespace nq {

// Judges a student's trace against the rules as each line arrives (resources/doc/design.md, "The
// event protocol"): a queen placed on a square a queen on the board attacks or where one stands, a
// queen removed where none stands, a conflict naming a queen that is not there or does not attack
// along the line named, a solution with fewer than N queens or reported before, and a line that
// starts like an event but is not one. The first violation is kept (the headline); later lines are
// only counted. At the end, finish() compares the solutions with the true set (every one reported,
// unless the program was asked for the first only) and the search with the built-in one of the same
// order (the reference: a correct but wasteful search is the second most common finding); a
// reference too long to run, the number of solutions is still compared with the known count (N up
// to 27). It infers the order from the trace: a queen placed or tried at depth d on row d (not
// column d) means row order, on column d (not row d) column order, until two candidates of one
// depth under the same queens share a row (row order, whichever rows it fills first) or a column
// (column order).
//
// Owns the board the trace has built and the solutions it reported (8 to 24 bytes each and a
// hash entry: solutions are few beside events). Plain C++, no threads: one thread at a time.
class TraceChecker
{
public:
    // The reference runs at the end only if it needs at most this many steps, or at most
    // kReferenceStepsPerEvent times the trace's events: enough for every N up to 14 with all
    // solutions (82 million steps at N=14, under a second) and for a trace as long as the search.
    static constexpr std::uint64_t kReferenceSteps = std::uint64_t(1) << 27;
    static constexpr std::uint64_t kReferenceStepsPerEvent = 4;

    // `referenceSteps` replaces kReferenceSteps (tests of a reference too long to run).
    TraceChecker(int n, bool firstOnly, std::uint64_t referenceSteps = kReferenceSteps);

    // Takes the next line of the trace (any kind).
    void take(const TraceLine &line);
    // The trace has ended: checks the solutions against the true set and runs the reference.
    // `complete` false: the trace was cut before the program's end (stopped, its time limit,
    // the event cap, a program that failed): its solutions are not judged at its end.
    void finish(bool complete = true);
    // After finish(): runs the reference search also for a trace that broke a rule (finish()
    // leaves it out there, as nqueens-cli needs only the violation), for the window, which
    // shows how the search compares all the same. The violation stays as it was.
    void compareWithReference();

    bool holds() const { return !m_violation; }
    // The first rule broken, if any: once there is one, nothing later changes it.
    const std::optional<TraceViolation> &violation() const { return m_violation; }
    const TraceCounts &counts() const { return m_counts; }
    std::optional<Order> order() const { return m_order; }
    const TraceBoard &board() const { return m_board; }
    // Complete after finish(); before it, the reference has not run.
    TraceSummary summary() const;

private:
    // A complete board packed 5 bits a row, as the key of the solutions reported.
    using PackedBoard = std::array<std::uint64_t, 3>;
    struct PackedBoardHash
    {
        std::size_t operator()(const PackedBoard &board) const;
    };
    struct Report
    {
        std::uint64_t solution = 0; // which solution line, from 1
        std::uint64_t line = 0;
    };

    void judge(const TraceLine &line);
    void inferOrder(int row, int col);
    void forgetCandidatesBelow(int depth);
    void checkPlace(const TraceLine &line);
    void checkConflict(const TraceLine &line);
    void checkSolution(const TraceLine &line);
    void runReference();
    void compareWithKnownCount();
    TraceViolation violationAt(const TraceLine &line, TraceViolationKind kind) const;
    void noteEventAfterText(TraceViolation &v) const;
    static PackedBoard pack(const Placement &placement);

    int m_n;
    bool m_firstOnly;
    std::uint64_t m_referenceSteps;
    TraceBoard m_board;
    TraceCounts m_counts;
    std::optional<Order> m_order;
    bool m_orderFromLevels = false; // told by two candidates of one level: final
    // The last candidate square at each depth under the queens on the board now (-1: none).
    std::array<std::pair<std::int8_t, std::int8_t>, kMaxN> m_lastCandidate = [] {
        std::array<std::pair<std::int8_t, std::int8_t>, kMaxN> none {};
        none.fill({-1, -1});
        return none;
    }();
    std::optional<TraceViolation> m_violation;
    std::unordered_map<PackedBoard, Report, PackedBoardHash> m_reported;
    TraceReference m_reference;
    bool m_finished = false;
    bool m_cut = false;
    // The first line that ended with an event after the program's own text (0: none).
    std::uint64_t m_eventAfterTextLine = 0;
    std::string m_eventAfterText;
};

} // namespace nq
