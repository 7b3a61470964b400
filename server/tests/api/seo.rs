//! robots.txt and the sitemaps, as a crawler reads them, on both databases.

use crate::both_databases;
use crate::helpers::{TestApp, PUBLIC_URL};

/// The `<loc>` values of a sitemap or sitemap index.
fn locs(xml: &str) -> Vec<String> {
    xml.split("<loc>")
        .skip(1)
        .map(|rest| rest.split("</loc>").next().unwrap().to_owned())
        .collect()
}

/// The `<url>` element whose `<loc>` is `loc`.
fn url_entry<'a>(xml: &'a str, loc: &str) -> &'a str {
    let start = xml
        .find(&format!("<loc>{loc}</loc>"))
        .unwrap_or_else(|| panic!("{loc} not listed:\n{xml}"));
    let end = start + xml[start..].find("</url>").unwrap();
    &xml[start..end]
}

/// The sitemap's URLs other than the catalog's.
fn content_locs(xml: &str) -> Vec<String> {
    locs(xml)
        .into_iter()
        .filter(|url| {
            !url.contains("/category/")
                && !url.contains("/product/")
                && !url.contains("/store-locator/")
        })
        .collect()
}

/// (category listings, products, stores) of the demo data: what the sitemaps list besides
/// content.
async fn catalog_counts(app: &TestApp) -> (i64, i64, i64) {
    let categories: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM catalog_categories WHERE parent_id IS NOT NULL")
            .fetch_one(&app.state.db.pool)
            .await
            .unwrap();
    let products: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM catalog_products WHERE master_id IS NULL")
            .fetch_one(&app.state.db.pool)
            .await
            .unwrap();
    let stores: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM stores WHERE store_locator_enabled = 1")
            .fetch_one(&app.state.db.pool)
            .await
            .unwrap();
    (categories, products, stores)
}

/// Publishes a page straight into the table, as `leasefront content import` would.
async fn publish(app: &TestApp, site: &str, id: &str, locale: &str, kind: &str) {
    sqlx::query(
        "INSERT INTO content_pages (site_id, page_id, locale_id, type_id, name, listing_date, \
           page_json, content_hash, updated_at_ms) VALUES ($1, $2, $3, $4, 'Page', NULL, '{}', 'x', 0)",
    )
    .bind(site)
    .bind(id)
    .bind(locale)
    .bind(kind)
    .execute(&app.state.db.pool)
    .await
    .unwrap();
}

/// How many pages (not fragments) the site publishes in the locale: the demo's content.
async fn published_pages(app: &TestApp, site: &str, locale: &str) -> i64 {
    sqlx::query_scalar(
        "SELECT COUNT(*) FROM content_pages WHERE site_id = $1 AND locale_id = $2 \
         AND type_id <> 'fragment'",
    )
    .bind(site)
    .bind(locale)
    .fetch_one(&app.state.db.pool)
    .await
    .unwrap()
}

async fn robots_is_text_and_names_the_sitemap(app: &TestApp) {
    let res = app.get("/robots.txt").await;
    assert_eq!(res.status, 200);
    assert_eq!(res.header("content-type"), "text/plain; charset=utf-8");
    assert_eq!(res.header("cache-control"), "public, max-age=3600");
    let robots = res.text();
    assert!(
        !robots.contains("<html") && !robots.contains("app-config"),
        "{robots}"
    );
    let lines: Vec<&str> = robots.lines().collect();
    assert_eq!(&lines[..2], ["User-agent: *", "Allow: /"]);
    assert!(
        lines.contains(&format!("Sitemap: {PUBLIC_URL}/sitemap.xml").as_str()),
        "{robots}"
    );
    for disallowed in [
        "/dashboard",
        "/northwind/es-US/dashboard",
        "/nw/es/dashboard",
        "/es/dashboard",
        "/account",
        "/checkout",
        "/nwp/en/checkout",
        "/cart",
        "/callback",
        "/idpcallback",
        "/login-redirect",
        "/magic-link",
        "/dev/",
        "/api/",
        "/mobify/",
        "/idp/",
    ] {
        assert!(
            lines.contains(&format!("Disallow: {disallowed}").as_str()),
            "{disallowed}\n{robots}"
        );
    }
    // Public pages stay open.
    for public in ["/", "/customer-login", "/northwind/es-US/"] {
        assert!(
            !lines.contains(&format!("Disallow: {public}").as_str()),
            "{public}"
        );
    }
}
both_databases!(robots_is_text_and_names_the_sitemap);

