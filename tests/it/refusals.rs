//! A refusal reads the same whether it is shown on a page or in a problem document:
//! the sentence is the service's, and each answer keeps its status.

use reqwest::StatusCode;
use serde_json::json;

use crate::api::api_user;
use crate::support::TestApp;

#[tokio::test]
async fn pages_and_the_api_give_the_same_sentence_for_a_refusal() {
    let app = TestApp::spawn().await;
    let (alice, _, alice_page) = api_user(&app, "alice").await;
    let (bob, b, bob_page) = api_user(&app, "bob").await;
    let (carol, _, carol_page) = api_user(&app, "carol").await;

    let res = alice
        .post(
            "/api/v1/challenges",
            json!({"opponent": b, "color": "white", "days_per_move": 3, "rated": false}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let challenge = res.json["id"].as_i64().unwrap();
    let res = bob
        .post_empty(&format!("/api/v1/challenges/{challenge}/accept"))
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let game = res.json["game_id"].as_i64().unwrap();

    // Someone else's game.
    let api = carol
        .post_empty(&format!("/api/v1/games/{game}/resign"))
        .await;
    api.assert_problem(403, "not-a-player");
    let page = carol_page
        .post_form(&format!("/games/{game}/resign"), &[("confirm", "on")])
        .await;
    assert_eq!(page.status, StatusCode::FORBIDDEN);
    let detail = api.json["detail"].as_str().unwrap();
    assert!(page.body.contains(detail), "{detail:?} not on the page");

    // A challenge taken already.
    let api = bob
        .post_empty(&format!("/api/v1/challenges/{challenge}/accept"))
        .await;
    api.assert_problem(409, "action-refused");
    let page = bob_page
        .post_form(&format!("/challenges/{challenge}/accept"), &[])
        .await;
    assert_eq!(page.status, StatusCode::CONFLICT);
    let detail = api.json["detail"].as_str().unwrap();
    assert!(page.body.contains(detail), "{detail:?} not on the page");

    // A game that is over.
    let res = bob
        .post_empty(&format!("/api/v1/games/{game}/resign"))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let api = alice
        .post_empty(&format!("/api/v1/games/{game}/resign"))
        .await;
    api.assert_problem(409, "game-not-running");
    let page = alice_page
        .post_form(&format!("/games/{game}/resign"), &[("confirm", "on")])
        .await;
    assert_eq!(page.status, StatusCode::CONFLICT);
    let detail = api.json["detail"].as_str().unwrap();
    assert!(page.body.contains(detail), "{detail:?} not on the page");

    // Nothing at this number.
    let api = alice.post_empty("/api/v1/games/987654/resign").await;
    api.assert_problem(404, "not-found");
    let page = alice_page
        .post_form("/games/987654/resign", &[("confirm", "on")])
        .await;
    assert_eq!(page.status, StatusCode::NOT_FOUND);
    let detail = api.json["detail"].as_str().unwrap();
    assert!(page.body.contains(detail), "{detail:?} not on the page");
}
