#pragma once

// Plain value types shared by the whole engine: the search options, the events of the
// search (one a step; eventwriter.h writes them as nqueens-cli's trace lines), the counters
// and a placement. No threads, no Qt.

#include <array>
#include <cstdint>
#include <string_view>

namespace nq {

constexpr int kMinN = 1;
constexpr int kMaxN = 32;

// Row order places one queen per row and tries the columns of that row; column order
// places one queen per column and tries the rows inside it.
enum class Order : std::uint8_t { Rows, Columns };

// The three safety checks the program teaches: scanning the earlier queens, occupancy
// arrays for columns and both diagonals, and bitmasks that never try an attacked square.
enum class Check : std::uint8_t { Scan, Arrays, Bitmask };

// What a run does, the one choice the window's goal box, its `--goal first|all|list|count`,
// its settings and a lesson make (in this order): animate the search step by step until the
// first solution or through all of them, or list every solution at once, or only count them
// (both on all cores, without steps). The stepper stops at a solution only for First; it
// searches List and Count like All.
enum class Goal : std::uint8_t { First, All, List, Count };

// First and All animate the search step by step; List and Count run as one job.
constexpr bool animates(Goal goal)
{
    return goal == Goal::First || goal == Goal::All;
}

struct SearchOptions
{
    int n = 8;
    Order order = Order::Rows;
    Check check = Check::Arrays;
    Goal goal = Goal::All;

    friend bool operator==(const SearchOptions &, const SearchOptions &) = default;
};

// A set of squares, one bit per column in each row (breakpoints, for one).
using SquareSet = std::array<std::uint32_t, kMaxN>;

enum class EventType : std::uint8_t { Try, Conflict, Place, Solution, Remove, Backtrack, Done };

// The line along which a queen attacks a candidate. Diagonal runs top-left to bottom-right
// (row - column constant), AntiDiagonal runs top-right to bottom-left (row + column constant).
enum class Line : std::uint8_t { None, Column, Row, Diagonal, AntiDiagonal };

// One step of the search. Coordinates are 0-based (row 0 at the top) in every order.
struct Event
{
    EventType type = EventType::Done;
    std::int8_t row = -1; // try, conflict, place, remove
    std::int8_t col = -1;
    std::int8_t attackerRow = -1; // conflict: the queen that attacks the candidate
    std::int8_t attackerCol = -1;
    Line line = Line::None; // conflict: the shared line
    std::int8_t level = -1; // backtrack: the exhausted level (row, or column in column order)
    std::uint64_t solution = 0; // solution: k, counted from 1

    friend bool operator==(const Event &, const Event &) = default;
};

struct Counters
{
    std::uint64_t steps = 0;
    std::uint64_t tries = 0;
    std::uint64_t checks = 0;
    std::uint64_t places = 0;
    std::uint64_t removes = 0;
    std::uint64_t backtracks = 0;
    std::uint64_t solutions = 0;

    friend bool operator==(const Counters &, const Counters &) = default;
};

// cols[row] = column of the queen in that row, -1 where the row has no queen yet.
struct Placement
{
    int n = 0;
    std::array<std::int8_t, kMaxN> cols {};

    Placement() { cols.fill(-1); }
    explicit Placement(int size)
        : n(size)
    {
        cols.fill(-1);
    }

    int queenCount() const
    {
        int count = 0;
        for (int r = 0; r < n; ++r)
            count += cols[r] >= 0;
        return count;
    }
    bool isComplete() const { return queenCount() == n; }
    bool hasQueen(int row, int col) const { return cols[row] == col; }

    friend bool operator==(const Placement &a, const Placement &b)
    {
        if (a.n != b.n)
            return false;
        for (int r = 0; r < a.n; ++r)
            if (a.cols[r] != b.cols[r])
                return false;
        return true;
    }
    // Lexicographic on cols[0..n): the order in which row-order search finds solutions.
    friend bool operator<(const Placement &a, const Placement &b)
    {
        if (a.n != b.n)
            return a.n < b.n;
        for (int r = 0; r < a.n; ++r)
            if (a.cols[r] != b.cols[r])
                return a.cols[r] < b.cols[r];
        return false;
    }
};

// Names used by the command line and the trace output.
std::string_view toString(Order order);
std::string_view toString(Check check);
std::string_view toString(Goal goal);
std::string_view toString(EventType type);
std::string_view toString(Line line);

bool parseOrder(std::string_view text, Order &out);
bool parseCheck(std::string_view text, Check &out);
// "first", "all", "list" or "count".
bool parseGoal(std::string_view text, Goal &out);

// True when no two queens of the (possibly partial) placement attack each other.
bool isValidPlacement(const Placement &placement);

} // namespace nq
