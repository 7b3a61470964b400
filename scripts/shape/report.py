"""A violation is a place and what is wrong there, printed as `file:line: what`."""

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
