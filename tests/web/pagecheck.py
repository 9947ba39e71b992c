#!/usr/bin/env python3
"""The lesson's web page in a real browser.

Exports pages with `nqueens --export-page` (without a display), opens them in a headless
Chromium driven through its DevTools protocol over a pipe (fd 3: commands, fd 4: replies,
JSON messages ended by a NUL byte), and checks that at every step the queens on the ARIA grid
and the narration are what the program computed (pagefixtures, from the Stepper and the
Narrator), that the window's keys do what they do in the window, that the address follows the
step, and that large pages open. Prints the open times; only a generous bound is asserted (the
machine is shared).
"""

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

OPEN_BOUND_S = 10.0


class Browser:
    """A headless Chromium and one page in it, spoken to over --remote-debugging-pipe."""

    def __init__(self, chromium):
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()

        def wire():
            # Through fresh copies: a pipe end may itself be fd 3 or 4, and dup2 onto itself
            # would leave it closed on exec.
            reader, writer = os.dup(to_chrome_r), os.dup(from_chrome_w)
            os.dup2(reader, 3)
            os.dup2(writer, 4)

        self.profile = tempfile.mkdtemp(prefix="nq-chromium-")
        self.process = subprocess.Popen(
            [chromium, "--headless=new", "--remote-debugging-pipe", "--no-sandbox",
             "--disable-gpu", "--no-first-run", "--no-default-browser-check",
             "--disable-extensions", "--disable-background-networking", "--disable-sync",
             "--user-data-dir=" + self.profile, "--window-size=1280,900", "about:blank"],
            preexec_fn=wire, close_fds=False,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget",
                                 {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable")
        self.call("Runtime.enable")

    def close(self):
        try:
            self.call("Browser.close", session=False)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self.to_chrome)
        os.close(self.from_chrome)
        shutil.rmtree(self.profile, ignore_errors=True)

    def _read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_chrome, 1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed its pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._read()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression[:80]}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def open(self, url):
        """Opens url; returns the seconds from navigation start to the page's load end."""
        self.call("Page.navigate", {"url": "about:blank"})  # a new document, even for a new #step
        self.call("Page.navigate", {"url": url})
        deadline = time.monotonic() + OPEN_BOUND_S
        while time.monotonic() < deadline:
            ready = self.evaluate("document.readyState === 'complete' && "
                                  "document.documentElement.dataset.ready === 'true'")
            if ready:
                return self.evaluate("performance.getEntriesByType('navigation')[0]"
                                     ".loadEventEnd") / 1000.0
            time.sleep(0.02)
        raise AssertionError(f"{url} did not open within {OPEN_BOUND_S} s")

    def key(self, key, code, keycode, text=None):
        for kind in ("keyDown", "keyUp"):
            params = {"type": kind, "key": key, "code": code, "windowsVirtualKeyCode": keycode}
            if text and kind == "keyDown":
                params["text"] = text
            self.call("Input.dispatchKeyEvent", params)


STATE = """(() => {
  const queens = [...document.querySelectorAll('[role=gridcell]')].map(c => c.getAttribute('aria-label'));
  return {say: document.getElementById('say').textContent, labels: queens, hash: location.hash,
          playing: document.getElementById('play').getAttribute('aria-pressed') === 'true'};
})()"""

# Every step of the page's range, walked with the page's own key handler in one round trip.
WALK = """(() => {
  const out = [];
  const state = () => ({say: document.getElementById('say').textContent,
    labels: [...document.querySelectorAll('[role=gridcell]')].map(c => c.getAttribute('aria-label'))});
  out.push(state());
  for (let i = 0; i < %d; ++i) {
    document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}));
    out.push(state());
  }
  return out;
})()"""

RIGHT = ("ArrowRight", "ArrowRight", 39)
LEFT = ("ArrowLeft", "ArrowLeft", 37)
HOME = ("Home", "Home", 36)
SPACE = (" ", "Space", 32, " ")
PERIOD = (".", "Period", 190, ".")
COMMA = (",", "Comma", 188, ",")


