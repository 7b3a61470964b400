"""Which module names which: no import circle between server/src's top-level modules, and no
reach into another feature's handlers or store.

Each top-level module of server/src (a folder, or a file such as state.rs) is a node; every
`crate::X::...` path in a file of module A with X another top-level module is an arrow A -> X.
A circle is a strongly connected component of more than one module. A feature's handlers and
its store are its own: others call the operations its module offers, so the SQL and the HTTP
layer of a feature can change without touching anyone else.
"""

import re
from pathlib import Path

from .report import Violation, relative
from .source import read, scan_rust

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


def expand(tree: str) -> list[str]:
    """`a::{b, c::{d, e}}` -> ["a::b", "a::c::d", "a::c::e"]."""
    tree = re.sub(r"\s+", "", re.sub(r"\s+as\s+", "\0", tree)).replace("\0", " as ")
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


def references(text: str, crate: str = "crate"):
    """Yields (line, module, rest of the path) for each `crate::` path in the text (or
    `leasefront::` for the tests, which see the server as a library)."""
    code = scan_rust(text).code
    use = re.compile(rf"\buse\s+{crate}::([^;]*);")
    path = re.compile(rf"(?<![\w:]){crate}::(\w+)((?:::\w+)*)")
    for m in use.finditer(code):
        line = code.count("\n", 0, m.start()) + 1
        for named in expand(m.group(1)):
            first, _, rest = named.partition("::")
            yield line, first.split(" as ")[0], "::" + rest.split(" as ")[0] if rest else ""
    rest_of_code = use.sub(lambda u: "\n" * u.group(0).count("\n"), code)
    for m in path.finditer(rest_of_code):
        yield rest_of_code.count("\n", 0, m.start()) + 1, m.group(1), m.group(2)


def _reaches_store(rest: str) -> bool:
    return rest == "::store" or rest.startswith("::store::")


def _named(rest: str) -> str:
    return rest.removesuffix("::self")


def graph(root: Path, repo: Path):
    """The modules, every arrow with an example, the arrows not allowed, the allowances used,
    and the reaches into another feature's handlers or store."""
    modules = {module_of(p, root) for p in root.iterdir() if p.suffix == ".rs" or p.is_dir()}
    edges: dict[tuple[str, str], str] = {}
    checked: dict[tuple[str, str], str] = {}
    used: set[tuple[str, str]] = set()
    reaches: dict[tuple, Violation] = {}  # one per line and module reached
    for file in sorted(root.rglob("*.rs")):
        source = module_of(file, root)
        name = relative(file, repo)
        for line, target, rest in references(read(file)):
            if target not in modules or target == source:
                continue
            edges.setdefault((source, target), f"{name}:{line}")
            if allowed(source, target, rest):
                used.update(
                    a for a in ALLOWED if a[0] == source and (target + rest).startswith(a[1])
                )
            else:
                checked.setdefault((source, target), f"{name}:{line}")
            if rest.startswith("::handlers"):
                what = f"reaches into another feature's handlers: crate::{target}{_named(rest)}"
                found = Violation("handlers reach", name, line, what)
                reaches.setdefault((name, line, target, "handlers"), found)
            if _reaches_store(rest):
                what = f"reaches into another feature's store: crate::{target}{_named(rest)}"
                found = Violation("store reach", name, line, what)
                reaches.setdefault((name, line, target, "store"), found)
    return modules, edges, checked, used, reaches


def test_reaches(tests: Path, repo: Path) -> list[Violation]:
    """The API tests drive features through HTTP; a test reading a store directly ties it to
    the feature's SQL."""
    found: dict[tuple, Violation] = {}
    for file in sorted(tests.rglob("*.rs")) if tests.is_dir() else []:
        name = relative(file, repo)
        for line, target, rest in references(read(file), "leasefront"):
            if _reaches_store(rest):
                what = f"reaches into a feature's store: leasefront::{target}{_named(rest)}"
                found.setdefault((name, line, target), Violation("store reach", name, line, what))
    return sorted(found.values())


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

    for m in sorted(modules):
        if m not in index:
            visit(m)
    return found


def check(repo: Path, print_graph: bool = False) -> list[Violation]:
    root = repo / "server/src"
    modules, edges, checked, used, reaches = graph(root, repo)
    if print_graph:
        for (a, b), where in sorted(edges.items()):
            print(f"{a} -> {b}  ({where})")
    found: list[Violation] = []
    for component in circles(modules, checked):
        arrows = [
            f"{a} -> {b} ({where})"
            for (a, b), where in sorted(checked.items())
            if a in component and b in component
        ]
        file, line = arrows[0].rsplit("(", 1)[1].rstrip(")").rsplit(":", 1)
        what = "import circle: " + " <-> ".join(component) + "; arrows: " + ", ".join(arrows)
        found.append(Violation("import circle", file, int(line), what))
    found += sorted(reaches.values())
    found += test_reaches(repo / "server/tests", repo)
    for a, p in sorted(ALLOWED - used):
        what = f"nothing in {a} names {p} any more: drop it from imports.ALLOWED"
        found.append(Violation("stale exception", "scripts/shape/imports.py", 0, what))
    return found
