#pragma once

#include "searchtypes.h"

#include <utility>
#include <vector>

// What the board shows: the queens and the marks that explain the last step. A value made
// by the window from a runner snapshot (or a selected solution); BoardView only paints it.
struct BoardScene
{
    enum class Mark {
        None,
        Candidate, // a square being tried
        Conflict, // a tried square under attack: a line from the attacker
        Placed, // a queen just put down
        Lifted, // a queen just taken away
        Exhausted, // a whole level without a safe square
        Solution, // the board holds a solution
    };

    int n = 8;
    nq::Placement queens {8};
    nq::Order order = nq::Order::Rows;
    Mark mark = Mark::None;
    int row = -1; // the marked square (candidate, conflict, placed, lifted)
    int col = -1;
    int attackerRow = -1; // conflict
    int attackerCol = -1;
    nq::Line line = nq::Line::None;
    int exhaustedLevel = -1; // a row in row order, a column in column order
    bool viewingSolution = false; // a solution picked from the list, not the live search

    // "Try it yourself": the user's own queens.
    struct QueenPair
    {
        int row1, col1, row2, col2;
    };
    bool practice = false;
    // Queens that attack each other: the user's (practice), or those a student's program
    // left on the board (a trace).
    std::vector<QueenPair> attackingPairs;
    // A student's trace: the queens beyond the first of their row (`queens` holds one a row).
    std::vector<std::pair<int, int>> extraQueens;
    int hintRow = -1; // the square the algorithm would choose next
    int hintCol = -1;

    static BoardScene fromEvent(const nq::Placement &queens, const nq::Event *lastEvent,
                                nq::Order order);
    static BoardScene forSolution(const nq::Placement &solution);
    // A student's program may leave any queens on the board, two on a row or attacking each
    // other: shows every queen of `squares` and joins each pair that attacks.
    void showProgramsQueens(const nq::SquareSet &squares);
};
