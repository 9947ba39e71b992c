#!/usr/bin/env python3
"""Fails when the README or the documentation pages it links (resources/doc/*.md) are out of
shape. It checks:

1. The Layout table. The table is the one under the README's "## Layout" heading: rows
   `| `folder/` | library | what it holds |`. Every folder below app/ and core/ with a
   CMakeLists.txt of its own must be a row (`app/gui/board/`); the two top folders and
   app/gui/, which only add the rooms, are containers and need no row. A row naming a folder
   that does not exist (in any part of the tree: app/, core/, tests/, resources/, ...) fails.
2. The README's length: at most 160 lines.
3. The two commands: the markers `<!-- run-command -->` and `<!-- test-command -->` each
   appear once, within the README's first 40 lines, and each is followed by its fenced block
   (.ci/run runs the line after the test-command marker's fence).
4. Relative links, in README.md and in every resources/doc/*.md: `[text](target)`,
   `![alt](target)` and `[name]: target`, outside code. Links with a scheme (https:, mailto:)
   and pure `#anchor` links are not checked. The target must exist inside the repository; for
   `page.md#anchor` the anchor must also be a heading of that page, as GitHub makes it (its
   text lowercased, punctuation but '-' and '_' dropped, each space turned into '-', a
   repeated heading given -1, -2, ...) or an `id`/`name` of an HTML anchor there. A page in
   GENERATED may be missing (it is generated later); links to it are then not checked.
5. Every resources/doc/*.md page is linked from the README.
6. The repository stands alone: no file of it (outside build trees and .git) names a design
   document that is not in it (DESIGN.md) or the folder beside the checkout it was once
   developed with (../shared/); what the code refers to lives in resources/doc/design.md.

Each failure is one line naming the file (and the line) and the reason; the status is 1 when
anything failed, 0 otherwise.

    python3 tests/tools/readmelayout.py [SOURCE_ROOT]
"""

import os
import re
import sys
from urllib.parse import unquote

from sourcetree import root_of

ROOMS = ("app", "core")
# Folders that only gather the rooms below them (add_subdirectory and nothing else).
CONTAINERS = {"app", "core", "app/gui"}
ROW = re.compile(r"^\|\s*`([^`]+)`\s*\|", re.MULTILINE)

MAX_README_LINES = 160
MARKERS = ("<!-- run-command -->", "<!-- test-command -->")
MARKERS_WITHIN = 40
DOC_FOLDER = "resources/doc"
# Pages the README links before they exist: generated from the program itself, later.
GENERATED = {
    "resources/doc/keys.md": "generated from the program's command tables",
}

FENCE = re.compile(r"^\s{0,3}(```+|~~~+)")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*(<[^>]*>|[^()\s]*(?:\([^()\s]*\)[^()\s]*)*)"
                         r"(?:\s+(?:\"[^\"]*\"|'[^']*'|\([^)]*\)))?\s*\)")
REFERENCE_LINK = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
HTML_ANCHOR = re.compile(r"<a\s[^>]*\b(?:name|id)\s*=\s*[\"']([^\"']+)[\"']", re.IGNORECASE)


def layout_table(readme):
    """The text of the Layout section, up to the next heading of the same level or above."""
    match = re.search(r"^## Layout\s*$(.*?)(?=^#{1,2} )", readme, re.MULTILINE | re.DOTALL)
    if not match:
        match = re.search(r"^## Layout\s*$(.*)", readme, re.MULTILINE | re.DOTALL)
    return match.group(1) if match else None


def cmake_folders(root):
    for room in ROOMS:
        for folder, dirs, files in os.walk(os.path.join(root, room)):
            dirs.sort()
            relative = os.path.relpath(folder, root).replace(os.sep, "/")
            if "CMakeLists.txt" in files and relative not in CONTAINERS:
                yield relative + "/"


def check_layout(root, readme, failures):
    table = layout_table(readme)
    if table is None:
        failures.append("README.md: there is no '## Layout' section")
        return 0
    listed = {name if name.endswith("/") else name + "/" for name in ROW.findall(table)}
    folders = sorted(cmake_folders(root))
    for folder in folders:
        if folder not in listed:
            failures.append(f"README.md: the Layout table has no row for {folder} "
                            "(it holds a CMakeLists.txt)")
    for name in sorted(listed):
        if not os.path.isdir(os.path.join(root, name)):
            failures.append(f"README.md: the Layout table names {name}, which does not exist")
    return len(folders)


def check_shape(lines, failures):
    if len(lines) > MAX_README_LINES:
        failures.append(f"README.md: it has {len(lines)} lines, more than {MAX_README_LINES}")
    for marker in MARKERS:
        at = [number for number, line in enumerate(lines, 1) if line.strip() == marker]
        if not at:
            failures.append(f"README.md: the marker {marker} is missing")
            continue
        if len(at) > 1:
            failures.append(f"README.md: the marker {marker} appears {len(at)} times "
                            f"(lines {', '.join(map(str, at))}); .ci/run reads only the first")
        number = at[0]
        if number > MARKERS_WITHIN:
            failures.append(f"README.md:{number}: the marker {marker} is after line "
                            f"{MARKERS_WITHIN}")
        following = lines[number:number + 2]
        if (len(following) < 2 or not following[0].startswith("```")
                or not following[1].strip() or following[1].startswith("```")):
            failures.append(f"README.md:{number}: the marker {marker} is not followed by a "
                            "fenced block holding its command")


