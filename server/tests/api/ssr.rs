//! Server rendering through a server bundle: the page is in the HTML with its data, private
//! routes get the shell, unknown paths answer 404, a broken render falls back to the shell,
//! and a cached page follows a content change.
//!
//! The bundle here is a small stand-in with the web app's contract (`plan`, `render`), so these
//! tests need no web build; the real bundle is checked by the web tests and end to end.

use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Duration;

use crate::both_databases;
use crate::helpers::TestApp;

const BUNDLE: &str = r#"
globalThis.__leasefront = {
  plan(input) {
    const { url, config } = JSON.parse(input)
    const path = url.split('?')[0]
    if (path === '/dashboard') return JSON.stringify({ status: 200, render: false, requests: [] })
    const known = ['/', '/es/', '/broken', '/greedy', '/sneaky', '/listing']
    if (!known.includes(path)) return JSON.stringify({ status: 404, render: true, requests: [] })
    const locale = path.startsWith('/es') ? 'es-US' : 'en-US'
    const site = config.defaultSiteId
    const requests = [
      { key: ['experience-page', site, locale, 'footer'], path: `/mobify/proxy/api/experience/shopper-experience/v1/organizations/${config.organizationId}/pages/footer?siteId=${site}&locale=${locale}` },
      { key: ['translations', locale], path: `/static/translations/compiled/${locale}.json` },
    ]
    if (path === '/listing') requests.push({ key: ['search'], path: `/mobify/proxy/api/search/shopper-search/v1/organizations/${config.organizationId}/product-search?siteId=${site}&refine=cgid%3Dsofas&sort=price-low-to-high&limit=1` })
    if (path === '/sneaky') requests.push({ key: ['page'], path: '/es/' }, { key: ['far'], path: '//evil.example/x' })
    return JSON.stringify({ status: 200, render: true, requests })
  },
  render(input) {
    const given = JSON.parse(input)
    const { url, config } = given
    // Each 200 answer's body comes as its JSON text.
    const responses = given.responses.map((r) => ({ ...r, body: typeof r.body === 'string' ? JSON.parse(r.body) : r.body }))
    if (url === '/broken') return Promise.reject(new Error('the page threw'))
    if (url === '/greedy') for (;;) {}
    const footer = responses.find((r) => r.key[0] === 'experience-page')
    const footerHtml = footer && footer.body ? footer.body.regions.flatMap((r) => r.components).map((c) => c.data.html).join('') : ''
    const words = responses.find((r) => r.key[0] === 'translations')
    const status = responses.length ? 200 : 404
    const heading = status === 404 ? 'Page not found' : (words && words.body && words.body['home.title']) || 'Home'
    const search = responses.find((r) => r.key[0] === 'search')
    const cheapest = search && search.body ? `<p>cheapest:${search.body.hits[0].productId}:${search.body.hits[0].price}</p>` : ''
    const html = `<h1>${heading}</h1><p>${config.brand.name}</p><footer>${footerHtml}</footer><p>asked:${responses.map((r) => r.key[0]).join(',')}</p>${cheapest}`
    return Promise.resolve({
      html, status,
      head: `<title>${heading} | ${config.brand.name}</title>`,
      state: JSON.stringify({ queries: responses.map((r) => ({ queryKey: r.key })) }),
      lang: url.startsWith('/es') ? 'es-US' : 'en-US',
      module: 'src/app/routes/home.tsx',
    })
  },
}
"#;

/// A built web app with the stand-in server bundle, made once per test run.
fn web_dir_with_bundle() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("leasefront-ssr-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("server")).unwrap();
        std::fs::create_dir_all(dir.join("static/translations/compiled")).unwrap();
        std::fs::write(
            dir.join("index.html"),
            "<!doctype html><html lang=\"en-US\"><head><title>Leasefront</title><!--app-config--></head>\
             <body><div id=\"root\"></div><script type=\"module\" src=\"/assets/index.js\"></script></body></html>",
        )
        .unwrap();
        std::fs::write(dir.join("server/entry-server.js"), BUNDLE).unwrap();
        std::fs::create_dir_all(dir.join(".vite")).unwrap();
        std::fs::write(
            dir.join(".vite/manifest.json"),
            r#"{"index.html": {"file": "assets/index.js", "isEntry": true},
                "src/app/routes/home.tsx": {"file": "assets/home-1.js", "imports": ["index.html"]}}"#,
        )
        .unwrap();
        std::fs::write(
            dir.join("static/translations/compiled/es-US.json"),
            r#"{"home.title":"Compra ahora, paga con el tiempo"}"#,
        )
        .unwrap();
        std::fs::write(
            dir.join("static/translations/compiled/en-US.json"),
            r#"{"home.title":"Shop now, pay over time"}"#,
        )
        .unwrap();
        dir
    })
}

