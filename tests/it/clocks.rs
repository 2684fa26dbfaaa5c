//! Clocks over HTTP and the job loop: time forfeits, the insufficient-material draw on
//! time, vacations, reminders, Fischer banks. Time is shifted by
//! running the jobs "as if" later, or by writing timestamps.

use corrchess::jobs;
use reqwest::StatusCode;
use time::{Duration, OffsetDateTime};

use crate::support::{
    Browser, TestApp, email_of, links,
    play::{accepted_game, play_ok},
    smtp,
};

pub(crate) async fn new_game(
    app: &TestApp,
    extra: &[(&str, &str)],
) -> (Browser, String, Browser, String, i64) {
    let (alice, a) = app.verified_user("alice").await;
    let (bob, b) = app.verified_user("bob").await;
    let mut fields = vec![
        ("opponent", b.as_str()),
        ("color", "white"),
        ("start", "classical"),
    ];
    if !extra.iter().any(|(k, _)| *k == "days_per_move") {
        fields.push(("days_per_move", "3"));
    }
    fields.extend_from_slice(extra);
    let game = accepted_game(app, &alice, &bob, &fields).await;
    (alice, a, bob, b, game)
}

pub(crate) async fn deadline(app: &TestApp, game: i64) -> OffsetDateTime {
    sqlx::query_scalar("SELECT deadline FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

async fn outcome(app: &TestApp, game: i64) -> (String, String, Option<String>) {
    sqlx::query_as("SELECT status, result, termination FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_passed_deadline_loses_the_game_on_time() {
    let app = TestApp::spawn().await;
    let (alice, a, bob, b, game) = new_game(&app, &[]).await;
    play_ok(&alice, game, "e4").await;
    let due = deadline(&app, game).await;
    // Just before the deadline nothing happens.
    jobs::run_once(
        corrchess::service::Context::new(&app.pool, &links()),
        due - Duration::minutes(1),
    )
    .await
    .unwrap();
    assert_eq!(outcome(&app, game).await.0, "running");
    // After it, Black (on move) loses.
    jobs::run_once(
        corrchess::service::Context::new(&app.pool, &links()),
        due + Duration::minutes(1),
    )
    .await
    .unwrap();
    assert_eq!(
        outcome(&app, game).await,
        ("finished".into(), "1-0".into(), Some("time_forfeit".into()))
    );
    for address in [email_of(&a), email_of(&b)] {
        let mail = smtp().wait_for_text(&address, "has ended: 1-0").await;
        assert!(mail.text.contains("time forfeit"));
    }
    let page = bob.get(&format!("/games/{game}")).await;
    assert!(page.body.contains("Result 1-0: time forfeit"));
}

#[tokio::test]
async fn a_move_after_the_deadline_is_refused_and_the_game_lost() {
    let app = TestApp::spawn().await;
    let (alice, _, _, _, game) = new_game(&app, &[]).await;
    sqlx::query("UPDATE games SET deadline = now() - interval '1 minute' WHERE id = $1")
        .bind(game)
        .execute(&app.pool)
        .await
        .unwrap();
    let res = alice
        .post_form(
            &format!("/games/{game}/move"),
            &[("move", "e4"), ("ply", "0")],
        )
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert!(res.body.contains("time ran out"));
    assert_eq!(
        outcome(&app, game).await,
        ("finished".into(), "0-1".into(), Some("time_forfeit".into()))
    );
}

#[tokio::test]
async fn on_time_it_is_a_draw_when_the_opponent_cannot_mate() {
    let app = TestApp::spawn().await;
    let (_, a, _, _, game) = new_game(&app, &[]).await;
    // White on move with a rook; Black has a bare king: White's flag falls, but Black
    // could never mate, so it is a draw (FIDE 6.9).
    sqlx::query("UPDATE games SET fen = '4k3/8/8/8/8/8/8/R3K3 w - - 0 1' WHERE id = $1")
        .bind(game)
        .execute(&app.pool)
        .await
        .unwrap();
    jobs::run_once(
        corrchess::service::Context::new(&app.pool, &links()),
        OffsetDateTime::now_utc() + Duration::days(4),
    )
    .await
    .unwrap();
    assert_eq!(
        outcome(&app, game).await,
        (
            "finished".into(),
            "1/2-1/2".into(),
            Some("time_forfeit".into())
        )
    );
    smtp()
        .wait_for_text(&email_of(&a), "has ended: 1/2-1/2")
        .await;
}

#[tokio::test]
async fn vacation_moves_the_deadline_and_tells_the_opponent_once() {
    let app = TestApp::spawn().await;
    let (alice, a, bob, b, game) = new_game(&app, &[]).await;
    let before = deadline(&app, game).await;
    let today = OffsetDateTime::now_utc().date();
    let end = today + Duration::days(1);
    let res = alice
        .post_form(
            "/settings/vacations",
            &[
                ("start_date", &today.to_string()),
                ("end_date", &end.to_string()),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let after = deadline(&app, game).await;
    // The clock stands still from now until the end of the vacation (midnight UTC after its last day).
    let vacation_end = (end + Duration::days(1)).midnight().assume_utc();
    let turn_started: OffsetDateTime =
        sqlx::query_scalar("SELECT turn_started_at FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(after - before, vacation_end - turn_started);
    // The game page and the opponent's list say so.
    let page = alice.get(&format!("/games/{game}")).await;
    assert!(page.body.contains(&format!("on vacation until {end}")));
    let list = bob.get("/games").await;
    assert!(
        list.body.contains(&format!("on vacation until {end}")),
        "{}",
        list.body
    );
    jobs::run_once(
        corrchess::service::Context::new(&app.pool, &links()),
        OffsetDateTime::now_utc(),
    )
    .await
    .unwrap();
    jobs::run_once(
        corrchess::service::Context::new(&app.pool, &links()),
        OffsetDateTime::now_utc(),
    )
    .await
    .unwrap();
    let mail = smtp().wait_for_text(&email_of(&b), "on vacation").await;
    assert!(mail.text.contains(&a));
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE lower(to_address) = lower($1) AND body_text LIKE '%on vacation%'")
        .bind(email_of(&b))
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(count, 1, "one mail per vacation");
    // Ending it today gives the day back and the deadline returns.
    let id: i64 = sqlx::query_scalar("SELECT id FROM vacations")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(
        alice
            .post_form(
                &format!("/settings/vacations/{id}/cancel"),
                &[("confirm", "on")]
            )
            .await
            .status,
        StatusCode::SEE_OTHER
    );
    assert_eq!(deadline(&app, game).await, before);
}

#[tokio::test]
async fn a_game_that_forbids_vacation_keeps_its_clock() {
    let app = TestApp::spawn().await;
    let (alice, _, _, _, game) = new_game(&app, &[("vacation", "forbidden")]).await;
    let before = deadline(&app, game).await;
    let today = OffsetDateTime::now_utc().date();
    let booked = alice
        .post_form(
            "/settings/vacations",
            &[
                ("start_date", &today.to_string()),
                ("end_date", &today.to_string()),
            ],
        )
        .await;
    assert_eq!(booked.status, StatusCode::SEE_OTHER, "{}", booked.body);
    let vacations: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM vacations WHERE user_id = (SELECT white_id FROM games WHERE id = $1)
            OR user_id = (SELECT black_id FROM games WHERE id = $1)",
    )
    .bind(game)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(vacations, 1, "the vacation was booked");
    assert_eq!(deadline(&app, game).await, before);
}

#[tokio::test]
async fn vacation_bookings_are_checked() {
    let app = TestApp::spawn().await;
    let (alice, _) = app.verified_user("alice").await;
    let today = OffsetDateTime::now_utc().date();
    let yesterday = (today - Duration::days(1)).to_string();
    let res = alice
        .post_form(
            "/settings/vacations",
            &[("start_date", &yesterday), ("end_date", &today.to_string())],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("cannot start in the past"));
    assert!(
        res.body.contains(&format!("value=\"{yesterday}\"")),
        "input kept"
    );
    let res = alice
        .post_form(
            "/settings/vacations",
            &[("start_date", "soon"), ("end_date", "")],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("Enter the first day as a date"));
    // 31 days in one go is over the 30-day allowance (of one calendar year at least).
    let start = OffsetDateTime::now_utc().date() + Duration::days(400);
    let start = time::Date::from_calendar_date(start.year(), time::Month::March, 1).unwrap();
    let end = start + Duration::days(30);
    let res = alice
        .post_form(
            "/settings/vacations",
            &[
                ("start_date", &start.to_string()),
                ("end_date", &end.to_string()),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("vacation days in"));
    let res = alice
        .post_form(
            "/settings/vacations",
            &[
                ("start_date", &start.to_string()),
                ("end_date", &(start + Duration::days(9)).to_string()),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let res = alice
        .post_form(
            "/settings/vacations",
            &[
                ("start_date", &(start + Duration::days(5)).to_string()),
                ("end_date", &(start + Duration::days(12)).to_string()),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("overlaps"));
}

#[tokio::test]
async fn one_reminder_per_move() {
    let app = TestApp::spawn().await;
    let (alice, a, bob, _, game) = new_game(&app, &[]).await;
    let due = deadline(&app, game).await;
    let reminders = |app: &TestApp, address: String| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, i64>("SELECT count(*) FROM outbox WHERE lower(to_address) = lower($1) AND body_text LIKE '%Reminder%'")
                .bind(address)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    // 30 hours before the deadline: too early for the default 24 hours.
    jobs::run_once(
        corrchess::service::Context::new(&app.pool, &links()),
        due - Duration::hours(30),
    )
    .await
    .unwrap();
    assert_eq!(reminders(&app, email_of(&a)).await, 0);
    jobs::run_once(
        corrchess::service::Context::new(&app.pool, &links()),
        due - Duration::hours(20),
    )
    .await
    .unwrap();
    jobs::run_once(
        corrchess::service::Context::new(&app.pool, &links()),
        due - Duration::hours(10),
    )
    .await
    .unwrap();
    assert_eq!(reminders(&app, email_of(&a)).await, 1);
    smtp().wait_for_text(&email_of(&a), "Reminder").await;
    // A new move brings a new reminder for the new player on move.
    play_ok(&alice, game, "e4").await;
    let due = deadline(&app, game).await;
    jobs::run_once(
        corrchess::service::Context::new(&app.pool, &links()),
        due - Duration::hours(1),
    )
    .await
    .unwrap();
    let b: String = sqlx::query_scalar(
        "SELECT u.username FROM games g JOIN users u ON u.id = g.black_id WHERE g.id = $1",
    )
    .bind(game)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(reminders(&app, email_of(&b)).await, 1);
    // Turning reminders off stops them.
    bob.post_form(
        "/settings/mail",
        &[("mail_moves", "each_move"), ("reminder_hours", "0")],
    )
    .await;
    play_ok(&bob, game, "e5").await;
    play_ok(&alice, game, "Nf3").await;
    let due = deadline(&app, game).await;
    jobs::run_once(
        corrchess::service::Context::new(&app.pool, &links()),
        due - Duration::hours(1),
    )
    .await
    .unwrap();
    assert_eq!(reminders(&app, email_of(&b)).await, 1);
}

#[tokio::test]
async fn fischer_banks_grow_by_the_increment_and_show_in_pgn() {
    let app = TestApp::spawn().await;
    let (alice, _, bob, _, game) = new_game(
        &app,
        &[
            ("time_control", "fischer"),
            ("days_per_move", "10"),
            ("increment_days", "1"),
            ("max_days", "20"),
        ],
    )
    .await;
    play_ok(&alice, game, "e4").await;
    let (white_bank, black_bank): (i64, i64) =
        sqlx::query_as("SELECT white_bank_seconds, black_bank_seconds FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    // White used a moment of the 10 days and got 1 day back: just under 11 days.
    assert!(
        white_bank <= 11 * 86_400 && white_bank > 11 * 86_400 - 60,
        "{white_bank}"
    );
    assert_eq!(black_bank, 10 * 86_400);
    let due = deadline(&app, game).await;
    let expected = OffsetDateTime::now_utc() + Duration::days(10);
    assert!((due - expected).abs() < Duration::minutes(1));
    let page = bob.get(&format!("/games/{game}")).await;
    assert!(
        page.body
            .contains("10 days + 1 day per move, at most 20 days")
    );
    let pgn = bob.get(&format!("/games/{game}.pgn")).await;
    assert!(
        pgn.body.contains("[TimeControl \"864000+86400\"]"),
        "{}",
        pgn.body
    );
}

/// One failing job does not stop the others: with the vacations table gone the first
/// job fails, and the last one (housekeeping) still removes an expired session; the
/// pass names the failed job.
#[tokio::test]
async fn a_failing_job_leaves_the_others_running() {
    let app = TestApp::spawn().await;
    let (_alice, _a, _bob, _b, _game) = new_game(&app, &[]).await;
    let expired = sqlx::query("UPDATE sessions SET expires_at = now() - interval '1 minute'")
        .execute(&app.pool)
        .await
        .unwrap()
        .rows_affected();
    assert!(expired > 0, "the players have sessions");
    sqlx::query("ALTER TABLE vacations RENAME TO vacations_away")
        .execute(&app.pool)
        .await
        .unwrap();
    let failed = jobs::run_once(
        corrchess::service::Context::new(&app.pool, &links()),
        OffsetDateTime::now_utc(),
    )
    .await
    .expect_err("the vacations job fails");
    assert!(failed.to_string().contains("vacations"), "{failed:#}");
    let sessions: i64 = sqlx::query_scalar("SELECT count(*) FROM sessions")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(sessions, 0, "housekeeping ran after the failed job");
}
