//! The database: SQLite (embedded default) or PostgreSQL, chosen by the URL scheme.
//! One query text serves both (portable SQL with `$n` placeholders through `AnyPool`);
//! each dialect keeps its own migrations folder.
//!
//! Conventions every store follows: ids are TEXT, money BIGINT cents, times BIGINT epoch
//! milliseconds in columns named `*_at_ms`, flags BIGINT 0/1, JSON as TEXT. The conversions
//! from stored values to Rust types live here, and a bad stored value is an error.

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use anyhow::Context;
use serde::de::DeserializeOwned;
use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::migrate::Migrator;
use sqlx::{AnyPool, Executor};

/// Anything a store function can run a statement on: the pool, a connection, a transaction
/// (`&mut *tx`). Store functions take one, so callers can put several in one transaction.
pub trait Exec<'e>: Executor<'e, Database = sqlx::Any> {}
impl<'e, T: Executor<'e, Database = sqlx::Any>> Exec<'e> for T {}

/// A stored 0/1 flag.
/// `$first, $first+1, ...` for an IN list.
pub fn placeholders(first: usize, count: usize) -> String {
    (first..first + count)
        .map(|n| format!("${n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `($first, …), (…), …`: `rows` rows of `columns` placeholders each, for a multi-row VALUES.
pub fn value_rows(first: usize, rows: usize, columns: usize) -> String {
    (0..rows)
        .map(|row| format!("({})", placeholders(first + row * columns, columns)))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn flag(value: i64, column: &str) -> anyhow::Result<bool> {
    match value {
        0 => Ok(false),
        1 => Ok(true),
        other => anyhow::bail!("{column} holds {other}, not a 0/1 flag"),
    }
}

/// A flag to store.
pub fn flag_value(value: bool) -> i64 {
    i64::from(value)
}

/// Stored JSON text; corrupt JSON is an error, never silently empty.
pub fn json<T: DeserializeOwned>(text: &str, column: &str) -> anyhow::Result<T> {
    serde_json::from_str(text).with_context(|| format!("{column} holds invalid JSON"))
}

/// Whether the statement failed on the unique index `index` (PostgreSQL names it; SQLite
/// names its columns, e.g. `customers.organization_id, customers.login`).
pub fn violates_unique(error: &sqlx::Error, index: &str, sqlite_columns: &str) -> bool {
    let sqlx::Error::Database(db) = error else {
        return false;
    };
    if db.kind() != sqlx::error::ErrorKind::UniqueViolation {
        return false;
    }
    db.constraint() == Some(index)
        || db
            .message()
            .contains(&format!("UNIQUE constraint failed: {sqlite_columns}"))
}

static SQLITE_MIGRATIONS: Migrator = sqlx::migrate!("migrations/sqlite");
static POSTGRES_MIGRATIONS: Migrator = sqlx::migrate!("migrations/postgres");

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    pub fn from_url(url: &str) -> anyhow::Result<Self> {
        if url.starts_with("sqlite:") {
            Ok(Backend::Sqlite)
        } else if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Ok(Backend::Postgres)
        } else {
            anyhow::bail!("unsupported database URL '{url}': use sqlite://PATH or postgres://...")
        }
    }
}

#[derive(Clone, Debug)]
pub struct Db {
    pub pool: AnyPool,
    pub backend: Backend,
    /// SQLite: the one connection write transactions take turns on (see `begin_write`).
    writer: Option<AnyPool>,
}

impl Db {
    /// Connects, creating the SQLite file (and its folder) when missing, and runs migrations.
    pub async fn connect(url: &str) -> anyhow::Result<Self> {
        sqlx::any::install_default_drivers();
        let backend = Backend::from_url(url)?;
        let url = match backend {
            Backend::Sqlite => prepare_sqlite_url(url)?,
            Backend::Postgres => url.to_owned(),
        };
        let options = AnyConnectOptions::from_str(&url)
            .with_context(|| format!("invalid database URL for {backend:?}"))?;
        let connect = |max_connections: u32| {
            AnyPoolOptions::new()
                .max_connections(max_connections)
                .acquire_timeout(Duration::from_secs(5))
                .after_connect(move |conn, _meta| {
                    Box::pin(async move {
                        if backend == Backend::Sqlite {
                            // WAL lets readers proceed during writes; FKs are off by default in SQLite.
                            conn.execute("PRAGMA journal_mode = WAL").await?;
                            conn.execute("PRAGMA foreign_keys = ON").await?;
                            conn.execute("PRAGMA busy_timeout = 5000").await?;
                            conn.execute("PRAGMA synchronous = NORMAL").await?;
                        }
                        Ok(())
                    })
                })
                .connect_with(options.clone())
        };
        let pool = connect(match backend {
            Backend::Sqlite => 8,
            Backend::Postgres => 16,
        })
        .await
        .with_context(|| format!("cannot connect to the {backend:?} database"))?;
        let writer = match backend {
            Backend::Sqlite => Some(
                connect(1)
                    .await
                    .context("cannot open the SQLite writer connection")?,
            ),
            Backend::Postgres => None,
        };
        let db = Db {
            pool,
            backend,
            writer,
        };
        db.migrate().await?;
        Ok(db)
    }

    /// Begins a transaction that will write. On SQLite it takes the write lock at `BEGIN
    /// IMMEDIATE`, waiting its turn (`busy_timeout`): a deferred transaction that reads before
    /// it writes fails with "database is locked" when another write commits in between (the
    /// payments bench saw a third of its submits fail so). PostgreSQL's `BEGIN` as usual.
    ///
    /// On SQLite the write transactions take turns on one connection of their own, in the
    /// order they asked: SQLite has one writer anyway, and writers waiting on its lock retry by
    /// sleeping (1, 2, 5 … 100 ms), which made add-to-cart's p99 at 32 clients 383 ms (84 ms
    /// once they took turns). A write
    /// transaction must not begin another while it is open (it would wait on itself).
    pub async fn begin_write(&self) -> Result<sqlx::Transaction<'static, sqlx::Any>, sqlx::Error> {
        match &self.writer {
            Some(writer) => writer.begin_with("BEGIN IMMEDIATE").await,
            None => self.pool.begin().await,
        }
    }

    /// Closes every connection (the writer's too).
    pub async fn close(&self) {
        if let Some(writer) = &self.writer {
            writer.close().await;
        }
        self.pool.close().await;
    }

    pub async fn migrate(&self) -> anyhow::Result<()> {
        let migrator = match self.backend {
            Backend::Sqlite => &SQLITE_MIGRATIONS,
            Backend::Postgres => &POSTGRES_MIGRATIONS,
        };
        migrator
            .run(&self.pool)
            .await
            .context("database migrations failed")
    }

    /// True when a trivial query answers within a second.
    pub async fn is_reachable(&self) -> bool {
        let ping = sqlx::query_scalar::<_, i32>("SELECT 1").fetch_one(&self.pool);
        matches!(
            tokio::time::timeout(Duration::from_secs(1), ping).await,
            Ok(Ok(1))
        )
    }
}

/// `sqlite://data/leasefront.db` → makes sure `data/` exists and that the file is created.
fn prepare_sqlite_url(url: &str) -> anyhow::Result<String> {
    let rest = url
        .trim_start_matches("sqlite://")
        .trim_start_matches("sqlite:");
    let (path, query) = match rest.split_once('?') {
        Some((p, q)) => (p, Some(q)),
        None => (rest, None),
    };
    if path != ":memory:" && !path.is_empty() {
        if let Some(parent) = Path::new(path).parent() {
            if !parent.as_os_str().is_empty() {
                std::fs::create_dir_all(parent)
                    .with_context(|| format!("cannot create folder {}", parent.display()))?;
            }
        }
    }
    let mut out = format!("sqlite://{path}");
    match query {
        Some(q) if q.contains("mode=") => out.push_str(&format!("?{q}")),
        Some(q) => out.push_str(&format!("?{q}&mode=rwc")),
        None => out.push_str("?mode=rwc"),
    }
    Ok(out)
}

/// The `--database-url` option of every command that opens the database (`DATABASE_URL`).
#[derive(Debug, Clone, clap::Args)]
pub struct DatabaseArg {
    /// sqlite://PATH (embedded, the default) or postgres://USER@HOST:PORT/DB.
    #[arg(
        long,
        env = "DATABASE_URL",
        default_value = "sqlite://data/leasefront.db"
    )]
    pub database_url: String,
}

/// Holds the two migration folders to one schema.
#[cfg(test)]
mod migration_folders;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backend_follows_the_url_scheme() {
        assert_eq!(Backend::from_url("sqlite://x.db").unwrap(), Backend::Sqlite);
        assert_eq!(
            Backend::from_url("postgres://h/db").unwrap(),
            Backend::Postgres
        );
        assert_eq!(
            Backend::from_url("postgresql://h/db").unwrap(),
            Backend::Postgres
        );
        assert!(Backend::from_url("mysql://h/db").is_err());
    }

    #[test]
    fn sqlite_urls_create_the_file() {
        let dir = std::env::temp_dir().join(format!("lf-url-{}", std::process::id()));
        let url = format!("sqlite://{}/a/b.db", dir.display());
        let prepared = prepare_sqlite_url(&url).unwrap();
        assert!(prepared.ends_with("/a/b.db?mode=rwc"));
        assert!(dir.join("a").is_dir());
        assert_eq!(
            prepare_sqlite_url("sqlite://x.db?mode=ro").unwrap(),
            "sqlite://x.db?mode=ro"
        );
        std::fs::remove_dir_all(dir).ok();
    }
}
