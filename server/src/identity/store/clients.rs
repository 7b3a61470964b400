//! The OAuth clients (the shopper apps that may ask for tokens).

use sqlx::FromRow;

use crate::db::{self, Exec};
use crate::error::AppResult;
use crate::identity::model::AuthClient;

#[derive(FromRow)]
struct ClientRow {
    id: String,
    redirect_uris_json: String,
    refresh_cookie: i64,
}

pub async fn find_client<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    client_id: &str,
) -> AppResult<Option<AuthClient>> {
    let row: Option<ClientRow> = sqlx::query_as(
        "SELECT id, redirect_uris_json, refresh_cookie FROM auth_clients \
         WHERE organization_id = $1 AND id = $2",
    )
    .bind(organization_id)
    .bind(client_id)
    .fetch_optional(ex)
    .await?;
    row.map(|r| {
        Ok(AuthClient {
            redirect_uris: db::json(&r.redirect_uris_json, "auth_clients.redirect_uris_json")?,
            refresh_cookie: db::flag(r.refresh_cookie, "auth_clients.refresh_cookie")?,
            id: r.id,
        })
    })
    .transpose()
}

/// Adds a client unless it is there.
pub async fn insert_client<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    client: &AuthClient,
    name: &str,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO auth_clients (id, organization_id, name, redirect_uris_json, refresh_cookie) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
    )
    .bind(&client.id)
    .bind(organization_id)
    .bind(name)
    .bind(serde_json::to_string(&client.redirect_uris).map_err(anyhow::Error::from)?)
    .bind(db::flag_value(client.refresh_cookie))
    .execute(ex)
    .await?;
    Ok(())
}

/// The ids of the organization's clients, in order (the OpenAPI document states them).
pub async fn client_ids<'e>(ex: impl Exec<'e>, organization_id: &str) -> AppResult<Vec<String>> {
    let ids: Vec<(String,)> =
        sqlx::query_as("SELECT id FROM auth_clients WHERE organization_id = $1 ORDER BY id")
            .bind(organization_id)
            .fetch_all(ex)
            .await?;
    Ok(ids.into_iter().map(|(id,)| id).collect())
}
