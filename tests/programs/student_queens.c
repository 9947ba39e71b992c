/* A student's program, written the way students write them: a prompt for N without a newline
 * (the first event follows it on the same line), its own prints that start with the events'
 * words, solutions counted from 0, and the events through nqtrace.h. Correct: all solutions. */
#include "nqtrace.h"

#include <stdlib.h>

static int n;
static int cols[32];
static int count;

static int safe(int row, int col)
{
    for (int r = 0; r < row; ++r)
        if (cols[r] == col || abs(cols[r] - col) == row - r)
            return 0;
    return 1;
}

static void solve(int row)
{
    if (row == n) {
        nq_solution(count);
        printf("solution %d found\n", count);
        ++count;
        return;
    }
    for (int col = 0; col < n; ++col) {
        nq_try(row, col);
        if (!safe(row, col)) {
            nq_conflict(row, col);
            printf("conflict at %d %d\n", row, col);
            continue;
        }
        printf("place queen on row %d\n", row);
        nq_place(row, col);
        cols[row] = col;
        solve(row + 1);
        nq_remove(row, col);
    }
    printf("backtrack from row %d\n", row);
    nq_backtrack(row);
}

int main(int argc, char **argv)
{
    if (argc > 1) {
        n = atoi(argv[1]);
    } else {
        printf("Enter N: ");
        if (scanf("%d", &n) != 1)
            return 2;
    }
    solve(0);
    printf("done: %d solutions\n", count);
    nq_done();
    return 0;
}
