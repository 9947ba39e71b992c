#!/usr/bin/env python3
"""The web page's engine in a real browser: the figures of resources/doc/performance.md's
"The web edition".

Loads nqueens-engine.js (the build's, WebAssembly inside) into a page of its own in a headless
Chromium (driven through its DevTools protocol as tests/web/pagecheck.py drives it) and measures,
best of --repeat runs, in the same run as the native programs it is compared with:

- N=12, the scan check, run at full speed to its end (21.9 million events), against
  `nqueens-cli trace 12 --check scan >/dev/null` (aim: at most 3 times as long);
- going back to random steps of that run, each with its state's JSON (aim: under 50 ms);
- checking the N=10 trace (`nqueens-cli trace 10`, 767,378 lines), copied into the module's
  memory and checked (aim: under 2 s), against `nqueens-cli check-trace 10`;
- the N=10 trace loaded for stepping, and going back in it;
- the module's size (aim: the whole page under 1 MB) and the time it takes to be ready (its
  WebAssembly compiled and instantiated: part of the page's opening, aim under 1 s).

Never run by CTest (timings belong on an idle machine):

    python3 tests/benchmarks/webbench.py --module build/release/web/nqueens-engine.js \\
        --cli build/release/app/cli/nqueens-cli [--chromium chromium] [--repeat 3]
"""

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))
from pagecheck import Browser  # noqa: E402  (the one DevTools client of the tests)


def native_seconds(command, stdin=None, repeat=3):
    """The best wall time of `command` (its output thrown away), over `repeat` runs."""
    best = None
    for _ in range(repeat):
        started = time.perf_counter()
        with open(os.devnull, "wb") as sink:
            subprocess.run(command, stdin=stdin, stdout=sink, check=False)
        elapsed = time.perf_counter() - started
        best = elapsed if best is None else min(best, elapsed)
        if stdin is not None:
            stdin.seek(0)
    return best


