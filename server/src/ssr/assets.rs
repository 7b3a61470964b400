//! The client build's chunk manifest (`web/dist/.vite/manifest.json`): which JavaScript chunks
//! a page module needs, so a rendered page can ask for them at once (`modulepreload`) instead of
//! after the entry script has run. Without them the browser learns of the page's chunk only when
//! the entry runs, and hydration waits for a second round trip. A page's own stylesheets (the
//! CSS its lazily loaded chunks import, such as a listing's tiles) go into the page itself, as
//! the app's main stylesheet does: the rendered page is styled from the first paint without
//! waiting on another request, and the first load of every other page does not carry them.

use std::collections::{BTreeSet, HashMap};
use std::path::Path;

use serde::Deserialize;

/// Where Vite writes the manifest inside the built app folder.
pub const MANIFEST: &str = ".vite/manifest.json";

#[derive(Debug, Clone, Deserialize)]
struct Chunk {
    file: String,
    #[serde(default)]
    imports: Vec<String>,
    #[serde(default)]
    css: Vec<String>,
    #[serde(default, rename = "isEntry")]
    is_entry: bool,
}

#[derive(Debug, Clone, Default)]
pub struct ChunkManifest {
    chunks: HashMap<String, Chunk>,
    /// The chunks' stylesheets that can go into a page, by file (`assets/…css`).
    inline_css: HashMap<String, String>,
}

/// Largest stylesheet worth putting into a page; a bigger one stays a cached request.
const MAX_INLINE_CSS: usize = 64 * 1024;

/// The built stylesheet at `file` (`assets/…css`, hashed, so its content is fixed) when it can
/// go into a `<style>` element: present, small enough, and unable to close the element.
pub fn inlinable_css(dir: &Path, file: &str) -> Option<String> {
    if !is_asset_file(file, ".css") {
        return None;
    }
    std::fs::read_to_string(dir.join(file))
        .ok()
        .filter(|css| css.len() <= MAX_INLINE_CSS && !css.to_ascii_lowercase().contains("</style"))
}

impl ChunkManifest {
    /// The manifest of the app built in `dir`, with the stylesheets its chunks import; empty
    /// (no preloads) when there is none.
    pub fn load(dir: &Path) -> Self {
        let path = dir.join(MANIFEST);
        let Ok(text) = std::fs::read_to_string(&path) else {
            return Self::default();
        };
        let mut manifest = Self::parse(&text).unwrap_or_else(|error| {
            tracing::warn!(path = %path.display(), %error, "unreadable chunk manifest: no preloads");
            Self::default()
        });
        let files: BTreeSet<String> = manifest
            .chunks
            .values()
            .filter(|chunk| !chunk.is_entry)
            .flat_map(|chunk| chunk.css.iter().cloned())
            .collect();
        manifest.inline_css = files
            .into_iter()
            .filter_map(|file| inlinable_css(dir, &file).map(|css| (file, css)))
            .collect();
        manifest
    }

    pub fn parse(text: &str) -> Result<Self, serde_json::Error> {
        Ok(Self {
            chunks: serde_json::from_str(text)?,
            inline_css: HashMap::new(),
        })
    }

    /// The stylesheets of the module's chunk and of every chunk it imports, then
    /// `<link rel="modulepreload">` for those chunks, besides the entry (the page's own tags load
    /// it). Empty for a module the build doesn't know.
    ///
    /// A stylesheet that can go into the page is a `<style>` followed by its link, `disabled`:
    /// the browser does not fetch a disabled stylesheet, and the app's module loader, which
    /// adds a chunk's stylesheet when the chunk is imported unless a stylesheet link to it is
    /// already there, finds it and adds nothing. Any other is a plain link.
    pub fn preload_links(&self, module: &str) -> String {
        let mut files = BTreeSet::new();
        let mut stylesheets = BTreeSet::new();
        let mut seen = BTreeSet::new();
        let mut pending = vec![module];
        while let Some(key) = pending.pop() {
            if !seen.insert(key) {
                continue;
            }
            let Some(chunk) = self.chunks.get(key) else {
                continue;
            };
            if chunk.is_entry {
                continue;
            }
            if is_asset_file(&chunk.file, ".js") {
                files.insert(chunk.file.as_str());
            }
            let css = chunk.css.iter().filter(|file| is_asset_file(file, ".css"));
            stylesheets.extend(css.map(String::as_str));
            pending.extend(chunk.imports.iter().map(String::as_str));
        }
        let stylesheets = stylesheets
            .into_iter()
            .map(|file| match self.inline_css.get(file) {
                Some(css) => format!(
                    r#"<style>{css}</style><link rel="stylesheet" crossorigin href="/{file}" disabled>"#
                ),
                None => format!(r#"<link rel="stylesheet" crossorigin href="/{file}">"#),
            });
        let scripts = files
            .into_iter()
            .map(|file| format!(r#"<link rel="modulepreload" crossorigin href="/{file}">"#));
        stylesheets.chain(scripts).collect()
    }
}

/// A built file name with this extension: nothing that could leave the attribute or the assets
/// folder.
fn is_asset_file(file: &str, extension: &str) -> bool {
    file.starts_with("assets/")
        && file.ends_with(extension)
        && !file.contains("..")
        && file
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '/' | '.' | '-' | '_'))
}

#[cfg(test)]
mod tests {
    use super::*;

