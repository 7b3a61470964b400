//! The nightly servicing run: each open lease serviced once (and the run resumed), a lease
//! changed during the run serviced again, a lease with nothing to do left alone until its
//! day, day-by-day runs equal to servicing every open lease every day, and new servicing
//! rules marking the organization's leases due.

use serde_json::json;

use super::{details, get, BENEFITS};
use crate::both_databases;
use crate::helpers::{
    replace_servicing_rules, s, servicing_rules, token, TestApp, MARIA, MARIA_TV,
};

async fn the_nightly_run_services_each_open_lease_once_and_resumes(app: &TestApp) {
    use leasefront::jobs::nightly;
    let db = &app.state.db;
    let now_ms = app.state.clock.now_ms();
    let set = leasefront::demo::DataSet::parse(leasefront::demo::DEMO_DATA).unwrap();
    leasefront::demo::load_generated_leases(db, &set, 30, now_ms)
        .await
        .unwrap();
    // Forty days on without a payment: María's current leases fall past due.
    let as_of = leasefront::lease::model::date_of_ms(now_ms) + time::Duration::days(40);
    let open = nightly::remaining(db, as_of).await.unwrap();
    assert!(
        open >= 3 + 20,
        "the demo's open leases and most generated ones: {open}"
    );

    // A run killed after its first chunk, then run again: it finishes the rest only.
    nightly::plan(db, as_of, 5).await.unwrap();
    let first = nightly::service_chunk(db, as_of, now_ms)
        .await
        .unwrap()
        .expect("a chunk to service");
    assert_eq!(first.serviced, 5);
    assert_eq!(nightly::remaining(db, as_of).await.unwrap(), open - 5);
    let progress = std::sync::Arc::new(|_: u64| {});
    let rest = nightly::run(db, as_of, 2, 3, now_ms, progress.clone())
        .await
        .unwrap();
    assert_eq!(
        first.serviced + rest.serviced + rest.failed,
        open,
        "each lease once"
    );
    assert_eq!(rest.failed, 0);
    assert!(
        rest.status_changes.get("PastDue").copied().unwrap_or(0) > 0,
        "{rest:?}"
    );
    assert!(rest.late_fees > 0);
    assert_eq!(nightly::remaining(db, as_of).await.unwrap(), 0);

    let maria_mail = app.outbox(MARIA.0).await;
    assert!(
        maria_mail
            .iter()
            .any(|m| s(&m["subject"]).starts_with("Your lease is past due")),
        "{maria_mail:?}"
    );

    // The same day again changes nothing and sends nothing.
    let again = nightly::run(db, as_of, 2, 3, now_ms, progress)
        .await
        .unwrap();
    assert_eq!(again, nightly::RunSummary::default());
    assert_eq!(app.outbox(MARIA.0).await.len(), maria_mail.len());

    // The portal reads the serviced lease: the TV lease is past due as of that day.
    app.advance(std::time::Duration::from_secs(40 * 24 * 3600));
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let (_, body) = get(app, &maria, &details(MARIA_TV)).await;
    assert_eq!(body["standardized"]["status"], "PastDue", "{body}");
}
both_databases!(the_nightly_run_services_each_open_lease_once_and_resumes);

