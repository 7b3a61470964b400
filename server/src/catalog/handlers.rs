//! Thin handlers: parse the SCAPI parameters, load, assemble.

use axum::extract::State;
use axum::Json;

use super::assemble::{self, View};
use super::model::{
    id_list, parse_levels, CategoriesQuery, Category, CategoryIds, CategoryResult, Expand, Product,
    ProductIds, ProductResult, ProductsQuery, MAX_CATEGORY_IDS, MAX_PRODUCT_IDS,
};
use super::store;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{OrgSite, Path, Query};
use crate::state::AppState;

fn view<'a>(context: &'a OrgSite, query: &ProductsQuery) -> AppResult<View<'a>> {
    // Prices are the catalog's own: a currency the site does not sell in is refused, not ignored.
    context.site.currency(query.currency.as_deref())?;
    Ok(View {
        locale: &context.locale,
        fallback: &context.site.l10n.default_locale,
        expand: Expand::parse(query.expand.as_deref())
            .map_err(|m| AppError::bad_parameter("expand", m))?,
        all_images: query.all_images.unwrap_or(false),
        per_pricebook: query.per_pricebook.unwrap_or(false),
    })
}

/// The asked ids: at least one, at most `max` (SCAPI's limits), else a 400 naming `ids`.
fn ids_param(ids: Option<&str>, max: usize) -> AppResult<Vec<String>> {
    let ids = id_list(ids.unwrap_or_default());
    if ids.is_empty() {
        return Err(AppError::bad_parameter(
            "ids",
            "ids is required: a comma-separated list of ids.",
        ));
    }
    if ids.len() > max {
        return Err(AppError::bad_parameter(
            "ids",
            format!("ids lists {} ids; at most {max} are allowed.", ids.len()),
        ));
    }
    Ok(ids)
}

async fn products_by_id(
    state: &AppState,
    context: &OrgSite,
    ids: &[String],
    view: &View<'_>,
) -> AppResult<Vec<Product>> {
    let loaded = store::load_products(
        &state.db.pool,
        &context.organization.id,
        ids,
        view.locale,
        view.fallback,
    )
    .await?;
    let categories = store::categories(&state.db.pool, &context.organization.id).await?;
    let rules = state
        .quoting_rules
        .rules(&state.db, &context.organization.id, state.clock.now_ms())
        .await?;
    // In the caller's order; unknown (or offline) ids are left out, as SCAPI does.
    Ok(ids
        .iter()
        .filter_map(|id| loaded.products.get(id))
        .map(|record| {
            let mut product = loaded.product(record, view);
            product.c_primary_category_path = assemble::category_path(
                &categories,
                &product.primary_category_id,
                view.locale,
                view.fallback,
            );
            assemble::add_lease_quote(&mut product, &rules);
            product
        })
        .collect())
}

/// One product with the asked expansions.
#[utoipa::path(get, path = "/mobify/proxy/api/product/shopper-products/v1/organizations/{organization_id}/products/{id}",
    operation_id = "get_product",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("id" = String, Path, description = "Product id"), ProductsQuery),
    responses((status = 200, body = Product), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)),
    tag = "catalog")]
pub async fn get_product(
    State(state): State<AppState>,
    context: OrgSite,
    Path(path): Path<(String, String)>,
    Query(query): Query<ProductsQuery>,
) -> AppResult<Json<Product>> {
    let id = path.1;
    let view = view(&context, &query)?;
    products_by_id(&state, &context, std::slice::from_ref(&id), &view)
        .await?
        .pop()
        .map(Json)
        .ok_or_else(|| AppError::not_found(format!("Product '{id}' not found.")))
}

/// Products by id (`ids`, at most 24).
#[utoipa::path(get, path = "/mobify/proxy/api/product/shopper-products/v1/organizations/{organization_id}/products",
    operation_id = "get_products",
    params(("organization_id" = String, Path, description = "Organization id"), ProductIds, ProductsQuery),
    responses((status = 200, body = ProductResult), (status = 400, body = ErrorBody)),
    tag = "catalog")]
