#include "statejson.h"

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
        out += ",\"violation\":{";
        appendField(out, "step", state.violation->step);
        out += ',';
        appendField(out, "line", state.violation->line);
        out += ",\"text\":";
        out += jsonString(state.violation->text);
        out += '}';
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
