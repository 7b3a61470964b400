"""Reading source text the way the rules need it: comments gone (prose there names no
imports, runs no SQL and starts no task), string literals set apart from the code.

Not a parser: a scanner that knows where Rust's and TypeScript's comments and strings start and
end, which is all the rules need. Lengths and newlines are kept, so an offset in the cleaned
text is the same line in the file.
"""

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path


@dataclass
class Scanned:
    code: str  # comments and the insides of strings blanked
    strings: list[tuple[int, str]]  # (line, the literal's text between its quotes)

    def line_of(self, offset: int) -> int:
        return self.code.count("\n", 0, offset) + 1


def read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _blank(text: str) -> str:
    return "".join(ch if ch == "\n" else " " for ch in text)


def _ident(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


@lru_cache(maxsize=4096)  # every rule reads the same files: scanned once per text
def scan_rust(text: str) -> Scanned:
    out: list[str] = []
    strings: list[tuple[int, str]] = []
    i, n, line = 0, len(text), 1

    def emit(piece: str, keep: bool) -> None:
        nonlocal line
        out.append(piece if keep else _blank(piece))
        line += piece.count("\n")

    while i < n:
        ch = text[i]
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            emit(text[i:end], False)
            i = end
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            emit(text[i:j], False)
            i = j
        elif ch in "rbc" and (i == 0 or not _ident(text[i - 1])) and _raw_start(text, i):
            j = i
            while text[j] in "bcr":
                j += 1
            hashes = 0
            while text[j] == "#":
                hashes, j = hashes + 1, j + 1
            close = '"' + "#" * hashes
            end = text.find(close, j + 1)
            end = n if end < 0 else end
            out.append(text[i : j + 1])
            strings.append((line, text[j + 1 : end]))
            emit(text[j + 1 : end], False)
            out.append(text[end : end + len(close)])
            i = end + len(close)
        elif ch == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append('"')
            strings.append((line, text[i + 1 : j]))
            emit(text[i + 1 : j], False)
            out.append('"')
            i = j + 1
        elif ch == "'":
            # A char literal ('x', '\n', '\u{1F600}') or a lifetime ('a): only the literal
            # could hold a quote or a slash that would confuse the scanner.
            if text.startswith("\\", i + 1):
                end = text.find("'", i + 2)
                end = n - 1 if end < 0 else end
                out.append(" " * (end + 1 - i))
                i = end + 1
            elif i + 2 < n and text[i + 2] == "'":
                out.append("   ")
                i += 3
            else:
                out.append(ch)
                i += 1
        else:
            out.append(ch)
            if ch == "\n":
                line += 1
            i += 1
    return Scanned("".join(out), strings)


def _raw_start(text: str, i: int) -> bool:
    """r"…", r#"…"#, br"…", cr"…" (a plain b"…" is read like "…")."""
    j = i
    while j < len(text) and text[j] in "bc":
        j += 1
    if j >= len(text) or text[j] != "r":
        return False
    j += 1
    while j < len(text) and text[j] == "#":
        j += 1
    return j < len(text) and text[j] == '"'


def strip_ts_comments(text: str) -> str:
    """TypeScript with its comments blanked and its strings kept (a wait is named in a
    string: waitForLoadState('networkidle'))."""
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(_blank(text[i:end]))
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(_blank(text[i:end]))
            i = end
        elif ch in "'\"`":
            j = i + 1
            while j < n and text[j] != ch and (ch == "`" or text[j] != "\n"):
                j += 2 if text[j] == "\\" else 1
            out.append(text[i : j + 1])
            i = j + 1
        else:
            out.append(ch)
            i += 1
    return "".join(out)
