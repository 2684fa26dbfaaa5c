//! Findings of the web-layer review: odd input that gave a 500 or a plain-text error,
//! and a login redirect that left the site.

use reqwest::StatusCode;

use crate::support::{PASSWORD, TestApp};

#[tokio::test]
async fn login_never_redirects_off_site_through_whitespace_in_next() {
    let app = TestApp::spawn().await;
    let (browser, username) = app.verified_user("rita").await;
    browser.post_form("/logout", &[]).await;
    // Browsers drop tabs and line breaks from URLs: "/\t/evil.example" is "//evil.example".
    for next in ["/\t/evil.example", "/\n/evil.example", "/\r\n/evil.example"] {
        let res = browser
            .post_form(
                "/login",
                &[("login", &username), ("password", PASSWORD), ("next", next)],
            )
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
        assert_eq!(res.location(), "/", "next = {next:?}");
        // Logged in now: the login page redirects at once, and must not leave the site.
        let res = browser.get("/login?next=%2F%09%2Fevil.example").await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        assert_eq!(res.location(), "/");
        browser.post_form("/logout", &[]).await;
    }
    // A local page is still followed.
    let res = browser
        .post_form(
            "/login",
            &[
                ("login", &username),
                ("password", PASSWORD),
                ("next", "/games?result=won"),
            ],
        )
        .await;
    assert_eq!(res.location(), "/games?result=won");
}

#[tokio::test]
async fn odd_login_input_is_a_refusal_not_a_server_error() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    let long: String = (0..3000)
        .map(|i| char::from(b'a' + ((i * 7 + i / 26) % 26) as u8))
        .collect();
    for login in ["nul\0byte", "bell\u{7}", long.as_str()] {
        let res = browser
            .post_form("/login", &[("login", login), ("password", PASSWORD)])
            .await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
        // A control character is refused at the field; a long login matches no one.
        let expected = if login.chars().any(char::is_control) {
            "The field “Login” contains a character that is not allowed"
        } else {
            "do not match an account"
        };
        assert!(res.body.contains(expected), "{}", res.body);
    }
}

