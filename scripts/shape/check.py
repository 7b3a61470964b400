"""Runs every shape rule over the repository and prints what each found, as `file:line: what`
grouped by rule. Exit 1 when anything was found."""

import argparse
import sys
from pathlib import Path

from . import imports, sizes, spawns, sql, visibility, waits
from .report import print_grouped

RULES = {
    "imports": "no import circle between server/src's modules, "
    "no reach into another feature's handlers or store",
    "sql": "SQL only in a feature's store (store.rs or store/)",
    "visibility": "a feature's handlers and store modules are private",
    "sizes": "no tracked source or prose file over 500 lines",
    "spawns": "background tasks and threads start only in server/src/jobs/",
    "waits": "no waitForTimeout and no networkidle in the end-to-end stories",
}


def run(repo: Path, only: list[str] | None = None, print_graph: bool = False):
    checks = {
        "imports": lambda: imports.check(repo, print_graph),
        "sql": lambda: sql.check(repo),
        "visibility": lambda: visibility.check(repo),
        "sizes": lambda: sizes.check(repo),
        "spawns": lambda: spawns.check(repo),
        "waits": lambda: waits.check(repo),
    }
    found = []
    for name, check in checks.items():
        if not only or name in only:
            found += check()
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__,
        epilog="rules: " + "; ".join(f"{k}: {v}" for k, v in RULES.items()),
    )
    parser.add_argument("--repo", default=".", type=Path, help="the repository's root")
    parser.add_argument(
        "--rule", action="append", choices=sorted(RULES), help="run only this rule (repeatable)"
    )
    parser.add_argument(
        "--graph", action="store_true", help="also print every arrow between server/src's modules"
    )
    args = parser.parse_args(argv)
    found = run(args.repo.resolve(), args.rule, args.graph)
    if found:
        print_grouped(found, "shape")
        return 1
    print("shape: every rule holds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
