"""The feature-name check on small trees: a clean one passes, and each planted violation is
named. Run: python3 -m unittest discover -s scripts/shape -t scripts"""

import io
import tempfile
import unittest
from contextlib import redirect_stdout
from pathlib import Path
from unittest import mock

from shape import feature_names as names

DECLARED = {
    "FEATURES": ["shopper_context", "portal", "portal_login", "outbox"],
    "EXCEPTIONS": {
        ("portal", "server"): "web only",
        ("portal", "tests"): "web only",
        ("portal", "e2e"): "the portal features' stories",
        ("outbox", "web"): "no screen",
    },
    "NON_FEATURES": {
        "server": {"db": "the databases", "lib": "the crate root"},
        "web": {},
        "tests": {"main": "the test binary", "helpers": "the harness"},
        "e2e": {"shell": "the shell", "support": "helpers"},
        "docs": {},
    },
}

CLEAN = [
    "server/src/lib.rs", "server/src/db.rs", "server/src/db/sqlite.rs",
    "server/src/shopper_context/mod.rs", "server/src/portal_login/mod.rs",
    "server/src/outbox/mod.rs",
    "web/src/features/shopper-context/index.ts", "web/src/features/portal/index.ts",
    "web/src/features/portal-login/index.ts",
    "server/tests/api/main.rs", "server/tests/api/helpers.rs",
    "server/tests/api/shopper_context.rs", "server/tests/api/portal_login/sms.rs",
    "server/tests/api/outbox.rs",
    "e2e/tests/shopper-context.spec.ts", "e2e/tests/shopper-context-sdk.spec.ts",
    "e2e/tests/portal-login.spec.ts", "e2e/tests/portal-login-sms.spec.ts",
    "e2e/tests/outbox.spec.ts", "e2e/tests/shell.spec.ts", "e2e/tests/support.ts",
    "docs/features/shopper-context.md", "docs/features/portal.md",
    "docs/features/portal-login.md", "docs/features/outbox.md",
]  # fmt: skip

README = "# Project\n\nIntro.\n\n{start}\n{table}{end}\n\n## After\n"


class FeatureNamesTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)
        self.repo = Path(self.dir.name)
        for name, value in DECLARED.items():
            patch = mock.patch.object(names, name, value)
            patch.start()
            self.addCleanup(patch.stop)
        for name in CLEAN:
            self.touch(name)
        readme = README.format(start=names.START, table=names.table(), end=names.END)
        (self.repo / "README.md").write_text(readme)

    def touch(self, name: str):
        path = self.repo / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n")

    def run_main(self, *args: str) -> tuple[int, str]:
        with redirect_stdout(io.StringIO()) as out:
            code = names.main(["--repo", str(self.repo), *args])
        return code, out.getvalue()

    def assertNamed(self, expected: str):
        code, out = self.run_main()
        self.assertEqual(code, 1, out)
        self.assertIn(expected, out)

    def test_clean_tree_passes(self):
        self.assertEqual(self.run_main(), (0, "feature names: 4 features, each in its places\n"))

    def test_missing_place(self):
        (self.repo / "docs/features/outbox.md").unlink()
        self.assertNamed("docs/features/outbox.md: outbox has no docs place")

    def test_missing_api_tests(self):
        (self.repo / "server/tests/api/outbox.rs").unlink()
        self.assertNamed("server/tests/api/outbox.rs (or outbox/): outbox has no API tests place")

    def test_an_aspect_spec_alone_is_no_place(self):
        (self.repo / "e2e/tests/shopper-context.spec.ts").unlink()
        self.assertNamed("e2e/tests/shopper-context.spec.ts: shopper_context has no e2e place")

    def test_web_folder_in_snake_case(self):
        self.touch("web/src/features/shopper_context/index.ts")
        self.assertNamed("web/src/features/shopper_context/: 'shopper_context' is no feature")

    def test_spec_named_after_a_screen(self):
        self.touch("e2e/tests/carousel.spec.ts")
        self.assertNamed("e2e/tests/carousel.spec.ts: 'carousel' is no feature")

    def test_undeclared_server_folder(self):
        self.touch("server/src/coupons/mod.rs")
        self.assertNamed("server/src/coupons/: 'coupons' is no feature")

    def test_undeclared_test_file(self):
        self.touch("server/tests/api/security_headers.rs")
        self.assertNamed("server/tests/api/security_headers.rs: 'security_headers' is no feature")

    def test_undeclared_docs_page(self):
        self.touch("docs/features/store-locator.md")
        self.assertNamed("docs/features/store-locator.md: 'store-locator' is no feature")

    def test_exception_no_longer_needed(self):
        self.touch("web/src/features/outbox/index.ts")
        self.assertNamed("outbox has its web place now: drop ('outbox', 'web') from EXCEPTIONS")

    def test_non_feature_no_longer_there(self):
        (self.repo / "server/tests/api/helpers.rs").unlink()
        self.assertNamed("nothing named 'helpers' in server/tests/api/")

    def test_readme_table_differs_and_is_rewritten(self):
        readme = self.repo / "README.md"
        readme.write_text(readme.read_text().replace("no screen", "none"))
        self.assertNamed("README.md: the feature table differs from the declarations")
        self.assertEqual(self.run_main("--write-readme")[0], 0)
        self.assertEqual(self.run_main()[0], 0)
        self.assertTrue(readme.read_text().endswith(f"{names.END}\n\n## After\n"))

    def test_readme_without_markers(self):
        (self.repo / "README.md").write_text("# Project\n")
        self.assertNamed("README.md: no feature table between one")
        self.assertEqual(self.run_main("--write-readme")[0], 1)

    def test_table_prints_every_feature_and_its_places(self):
        code, out = self.run_main("--table")
        self.assertEqual(code, 0)
        self.assertIn("| [outbox](docs/features/outbox.md) | ✓ | no screen | ✓ | ✓ | ✓ |", out)
        self.assertIn("| [portal](docs/features/portal.md) | web only | ✓ | web only |", out)
        self.assertEqual(len(out.splitlines()), 2 + 4)


if __name__ == "__main__":
    unittest.main()
