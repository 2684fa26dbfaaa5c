//! Deleting an account: refused without the password and the confirmation (nothing
//! changes); then running games end as the rules say, the player's words go, finished
//! games stay for the opponents under "deleted player N", and the address is free.

use reqwest::StatusCode;
use serde_json::json;

use crate::api::{api_game, verified_player};
use crate::support::{PASSWORD, TestApp, email_of, smtp};

async fn game_state(app: &TestApp, game: i64) -> (String, String, Option<String>) {
    sqlx::query_as("SELECT status, result, termination FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_deleted_account_leaves_its_opponents_their_games() {
    let app = TestApp::spawn().await;
    let (alice, alice_api, alice_name) = verified_player(&app, "alice").await;
    let (bob, bob_api, bob_name) = verified_player(&app, "bob").await;
    let (_, carol_api, carol_name) = verified_player(&app, "carol").await;
    let played = api_game(&alice_api, &bob_api, &bob_name, 518, true).await;
    for (ply, (who, mv)) in [(&alice_api, "e4"), (&bob_api, "e5"), (&alice_api, "Nf3")]
        .into_iter()
        .enumerate()
    {
        let res = who
            .post(
                &format!("/api/v1/games/{played}/moves"),
                json!({"move": mv, "ply": ply}),
            )
            .await;
        assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    }
    let fresh = api_game(&alice_api, &carol_api, &carol_name, 518, true).await;
    let won = api_game(&alice_api, &carol_api, &carol_name, 518, true).await;
    crate::api::both_moved(&alice_api, &carol_api, won).await;
    let res = carol_api
        .post_empty(&format!("/api/v1/games/{won}/resign"))
        .await;
    assert!(res.status.is_success(), "{}", res.text);
    for (who, text) in [(&alice, "hello from alice"), (&bob, "hello from bob")] {
        let sent = who
            .post_form(&format!("/games/{played}/messages"), &[("message", text)])
            .await;
        assert_eq!(sent.status, StatusCode::SEE_OTHER, "{}", sent.body);
    }

    // Refused: a wrong password, no confirmation; both named, nothing changed.
    let res = alice
        .post_form("/settings/delete", &[("password", "not my password")])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body.contains("The password is not right."),
        "{}",
        res.body
    );
    assert!(res.body.contains("id=\"confirm-error\""), "{}", res.body);
    let res = alice
        .post_form("/settings/delete", &[("password", PASSWORD)])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(game_state(&app, played).await.0, "running");

    let alice_id: i64 = sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
        .bind(&alice_name)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let hashes = "SELECT password_hash <> '!', signup_network IS NOT NULL FROM users WHERE id = $1";
    let held: (bool, bool) = sqlx::query_as(hashes)
        .bind(alice_id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(held, (true, true), "a password and a sign-up network hash");
    let res = alice
        .post_form(
            "/settings/delete",
            &[("password", PASSWORD), ("confirm", "on")],
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    assert!(res.body.contains("Your account is deleted"));
    let held: (bool, bool) = sqlx::query_as(hashes)
        .bind(alice_id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(held, (false, false), "both hashes dropped");
    assert_ne!(
        alice.get("/settings").await.status,
        StatusCode::OK,
        "logged out"
    );

    // The games: resigned after moves, aborted before, the finished one kept.
    let resigned = game_state(&app, played).await;
    assert_eq!(
        resigned,
        ("finished".into(), "0-1".into(), Some("resignation".into()))
    );
    assert_eq!(game_state(&app, fresh).await.0, "aborted");
    assert_eq!(game_state(&app, won).await.1, "1-0");
    smtp().wait_for_text(&email_of(&bob_name), "resign").await;

    let pgn = bob.get(&format!("/games/{won}.pgn")).await.body;
    assert!(pgn.contains("[White \"deleted player "), "{pgn}");
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    assert!(!pgn.contains(&alice_name));
    let page = bob.get(&format!("/games/{played}")).await.body;
    assert!(page.contains("hello from bob") && !page.contains("hello from alice"));

    let (left, address_taken): (i64, bool) = sqlx::query_as(
        "SELECT (SELECT count(*) FROM api_tokens t JOIN users u ON u.id = t.user_id
                 WHERE u.username LIKE 'deleted player %'),
                EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($1))",
    )
    .bind(email_of(&alice_name))
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(
        (left, address_taken),
        (0, false),
        "tokens gone, address free"
    );
    let again = app.browser().login(&alice_name, PASSWORD).await;
    assert_ne!(
        again.status,
        StatusCode::SEE_OTHER,
        "the old name logs nobody in"
    );
}

#[tokio::test]
async fn an_admin_deletes_an_account_after_confirming_and_never_their_own_here() {
    let app = TestApp::spawn().await;
    let (admin, admin_name) = app.verified_user("warden").await;
    app.make_admin(&admin_name).await;
    let (_, spammer_api, spammer) = verified_player(&app, "spammer").await;
    let (_, other_api, other) = verified_player(&app, "other").await;
    let game = api_game(&other_api, &spammer_api, &spammer, 518, false).await;
    let ids: Vec<(String, i64)> = sqlx::query_as("SELECT username, id FROM users")
        .fetch_all(&app.pool)
        .await
        .unwrap();
    let id_of = |name: &str| ids.iter().find(|(n, _)| n == name).unwrap().1;
    let path = format!("/admin/users/{}/delete", id_of(&spammer));

    let listed = admin.get("/admin").await.body;
    assert!(listed.contains(&format!("action=\"{path}\"")), "{listed}");
    assert!(!listed.contains(&format!("/admin/users/{}/delete", id_of(&admin_name))));

    let unticked = admin.post_form(&path, &[]).await;
    assert_eq!(unticked.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(game_state(&app, game).await.0, "running", "nothing changed");
    let player = app.browser();
    player.login(&other, PASSWORD).await;
    assert_eq!(
        player.post_form(&path, &[("confirm", "on")]).await.status,
        StatusCode::FORBIDDEN
    );

    let done = admin.post_form(&path, &[("confirm", "on")]).await;
    assert_eq!(done.status, StatusCode::SEE_OTHER, "{}", done.body);
    assert_eq!(
        game_state(&app, game).await.0,
        "aborted",
        "no move was made"
    );
    let listed = admin.get("/admin").await.body;
    assert!(
        !listed.contains(&spammer),
        "the deleted account leaves the list"
    );
    let own = format!("/admin/users/{}/delete", id_of(&admin_name));
    let refused = admin.post_form(&own, &[("confirm", "on")]).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
}
