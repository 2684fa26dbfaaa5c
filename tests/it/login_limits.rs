//! The per-account login budget: one budget per account however the login is typed,
//! shared by the form, the API and the settings page's password checks; strangers who
//! use it up do not lock out the owner's known devices.

use std::time::Duration;

use corrchess::config::RateLimit;
use reqwest::StatusCode;
use serde_json::json;

use crate::{
    api::Api,
    support::{Browser, PASSWORD, TestApp, email_of},
};

/// An app whose per-account login budget is 3 attempts per 10 minutes.
async fn app_with_budget_of_three() -> TestApp {
    TestApp::spawn_with(|c| {
        c.rate_limits.login_per_account = RateLimit {
            max: 3,
            window: Duration::from_secs(600),
        };
    })
    .await
}

/// `POST /api/v1/tokens`, sending `device` as the device cookie when given.
async fn api_token(app: &TestApp, login: &str, password: &str, device: Option<&str>) -> StatusCode {
    let mut req = reqwest::Client::new()
        .post(format!("{}/api/v1/tokens", app.address))
        .json(&json!({"login": login, "password": password, "name": "script"}));
    if let Some(device) = device {
        req = req.header("cookie", format!("device={device}"));
    }
    req.send().await.unwrap().status()
}

#[tokio::test]
async fn username_and_address_share_one_budget() {
    let app = app_with_budget_of_three().await;
    let (_, username) = app.unverified_user("alice").await;
    let email = email_of(&username);
    let attacker = app.browser();
    for login in [username.as_str(), &email, &email.to_uppercase()] {
        assert_eq!(
            attacker.login(login, "wrong password").await.status,
            StatusCode::UNPROCESSABLE_ENTITY
        );
    }
    for login in [username.as_str(), &email] {
        let res = attacker.login(login, "wrong password").await;
        assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{login}");
    }
    // The API's token endpoint draws on the same budget.
    assert_eq!(
        api_token(&app, &username, "wrong password", None).await,
        StatusCode::TOO_MANY_REQUESTS
    );
}

#[tokio::test]
async fn unknown_logins_get_the_same_answers() {
    let app = app_with_budget_of_three().await;
    let attacker = app.browser();
    for _ in 0..3 {
        assert_eq!(
            attacker.login("nobody_here", "wrong password").await.status,
            StatusCode::UNPROCESSABLE_ENTITY
        );
    }
    let res = attacker.login(" Nobody_Here ", "wrong password").await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(res.headers.contains_key("retry-after"));
}

#[tokio::test]
async fn a_locked_account_still_lets_its_owner_in_from_a_known_device() {
    let app = app_with_budget_of_three().await;
    // Signing up made the owner's browser a known device of the account.
    let (owner, username) = app.unverified_user("owner").await;
    let device = owner.cookie("device").expect("device cookie after sign-up");
    assert_eq!(
        owner.post_form("/logout", &[]).await.status,
        StatusCode::SEE_OTHER
    );

    // Strangers use up the account's budget, over the form and the API.
    let attacker = app.browser();
    for _ in 0..2 {
        attacker.login(&username, "guess").await;
    }
    assert_eq!(
        api_token(&app, &username, "guess", None).await,
        StatusCode::UNAUTHORIZED
    );
    let blocked = attacker.login(&username, PASSWORD).await;
    assert_eq!(blocked.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(
        api_token(&app, &username, PASSWORD, None).await,
        StatusCode::TOO_MANY_REQUESTS
    );
    // A made-up device cookie is no way around it.
    let forger = app.browser();
    let forged = "ab".repeat(32);
    assert_eq!(
        api_token(&app, &username, PASSWORD, Some(&forged)).await,
        StatusCode::TOO_MANY_REQUESTS
    );
    forger
        .jar
        .add_cookie_str(&format!("device={forged}"), &app.address.parse().unwrap());
    assert_eq!(
        forger.login(&username, PASSWORD).await.status,
        StatusCode::TOO_MANY_REQUESTS
    );

    // The owner's browser has a budget of its own.
    assert_eq!(
        owner.login(&username, PASSWORD).await.status,
        StatusCode::SEE_OTHER
    );
    assert!(owner.get("/settings").await.body.contains(&username));
    // A script with the owner's device cookie gets its token.
    assert_eq!(
        api_token(&app, &email_of(&username), PASSWORD, Some(&device)).await,
        StatusCode::CREATED
    );

    // Password checks on the settings page: the owner's device is answered; a stolen
    // session cookie without the device cookie counts on the strangers' budget.
    let wrong = [
        ("current_password", "not my password"),
        ("new_password", "another long password"),
    ];
    assert_eq!(
        owner.post_form("/settings/password", &wrong).await.status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    let session = owner.cookie("session").unwrap();
    let thief = Browser::new(&app.address);
    thief
        .jar
        .add_cookie_str(&format!("session={session}"), &app.address.parse().unwrap());
    assert_eq!(
        thief.post_form("/settings/password", &wrong).await.status,
        StatusCode::TOO_MANY_REQUESTS
    );
    // And the stranger is still blocked.
    assert_eq!(
        attacker.login(&username, PASSWORD).await.status,
        StatusCode::TOO_MANY_REQUESTS
    );
}

#[tokio::test]
async fn an_api_client_that_keeps_the_device_cookie_becomes_known() {
    let app = app_with_budget_of_three().await;
    let (_, username) = app.unverified_user("script").await;
    let anon = Api::new(&app, None);
    let res = anon
        .post(
            "/api/v1/tokens",
            json!({"login": username, "password": PASSWORD, "name": "bot"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let set_cookie = res.headers["set-cookie"].to_str().unwrap().to_owned();
    let device = set_cookie
        .strip_prefix("device=")
        .and_then(|rest| rest.split(';').next())
        .expect("a device cookie")
        .to_owned();
    assert!(set_cookie.contains("HttpOnly"), "{set_cookie}");
    for _ in 0..3 {
        api_token(&app, &username, "guess", None).await;
    }
    assert_eq!(
        api_token(&app, &username, PASSWORD, None).await,
        StatusCode::TOO_MANY_REQUESTS
    );
    assert_eq!(
        api_token(&app, &username, PASSWORD, Some(&device)).await,
        StatusCode::CREATED
    );
}
