/* The same calls as calls.py and Calls.java, one by one: tst_tracers compares the three
 * traces. */
#include "nqtrace.h"

static const char *shown(const char *line)
{
    return line ? line : "None";
}

int main(void)
{
    printf("the program's own line\n");
    nq_try(0, 0);
    nq_conflict(1, 0);
    nq_conflict_with(1, 1, 0, 0, "diagonal");
    nq_conflict_with(2, 0, 0, 0, 0);
    nq_conflict_with(1, 2, 0, 0, 0);
    nq_place(0, 0);
    nq_solution(0);
    nq_solution(0);
    nq_solution(3);
    nq_solution(-2);
    nq_remove(0, 0);
    nq_backtrack(1);
    nq_place(-1, 7);
    printf("line_between: %s %s %s\n", shown(nq_line_between(0, 0, 2, 2)),
           shown(nq_line_between(0, 1, 1, 0)), shown(nq_line_between(0, 0, 1, 2)));
    nq_done();
    return 0;
}
