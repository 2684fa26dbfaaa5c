//! The cap on argon2 work: a wrong reset link costs no hash, the reset form is limited
//! per address, and a full hasher answers 503 with `Retry-After` on every path that
//! hashes or checks a password.

use std::time::Duration;

use corrchess::config::RateLimit;
use reqwest::StatusCode;
use serde_json::json;

use crate::{
    api::Api,
    support::{BASE_URL, PASSWORD, TestApp, email_of, smtp, unique},
};

/// A well-formed reset token that was never issued.
const UNKNOWN_TOKEN: &str = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

#[tokio::test]
async fn a_wrong_reset_link_costs_no_password_hash() {
    let app = TestApp::spawn().await;
    let (_, username) = app.verified_user("nohash").await;
    let browser = app.browser();
    let before = app.passwords.runs();
    for token in [UNKNOWN_TOKEN, "not a token", ""] {
        let res = browser
            .post_form(
                "/password-reset/confirm",
                &[("token", token), ("password", "a brand new password")],
            )
            .await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
        assert!(
            res.body.contains("invalid, used or expired"),
            "{}",
            res.body
        );
    }
    assert_eq!(app.passwords.runs(), before, "no hash for a wrong link");

    // A real link does hash (the counter sees it).
    let email = email_of(&username);
    browser
        .post_form("/password-reset", &[("email", &email)])
        .await;
    let link = smtp()
        .wait_for_subject(&email, "reset")
        .await
        .link_starting_with(BASE_URL)
        .unwrap();
    let token = link.split("token=").nth(1).unwrap().to_owned();
    let res = browser
        .post_form(
            "/password-reset/confirm",
            &[("token", &token), ("password", "a brand new password")],
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    assert_eq!(app.passwords.runs(), before + 1);
}

#[tokio::test]
async fn the_reset_form_is_rate_limited_per_address() {
    let app = TestApp::spawn_with(|c| {
        c.rate_limits.password_reset_confirm_per_ip = RateLimit {
            max: 2,
            window: Duration::from_secs(3600),
        };
    })
    .await;
    let browser = app.browser();
    let form = [
        ("token", UNKNOWN_TOKEN),
        ("password", "a brand new password"),
    ];
    for _ in 0..2 {
        let res = browser.post_form("/password-reset/confirm", &form).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    }
    let res = browser.post_form("/password-reset/confirm", &form).await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{}", res.body);
    let retry: u64 = res.headers["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(retry > 0 && retry <= 3600);
}

#[track_caller]
fn assert_busy(status: StatusCode, headers: &reqwest::header::HeaderMap, body: &str) {
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    let retry: u64 = headers["retry-after"].to_str().unwrap().parse().unwrap();
    assert!(retry >= 1, "{retry}");
    assert!(!body.contains("Overloaded"), "no internal text: {body}");
}

#[tokio::test]
async fn a_full_password_hasher_answers_503_with_retry_after() {
    let app = TestApp::spawn_with(|c| {
        c.password_hash_concurrency = 1;
        c.password_hash_wait = Duration::from_millis(50);
    })
    .await;
    let (owner, username) = app.unverified_user("busy").await;
    // Every slot is taken: nothing that hashes or checks a password gets one.
    let slot = app.passwords.slot().await.unwrap();
    let runs = app.passwords.runs();

    let login = app.browser().login(&username, PASSWORD).await;
    assert_busy(login.status, &login.headers, &login.body);
    assert!(login.body.contains("try again in"), "{}", login.body);

    let signup = app
        .browser()
        .post_form(
            "/signup",
            &[
                ("username", &unique("late")),
                ("email", "late@example.org"),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_busy(signup.status, &signup.headers, &signup.body);

    let change = owner
        .post_form(
            "/settings/password",
            &[
                ("current_password", PASSWORD),
                ("new_password", "the next password"),
            ],
        )
        .await;
    assert_busy(change.status, &change.headers, &change.body);

    let anon = Api::new(&app, None);
    let token = anon
        .post(
            "/api/v1/tokens",
            json!({"login": username, "password": PASSWORD, "name": "x"}),
        )
        .await;
    token.assert_problem(503, "busy");
    assert_busy(token.status, &token.headers, &token.text);
    let name = unique("apilate");
    let account = anon
        .post(
            "/api/v1/accounts",
            json!({"username": name, "email": email_of(&name), "password": PASSWORD}),
        )
        .await;
    account.assert_problem(503, "busy");

    assert_eq!(app.passwords.runs(), runs, "nothing hashed while full");
    // Nothing was changed: the old password still works once a slot is free.
    drop(slot);
    assert_eq!(
        app.browser().login(&username, PASSWORD).await.status,
        StatusCode::SEE_OTHER
    );
}
