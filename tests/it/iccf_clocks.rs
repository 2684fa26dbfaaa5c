//! Issue 32: the federations' clocks over HTTP. N moves in M days and the silence rule
//! from the challenge form and the API to the stored game and its deadline; refused
//! fields re-shown at the field, in English and German.

use reqwest::StatusCode;
use serde_json::json;
use time::{Duration, OffsetDateTime};

use crate::{
    api::{Api, token_for},
    clocks::new_game,
    deutsch::german_user,
    support::{
        Browser, TestApp,
        play::{accepted_game, play_ok},
    },
};

/// The form fields of 10 moves in 50 days.
pub(crate) const TEN_IN_FIFTY: [(&str, &str); 3] = [
    ("time_control", "moves_in_days"),
    ("moves", "10"),
    ("days", "50"),
];

/// The stored clock of a game: kind, period moves, days, double counting, silence,
/// White's bank in seconds, when the turn began and the deadline.
type StoredClock = (
    String,
    Option<i32>,
    i32,
    Option<i32>,
    Option<i32>,
    i64,
    OffsetDateTime,
    OffsetDateTime,
);

pub(crate) async fn stored_clock(app: &TestApp, game: i64) -> StoredClock {
    sqlx::query_as(
        "SELECT tc_kind, period_moves, days_per_move, double_after, max_silence_days,
                white_bank_seconds, turn_started_at, deadline
         FROM games WHERE id = $1",
    )
    .bind(game)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn a_moves_in_days_challenge_starts_a_game_with_a_period_in_the_bank() {
    let app = TestApp::spawn().await;
    let (_, _, _, _, game) = new_game(&app, &TEN_IN_FIFTY).await;
    let (kind, moves, days, double, silence, bank, started, deadline) =
        stored_clock(&app, game).await;
    assert_eq!(
        (kind.as_str(), moves, days, double, silence),
        ("moves_in_days", Some(10), 50, None, None)
    );
    assert_eq!(bank, 50 * 86_400);
    // Fifty days and the day of grace, the last second still in time.
    assert_eq!(deadline - started, Duration::days(51) - Duration::SECOND);
}

#[tokio::test]
async fn the_silence_rule_is_the_deadline_when_it_comes_first() {
    let app = TestApp::spawn().await;
    let mut fields = TEN_IN_FIFTY.to_vec();
    fields.extend([("double_after", "20"), ("max_silence_days", "40")]);
    let (alice, _, _, _, game) = new_game(&app, &fields).await;
    let (kind, moves, _, double, silence, _, started, deadline) = stored_clock(&app, game).await;
    assert_eq!(
        (kind.as_str(), moves, double, silence),
        ("moves_in_days", Some(10), Some(20), Some(40))
    );
    // 50 days with double counting after 20 allow 35 on one move; silence allows 40
    // and the clock 36: the clock's comes first.
    assert_eq!(deadline - started, Duration::days(36) - Duration::SECOND);
    let page = alice.get(&format!("/games/{game}")).await;
    assert!(
        page.body
            .contains("10 moves in 50 days, days beyond 20 on one move count twice"),
        "{}",
        page.body
    );
    // Per move with a long allotment: the silence rule's 10 days come first.
    let (_, _, _, _, per_move) =
        new_game(&app, &[("days_per_move", "30"), ("max_silence_days", "10")]).await;
    let (kind, _, days, _, silence, _, started, deadline) = stored_clock(&app, per_move).await;
    assert_eq!((kind.as_str(), days, silence), ("per_move", 30, Some(10)));
    assert_eq!(deadline - started, Duration::days(10));
}

#[tokio::test]
async fn bad_period_fields_are_shown_at_their_fields_with_the_input_kept() {
    let app = TestApp::spawn().await;
    let (alice, _) = app.verified_user("alice").await;
    let res = alice
        .post_form(
            "/challenges",
            &[
                ("color", "white"),
                ("time_control", "moves_in_days"),
                ("moves", "4"),
                ("days", "101"),
                ("double_after", "0"),
                ("max_silence_days", "400"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    for sentence in [
        "The moves per period must be a whole number from 5 to 50.",
        "The days per period must be a whole number from 10 to 100.",
        "Days counted twice after: a whole number from 1 to 100, or empty.",
        "The silence rule&#39;s days must be a whole number from 5 to 365, or empty.",
    ] {
        assert!(res.body.contains(sentence), "{sentence}: {}", res.body);
    }
    for kept in [
        r#"value="4""#,
        r#"value="101""#,
        r#"value="0""#,
        r#"value="400""#,
    ] {
        assert!(res.body.contains(kept), "{kept}: {}", res.body);
    }
    assert!(
        res.body.contains(r#"value="moves_in_days" checked"#),
        "the kind stays chosen: {}",
        res.body
    );
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM challenges")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(stored, 0);
}

#[tokio::test]
async fn bad_period_fields_read_in_german() {
    let app = TestApp::spawn().await;
    let (browser, _) = german_user(&app, "mina").await;
    let res = browser
        .post_form(
            "/challenges",
            &[
                ("color", "white"),
                ("time_control", "moves_in_days"),
                ("moves", "51"),
                ("days", "9"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    for sentence in [
        "Die Züge pro Periode müssen eine ganze Zahl von 5 bis 50 sein.",
        "Die Tage pro Periode müssen eine ganze Zahl von 10 bis 100 sein.",
        "Züge in Tagen: eine Zahl von Zügen in einer Zahl von Tagen",
    ] {
        assert!(res.body.contains(sentence), "{sentence}: {}", res.body);
    }
    assert!(!res.body.contains("moves per period"), "{}", res.body);
}

#[tokio::test]
async fn the_api_offers_moves_in_days_and_the_silence_rule() {
    let app = TestApp::spawn().await;
    let (_, alice) = app.verified_user("alice").await;
    let (_, bob) = app.verified_user("bob").await;
    let api = Api::new(&app, Some(token_for(&app, &alice).await));
    let res = api
        .post(
            "/api/v1/challenges",
            json!({"opponent": bob, "color": "white", "time_control": "moves_in_days",
                   "moves": 10, "days": 40, "double_after": 20, "max_silence_days": 40,
                   "rated": false}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let terms = &res.json["time_control"];
    assert_eq!(terms["kind"], "moves_in_days", "{}", res.text);
    assert_eq!(terms["moves"], 10);
    assert_eq!(terms["days"], 40);
    assert_eq!(terms["double_after"], 20);
    assert_eq!(terms["max_silence_days"], 40);
    assert_eq!(terms["increment_days"], serde_json::Value::Null);
    assert_eq!(
        terms["description"],
        "10 moves in 40 days, days beyond 20 on one move count twice"
    );
    // The old field stays: the days of the period.
    assert_eq!(res.json["days_per_move"], 40);

    let bad = api
        .post(
            "/api/v1/challenges",
            json!({"opponent": bob, "color": "white", "time_control": "moves_in_days",
                   "moves": 60, "days": 50, "max_silence_days": 2, "rated": false}),
        )
        .await;
    bad.assert_problem(422, "validation-failed");
    assert!(bad.text.contains("moves"), "{}", bad.text);
    assert!(bad.text.contains("max_silence_days"), "{}", bad.text);
    // Per move still needs its days.
    let res = api
        .post(
            "/api/v1/challenges",
            json!({"opponent": bob, "color": "white", "days_per_move": 3, "rated": false}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!(res.json["time_control"]["kind"], "per_move");
    assert_eq!(res.json["time_control"]["moves"], serde_json::Value::Null);
}

/// As if the player on move had been thinking for `hours`: their turn began that long
/// ago (the stored deadline, from the real start, stays in the future).
async fn thought_for(app: &TestApp, game: i64, hours: i64) {
    sqlx::query(
        "UPDATE games SET turn_started_at = now() - make_interval(hours => $2) WHERE id = $1",
    )
    .bind(game)
    .bind(hours as i32)
    .execute(&app.pool)
    .await
    .unwrap();
}

async fn banks(app: &TestApp, game: i64) -> (i64, i64) {
    sqlx::query_as("SELECT white_bank_seconds, black_bank_seconds FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

const DAY: i64 = 86_400;

/// Twenty plies from the classical start without a repetition.
const GIUOCO: [&str; 20] = [
    "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d3", "d6", "O-O", "O-O", "h3", "h6",
    "a4", "a5", "Re1", "Re8", "Nbd2", "Be6",
];

#[tokio::test]
async fn a_ten_in_fifty_game_is_played_into_its_second_period() {
    let app = TestApp::spawn().await;
    let (alice, a, bob, _, game) = new_game(&app, &TEN_IN_FIFTY).await;
    for (ply, mv) in GIUOCO.iter().enumerate() {
        let white = ply % 2 == 0;
        // White thinks three days (and a few hours: whole days are charged) on each
        // move, Black answers within the day of grace.
        thought_for(&app, game, if white { 3 * 24 + 5 } else { 20 }).await;
        play_ok(if white { &alice } else { &bob }, game, mv).await;
        let (w, b) = banks(&app, game).await;
        let white_moves = (ply as i64) / 2 + 1;
        if white && white_moves < 10 {
            assert_eq!(w, (50 - 3 * white_moves) * DAY, "after {mv}");
        }
        if ply < 19 {
            assert_eq!(b, 50 * DAY, "Black's quick moves cost nothing ({mv})");
        }
        if ply == 16 {
            // After White's ninth move: 23 days left for one more move of the period.
            assert_eq!(w, 23 * DAY);
        }
        if ply == 18 {
            // White's tenth move used 3 of 23 days; the second period adds 50.
            assert_eq!(w, 70 * DAY, "the unused 20 days carry over");
        }
    }
    assert_eq!(banks(&app, game).await, (70 * DAY, 100 * DAY));
    // White is on move with 70 days: 70 and the day of grace.
    let (_, _, _, _, _, _, started, deadline) = stored_clock(&app, game).await;
    assert_eq!(deadline - started, Duration::days(71) - Duration::SECOND);
    let page = alice.get(&format!("/games/{game}")).await;
    let forecast = format!(
        "At the pace of {a} (3 d 5 h per move over the last 10 moves) move 20 is reached on"
    );
    assert!(page.body.contains(&forecast), "{}", page.body);
    assert!(
        !page.body.contains("Warning: at this pace"),
        "{}",
        page.body
    );
    assert!(
        page.body.contains("70 days left for 10 moves (to move 20)"),
        "{}",
        page.body
    );
    assert!(
        page.body
            .contains("100 days left for 10 moves (to move 20)"),
        "{}",
        page.body
    );
    let api = Api::new(&app, Some(token_for(&app, &a).await));
    let res = api.get(&format!("/api/v1/games/{game}")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let clock = &res.json["clock"];
    assert_eq!(clock["white_days_left"], 70, "{}", res.text);
    assert_eq!(clock["black_days_left"], 100);
    assert_eq!(clock["moves_to_next_period"], 10);
    assert_eq!(clock["silence_deadline"], serde_json::Value::Null);
    assert_eq!(clock["deadline"], res.json["deadline"]);
    assert_eq!(res.json["time_control"]["kind"], "moves_in_days");
    assert_eq!(res.json["time_control_text"], "10 moves in 50 days");
    // The PGN: the standard's moves/seconds form and the words beside it.
    let pgn = alice.get(&format!("/games/{game}.pgn")).await;
    assert!(
        pgn.body.contains("[TimeControl \"10/4320000\"]"),
        "{}",
        pgn.body
    );
    assert!(
        pgn.body
            .contains("[TimeControlText \"10 moves in 50 days\"]"),
        "{}",
        pgn.body
    );
}

#[tokio::test]
async fn a_player_silent_for_the_rules_days_loses_on_time_with_days_left() {
    let app = TestApp::spawn().await;
    let (alice, _, bob, _, game) =
        new_game(&app, &[("days_per_move", "30"), ("max_silence_days", "10")]).await;
    play_ok(&alice, game, "e4").await;
    let (_, _, _, _, _, _, started, deadline) = stored_clock(&app, game).await;
    assert_eq!(
        deadline - started,
        Duration::days(10),
        "silence before 30 days"
    );
    let page = bob.get(&format!("/games/{game}")).await;
    assert!(
        page.body.contains(
            "the silence rule (10 days without a move) ends this turn before the clock does"
        ),
        "{}",
        page.body
    );
    let pgn = bob.get(&format!("/games/{game}.pgn")).await;
    assert!(
        pgn.body
            .contains("[TimeControlText \"30 days per move, at most 10 days without a move\"]"),
        "{}",
        pgn.body
    );
    let run = |at| {
        let pool = app.pool.clone();
        async move {
            corrchess::jobs::run_once(
                corrchess::service::Context::new(&pool, &crate::support::links()),
                at,
            )
            .await
            .unwrap();
        }
    };
    run(deadline - Duration::minutes(1)).await;
    let status: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(status, "running");
    run(deadline + Duration::minutes(1)).await;
    let ended: (String, String, Option<String>) =
        sqlx::query_as("SELECT status, result, termination FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        ended,
        ("finished".into(), "1-0".into(), Some("time_forfeit".into()))
    );
    let bank: i64 = sqlx::query_scalar("SELECT black_bank_seconds FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(bank, 30 * DAY, "Black still had the clock's 30 days");
}

#[tokio::test]
async fn the_player_waiting_gives_the_opponent_more_days_once_per_move() {
    let app = TestApp::spawn().await;
    let (alice, a, bob, b, game) = new_game(&app, &[]).await;
    play_ok(&alice, game, "e4").await;
    let before = crate::clocks::deadline(&app, game).await;
    // The form is on the waiting player's page, not on the one of the player on move.
    let page = alice.get(&format!("/games/{game}")).await;
    assert!(page.body.contains(r#"action="/games/"#) && page.body.contains("id=\"give-time\""));
    assert!(
        !bob.get(&format!("/games/{game}"))
            .await
            .body
            .contains("id=\"give-time\"")
    );
    let res = alice
        .post_form(&format!("/games/{game}/give-time"), &[("days", "3")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert_eq!(res.location(), format!("/games/{game}?notice=time-given"));
    assert_eq!(
        crate::clocks::deadline(&app, game).await - before,
        Duration::days(3)
    );
    let mail = crate::support::smtp()
        .wait_for_text(&crate::support::email_of(&b), "gave you 3 more days")
        .await;
    assert!(mail.text.contains(&a), "{}", mail.text);
    // Once per move; never by the player on move; 1 to 7 days.
    let twice = alice
        .post_form(&format!("/games/{game}/give-time"), &[("days", "1")])
        .await;
    assert_eq!(twice.status, StatusCode::CONFLICT, "{}", twice.body);
    assert!(
        twice
            .body
            .contains("You gave more time for this move already")
    );
    let own = bob
        .post_form(&format!("/games/{game}/give-time"), &[("days", "1")])
        .await;
    assert_eq!(own.status, StatusCode::CONFLICT, "{}", own.body);
    assert!(
        own.body
            .contains("only your opponent can give you more time")
    );
    assert_eq!(
        crate::clocks::deadline(&app, game).await - before,
        Duration::days(3),
        "refusals change nothing"
    );
    // After Black's move White may receive a gift, over the API, of at most 7 days.
    play_ok(&bob, game, "e5").await;
    let api = Api::new(&app, Some(token_for(&app, &b).await));
    let path = format!("/api/v1/games/{game}/give-time");
    api.post(&path, json!({"days": 8}))
        .await
        .assert_problem(422, "validation-failed");
    let before = crate::clocks::deadline(&app, game).await;
    let res = api.post(&path, json!({"days": 7})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let after = crate::clocks::deadline(&app, game).await;
    assert_eq!(after - before, Duration::days(7));
    assert_eq!(res.json["clock"]["white_days_left"], 10, "{}", res.text);
    api.post(&path, json!({"days": 1}))
        .await
        .assert_problem(409, "action-refused");
}

/// Days outside 1-7 on the form (ROUTES.md: 422): the game page again, the form
/// naming the error and keeping what was typed; nothing is given.
#[tokio::test]
async fn days_out_of_range_on_the_form_show_the_page_again_with_422() {
    let app = TestApp::spawn().await;
    let (alice, _, _, _, game) = new_game(&app, &[]).await;
    play_ok(&alice, game, "e4").await;
    let before = crate::clocks::deadline(&app, game).await;
    for typed in ["9", "0", "lots"] {
        let res = alice
            .post_form(&format!("/games/{game}/give-time"), &[("days", typed)])
            .await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
        assert!(res.body.contains(r#"id="give-time-error""#), "{}", res.body);
        assert!(res.body.contains("aria-invalid=\"true\""), "{}", res.body);
        assert!(
            res.body
                .contains(&format!(r#"name="days" value="{typed}""#)),
            "what was typed is kept: {}",
            res.body
        );
        assert!(
            res.body.contains(r##"href="#give-time-days""##),
            "{}",
            res.body
        );
    }
    assert_eq!(crate::clocks::deadline(&app, game).await, before);
}

#[tokio::test]
async fn the_gift_reads_in_german() {
    let app = TestApp::spawn().await;
    let (mina, _) = german_user(&app, "mina").await;
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
    // Bob (White) is on move: Mina gives him time, then tries again.
    let page = mina.get(&format!("/games/{game}")).await;
    assert!(page.body.contains("Mehr Zeit geben"), "{}", page.body);
    let res = mina
        .post_form(&format!("/games/{game}/give-time"), &[("days", "2")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let page = mina.get(&res.location()).await;
    assert!(
        page.body.contains("Dein Gegner hat jetzt mehr Zeit"),
        "{}",
        page.body
    );
    let again = mina
        .post_form(&format!("/games/{game}/give-time"), &[("days", "9")])
        .await;
    assert!(
        again
            .body
            .contains("Du hast für diesen Zug schon mehr Zeit gegeben"),
        "{}",
        again.body
    );
}

/// A started round robin of three with the time-control `fields`: its first game's id,
/// and the browsers of that game's White and Black.
async fn tournament_game(
    app: &TestApp,
    fields: &[(&str, &str)],
) -> (i64, crate::support::Browser, crate::support::Browser) {
    use crate::support::play::post_ok;
    let (director, director_name) = app.verified_user("director").await;
    app.make_admin(&director_name).await;
    let mut form = vec![
        ("name", "Federation rules"),
        ("format", "round_robin"),
        ("position_policy", "game"),
        ("min_players", "3"),
        ("max_players", "3"),
        ("vacation_allowed", "on"),
    ];
    form.extend_from_slice(fields);
    let res = director.post_form("/admin/tournaments", &form).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let t: i64 = res
        .location()
        .strip_prefix("/tournaments/")
        .unwrap()
        .parse()
        .unwrap();
    let mut players = Vec::new();
    for i in 0..3 {
        let (browser, name) = app.verified_user(&format!("fed{i}")).await;
        post_ok(&browser, &format!("/tournaments/{t}/join"), &[]).await;
        players.push((browser, name));
    }
    post_ok(
        &director,
        &format!("/admin/tournaments/{t}/start"),
        &[("confirm", "on")],
    )
    .await;
    let (game, white, black): (i64, String, String) = sqlx::query_as(
        "SELECT g.id, w.username, b.username FROM games g
         JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id
         WHERE g.tournament_id = $1 ORDER BY g.id LIMIT 1",
    )
    .bind(t)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let browser_of = |name: &str| {
        players
            .iter()
            .find(|(_, n)| n == name)
            .map(|(b, _)| b.clone())
            .unwrap()
    };
    (game, browser_of(&white), browser_of(&black))
}

#[tokio::test]
async fn tournament_games_take_the_periods_and_give_time_only_when_allowed() {
    let app = TestApp::spawn().await;
    let mut fields = TEN_IN_FIFTY.to_vec();
    fields.push(("max_silence_days", "40"));
    let (game, _, black) = tournament_game(&app, &fields).await;
    let (kind, moves, days, _, silence, bank, _, _) = stored_clock(&app, game).await;
    assert_eq!(
        (kind.as_str(), moves, days, silence, bank),
        ("moves_in_days", Some(10), 50, Some(40), 50 * DAY)
    );
    let refused = black
        .post_form(&format!("/games/{game}/give-time"), &[("days", "2")])
        .await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    assert!(
        refused
            .body
            .contains("This tournament does not allow giving more time.")
    );

    let (game, _, black) =
        tournament_game(&app, &[("days_per_move", "3"), ("allow_give_time", "on")]).await;
    let before = crate::clocks::deadline(&app, game).await;
    let res = black
        .post_form(&format!("/games/{game}/give-time"), &[("days", "2")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert_eq!(
        crate::clocks::deadline(&app, game).await - before,
        Duration::days(2)
    );
}

/// `DTEND:` of an iCalendar event at `at`.
fn dtend(at: OffsetDateTime) -> String {
    format!(
        "DTEND:{:04}{:02}{:02}T{:02}{:02}{:02}Z",
        at.year(),
        u8::from(at.month()),
        at.day(),
        at.hour(),
        at.minute(),
        at.second()
    )
}

#[tokio::test]
async fn the_calendar_feed_ends_each_turn_at_the_deadline_of_its_kind() {
    let app = TestApp::spawn().await;
    let mut fields = TEN_IN_FIFTY.to_vec();
    fields.push(("double_after", "20"));
    for (fields, allowed) in [
        // 10/50, days beyond 20 twice: 35 days and the day of grace.
        (fields, Duration::days(36) - Duration::SECOND),
        // 30 days per move, silence after 10: the silence rule's.
        (
            vec![("days_per_move", "30"), ("max_silence_days", "10")],
            Duration::days(10),
        ),
    ] {
        let (alice, _, _, _, game) = new_game(&app, &fields).await;
        let res = alice.post_form("/settings/calendar", &[]).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.body);
        let url = res
            .body
            .split("id=\"calendar-url\">")
            .nth(1)
            .and_then(|rest| rest.split('<').next())
            .expect("the feed address")
            .to_owned();
        let feed = app.browser().get(&app.local(&url)).await;
        assert_eq!(feed.status, StatusCode::OK);
        let (_, _, _, _, _, _, started, _) = stored_clock(&app, game).await;
        assert!(
            feed.body.contains(&dtend(started + allowed)),
            "{}",
            feed.body
        );
    }
}

/// A 10-in-30 game of German Mina (White, named `m`) and English Bob (`b`), eight plies in:
/// Mina took six days a move for four moves (24 of 30 days, six moves to go), Bob an
/// hour, so Mina's pace loses on time.
async fn slow_pace_game() -> (TestApp, Browser, String, Browser, String, i64) {
    let app = TestApp::spawn().await;
    let (mina, m) = german_user(&app, "mina").await;
    let (bob, b) = app.verified_user("bob").await;
    let mut fields = vec![
        ("opponent", b.as_str()),
        ("color", "white"),
        ("start", "classical"),
    ];
    fields.extend([
        ("time_control", "moves_in_days"),
        ("moves", "10"),
        ("days", "30"),
    ]);
    let game = accepted_game(&app, &mina, &bob, &fields).await;
    for (ply, mv) in GIUOCO[..8].iter().enumerate() {
        let white = ply % 2 == 0;
        thought_for(&app, game, if white { 6 * 24 + 1 } else { 1 }).await;
        play_ok(if white { &mina } else { &bob }, game, mv).await;
    }
    (app, mina, m, bob, b, game)
}

#[tokio::test]
async fn a_pace_that_loses_on_time_is_forecast_in_the_players_language() {
    let (_app, mina, m, bob, _, game) = slow_pace_game().await;
    let page = mina.get(&format!("/games/{game}")).await;
    assert!(
        page.body.contains(&format!(
            "Im Tempo von {m} (6 T. 1 Std. pro Zug über die letzten 4 Züge) ist Zug 10 am"
        )),
        "{}",
        page.body
    );
    assert!(
        page.body
            .contains("Achtung: In diesem Tempo läuft die Zeit vor Zug 10 ab."),
        "{}",
        page.body
    );
    // Bob's English page says the same in English.
    let page = bob.get(&format!("/games/{game}")).await;
    assert!(
        page.body
            .contains("Warning: at this pace the time runs out before move 10."),
        "{}",
        page.body
    );
}

#[tokio::test]
async fn the_reminder_mail_carries_the_forecast_in_the_players_language() {
    use crate::support::{email_of, smtp};
    let (app, mina, m, _bob, b, game) = slow_pace_game().await;
    let run = |at| {
        let pool = app.pool.clone();
        async move {
            corrchess::jobs::run_once(
                corrchess::service::Context::new(&pool, &crate::support::links()),
                at,
            )
            .await
            .unwrap();
        }
    };
    let (.., due) = stored_clock(&app, game).await;
    run(due - Duration::hours(1)).await;
    let mail = smtp().wait_for_text(&email_of(&m), "Im Tempo von").await;
    let text = mail.text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        text.contains(&format!(
            "Im Tempo von {m} (6 T. 1 Std. pro Zug über die letzten 4 Züge) ist Zug 10 am"
        )),
        "{text}"
    );
    assert!(
        text.contains("Achtung: In diesem Tempo läuft die Zeit vor Zug 10 ab."),
        "{text}"
    );
    // Bob's reminder, in English, forecasts his own quick pace without a warning.
    thought_for(&app, game, 1).await;
    play_ok(&mina, game, GIUOCO[8]).await;
    let (.., due) = stored_clock(&app, game).await;
    run(due - Duration::hours(1)).await;
    let mail = smtp().wait_for_text(&email_of(&b), "At the pace of").await;
    let text = mail.text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(text.contains(&format!("At the pace of {b} (")), "{text}");
    assert!(
        text.contains("per move over the last 4 moves) move 10 is reached on"),
        "{text}"
    );
    assert!(!text.contains("Warning: at this pace"), "{text}");
}