pub fn with_bundle(settings: &mut leasefront::startup::Settings) {
    settings.web_dir = web_dir_with_bundle().clone();
}

async fn public_pages_are_rendered_with_their_data(app: &TestApp) {
    let res = app.get("/es/").await;
    assert_eq!(res.status, 200);
    let html = res.text();
    assert!(html.contains(r#"<html lang="es-US">"#), "{html}");
    assert!(html.contains(r#"<div id="root" data-ssr><h1>Compra ahora, paga con el tiempo</h1><p>Northwind Lease</p>"#), "{html}");
    // The footer page, in Spanish, from the database.
    assert!(html.contains("Política de privacidad"), "{html}");
    assert!(html.contains("<title>Compra ahora, paga con el tiempo | Northwind Lease</title>"));
    assert_eq!(
        html.matches("<title>").count(),
        1,
        "the shell's title is replaced"
    );
    assert!(html.contains(r#"<script id="ssr-state" type="application/json">{"queries":[{"queryKey":["experience-page","northwind","es-US","footer"]}"#));
    // The configuration and the app's script are still there for the browser.
    assert!(html.contains(r#"<script id="app-config" type="application/json">"#));
    // Its code comes after what the page shows (the page reads without it).
    assert!(html.contains(r#"<script type="module" fetchpriority="low" src="/assets/index.js">"#));
    // The page's own chunk is asked for at once, not after the entry script has run.
    assert!(html.contains(
        r#"<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-1.js"></head>"#
    ));
    let cache = res.headers["cache-control"].to_str().unwrap();
    assert!(
        cache.contains("s-maxage=") && cache.contains("stale-while-revalidate="),
        "{cache}"
    );

    let en = app.get("/").await.text();
    assert!(en.contains("<h1>Shop now, pay over time</h1>"), "{en}");
    assert!(en.contains("Privacy policy"), "{en}");
}
both_databases!(
    public_pages_are_rendered_with_their_data,
    demo = true,
    tweak = super::with_bundle
);

async fn private_and_unknown_routes_get_the_shell(app: &TestApp) {
    let res = app.get("/dashboard").await;
    assert_eq!(res.status, 200);
    let html = res.text();
    assert!(html.contains(r#"<div id="root"></div>"#), "{html}");
    assert!(!html.contains("data-ssr"));
    // A page that is not rendered needs its code to show anything: the browser's priority.
    assert!(html.contains(r#"<script type="module" src="/assets/index.js">"#));
    assert_eq!(res.headers["cache-control"], "no-cache");

    let res = app.get("/no-such-page").await;
    assert_eq!(res.status, 404);
    assert!(
        res.text().contains("<h1>Page not found</h1>"),
        "{}",
        res.text()
    );
    assert_eq!(res.headers["cache-control"], "no-cache");
}
both_databases!(
    private_and_unknown_routes_get_the_shell,
    demo = true,
    tweak = super::with_bundle
);

async fn the_render_bundle_and_the_chunk_manifest_are_not_served(app: &TestApp) {
    // The server's render code and the build's manifest are the server's own files: they answer
    // like any unknown page, never with their contents.
    for path in ["/server/entry-server.js", "/.vite/manifest.json"] {
        let res = app.get(path).await;
        assert_eq!(res.status, 404, "{path}");
        let html = res.text();
        assert!(html.contains("<h1>Page not found</h1>"), "{path}: {html}");
        assert!(
            !html.contains("__leasefront") && !html.contains("isEntry"),
            "{path}: {html}"
        );
    }
}
both_databases!(
    the_render_bundle_and_the_chunk_manifest_are_not_served,
    demo = true,
    tweak = super::with_bundle
);

async fn a_broken_render_falls_back_to_the_shell(app: &TestApp) {
    for path in ["/broken", "/greedy"] {
        let res = app.get(path).await;
        assert_eq!(res.status, 200, "{path}");
        let html = res.text();
        assert!(html.contains(r#"<div id="root"></div>"#), "{path}: {html}");
        assert!(html.contains(r#"<script id="app-config""#));
    }
    // The engine that failed was replaced: the next page renders.
    assert!(app.get("/").await.text().contains("data-ssr"));
}
both_databases!(
    a_broken_render_falls_back_to_the_shell,
    demo = true,
    tweak = super::with_bundle
);

async fn a_render_reads_only_our_data_surfaces(app: &TestApp) {
    let html = app.get("/sneaky").await.text();
    // The page and the other host were not asked: only the two data queries were answered.
    assert!(
        html.contains("<p>asked:experience-page,translations</p>"),
        "{html}"
    );
}
both_databases!(
    a_render_reads_only_our_data_surfaces,
    demo = true,
    tweak = super::with_bundle
);

async fn a_cached_page_follows_a_content_change(app: &TestApp) {
    let first = app.get("/").await.text();
    assert!(first.contains("Privacy policy"));
    let renderer = app.state.web.renderer().expect("the bundle is loaded");
    assert_eq!(renderer.cache.len(), 1, "the page is cached");

    sqlx::query(
        "UPDATE content_pages SET page_json = '{\"id\":\"footer\",\"typeId\":\"fragment\",\"name\":\"Footer\",\"description\":\"d\",\"regions\":[{\"id\":\"main\",\"components\":[{\"id\":\"b\",\"typeId\":\"commerce_assets.richText\",\"data\":{\"html\":\"<p>New footer</p>\"}}]}]}' \
         WHERE site_id = 'northwind' AND page_id = 'footer' AND locale_id = 'en-US'",
    )
    .execute(&app.state.db.pool)
    .await
    .unwrap();
    // Within the fresh window the cached page is served as is...
    assert_eq!(app.get("/").await.text(), first);
    // ...after it, the data is asked again and the changed answer renders anew.
    app.advance(Duration::from_secs(6));
    let changed = app.get("/").await.text();
    assert!(
        changed.contains("<footer><p>New footer</p></footer>"),
        "{changed}"
    );
    assert!(!changed.contains("Privacy policy"));
}
both_databases!(
    a_cached_page_follows_a_content_change,
    demo = true,
    tweak = super::with_bundle
);

async fn a_published_content_change_shows_within_a_quarter_second(app: &TestApp) {
    use leasefront::content::import::{demo_files, import};
    let first = app.get("/").await.text();
    assert!(first.contains("Privacy policy"));
    // Importing the same files changes nothing: the cached page is still the page.
    import(&app.state.db, &demo_files(), 1).await.unwrap();
    assert_eq!(app.get("/").await.text(), first);

    let mut files = demo_files();
    let (_, footer) = files
        .iter_mut()
        .find(|(name, _)| name.ends_with("footer.en-US.json"))
        .unwrap();
    *footer = footer.replace("Privacy policy", "Our privacy promise");
    import(&app.state.db, &files, 2).await.unwrap();
    // No wait for the 5 s fresh window: the page was made from an older version of the
    // content, which shows as soon as the version is read again (a quarter of a second).
    app.advance(Duration::from_millis(250));
    let changed = app.get("/").await.text();
    assert!(changed.contains("Our privacy promise"), "{changed}");
    assert!(!changed.contains("Privacy policy"));
}
both_databases!(
    a_published_content_change_shows_within_a_quarter_second,
    demo = true,
    tweak = super::with_bundle
);

async fn a_rendered_listing_follows_a_catalog_change(app: &TestApp) {
    let first = app.get("/listing").await.text();
    assert!(first.contains("<p>cheapest:"), "{first}");
    // A sofa becomes the cheapest: the change feed reaches the index, the page follows.
    let id: String = sqlx::query_scalar(
        "SELECT id FROM catalog_products WHERE primary_category_id = 'sofas' AND kind = 'variant' ORDER BY position DESC LIMIT 1",
    )
    .fetch_one(&app.state.db.pool)
    .await
    .unwrap();
    crate::helpers::set_stock_and_price(app, &id, 5, 1_999).await;
    app.state.search.catch_up(&app.state.db.pool).await.unwrap();
    app.advance(Duration::from_secs(6));
    let changed = app.get("/listing").await.text();
    let master: String = sqlx::query_scalar("SELECT master_id FROM catalog_products WHERE id = $1")
        .bind(&id)
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap();
    assert!(
        changed.contains(&format!("<p>cheapest:{master}:19.99</p>")),
        "{changed}"
    );
}
both_databases!(
    a_rendered_listing_follows_a_catalog_change,
    demo = true,
    tweak = super::with_bundle
);

async fn without_a_server_bundle_pages_are_the_shell(app: &TestApp) {
    let res = app.get("/es/").await;
    assert_eq!(res.status, 200);
    assert!(res.text().contains(r#"<div id="root"></div>"#));
    assert!(app.state.web.renderer().is_none());
}
both_databases!(without_a_server_bundle_pages_are_the_shell);
