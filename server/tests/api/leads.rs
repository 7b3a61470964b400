//! Leads on both databases: the partner and report forms' rules, storage, a repeat answered
//! once, the hidden field, the per-address limit, forwarding to a failing CRM retried with
//! backoff, the field mapping list and the CSV export.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use leasefront::clock::Clock;
use leasefront::outbox::model::{BoxFuture, CrmSender};
use leasefront::outbox::OutboxDispatcher;
use serde_json::{json, Value};

use crate::both_databases;
use crate::helpers::{s, TestApp};

const LEAD: &str = "/mobify/proxy/api/custom/salesforce-lead/v1/organizations/f_ecom_northwind/getleadresponse?siteId=northwind&locale=en-US";
const MAPPING: &str = "/mobify/proxy/api/custom/salesforce-lead-field-mapping/v1/organizations/f_ecom_northwind/getSalesforceMappingList?siteId=northwind&locale=en-US";

fn partner_lead() -> Value {
    json!({
        "FirstName": "Dana", "LastName": "Reyes", "Company": "Reyes Furniture", "Title": "Owner",
        "Email": "dana@reyes.example", "contactMethod__c": "Phone", "Phone": "5125550100",
        "Annual_GMV__c": "$1-10M", "Annual_GMV_Financed__c": "Under $1M",
        "Years_In_Business__c": "11-15", "Where_would_you_like_to_offer_northwind__c": "In-Store & Online",
        "LeadSource": "eComm Partner Page",
        "lead_UTM__c": "utm_source=google&utm_medium=cpc&utm_campaign=marketplace&davuid=1001764000000000&dasrc=web",
        "Website": ""
    })
}

fn report_lead() -> Value {
    json!({
        "FirstName": "Sam", "LastName": "Ortiz", "Company": "Ortiz Tires", "Email": "sam@ortiz.example",
        "contactMethod__c": "Email", "Phone": "2105550111", "PostalCode": "78205",
        "LeadSource": "eComm Report Download", "lead_UTM__c": ""
    })
}

fn with(mut lead: Value, field: &str, value: Value) -> Value {
    lead[field] = value;
    lead
}

async fn lead_rows(app: &TestApp) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM leads")
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap()
}

async fn a_lead_is_checked_stored_queued_for_the_crm_and_kept_once(app: &TestApp) {
    let tokens = app.guest_session().await;
    let access = s(&tokens["access_token"]).to_owned();
    let post = |body: Value| app.call("POST", LEAD).bearer(&access).json(body).send();

    let anonymous = app.call("POST", LEAD).json(partner_lead()).send().await;
    assert_eq!(anonymous.status, 401);
    for (lead, field, message) in [
        (
            with(partner_lead(), "Company", json!(" ")),
            "Company",
            "This field is required.",
        ),
        (
            with(partner_lead(), "Email", json!("dana@reyes")),
            "Email",
            "Please enter a valid email address.",
        ),
        (
            with(partner_lead(), "Phone", json!("512555010")),
            "Phone",
            "Please enter a valid 10-digit phone number.",
        ),
        (
            with(partner_lead(), "Years_In_Business__c", json!("51-55")),
            "Years_In_Business__c",
            "Please choose one of the options.",
        ),
        (
            with(report_lead(), "PostalCode", json!("78a05")),
            "PostalCode",
            "Please enter a valid 5-digit ZIP code.",
        ),
        (
            with(partner_lead(), "LeadSource", json!("Other")),
            "LeadSource",
            "LeadSource must be 'eComm Partner Page' or 'eComm Report Download'.",
        ),
    ] {
        let res = post(lead).await;
        assert_eq!(res.status, 400, "{}", res.text());
        assert_eq!(res.json()["parameter"], field);
        assert_eq!(res.json()["message"], message);
    }
    assert_eq!(lead_rows(app).await, 0, "nothing refused is kept");

    let first = post(partner_lead()).await;
    assert_eq!(first.status, 200, "{}", first.text());
    assert_eq!(first.json()["success"], true);
    let id = s(&first.json()["id"]).to_owned();
    let (kind, email, payload): (String, String, String) =
        sqlx::query_as("SELECT kind, email, payload_json FROM leads WHERE id = $1")
            .bind(&id)
            .fetch_one(&app.state.db.pool)
            .await
            .unwrap();
    assert_eq!(
        (kind.as_str(), email.as_str()),
        ("partner", "dana@reyes.example")
    );
    let payload: Value = serde_json::from_str(&payload).unwrap();
    assert_eq!(
        payload["Where_would_you_like_to_offer_northwind__c"],
        "In-Store & Online"
    );
    assert_eq!(payload["lead_UTM__c"], partner_lead()["lead_UTM__c"]);
    assert!(
        payload.get("Website").is_none(),
        "the hidden field is not the CRM's"
    );
    let queued: Vec<(String, String)> =
        sqlx::query_as("SELECT channel, body FROM outbox WHERE id = $1 AND sent_at_ms IS NULL")
            .bind(&id)
            .fetch_all(&app.state.db.pool)
            .await
            .unwrap();
    assert_eq!(queued.len(), 1);
    assert_eq!(queued[0].0, "crm");
    assert_eq!(
        serde_json::from_str::<Value>(&queued[0].1).unwrap(),
        payload
    );

    // A double click, the email in other letters: the first lead's id, one lead.
    app.advance(Duration::from_secs(30));
    let again = post(with(partner_lead(), "Email", json!("Dana@Reyes.example"))).await;
    assert_eq!(s(&again.json()["id"]), id);
    assert_eq!(lead_rows(app).await, 1);
    // Sent at the same moment, twice: one lead.
    let report = || {
        app.call("POST", LEAD)
            .bearer(&access)
            .json(report_lead())
            .build()
    };
    let both = app.concurrently(vec![report(), report()]).await;
    assert_eq!(both[0].status, 200, "{}", both[0].text());
    assert_eq!(both[0].json()["id"], both[1].json()["id"]);
    assert_eq!(lead_rows(app).await, 2);
    // A minute on, the same form is a new lead.
    app.advance(Duration::from_secs(61));
    let later = post(partner_lead()).await;
    assert_ne!(s(&later.json()["id"]), id);
    assert_eq!(lead_rows(app).await, 3);
}
both_databases!(a_lead_is_checked_stored_queued_for_the_crm_and_kept_once);

