#include "statejson.h"

#include "tracewording.h"

#include <cstdio>

namespace nq::web {

namespace {

void appendNumber(std::string &out, std::uint64_t value)
{
    out += std::to_string(value);
}

void appendNumber(std::string &out, int value)
{
    out += std::to_string(value);
}

template<typename Value>
void appendField(std::string &out, std::string_view name, Value value)
{
    out += '"';
    out += name;
    out += "\":";
    appendNumber(out, value);
}

void appendQueens(std::string &out, const Placement &queens)
{
    out += '[';
    for (int row = 0; row < queens.n; ++row) {
        if (row > 0)
            out += ',';
        appendNumber(out, int(queens.cols[std::size_t(row)]));
    }
    out += ']';
}

void appendEvent(std::string &out, const std::optional<Event> &event)
{
    const Event shown = event.value_or(Event {});
    out += "{\"type\":\"";
    out += event ? toString(shown.type) : std::string_view("none");
    out += "\",";
    appendField(out, "row", int(shown.row));
    out += ',';
    appendField(out, "col", int(shown.col));
    out += ',';
    appendField(out, "attackerRow", int(shown.attackerRow));
    out += ',';
    appendField(out, "attackerCol", int(shown.attackerCol));
    out += ",\"line\":\"";
    out += toString(shown.line);
    out += "\",";
    appendField(out, "level", int(shown.level));
    out += ',';
    appendField(out, "solution", shown.solution);
    out += '}';
}

void appendCounters(std::string &out, const Counters &counters)
{
    out += '{';
    appendField(out, "steps", counters.steps);
    out += ',';
    appendField(out, "tries", counters.tries);
    out += ',';
    appendField(out, "checks", counters.checks);
    out += ',';
    appendField(out, "places", counters.places);
    out += ',';
    appendField(out, "removes", counters.removes);
    out += ',';
    appendField(out, "backtracks", counters.backtracks);
    out += ',';
    appendField(out, "solutions", counters.solutions);
    out += '}';
}

// Each row's columns holding a queen: a program's board as it is, two queens on a row too.
void appendSquares(std::string &out, const SquareSet &squares, int n)
{
    out += '[';
    for (int row = 0; row < n; ++row) {
        if (row > 0)
            out += ',';
        out += '[';
        bool first = true;
        for (int col = 0; col < n; ++col) {
            if (!((squares[std::size_t(row)] >> col) & 1u))
                continue;
            if (!first)
                out += ',';
            first = false;
            appendNumber(out, col);
        }
        out += ']';
    }
    out += ']';
}

std::string_view kindName(TraceViolationKind kind)
{
    switch (kind) {
    case TraceViolationKind::Malformed: return "malformed";
    case TraceViolationKind::PlaceOnQueen: return "place-on-queen";
    case TraceViolationKind::PlaceAttacked: return "place-attacked";
    case TraceViolationKind::RemoveWithoutQueen: return "remove-without-queen";
    case TraceViolationKind::ConflictWithoutQueen: return "conflict-without-queen";
    case TraceViolationKind::ConflictWrongLine: return "conflict-wrong-line";
    case TraceViolationKind::ConflictNotAttacked: return "conflict-not-attacked";
    case TraceViolationKind::SolutionIncomplete: return "solution-incomplete";
    case TraceViolationKind::SolutionRepeated: return "solution-repeated";
    case TraceViolationKind::SolutionsMissed: return "solutions-missed";
    case TraceViolationKind::NoSolution: return "no-solution";
    }
    return "malformed";
}

std::string_view reasonName(MalformedReason reason)
{
    switch (reason) {
    case MalformedReason::None: return "none";
    case MalformedReason::MissingNumber: return "missing-number";
    case MalformedReason::NotANumber: return "not-a-number";
    case MalformedReason::OffTheBoard: return "off-the-board";
    case MalformedReason::ExtraWord: return "extra-word";
    case MalformedReason::NotQueen: return "not-queen";
    case MalformedReason::MissingLine: return "missing-line";
    case MalformedReason::UnknownLine: return "unknown-line";
    case MalformedReason::TooLong: return "too-long";
    }
    return "none";
}

std::string_view fieldName(TraceField field)
{
    switch (field) {
    case TraceField::None: return "none";
    case TraceField::Row: return "row";
    case TraceField::Column: return "column";
    case TraceField::AttackerRow: return "attacker-row";
    case TraceField::AttackerColumn: return "attacker-column";
    case TraceField::Level: return "level";
    case TraceField::Solution: return "solution";
    case TraceField::Line: return "line";
    }
    return "none";
}

void appendName(std::string &out, std::string_view name, std::string_view value)
{
    out += '"';
    out += name;
    out += "\":\"";
    out += value;
    out += '"';
}

void appendText(std::string &out, std::string_view name, std::string_view value)
{
    out += '"';
    out += name;
    out += "\":";
    out += jsonString(value);
}

// The findings of a violation field by field, so that the page words it in its language as
// the window does; what the program wrote also as the window shows it ("…Written").
void appendViolation(std::string &out, const ShownState::Violation &shown)
{
    const TraceViolation &v = shown.findings;
    out += '{';
    appendField(out, "step", shown.step);
    out += ',';
    appendField(out, "line", shown.line);
    out += ',';
    appendText(out, "text", shown.text);
    out += ',';
    appendName(out, "kind", kindName(v.kind));
    out += ',';
    appendField(out, "eventStep", v.step);
    out += ',';
    appendName(out, "eventType", toString(v.eventType));
    out += ',';
    appendField(out, "row", int(v.row));
    out += ',';
    appendField(out, "col", int(v.col));
    out += ',';
    appendField(out, "queenRow", int(v.queenRow));
    out += ',';
    appendField(out, "queenCol", int(v.queenCol));
    out += ',';
    appendName(out, "along", toString(v.along));
    out += ',';
    appendName(out, "actualLine", toString(v.actualLine));
    out += ',';
    appendField(out, "queens", v.queens);
    out += ',';
    appendField(out, "solution", v.solution);
    out += ',';
    appendField(out, "earlierSolution", v.earlierSolution);
    out += ',';
    appendField(out, "earlierLine", v.earlierLine);
    out += ",\"board\":";
    appendQueens(out, v.board);
    out += ',';
    appendField(out, "missed", v.missed);
    out += ',';
    appendField(out, "found", v.found);
    out += ',';
    appendField(out, "total", v.total);
    out += ',';
    appendName(out, "reason", reasonName(v.reason));
    out += ',';
    appendName(out, "field", fieldName(v.field));
    out += ',';
    appendField(out, "value", v.value);
    out += ',';
    appendText(out, "writtenWord", writtenByProgram(v.word));
    out += ',';
    appendText(out, "writtenText", writtenByProgram(v.text));
    out += ',';
    appendField(out, "length", v.length);
    out += ',';
    appendField(out, "eventAfterTextLine", v.eventAfterTextLine);
    out += ',';
    appendText(out, "writtenEventAfterText", writtenByProgram(v.eventAfterText));
    out += '}';
}

// The trace as a whole, what the window's end of a trace and its banner say: its events, what
// checking found at its end and how far the program came along a missed solution (the page
// adds the trace's name).
void appendTrace(std::string &out, const ShownState::Trace &trace)
{
    const TraceSummary &s = trace.summary;
    out += '{';
    appendField(out, "steps", trace.steps);
    out += ",\"summary\":{\"cut\":";
    out += s.cut ? "true" : "false";
    out += ",\"firstOnly\":";
    out += s.firstOnly ? "true" : "false";
    out += ',';
    appendField(out, "distinctSolutions", s.distinctSolutions);
    out += ',';
    appendField(out, "tries", s.counts.tries);
    out += ',';
    appendField(out, "places", s.counts.places);
    out += ",\"reference\":{\"ran\":";
    out += s.reference.ran ? "true" : "false";
    out += ",\"countCompared\":";
    out += s.reference.countCompared ? "true" : "false";
    out += ',';
    appendField(out, "solutions", s.reference.solutions);
    out += ',';
    appendField(out, "tries", s.reference.tries);
    out += ',';
    appendField(out, "places", s.reference.places);
    out += "}}";
    if (trace.missedPath) {
        out += ",\"missedPath\":{";
        appendField(out, "queensHeld", trace.missedPath->queensHeld);
        out += ',';
        appendField(out, "row", trace.missedPath->row);
        out += ',';
        appendField(out, "col", trace.missedPath->col);
        out += '}';
    }
    out += '}';
}

} // namespace

std::string jsonString(std::string_view text)
{
    std::string out;
    out.reserve(text.size() + 2);
    out += '"';
    for (const char c : text) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\u%04x", unsigned(c));
                out += escaped;
            } else {
                out += c;
            }
        }
    }
    out += '"';
    return out;
}

