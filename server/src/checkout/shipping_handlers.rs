//! The basket's checkout calls: the shipping address and method of its one shipment, and the
//! tender — a Northwind lease whose initial payment is charged to a card (checked, then
//! tokenized by the gateway; the number and security code are dropped). Another shopper's basket
//! answers like an unknown one.

use axum::extract::State;
use axum::Json;

use crate::basket::model::Basket;
use crate::basket::operations::{change_checkout, owned, stored_checkout};
use crate::basket::shipping::{
    check_address, shipping_method, shipping_methods, OrderAddress, PaymentInstrumentInput,
    ShippingMethodInput, ShippingMethodResult, StoredTender, LEASE_PAYMENT_METHOD, SHIPMENT_ID,
};
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{JsonBody, OrgSite, Path, SiteLocaleQuery};
use crate::identity::session::Shopper;
use crate::payment_gateway::{GatewayError, Instrument};
use crate::payment_methods::model::{check_card, CardInput};
use crate::state::AppState;

fn no_shipment() -> AppError {
    AppError::not_found("No shipment with that id in the basket.")
}

/// Sets where the shipment goes: a US address with a 5-digit ZIP and a 10-digit phone (each bad
/// field a 400 naming it). Its state's sales tax then shows in the totals.
#[utoipa::path(put, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets/{basket_id}/shipments/{shipment_id}/shipping-address",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("basket_id" = String, Path, description = "Basket id"),
        ("shipment_id" = String, Path, description = "Shipment id (`me`)"), SiteLocaleQuery),
    request_body = OrderAddress,
    responses((status = 200, body = Basket), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "baskets")]
pub async fn update_shipping_address(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String, String)>,
    JsonBody(input): JsonBody<OrderAddress>,
) -> AppResult<Json<Basket>> {
    let (_, basket_id, shipment_id) = path;
    if shipment_id != SHIPMENT_ID {
        return Err(no_shipment());
    }
    let address = check_address(&input)?;
    change_checkout(&state, &context, &shopper, &basket_id, |checkout| {
        checkout.shipping_address = Some(address);
        Ok(())
    })
    .await
}

/// The ways the shipment can go, with their prices, in the shopper's language.
#[utoipa::path(get, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets/{basket_id}/shipments/{shipment_id}/shipping-methods",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("basket_id" = String, Path, description = "Basket id"),
        ("shipment_id" = String, Path, description = "Shipment id (`me`)"), SiteLocaleQuery),
    responses((status = 200, body = ShippingMethodResult), (status = 404, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "baskets")]
pub async fn shipping_methods_for_shipment(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String, String)>,
) -> AppResult<Json<ShippingMethodResult>> {
    let (_, basket_id, shipment_id) = path;
    owned(&state, &context, &shopper, &basket_id).await?;
    if shipment_id != SHIPMENT_ID {
        return Err(no_shipment());
    }
    let methods = shipping_methods(context.locale.starts_with("es"));
    Ok(Json(ShippingMethodResult {
        default_shipping_method_id: methods[0].id.clone(),
        applicable_shipping_methods: methods,
    }))
}

/// Sets how the shipment goes (one of its shipping methods); its price shows in the totals.
#[utoipa::path(put, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets/{basket_id}/shipments/{shipment_id}/shipping-method",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("basket_id" = String, Path, description = "Basket id"),
        ("shipment_id" = String, Path, description = "Shipment id (`me`)"), SiteLocaleQuery),
    request_body = ShippingMethodInput,
    responses((status = 200, body = Basket), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "baskets")]
pub async fn update_shipping_method(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String, String)>,
    JsonBody(input): JsonBody<ShippingMethodInput>,
) -> AppResult<Json<Basket>> {
    let (_, basket_id, shipment_id) = path;
    if shipment_id != SHIPMENT_ID {
        return Err(no_shipment());
    }
    let method = shipping_method(&input.id, false).ok_or_else(|| {
        AppError::bad_parameter("id", format!("No shipping method '{}'.", input.id))
    })?;
    change_checkout(&state, &context, &shopper, &basket_id, |checkout| {
        checkout.shipping_method_id = Some(method.id);
        Ok(())
    })
    .await
}

