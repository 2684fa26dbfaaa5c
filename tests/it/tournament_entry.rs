//! Entry rules over HTTP and the API: a rating band, a number of finished rated games
//! and an entry password refuse with their reason (403, shown on the page before the
//! join button) and admit those who meet them.

use crate::api_tournaments::create_tournament;
use reqwest::StatusCode;
use serde_json::json;

use crate::{
    api::{api_game, api_user},
    support::{Browser, TestApp},
};

async fn director(app: &TestApp) -> Browser {
    let (browser, name) = app.verified_user("entrytd").await;
    app.make_admin(&name).await;
    browser
}

/// A round robin of 3-8 players with the entry fields `rules`.
async fn create(director: &Browser, rules: &[(&str, &str)]) -> i64 {
    let name = format!("Entry {}", uuid::Uuid::new_v4().simple());
    let mut fields = vec![
        ("name", name.as_str()),
        ("format", "round_robin"),
        ("days_per_move", "3"),
        ("position_policy", "game"),
        ("min_players", "3"),
        ("max_players", "8"),
    ];
    fields.extend_from_slice(rules);
    create_tournament(director, &fields).await
}

#[tokio::test]
async fn rating_and_games_rules_refuse_with_their_reason_and_admit_the_rest() {
    let app = TestApp::spawn().await;
    let td = director(&app).await;
    // Two players with one finished rated game each (white wins: 1662 against 1338).
    let (white, white_name, white_web) = api_user(&app, "vet_w").await;
    let (black, black_name, black_web) = api_user(&app, "vet_b").await;
    let game = api_game(&white, &black, &black_name, 518, true).await;
    let res = black
        .post_empty(&format!("/api/v1/games/{game}/resign"))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let (fresh, _, fresh_web) = api_user(&app, "fresh").await;

    let t = create(&td, &[("min_rated_games", "1"), ("max_rating", "1600")]).await;
    let page = fresh_web.get(&format!("/tournaments/{t}")).await;
    assert!(
        page.body
            .contains("Entry: rating 1600 or less; at least 1 finished rated games."),
        "{}",
        page.body
    );
    assert!(page.body.contains("You cannot join: This tournament is for players with at least 1 finished rated games; you have 0."), "{}", page.body);
    assert!(!page.body.contains("Join the tournament"), "no join button");
    let res = fresh_web
        .post_form(&format!("/tournaments/{t}/join"), &[])
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert!(res.body.contains("you have 0"), "{}", res.body);
    let res = fresh
        .post_empty(&format!("/api/v1/tournaments/{t}/join"))
        .await;
    res.assert_problem(403, "entry-refused");
    assert!(res.json["detail"].as_str().unwrap().contains("you have 0"));

    // The winner is rated above the band, the loser inside it.
    let page = white_web.get(&format!("/tournaments/{t}")).await;
    assert!(
        page.body
            .contains("players rated 1600 or less; your rating is 1662"),
        "{}",
        page.body
    );
    let res = white
        .post_empty(&format!("/api/v1/tournaments/{t}/join"))
        .await;
    res.assert_problem(403, "entry-refused");
    let page = black_web.get(&format!("/tournaments/{t}")).await;
    assert!(page.body.contains("Join the tournament"), "{}", page.body);
    let res = black_web
        .post_form(&format!("/tournaments/{t}/join"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let shown = black.get(&format!("/api/v1/tournaments/{t}")).await;
    assert_eq!(shown.json["joined"], true, "{}", shown.text);
    let _ = white_name;
}

#[tokio::test]
async fn an_entry_password_is_asked_for_and_checked() {
    let app = TestApp::spawn().await;
    let td = director(&app).await;
    let t = create(&td, &[("entry_password", "club night")]).await;
    let (api, _, web) = api_user(&app, "member").await;
    let page = web.get(&format!("/tournaments/{t}")).await;
    assert!(
        page.body.contains("name=\"entry_password\""),
        "{}",
        page.body
    );
    assert!(page.body.contains("an entry password from the organisers"));

    let res = web
        .post_form(
            &format!("/tournaments/{t}/join"),
            &[("entry_password", "guess")],
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert!(res.body.contains("entry password"), "{}", res.body);
    let res = api
        .post_empty(&format!("/api/v1/tournaments/{t}/join"))
        .await;
    res.assert_problem(403, "entry-refused");
    let res = api
        .post(
            &format!("/api/v1/tournaments/{t}/join"),
            json!({"entry_password": "club night"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["joined"], true);

    // The web form admits with the right password too; the stored value is a hash.
    let (_, _, other) = api_user(&app, "member2").await;
    let res = other
        .post_form(
            &format!("/tournaments/{t}/join"),
            &[("entry_password", "club night")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let stored: String =
        sqlx::query_scalar("SELECT entry_password_hash FROM tournaments WHERE id = $1")
            .bind(t)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert!(stored.starts_with("$argon2id$"), "{stored}");

    // An edit without a password keeps it; removing it opens the event.
    let edit = [
        ("name", "Open again"),
        ("format", "round_robin"),
        ("days_per_move", "3"),
        ("position_policy", "game"),
        ("min_players", "3"),
        ("max_players", "8"),
    ];
    let res = td
        .post_form(&format!("/admin/tournaments/{t}/edit"), &edit)
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let (_, _, third) = api_user(&app, "member3").await;
    let res = third
        .post_form(&format!("/tournaments/{t}/join"), &[])
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let mut removing = edit.to_vec();
    removing.push(("remove_entry_password", "on"));
    let res = td
        .post_form(&format!("/admin/tournaments/{t}/edit"), &removing)
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let res = third
        .post_form(&format!("/tournaments/{t}/join"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
}
