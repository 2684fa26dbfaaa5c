//! Issue 32, item 4: a vacation booked by the timeout sweep instead of a loss on time,
//! for players who turned it on (the settings form or `PATCH /api/v1/me`), and never
//! beyond their yearly allowance or the game's tournament cap.

use reqwest::{Method, StatusCode};
use serde_json::json;
use time::{Date, Duration, OffsetDateTime};

use crate::{
    api::{Api, token_for},
    clocks::new_game,
    deutsch::german_user,
    support::{
        Browser, TestApp, email_of, links,
        play::{accepted_game, play, play_ok},
        smtp,
    },
};

/// A noon a few days ahead, so the sweep's "today" is the deadline's day.
fn noon_ahead() -> OffsetDateTime {
    (OffsetDateTime::now_utc().date() + Duration::days(5))
        .with_time(time::macros::time!(12:00))
        .assume_utc()
}

/// Moves the turn of `game` so that its deadline is `at` (the turn as long as before),
/// as if time had passed; what the app keeps in memory forgets the game.
pub(crate) async fn set_deadline(app: &TestApp, game: i64, at: OffsetDateTime) {
    sqlx::query(
        "UPDATE games SET turn_started_at = $2 - (deadline - turn_started_at), deadline = $2
         WHERE id = $1",
    )
    .bind(game)
    .bind(at)
    .execute(&app.pool)
    .await
    .unwrap();
    app.forget_kept();
}

async fn sweep(app: &TestApp, at: OffsetDateTime) {
    corrchess::jobs::run_once(corrchess::service::Context::new(&app.pool, &links()), at)
        .await
        .unwrap();
}

