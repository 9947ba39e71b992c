"""What the checks of tests/tools share: the repository's root from the command line and the
C++ sources of its rooms (app/ and core/), walked in a stable order."""

import os

ROOMS = ("app", "core")
SUFFIXES = (".h", ".cpp")


def root_of(arguments):
    """The repository named by the one argument, else the one this script is in."""
    return os.path.abspath(arguments[0] if arguments else
                           os.path.join(os.path.dirname(__file__), "..", ".."))


def source_files(root):
    """Every header and source file below app/ and core/, folder by folder, sorted."""
    for room in ROOMS:
        for folder, dirs, files in os.walk(os.path.join(root, room)):
            dirs.sort()
            for name in sorted(files):
                if name.endswith(SUFFIXES):
                    yield os.path.join(folder, name)
