//! Tournaments over the JSON API: the list, one tournament before and after the start,
//! joining and leaving through the same service functions as the pages, and the
//! refusals as problem details.

use reqwest::{Method, StatusCode};
use serde_json::Value;

use crate::{
    api::{Api, api_user, token_for},
    support::{Browser, TestApp},
};

async fn director(app: &TestApp) -> Browser {
    let (browser, name) = app.verified_user("td").await;
    app.make_admin(&name).await;
    browser
}

/// Creates a tournament through the admin form; returns its id.
pub async fn create_tournament(admin: &Browser, fields: &[(&str, &str)]) -> i64 {
    let res = admin.post_form("/admin/tournaments", fields).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    res.location()
        .strip_prefix("/tournaments/")
        .expect("redirect to the tournament")
        .parse()
        .unwrap()
}

fn listed(list: &Value, id: i64) -> &Value {
    list.as_array()
        .expect("a list")
        .iter()
        .find(|t| t["id"] == id)
        .unwrap_or_else(|| panic!("tournament {id} not listed: {list}"))
}

fn names(values: &Value, key: &str) -> Vec<String> {
    values
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v[key].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn tournaments_are_listed_shown_joined_and_left() {
    let app = TestApp::spawn().await;
    let td = director(&app).await;
    let name = format!(
        "API Cup {}",
        &uuid::Uuid::new_v4().simple().to_string()[..8]
    );
    let t = create_tournament(
        &td,
        &[
            ("name", &name),
            ("description", "Three players, one cycle."),
            ("format", "round_robin"),
            ("days_per_move", "3"),
            ("position_policy", "round"),
            ("min_players", "3"),
            ("max_players", "3"),
            ("rated", "on"),
            ("vacation_allowed", "on"),
        ],
    )
    .await;
    let dated = create_tournament(
        &td,
        &[
            ("name", "Fischer with a deadline"),
            ("format", "double_round_robin"),
            ("time_control", "fischer"),
            ("days_per_move", "20"),
            ("increment_days", "2"),
            ("max_days", "30"),
            ("position_policy", "fixed"),
            ("start_number", "518"),
            ("min_players", "3"),
            ("max_players", "8"),
            ("registration_deadline", "2099-01-31T18:30"),
        ],
    )
    .await;

    let (ann, a, _) = api_user(&app, "ann").await;
    let (ben, b, _) = api_user(&app, "ben").await;
    let (cat, c, _) = api_user(&app, "cat").await;
    let (dan, _, _) = api_user(&app, "dan").await;

    let res = ann.get("/api/v1/tournaments").await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let item = listed(&res.json, t);
    assert_eq!(item["name"], name.as_str());
    assert_eq!(item["status"], "registration");
    assert_eq!(item["format"], "round_robin");
    assert_eq!(item["player_count"], 0);
    assert_eq!(item["time_control"]["kind"], "per_move");
    assert_eq!(item["time_control"]["days_per_move"], 3);
    assert_eq!(item["time_control"]["increment_days"], Value::Null);
    assert_eq!(item["position_policy"]["kind"], "round");
    assert_eq!(item["position_policy"]["start_number"], Value::Null);
    assert_eq!(item["registration_deadline"], Value::Null);
    let other = listed(&res.json, dated);
    assert_eq!(other["registration_deadline"], "2099-01-31T18:30:00Z");
    assert_eq!(other["format"], "double_round_robin");
    assert_eq!(other["time_control"]["kind"], "fischer");
    assert_eq!(other["time_control"]["days_per_move"], 20);
    assert_eq!(other["time_control"]["increment_days"], 2);
    assert_eq!(other["time_control"]["max_days"], 30);
    assert_eq!(other["position_policy"]["kind"], "fixed");
    assert_eq!(other["position_policy"]["start_number"], 518);

    // Joining answers the tournament as the caller now sees it.
    let path = format!("/api/v1/tournaments/{t}");
    let res = ann.post_empty(&format!("{path}/join")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["joined"], true);
    assert_eq!(res.json["player_count"], 1);
    assert_eq!(names(&res.json["players"], "username"), vec![a.as_str()]);
    // Twice is refused; leaving and joining again works before the start.
    ann.post_empty(&format!("{path}/join"))
        .await
        .assert_problem(409, "action-refused");
    for api in [&ben, &cat] {
        let res = api.post_empty(&format!("{path}/join")).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    }
    let res = ann.post_empty(&format!("{path}/leave")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["joined"], false);
    assert_eq!(res.json["player_count"], 2);
    ann.post_empty(&format!("{path}/leave"))
        .await
        .assert_problem(409, "action-refused");
    let res = ann.post_empty(&format!("{path}/join")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    // Three of three: a fourth finds it full.
    let res = dan.post_empty(&format!("{path}/join")).await;
    res.assert_problem(409, "action-refused");
    assert!(
        res.json["detail"].as_str().unwrap().contains("full"),
        "{}",
        res.text
    );

    let res = dan.get(&path).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["joined"], false);
    assert_eq!(res.json["description"], "Three players, one cycle.");
    assert_eq!(res.json["rounds"], 3);
    assert_eq!(res.json["players"].as_array().unwrap().len(), 3);
    assert!(res.json["players"][0]["seed"].is_null());
    assert_eq!(res.json["standings"], serde_json::json!([]));
    assert_eq!(res.json["games"], serde_json::json!([]));
    assert_eq!(res.json["start_numbers"], serde_json::json!([]));

    let started = td
        .post_form(
            &format!("/admin/tournaments/{t}/start"),
            &[("confirm", "on")],
        )
        .await;
    assert_eq!(started.status, StatusCode::SEE_OTHER, "{}", started.body);

    // After the start: seeds, standings, every game, one position per round.
    let res = ann.get(&path).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let v = &res.json;
    assert_eq!(v["status"], "running");
    assert_eq!(v["joined"], true);
    assert!(v["started_at"].is_string(), "{v}");
    let mut seeds: Vec<i64> = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["seed"].as_i64().unwrap())
        .collect();
    seeds.sort();
    assert_eq!(seeds, [1, 2, 3]);
    let standings = v["standings"].as_array().unwrap();
    assert_eq!(standings.len(), 3);
    for s in standings {
        assert_eq!(s["points"], 0.0);
        assert_eq!(s["sonneborn_berger"], 0.0);
        assert_eq!(s["wins"], 0);
        assert_eq!(s["withdrawn"], false);
    }
    let games = v["games"].as_array().unwrap().clone();
    assert_eq!(games.len(), 3, "three players: one bye per round");
    for g in &games {
        assert_eq!(g["status"], "running");
        assert_eq!(g["result"], "*");
        assert!(g["adjudication_reason"].is_null());
        // The game itself names its tournament and round.
        let one = ann.get(&format!("/api/v1/games/{}", g["id"])).await;
        assert_eq!(one.json["tournament_id"], t, "{}", one.json);
        assert_eq!(one.json["round"], g["round"]);
    }
    let numbers = v["start_numbers"].as_array().unwrap();
    assert_eq!(numbers.len(), 3, "{v}");
    for n in numbers {
        assert!(n["used_for"].as_str().unwrap().starts_with("round "), "{n}");
        let round: i64 = n["used_for"].as_str().unwrap()[6..].parse().unwrap();
        let game = games.iter().find(|g| g["round"] == round).unwrap();
        assert_eq!(game["start_number"], n["start_number"]);
    }

    // Leaving or joining after the start is refused.
    let res = ben.post_empty(&format!("{path}/leave")).await;
    res.assert_problem(409, "action-refused");
    assert!(
        res.json["detail"].as_str().unwrap().contains("started"),
        "{}",
        res.text
    );
    dan.post_empty(&format!("{path}/join"))
        .await
        .assert_problem(409, "action-refused");

    // A resignation over the games API shows in the standings.
    let g = &games[0];
    let (white, black) = (g["white"].as_str().unwrap(), g["black"].as_str().unwrap());
    let loser = [(&ann, &a), (&ben, &b), (&cat, &c)]
        .into_iter()
        .find(|(_, n)| n.as_str() == black)
        .map(|(api, _)| api)
        .unwrap();
    let res = loser
        .post_empty(&format!("/api/v1/games/{}/resign", g["id"]))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let res = ann.get(&path).await;
    let top = &res.json["standings"][0];
    assert_eq!(top["username"], white);
    assert_eq!(top["rank"], 1);
    assert_eq!(top["points"], 1.0);
    assert_eq!(top["wins"], 1);
    assert_eq!(top["games_played"], 1);
    let game = res.json["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["id"] == g["id"])
        .unwrap();
    assert_eq!(game["result"], "1-0");
    assert_eq!(game["status"], "finished");
    assert_eq!(game["termination"], "resignation");
    let item = listed(&ann.get("/api/v1/tournaments").await.json, t).clone();
    assert_eq!(item["status"], "running");
    assert_eq!(item["player_count"], 3);
}

#[tokio::test]
async fn tournament_refusals_are_problem_details() {
    let app = TestApp::spawn().await;
    let td = director(&app).await;
    let t = create_tournament(
        &td,
        &[
            ("name", "Strict"),
            ("format", "round_robin"),
            ("days_per_move", "3"),
            ("position_policy", "game"),
            ("min_players", "3"),
            ("max_players", "8"),
        ],
    )
    .await;
    let (player, _, _) = api_user(&app, "pia").await;

    // No token, or a wrong one: 401 with the bearer challenge.
    let anon = Api::new(&app, None);
    for (method, path) in [
        (Method::GET, "/api/v1/tournaments".to_owned()),
        (Method::GET, format!("/api/v1/tournaments/{t}")),
        (Method::POST, format!("/api/v1/tournaments/{t}/join")),
        (Method::POST, format!("/api/v1/tournaments/{t}/leave")),
    ] {
        let res = anon.send(method.clone(), &path, None).await;
        res.assert_problem(401, "unauthorized");
        assert!(
            res.headers["www-authenticate"]
                .to_str()
                .unwrap()
                .starts_with("Bearer"),
            "{path}"
        );
    }
    let forged = Api::new(&app, Some("0".repeat(64)));
    forged
        .get("/api/v1/tournaments")
        .await
        .assert_problem(401, "unauthorized");

    // An unconfirmed address may read but not join.
    let (_browser, unverified) = app.unverified_user("uma").await;
    let uma = Api::new(&app, Some(token_for(&app, &unverified).await));
    let res = uma.get(&format!("/api/v1/tournaments/{t}")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    uma.post_empty(&format!("/api/v1/tournaments/{t}/join"))
        .await
        .assert_problem(403, "email-unverified");

    // Unknown tournaments, ids that are not numbers, other methods.
    for path in [
        "/api/v1/tournaments/987654321",
        "/api/v1/tournaments/987654321/join",
        "/api/v1/tournaments/987654321/leave",
    ] {
        let method = if path.ends_with("321") {
            Method::GET
        } else {
            Method::POST
        };
        player
            .send(method, path, None)
            .await
            .assert_problem(404, "not-found");
    }
    player
        .get("/api/v1/tournaments/spring")
        .await
        .assert_problem(400, "malformed-request");
    let res = player
        .send(Method::DELETE, &format!("/api/v1/tournaments/{t}"), None)
        .await;
    res.assert_problem(405, "method-not-allowed");
    player
        .get(&format!("/api/v1/tournaments/{t}/join"))
        .await
        .assert_problem(405, "method-not-allowed");

    // A cancelled tournament takes nobody.
    let res = td
        .post_form(
            &format!("/admin/tournaments/{t}/cancel"),
            &[("confirm", "on")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    player
        .post_empty(&format!("/api/v1/tournaments/{t}/join"))
        .await
        .assert_problem(409, "action-refused");
    let res = player.get(&format!("/api/v1/tournaments/{t}")).await;
    assert_eq!(res.json["status"], "cancelled");
    assert!(res.json["cancel_reason"].is_string(), "{}", res.text);
}

#[tokio::test]
async fn the_openapi_document_and_the_api_page_list_the_tournament_endpoints() {
    let app = TestApp::spawn().await;
    let doc = Api::new(&app, None).get("/api/v1/openapi.json").await.json;
    for (path, method) in [
        ("/api/v1/tournaments", "get"),
        ("/api/v1/tournaments/{id}", "get"),
        ("/api/v1/tournaments/{id}/join", "post"),
        ("/api/v1/tournaments/{id}/leave", "post"),
    ] {
        let op = &doc["paths"][path][method];
        assert!(op.is_object(), "{path}");
        assert_eq!(op["tags"][0], "tournaments", "{path}");
        assert!(op["responses"]["401"].is_object(), "{path}");
    }
    let schemas = &doc["components"]["schemas"];
    for name in [
        "TournamentSummary",
        "Tournament",
        "StandingRow",
        "TournamentGameView",
    ] {
        assert!(schemas[name].is_object(), "{name} missing");
    }

    let page = Browser::new(&app.address).get("/api").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("/api/v1/tournaments/{id}/join"));
    assert!(page.body.contains("id=\"problem-admin-only\""));
    let res = Api::new(&app, None)
        .get("/api/v1/problems/admin-only")
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    assert_eq!(res.headers["location"], "/api#problem-admin-only");
}
