"""A feature's handlers and its store are private to it: `mod handlers;` and `mod store;`,
never `pub` or `pub(crate)`. Others use what the feature's module offers."""

import re
from pathlib import Path

from .report import Violation, relative
from .source import read, scan_rust

# pub, pub(crate), pub(in crate::…) open the module to the whole crate; pub(super) does too
# when written in a top-level module's own file (its parent is the crate root).
DECLARATION = re.compile(
    r"\bpub\s*(\(\s*(?:crate|super|in\s+[\w:]+)\s*\))?\s+mod\s+(handlers|store)\b"
)


def check(repo: Path) -> list[Violation]:
    root = repo / "server/src"
    found = []
    for file in sorted(root.rglob("*.rs")):
        rel = file.relative_to(root).parts
        top_level_file = len(rel) == 1 or (len(rel) == 2 and rel[1] == "mod.rs")
        code = scan_rust(read(file))
        for m in DECLARATION.finditer(code.code):
            scope = re.sub(r"\s+", "", m.group(1) or "")
            if scope == "(super)" and not top_level_file:
                continue
            module = m.group(2)
            what = f"`pub{scope} mod {module}`: a feature's {module} module stays private to it"
            line = code.line_of(m.start())
            found.append(Violation(f"public {module}", relative(file, repo), line, what))
    return found
