#!/usr/bin/env python3
"""Assembles the live web page: ONE self-contained HTML file.

Inlines into resources/web/live/livepage.html the page's style (the board parts' style the
lesson page shares, boardparts.css, then the page's own), the engine module (the WebAssembly
embedded in nqueens-engine.js), the words (words.json as data, words.js), the board parts'
script the lesson page shares (boardparts.js) and the page's script, and writes a
Content-Security-Policy that allows only those: each inline script and the style by its SHA-256,
'wasm-unsafe-eval' for the module, nothing from the network (default-src 'none', connect-src
'none'). Refuses a page of 1 MB or more, and an inlined text that would end its element early.
"""

import argparse
import base64
import hashlib
import json
import re
import sys
from pathlib import Path

LIMIT_BYTES = 1_000_000
TOKENS = ("__POLICY__", "__STYLE__", "__WORDS__", "__ENGINE__", "__WORDSJS__", "__BOARDPARTS__",
          "__PAGEJS__")


def fail(message):
    sys.stderr.write(f"assemblepage.py: {message}\n")
    sys.exit(1)


def script_text(path):
    text = Path(path).read_text(encoding="utf-8")
    # Inside <script> the first "</script" ends it whatever follows, and "<!--" can change how
    # the rest is read: neither may stand in what is inlined.
    if re.search(r"</script|<!--", text, re.IGNORECASE):
        fail(f"{path} holds '</script' or '<!--' and cannot be inlined")
    return text


def embeddable_json(path):
    """words.json as it may stand in a data script: '<', '>' and '&' appear in JSON only in
    strings, where the escapes read as the same text."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def sha256(text):
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode() + "'"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--template", required=True)
    parser.add_argument("--board-style", required=True)
    parser.add_argument("--style", required=True)
    parser.add_argument("--engine", required=True)
    parser.add_argument("--words-json", required=True)
    parser.add_argument("--words-js", required=True)
    parser.add_argument("--boardparts", required=True)
    parser.add_argument("--script", required=True)
    parser.add_argument("--output", required=True)
    args = parser.parse_args()

    style = ""
    for path in (args.board_style, args.style):
        text = Path(path).read_text(encoding="utf-8")
        if re.search(r"</style", text, re.IGNORECASE):
            fail(f"{path} holds '</style'")
        style += text
    scripts = {
        "__ENGINE__": script_text(args.engine),
        "__WORDSJS__": script_text(args.words_js),
        "__BOARDPARTS__": script_text(args.boardparts),
        "__PAGEJS__": script_text(args.script),
    }
    policy = ("default-src 'none'; script-src " + " ".join(sha256(t) for t in scripts.values())
              + " 'wasm-unsafe-eval'; style-src " + sha256(style)
              + "; connect-src 'none'; img-src 'none'; font-src 'none'; base-uri 'none';"
              " form-action 'none'")
    values = dict(scripts, __POLICY__=policy, __STYLE__=style,
                  __WORDS__=embeddable_json(args.words_json))

    template = Path(args.template).read_text(encoding="utf-8")
    # Each token of the template once, in one pass: what is inlined is never read for tokens.
    pieces = re.split("(" + "|".join(TOKENS) + ")", template)
    found = [p for p in pieces if p in values]
    if sorted(found) != sorted(TOKENS):
        fail(f"{args.template} must hold each of {', '.join(TOKENS)} once")
    page = "".join(values.get(p, p) if i % 2 else p for i, p in enumerate(pieces))

    data = page.encode("utf-8")
    if len(data) >= LIMIT_BYTES:
        fail(f"the page has {len(data):,} bytes, the limit is {LIMIT_BYTES:,}")
    Path(args.output).write_bytes(data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