/// A portal call that changes a lease between the nightly run's read and its write: the run's
/// versioned write misses it, so the run reads it again and services what the call left.
/// PostgreSQL only: there the held row lock makes the interleaving certain (SQLite has one
/// writer, so the two cannot interleave at all).
async fn a_lease_changed_during_the_nightly_run_is_serviced_again(app: &TestApp) {
    use leasefront::jobs::nightly;
    let db = &app.state.db;
    if db.backend != leasefront::db::Backend::Postgres {
        return;
    }
    let now_ms = app.state.clock.now_ms();
    let as_of = leasefront::lease::model::date_of_ms(now_ms) + time::Duration::days(40);
    let (seq, version): (i64, i64) =
        sqlx::query_as("SELECT seq, version FROM leases WHERE guid = $1")
            .bind(MARIA_TV)
            .fetch_one(&db.pool)
            .await
            .unwrap();
    // One chunk with every open lease.
    nightly::plan(db, as_of, 1000).await.unwrap();

    // "The portal" changes the TV lease and holds the row until the run has read it.
    let mut portal = db.begin_write().await.unwrap();
    sqlx::query("UPDATE leases SET version = version + 1 WHERE seq = $1")
        .bind(seq)
        .execute(&mut *portal)
        .await
        .unwrap();
    let run = tokio::spawn({
        let db = db.clone();
        async move { nightly::service_chunk(&db, as_of, now_ms).await }
    });
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    portal.commit().await.unwrap();
    let summary = run.await.unwrap().unwrap().expect("a chunk");

    assert_eq!(summary.failed, 0, "{summary:?}");
    assert_eq!(nightly::remaining(db, as_of).await.unwrap(), 0);
    let (status, after): (String, i64) =
        sqlx::query_as("SELECT status, version FROM leases WHERE seq = $1")
            .bind(seq)
            .fetch_one(&db.pool)
            .await
            .unwrap();
    assert_eq!(status, "PastDue", "serviced after the portal's change");
    assert_eq!(
        after,
        version + 2,
        "the portal's write and the run's, none lost"
    );
}
both_databases!(a_lease_changed_during_the_nightly_run_is_serviced_again);

/// Every lease's stored JSON, customer email and lease number, by `seq`.
async fn stored_leases(
    db: &leasefront::db::Db,
) -> std::collections::BTreeMap<i64, (servicing::Lease, String, String, bool)> {
    let rows: Vec<(i64, String, String, String, Option<String>)> = sqlx::query_as(
        "SELECT leases.seq, leases.lease_json, customers.email, leases.lease_number, \
         leases.next_service_on FROM leases JOIN customers ON customers.id = leases.customer_id",
    )
    .fetch_all(&db.pool)
    .await
    .unwrap();
    rows.into_iter()
        .map(|(seq, json, email, number, next)| {
            let lease = serde_json::from_str(&json).unwrap();
            (seq, (lease, email, number, next.is_some()))
        })
        .collect()
}

/// `(seq, version, next_service_on, serviced_on)` of a lease.
async fn lease_row(
    db: &leasefront::db::Db,
    guid: &str,
) -> (i64, i64, Option<String>, Option<String>) {
    sqlx::query_as("SELECT seq, version, next_service_on, serviced_on FROM leases WHERE guid = $1")
        .bind(guid)
        .fetch_one(&db.pool)
        .await
        .unwrap()
}

async fn due_on(db: &leasefront::db::Db, as_of: time::Date) -> i64 {
    sqlx::query_scalar(
        "SELECT COUNT(*) FROM leases WHERE status IN ('Pending', 'Active', 'PastDue') \
         AND next_service_on <= $1",
    )
    .bind(as_of.to_string())
    .fetch_one(&db.pool)
    .await
    .unwrap()
}

