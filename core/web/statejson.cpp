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

// Writes one JSON object into `out`: its fields in the order given, the commas between them,
// the braces around. Plain value over the caller's string; the caller's thread.
class ObjectWriter
{
public:
    explicit ObjectWriter(std::string &out)
        : m_out(out)
    {
        m_out += '{';
    }

    // The field's name: its value (an array, an object) is the caller's to write after.
    std::string &key(std::string_view name)
    {
        if (!m_empty)
            m_out += ',';
        m_empty = false;
        m_out += '"';
        m_out += name;
        m_out += "\":";
        return m_out;
    }

    template<typename Number>
    ObjectWriter &number(std::string_view name, Number value)
    {
        appendNumber(key(name), value);
        return *this;
    }

    // A name from the page's vocabulary ("place", "diagonal"): nothing in it to escape.
    ObjectWriter &word(std::string_view name, std::string_view value)
    {
        key(name) += '"';
        m_out += value;
        m_out += '"';
        return *this;
    }

    // Any text, escaped.
    ObjectWriter &text(std::string_view name, std::string_view value)
    {
        key(name) += jsonString(value);
        return *this;
    }

    ObjectWriter &flag(std::string_view name, bool value)
    {
        key(name) += value ? "true" : "false";
        return *this;
    }

    void close() { m_out += '}'; }

private:
    std::string &m_out;
    bool m_empty = true;
};

// `count` numbers as a JSON array, the i-th `numberAt(i)`.
template<typename NumberAt>
void appendNumbers(std::string &out, int count, NumberAt numberAt)
{
    out += '[';
    for (int i = 0; i < count; ++i) {
        if (i > 0)
            out += ',';
        appendNumber(out, numberAt(std::size_t(i)));
    }
    out += ']';
}

void appendQueens(std::string &out, const Placement &queens)
{
    appendNumbers(out, queens.n, [&](std::size_t row) { return int(queens.cols[row]); });
}

void appendEvent(std::string &out, const std::optional<Event> &event)
{
    const Event shown = event.value_or(Event {});
    ObjectWriter(out)
        .word("type", event ? toString(shown.type) : std::string_view("none"))
        .number("row", int(shown.row))
        .number("col", int(shown.col))
        .number("attackerRow", int(shown.attackerRow))
        .number("attackerCol", int(shown.attackerCol))
        .word("line", toString(shown.line))
        .number("level", int(shown.level))
        .number("solution", shown.solution)
        .close();
}

void appendCounters(std::string &out, const Counters &counters)
{
    ObjectWriter(out)
        .number("steps", counters.steps)
        .number("tries", counters.tries)
        .number("checks", counters.checks)
        .number("places", counters.places)
        .number("removes", counters.removes)
        .number("backtracks", counters.backtracks)
        .number("solutions", counters.solutions)
        .close();
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

// The findings of a violation field by field, so that the page words it in its language as
// the window does; what the program wrote also as the window shows it ("…Written").
void appendViolation(std::string &out, const ShownState::Violation &shown)
{
    const TraceViolation &v = shown.findings;
    ObjectWriter object(out);
    object.number("step", shown.step)
        .number("line", shown.line)
        .text("text", shown.text)
        .word("kind", violationKindName(v.kind))
        .number("eventStep", v.step)
        .word("eventType", toString(v.eventType))
        .number("row", int(v.row))
        .number("col", int(v.col))
        .number("queenRow", int(v.queenRow))
        .number("queenCol", int(v.queenCol))
        .word("along", toString(v.along))
        .word("actualLine", toString(v.actualLine))
        .number("queens", v.queens)
        .number("solution", v.solution)
        .number("earlierSolution", v.earlierSolution)
        .number("earlierLine", v.earlierLine);
    appendQueens(object.key("board"), v.board);
    object.number("missed", v.missed)
        .number("found", v.found)
        .number("total", v.total)
        .word("reason", malformedReasonName(v.reason))
        .word("field", traceFieldName(v.field))
        .number("value", v.value)
        .text("writtenWord", writtenByProgram(v.word))
        .text("writtenText", writtenByProgram(v.text))
        .number("length", v.length)
        .number("eventAfterTextLine", v.eventAfterTextLine)
        .text("writtenEventAfterText", writtenByProgram(v.eventAfterText))
        .close();
}

// The trace as a whole, what the window's end of a trace and its banner say: its events, what
// checking found at its end and how far the program came along a missed solution (the page
// adds the trace's name).
void appendTrace(std::string &out, const ShownState::Trace &trace)
{
    const TraceSummary &s = trace.summary;
    ObjectWriter object(out);
    object.number("steps", trace.steps);
    ObjectWriter summary(object.key("summary"));
    summary.flag("cut", s.cut)
        .flag("firstOnly", s.firstOnly)
        .number("distinctSolutions", s.distinctSolutions)
        .number("tries", s.counts.tries)
        .number("places", s.counts.places);
    ObjectWriter(summary.key("reference"))
        .flag("ran", s.reference.ran)
        .flag("countCompared", s.reference.countCompared)
        .number("solutions", s.reference.solutions)
        .number("tries", s.reference.tries)
        .number("places", s.reference.places)
        .close();
    summary.close();
    if (trace.missedPath)
        ObjectWriter(object.key("missedPath"))
            .number("queensHeld", trace.missedPath->queensHeld)
            .number("row", trace.missedPath->row)
            .number("col", trace.missedPath->col)
            .close();
    object.close();
}

} // namespace

std::string_view violationKindName(TraceViolationKind kind)
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

std::string_view malformedReasonName(MalformedReason reason)
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

std::string_view traceFieldName(TraceField field)
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
    ObjectWriter object(out);
    object.number("n", state.options.n)
        .word("order", toString(state.options.order))
        .word("check", toString(state.options.check))
        .word("goal", toString(state.options.goal))
        .word("source", state.fromTrace ? "trace" : "search")
        .number("step", state.step)
        .number("furthest", state.furthest)
        .flag("ended", state.ended);
    appendEvent(object.key("event"), state.event);
    appendQueens(object.key("queens"), state.queens);
    if (state.squares)
        appendSquares(object.key("squares"), *state.squares, state.options.n);
    appendCounters(object.key("counters"), state.counters);
    appendNumbers(object.key("stack"), state.levels,
                  [&](std::size_t level) { return int(state.stack[level]); });
    if (state.violation)
        appendViolation(object.key("violation"), *state.violation);
    if (state.trace)
        appendTrace(object.key("trace"), *state.trace);
    object.close();
    return out;
}

std::string solutionJson(const FoundSolution &solution)
{
    std::string out;
    ObjectWriter object(out);
    object.number("number", solution.number).number("step", solution.step);
    appendQueens(object.key("queens"), solution.queens);
    object.close();
    return out;
}

std::string verdictJson(int status, std::string_view output)
{
    std::string out;
    ObjectWriter(out).number("status", status).text("output", output).close();
    return out;
}

} // namespace nq::web