#[tokio::test]
async fn control_characters_in_notes_messages_and_names_are_refused_with_422() {
    let app = TestApp::spawn().await;
    let (alice, _) = app.verified_user("alice").await;
    let (bob, b) = app.verified_user("bob").await;
    let res = alice
        .post_form("/challenges", &[("opponent", "bo\0b"), ("color", "white")])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    assert!(
        res.body
            .contains("The field “Opponent” contains a character that is not allowed")
    );
    let res = alice
        .post_form(
            "/challenges",
            &[
                ("opponent", &b),
                ("color", "white"),
                ("days_per_move", "3"),
                ("note", "hi\0"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    assert!(res.body.contains("control characters"));
    // A game, and a message with a NUL byte.
    let res = alice
        .post_form(
            "/challenges",
            &[
                ("opponent", &b),
                ("color", "white"),
                ("days_per_move", "3"),
                ("note", "line one\r\nline two"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let list = bob.get("/challenges").await.body;
    let at = list.find("id=\"challenge-").expect("a challenge");
    let id: i64 = list[at + 14..].split('"').next().unwrap().parse().unwrap();
    let res = bob
        .post_form(&format!("/challenges/{id}/accept"), &[])
        .await;
    let game = res.location();
    let res = alice
        .post_form(
            &format!("{game}/move"),
            &[("move", "e4"), ("ply", "0"), ("message", "gg\0")],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    assert!(res.body.contains("control characters"));
    assert!(res.body.contains("value=\"e4\""), "the typed move is kept");
    let res = alice
        .post_form(&format!("{game}/move"), &[("move", "e4"), ("ply", "0")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
}

#[tokio::test]
async fn numbers_too_big_for_an_id_are_not_found() {
    // (main renders these as the site's 404 page since 5d288aa; here: the status.)
    let app = TestApp::spawn().await;
    let (browser, _) = app.verified_user("olga").await;
    for path in [
        "/games/99999999999999999999",
        "/games/99999999999999999999.pgn",
        "/challenges/99999999999999999999/accept",
    ] {
        let res = if path.ends_with("accept") {
            browser.post_form(path, &[]).await
        } else {
            browser.get(path).await
        };
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{path}");
    }
}

#[tokio::test]
async fn ids_that_are_not_numbers_are_not_found() {
    let app = TestApp::spawn().await;
    let (browser, _) = app.verified_user("ids").await;
    for path in [
        "/challenges/abc/accept",
        "/challenges/1.5/decline",
        "/challenges/-/cancel",
        "/settings/vacations/abc/cancel",
        "/settings/vacations/99999999999999999999/cancel",
        "/settings/tokens/abc/revoke",
        "/admin/tournaments/99999999999999999999/start",
    ] {
        let res = browser.post_form(path, &[]).await;
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{path}");
    }
    for path in ["/tournaments/99999999999999999999", "/games/abc"] {
        let res = browser.get(path).await;
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{path}");
    }
}

#[tokio::test]
async fn behind_a_proxy_a_spoofed_forwarded_for_does_not_escape_the_ip_limit() {
    use corrchess::config::RateLimit;
    let app = TestApp::spawn_with(|c| {
        c.trust_proxy = true;
        c.rate_limits.login_per_ip = RateLimit {
            max: 2,
            window: std::time::Duration::from_secs(600),
        };
    })
    .await;
    let browser = app.browser();
    browser.get("/").await;
    let token = browser.cookie("csrf").unwrap();
    let mut statuses = Vec::new();
    for i in 0..4 {
        // The client makes up the first entry; the proxy appends the real address.
        let res = browser
            .client
            .post(format!("{}/login", browser.base))
            .header("X-Forwarded-For", format!("10.0.0.{i}, 203.0.113.7"))
            .form(&[
                ("login", "nobody"),
                ("password", "wrong password"),
                ("csrf_token", token.as_str()),
            ])
            .send()
            .await
            .unwrap();
        statuses.push(res.status());
    }
    assert_eq!(
        statuses,
        [
            StatusCode::UNPROCESSABLE_ENTITY,
            StatusCode::UNPROCESSABLE_ENTITY,
            StatusCode::TOO_MANY_REQUESTS,
            StatusCode::TOO_MANY_REQUESTS
        ]
    );
    // Another real client behind the same proxy still gets in.
    let res = browser
        .client
        .post(format!("{}/login", browser.base))
        .header("X-Forwarded-For", "203.0.113.8")
        .form(&[
            ("login", "nobody"),
            ("password", "wrong password"),
            ("csrf_token", token.as_str()),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn strangers_cannot_act_on_games_or_vacations_nor_read_messages() {
    let app = TestApp::spawn().await;
    let (alice, _) = app.verified_user("alice").await;
    let (bob, b) = app.verified_user("bob").await;
    let (mallory, _) = app.verified_user("mallory").await;
    alice
        .post_form(
            "/challenges",
            &[("opponent", &b), ("color", "white"), ("days_per_move", "3")],
        )
        .await;
    let list = bob.get("/challenges").await.body;
    let at = list.find("id=\"challenge-").expect("a challenge");
    let id: i64 = list[at + 14..].split('"').next().unwrap().parse().unwrap();
    // Mallory cannot take or refuse a challenge addressed to Bob.
    for action in ["accept", "decline", "cancel"] {
        let res = mallory
            .post_form(&format!("/challenges/{id}/{action}"), &[("confirm", "on")])
            .await;
        assert!(
            res.status == StatusCode::FORBIDDEN || res.status == StatusCode::CONFLICT,
            "{action}: {}",
            res.status
        );
    }
    let game = bob
        .post_form(&format!("/challenges/{id}/accept"), &[])
        .await
        .location();
    let res = alice
        .post_form(
            &format!("{game}/move"),
            &[("move", "e4"), ("ply", "0"), ("message", "my secret plan")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    assert!(bob.get(&game).await.body.contains("my secret plan"));
    for visitor in [&mallory, &app.browser()] {
        assert!(!visitor.get(&game).await.body.contains("my secret plan"));
        assert!(
            !visitor
                .get(&format!("{game}.pgn"))
                .await
                .body
                .contains("secret")
        );
    }
    for (path, fields) in [
        ("draw", vec![("action", "offer")]),
        ("abort", vec![("confirm", "on")]),
        ("resign", vec![("confirm", "on")]),
    ] {
        let res = mallory.post_form(&format!("{game}/{path}"), &fields).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{path}");
    }
    assert!(bob.get(&game).await.body.contains("The game is running."));
    // Mallory cannot cancel Alice's vacation.
    let res = alice
        .post_form(
            "/settings/vacations",
            &[("start_date", "2099-01-01"), ("end_date", "2099-01-03")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let settings = alice.get("/settings").await.body;
    let at = settings
        .find("/settings/vacations/")
        .expect("a booked vacation");
    let vacation: i64 = settings[at + 20..]
        .split('/')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let res = mallory
        .post_form(
            &format!("/settings/vacations/{vacation}/cancel"),
            &[("confirm", "on")],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        alice
            .get("/settings")
            .await
            .body
            .contains(&format!("/settings/vacations/{vacation}/cancel"))
    );
}