/// María's TV lease is paid up: the nightly runs leave it alone (not read, not written, not
/// counted) until the day it named, and service it that day.
async fn a_lease_with_nothing_to_do_is_left_alone_until_its_day(app: &TestApp) {
    use leasefront::jobs::nightly;
    let db = &app.state.db;
    let now_ms = app.state.clock.now_ms();
    let today = leasefront::lease::model::date_of_ms(now_ms);
    let progress = std::sync::Arc::new(|_: u64| {});
    let before = lease_row(db, MARIA_TV).await;
    let day = time::Date::parse(
        before
            .2
            .as_deref()
            .expect("an open lease has a next service day"),
        time::macros::format_description!("[year]-[month]-[day]"),
    )
    .unwrap();
    assert!(
        day > today + time::Duration::days(1),
        "a paid-up monthly lease has nothing to do tomorrow: {day}"
    );
    let mut as_of = today + time::Duration::days(1);
    while as_of < day {
        let due = due_on(db, as_of).await;
        let summary = nightly::run(db, as_of, 2, 2, now_ms, progress.clone())
            .await
            .unwrap();
        assert_eq!(
            (summary.serviced + summary.failed) as i64,
            due,
            "{as_of}: only the due leases"
        );
        assert_eq!(lease_row(db, MARIA_TV).await, before, "{as_of}: left alone");
        as_of += time::Duration::days(1);
    }
    let summary = nightly::run(db, day, 2, 2, now_ms, progress).await.unwrap();
    assert!(summary.changed + summary.notices >= 1, "{summary:?}");
    let after = lease_row(db, MARIA_TV).await;
    assert_eq!(after.1, before.1 + 1, "serviced and written on its day");
    assert_eq!(after.3, Some(day.to_string()));
    assert!(after.2.unwrap() > day.to_string(), "and given a later day");
}
both_databases!(a_lease_with_nothing_to_do_is_left_alone_until_its_day);

/// Forty nights of runs that read only the due leases end with the same leases and the same
/// emails as servicing every open lease every night would (the servicing crate over the
/// stored leases), a Benefits Plus enrolment through the portal on the tenth day included.
async fn running_day_by_day_equals_servicing_every_open_lease_every_day(app: &TestApp) {
    use leasefront::jobs::nightly;
    let db = &app.state.db;
    let now_ms = app.state.clock.now_ms();
    let today = leasefront::lease::model::date_of_ms(now_ms);
    let set = leasefront::demo::DataSet::parse(leasefront::demo::DEMO_DATA).unwrap();
    leasefront::demo::load_generated_leases(db, &set, 30, now_ms)
        .await
        .unwrap();
    let rules = servicing_rules(app).await.unwrap();
    let notice_subjects = ["Your lease payment is due soon", "Your lease is past due"];
    let notices = || async {
        let rows: Vec<(String, String, String)> =
            sqlx::query_as("SELECT recipient, subject, body FROM outbox")
                .fetch_all(&db.pool)
                .await
                .unwrap();
        let mut rows: Vec<_> = rows
            .into_iter()
            .filter(|(_, subject, _)| notice_subjects.iter().any(|s| subject.starts_with(s)))
            .collect();
        rows.sort();
        rows
    };
    assert!(notices().await.is_empty());

    let mut expected = stored_leases(db).await;
    let open = expected.values().filter(|l| l.0.status.is_open()).count();
    let (tv_seq, ..) = lease_row(db, MARIA_TV).await;
    let mut expected_notices = Vec::new();
    let mut serviced = 0;
    let progress = std::sync::Arc::new(|_: u64| {});
    for day in 1..=40 {
        let as_of = today + time::Duration::days(day);
        if day == 10 {
            // The portal's write stores the lease's next service day (cleared here to see it).
            sqlx::query("UPDATE leases SET next_service_on = NULL WHERE seq = $1")
                .bind(tv_seq)
                .execute(&db.pool)
                .await
                .unwrap();
            app.advance(std::time::Duration::from_secs(10 * 24 * 3600));
            let maria = token(app, (MARIA.0, MARIA.1)).await;
            let enrolled = app
                .call("POST", &format!("{BENEFITS}/enroll?siteId=northwind"))
                .bearer(&maria)
                .json(json!({ "c_lease_guid": MARIA_TV }))
                .send()
                .await;
            assert_eq!(enrolled.status, 200, "{}", enrolled.text());
            let tv = &mut expected.get_mut(&tv_seq).unwrap().0;
            assert!(tv.enroll_benefits_plus(as_of).unwrap().payments_changed > 0);
        }
        let summary = nightly::run(db, as_of, 2, 5, app.state.clock.now_ms(), progress.clone())
            .await
            .unwrap();
        assert_eq!(summary.failed, 0);
        serviced += summary.serviced;
        for (lease, email, number, _) in expected.values_mut() {
            if !lease.status.is_open() {
                continue;
            }
            let mut night = lease.clone();
            let outcome = night.service(as_of, &rules).unwrap();
            if !outcome.is_empty() {
                *lease = night;
                let terms = leasefront::lease::model::payment_terms(lease, as_of);
                for notice in &outcome.notices {
                    let (subject, body) = nightly::notice_email(notice, number, &terms);
                    expected_notices.push((email.clone(), subject, body));
                }
            }
        }
    }

    let stored = stored_leases(db).await;
    assert_eq!(stored.len(), expected.len());
    for (seq, (lease, _, number, has_day)) in &stored {
        assert_eq!(lease, &expected[seq].0, "lease {number}");
        assert_eq!(*has_day, lease.status.is_open(), "lease {number}");
    }
    expected_notices.sort();
    let sent = notices().await;
    assert!(sent.len() > 20, "{} notices", sent.len());
    assert_eq!(sent, expected_notices);
    assert!(
        (serviced as usize) * 2 < open * 40,
        "most nights leave most leases alone: {serviced} lease-nights of {}",
        open * 40
    );
}
both_databases!(running_day_by_day_equals_servicing_every_open_lease_every_day);