def expected_labels(expected, step):
    n = expected["n"]
    queens = expected["steps"][step]["queens"]
    template = expected["queenLabel"]
    return {template.replace("%1", str(r)).replace("%2", str(c))
            for r, c in enumerate(queens) if c >= 0}


def check_state(state, expected, step, where):
    want_say = expected["steps"][step]["say"]
    assert state["say"] == want_say, f"{where}, step {step}: says {state['say']!r}, not {want_say!r}"
    shown = {label for label in state["labels"] if label.endswith(": queen")}
    want = expected_labels(expected, step)
    assert shown == want, f"{where}, step {step}: queens {sorted(shown)}, not {sorted(want)}"
    assert len(state["labels"]) == expected["n"] ** 2, f"{where}: the grid has {len(state['labels'])} cells"


def export(nqueens, out, *arguments):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    done = subprocess.run([nqueens, "--export-page", str(out), *arguments, "--language", "en"],
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, f"nqueens --export-page {arguments}: {done.returncode} {done.stderr}"
    return out


def wait_for_address(browser, address):
    """The address follows the step within a moment (the page writes it a few times a second)."""
    deadline = time.monotonic() + 2
    while browser.evaluate("location.hash") != address:
        assert time.monotonic() < deadline, f"the address says {browser.evaluate('location.hash')}, not {address}"
        time.sleep(0.02)


def check_every_step(browser, page, expected, name):
    last = len(expected["steps"]) - 1
    browser.open(page.as_uri() + "#step=0")
    states = browser.evaluate(WALK % last)
    assert len(states) == last + 1
    for step, state in enumerate(states):
        check_state(state, expected, step, name)
    print(f"{name}: {last + 1} steps: the grid's queens and the narration match the program's")


def check_keys(browser, page, expected, name):
    browser.open(page.as_uri() + "#step=0")
    check_state(browser.evaluate(STATE), expected, 0, name)
    browser.key(*RIGHT)
    check_state(browser.evaluate(STATE), expected, 1, name + " after Right")
    wait_for_address(browser, "#step=1")
    browser.key(*RIGHT)
    browser.key(*RIGHT)
    browser.key(*LEFT)
    check_state(browser.evaluate(STATE), expected, 2, name + " after Right, Right, Left")
    browser.key(*HOME)
    check_state(browser.evaluate(STATE), expected, 0, name + " after Home")
    browser.key(*SPACE)
    assert browser.evaluate(STATE)["playing"], "Space did not start playing"
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and browser.evaluate(STATE)["say"] == expected["steps"][0]["say"]:
        time.sleep(0.05)
    browser.key(*SPACE)
    state = browser.evaluate(STATE)
    assert not state["playing"], "Space did not pause"
    step = next(k for k, s in enumerate(expected["steps"]) if s["say"] == state["say"])
    assert step >= 1, "playing did not move"
    check_state(state, expected, step, name + " after Space, Space")
    wait_for_address(browser, f"#step={step}")
    time.sleep(0.6)
    assert browser.evaluate(STATE)["say"] == state["say"], "the page moved on while paused"
    # The address opens the page on its step.
    for step in random.Random(28).sample(range(len(expected["steps"])), 3):
        browser.open(page.as_uri() + f"#step={step}")
        check_state(browser.evaluate(STATE), expected, step, name + f" opened at #step={step}")
    print(f"{name}: Right, Left, Home and Space do what they do in the window; #step=K opens step K")


def check_lesson(browser, page, expected):
    browser.open(page.as_uri())
    check_state(browser.evaluate(STATE), expected, expected["open"], "lesson as opened")
    marks = browser.evaluate("[...document.querySelectorAll('#marks button')]"
                             ".map(b => [b.children[0].textContent, b.children[1].textContent])")
    assert [m[1] for m in marks] == [m[1] for m in expected["marks"]], f"bookmarks {marks}"
    browser.key(*HOME)
    browser.key(*PERIOD)
    first_mark = expected["marks"][0][0]
    state = browser.evaluate(STATE)
    check_state(state, expected, first_mark, "lesson after Home, '.'")
    note = browser.evaluate("document.getElementById('note').textContent")
    assert expected["marks"][0][1] in note, f"the note under the narration: {note!r}"
    browser.key(*PERIOD)
    check_state(browser.evaluate(STATE), expected, expected["marks"][1][0], "lesson after '.', '.'")
    browser.key(*COMMA)
    check_state(browser.evaluate(STATE), expected, first_mark, "lesson after ','")
    browser.evaluate("document.querySelectorAll('#marks button')[1].click()")
    check_state(browser.evaluate(STATE), expected, expected["marks"][1][0], "lesson, second bookmark clicked")
    # Every control a labelled button reachable by Tab; the narration a live region.
    unnamed = browser.evaluate("[...document.querySelectorAll('button')].filter(b => !b.textContent.trim()"
                               " || b.tabIndex < 0).length")
    assert unnamed == 0, f"{unnamed} buttons without a name or a Tab stop"
    assert browser.evaluate("document.getElementById('narration').getAttribute('aria-live')") == "polite"
    # As a screen reader sees it: the accessibility tree holds a grid of N rows of N cells, each
    # named for what stands on it.
    tree = browser.call("Accessibility.getFullAXTree")["nodes"]
    roles = [node.get("role", {}).get("value") for node in tree]
    n = expected["n"]
    assert roles.count("grid") == 1 and roles.count("row") == n and roles.count("gridcell") == n * n, \
        f"grid {roles.count('grid')}, rows {roles.count('row')}, cells {roles.count('gridcell')}"
    names = {node.get("name", {}).get("value") for node in tree
             if node.get("role", {}).get("value") == "gridcell"}
    step = expected["marks"][1][0]
    assert expected_labels(expected, step) <= names, "the queens' cells are not named for them"
    live = [node for node in tree
            if any(p.get("name") == "live" and p["value"]["value"] == "polite"
                   for p in node.get("properties", []))]
    assert live, "no live region for the narration"
    print(f"lesson: opens on step {expected['open']}, bookmarks listed with their notes, '.' ',' and a click jump")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--nqueens", required=True)
    parser.add_argument("--fixtures", required=True)
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--workdir", required=True)
    args = parser.parse_args()
    work = Path(args.workdir)
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    subprocess.run([args.fixtures, str(work)], check=True, timeout=60)
    n6_expected = json.loads((work / "n6.expected.json").read_text())
    lesson_expected = json.loads((work / "lesson.expected.json").read_text())

    n6 = export(args.nqueens, work / "n6.html", "--size", "6", "--check", "arrays", "--order", "rows",
                "--goal", "all")
    lesson = export(args.nqueens, work / "lesson.html", str(work / "lesson.nqueens"))
    n32 = export(args.nqueens, work / "n32.html", "--size", "32", "--goal", "first")
    range5000 = export(args.nqueens, work / "range.html", "--size", "10", "--check", "scan",
                       "--steps", "20000-25000")
    for page in (n6, lesson, n32, range5000):
        print(f"{page.name}: {page.stat().st_size:,} bytes")

    browser = Browser(args.chromium)
    try:
        check_every_step(browser, n6, n6_expected, "N=6")
        check_every_step(browser, lesson, lesson_expected, "lesson")
        check_keys(browser, n6, n6_expected, "N=6")
        check_lesson(browser, lesson, lesson_expected)
        for page, name in ((n32, "N=32, first solution, steps 0 to 20,000"),
                           (range5000, "N=10, steps 20,000 to 25,000")):
            seconds = browser.open(page.as_uri())
            print(f"{name}: opens in {seconds * 1000:.0f} ms")
            assert seconds < OPEN_BOUND_S
    finally:
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