async fn the_index_lists_a_child_per_site_and_locale(app: &TestApp) {
    let res = app.get("/sitemap.xml").await;
    assert_eq!(res.status, 200);
    assert!(res.header("content-type").starts_with("application/xml"));
    assert_eq!(res.header("cache-control"), "public, max-age=3600");
    let xml = res.text();
    assert!(
        xml.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"),
        "{xml}"
    );
    assert!(
        xml.contains("<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"),
        "{xml}"
    );
    // From the site catalog: every site, every locale, one page each today.
    let mut expected = Vec::new();
    for site in &app.state.sites.sites {
        for locale in &site.l10n.supported_locales {
            expected.push(format!(
                "{PUBLIC_URL}/sitemaps/{}/{}/1.xml",
                site.id, locale.id
            ));
        }
    }
    assert_eq!(expected.len(), 4);
    assert_eq!(locs(&xml), expected);
    assert!(locs(&xml).contains(&format!(
        "{PUBLIC_URL}/sitemaps/northwind-partners/es-US/1.xml"
    )));
    // Every child it names answers.
    for child in locs(&xml) {
        let path = child.strip_prefix(PUBLIC_URL).unwrap();
        assert_eq!(app.get(path).await.status, 200, "{path}");
    }
}
both_databases!(the_index_lists_a_child_per_site_and_locale);

async fn a_child_lists_the_home_page_with_its_alternates(app: &TestApp) {
    let res = app.get("/sitemaps/northwind/es-US/1.xml").await;
    assert_eq!(res.status, 200, "{}", res.text());
    assert!(res.header("content-type").starts_with("application/xml"));
    assert_eq!(res.header("cache-control"), "public, max-age=3600");
    let xml = res.text();
    assert!(
        xml.contains("xmlns:xhtml=\"http://www.w3.org/1999/xhtml\""),
        "{xml}"
    );
    let home = url_entry(&xml, &format!("{PUBLIC_URL}/es-US/"));
    for (hreflang, href) in [
        ("en-US", format!("{PUBLIC_URL}/")),
        ("es-US", format!("{PUBLIC_URL}/es-US/")),
        ("x-default", format!("{PUBLIC_URL}/")),
    ] {
        assert!(
            home.contains(&format!(
                "<xhtml:link rel=\"alternate\" hreflang=\"{hreflang}\" href=\"{href}\"/>"
            )),
            "{hreflang}\n{home}"
        );
    }
    // The demo's pages are listed at their type's address; its fragments (footer, promos,
    // modal) are not.
    let all = locs(&xml);
    assert_eq!(all[0], format!("{PUBLIC_URL}/es-US/"));
    for page in ["how-it-works", "news/partners-pass-forty"] {
        assert!(
            all.contains(&format!("{PUBLIC_URL}/es-US/{page}")),
            "{page}\n{xml}"
        );
    }
    let pages = published_pages(app, "northwind", "es-US").await;
    assert!(pages >= 2);
    // Then every category listing, every store's page and every product (not the variants).
    let (categories, products, stores) = catalog_counts(app).await;
    assert!(stores > 300, "{stores} stores");
    assert_eq!(all.len() as i64, 1 + pages + categories + stores + products);
    assert!(all.contains(&format!("{PUBLIC_URL}/es-US/store-locator/de-be-berlin-1")));
    assert!(all.contains(&format!("{PUBLIC_URL}/es-US/category/furniture")));
    assert!(all.contains(&format!("{PUBLIC_URL}/es-US/product/sofas-001")));
    assert!(!all.contains(&format!("{PUBLIC_URL}/es-US/category/root")));
    assert!(
        !all.iter().any(|url| url.contains("sofas-001-")),
        "no variant"
    );
    let product = url_entry(&xml, &format!("{PUBLIC_URL}/es-US/product/sofas-001"));
    assert!(
        product.contains(&format!(
            "hreflang=\"en-US\" href=\"{PUBLIC_URL}/product/sofas-001\""
        )),
        "{product}"
    );
    for fragment in ["footer", "raf-promo", "compare-modal"] {
        assert!(!xml.contains(fragment), "{fragment}\n{xml}");
    }

    let partners = locs(
        &app.get("/sitemaps/northwind-partners/en-US/1.xml")
            .await
            .text(),
    );
    assert_eq!(partners[0], format!("{PUBLIC_URL}/northwind-partners/"));
    assert!(partners.contains(&format!("{PUBLIC_URL}/northwind-partners/how-it-works")));
}
both_databases!(a_child_lists_the_home_page_with_its_alternates);

