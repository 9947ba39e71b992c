#!/usr/bin/env python3
"""What a screen reader gets from the window, read through the real interface (AT-SPI).

Starts its own X server (Xvfb), D-Bus session and accessibility bus, runs the program with Qt's
AT-SPI bridge on (QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1) and reads it with pyatspi, as Orca does:

- the board is a table of N x N cells named by their square and what stands on it; after 40
  steps of N=8 the cells named "queen" are exactly the placement the strip shows;
- with the board focused, each Right press (one step) is heard once, within a second: one
  description change of the board whose event carries the step's narration as its text (the
  event's data is what Orca speaks; Qt 6.4's own events carry the object instead), and the
  board's description starts with that narration;
- the Goal combo box's description starts with its item, and a new item chosen with the keys
  while it has the focus comes as the text of such an event;
- every interactive object is named; toggles in the menus are check boxes or radio buttons;
- the solutions list of N=6 exposes its 4 rows with their arrays, and moving in it sends focus
  events for the rows;
- after switching to German from the Language menu, the names are German.

Keys are pressed with xdotool. Prints the figures it measured; exits non-zero on the first
failure. Usage: atspicheck.py --nqueens PATH --workdir DIR
"""

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

FAILURES = []


def check(condition, message):
    if not condition:
        FAILURES.append(message)
        print('FAIL: ' + message, flush=True)
    return condition


def start_display(workdir):
    """An X server of our own on a free display; returns (process, ':N')."""
    read_end, write_end = os.pipe()
    xvfb = subprocess.Popen(['Xvfb', '-displayfd', str(write_end), '-screen', '0', '1366x768x24',
                             '-nolisten', 'tcp'], pass_fds=[write_end],
                            stdout=subprocess.DEVNULL, stderr=open(os.path.join(workdir, 'xvfb.log'), 'w'))
    os.close(write_end)
    number = b''
    with os.fdopen(read_end, 'rb') as pipe:
        while not number.endswith(b'\n'):
            chunk = pipe.read(1)
            if not chunk:
                raise RuntimeError('Xvfb did not start')
            number += chunk
    return xvfb, ':' + number.decode().strip()


def start_session_bus(workdir):
    """A private D-Bus session bus; returns (process, address)."""
    bus = subprocess.Popen(['dbus-daemon', '--session', '--nofork', '--print-address=1',
                            '--address=unix:dir=' + workdir], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL)
    address = bus.stdout.readline().decode().strip()
    if not address:
        raise RuntimeError('dbus-daemon did not start')
    return bus, address


def bus_launcher():
    for path in ('/usr/libexec/at-spi-bus-launcher', '/usr/lib/at-spi2-core/at-spi-bus-launcher'):
        if os.path.exists(path):
            return path
    raise RuntimeError('at-spi-bus-launcher not found (package at-spi2-core)')


class Ears:
    """Collects the AT-SPI events a screen reader would get from one application."""

    def __init__(self, pyatspi):
        from gi.repository import GLib
        self.pyatspi = pyatspi
        self.context = GLib.MainContext.default()
        self.events = []
        pyatspi.Registry.registerEventListener(
            self.on_event, 'object:property-change:accessible-description',
            'object:property-change:accessible-name', 'object:state-changed:focused',
            'object:state-changed:selected', 'focus:')

    def on_event(self, event):
        # (type, role, name, detail1, data as text, whether the data is a text, when)
        data, when = event.any_data, time.monotonic()
        try:
            source = event.source
            role = source.getRoleName()
            # Not a window's name: reading it is what a screen reader does as the window comes
            # back, which check_unread_result must not do.
            name = '' if role in ('frame', 'dialog', 'alert') else source.name or ''
            self.events.append((event.type, role, name, event.detail1, str(data or ''),
                                isinstance(data, str), when))
        except Exception:  # an object gone by the time we look
            self.events.append((event.type, '', '', event.detail1, '', False, when))

    def spoken(self, name, start):
        """The description events of the object `name` whose data is a text starting with
        `start`: what a screen reader speaks."""
        return [e for e in self.events if e[0] == 'object:property-change:accessible-description'
                and e[2] == name and e[5] and e[4].startswith(start)]

    def listen(self, seconds):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            while self.context.iteration(False):
                pass
            time.sleep(0.02)

    def clear(self):
        self.listen(0.1)
        self.events = []


