//! Generated data for benchmarks: many leases (with their customers) and large catalogs,
//! added to the demo data set.

use anyhow::Context;

use crate::db::Db;

use super::{load_if_empty, DataSet};

/// `leasefront demo leases --count N`: adds N generated leases (three per generated customer,
/// dated, paid and serviced like the demo's: a mix of frequencies, states, ages and missed
/// payments) for benchmarks. Returns how many leases the database now holds.
pub async fn load_generated_leases(
    db: &Db,
    set: &DataSet,
    count: usize,
    now_ms: i64,
) -> anyhow::Result<i64> {
    use crate::lease::{model, operations as store};
    use rand::{Rng, SeedableRng};
    load_if_empty(db, set, now_ms).await?;
    let template = set
        .leases
        .first()
        .context("the demo data set has no lease to copy")?;
    let org = &set.organization.id;
    let first = crate::lease::operations::count(&db.pool).await?;
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
    let mut tx = db.begin_write().await?;
    let mut customer_id = String::new();
    for i in 0..count {
        let n = first as usize + i;
        if i % 3 == 0 {
            let email = format!("lease-customer-{n}@generated.invalid");
            customer_id = crate::identity::operations::insert_customer(
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
        store::open(
            &mut tx,
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
            tx = db.begin_write().await?;
        }
    }
    tx.commit().await?;
    Ok(crate::lease::operations::count(&db.pool).await?)
}

/// `leasefront demo leases --password P`: the generated customers (who otherwise cannot sign in)
/// sign in with `password`, for benchmarks that pay on their leases. Returns how many.
pub async fn let_generated_customers_sign_in(db: &Db, password: &str) -> anyhow::Result<u64> {
    let hash = crate::identity::password::hash(password.to_owned())
        .await
        .map_err(|e| anyhow::anyhow!("hashing the password: {e}"))?;
    Ok(
        crate::identity::operations::replace_password_hash(&db.pool, GENERATED_NO_PASSWORD, &hash)
            .await?,
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
    let mut tx = db.begin_write().await?;
    crate::catalog::operations::insert_catalog(&mut tx, &set.organization.id, &rows, now_ms)
        .await?;
    tx.commit().await?;
    Ok(crate::catalog::operations::product_count(&db.pool).await?)
}
