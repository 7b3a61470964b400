//! Applying for a lease, once per submit: the cool-down claimed and a lease number reserved in
//! one transaction with the decision's inputs, then (for an approval) the bank account
//! tokenized, then the application kept with its decision; answered as the web app reads it.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;

use crate::clock::rfc3339;
use crate::error::{AppError, AppResult};
use crate::http::OrgSite;
use crate::identity::session::Shopper;
use crate::payment_gateway::{CheckedBank, GatewayError, Instrument};
use crate::preapproval::approval::approval_rules;
use crate::preapproval::decision::{decide, Applicant, Decision};
use crate::preapproval::model::{identity_key, ApplicationResponse, CheckedApplication};
use crate::preapproval::store;
use crate::state::AppState;

const DAY_MS: i64 = 86_400_000;

/// Decides the application and keeps it with its decision; answers the decision.
pub(in crate::preapproval) async fn decide_and_keep(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    application: &CheckedApplication,
    now: i64,
    today: time::Date,
) -> AppResult<Response> {
    let rules = approval_rules(state, &context.site.id).await?;
    let organization_id = &context.organization.id;
    let identity = identity_key(application);
    let mut tx = state.db.begin_write().await?;
    let first_in_cooldown = store::claim_cooldown(
        &mut *tx,
        organization_id,
        &identity,
        now,
        now + rules.cooldown_days * DAY_MS,
    )
    .await?;
    let decision = decide(
        &Applicant {
            date_of_birth: application.date_of_birth,
            state: application.state.clone(),
            monthly_income_cents: application.monthly_income_cents,
            applied_recently: !first_in_cooldown,
        },
        &rules,
        today,
    );
    let lease_number = store::reserve_lease_number(&mut *tx, organization_id).await?;
    tx.commit().await?;

    // Only an approval needs the account: the gateway's token charges the initial payment later.
    let bank_token = match decision {
        Decision::Approved { .. } => {
            let bank = CheckedBank {
                routing_number: application.routing_number.clone(),
                account_number: application.account_number.clone(),
                account_type: "checking",
                holder_name: format!("{} {}", application.first_name, application.last_name),
            };
            state.gateway.tokenize(Instrument::Bank(&bank)).await.map_err(|error| match error {
                GatewayError::Declined(code) => AppError::bad_parameter(
                    "bank.accountNumber",
                    format!("The bank refused this account ({code}). Check the numbers, or use another account."),
                ),
                GatewayError::Unavailable => AppError::Unavailable,
            })?
        }
        Decision::Denied(_) => String::new(),
    };
    let (status, amount, reason, expires_at_ms) = match decision {
        Decision::Approved { amount_cents } => (
            "Approved",
            amount_cents,
            None,
            now + rules.approval_days * DAY_MS,
        ),
        Decision::Denied(reason) => ("Denied", 0, Some(reason.as_str()), now),
    };
    let id = uuid::Uuid::new_v4().to_string();
    let account = &application.account_number;
    store::insert_application(
        &state.db.pool,
        &store::NewApplication {
            id: &id,
            organization_id,
            site_id: &context.site.id,
            customer_id: shopper.customer_id(),
            merchant_id: &application.merchant_id,
            lease_number: &lease_number,
            status,
            denial_reason: reason,
            approval_amount_cents: amount,
            identity_key: &identity,
            application,
            bank_last4: &account[account.len().saturating_sub(4)..],
            bank_token: &bank_token,
            created_at_ms: now,
            expires_at_ms,
        },
    )
    .await?;
    Ok((
        StatusCode::OK,
        Json(ApplicationResponse {
            application_id: id,
            lease_number,
            app_status: status.to_owned(),
            approval_amount: amount,
            expires_at: (status == "Approved")
                .then(|| rfc3339(expires_at_ms))
                .flatten(),
            merchant_id: application.merchant_id.clone(),
            denial_reason: reason.map(str::to_owned),
        }),
    )
        .into_response())
}