def find_app(pyatspi, pid, timeout=60):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            try:
                if app is not None and app.get_process_id() == pid and app.childCount > 0:
                    return app
            except Exception:
                continue
        time.sleep(0.3)
    raise RuntimeError('the program never reached the accessibility bus')


def walk(node, visit, depth=0, limit=300):
    if node is None or depth > 30:
        return
    visit(node)
    for i in range(min(node.childCount, limit)):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        walk(child, visit, depth + 1, limit)


def find(node, predicate):
    found = []
    walk(node, lambda n: found.append(n) if predicate(n) else None)
    return found


def find_one(node, role, name=None, name_prefix=None, timeout=20):
    end = time.monotonic() + timeout
    while True:
        hits = find(node, lambda n: n.getRoleName() == role
                    and (name is None or n.name == name)
                    and (name_prefix is None or (n.name or '').startswith(name_prefix)))
        if hits or time.monotonic() > end:
            return hits[0] if hits else None
        time.sleep(0.3)


def press(display, key, window_id):
    subprocess.run(['xdotool', 'windowfocus', '--sync', window_id], env={**os.environ, 'DISPLAY': display},
                   check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run(['xdotool', 'key', key], env={**os.environ, 'DISPLAY': display}, check=True)


def window_of(display, pid, timeout=30):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        out = subprocess.run(['xdotool', 'search', '--onlyvisible', '--pid', str(pid), '--name', 'N-Queens'],
                             env={**os.environ, 'DISPLAY': display}, capture_output=True, text=True)
        ids = out.stdout.split()
        if ids:
            return ids[0]
        time.sleep(0.3)
    raise RuntimeError('no window')


def state_has(node, pyatspi, state):
    return node.getState().contains(state)


def interactive_census(pyatspi, app):
    """(interactive objects, unnamed ones): what a screen reader can operate, and names."""
    operated = {'push button', 'toggle button', 'check box', 'radio button', 'combo box', 'slider',
                'spin button', 'menu item', 'list', 'list item', 'table', 'tree', 'page tab',
                'text'}
    counted, unnamed = [0], []

    def visit(node):
        role = node.getRoleName()
        if role in ('table cell', 'table column header', 'table row header'):
            return
        states = node.getState()
        if role == 'page tab list' and not states.contains(pyatspi.STATE_SHOWING):
            return  # an unused tab bar the dock layout keeps
        if role in operated or states.contains(pyatspi.STATE_FOCUSABLE):
            counted[0] += 1
            if not (node.name or '').strip():
                unnamed.append('%s under %s' % (role, node.parent.name if node.parent else '?'))
    walk(app, visit)
    return counted[0], unnamed


def check_board_and_steps(pyatspi, ears, app, display, window_id):
    board = find_one(app, 'table', 'Board')
    if not check(board is not None, 'the board is a table named "Board"'):
        return
    check(board.childCount == 64, 'the N=8 board has 64 cells (%d)' % board.childCount)
    table = board.queryTable()
    check(table.nRows == 8 and table.nColumns == 8, 'the board table is 8 x 8')
    first = table.getAccessibleAt(0, 0)
    check(first.name == 'Row 0, column 0: empty', 'cell (0, 0) before the first step: %r' % first.name)

    # One spoken narration per Right press, the board having the keys: the sentence is the
    # event's data, within a second.
    board.queryComponent().grabFocus()
    ears.listen(0.5)
    presses, heard, slowest = 5, 0, 0.0
    for press_number in range(1, presses + 1):
        ears.clear()
        pressed = time.monotonic()
        press(display, 'Right', window_id)
        ears.listen(1.0)
        said = ears.spoken('Board', 'Step %d.' % press_number)
        heard += len(said)
        if check(len(said) == 1, 'Right press %d: %d events on the board carry its narration: %r'
                 % (press_number, len(said), ears.events)):
            slowest = max(slowest, said[0][6] - pressed)
            check(said[0][6] - pressed < 1.0, 'Right press %d is heard within a second (%.2f s)'
                  % (press_number, said[0][6] - pressed))
        check(board.description.startswith('Step %d.' % press_number),
              'after Right press %d the board says %r' % (press_number, board.description[:60]))
    print('narrations spoken per Right press: %.2f (%d presses), the slowest %.0f ms after the key'
          % (heard / presses, presses, slowest * 1000), flush=True)

    for _ in range(40 - presses):
        press(display, 'Right', window_id)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and not board.description.startswith('Step 40.'):
        ears.listen(0.2)
    check(board.description.startswith('Step 40.'), 'the board reached step 40: %r' % board.description[:60])
    strip = find_one(app, 'filler', 'The placement as the array cols')
    # "cols = [0, 2, 4, 1, 3, ·, ·, ·]": a dot for a row without a queen.
    array = re.findall(r'-?\d+|\u00b7', strip.description if strip else '')
    cols = [-1 if c == '\u00b7' else int(c) for c in array[:8]]
    check(len(cols) == 8, 'the strip says the array: %r' % (strip.description if strip else None))
    queens, mismatched = 0, []
    for r in range(8):
        for c in range(8):
            name = table.getAccessibleAt(r, c).name
            check(name.startswith('Row %d, column %d: ' % (r, c)), 'cell (%d, %d) is named by its square: %r' % (r, c, name))
            is_queen = ': queen' in name
            queens += is_queen
            if len(cols) == 8 and is_queen != (cols[r] == c):
                mismatched.append((r, c, name))
    check(not mismatched, 'the cells named "queen" are the strip\'s array %s: %r' % (cols, mismatched[:3]))
    print('step 40 of N=8: %d queens among the 64 cells, as the strip says %s' % (queens, cols), flush=True)


def check_names_and_toggles(pyatspi, app):
    counted, unnamed = interactive_census(pyatspi, app)
    print('interactive objects: %d, named: %d' % (counted, counted - len(unnamed)), flush=True)
    check(not unnamed, 'every interactive object is named; unnamed: %r' % unnamed[:10])
    toggles = find(app, lambda n: n.getRoleName() in ('check box', 'radio button')
                   and n.parent is not None and n.parent.getRoleName() in ('menu', 'popup menu'))
    check(len(toggles) >= 20, 'the menus\' toggles are check boxes or radio buttons (%d)' % len(toggles))
    attacked = [t for t in toggles if t.name == 'Attacked squares']
    check(bool(attacked) and not attacked[0].getState().contains(pyatspi.STATE_CHECKED),
          'the unchecked overlay "Attacked squares" is a check box, not checked')
    slider = find_one(app, 'slider', name_prefix='Speed: ')
    check(slider is not None and 'steps/s' in slider.name, 'the speed slider says its speed: %r'
          % (slider.name if slider else None))
    check(slider is not None and slider.description.split('\n')[0] == slider.name.split(': ', 1)[-1],
          'the speed slider\'s description starts with its speed (Orca names it by its label): %r'
          % (slider.description[:40] if slider else None))
    goal = find_one(app, 'combo box', 'Goal')
    check(goal is not None, 'the goal combo box is named by its label "Goal"')


def check_combo_speaks(pyatspi, ears, app, display, window_id):
    goal = find_one(app, 'combo box', 'Goal')
    if not check(goal is not None, 'the goal combo box is there'):
        return
    check(goal.description.startswith('Find all solutions'),
          'the Goal box\'s description starts with its item: %r' % goal.description[:60])
    goal.queryComponent().grabFocus()
    ears.listen(0.5)
    check(goal.getState().contains(pyatspi.STATE_FOCUSED), 'a screen reader can focus the Goal box')
    ears.clear()
    press(display, 'Down', window_id)
    ears.listen(1.0)
    changed = goal.description.split('\n')[0]
    check(changed != 'Find all solutions' and bool(ears.spoken('Goal', changed)),
          'the Goal box\'s new item %r comes as the text of an event: %r' % (changed, ears.events[:6]))
    press(display, 'Up', window_id)
    ears.listen(1.0)
    check(bool(ears.spoken('Goal', 'Find all solutions')), 'and so does the item chosen back')


LESSON = '''{"format": "nqueens-lesson", "version": 1,
 "search": {"n": 8, "order": "rows", "check": "arrays", "goal": "all"}, "step": 0,
 "bookmarks": [{"search": {"n": 8, "order": "rows", "check": "arrays", "goal": "all"},
                "step": 3, "note": "the second queen"}]}
'''


def focus_dialog(display, title):
    """Gives the X focus to the window titled `title` once it shows (no window manager here:
    the keys go to a dialog once it has the focus); True when it did."""
    return subprocess.run(['xdotool', 'search', '--sync', '--name', title, 'windowfocus',
                           '--sync'], env={**os.environ, 'DISPLAY': display}, timeout=10,
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


def bookmark_the_board(app, ears, display, window_id):
    """The board focused, Ctrl+D, and the bookmark's dialog answered with Return (no note);
    True when the dialog came."""
    board = find_one(app, 'table', 'Board')
    if not check(board is not None, 'the board is there'):
        return False
    board.queryComponent().grabFocus()
    ears.listen(0.5)
    press(display, 'ctrl+d', window_id)
    if not check(focus_dialog(display, 'Bookmark this step'), "Ctrl+D opens the bookmark's dialog"):
        return False
    ears.listen(0.5)
    subprocess.run(['xdotool', 'key', 'Return'], env={**os.environ, 'DISPLAY': display},
                   check=True)
    return True


def check_result_kept_in_the_name(pyatspi, ears, app, display, window_id):
    """A result in the window's name stays there until the next key: with a loaded Orca 43
    the name was read within the three seconds it was kept before, yet Orca said the window
    seconds later with the name alone, and the result was never heard."""
    if not bookmark_the_board(app, ears, display, window_id):
        return
    subprocess.run(['xdotool', 'windowfocus', '--sync', window_id],
                   env={**os.environ, 'DISPLAY': display}, check=False, timeout=10,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    frame = None
    deadline = time.monotonic() + 5
    while frame is None and time.monotonic() < deadline:
        ears.listen(0.1)
        frame = next(iter(find(app, lambda n: n.getRoleName() == 'frame'
                               and ' bookmarked. ' in (n.name or ''))), None)
    if not check(frame is not None, "the window's name begins with the bookmark's result"):
        return
    ears.listen(4.5)  # past the three seconds it was kept before
    later = frame.name
    check(re.match(r'Step [\d,]+ bookmarked\. ', later) is not None,
          "4.5 s later, no key pressed, the window's name still begins with the result: %r" % later)
    press(display, 'shift', window_id)  # the next key
    ears.listen(0.5)
    check(' bookmarked' not in frame.name, "after the next key the window's name is its own: %r"
          % frame.name)


def check_unread_result(pyatspi, ears, app, display, window_id, workdir):
    """A result that waits for the window's name, which no screen reader then reads, is said
    from the focus within a few seconds. A lesson opened after "Save the lesson?" opens as the
    question is answered, before the window comes back; its result waits for the window's name.
    Orca 43, loaded, read the window seconds later and the result was lost (the new title said
    alone): nothing here reads the window's name (Ears leaves windows' names alone), so without
    the fallback nothing is said."""
    if not bookmark_the_board(app, ears, display, window_id):  # unsaved
        return
    env = {**os.environ, 'DISPLAY': display}
    ears.listen(1.0)
    path = os.path.join(workdir, 'unread.nqueens')
    with open(path, 'w', encoding='utf-8') as lesson:
        lesson.write(LESSON)
    press(display, 'ctrl+o', window_id)
    if not check(focus_dialog(display, 'Open lesson'), 'Ctrl+O opens the file dialog'):
        return
    ears.listen(1.0)
    subprocess.run(['xdotool', 'type', '--delay', '20', path], env=env, check=True)
    ears.listen(0.5)
    subprocess.run(['xdotool', 'key', 'Return'], env=env, check=True)
    discard = None
    deadline = time.monotonic() + 10
    while discard is None and time.monotonic() < deadline:
        ears.listen(0.2)
        discard = next(iter(find(app, lambda n: 'button' in n.getRoleName()
                                 and (n.name or '').replace('&', '') in (
                                     'Discard', 'Close without Saving', "Don't Save"))), None)
    if not check(discard is not None and focus_dialog(display, 'Save the lesson'),
                 'opening asks whether to save the bookmark (Discard)'):
        return
    discard.queryComponent().grabFocus()
    ears.listen(0.5)
    ears.clear()
    answered = time.monotonic()
    subprocess.run(['xdotool', 'key', 'space'], env=env, check=True)
    # The window given back, as a window manager gives it.
    subprocess.run(['xdotool', 'windowfocus', '--sync', window_id], env=env, check=False,
                   timeout=10, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # Said from the board; or, where Qt's bridge sends the window's new name itself with its
    # event (Qt 6.8: the lesson's title, the result at its front), given there, and Orca 48 says
    # that event's text at once. (Qt 6.4 sends the object: a screen reader asks for the name.)
    result = 'Lesson “unread.nqueens” opened'
    said = []
    while not said and time.monotonic() < answered + 5:
        ears.listen(0.1)
        said = [e for e in ears.events if e[5] and e[4].startswith(result) and (
            (e[0] == 'object:property-change:accessible-description' and e[1] == 'table')
            or (e[0] == 'object:property-change:accessible-name' and e[1] == 'frame'))]
    if check(len(said) == 1, "a lesson's result no one read with the window's name is said from "
             "the board, or sent as the window's new name: %r"
             % [e[:5] for e in ears.events if e[1] in ('table', 'table cell', 'frame')]):
        print("the lesson's result, unread with the window's name, %s %.2f s after the answer"
              % ('said from the board' if said[0][1] == 'table' else
                 "sent as the window's new name", said[0][6] - answered), flush=True)


def check_language(pyatspi, ears, app):
    german = find_one(app, 'radio button', 'Deutsch')
    if not check(german is not None, 'the Language menu offers "Deutsch"'):
        return
    german.queryAction().doAction(0)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and find_one(app, 'combo box', 'Ziel', timeout=0) is None:
        ears.listen(0.3)
    expected = [('combo box', 'Ziel'), ('list', 'Aufrufstapel'), ('filler', 'Suchbaum'),
                ('table', 'Brett')]
    for role, name in expected:
        check(find_one(app, role, name, timeout=2) is not None, 'in German a %s is named %r' % (role, name))
    counted, unnamed = interactive_census(pyatspi, app)
    check(not unnamed, 'in German every interactive object is named; unnamed: %r' % unnamed[:10])
    english = find(app, lambda n: (n.name or '') in ('Call stack', 'Search tree', 'Goal',
                                                     'Placements and backtracks by level',
                                                     'Symmetries of the selected solution'))
    check(not english, 'no English name is left after the switch: %r' % [n.name for n in english])


def check_solution_list(pyatspi, ears, app, display, window_id):
    rows = None
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        rows = find_one(app, 'list', 'Solutions found', timeout=0)
        if rows is not None and rows.childCount == 4:
            break
        ears.listen(0.3)
    if not check(rows is not None and rows.childCount == 4,
                 'the N=6 list exposes its 4 rows (%s)' % (rows.childCount if rows else None)):
        return
    names = [rows.getChildAtIndex(i).name for i in range(4)]
    arrays = sorted(re.search(r'\[[^\]]*\]', n).group(0) for n in names)
    check(arrays == ['[1, 3, 5, 0, 2, 4]', '[2, 5, 1, 4, 0, 3]', '[3, 0, 4, 1, 5, 2]', '[4, 2, 0, 5, 3, 1]'],
          'the rows carry the four arrays of N=6: %r' % names)
    print('solutions list of N=6: %d rows exposed, e.g. %r' % (rows.childCount, names[0]), flush=True)

    rows.queryComponent().grabFocus()
    ears.listen(0.5)
    ears.clear()
    press(display, 'Down', window_id)
    press(display, 'Down', window_id)
    ears.listen(1.0)
    focused = [e for e in ears.events if e[1] == 'list item'
               and (e[0] == 'focus:' or (e[0] == 'object:state-changed:focused' and e[3] == 1))]
    check(any(e[2].startswith('Solution 2:') for e in focused) and any(e[2].startswith('Solution 3:') for e in focused),
          'moving down the list, the rows are focused in turn: %r' % focused)
    selected = [e for e in ears.events if e[0] == 'object:state-changed:selected' and e[1] == 'list item']
    check(bool(selected), 'the selection moving is heard: %r' % ears.events[:8])
    press(display, 'Home', window_id)
    ears.listen(0.8)
    first = rows.getChildAtIndex(0)
    check(first.getState().contains(pyatspi.STATE_FOCUSED) and rows.childCount == 4,
          'Home in the list goes to the first row (and does not reset the search)')


def start_buses(workdir, processes, more_env=None):
    """An X server, a D-Bus session and an accessibility bus of this test's own, what a screen
    reader meets on a desktop: their processes are added to `processes` (stopped at the end,
    also after a failure on the way), and this process joins them (pyatspi connects to them as
    it is imported). Returns the display and the environment a program started on them needs
    (`more_env` added)."""
    xvfb, display = start_display(workdir)
    processes.append(xvfb)
    bus, address = start_session_bus(workdir)
    processes.append(bus)
    env = {k: v for k, v in os.environ.items() if k not in ('QT_QPA_PLATFORM', 'WAYLAND_DISPLAY')}
    env.update({'DBUS_SESSION_BUS_ADDRESS': address, 'DISPLAY': display,
                'QT_LINUX_ACCESSIBILITY_ALWAYS_ON': '1', 'QT_QPA_PLATFORM': 'xcb',
                'XDG_RUNTIME_DIR': workdir, 'LANGUAGE': 'en', 'LC_ALL': 'C.UTF-8', 'LANG': 'C.UTF-8',
                'NO_AT_BRIDGE': '0'})
    env.update(more_env or {})
    launcher = subprocess.Popen([bus_launcher(), '--launch-immediately'], env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    processes.append(launcher)
    os.environ.update({'DBUS_SESSION_BUS_ADDRESS': address, 'DISPLAY': display})
    time.sleep(1.0)
    return display, env


def start_window_manager(display, env, processes):
    """Openbox on the test's display, as on a desktop: it gives the focus back to the window
    when a dialog closes (with no window manager no window is active then, and a screen
    reader follows nothing). Its process is added to `processes`."""
    openbox = subprocess.Popen(['openbox'], env={**env, 'DISPLAY': display},
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    processes.append(openbox)
    time.sleep(1.0)


def stop_all(processes):
    """Stops what start_buses and the test started, newest first (SIGTERM, then SIGKILL). A
    process started in a session of its own (Orca, speech-dispatcher, chromium) is ended with
    its whole process group: what it started itself (speech-dispatcher's module, chromium's
    renderers) is not left behind either."""
    for process in reversed(processes):
        group = own_group(process)
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(5)
        if group is not None:
            try:
                os.killpg(group, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass  # the group ended with its leader


def own_group(process):
    """The process group `process` leads, or None (it shares this test's group, or ended)."""
    try:
        group = os.getpgid(process.pid)
    except ProcessLookupError:  # the leader has ended: its group lives on while a member does
        try:
            os.killpg(process.pid, 0)
            return process.pid
        except (ProcessLookupError, PermissionError):
            return None
    return group if group == process.pid and group != os.getpgid(0) else None


def verdict():
    """The test's exit status, said: 1 when a check failed."""
    if FAILURES:
        print('%d checks failed' % len(FAILURES))
        return 1
    print('every check passed')
    return 0


def in_the_full_view(config_home):
    """Settings in `config_home` that open the window in the Full view, where they are not
    there yet: a first start's Simple view hides the panels and menu entries these checks read
    (tst_simpleview checks the Simple view itself)."""
    folder = os.path.join(config_home, 'nqueens-visualizer')
    path = os.path.join(folder, 'nqueens.ini')
    if not os.path.exists(path):
        os.makedirs(folder, exist_ok=True)
        with open(path, 'w') as settings:
            settings.write('[view]\nsimple=false\n')


def run_program(nqueens, display, env, workdir, name, arguments):
    """The program with settings of its own (the first run leaves German behind), in the Full
    view."""
    log = open(os.path.join(workdir, name + '.log'), 'w')
    own = {'XDG_CONFIG_HOME': os.path.join(workdir, name, 'config'),
           'XDG_DATA_HOME': os.path.join(workdir, name, 'data')}
    in_the_full_view(own['XDG_CONFIG_HOME'])
    return subprocess.Popen([nqueens] + arguments, env={**env, **own, 'DISPLAY': display},
                            stdout=log, stderr=log)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--nqueens', required=True)
    parser.add_argument('--workdir', required=True)
    args = parser.parse_args()
    shutil.rmtree(args.workdir, ignore_errors=True)
    os.makedirs(args.workdir)
    workdir = tempfile.mkdtemp(dir=args.workdir)

    processes = []
    try:
        display, env = start_buses(workdir, processes)
        import pyatspi  # after the buses: it connects to them on import
        ears = Ears(pyatspi)

        program = run_program(args.nqueens, display, env, workdir, 'window', [])
        processes.append(program)
        app = find_app(pyatspi, program.pid)
        window_id = window_of(display, program.pid)
        ears.listen(1.0)
        check_board_and_steps(pyatspi, ears, app, display, window_id)
        check_names_and_toggles(pyatspi, app)
        check_combo_speaks(pyatspi, ears, app, display, window_id)
        check_result_kept_in_the_name(pyatspi, ears, app, display, window_id)
        check_unread_result(pyatspi, ears, app, display, window_id, workdir)
        check_language(pyatspi, ears, app)
        program.terminate()
        program.wait(20)

        lister = run_program(args.nqueens, display, env, workdir, 'list',
                             ['--size', '6', '--goal', 'list', '--play'])
        processes.append(lister)
        app = find_app(pyatspi, lister.pid)
        check_solution_list(pyatspi, ears, app, display, window_of(display, lister.pid))
    finally:
        stop_all(processes)
    return verdict()


if __name__ == '__main__':
    sys.exit(main())
