//! The provider's answer envelope, `{statusCode, message, standardized}`, that every custom
//! portal call answers with: one generic type, and a macro naming each of its uses as its own
//! schema in the OpenAPI document (`DashboardResponse`, `PaymentResponse`, ...).

use serde::Serialize;
use utoipa::openapi::schema::{ObjectBuilder, Schema};
use utoipa::openapi::{Ref, RefOr};
use utoipa::{PartialSchema, ToSchema};

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Standardized<T> {
    pub status_code: u16,
    pub message: String,
    pub standardized: T,
}

impl<T> Standardized<T> {
    /// A successful answer.
    pub fn ok(standardized: T) -> Self {
        Self {
            status_code: 200,
            message: "OK".to_owned(),
            standardized,
        }
    }
}

/// The envelope's schema around `T` (referenced by name).
pub fn schema<T: ToSchema>(description: Option<&str>) -> RefOr<Schema> {
    ObjectBuilder::new()
        .description(description)
        .property("statusCode", u16::schema())
        .required("statusCode")
        .property("message", String::schema())
        .required("message")
        .property("standardized", Ref::from_schema_name(T::name()))
        .required("standardized")
        .into()
}

/// `T`'s schema and the ones it names, for the document's components.
pub fn schemas<T: ToSchema>(schemas: &mut Vec<(String, RefOr<Schema>)>) {
    schemas.push((T::name().into_owned(), T::schema()));
    T::schemas(schemas);
}

/// Names `Standardized<$inner>` `$name` (a type alias, and its schema's name in the OpenAPI
/// document), with an optional description.
macro_rules! standardized_response {
    ($name:ident = $inner:ty $(, $description:literal)?) => {
        pub type $name = $crate::http::standardized::Standardized<$inner>;

        impl utoipa::PartialSchema for $crate::http::standardized::Standardized<$inner> {
            fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
                $crate::http::standardized::schema::<$inner>(None $(.or(Some($description)))?)
            }
        }

        impl utoipa::ToSchema for $crate::http::standardized::Standardized<$inner> {
            fn name() -> std::borrow::Cow<'static, str> {
                std::borrow::Cow::Borrowed(stringify!($name))
            }

            fn schemas(
                schemas: &mut Vec<(String, utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>)>,
            ) {
                $crate::http::standardized::schemas::<$inner>(schemas);
            }
        }
    };
}
pub(crate) use standardized_response;
