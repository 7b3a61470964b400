//! The recommendation calls: check the client id header, the site and the body; hand an
//! activity to the intake queue; answer recommendations from the kept model.

use axum::extract::{FromRequestParts, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::Value;

use super::model::{
    read_activity, read_recs_request, recommender_list, zone_recommender, ActivityAccepted,
    ActivityBody, ActivityKind, KeptActivity, ParamError, RecItem, Recommender, RecommenderList,
    RecsBody, RecsParams, RecsRequest, RecsResult,
};
use super::ranking::{recommend, Ask};
use super::store;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{ClientAddress, JsonBody, Path, Query};
use crate::sites::Site;
use crate::state::AppState;

/// The header every recommendation call carries: the storefront's client id.
pub const CLIENT_ID_HEADER: &str = "x-cq-client-id";
/// The recently viewed activity rows read for one visitor.
const RECENT_VIEWS: i64 = 200;

/// A call with a non-empty `x-cq-client-id` header (else a 400 naming it).
pub struct EinsteinClient;

impl FromRequestParts<AppState> for EinsteinClient {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, _: &AppState) -> Result<Self, AppError> {
        parts
            .headers
            .get(CLIENT_ID_HEADER)
            .and_then(|v| v.to_str().ok())
            .filter(|v| !v.trim().is_empty())
            .map(|_| EinsteinClient)
            .ok_or_else(|| {
                AppError::bad_parameter(
                    CLIENT_ID_HEADER,
                    "The header 'x-cq-client-id' is required.",
                )
            })
    }
}

fn bad(error: ParamError) -> AppError {
    AppError::bad_parameter(&error.parameter, error.message)
}

fn site_of(state: &AppState, site_id: &str) -> AppResult<Site> {
    state
        .sites
        .site(site_id)
        .cloned()
        .ok_or_else(|| AppError::not_found(format!("Site '{site_id}' not found.")))
}

/// 503 when the intake queue is full: the activity was not taken, the client may send it again.
fn queue_full() -> Response {
    let message = "Too many activities are waiting to be stored; try again in a moment.";
    let body = ErrorBody {
        kind: "service-unavailable".to_owned(),
        title: "Service Unavailable".to_owned(),
        detail: message.to_owned(),
        message: message.to_owned(),
        parameter: None,
        reason: Some("activity_queue_full".to_owned()),
        tries_left: None,
    };
    let mut response = (StatusCode::SERVICE_UNAVAILABLE, Json(body)).into_response();
    response.headers_mut().insert(
        axum::http::header::RETRY_AFTER,
        HeaderValue::from_static("1"),
    );
    response
}

/// Takes a shopper activity for the recommenders: checked, counted against the client
/// address's limit (20 a second, bursts of 100), and queued to be kept. The visitor is kept
/// only as a keyed hash of `cookieId`; `userId`, search text and page addresses are never kept.
/// Public: no token.
#[utoipa::path(
    post,
    path = "/mobify/proxy/einstein/v3/activities/{site}/{activity}",
    operation_id = "einstein_activity",
    params(
        ("site" = String, Path, description = "Site id", example = "northwind"),
        ("activity" = String, Path, description = "viewProduct, viewSearch, clickSearch, viewCategory, clickCategory, viewReco, clickReco, viewPage, beginCheckout, checkoutStep or addToCart"),
        ("x-cq-client-id" = String, Header, description = "The storefront's client id"),
    ),
    request_body = ActivityBody,
    responses(
        (status = 200, body = ActivityAccepted),
        (status = 400, description = "A missing or malformed field, or no client id header; `parameter` names it", body = ErrorBody),
        (status = 404, description = "Unknown site or activity", body = ErrorBody),
        (status = 429, description = "Too many activities from this address", body = ErrorBody),
        (status = 503, description = "Too many activities waiting to be stored", body = ErrorBody),
    ),
    tag = "recs"
)]
pub async fn post_activity(
    State(state): State<AppState>,
    Path((site_id, activity)): Path<(String, String)>,
    _client: EinsteinClient,
    ClientAddress(address): ClientAddress,
    JsonBody(body): JsonBody<Value>,
) -> Result<Json<ActivityAccepted>, Response> {
    let site = site_of(&state, &site_id).map_err(IntoResponse::into_response)?;
    let kind = ActivityKind::parse(&activity)
        .ok_or_else(|| AppError::not_found(format!("Activity '{activity}' not found.")))
        .map_err(IntoResponse::into_response)?;
    let request = read_activity(kind, &body).map_err(|e| bad(e).into_response())?;
    let now_ms = state.clock.now_ms();
    // Bad input is refused before it counts against the limit.
    if !state.recs.intake.limiter.allow(&address, now_ms) {
        return Err(AppError::TooManyRequests {
            message: "Too many activities from this address; slow down.".to_owned(),
            retry_after_seconds: 1,
        }
        .into_response());
    }
    let visitor_key = state
        .recs
        .intake
        .visitor_key(&state.db, &request.cookie_id)
        .await
        .map_err(IntoResponse::into_response)?;
    let kept = KeptActivity {
        site_id: site.id,
        visitor_key,
        activity: request.activity,
        created_at_ms: now_ms,
    };
    state.recs.intake.enqueue(kept).map_err(|_| queue_full())?;
    Ok(Json(ActivityAccepted {
        request_id: uuid::Uuid::new_v4().to_string(),
    }))
}

