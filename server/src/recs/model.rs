//! The recommendation calls' types and pure rules: the eleven activities and what each must
//! carry (read from the JSON body field by field, so a bad one is a 400 naming it), what is
//! kept of an activity (no personal identifier), the visitor's keyed hash, the per-address
//! token bucket, the recommenders and the zones that name them.

use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use sha2::Sha256;

/// Products one activity or one recommendation request may carry.
pub const MAX_PRODUCTS: usize = 50;
/// The longest cookie id (the storefront's is a UUID).
pub const MAX_COOKIE_ID_CHARS: usize = 64;
/// The longest id (product, category, basket, recommendation) or short name.
pub const MAX_ID_CHARS: usize = 100;
/// The longest free text (search text, step name, realm, user id).
pub const MAX_TEXT_CHARS: usize = 256;
/// The longest page address.
pub const MAX_LOCATION_CHARS: usize = 2048;
/// The most of one product in a basket line.
pub const MAX_QUANTITY: i64 = 999;
/// The highest price or amount, in cents (a million dollars).
pub const MAX_PRICE_CENTS: i64 = 100_000_000;
/// Recommendations answered when `limit` is not given, and the most one call answers.
pub const DEFAULT_LIMIT: usize = 10;
pub const MAX_LIMIT: usize = 50;

/// The activities the storefront reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ActivityKind {
    ViewProduct,
    ViewSearch,
    ClickSearch,
    ViewCategory,
    ClickCategory,
    ViewReco,
    ClickReco,
    ViewPage,
    BeginCheckout,
    CheckoutStep,
    AddToCart,
}

impl ActivityKind {
    pub const ALL: [ActivityKind; 11] = [
        ActivityKind::ViewProduct,
        ActivityKind::ViewSearch,
        ActivityKind::ClickSearch,
        ActivityKind::ViewCategory,
        ActivityKind::ClickCategory,
        ActivityKind::ViewReco,
        ActivityKind::ClickReco,
        ActivityKind::ViewPage,
        ActivityKind::BeginCheckout,
        ActivityKind::CheckoutStep,
        ActivityKind::AddToCart,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            ActivityKind::ViewProduct => "viewProduct",
            ActivityKind::ViewSearch => "viewSearch",
            ActivityKind::ClickSearch => "clickSearch",
            ActivityKind::ViewCategory => "viewCategory",
            ActivityKind::ClickCategory => "clickCategory",
            ActivityKind::ViewReco => "viewReco",
            ActivityKind::ClickReco => "clickReco",
            ActivityKind::ViewPage => "viewPage",
            ActivityKind::BeginCheckout => "beginCheckout",
            ActivityKind::CheckoutStep => "checkoutStep",
            ActivityKind::AddToCart => "addToCart",
        }
    }

    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.as_str() == name)
    }

    /// The shopper looked at the products it carries (a product page, or a click that opens
    /// one): what "viewed" means to the recommenders.
    pub fn is_view(self) -> bool {
        matches!(
            self,
            ActivityKind::ViewProduct
                | ActivityKind::ClickSearch
                | ActivityKind::ClickCategory
                | ActivityKind::ClickReco
        )
    }

    /// The shopper put the products it carries in the basket or went to pay for them.
    pub fn is_cart(self) -> bool {
        matches!(self, ActivityKind::AddToCart | ActivityKind::BeginCheckout)
    }
}

/// A product an activity carries, as kept: the id the storefront sent (a variant's is mapped
/// to its master when the model reads it), how many and the price of one in cents (1 and 0
/// when the activity has none).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActivityProduct {
    pub id: String,
    #[serde(default = "one")]
    pub quantity: i64,
    #[serde(rename = "priceCents", default)]
    pub price_cents: i64,
}

fn one() -> i64 {
    1
}

/// What is kept of an activity: never the cookie id, the user id, search text or a page
/// address; only what the recommenders read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Activity {
    pub kind: ActivityKind,
    pub products: Vec<ActivityProduct>,
    pub category_id: Option<String>,
    pub recommender: Option<String>,
    pub amount_cents: Option<i64>,
}

/// An accepted activity: the cookie id (hashed before it is kept) and what is kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActivityRequest {
    pub cookie_id: String,
    pub activity: Activity,
}

/// An activity on its way to the table: the site, the visitor's keyed hash, when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptActivity {
    pub site_id: String,
    pub visitor_key: String,
    pub activity: Activity,
    pub created_at_ms: i64,
}

/// A field the call refuses: its name (`products[2].price`) and why.
#[derive(Debug, Clone, PartialEq)]
pub struct ParamError {
    pub parameter: String,
    pub message: String,
}

pub(super) fn refuse(parameter: impl Into<String>, message: impl Into<String>) -> ParamError {
    ParamError {
        parameter: parameter.into(),
        message: message.into(),
    }
}

/// Reads one JSON object's fields by name, each refusal naming the field with its path.
pub(super) struct Fields<'a> {
    object: &'a Map<String, Value>,
    path: String,
}