async fn robots_are_answered_but_not_kept_and_one_address_sends_ten_an_hour(app: &TestApp) {
    let tokens = app.guest_session().await;
    let access = s(&tokens["access_token"]).to_owned();
    let from = |address: &str, lead: Value| {
        app.call("POST", LEAD)
            .bearer(&access)
            .peer(address)
            .json(lead)
            .send()
    };
    let robot = from(
        "203.0.113.7:5000",
        with(partner_lead(), "Website", json!("http://spam.example")),
    )
    .await;
    assert_eq!(robot.status, 200);
    assert_eq!(robot.json()["success"], true);
    assert_eq!(lead_rows(app).await, 0);

    for n in 1..10 {
        let lead = with(partner_lead(), "Company", json!(format!("Store {n}")));
        assert_eq!(from("203.0.113.7:5000", lead).await.status, 200);
    }
    let over = from(
        "203.0.113.7:5000",
        with(partner_lead(), "Company", json!("One more")),
    )
    .await;
    assert_eq!(over.status, 429, "{}", over.text());
    assert!(over.header("retry-after").parse::<i64>().unwrap() > 0);
    assert_eq!(
        from("198.51.100.4:5000", partner_lead()).await.status,
        200,
        "another address"
    );
    app.advance(Duration::from_secs(3601));
    let fresh = app.guest_session().await;
    let next_hour = app
        .call("POST", LEAD)
        .bearer(s(&fresh["access_token"]))
        .peer("203.0.113.7:5000")
        .json(with(partner_lead(), "Company", json!("Next hour")))
        .send()
        .await;
    assert_eq!(next_hour.status, 200, "{}", next_hour.text());
}
both_databases!(robots_are_answered_but_not_kept_and_one_address_sends_ten_an_hour);

/// A CRM that is down for its first `failures` calls, then records what it takes.
struct FlakyCrm {
    failures: Mutex<usize>,
    taken: Mutex<Vec<(String, Value)>>,
}

impl CrmSender for FlakyCrm {
    fn send<'a>(
        &'a self,
        lead_id: &'a str,
        payload_json: &'a str,
    ) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move {
            let mut failures = self.failures.lock().unwrap();
            if *failures > 0 {
                *failures -= 1;
                anyhow::bail!("503 Service Unavailable");
            }
            self.taken
                .lock()
                .unwrap()
                .push((lead_id.to_owned(), serde_json::from_str(payload_json)?));
            Ok(())
        })
    }
}

