//! Issue 44, item 4: a draw action after the deadline of the player on move, before
//! the timeout sweep ran, meets the sweep's rule first, as a late move does: the game
//! is lost on time (the action refused with the reason), unless the player's automatic
//! vacation saves it. Through the game page's form and the JSON API; Xfcc's are in
//! `xfcc.rs`.

use reqwest::StatusCode;
use serde_json::json;
use time::{Duration, OffsetDateTime};

use crate::{
    api::{Api, token_for},
    auto_vacation::{set_deadline, turn_on},
    clocks::new_game,
    support::{
        Browser, TestApp,
        play::{play, play_ok},
    },
};

/// A deadline that has just passed, and passed today (UTC), as a late action meets it.
fn just_passed() -> OffsetDateTime {
    let now = OffsetDateTime::now_utc();
    let midnight = now.date().midnight().assume_utc();
    (now - Duration::minutes(10)).max(midnight + Duration::SECOND)
}

/// The game's status, result and termination.
async fn ending(app: &TestApp, game: i64) -> (String, String, Option<String>) {
    sqlx::query_as("SELECT status, result, termination FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

fn lost_by_black() -> (String, String, Option<String>) {
    ("finished".into(), "1-0".into(), Some("time_forfeit".into()))
}

/// A classical game where White played 1.e4 offering a draw, and Black is on move.
async fn offered_game(app: &TestApp) -> (Browser, String, Browser, String, i64) {
    let (alice, a, bob, b, game) = new_game(app, &[]).await;
    let res = play(&alice, game, "e4", &[("offer_draw", "on")]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    (alice, a, bob, b, game)
}

/// A classical game played to a threefold repetition: White is on move and may claim.
async fn repeated_game(app: &TestApp) -> (Browser, String, Browser, String, i64) {
    let (alice, a, bob, b, game) = new_game(app, &[]).await;
    for _ in 0..2 {
        for (who, mv) in [
            (&alice, "Nf3"),
            (&bob, "Nf6"),
            (&alice, "Ng1"),
            (&bob, "Ng8"),
        ] {
            play_ok(who, game, mv).await;
        }
    }
    (alice, a, bob, b, game)
}

#[tokio::test]
async fn a_late_accept_on_the_form_loses_on_time() {
    let app = TestApp::spawn().await;
    let (_, _, bob, _, game) = offered_game(&app).await;
    set_deadline(&app, game, just_passed()).await;
    let res = bob
        .post_form(&format!("/games/{game}/draw"), &[("action", "accept")])
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.body);
    assert!(res.body.contains("Your time ran out"), "{}", res.body);
    assert_eq!(ending(&app, game).await, lost_by_black());
}

#[tokio::test]
async fn a_late_claim_on_the_form_loses_on_time() {
    let app = TestApp::spawn().await;
    let (alice, _, _, _, game) = repeated_game(&app).await;
    set_deadline(&app, game, just_passed()).await;
    let res = alice
        .post_form(&format!("/games/{game}/draw"), &[("action", "claim")])
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.body);
    assert!(res.body.contains("Your time ran out"), "{}", res.body);
    assert_eq!(
        ending(&app, game).await,
        ("finished".into(), "0-1".into(), Some("time_forfeit".into()))
    );
}

#[tokio::test]
async fn the_opponent_of_a_late_player_cannot_agree_a_draw_either() {
    let app = TestApp::spawn().await;
    let (alice, _, bob, _, game) = new_game(&app, &[]).await;
    play_ok(&alice, game, "e4").await;
    // Black, on move, offers without moving, then lets the time run out.
    let draw = format!("/games/{game}/draw");
    let res = bob.post_form(&draw, &[("action", "offer")]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    set_deadline(&app, game, just_passed()).await;
    let res = alice.post_form(&draw, &[("action", "accept")]).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.body);
    assert!(
        res.body.contains("Your opponent&#39;s time ran out")
            || res.body.contains("Your opponent's time ran out"),
        "{}",
        res.body
    );
    assert_eq!(ending(&app, game).await, lost_by_black());
}

#[tokio::test]
async fn a_late_accept_saved_by_the_automatic_vacation_draws() {
    let app = TestApp::spawn().await;
    let (_, _, bob, _, game) = offered_game(&app).await;
    turn_on(&bob).await;
    set_deadline(&app, game, just_passed()).await;
    let res = bob
        .post_form(&format!("/games/{game}/draw"), &[("action", "accept")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert_eq!(
        ending(&app, game).await,
        (
            "finished".into(),
            "1/2-1/2".into(),
            Some("draw_agreement".into())
        )
    );
    let booked: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM vacations v JOIN games g ON g.black_id = v.user_id
         WHERE g.id = $1",
    )
    .bind(game)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(booked, 1, "the sweep's rule booked today first");
}

#[tokio::test]
async fn late_accepts_and_claims_over_the_api_lose_on_time() {
    let app = TestApp::spawn().await;
    let (_, _, _, b, game) = offered_game(&app).await;
    let bob = Api::new(&app, Some(token_for(&app, &b).await));
    set_deadline(&app, game, just_passed()).await;
    let res = bob
        .post(
            &format!("/api/v1/games/{game}/draw"),
            json!({"action": "accept"}),
        )
        .await;
    res.assert_problem(409, "action-refused");
    assert!(res.text.contains("Your time ran out"), "{}", res.text);
    assert_eq!(ending(&app, game).await, lost_by_black());

    let (_, a, _, _, game) = repeated_game(&app).await;
    let alice = Api::new(&app, Some(token_for(&app, &a).await));
    set_deadline(&app, game, just_passed()).await;
    let res = alice
        .post(
            &format!("/api/v1/games/{game}/draw"),
            json!({"action": "claim"}),
        )
        .await;
    res.assert_problem(409, "action-refused");
    assert!(res.text.contains("Your time ran out"), "{}", res.text);
    assert_eq!(ending(&app, game).await.2.as_deref(), Some("time_forfeit"));
}