async fn unknown_sitemaps_are_not_found(app: &TestApp) {
    for path in [
        "/sitemaps/northwind/es-US/2.xml",
        "/sitemaps/northwind/es-US/0.xml",
        "/sitemaps/northwind/es-US/01.xml",
        "/sitemaps/northwind/es-US/1",
        "/sitemaps/nowhere/en-US/1.xml",
        "/sitemaps/northwind/fr-FR/1.xml",
        // The index writes ids, not aliases.
        "/sitemaps/nw/es/1.xml",
    ] {
        let res = app.get(path).await;
        assert_eq!(res.status, 404, "{path}: {}", res.text());
        assert!(!res.text().contains("app-config"), "{path}");
    }
}
both_databases!(unknown_sitemaps_are_not_found);

async fn a_new_content_page_shows_up_in_its_locales(app: &TestApp) {
    let partners_before = app
        .get("/sitemaps/northwind-partners/en-US/1.xml")
        .await
        .text();
    let en_before = content_locs(&app.get("/sitemaps/northwind/en-US/1.xml").await.text());
    let es_before = content_locs(&app.get("/sitemaps/northwind/es-US/1.xml").await.text());
    for locale in ["en-US", "es-US"] {
        publish(app, "northwind", "our-story", locale, "contentPage").await;
        publish(app, "northwind", "big-day", locale, "newsPage").await;
    }
    publish(app, "northwind", "store-hours", "en-US", "contentPage").await;
    publish(app, "northwind", "a-header", "en-US", "fragment").await;

    let en = app.get("/sitemaps/northwind/en-US/1.xml").await.text();
    let added: Vec<String> = content_locs(&en)
        .into_iter()
        .filter(|url| !en_before.contains(url))
        .collect();
    // In address order.
    assert_eq!(
        added,
        [
            format!("{PUBLIC_URL}/news/big-day"),
            format!("{PUBLIC_URL}/our-story"),
            format!("{PUBLIC_URL}/store-hours"),
        ]
    );
    let story = url_entry(&en, &format!("{PUBLIC_URL}/our-story"));
    assert!(
        story.contains(&format!(
            "hreflang=\"es-US\" href=\"{PUBLIC_URL}/es-US/our-story\""
        )),
        "{story}"
    );
    // English only: no Spanish URL, and no Spanish alternate.
    let hours = url_entry(&en, &format!("{PUBLIC_URL}/store-hours"));
    assert!(!hours.contains("es-US"), "{hours}");
    let es = app.get("/sitemaps/northwind/es-US/1.xml").await.text();
    let added: Vec<String> = content_locs(&es)
        .into_iter()
        .filter(|url| !es_before.contains(url))
        .collect();
    assert_eq!(
        added,
        [
            format!("{PUBLIC_URL}/es-US/news/big-day"),
            format!("{PUBLIC_URL}/es-US/our-story"),
        ]
    );
    // A fragment is no page, and another site's sitemap is unchanged.
    assert!(!en.contains("a-header"), "{en}");
    let partners = app
        .get("/sitemaps/northwind-partners/en-US/1.xml")
        .await
        .text();
    assert_eq!(partners, partners_before);
}
both_databases!(a_new_content_page_shows_up_in_its_locales);

