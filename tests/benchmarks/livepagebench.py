#!/usr/bin/env python3
"""The live page's numbers (never run by CTest: timings belong on an idle machine).

Prints the page's size (aim: under 1 MB), its open time in headless Chromium (navigation start
to the page ready, the engine made and step 0 drawn; aim: under 1 s), and the time of a
full-speed run of N=12 with the scan check to its end (21.9 million events) through the page,
Play to the last step drawn, against `nqueens-cli trace 12 --check scan >/dev/null` in the same
run (aim: at most 3 times). Each is measured `--repeat` times; the best and the median printed.

  python3 tests/benchmarks/livepagebench.py --page build/release/web/nqueens.html \
      --cli build/release/app/cli/nqueens-cli
"""

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))
from pagecheck import Browser, SPACE  # noqa: E402
from livepagecheck import FIVE, RUN_ENDED  # noqa: E402


def full_speed_seconds(browser, url, n, check):
    browser.open(url + f"#n={n}&order=rows&check={check}&goal=all&step=0")
    browser.key(*FIVE)
    started = browser.evaluate("performance.now()")
    browser.key(*SPACE)
    browser.wait_until(RUN_ENDED, within=600)
    # The page's own clock: from Play to the end drawn, give or take the 50 ms poll.
    ended = browser.evaluate("performance.now()")
    steps = browser.evaluate("document.getElementById('timeline').max")
    return (ended - started) / 1000.0, int(steps)


def summary(values):
    return f"best {min(values):.2f} s, median {statistics.median(values):.2f} s"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--page", required=True)
    parser.add_argument("--cli", required=True)
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--n", type=int, default=12)
    args = parser.parse_args()
    page = Path(args.page).resolve()
    size = page.stat().st_size
    print(f"size: {size:,} bytes ({'under' if size < 1_000_000 else 'NOT under'} 1 MB)")
    browser = Browser(args.chromium)
    try:
        opens = []
        for _ in range(max(args.repeat, 3)):
            browser.open(page.as_uri() + "#n=8")
            opens.append(browser.evaluate(
                "performance.getEntriesByName('nq-ready')[0].startTime") / 1000.0)
        print(f"open (navigation start to the page ready): {summary(opens)} (aim < 1 s)")
        runs, cli_runs = [], []
        for _ in range(args.repeat):
            seconds, steps = full_speed_seconds(browser, page.as_uri(), args.n, "scan")
            runs.append(seconds)
            started = time.monotonic()
            subprocess.run([args.cli, "trace", str(args.n), "--check", "scan"],
                           stdout=subprocess.DEVNULL, check=True)
            cli_runs.append(time.monotonic() - started)
        print(f"N={args.n} scan at full speed through the page, {steps:,} steps: {summary(runs)}")
        print(f"nqueens-cli trace {args.n} --check scan >/dev/null: {summary(cli_runs)}")
        print(f"ratio (medians): {statistics.median(runs) / statistics.median(cli_runs):.2f} (aim <= 3)")
    finally:
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