async fn a_failing_crm_gets_the_lead_on_a_later_try(app: &TestApp) {
    let tokens = app.guest_session().await;
    let res = app
        .call("POST", LEAD)
        .bearer(s(&tokens["access_token"]))
        .json(report_lead())
        .send()
        .await;
    let id = s(&res.json()["id"]).to_owned();
    let crm = Arc::new(FlakyCrm {
        failures: Mutex::new(2),
        taken: Mutex::default(),
    });
    let mut state = app.state.clone();
    state.crm = Some(crm.clone());
    let dispatcher = OutboxDispatcher::from_state(&state).expect("a sender");

    assert_eq!(dispatcher.send_batch().await.unwrap(), 0, "the CRM is down");
    assert_eq!(
        dispatcher.send_batch().await.unwrap(),
        0,
        "waiting before the next try"
    );
    app.advance(Duration::from_secs(61));
    assert_eq!(dispatcher.send_batch().await.unwrap(), 0, "down again");
    app.advance(Duration::from_secs(61));
    assert_eq!(
        dispatcher.send_batch().await.unwrap(),
        0,
        "the second wait is two minutes"
    );
    app.advance(Duration::from_secs(60));
    assert_eq!(dispatcher.send_batch().await.unwrap(), 1);
    let taken = crm.taken.lock().unwrap().clone();
    assert_eq!(taken.len(), 1);
    assert_eq!(taken[0].0, id);
    assert_eq!(taken[0].1["PostalCode"], "78205");
    assert_eq!(taken[0].1["LeadSource"], "eComm Report Download");
    let (attempts, error): (i64, Option<String>) =
        sqlx::query_as("SELECT attempts, last_error FROM outbox WHERE id = $1")
            .bind(&id)
            .fetch_one(&app.state.db.pool)
            .await
            .unwrap();
    assert_eq!(attempts, 3);
    assert_eq!(error.as_deref(), Some("503 Service Unavailable"));
    app.advance(Duration::from_secs(3600));
    assert_eq!(dispatcher.send_batch().await.unwrap(), 0, "sent once");
}
both_databases!(a_failing_crm_gets_the_lead_on_a_later_try);

async fn the_mapping_list_names_the_form_field_of_each_crm_field(app: &TestApp) {
    assert_eq!(app.get(MAPPING).await.status, 401);
    let tokens = app.guest_session().await;
    let res = app
        .call("GET", MAPPING)
        .bearer(s(&tokens["access_token"]))
        .send()
        .await;
    assert_eq!(res.status, 200, "{}", res.text());
    let records = res.json()["mappingObj"]["records"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(res.json()["mappingObj"]["totalSize"], records.len());
    assert_eq!(
        records[0],
        json!({"SFDC_Field__c": "FirstName", "Mapping_Field__c": "firstName"})
    );
    assert!(records.contains(&json!({
        "SFDC_Field__c": "Where_would_you_like_to_offer_northwind__c",
        "Mapping_Field__c": "offering"
    })));
    assert!(records.iter().any(|r| r["SFDC_Field__c"] == "PostalCode"));
}
both_databases!(the_mapping_list_names_the_form_field_of_each_crm_field);

async fn the_export_writes_the_leads_since_a_day_as_csv(app: &TestApp) {
    let post = |body: Value| async move {
        let tokens = app.guest_session().await;
        app.call("POST", LEAD)
            .bearer(s(&tokens["access_token"]))
            .json(body)
            .send()
            .await
    };
    let formula = with(
        partner_lead(),
        "Company",
        json!("=HYPERLINK(\"http://evil.example\",\"x\")"),
    );
    assert_eq!(post(formula).await.status, 200);
    let yesterday = time::OffsetDateTime::from_unix_timestamp(app.clock.now_ms() / 1000)
        .unwrap()
        .date();
    app.advance(Duration::from_secs(86_400));
    assert_eq!(post(report_lead()).await.status, 200);
    let today = yesterday.next_day().unwrap();

    let export = |since: time::Date| async move {
        let mut out = Vec::new();
        let n = leasefront::leads::export::write_csv(
            &app.state.db,
            "f_ecom_northwind",
            "northwind",
            since,
            &mut out,
        )
        .await
        .unwrap();
        (n, String::from_utf8(out).unwrap())
    };
    let (n, csv) = export(yesterday).await;
    assert_eq!(n, 2);
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let headers = reader.headers().unwrap().clone();
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    let cell = |row: &csv::StringRecord, name: &str| {
        row[headers.iter().position(|h| h == name).unwrap()].to_owned()
    };
    assert_eq!(cell(&rows[0], "kind"), "partner");
    assert_eq!(
        cell(&rows[0], "Company"),
        "'=HYPERLINK(\"http://evil.example\",\"x\")",
        "a formula is text"
    );
    assert_eq!(cell(&rows[0], "Years_In_Business__c"), "11-15");
    assert_eq!(cell(&rows[0], "forwarded_at"), "", "stored only");
    assert_eq!(cell(&rows[1], "kind"), "report");
    assert_eq!(cell(&rows[1], "PostalCode"), "78205");
    assert_eq!(cell(&rows[1], "Title"), "");
    let (n, csv) = export(today).await;
    assert_eq!(n, 1, "{csv}");
    assert!(csv.contains("Ortiz Tires") && !csv.contains("Reyes"));
}
both_databases!(the_export_writes_the_leads_since_a_day_as_csv);
