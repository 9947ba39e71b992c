#pragma once

#include "searchtypes.h"

#include <string>
#include <string_view>

namespace nq {

// The text shapes of a placement, complete or partial, as nqueens-cli's --format names
// them. Stateless functions: safe on any thread.
enum class Format : std::uint8_t {
    Array, // the 1-D array cols[row] = col: [1, 3, 0, 2]
    Dots, // rows of . and Q: ".Q.."
    Grid, // rows of _ and Q: "_ Q _ _"
    Matrix, // rows of 0 and 1: "0 1 0 0"
    Numbered, // "Board k" then rows ". Q . ."
    LeetCode, // [".Q..","...Q","Q...","..Q."], one list of all on one line (LeetCode's answer)
};

std::string_view toString(Format format);
bool parseFormat(std::string_view text, Format &out);

// The 1-D array cols[row] = col: "[1, 3, 0, 2]"; a row without a queen shows -1, or
// `emptyMark` (UTF-8) in the second form: "[0, 2, ·, ·]".
std::string formatArray(const Placement &p);
std::string formatArray(const Placement &p, std::string_view emptyMark);
// One text row of the board: cells joined by `separator`, `queen` and `empty` as given.
std::string formatRow(const Placement &p, int row, char queen, char empty,
                      std::string_view separator);
// The whole board as text lines, each ended by '\n'.
std::string formatBoard(const Placement &p, char queen, char empty, std::string_view separator);
// The quoted list of dot rows: [".Q..","...Q","Q...","..Q."]
std::string formatLeetCodeBoard(const Placement &p);

// One solution in the given shape, as it appears in a listing of solutions; `number`
// counts from 1. Every shape but LeetCode ends with '\n'; a listing separates multi-line
// boards by a blank line. LeetCode gives only this board's list (SolutionWriter joins
// them with "," inside "[...]").
bool isMultiLine(Format format);
std::string formatSolution(const Placement &p, Format format, std::uint64_t number);

} // namespace nq
