//! Content assets on both databases; the pages' images and videos (images.rs).

mod images;

use crate::both_databases;
use crate::helpers::TestApp;

fn content_url(site: &str, id: &str, locale: &str) -> String {
    format!("/mobify/proxy/ocapi/s/{site}/dw/shop/v22_8/content/{id}?locale={locale}")
}

async fn content_assets_come_in_both_locales(app: &TestApp) {
    for id in [
        "integrated-retailer-optional-text",
        "non-integrated-retailer-optional-text",
        "footer-signup-label",
    ] {
        let en = app.get(&content_url("northwind", id, "en-US")).await;
        let es = app.get(&content_url("northwind", id, "es-US")).await;
        assert_eq!(en.status, 200, "{id}: {}", en.text());
        assert_eq!(es.status, 200, "{id}: {}", es.text());
        let (en, es) = (en.json(), es.json());
        assert_eq!(en["id"], id);
        assert_eq!(en["_type"], "content");
        assert!(!en["c_body"].as_str().unwrap().is_empty());
        assert_ne!(en["c_body"], es["c_body"], "{id} is translated");
    }
    let label = app
        .get(&content_url("nw", "footer-signup-label", "es"))
        .await
        .json();
    assert!(label["c_body"].as_str().unwrap().contains("Reciba ofertas"));
}
both_databases!(content_assets_come_in_both_locales);

async fn content_bodies_are_sanitized(app: &TestApp) {
    sqlx::query(
        "INSERT INTO content_assets (site_id, content_id, locale_id, name, body_html) \
         VALUES ('northwind', 'evil', 'en-US', 'Evil', $1)",
    )
    .bind(r#"<p onclick="x()">Hi</p><script>alert(1)</script><a href="javascript:alert(2)">x</a>"#)
    .execute(&app.state.db.pool)
    .await
    .unwrap();
    let body = app
        .get(&content_url("northwind", "evil", "en-US"))
        .await
        .json();
    let html = body["c_body"].as_str().unwrap();
    assert_eq!(html, "<p>Hi</p><a rel=\"noopener noreferrer\">x</a>");
}
both_databases!(content_bodies_are_sanitized);

async fn content_falls_back_to_the_default_locale_and_rejects_bad_input(app: &TestApp) {
    sqlx::query(
        "INSERT INTO content_assets (site_id, content_id, locale_id, name, body_html) \
         VALUES ('northwind', 'english-only', 'en-US', 'English only', '<p>English</p>')",
    )
    .execute(&app.state.db.pool)
    .await
    .unwrap();
    let res = app
        .get(&content_url("northwind", "english-only", "es-US"))
        .await;
    assert_eq!(res.status, 200);
    assert_eq!(res.json()["c_body"], "<p>English</p>");

    let res = app
        .get(&content_url("northwind", "no-such-asset", "en-US"))
        .await;
    assert_eq!(res.status, 404);
    assert!(res.json()["message"]
        .as_str()
        .unwrap()
        .contains("no-such-asset"));

    let res = app
        .get(&content_url("nowhere", "footer-signup-label", "en-US"))
        .await;
    assert_eq!(res.status, 404);
    assert!(res.json()["message"].as_str().unwrap().contains("nowhere"));

    let res = app
        .get(&content_url("northwind", "footer-signup-label", "xx-YY"))
        .await;
    assert_eq!(res.status, 400);
    assert_eq!(res.json()["parameter"], "locale");
}
both_databases!(content_falls_back_to_the_default_locale_and_rejects_bad_input);

async fn content_takes_the_client_id_query_parameter(app: &TestApp) {
    let ok = app
        .get("/mobify/proxy/ocapi/s/northwind/dw/shop/v22_8/content/footer-signup-label?locale=en-US&client_id=northwind-web")
        .await;
    assert_eq!(ok.status, 200, "{}", ok.text());
    let unknown = app
        .get("/mobify/proxy/ocapi/s/northwind/dw/shop/v22_8/content/footer-signup-label?locale=en-US&client_id=nope")
        .await;
    assert_eq!(unknown.status, 400);
    assert_eq!(unknown.json()["parameter"], "client_id");
}
both_databases!(content_takes_the_client_id_query_parameter);

// --- pages and regions ------------------------------------------------------------------------

const PAGES: &str =
    "/mobify/proxy/api/experience/shopper-experience/v1/organizations/f_ecom_northwind/pages";

fn page_url(id: &str, locale: &str) -> String {
    format!("{PAGES}/{id}?siteId=northwind&locale={locale}")
}

async fn pages_come_with_their_regions_in_both_locales(app: &TestApp) {
    let en = app.get(&page_url("how-it-works", "en-US")).await;
    assert_eq!(en.status, 200, "{}", en.text());
    let es = app.get(&page_url("how-it-works", "es-US")).await.json();
    let en = en.json();
    assert_eq!(en["id"], "how-it-works");
    assert_eq!(en["typeId"], "contentPage");
    assert_eq!(en["name"], "How it works");
    assert_eq!(es["name"], "Cómo funciona");
    let main = &en["regions"][0];
    assert_eq!(main["id"], "main");
    let grid = &main["components"][1];
    assert_eq!(grid["typeId"], "commerce_layouts.grid3");
    assert_eq!(grid["regions"].as_array().unwrap().len(), 3);
    let tile = &grid["regions"][0]["components"][0];
    assert_eq!(tile["typeId"], "commerce_assets.tile");
    for field in ["headingText", "richText", "buttonText", "tileLink"] {
        assert!(tile["data"][field].is_string(), "{field}: {tile}");
    }
    assert_ne!(
        tile["data"]["headingText"],
        es["regions"][0]["components"][1]["regions"][0]["components"][0]["data"]["headingText"]
    );
    let news = app.get(&page_url("partners-pass-forty", "es")).await.json();
    assert_eq!(news["typeId"], "newsPage");
    assert_eq!(news["listing"]["date"], "2026-10-14");
    assert_eq!(
        app.get(&page_url("no-such-page", "en-US")).await.status,
        404
    );
    assert_eq!(
        app.get(&page_url("how-it-works", "fr-FR")).await.status,
        400
    );
}
both_databases!(pages_come_with_their_regions_in_both_locales);

/// A page file of one rich-text component holding `html`.
fn rich_text_page(id: &str, html: &str) -> String {
    serde_json::json!({
        "id": id, "typeId": "contentPage", "name": "Attack", "description": "x",
        "regions": [{"id": "main", "components": [
            {"id": "body", "typeId": "commerce_assets.richText", "data": {"html": html}},
            {"id": "more", "typeId": "commerce_assets.accordion", "data": {"items": [{"heading": "h", "body": html}]}}
        ]}]
    })
    .to_string()
}

const ATTACKS: [&str; 10] = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "<a href=\"javascript:alert(1)\">x</a>",
    "<a href=\"JaVaScRiPt:alert(1)\">x</a>",
    "<svg onload=alert(1)></svg>",
    "<iframe src=\"https://evil.example\"></iframe>",
    "<body onload=alert(1)>",
    "<div style=\"background:url(javascript:alert(1))\">x</div>",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    "<object data=\"data:text/html,<script>alert(1)</script>\"></object>",
];

