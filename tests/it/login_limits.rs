//! The per-account login budget: one budget per account however the login is typed,
//! shared by the form, the API and the settings page's password checks; strangers who
//! use it up do not lock out the owner's known devices (browsers that logged in before).

use std::time::Duration;

use corrchess::config::RateLimit;
use reqwest::StatusCode;
use serde_json::json;

use crate::support::{Browser, PASSWORD, TestApp, email_of, links};

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

/// `POST /api/v1/tokens`.
async fn api_token(app: &TestApp, login: &str, password: &str) -> StatusCode {
    reqwest::Client::new()
        .post(format!("{}/api/v1/tokens", app.address))
        .json(&json!({"login": login, "password": password, "name": "script"}))
        .send()
        .await
        .unwrap()
        .status()
}

#[tokio::test]
async fn username_and_address_share_one_budget() {
    // The default budget: 10 attempts per 15 minutes.
    let app = TestApp::spawn_with(|c| {
        c.rate_limits.login_per_account = RateLimit {
            max: 10,
            window: Duration::from_secs(15 * 60),
        };
    })
    .await;
    let (_, username) = app.unverified_user("alice").await;
    let email = email_of(&username);
    let attacker = app.browser();
    for i in 0..10 {
        let login = match i % 3 {
            0 => username.clone(),
            1 => email.clone(),
            _ => email.to_uppercase(),
        };
        let res = attacker.login(&login, "wrong password").await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{login}");
    }
    for login in [username.as_str(), &email, &username.to_uppercase()] {
        let res = attacker.login(login, "wrong password").await;
        assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{login}");
    }
    // The API's token endpoint draws on the same budget.
    assert_eq!(
        api_token(&app, &email, "wrong password").await,
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
    // Signing up and logging in made the owner's browser a known device of the account.
    let (owner, username) = app.unverified_user("owner").await;
    let device = owner.cookie("device").expect("device cookie");
    assert_eq!(
        owner.post_form("/logout", &[]).await.status,
        StatusCode::SEE_OTHER
    );

    // Strangers use up the account's budget, over the form and the API.
    let attacker = app.browser();
    for _ in 0..2 {
        let res = attacker.login(&username, "guess").await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    }
    assert_eq!(
        api_token(&app, &username, "guess").await,
        StatusCode::UNAUTHORIZED
    );
    let blocked = attacker.login(&username, PASSWORD).await;
    assert_eq!(blocked.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(
        api_token(&app, &username, PASSWORD).await,
        StatusCode::TOO_MANY_REQUESTS
    );
    // A made-up device cookie, or one known to another account, is no way around it.
    let (forger, _) = app.unverified_user("forger").await;
    forger.post_form("/logout", &[]).await;
    assert!(forger.cookie("device").is_some_and(|d| d != device));
    assert_eq!(
        forger.login(&username, PASSWORD).await.status,
        StatusCode::TOO_MANY_REQUESTS
    );
    let guesser = app.browser();
    guesser.jar.add_cookie_str(
        &format!("device={}", "ab".repeat(32)),
        &app.address.parse().unwrap(),
    );
    assert_eq!(
        guesser.login(&username, PASSWORD).await.status,
        StatusCode::TOO_MANY_REQUESTS
    );

    // The owner's browser has a budget of its own.
    assert_eq!(
        owner.login(&email_of(&username), PASSWORD).await.status,
        StatusCode::SEE_OTHER
    );
    assert!(owner.get("/settings").await.body.contains(&username));

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
async fn a_browser_becomes_known_at_its_first_login() {
    let app = app_with_budget_of_three().await;
    let (_, username) = app.unverified_user("laptop").await;
    // A second browser of the owner, used once while nobody attacks.
    let laptop = app.browser();
    let first = laptop.login(&username, PASSWORD).await;
    assert_eq!(first.status, StatusCode::SEE_OTHER);
    let set_cookie = first
        .headers
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_owned())
        .find(|c| c.starts_with("device="))
        .expect("a device cookie");
    assert!(set_cookie.contains("HttpOnly"), "{set_cookie}");
    assert!(set_cookie.contains("SameSite=Lax"), "{set_cookie}");
    laptop.post_form("/logout", &[]).await;
    for _ in 0..3 {
        app.browser().login(&username, "guess").await;
    }
    assert_eq!(
        app.browser().login(&username, PASSWORD).await.status,
        StatusCode::TOO_MANY_REQUESTS
    );
    assert_eq!(
        laptop.login(&username, PASSWORD).await.status,
        StatusCode::SEE_OTHER
    );
}

#[tokio::test]
async fn a_device_unused_for_400_days_is_a_stranger_again_and_is_forgotten() {
    let app = app_with_budget_of_three().await;
    let (owner, username) = app.unverified_user("oldlaptop").await;
    owner.post_form("/logout", &[]).await;
    let devices = || async {
        sqlx::query_scalar::<_, i64>(
            "SELECT count(*) FROM known_devices d JOIN users u ON u.id = d.user_id
             WHERE u.username = $1",
        )
        .bind(&username)
        .fetch_one(&app.pool)
        .await
        .unwrap()
    };
    assert_eq!(devices().await, 1);
    sqlx::query(
        "UPDATE known_devices SET last_login_at = now() - interval '401 days'
         WHERE user_id = (SELECT id FROM users WHERE username = $1)",
    )
    .bind(&username)
    .execute(&app.pool)
    .await
    .unwrap();
    for _ in 0..3 {
        app.browser().login(&username, "guess").await;
    }
    assert_eq!(
        owner.login(&username, PASSWORD).await.status,
        StatusCode::TOO_MANY_REQUESTS
    );
    corrchess::jobs::run_once(
        corrchess::service::Context::new(&app.pool, &links()),
        time::OffsetDateTime::now_utc(),
    )
    .await
    .unwrap();
    assert_eq!(devices().await, 0);
}

#[tokio::test]
async fn only_failed_attempts_use_up_a_budget() {
    let app = app_with_budget_of_three().await;
    let (_, username) = app.unverified_user("often").await;
    // Five logins with the right password from new browsers (the account's budget).
    for _ in 0..5 {
        assert_eq!(
            app.browser().login(&username, PASSWORD).await.status,
            StatusCode::SEE_OTHER
        );
    }
    let attacker = app.browser();
    for _ in 0..3 {
        assert_eq!(
            attacker.login(&username, "guess").await.status,
            StatusCode::UNPROCESSABLE_ENTITY
        );
    }
    assert_eq!(
        attacker.login(&username, "guess").await.status,
        StatusCode::TOO_MANY_REQUESTS
    );
}
