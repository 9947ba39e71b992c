#!/usr/bin/env python3
"""A backtracking search with the classic bug, for class: a sign error in a diagonal test.

    python3 queens_bug.py N | nqueens-cli check-trace N

The board is kept as board[row] = column, and a square (r, c) is checked against each
earlier queen as in the source texts:

    board[i] == c                  same column
    board[i] - i == c - r          same diagonal
    board[i] + i == c + r          same anti-diagonal

but the anti-diagonal test below says c - r: that test almost never fires, and the search
places queens that attack each other. check-trace names the first one, for N=4:

    line 12: 'place 2 1': the queen on row 1, column 2 attacks that square along an anti-diagonal

Fix the sign and the trace holds.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import nqtrace  # noqa: E402


def is_valid(board, r, c):
    for i in range(r):
        if board[i] == c:
            return i, "column"
        if board[i] - i == c - r:
            return i, "diagonal"
        if board[i] + i == c - r:  # BUG: should be c + r
            return i, "anti-diagonal"
    return None


def try_row(board, r, n, found):
    if r == n:
        found.append(list(board))
        nqtrace.solution(len(found))
        return
    for c in range(n):
        nqtrace.try_(r, c)
        attack = is_valid(board, r, c)
        if attack:
            i, line = attack
            nqtrace.conflict(r, c, i, board[i], line)
            continue
        board[r] = c
        nqtrace.place(r, c)
        try_row(board, r + 1, n, found)
        nqtrace.remove(r, c)
    nqtrace.backtrack(r)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: queens_bug.py N")
    n = int(sys.argv[1])
    found = []
    try_row([0] * n, 0, n, found)
    nqtrace.done()
    print(f"{len(found)} solutions for N={n}")


if __name__ == "__main__":
    main()