std::string stateJson(const ShownState &state)
{
    std::string out;
    out.reserve(512);
    out += '{';
    appendField(out, "n", state.options.n);
    out += ",\"order\":\"";
    out += toString(state.options.order);
    out += "\",\"check\":\"";
    out += toString(state.options.check);
    out += "\",\"goal\":\"";
    out += toString(state.options.goal);
    out += "\",\"source\":\"";
    out += state.fromTrace ? "trace" : "search";
    out += "\",";
    appendField(out, "step", state.step);
    out += ',';
    appendField(out, "furthest", state.furthest);
    out += ",\"ended\":";
    out += state.ended ? "true" : "false";
    out += ",\"event\":";
    appendEvent(out, state.event);
    out += ",\"queens\":";
    appendQueens(out, state.queens);
    if (state.squares) {
        out += ",\"squares\":";
        appendSquares(out, *state.squares, state.options.n);
    }
    out += ",\"counters\":";
    appendCounters(out, state.counters);
    out += ",\"stack\":[";
    for (int level = 0; level < state.levels; ++level) {
        if (level > 0)
            out += ',';
        appendNumber(out, int(state.stack[std::size_t(level)]));
    }
    out += ']';
    if (state.violation) {
        out += ",\"violation\":";
        appendViolation(out, *state.violation);
    }
    if (state.trace) {
        out += ",\"trace\":";
        appendTrace(out, *state.trace);
    }
    out += '}';
    return out;
}

std::string solutionJson(const FoundSolution &solution)
{
    std::string out = "{";
    appendField(out, "number", solution.number);
    out += ',';
    appendField(out, "step", solution.step);
    out += ",\"queens\":";
    appendQueens(out, solution.queens);
    out += '}';
    return out;
}

std::string verdictJson(int status, std::string_view output)
{
    std::string out = "{";
    appendField(out, "status", status);
    out += ",\"output\":";
    out += jsonString(output);
    out += '}';
    return out;
}

} // namespace nq::web