impl<'a> Fields<'a> {
    pub(super) fn of(value: &'a Value, path: &str) -> Result<Self, ParamError> {
        let name = if path.is_empty() { "body" } else { path };
        match value {
            Value::Object(object) => Ok(Fields {
                object,
                path: path.to_owned(),
            }),
            _ => Err(refuse(name, format!("'{name}' must be an object."))),
        }
    }

    pub(super) fn name(&self, field: &str) -> String {
        if self.path.is_empty() {
            field.to_owned()
        } else {
            format!("{}.{field}", self.path)
        }
    }

    pub(super) fn present(&self, field: &str) -> Option<&'a Value> {
        self.object.get(field).filter(|v| !v.is_null())
    }

    pub(super) fn text(&self, field: &str, max_chars: usize) -> Result<Option<String>, ParamError> {
        let name = self.name(field);
        match self.present(field) {
            None => Ok(None),
            Some(Value::String(s)) if s.trim().is_empty() => {
                Err(refuse(&name, format!("'{name}' is empty.")))
            }
            Some(Value::String(s)) if s.chars().count() > max_chars => Err(refuse(
                &name,
                format!("'{name}' is longer than {max_chars} characters."),
            )),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(_) => Err(refuse(&name, format!("'{name}' must be a string."))),
        }
    }

    pub(super) fn required_text(
        &self,
        field: &str,
        max_chars: usize,
    ) -> Result<String, ParamError> {
        let name = self.name(field);
        self.text(field, max_chars)?
            .ok_or_else(|| refuse(&name, format!("'{name}' is required.")))
    }

    pub(super) fn object(&self, field: &str) -> Result<Option<Fields<'a>>, ParamError> {
        self.present(field)
            .map(|v| Fields::of(v, &self.name(field)))
            .transpose()
    }

    pub(super) fn required_object(&self, field: &str) -> Result<Fields<'a>, ParamError> {
        let name = self.name(field);
        self.object(field)?
            .ok_or_else(|| refuse(&name, format!("'{name}' is required.")))
    }

    pub(super) fn list(&self, field: &str) -> Result<Option<Vec<Fields<'a>>>, ParamError> {
        let name = self.name(field);
        match self.present(field) {
            None => Ok(None),
            Some(Value::Array(items)) if items.len() > MAX_PRODUCTS => Err(refuse(
                &name,
                format!("'{name}' holds more than {MAX_PRODUCTS} entries."),
            )),
            Some(Value::Array(items)) => items
                .iter()
                .enumerate()
                .map(|(i, item)| Fields::of(item, &format!("{name}[{i}]")))
                .collect::<Result<Vec<_>, _>>()
                .map(Some),
            Some(_) => Err(refuse(&name, format!("'{name}' must be a list."))),
        }
    }

    pub(super) fn required_list(&self, field: &str) -> Result<Vec<Fields<'a>>, ParamError> {
        let name = self.name(field);
        self.list(field)?
            .ok_or_else(|| refuse(&name, format!("'{name}' is required.")))
    }

    pub(super) fn integer(
        &self,
        field: &str,
        min: i64,
        max: i64,
    ) -> Result<Option<i64>, ParamError> {
        let name = self.name(field);
        match self.present(field) {
            None => Ok(None),
            // JSON has one kind of number: `5.0` is the whole number 5.
            Some(value) => match value.as_i64().or_else(|| {
                value
                    .as_f64()
                    .filter(|f| f.fract() == 0.0)
                    .map(|f| f as i64)
            }) {
                Some(n) if (min..=max).contains(&n) => Ok(Some(n)),
                _ => Err(refuse(
                    &name,
                    format!("'{name}' must be a whole number from {min} to {max}."),
                )),
            },
        }
    }

    pub(super) fn flag(&self, field: &str) -> Result<Option<bool>, ParamError> {
        let name = self.name(field);
        match self.present(field) {
            None => Ok(None),
            Some(Value::Bool(b)) => Ok(Some(*b)),
            Some(_) => Err(refuse(&name, format!("'{name}' must be true or false."))),
        }
    }

    /// A required amount of money in the currency's units (`19.99`), as cents.
    pub(super) fn money(&self, field: &str) -> Result<i64, ParamError> {
        let name = self.name(field);
        let value = self
            .present(field)
            .ok_or_else(|| refuse(&name, format!("'{name}' is required.")))?;
        value
            .as_f64()
            .filter(|v| v.is_finite() && *v >= 0.0)
            .map(|v| (v * 100.0).round() as i64)
            .filter(|cents| *cents <= MAX_PRICE_CENTS)
            .ok_or_else(|| {
                refuse(
                    &name,
                    format!("'{name}' must be an amount from 0 to 1000000."),
                )
            })
    }
}

/// The product of `{id, sku?}`.
fn product_ref(fields: &Fields) -> Result<ActivityProduct, ParamError> {
    let id = fields.required_text("id", MAX_ID_CHARS)?;
    fields.text("sku", MAX_ID_CHARS)?;
    Ok(ActivityProduct {
        id,
        quantity: 1,
        price_cents: 0,
    })
}

