"""A violation is a place and what is wrong there, printed as `file:line: what`."""

from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, order=True)
class Violation:
    rule: str  # a short name, for grouping the list
    file: str  # relative to the repository
    line: int  # 0 when the whole file (or no file) is meant
    what: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.what}"


def relative(path: Path, repo: Path) -> str:
    try:
        return path.relative_to(repo).as_posix()
    except ValueError:
        return path.as_posix()


def print_grouped(found: list[Violation], title: str) -> None:
    """Each rule with its count and its violations, then one line with every count."""
    groups: dict[str, list[Violation]] = defaultdict(list)
    for v in sorted(found, key=lambda v: (v.file, v.line, v.what)):
        groups[v.rule].append(v)
    for rule, items in groups.items():
        print(f"{rule} ({len(items)}):")
        for v in items:
            print(f"  {v}")
    counts = ", ".join(f"{rule} {len(items)}" for rule, items in groups.items())
    print(f"{title}: {len(found)} violations ({counts})")