def bench_page(module_source, trace_text):
    """A page holding the module and the N=10 trace, which measures nothing until asked."""
    escaped = trace_text.replace("</", "<\\/")
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>engine bench</title></head>
<body><script type="text/plain" id="trace">{escaped}</script>
<script>{module_source}</script>
<script>
window.bench = {{}};
bench.loadStarted = performance.now();
bench.ready = createNQueensEngine().then((engine) => {{
    bench.engine = engine;
    bench.loadMs = performance.now() - bench.loadStarted;
    return true;
}});
bench.state = () => JSON.parse(bench.engine.UTF8ToString(bench.engine._nqw_state()));
bench.runToEnd = (n, order, check) => {{
    const e = bench.engine;
    const started = performance.now();
    e._nqw_start(n, order, check, 1);
    let shown = 0;
    for (;;) {{
        const now = e._nqw_advance(1 << 20);
        if (now === shown) break;
        shown = now;
    }}
    return {{ms: performance.now() - started, steps: shown, solutions: e._nqw_solution_count()}};
}};
bench.goBack = (steps) => {{
    const e = bench.engine;
    const times = [];
    for (const step of steps) {{
        const started = performance.now();
        e._nqw_go_to(step);
        const state = bench.state();
        times.push(performance.now() - started);
        if (state.step !== step) return {{error: `showed ${{state.step}}, asked ${{step}}`}};
    }}
    return {{times}};
}};
bench.traceInMemory = () => {{
    const e = bench.engine;
    const started = performance.now();
    const bytes = new TextEncoder().encode(document.getElementById('trace').textContent);
    const memory = e._nqw_alloc(bytes.length);
    e.HEAPU8.set(bytes, memory);
    return {{memory, length: bytes.length, ms: performance.now() - started}};
}};
bench.checkTrace = () => {{
    const e = bench.engine;
    const copied = bench.traceInMemory();
    const started = performance.now();
    const answer = JSON.parse(e.UTF8ToString(e._nqw_check_trace(copied.memory, copied.length, 10, 0)));
    const ms = performance.now() - started;
    e._nqw_free(copied.memory);
    return {{copyMs: copied.ms, ms, bytes: copied.length, answer}};
}};
bench.loadTrace = () => {{
    const e = bench.engine;
    const copied = bench.traceInMemory();
    const started = performance.now();
    const status = e._nqw_load_trace(copied.memory, copied.length, 10, 0);
    const ms = performance.now() - started;
    e._nqw_free(copied.memory);
    return {{copyMs: copied.ms, ms, status, furthest: bench.state().furthest}};
}};
</script></body></html>"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--module", required=True)
    parser.add_argument("--cli", required=True)
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    module_path = Path(args.module)
    module_source = module_path.read_text()
    loads = os.getloadavg()
    print(f"webbench: best of {args.repeat} runs, load average {loads[0]:.2f} at start\n")

    with tempfile.TemporaryDirectory(prefix="nq-webbench-") as work:
        work = Path(work)
        trace_path = work / "n10.trace"
        with open(trace_path, "wb") as out:
            subprocess.run([args.cli, "trace", "10"], stdout=out, check=True)
        trace_text = trace_path.read_text()
        page = work / "bench.html"
        page.write_text(bench_page(module_source, trace_text))

        native_trace = native_seconds([args.cli, "trace", "12", "--check", "scan"], repeat=args.repeat)
        with open(trace_path, "rb") as stdin:
            native_check = native_seconds([args.cli, "check-trace", "10", "-"], stdin=stdin,
                                          repeat=args.repeat)

        browser = Browser(args.chromium)
        try:
            browser.call("Page.navigate", {"url": page.as_uri()})
            browser.wait_until("typeof bench !== 'undefined' && bench.ready !== undefined", within=30)
            assert browser.evaluate("bench.ready")
            load_ms = browser.evaluate("bench.loadMs")

            runs = [browser.evaluate("bench.runToEnd(12, 0, 0)") for _ in range(args.repeat)]
            run = min(runs, key=lambda r: r["ms"])
            assert run["steps"] > 21_000_000, run
            assert run["solutions"] == 14200, run

            rng = random.Random(52)
            steps = [rng.randrange(0, run["steps"] + 1) for _ in range(200)]
            back = browser.evaluate(f"bench.goBack({steps})")
            if "error" in back:
                raise RuntimeError(back["error"])
            times = back["times"]

            checks = [browser.evaluate("bench.checkTrace()") for _ in range(args.repeat)]
            check = min(checks, key=lambda c: c["ms"])
            loads_ = [browser.evaluate("bench.loadTrace()") for _ in range(args.repeat)]
            load = min(loads_, key=lambda c: c["ms"])
            trace_steps = [rng.randrange(0, load["furthest"] + 1) for _ in range(200)]
            trace_back = browser.evaluate(f"bench.goBack({trace_steps})")["times"]
        finally:
            browser.close()

    ratio = run["ms"] / 1000.0 / native_trace
    rows = [
        ("N=12 scan to its end", f"{run['steps']:,} events", "<= 3x nqueens-cli trace",
         f"{run['ms'] / 1000:.2f} s ({ratio:.2f}x {native_trace:.2f} s)"),
        ("step back, search", "200 random steps of N=12", "< 50 ms",
         f"median {statistics.median(times):.3f} ms, max {max(times):.2f} ms"),
        ("check the N=10 trace", f"{len(trace_text):,} bytes", "< 2 s",
         f"{check['ms'] / 1000:.2f} s (+{check['copyMs'] / 1000:.2f} s copying in; "
         f"nqueens-cli {native_check:.2f} s)"),
        ("load the N=10 trace", f"{load['furthest']:,} events", "",
         f"{load['ms'] / 1000:.2f} s (+{load['copyMs'] / 1000:.2f} s copying in)"),
        ("step back, trace", "200 random steps of N=10", "< 50 ms",
         f"median {statistics.median(trace_back):.3f} ms, max {max(trace_back):.2f} ms"),
        ("module size", module_path.name, "page < 1 MB", f"{module_path.stat().st_size:,} bytes"),
        ("module ready", "createNQueensEngine()", "page opens < 1 s", f"{load_ms:.0f} ms"),
    ]
    for name, figure, target, measured in rows:
        print(f"{name:<22} {figure:<28} {target:<24} {measured}")
    print(f"\ncheck-trace's answer in the page: {check['answer']['output'].strip()}")
    loads = os.getloadavg()
    print(f"load average {loads[0]:.2f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
