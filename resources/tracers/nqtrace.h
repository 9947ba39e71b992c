/* nqtrace.h: prints a backtracking search the way the N-Queens Visualizer reads it, from C
 * or C++. Copy it next to your program, #include "nqtrace.h" (in one source file), and call
 * one function at each step of your search. Rows and columns count from 0, row 0 at the top,
 * in whatever order your search goes. Then check the trace:
 *
 *     ./queens 8 | nqueens-cli check-trace 8
 *
 * Each event is written after the mark "@nq ", so that none of your own printf/cout lines is
 * taken for an event and a prompt that ends without a newline is no part of one. Your own
 * lines may stay: a line that is not an event is kept as your program's output. With the
 * environment variable NQTRACE_FILE set to a file's name, the events go to that file instead
 * and standard output keeps only your own prints.
 *
 * Speed: into a pipe or a file, C buffers standard output, so millions of events stay fast.
 * Do not fflush() after each event, nor end C++ lines with std::endl in the search (each
 * flushes); keep std::ios::sync_with_stdio as it is, so that cout and these lines stay in
 * order. The buffer is written when main returns or exit() is called; nq_done() flushes it.
 */
#ifndef NQTRACE_H
#define NQTRACE_H

#include <stdio.h>
#include <stdlib.h>

/* Where the events go: the file NQTRACE_FILE names (opened at the first event), or standard
 * output. */
static inline FILE *nq_out(void)
{
    static FILE *out = 0;
    if (!out) {
        const char *name = getenv("NQTRACE_FILE");
        out = name && *name ? fopen(name, "w") : 0;
        if (!out)
            out = stdout;
    }
    return out;
}

/* The square is the next candidate. */
static inline void nq_try(int row, int col)
{
    fprintf(nq_out(), "@nq try %d %d\n", row, col);
}

/* The candidate is attacked (you need not say by which queen). */
static inline void nq_conflict(int row, int col)
{
    fprintf(nq_out(), "@nq conflict %d %d\n", row, col);
}

/* The line along which a queen on one square attacks the other, or 0 if none. */
static inline const char *nq_line_between(int row1, int col1, int row2, int col2)
{
    if (row1 == row2)
        return "row";
    if (col1 == col2)
        return "column";
    if (row1 - col1 == row2 - col2)
        return "diagonal";
    if (row1 + col1 == row2 + col2)
        return "anti-diagonal";
    return 0;
}

/* The candidate is attacked by the queen on (queen_row, queen_col) along `line`: "column",
 * "row", "diagonal" or "anti-diagonal" (nq_line_between gives it; 0 writes the line between
 * the two squares, none when they are not on one). */
static inline void nq_conflict_with(int row, int col, int queen_row, int queen_col,
                                    const char *line)
{
    if (!line)
        line = nq_line_between(queen_row, queen_col, row, col);
    if (line)
        fprintf(nq_out(), "@nq conflict %d %d queen %d %d %s\n", row, col, queen_row, queen_col,
                line);
    else
        fprintf(nq_out(), "@nq conflict %d %d queen %d %d\n", row, col, queen_row, queen_col);
}

/* A queen is put on the square. */
static inline void nq_place(int row, int col)
{
    fprintf(nq_out(), "@nq place %d %d\n", row, col);
}

/* The queen is lifted from the square. */
static inline void nq_remove(int row, int col)
{
    fprintf(nq_out(), "@nq remove %d %d\n", row, col);
}

/* The board holds the k-th solution (k from 1; 0 or less if you do not count them). */
static inline void nq_solution(long long k)
{
    if (k > 0)
        fprintf(nq_out(), "@nq solution %lld\n", k);
    else
        fprintf(nq_out(), "@nq solution\n");
}

/* Level `level` (a row, or a column) has no candidate left. */
static inline void nq_backtrack(int level)
{
    fprintf(nq_out(), "@nq backtrack %d\n", level);
}

/* The search has ended. */
static inline void nq_done(void)
{
    fprintf(nq_out(), "@nq done\n");
    fflush(nq_out());
}

#endif /* NQTRACE_H */
