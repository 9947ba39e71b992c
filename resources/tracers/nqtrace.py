"""nqtrace: prints a backtracking search the way the N-Queens Visualizer reads it.

Copy this file next to your program, import it, and call one function at each step of
your search. Rows and columns count from 0, row 0 at the top, in whatever order your
search goes. Then check the trace:

    python3 queens.py 8 | nqueens-cli check-trace 8

Each event is written after the mark "@nq ", so that none of your own print() lines is taken
for an event and a prompt that ends without a newline (input("Enter N: ")) is no part of one.
Your own print() lines may stay: a line that is not an event is kept as your program's output.
With the environment variable NQTRACE_FILE set to a file's name, the events go to that file
instead and standard output keeps only your own prints. (try is a Python keyword, so its
function is try_.)
"""

import atexit
import operator
import os
import signal
import sys

MARK = "@nq "

# A reader that stops early (check-trace found its answer and ended) ends this program the way
# it ends a C program: quietly, by SIGPIPE, also at the program's own print() lines (with
# PYTHONUNBUFFERED set, a last print after the reader had gone raised a traceback).
if hasattr(signal, "SIGPIPE"):
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)


# Where the events go: the file NQTRACE_FILE names, or standard output.
_file = None
if os.environ.get("NQTRACE_FILE"):
    _file = open(os.environ["NQTRACE_FILE"], "w", buffering=1 << 16)


def _out():
    return _file if _file is not None else sys.stdout


def _reader_gone():
    # The reader stopped early (check-trace found its answer and ended): what is left goes
    # nowhere, without Python's "Broken pipe" traceback.
    os.dup2(os.open(os.devnull, os.O_WRONLY), _out().fileno())


def _event(text):
    # Piped, Python's standard output is buffered: millions of events stay fast.
    try:
        _out().write(MARK + text + "\n")
    except BrokenPipeError:
        _reader_gone()
        os._exit(141)  # as a C program ends on SIGPIPE


def _whole(number):
    # A whole number, as the C and Java helpers take: 1.0 or "1" is refused with a TypeError.
    return operator.index(number)


@atexit.register
def _flush():
    try:
        _out().flush()
    except BrokenPipeError:
        _reader_gone()


def try_(row, col):
    """The square is the next candidate."""
    _event(f"try {_whole(row)} {_whole(col)}")


def conflict(row, col, queen_row=None, queen_col=None, line=None):
    """The candidate is attacked, by the queen on (queen_row, queen_col) along `line`
    ("column", "row", "diagonal" or "anti-diagonal"), if you know which. Without `line`, the
    line between the two squares is written (none when they are not on one)."""
    row, col = _whole(row), _whole(col)
    if queen_row is None or queen_col is None:
        _event(f"conflict {row} {col}")
        return
    queen_row, queen_col = _whole(queen_row), _whole(queen_col)
    if line is None:
        line = line_between(queen_row, queen_col, row, col)
    if line is None:
        _event(f"conflict {row} {col} queen {queen_row} {queen_col}")
    else:
        _event(f"conflict {row} {col} queen {queen_row} {queen_col} {line}")


def place(row, col):
    """A queen is put on the square."""
    _event(f"place {_whole(row)} {_whole(col)}")


def remove(row, col):
    """The queen is lifted from the square."""
    _event(f"remove {_whole(row)} {_whole(col)}")


def solution(k=None):
    """The board holds a solution: the k-th (from 1), if you count them; without k, or with
    k of 0 or less, the line carries no number (as nq_solution(0) in C)."""
    k = None if k is None else _whole(k)
    _event("solution" if k is None or k <= 0 else f"solution {k}")


def backtrack(level):
    """Level `level` (a row, or a column) has no candidate left."""
    _event(f"backtrack {_whole(level)}")


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
