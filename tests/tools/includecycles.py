#!/usr/bin/env python3
"""Fails when a unit of app/ or core/ reaches itself through #include lines, or when a room
includes a header of a room that is not below it.

A unit is a header and its source file (foo.h with foo.cpp in the same folder; a source file
without a header, such as main.cpp, is a unit of its own). Unit A depends on unit B when a file
of A includes B's header with #include "b.h". The rooms' include paths are flat (each room
adds its folder), so a quoted include names a header by its file name: one in the including
file's folder first, else the one of that name anywhere in app/ or core/. Includes that name no
file there (Qt, the standard library, generated headers such as version.h) are not units.

Every cycle is listed: each group of units that reach one another (a strongly connected
component of the graph), with each elementary cycle through it, shortest first.

The rooms are read from the CMakeLists.txt files: a room is a folder whose CMakeLists.txt adds
a library (core/engine, core/trace, app/gui/traces...), and a file belongs to the deepest room
that holds it (app/gui/teaching/pseudocode is a room of its own inside app/gui/teaching). A
room is below another when that one links it (target_link_libraries, through any number of
rooms). An include from one room into another that is not below it is an arrow up (or
sideways): listed, and the check fails, as it does when the rooms' links form a cycle.

Exit status 0 when there is neither, 1 when there are cycles or arrows up, 2 on a usage error.
--self-test plants an arrow up in a copy of the sources (core/trace including core/run,
app/gui/traces including app/gui/window) and fails unless each is found.

    python3 tests/tools/includecycles.py [--self-test] [SOURCE_ROOT]
"""

import os
import re
import shutil
import sys
import tempfile
from collections import defaultdict

from sourcetree import ROOMS, root_of, source_files

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)
# Printed per group at most: a group of many units can hold very many cycles.
MAX_CYCLES_PER_GROUP = 200


def unit_of(path, root):
    """The unit's name: the file's path from the root without its suffix (app/cli/countsession)."""
    return os.path.splitext(os.path.relpath(path, root))[0]


def build_graph(root):
    files = list(source_files(root))
    headers_by_name = defaultdict(list)
    for path in files:
        if path.endswith(".h"):
            headers_by_name[os.path.basename(path)].append(path)
    graph = defaultdict(set)
    for path in files:
        unit = unit_of(path, root)
        graph[unit]  # every unit is a node, even one that includes nothing
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        for included in INCLUDE.findall(text):
            target = os.path.normpath(os.path.join(os.path.dirname(path), included))
            if os.path.isfile(target) and target.startswith(os.path.join(root, "")):
                targets = [target]
            else:
                targets = headers_by_name.get(os.path.basename(included), [])
            for header in targets:
                other = unit_of(header, root)
                if other != unit:
                    graph[unit].add(other)
    return graph


def strongly_connected(graph):
    """Tarjan's algorithm, without recursion (the graph has hundreds of units)."""
    index, low, on_stack, stack, groups = {}, {}, set(), [], []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))
    return sorted(groups)


def cycles_in(group, graph, limit):
    """The elementary cycles inside one group, each starting at its smallest unit."""
    members = set(group)
    found = []
    for start in group:
        # Cycles through `start` that use only units greater than it: each cycle once.
        allowed = {m for m in members if m >= start}
        path, on_path = [start], {start}

        def walk(node):
            for child in sorted(graph[node] & allowed):
                if len(found) >= limit:
                    return
                if child == start:
                    found.append(list(path))
                elif child not in on_path:
                    path.append(child)
                    on_path.add(child)
                    walk(child)
                    on_path.discard(child)
                    path.pop()

        walk(start)
        if len(found) >= limit:
            break
    return sorted(found, key=lambda cycle: (len(cycle), cycle))


CMAKE_COMMENT = re.compile(r"#[^\n]*")
CMAKE_TARGET = re.compile(r"\b(?:add_library|add_executable|qt_add_executable)\(\s*([\w.-]+)")
CMAKE_LINKS = re.compile(r"\btarget_link_libraries\(\s*([\w.-]+)([^)]*)\)")
LINK_KEYWORDS = {"PUBLIC", "PRIVATE", "INTERFACE"}


def read_rooms(root):
    """The rooms (folders, from the root) whose CMakeLists.txt adds a library, and the rooms each
    links directly: ({room: set(rooms it links)}, {target: room})."""
    room_of_target, links_of_room, libraries = {}, defaultdict(set), set()
    texts = {}
    for top in ROOMS:
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs.sort()
            if "CMakeLists.txt" not in files:
                continue
            room = os.path.relpath(folder, root)
            with open(os.path.join(folder, "CMakeLists.txt"), encoding="utf-8") as f:
                text = CMAKE_COMMENT.sub("", f.read())
            texts[room] = text
            for target in CMAKE_TARGET.findall(text):
                room_of_target[target] = room
                if re.search(r"\badd_library\(\s*" + re.escape(target) + r"\b", text):
                    libraries.add(target)
    rooms = {room_of_target[target] for target in libraries}
    for room, text in texts.items():
        for target, linked in CMAKE_LINKS.findall(text):
            if room_of_target.get(target) != room or room not in rooms:
                continue
            for name in linked.split():
                other = room_of_target.get(name) if name in libraries else None
                if name not in LINK_KEYWORDS and other and other != room:
                    links_of_room[room].add(other)
    return {room: links_of_room[room] for room in rooms}


