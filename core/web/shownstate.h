#pragma once

#include "searchtypes.h"
#include "tracefindings.h"
#include "tracerun.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace nq::web {

// What one step of a run shows in the web page, as plain values: the run's options, where the
// step stands, its event, the board, the counters and the levels placed (the strip). Filled by
// the search's session and the trace's alike; statejson.h writes it as the module's JSON.
struct ShownState
{
    SearchOptions options;
    bool fromTrace = false;
    std::uint64_t step = 0;
    std::uint64_t furthest = 0;
    bool ended = false;
    // The event the step made; none at step 0 (the empty board before the first event).
    std::optional<Event> event;
    Placement queens; // the board after the step: cols[row], -1 where none
    // A trace's board may hold two queens on a row (a program with a bug): its every square.
    std::optional<SquareSet> squares;
    Counters counters;
    std::array<std::int8_t, kMaxN> stack {}; // the candidate placed at each level
    int levels = 0; // how many of `stack` are placed

    // A trace that breaks a rule: the step that shows it, its line, check-trace's words, and
    // the findings themselves, for the page's words in its language (as the window's).
    struct Violation
    {
        std::uint64_t step = 0;
        std::uint64_t line = 0;
        std::string text;
        TraceViolation findings;
    };
    std::optional<Violation> violation;
    // A trace as a whole: its events, what checking found at its end, and how far the program
    // came along the first solution it missed.
    struct Trace
    {
        std::uint64_t steps = 0;
        TraceSummary summary;
        std::optional<TraceRun::MissedPath> missedPath;
    };
    std::optional<Trace> trace;
};

// One solution found, as the solutions list shows it: its number (from 1), the step that
// shows it and its board.
struct FoundSolution
{
    std::uint64_t number = 0;
    std::uint64_t step = 0;
    Placement queens;
};

} // namespace nq::web
