//! How a site's URLs split into child sitemaps, and their XML.

use super::*;

/// At most this many URLs in one child sitemap (sitemaps.org allows 50,000; smaller files
/// keep a 100,000-product catalog at ten children per site and locale, each quick to build).
pub const URLS_PER_SITEMAP: u64 = 10_000;

/// The URL of a child sitemap: `{origin}/sitemaps/{siteId}/{localeId}/{page}.xml`.
pub fn child_sitemap_url(origin: &str, site_id: &str, locale_id: &str, page: u64) -> String {
    format!(
        "{origin}/sitemaps/{}/{}/{page}.xml",
        encode_segment(site_id),
        encode_segment(locale_id)
    )
}

/// The page number of a child sitemap's last path segment: `3.xml` → 3. Only the form the
/// index writes (no zero, no leading zeros, no sign) is accepted.
pub fn parse_page(segment: &str) -> Option<u64> {
    let digits = segment.strip_suffix(".xml")?;
    let page: u64 = digits.parse().ok()?;
    (page >= 1 && page.to_string() == digits).then_some(page)
}

/// How many child sitemaps hold `total` URLs: at least one (holding the home page).
pub fn child_count(total: u64) -> u64 {
    total.div_ceil(URLS_PER_SITEMAP).max(1)
}

/// The part of each section that child sitemap `page` (1-based) holds, when the sections of
/// these lengths are listed one after another: `(section index, offset, limit)`. None when
/// there is no such page.
pub fn page_window(section_lens: &[u64], page: u64) -> Option<Vec<(usize, u64, u64)>> {
    let total: u64 = section_lens.iter().sum();
    if page == 0 || page > child_count(total) {
        return None;
    }
    let start = (page - 1) * URLS_PER_SITEMAP;
    let end = (start + URLS_PER_SITEMAP).min(total);
    let mut windows = Vec::new();
    let mut section_start = 0;
    for (index, &len) in section_lens.iter().enumerate() {
        let section_end = section_start + len;
        let from = start.max(section_start);
        let to = end.min(section_end);
        if from < to {
            windows.push((index, from - section_start, to - from));
        }
        section_start = section_end;
    }
    Some(windows)
}

/// Escapes text for XML content and attribute values.
pub fn xml_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            other => out.push(other),
        }
    }
    out
}

/// The sitemap index: one `<sitemap>` per child URL.
pub fn sitemap_index(child_urls: &[String]) -> String {
    let mut out = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for url in child_urls {
        out.push_str(&format!(
            "  <sitemap><loc>{}</loc></sitemap>\n",
            xml_escape(url)
        ));
    }
    out.push_str("</sitemapindex>\n");
    out
}

/// One URL of a child sitemap and the same page in each locale it exists in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SitemapUrl {
    pub loc: String,
    /// `(hreflang, href)`, every locale of the page including this one, plus `x-default`.
    pub alternates: Vec<(String, String)>,
}

/// A child sitemap (`urlset`) with `xhtml:link` hreflang alternates.
pub fn urlset(urls: &[SitemapUrl]) -> String {
    let mut out = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" \
         xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    for url in urls {
        out.push_str(&format!(
            "  <url>\n    <loc>{}</loc>\n",
            xml_escape(&url.loc)
        ));
        for (hreflang, href) in &url.alternates {
            out.push_str(&format!(
                "    <xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}\"/>\n",
                xml_escape(hreflang),
                xml_escape(href)
            ));
        }
        out.push_str("  </url>\n");
    }
    out.push_str("</urlset>\n");
    out
}

/// A public page of a site: its app path and the locales it exists in (in the site's order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicPage {
    pub path: String,
    pub locales: Vec<String>,
}

