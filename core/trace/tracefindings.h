#pragma once

// What checking a student's trace finds, as plain values: the counts of what it holds, the
// first rule it breaks (TraceViolation) and the summary of one that holds (TraceSummary).
// Kinds and numbers, not sentences: the window words them in its language, tracewording.h in
// English for nqueens-cli. No threads, no Qt.

#include "searchtypes.h"
#include "tracereader.h"

#include <cstdint>
#include <optional>
#include <string>

namespace nq {

// How many of each kind of line a trace held (up to some point of it).
struct TraceCounts
{
    std::uint64_t lines = 0; // every line read
    std::uint64_t events = 0;
    std::uint64_t outputLines = 0; // the program's own prints
    std::uint64_t malformedLines = 0;
    std::uint64_t tries = 0;
    std::uint64_t conflicts = 0;
    std::uint64_t places = 0;
    std::uint64_t removes = 0;
    std::uint64_t solutions = 0; // solution lines, repeats included
    std::uint64_t backtracks = 0;
    std::uint64_t dones = 0;

    friend bool operator==(const TraceCounts &, const TraceCounts &) = default;
};

// The rules of resources/doc/design.md's "The event protocol" a trace can break, each checked as
// its event arrives, and the one checked at its end.
enum class TraceViolationKind : std::uint8_t {
    Malformed, // a line starts like an event but is not one (`malformed` says why)
    PlaceOnQueen, // a queen placed where a queen already stands
    PlaceAttacked, // a queen placed on a square a queen on the board attacks (`queen`, `line`)
    RemoveWithoutQueen, // a queen removed where none stands
    ConflictWithoutQueen, // a conflict names a queen (`queen`) that is not on the board
    ConflictWrongLine, // a conflict names a queen that does not attack along the line named
    ConflictNotAttacked, // "conflict r c" without a queen named, on a square no queen attacks
    SolutionIncomplete, // a solution reported with fewer than N queens (`queens`)
    SolutionRepeated, // a solution reported before (`earlierSolution`, at `earlierLine`)
    SolutionsMissed, // at the end: solutions of the true set never reported (`missed`, `board`)
    NoSolution, // at the end, asked for the first solution: none reported, though N has one
};

// The first rule a trace breaks. Which fields mean something depends on the kind (see it).
struct TraceViolation
{
    TraceViolationKind kind = TraceViolationKind::Malformed;
    std::uint64_t line = 0; // the line it is on, from 1 (SolutionsMissed: the last line read)
    std::uint64_t step = 0; // the events before it: the store's step that shows the board it met
    EventType eventType = EventType::Done; // the event (Malformed: the one the line starts like)
    std::int8_t row = -1; // the event's square
    std::int8_t col = -1;
    std::int8_t queenRow = -1; // the attacking queen (PlaceAttacked) or the one a conflict names
    std::int8_t queenCol = -1;
    Line along = Line::None; // PlaceAttacked: the line of the attack; Conflict*: the line named
    Line actualLine = Line::None; // ConflictWrongLine: the line that queen really attacks along
    int queens = 0; // SolutionIncomplete: queens on the board
    std::uint64_t solution = 0; // Solution*: which solution line this is, from 1
    std::uint64_t earlierSolution = 0; // SolutionRepeated: the earlier report of the same board
    std::uint64_t earlierLine = 0;
    // SolutionRepeated: the board; SolutionsMissed: the first missed solution in the trace's
    // order; NoSolution: the first solution in that order
    Placement board;
    std::uint64_t missed = 0; // SolutionsMissed
    std::uint64_t found = 0; // SolutionsMissed: distinct solutions reported
    std::uint64_t total = 0; // SolutionsMissed: solutions of N
    // Malformed: why, about which part, the number read and the line's text (at most
    // TraceReader::kMaxKeptLineBytes of it; escaped only when worded).
    MalformedReason reason = MalformedReason::None;
    TraceField field = TraceField::None;
    std::uint64_t value = 0;
    std::string word;
    std::string text;
    std::uint64_t length = 0;
    // A line before it that ended with an event after the program's own text ("Enter N: place
    // 0 0": a prompt that ate its newline), read as output: its number (0: none) and text.
    std::uint64_t eventAfterTextLine = 0;
    std::string eventAfterText;
};

// The built-in search a trace is compared with: the same N, order and goal, trying every
// square of a level as the scan and arrays checks do. Run at the end if it is not far longer
// than the trace was (a trace of three lines for N=20 is not compared with billions of steps).
struct TraceReference
{
    bool ran = false; // false: too long to run against this trace (see TraceChecker)
    // Not run, all solutions asked: the solutions reported were still counted against the
    // known total (knownsolutions.h, N up to 27), held in `solutions`.
    bool countCompared = false;
    Order order = Order::Rows;
    std::uint64_t tries = 0;
    std::uint64_t places = 0;
    std::uint64_t solutions = 0; // of N (all), or 1 or 0 (first only)
};

// What a trace that holds showed, after its end.
struct TraceSummary
{
    int n = 0;
    bool firstOnly = false;
    std::optional<Order> order; // inferred from the trace; none when it never said
    TraceCounts counts;
    std::uint64_t distinctSolutions = 0;
    TraceReference reference;
    bool cut = false; // the trace ended before the program did: its solutions are not judged
};

} // namespace nq