async fn the_html_of_a_page_never_runs_script(app: &TestApp) {
    let mut files = leasefront::content::import::demo_files();
    for (i, attack) in ATTACKS.iter().enumerate() {
        files.push((
            format!("attack-{i}.en-US.json"),
            rich_text_page(&format!("attack-{i}"), attack),
        ));
    }
    leasefront::content::import::import(&app.state.db, &files, 0)
        .await
        .unwrap();
    for (i, attack) in ATTACKS.iter().enumerate() {
        let page = app.get(&page_url(&format!("attack-{i}"), "en-US")).await;
        assert_eq!(page.status, 200, "{}", page.text());
        let page = page.json();
        for html in [
            &page["regions"][0]["components"][0]["data"]["html"],
            &page["regions"][0]["components"][1]["data"]["items"][0]["body"],
        ] {
            let html = html.as_str().unwrap().to_lowercase();
            for bad in [
                "<script",
                "onerror",
                "onload",
                "javascript:",
                "<iframe",
                "<object",
                "<svg",
                "style=",
            ] {
                assert!(!html.contains(bad), "{attack} left {html}");
            }
        }
    }
    // A link that would run script is refused at import.
    let mut bad =
        serde_json::from_str::<serde_json::Value>(&rich_text_page("links", "<p>x</p>")).unwrap();
    bad["regions"][0]["components"][0] = serde_json::json!({"id": "t", "typeId": "commerce_assets.tile",
        "data": {"headingText": "h", "richText": "r", "tileLink": "javascript:alert(1)"}});
    let error = leasefront::content::import::import(
        &app.state.db,
        &[("links.en-US.json".into(), bad.to_string())],
        0,
    )
    .await
    .unwrap_err();
    assert!(
        error
            .to_string()
            .contains("regions[0].components[0].data.tileLink"),
        "{error}"
    );
}
both_databases!(the_html_of_a_page_never_runs_script);

