//! Builds the demo's content pages (`content/pages/*.json`) into the binary: `demo_pages.rs`
//! lists each file's name and text for `content::import::DEMO_PAGES`.

use std::path::Path;

fn main() {
    // Read when the script runs, not when it was compiled: a target folder shared by several
    // checkouts (a CI cache, a second worktree) may reuse a script compiled in another one.
    let manifest_dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&manifest_dir).join("../content/pages");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("content/pages")
        .map(|entry| entry.expect("a content file").path())
        .filter(|path| path.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    let mut out = String::from("&[\n");
    for path in files {
        println!("cargo:rerun-if-changed={}", path.display());
        let name = path.file_name().unwrap().to_str().unwrap();
        out.push_str(&format!(
            "    ({name:?}, include_str!({:?})),\n",
            path.display().to_string()
        ));
    }
    out.push(']');
    let target = Path::new(&std::env::var("OUT_DIR").unwrap()).join("demo_pages.rs");
    std::fs::write(target, out).expect("demo_pages.rs");
}
