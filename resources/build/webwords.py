#!/usr/bin/env python3
"""Writes the live page's words (words.json) from the window's translations.

    webwords.py --script resources/web/live/words.js --translations translations --output OUT

words.js names every message of the window it composes with, as tr('Context', 'source', ...)
or QT_TRANSLATE_NOOP('Context', 'source'): this script reads those names from it, finds each
message in translations/nqueens_<language>.ts (de, es, fr, zh_CN: the translation, or its plural forms;
English: the source itself, and the plural forms of nqueens_en.ts) and writes, for each of the
five languages, its messages and how it writes numbers and picks plural forms, as the window's
Qt does. A message missing from a .ts file, or kept there only as vanished or obsolete, is an
error: the page would show English where the window shows the language.
"""

import argparse
import json
import re
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

# The page's languages, in the order the page offers them, with their own names (as the
# window's Language menu names them).
LANGUAGES = [("en", "English"), ("de", "Deutsch"), ("es", "Español"), ("fr", "Français"),
             ("zh_CN", "简体中文")]

# How QLocale (Qt 6.4, CLDR 41) writes a whole number in each language: its group separator,
# its decimal point, and where the separators go (the least significant group's digits, the
# others', and how many digits must stand before a separator: Spanish keeps 1234 whole). And
# which plural rule Qt's translator applies to the language's numerus forms (qtbase's rules:
# "one" English, German, Spanish; "zero-one" French; "none" Chinese). The test web_words
# compares numbers and plural forms written by words.js with the window's, language by language.
LOCALES = {
    "en": {"group": ",", "decimal": ".", "grouping": {"top": 1, "higher": 3, "least": 3},
           "plural": "one"},
    "de": {"group": ".", "decimal": ",", "grouping": {"top": 1, "higher": 3, "least": 3},
           "plural": "one"},
    "es": {"group": ".", "decimal": ",", "grouping": {"top": 2, "higher": 3, "least": 3},
           "plural": "one"},
    "fr": {"group": "\u202f", "decimal": ",", "grouping": {"top": 1, "higher": 3, "least": 3},
           "plural": "zero-one"},
    "zh_CN": {"group": ",", "decimal": ".", "grouping": {"top": 1, "higher": 3, "least": 3},
              "plural": "none"},
}

# tr('Context', 'source' ...) and QT_TRANSLATE_NOOP('Context', 'source'): single-quoted
# JavaScript strings.
_QUOTED = r"'((?:[^'\\]|\\.)*)'"
_MESSAGE = re.compile(r"\b(?:tr|QT_TRANSLATE_NOOP)\(\s*" + _QUOTED + r"\s*,\s*" + _QUOTED)
_ESCAPE = re.compile(r"\\(u[0-9a-fA-F]{4}|.)")


def unquoted(text):
    def replace(match):
        escape = match.group(1)
        if escape.startswith("u") and len(escape) == 5:
            return chr(int(escape[1:], 16))
        return {"n": "\n", "t": "\t"}.get(escape, escape)
    return _ESCAPE.sub(replace, text)


def used_messages(script):
    """The (context, source) pairs the script composes with, in their first order."""
    seen = []
    for match in _MESSAGE.finditer(script):
        pair = (unquoted(match.group(1)), unquoted(match.group(2)))
        if pair not in seen:
            seen.append(pair)
    return seen


def read_ts(path):
    """{(context, source): (text or [forms], numerus)} of a .ts file's live messages."""
    messages = {}
    root = ElementTree.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is None or translation is None:
                continue
            if translation.get("type") in ("vanished", "obsolete"):
                continue
            numerus = message.get("numerus") == "yes"
            if numerus:
                value = [form.text or "" for form in translation.findall("numerusform")]
                if not any(value):
                    continue
            else:
                value = translation.text or ""
                if not value:
                    continue  # lrelease leaves it out: the window shows the source
            messages[(name, source)] = (value, numerus)
    return messages


def build(script_path, translations, output, qt_version="6.4"):
    script = Path(script_path).read_text(encoding="utf-8")
    wanted = used_messages(script)
    if not wanted:
        raise SystemExit(f"webwords: {script_path} names no message")
    tables = {code: read_ts(Path(translations) / f"nqueens_{code}.ts") for code, _ in LANGUAGES}
    problems = []
    words = {}
    for code, _ in LANGUAGES:
        table = tables[code]
        chosen = {}
        for context, source in wanted:
            found = table.get((context, source))
            # A plural message of the source language: nqueens_en.ts holds its forms.
            numerus = any(tables[other].get((context, source), (None, False))[1]
                          for other, _ in LANGUAGES if other != "en")
            if code == "en":
                if numerus and found is None:
                    problems.append(f"nqueens_en.ts: no plural forms for {context}: {source!r}")
                if found is not None:
                    chosen[f"{context}|{source}"] = found[0]
                continue
            if found is None:
                problems.append(f"nqueens_{code}.ts: no translation of {context}: {source!r}")
                continue
            chosen[f"{context}|{source}"] = found[0]
        words[code] = {"locale": LOCALES[code], "messages": chosen}
    if problems:
        sys.stderr.write("webwords: " + "\nwebwords: ".join(problems) + "\n")
        raise SystemExit(1)
    # Qt 6.5 and later group a long number whole once it has enough digits (Spanish:
    # 1.234.567, as the CLDR says); Qt 6.4 left the leading group short (1234.567). The page
    # writes numbers as the window built beside it does (checked: Qt 6.4.2, Debian 12; 6.8,
    # Debian 13).
    major, minor = (int(part) for part in qt_version.split(".")[:2])
    document = {
        "groupsWholeNumbers": (major, minor) >= (6, 5),
        "format": 1,
        "languages": [{"code": code, "name": name} for code, name in LANGUAGES],
        "words": words,
    }
    text = json.dumps(document, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    out = Path(output)
    out.parent.mkdir(parents=True, exist_ok=True)
    # Whole or not at all: a build stopped halfway leaves no half-written words.
    temporary = out.with_name(out.name + ".new")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(out)
    return len(wanted)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--script", required=True, help="resources/web/live/words.js")
    parser.add_argument("--translations", required=True, help="the folder of nqueens_*.ts")
    parser.add_argument("--output", required=True, help="words.json to write")
    parser.add_argument("--qt-version", default="6.4", help="the Qt the window is built with")
    options = parser.parse_args()
    build(options.script, options.translations, options.output, options.qt_version)


if __name__ == "__main__":
    main()
