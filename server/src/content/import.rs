//! `leasefront content import` and the demo's pages: reads page files (`{id}.{locale}.json`),
//! checks every one before anything is written, then publishes them in one transaction — a
//! page whose file did not change is left as it is, so importing twice changes nothing, and a
//! bad file changes nothing at all.

use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

use super::page::{PageFile, PageType};
use super::rules::{check_page, error, tab_slug, tabs, FileError};
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
    if locale.starts_with("en") {
        for (path, label, slug) in tabs(&page.regions) {
            if slug != tab_slug(&label) {
                return Err(bad(
                    &path,
                    format!("the slug of '{label}' is '{}'", tab_slug(&label)),
                ));
            }
        }
    }
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
    let sites = crate::sites::operations::site_locales(&db.pool).await?;
    let locales: Vec<String> = {
        let mut all: Vec<String> = sites.iter().map(|(_, l)| l.clone()).collect();
        all.sort();
        all.dedup();
        all
    };
    let checked = check_files(files, &locales)?;
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
            for address in addresses(&page.page) {
                kept.push((site_id.clone(), address.clone(), page.locale.clone()));
                if store::upsert_page(&mut *tx, site_id, &address, page, now_ms).await? {
                    imported.written += 1;
                }
            }
        }
    }
    imported.removed = store::remove_pages_except(&mut tx, &kept).await?;
    if imported.written > 0 || imported.removed > 0 {
        store::bump_content_version(&mut tx).await?;
    }
    tx.commit().await?;
    Ok(imported)
}

/// Checks every file, then what files must agree on: a tabbed page's tabs are the same slugs
/// in every locale, and no tab's slug is another page's id.
pub fn check_files(
    files: &[(String, String)],
    locales: &[String],
) -> Result<Vec<CheckedPage>, BadFile> {
    let mut checked = Vec::new();
    for (name, text) in files {
        checked.push(check_file(name, text, locales)?);
    }
    let slugs = |page: &PageFile| -> Vec<String> {
        tabs(&page.regions).into_iter().map(|(_, _, s)| s).collect()
    };
    for (name, page) in files.iter().map(|f| &f.0).zip(&checked) {
        let bad = |message: String| BadFile {
            file: name.clone(),
            error: error("regions", message),
        };
        if let Some(other) = checked
            .iter()
            .find(|o| o.page.id == page.page.id && slugs(&o.page) != slugs(&page.page))
        {
            return Err(bad(format!(
                "its tabs' slugs differ from the {} file's; every locale uses the English ones",
                other.locale
            )));
        }
        if page.page.type_id == PageType::TabbedPage {
            if let Some(clash) = slugs(&page.page)
                .into_iter()
                .find(|slug| checked.iter().any(|o| o.page.id == *slug))
            {
                return Err(bad(format!("the tab slug '{clash}' is also a page's id")));
            }
        }
    }
    Ok(checked)
}

/// Where a page is published: its id, and a tabbed page also at each tab's slug, so
/// `/en/{slug}` finds it.
fn addresses(page: &PageFile) -> Vec<String> {
    let mut addresses = vec![page.id.clone()];
    if page.type_id == PageType::TabbedPage {
        for (_, _, slug) in tabs(&page.regions) {
            if !addresses.contains(&slug) {
                addresses.push(slug);
            }
        }
    }
    addresses
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
