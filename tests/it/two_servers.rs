//! Two server processes on one database, as behind a load balancer: what one writes the
//! other serves at once, a mail queued through one is delivered once although both
//! workers run, and two moves at one ply through different servers make one move.

use reqwest::StatusCode;
use serde_json::json;

use crate::api::{Api, api_game, verified_player};
use crate::support::{TestApp, email_of, smtp};

#[tokio::test]
async fn two_servers_on_one_database_share_everything_and_deliver_once() {
    let first = TestApp::spawn().await;
    let second = TestApp::spawn_on(first.db_url.clone()).await;
    let (_, white, _) = verified_player(&first, "white").await;
    let (_, black, black_name) = verified_player(&first, "black").await;
    let game = api_game(&white, &black, &black_name, 518, false).await;

    // White's move through the first server; Black reads it through the second, with
    // the token the first one issued.
    let res = white
        .post(
            &format!("/api/v1/games/{game}/moves"),
            json!({"move": "e4", "ply": 0}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let black_there = Api::new(&second, black.token.clone());
    let seen = black_there.get(&format!("/api/v1/games/{game}")).await;
    assert_eq!(
        seen.json["moves"].as_array().unwrap().len(),
        1,
        "{}",
        seen.text
    );

    // Two answers at ply 1, one through each server: one move is played.
    let path = format!("/api/v1/games/{game}/moves");
    let (a, b) = tokio::join!(
        black.post(&path, json!({"move": "e5", "ply": 1})),
        black_there.post(&path, json!({"move": "c5", "ply": 1})),
    );
    let played = [a.status, b.status]
        .iter()
        .filter(|s| **s == StatusCode::CREATED)
        .count();
    assert_eq!(played, 1, "{} / {}", a.text, b.text);
    let plies: i32 = sqlx::query_scalar("SELECT ply FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&first.pool)
        .await
        .unwrap();
    assert_eq!(plies, 2);

    // White's mail about Black's move arrives once, though both servers' workers run.
    let white_name: String = sqlx::query_scalar(
        "SELECT u.username FROM games g JOIN users u ON u.id = g.white_id WHERE g.id = $1",
    )
    .bind(game)
    .fetch_one(&first.pool)
    .await
    .unwrap();
    let address = email_of(&white_name);
    smtp().wait_for_text(&address, "played").await;
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    let about_the_move = smtp()
        .mails_to(&address)
        .into_iter()
        .filter(|m| m.text.contains(&format!("{black_name} played")))
        .count();
    assert_eq!(about_the_move, 1, "one mail for one move");
}
