//! What each kind of page component holds in its `data`, and the table of component types:
//! the regions a layout has, the data fields holding HTML, and the rules of each type's data
//! (its struct, read with `deny_unknown_fields`).

use serde::de::{DeserializeOwned, Error as _};
use serde::{Deserialize, Deserializer};
use serde_json::Value;
use utoipa::ToSchema;

use super::rules::{error, FileError};

/// A banner: a heading over an image, with an optional call to action.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BannerData {
    pub heading: String,
    #[serde(default)]
    pub text: Option<String>,
    #[serde(default)]
    pub image: Option<String>,
    #[serde(default)]
    pub image_alt: Option<String>,
    #[serde(default)]
    pub button_text: Option<String>,
    #[serde(default)]
    pub button_link: Option<String>,
}

/// A tile (the fields the storefront reads: `headingText, richText, buttonText, tileLink,
/// imgFile, imgAlt`).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TileData {
    pub heading_text: String,
    /// HTML.
    pub rich_text: String,
    #[serde(default)]
    pub button_text: Option<String>,
    #[serde(default)]
    pub tile_link: Option<String>,
    #[serde(default)]
    pub img_file: Option<String>,
    #[serde(default)]
    pub img_alt: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AccordionItem {
    pub heading: String,
    /// HTML.
    pub body: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AccordionData {
    #[serde(default)]
    pub heading: Option<String>,
    pub items: Vec<AccordionItem>,
}

/// A summary with more behind a Read more toggle.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReadMoreData {
    /// HTML.
    pub summary: String,
    /// HTML.
    pub more: String,
}

/// A poster that becomes the player when played.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct VideoData {
    pub title: String,
    pub poster: String,
    pub poster_alt: String,
    /// A video file on this site (`/…`).
    pub src: String,
    #[serde(default)]
    pub captions: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RichTextData {
    /// HTML.
    pub html: String,
}

/// Products of a category (or the ones named), a row that scrolls.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProductCarouselData {
    pub heading: String,
    #[serde(default)]
    pub category_id: Option<String>,
    #[serde(default)]
    pub product_ids: Vec<String>,
    #[serde(default)]
    pub limit: Option<u32>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewsDetailData {
    pub news_heading: String,
    #[serde(default)]
    pub news_sub_heading: Option<String>,
    /// YYYY-MM-DD.
    pub news_tile_date: String,
    /// HTML.
    pub news_detail: String,
    #[serde(default)]
    pub news_image: Option<String>,
    /// What the news image shows.
    #[serde(default)]
    pub news_image_alt: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BlogDetailData {
    pub blog_heading: String,
    /// YYYY-MM-DD.
    pub blog_date: String,
    #[serde(default)]
    pub blog_image: Option<String>,
    #[serde(default)]
    pub blog_image_alt: Option<String>,
    /// HTML.
    pub blog_detail: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReviewTileData {
    /// The category the review belongs to; a list filtered to another hides it.
    pub reviews_category: String,
    pub review_heading: String,
    pub reviews_detail_text: String,
    pub reviewer_name: String,
}

/// A partner's (or a report's) detail: a heading, a logo and text.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DetailData {
    pub heading: String,
    #[serde(default)]
    pub image: Option<String>,
    #[serde(default)]
    pub image_alt: Option<String>,
    /// HTML.
    pub text: String,
    #[serde(default)]
    pub link: Option<String>,
    #[serde(default)]
    pub link_text: Option<String>,
}

/// A button that opens one of the lead forms.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LeadFormData {
    /// `partner` or `report`.
    pub form: String,
    pub heading: String,
    pub text: String,
    pub button_text: String,
}

/// A collapsible region's title.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CollapsibleData {
    pub title: String,
    #[serde(default)]
    pub open: bool,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Tab {
    /// The region that holds the tab's content.
    pub region: String,
    pub label: String,
    /// The tab's address (`/en/{slug}`): its label lower-cased without spaces and ampersands.
    pub slug: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TabsData {
    pub tabs: Vec<Tab>,
}

/// The retailer category layout: the marketplace category's retailers.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RetailerCategoryData {
    pub category_id: String,
}

