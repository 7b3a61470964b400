//! The rules a page file follows: its id, a listing's date, every component's type and data
//! (by `components::COMPONENT_TYPES`), the regions a layout has, unique ids among siblings, safe
//! links, tabs' slugs. The first broken rule is the error, with its path in the file. Pure.

use std::collections::BTreeSet;

use serde_json::Value;

use super::components::COMPONENT_TYPES;
use super::page::{Component, PageFile, PageType, Region};

/// Where a file broke a rule: the JSON path and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileError {
    pub path: String,
    pub message: String,
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path, self.message)
    }
}

pub(super) fn error(path: impl Into<String>, message: impl Into<String>) -> FileError {
    FileError {
        path: path.into(),
        message: message.into(),
    }
}

fn is_slug(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 100
        && s.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// A tab's address: its label lower-cased with the spaces and ampersands removed.
pub fn tab_slug(label: &str) -> String {
    label
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '&')
        .flat_map(char::to_lowercase)
        .collect()
}

/// A link a page may hold: on this site (`/…`, never `//…`), https, mailto or tel.
fn is_safe_link(link: &str) -> bool {
    (link.starts_with('/') && !link.starts_with("//") && !link.starts_with("/\\"))
        || link.starts_with("https://")
        || link.starts_with("mailto:")
        || link.starts_with("tel:")
}

/// Checks a page file: its id, the date of a listing, every component's type and data, the
/// regions a layout has, that ids are unique among their siblings and links are safe. The
/// first broken rule is the error, with its path in the file.
pub fn check_page(page: &PageFile) -> Result<(), FileError> {
    if !is_slug(&page.id) {
        return Err(error(
            "id",
            "an id is lower-case letters, digits and hyphens",
        ));
    }
    if page.name.trim().is_empty() {
        return Err(error("name", "a page needs a name"));
    }
    if let Some(listing) = &page.listing {
        if parse_date(&listing.date).is_none() {
            return Err(error("listing.date", "a date is YYYY-MM-DD"));
        }
    }
    let listed = matches!(page.type_id, PageType::NewsPage | PageType::BlogPage);
    if listed && page.listing.is_none() {
        return Err(error("listing", "a news or blog post needs its listing"));
    }
    check_regions(&page.regions, "regions")
}

fn parse_date(s: &str) -> Option<time::Date> {
    let format = time::macros::format_description!("[year]-[month]-[day]");
    time::Date::parse(s, format).ok()
}

fn check_regions(regions: &[Region], path: &str) -> Result<(), FileError> {
    let mut ids = BTreeSet::new();
    for (r, region) in regions.iter().enumerate() {
        let here = format!("{path}[{r}]");
        if !ids.insert(region.id.as_str()) {
            return Err(error(
                format!("{here}.id"),
                format!("the region id '{}' is used twice", region.id),
            ));
        }
        let mut component_ids = BTreeSet::new();
        for (c, component) in region.components.iter().enumerate() {
            let at = format!("{here}.components[{c}]");
            if !component_ids.insert(component.id.as_str()) {
                return Err(error(
                    format!("{at}.id"),
                    format!("the component id '{}' is used twice", component.id),
                ));
            }
            check_component(component, &at)?;
        }
    }
    Ok(())
}

fn check_component(component: &Component, at: &str) -> Result<(), FileError> {
    let kind = COMPONENT_TYPES
        .iter()
        .find(|t| t.id == component.type_id)
        .ok_or_else(|| {
            error(
                format!("{at}.typeId"),
                format!("unknown component type '{}'", component.type_id),
            )
        })?;
    (kind.check)(&component.data).map_err(|e| {
        let inner = if e.path == "." {
            String::new()
        } else {
            format!(".{}", e.path)
        };
        error(format!("{at}.data{inner}"), e.message)
    })?;
    check_links(&component.data, &format!("{at}.data"))?;
    check_alts(&component.data, &format!("{at}.data"))?;
    let named: Vec<&str> = match kind.regions {
        None if !component.regions.is_empty() => {
            return Err(error(
                format!("{at}.regions"),
                format!("a {} has no regions", kind.id),
            ));
        }
        None => Vec::new(),
        Some([]) => {
            // Tabs: a region a tab. A tab's slug is its English label's (`tab_slug`), the
            // same in every locale's file so /en/{slug} and /es/{slug} show the same tab
            // (`import::check_file` holds English labels to it, the import the locales).
            let tabs = component.data["tabs"]
                .as_array()
                .map(Vec::as_slice)
                .unwrap_or_default();
            for (t, tab) in tabs.iter().enumerate() {
                if !is_slug(tab["slug"].as_str().unwrap_or_default()) {
                    return Err(error(
                        format!("{at}.data.tabs[{t}].slug"),
                        "a slug is lower-case letters, digits and hyphens",
                    ));
                }
            }
            tabs.iter().filter_map(|t| t["region"].as_str()).collect()
        }
        Some(names) => names.to_vec(),
    };
    for (r, region) in component.regions.iter().enumerate() {
        if !named.contains(&region.id.as_str()) {
            return Err(error(
                format!("{at}.regions[{r}].id"),
                format!("a {} has the regions {}", kind.id, named.join(", ")),
            ));
        }
    }
    check_regions(&component.regions, &format!("{at}.regions"))
}

