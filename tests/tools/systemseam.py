#!/usr/bin/env python3
"""Fails when an operating system's header is included outside the seam of app/ or core/.

The seam is the files named for the system they implement: `*_posix.cpp` (Linux and macOS),
and `*_windows.cpp` or `*_macos.cpp` for ports to come. Each implements a header that says what
a port implements (resources/doc/architecture.md lists them). Everywhere else, in every header
(a seam's header too) and in every other source file, a POSIX or glibc header (unistd.h,
sys/..., fcntl.h, signal.h and <csignal>, malloc.h, termios.h, dirent.h, poll.h, ...) or a
Windows one fails. Also fails when a seam file is not added by its folder's CMakeLists.txt
inside an `if(UNIX)` block (`if(WIN32)`, `if(APPLE)` for the others), so that CMake chooses it
by the system. The tests may include what they like: only app/ and core/ are read.

Each failure is one line naming the file, the line and the header; the status is 1 when
anything failed, 0 otherwise, 2 on a usage error.

    python3 tests/tools/systemseam.py [SOURCE_ROOT]
"""

import os
import re
import sys

from sourcetree import root_of, source_files

# A seam file's ending, and the CMake condition that must choose it.
SEAMS = {"_posix.cpp": "UNIX", "_windows.cpp": "WIN32", "_macos.cpp": "APPLE"}

INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]', re.MULTILINE)
# Headers of POSIX, glibc, Linux and Windows: by folder, and by name.
SYSTEM_FOLDERS = ("sys/", "linux/", "asm/", "bits/", "gnu/", "netinet/", "arpa/", "net/",
                  "mach/", "mach-o/")
SYSTEM_HEADERS = {
    "aio.h", "byteswap.h", "csignal", "dirent.h", "dlfcn.h", "endian.h", "err.h", "error.h",
    "execinfo.h", "fcntl.h", "features.h", "fnmatch.h", "ftw.h", "glob.h", "grp.h", "iconv.h",
    "langinfo.h", "libgen.h", "link.h", "malloc.h", "mntent.h", "mqueue.h", "netdb.h",
    "nl_types.h", "paths.h", "poll.h", "pthread.h", "pty.h", "pwd.h", "regex.h", "sched.h",
    "semaphore.h", "signal.h", "spawn.h", "strings.h", "syslog.h", "termios.h", "ucontext.h",
    "unistd.h", "utime.h", "utmp.h", "wordexp.h",
    "windows.h", "winsock2.h", "ws2tcpip.h", "io.h", "direct.h", "process.h", "conio.h",
    "shlobj.h", "tlhelp32.h", "psapi.h",
}


def seam_of(path):
    """The CMake condition of a seam file, or None for any other file."""
    for ending, condition in SEAMS.items():
        if path.endswith(ending):
            return condition
    return None


def is_system_header(name):
    name = name.strip().lower()
    return name in SYSTEM_HEADERS or name.startswith(SYSTEM_FOLDERS)


def chosen_by(cmake_text, file_name, condition):
    """Whether `file_name` is named in `cmake_text` inside an if(<condition>) block."""
    depth_stack = []
    for line in cmake_text.splitlines():
        code = line.split("#", 1)[0]
        opened = re.match(r"\s*if\s*\((.*)\)\s*$", code, re.IGNORECASE)
        if opened:
            depth_stack.append(opened.group(1).strip())
            continue
        if re.match(r"\s*endif\s*\(", code, re.IGNORECASE):
            if depth_stack:
                depth_stack.pop()
            continue
        if re.search(r"(^|[\s/(])" + re.escape(file_name) + r"($|[\s)])", code):
            if any(re.fullmatch(condition, c, re.IGNORECASE) for c in depth_stack):
                return True
    return False


def check(root):
    failures = []
    for path in source_files(root):
        relative = os.path.relpath(path, root)
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        condition = seam_of(path)
        if condition is None:
            for match in INCLUDE.finditer(text):
                if is_system_header(match.group(1)):
                    line = text.count("\n", 0, match.start()) + 1
                    failures.append(f"{relative}:{line}: includes <{match.group(1)}>, a system "
                                    f"header outside the seam (a *_posix.cpp file behind a "
                                    f"header a port implements)")
            continue
        cmake = os.path.join(os.path.dirname(path), "CMakeLists.txt")
        cmake_text = ""
        if os.path.isfile(cmake):
            with open(cmake, encoding="utf-8", errors="replace") as f:
                cmake_text = f.read()
        if not chosen_by(cmake_text, os.path.basename(path), condition):
            failures.append(f"{relative}: a seam file not added by "
                            f"{os.path.relpath(cmake, root)} inside if({condition})")
    return failures


def main(argv):
    if len(argv) > 2:
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    root = root_of(argv[1:])
    failures = check(root)
    for failure in failures:
        print(failure)
    if failures:
        print(f"{len(failures)} problem(s): see resources/doc/architecture.md#one-seam-for-the-"
              f"operating-system")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
