//! Sign-up, verification, login, logout, password reset and change, settings.

use reqwest::StatusCode;

use crate::support::{BASE_URL, PASSWORD, TestApp, csrf_field, email_of, smtp, unique};

#[tokio::test]
async fn sign_up_verify_log_out_and_in() {
    let app = TestApp::spawn().await;
    let (browser, username) = app.unverified_user("alice").await;
    let email = email_of(&username);

    let home = browser.get("/").await;
    assert!(home.body.contains(&username), "logged in after sign-up");
    assert!(home.body.contains("Please confirm your email address"));

    let mail = smtp().wait_for_subject(&email, "confirm").await;
    assert!(mail.text.contains(&username));
    let link = mail
        .link_starting_with(BASE_URL)
        .expect("a link in the mail");
    assert!(link.starts_with(&format!("{BASE_URL}/verify-email?token=")));
    assert!(mail.html.contains("Confirm my email address"));

    let verified = browser.get(&app.local(&link)).await;
    assert_eq!(verified.status, StatusCode::OK);
    assert!(verified.body.contains("Address confirmed"));
    assert!(
        !browser
            .get("/")
            .await
            .body
            .contains("Please confirm your email address")
    );

    // The link is single-use.
    let again = browser.get(&app.local(&link)).await;
    assert_eq!(again.status, StatusCode::NOT_FOUND);
    assert!(again.body.contains("invalid, already used or expired"));

    let out = browser.post_form("/logout", &[]).await;
    assert_eq!(out.status, StatusCode::SEE_OTHER);
    let home = browser.get("/").await;
    assert!(!home.body.contains(&username));
    assert!(home.body.contains("Log in"));

    // Log in by username, then by email with other capitalisation.
    let res = browser.login(&username, PASSWORD).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    assert!(browser.get("/").await.body.contains(&username));
    let other = app.browser();
    let res = other.login(&email.to_uppercase(), PASSWORD).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    assert!(other.get("/settings").await.body.contains(&username));
}

