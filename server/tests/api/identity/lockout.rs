//! Wrong credentials: the same answer and a lockout, parallel guesses held to it, and the
//! per-address lock trusting forwarded headers only from trusted proxies.

use std::time::Duration;

use crate::both_databases;
use crate::helpers::{pkce, TestApp, SHOPPER};

async fn wrong_credentials_read_the_same_and_lock_out(app: &TestApp) {
    let p = pkce();
    let wrong = app
        .login_request(SHOPPER.0, "Wrong#2026", &p.challenge)
        .send()
        .await;
    let unknown = app
        .login_request("nobody@example.com", "Wrong#2026", &p.challenge)
        .send()
        .await;
    assert_eq!(wrong.status, 401);
    assert_eq!(unknown.status, 401);
    assert_eq!(
        wrong.json(),
        unknown.json(),
        "nothing tells whether the account exists"
    );
    assert_eq!(wrong.json()["message"], "Unauthorized");
    for _ in 0..4 {
        assert_eq!(
            app.login_request(SHOPPER.0, "Wrong#2026", &p.challenge)
                .send()
                .await
                .status,
            401
        );
    }
    // Locked: even the right password waits.
    let locked = app
        .login_request(SHOPPER.0, SHOPPER.1, &p.challenge)
        .send()
        .await;
    assert_eq!(locked.status, 429, "{}", locked.text());
    assert!(locked.header("retry-after").parse::<i64>().unwrap() > 800);
    // Other accounts are unaffected.
    let _ = app
        .login("james.carter@northwind-lease.example", "Lease#2026")
        .await;
    // Fifteen minutes later the account opens again.
    app.advance(Duration::from_secs(15 * 60 + 1));
    let _ = app.login(SHOPPER.0, SHOPPER.1).await;
}
both_databases!(wrong_credentials_read_the_same_and_lock_out);

async fn parallel_guesses_cannot_pass_the_lockout(app: &TestApp) {
    let p = pkce();
    let guesses: Vec<_> = (0..30)
        .map(|i| {
            app.login_request(SHOPPER.0, &format!("Guess#{i:04}"), &p.challenge)
                .build()
        })
        .collect();
    let answers = app.concurrently(guesses).await;
    let checked = answers.iter().filter(|r| r.status == 401).count();
    let refused = answers.iter().filter(|r| r.status == 429).count();
    assert_eq!(checked + refused, 30, "{answers:?}");
    assert!(checked <= 5, "{checked} passwords were checked");
    let locked = app
        .login_request(SHOPPER.0, SHOPPER.1, &p.challenge)
        .send()
        .await;
    assert_eq!(locked.status, 429);
}
both_databases!(parallel_guesses_cannot_pass_the_lockout);

async fn the_address_lock_believes_forwarded_headers_only_from_trusted_proxies(app: &TestApp) {
    let p = pkce();
    let attempt = |peer: &str, forwarded: &str, login: &str| {
        app.login_request(login, "Wrong#2026", &p.challenge)
            .peer(peer)
            .header("x-forwarded-for", forwarded)
            .send()
    };
    // A client that is not a proxy can't dodge the per-address limit by writing headers.
    for i in 0..20 {
        let res = attempt(
            "203.0.113.9:5000",
            &format!("198.51.100.{i}"),
            &format!("a{i}@example.com"),
        )
        .await;
        assert_eq!(res.status, 401, "{}", res.text());
    }
    let locked = attempt("203.0.113.9:5000", "198.51.100.99", "z@example.com").await;
    assert_eq!(locked.status, 429, "the address is locked");
    // Behind the trusted load balancer each shopper has their own address: one shopper's
    // failures lock nobody else.
    for i in 0..20 {
        let res = attempt("10.0.0.2:5000", "192.0.2.1", &format!("b{i}@example.com")).await;
        assert_eq!(res.status, 401);
    }
    assert_eq!(
        attempt("10.0.0.2:5000", "192.0.2.1", "c@example.com")
            .await
            .status,
        429
    );
    let other_shopper = attempt("10.0.0.2:5000", "192.0.2.2", "d@example.com").await;
    assert_eq!(
        other_shopper.status, 401,
        "another shopper behind the proxy is not locked"
    );
}
both_databases!(
    the_address_lock_believes_forwarded_headers_only_from_trusted_proxies,
    demo = true,
    tweak = |s| s.trusted_proxies = vec!["10.0.0.0/8".parse().unwrap()]
);
