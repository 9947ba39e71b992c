#!/usr/bin/env python3
"""Fails when a folder of app/ or core/ that holds a CMakeLists.txt is missing from the
README's Layout table.

The table is the one under the README's "## Layout" heading: rows `| `folder/` | library |
what it holds |`. Every folder below app/ and core/ with a CMakeLists.txt of its own must be
a row (`app/gui/board/`); the two top folders and app/gui/, which only add the rooms, are
containers and need no row. A row naming a folder that does not exist fails too.

    python3 tests/tools/readmelayout.py [SOURCE_ROOT]
"""

import os
import re
import sys

ROOMS = ("app", "core")
# Folders that only gather the rooms below them (add_subdirectory and nothing else).
CONTAINERS = {"app", "core", "app/gui"}
ROW = re.compile(r"^\|\s*`([^`]+)`\s*\|", re.MULTILINE)


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


def main(argv):
    if len(argv) > 2:
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    root = os.path.abspath(argv[1] if len(argv) == 2 else
                           os.path.join(os.path.dirname(__file__), "..", ".."))
    with open(os.path.join(root, "README.md"), encoding="utf-8") as f:
        table = layout_table(f.read())
    if table is None:
        print("readmelayout.py: README.md has no '## Layout' section", file=sys.stderr)
        return 1
    listed = {name if name.endswith("/") else name + "/" for name in ROW.findall(table)}
    folders = sorted(cmake_folders(root))
    missing = [folder for folder in folders if folder not in listed]
    stale = sorted(name for name in listed
                   if name.split("/")[0] in ROOMS and not os.path.isdir(os.path.join(root, name)))
    for folder in missing:
        print(f"README.md: the Layout table has no row for {folder} (it holds a CMakeLists.txt)")
    for name in stale:
        print(f"README.md: the Layout table names {name}, which does not exist")
    if missing or stale:
        return 1
    print(f"The README's Layout table names all {len(folders)} folders of app/ and core/.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
