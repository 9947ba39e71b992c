#pragma once

#include "searchtypes.h"

#include <string>
#include <string_view>

namespace nq {

// The output shapes of the source texts, for complete or partial placements.
// Stateless functions: safe on any thread.
enum class Format : std::uint8_t {
    Array,    // [1, 3, 0, 2]                        (seed 000)
    Dots,     // rows of . and Q: ".Q.."             (seeds 001, 002)
    Grid,     // rows of _ and Q: "_ Q _ _"          (seed 000)
    Matrix,   // rows of 0 and 1: "0 1 0 0"          (seed 003)
    Numbered, // "Board k" then rows ". Q . ."        (seed 004)
    LeetCode, // [".Q..","...Q","Q...","..Q."], one list of all on one line (seed 002)
};

std::string_view toString(Format format);
bool parseFormat(std::string_view text, Format &out);

std::string formatArray(const Placement &p);
// One text row of the board: cells joined by `separator`, `queen` and `empty` as given.
std::string formatRow(const Placement &p, int row, char queen, char empty, std::string_view separator);
// The whole board as text lines, each ended by '\n'.
std::string formatBoard(const Placement &p, char queen, char empty, std::string_view separator);
// The quoted list of dot rows: [".Q..","...Q","Q...","..Q."]
std::string formatLeetCodeBoard(const Placement &p);

// One solution in the given shape, as it appears in a listing of solutions; `number`
// counts from 1. Every shape but LeetCode ends with '\n'; a listing separates multi-line
// boards by a blank line. LeetCode gives only this board's list (the caller joins them
// with "," inside "[...]").
bool isMultiLine(Format format);
std::string formatSolution(const Placement &p, Format format, std::uint64_t number);

} // namespace nq
