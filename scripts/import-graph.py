#!/usr/bin/env python3
"""Checks the shape of server/src: no import circle between its top-level modules, and no
module reaching into another feature's handlers.

Each top-level module of server/src (a folder, or a file such as state.rs) is a node; every
`crate::X::...` path in a file of module A with X another top-level module is an arrow A -> X.
The script prints each circle (a strongly connected component of more than one module) with
one example file:line per arrow, and each file that names another feature's `handlers`. It
exits 1 when it found either, 0 otherwise.
"""

import argparse
import re
import sys
from pathlib import Path

# References left out of the circle check, as (module, path it names). The application state
# holds the outside services and per-process helpers as typed fields (token keys, mail and SMS
# senders, the payment gateway, the search index, the client-log limiter, the built web app,
# the marketplace's inputs, the quoting rules kept for a few seconds, the basket lines'
# products kept for one, and the recommendations' intake and model),
# while every handler of those modules takes the state: that knot is how an axum app carries
# its services. Anything else that closes a circle fails.
ALLOWED = {
    ("state", "basket::kept"),
    ("state", "client_log::model"),
    ("state", "identity::tokens"),
    ("state", "marketplace::kept"),
    ("state", "outbox::model"),
    ("state", "payment_gateway"),
    ("state", "preapproval::estimate::kept"),
    ("state", "recs::kept"),
    ("state", "search"),
    ("state", "web"),
}


def allowed(source: str, target: str, rest: str) -> bool:
    path = target + rest
    return any(a == source and (path + "::").startswith(p + "::") for a, p in ALLOWED)


def module_of(path: Path, root: Path) -> str:
    first = path.relative_to(root).parts[0]
    return first[:-3] if first.endswith(".rs") else first


USE = re.compile(r"\buse\s+crate::([^;]*);")
PATH = re.compile(r"\bcrate::(\w+)((?:::\w+)*)")


def expand(tree: str) -> list[str]:
    """`a::{b, c::{d, e}}` -> ["a::b", "a::c::d", "a::c::e"]."""
    tree = re.sub(r"\s+", "", tree)
    if "{" not in tree:
        return [tree]
    head, inner = tree.split("{", 1)
    inner = inner[: inner.rindex("}")]
    members, depth, start = [], 0, 0
    for i, ch in enumerate(inner + ","):
        depth += {"{": 1, "}": -1}.get(ch, 0)
        if ch == "," and depth == 0:
            members.append(inner[start:i])
            start = i + 1
    return [head + path for m in members if m for path in expand(m)]


def references(text: str):
    """Yields (line, module, rest of the path) for each `crate::` path in the text."""
    code = re.sub(r"//[^\n]*", "", text)  # comments (doc comments too) name no imports
    for m in USE.finditer(code):
        for path in expand(m.group(1)):
            first, _, rest = path.partition("::")
            line = code.count("\n", 0, m.start()) + 1
            yield line, first.split(" as ")[0], "::" + rest if rest else ""
    rest_of_code = USE.sub(lambda u: "\n" * u.group(0).count("\n"), code)
    for m in PATH.finditer(rest_of_code):
        yield rest_of_code.count("\n", 0, m.start()) + 1, m.group(1), m.group(2)


def graph(root: Path):
    modules = {module_of(p, root) for p in root.iterdir() if p.suffix == ".rs" or p.is_dir()}
    edges: dict[tuple[str, str], str] = {}  # every arrow, with an example
    checked: dict[tuple[str, str], str] = {}  # the arrows not allowed, with an example
    used: set[tuple[str, str]] = set()
    handler_reaches: list[str] = []
    for file in sorted(root.rglob("*.rs")):
        source = module_of(file, root)
        where = lambda line: f"{file}:{line}"  # noqa: E731
        for line, target, rest in references(file.read_text()):
            if target not in modules or target == source:
                continue
            edges.setdefault((source, target), where(line))
            if allowed(source, target, rest):
                used.update(a for a in ALLOWED if a[0] == source and (target + rest).startswith(a[1]))
            else:
                checked.setdefault((source, target), where(line))
            if rest.startswith("::handlers"):
                handler_reaches.append(f"{where(line)}: crate::{target}{rest}")
    return modules, edges, checked, used, handler_reaches


def circles(modules, arrows):
    """Tarjan's strongly connected components with more than one module."""
    out = {m: sorted(b for a, b in arrows if a == m) for m in modules}
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in out[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(10_000)
    for m in sorted(modules):
        if m not in index:
            visit(m)
    return found


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--root", default="server/src", type=Path, help="the crate's src folder")
    parser.add_argument("--graph", action="store_true", help="also print every arrow")
    args = parser.parse_args()
    modules, edges, checked, used, handler_reaches = graph(args.root)
    if args.graph:
        for (a, b), where in sorted(edges.items()):
            print(f"{a} -> {b}  ({where})")
    found = circles(modules, checked)
    for component in found:
        print("import circle: " + " <-> ".join(component))
        for (a, b), where in sorted(checked.items()):
            if a in component and b in component:
                print(f"  {a} -> {b}  {where}")
    for reach in handler_reaches:
        print(f"reaches into another feature's handlers: {reach}")
    for a, p in sorted(ALLOWED - used):
        print(f"note: nothing in {a} names {p} any more; drop it from ALLOWED")
    if found or handler_reaches:
        return 1
    print(f"import graph: {len(modules)} modules, {len(edges)} arrows, no circle")
    return 0


if __name__ == "__main__":
    sys.exit(main())