/// The recommenders this site offers.
#[utoipa::path(
    get,
    path = "/mobify/proxy/einstein/v3/personalization/recommenders/{site}",
    operation_id = "einstein_recommenders",
    params(
        ("site" = String, Path, description = "Site id", example = "northwind"),
        ("x-cq-client-id" = String, Header, description = "The storefront's client id"),
    ),
    responses(
        (status = 200, body = RecommenderList),
        (status = 400, description = "No client id header", body = ErrorBody),
        (status = 404, description = "Unknown site", body = ErrorBody),
    ),
    tag = "recs"
)]
pub async fn get_recommenders(
    State(state): State<AppState>,
    Path(site_id): Path<String>,
    _client: EinsteinClient,
) -> AppResult<Json<RecommenderList>> {
    site_of(&state, &site_id)?;
    Ok(Json(recommender_list()))
}

/// A recommendations call once its recommender is named: an unknown site is refused first,
/// then an unknown recommender or zone, then a bad locale or body.
async fn recommendations(
    state: &AppState,
    site_id: &str,
    recommender: AppResult<Recommender>,
    params: &RecsParams,
    body: &Value,
) -> AppResult<Json<RecsResult>> {
    let site = site_of(state, site_id)?;
    let recommender = recommender?;
    let locale = site.locale_param(params.locale.as_deref())?.to_owned();
    let request = read_recs_request(body).map_err(bad)?;
    Ok(Json(
        answer(state, &site, recommender, &request, &locale).await,
    ))
}

/// A recommender's products for these products (`products`), this visitor (`cookieId`) or a
/// category (`categoryId`), best first: only products online and orderable, never the asked
/// products themselves, variants as their master. Public: no token.
#[utoipa::path(
    post,
    path = "/mobify/proxy/einstein/v3/personalization/recs/{site}/{recommender}",
    operation_id = "einstein_recs",
    params(
        ("site" = String, Path, description = "Site id", example = "northwind"),
        ("recommender" = String, Path, description = "A recommender's name", example = "product-to-product-einstein"),
        ("x-cq-client-id" = String, Header, description = "The storefront's client id"),
        RecsParams,
    ),
    request_body = RecsBody,
    responses(
        (status = 200, body = RecsResult),
        (status = 400, description = "A malformed field, or no client id header; `parameter` names it", body = ErrorBody),
        (status = 404, description = "Unknown site or recommender", body = ErrorBody),
    ),
    tag = "recs"
)]
pub async fn post_recs(
    State(state): State<AppState>,
    Path((site_id, recommender)): Path<(String, String)>,
    _client: EinsteinClient,
    Query(params): Query<RecsParams>,
    JsonBody(body): JsonBody<Value>,
) -> AppResult<Json<RecsResult>> {
    let recommender = Recommender::parse(&recommender)
        .ok_or_else(|| AppError::not_found(format!("Recommender '{recommender}' not found.")));
    recommendations(&state, &site_id, recommender, &params, &body).await
}

