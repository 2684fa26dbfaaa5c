//! CSRF, rate limits, the admin guard, security headers, error pages.

use corrchess::config::RateLimit;
use reqwest::StatusCode;

use crate::support::{PASSWORD, TestApp};

#[tokio::test]
async fn posts_without_a_valid_csrf_token_are_refused_and_change_nothing() {
    let app = TestApp::spawn().await;
    let (browser, username) = app.unverified_user("mallory").await;
    // Missing token.
    let res = browser
        .post_raw("/settings/mail", &[("mail_moves", "off")])
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    // Wrong token.
    let res = browser
        .post_raw(
            "/settings/mail",
            &[("mail_moves", "off"), ("csrf_token", "0123")],
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert!(res.body.contains("Form expired"));
    let user = corrchess::store::users::by_username(&app.pool, &username)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(user.mail_moves.as_str(), "each_move", "nothing changed");
    // Logout without token keeps the session.
    let res = browser.post_raw("/logout", &[]).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert_eq!(browser.get("/settings").await.status, StatusCode::OK);
    // Sign-up from a foreign page (no cookie at all) creates nothing.
    let fresh = app.browser();
    let res = fresh
        .post_raw(
            "/signup",
            &[
                ("username", "csrfvictim"),
                ("email", "v@example.org"),
                ("password", PASSWORD),
                ("csrf_token", "x"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert!(
        corrchess::store::users::by_username(&app.pool, "csrfvictim")
            .await
            .unwrap()
            .is_none()
    );
}

#[tokio::test]
async fn every_form_carries_the_token() {
    let app = TestApp::spawn().await;
    let (browser, _) = app.unverified_user("nina").await;
    for path in ["/", "/settings"] {
        let page = browser.get(path).await;
        let forms = page.body.matches("<form").count();
        let tokens = page.body.matches("name=\"csrf_token\"").count();
        assert!(forms > 0);
        assert_eq!(forms, tokens, "{path}: every form has a token");
    }
    let anon = app.browser();
    for path in ["/signup", "/login", "/password-reset"] {
        let page = anon.get(path).await;
        assert_eq!(
            page.body.matches("<form").count(),
            page.body.matches("name=\"csrf_token\"").count(),
            "{path}"
        );
    }
}

#[tokio::test]
async fn login_rate_limit_answers_429_with_retry_after() {
    let app = TestApp::spawn_with(|c| {
        c.rate_limits.login_per_account = RateLimit {
            max: 3,
            window: std::time::Duration::from_secs(600),
        };
    })
    .await;
    let (_, username) = app.unverified_user("olga").await;
    let attacker = app.browser();
    for _ in 0..3 {
        assert_eq!(
            attacker.login(&username, "wrong password").await.status,
            StatusCode::UNPROCESSABLE_ENTITY
        );
    }
    let res = attacker.login(&username, PASSWORD).await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
    let retry: u64 = res.headers["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(retry > 0 && retry <= 600);
    assert!(res.body.contains("try again in"));
    // Other accounts are not affected by this account's limit.
    let (_, other) = app.unverified_user("pete").await;
    assert_eq!(
        app.browser().login(&other, PASSWORD).await.status,
        StatusCode::SEE_OTHER
    );
}

#[tokio::test]
async fn sign_up_rate_limit_per_ip() {
    let app = TestApp::spawn_with(|c| {
        c.rate_limits.signup_per_ip = RateLimit {
            max: 2,
            window: std::time::Duration::from_secs(3600),
        };
    })
    .await;
    app.unverified_user("quin").await;
    app.unverified_user("rosa").await;
    let browser = app.browser();
    let res = browser
        .post_form(
            "/signup",
            &[
                ("username", "third_one"),
                ("email", "third@example.org"),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(
        corrchess::store::users::by_username(&app.pool, "third_one")
            .await
            .unwrap()
            .is_none()
    );
}

#[tokio::test]
async fn admin_area_is_guarded() {
    let app = TestApp::spawn().await;
    let anon = app.browser().get("/admin").await;
    assert_eq!(anon.status, StatusCode::SEE_OTHER);
    assert_eq!(anon.location(), "/login?next=%2Fadmin");
    let (browser, username) = app.unverified_user("sam").await;
    let res = browser.get("/admin").await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert!(res.body.contains("administrators only"));
    app.make_admin(&username).await;
    let res = browser.get("/admin").await;
    assert_eq!(res.status, StatusCode::OK);
    assert!(res.body.contains(&username));
}

#[tokio::test]
async fn security_headers_and_error_pages() {
    let app = TestApp::spawn().await;
    let page = app.browser().get("/").await;
    let csp = page.headers["content-security-policy"].to_str().unwrap();
    assert!(csp.contains("script-src 'self'") && !csp.contains("unsafe-inline"));
    assert!(csp.contains("frame-ancestors 'none'"));
    assert_eq!(page.headers["x-content-type-options"], "nosniff");
    assert!(page.headers.contains_key("referrer-policy"));
    assert!(!page.body.contains("<script>"), "no inline script");

    let missing = app.browser().get("/no/such/page").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert!(missing.body.contains("<main"), "inside the layout");
    assert!(missing.body.contains("Not found"));

    let css = app.browser().get("/static/site.css").await;
    assert_eq!(css.status, StatusCode::OK);
    assert!(
        css.headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/css")
    );
}

/// The headers every answer carries, error answers included.
fn assert_security_headers(page: &crate::support::Page) {
    let csp = page.headers["content-security-policy"].to_str().unwrap();
    assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
    assert_eq!(page.headers["x-content-type-options"], "nosniff");
    assert_eq!(page.headers["x-frame-options"], "DENY");
    assert!(page.headers.contains_key("referrer-policy"));
}

#[tokio::test]
async fn a_form_too_large_for_the_csrf_check_is_413_with_the_security_headers() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    // Over what the CSRF check reads of a form (256 KiB), so it refuses before any
    // handler runs.
    let long = "x".repeat(300 * 1024);
    let res = browser.post_form("/login", &[("login", &long)]).await;
    assert_eq!(res.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_security_headers(&res);
    assert!(
        res.body.contains("larger than the site accepts"),
        "{}",
        res.body
    );
    assert!(
        res.body.contains("<main"),
        "our error page, inside the layout"
    );
}

#[tokio::test]
async fn strict_transport_security_on_every_answer_of_an_https_site_only() {
    let https = TestApp::spawn_with(|c| c.base_url = "https://corrchess.test".into()).await;
    let browser = https.browser();
    for page in [
        browser.get("/").await,
        browser.get("/no/such/page").await,
        browser.get("/static/site.css").await,
        browser.get("/api/v1/games").await,
        browser.post_raw("/login", &[("login", "x")]).await,
    ] {
        assert_eq!(
            page.headers["strict-transport-security"], "max-age=31536000; includeSubDomains",
            "{}",
            page.status
        );
    }

    let http = TestApp::spawn().await;
    for page in [
        http.browser().get("/").await,
        http.browser().get("/no/such/page").await,
    ] {
        assert!(!page.headers.contains_key("strict-transport-security"));
    }
}

#[tokio::test]
async fn session_cookie_is_http_only_and_lax() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    let username = crate::support::unique("tess");
    let signed_up = browser
        .post_form(
            "/signup",
            &[
                ("username", username.as_str()),
                ("email", "tess-cookie@example.org"),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_eq!(signed_up.status, StatusCode::SEE_OTHER);
    // A sign-up does not log in (it must answer like one with an address in use); the
    // session starts at the login.
    let res = browser.login(&username, PASSWORD).await;
    let cookie = res
        .headers
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_owned())
        .find(|c| c.starts_with("session="))
        .expect("session cookie");
    assert!(cookie.contains("HttpOnly"));
    assert!(cookie.contains("SameSite=Lax"));
    assert!(!cookie.contains("Secure"), "plain http in tests");
}

#[tokio::test]
async fn odd_addresses_and_forms_get_clear_pages_not_500s() {
    let app = TestApp::spawn().await;
    let (browser, _) = app.verified_user("odd").await;
    let huge = browser.get("/games/99999999999999999999").await;
    assert_eq!(huge.status, StatusCode::NOT_FOUND);
    assert!(
        huge.body.contains("<main"),
        "our error page, inside the layout"
    );
    assert!(!huge.body.contains("parse"), "no internal error text");
    assert_eq!(
        browser.get("/games/12345").await.status,
        StatusCode::NOT_FOUND
    );
    let bad_query = browser.get("/games?result=%FF%FE").await;
    assert!(
        bad_query.status.is_client_error() || bad_query.status.is_success(),
        "{}",
        bad_query.status
    );
    // A form body that is not urlencoded text at all.
    let token = browser.cookie("csrf").unwrap();
    let res = browser
        .client
        .post(format!("{}/settings/mail", app.address))
        .header("x-csrf-token", token)
        .header("content-type", "application/x-www-form-urlencoded")
        .body(vec![0xff, 0xfe, b'=', 0x00])
        .send()
        .await
        .unwrap();
    assert!(res.status().is_client_error(), "{}", res.status());
    let long = "x".repeat(100_000);
    let res = browser.post_form("/challenges", &[("note", &long)]).await;
    assert!(res.status.is_client_error(), "{}", res.status);
}

#[tokio::test]
async fn challenges_and_draw_offers_are_rate_limited_per_account() {
    let app = TestApp::spawn_with(|c| {
        c.rate_limits.notify_per_account = RateLimit {
            max: 2,
            window: std::time::Duration::from_secs(3600),
        };
    })
    .await;
    let (alice, _) = app.verified_user("flood").await;
    let (_, bob) = app.verified_user("victim").await;
    // Each on other terms: the same terms again would be the first challenge.
    let offer = |days| {
        [
            ("opponent", bob.as_str()),
            ("color", "random"),
            ("days_per_move", days),
            ("start", "random"),
        ]
    };
    for days in ["3", "4"] {
        let res = alice.post_form("/challenges", &offer(days)).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
    }
    let third = alice.post_form("/challenges", &offer("5")).await;
    assert_eq!(third.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(third.headers.contains_key("retry-after"));
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM challenges")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(count, 2);
}

#[tokio::test]
async fn personal_pages_are_not_cached() {
    let app = TestApp::spawn().await;
    let (browser, _) = app.unverified_user("cache").await;
    let page = browser.get("/settings").await;
    assert_eq!(page.headers["cache-control"], "no-store");
    let css = browser.get("/static/site.css").await;
    assert!(
        css.headers["cache-control"]
            .to_str()
            .unwrap()
            .contains("max-age")
    );
}

#[tokio::test]
async fn password_checks_in_settings_count_against_the_login_limit() {
    let app = TestApp::spawn_with(|c| {
        c.rate_limits.login_per_account = RateLimit {
            max: 3,
            window: std::time::Duration::from_secs(600),
        };
    })
    .await;
    let (browser, _) = app.unverified_user("guess").await;
    let wrong = [
        ("current_password", "not my password"),
        ("new_password", "another long password"),
    ];
    // The login after sign-up took its hit back; three guesses are answered, the fourth is not.
    for _ in 0..3 {
        assert_eq!(
            browser.post_form("/settings/password", &wrong).await.status,
            StatusCode::UNPROCESSABLE_ENTITY
        );
    }
    let res = browser.post_form("/settings/password", &wrong).await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
    let res = browser
        .post_form(
            "/settings/email",
            &[("email", "new@example.org"), ("password", "guess again")],
        )
        .await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
}
