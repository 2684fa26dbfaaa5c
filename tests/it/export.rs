//! `GET /settings/export`: a player's data as one JSON file, their own messages and
//! notes only, every game with its PGN, and never a secret.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::{api_game, verified_player};
use crate::support::TestApp;

/// Every key in `doc`, at any depth.
fn keys(doc: &Value, into: &mut Vec<String>) {
    match doc {
        Value::Object(map) => {
            for (k, v) in map {
                into.push(k.clone());
                keys(v, into);
            }
        }
        Value::Array(items) => items.iter().for_each(|v| keys(v, into)),
        _ => {}
    }
}

#[tokio::test]
async fn the_export_holds_my_data_and_nobody_elses() {
    let app = TestApp::spawn().await;
    let (alice, alice_api, alice_name) = verified_player(&app, "alice").await;
    let (bob, bob_api, bob_name) = verified_player(&app, "bob").await;
    let game = api_game(&alice_api, &bob_api, &bob_name, 518, false).await;
    let res = alice_api
        .post(
            &format!("/api/v1/games/{game}/moves"),
            json!({"move": "e4", "ply": 0}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    for (who, message, note) in [
        (&alice, "good luck", "my plan: f4"),
        (&bob, "thanks", "bob's secret"),
    ] {
        let sent = who
            .post_form(&format!("/games/{game}/messages"), &[("message", message)])
            .await;
        assert_eq!(sent.status, StatusCode::SEE_OTHER, "{}", sent.body);
        let noted = who
            .post_form(&format!("/games/{game}/notes"), &[("note", note)])
            .await;
        assert_eq!(noted.status, StatusCode::SEE_OTHER, "{}", noted.body);
    }

    let res = alice.get("/settings/export").await;
    assert_eq!(res.status, StatusCode::OK);
    assert!(
        res.headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/json")
    );
    let disposition = res.headers["content-disposition"].to_str().unwrap();
    assert_eq!(
        disposition,
        format!("attachment; filename=\"corrchess-{alice_name}.json\"")
    );
    let doc: Value = serde_json::from_str(&res.body).unwrap();
    assert_eq!(doc["format"], "corrchess-export-1");
    assert_eq!(doc["account"]["username"], alice_name.as_str());
    assert!(doc["account"]["email"].as_str().unwrap().contains('@'));

    let games = doc["games"].as_array().unwrap();
    assert_eq!(games.len(), 1);
    let pgn = games[0]["pgn"].as_str().unwrap();
    assert!(
        pgn.contains(&format!("[White \"{alice_name}\"]")) && pgn.contains("1. e4"),
        "{pgn}"
    );

    let text = res.body.as_str();
    assert!(text.contains("good luck") && text.contains("my plan: f4"));
    assert!(
        !text.contains("thanks") && !text.contains("bob's secret"),
        "only my messages and notes"
    );
    assert_eq!(doc["api_tokens"][0]["name"], "tests");
    let mut all = Vec::new();
    keys(&doc, &mut all);
    for key in &all {
        assert!(
            !key.contains("hash") && key != "calendar_token",
            "secret {key} exported"
        );
    }
    assert!(!text.contains("$argon2"), "no password hash anywhere");

    let anonymous = app.browser().get("/settings/export").await;
    assert_ne!(anonymous.status, StatusCode::OK);
}
