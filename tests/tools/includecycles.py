#!/usr/bin/env python3
"""Fails when a unit of app/ or core/ reaches itself through #include lines.

A unit is a header and its source file (foo.h with foo.cpp in the same folder; a source file
without a header, such as main.cpp, is a unit of its own). Unit A depends on unit B when a file
of A includes B's header with #include "b.h". The rooms' include paths are flat (each room
adds its folder), so a quoted include names a header by its file name: one in the including
file's folder first, else the one of that name anywhere in app/ or core/. Includes that name no
file there (Qt, the standard library, generated headers such as version.h) are not units.

Every cycle is listed: each group of units that reach one another (a strongly connected
component of the graph), with each elementary cycle through it, shortest first. Exit status 0
when there is none, 1 when there are cycles, 2 on a usage error.

    python3 tests/tools/includecycles.py [SOURCE_ROOT]
"""

import os
import re
import sys
from collections import defaultdict

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)
ROOMS = ("app", "core")
SUFFIXES = (".h", ".cpp")
# Printed per group at most: a group of many units can hold very many cycles.
MAX_CYCLES_PER_GROUP = 200


def source_files(root):
    for room in ROOMS:
        for folder, dirs, files in os.walk(os.path.join(root, room)):
            dirs.sort()
            for name in sorted(files):
                if name.endswith(SUFFIXES):
                    yield os.path.join(folder, name)


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


def main(argv):
    if len(argv) > 2:
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    root = os.path.abspath(argv[1] if len(argv) == 2 else
                           os.path.join(os.path.dirname(__file__), "..", ".."))
    if not all(os.path.isdir(os.path.join(root, room)) for room in ROOMS):
        print(f"includecycles.py: {root} has no app/ and core/ folders", file=sys.stderr)
        return 2
    graph = build_graph(root)
    groups = strongly_connected(graph)
    edges = sum(len(children) for children in graph.values())
    if not groups:
        print(f"No include cycle among {len(graph)} units ({edges} includes between units).")
        return 0
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
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