/// A basket line `{id, sku?, price, quantity}`.
fn product_line(fields: &Fields) -> Result<ActivityProduct, ParamError> {
    let mut product = product_ref(fields)?;
    product.price_cents = fields.money("price")?;
    product.quantity = fields
        .integer("quantity", 1, MAX_QUANTITY)?
        .ok_or_else(|| {
            let name = fields.name("quantity");
            refuse(&name, format!("'{name}' is required."))
        })?;
    Ok(product)
}

pub(super) fn product_refs(list: Option<Vec<Fields>>) -> Result<Vec<ActivityProduct>, ParamError> {
    list.unwrap_or_default().iter().map(product_ref).collect()
}

/// Reads what the storefront says of the shopper and the site, common to every call.
pub(super) fn read_common(
    body: &Fields,
    cookie_required: bool,
) -> Result<Option<String>, ParamError> {
    let cookie_id = body.text("cookieId", MAX_COOKIE_ID_CHARS)?;
    if cookie_required && cookie_id.is_none() {
        return Err(refuse("cookieId", "'cookieId' is required."));
    }
    // Checked for its shape only: the user id is never kept nor logged.
    body.text("userId", MAX_TEXT_CHARS)?;
    body.required_text("realm", MAX_TEXT_CHARS)?;
    let instance = body.required_text("instanceType", MAX_ID_CHARS)?;
    if instance != "prd" && instance != "sbx" {
        return Err(refuse("instanceType", "'instanceType' must be prd or sbx."));
    }
    Ok(cookie_id)
}

/// Reads and checks an activity's body: every field it needs, in its shape and size.
pub fn read_activity(kind: ActivityKind, body: &Value) -> Result<ActivityRequest, ParamError> {
    let body = Fields::of(body, "")?;
    let cookie_id = read_common(&body, true)?.unwrap_or_default();
    let mut activity = Activity {
        kind,
        products: Vec::new(),
        category_id: None,
        recommender: None,
        amount_cents: None,
    };
    match kind {
        ActivityKind::ViewProduct => {
            activity.products = vec![product_ref(&body.required_object("product")?)?];
        }
        ActivityKind::ViewSearch => {
            body.required_text("searchText", MAX_TEXT_CHARS)?;
            body.flag("showProducts")?;
            activity.products = product_refs(body.list("products")?)?;
        }
        ActivityKind::ClickSearch => {
            body.required_text("searchText", MAX_TEXT_CHARS)?;
            activity.products = vec![product_ref(&body.required_object("product")?)?];
        }
        ActivityKind::ViewCategory => {
            let category = body.required_object("category")?;
            activity.category_id = Some(category.required_text("id", MAX_ID_CHARS)?);
            activity.products = product_refs(body.list("products")?)?;
        }
        ActivityKind::ClickCategory => {
            let category = body.required_object("category")?;
            activity.category_id = Some(category.required_text("id", MAX_ID_CHARS)?);
            activity.products = vec![product_ref(&body.required_object("product")?)?];
        }
        ActivityKind::ViewReco => {
            activity.recommender = Some(body.required_text("recommenderName", MAX_ID_CHARS)?);
            body.required_text("__recoUUID", MAX_ID_CHARS)?;
            activity.products = product_refs(Some(body.required_list("products")?))?;
        }
        ActivityKind::ClickReco => {
            activity.recommender = Some(body.required_text("recommenderName", MAX_ID_CHARS)?);
            body.required_text("__recoUUID", MAX_ID_CHARS)?;
            activity.products = vec![product_ref(&body.required_object("product")?)?];
        }
        ActivityKind::ViewPage => {
            body.required_text("currentLocation", MAX_LOCATION_CHARS)?;
        }
        ActivityKind::BeginCheckout => {
            activity.products = lines(&body)?;
            activity.amount_cents = Some(body.money("amount")?);
        }
        ActivityKind::CheckoutStep => {
            body.required_text("stepName", MAX_ID_CHARS)?;
            body.integer("stepNumber", 0, 100)?
                .ok_or_else(|| refuse("stepNumber", "'stepNumber' is required.".to_owned()))?;
            body.required_text("basketId", MAX_ID_CHARS)?;
        }
        ActivityKind::AddToCart => {
            activity.products = lines(&body)?;
        }
    }
    Ok(ActivityRequest {
        cookie_id,
        activity,
    })
}

/// The basket lines of beginCheckout and addToCart: at least one.
fn lines(body: &Fields) -> Result<Vec<ActivityProduct>, ParamError> {
    let list = body.required_list("products")?;
    if list.is_empty() {
        return Err(refuse("products", "'products' holds no product."));
    }
    list.iter().map(product_line).collect()
}

/// The visitor as kept: HMAC-SHA256 of the cookie id under the server's key, in hex. The same
/// browser is the same visitor; the cookie id cannot be read back from it.
pub fn visitor_key(key: &[u8], cookie_id: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes a key of any length");
    mac.update(cookie_id.as_bytes());
    mac.finalize()
        .into_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

pub use super::activity_schema::*;
pub use super::limiter::*;
pub use super::recommenders::*;

#[cfg(test)]
mod tests;