/// Pays the basket with a Northwind lease, its initial payment charged to this card when the
/// order is placed. The card is checked (number, expiry, security code; the billing ZIP is the
/// shipping address's), tokenized by the gateway and kept as its token, brand and last 4: the
/// number and security code are never stored. A basket has one: a second replaces the first.
/// A lease is a customer's: a guest is asked to sign in (403).
#[utoipa::path(post, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets/{basket_id}/payment-instruments",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("basket_id" = String, Path, description = "Basket id"), SiteLocaleQuery),
    request_body = PaymentInstrumentInput,
    responses((status = 200, body = Basket), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "The basket has no shipping address or method yet"),
        (status = 503, body = ErrorBody, description = "The payment processor did not answer")),
    security(("bearer" = [])),
    tag = "baskets")]
pub async fn add_payment_instrument(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String)>,
    JsonBody(input): JsonBody<PaymentInstrumentInput>,
) -> AppResult<Json<Basket>> {
    let basket_id = path.1;
    let basket = owned(&state, &context, &shopper, &basket_id).await?;
    if !shopper.is_registered() {
        return Err(AppError::Forbidden(
            "Sign in to pay with a lease: a lease belongs to a customer.".to_owned(),
        )
        .with_reason("sign_in_required"));
    }
    if input.payment_method_id != LEASE_PAYMENT_METHOD {
        return Err(AppError::bad_parameter(
            "paymentMethodId",
            format!("This store is paid with a Northwind lease ({LEASE_PAYMENT_METHOD})."),
        ));
    }
    let zip = stored_checkout(&state.db.pool, &basket.id)
        .await?
        .shipping_address
        .map(|a| a.postal_code)
        .ok_or_else(|| {
            AppError::Conflict("Add the shipping address first.".to_owned())
                .with_reason("shipping_address_required")
        })?;
    let card = &input.payment_card;
    let today = crate::lease::access::today(&state);
    let checked = check_card(
        &CardInput {
            number: card.number.clone(),
            exp_month: u32::from(card.expiration_month),
            exp_year: u32::from(card.expiration_year),
            security_code: card.security_code.clone(),
            holder_name: card.holder.clone(),
            postal_code: zip,
        },
        (today.year(), u32::from(u8::from(today.month()))),
    )
    .map_err(|invalid| {
        AppError::bad_parameter(invalid.field, invalid.message).with_reason(invalid.reason)
    })?;
    let token = state
        .gateway
        .tokenize(Instrument::Card(&checked))
        .await
        .map_err(|error| match error {
            GatewayError::Declined(reason) => {
                AppError::bad_parameter("number", "This card can't be used. Try another card.")
                    .with_reason(reason)
            }
            GatewayError::Unavailable => AppError::Unavailable.with_reason("processor_unavailable"),
        })?;
    let tender = StoredTender {
        payment_instrument_id: uuid::Uuid::new_v4().to_string(),
        token,
        brand: checked.brand.name().to_owned(),
        last4: checked.digits[checked.digits.len() - 4..].to_owned(),
        expiration_month: card.expiration_month,
        expiration_year: checked.exp_year as u16,
        holder: checked.holder_name.clone(),
    };
    change_checkout(&state, &context, &shopper, &basket_id, |checkout| {
        checkout.tender = Some(tender);
        Ok(())
    })
    .await
}

/// Removes the basket's payment instrument.
#[utoipa::path(delete, path = "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/{organization_id}/baskets/{basket_id}/payment-instruments/{payment_instrument_id}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("basket_id" = String, Path, description = "Basket id"),
        ("payment_instrument_id" = String, Path, description = "Payment instrument id"), SiteLocaleQuery),
    responses((status = 200, body = Basket), (status = 404, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "baskets")]
pub async fn remove_payment_instrument(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String, String)>,
) -> AppResult<Json<Basket>> {
    let (_, basket_id, instrument_id) = path;
    change_checkout(
        &state,
        &context,
        &shopper,
        &basket_id,
        |checkout| match &checkout.tender {
            Some(tender) if tender.payment_instrument_id == instrument_id => {
                checkout.tender = None;
                Ok(())
            }
            _ => Err(AppError::not_found(
                "No payment instrument with that id in the basket.",
            )),
        },
    )
    .await
}
