#!/usr/bin/env python3
"""What Orca itself says of the lesson's web page in Chromium, read from its debug log.

Exports an N=6 page (nqueens --export-page), starts its own X server with openbox, D-Bus
session and accessibility bus (as orcacheck.py does), Orca with a debug log, and Debian's
chromium (not headless, its accessibility on) showing the page; presses keys with xdotool.
Checks, from Orca's `SPEECH OUTPUT` lines:

- the first Tab comes to the board's first cell, "Row 0, column 0: empty"; Right and Down say
  the cells they come to ("Row 0, column 1: empty", "Row 1, column 1: empty") and no step is
  said (walking the board does not move the search), and Orca adds no place of its own
  ("row 2.", counted from 1) after a cell's name;
- Tab to Play, Space: Play is pressed and steps are said; during ten seconds of Play at the
  default 2 steps a second, each sentence said is the newest step, several steps past the one
  said before it (the page gives its live region a sentence only when the previous one has
  had time to be heard; before, every step was given, two a second);
- Space again: Pause says at once the step the search stands on;
- Tab to Step, Space presses Step: the next step is said.

Prints what Orca said; exits non-zero on the first failure.
Usage: orcapagecheck.py --nqueens PATH --chromium PATH --workdir DIR
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atspicheck import check, stop_all, verdict  # noqa: E402
from orcacheck import key, now, start_orca  # noqa: E402

STEP = re.compile(r'Step (\d+) \u00b7')


def export_page(nqueens, path):
    env = {k: v for k, v in os.environ.items()
           if k not in ('DISPLAY', 'WAYLAND_DISPLAY', 'QT_QPA_PLATFORM')}
    subprocess.run([nqueens, '--export-page', path, '--size', '6', '--check', 'arrays',
                    '--order', 'rows', '--goal', 'all', '--language', 'en'],
                   env=env, check=True, timeout=60)


def steps_said(orca, after):
    return [(when, int(STEP.match(text).group(1)), text) for when, text in orca.said()
            if when >= after and STEP.match(text)]


def check_board(orca, display):
    pressed = now()
    key(display, 'Tab')
    heard = orca.wait_for('Row 0, column 0: empty', pressed, 5)
    check(heard is not None, 'the first Tab says the board\'s first cell: %r' % orca.said()[-5:])
    time.sleep(1.0)
    walked = now()
    for name, cell in (('Right', 'Row 0, column 1: empty'), ('Down', 'Row 1, column 1: empty')):
        pressed = now()
        key(display, name)
        heard = orca.wait_for(cell, pressed, 3)
        check(heard is not None, '%s on the board says %r: %r' % (name, cell, orca.said()[-3:]))
        print('board, %s: %r' % (name, heard), flush=True)
        time.sleep(1.0)
    check(not steps_said(orca, 0), 'walking the board said a step: %r' % steps_said(orca, 0))
    # The cell's name says its place from 0, as the board shows it; Orca's own place, from 1,
    # is not added ("Row 1, column 1: empty. row 2.").
    own = [text for when, text in orca.said()
           if when >= walked and re.match(r'(row|column) \d+\.?\s*$', text)]
    check(not own, "Orca adds no place of its own after a cell's name: %r" % own)


def check_play(orca, display):
    pressed = now()
    key(display, 'Tab')
    heard = orca.wait_for('Play', pressed, 3)
    check(heard is not None, 'Tab after the board comes to Play: %r' % orca.said()[-3:])
    time.sleep(1.0)
    started = now()
    key(display, 'space')
    check(orca.wait_for_match(r'Step \d+ \u00b7', started, 5) is not None,
          'Space on Play says a step: %r' % orca.said()[-3:])
    time.sleep(10.0)
    played = steps_said(orca, started)
    steps = [step for _, step, _ in played]
    print('ten seconds of Play, Orca said steps %s, at %s s' % (
        steps, [round(when - started, 1) for when, _, _ in played]), flush=True)
    check(len(steps) >= 2, 'Play said %d steps' % len(steps))
    check(all(b - a > 1 for a, b in zip(steps, steps[1:])),
          'each step said during Play is several past the one said before: %s' % steps)
    stopped = now()
    key(display, 'space')
    heard = orca.wait_for_match(r'Step \d+ \u00b7', stopped, 3)
    check(heard is not None and int(STEP.match(heard[1]).group(1)) >= steps[-1],
          'Pause says the step the search stands on: %r' % orca.said()[-3:])
    print('Pause: %r' % (heard,), flush=True)
    # The step it stopped on is the last said once speech has settled: under load a step the
    # page said just before the key can reach Orca's log after it (CI heard step 20, then
    # the pause at 22).
    time.sleep(1.5)
    settled = steps_said(orca, stopped)
    return settled[-1][1] if settled else None


def check_step_button(orca, display, paused_at):
    time.sleep(1.0)
    pressed = now()
    key(display, 'Tab')
    # Orca 43 names the role "push button", Orca 48 (Debian 13) "button".
    check(orca.wait_for_match(r'Step (?:push )?button', pressed, 3) is not None,
          'Tab after Play comes to Step: %r' % orca.said()[-3:])
    time.sleep(1.0)
    pressed = now()
    key(display, 'space')
    heard = orca.wait_for('Step %d \u00b7' % (paused_at + 1), pressed, 3)
    check(heard is not None, 'Space on the focused Step button says step %d: %r'
          % (paused_at + 1, orca.said()[-3:]))
    print('Space on Step: %r' % (heard,), flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--nqueens', required=True)
    parser.add_argument('--chromium', required=True)
    parser.add_argument('--workdir', required=True)
    args = parser.parse_args()
    shutil.rmtree(args.workdir, ignore_errors=True)
    os.makedirs(args.workdir)
    workdir = tempfile.mkdtemp(dir=args.workdir)
    page = os.path.join(workdir, 'n6.html')
    export_page(args.nqueens, page)

    processes = []
    try:
        display, env, said = start_orca(workdir, processes)
        browser_log = open(os.path.join(workdir, 'chromium.log'), 'w')
        opened = now()
        browser = subprocess.Popen(
            [args.chromium, '--no-sandbox', '--no-first-run', '--no-default-browser-check',
             '--disable-extensions', '--disable-background-networking', '--disable-sync',
             '--force-renderer-accessibility', '--disable-gpu', '--password-store=basic',
             '--user-data-dir=' + os.path.join(workdir, 'chromium'), '--window-size=1300,740',
             '--window-position=0,0', 'file://' + page],
            env=env, stdout=browser_log, stderr=subprocess.STDOUT, start_new_session=True)
        processes.append(browser)
        # Orca 43 says "Finished loading N-Queens…"; Orca 48 says what the loaded page holds
        # ("Page has 7 landmarks, 6 headings, 1 table.").
        if said.wait_for_match(r'Finished loading N-Queens|Page has \d+ landmark', opened,
                               60) is None:
            raise RuntimeError('Orca did not read the page (see %s)' % said.path)
        time.sleep(2.0)
        check_board(said, display)
        paused_at = check_play(said, display)
        if paused_at is not None:
            check_step_button(said, display, paused_at)
        print('Orca said, in all:', flush=True)
        for _, text in said.said():
            print('  ' + text[:100], flush=True)
    finally:
        stop_all(processes)
    return verdict()


if __name__ == '__main__':
    sys.exit(main())
