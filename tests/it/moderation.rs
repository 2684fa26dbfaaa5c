//! Moderation over HTTP: an admin suspends a player (reason required and mailed, the
//! running games adjudicated or aborted, no login, no play), lifts it, sends the reset
//! mail; the account search and user page (games, sign-ups from one network, losses
//! on time); the audit log records each action; nobody else reaches any admin route.

use reqwest::StatusCode;
use serde_json::json;

use crate::api::{Api, api_game, verified_player};
use crate::support::{Browser, PASSWORD, TestApp, email_of, smtp};

pub(crate) async fn user_id(app: &TestApp, name: &str) -> i64 {
    sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
        .bind(name)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

async fn game_state(app: &TestApp, game: i64) -> (String, String, Option<String>) {
    sqlx::query_as("SELECT status, result, termination FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

pub(crate) async fn admin(app: &TestApp) -> (Browser, String) {
    let (browser, name) = app.verified_user("modadmin").await;
    app.make_admin(&name).await;
    (browser, name)
}

/// The audit log's actions, newest first.
pub(crate) async fn audit_actions(app: &TestApp) -> Vec<(String, String, i64, String)> {
    sqlx::query_as("SELECT action, target_kind, target_id, detail FROM audit_log ORDER BY id DESC")
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_suspended_player_cannot_log_in_or_play_and_is_mailed_the_reason() {
    let app = TestApp::spawn().await;
    let (admin, _) = admin(&app).await;
    let (alice_web, alice, alice_name) = verified_player(&app, "alice").await;
    let (_, bob, bob_name) = verified_player(&app, "bob").await;
    let (_, carol, carol_name) = verified_player(&app, "carol").await;
    // Alice plays White against Bob and Black against Carol.
    let vs_bob = api_game(&alice, &bob, &bob_name, 518, true).await;
    // Both moved: an adjudication before that would abort the game instead.
    crate::api::both_moved(&alice, &bob, vs_bob).await;
    let vs_carol = api_game(&carol, &alice, &alice_name, 518, true).await;
    crate::api::both_moved(&carol, &alice, vs_carol).await;
    let id = user_id(&app, &alice_name).await;
    let suspend = format!("/admin/users/{id}/suspend");

    // Refused without a reason, a choice and the tick: 422, errors at their fields,
    // the typed text kept, nothing changed.
    let res = admin
        .post_form(&suspend, &[("reason", "  "), ("games", "resign")])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    for id in ["reason-error", "games-error", "confirm-error"] {
        assert!(
            res.body.contains(&format!("id=\"{id}\"")),
            "{id}: {}",
            res.body
        );
    }
    let res = admin
        .post_form(
            &suspend,
            &[("reason", "Insults in messages"), ("games", "abort")],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body.contains(">Insults in messages</textarea>"),
        "{}",
        res.body
    );
    assert_eq!(game_state(&app, vs_bob).await.0, "running");
    assert!(alice_web.get("/settings").await.status == StatusCode::OK);

    let res = admin
        .post_form(
            &suspend,
            &[
                ("reason", "Insults in messages"),
                ("games", "adjudicate"),
                ("confirm", "on"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert_eq!(res.location(), format!("/admin/users/{id}?done=suspended"));
    // Each running game is lost by the suspended player.
    assert_eq!(
        game_state(&app, vs_bob).await,
        ("finished".into(), "0-1".into(), Some("adjudication".into()))
    );
    assert_eq!(
        game_state(&app, vs_carol).await,
        ("finished".into(), "1-0".into(), Some("adjudication".into()))
    );
    let mail = smtp()
        .wait_for_subject(&email_of(&alice_name), "suspended")
        .await;
    assert!(mail.text.contains("Insults in messages"), "{}", mail.text);
    assert!(mail.text.contains("were adjudicated"), "{}", mail.text);

    // The session and the token are over; the login names the suspension.
    assert_ne!(alice_web.get("/settings").await.status, StatusCode::OK);
    assert_eq!(
        alice.get("/api/v1/me").await.status,
        StatusCode::UNAUTHORIZED
    );
    let moved = alice_web
        .post_form(
            &format!("/games/{vs_bob}/move"),
            &[("move", "e4"), ("ply", "0")],
        )
        .await;
    assert!(moved.location().starts_with("/login"), "{}", moved.status);
    assert_eq!(game_state(&app, vs_bob).await.0, "finished");
    let res = app.browser().login(&alice_name, PASSWORD).await;
    assert_ne!(res.status, StatusCode::SEE_OTHER, "no session");
    assert!(
        res.body.contains("This account is suspended") && res.body.contains("Insults in messages"),
        "{}",
        res.body
    );
    let res = Api::new(&app, None)
        .post(
            "/api/v1/tokens",
            json!({"login": alice_name, "password": PASSWORD, "name": "x"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    // Nobody can challenge a suspended player.
    let res = bob
        .post(
            "/api/v1/challenges",
            json!({"opponent": alice_name, "color": "white", "days_per_move": 3,
                   "rated": true}),
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text);
    assert!(res.text.contains("takes no challenges"), "{}", res.text);
    let _ = carol_name;

    // Nor can an admin seat them in a tournament.
    let res = admin
        .post_form(
            "/admin/tournaments",
            &[
                ("name", "While suspended"),
                ("format", "round_robin"),
                ("days_per_move", "3"),
                ("position_policy", "game"),
                ("min_players", "3"),
                ("max_players", "8"),
            ],
        )
        .await;
    let seat = format!(
        "{}/players",
        res.location()
            .replace("/tournaments/", "/admin/tournaments/")
    );
    let res = admin.post_form(&seat, &[("username", &alice_name)]).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert!(res.body.contains("is suspended"), "{}", res.body);

    // The user page says so; a second suspension is refused.
    let page = admin
        .get(&format!("/admin/users/{id}?done=suspended"))
        .await;
    assert!(page.body.contains("suspended since"), "{}", page.body);
    assert!(
        page.body
            .contains("The account is suspended; the player was mailed")
    );
    let again = admin
        .post_form(
            &suspend,
            &[("reason", "again"), ("games", "abort"), ("confirm", "on")],
        )
        .await;
    assert_eq!(again.status, StatusCode::CONFLICT);

    // Lifted: the player is told and logs in again.
    let res = admin
        .post_form(&format!("/admin/users/{id}/unsuspend"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    smtp()
        .wait_for_subject(&email_of(&alice_name), "open again")
        .await;
    let back = app.browser();
    assert_eq!(
        back.login(&alice_name, PASSWORD).await.status,
        StatusCode::SEE_OTHER
    );

    // The reset mail, sent by the admin.
    let res = admin
        .post_form(&format!("/admin/users/{id}/password-reset"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let mail = smtp()
        .wait_for_subject(&email_of(&alice_name), "reset your password")
        .await;
    assert!(mail.link_starting_with("http").is_some());

    let actions: Vec<String> = audit_actions(&app).await.into_iter().map(|a| a.0).collect();
    assert_eq!(
        actions,
        [
            "user.password_reset",
            "user.unsuspend",
            "tournament.create",
            "user.suspend"
        ],
        "one entry per action, none for the refused ones"
    );
    let log = admin.get("/admin/audit").await;
    assert_eq!(log.status, StatusCode::OK);
    assert!(log.body.contains("user.suspend") && log.body.contains(&alice_name));
}

#[tokio::test]
async fn an_aborting_suspension_leaves_the_games_without_a_result() {
    let app = TestApp::spawn().await;
    let (admin, _) = admin(&app).await;
    let (_, alice, alice_name) = verified_player(&app, "alice").await;
    let (_, bob, bob_name) = verified_player(&app, "bob").await;
    let game = api_game(&alice, &bob, &bob_name, 518, true).await;
    let id = user_id(&app, &bob_name).await;
    let res = admin
        .post_form(
            &format!("/admin/users/{id}/suspend"),
            &[
                ("reason", "Several accounts"),
                ("games", "abort"),
                ("confirm", "on"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let (status, result, _) = game_state(&app, game).await;
    assert_eq!((status.as_str(), result.as_str()), ("aborted", "*"));
    let mail = smtp()
        .wait_for_subject(&email_of(&bob_name), "suspended")
        .await;
    assert!(mail.text.contains("were aborted"), "{}", mail.text);
    let _ = alice_name;
}

#[tokio::test]
async fn the_search_and_user_page_show_games_networks_and_losses_on_time() {
    let app = TestApp::spawn().await;
    let (admin, admin_name) = admin(&app).await;
    let (_, alice, alice_name) = verified_player(&app, "searchme").await;
    let (_, bob, bob_name) = verified_player(&app, "other").await;
    let game = api_game(&alice, &bob, &bob_name, 518, true).await;
    let id = user_id(&app, &alice_name).await;

    // Name prefix, address prefix, any case; deleted accounts are not listed.
    for q in [
        &alice_name[..8],
        &email_of(&alice_name).to_uppercase()[..10],
    ] {
        let page = admin.get(&format!("/admin/users?q={q}")).await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(
            page.body.contains(&format!("/admin/users/{id}\"")),
            "{q}: {}",
            page.body
        );
        assert!(!page.body.contains(&bob_name), "{q}");
    }
    let none = admin.get("/admin/users?q=zzzz-nobody").await;
    assert!(none.body.contains("0 accounts"), "{}", none.body);
    assert_eq!(
        admin.get("/admin/users?page=0").await.status,
        StatusCode::BAD_REQUEST
    );

    // Everyone here signed up from 127.0.0.1: one network. Only its keyed hash is kept.
    let stored: Vec<Option<Vec<u8>>> =
        sqlx::query_scalar("SELECT signup_network FROM users WHERE username = ANY($1)")
            .bind(vec![alice_name.clone(), bob_name.clone()])
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(stored.len(), 2);
    assert!(
        stored
            .iter()
            .all(|h| h.as_ref().is_some_and(|h| h.len() == 32))
    );
    assert_eq!(stored[0], stored[1]);
    let page = admin.get(&format!("/admin/users/{id}")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains(&bob_name) && page.body.contains(&admin_name));
    assert!(
        page.body.contains(&format!("/games/{game}")),
        "{}",
        page.body
    );
    assert!(page.body.contains("Losses on time in the last 90 days: 0"));
    assert!(!page.body.contains("127.0.0"), "no address shown");
    assert_eq!(
        admin.get("/admin/users/999999").await.status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn no_one_but_an_admin_reaches_an_admin_route() {
    let app = TestApp::spawn().await;
    let (player, name) = app.verified_user("plain").await;
    let id = user_id(&app, &name).await;
    let anonymous = app.browser();
    let gets = [
        "/admin/audit".to_owned(),
        "/admin/users".to_owned(),
        format!("/admin/users/{id}"),
        "/admin/reports".to_owned(),
    ];
    for path in &gets {
        assert_eq!(
            player.get(path).await.status,
            StatusCode::FORBIDDEN,
            "{path}"
        );
        let res = anonymous.get(path).await;
        assert!(
            res.location().starts_with("/login"),
            "{path}: {}",
            res.status
        );
    }
    let posts = [
        (
            format!("/admin/users/{id}/suspend"),
            vec![("reason", "x"), ("games", "abort"), ("confirm", "on")],
        ),
        (format!("/admin/users/{id}/unsuspend"), vec![]),
        (format!("/admin/users/{id}/password-reset"), vec![]),
        ("/admin/reports/1/close".to_owned(), vec![("note", "x")]),
    ];
    for (path, fields) in &posts {
        assert_eq!(
            player.post_form(path, fields).await.status,
            StatusCode::FORBIDDEN,
            "{path}"
        );
    }
    assert!(audit_actions(&app).await.is_empty());
    let suspended: bool =
        sqlx::query_scalar("SELECT suspended_at IS NOT NULL FROM users WHERE id = $1")
            .bind(id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert!(!suspended);
}

#[tokio::test]
async fn the_audit_log_records_each_tournament_action_and_deletion() {
    let app = TestApp::spawn().await;
    let (admin, _) = admin(&app).await;
    let mut names = Vec::new();
    for n in ["aud_a", "aud_b", "aud_c"] {
        names.push(app.verified_user(n).await.1);
    }
    let ok = |res: crate::support::Page| {
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    };
    let fields = |name: &'static str| {
        vec![
            ("name", name),
            ("format", "round_robin"),
            ("days_per_move", "3"),
            ("position_policy", "game"),
            ("min_players", "3"),
            ("max_players", "8"),
        ]
    };
    let res = admin
        .post_form("/admin/tournaments", &fields("Audited"))
        .await;
    let t: i64 = res
        .location()
        .trim_start_matches("/tournaments/")
        .parse()
        .unwrap();
    for name in &names {
        let path = format!("/admin/tournaments/{t}/players");
        ok(admin.post_form(&path, &[("username", name)]).await);
    }
    let remove = format!("/admin/tournaments/{t}/players/remove");
    ok(admin.post_form(&remove, &[("username", &names[2])]).await);
    let add = format!("/admin/tournaments/{t}/players");
    ok(admin.post_form(&add, &[("username", &names[2])]).await);
    let start = format!("/admin/tournaments/{t}/start");
    ok(admin.post_form(&start, &[("confirm", "on")]).await);
    let game: i64 =
        sqlx::query_scalar("SELECT id FROM games WHERE tournament_id = $1 ORDER BY id LIMIT 1")
            .bind(t)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let adjudicate = format!("/admin/tournaments/{t}/adjudicate");
    let ruling = [
        ("game_id", game.to_string()),
        ("result", "1/2-1/2".into()),
        ("reason", "agreed by mail".into()),
        ("confirm", "on".into()),
    ];
    let ruling: Vec<(&str, &str)> = ruling.iter().map(|(k, v)| (*k, v.as_str())).collect();
    ok(admin.post_form(&adjudicate, &ruling).await);
    let res = admin
        .post_form("/admin/tournaments", &fields("Cancelled"))
        .await;
    let other: i64 = res
        .location()
        .trim_start_matches("/tournaments/")
        .parse()
        .unwrap();
    let cancel = format!("/admin/tournaments/{other}/cancel");
    ok(admin.post_form(&cancel, &[("confirm", "on")]).await);
    let gone = user_id(&app, &names[0]).await;
    ok(admin
        .post_form(&format!("/admin/users/{gone}/delete"), &[("confirm", "on")])
        .await);

    let log = audit_actions(&app).await;
    let seen: Vec<(&str, &str, i64)> = log
        .iter()
        .map(|(a, k, id, _)| (a.as_str(), k.as_str(), *id))
        .collect();
    assert_eq!(
        seen,
        [
            ("user.delete", "user", gone),
            ("tournament.cancel", "tournament", other),
            ("tournament.create", "tournament", other),
            ("tournament.adjudicate", "tournament", t),
            ("tournament.start", "tournament", t),
            ("tournament.add_player", "tournament", t),
            ("tournament.remove_player", "tournament", t),
            ("tournament.add_player", "tournament", t),
            ("tournament.add_player", "tournament", t),
            ("tournament.add_player", "tournament", t),
            ("tournament.create", "tournament", t),
        ]
    );
    let adjudicated = &log[3].3;
    assert!(adjudicated.contains("1/2-1/2") && adjudicated.contains("agreed by mail"));
    assert_eq!(log[6].3, names[2], "the removed player named");
    let page = admin.get("/admin/audit").await;
    assert!(page.body.contains("tournament.adjudicate"), "{}", page.body);
    assert!(page.body.contains(&format!("href=\"/tournaments/{t}\"")));
}
