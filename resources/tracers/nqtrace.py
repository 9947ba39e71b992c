"""nqtrace: prints a backtracking search the way the N-Queens Visualizer reads it.

Copy this file next to your program, import it, and call one function at each step of
your search. Rows and columns count from 0, row 0 at the top, in whatever order your
search goes. Then check the trace:

    python3 queens.py 8 | nqueens-cli check-trace 8

Your own print() lines may stay: a line that is not an event is kept as your program's
output. (try is a Python keyword, so its function is try_.)
"""

import atexit
import os
import signal
import sys

# A reader that stops early (check-trace found its answer and ended) ends this program the way
# it ends a C program: quietly, by SIGPIPE, also at the program's own print() lines (with
# PYTHONUNBUFFERED set, a last print after the reader had gone raised a traceback).
if hasattr(signal, "SIGPIPE"):
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)


def _reader_gone():
    # The reader stopped early (check-trace found its answer and ended): what is left goes
    # nowhere, without Python's "Broken pipe" traceback.
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def _event(text):
    # Piped, Python's standard output is buffered: millions of events stay fast.
    try:
        sys.stdout.write(text + "\n")
    except BrokenPipeError:
        _reader_gone()
        os._exit(141)  # as a C program ends on SIGPIPE


@atexit.register
def _flush():
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        _reader_gone()


def try_(row, col):
    """The square is the next candidate."""
    _event(f"try {row} {col}")


def conflict(row, col, queen_row=None, queen_col=None, line=None):
    """The candidate is attacked, by the queen on (queen_row, queen_col) along `line`
    ("column", "row", "diagonal" or "anti-diagonal"), if you know which."""
    if queen_row is None:
        _event(f"conflict {row} {col}")
    else:
        _event(f"conflict {row} {col} queen {queen_row} {queen_col} {line}")


def place(row, col):
    """A queen is put on the square."""
    _event(f"place {row} {col}")


def remove(row, col):
    """The queen is lifted from the square."""
    _event(f"remove {row} {col}")


def solution(k=None):
    """The board holds a solution: the k-th, if you count them."""
    _event("solution" if k is None else f"solution {k}")


def backtrack(level):
    """Level `level` (a row, or a column) has no candidate left."""
    _event(f"backtrack {level}")


def done():
    """The search has ended."""
    _event("done")
    _flush()


def line_between(row1, col1, row2, col2):
    """The line along which a queen on one square attacks the other, or None."""
    if row1 == row2:
        return "row"
    if col1 == col2:
        return "column"
    if row1 - col1 == row2 - col2:
        return "diagonal"
    if row1 + col1 == row2 + col2:
        return "anti-diagonal"
    return None