async fn an_import_publishes_good_files_changes_nothing_twice_and_refuses_a_bad_one(app: &TestApp) {
    use leasefront::content::import::{demo_files, import};
    let again = import(&app.state.db, &demo_files(), 1).await.unwrap();
    assert_eq!(again.written, 0, "the demo's pages are there already");
    assert_eq!(again.removed, 0);

    let mut changed = demo_files();
    let (_, text) = changed
        .iter_mut()
        .find(|(name, _)| name.ends_with("how-it-works.en-US.json"))
        .unwrap();
    *text = text.replace("\"How it works\"", "\"How leasing works\"");
    // Both sites show it.
    assert_eq!(import(&app.state.db, &changed, 2).await.unwrap().written, 2);
    assert_eq!(
        app.get(&page_url("how-it-works", "en-US")).await.json()["name"],
        "How leasing works"
    );

    for (broken, path) in [
        (
            r#""typeId": "commerce_assets.tile""#,
            r#""typeId": "commerce_assets.tiles""#,
        ),
        (r#""headingText""#, r#""heading_text""#),
    ] {
        let mut bad = changed.clone();
        let (_, text) = bad
            .iter_mut()
            .find(|(name, _)| name.ends_with("how-it-works.es-US.json"))
            .unwrap();
        *text = text.replacen(broken, path, 1);
        *text = text.replace("\"Cómo funciona\"", "\"Cómo funciona hoy\"");
        let error = import(&app.state.db, &bad, 3)
            .await
            .unwrap_err()
            .to_string();
        assert!(error.contains("how-it-works.es-US.json"), "{error}");
        assert!(
            error.contains("regions[0].components[1].regions[0].components[0]"),
            "{error}"
        );
    }
    // Nothing of the refused imports was published.
    assert_eq!(
        app.get(&page_url("how-it-works", "es-US")).await.json()["name"],
        "Cómo funciona"
    );
    // A page without its file any more is gone.
    let fewer: Vec<_> = changed
        .into_iter()
        .filter(|(name, _)| !name.contains("partners-pass-forty"))
        .collect();
    assert_eq!(
        import(&app.state.db, &fewer, 4).await.unwrap().removed,
        4,
        "two locales, two sites"
    );
    assert_eq!(
        app.get(&page_url("partners-pass-forty", "en-US"))
            .await
            .status,
        404
    );
}
both_databases!(an_import_publishes_good_files_changes_nothing_twice_and_refuses_a_bad_one);

const POSTS: &str =
    "/mobify/proxy/api/custom/content-listing/v1/organizations/f_ecom_northwind/posts";

/// A news or blog post's file.
fn post(id: &str, kind: &str, date: &str) -> String {
    serde_json::json!({
        "id": id, "typeId": kind, "name": format!("Post {id}"), "description": "A post.",
        "listing": {"date": date, "summary": format!("About {id}.")},
        "regions": [{"id": "main", "components": [
            {"id": "body", "typeId": "commerce_assets.richText", "data": {"html": "<p>Text</p>"}}
        ]}]
    })
    .to_string()
}

async fn posts_are_listed_newest_first_a_window_at_a_time(app: &TestApp) {
    use leasefront::content::import::import;
    let mut files: Vec<(String, String)> = (1..=7)
        .map(|day| {
            let id = format!("news-{day}");
            (
                format!("{id}.en-US.json"),
                post(&id, "newsPage", &format!("2026-01-0{day}")),
            )
        })
        .collect();
    files.push((
        "noticias-1.es-US.json".into(),
        post("noticias-1", "newsPage", "2025-12-01"),
    ));
    files.push((
        "a-blog-post.en-US.json".into(),
        post("a-blog-post", "blogPage", "2024-05-05"),
    ));
    import(&app.state.db, &files, 0).await.unwrap();

    let url = |query: &str| format!("{POSTS}?siteId=northwind&{query}");
    let first = app.get(&url("locale=en-US&typeId=newsPage")).await;
    assert_eq!(first.status, 200, "{}", first.text());
    let first = first.json();
    assert_eq!(first["total"], 7);
    assert_eq!(first["limit"], 6);
    let ids: Vec<&str> = first["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        ids,
        ["news-7", "news-6", "news-5", "news-4", "news-3", "news-2"]
    );
    assert_eq!(first["data"][0]["listing"]["summary"], "About news-7.");
    assert_eq!(first["data"][0]["name"], "Post news-7");
    let second = app
        .get(&url("locale=en-US&typeId=newsPage&offset=6"))
        .await
        .json();
    assert_eq!(second["data"].as_array().unwrap().len(), 1);
    assert_eq!(second["data"][0]["id"], "news-1");

    // Spanish lists its own posts; a type without Spanish posts falls back to English.
    let es = app.get(&url("locale=es-US&typeId=newsPage")).await.json();
    assert_eq!(es["total"], 1);
    assert_eq!(es["data"][0]["id"], "noticias-1");
    let blog = app.get(&url("locale=es-US&typeId=blogPage")).await.json();
    assert_eq!(blog["data"][0]["id"], "a-blog-post");

    for (query, field) in [
        ("typeId=contentPage", "typeId"),
        ("typeId=newsPage&limit=0", "limit"),
        ("typeId=newsPage&limit=25", "limit"),
        ("typeId=newsPage&offset=-1", "offset"),
    ] {
        let res = app.get(&url(query)).await;
        assert_eq!(res.status, 400, "{query}");
        assert!(res.text().contains(field), "{query}: {}", res.text());
    }
}
both_databases!(posts_are_listed_newest_first_a_window_at_a_time);

/// A tabbed page's file: tabs `(label, slug)`, a region each.
fn tabbed(id: &str, tabs: &[(&str, &str)]) -> String {
    let regions: Vec<_> = tabs
        .iter()
        .enumerate()
        .map(|(i, (label, _))| serde_json::json!({"id": format!("tab{i}"), "components": [
            {"id": "body", "typeId": "commerce_assets.richText", "data": {"html": format!("<p>{label}</p>")}}
        ]}))
        .collect();
    let tabs: Vec<_> = tabs
        .iter()
        .enumerate()
        .map(|(i, (label, slug))| serde_json::json!({"region": format!("tab{i}"), "label": label, "slug": slug}))
        .collect();
    serde_json::json!({
        "id": id, "typeId": "tabbedPage", "name": "Help", "description": "Help.",
        "regions": [{"id": "main", "components": [
            {"id": "tabs", "typeId": "commerce_layouts.tabs", "data": {"tabs": tabs}, "regions": regions}
        ]}]
    })
    .to_string()
}

async fn a_tabbed_page_answers_at_each_tab_s_address(app: &TestApp) {
    use leasefront::content::import::import;
    let en = tabbed(
        "help",
        &[
            ("About Leasing", "aboutleasing"),
            ("Service & Support", "servicesupport"),
        ],
    );
    let es = tabbed(
        "help",
        &[
            ("Acerca del arrendamiento", "aboutleasing"),
            ("Servicio y soporte", "servicesupport"),
        ],
    );
    let files = vec![
        ("help.en-US.json".to_owned(), en.clone()),
        ("help.es-US.json".to_owned(), es),
    ];
    import(&app.state.db, &files, 0).await.unwrap();
    for (address, locale, label) in [
        ("help", "en-US", "About Leasing"),
        ("servicesupport", "en-US", "About Leasing"),
        ("servicesupport", "es-US", "Acerca del arrendamiento"),
    ] {
        let page = app.get(&page_url(address, locale)).await;
        assert_eq!(page.status, 200, "{address}: {}", page.text());
        let page = page.json();
        assert_eq!(page["id"], "help", "the page, whichever tab's address");
        assert_eq!(
            page["regions"][0]["components"][0]["data"]["tabs"][0]["label"],
            label
        );
    }

    for (bad, message) in [
        // An English label names its slug.
        (
            vec![(
                "help.en-US.json",
                tabbed("help", &[("About Leasing", "about-leasing")]),
            )],
            "the slug of 'About Leasing' is 'aboutleasing'",
        ),
        // Every locale has the English slugs.
        (
            vec![
                ("help.en-US.json", en.clone()),
                (
                    "help.es-US.json",
                    tabbed("help", &[("Acerca", "acerca"), ("Servicio", "servicio")]),
                ),
            ],
            "slugs differ",
        ),
        // A slug can't take another page's address.
        (
            vec![
                ("help.en-US.json", en.clone()),
                (
                    "aboutleasing.en-US.json",
                    rich_text_page("aboutleasing", "<p>x</p>"),
                ),
            ],
            "also a page's id",
        ),
    ] {
        let bad: Vec<(String, String)> = bad.into_iter().map(|(n, t)| (n.to_owned(), t)).collect();
        let error = import(&app.state.db, &bad, 1)
            .await
            .unwrap_err()
            .to_string();
        assert!(error.contains(message), "{error}");
    }
    // The refused imports left the published page as it was.
    assert_eq!(
        app.get(&page_url("aboutleasing", "es-US")).await.status,
        200
    );
}
both_databases!(a_tabbed_page_answers_at_each_tab_s_address);
