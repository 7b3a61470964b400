//! The demo data set (`demo/northwind.json`, compiled into the binary) and its loader.
//! Loading is idempotent: every insert is `ON CONFLICT DO NOTHING`, in one transaction, so
//! two servers starting together on one PostgreSQL database load it once between them.

use std::collections::BTreeMap;

use anyhow::Context;
use serde::Deserialize;

use crate::db::Db;

pub const DEMO_DATA: &str = include_str!("../../demo/northwind.json");

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DataSet {
    pub organization: Organization,
    /// Preferences every site gets unless it overrides them.
    #[serde(default)]
    pub preferences: BTreeMap<String, serde_json::Value>,
    pub sites: Vec<SiteSeed>,
    #[serde(default)]
    pub content: Vec<ContentSeed>,
    #[serde(default)]
    pub auth_clients: Vec<AuthClientSeed>,
    /// Demo accounts; their passwords are documented in the README.
    #[serde(default)]
    pub customers: Vec<CustomerSeed>,
    /// The demo customers' leases, dated relative to the day the demo loads.
    #[serde(default)]
    pub leases: Vec<crate::lease::model::DemoLease>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AuthClientSeed {
    pub id: String,
    pub name: String,
    pub redirect_uris: Vec<String>,
    #[serde(default)]
    pub refresh_token_cookie: bool,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CustomerSeed {
    pub email: String,
    pub password: String,
    pub first_name: String,
    pub last_name: String,
    pub phone: Option<String>,
    pub lease_customer_guid: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Organization {
    pub id: String,
    pub brand_name: String,
    pub short_name: String,
    #[serde(default)]
    pub links: BTreeMap<String, String>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SiteSeed {
    pub id: String,
    pub alias: Option<String>,
    pub default_locale: String,
    pub default_currency: String,
    pub locales: Vec<LocaleSeed>,
    #[serde(default)]
    pub preferences: BTreeMap<String, serde_json::Value>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LocaleSeed {
    pub id: String,
    pub alias: Option<String>,
    pub preferred_currency: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ContentSeed {
    pub id: String,
    pub name: String,
    /// The name in other locales (a content page's heading), by locale id; `name` elsewhere.
    #[serde(default)]
    pub localized_names: BTreeMap<String, String>,
    /// Site ids the asset belongs to; absent means every site.
    pub sites: Option<Vec<String>>,
    /// HTML body by locale id.
    pub body: BTreeMap<String, String>,
}

impl DataSet {
    pub fn parse(json: &str) -> anyhow::Result<Self> {
        let set: DataSet = serde_json::from_str(json).context("demo data set is not valid")?;
        for site in &set.sites {
            anyhow::ensure!(
                site.locales.iter().any(|l| l.id == site.default_locale),
                "site {} lists its default locale {} among its locales",
                site.id,
                site.default_locale
            );
        }
        Ok(set)
    }
}

/// Loads the data set when the database holds no organization yet. Returns whether it loaded.
pub async fn load_if_empty(db: &Db, set: &DataSet, now_ms: i64) -> anyhow::Result<bool> {
    let organizations: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM organizations")
        .fetch_one(&db.pool)
        .await?;
    if organizations > 0 {
        return Ok(false);
    }
    load(db, set, now_ms).await?;
    Ok(true)
}

pub async fn load(db: &Db, set: &DataSet, now_ms: i64) -> anyhow::Result<()> {
    // argon2 is slow on purpose: hash before the transaction, off the async threads.
    let passwords: Vec<String> = set.customers.iter().map(|c| c.password.clone()).collect();
    let hashes = tokio::task::spawn_blocking(move || {
        passwords
            .iter()
            .map(|p| crate::identity::password::hash_blocking(p))
            .collect::<Result<Vec<_>, _>>()
    })
    .await??;

    let mut tx = db.pool.begin().await?;
    let org = &set.organization;
    sqlx::query(
        "INSERT INTO organizations (id, brand_name, short_name, links_json) VALUES ($1, $2, $3, $4) \
         ON CONFLICT DO NOTHING",
    )
    .bind(&org.id)
    .bind(&org.brand_name)
    .bind(&org.short_name)
    .bind(serde_json::to_string(&org.links)?)
    .execute(&mut *tx)
    .await?;
    for client in &set.auth_clients {
        sqlx::query(
            "INSERT INTO auth_clients (id, organization_id, name, redirect_uris_json, refresh_cookie) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
        )
        .bind(&client.id)
        .bind(&org.id)
        .bind(&client.name)
        .bind(serde_json::to_string(&client.redirect_uris)?)
        .bind(i64::from(client.refresh_token_cookie))
        .execute(&mut *tx)
        .await?;
    }

    for (site_position, site) in set.sites.iter().enumerate() {
        sqlx::query(
            "INSERT INTO sites (id, organization_id, alias, default_locale, default_currency, position) \
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
        )
        .bind(&site.id)
        .bind(&org.id)
        .bind(&site.alias)
        .bind(&site.default_locale)
        .bind(&site.default_currency)
        .bind(site_position as i64)
        .execute(&mut *tx)
        .await?;
        for (position, locale) in site.locales.iter().enumerate() {
            sqlx::query(
                "INSERT INTO site_locales (site_id, locale_id, alias, preferred_currency, position) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
            )
            .bind(&site.id)
            .bind(&locale.id)
            .bind(&locale.alias)
            .bind(&locale.preferred_currency)
            .bind(position as i64)
            .execute(&mut *tx)
            .await?;
        }
        // Site values win over the shared defaults.
        let mut preferences = set.preferences.clone();
        preferences.extend(site.preferences.clone());
        for (id, value) in &preferences {
            sqlx::query(
                "INSERT INTO custom_preferences (site_id, preference_id, value_json) \
                 VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
            )
            .bind(&site.id)
            .bind(id)
            .bind(value.to_string())
            .execute(&mut *tx)
            .await?;
        }
    }

    for asset in &set.content {
        let sites: Vec<&str> = match &asset.sites {
            Some(ids) => ids.iter().map(String::as_str).collect(),
            None => set.sites.iter().map(|s| s.id.as_str()).collect(),
        };
        for site_id in sites {
            for (locale, body) in &asset.body {
                sqlx::query(
                    "INSERT INTO content_assets (site_id, content_id, locale_id, name, body_html) \
                     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
                )
                .bind(site_id)
                .bind(&asset.id)
                .bind(locale)
                .bind(asset.localized_names.get(locale).unwrap_or(&asset.name))
                .bind(body)
                .execute(&mut *tx)
                .await?;
            }
        }
    }
    for (customer, hash) in set.customers.iter().zip(&hashes) {
        let exists = crate::identity::store::customer_by_login(&mut *tx, &org.id, &customer.email)
            .await
            .map_err(|e| anyhow::anyhow!("demo customer {}: {e}", customer.email))?;
        if exists.is_some() {
            continue;
        }
        let phone = customer
            .phone
            .as_deref()
            .map(crate::identity::model::digits_only);
        crate::identity::store::insert_customer(
            &mut tx,
            &org.id,
            &crate::identity::model::NewCustomer {
                email: &customer.email,
                first_name: &customer.first_name,
                last_name: &customer.last_name,
                phone: phone.as_deref(),
                password_hash: hash,
                accepts_marketing: false,
                lease_customer_guid: customer.lease_customer_guid.as_deref(),
            },
            now_ms,
        )
        .await
        .map_err(|e| anyhow::anyhow!("demo customer {}: {e}", customer.email))?;
    }
    load_leases(&mut tx, set, now_ms).await?;
    let catalog = crate::catalog::seed::CatalogSeed::parse(crate::catalog::seed::DEMO_CATALOG)?;
    let rows = crate::catalog::seed::generate(&catalog, None)?;
    crate::catalog::store::insert_catalog(&mut tx, &org.id, &rows, now_ms).await?;
    tx.commit().await?;
    Ok(())
}

async fn load_leases(
    tx: &mut sqlx::AnyConnection,
    set: &DataSet,
    now_ms: i64,
) -> anyhow::Result<()> {
    use crate::lease::{model, store};
    let today = model::date_of_ms(now_ms);
    let rules = store::rules(&mut *tx, &set.organization.id).await?;
    for spec in &set.leases {
        if store::lease_exists(&mut *tx, &spec.guid).await? {
            continue;
        }
        let customer = crate::identity::store::customer_by_login(
            &mut *tx,
            &set.organization.id,
            &spec.customer,
        )
        .await
        .map_err(|e| anyhow::anyhow!("demo lease {}: {e}", spec.lease_number))?
        .ok_or_else(|| {
            anyhow::anyhow!(
                "demo lease {}: no customer {}",
                spec.lease_number,
                spec.customer
            )
        })?;
        let lease = model::demo_lease(spec, today, &rules)
            .map_err(|e| anyhow::anyhow!("demo lease {}: {e}", spec.lease_number))?;
        store::insert_lease(
            &mut *tx,
            &store::NewLease {
                guid: &spec.guid,
                organization_id: &set.organization.id,
                customer_id: &customer.id,
                lease_number: &spec.lease_number,
                store: &spec.store,
                zip_code: &spec.zip_code,
                lease: &lease,
                rules: &rules,
            },
            now_ms,
        )
        .await
        .map_err(|e| anyhow::anyhow!("demo lease {}: {e}", spec.lease_number))?;
    }
    Ok(())
}

/// `leasefront demo leases --count N`: adds N generated leases (three per generated customer,
/// dated, paid and serviced like the demo's: a mix of frequencies, states, ages and missed
/// payments) for benchmarks. Returns how many leases the database now holds.
pub async fn load_generated_leases(
    db: &Db,
    set: &DataSet,
    count: usize,
    now_ms: i64,
) -> anyhow::Result<i64> {
    use crate::lease::{model, store};
    use rand::{Rng, SeedableRng};
    load_if_empty(db, set, now_ms).await?;
    let template = set
        .leases
        .first()
        .context("the demo data set has no lease to copy")?;
    let org = &set.organization.id;
    let first: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM leases")
        .fetch_one(&db.pool)
        .await?;
    let today = model::date_of_ms(now_ms);
    let rules = store::rules(&db.pool, org).await?;
    let frequencies = [
        servicing::PayFrequency::Weekly,
        servicing::PayFrequency::BiWeekly,
        servicing::PayFrequency::SemiMonthly,
        servicing::PayFrequency::Monthly,
    ];
    let states = ["TX", "GA", "FL", "OH", "CA", "NY", "SC", "MA", "AZ", "NC"];
    let mut rng = rand::rngs::StdRng::seed_from_u64(first as u64);
    let mut tx = db.pool.begin().await?;
    let mut customer_id = String::new();
    for i in 0..count {
        let n = first as usize + i;
        if i % 3 == 0 {
            let email = format!("lease-customer-{n}@generated.invalid");
            customer_id = crate::identity::store::insert_customer(
                &mut tx,
                org,
                &crate::identity::model::NewCustomer {
                    email: &email,
                    first_name: "Generated",
                    last_name: &format!("Customer {n}"),
                    phone: None,
                    password_hash: GENERATED_NO_PASSWORD,
                    accepts_marketing: false,
                    lease_customer_guid: None,
                },
                now_ms,
            )
            .await?;
        }
        let signed_days_ago = rng.gen_range(10..400);
        let spec = model::DemoLease {
            guid: uuid::Uuid::new_v4().to_string(),
            lease_number: format!("9{n:08}"),
            state: states[rng.gen_range(0..states.len())].to_owned(),
            frequency: frequencies[rng.gen_range(0..frequencies.len())],
            signed_days_ago,
            // Most leases are current; one in five missed their last weeks.
            paid_until_days_ago: if rng.gen_bool(0.2) {
                rng.gen_range(0..signed_days_ago.min(200))
            } else {
                0
            },
            ..template.clone()
        };
        let lease = model::demo_lease(&spec, today, &rules)
            .with_context(|| format!("generated lease {n}"))?;
        store::insert_lease(
            &mut *tx,
            &store::NewLease {
                guid: &spec.guid,
                organization_id: org,
                customer_id: &customer_id,
                lease_number: &spec.lease_number,
                store: &spec.store,
                zip_code: &spec.zip_code,
                lease: &lease,
                rules: &rules,
            },
            now_ms,
        )
        .await?;
        if (i + 1) % 2000 == 0 {
            tx.commit().await?;
            tx = db.pool.begin().await?;
        }
    }
    tx.commit().await?;
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM leases")
        .fetch_one(&db.pool)
        .await?)
}

/// `leasefront demo leases --password P`: the generated customers (who otherwise cannot sign in)
/// sign in with `password`, for benchmarks that pay on their leases. Returns how many.
pub async fn let_generated_customers_sign_in(db: &Db, password: &str) -> anyhow::Result<u64> {
    let hash = crate::identity::password::hash(password.to_owned())
        .await
        .map_err(|e| anyhow::anyhow!("hashing the password: {e}"))?;
    Ok(
        sqlx::query("UPDATE customers SET password_hash = $1 WHERE password_hash = $2")
            .bind(hash)
            .bind(GENERATED_NO_PASSWORD)
            .execute(&db.pool)
            .await?
            .rows_affected(),
    )
}

/// The password hash of generated customers: no argon2 hash, so no password matches it.
const GENERATED_NO_PASSWORD: &str = "!generated";

/// `leasefront demo catalog --products N`: adds a generated catalog of N products (the demo's
/// names, then numbered series of them) to the organization's catalog, for benchmarks.
/// Returns how many product rows (variants included) the catalog now holds.
pub async fn load_generated_catalog(
    db: &Db,
    set: &DataSet,
    products: usize,
    now_ms: i64,
) -> anyhow::Result<i64> {
    load_if_empty(db, set, now_ms).await?;
    let catalog = crate::catalog::seed::CatalogSeed::parse(crate::catalog::seed::DEMO_CATALOG)?;
    let rows = crate::catalog::seed::generate(&catalog, Some(products))?;
    let mut tx = db.pool.begin().await?;
    crate::catalog::store::insert_catalog(&mut tx, &set.organization.id, &rows, now_ms).await?;
    tx.commit().await?;
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM catalog_products")
        .fetch_one(&db.pool)
        .await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_demo_data_set_parses() {
        let set = DataSet::parse(DEMO_DATA).unwrap();
        assert_eq!(set.organization.short_name, "northwind");
        assert!(set.sites.len() >= 2);
        for site in &set.sites {
            let ids: Vec<_> = site.locales.iter().map(|l| l.id.as_str()).collect();
            assert_eq!(ids, ["en-US", "es-US"], "site {}", site.id);
        }
        for id in [
            "footer",
            "raf-footer",
            "raf-promo",
            "compare-modal",
            "integrated-retailer-optional-text",
            "non-integrated-retailer-optional-text",
            "footer-signup-label",
            // Content pages the hero and the footer link to.
            "how-it-works",
            "about-us",
            "accessibility",
        ] {
            let asset = set.content.iter().find(|c| c.id == id).expect(id);
            assert!(
                asset.body.contains_key("en-US") && asset.body.contains_key("es-US"),
                "{id}"
            );
        }
        for id in [
            "excludedStates",
            "approvalIframeClosingTime",
            "leaseApprovalUrl",
            "enableKeycloak",
            "enableLegacyCustomerLogin",
            "emailList",
            "marketPlaceCategorization",
            "enableMedalliaFeedback",
            "medalliaFeedbackURL",
            "medalliaFeedbackDelay",
            "zetaDelayTime",
            "zetaRezyncPixel",
            "zetaIsEnabled",
            "zetaBtInterval",
            "zetaCacheBuster",
            "zetaZmpID",
            "zetaRezyncURL",
            "northwindCreditJS",
        ] {
            assert!(set.preferences.contains_key(id), "{id}");
        }
    }

    #[test]
    fn a_default_locale_outside_the_site_locales_is_rejected() {
        let bad = r#"{"organization":{"id":"o","brandName":"B","shortName":"b"},
            "sites":[{"id":"s","defaultLocale":"fr-FR","defaultCurrency":"EUR",
            "locales":[{"id":"en-US","preferredCurrency":"USD"}]}]}"#;
        assert!(DataSet::parse(bad).is_err());
    }
}
