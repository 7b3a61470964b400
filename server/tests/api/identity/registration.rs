//! Shopper accounts: registering and signing in, customer numbers drawn again when taken,
//! lease customers' guid, and profile updates with phones kept unique.

use serde_json::{json, Value};

use crate::both_databases;
use crate::helpers::{
    insert_customer, insert_customer_numbered, s, TestApp, CUSTOMERS, MARIA, MARIA_GUID, SHOPPER,
};

async fn shoppers_register_and_sign_in(app: &TestApp) {
    let guest = app.guest_session().await;
    let access = s(&guest["access_token"]).to_owned();
    let register_uri = format!("{CUSTOMERS}/customers?siteId=northwind");
    let register = |body: Value| {
        app.call("POST", &register_uri)
            .bearer(&access)
            .json(body)
            .send()
    };
    let customer = json!({"firstName": "Ana", "lastName": "Reyes", "email": "Ana.Reyes@example.com", "login": "ana.reyes@example.com"});

    let weak = register(json!({"customer": customer, "password": "abcdefg1!"})).await;
    assert_eq!(weak.status, 400);
    assert_eq!(
        weak.json()["message"],
        "Password must contain at least one uppercase letter."
    );
    let nameless = register(
        json!({"customer": {"lastName": "R", "email": "x@example.com"}, "password": "Abcdefg1!"}),
    )
    .await;
    assert_eq!(nameless.json()["message"], "Please enter your first name.");
    assert_eq!(nameless.json()["parameter"], "firstName");
    let bad_email = register(json!({"customer": {"firstName": "A", "lastName": "R", "email": "nope"}, "password": "Abcdefg1!"})).await;
    assert_eq!(
        bad_email.json()["message"],
        "Please enter a valid email address."
    );
    assert_eq!(register(json!("x")).await.status, 400);

    let created =
        register(json!({"customer": customer, "password": "Abcdefg1!", "acceptsMarketing": true}))
            .await;
    assert_eq!(created.status, 200, "{}", created.text());
    let id = s(&created.json()["customerId"]).to_owned();
    assert_eq!(created.json()["isRegistered"], true);
    assert_eq!(s(&created.json()["customerNo"]).len(), 8);
    let again = register(json!({"customer": customer, "password": "Abcdefg1!"})).await;
    assert_eq!(again.status, 409);
    assert_eq!(
        again.json()["message"],
        "An account with this email already exists."
    );

    // Logins ignore case.
    let tokens = app.login("ANA.REYES@example.com", "Abcdefg1!").await;
    assert_eq!(tokens["customer_id"], id.as_str());
    let me = app.profile_of(&tokens).await;
    assert_eq!(me.status, 200, "{}", me.text());
    let me = me.json();
    assert_eq!(
        (
            me["firstName"].as_str(),
            me["customerType"].as_str(),
            me["isGuest"].as_bool()
        ),
        (Some("Ana"), Some("registered"), Some(false))
    );

    // A guest token, or another customer's, can't read the profile.
    let profile_uri = format!("{CUSTOMERS}/customers/{id}?siteId=northwind");
    assert_eq!(
        app.call("GET", &profile_uri)
            .bearer(&access)
            .send()
            .await
            .status,
        403
    );
    let other = app.login(SHOPPER.0, SHOPPER.1).await;
    assert_eq!(
        app.call("GET", &profile_uri)
            .bearer(s(&other["access_token"]))
            .send()
            .await
            .status,
        403
    );
    assert_eq!(app.get(&profile_uri).await.status, 401);
}
both_databases!(shoppers_register_and_sign_in);

async fn a_taken_customer_number_is_drawn_again_not_called_a_taken_email(app: &TestApp) {
    let pool = &app.state.db.pool;
    let mut conn = pool.acquire().await.unwrap();
    // The second customer's first draw is the first customer's number.
    let mut draws = vec!["10000001", "10000001", "20000002"]
        .into_iter()
        .map(str::to_owned);
    insert_customer_numbered(&mut conn, "first@example.com", &mut || {
        draws.next().unwrap()
    })
    .await
    .unwrap();
    let id = insert_customer_numbered(&mut conn, "second@example.com", &mut || {
        draws.next().unwrap()
    })
    .await
    .expect("a number collision is retried");
    let no: String = sqlx::query_scalar("SELECT customer_no FROM customers WHERE id = $1")
        .bind(&id)
        .fetch_one(pool)
        .await
        .unwrap();
    assert_eq!(no, "20000002");
    // A taken login is still a conflict about the email.
    let taken = insert_customer(&mut conn, "first@example.com")
        .await
        .unwrap_err();
    assert_eq!(
        taken.to_string(),
        "An account with this email already exists."
    );
}
both_databases!(a_taken_customer_number_is_drawn_again_not_called_a_taken_email);

async fn lease_customers_carry_their_guid(app: &TestApp) {
    let tokens = app.login(MARIA.0, MARIA.1).await;
    let me = app.profile_of(&tokens).await.json();
    assert_eq!(me["c_northwindCustomerGuid"], MARIA_GUID);
    assert_eq!(me["firstName"], "María");
}
both_databases!(lease_customers_carry_their_guid);

async fn profiles_update_and_phones_stay_unique(app: &TestApp) {
    let tokens = app
        .login("aisha.khan@northwind-lease.example", "Lease#2026")
        .await;
    let access = s(&tokens["access_token"]);
    let uri = format!(
        "{CUSTOMERS}/customers/{}?siteId=northwind",
        s(&tokens["customer_id"])
    );
    let patch = |body: Value| app.call("PATCH", &uri).bearer(access).json(body).send();
    let updated = patch(json!({"firstName": "Aisha B."})).await;
    assert_eq!(updated.status, 200, "{}", updated.text());
    assert_eq!(updated.json()["firstName"], "Aisha B.");
    assert_eq!(updated.json()["lastName"], "Khan");
    assert_eq!(
        patch(json!({"phoneMobile": "123"})).await.json()["message"],
        "Please enter a valid 10-digit phone number."
    );
    // María's phone signs her in by SMS: nobody else may take it.
    let taken = patch(json!({"phoneMobile": "(210) 555-0187"})).await;
    assert_eq!(taken.status, 409);
    assert_eq!(
        taken.json()["message"],
        "This phone number is already used by another account."
    );
    let own = patch(json!({"phoneMobile": "614-555-0120"})).await;
    assert_eq!(own.status, 200);
    assert_eq!(own.json()["phoneMobile"], "6145550120");
}
both_databases!(profiles_update_and_phones_stay_unique);