/// The sitemap entry of a page in one locale: its canonical URL, and alternates for every
/// locale it exists in plus `x-default` (the site's default locale, when the page has it).
pub fn sitemap_url(
    origin: &str,
    default_site_id: &str,
    site: &Site,
    locale_id: &str,
    page: &PublicPage,
) -> SitemapUrl {
    let url = |locale: &str| page_url(origin, default_site_id, site, locale, &page.path);
    let mut alternates: Vec<(String, String)> =
        page.locales.iter().map(|l| (l.clone(), url(l))).collect();
    if page.locales.contains(&site.l10n.default_locale) {
        alternates.push(("x-default".to_owned(), url(&site.l10n.default_locale)));
    }
    SitemapUrl {
        loc: url(locale_id),
        alternates,
    }
}

/// The content pages of a site from its published pages `(page_id, locale_id, type_id)`: a
/// content or tabbed page (and each tab's slug) at `/{id}` when the id is a page slug no private
/// route takes (`content_page_path`), a news post at `/news/{id}`, a blog post at `/blog/{id}`,
/// a partner's page at `/partner/{id}`; fragments (footer, promotions, the compare modal) are
/// not pages. A page exists in the site's locales it was published in. In path order, locales
/// in the site's order.
pub fn content_pages(site: &Site, rows: &[(String, String, String)]) -> Vec<PublicPage> {
    let mut by_path: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    for (id, locale, kind) in rows {
        let path = match kind.as_str() {
            "contentPage" | "tabbedPage" => content_page_path(id),
            "newsPage" => Some(format!("/news/{}", encode_segment(id))),
            "blogPage" => Some(format!("/blog/{}", encode_segment(id))),
            "partnerPage" => Some(format!("/partner/{}", encode_segment(id))),
            _ => None,
        };
        if let Some(path) = path {
            by_path.entry(path).or_default().push(locale);
        }
    }
    by_path
        .into_iter()
        .filter_map(|(path, published)| {
            let locales: Vec<String> = site
                .l10n
                .supported_locales
                .iter()
                .filter(|l| published.contains(&l.id.as_str()))
                .map(|l| l.id.clone())
                .collect();
            (!locales.is_empty()).then_some(PublicPage { path, locales })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seo::model::test_site as site;

    #[test]
    fn only_canonical_page_numbers_parse() {
        assert_eq!(parse_page("1.xml"), Some(1));
        assert_eq!(parse_page("12.xml"), Some(12));
        for bad in [
            "0.xml",
            "01.xml",
            "+1.xml",
            "1",
            "1.xml.xml",
            ".xml",
            "x.xml",
            "-1.xml",
        ] {
            assert_eq!(parse_page(bad), None, "{bad}");
        }
    }

    #[test]
    fn windows_split_sections_into_pages_of_ten_thousand() {
        assert_eq!(child_count(0), 1);
        assert_eq!(child_count(1), 1);
        assert_eq!(child_count(10_000), 1);
        assert_eq!(child_count(10_001), 2);
        assert_eq!(child_count(100_000), 10);

        assert_eq!(page_window(&[1, 3], 1), Some(vec![(0, 0, 1), (1, 0, 3)]));
        assert_eq!(page_window(&[1, 3], 2), None);
        assert_eq!(page_window(&[1], 0), None);
        assert_eq!(page_window(&[], 1), Some(vec![]));
        // Home, 5 content pages, 100,000 products: 11 children; the second starts mid-catalog.
        let lens = [1, 5, 100_000];
        assert_eq!(page_window(&lens, 2), Some(vec![(2, 9_994, 10_000)]));
        assert_eq!(page_window(&lens, 11), Some(vec![(2, 99_994, 6)]));
        assert_eq!(page_window(&lens, 12), None);
    }

    #[test]
    fn windows_cover_every_url_once_and_never_exceed_the_limit() {
        for lens in [
            vec![1],
            vec![1, 0, 7],
            vec![1, 9_999],
            vec![1, 10_000, 3],
            vec![1, 12, 25_000, 40_001],
            vec![0, 0],
        ] {
            let total: u64 = lens.iter().sum();
            let mut seen = vec![0u64; lens.len()];
            let mut next = vec![0u64; lens.len()];
            for page in 1..=child_count(total) {
                let windows = page_window(&lens, page).unwrap();
                let size: u64 = windows.iter().map(|w| w.2).sum();
                assert!(size <= URLS_PER_SITEMAP, "{lens:?} page {page}");
                if page < child_count(total) {
                    assert_eq!(size, URLS_PER_SITEMAP, "{lens:?} page {page} is full");
                }
                for (section, offset, limit) in windows {
                    assert_eq!(offset, next[section], "{lens:?}: contiguous");
                    next[section] += limit;
                    seen[section] += limit;
                }
            }
            assert_eq!(seen, lens, "every URL exactly once");
            assert!(page_window(&lens, child_count(total) + 1).is_none());
        }
    }

    #[test]
    fn xml_is_escaped() {
        assert_eq!(xml_escape(r#"a&b<c>"d'"#), "a&amp;b&lt;c&gt;&quot;d&apos;");
        let index = sitemap_index(&["https://x/?a=1&b=<2>".to_owned()]);
        assert!(
            index.contains("<loc>https://x/?a=1&amp;b=&lt;2&gt;</loc>"),
            "{index}"
        );
        let set = urlset(&[SitemapUrl {
            loc: "https://x/a&b".into(),
            alternates: vec![("en\"x".into(), "https://x/'".into())],
        }]);
        assert!(set.contains("<loc>https://x/a&amp;b</loc>"), "{set}");
        assert!(
            set.contains(r#"hreflang="en&quot;x" href="https://x/&apos;""#),
            "{set}"
        );
    }

    #[test]
    fn sitemap_urls_carry_alternates_in_every_locale_of_the_page() {
        let s = site("northwind", Some("nw"));
        let page = PublicPage {
            path: "/".into(),
            locales: vec!["en-US".into(), "es-US".into()],
        };
        // Another site than the default: its id leads the path.
        let url = sitemap_url("https://s.example", "main", &s, "es-US", &page);
        assert_eq!(url.loc, "https://s.example/northwind/es-US/");
        assert_eq!(
            url.alternates,
            vec![
                (
                    "en-US".to_owned(),
                    "https://s.example/northwind/".to_owned()
                ),
                (
                    "es-US".to_owned(),
                    "https://s.example/northwind/es-US/".to_owned()
                ),
                (
                    "x-default".to_owned(),
                    "https://s.example/northwind/".to_owned()
                ),
            ]
        );
        // A page only in Spanish has no x-default and no English alternate.
        let spanish = PublicPage {
            path: "/ayuda".into(),
            locales: vec!["es-US".into()],
        };
        let url = sitemap_url("https://s.example", "northwind", &s, "es-US", &spanish);
        assert_eq!(url.loc, "https://s.example/es-US/ayuda");
        assert_eq!(url.alternates.len(), 1);
    }

    #[test]
    fn content_pages_have_their_type_s_address_in_the_locales_they_were_published_in() {
        let s = site("northwind", None);
        let row = |id: &str, locale: &str, kind: &str| {
            (id.to_owned(), locale.to_owned(), kind.to_owned())
        };
        let pages = content_pages(
            &s,
            &[
                row("footer", "en-US", "fragment"),
                row("about-us", "es-US", "contentPage"),
                row("about-us", "en-US", "contentPage"),
                row("aboutleasing", "en-US", "tabbedPage"),
                row("big-news", "en-US", "newsPage"),
                row("a-post", "es-US", "blogPage"),
                row("ashford", "en-US", "partnerPage"),
                row("french-only", "fr-FR", "contentPage"),
                row("dashboard", "en-US", "contentPage"),
                row("Bad Id", "en-US", "contentPage"),
            ],
        );
        let page = |path: &str, locales: &[&str]| PublicPage {
            path: path.into(),
            locales: locales.iter().map(|l| (*l).to_owned()).collect(),
        };
        assert_eq!(
            pages,
            vec![
                page("/about-us", &["en-US", "es-US"]),
                page("/aboutleasing", &["en-US"]),
                page("/blog/a-post", &["es-US"]),
                page("/news/big-news", &["en-US"]),
                page("/partner/ashford", &["en-US"]),
            ]
        );
    }
}
