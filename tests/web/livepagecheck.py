#!/usr/bin/env python3
"""The live page (web/nqueens.html) in a real browser: headless Chromium through its DevTools
protocol (pagecheck.py's Browser), one browser for each case, started and ended here.

  steps     at several (N, order, check) and steps K, opened by the link #n=..&step=K: the
            board (the grid's cells), the strip and the narration equal what `nqueens-cli
            trace` printed up to K (the board, the event) and what the module and words.js give
            for step K (a second engine made in the page, NQWords); Right, Right, Left, Left
            comes back to the same; the solutions list at the end of a full-speed run holds
            every solution (`nqueens-cli solve`), each shown on the board when chosen.
  trace     a correct and three buggy traces pasted or chosen as a file: the page shows
            `nqueens-cli check-trace N -`'s lines byte for byte, replays the trace with the
            banner, on its first violation, F8 going back there; a file that is not a trace
            and one of another N get the CLI's own message.
  link      unknown or out-of-range parameters of the link fall back to the defaults, and the
            page says which.
Every case: no network request, no console error or exception (a Content-Security-Policy
violation is one).
"""

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from pagecheck import Browser, RIGHT, LEFT, HOME, SPACE  # noqa: E402

F8 = ("F8", "F8", 119)
FIVE = ("5", "Digit5", 53, "5")
# A run played to its end: paused there, the narration saying how it ended.
RUN_ENDED = ("document.getElementById('play').getAttribute('aria-pressed') === 'false'"
             " && document.getElementById('narration').classList.contains('ended')")

# What the page shows: the grid's cells' names, the narration, the strip's boxes.
SHOWN = """(() => ({
  say: document.getElementById('say').textContent,
  labels: [...document.querySelectorAll('[role=gridcell]')].map(c => c.getAttribute('aria-label')),
  queens: [...document.querySelectorAll('[role=gridcell]')].map(c => c.classList.contains('on') && !c.classList.contains('remove')),
  strip: [...document.querySelectorAll('#strip .v')].map(v => v.textContent),
  where: document.getElementById('timeline').value,
  tint: document.getElementById('narration').className,
  playing: document.getElementById('play').getAttribute('aria-pressed') === 'true'}))()"""

# What the module and the words say of step K: a second engine of the page's own kind, run to K.
EXPECTED = """(async () => {
  const fetchOf = window.fetch;
  window.fetch = undefined;  // as the page makes its engine (livepage.js: makeEngine)
  const made = createNQueensEngine();
  window.fetch = fetchOf;
  const E = await made;
  if (E._nqw_start(%d, %d, %d, %d) !== 0) return null;
  E._nqw_advance(%d);
  const state = JSON.parse(E.UTF8ToString(E._nqw_state()));
  return {state: state, say: NQWords.narrate(state), strip: NQWords.strip(state).values};
})()"""

ORDERS, CHECKS, GOALS = ["rows", "columns"], ["scan", "arrays", "bitmask"], ["first", "all"]


class Page:
    """One browser with the live page, recording what must not happen."""

    def __init__(self, chromium, page):
        self.browser = Browser(chromium)
        self.path = page
        self.url = page.as_uri()
        self.browser.call("Network.enable")
        self.browser.call("Log.enable")

    def open(self, fragment=""):
        return self.browser.open(self.url + fragment)

    def evaluate(self, expression):
        return self.browser.evaluate(expression)

    def shown(self):
        return self.evaluate(SHOWN)

    def key(self, *key):
        self.browser.key(*key)

    def wait_until(self, expression, within=20.0):
        self.browser.wait_until(expression, within)

    def problems(self):
        found = []
        for event in self.browser.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Network.requestWillBeSent":
                url = params["request"]["url"]
                if not url.startswith(("file:", "data:", "about:", "blob:")):
                    found.append(f"a network request: {url}")
            elif method == "Runtime.exceptionThrown":
                found.append(f"an exception: {json.dumps(params['exceptionDetails'])[:300]}")
            elif method == "Runtime.consoleAPICalled" and params["type"] in ("error", "assert"):
                found.append(f"a console error: {json.dumps(params['args'])[:300]}")
            elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
                found.append(f"logged: {params['entry'].get('text', '')[:300]}")
        return found

    def close(self):
        self.browser.close()


