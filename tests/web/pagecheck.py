#!/usr/bin/env python3
"""The lesson's web page in a real browser.

Exports pages with `nqueens --export-page` (without a display), opens them in a headless
Chromium driven through its DevTools protocol over a pipe (fd 3: commands, fd 4: replies,
JSON messages ended by a NUL byte), and checks that at every step the queens on the ARIA grid
and the narration are what the program computed (pagefixtures, from the Stepper and the
Narrator), that the window's keys do what they do in the window, that the address follows the
step, and that large pages open. As a screen reader user meets it, with real key events: Space
and Enter press the focused button; the board is one Tab stop whose cells the arrow keys, Home
and End walk (each named by its square and what stands there) without moving the search; and
during Play the live region is given a sentence only when the previous one has had time to be
heard (the window's SpeechPacer numbers), the newest step waiting, and Pause says the step. A
student's buggy trace held by a lesson replays as the window shows it: the program's queens (two
on a row too) and narration at every step, whose search it is, its first violation reached by the
banner's button and F8, no pseudocode. Prints the open times; only a generous bound is asserted
(the machine is shared).
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

    def wait_until(self, expression, within, interval=0.05):
        """Evaluates `expression` in the page until it is true; fails after `within` seconds."""
        deadline = time.monotonic() + within
        while not self.evaluate(expression):
            assert time.monotonic() < deadline, f"not within {within} s: {expression}"
            time.sleep(interval)

    def key(self, key, code, keycode, text=None, modifiers=0):
        """Presses and releases a key (modifiers: 2 Ctrl, 8 Shift), as the keyboard would."""
        for kind in ("keyDown", "keyUp"):
            params = {"type": kind, "key": key, "code": code, "windowsVirtualKeyCode": keycode,
                      "modifiers": modifiers}
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
PLUS = ("+", "Equal", 187, "+")
ENTER = ("Enter", "Enter", 13, "\r")
TAB = ("Tab", "Tab", 9)
UP = ("ArrowUp", "ArrowUp", 38)
DOWN = ("ArrowDown", "ArrowDown", 40)
END = ("End", "End", 35)
CTRL, SHIFT = 2, 8

# Where the keyboard's focus is: the grid cell (its index, name and focus outline) or the control.
FOCUSED = """(() => {
  const a = document.activeElement, cells = [...document.querySelectorAll('[role=gridcell]')];
  const cell = cells.indexOf(a);
  return {cell: cell, id: a.id || a.tagName, name: cell >= 0 ? a.getAttribute('aria-label') : a.textContent,
          outline: getComputedStyle(a).outlineStyle,
          tabStops: cells.filter(c => c.tabIndex >= 0).length};
})()"""

# Records every sentence given to the page's live region (a screen reader speaks what changes
# there): when (the page's clock), what, and the narration on the board at that moment.
HEAR = """(() => {
  const regions = [...document.querySelectorAll('[aria-live]')].filter(e => e.getAttribute('aria-live') !== 'off');
  if (regions.length !== 1) return regions.length;
  const region = regions[0];
  window.nqHeard = [];
  // An emptied region is no sentence (the page empties it at a key to a zero-width space).
  // A sentence given twice in a row ends in a zero-width space the second time (no voice says it).
  new MutationObserver(() => region.textContent.replace(/\u200b/g, '') && window.nqHeard.push({t: performance.now(),
      text: region.textContent.replace(/\u200b$/, ''), say: document.getElementById('say').textContent}))
    .observe(region, {childList: true, subtree: true, characterData: true});
  return 1;
})()"""


def expected_labels(expected, step):
    """The names of the grid's cells at `step`, row by row: the step's square as the window's
    board says it ("…: candidate, attacked by the queen in row 0, column 0 along its column"),
    the others queen or empty."""
    n = expected["n"]
    shown = expected["steps"][step]
    mark = shown.get("mark")

    def queen(r, c):  # a trace's board: a bit a column for each row, two on a row too
        return (shown["squares"][r] >> c) & 1 if "squares" in shown else shown["queens"][r] == c

    labels = []
    for r in range(n):
        for c in range(n):
            if mark and (mark[0], mark[1]) == (r, c):
                labels.append(mark[2])
            else:
                template = expected["queenLabel"] if queen(r, c) else expected["emptyLabel"]
                labels.append(template.replace("%1", str(r)).replace("%2", str(c)))
    return labels


def check_state(state, expected, step, where):
    want_say = expected["steps"][step]["say"]
    assert state["say"] == want_say, f"{where}, step {step}: says {state['say']!r}, not {want_say!r}"
    assert len(state["labels"]) == expected["n"] ** 2, f"{where}: the grid has {len(state['labels'])} cells"
    want = expected_labels(expected, step)
    wrong = [(have, name) for have, name in zip(state["labels"], want) if have != name]
    assert not wrong, f"{where}, step {step}: cells named {wrong[:3]} (named, wanted)"


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


def step_saying(expected, say):
    return next(k for k, s in enumerate(expected["steps"]) if s["say"] == say)


def check_focused_buttons(browser, page, expected, name):
    """Space and Enter press the focused button; Space plays only where no control takes it."""
    browser.open(page.as_uri() + "#step=5")

    def press_on(button, key):
        browser.evaluate(f"document.getElementById('{button}').focus()")
        browser.key(*key)
        return browser.evaluate(STATE)

    state = press_on("step", SPACE)
    assert not state["playing"], f"{name}: Space on the focused Step button played instead"
    check_state(state, expected, 6, name + ", Space on Step")
    check_state(press_on("back", ENTER), expected, 5, name + ", Enter on Step back")
    check_state(press_on("back", SPACE), expected, 4, name + ", Space on Step back")
    speed = browser.evaluate("document.getElementById('speed').textContent")
    state = press_on("faster", SPACE)
    faster = browser.evaluate("document.getElementById('speed').textContent")
    assert faster != speed and not state["playing"], f"{name}: Space on Faster: {speed!r} to {faster!r}"
    press_on("slower", ENTER)
    assert browser.evaluate("document.getElementById('speed').textContent") == speed, "Enter on Slower"
    check_state(press_on("reset", SPACE), expected, 0, name + ", Space on Reset")
    assert press_on("play", SPACE)["playing"], f"{name}: Space on Play did not play"
    assert not press_on("play", ENTER)["playing"], f"{name}: Enter on Pause did not pause"
    # No control has the focus: Space plays and pauses, as in the window.
    browser.evaluate("document.activeElement.blur()")
    browser.key(*SPACE)
    assert browser.evaluate(STATE)["playing"], f"{name}: Space with no focused control did not play"
    browser.key(*SPACE)
    assert not browser.evaluate(STATE)["playing"], f"{name}: Space did not pause"
    print(f"{name}: Space and Enter press the focused button (Step, Step back, Faster, Slower, "
          f"Reset, Play); elsewhere Space plays and pauses")


def check_grid_walk(browser, page, expected, name):
    """The board is one Tab stop; the arrows, Home and End walk its named cells, the search still."""
    n = expected["n"]
    # A step with three queens whose candidate is attacked: its cell says by which queen.
    step = next(k for k, s in enumerate(expected["steps"])
                if sum(c >= 0 for c in s["queens"]) >= 3 and "attacked" in s.get("mark", [0, 0, ""])[2])
    queens = expected["steps"][step]["queens"]
    mark = expected["steps"][step]["mark"]
    labels = expected_labels(expected, step)
    browser.open(page.as_uri() + f"#step={step}")
    before = browser.evaluate(STATE)
    stops = []
    for _ in range(4):
        browser.key(*TAB)
        stops.append(browser.evaluate(FOCUSED))
    assert stops[0]["cell"] == 0, f"{name}: the first Tab stop is {stops[0]['id']}, not the board's first cell"
    assert all(s["cell"] < 0 for s in stops[1:]), f"{name}: Tab goes from cell to cell: {stops}"
    assert stops[0]["tabStops"] == 1, f"{name}: {stops[0]['tabStops']} cells in the Tab order"
    for _ in range(3):
        browser.key(*TAB, modifiers=SHIFT)
    assert browser.evaluate(FOCUSED)["cell"] == 0, f"{name}: Shift+Tab does not come back to the board"

    def label(r, c):
        return labels[r * n + c]

    walk = [(RIGHT, 0, 0, 1), (DOWN, 0, 1, 1), (END, 0, 1, n - 1), (RIGHT, 0, 1, n - 1),
            (HOME, 0, 1, 0), (LEFT, 0, 1, 0), (END, CTRL, n - 1, n - 1), (DOWN, 0, n - 1, n - 1),
            (HOME, CTRL, 0, 0), (UP, 0, 0, 0), (DOWN, 0, 1, 0), (DOWN, 0, 2, 0), (RIGHT, 0, 2, 1)]
    # Every row's queen too, and the attacked candidate.
    for r, c in [(r, c) for r, c in enumerate(queens) if c >= 0] + [(mark[0], mark[1])]:
        walk.append((HOME, CTRL, 0, 0))
        walk += [(DOWN, 0, k + 1, 0) for k in range(r)]
        walk += [(RIGHT, 0, r, k + 1) for k in range(c)]
    named = set()
    for key, modifiers, r, c in walk:
        browser.key(*key, modifiers=modifiers)
        focused = browser.evaluate(FOCUSED)
        assert focused["cell"] == r * n + c, \
            f"{name}: {key[0]} (modifiers {modifiers}) came to {focused['id']} {focused['cell']}, not row {r}, column {c}"
        assert focused["name"] == label(r, c), \
            f"{name}: the cell in row {r}, column {c} is named {focused['name']!r}, not {label(r, c)!r}"
        assert focused["outline"] != "none", f"{name}: the focused cell shows no focus"
        assert focused["tabStops"] == 1, f"{name}: {focused['tabStops']} cells in the Tab order"
        named.add(focused["name"])
    assert any(label.endswith(": queen") for label in named) and mark[2] in named, \
        f"{name}: the walk met no queen or not the attacked candidate: {named}"
    state = browser.evaluate(STATE)
    assert state["say"] == before["say"] and not state["playing"], \
        f"{name}: walking the board moved the search: {state['say']!r}"
    # As a screen reader sees it: the focused object is that cell, with that name.
    tree = browser.call("Accessibility.getFullAXTree")["nodes"]
    focused = [node for node in tree
               if node.get("role", {}).get("value") != "RootWebArea"  # the document has the focus too
               and any(p.get("name") == "focused" and p["value"]["value"] for p in node.get("properties", []))]
    last_r, last_c = walk[-1][2], walk[-1][3]
    assert len(focused) == 1 and focused[0]["role"]["value"] == "gridcell" \
        and focused[0]["name"]["value"] == label(last_r, last_c), f"{name}: the focused accessible object is {focused}"
    # The cell left is where Tab comes back to.
    browser.key(*TAB)
    assert browser.evaluate(FOCUSED)["cell"] < 0
    browser.key(*TAB, modifiers=SHIFT)
    assert browser.evaluate(FOCUSED)["cell"] == last_r * n + last_c, f"{name}: Shift+Tab came back to another cell"
    wait_for_address(browser, f"#step={step}")
    # A cell takes no Space: it plays and pauses, as with no focused control.
    browser.key(*SPACE)
    assert browser.evaluate(STATE)["playing"], f"{name}: Space on a cell did not play"
    browser.key(*SPACE)
    assert not browser.evaluate(STATE)["playing"], f"{name}: Space on a cell did not pause"
    # A click on the board takes no focus: the arrow keys still step for one who watches.
    browser.evaluate("document.activeElement.blur()")
    box = browser.evaluate("(() => { const r = document.getElementById('board').getBoundingClientRect();"
                           " return [r.left + r.width / 2, r.top + r.height / 2]; })()")
    for kind in ("mousePressed", "mouseReleased"):
        browser.call("Input.dispatchMouseEvent", {"type": kind, "x": box[0], "y": box[1],
                                                  "button": "left", "clickCount": 1})
    assert browser.evaluate(FOCUSED)["cell"] < 0, f"{name}: a click on the board focused a cell"
    paused = step_saying(expected, browser.evaluate(STATE)["say"])
    browser.key(*RIGHT)
    check_state(browser.evaluate(STATE), expected, paused + 1, name + ", Right after a click on the board")
    print(f"{name}: the board is one Tab stop; {len(walk)} moves with the arrows, Home, End, "
          f"Ctrl+Home and Ctrl+End, each cell named, the search still at step {step}; a click on the board "
          f"takes no focus")


def live_region_text(browser, within=1.0):
    """What the live region holds once a key's sentence has reached it (it is emptied to a
    zero-width space at the key and given the sentence a moment later), waiting at most
    `within` seconds."""
    deadline = time.monotonic() + within
    while True:
        text = browser.evaluate("document.querySelector('[aria-live=polite]').textContent")
        if text.strip("\u200b") or time.monotonic() >= deadline:
            return text.rstrip("\u200b")
        time.sleep(0.02)


def heard_after(browser, since, within=1.0):
    """What the live region was given, once it has been given something after `since` (the
    page's clock), waiting at most `within` seconds for it."""
    deadline = time.monotonic() + within
    while True:
        heard = browser.evaluate("nqHeard")
        if (heard and heard[-1]["t"] >= since) or time.monotonic() >= deadline:
            return heard
        time.sleep(0.02)


def check_paced_speech(browser, page, expected, name):
    """During Play the live region gets a sentence only when the last one has been heard."""
    pace = expected["pace"]

    def hearing_ms(sentence):
        return int(len(sentence) * 1000 / pace["charactersPerSecond"]) + pace["pauseMs"]

    browser.open(page.as_uri() + "#step=0")
    assert browser.evaluate(HEAR) == 1, f"{name}: the page has not one live region"
    for _ in range(4):  # 20 steps a second
        browser.key(*PLUS)
    browser.key(*SPACE)
    started = browser.evaluate("performance.now()")
    assert browser.evaluate(STATE)["playing"], f"{name}: Space did not play"
    paced = 3
    deadline = time.monotonic() + 60
    while True:
        heard = browser.evaluate("nqHeard")
        during = [i for i, h in enumerate(heard) if h["t"] > started]
        if len(during) >= paced:
            break
        assert time.monotonic() < deadline, f"{name}: {len(during)} sentences in a minute of Play"
        assert browser.evaluate(STATE)["playing"], f"{name}: the play ended before {paced} sentences"
        time.sleep(0.1)
    stopped = browser.evaluate("performance.now()")
    browser.key(*SPACE)
    state = browser.evaluate(STATE)
    assert not state["playing"]
    # A key's sentence reaches the live region a moment after the key (KEY_SETTLE_MS), once a
    # screen reader has handled the press: within a second.
    heard = heard_after(browser, stopped)
    during = [i for i, h in enumerate(heard) if started < h["t"] < stopped]
    steps = []
    for i in during:
        if i == 0:
            continue  # nothing said before it
        previous, now = heard[i - 1], heard[i]
        waited = now["t"] - previous["t"]
        # The page's clock: a busy machine only lengthens the wait (a millisecond of rounding).
        assert waited >= hearing_ms(previous["text"]) - 1, \
            f"{name}: {now['text']!r} given {waited:.0f} ms after {previous['text']!r}, " \
            f"which takes {hearing_ms(previous['text'])} ms to be heard"
        assert now["text"] == now["say"], f"{name}: said {now['text']!r} while the board said {now['say']!r}"
        steps.append(step_saying(expected, now["text"]))
    # The newest step waited, not every step: the steps the board went past were not queued.
    assert all(b - a > 1 for a, b in zip(steps, steps[1:])), f"{name}: the sentences said were of steps {steps}"
    # Pause says at once where the search stands.
    assert heard[-1]["t"] >= stopped and heard[-1]["text"] == state["say"], \
        f"{name}: Pause said {heard[-1]['text']!r}, the board shows {state['say']!r}"
    # A step by key is said at once (a moment after its key).
    pressed = browser.evaluate("performance.now()")
    browser.key(*RIGHT)
    heard = heard_after(browser, pressed)
    state = browser.evaluate(STATE)
    assert heard[-1]["text"] == state["say"] == expected["steps"][step_saying(expected, state["say"])]["say"], \
        f"{name}: Right said {heard[-1]['text']!r}"
    waits = [round(heard[i]["t"] - heard[i - 1]["t"]) for i in during]
    print(f"{name}: Play at 20 steps a second gave the live region steps {steps} after "
          f"{waits} ms (none before the previous sentence was heard); Pause and Right said the step at once")


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
    heard = live_region_text(browser)
    assert heard == state["say"] + " " + note, f"the live region says {heard!r}, not the step and its note"
    browser.key(*PERIOD)
    check_state(browser.evaluate(STATE), expected, expected["marks"][1][0], "lesson after '.', '.'")
    browser.key(*COMMA)
    check_state(browser.evaluate(STATE), expected, first_mark, "lesson after ','")
    browser.evaluate("document.querySelectorAll('#marks button')[1].click()")
    check_state(browser.evaluate(STATE), expected, expected["marks"][1][0], "lesson, second bookmark clicked")
    browser.evaluate("document.querySelectorAll('#marks button')[0].focus()")
    browser.key(*SPACE)
    check_state(browser.evaluate(STATE), expected, first_mark, "lesson, Space on the first bookmark")
    # Every control a labelled button reachable by Tab; the narration a live region.
    unnamed = browser.evaluate("[...document.querySelectorAll('button')].filter(b => !b.textContent.trim()"
                               " || b.tabIndex < 0).length")
    assert unnamed == 0, f"{unnamed} buttons without a name or a Tab stop"
    assert browser.evaluate("document.querySelectorAll('[aria-live=polite]').length") == 1, \
        "the page has not one live region"
    # As a screen reader sees it: the accessibility tree holds a grid of N rows of N cells, each
    # named for what stands on it.
    tree = browser.call("Accessibility.getFullAXTree")["nodes"]
    roles = [node.get("role", {}).get("value") for node in tree]
    n = expected["n"]
    assert roles.count("grid") == 1 and roles.count("row") == n and roles.count("gridcell") == n * n, \
        f"grid {roles.count('grid')}, rows {roles.count('row')}, cells {roles.count('gridcell')}"
    names = {node.get("name", {}).get("value") for node in tree
             if node.get("role", {}).get("value") == "gridcell"}
    step = first_mark  # where Space on the first bookmark went
    assert set(expected_labels(expected, step)) <= names, "the cells are not named for what stands on them"
    live = [node for node in tree
            if any(p.get("name") == "live" and p["value"]["value"] == "polite"
                   for p in node.get("properties", []))]
    assert live, "no live region for the narration"
    print(f"lesson: opens on step {expected['open']}, bookmarks listed with their notes, '.' ',' and a click jump")


def check_trace(browser, page, expected):
    """A lesson opening on a student's trace: it opens on the first violation, tinted, the banner
    saying whose search it is; the queens attacking each other are joined; Home then the banner's
    button, and Home then F8, come back to the violation; the built-in search's pseudocode is
    not shown, nor a count of its checks."""
    violation = expected["violation"]
    browser.open(page.as_uri())
    state = browser.evaluate(STATE)
    check_state(state, expected, violation, "trace as opened")
    looks = browser.evaluate("""(() => ({
      banner: !document.getElementById('trace').hidden,
      whose: document.getElementById('whose').textContent,
      title: document.title,
      tint: document.getElementById('narration').className,
      joined: document.querySelectorAll('#lines line').length,
      code: document.getElementById('code').hidden,
      checks: document.querySelectorAll('#counters dd')[2].textContent}))()""")
    assert looks["banner"] and "bug.trace" in looks["whose"], f"the banner: {looks}"
    assert "bug.trace" in looks["title"] and "your program" in looks["title"], f"the title: {looks}"
    assert looks["tint"] == "caution", f"the violation's narration is tinted {looks['tint']!r}"
    assert looks["joined"] == expected["steps"][violation]["pairs"] > 0, f"lines joining queens: {looks}"
    assert looks["code"] and looks["checks"] == "\u2014", f"pseudocode or checks shown: {looks}"
    browser.key(*HOME)
    check_state(browser.evaluate(STATE), expected, 0, "trace after Home")
    browser.evaluate("document.getElementById('toviolation').click()")
    check_state(browser.evaluate(STATE), expected, violation, "trace, the banner's button")
    browser.key(*HOME)
    browser.key("F8", "F8", 119)
    state = browser.evaluate(STATE)
    check_state(state, expected, violation, "trace after Home, F8")
    # A screen reader hears the violation's narration and the teacher's note on it.
    note = browser.evaluate("document.getElementById('note').textContent")
    heard = live_region_text(browser)
    assert note and heard == state["say"] + " " + note, f"the live region says {heard!r} at the violation"
    print(f"trace: opens on its violation (step {violation}), tinted, the banner, the button and F8 "
          "(the live region saying the step and its note)")


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
    trace_expected = json.loads((work / "trace.expected.json").read_text())

    n6 = export(args.nqueens, work / "n6.html", "--size", "6", "--check", "arrays", "--order", "rows",
                "--goal", "all")
    lesson = export(args.nqueens, work / "lesson.html", str(work / "lesson.nqueens"))
    trace = export(args.nqueens, work / "trace.html", str(work / "trace.nqueens"))
    n32 = export(args.nqueens, work / "n32.html", "--size", "32", "--goal", "first")
    range5000 = export(args.nqueens, work / "range.html", "--size", "10", "--check", "scan",
                       "--steps", "20000-25000")
    for page in (n6, lesson, trace, n32, range5000):
        print(f"{page.name}: {page.stat().st_size:,} bytes")

    browser = Browser(args.chromium)
    try:
        check_every_step(browser, n6, n6_expected, "N=6")
        check_every_step(browser, lesson, lesson_expected, "lesson")
        check_keys(browser, n6, n6_expected, "N=6")
        check_focused_buttons(browser, n6, n6_expected, "N=6")
        check_grid_walk(browser, n6, n6_expected, "N=6")
        check_paced_speech(browser, n6, n6_expected, "N=6")
        check_lesson(browser, lesson, lesson_expected)
        check_every_step(browser, trace, trace_expected, "trace")
        check_trace(browser, trace, trace_expected)
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
