//! The two migration folders (`migrations/sqlite`, `migrations/postgres`) describe one
//! schema: the same files, by name, whose statements differ only where the dialects must.
//! Those places are listed in `DIALECT_WORDS`; anything else that differs (a migration in one
//! folder only, a column of another type, a missing index) fails here.

use std::collections::BTreeSet;
use std::path::Path;

/// What each dialect writes for the same thing: (SQLite, PostgreSQL spellings, the common
/// word both become before they are compared).
const DIALECT_WORDS: &[(&str, &[&str], &str)] = &[(
    // A row number the database gives (the change feed's and the leases' `seq`).
    "INTEGER PRIMARY KEY AUTOINCREMENT",
    &[
        "BIGSERIAL PRIMARY KEY",
        "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY",
    ],
    "<generated row number> PRIMARY KEY",
)];

#[derive(Clone, Copy)]
enum Dialect {
    Sqlite,
    Postgres,
}

/// The migration's lines with comments, blank lines and runs of spaces gone and the dialect's
/// own words replaced by the common ones.
fn normalized(sql: &str, dialect: Dialect) -> Vec<String> {
    sql.lines()
        .map(|line| line.split_once("--").map_or(line, |(code, _)| code))
        .map(|line| line.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|line| !line.is_empty())
        .map(|mut line| {
            for (sqlite, postgres, common) in DIALECT_WORDS {
                let spellings: &[&str] = match dialect {
                    Dialect::Sqlite => std::slice::from_ref(sqlite),
                    Dialect::Postgres => postgres,
                };
                for spelling in spellings {
                    line = line.replace(spelling, common);
                }
            }
            line
        })
        .collect()
}

/// Where two migrations of one name differ once normalized: the first differing line.
fn difference(sqlite: &str, postgres: &str) -> Option<String> {
    let (sqlite, postgres) = (
        normalized(sqlite, Dialect::Sqlite),
        normalized(postgres, Dialect::Postgres),
    );
    let longest = sqlite.len().max(postgres.len());
    (0..longest).find_map(|n| {
        let (a, b) = (sqlite.get(n), postgres.get(n));
        (a != b).then(|| {
            format!(
                "statement line {}: SQLite has {:?}, PostgreSQL has {:?}",
                n + 1,
                a.map_or("(nothing)", String::as_str),
                b.map_or("(nothing)", String::as_str)
            )
        })
    })
}

fn file_names(folder: &Path) -> BTreeSet<String> {
    std::fs::read_dir(folder)
        .unwrap_or_else(|e| panic!("reading {}: {e}", folder.display()))
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect()
}

#[test]
fn both_migration_folders_hold_the_same_migrations() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
    let (sqlite, postgres) = (root.join("sqlite"), root.join("postgres"));
    let names = file_names(&sqlite);
    assert_eq!(
        names,
        file_names(&postgres),
        "every migration is written for both databases, under the same name"
    );
    assert!(names.len() >= 12, "the migrations were found");
    let differences: Vec<String> = names
        .iter()
        .filter_map(|name| {
            let read = |folder: &Path| std::fs::read_to_string(folder.join(name)).unwrap();
            difference(&read(&sqlite), &read(&postgres)).map(|d| format!("{name}: {d}"))
        })
        .collect();
    assert!(
        differences.is_empty(),
        "the two dialects differ beyond their listed words:\n{}",
        differences.join("\n")
    );
}

#[test]
fn a_column_that_differs_is_found() {
    let sqlite = "CREATE TABLE t (\n    seq INTEGER PRIMARY KEY AUTOINCREMENT, -- the order\n    a   TEXT NOT NULL\n);";
    let same = "CREATE TABLE t (\n    seq BIGSERIAL PRIMARY KEY,\n    a TEXT NOT NULL\n);";
    assert_eq!(difference(sqlite, same), None);
    let other_type = "CREATE TABLE t (\n    seq BIGSERIAL PRIMARY KEY,\n    a BIGINT NOT NULL\n);";
    assert!(difference(sqlite, other_type).unwrap().contains("a BIGINT"));
    let extra_column =
        "CREATE TABLE t (\n    seq BIGSERIAL PRIMARY KEY,\n    a TEXT NOT NULL,\n    b TEXT\n);";
    assert!(difference(sqlite, extra_column).is_some());
    // A word of one dialect written in the other is a difference, not a spelling.
    let sqlite_word_in_postgres = sqlite.replace("-- the order", "");
    assert!(difference(sqlite, &sqlite_word_in_postgres).is_some());
}