def cli(nqueens_cli, *arguments, stdin=None):
    done = subprocess.run([nqueens_cli, *arguments], input=stdin, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, timeout=60)
    return done.returncode, done.stdout


def board_after(lines, step, n):
    """The queens (a column for each row, -1 none) after the first `step` events."""
    queens = [-1] * n
    for line in lines[:step]:
        word = line.split()
        if word[0] == "place":
            queens[int(word[1])] = int(word[2])
        elif word[0] == "remove":
            queens[int(word[1])] = -1
    return queens


def check_step(page, n, order, check, goal, step, lines, where):
    """The page at `step` against the CLI's trace and the module's and words' own answer."""
    shown = page.shown()
    assert int(shown["where"]) == step, f"{where}: the timeline is at {shown['where']}"
    queens = board_after(lines, step, n)
    on = [queens[r] == c for r in range(n) for c in range(n)]
    assert shown["queens"] == on, f"{where}: the board is not the CLI's {queens}"
    want = page.evaluate(EXPECTED % (n, ORDERS.index(order), CHECKS.index(check),
                                     GOALS.index(goal), step))
    state = want["state"]
    assert state["step"] == step and state["queens"] == queens, f"{where}: the module's {state}"
    if step > 0:
        word = lines[step - 1].split()
        assert state["event"]["type"] == word[0], f"{where}: event {state['event']} for {word}"
        if word[0] in ("try", "conflict", "place", "remove"):
            assert [state["event"]["row"], state["event"]["col"]] == [int(word[1]), int(word[2])], where
    assert shown["say"] == want["say"], f"{where}: says {shown['say']!r}, words.js {want['say']!r}"
    assert shown["strip"] == want["strip"], f"{where}: strip {shown['strip']}, words.js {want['strip']}"
    # The strip holds the board's queens at their levels (cols[row] = col, or rows[col] = row).
    for r, c in enumerate(queens):
        if c >= 0:
            level, value = (r, c) if order == "rows" else (c, r)
            assert shown["strip"][level].startswith(str(value)), f"{where}: strip {shown['strip']}"
    return shown


