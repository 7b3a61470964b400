"""One name per feature, in five places: the server's folder, the web app's folder, the API
tests, the end-to-end stories and the docs page. Whoever knows a feature's name finds all of
it; a folder named otherwise (a web folder called after its screen, a spec after one story)
hides a part of it.

The server and its API tests spell a name in snake case (`shopper_context`), the web app, the
stories and the docs in kebab case (`shopper-context`). A feature with nothing in a place
declares why (EXCEPTIONS); a name in a place that is no feature is declared too
(NON_FEATURES). The check fails on a missing place, an undeclared name, a declaration nothing
needs any more, and a README feature table that differs from the declarations.
"""

import argparse
import re
from dataclasses import dataclass
from pathlib import Path

from .report import Violation, print_grouped

# Features with all five places unless EXCEPTIONS says otherwise.
FEATURES = [
    "account_deletion", "addresses", "basket", "catalog", "catchup", "checkout", "client_log",
    "consent", "content", "geo", "home", "identity", "leads", "lease", "locale", "marketplace",
    "offline", "orders", "outbox", "payment_methods", "payments", "portal", "portal_login",
    "preapproval", "prefs", "recs", "search", "seo", "shopper_context", "ssr", "stores",
    "system", "third_party_scripts", "wishlist",
]  # fmt: skip

# Features that live in the browser alone: no server folder, no API tests.
WEB_ONLY = ["consent", "home", "locale", "offline", "portal", "third_party_scripts"]

# A place a feature has no need of: (feature, place) -> why, as the README table shows it.
# A story not written yet is no exception: add a line here only for as long as it is missing.
EXCEPTIONS = {
    **{(f, "server"): "web only" for f in WEB_ONLY},
    **{(f, "tests"): "web only" for f in WEB_ONLY},
    ("third_party_scripts", "server"): "web only (prefs and the security headers)",
    ("client_log", "web"): "`web/src/lib/client-log.ts`",
    ("outbox", "web"): "no screen",
    ("seo", "web"): "`web/src/lib/page-head.ts`",
    ("ssr", "web"): "`web/src/entry-server.tsx`",
    ("system", "web"): "`web/src/lib/app-config.tsx`",
    ("client_log", "e2e"): "no screen: API tests",
    ("outbox", "e2e"): "no screen: the stories read `/dev/outbox`",
    ("system", "e2e"): "no screen: API tests",
    ("home", "e2e"): "in `shell.spec.ts`",
    ("locale", "e2e"): "in `shell.spec.ts`",
    ("portal", "e2e"): "the portal features' stories",
    ("prefs", "e2e"): "no screen: in `third-party-scripts.spec.ts`",
}

# Names in a place that belong to no feature: place -> {name: why}.
NON_FEATURES = {
    "server": {
        "app": "the composition root",
        "args": "the command line",
        "clock": "the clock",
        "db": "the two databases (db.rs and db/)",
        "demo": "the demo data set",
        "drawings": "drawings shared by catalog and marketplace",
        "error": "the error answer",
        "http": "extractors and the security headers",
        "idempotency": "idempotency keys of every write",
        "jobs": "the background jobs",
        "lib": "the crate root",
        "main": "the binary",
        "openapi": "the OpenAPI document",
        "payment_gateway": "the processor and its sandbox",
        "rate_limits": "request limits",
        "sites": "sites and locales",
        "startup": "settings and serving",
        "state": "the application state",
        "web": "the built web app",
    },
    "web": {},
    "tests": {
        "main": "the test binary's root",
        "helpers": "the test harness",
        "http": "the http module: security headers",
        "ownership": "every feature's calls refuse another customer's data",
    },
    "e2e": {
        "shell": "the shell every page shares",
        "sdk": "helpers of the SDK stories",
        "support": "helpers every story shares",
    },
    "docs": {},
}


@dataclass(frozen=True)
class Place:
    key: str
    title: str  # the table's column
    folder: str
    kebab: bool

    def where(self, snake: str) -> str:
        name = kebab(snake) if self.kebab else snake
        return {
            "server": f"server/src/{name}/",
            "web": f"web/src/features/{name}/",
            "tests": f"server/tests/api/{name}.rs (or {name}/)",
            "e2e": f"e2e/tests/{name}.spec.ts",
            "docs": f"docs/features/{name}.md",
        }[self.key]


PLACES = [
    Place("server", "server", "server/src", False),
    Place("web", "web", "web/src/features", True),
    Place("tests", "API tests", "server/tests/api", False),
    Place("e2e", "e2e", "e2e/tests", True),
    Place("docs", "docs", "docs/features", True),
]


def kebab(snake: str) -> str:
    return snake.replace("_", "-")


def entries(repo: Path, place: Place) -> dict[str, str]:
    """The names found in a place, each with the entry it came from (for messages)."""
    folder = repo / place.folder
    found: dict[str, str] = {}
    for entry in sorted(folder.iterdir()) if folder.is_dir() else []:
        rel = f"{place.folder}/{entry.name}" + ("/" if entry.is_dir() else "")
        name = entry.name
        if entry.is_file():
            name = re.sub(r"(\.spec)?\.(rs|ts|md)$", "", name)
        found.setdefault(name, rel)
    return found