#[tokio::test]
async fn the_verification_link_logs_its_owner_in_but_not_over_another_session() {
    let app = TestApp::spawn().await;
    // Sign up and open the link in another browser (the phone the mail is read on).
    let username = unique("vera");
    let email = email_of(&username);
    let res = app
        .browser()
        .post_form(
            "/signup",
            &[
                ("username", &username),
                ("email", &email),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let link = smtp()
        .wait_for_subject(&email, "confirm")
        .await
        .link_starting_with(BASE_URL)
        .expect("a link in the mail");
    let phone = app.browser();
    let verified = phone.get(&app.local(&link)).await;
    assert_eq!(verified.status, StatusCode::OK);
    assert!(
        verified.body.contains("Address confirmed"),
        "{}",
        verified.body
    );
    assert!(
        verified
            .body
            .contains(&format!("You are logged in as {username}.")),
        "{}",
        verified.body
    );
    assert!(phone.cookie("session").is_some(), "a new session");
    let settings = phone.get("/settings").await;
    assert_eq!(settings.status, StatusCode::OK);
    assert!(settings.body.contains(&username), "{}", settings.body);
    // Single use: a second visit logs nobody in.
    let thief = app.browser();
    let again = thief.get(&app.local(&link)).await;
    assert_eq!(again.status, StatusCode::NOT_FOUND);
    assert!(thief.cookie("session").is_none());

    // A browser logged in as someone else stays theirs and says so.
    let (other, other_name) = app.unverified_user("otto").await;
    let (_, third) = app.unverified_user("thea").await;
    let link = smtp()
        .wait_for_subject(&email_of(&third), "confirm")
        .await
        .link_starting_with(BASE_URL)
        .expect("a link in the mail");
    let res = other.get(&app.local(&link)).await;
    assert_eq!(res.status, StatusCode::OK);
    assert!(
        res.body
            .contains(&format!("This browser is still logged in as {other_name}")),
        "{}",
        res.body
    );
    assert!(other.get("/settings").await.body.contains(&other_name));
}

#[tokio::test]
async fn logout_ends_the_session_on_the_server() {
    let app = TestApp::spawn().await;
    let (browser, _) = app.unverified_user("bob").await;
    let token = browser.cookie("session").expect("session cookie");
    browser.post_form("/logout", &[]).await;
    // A stolen copy of the old cookie no longer works.
    let thief = app.browser();
    let res = thief
        .client
        .get(format!("{}/settings", app.address))
        .header("cookie", format!("session={token}"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(
        res.headers()["location"]
            .to_str()
            .unwrap()
            .starts_with("/login")
    );
}

#[tokio::test]
async fn wrong_password_is_refused_and_login_kept() {
    let app = TestApp::spawn().await;
    let (_, username) = app.unverified_user("carol").await;
    let stranger = app.browser();
    let res = stranger.login(&username, "not the password").await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("do not match"));
    assert!(
        res.body.contains(&format!("value=\"{username}\"")),
        "login kept"
    );
    let res = stranger.login("nobody-here", PASSWORD).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn bad_sign_up_input_is_shown_again_with_errors() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    let res = browser
        .post_form(
            "/signup",
            &[
                ("username", "x!"),
                ("email", "not-an-address"),
                ("password", "short"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body.contains("Username may only contain")
            || res.body.contains("Username must be at least 3")
    );
    assert!(
        res.body
            .contains("Email address is not a valid email address")
    );
    assert!(res.body.contains("Password must be at least 10 characters"));
    assert!(res.body.contains("value=\"x!\""), "username kept");
    assert!(res.body.contains("value=\"not-an-address\""), "email kept");
    assert!(
        !res.body.contains("value=\"short\""),
        "password never echoed"
    );

    // Taken username, whatever its case.
    let (_, username) = app.unverified_user("dave").await;
    let res = browser
        .post_form(
            "/signup",
            &[
                ("username", &username.to_uppercase()),
                ("email", "other@example.org"),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("That username is taken"));
    // A taken address is answered like a new one (see `discovery`).

    // A form with fields missing altogether is an error page, not a crash.
    let res = browser.post_form("/signup", &[]).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn password_reset_end_to_end() {
    let app = TestApp::spawn().await;
    let (old_browser, username) = app.verified_user("frank").await;
    let email = email_of(&username);
    let browser = app.browser();
    let made = old_browser
        .post_form("/settings/tokens", &[("name", "phone")])
        .await;
    assert_eq!(made.status, StatusCode::OK, "{}", made.body);

    // Same answer for an unknown address.
    let unknown = browser
        .post_form("/password-reset", &[("email", "nobody@example.org")])
        .await;
    let known = browser
        .post_form("/password-reset", &[("email", &email)])
        .await;
    assert_eq!(unknown.status, StatusCode::OK);
    assert_eq!(known.status, StatusCode::OK);
    let strip = |b: &str, e: &str| b.replace(e, "ADDRESS");
    assert_eq!(
        strip(&unknown.body, "nobody@example.org"),
        strip(&known.body, &email)
    );

    let mail = smtp().wait_for_subject(&email, "reset").await;
    let link = mail.link_starting_with(BASE_URL).unwrap();
    let form = browser.get(&app.local(&link)).await;
    assert_eq!(form.status, StatusCode::OK);
    assert!(csrf_field(&form.body).is_some());
    let token = link.split("token=").nth(1).unwrap().to_owned();

    // Too short: shown again.
    let res = browser
        .post_form(
            "/password-reset/confirm",
            &[("token", &token), ("password", "short")],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("at least 10 characters"));

    let new_password = "a brand new password";
    let res = browser
        .post_form(
            "/password-reset/confirm",
            &[("token", &token), ("password", new_password)],
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    assert!(res.body.contains("Password changed"));

    // Single use.
    let res = browser
        .post_form(
            "/password-reset/confirm",
            &[("token", &token), ("password", "yet another password")],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("invalid, used or expired"));

    // API tokens revoked, old sessions ended; old password refused; new one works.
    let live: i64 = sqlx::query_scalar("SELECT count(*) FROM api_tokens WHERE revoked_at IS NULL")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(live, 0);
    assert_eq!(
        old_browser.get("/settings").await.status,
        StatusCode::SEE_OTHER
    );
    assert_eq!(
        app.browser().login(&username, PASSWORD).await.status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    assert_eq!(
        app.browser().login(&username, new_password).await.status,
        StatusCode::SEE_OTHER
    );
}

#[tokio::test]
async fn reset_link_expires_after_an_hour() {
    let app = TestApp::spawn().await;
    let (_, username) = app.verified_user("gina").await;
    let email = email_of(&username);
    let browser = app.browser();
    browser
        .post_form("/password-reset", &[("email", &email)])
        .await;
    let mail = smtp().wait_for_subject(&email, "reset").await;
    let link = mail.link_starting_with(BASE_URL).unwrap();
    sqlx::query("UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset_password'")
        .execute(&app.pool)
        .await
        .unwrap();
    let res = browser.get(&app.local(&link)).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    assert!(res.body.contains("invalid, used or expired"));
}

#[tokio::test]
async fn password_change_needs_the_current_one_and_ends_other_sessions() {
    let app = TestApp::spawn().await;
    let (browser, username) = app.verified_user("hank").await;
    let other = app.browser();
    assert_eq!(
        other.login(&username, PASSWORD).await.status,
        StatusCode::SEE_OTHER
    );

    let res = browser
        .post_form(
            "/settings/password",
            &[
                ("current_password", "wrong one!!"),
                ("new_password", "the next password"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("The current password is not right"));

    let res = browser
        .post_form(
            "/settings/password",
            &[
                ("current_password", PASSWORD),
                ("new_password", "the next password"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    assert_eq!(
        browser.get("/settings").await.status,
        StatusCode::OK,
        "this session stays"
    );
    assert_eq!(
        other.get("/settings").await.status,
        StatusCode::SEE_OTHER,
        "the other session ended"
    );
    assert_eq!(
        app.browser()
            .login(&username, "the next password")
            .await
            .status,
        StatusCode::SEE_OTHER
    );
}

#[tokio::test]
async fn email_change_takes_effect_when_the_new_address_is_confirmed() {
    let app = TestApp::spawn().await;
    let (browser, username) = app.verified_user("ivy").await;
    let new_email = format!("new-{}", email_of(&username));
    let res = browser
        .post_form(
            "/settings/email",
            &[("email", &new_email), ("password", PASSWORD)],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    // Still the old address until confirmed.
    assert!(
        browser
            .get("/settings")
            .await
            .body
            .contains(&email_of(&username))
    );
    let mail = smtp()
        .wait_for_subject(&new_email, "confirm your new email")
        .await;
    let link = mail.link_starting_with(BASE_URL).unwrap();
    browser.get(&app.local(&link)).await;
    assert!(browser.get("/settings").await.body.contains(&new_email));

    let res = browser
        .post_form(
            "/settings/email",
            &[("email", "broken"), ("password", PASSWORD)],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("value=\"broken\""));
}

#[tokio::test]
async fn mail_preference_is_saved_and_validated() {
    let app = TestApp::spawn().await;
    let (browser, username) = app.unverified_user("jack").await;
    let res = browser
        .post_form("/settings/mail", &[("mail_moves", "off")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let user = corrchess::store::users::by_username(&app.pool, &username)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(user.mail_moves.as_str(), "off");
    let res = browser
        .post_form("/settings/mail", &[("mail_moves", "hourly")])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn session_survives_a_restart() {
    let app = TestApp::spawn().await;
    let (browser, username) = app.unverified_user("kim").await;
    let app = app.restart().await;
    // The browser keeps its cookie; cookies are per host, not per port.
    let browser = crate::support::Browser {
        base: app.address.clone(),
        ..browser
    };
    assert!(browser.cookie("session").is_some());
    let res = browser.get("/settings").await;
    assert_eq!(res.status, StatusCode::OK);
    assert!(res.body.contains(&username));
}