def below(links):
    """For each room, every room below it (linked through any number of rooms)."""
    result = {}
    for room in links:
        seen, todo = set(), list(links[room])
        while todo:
            other = todo.pop()
            if other not in seen:
                seen.add(other)
                todo.extend(links.get(other, ()))
        result[room] = seen
    return result


def room_of(unit, rooms):
    """The deepest room holding the unit (app/gui/teaching/pseudocode/pseudocode -> its folder)."""
    folder = os.path.dirname(unit)
    while folder and folder not in rooms:
        folder = os.path.dirname(folder)
    return folder or None


def arrows_up(graph, rooms):
    """The includes from a room into one that is not below it: (unit, included unit) pairs."""
    under = below(rooms)
    found = []
    for unit in sorted(graph):
        home = room_of(unit, rooms)
        for other in sorted(graph[unit]):
            there = room_of(other, rooms)
            if home and there and there != home and there not in under[home]:
                found.append((unit, other))
    return found


def check(root):
    """Prints what is wrong in the sources under `root`; the number of faults found."""
    graph = build_graph(root)
    rooms = read_rooms(root)
    groups = strongly_connected(graph)
    room_cycles = strongly_connected({room: set(links) for room, links in rooms.items()})
    up = arrows_up(graph, rooms)
    edges = sum(len(children) for children in graph.values())
    if not groups and not up and not room_cycles:
        print(f"No include cycle among {len(graph)} units ({edges} includes between units); "
              f"no include up among {len(rooms)} rooms.")
        return 0
    if groups:
        print(f"{len(groups)} group(s) of units reach themselves through #include lines:")
        for group in groups:
            print(f"\n{len(group)} units: {', '.join(group)}")
            cycles = cycles_in(group, graph, MAX_CYCLES_PER_GROUP)
            for cycle in cycles:
                print("  " + " -> ".join(cycle + [cycle[0]]))
            if len(cycles) >= MAX_CYCLES_PER_GROUP:
                print(f"  (the first {MAX_CYCLES_PER_GROUP} cycles only)")
        print("\nA unit is a header with its .cpp; break a cycle by moving what both need below "
              "them, or by passing a value instead of including the other side.")
    for group in room_cycles:
        print(f"\nThese rooms link one another (CMakeLists.txt): {', '.join(group)}")
    if up:
        print(f"\n{len(up)} include(s) from a room into one that is not below it:")
        for unit, other in up:
            print(f"  {unit} -> {other}  ({room_of(unit, rooms)} does not link "
                  f"{room_of(other, rooms)})")
        print("\nA room includes only the rooms it links (target_link_libraries): pass what the "
              "lower room needs as a value or a callback instead.")
    return len(groups) + len(room_cycles) + len(up)


# The arrows up the self-test plants: (file that includes, header it must not include).
PLANTED = [("core/trace/tracerun.cpp", "tracereplay.h"),
           ("app/gui/traces/tracecontroller.cpp", "mainwindow.h")]


def self_test(root):
    """Plants each arrow up in a copy of the sources; 0 when each alone is found."""
    missed = 0
    for path, header in PLANTED:
        with tempfile.TemporaryDirectory() as copy:
            for room in ROOMS:
                shutil.copytree(os.path.join(root, room), os.path.join(copy, room))
            with open(os.path.join(copy, path), "a", encoding="utf-8") as f:
                f.write(f'\n#include "{header}"\n')
            graph = build_graph(copy)
            up = arrows_up(graph, read_rooms(copy))
            unit_planted = os.path.splitext(path)[0]
            if not any(unit == unit_planted and os.path.basename(other) + ".h" == header
                       for unit, other in up):
                print(f"self-test: {path} including {header} was not found")
                missed += 1
            else:
                print(f"self-test: {path} including {header} is found")
    return missed


def main(argv):
    arguments = argv[1:]
    testing = "--self-test" in arguments
    arguments = [a for a in arguments if a != "--self-test"]
    if len(arguments) > 1:
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    root = root_of(arguments)
    if not all(os.path.isdir(os.path.join(root, room)) for room in ROOMS):
        print(f"includecycles.py: {root} has no app/ and core/ folders", file=sys.stderr)
        return 2
    if testing:
        return 1 if self_test(root) else 0
    return 1 if check(root) else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv))