def present(repo: Path, place: Place, snake: str) -> bool:
    folder = repo / place.folder
    name = kebab(snake) if place.kebab else snake
    return {
        "server": lambda: (folder / name).is_dir(),
        "web": lambda: (folder / name).is_dir(),
        "tests": lambda: (folder / f"{name}.rs").is_file() or (folder / name).is_dir(),
        "e2e": lambda: (folder / f"{name}.spec.ts").is_file(),
        "docs": lambda: (folder / f"{name}.md").is_file(),
    }[place.key]()


def owner(name: str, known: list[str], place: Place) -> str | None:
    """The declared name an entry belongs to: itself, or in e2e the longest name it extends
    (`content-carousel` is a story of `content`, `portal-login` is portal_login's own)."""
    if name in known:
        return name
    if place.key != "e2e":
        return None
    extended = [k for k in known if name.startswith(k + "-")]
    return max(extended, key=len) if extended else None


def check_places(repo: Path) -> list[Violation]:
    found: list[Violation] = []

    def fail(rule: str, where: str, what: str) -> None:
        found.append(Violation(rule, where, 0, what))

    for snake in FEATURES:
        for place in PLACES:
            exception = EXCEPTIONS.get((snake, place.key))
            here = present(repo, place, snake)
            if here and exception is not None:
                fail("exception no longer needed", place.where(snake),
                     f"{snake} has its {place.title} place now: drop "
                     f"({snake!r}, {place.key!r}) from EXCEPTIONS")
            elif not here and exception is None:
                fail("missing place", place.where(snake), f"{snake} has no {place.title} place")
    for place in PLACES:
        features = {(kebab(f) if place.kebab else f): f for f in FEATURES}
        others = NON_FEATURES[place.key]
        seen: set[str] = set()
        for name, rel in entries(repo, place).items():
            match = owner(name, sorted({*features, *others}), place)
            if match is None:
                fail("unknown name", rel, f"{name!r} is no feature (nor a declared non-feature)"
                     f" of {place.folder}/")
            else:
                seen.add(match)
        for name in sorted(set(others) - seen):
            fail("non-feature no longer there", f"{place.folder}/{name}",
                 f"nothing named {name!r} in {place.folder}/: drop it from NON_FEATURES")
    for snake, key in sorted(set(EXCEPTIONS) - {(f, p.key) for f in FEATURES for p in PLACES}):
        fail("exception no longer needed", "scripts/shape/feature_names.py",
             f"({snake!r}, {key!r}) names no declared feature and place")
    return found


def table() -> str:
    head = "| feature | " + " | ".join(p.title for p in PLACES) + " |"
    rows = [head, "|---" * (len(PLACES) + 1) + "|"]
    for snake in sorted(FEATURES, key=kebab):
        name = kebab(snake)
        if (snake, "docs") not in EXCEPTIONS:
            name = f"[{name}](docs/features/{name}.md)"
        cells = [EXCEPTIONS.get((snake, p.key), "✓") for p in PLACES]
        rows.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(rows) + "\n"


START, END = "<!-- feature-table:start -->", "<!-- feature-table:end -->"


def readme_parts(text: str) -> tuple[str, str, str] | None:
    if text.count(START) != 1 or text.count(END) != 1 or text.index(START) > text.index(END):
        return None
    before, rest = text.split(START)
    inside, after = rest.split(END)
    return before + START + "\n", inside.lstrip("\n"), END + after


def check_readme(repo: Path) -> list[Violation]:
    readme = repo / "README.md"
    parts = readme_parts(readme.read_text(encoding="utf-8")) if readme.is_file() else None
    if parts is None:
        return [Violation("README table", "README.md", 0,
                          f"no feature table between one {START} and one {END}")]
    if parts[1] != table():
        return [Violation("README table", "README.md", 0, "the feature table differs from the "
                          "declarations: run python3 scripts/feature-names.py --write-readme")]
    return []


def write_readme(repo: Path) -> bool:
    readme = repo / "README.md"
    parts = readme_parts(readme.read_text(encoding="utf-8"))
    if parts is None:
        return False
    readme.write_text(parts[0] + table() + parts[2], encoding="utf-8")
    return True


def check(repo: Path) -> list[Violation]:
    return check_places(repo) + check_readme(repo)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--repo", default=".", type=Path, help="the repository's root")
    parser.add_argument("--table", action="store_true", help="print the features' table")
    parser.add_argument(
        "--write-readme", action="store_true", help="rewrite README.md's feature table"
    )
    args = parser.parse_args(argv)
    if args.table:
        print(table(), end="")
        return 0
    if args.write_readme:
        if not write_readme(args.repo):
            print(f"README.md: no feature table between one {START} and one {END}")
            return 1
        print("README.md: feature table written")
        return 0
    found = check(args.repo)
    if found:
        print_grouped(found, "feature names")
        return 1
    print(f"feature names: {len(FEATURES)} features, each in its places")
    return 0