/// Every string field named like a link or an image must be a safe one.
fn check_links(data: &Value, path: &str) -> Result<(), FileError> {
    match data {
        Value::Object(map) => {
            for (key, value) in map {
                let here = format!("{path}.{key}");
                // `tileLink`, `image`, `poster`… (not `linkText` or `imageAlt`).
                let linky = ["link", "Link", "image", "Image", "imgFile", "poster", "src"]
                    .iter()
                    .any(|word| key.ends_with(word));
                if let (true, Value::String(s)) = (linky, value) {
                    if !is_safe_link(s) {
                        return Err(error(
                            here,
                            "a link is on this site (/…), https, mailto: or tel:",
                        ));
                    }
                }
                check_links(value, &here)?;
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                check_links(item, &format!("{path}[{i}]"))?;
            }
        }
        _ => {}
    }
    Ok(())
}

/// The image fields of a component's data and the field that says what each shows.
pub const IMAGE_ALTS: [(&str, &str); 5] = [
    ("imgFile", "imgAlt"),
    ("image", "imageAlt"),
    ("newsImage", "newsImageAlt"),
    ("blogImage", "blogImageAlt"),
    ("poster", "posterAlt"),
];

/// An image says what it shows: a page naming an image without its text would leave a screen
/// reader's user with a file name. An empty text is allowed on purpose, for a picture that
/// only decorates.
fn check_alts(data: &Value, path: &str) -> Result<(), FileError> {
    for (image, alt) in IMAGE_ALTS {
        if data.get(image).is_some_and(|v| !v.is_null())
            && !data.get(alt).is_some_and(Value::is_string)
        {
            return Err(error(
                format!("{path}.{alt}"),
                format!("an image ({image}) says what it shows in {alt}"),
            ));
        }
    }
    Ok(())
}

