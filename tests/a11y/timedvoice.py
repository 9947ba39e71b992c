#!/usr/bin/env python3
"""A voice that takes the time a real one takes, and needs no sound: speech-dispatcher's generic
module runs it for every utterance (speechvoice.py writes the module's configuration).

As it begins, it asks espeak-ng how long the text lasts when spoken (a WAV written to a pipe, its length
read from its samples) at the rate speech-dispatcher gives (0, Orca's default, is 170
words a minute), then waits that long, as a voice that is speaking. speech-dispatcher cancels
an utterance by killing the module's command (SIGKILL, which no process can catch): a watcher
process of its own, outside the command's process group, sees the pipe to this one close and
writes when the utterance was cut. Each utterance is one JSON line in the log:

  {"event": "begin", "at": 45296.2, "language": "de", "text": "...", "id": 17}
  {"event": "end", "at": 45298.6, "id": 17}      (said to its end)
  {"event": "cut", "at": 45297.1, "id": 17}      (cancelled: a newer sentence or Stop)

`at` is seconds since local midnight, as Orca's debug log stamps its lines.

Usage (from the module's GenericExecuteSynth): printf %s TEXT | timedvoice.py --log PATH
        --language LANG --rate RATE
"""

import argparse
import datetime
import io
import json
import os
import subprocess
import sys
import time
import wave

sys.dont_write_bytecode = True

WORDS_A_MINUTE = 170  # Orca's default rate, speech-dispatcher's rate 0


def now():
    """Seconds since local midnight, as Orca stamps its debug log."""
    moment = datetime.datetime.now()
    return moment.hour * 3600 + moment.minute * 60 + moment.second + moment.microsecond / 1e6


def spoken_seconds(text, language, rate):
    """How long espeak-ng takes to say `text` in `language` at speech-dispatcher's `rate`
    (-100 to 100; each 50 doubles or halves the words a minute, as Orca's rate scale does)."""
    words = max(80, min(450, int(WORDS_A_MINUTE * 2 ** (rate / 50.0))))
    voice = subprocess.run(['espeak-ng', '-v', language or 'en', '-s', str(words), '--stdout',
                            text], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                           check=False).stdout
    if not voice:  # a language espeak-ng does not have: its English voice's length
        voice = subprocess.run(['espeak-ng', '-s', str(words), '--stdout', text],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               check=False).stdout
    try:
        with wave.open(io.BytesIO(voice)) as sound:
            # Written to a pipe, the header cannot say the length: the samples' bytes do.
            header = 44
            frame = sound.getsampwidth() * sound.getnchannels()
            return (len(voice) - header) / float(frame * sound.getframerate())
    except (wave.Error, EOFError):
        return 0.0


def write(log, record):
    with open(log, 'a', encoding='utf-8') as out:
        out.write(json.dumps(record, ensure_ascii=False) + '\n')


def watch(log, ident, read_end):
    """The watcher: waits until the voice's process ends (its pipe's write end closes); what
    it wrote before ending says whether it was said to its end."""
    os.setsid()  # out of the command's process group, which speech-dispatcher kills
    quiet = os.open(os.devnull, os.O_RDWR)
    for stream in (0, 1, 2):  # nothing of the command's output held open
        os.dup2(quiet, stream)
    said = os.read(read_end, 1)
    if said != b'e':
        write(log, {'event': 'cut', 'at': now(), 'id': ident})
    os._exit(0)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--log', required=True)
    parser.add_argument('--language', default='en')
    parser.add_argument('--rate', type=int, default=0)
    args = parser.parse_args()
    # UTF-8 for the languages speechvoice.py lists; for another one (Orca 48 under LANG=C.UTF-8
    # asks for language "c") speech-dispatcher's generic module converts the text to its
    # default, ISO-8859-1, and a "×" read as UTF-8 stopped the voice for good.
    raw = sys.stdin.buffer.read()
    try:
        text = raw.decode('utf-8')
    except UnicodeDecodeError:
        text = raw.decode('iso-8859-1')
    began = time.monotonic()
    ident = os.getpid()
    read_end, write_end = os.pipe()
    if os.fork() == 0:
        os.close(write_end)
        watch(args.log, ident, read_end)
    os.close(read_end)
    # The voice begins as it gets the text (espeak-ng streams its first sound within a few
    # milliseconds); its length is measured while it "speaks".
    write(args.log, {'event': 'begin', 'at': now(), 'language': args.language, 'text': text,
                     'id': ident})
    seconds = spoken_seconds(text, args.language, args.rate)
    time.sleep(max(0.0, seconds - (time.monotonic() - began)))
    write(args.log, {'event': 'end', 'at': now(), 'id': ident})
    os.write(write_end, b'e')
    return 0


if __name__ == '__main__':
    sys.exit(main())