async fn the_sitemap_names_no_private_route(app: &TestApp) {
    let robots = app.get("/robots.txt").await.text();
    let disallowed: Vec<&str> = robots
        .lines()
        .filter_map(|l| l.strip_prefix("Disallow: "))
        .collect();
    for child in locs(&app.get("/sitemap.xml").await.text()) {
        let child = app
            .get(child.strip_prefix(PUBLIC_URL).unwrap())
            .await
            .text();
        for url in locs(&child) {
            let path = url.strip_prefix(PUBLIC_URL).unwrap();
            assert!(
                !disallowed.iter().any(|d| path.starts_with(d)),
                "{path} is disallowed"
            );
        }
    }
}
both_databases!(the_sitemap_names_no_private_route);

#[tokio::test]
async fn the_routes_are_not_api_calls() {
    let app = TestApp::sqlite().await;
    let doc = app.get("/api/openapi.json").await.json();
    let paths = doc["paths"].as_object().unwrap();
    assert!(paths
        .keys()
        .all(|p| !p.contains("robots") && !p.contains("sitemap")));
}

#[tokio::test]
async fn without_sites_robots_still_answers_text() {
    let app = TestApp::sqlite_with(false, |_| {}).await;
    let robots = app.get("/robots.txt").await;
    assert_eq!(robots.status, 200);
    assert!(robots.text().contains("Disallow: /dashboard"));
    let index = app.get("/sitemap.xml").await;
    assert_eq!(index.status, 200);
    assert!(locs(&index.text()).is_empty());
}

async fn ten_thousand_urls_fill_a_child_and_the_next_one_starts(app: &TestApp) {
    // 10,000 English pages + the demo's + the home page + the catalog and the stores: two children for
    // northwind/en-US, the second with the last of the pages and the catalog.
    let demo_pages = published_pages(app, "northwind", "en-US").await;
    sqlx::query(
        "INSERT INTO content_pages (site_id, page_id, locale_id, type_id, name, listing_date, \
           page_json, content_hash, updated_at_ms) \
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000) \
         SELECT 'northwind', 'page-' || CAST(i AS TEXT), 'en-US', 'contentPage', 'Page', NULL, \
           '{}', 'x', 0 FROM n",
    )
    .execute(&app.state.db.pool)
    .await
    .unwrap();
    let index = locs(&app.get("/sitemap.xml").await.text());
    assert!(index.contains(&format!("{PUBLIC_URL}/sitemaps/northwind/en-US/2.xml")));
    assert!(!index.contains(&format!("{PUBLIC_URL}/sitemaps/northwind/es-US/2.xml")));
    assert_eq!(index.len(), 5, "{index:?}");

    let first = locs(&app.get("/sitemaps/northwind/en-US/1.xml").await.text());
    assert_eq!(first.len(), 10_000);
    assert_eq!(first[0], format!("{PUBLIC_URL}/"));
    let second = locs(&app.get("/sitemaps/northwind/en-US/2.xml").await.text());
    let (categories, products, stores) = catalog_counts(app).await;
    assert_eq!(
        second.len() as i64,
        1 + demo_pages + categories + stores + products
    );
    assert!(
        second.iter().all(|url| !first.contains(url)),
        "no URL in two children"
    );
    assert_eq!(app.get("/sitemaps/northwind/en-US/3.xml").await.status, 404);
}
both_databases!(ten_thousand_urls_fill_a_child_and_the_next_one_starts);
