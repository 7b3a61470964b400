//! `leasefront content import` and the demo's pages: reads page files (`{id}.{locale}.json`),
//! checks every one before anything is written, then publishes them in one transaction — a
//! page whose file did not change is left as it is, so importing twice changes nothing, and a
//! bad file changes nothing at all.

use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

use super::page::{check_page, FileError, PageFile};
use super::store;
use crate::db::Db;

/// The demo's page files, built into the binary (`content/pages/`).
pub const DEMO_PAGES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/demo_pages.rs"));

/// The demo's page files, as `import` takes them.
pub fn demo_files() -> Vec<(String, String)> {
    DEMO_PAGES
        .iter()
        .map(|(name, text)| ((*name).to_owned(), (*text).to_owned()))
        .collect()
}

/// A page file that breaks a rule: which file, where in it and why.
#[derive(Debug, thiserror::Error)]
#[error("{file}: {error}")]
pub struct BadFile {
    pub file: String,
    pub error: FileError,
}

/// A checked page for one locale.
#[derive(Debug, Clone)]
pub struct CheckedPage {
    pub locale: String,
    pub page: PageFile,
    pub json: String,
    pub hash: String,
}

/// What an import changed.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Imported {
    pub pages: usize,
    pub written: usize,
    pub removed: usize,
}

/// Parses and checks one file named `{id}.{locale}.json`.
pub fn check_file(name: &str, text: &str, locales: &[String]) -> Result<CheckedPage, BadFile> {
    let bad = |path: &str, message: String| BadFile {
        file: name.to_owned(),
        error: FileError {
            path: path.to_owned(),
            message,
        },
    };
    let stem = Path::new(name)
        .file_name()
        .and_then(|n| n.to_str())
        .and_then(|n| n.strip_suffix(".json"))
        .unwrap_or_default();
    let Some((id, locale)) = stem.rsplit_once('.') else {
        return Err(bad(
            "",
            "a page file is named {id}.{locale}.json".to_owned(),
        ));
    };
    if !locales.iter().any(|l| l == locale) {
        return Err(bad(
            "",
            format!(
                "'{locale}' is not a locale of the sites ({})",
                locales.join(", ")
            ),
        ));
    }
    let mut deserializer = serde_json::Deserializer::from_str(text);
    let page: PageFile = serde_path_to_error::deserialize(&mut deserializer)
        .map_err(|e| bad(&e.path().to_string(), e.inner().to_string()))?;
    if page.id != id {
        return Err(bad(
            "id",
            format!("the file is named for '{id}' but its id is '{}'", page.id),
        ));
    }
    check_page(&page).map_err(|error| BadFile {
        file: name.to_owned(),
        error,
    })?;
    let json = serde_json::to_string(&page).expect("a page serializes");
    let hash = Sha256::digest(json.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    Ok(CheckedPage {
        locale: locale.to_owned(),
        page,
        json,
        hash,
    })
}

/// Checks every file, then publishes them as the sites' pages (pages without a file are
/// removed). Nothing is written when a file is bad.
pub async fn import(db: &Db, files: &[(String, String)], now_ms: i64) -> anyhow::Result<Imported> {
    let sites = crate::sites::store::site_locales(&db.pool).await?;
    let locales: Vec<String> = {
        let mut all: Vec<String> = sites.iter().map(|(_, l)| l.clone()).collect();
        all.sort();
        all.dedup();
        all
    };
    let mut checked = Vec::new();
    for (name, text) in files {
        checked.push(check_file(name, text, &locales)?);
    }
    let mut tx = db.begin_write().await?;
    let mut imported = Imported {
        pages: checked.len(),
        ..Imported::default()
    };
    let mut kept = Vec::new();
    for page in &checked {
        for (site_id, locale) in &sites {
            let shown = page.page.sites.as_ref().is_none_or(|s| s.contains(site_id));
            if !shown || *locale != page.locale {
                continue;
            }
            kept.push((site_id.clone(), page.page.id.clone(), page.locale.clone()));
            if store::upsert_page(&mut *tx, site_id, page, now_ms).await? {
                imported.written += 1;
            }
        }
    }
    imported.removed = store::remove_pages_except(&mut tx, &kept).await?;
    tx.commit().await?;
    Ok(imported)
}

/// The page files of a folder (`*.json`, not below it), sorted by name.
pub fn read_folder(dir: &Path) -> anyhow::Result<Vec<(String, String)>> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path: PathBuf = entry?.path();
        if path.extension().is_some_and(|e| e == "json") {
            let text = std::fs::read_to_string(&path)?;
            files.push((path.display().to_string(), text));
        }
    }
    files.sort();
    Ok(files)
}
