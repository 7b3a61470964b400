"""SQL lives in a feature's store: `store.rs` or a `store/` folder. The rest of a feature
calls the store's functions, so a query is found, reviewed and run against both databases in
one place per feature."""

import re
from pathlib import Path

from .report import Violation, relative
from .source import read, scan_rust

# Files and folders of server/src (relative to it) that may hold SQL though not a store.
EXCEPTIONS = {
    "db.rs": "the frame: the pool, migrations and the health probe",
    "db/": "the frame: the two databases' dialect helpers",
}

# A call into sqlx's query builders (query, query_as, query_scalar, their macros, QueryBuilder),
# or an import that brings them in under a shorter name.
CALL = re.compile(r"\bsqlx::(?:query\w*\s*(?:!|\(|::<)|QueryBuilder\b)")
IMPORT = re.compile(r"\buse\s+sqlx::[^;]*\b(?:query\w*|QueryBuilder)\b[^;]*;")

# Statements, in the capitals every query here is written in: prose ("select a store from
# the list") is lower case and stays out.
STATEMENT = re.compile(
    r"\bSELECT\b[\s\S]*\bFROM\b"
    r"|\bINSERT\s+INTO\b"
    r"|\bUPDATE\s+\w+\s+SET\b"
    r"|\bDELETE\s+FROM\b"
    r"|\b(?:CREATE|ALTER|DROP)\s+(?:UNIQUE\s+)?(?:TABLE|INDEX)\b"
)


def in_store(rel: str) -> bool:
    parts = rel.split("/")
    return parts[-1] == "store.rs" or "store" in parts[:-1]


def excepted(rel: str) -> str | None:
    for path in EXCEPTIONS:
        if rel == path or (path.endswith("/") and rel.startswith(path)):
            return path
    return None


def check(repo: Path) -> list[Violation]:
    root = repo / "server/src"
    found, used = [], set()
    for file in sorted(root.rglob("*.rs")):
        rel = file.relative_to(root).as_posix()
        if in_store(rel):
            continue
        scanned = scan_rust(read(file))
        code, at = scanned.code, scanned.line_of
        hits = [
            (at(m.start()), f"SQL call {m.group(0).rstrip('(!:<')}") for m in CALL.finditer(code)
        ]
        hits += [(at(m.start()), "imports sqlx's query builders") for m in IMPORT.finditer(code)]
        for line, literal in scanned.strings:
            m = STATEMENT.search(literal)
            if m:
                hits.append((line, f"SQL statement {m.group(0).split()[0]} …"))
        if not hits:
            continue
        exception = excepted(rel)
        if exception:
            used.add(exception)
            continue
        name = relative(file, repo)
        for line, what in sorted(set(hits)):
            found.append(Violation("SQL outside a store", name, line, f"{what} outside a store"))
    for path in sorted(set(EXCEPTIONS) - used):
        what = f"no SQL in server/src/{path} any more: drop it from sql.EXCEPTIONS"
        found.append(Violation("stale exception", "scripts/shape/sql.py", 0, what))
    return found
