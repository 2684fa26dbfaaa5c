//! The timeout record (`TIMEOUT_LIMIT`): a player who lost more games on time in 90
//! days than the limit may not join a tournament (403 with the reason, on the page
//! before the join button and from the API); one at the limit may.

use corrchess::jobs;
use reqwest::StatusCode;
use serde_json::json;
use time::Duration;

use crate::api::{api_game, api_user};
use crate::clocks::deadline;
use crate::support::{TestApp, links};

#[tokio::test]
async fn more_losses_on_time_than_the_limit_keep_a_player_out_of_tournaments() {
    let app = TestApp::spawn_with(|c| c.timeout_limit = Some(1)).await;
    let (td, td_name) = app.verified_user("timeouttd").await;
    app.make_admin(&td_name).await;
    let (white, _, _) = api_user(&app, "punctual").await;
    let (late, late_name, late_web) = api_user(&app, "late").await;
    // Two games White opens and the late player lets run out: two losses on time.
    let mut last = None;
    for _ in 0..2 {
        let game = api_game(&white, &late, &late_name, 518, false).await;
        let res = white
            .post(
                &format!("/api/v1/games/{game}/moves"),
                json!({"move": "e4", "ply": 0}),
            )
            .await;
        assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
        last = Some(deadline(&app, game).await);
    }
    let links = links();
    let ctx = corrchess::service::Context::new(&app.pool, &links);
    jobs::run_once(ctx, last.unwrap() + Duration::minutes(1))
        .await
        .unwrap();
    let losses: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM games WHERE termination = 'time_forfeit' AND result = '1-0'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(losses, 2);

    let res = td
        .post_form(
            "/admin/tournaments",
            &[
                ("name", "Punctual players"),
                ("format", "round_robin"),
                ("days_per_move", "3"),
                ("position_policy", "game"),
                ("min_players", "3"),
                ("max_players", "8"),
            ],
        )
        .await;
    let t: i64 = res
        .location()
        .trim_start_matches("/tournaments/")
        .parse()
        .unwrap();
    let page = late_web.get(&format!("/tournaments/{t}")).await;
    let reason = "lost more than 1 game on time in the last 90 days";
    assert!(page.body.contains(reason), "{}", page.body);
    let res = late_web
        .post_form(&format!("/tournaments/{t}/join"), &[])
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert!(res.body.contains("you lost 2"), "{}", res.body);
    let res = late
        .post_empty(&format!("/api/v1/tournaments/{t}/join"))
        .await;
    res.assert_problem(403, "entry-refused");
    assert!(res.text.contains(reason), "{}", res.text);

    // The winner has no loss on time and joins.
    let res = white
        .post_empty(&format!("/api/v1/tournaments/{t}/join"))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let players: i64 =
        sqlx::query_scalar("SELECT count(*) FROM tournament_players WHERE tournament_id = $1")
            .bind(t)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(players, 1);
}
