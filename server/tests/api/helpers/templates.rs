//! The template databases each test's database is copied from: migrated and loaded with the
//! demo data once per run (SQLite) or once per migrations (PostgreSQL, kept on the server).

use std::path::PathBuf;

use leasefront::clock::{Clock, SystemClock};
use sha2::Digest;
use sqlx::{AnyConnection, Connection, Executor};
use tokio::sync::OnceCell;

/// Migrations and demo data decide what a template holds: their hash names it.
fn template_fingerprint() -> String {
    let mut hasher = sha2::Sha256::new();
    for dialect in ["sqlite", "postgres"] {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("migrations")
            .join(dialect);
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        for file in files {
            hasher.update(file.file_name().unwrap().as_encoded_bytes());
            hasher.update(std::fs::read(file).unwrap());
        }
    }
    hasher.update(leasefront::demo::DEMO_DATA.as_bytes());
    for seed in [
        leasefront::catalog::seed::DEMO_CATALOG,
        leasefront::marketplace::seed::DEMO_MARKETPLACE,
        leasefront::stores::seed::DEMO_STORES,
    ] {
        hasher.update(seed.as_bytes());
    }
    for (name, text) in leasefront::content::import::DEMO_PAGES {
        hasher.update(name.as_bytes());
        hasher.update(text.as_bytes());
    }
    hasher.finalize()[..6]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Migrates a new database at `url` and, for `demo`, loads the demo data.
async fn build_template(url: &str, demo: bool) {
    let db = leasefront::db::Db::connect(url).await.expect("template db");
    if demo {
        let set = leasefront::demo::DataSet::parse(leasefront::demo::DEMO_DATA).unwrap();
        leasefront::demo::load(&db, &set, SystemClock.now_ms())
            .await
            .expect("demo data");
    }
    if db.backend == leasefront::db::Backend::Sqlite {
        sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
            .execute(&db.pool)
            .await
            .unwrap();
    }
    db.close().await;
}

static SQLITE_TEMPLATES: OnceCell<(tempfile::TempDir, PathBuf, PathBuf)> = OnceCell::const_new();

/// The SQLite template files (demo, empty), made once per test run.
pub(super) async fn sqlite_template(demo: bool) -> PathBuf {
    let (_, with_demo, empty) = SQLITE_TEMPLATES
        .get_or_init(|| async {
            let dir = tempfile::tempdir().unwrap();
            let with_demo = dir.path().join("demo.db");
            let empty = dir.path().join("empty.db");
            build_template(&format!("sqlite://{}", with_demo.display()), true).await;
            build_template(&format!("sqlite://{}", empty.display()), false).await;
            (dir, with_demo, empty)
        })
        .await;
    if demo {
        with_demo.clone()
    } else {
        empty.clone()
    }
}

static POSTGRES_TEMPLATES: OnceCell<(String, String)> = OnceCell::const_new();

/// postgres://user@host:5432/test?x=y → postgres://user@host:5432/{name}?x=y
pub fn with_database(url: &str, name: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, Some(q)),
        None => (url, None),
    };
    let scheme_end = base.find("://").map(|i| i + 3).unwrap_or(0);
    let host_part = match base[scheme_end..].find('/') {
        Some(i) => &base[..scheme_end + i],
        None => base,
    };
    match query {
        Some(q) => format!("{host_part}/{name}?{q}"),
        None => format!("{host_part}/{name}"),
    }
}

pub(super) async fn admin(server_url: &str) -> AnyConnection {
    sqlx::any::install_default_drivers();
    AnyConnection::connect(server_url)
        .await
        .expect("TEST_POSTGRES_URL is set but PostgreSQL is unreachable")
}

/// The PostgreSQL template databases (demo, empty), named by the fingerprint: made once and
/// kept on the server for the next run. Built under a temporary name and renamed, so a
/// half-built template is never used.
pub(super) async fn postgres_template(server_url: &str, demo: bool) -> String {
    let (with_demo, empty) = POSTGRES_TEMPLATES
        .get_or_init(|| async {
            let fingerprint = template_fingerprint();
            let mut names = Vec::new();
            for kind in ["demo", "empty"] {
                let name = format!("lf_tpl_{fingerprint}_{kind}");
                let mut conn = admin(server_url).await;
                let exists: Option<i32> =
                    sqlx::query_scalar("SELECT 1 FROM pg_database WHERE datname = $1")
                        .bind(&name)
                        .fetch_optional(&mut conn)
                        .await
                        .unwrap();
                if exists.is_none() {
                    let building = format!("lf_build_{}", uuid::Uuid::new_v4().simple());
                    conn.execute(format!("CREATE DATABASE {building}").as_str())
                        .await
                        .unwrap();
                    build_template(&with_database(server_url, &building), kind == "demo").await;
                    let renamed = conn
                        .execute(format!("ALTER DATABASE {building} RENAME TO {name}").as_str())
                        .await;
                    if renamed.is_err() {
                        // Another run made it first.
                        conn.execute(format!("DROP DATABASE IF EXISTS {building}").as_str())
                            .await
                            .ok();
                    }
                }
                conn.close().await.ok();
                names.push(name);
            }
            // Templates of older migrations are of no more use, nor are the databases of an
            // earlier run's failed tests (every test of this run waits for this first).
            let mut conn = admin(server_url).await;
            let stale: Vec<String> = sqlx::query_scalar(
                "SELECT datname::text FROM pg_database WHERE (datname LIKE 'lf_tpl_%' AND datname NOT LIKE $1) \
                 OR datname LIKE 'lf_test_%'",
            )
            .bind(format!("lf_tpl_{fingerprint}_%"))
            .fetch_all(&mut conn)
            .await
            .unwrap_or_default();
            for name in stale {
                conn.execute(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)").as_str())
                    .await
                    .ok();
            }
            conn.close().await.ok();
            (names[0].clone(), names[1].clone())
        })
        .await;
    if demo {
        with_demo.clone()
    } else {
        empty.clone()
    }
}