/// A carousel of slides, its `slides` region's components, one a slide. Without a number the
/// web app shows three slides side by side on a desktop and one on a phone.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CarouselData {
    /// The carousel's accessible name: what its slides are about.
    #[serde(deserialize_with = "text")]
    #[schema(min_length = 1)]
    pub label: String,
    /// Slides side by side on a desktop, 1 to 6.
    #[serde(default, deserialize_with = "within::<_, u8, 1, 6>")]
    #[schema(minimum = 1, maximum = 6)]
    pub slides_per_view: Option<u8>,
    /// Slides side by side on a phone, 1 to 6.
    #[serde(default, deserialize_with = "within::<_, u8, 1, 6>")]
    #[schema(minimum = 1, maximum = 6)]
    pub mobile_slides_per_view: Option<u8>,
    /// Moves on by itself (the shopper can pause it); off when absent.
    #[serde(default)]
    pub auto_slide: Option<bool>,
    /// How long each view stays when it moves by itself, in ms (2000 to 20000).
    #[serde(default, deserialize_with = "within::<_, u32, 2000, 20000>")]
    #[schema(minimum = 2000, maximum = 20000)]
    pub interval: Option<u32>,
    /// After the last slide comes the first again; on when absent.
    #[serde(default)]
    pub infinite: Option<bool>,
}

/// A text a shopper reads (or hears): a blank one names nothing.
fn text<'de, D: Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    let text = String::deserialize(deserializer)?;
    if text.trim().is_empty() {
        return Err(D::Error::custom("a text that is not blank"));
    }
    Ok(text)
}

/// A number from `MIN` to `MAX` when present: a carousel outside them would not work (no
/// slides, more than a row holds, a pace no one can read at).
fn within<'de, D, T, const MIN: u32, const MAX: u32>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de> + Copy + Into<u32>,
{
    let value = Option::<T>::deserialize(deserializer)?;
    match value {
        Some(n) if !(MIN..=MAX).contains(&n.into()) => Err(D::Error::custom(format!(
            "a number from {MIN} to {MAX}, not {}",
            n.into()
        ))),
        _ => Ok(value),
    }
}

/// A layout's data (the grids and the 3/9 split have none).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NoData {}

pub(super) struct ComponentType {
    pub id: &'static str,
    /// The regions a layout has (`None`: not a layout; `Some(&[])`: regions named by its data).
    pub regions: Option<&'static [&'static str]>,
    /// The data fields holding HTML (sanitized when served), `items[].body` for a list's.
    pub html: &'static [&'static str],
    pub check: fn(&Value) -> Result<(), FileError>,
}

fn check_as<T: DeserializeOwned>(data: &Value) -> Result<(), FileError> {
    serde_path_to_error::deserialize::<_, T>(data)
        .map(drop)
        .map_err(|e| error(e.path().to_string(), e.inner().to_string()))
}

macro_rules! types {
    ($($id:literal => $data:ty, regions: $regions:expr, html: [$($html:literal),*];)*) => {
        pub(super) const COMPONENT_TYPES: &[ComponentType] = &[$(ComponentType {
            id: $id,
            regions: $regions,
            html: &[$($html),*],
            check: check_as::<$data>,
        }),*];
    };
}

types! {
    "commerce_layouts.grid1" => NoData, regions: Some(&["column1"]), html: [];
    "commerce_layouts.grid2" => NoData, regions: Some(&["column1", "column2"]), html: [];
    "commerce_layouts.grid3" => NoData, regions: Some(&["column1", "column2", "column3"]), html: [];
    "commerce_layouts.split3_9" => NoData, regions: Some(&["left", "right"]), html: [];
    "commerce_layouts.collapsible" => CollapsibleData, regions: Some(&["content"]), html: [];
    "commerce_layouts.tabs" => TabsData, regions: Some(&[]), html: [];
    "commerce_layouts.carousel" => CarouselData, regions: Some(&["slides"]), html: [];
    "commerce_layouts.retailerCategory" => RetailerCategoryData, regions: None, html: [];
    "commerce_assets.banner" => BannerData, regions: None, html: [];
    "commerce_assets.tile" => TileData, regions: None, html: ["richText"];
    "commerce_assets.accordion" => AccordionData, regions: None, html: ["items[].body"];
    "commerce_assets.readMore" => ReadMoreData, regions: None, html: ["summary", "more"];
    "commerce_assets.video" => VideoData, regions: None, html: [];
    "commerce_assets.richText" => RichTextData, regions: None, html: ["html"];
    "commerce_assets.productCarousel" => ProductCarouselData, regions: None, html: [];
    "commerce_assets.newsDetail" => NewsDetailData, regions: None, html: ["newsDetail"];
    "commerce_assets.blogDetail" => BlogDetailData, regions: None, html: ["blogDetail"];
    "commerce_assets.reviewTile" => ReviewTileData, regions: None, html: [];
    "commerce_assets.partnerDetail" => DetailData, regions: None, html: ["text"];
    "commerce_assets.reportDetail" => DetailData, regions: None, html: ["text"];
    "commerce_assets.leadForm" => LeadFormData, regions: None, html: [];
}

/// Every component type a page may use.
pub fn component_type_ids() -> impl Iterator<Item = &'static str> {
    COMPONENT_TYPES.iter().map(|t| t.id)
}
