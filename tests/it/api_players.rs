//! Ratings and players over the API: `/me`, the game object's ratings, a player's
//! profile and games by page, the leaderboard and the search, and their refusals.

use reqwest::StatusCode;

use crate::{
    api::{Api, token_for},
    players::{seed_finished, set_rating},
    ratings::{game, moves, player},
    support::TestApp,
};

#[tokio::test]
async fn me_and_games_carry_ratings() {
    let app = TestApp::spawn().await;
    let (ann, bob) = (player(&app, "ann").await, player(&app, "bob").await);
    let api = Api::new(&app, Some(token_for(&app, &ann.name).await));
    let me = api.get("/api/v1/me").await;
    assert_eq!(me.status, StatusCode::OK);
    assert_eq!(
        (&me.json["rating"], &me.json["rd"], &me.json["provisional"]),
        (&1500.into(), &350.into(), &true.into())
    );
    let g = game(&app, &ann, &bob, true).await;
    let running = api.get(&format!("/api/v1/games/{g}")).await;
    assert_eq!(running.json["white_rating"], 1500, "{}", running.text);
    assert_eq!(running.json["black_rating"], 1500);
    assert!(running.json["white_rating_diff"].is_null());
    assert!(running.json["black_rating_diff"].is_null());
    moves(&ann, &bob, g, &["f3", "e5", "g4", "Qh4#"]).await;
    let over = api.get(&format!("/api/v1/games/{g}")).await;
    assert_eq!(over.json["white_rating"], 1500);
    assert_eq!(over.json["white_rating_diff"], -162);
    assert_eq!(over.json["black_rating_diff"], 162);
    let me = api.get("/api/v1/me").await;
    assert_eq!(
        (&me.json["rating"], &me.json["rd"]),
        (&1338.into(), &290.into())
    );
}

#[tokio::test]
async fn a_player_and_their_games_by_page() {
    let app = TestApp::spawn().await;
    let (ann, bob) = (player(&app, "ann").await, player(&app, "bob").await);
    seed_finished(&app.pool, ann.id, bob.id, 60).await;
    let running = game(&app, &ann, &bob, true).await;
    let api = Api::new(&app, Some(token_for(&app, &bob.name).await));

    let p = api
        .get(&format!("/api/v1/players/{}", ann.name.to_uppercase()))
        .await;
    assert_eq!(p.status, StatusCode::OK, "{}", p.text);
    assert_eq!(p.json["username"], ann.name.as_str());
    assert_eq!(p.json["rating"], 1500);
    assert_eq!(p.json["rd"], 350);
    assert_eq!(p.json["volatility"], 0.06);
    assert_eq!(p.json["provisional"], true);
    // 60 games: results cycle white win, draw, black win with colours alternating.
    let games = &p.json["games"];
    assert_eq!(games["played"], 60);
    assert_eq!(games["drawn"], 20);
    assert_eq!(
        games["won"].as_i64().unwrap() + games["lost"].as_i64().unwrap(),
        40
    );
    assert!(p.json["member_since"].is_string());

    let first = api
        .get(&format!(
            "/api/v1/players/{}/games?status=finished&page=1",
            ann.name
        ))
        .await;
    assert_eq!(first.json.as_array().unwrap().len(), 50, "{}", first.text);
    let second = api
        .get(&format!("/api/v1/players/{}/games?page=2", ann.name))
        .await;
    let second = second.json.as_array().unwrap().clone();
    assert_eq!(second.len(), 10);
    assert!(second.iter().all(|g| g["status"] == "finished"));
    let drawn = api
        .get(&format!("/api/v1/players/{}/games?result=drawn", ann.name))
        .await;
    assert_eq!(drawn.json.as_array().unwrap().len(), 20);
    assert!(
        drawn
            .json
            .as_array()
            .unwrap()
            .iter()
            .all(|g| g["result"] == "1/2-1/2")
    );
    let active = api
        .get(&format!("/api/v1/players/{}/games?status=active", ann.name))
        .await;
    assert_eq!(active.json[0]["id"], running);
    assert_eq!(
        active.json[0]["my_turn"], false,
        "the caller is Black and White is to move"
    );
}

#[tokio::test]
async fn bad_player_queries_are_refused_clearly() {
    let app = TestApp::spawn().await;
    let (ann, bob) = (player(&app, "ann").await, player(&app, "bob").await);
    let api = Api::new(&app, Some(token_for(&app, &bob.name).await));
    for query in [
        "page=0",
        "page=abc",
        "status=bogus",
        "result=draw",
        "page=100001",
    ] {
        let res = api
            .get(&format!("/api/v1/players/{}/games?{query}", ann.name))
            .await;
        res.assert_problem(400, "malformed-request");
    }
    api.get("/api/v1/players/nobody_at_all")
        .await
        .assert_problem(404, "not-found");
    api.get("/api/v1/players/nobody_at_all/games")
        .await
        .assert_problem(404, "not-found");
    api.get("/api/v1/players/a%00b")
        .await
        .assert_problem(404, "not-found");
    Api::new(&app, None)
        .get(&format!("/api/v1/players/{}", ann.name))
        .await
        .assert_problem(401, "unauthorized");
}

#[tokio::test]
async fn the_leaderboard_and_the_search() {
    let app = TestApp::spawn().await;
    let mut names = Vec::new();
    for (i, (rating, rd)) in [(1800.0, 70.0), (2000.0, 90.0), (2200.0, 200.0)]
        .into_iter()
        .enumerate()
    {
        let p = player(&app, &format!("top{i}")).await;
        set_rating(&app.pool, p.id, rating, rd, 10).await;
        names.push(p.name);
    }
    let api = Api::new(&app, Some(token_for(&app, &names[0]).await));
    let top = api.get("/api/v1/players?top=10").await;
    let list = top.json.as_array().unwrap();
    let listed: Vec<&str> = list
        .iter()
        .map(|p| p["username"].as_str().unwrap())
        .collect();
    assert_eq!(
        listed,
        [names[1].as_str(), names[0].as_str()],
        "established only, by rating"
    );
    assert_eq!(list[0]["rating"], 2000);
    assert_eq!(list[0]["provisional"], false);
    let one = api.get("/api/v1/players?top=1").await;
    assert_eq!(one.json.as_array().unwrap().len(), 1);
    let found = api
        .get(&format!(
            "/api/v1/players?search={}",
            &names[2][..6].to_uppercase()
        ))
        .await;
    assert_eq!(
        found.json[0]["username"],
        names[2].as_str(),
        "{}",
        found.text
    );
    assert_eq!(found.json[0]["provisional"], true);
    let all = api.get("/api/v1/players?search=top").await;
    assert_eq!(all.json.as_array().unwrap().len(), 3);
    // With both, `top` caps the names found (the document cannot say "not both").
    let capped = api.get("/api/v1/players?search=top&top=2").await;
    assert_eq!(capped.json.as_array().unwrap().len(), 2, "{}", capped.text);
    for query in ["top=0", "top=101", "top=ten", "top=0&search=top"] {
        api.get(&format!("/api/v1/players?{query}"))
            .await
            .assert_problem(400, "malformed-request");
    }
    // A control character is refused wherever it stands, trimmed or not.
    for search in ["a%00b", "%09", "top%09"] {
        api.get(&format!("/api/v1/players?search={search}"))
            .await
            .assert_problem(400, "malformed-request");
    }
}
