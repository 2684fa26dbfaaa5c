//! Rating ranges on open challenges, on the pages and over the API: players outside the
//! range see no Accept button and are refused with 403; bad ranges come back at the field.

use reqwest::StatusCode;
use serde_json::json;

use crate::{
    api::{Api, token_for},
    players::set_rating,
    ratings::{player, user_id},
    support::TestApp,
};

/// The id of the newest challenge of `challenger`.
async fn newest_challenge(app: &TestApp, challenger: &str) -> i64 {
    let id = user_id(&app.pool, challenger).await;
    sqlx::query_scalar(
        "SELECT id FROM challenges WHERE challenger_id = $1 ORDER BY id DESC LIMIT 1",
    )
    .bind(id)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

/// The list's row of challenge `id`.
fn row_of(html: &str, id: i64) -> &str {
    let at = html
        .find(&format!("id=\"challenge-{id}\""))
        .expect("the challenge row");
    &html[at..at + html[at..].find("</tr>").unwrap()]
}

#[tokio::test]
async fn only_players_within_the_range_may_accept() {
    let app = TestApp::spawn().await;
    let (ann, bob, cat) = (
        player(&app, "ann").await,
        player(&app, "bob").await,
        player(&app, "cat").await,
    );
    set_rating(&app.pool, cat.id, 1700.4, 90.0, 3).await;
    let res = ann
        .browser
        .post_form(
            "/challenges",
            &[
                ("color", "random"),
                ("days_per_move", "3"),
                ("rated", "on"),
                ("min_rating", "1600"),
                ("max_rating", "1800"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let id = newest_challenge(&app, &ann.name).await;

    // Everyone sees the challenger's rating and the range.
    let list = app.browser().get("/challenges").await;
    let row = row_of(&list.body, id);
    assert!(
        row.contains(&format!(
            "href=\"/players/{}\">{}</a> <span class=\"rating\">1500?</span>",
            ann.name, ann.name
        )),
        "{row}"
    );
    assert!(row.contains("anyone rated 1600 to 1800"), "{row}");
    // Bob (1500) sees no Accept button and is refused.
    let list = bob.browser.get("/challenges").await;
    let row = row_of(&list.body, id);
    assert!(!row.contains("/accept"), "{row}");
    assert!(row.contains("For players rated 1600 to 1800."), "{row}");
    let res = bob
        .browser
        .post_form(&format!("/challenges/{id}/accept"), &[])
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert!(
        res.body
            .contains("This challenge is for players rated 1600 to 1800; your rating is 1500."),
        "{}",
        res.body
    );
    // Cat (1700) may.
    let list = cat.browser.get("/challenges").await;
    assert!(row_of(&list.body, id).contains(&format!("/challenges/{id}/accept")));
    let res = cat
        .browser
        .post_form(&format!("/challenges/{id}/accept"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    // The game stored both players' ratings at its start.
    let started: (Option<i32>, Option<i32>) = sqlx::query_as(
        "SELECT CASE WHEN white_id = $1 THEN white_rating ELSE black_rating END,
                CASE WHEN white_id = $1 THEN black_rating ELSE white_rating END
         FROM games WHERE challenge_id = $2",
    )
    .bind(cat.id)
    .bind(id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(started, (Some(1700), Some(1500)));
}

#[tokio::test]
async fn bad_ranges_come_back_at_the_field() {
    let app = TestApp::spawn().await;
    let (ann, bob) = (player(&app, "ann").await, player(&app, "bob").await);
    for (opponent, lo, hi, words) in [
        (
            "",
            "abc",
            "",
            "The lowest rating must be a whole number from 0 to 4000",
        ),
        (
            "",
            "1800",
            "1400",
            "The highest rating must not be below the lowest.",
        ),
        ("", "", "5000", "The highest rating must be a whole number"),
        (
            bob.name.as_str(),
            "1400",
            "",
            "A rating range is for open challenges",
        ),
    ] {
        let res = ann
            .browser
            .post_form(
                "/challenges",
                &[
                    ("opponent", opponent),
                    ("color", "white"),
                    ("days_per_move", "3"),
                    ("min_rating", lo),
                    ("max_rating", hi),
                ],
            )
            .await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{lo}..{hi}");
        assert!(res.body.contains(words), "{lo}..{hi}: {}", res.body);
        assert!(
            res.body.contains(&format!(
                "name=\"min_rating\" type=\"number\" value=\"{lo}\""
            )),
            "typed value kept"
        );
    }
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM challenges")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(stored, 0);
}

#[tokio::test]
async fn the_api_sets_and_enforces_ranges() {
    let app = TestApp::spawn().await;
    let (ann, bob) = (player(&app, "ann").await, player(&app, "bob").await);
    let ann_api = Api::new(&app, Some(token_for(&app, &ann.name).await));
    let bob_api = Api::new(&app, Some(token_for(&app, &bob.name).await));
    let res = ann_api
        .post(
            "/api/v1/challenges",
            json!({"color": "white", "days_per_move": 3, "rated": true, "min_rating": 1700}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!(res.json["min_rating"], 1700);
    assert!(res.json["max_rating"].is_null());
    assert_eq!(res.json["challenger_rating"], 1500);
    assert_eq!(res.json["challenger_provisional"], true);
    let id = res.json["id"].as_i64().unwrap();
    let res = bob_api
        .post_empty(&format!("/api/v1/challenges/{id}/accept"))
        .await;
    res.assert_problem(403, "rating-out-of-range");
    assert!(
        res.json["detail"]
            .as_str()
            .unwrap()
            .contains("rated 1700 or more")
    );
    let res = ann_api
        .post(
            "/api/v1/challenges",
            json!({"color": "white", "days_per_move": 3, "rated": true, "min_rating": 1900, "max_rating": 1700}),
        )
        .await;
    res.assert_problem(422, "validation-failed");
    assert!(res.json["errors"]["max_rating"].is_string(), "{}", res.text);
}