    const MANIFEST_JSON: &str = r#"{
      "index.html": {"file": "assets/index-A.js", "isEntry": true, "css": ["assets/index.css"]},
      "_head-B.js": {"file": "assets/head-B.js", "imports": ["index.html"]},
      "_form-C.js": {"file": "assets/form-C.js", "imports": ["index.html", "_head-B.js"], "css": ["assets/form-C.css", "assets/x\"><script>.css"]},
      "src/app/routes/login.tsx": {"file": "assets/login-D.js", "imports": ["index.html", "_form-C.js", "_head-B.js"], "isDynamicEntry": true},
      "src/app/routes/evil.tsx": {"file": "assets/x\"><script>.js", "imports": []}
    }"#;

    #[test]
    fn a_page_preloads_its_chunk_and_what_it_imports_but_not_the_entry_and_links_their_stylesheets()
    {
        let manifest = ChunkManifest::parse(MANIFEST_JSON).unwrap();
        assert_eq!(
            manifest.preload_links("src/app/routes/login.tsx"),
            concat!(
                r#"<link rel="stylesheet" crossorigin href="/assets/form-C.css">"#,
                r#"<link rel="modulepreload" crossorigin href="/assets/form-C.js">"#,
                r#"<link rel="modulepreload" crossorigin href="/assets/head-B.js">"#,
                r#"<link rel="modulepreload" crossorigin href="/assets/login-D.js">"#,
            )
        );
    }

    #[test]
    fn a_small_stylesheet_goes_into_the_page_before_its_disabled_link() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join(".vite")).unwrap();
        std::fs::create_dir_all(dir.path().join("assets")).unwrap();
        std::fs::write(dir.path().join(MANIFEST), MANIFEST_JSON).unwrap();
        std::fs::write(dir.path().join("assets/form-C.css"), ".form{gap:1rem}").unwrap();
        let manifest = ChunkManifest::load(dir.path());
        assert!(manifest
            .preload_links("src/app/routes/login.tsx")
            .starts_with(concat!(
                "<style>.form{gap:1rem}</style>",
                r#"<link rel="stylesheet" crossorigin href="/assets/form-C.css" disabled>"#,
                r#"<link rel="modulepreload" crossorigin href="/assets/form-C.js">"#,
            )));

        // One that could close the element, or too big, stays a link.
        std::fs::write(dir.path().join("assets/form-C.css"), "x{}</STYLE><script>").unwrap();
        let manifest = ChunkManifest::load(dir.path());
        assert!(manifest
            .preload_links("src/app/routes/login.tsx")
            .starts_with(r#"<link rel="stylesheet" crossorigin href="/assets/form-C.css"><link rel="modulepreload""#));
        std::fs::write(
            dir.path().join("assets/form-C.css"),
            "x".repeat(MAX_INLINE_CSS + 1),
        )
        .unwrap();
        let manifest = ChunkManifest::load(dir.path());
        assert!(!manifest
            .preload_links("src/app/routes/login.tsx")
            .contains("<style>"));
    }

    #[test]
    fn unknown_modules_and_strange_file_names_preload_nothing() {
        let manifest = ChunkManifest::parse(MANIFEST_JSON).unwrap();
        assert_eq!(manifest.preload_links("src/app/routes/nope.tsx"), "");
        assert_eq!(manifest.preload_links("src/app/routes/evil.tsx"), "");
        assert_eq!(manifest.preload_links("index.html"), "");
    }
}
