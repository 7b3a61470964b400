//! The demo content's images and videos: every one a page file names is served, with its
//! type and a cache, and says what it shows, in both languages; unknown ones are 404s.

use super::page_url;
use crate::both_databases;
use crate::helpers::TestApp;

/// Every image a component of the file names, however deep: (path, image, its text).
fn images_of(
    value: &serde_json::Value,
    path: &str,
    out: &mut Vec<(String, String, Option<String>)>,
) {
    use leasefront::content::rules::IMAGE_ALTS;
    match value {
        serde_json::Value::Object(map) => {
            if let Some(data) = map.get("data") {
                for (image, alt) in IMAGE_ALTS {
                    if let Some(src) = data[image].as_str() {
                        let text = data[alt].as_str().map(str::to_owned);
                        out.push((format!("{path}.{image}"), src.to_owned(), text));
                    }
                }
            }
            for (key, inner) in map {
                images_of(inner, &format!("{path}.{key}"), out);
            }
        }
        serde_json::Value::Array(items) => {
            for (i, inner) in items.iter().enumerate() {
                images_of(inner, &format!("{path}[{i}]"), out);
            }
        }
        _ => {}
    }
}

async fn every_image_of_the_demo_s_content_is_served_and_says_what_it_shows(app: &TestApp) {
    let files = leasefront::content::import::demo_files();
    let mut served = std::collections::BTreeSet::new();
    let mut by_page: std::collections::BTreeMap<String, Vec<Vec<String>>> = Default::default();
    let (mut tiles, mut tiles_with_images, mut posts) = (0, 0, 0);
    for (name, text) in &files {
        let page: serde_json::Value = serde_json::from_str(text).unwrap();
        let mut images = Vec::new();
        images_of(&page, "", &mut images);
        for (path, src, alt) in &images {
            let alt = alt.as_deref().unwrap_or_default();
            assert!(
                !alt.trim().is_empty(),
                "{name}{path}: {src} says nothing of what it shows"
            );
            assert!(
                !alt.ends_with(".svg"),
                "{name}{path}: a file name is not a text: {alt}"
            );
            served.insert(src.clone());
        }
        let id = name.split('.').next().unwrap().to_owned();
        by_page.entry(id).or_default().push(
            images
                .iter()
                .map(|(path, src, _)| format!("{path} {src}"))
                .collect(),
        );
        tiles += text.matches("\"commerce_assets.tile\"").count();
        tiles_with_images += text.matches("\"imgFile\"").count();
        if matches!(page["typeId"].as_str(), Some("newsPage" | "blogPage")) {
            posts += 1;
            assert!(
                images
                    .iter()
                    .any(|(path, _, _)| path.ends_with("newsImage") || path.ends_with("blogImage")),
                "{name}: a post without its picture"
            );
        }
    }
    // The same pictures in the same places in every language; only their texts are translated.
    for (id, locales) in &by_page {
        assert!(
            locales.windows(2).all(|w| w[0] == w[1]),
            "{id}: {locales:?}"
        );
    }
    assert!(posts >= 30, "{posts} posts");
    assert!(
        tiles_with_images * 4 >= tiles * 3,
        "{tiles_with_images} of {tiles} tiles have a picture"
    );
    for src in &served {
        let res = app.get(src).await;
        assert_eq!(res.status, 200, "{src}");
        assert_eq!(res.header("content-type"), "image/svg+xml", "{src}");
        assert!(res.header("cache-control").contains("max-age="), "{src}");
        assert!(res.text().starts_with("<svg"), "{src}");
    }
    // The videos too: each one a page plays is here, a WebM.
    let videos: std::collections::BTreeSet<String> = files
        .iter()
        .flat_map(|(_, text)| {
            text.match_indices("\"src\": \"")
                .map(|(at, m)| text[at + m.len()..].split('"').next().unwrap().to_owned())
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(!videos.is_empty(), "the demo plays no video");
    for src in &videos {
        let res = app.get(src).await;
        assert_eq!(res.status, 200, "{src}");
        assert_eq!(res.header("content-type"), "video/webm", "{src}");
        assert!(res.body.len() > 10_000, "{src}");
    }
    // The pages as served carry them (the sanitizer leaves the images' fields alone).
    let page = app.get(&page_url("how-it-works", "es-US")).await.json();
    let tile = &page["regions"][0]["components"][1]["regions"][0]["components"][0]["data"];
    assert_eq!(tile["imgFile"], "/images/content/tile/application.svg");
    assert!(tile["imgAlt"]
        .as_str()
        .unwrap()
        .starts_with("Un portapapeles"));
}
both_databases!(every_image_of_the_demo_s_content_is_served_and_says_what_it_shows);

async fn an_unknown_illustration_or_format_is_a_404(app: &TestApp) {
    for bad in [
        "/images/content/tile/spaceship.svg",
        "/images/content/billboard/storefront.svg",
        "/images/content/tile/storefront.png",
        "/images/content/tile/storefront",
    ] {
        assert_eq!(app.get(bad).await.status, 404, "{bad}");
    }
    let res = app.get("/images/content/banner/storefront.svg").await;
    assert_eq!(res.status, 200);
    assert!(res.text().contains("viewBox=\"0 0 1200 480\""));
    assert_eq!(res.header("x-content-type-options"), "nosniff");
    assert!(res
        .header("content-security-policy")
        .starts_with("default-src 'none'"));
}
both_databases!(an_unknown_illustration_or_format_is_a_404);
