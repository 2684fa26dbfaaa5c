//! One range for `days_per_move` on every way in (1 to 60): the challenge form, the
//! API's challenges and the admin's tournament form take 1 and 60 and refuse 0 and 61
//! with the field named, storing nothing.

use reqwest::StatusCode;
use serde_json::json;

use crate::{
    api::api_user,
    support::{Browser, TestApp},
};

const TAKEN: [&str; 2] = ["1", "60"];
const REFUSED: [&str; 2] = ["0", "61"];

async fn count(app: &TestApp, table: &'static str) -> i64 {
    let sql = match table {
        "challenges" => "SELECT count(*) FROM challenges",
        _ => "SELECT count(*) FROM tournaments",
    };
    sqlx::query_scalar(sql).fetch_one(&app.pool).await.unwrap()
}

async fn challenge_form(browser: &Browser, days: &str) -> crate::support::Page {
    browser
        .post_form(
            "/challenges",
            &[
                ("opponent", ""),
                ("color", "random"),
                ("days_per_move", days),
                ("start", "random"),
            ],
        )
        .await
}

#[tokio::test]
async fn the_challenge_form_takes_1_to_60_days() {
    let app = TestApp::spawn().await;
    let (alice, _) = app.verified_user("alice").await;
    for days in REFUSED {
        let res = challenge_form(&alice, days).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{days}");
        assert!(res.body.contains("id=\"days-error\""), "{}", res.body);
        assert!(res.body.contains(&format!("value=\"{days}\"")), "{days}");
    }
    assert_eq!(count(&app, "challenges").await, 0);
    for days in TAKEN {
        let res = challenge_form(&alice, days).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{days}: {}", res.body);
    }
    let stored: Vec<i32> =
        sqlx::query_scalar("SELECT days_per_move FROM challenges ORDER BY days_per_move")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(stored, [1, 60]);
}

#[tokio::test]
async fn the_api_takes_1_to_60_days() {
    let app = TestApp::spawn().await;
    let (alice, _, _) = api_user(&app, "alice").await;
    for days in [0, 61] {
        let res = alice
            .post(
                "/api/v1/challenges",
                json!({"color": "random", "days_per_move": days, "rated": false}),
            )
            .await;
        res.assert_problem(422, "validation-failed");
        assert!(
            res.json["errors"]["days_per_move"].is_string(),
            "{}",
            res.text
        );
    }
    assert_eq!(count(&app, "challenges").await, 0);
    for days in [1, 60] {
        let res = alice
            .post(
                "/api/v1/challenges",
                json!({"color": "random", "days_per_move": days, "rated": false}),
            )
            .await;
        assert_eq!(res.status, StatusCode::CREATED, "{days}: {}", res.text);
        assert_eq!(res.json["days_per_move"], days, "{}", res.text);
    }
}

async fn tournament_form(admin: &Browser, path: &str, days: &str) -> crate::support::Page {
    admin
        .post_form(
            path,
            &[
                ("name", "Range cup"),
                ("format", "round_robin"),
                ("days_per_move", days),
                ("position_policy", "round"),
                ("min_players", "3"),
                ("max_players", "4"),
            ],
        )
        .await
}

#[tokio::test]
async fn the_tournament_forms_take_1_to_60_days() {
    let app = TestApp::spawn().await;
    let (admin, name) = app.verified_user("director").await;
    app.make_admin(&name).await;
    for days in REFUSED {
        let res = tournament_form(&admin, "/admin/tournaments", days).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{days}");
        assert!(res.body.contains("id=\"days-error\""), "{}", res.body);
        assert!(res.body.contains(&format!("value=\"{days}\"")), "{days}");
    }
    assert_eq!(count(&app, "tournaments").await, 0);
    let mut ids = Vec::new();
    for days in TAKEN {
        let res = tournament_form(&admin, "/admin/tournaments", days).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{days}: {}", res.body);
        ids.push(res.location());
    }
    let edit = format!("/admin{}/edit", ids[0]);
    for days in REFUSED {
        let res = tournament_form(&admin, &edit, days).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{days}");
        assert!(res.body.contains("id=\"days-error\""), "{}", res.body);
    }
    let res = tournament_form(&admin, &edit, "60").await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let stored: Vec<i32> = sqlx::query_scalar("SELECT days_per_move FROM tournaments ORDER BY id")
        .fetch_all(&app.pool)
        .await
        .unwrap();
    assert_eq!(stored, [60, 60]);
}
