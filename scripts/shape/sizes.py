"""No file over 500 lines, tests and scripts included: past that a file holds more than one
thing, and a reader (or a reviewer of its diff) loses its thread. Only source and prose count;
data (JSON, SQL migrations, tables) is not read that way."""

import fnmatch
import subprocess
from pathlib import Path

from .report import Violation

LIMIT = 500

CHECKED = (
    *(".rs", ".py", ".sh", ".mjs", ".js", ".ts", ".tsx"),
    *(".css", ".md", ".toml", ".yml", ".yaml"),
)

# Tracked files (glob patterns) of a checked kind that are written by a machine or are data.
EXCEPTIONS = {
    "web/src/api/schema.gen.ts": "generated from the server's OpenAPI document by `make gen`",
}


def tracked(repo: Path) -> list[str]:
    """What git tracks: build output and installed packages are nobody's to split."""
    listed = subprocess.run(
        ["git", "-C", str(repo), "ls-files", "-z"], capture_output=True, text=True
    )
    if listed.returncode:
        raise SystemExit(f"shape: git ls-files failed in {repo}: {listed.stderr.strip()}")
    return [p for p in listed.stdout.split("\0") if p]


def checked(path: str) -> bool:
    return path.endswith(CHECKED) or path.split("/")[-1] == "Makefile"


def check(repo: Path) -> list[Violation]:
    found, used = [], set()
    for path in sorted(tracked(repo)):
        file = repo / path
        if not checked(path) or not file.is_file():
            continue
        with file.open("rb") as f:
            lines = sum(1 for _ in f)
        if lines <= LIMIT:
            continue
        exception = next((p for p in EXCEPTIONS if fnmatch.fnmatch(path, p)), None)
        if exception:
            used.add(exception)
            continue
        what = f"{lines} lines, over {LIMIT}: split it by what its parts are about"
        found.append(Violation("file over 500 lines", path, 0, what))
    for pattern in sorted(set(EXCEPTIONS) - used):
        what = f"{pattern} is not over {LIMIT} lines any more: drop it from sizes.EXCEPTIONS"
        found.append(Violation("stale exception", "scripts/shape/sizes.py", 0, what))
    return found
