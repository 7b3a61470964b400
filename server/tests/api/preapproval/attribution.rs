//! The campaign a lease application came from, on both databases: kept with the application as
//! sent (what is not fine text dropped, never refused), and counted by the attribution report.

use std::time::Duration;

use serde_json::json;

use crate::both_databases;
use crate::helpers::{TestApp, ORG};
use crate::preapproval::{application, apply, guest};
use leasefront::preapproval::attribution::{write_report, Format};

fn today(app: &TestApp) -> time::Date {
    use leasefront::clock::Clock;
    time::OffsetDateTime::from_unix_timestamp(app.clock.now_ms() / 1000)
        .unwrap()
        .date()
}

async fn report(
    app: &TestApp,
    since: time::Date,
    until: Option<time::Date>,
    format: Format,
) -> String {
    let mut out = Vec::new();
    write_report(&app.state.db, ORG, since, until, format, &mut out)
        .await
        .unwrap();
    String::from_utf8(out).unwrap()
}

async fn a_campaign_is_kept_with_the_application_and_counted_by_the_report(app: &TestApp) {
    let token = guest(app).await;
    let fall = json!({
        "utm_source": "google", "utm_medium": "cpc", "utm_campaign": "fall-sale",
        "gclid": "Cj0KCQ-abc", "davuid": "4321764300000000", "dasrc": "web", "referral_code": "ANA7"
    });
    let mut approved = application(app, "Rivera");
    approved["campaign"] = fall.clone();
    let res = apply(app, &token, "k-1", &approved).await;
    assert_eq!(res.status, 200, "{}", res.text());
    assert_eq!(res.json()["appStatus"], "Approved");
    let id = res.json()["applicationId"].as_str().unwrap().to_owned();

    let mut denied = application(app, "Low");
    denied["monthlyIncome"] = json!(90_000);
    denied["campaign"] = fall;
    assert_eq!(
        apply(app, &token, "k-2", &denied).await.json()["appStatus"],
        "Denied"
    );
    // No campaign at all, and one whose every value is unusable: both direct, both accepted.
    let res = apply(app, &token, "k-3", &application(app, "Direct")).await;
    assert_eq!(res.status, 200, "{}", res.text());
    let mut spoiled = application(app, "Spoiled");
    spoiled["campaign"] = json!({
        "utm_source": "x".repeat(300), "utm_medium": "email\u{7}", "utm_campaign": 7, "utm_evil": "1"
    });
    let res = apply(app, &token, "k-4", &spoiled).await;
    assert_eq!(res.status, 200, "{}", res.text());
    assert_eq!(res.json()["appStatus"], "Approved");

    let kept: (Option<String>, Option<String>, Option<String>, Option<String>) = sqlx::query_as(
        "SELECT utm_campaign, gclid, davuid, referral_code FROM preapproval_applications WHERE id = $1",
    )
    .bind(&id)
    .fetch_one(&app.state.db.pool)
    .await
    .unwrap();
    assert_eq!(
        kept,
        (
            Some("fall-sale".into()),
            Some("Cj0KCQ-abc".into()),
            Some("4321764300000000".into()),
            Some("ANA7".into())
        )
    );

    // The next day, one more from a newsletter.
    let first_day = today(app);
    app.advance(Duration::from_secs(86_400));
    let mut later = application(app, "Later");
    later["campaign"] = json!({"utm_source": "newsletter", "utm_medium": "email"});
    let token = guest(app).await;
    assert_eq!(apply(app, &token, "k-5", &later).await.status, 200);

    let table = report(app, first_day, Some(first_day), Format::Table).await;
    let lines: Vec<Vec<&str>> = table
        .lines()
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert_eq!(
        lines,
        [
            vec![
                "source",
                "medium",
                "campaign",
                "applications",
                "approvals",
                "approval",
                "rate"
            ],
            vec!["direct", "2", "2", "100.0%"],
            vec!["google", "cpc", "fall-sale", "2", "1", "50.0%"],
            vec![lines[3][0]],
            vec!["total", "4", "3", "75.0%"],
        ],
        "{table}"
    );
    let csv = report(app, first_day, None, Format::Csv).await;
    assert!(csv.contains("\nnewsletter,email,,1,1,1.000\n"), "{csv}");
    assert!(csv.ends_with("\ntotal,,,5,4,0.800\n"), "{csv}");
    let next_day = report(app, first_day.next_day().unwrap(), None, Format::Csv).await;
    assert!(
        !next_day.contains("google") && next_day.ends_with("\ntotal,,,1,1,1.000\n"),
        "{next_day}"
    );
}
both_databases!(a_campaign_is_kept_with_the_application_and_counted_by_the_report);
