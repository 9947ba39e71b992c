# The same calls as calls.c and Calls.java, one by one: tst_tracers compares the three traces.
import os
import sys

sys.path.insert(0, os.environ["NQTRACE_HELPERS"])
import nqtrace  # noqa: E402

print("the program's own line")
nqtrace.try_(0, 0)
nqtrace.conflict(1, 0)
nqtrace.conflict(1, 1, 0, 0, "diagonal")
nqtrace.conflict(2, 0, 0, 0, None)
nqtrace.conflict(1, 2, 0, 0, None)
nqtrace.place(0, 0)
nqtrace.solution()
nqtrace.solution(0)
nqtrace.solution(3)
nqtrace.solution(-2)
nqtrace.remove(0, 0)
nqtrace.backtrack(1)
nqtrace.place(-1, 7)
print("line_between:", nqtrace.line_between(0, 0, 2, 2), nqtrace.line_between(0, 1, 1, 0),
      nqtrace.line_between(0, 0, 1, 2))
nqtrace.done()
