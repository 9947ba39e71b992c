// Every solution of the N-Queens puzzle by backtracking, traced with nqtrace.h: the C++11 program
// of Algotree's "N Queens problem" (2020; one of the source texts the program teaches), its
// structure kept: PlaceNQueens(chessboard, col) places a queen column by column, trying the rows of
// each column, and IsBoardOk() scans the row to the left and both diagonals to the left of the
// square. What was added: the nq_ lines, IsBoardOk naming the queen it finds, N read from the
// command line instead of a prompt, and `string row(N, '.')` where the text wrote `string row(".",
// N)`, which reads N bytes from a one-character string.
//
//     g++ -std=c++17 -O2 -I.. queens.cpp -o queens
//     ./queens N [columns|rows] | nqueens-cli check-trace N
//
// With "rows" the same search runs row by row: each column of the program's board is a row
// of the real one, so every square is printed with its row and column swapped (and a queen
// in the same row becomes one in the same column).

#include "nqtrace.h"

#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

using namespace std;
int boardcnt = 0;
bool byRows = false;

// The queen IsBoardOk found, and the line it attacks along.
struct Attacker
{
    int row = -1;
    int col = -1;
    const char *line = "";
};

// Prints an event on the square of the real board that the program's (row, col) stands for.
void trace(void (*event)(int, int), int row, int col)
{
    if (byRows)
        event(col, row);
    else
        event(row, col);
}

bool IsBoardOk(vector<string> &chessboard, int row, int col, Attacker &attacker)
{
    const int size = int(chessboard.size());

    // Check if there is a queen 'Q' positioned to the left of column col
    // on the same row.
    for (int c = 0; c < col; c++) {
        if (chessboard[row][c] == 'Q') {
            attacker = {row, c, "row"};
            return false;
        }
    }

    // Check if there is queen 'Q' positioned on the upper left diagonal
    for (int r = row - 1, c = col - 1; r >= 0 && c >= 0; r--, c--) {
        if (chessboard[r][c] == 'Q') {
            attacker = {r, c, "diagonal"};
            return false;
        }
    }

    // Check if there is queen 'Q' positioned on the lower left diagonal
    for (int r = row + 1, c = col - 1; c >= 0 && r < size; r++, c--) {
        if (chessboard[r][c] == 'Q') {
            attacker = {r, c, "anti-diagonal"};
            return false;
        }
    }

    return true;
}

void DisplayBoard(vector<string> &chessboard)
{
    for (auto &row : chessboard) {
        for (auto &ch : row) {
            cout << ch << " ";
        }
        cout << '\n';
    }
}

void PlaceNQueens(vector<string> &chessboard, int col)
{
    const int size = int(chessboard.size());

    // If all the columns have a queen 'Q', a solution has been found.
    if (col >= size) {
        nq_solution(++boardcnt);
        cout << '\n' << "Board " << boardcnt << '\n';
        cout << "========================" << '\n';
        DisplayBoard(chessboard);
        cout << "========================" << '\n';

    } else {

        // Else try placing the queen on each row of the column and check if the chessboard
        // remains OK.
        for (int row = 0; row < size; row++) {

            trace(nq_try, row, col);
            chessboard[row][col] = 'Q';

            Attacker attacker;
            if (IsBoardOk(chessboard, row, col, attacker) == true) {
                // Chess board was OK, hence try placing the queen 'Q' in the next column.
                trace(nq_place, row, col);
                PlaceNQueens(chessboard, col + 1);
                trace(nq_remove, row, col);
            } else if (byRows) {
                const string line = attacker.line;
                nq_conflict_with(col, row, attacker.col, attacker.row,
                                 line == "row" ? "column" : attacker.line);
            } else {
                nq_conflict_with(row, col, attacker.row, attacker.col, attacker.line);
            }

            chessboard[row][col] = '.'; // Previously placed queen was not valid
        }
        nq_backtrack(col);
    }
}

int main(int argc, char **argv)
{
    const string order = argc == 3 ? argv[2] : "columns";
    if (argc < 2 || argc > 3 || (order != "columns" && order != "rows")) {
        cerr << "usage: queens N [columns|rows]\n";
        return 2;
    }
    byRows = order == "rows";

    vector<string> chessboard;
    int N = atoi(argv[1]);

    for (int i = 0; i < N; i++) {
        string row(N, '.');
        chessboard.push_back(row);
    }

    // Start placing the queen 'Q' from the 0'th column.
    PlaceNQueens(chessboard, 0);
    nq_done();

    return 0;
}
