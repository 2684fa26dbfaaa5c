//! A tournament's cap on vacation days over HTTP: a player's vacation stops the clock
//! of their tournament game only for the days the cap allows, then the clock runs;
//! the tournament page tells the player how many of the days they have used.

use crate::support::play::post_ok;
use reqwest::StatusCode;
use time::{Duration, OffsetDateTime, Time};

use crate::support::TestApp;

#[tokio::test]
async fn vacation_beyond_the_cap_does_not_stop_the_clock() {
    let app = TestApp::spawn().await;
    let (director, director_name) = app.verified_user("vdirector").await;
    app.make_admin(&director_name).await;
    let res = director
        .post_form(
            "/admin/tournaments",
            &[
                ("name", "Capped vacations"),
                ("format", "round_robin"),
                ("days_per_move", "3"),
                ("position_policy", "game"),
                ("min_players", "3"),
                ("max_players", "3"),
                ("rated", "on"),
                ("vacation_allowed", "on"),
                ("max_vacation_days", "2"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let t: i64 = res
        .location()
        .strip_prefix("/tournaments/")
        .unwrap()
        .parse()
        .unwrap();
    let mut players = Vec::new();
    for i in 0..3 {
        let (browser, name) = app.verified_user(&format!("vac{i}")).await;
        post_ok(&browser, &format!("/tournaments/{t}/join"), &[]).await;
        players.push((browser, name));
    }
    post_ok(
        &director,
        &format!("/admin/tournaments/{t}/start"),
        &[("confirm", "on")],
    )
    .await;
    let page = director.get(&format!("/tournaments/{t}")).await.body;
    assert!(
        page.contains("at most 2 vacation days per player count"),
        "{page}"
    );

    // A player on move in a tournament game books five days from today.
    let (browser, name) = &players[0];
    let (game, started): (i64, OffsetDateTime) = sqlx::query_as(
        "SELECT g.id, g.turn_started_at FROM games g JOIN users u ON u.id = g.white_id
         WHERE g.tournament_id = $1 AND u.username = $2 ORDER BY g.id LIMIT 1",
    )
    .bind(t)
    .bind(name)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let today = OffsetDateTime::now_utc().date();
    let last = today + Duration::days(4);
    post_ok(
        browser,
        "/settings/vacations",
        &[
            ("start_date", &today.to_string()),
            ("end_date", &last.to_string()),
        ],
    )
    .await;

    // Two of the five days stop the clock: the deadline is the day after tomorrow at
    // midnight plus the three days, not five vacation days plus three.
    let deadline: OffsetDateTime = sqlx::query_scalar("SELECT deadline FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let midnight = today.with_time(Time::MIDNIGHT).assume_utc();
    assert!(started >= midnight);
    assert_eq!(deadline, midnight + Duration::days(2 + 3));

    // The page tells the player what they have used; others see only the rule.
    let page = browser.get(&format!("/tournaments/{t}")).await.body;
    assert!(page.contains("You have used 2 of 2"), "{page}");
    let page = players[1].0.get(&format!("/tournaments/{t}")).await.body;
    assert!(page.contains("You have used 0 of 2"), "{page}");
    let page = app.browser().get(&format!("/tournaments/{t}")).await.body;
    assert!(!page.contains("You have used"), "{page}");

    // Every game of the tournament carries the cap, counted from the start.
    let caps: Vec<(Option<i32>, Option<time::Date>)> = sqlx::query_as(
        "SELECT vacation_cap_days, vacation_cap_from FROM games WHERE tournament_id = $1",
    )
    .bind(t)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(caps.len(), 3);
    assert!(
        caps.iter().all(|c| *c == (Some(2), Some(today))),
        "{caps:?}"
    );
}