/// The recommendations of a zone of the storefront's pages (`home`, `product-detail`, `cart`,
/// `empty-search`), each answered by its recommender.
#[utoipa::path(
    post,
    path = "/mobify/proxy/einstein/v3/personalization/{site}/zones/{zone}/recs",
    operation_id = "einstein_zone_recs",
    params(
        ("site" = String, Path, description = "Site id", example = "northwind"),
        ("zone" = String, Path, description = "home, product-detail, cart or empty-search", example = "home"),
        ("x-cq-client-id" = String, Header, description = "The storefront's client id"),
        RecsParams,
    ),
    request_body = RecsBody,
    responses(
        (status = 200, body = RecsResult),
        (status = 400, description = "A malformed field, or no client id header; `parameter` names it", body = ErrorBody),
        (status = 404, description = "Unknown site or zone", body = ErrorBody),
    ),
    tag = "recs"
)]
pub async fn post_zone_recs(
    State(state): State<AppState>,
    Path((site_id, zone)): Path<(String, String)>,
    _client: EinsteinClient,
    Query(params): Query<RecsParams>,
    JsonBody(body): JsonBody<Value>,
) -> AppResult<Json<RecsResult>> {
    let recommender = zone_recommender(&zone)
        .ok_or_else(|| AppError::not_found(format!("Zone '{zone}' not found.")));
    recommendations(&state, &site_id, recommender, &params, &body).await
}

/// The recommendations from the kept model. A failure (the model or the visitor's views could
/// not be read) is logged and answers no recommendations.
async fn answer(
    state: &AppState,
    site: &Site,
    recommender: Recommender,
    request: &RecsRequest,
    locale: &str,
) -> RecsResult {
    let recs = match items(state, site, recommender, request, locale).await {
        Ok(recs) => recs,
        Err(error) => {
            tracing::warn!(%error, recommender = recommender.name(), "recommendations failed");
            Vec::new()
        }
    };
    RecsResult {
        reco_uuid: uuid::Uuid::new_v4().to_string(),
        recommender_name: recommender.name().to_owned(),
        display_message: recommender.display_message().to_owned(),
        recs,
    }
}

async fn items(
    state: &AppState,
    site: &Site,
    recommender: Recommender,
    request: &RecsRequest,
    locale: &str,
) -> AppResult<Vec<RecItem>> {
    let Some(model) = state
        .recs
        .model
        .current(&state.db, &state.sites, state.clock.now_ms())
        .await
    else {
        return Ok(Vec::new());
    };
    let catalog = &model.catalog;
    let mut ask = Ask {
        anchors: request
            .anchors
            .iter()
            .filter_map(|id| catalog.owner(id))
            .collect(),
        category_id: request.category_id.clone(),
        limit: request.limit,
        recent: Vec::new(),
    };
    if recommender == Recommender::ViewedRecently {
        if let Some(cookie_id) = &request.cookie_id {
            let visitor = state.recs.intake.visitor_key(&state.db, cookie_id).await?;
            ask.recent = store::recent_views(&state.db.pool, &site.id, &visitor, RECENT_VIEWS)
                .await?
                .iter()
                .filter_map(|id| catalog.owner(id))
                .collect();
        }
    }
    let empty = Default::default();
    let signals = model.sites.get(&site.id).unwrap_or(&empty);
    let fallback = &site.l10n.default_locale;
    Ok(recommend(recommender, catalog, signals, &ask)
        .into_iter()
        .map(|i| {
            let product = &catalog.products[i];
            RecItem {
                id: product.id.clone(),
                product_name: catalog.name(i, locale, fallback),
                image_url: product.image_url.clone(),
                product_url: format!("/product/{}", product.id),
            }
        })
        .collect())
}
