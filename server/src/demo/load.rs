//! Loading the demo data set: configuration, accounts, leases, the catalog, the marketplace
//! and the stores, in one transaction, every insert skipping what is there.

use crate::db::Db;
use crate::{identity, sites};

use super::DataSet;

/// Loads the data set when the database holds no organization yet. Returns whether it loaded.
pub async fn load_if_empty(db: &Db, set: &DataSet, now_ms: i64) -> anyhow::Result<bool> {
    if sites::operations::organization_count(&db.pool).await? > 0 {
        return Ok(false);
    }
    load(db, set, now_ms).await?;
    // Shopper visits, so recommendations make sense on a fresh demo (not in `load`: the
    // tests' databases start without activity).
    crate::recs::demo::load_demo_activity(db, crate::recs::demo::DEFAULT_DEMO_VISITS, now_ms)
        .await?;
    Ok(true)
}

/// Loads the data set in one transaction; what is there already is left as it is.
pub async fn load(db: &Db, set: &DataSet, now_ms: i64) -> anyhow::Result<()> {
    // argon2 is slow on purpose: hash before the transaction, off the async threads.
    let passwords: Vec<String> = set.customers.iter().map(|c| c.password.clone()).collect();
    let hashes = tokio::task::spawn_blocking(move || {
        passwords
            .iter()
            .map(|p| identity::password::hash_blocking(p))
            .collect::<Result<Vec<_>, _>>()
    })
    .await??;

    let mut tx = db.begin_write().await?;
    let org = &set.organization;
    sites::operations::insert_organization(
        &mut *tx,
        &org.id,
        &org.brand_name,
        &org.short_name,
        &serde_json::to_string(&org.links)?,
    )
    .await?;
    for client in &set.auth_clients {
        identity::operations::insert_client(
            &mut *tx,
            &org.id,
            &identity::model::AuthClient {
                id: client.id.clone(),
                redirect_uris: client.redirect_uris.clone(),
                refresh_cookie: client.refresh_token_cookie,
            },
            &client.name,
        )
        .await?;
    }

    for (site_position, site) in set.sites.iter().enumerate() {
        sites::operations::insert_site(
            &mut *tx,
            &org.id,
            &sites::operations::SiteRow {
                id: site.id.clone(),
                alias: site.alias.clone(),
                default_locale: site.default_locale.clone(),
                default_currency: site.default_currency.clone(),
            },
            site_position as i64,
        )
        .await?;
        for (position, locale) in site.locales.iter().enumerate() {
            sites::operations::insert_locale(
                &mut *tx,
                &sites::operations::LocaleRow {
                    site_id: site.id.clone(),
                    locale_id: locale.id.clone(),
                    alias: locale.alias.clone(),
                    preferred_currency: locale.preferred_currency.clone(),
                },
                position as i64,
            )
            .await?;
        }
        // Site values win over the shared defaults.
        let mut preferences = set.preferences.clone();
        preferences.extend(site.preferences.clone());
        for (id, value) in &preferences {
            crate::prefs::operations::insert_preference(&mut *tx, &site.id, id, &value.to_string())
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
                crate::content::operations::insert_asset(
                    &mut *tx,
                    site_id,
                    &asset.id,
                    locale,
                    asset.localized_names.get(locale).unwrap_or(&asset.name),
                    body,
                )
                .await?;
            }
        }
    }
    for (position, mapping) in set.lead_field_mappings.iter().enumerate() {
        crate::leads::operations::insert_field_mapping(
            &mut *tx,
            &org.id,
            position as i64,
            &crate::leads::model::FieldMappingRecord {
                SFDC_Field__c: mapping.sfdc_field.clone(),
                Mapping_Field__c: mapping.mapping_field.clone(),
            },
        )
        .await?;
    }
    for (customer, hash) in set.customers.iter().zip(&hashes) {
        let exists = identity::operations::customer_by_login(&mut *tx, &org.id, &customer.email)
            .await
            .map_err(|e| anyhow::anyhow!("demo customer {}: {e}", customer.email))?;
        if exists.is_some() {
            continue;
        }
        let phone = customer.phone.as_deref().map(identity::model::digits_only);
        identity::operations::insert_customer(
            &mut tx,
            &org.id,
            &identity::model::NewCustomer {
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
    crate::catalog::operations::insert_catalog(&mut tx, &org.id, &rows, now_ms).await?;
    let marketplace = crate::marketplace::seed::MarketplaceSeed::parse(
        crate::marketplace::seed::DEMO_MARKETPLACE,
    )?;
    for (position, retailer) in marketplace.retailers.iter().enumerate() {
        crate::marketplace::operations::insert_retailer(
            &mut *tx,
            &org.id,
            position as i64,
            &retailer.record(),
            &retailer.art,
        )
        .await?;
    }
    let stores = crate::stores::seed::StoresSeed::parse(crate::stores::seed::DEMO_STORES)?;
    crate::stores::operations::insert_stores(&mut tx, &org.id, &stores).await?;
    tx.commit().await?;
    // The pages are published as an import publishes them (every file checked first).
    crate::content::import::import(db, &crate::content::import::demo_files(), now_ms).await?;
    Ok(())
}

async fn load_leases(
    tx: &mut sqlx::AnyConnection,
    set: &DataSet,
    now_ms: i64,
) -> anyhow::Result<()> {
    use crate::lease::{model, operations as store};
    let today = model::date_of_ms(now_ms);
    let rules = store::rules(&mut *tx, &set.organization.id).await?;
    for spec in &set.leases {
        if store::exists(&mut *tx, &spec.guid).await? {
            continue;
        }
        let customer =
            identity::operations::customer_by_login(&mut *tx, &set.organization.id, &spec.customer)
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
        store::open(
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
