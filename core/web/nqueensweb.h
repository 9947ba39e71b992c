#pragma once

// The engine's C interface for the web page (resources/doc/web.md): the functions the page's
// script calls in the WebAssembly module (nqueens-engine.js), and natively the module's tests.
// One run at a time: the built-in search or a student's trace. Steps are doubles (they may pass
// 2^31; a double holds them exactly). Every `const char *` returned is UTF-8 JSON in a buffer
// the module owns, valid until the next call. One thread (the page's).

#ifdef __cplusplus
extern "C" {
#endif

// Starts the search: order 0 rows, 1 columns; check 0 scan, 1 arrays, 2 bitmask; goal 0 first,
// 1 all. 0: started, at step 0 (the empty board); nonzero: refused (nothing changed).
int nqw_start(int n, int order, int check, int goal);
// Runs up to maxSteps steps further (replaying what was run, then searching on); returns the
// step now shown.
double nqw_advance(double maxSteps);
// Shows any step from 0 to the furthest run: 0 ok, nonzero out of range (nothing changed).
int nqw_go_to(double step);
// The step shown, as JSON (resources/doc/web.md: "The state of a step").
const char *nqw_state(void);
// The solutions found so far (search) or reported (trace), and one of them:
// {"number":k,"step":S,"queens":[c0,c1,...]}; null when out of range.
double nqw_solution_count(void);
const char *nqw_solution(double index);
// Memory for a trace's text: null when refused (more than nqw_max_trace_bytes()).
void *nqw_alloc(double bytes);
void nqw_free(void *memory);
// The most bytes of a trace's text the page takes.
double nqw_max_trace_bytes(void);
// What `nqueens-cli check-trace N [--first] -` prints for the text, and its status:
// {"status":0|1|2,"output":"..."}. A length over nqw_max_trace_bytes() (text may be null) is
// refused with the limit said.
const char *nqw_check_trace(const char *text, double length, int n, int first);
// Replaces the run by the trace: nqw_advance, nqw_go_to, nqw_state and nqw_solution* then step
// through its events as the window's trace run does. 0 ok, nonzero refused (N, the size).
int nqw_load_trace(const char *text, double length, int n, int first);

#ifdef __cplusplus
}
#endif