/// New servicing rules (a payment-due notice 10 days ahead instead of 3): every open lease of
/// the organization is due at the next run and serviced under them.
async fn replacing_the_servicing_rules_marks_the_organizations_leases_due(app: &TestApp) {
    use leasefront::jobs::nightly;
    let db = &app.state.db;
    let now_ms = app.state.clock.now_ms();
    let today = leasefront::lease::model::date_of_ms(now_ms);
    let set = leasefront::demo::DataSet::parse(leasefront::demo::DEMO_DATA).unwrap();
    leasefront::demo::load_generated_leases(db, &set, 30, now_ms)
        .await
        .unwrap();
    let progress = std::sync::Arc::new(|_: u64| {});
    let tomorrow = today + time::Duration::days(1);
    nightly::run(db, tomorrow, 2, 5, now_ms, progress.clone())
        .await
        .unwrap();
    let open = nightly::open_leases(db).await.unwrap();
    let as_of = tomorrow + time::Duration::days(1);
    assert!(nightly::remaining(db, as_of).await.unwrap() < open);

    let rules = servicing::ServicingRules {
        due_soon_days: 10,
        ..servicing::ServicingRules::default()
    };
    let mut tx = db.begin_write().await.unwrap();
    let marked = replace_servicing_rules(&mut tx, &rules, now_ms)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    assert_eq!(marked, open);
    assert_eq!(servicing_rules(app).await.unwrap(), rules);
    assert_eq!(nightly::remaining(db, as_of).await.unwrap(), open);

    let summary = nightly::run(db, as_of, 2, 5, now_ms, progress)
        .await
        .unwrap();
    assert_eq!(summary.serviced, open);
    // Each stored its day again, the ones with nothing to do that day too.
    let tomorrow = as_of + time::Duration::days(1);
    assert!(nightly::remaining(db, tomorrow).await.unwrap() < open / 2);
    let behind: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM leases WHERE status IN ('Pending', 'Active', 'PastDue') \
         AND (next_service_on IS NULL OR next_service_on <= $1)",
    )
    .bind(as_of.to_string())
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(behind, 0);
    let mut reminded_early = 0;
    for (lease, _, number, _) in stored_leases(db).await.values() {
        if !lease.status.is_servicing() {
            continue;
        }
        let Some(next) = lease.next_due(as_of) else {
            continue;
        };
        let item = lease.schedule.iter().find(|i| i.seq == next.seq).unwrap();
        if next.date <= as_of + time::Duration::days(10) {
            assert!(item.reminded, "lease {number}: due {} told", next.date);
            if next.date > as_of + time::Duration::days(3) {
                reminded_early += 1;
            }
        }
    }
    assert!(
        reminded_early > 0,
        "some told earlier than the old rules would"
    );
}
both_databases!(replacing_the_servicing_rules_marks_the_organizations_leases_due);
