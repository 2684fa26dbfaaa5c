//! What each start position yields: the figures on a position's page, in the table
//! of all positions and in the API, and a player's record by position on their
//! profile, equal to what the test counts from the games it played.

use reqwest::StatusCode;
use serde_json::json;

use crate::api::{Api, api_game, both_moved, verified_player};
use crate::support::TestApp;

/// A finished game from `start`: both move (1. e4 e5), then `loser` resigns.
async fn finished(white: &Api, black: &Api, black_name: &str, start: i64, white_wins: bool) {
    let game = api_game(white, black, black_name, start, true).await;
    both_moved(white, black, game).await;
    let loser = if white_wins { black } else { white };
    let res = loser
        .post_empty(&format!("/api/v1/games/{game}/resign"))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
}

#[tokio::test]
async fn figures_match_the_games_played() {
    let app = TestApp::spawn().await;
    let (page, white, white_name) = verified_player(&app, "psw").await;
    let (_, black, black_name) = verified_player(&app, "psb").await;
    // Position 100: White wins twice, Black once; position 200: Black once.
    let played = [(100, true), (100, true), (100, false), (200, false)];
    for (start, white_wins) in played {
        finished(&white, &black, &black_name, start, white_wins).await;
    }
    // A running game and an aborted one count for nothing.
    api_game(&white, &black, &black_name, 100, true).await;
    let aborted = api_game(&white, &black, &black_name, 100, true).await;
    let res = white
        .post_empty(&format!("/api/v1/games/{aborted}/resign"))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);

    let count = |start: i64, white_wins: Option<bool>| {
        played
            .iter()
            .filter(|(s, w)| *s == start && white_wins.is_none_or(|ww| ww == *w))
            .count()
    };
    let stats = white.get("/api/v1/positions/100/stats").await;
    assert_eq!(stats.status, StatusCode::OK, "{}", stats.text);
    assert_eq!(stats.json["games"], count(100, None), "{}", stats.text);
    assert_eq!(stats.json["white_wins"], count(100, Some(true)));
    assert_eq!(stats.json["black_wins"], count(100, Some(false)));
    assert_eq!(stats.json["draws"], 0);
    assert_eq!(stats.json["average_plies"], json!(2.0));
    let empty = white.get("/api/v1/positions/5/stats").await;
    assert_eq!(empty.json["games"], 0, "{}", empty.text);
    assert!(empty.json["average_plies"].is_null());
    white
        .get("/api/v1/positions/960/stats")
        .await
        .assert_problem(404, "not-found");

    let shown = page.get("/positions/100").await.body;
    assert!(shown.contains("<dd id=\"stats-games\">3</dd>"), "{shown}");
    assert!(
        shown.contains("<dd id=\"stats-white\">2 (67 %)</dd>"),
        "{shown}"
    );
    assert!(shown.contains("id=\"results-bar\""));
    assert!(shown.contains("id=\"stats-latest\""));
    assert!(
        page.get("/positions/5")
            .await
            .body
            .contains("id=\"stats-none\"")
    );

    let table = page.get("/positions/stats?sort=games").await.body;
    let (at_100, at_200) = (
        table.find("id=\"stats-100\"").expect("100 listed"),
        table.find("id=\"stats-200\"").expect("200 listed"),
    );
    assert!(at_100 < at_200, "the most played first");
    let table = page.get("/positions/stats?sort=black").await.body;
    assert!(table.find("id=\"stats-200\"").unwrap() < table.find("id=\"stats-100\"").unwrap());
    let filtered = page.get("/positions/stats?min=2&rated=1").await.body;
    assert!(filtered.contains("id=\"stats-100\"") && !filtered.contains("id=\"stats-200\""));
    let bad = page.get("/positions/stats?min=lots").await;
    assert_eq!(bad.status, StatusCode::OK);
    assert!(bad.body.contains("id=\"stats-min-error\""), "{}", bad.body);
    assert!(bad.body.contains("value=\"lots\""));
    let german = crate::support::Browser::with_accept_language(&app.address, "de");
    let tabelle = german.get("/positions/stats").await.body;
    assert!(
        tabelle.contains("Ergebnisse der Startstellungen"),
        "{tabelle}"
    );

    let profile = page.get(&format!("/players/{white_name}")).await.body;
    assert!(profile.contains("id=\"positions-best-white\""), "{profile}");
    assert!(profile.contains("3 games, +2 =0 −1 (67 %)"), "{profile}");
    let theirs = page.get(&format!("/players/{black_name}")).await.body;
    assert!(theirs.contains("id=\"positions-best-black\""), "{theirs}");
}
