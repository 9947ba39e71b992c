#include "tracewording.h"

#include "formats.h"
#include "optionparser.h"

#include <cstdio>

namespace nq {

namespace {

std::string numberText(std::uint64_t value)
{
    return std::to_string(value);
}

std::string squareName(int row, int col)
{
    return "row " + numberText(std::uint64_t(row)) + ", column " + numberText(std::uint64_t(col));
}

// "a diagonal", as a sentence names the line of an attack.
std::string lineName(Line line)
{
    switch (line) {
    case Line::Row: return "the row";
    case Line::Column: return "the column";
    case Line::Diagonal: return "a diagonal";
    case Line::AntiDiagonal: return "an anti-diagonal";
    case Line::None: break;
    }
    return "no line";
}

// How each event is written, for a message about one written otherwise.
std::string_view eventForm(EventType type)
{
    switch (type) {
    case EventType::Try: return "try r c";
    case EventType::Conflict: return "conflict r c, or conflict r c queen r c line";
    case EventType::Place: return "place r c";
    case EventType::Solution: return "solution, or solution k";
    case EventType::Remove: return "remove r c";
    case EventType::Backtrack: return "backtrack level";
    case EventType::Done: return "done";
    }
    return "";
}

std::string fieldName(TraceField field)
{
    switch (field) {
    case TraceField::Row: return "row";
    case TraceField::Column: return "column";
    case TraceField::AttackerRow: return "queen's row";
    case TraceField::AttackerColumn: return "queen's column";
    case TraceField::Level: return "level";
    case TraceField::Solution: return "solution number";
    case TraceField::Line: return "line";
    case TraceField::None: break;
    }
    return "number";
}

std::string malformedWhy(const TraceViolation &v, int n)
{
    const std::string range = "0 to " + numberText(std::uint64_t(n - 1));
    const std::string form = " (" + std::string(eventForm(v.eventType)) + ")";
    switch (v.reason) {
    case MalformedReason::MissingNumber: return "the " + fieldName(v.field) + " is missing" + form;
    case MalformedReason::NotANumber:
        if (v.field == TraceField::Solution)
            return "the solution number " + quoteArgument(v.word) + " is not a whole number";
        return "the " + fieldName(v.field) + " " + quoteArgument(v.word)
               + " is not a whole number from " + range;
    case MalformedReason::OffTheBoard:
        return "the " + fieldName(v.field) + " " + quoteArgument(v.word) + " is off the board ("
               + range + ")";
    case MalformedReason::ExtraWord: return quoteArgument(v.word) + " is one word too many" + form;
    case MalformedReason::NotQueen:
        return "expected 'queen' after the square, got " + quoteArgument(v.word) + form;
    case MalformedReason::MissingLine:
        return "the line the queen attacks along is missing (column, row, diagonal or "
               "anti-diagonal)";
    case MalformedReason::UnknownLine:
        return "the line " + quoteArgument(v.word)
               + " is not column, row, diagonal or anti-diagonal";
    case MalformedReason::TooLong:
    case MalformedReason::None: break;
    }
    return "it is " + numberText(v.length) + " bytes long, and an event takes a few words" + form;
}

std::string ratio(std::uint64_t value, std::uint64_t reference)
{
    if (reference == 0)
        return "";
    char text[48];
    std::snprintf(text, sizeof text, " (\u00d7%.2f the reference)",
                  double(value) / double(reference));
    return text;
}

std::string violationText(const TraceViolation &v, int n)
{
    // An empty trace has no line to name.
    std::string text = v.line == 0 ? std::string("the trace is empty: ")
                                   : "line " + numberText(v.line) + ": ";
    const std::string written = quoteArgument(v.text);
    switch (v.kind) {
    case TraceViolationKind::Malformed:
        return text + "malformed event " + written + ": " + malformedWhy(v, n);
    case TraceViolationKind::PlaceOnQueen:
        return text + written + ": a queen already stands on " + squareName(v.row, v.col);
    case TraceViolationKind::PlaceAttacked:
        return text + written + ": the queen on " + squareName(v.queenRow, v.queenCol)
               + " attacks that square along " + lineName(v.along);
    case TraceViolationKind::RemoveWithoutQueen:
        return text + written + ": no queen stands on " + squareName(v.row, v.col);
    case TraceViolationKind::ConflictWithoutQueen:
        return text + written + ": it names the queen on " + squareName(v.queenRow, v.queenCol)
               + ", but no queen stands there";
    case TraceViolationKind::ConflictWrongLine:
        if (v.actualLine == Line::None)
            return text + written + ": the queen on " + squareName(v.queenRow, v.queenCol)
                   + " does not attack " + squareName(v.row, v.col);
        return text + written + ": the queen on " + squareName(v.queenRow, v.queenCol)
               + " attacks that square along " + lineName(v.actualLine) + ", not along "
               + lineName(v.along);
    case TraceViolationKind::ConflictNotAttacked:
        return text + written + ": no queen attacks " + squareName(v.row, v.col);
    case TraceViolationKind::SolutionIncomplete:
        return text + written + ": the board holds " + numberText(std::uint64_t(v.queens))
               + (v.queens == 1 ? " queen" : " queens") + ", a solution has "
               + numberText(std::uint64_t(n));
    case TraceViolationKind::SolutionRepeated:
        return text + written + ": the solution " + formatArray(v.board)
               + " was reported before, as solution " + numberText(v.earlierSolution) + " on line "
               + numberText(v.earlierLine);
    case TraceViolationKind::SolutionsMissed:
        return text + "the trace ends with " + numberText(v.found) + " of the "
               + numberText(v.total) + (v.total == 1 ? " solution; " : " solutions; ")
               + numberText(v.missed) + (v.missed == 1 ? " is" : " are") + " missing"
               + (v.board.n > 0 ? ", the first " + formatArray(v.board)
                                : " (too many to search for which)");
    case TraceViolationKind::NoSolution:
        if (v.board.n == 0)
            return text + "the trace ends without a solution; N=" + numberText(std::uint64_t(n))
                   + " has solutions";
        return text + "the trace ends without a solution; the first of N="
               + numberText(std::uint64_t(n)) + " is " + formatArray(v.board);
    }
    return text;
}

} // namespace

std::string describeViolation(const TraceViolation &v, int n)
{
    std::string text = violationText(v, n);
    if (v.eventAfterTextLine > 0 && v.eventAfterTextLine < v.line)
        text += "; line " + numberText(v.eventAfterTextLine) + " " + quoteArgument(v.eventAfterText)
                + " ends with an event after the program's own text and was read as its output "
                  "(a prompt without a newline? the helpers mark their events so that they are "
                  "read there)";
    return text;
}

std::string writtenByProgram(std::string_view text)
{
    constexpr std::size_t kShown = 60;
    std::string shown = quoteArgument(text.substr(0, kShown));
    if (text.size() > kShown)
        shown += "\u2026";
    return shown;
}

std::string describeSummary(const TraceSummary &s)
{
    const TraceCounts &c = s.counts;
    std::string text = "holds: " + numberText(c.events) + (c.events == 1 ? " event" : " events")
                       + " in " + numberText(c.lines) + (c.lines == 1 ? " line" : " lines");
    if (c.outputLines > 0)
        text += " (" + numberText(c.outputLines) + " of the program's own output)";
    const TraceReference &r = s.reference;
    if (s.firstOnly)
        text += ", " + numberText(s.distinctSolutions)
                + (s.distinctSolutions == 1 ? " solution" : " solutions") + " (first asked)";
    else if (r.ran || r.countCompared)
        text += ", " + numberText(s.distinctSolutions) + " of " + numberText(r.solutions)
                + (r.solutions == 1 ? " solution" : " solutions");
    else
        text += ", " + numberText(s.distinctSolutions)
                + (s.distinctSolutions == 1 ? " solution" : " solutions");
    if (s.order)
        text += s.order == Order::Rows ? ", row order" : ", column order";
    if (!r.ran && r.countCompared)
        return text
               + "; the number of solutions compared with the known count; not compared with the "
                 "reference search: it is far longer than this trace";
    if (!r.ran && s.firstOnly)
        return text + "; not compared with the reference search: it is far longer than this trace";
    if (!r.ran)
        return text + "; not compared with the true solutions and the reference search: N="
               + numberText(std::uint64_t(s.n))
               + " has no known count of solutions, and its search is far longer than this "
                 "trace";
    text += "; tries "
            + (c.tries > 0 ? numberText(c.tries) + ratio(c.tries, r.tries) : "not reported");
    text += ", places " + numberText(c.places) + ratio(c.places, r.places);
    return text;
}

std::string describeMissedPath(int queensHeld, int row, int col)
{
    const std::string square = squareName(row, col);
    if (queensHeld == 0)
        return "Your program never placed its queen on " + square + ".";
    if (queensHeld == 1)
        return "Your program held only 1 of its queens, and never placed its queen on " + square
               + " with it.";
    return "Your program held at most " + numberText(std::uint64_t(queensHeld))
           + " of its queens together, and never placed its queen on " + square + " with them.";
}

} // namespace nq
