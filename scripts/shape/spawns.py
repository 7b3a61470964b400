"""Background work starts in server/src/jobs/: one place to see everything the server runs
beside its requests, and how each is stopped and restarted. A feature that needs work done
later hands it to a job. `spawn_blocking` awaited where it is called is not background work."""

import re
from pathlib import Path

from .report import Violation, relative
from .source import read, scan_rust

# Files of server/src that start threads or tasks which are no feature's background work.
EXCEPTIONS = {
    "ssr/engine.rs": "the render engine's worker threads: a pool that answers requests",
}

SPAWN = re.compile(
    r"\btokio::(?:task::)?spawn\s*\("
    r"|(?<![\w:])(?:std::)?thread::spawn\s*\("
    r"|\bthread::Builder::new\s*\("
    r"|\buse\s+(?:tokio|tokio::task|std::thread)::\{?[^;]*\bspawn\b(?!_)[^;]*;"
)


def check(repo: Path) -> list[Violation]:
    root = repo / "server/src"
    found, used = [], set()
    for file in sorted(root.rglob("*.rs")):
        rel = file.relative_to(root).as_posix()
        if rel.startswith("jobs/"):
            continue
        code = scan_rust(read(file))
        hits = list(SPAWN.finditer(code.code))
        if not hits:
            continue
        if rel in EXCEPTIONS:
            used.add(rel)
            continue
        for m in hits:
            call = re.sub(r"\s+", " ", m.group(0)).rstrip("(")
            what = f"`{call}` outside server/src/jobs/: background work belongs to a job"
            line = code.line_of(m.start())
            found.append(Violation("spawn outside jobs", relative(file, repo), line, what))
    for path in sorted(set(EXCEPTIONS) - used):
        what = f"server/src/{path} spawns nothing any more: drop it from spawns.EXCEPTIONS"
        found.append(Violation("stale exception", "scripts/shape/spawns.py", 0, what))
    return found
