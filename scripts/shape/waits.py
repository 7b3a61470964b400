"""End-to-end stories wait for what the user would see, never for a while: a fixed pause
is either too short on a busy machine (a flake) or longer than needed (a slow suite), and
`networkidle` waits on requests a page never stops making (analytics, polling)."""

import re
from pathlib import Path

from .report import Violation, relative
from .source import strip_ts_comments

WAIT = re.compile(r"\bwaitForTimeout\s*\(|\bnetworkidle\b")


def check(repo: Path) -> list[Violation]:
    tests = repo / "e2e/tests"
    found = []
    for file in sorted(tests.rglob("*.ts")) if tests.is_dir() else []:
        code = strip_ts_comments(file.read_text())
        for m in WAIT.finditer(code):
            line = code.count("\n", 0, m.start()) + 1
            name = m.group(0).rstrip("( ")
            what = f"`{name}`: wait for what the page shows (expect(…).toBeVisible(), a response)"
            found.append(Violation("e2e fixed wait", relative(file, repo), line, what))
    return found