async fn state(app: &TestApp, game: i64) -> (String, Option<String>, Option<OffsetDateTime>) {
    sqlx::query_as("SELECT status, termination, deadline FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

async fn vacations(app: &TestApp, name: &str) -> Vec<(Date, Date)> {
    sqlx::query_as(
        "SELECT v.start_date, v.end_date FROM vacations v JOIN users u ON u.id = v.user_id
         WHERE u.username = $1 ORDER BY v.start_date",
    )
    .bind(name)
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

async fn auto_vacation_of(app: &TestApp, name: &str) -> bool {
    sqlx::query_scalar("SELECT auto_vacation FROM users WHERE username = $1")
        .bind(name)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

/// Ticks the box on `/settings` and checks the named notice.
pub(crate) async fn turn_on(browser: &Browser) {
    let res = browser
        .post_form("/settings/auto-vacation", &[("auto_vacation", "on")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert_eq!(res.location(), "/settings?saved=auto-vacation");
}

/// A game where Black (`b`, on move, with the setting on) is overdue at `due`.
async fn overdue_game(app: &TestApp, due: OffsetDateTime) -> (String, i64) {
    let (alice, _, bob, b, game) = new_game(app, &[]).await;
    play_ok(&alice, game, "e4").await;
    turn_on(&bob).await;
    set_deadline(app, game, due).await;
    (b, game)
}

#[tokio::test]
async fn an_automatic_vacation_saves_a_game_from_a_timeout() {
    let app = TestApp::spawn().await;
    let due = noon_ahead();
    let (b, game) = overdue_game(&app, due).await;
    sweep(&app, due - Duration::minutes(1)).await;
    assert!(vacations(&app, &b).await.is_empty(), "nothing before time");
    sweep(&app, due + Duration::minutes(30)).await;
    let (status, termination, deadline) = state(&app, game).await;
    assert_eq!((status.as_str(), termination), ("running", None));
    // The clock stood still for the day booked: the deadline is a day later.
    assert_eq!(deadline, Some(due + Duration::DAY));
    assert_eq!(vacations(&app, &b).await, vec![(due.date(), due.date())]);
    let mail = smtp()
        .wait_for_text(&email_of(&b), "booked automatically")
        .await;
    assert!(
        mail.text.contains("1 day of your vacation was booked"),
        "{}",
        mail.text
    );
    // Still silent a day later: the next day is booked too, while days are left.
    sweep(&app, due + Duration::DAY + Duration::minutes(30)).await;
    let (status, _, deadline) = state(&app, game).await;
    assert_eq!(status, "running");
    assert_eq!(deadline, Some(due + Duration::days(2)));
    assert_eq!(vacations(&app, &b).await.len(), 2);
}

#[tokio::test]
async fn without_the_setting_the_game_is_lost_on_time() {
    let app = TestApp::spawn().await;
    let due = noon_ahead();
    let (alice, _, _bob, b, game) = new_game(&app, &[]).await;
    play_ok(&alice, game, "e4").await;
    set_deadline(&app, game, due).await;
    sweep(&app, due + Duration::minutes(30)).await;
    assert_eq!(state(&app, game).await.1.as_deref(), Some("time_forfeit"));
    assert!(vacations(&app, &b).await.is_empty());
}

#[tokio::test]
async fn a_used_up_allowance_loses_on_time() {
    let app = TestApp::spawn().await;
    let due = noon_ahead();
    let (b, game) = overdue_game(&app, due).await;
    // Thirty days (the whole allowance) this year, far from the turn.
    let year = due.year();
    let (start, end) = if due.ordinal() > 60 {
        (
            Date::from_ordinal_date(year, 1),
            Date::from_ordinal_date(year, 30),
        )
    } else {
        (
            Date::from_ordinal_date(year, 300),
            Date::from_ordinal_date(year, 329),
        )
    };
    sqlx::query(
        "INSERT INTO vacations (user_id, start_date, end_date)
         SELECT id, $2, $3 FROM users WHERE username = $1",
    )
    .bind(&b)
    .bind(start.unwrap())
    .bind(end.unwrap())
    .execute(&app.pool)
    .await
    .unwrap();
    sweep(&app, due + Duration::minutes(30)).await;
    assert_eq!(state(&app, game).await.1.as_deref(), Some("time_forfeit"));
    assert_eq!(vacations(&app, &b).await.len(), 1, "no day booked");
}

#[tokio::test]
async fn a_tournament_cap_below_the_need_loses_on_time() {
    let app = TestApp::spawn().await;
    let due = noon_ahead();
    let (b, game) = overdue_game(&app, due).await;
    // The cap a tournament gives its games: no vacation day counts from last week on.
    sqlx::query("UPDATE games SET vacation_cap_days = 0, vacation_cap_from = $2 WHERE id = $1")
        .bind(game)
        .bind(due.date() - Duration::days(7))
        .execute(&app.pool)
        .await
        .unwrap();
    sweep(&app, due + Duration::minutes(30)).await;
    assert_eq!(state(&app, game).await.1.as_deref(), Some("time_forfeit"));
    assert!(vacations(&app, &b).await.is_empty(), "no day booked");
}

#[tokio::test]
async fn the_setting_is_saved_by_the_form_and_shown_ticked() {
    let app = TestApp::spawn().await;
    let (browser, name) = app.verified_user("ticker").await;
    assert!(!auto_vacation_of(&app, &name).await, "off by default");
    let page = browser.get("/settings").await;
    assert!(
        page.body.contains("name=\"auto_vacation\" value=\"on\">"),
        "{}",
        page.body
    );
    turn_on(&browser).await;
    assert!(auto_vacation_of(&app, &name).await);
    let page = browser.get("/settings?saved=auto-vacation").await;
    assert!(
        page.body
            .contains("Your automatic vacation setting is saved."),
        "{}",
        page.body
    );
    assert!(
        page.body
            .contains("name=\"auto_vacation\" value=\"on\" checked>"),
        "{}",
        page.body
    );
    // An unticked box sends nothing: off again.
    let res = browser.post_form("/settings/auto-vacation", &[]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert!(!auto_vacation_of(&app, &name).await);
}

#[tokio::test]
async fn the_api_turns_the_setting_on_and_off() {
    let app = TestApp::spawn().await;
    let (_, name) = app.verified_user("apivac").await;
    let api = Api::new(&app, Some(token_for(&app, &name).await));
    assert_eq!(api.get("/api/v1/me").await.json["auto_vacation"], false);
    let res = api
        .send(
            Method::PATCH,
            "/api/v1/me",
            Some(json!({"auto_vacation": true})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["auto_vacation"], true);
    assert_eq!(res.json["username"], name.as_str());
    assert!(auto_vacation_of(&app, &name).await);
    let res = api
        .send(
            Method::PATCH,
            "/api/v1/me",
            Some(json!({"auto_vacation": false})),
        )
        .await;
    assert_eq!(res.json["auto_vacation"], false);
    assert!(!auto_vacation_of(&app, &name).await);
    // Without a token nothing changes.
    let anonymous = Api::new(&app, None);
    let res = anonymous
        .send(
            Method::PATCH,
            "/api/v1/me",
            Some(json!({"auto_vacation": true})),
        )
        .await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED, "{}", res.text);
    assert!(!auto_vacation_of(&app, &name).await);
}

#[tokio::test]
async fn the_automatic_vacation_mail_reads_in_german() {
    let app = TestApp::spawn().await;
    let due = noon_ahead();
    let (mina, m) = german_user(&app, "mina").await;
    let (bob, b) = app.verified_user("bob").await;
    let game = accepted_game(
        &app,
        &mina,
        &bob,
        &[
            ("opponent", b.as_str()),
            ("color", "black"),
            ("start", "classical"),
            ("days_per_move", "3"),
        ],
    )
    .await;
    play_ok(&bob, game, "e4").await;
    turn_on(&mina).await;
    let page = mina.get("/settings?saved=auto-vacation").await;
    assert!(
        page.body
            .contains("Deine Einstellung zum automatischen Urlaub ist gespeichert."),
        "{}",
        page.body
    );
    set_deadline(&app, game, due).await;
    sweep(&app, due + Duration::minutes(30)).await;
    assert_eq!(state(&app, game).await.0, "running");
    let mail = smtp()
        .wait_for_text(&email_of(&m), "automatisch für dich gebucht")
        .await;
    assert!(mail.text.contains("wurde 1 Urlaubstag"), "{}", mail.text);
}

#[tokio::test]
async fn one_booked_day_saves_every_game_the_player_was_losing() {
    let app = TestApp::spawn().await;
    let due = noon_ahead();
    let (alice, _, bob, b, first) = new_game(&app, &[]).await;
    let (carol, c) = app.verified_user("carol").await;
    let second = accepted_game(
        &app,
        &carol,
        &bob,
        &[
            ("opponent", b.as_str()),
            ("color", "white"),
            ("start", "classical"),
            ("days_per_move", "3"),
        ],
    )
    .await;
    assert!(!c.is_empty());
    play_ok(&alice, first, "e4").await;
    play_ok(&carol, second, "d4").await;
    turn_on(&bob).await;
    set_deadline(&app, first, due).await;
    set_deadline(&app, second, due + Duration::minutes(10)).await;
    sweep(&app, due + Duration::minutes(30)).await;
    for (game, at) in [(first, due), (second, due + Duration::minutes(10))] {
        let (status, _, deadline) = state(&app, game).await;
        assert_eq!(status, "running", "game {game}");
        assert_eq!(deadline, Some(at + Duration::DAY), "game {game}");
    }
    assert_eq!(vacations(&app, &b).await, vec![(due.date(), due.date())]);
}

#[tokio::test]
async fn a_day_booked_meanwhile_moves_a_stale_deadline_instead_of_a_forfeit() {
    let app = TestApp::spawn().await;
    let due = noon_ahead();
    let (b, game) = overdue_game(&app, due).await;
    // As if another process's sweep had booked today for Bob's other game.
    sqlx::query(
        "INSERT INTO vacations (user_id, start_date, end_date)
         SELECT id, $2, $2 FROM users WHERE username = $1",
    )
    .bind(&b)
    .bind(due.date())
    .execute(&app.pool)
    .await
    .unwrap();
    sweep(&app, due + Duration::minutes(30)).await;
    let (status, _, deadline) = state(&app, game).await;
    assert_eq!(status, "running");
    assert_eq!(deadline, Some(due + Duration::DAY));
    assert_eq!(vacations(&app, &b).await.len(), 1, "no second booking");
}

#[tokio::test]
async fn a_booking_in_progress_makes_the_sweep_wait_instead_of_deciding() {
    let app = TestApp::spawn().await;
    let due = noon_ahead();
    let (b, game) = overdue_game(&app, due).await;
    // Another transaction holds the player's row, as the vacation form does while it
    // books: the sweep, holding the game, must neither wait for it nor forfeit.
    let mut booking = app.pool.begin().await.unwrap();
    sqlx::query("SELECT id FROM users WHERE username = $1 FOR UPDATE")
        .bind(&b)
        .execute(&mut *booking)
        .await
        .unwrap();
    // A second overdue game, of players without the setting, comes after it.
    let (_, _, _, _, other) = new_game(&app, &[]).await;
    set_deadline(&app, other, due + Duration::minutes(1)).await;
    sweep(&app, due + Duration::minutes(30)).await;
    let (status, termination, _) = state(&app, game).await;
    assert_eq!((status.as_str(), termination), ("running", None));
    assert!(
        vacations(&app, &b).await.is_empty(),
        "nothing booked meanwhile"
    );
    let (status, termination, _) = state(&app, other).await;
    assert_eq!(
        (status.as_str(), termination.as_deref()),
        ("finished", Some("time_forfeit")),
        "the sweep goes on past the busy game"
    );
    booking.rollback().await.unwrap();
    // Once the booking is done, the next sweep saves the game as usual.
    sweep(&app, due + Duration::minutes(31)).await;
    let (status, _, deadline) = state(&app, game).await;
    assert_eq!(status, "running");
    assert_eq!(deadline, Some(due + Duration::DAY));
    assert_eq!(vacations(&app, &b).await.len(), 1);
}

/// A deadline that has just passed, and passed today (UTC), as a late move meets it.
fn just_passed() -> OffsetDateTime {
    let now = OffsetDateTime::now_utc();
    let midnight = now.date().midnight().assume_utc();
    (now - Duration::minutes(10)).max(midnight + Duration::SECOND)
}

#[tokio::test]
async fn a_late_move_is_saved_by_the_automatic_vacation_before_the_sweep() {
    let app = TestApp::spawn().await;
    let (alice, _, bob, b, game) = new_game(&app, &[]).await;
    play_ok(&alice, game, "e4").await;
    turn_on(&bob).await;
    set_deadline(&app, game, just_passed()).await;
    // No sweep has run: the move itself finds the deadline passed, and the sweep's
    // rule books today instead of ending the game.
    play_ok(&bob, game, "e5").await;
    let (status, termination, _) = state(&app, game).await;
    assert_eq!((status.as_str(), termination), ("running", None));
    let today = OffsetDateTime::now_utc().date();
    assert_eq!(vacations(&app, &b).await, vec![(today, today)]);
    let ply: i32 = sqlx::query_scalar("SELECT ply FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(ply, 2, "the move was played after the rescue");
}

#[tokio::test]
async fn a_late_move_without_the_setting_loses_on_time() {
    let app = TestApp::spawn().await;
    let (alice, _, bob, b, game) = new_game(&app, &[]).await;
    play_ok(&alice, game, "e4").await;
    set_deadline(&app, game, just_passed()).await;
    let res = play(&bob, game, "e5", &[]).await;
    assert!(res.body.contains("Your time ran out"), "{}", res.body);
    assert_eq!(state(&app, game).await.1.as_deref(), Some("time_forfeit"));
    assert!(vacations(&app, &b).await.is_empty());
}