def case_steps(page, nqueens_cli):
    cases = [(6, "rows", "scan", "all", [0, 1, 17, 60, 171, 1500]),
             (5, "columns", "arrays", "all", [3, 40, 98, 412]),
             (8, "rows", "bitmask", "first", [25, 211]),
             (7, "columns", "scan", "first", [12, 67])]
    for n, order, check, goal, steps in cases:
        arguments = ["trace", str(n), "--order", order, "--check", check]
        if goal == "first":
            arguments.append("--first")
        status, out = cli(nqueens_cli, *arguments)
        lines = out.decode().splitlines()
        assert status == 0 and lines[-1] == "done", f"nqueens-cli {arguments}: {status}"
        for step in steps + [len(lines)]:
            name = f"N={n} {order} {check} {goal}, step {step}"
            page.open(f"#n={n}&order={order}&check={check}&goal={goal}&step={step}")
            shown = check_step(page, n, order, check, goal, step, lines, name)
            if step + 2 <= len(lines):
                for key in (RIGHT, RIGHT, LEFT, LEFT):
                    page.key(*key)
                again = page.shown()
                assert again == shown, f"{name}: Right, Right, Left, Left came back to {again}"
        print(f"N={n} {order} {check} {goal}: steps {steps} and the end ({len(lines)}) show the "
              "CLI's board and words.js's narration and strip; Right, Right, Left, Left comes back")

    # The solutions list at the end of a full-speed run: every solution, each on the board.
    for n, order in ((6, "rows"), (8, "columns"), (10, "rows")):
        page.open(f"#n={n}&order={order}&check=arrays&goal=all&step=0")
        page.key(*FIVE)
        page.key(*SPACE)
        page.wait_until(RUN_ENDED)
        # The list shows 500 and 500 more each time it is scrolled to its end.
        while True:
            before = page.evaluate("document.querySelectorAll('#solutions li').length")
            page.evaluate("(() => { const ol = document.getElementById('solutions');"
                          " ol.scrollTop = ol.scrollHeight; ol.dispatchEvent(new Event('scroll')); })()")
            if page.evaluate("document.querySelectorAll('#solutions li').length") == before:
                break
        listed = page.evaluate("[...document.querySelectorAll('#solutions button')]"
                               ".map(b => b.querySelector('.b').textContent)")
        _, out = cli(nqueens_cli, "solve", str(n), "--order", order, "--format", "array")
        solutions = [json.loads(line) for line in out.decode().splitlines()]
        assert sorted(listed) == sorted(" ".join(map(str, s)) for s in solutions), \
            f"N={n}: listed {len(listed)}, the CLI solves {len(solutions)}"
        for index in (0, len(listed) // 2, len(listed) - 1):
            page.evaluate(f"document.querySelectorAll('#solutions button')[{index}].click()")
            queens = [int(c) for c in listed[index].split()]
            on = [queens[r] == c for r in range(n) for c in range(n)]
            assert page.shown()["queens"] == on, f"N={n}: solution {index + 1} is not on the board"
        print(f"N={n} {order}: full speed to the end lists all {len(listed)} solutions of the CLI; "
              "solutions 1, the middle one and the last shown on the board")


def case_trace(page, nqueens_cli):
    n = 5
    _, out = cli(nqueens_cli, "trace", str(n))
    good = out.decode().splitlines(keepends=True)
    place = next(i for i, line in enumerate(good) if line.startswith("place 1 "))
    remove = next(i for i, line in enumerate(good) if line.startswith("remove "))
    traces = {
        "correct": "".join(good),
        # A queen placed where one attacks it.
        "attacked": "".join(good[:place] + ["place 1 1\n"] + good[place + 1:]),
        # A queen never lifted: the board keeps two on a row.
        "never removed": "".join(good[:remove] + good[remove + 1:]),
        # Stops half way: solutions missing.
        "stops early": "".join(good[:len(good) // 2]),
    }
    page.open("#n=5&goal=all")
    for name, text in traces.items():
        _, expected = cli(nqueens_cli, "check-trace", str(n), "-", stdin=text.encode())
        page.evaluate(f"document.getElementById('paste').value = {json.dumps(text)};"
                      "document.getElementById('checkpaste').click()")
        verdict = page.evaluate("document.getElementById('verdict').textContent")
        assert verdict == expected.decode(), f"{name}: the page says {verdict!r}, the CLI {expected!r}"
        looks = page.evaluate("""(() => ({banner: !document.getElementById('trace').hidden,
            headline: document.getElementById('headline').textContent,
            tint: document.getElementById('narration').className,
            toViolation: !document.getElementById('toviolation').hidden}))()""")
        assert looks["banner"], f"{name}: no banner"
        if name == "correct":
            assert not looks["toViolation"], f"{name}: a violation offered"
        elif name != "stops early":
            assert looks["tint"] == "caution" and looks["toViolation"], f"{name}: {looks}"
            # The queens that attack each other are joined, as the window's board joins them.
            joined = page.evaluate("document.querySelectorAll('#lines line').length")
            assert joined >= 1, f"{name}: no queens joined at the violation"
            at = page.shown()
            page.key(*HOME)
            assert page.shown()["where"] == "0", f"{name}: Home"
            page.key(*F8)
            assert page.shown() == at, f"{name}: F8 went elsewhere"
        # The trace's end, as the window says it: its name (the pasted trace's), no error.
        page.evaluate("(() => { const t = document.getElementById('timeline'); t.value = t.max;"
                      " t.dispatchEvent(new Event('input')); })()")
        end = page.shown()["say"]
        assert end, f"{name}: the end says nothing"
        if name == "correct":
            assert page.evaluate("NQWords.text('pastedName')") in end, f"{name}: the end says {end!r}"
        print(f"trace {name}: the CLI's {len(expected.splitlines())} line(s) byte for byte, "
              "the banner" + (", on the first violation, F8 back to it" if looks["toViolation"] else ""))

    # A file chosen: shown as text whatever it holds (a '<b>' stays text).
    with tempfile.TemporaryDirectory() as folder:
        files = {"other N.trace": cli(nqueens_cli, "trace", "4")[1],
                 "not text.trace": bytes(range(256)) * 4,
                 "markup.trace": b"<b>place 0 0</b>\n"}
        for name, data in files.items():
            path = Path(folder) / name
            path.write_bytes(data)
            _, expected = cli(nqueens_cli, "check-trace", str(n), "-", stdin=data)
            node = page.browser.call("DOM.getDocument")["root"]["nodeId"]
            node = page.browser.call("DOM.querySelector", {"nodeId": node, "selector": "#file"})["nodeId"]
            page.evaluate("document.getElementById('verdict').textContent = ''")
            page.browser.call("DOM.setFileInputFiles", {"files": [str(path)], "nodeId": node})
            page.wait_until("document.getElementById('verdict').textContent !== ''", 10)
            verdict = page.evaluate("document.getElementById('verdict').textContent")
            assert verdict == expected.decode("utf-8", "replace"), f"{name}: {verdict!r} != {expected!r}"
            assert page.evaluate("document.querySelectorAll('#verdict *, #headline *').length") == 0
        # Too big for the page: refused before it is read (a sparse file: nothing to read),
        # the limit said, at once.
        big = Path(folder) / "big.trace"
        with open(big, "wb") as out:
            out.truncate(300_000_000)
        node = page.browser.call("DOM.getDocument")["root"]["nodeId"]
        node = page.browser.call("DOM.querySelector", {"nodeId": node, "selector": "#file"})["nodeId"]
        page.evaluate("document.getElementById('verdict').textContent = ''")
        started = time.monotonic()
        page.browser.call("DOM.setFileInputFiles", {"files": [str(big)], "nodeId": node})
        page.wait_until("document.getElementById('verdict').textContent !== ''", 5)
        verdict = page.evaluate("document.getElementById('verdict').textContent")
        limit = page.evaluate("NQWords.number(268435456)")
        assert "300,000,000" in verdict and "268,435,456" in verdict, f"too big: {verdict!r} ({limit})"
        print(f"trace files: another N, not text and markup get the CLI's message, as plain text; "
              f"300 MB refused with the limit in {time.monotonic() - started:.2f} s")


def case_link(page, nqueens_cli):
    page.open("#n=40&order=diagonal&check=bitmask&colour=red&step=3")
    looks = page.evaluate("""(() => ({n: document.getElementById('n').value,
        order: document.getElementById('order').value, check: document.getElementById('check').value,
        notice: document.getElementById('notice').hidden ? null : document.getElementById('notice').textContent,
        step: document.getElementById('timeline').value, hash: location.hash}))()""")
    assert looks["n"] == "8" and looks["order"] == "rows" and looks["check"] == "bitmask", looks
    assert looks["step"] == "3", looks
    assert looks["notice"] and all(word in looks["notice"] for word in ("40", "diagonal", "colour")), looks
    page.wait_until("location.hash === '#n=8&order=rows&check=bitmask&goal=all&step=3'", 3)
    # A step past the search's end: step 0, said.
    page.open("#n=4&goal=first&step=99999")
    assert page.shown()["where"] == "0"
    assert "99999" in page.evaluate("document.getElementById('notice').textContent")
    # A link that is all right says nothing.
    page.open("#n=4&order=columns&check=scan&goal=all&step=7")
    assert page.evaluate("document.getElementById('notice').hidden")
    assert page.shown()["where"] == "7"
    # The language, switched in the page: the same step in the words' German.
    page.evaluate("(() => { const l = document.getElementById('language'); l.value = 'de';"
                  " l.dispatchEvent(new Event('change')); })()")
    want = page.evaluate(EXPECTED % (4, 1, 0, 1, 7))
    german = page.shown()
    assert page.evaluate("document.documentElement.lang") == "de" and german["say"] == want["say"] \
        and german["say"].startswith("Schritt 7"), f"in German: {german['say']!r}, words.js {want['say']!r}"
    assert page.evaluate("document.getElementById('step').textContent") == page.evaluate("NQWords.text('step')")
    # A page written with its language preset (nqueens --export-page --live --language fr puts
    # it in the root element) opens in it.
    with tempfile.TemporaryDirectory() as folder:
        html = page.path.read_text(encoding="utf-8")
        preset = Path(folder) / "fr.html"
        preset.write_text(html.replace('<html lang="en" data-nq-language="">',
                                       '<html lang="fr" data-nq-language="fr">', 1), encoding="utf-8")
        page.browser.open(preset.as_uri() + "#n=4&step=2")
        french = page.evaluate("[document.documentElement.lang, document.getElementById('language').value,"
                               " document.getElementById('say').textContent]")
        assert french[:2] == ["fr", "fr"] and french[2].startswith("Étape 2"), f"the French page: {french}"
        page.open("#n=4&order=columns&check=scan&goal=all&step=7")
    # Presentation (F5) at the window's sizes: the board's squares at least 55% of the height
    # (50% with the pseudocode beside it, P), the narration's and the counters' capitals at
    # least 3.3% of it (a capital is 0.7 of the font's size), the strip's 2.5%.
    sizes = "(() => { const h = innerHeight, px = id => parseFloat(getComputedStyle(document.getElementById(id)).fontSize);" \
            " return {board: document.getElementById('board').getBoundingClientRect().height / h," \
            " narration: px('narration') * 0.7 / h, counters: px('counters') * 0.7 / h, strip: px('strip') * 0.7 / h," \
            " countersEnd: document.getElementById('counters').scrollWidth - document.getElementById('counters').clientWidth," \
            " overlap: document.getElementById('counters').getBoundingClientRect().right -" \
            " (document.getElementById('code').getBoundingClientRect().left || 1e9)}; })()"
    for width, height in ((1366, 768), (1920, 1080)):
        page.browser.call("Emulation.setDeviceMetricsOverride", {"width": width, "height": height,
                                                                 "deviceScaleFactor": 1, "mobile": False})
        page.open("#n=8&step=40&lang=de")  # German: the counters' longest names
        page.key("F5", "F5", 116)
        alone = page.evaluate(sizes)
        page.key("p", "KeyP", 80, "p")
        beside = page.evaluate(sizes)
        assert alone["board"] >= 0.55 and beside["board"] >= 0.50, f"{width}x{height}: {alone}, {beside}"
        assert min(alone["narration"], alone["counters"]) >= 0.033 and alone["strip"] >= 0.025, alone
        # The counters whole, and clear of the pseudocode beside the board.
        assert alone["countersEnd"] <= 0 and beside["countersEnd"] <= 0 and beside["overlap"] <= 0, beside
        page.key("Escape", "Escape", 27)
        print(f"presenting at {width}x{height}: the board {alone['board']:.0%} of the height "
              f"({beside['board']:.0%} beside the pseudocode), capitals {alone['narration']:.1%}")
    page.browser.call("Emulation.clearDeviceMetricsOverride")
    page.open("#n=4&order=columns&check=scan&goal=all&step=7")
    # As a screen reader sees the page: every control named, the board a grid of N x N cells.
    tree = page.browser.call("Accessibility.getFullAXTree")["nodes"]
    controls = [node for node in tree if node.get("role", {}).get("value") in
                ("button", "combobox", "slider", "textbox", "checkbox", "ListBox")
                and not node.get("ignored")]
    unnamed = [node["role"]["value"] for node in controls if not node.get("name", {}).get("value", "").strip()]
    assert controls and not unnamed, f"controls without a name: {unnamed}"
    roles = [node.get("role", {}).get("value") for node in tree]
    assert roles.count("grid") == 1 and roles.count("gridcell") == 16, "the board is not a 4x4 grid"
    print("link: N=40, order=diagonal and colour=red fall back to the defaults and are said; "
          "a step past the end opens step 0, said; the address follows the page; German chosen in the "
          "page says the step in German")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--page", required=True)
    parser.add_argument("--cli", required=True)
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--case", choices=("steps", "trace", "link"), required=True)
    args = parser.parse_args()
    started = time.monotonic()
    page = Page(args.chromium, Path(args.page).resolve())
    try:
        seconds = page.open("#n=8")
        print(f"the page ({Path(args.page).stat().st_size:,} bytes) opens in {seconds * 1000:.0f} ms")
        {"steps": case_steps, "trace": case_trace, "link": case_link}[args.case](page, args.cli)
        problems = page.problems()
        assert not problems, "\n".join(problems)
        print(f"no network request, no console error ({time.monotonic() - started:.1f} s)")
    finally:
        page.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