pub async fn get_products(
    State(state): State<AppState>,
    context: OrgSite,
    Query(query): Query<ProductsQuery>,
) -> AppResult<Json<ProductResult>> {
    let ids = ids_param(query.ids.as_deref(), MAX_PRODUCT_IDS)?;
    let view = view(&context, &query)?;
    let data = products_by_id(&state, &context, &ids, &view).await?;
    Ok(Json(ProductResult {
        limit: ids.len(),
        total: data.len(),
        data,
    }))
}

fn levels(query: &CategoriesQuery) -> AppResult<usize> {
    parse_levels(query.levels.as_deref()).map_err(|m| AppError::bad_parameter("levels", m))
}

/// One category (`root` for the top of the tree) with sub-categories down to `levels`.
#[utoipa::path(get, path = "/mobify/proxy/api/product/shopper-products/v1/organizations/{organization_id}/categories/{id}",
    operation_id = "get_category",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("id" = String, Path, description = "Category id; root for the top"), CategoriesQuery),
    responses((status = 200, body = Category), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)),
    tag = "catalog")]
pub async fn get_category(
    State(state): State<AppState>,
    context: OrgSite,
    Path(path): Path<(String, String)>,
    Query(query): Query<CategoriesQuery>,
) -> AppResult<Json<Category>> {
    let id = path.1;
    let levels = levels(&query)?;
    let all = store::categories(&state.db.pool, &context.organization.id).await?;
    assemble::category(
        &all,
        &id,
        levels,
        &context.locale,
        &context.site.l10n.default_locale,
    )
    .map(Json)
    .ok_or_else(|| AppError::not_found(format!("Category '{id}' not found.")))
}

/// Categories by id (`ids`, at most 50).
#[utoipa::path(get, path = "/mobify/proxy/api/product/shopper-products/v1/organizations/{organization_id}/categories",
    operation_id = "get_categories",
    params(("organization_id" = String, Path, description = "Organization id"), CategoryIds, CategoriesQuery),
    responses((status = 200, body = CategoryResult), (status = 400, body = ErrorBody)),
    tag = "catalog")]
pub async fn get_categories(
    State(state): State<AppState>,
    context: OrgSite,
    Query(query): Query<CategoriesQuery>,
) -> AppResult<Json<CategoryResult>> {
    let ids = ids_param(query.ids.as_deref(), MAX_CATEGORY_IDS)?;
    let levels = levels(&query)?;
    let all = store::categories(&state.db.pool, &context.organization.id).await?;
    let data: Vec<Category> = ids
        .iter()
        .filter_map(|id| {
            assemble::category(
                &all,
                id,
                levels,
                &context.locale,
                &context.site.l10n.default_locale,
            )
        })
        .collect();
    Ok(Json(CategoryResult {
        limit: ids.len(),
        total: data.len(),
        data,
    }))
}

/// A product drawing or colour swatch: `/images/catalog/{art}/{rrggbb}.svg`,
/// `/images/catalog/swatch/{rrggbb}.svg`. The URL names everything the image is made of, so it
/// never changes and may be cached for a year.
pub async fn catalog_image(
    Path((art, file)): Path<(String, String)>,
) -> AppResult<axum::response::Response> {
    use axum::http::header;
    use axum::response::IntoResponse;
    let not_found = || AppError::not_found("No such image.");
    let hex = file.strip_suffix(".svg").ok_or_else(not_found)?;
    let svg = if art == "swatch" {
        crate::drawings::swatch(hex)
    } else {
        crate::drawings::drawing(&art, hex)
    }
    .ok_or_else(not_found)?;
    Ok((
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "public, max-age=31536000, immutable"),
            // An SVG opened on its own can't run anything.
            (
                header::CONTENT_SECURITY_POLICY,
                "default-src 'none'; style-src 'unsafe-inline'",
            ),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        svg,
    )
        .into_response())
}
