# A student's program, written the way students write them: a prompt for N (or N as its
# argument), its own prints that start with the events' words, solutions counted from 0, and
# the events through nqtrace (NQTRACE_HELPERS names its folder). Correct: all solutions.
import os
import sys

sys.path.insert(0, os.environ.get("NQTRACE_HELPERS", "."))
import nqtrace  # noqa: E402

n = int(sys.argv[1]) if len(sys.argv) > 1 else int(input("Enter N: "))
board = []
count = 0


def safe(row, col):
    for r, c in enumerate(board):
        if c == col or abs(c - col) == row - r:
            return False
    return True


def solve(row):
    global count
    if row == n:
        nqtrace.solution(count)  # counted from 0, as the student counts
        print("solution found:", board)
        print("solution", count, "of many")
        count += 1
        return
    for col in range(n):
        nqtrace.try_(row, col)
        if not safe(row, col):
            nqtrace.conflict(row, col)
            continue
        print("place queen at", row, col)
        nqtrace.place(row, col)
        board.append(col)
        solve(row + 1)
        board.pop()
        nqtrace.remove(row, col)
        print("remove", row, col, "and try the next column")
    print("backtrack from row", row)
    nqtrace.backtrack(row)


solve(0)
print("done!", count, "solutions")
nqtrace.done()
