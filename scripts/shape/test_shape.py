"""The shape check on small trees: a clean one passes, and each planted violation is named
with its file and line. Run: python3 -m unittest discover -s scripts/shape -t scripts"""

import io
import subprocess
import tempfile
import textwrap
import unittest
from contextlib import redirect_stdout
from pathlib import Path
from unittest import mock

from shape import check, imports, sizes, spawns, sql

CLEAN = {
    "server/src/lib.rs": "mod alpha;\nmod beta;\nmod db;\nmod jobs;\nmod ssr;\n",
    "server/src/alpha/mod.rs": """
        // Not `pub mod store;`: the store is the feature's own.
        mod handlers;
        mod store;
        mod work;
        pub use store::Thing;
    """,
    "server/src/alpha/store.rs": """
        pub struct Thing;
        pub async fn thing(pool: &Pool) {
            sqlx::query("SELECT id FROM things WHERE id = $1").fetch_one(pool).await;
        }
    """,
    "server/src/alpha/handlers.rs": """
        // SELECT id FROM things: prose in a comment is no query.
        /* a block comment: DELETE FROM things */
        pub async fn pick() -> &'static str {
            crate::beta::offer().await;
            let _quote = '"';
            "Select a store from the list, then update your basket"
        }
    """,
    "server/src/alpha/work.rs": """
        pub async fn hash() {
            tokio::task::spawn_blocking(|| 1).await.unwrap();
        }
    """,
    "server/src/beta/mod.rs": "mod store;\npub async fn offer() {\n    store::keep().await;\n}\n",
    "server/src/beta/store/mod.rs": """
        pub async fn keep() {
            sqlx::query(r#"INSERT INTO kept (id) VALUES ($1)"#);
        }
    """,
    "server/src/db.rs": 'pub async fn ping() {\n    sqlx::query("SELECT 1 FROM one");\n}\n',
    "server/src/jobs/mod.rs": "pub fn start() {\n    tokio::spawn(async {});\n}\n",
    "server/src/ssr/engine.rs": "fn start() {\n    std::thread::Builder::new().spawn(|| ());\n}\n",
    "server/tests/api/alpha.rs": "use leasefront::alpha::Thing;\n",
    "e2e/tests/alpha.spec.ts": """
        // Not networkidle, not waitForTimeout(): the page says when it is ready.
        test('picks', async ({ page }) => {
          await expect(page.getByText('ready')).toBeVisible()
        })
    """,
    "docs/long.md": "line\n" * 500,
    "web/src/api/schema.gen.ts": "export {}\n" * 600,
}

EXCEPTIONS = [
    mock.patch.object(imports, "ALLOWED", set()),
    mock.patch.object(sql, "EXCEPTIONS", {"db.rs": "the frame"}),
    mock.patch.object(spawns, "EXCEPTIONS", {"ssr/engine.rs": "a pool"}),
    mock.patch.object(sizes, "EXCEPTIONS", {"web/src/api/*.gen.ts": "generated"}),
]


class ShapeTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.repo = Path(self.dir.name)
        self.plant(CLEAN)
        for patch in EXCEPTIONS:
            patch.start()
            self.addCleanup(patch.stop)

    def tearDown(self):
        self.dir.cleanup()

    def plant(self, files: dict[str, str]):
        for name, text in files.items():
            path = self.repo / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(textwrap.dedent(text).lstrip("\n"))
        git = ["git", "-C", str(self.repo)]
        subprocess.run([*git, "init", "-q"], check=True)
        subprocess.run([*git, "add", "-A"], check=True)

    def found(self):
        return [str(v) for v in check.run(self.repo)]

    def assertNamed(self, expected: str):
        found = self.found()
        self.assertTrue(any(expected in v for v in found), f"{expected!r} not in {found}")
        with redirect_stdout(io.StringIO()) as out:
            self.assertEqual(check.main(["--repo", str(self.repo)]), 1)
        self.assertIn(expected, out.getvalue())

    def test_clean_tree_passes(self):
        self.assertEqual(self.found(), [])
        with redirect_stdout(io.StringIO()) as out:
            self.assertEqual(check.main(["--repo", str(self.repo)]), 0)
        self.assertIn("every rule holds", out.getvalue())

    def test_import_circle(self):
        self.plant({"server/src/beta/mod.rs": "use crate::alpha::Thing;\nmod store;\n"})
        self.assertNamed("server/src/alpha/handlers.rs:4: import circle: alpha <-> beta")

    def test_handlers_reach(self):
        self.plant({"server/src/beta/extra.rs": "// the list's page\nuse crate::alpha::handlers::pick;\n"})
        self.assertNamed("server/src/beta/extra.rs:2: reaches into another feature's handlers")

    def test_store_reach_in_a_use_tree(self):
        self.plant({"server/src/beta/extra.rs": "use crate::{alpha::{store::thing, Thing}};\n"})
        self.assertNamed(
            "server/src/beta/extra.rs:1: reaches into another feature's store: "
            "crate::alpha::store::thing"
        )

    def test_store_reach_in_a_path(self):
        self.plant({"server/src/beta/extra.rs": "fn f() {\n    crate::alpha::store::thing();\n}\n"})
        self.assertNamed("server/src/beta/extra.rs:2: reaches into another feature's store")

    def test_store_reach_from_the_tests(self):
        self.plant({"server/tests/api/beta.rs": "use leasefront::beta::store;\n"})
        self.assertNamed("server/tests/api/beta.rs:1: reaches into a feature's store")

    def test_public_handlers(self):
        self.plant({"server/src/beta/mod.rs": "mod store;\npub(crate) mod handlers;\n"})
        self.assertNamed("server/src/beta/mod.rs:2: `pub(crate) mod handlers`")

    def test_public_store(self):
        self.plant({"server/src/beta/mod.rs": "pub mod store;\n"})
        self.assertNamed("server/src/beta/mod.rs:1: `pub mod store`")

    def test_sql_call_outside_a_store(self):
        self.plant({"server/src/alpha/work.rs": "fn f() {\n    sqlx::query_as::<_, T>(q);\n}\n"})
        self.assertNamed("server/src/alpha/work.rs:2: SQL call sqlx::query_as")

    def test_sql_statement_outside_a_store(self):
        self.plant({"server/src/alpha/work.rs": 'const Q: &str =\n    "UPDATE things SET a = 1";\n'})
        self.assertNamed("server/src/alpha/work.rs:2: SQL statement UPDATE")

    def test_every_kind_of_statement_outside_a_store(self):
        for statement in (
            "SELECT a, b\n FROM things",
            "INSERT INTO things (a) VALUES ($1)",
            "CREATE TABLE things (a INT)",
            "CREATE UNIQUE INDEX things_a ON things (a)",
        ):
            with self.subTest(statement):
                self.plant({"server/src/alpha/work.rs": f'const Q: &str = "{statement}";\n'})
                self.assertNamed(f"server/src/alpha/work.rs:1: SQL statement {statement.split()[0]}")

    def test_sqlx_imported_under_a_shorter_name(self):
        self.plant({"server/src/alpha/work.rs": "use sqlx::{query, Row};\n"})
        self.assertNamed("server/src/alpha/work.rs:1: imports sqlx's query builders")

    def test_sql_in_a_raw_string_outside_a_store(self):
        self.plant({"server/src/alpha/work.rs": 'const Q: &str = r"\n  DELETE FROM things";\n'})
        self.assertNamed("server/src/alpha/work.rs:1: SQL statement DELETE")

    def test_long_file(self):
        self.plant({"e2e/tests/support.ts": "x\n" * 501})
        self.assertNamed("e2e/tests/support.ts: 501 lines, over 500")

    def test_untracked_long_file_is_not_counted(self):
        (self.repo / "notes.md").write_text("x\n" * 501)
        self.assertEqual(self.found(), [])

    def test_tokio_spawn_outside_jobs(self):
        self.plant({"server/src/alpha/work.rs": "fn f() {\n    tokio::spawn(async {});\n}\n"})
        self.assertNamed("server/src/alpha/work.rs:2: `tokio::spawn` outside server/src/jobs/")

    def test_thread_spawn_outside_jobs(self):
        self.plant({"server/src/beta/mod.rs": "mod store;\nfn f() { std::thread::spawn(|| ()); }\n"})
        self.assertNamed("server/src/beta/mod.rs:2: `std::thread::spawn` outside")

    def test_wait_for_timeout(self):
        self.plant({"e2e/tests/alpha.spec.ts": "await page.waitForTimeout(500)\n"})
        self.assertNamed("e2e/tests/alpha.spec.ts:1: `waitForTimeout`")

    def test_networkidle(self):
        self.plant({"e2e/tests/alpha/deep.spec.ts": "// waits\nawait page.waitForLoadState('networkidle')\n"})
        self.assertNamed("e2e/tests/alpha/deep.spec.ts:2: `networkidle`")

    def test_stale_exceptions(self):
        self.plant({"server/src/ssr/engine.rs": "fn start() {}\n"})
        self.assertNamed("server/src/ssr/engine.rs spawns nothing any more")
        with mock.patch.object(imports, "ALLOWED", {("state", "web")}):
            self.assertNamed("nothing in state names web any more")
        with mock.patch.object(sql, "EXCEPTIONS", {"db.rs": "", "db/": "the dialects"}):
            self.assertNamed("no SQL in server/src/db/ any more")


if __name__ == "__main__":
    unittest.main()
