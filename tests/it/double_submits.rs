//! A form sent twice makes one thing: the same challenge (also two at once, and through
//! the API), one rematch of a game, one message; the second post is answered as the
//! first.

use reqwest::StatusCode;

use crate::support::{
    TestApp, email_of,
    play::{TwoPlayers, play_ok},
};

async fn count(app: &TestApp, sql: &'static str, id: i64) -> i64 {
    sqlx::query_scalar(sql)
        .bind(id)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

async fn challenges_by(app: &TestApp, user: &str) -> i64 {
    sqlx::query_scalar(
        "SELECT count(*) FROM challenges c JOIN users u ON u.id = c.challenger_id
         WHERE u.username = $1",
    )
    .bind(user)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn the_same_challenge_posted_twice_is_one_challenge() {
    let app = TestApp::spawn().await;
    let (alice, a) = app.verified_user("alice").await;
    let (bob, b) = app.verified_user("bob").await;
    let open = [
        ("color", "random"),
        ("days_per_move", "3"),
        ("start", "random"),
    ];
    let first = alice.post_form("/challenges", &open).await;
    assert_eq!(first.status, StatusCode::SEE_OTHER, "{}", first.body);
    let again = alice.post_form("/challenges", &open).await;
    assert_eq!(again.location(), first.location(), "answered as the first");
    assert_eq!(challenges_by(&app, &a).await, 1);
    // Two at once: still one, and one mail to Bob.
    let direct = [
        ("opponent", b.as_str()),
        ("color", "white"),
        ("days_per_move", "5"),
    ];
    let (one, two) = tokio::join!(
        alice.post_form("/challenges", &direct),
        alice.post_form("/challenges", &direct)
    );
    assert_eq!(one.status, StatusCode::SEE_OTHER, "{}", one.body);
    assert_eq!(one.location(), two.location());
    assert_eq!(challenges_by(&app, &a).await, 2);
    let offers: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE lower(to_address) = lower($1)
           AND body_text LIKE '%challenges you%'",
    )
    .bind(email_of(&b))
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(offers, 1);
    // Other terms make another challenge; so does the same once the first is gone.
    let other = [
        ("opponent", b.as_str()),
        ("color", "black"),
        ("days_per_move", "5"),
    ];
    alice.post_form("/challenges", &other).await;
    assert_eq!(challenges_by(&app, &a).await, 3);
    let id = one.location().rsplit('-').next().unwrap().to_owned();
    let res = bob
        .post_form(&format!("/challenges/{id}/decline"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let after = alice.post_form("/challenges", &direct).await;
    assert_eq!(after.status, StatusCode::SEE_OTHER);
    assert_ne!(
        after.location(),
        one.location(),
        "the declined one is not reused"
    );
    assert_eq!(challenges_by(&app, &a).await, 4);
}

#[tokio::test]
async fn a_rematch_and_a_message_sent_twice_are_stored_once() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    p.play_all(&["e4", "e5"]).await;
    let path = format!("/games/{}", p.game);
    play_ok(&p.white, p.game, "Nf3").await;

    let talk = format!("{path}/messages");
    let text = [("message", "Nice opening!")];
    let (one, two) = tokio::join!(
        p.black.post_form(&talk, &text),
        p.black.post_form(&talk, &text)
    );
    assert_eq!(one.status, StatusCode::SEE_OTHER, "{}", one.body);
    assert_eq!(two.location(), one.location());
    p.black.post_form(&talk, &text).await;
    let sql = "SELECT count(*) FROM game_messages WHERE game_id = $1";
    assert_eq!(count(&app, sql, p.game).await, 1);
    assert!(p.white.get(&path).await.body.contains("Nice opening!"));
    p.black.post_form(&talk, &[("message", "Really.")]).await;
    assert_eq!(count(&app, sql, p.game).await, 2, "another text is stored");

    p.black
        .post_form(&format!("{path}/resign"), &[("confirm", "on")])
        .await;
    let rematch = format!("{path}/rematch");
    let first = p.black.post_form(&rematch, &[]).await;
    let again = p.black.post_form(&rematch, &[]).await;
    assert_eq!(first.status, StatusCode::SEE_OTHER, "{}", first.body);
    assert_eq!(again.location(), first.location());
    let sql = "SELECT count(*) FROM challenges WHERE rematch_of = $1";
    assert_eq!(count(&app, sql, p.game).await, 1);
}

#[tokio::test]
async fn the_api_answers_a_repeated_challenge_with_the_first() {
    let app = TestApp::spawn().await;
    let (alice, _, _) = crate::api::api_user(&app, "alice").await;
    let (_, b, _) = crate::api::api_user(&app, "bob").await;
    let body =
        serde_json::json!({"opponent": b, "color": "white", "days_per_move": 3, "rated": true});
    let first = alice.post("/api/v1/challenges", body.clone()).await;
    assert_eq!(first.status, StatusCode::CREATED, "{}", first.text);
    let again = alice.post("/api/v1/challenges", body).await;
    assert_eq!(again.status, StatusCode::CREATED, "{}", again.text);
    assert_eq!(again.json["id"], first.json["id"]);
}