def prose_lines(text):
    """(line number, line) of the lines outside fenced code, code spans blanked out."""
    fence = None
    for number, line in enumerate(text.splitlines(), 1):
        match = FENCE.match(line)
        if fence:
            if match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence):
                fence = None
            continue
        if match:
            fence = match.group(1)
            continue
        yield number, CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line)


def links(text):
    """(line number, target) of every link in the text, outside code."""
    for number, line in prose_lines(text):
        reference = REFERENCE_LINK.match(line)
        if reference:
            yield number, reference.group(1)
            continue
        for match in INLINE_LINK.finditer(line):
            yield number, match.group(1)


def slug(heading):
    """The anchor GitHub makes of a heading's text."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link: its text
    text = re.sub(r"<[^>]+>", "", text).replace("`", "").replace("*", "")
    text = re.sub(r"[^\w\- ]", "", text.strip().lower())
    return text.replace(" ", "-")


def anchors(path, cache):
    if path not in cache:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        found, seen = set(), {}
        for _, line in prose_lines(text):
            found.update(HTML_ANCHOR.findall(line))
            match = HEADING.match(line)
            if match:
                base = slug(match.group(2))
                count = seen.get(base, 0)
                seen[base] = count + 1
                found.add(base if count == 0 else f"{base}-{count}")
        cache[path] = found
    return cache[path]


def check_links(root, relative, failures, cache):
    """Checks the links of one Markdown file; returns the repository paths it links."""
    path = os.path.join(root, relative)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    linked = set()
    for number, target in links(text):
        where = f"{relative}:{number}"
        target = target[1:-1] if target.startswith("<") and target.endswith(">") else target
        if not target or target.startswith("#") or SCHEME.match(target):
            continue
        file_part, _, anchor = target.partition("#")
        file_part = unquote(file_part.split("?")[0])
        if not file_part:
            continue
        resolved = os.path.normpath(os.path.join(os.path.dirname(path), file_part))
        inside = os.path.relpath(resolved, root).replace(os.sep, "/")
        if inside == ".." or inside.startswith("../"):
            failures.append(f"{where}: the link '{target}' points outside the repository")
            continue
        linked.add(inside)
        if not os.path.exists(resolved):
            if inside in GENERATED:
                continue
            failures.append(f"{where}: the link '{target}' points at {inside}, "
                            "which does not exist")
            continue
        if anchor and resolved.endswith(".md") and os.path.isfile(resolved):
            if unquote(anchor).lower() not in anchors(resolved, cache):
                failures.append(f"{where}: the link '{target}': {inside} has no heading "
                                f"whose anchor is #{anchor}")
    return linked


def doc_pages(root):
    folder = os.path.join(root, DOC_FOLDER)
    if not os.path.isdir(folder):
        return []
    return sorted(f"{DOC_FOLDER}/{name}" for name in os.listdir(folder)
                  if name.endswith(".md") and os.path.isfile(os.path.join(folder, name)))


OUTSIDE = re.compile(r"DESIGN\.md|\.\./shared/")
SKIPPED_FOLDERS = {".git", "build", "__pycache__"}


def check_stands_alone(root, failures):
    """Item 6: every line that names something outside the repository."""
    this_file = os.path.abspath(__file__)
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_FOLDERS and not d.startswith("build"))
        for name in sorted(files):
            path = os.path.join(folder, name)
            if os.path.abspath(path) == this_file:
                continue
            try:
                with open(path, encoding="utf-8") as f:
                    text = f.read()
            except (UnicodeDecodeError, OSError):
                continue  # binary files: images, fonts
            for number, line in enumerate(text.splitlines(), 1):
                if OUTSIDE.search(line):
                    relative = os.path.relpath(path, root).replace(os.sep, "/")
                    failures.append(f"{relative}:{number}: names a file outside the repository "
                                    f"({OUTSIDE.search(line).group(0)}); point at "
                                    f"resources/doc/ instead")


def main(argv):
    if len(argv) > 2:
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    root = root_of(argv[1:])
    with open(os.path.join(root, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    failures = []
    rooms = check_layout(root, readme, failures)
    check_shape(readme.splitlines(), failures)

    cache = {}
    pages = doc_pages(root)
    from_readme = check_links(root, "README.md", failures, cache)
    for page in pages:
        check_links(root, page, failures, cache)
    for page in pages:
        if page not in from_readme:
            failures.append(f"README.md: the page {page} is not linked from the README")
    check_stands_alone(root, failures)

    for failure in failures:
        print(failure)
    if failures:
        return 1
    missing = sorted(page for page in GENERATED if not os.path.exists(os.path.join(root, page)))
    print(f"The README's Layout table names all {rooms} folders of app/ and core/; the README "
          f"has {len(readme.splitlines())} lines, its two commands near the top, and it and "
          f"its {len(pages)} pages in {DOC_FOLDER}/ link only what exists; no file names "
          f"anything outside the repository.")
    for page in missing:
        print(f"(Not there yet, links to it unchecked: {page}, {GENERATED[page]}.)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