/// Every tab of the page's tab layouts, in order: (path in the file, label, slug).
pub fn tabs(regions: &[Region]) -> Vec<(String, String, String)> {
    fn walk(regions: &[Region], path: &str, out: &mut Vec<(String, String, String)>) {
        for (r, region) in regions.iter().enumerate() {
            for (c, component) in region.components.iter().enumerate() {
                let at = format!("{path}[{r}].components[{c}]");
                if let Some(tabs) = component.data.get("tabs").and_then(Value::as_array) {
                    for (t, tab) in tabs.iter().enumerate() {
                        let text = |key: &str| tab[key].as_str().unwrap_or_default().to_owned();
                        out.push((
                            format!("{at}.data.tabs[{t}].slug"),
                            text("label"),
                            text("slug"),
                        ));
                    }
                }
                walk(&component.regions, &format!("{at}.regions"), out);
            }
        }
    }
    let mut out = Vec::new();
    walk(regions, "regions", &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn page_with(component: Value) -> PageFile {
        serde_json::from_value(json!({
            "id": "p", "typeId": "contentPage", "name": "P", "description": "d",
            "regions": [{"id": "main", "components": [component]}]
        }))
        .unwrap()
    }

    fn broken(component: Value) -> FileError {
        check_page(&page_with(component)).unwrap_err()
    }

    #[test]
    fn tab_slugs_are_labels_lower_cased_without_spaces_and_ampersands() {
        assert_eq!(tab_slug("About Leasing"), "aboutleasing");
        assert_eq!(tab_slug("Service & Support"), "servicesupport");
        assert_eq!(tab_slug("E-sign Policy"), "e-signpolicy");
    }

    #[test]
    fn each_type_checks_its_data_and_names_the_field() {
        let error = broken(
            json!({"id": "t", "typeId": "commerce_assets.tile", "data": {"headingText": "h"}}),
        );
        assert_eq!(error.path, "regions[0].components[0].data");
        assert!(error.message.contains("richText"), "{error}");
        let error = broken(json!({"id": "t", "typeId": "commerce_assets.tile",
            "data": {"headingText": "h", "richText": "r", "colour": "red"}}));
        assert!(error.message.contains("colour"), "{error}");
        let error = broken(json!({"id": "t", "typeId": "commerce_assets.carousel"}));
        assert_eq!(error.path, "regions[0].components[0].typeId");
    }

    #[test]
    fn an_image_says_what_it_shows() {
        let tile = |data: Value| json!({"id": "t", "typeId": "commerce_assets.tile", "data": data});
        let error = broken(tile(json!({"headingText": "h", "richText": "r",
            "imgFile": "/images/content/tile/storefront.svg"})));
        assert_eq!(error.path, "regions[0].components[0].data.imgAlt");
        // Said, or said to be decoration.
        for alt in ["A shop front", ""] {
            let page = page_with(tile(json!({"headingText": "h", "richText": "r",
                "imgFile": "/images/content/tile/storefront.svg", "imgAlt": alt})));
            assert!(check_page(&page).is_ok(), "{alt:?}");
        }
        let error = broken(json!({"id": "n", "typeId": "commerce_assets.newsDetail",
            "data": {"newsHeading": "h", "newsTileDate": "2026-01-02", "newsDetail": "d",
            "newsImage": "/images/content/post/newspaper.svg"}}));
        assert_eq!(error.path, "regions[0].components[0].data.newsImageAlt");
    }

    #[test]
    fn layouts_have_their_own_regions_and_tabs_their_slugs() {
        let error = broken(json!({"id": "g", "typeId": "commerce_layouts.grid2",
            "regions": [{"id": "column3", "components": []}]}));
        assert_eq!(error.path, "regions[0].components[0].regions[0].id");
        let error = broken(json!({"id": "b", "typeId": "commerce_assets.banner",
            "data": {"heading": "h"}, "regions": [{"id": "x"}]}));
        assert_eq!(error.path, "regions[0].components[0].regions");
        let tabs = |slug: &str| {
            json!({"id": "tabs", "typeId": "commerce_layouts.tabs",
            "data": {"tabs": [{"region": "about", "label": "About Leasing", "slug": slug}]},
            "regions": [{"id": "about", "components": []}]})
        };
        // A slug is a slug here; that an English label names its slug is the file's rule
        // (import::check_file knows the locale).
        assert!(check_page(&page_with(tabs("aboutleasing"))).is_ok());
        assert_eq!(
            broken(tabs("About Leasing")).path,
            "regions[0].components[0].data.tabs[0].slug"
        );
    }

    fn carousel(data: Value) -> Value {
        json!({"id": "c", "typeId": "commerce_layouts.carousel", "data": data,
        "regions": [{"id": "slides", "components": [
            {"id": "s1", "typeId": "commerce_assets.richText", "data": {"html": "<p>1</p>"}},
            {"id": "s2", "typeId": "commerce_assets.richText", "data": {"html": "<p>2</p>"}}
        ]}]})
    }

    #[test]
    fn a_carousel_holds_its_slides_under_a_label() {
        let full = json!({"label": "What our customers say", "slidesPerView": 3,
            "mobileSlidesPerView": 1, "autoSlide": true, "interval": 8000, "infinite": false});
        assert!(check_page(&page_with(carousel(full))).is_ok());
        // Only the label is needed; the ends of each range are in it.
        assert!(check_page(&page_with(carousel(json!({"label": "Offers"})))).is_ok());
        for (field, value) in [
            ("slidesPerView", 1),
            ("slidesPerView", 6),
            ("mobileSlidesPerView", 6),
            ("interval", 2000),
            ("interval", 20000),
        ] {
            let data = json!({"label": "Offers", field: value});
            assert!(
                check_page(&page_with(carousel(data))).is_ok(),
                "{field}: {value}"
            );
        }
        // Its one region is its slides.
        let mut other = carousel(json!({"label": "Offers"}));
        other["regions"][0]["id"] = json!("column1");
        let error = broken(other);
        assert_eq!(error.path, "regions[0].components[0].regions[0].id");
        assert!(error.message.contains("slides"), "{error}");
        // A slide's own data is checked as any component's.
        let mut bad_slide = carousel(json!({"label": "Offers"}));
        bad_slide["regions"][0]["components"][1]["data"] = json!({});
        assert_eq!(
            broken(bad_slide).path,
            "regions[0].components[0].regions[0].components[1].data"
        );
    }

    #[test]
    fn a_carousel_refuses_a_missing_label_and_numbers_out_of_range_by_their_field() {
        let error = broken(carousel(json!({"slidesPerView": 3})));
        assert_eq!(error.path, "regions[0].components[0].data");
        assert!(error.message.contains("label"), "{error}");
        for (data, field) in [
            (json!({"label": "  "}), "label"),
            (json!({"label": 3}), "label"),
            (
                json!({"label": "Offers", "slidesPerView": 0}),
                "slidesPerView",
            ),
            (
                json!({"label": "Offers", "slidesPerView": 7}),
                "slidesPerView",
            ),
            (
                json!({"label": "Offers", "slidesPerView": 300}),
                "slidesPerView",
            ),
            (
                json!({"label": "Offers", "slidesPerView": -1}),
                "slidesPerView",
            ),
            (
                json!({"label": "Offers", "slidesPerView": "3"}),
                "slidesPerView",
            ),
            (
                json!({"label": "Offers", "mobileSlidesPerView": 0}),
                "mobileSlidesPerView",
            ),
            (
                json!({"label": "Offers", "mobileSlidesPerView": 7}),
                "mobileSlidesPerView",
            ),
            (json!({"label": "Offers", "interval": 1999}), "interval"),
            (json!({"label": "Offers", "interval": 20001}), "interval"),
            (json!({"label": "Offers", "autoSlide": "yes"}), "autoSlide"),
            (json!({"label": "Offers", "infinite": 1}), "infinite"),
        ] {
            let error = broken(carousel(data.clone()));
            assert_eq!(
                error.path,
                format!("regions[0].components[0].data.{field}"),
                "{data}"
            );
        }
        let error = broken(carousel(json!({"label": "Offers", "slidesPerView": 7})));
        assert!(error.message.contains("1 to 6"), "{error}");
        let error = broken(carousel(json!({"label": "Offers", "speed": 3})));
        assert_eq!(error.path, "regions[0].components[0].data.speed");
        assert!(error.message.contains("unknown field"), "{error}");
    }

    #[test]
    fn links_stay_on_the_site_or_go_to_https_mail_or_phone() {
        for bad in [
            "javascript:alert(1)",
            "//evil.example",
            "http://plain.example",
            "data:text/html,x",
        ] {
            let error = broken(json!({"id": "t", "typeId": "commerce_assets.tile",
                "data": {"headingText": "h", "richText": "r", "tileLink": bad}}));
            assert_eq!(
                error.path, "regions[0].components[0].data.tileLink",
                "{bad}"
            );
        }
        // A link's text and an image's alternative text are text.
        let page = page_with(json!({"id": "d", "typeId": "commerce_assets.partnerDetail",
            "data": {"heading": "h", "text": "t", "link": "/marketplace", "linkText": "Shop now",
                "image": "/logo.svg", "imageAlt": "Logo"}}));
        assert!(check_page(&page).is_ok());
        for good in [
            "/marketplace",
            "https://apply.example/start",
            "tel:+18005550199",
            "mailto:a@b.example",
        ] {
            let page = page_with(json!({"id": "t", "typeId": "commerce_assets.tile",
                "data": {"headingText": "h", "richText": "r", "tileLink": good}}));
            assert!(check_page(&page).is_ok(), "{good}");
        }
    }

    #[test]
    fn ids_are_unique_among_siblings() {
        let mut page = page_with(
            json!({"id": "a", "typeId": "commerce_assets.richText", "data": {"html": "x"}}),
        );
        let twin = page.regions[0].components[0].clone();
        page.regions[0].components.push(twin);
        assert_eq!(
            check_page(&page).unwrap_err().path,
            "regions[0].components[1].id"
        );
    }
}
