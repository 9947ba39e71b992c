#!/usr/bin/env python3
"""Every solution of the N-Queens puzzle by backtracking, traced with nqtrace.

    python3 queens.py N [rows|columns] | nqueens-cli check-trace N

One queen per row (or per column), cols[level] = candidate, and the safety check that
scans the queens placed before, as the source texts teach it (same column, or
|drow| == |dcol|). Every step is printed: try, conflict (naming the earliest queen that
attacks), place, solution, remove, backtrack, done; the count at the end is the program's
own output.
"""

import os
import sys

# In your copy nqtrace.py sits beside your program; here it is one folder up.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import nqtrace  # noqa: E402


def solve(n, by_columns):
    cols = [-1] * n  # cols[level]: the candidate placed on each level so far
    found = 0

    def square(level, candidate):
        # A level is a row in row order and a column in column order.
        return (candidate, level) if by_columns else (level, candidate)

    def attacker(level, candidate):
        row, col = square(level, candidate)
        for earlier in range(level):
            queen_row, queen_col = square(earlier, cols[earlier])
            line = nqtrace.line_between(queen_row, queen_col, row, col)
            if line:
                return queen_row, queen_col, line
        return None

    def search(level):
        nonlocal found
        if level == n:
            found += 1
            nqtrace.solution(found)
            return
        for candidate in range(n):
            row, col = square(level, candidate)
            nqtrace.try_(row, col)
            attack = attacker(level, candidate)
            if attack:
                nqtrace.conflict(row, col, *attack)
                continue
            cols[level] = candidate
            nqtrace.place(row, col)
            search(level + 1)
            nqtrace.remove(row, col)
            cols[level] = -1
        nqtrace.backtrack(level)

    search(0)
    nqtrace.done()
    return found


def main():
    if len(sys.argv) < 2 or len(sys.argv) > 3 or sys.argv[2:] not in ([], ["rows"], ["columns"]):
        sys.exit("usage: queens.py N [rows|columns]")
    n = int(sys.argv[1])
    found = solve(n, sys.argv[2:] == ["columns"])
    print(f"{found} solutions for N={n}")


if __name__ == "__main__":
    main()
