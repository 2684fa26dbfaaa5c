//! Team matches (issue 34): a club challenges another, the other accepts, members sign
//! up (with reserves, a withdrawal a reserve fills), the start pairs the boards with two
//! games each from one position with colours swapped, games end every way (resignation,
//! timeout), the score and both clubs' records follow; refusals in both languages;
//! decline and abort say why; the JSON API's shapes.

use corrchess::{domain::ids::ClubId, jobs, store::team_match_views};
use reqwest::StatusCode;
use serde_json::json;
use time::{Duration, OffsetDateTime};

use crate::api::{Api, token_for};
use crate::deutsch::german_user;
use crate::support::{
    Browser, TestApp, email_of, links,
    play::{play_ok, post_ok},
    smtp,
};

/// A club made straight in the database (the clubs' own pages are tested apart):
/// `admin` its admin, `members` its other members. Its slug is unique per test run.
pub(crate) async fn club(
    app: &TestApp,
    name: &str,
    admin: &str,
    members: &[&str],
) -> (i64, String) {
    let slug = format!("{name}-{}", &uuid::Uuid::new_v4().simple().to_string()[..8]);
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO clubs (slug, name, language, open) VALUES ($1, $1, 'en', true) RETURNING id",
    )
    .bind(&slug)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    join(app, id, admin, true).await;
    for m in members {
        join(app, id, m, false).await;
    }
    (id, slug)
}

/// Makes `username` a member (an admin when `admin`) of club `id`.
pub(crate) async fn join(app: &TestApp, id: i64, username: &str, admin: bool) {
    sqlx::query(
        "INSERT INTO club_members (club_id, user_id, admin)
         SELECT $1, id, $3 FROM users WHERE username = $2",
    )
    .bind(id)
    .bind(username)
    .bind(admin)
    .execute(&app.pool)
    .await
    .unwrap();
}

/// `browser` (an admin of `home`) challenges `away` with the form's `extra` fields
/// over the defaults: the new match's id.
pub(crate) async fn challenge(
    browser: &Browser,
    home: &str,
    away: &str,
    extra: &[(&str, &str)],
) -> i64 {
    let mut fields = vec![
        ("opponent", away),
        ("time_control", "per_move"),
        ("days_per_move", "3"),
        ("rated", "on"),
        ("start_rule", "per_board"),
        ("registration_days", "7"),
        ("boards", ""),
    ];
    for (k, v) in extra {
        fields.retain(|(f, _)| f != k);
        fields.push((k, v));
    }
    let res = browser
        .post_form(&format!("/clubs/{home}/matches"), &fields)
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    res.location()
        .trim_start_matches("/matches/")
        .parse()
        .unwrap()
}

/// Players made through the form (unverified: matches need no confirmed address).
pub(crate) async fn players(app: &TestApp, names: &[&str]) -> Vec<(Browser, String)> {
    let mut all = Vec::new();
    for n in names {
        all.push(app.unverified_user(n).await);
    }
    all
}

/// The boards of match `id`: (home, away, start number, first game, second game).
pub(crate) async fn boards(app: &TestApp, id: i64) -> Vec<(String, String, i32, i64, i64)> {
    sqlx::query_as(
        "SELECT h.username, a.username, b.start_number, b.home_white_game, b.away_white_game
         FROM team_match_boards b JOIN users h ON h.id = b.home_player
         JOIN users a ON a.id = b.away_player WHERE b.match_id = $1 ORDER BY b.board",
    )
    .bind(id)
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

/// A game's white and black player and start number.
async fn game_sides(app: &TestApp, game: i64) -> (String, String, i16) {
    sqlx::query_as(
        "SELECT w.username, b.username, g.start_number FROM games g
         JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id WHERE g.id = $1",
    )
    .bind(game)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

/// Plays the two first moves of `game` (white `w`, black `b`), so any ending counts.
async fn both_move(w: &Browser, b: &Browser, game: i64) {
    play_ok(w, game, "a3").await;
    play_ok(b, game, "a6").await;
}

#[tokio::test]
async fn a_match_from_the_challenge_to_both_clubs_records() {
    let app = TestApp::spawn().await;
    let p = players(&app, &["ann", "ada", "amy", "ben", "bea", "bo"]).await;
    let name = |i: usize| p[i].1.as_str();
    let (home_id, home) = club(&app, "rooks", name(0), &[name(1), name(2)]).await;
    let (away_id, away) = club(&app, "knights", name(3), &[name(4), name(5)]).await;
    // The challenging admin's form, then the challenge with two fixed boards.
    let form = p[0].0.get(&format!("/clubs/{home}/matches/new")).await;
    assert_eq!(form.status, StatusCode::OK);
    assert!(
        form.body.contains("name=\"registration_days\""),
        "{}",
        form.body
    );
    let id = challenge(&p[0].0, &home, &away, &[("boards", "2")]).await;
    let mail = smtp()
        .wait_for_subject(&email_of(name(3)), "challenges")
        .await;
    assert!(
        mail.text.contains(&format!("/matches/{id}")),
        "{}",
        mail.text
    );
    // The mail names the terms the admin is asked to accept.
    assert!(
        mail.text
            .contains("Terms: 2 boards; 3 days per move; Rated."),
        "{}",
        mail.text
    );
    // A member who is no admin may not accept.
    let res = p[4]
        .0
        .post_form(&format!("/matches/{id}/accept"), &[])
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert!(
        res.body.contains("Only an admin of the club"),
        "{}",
        res.body
    );
    post_ok(&p[3].0, &format!("/matches/{id}/accept"), &[]).await;
    smtp()
        .wait_for_subject(&email_of(name(0)), "accepted")
        .await;
    // Three home players for two boards: the last to sign up is a reserve.
    for i in [0, 1, 2, 3, 4] {
        post_ok(&p[i].0, &format!("/matches/{id}/signup"), &[]).await;
    }
    let page = p[0].0.get(&format!("/matches/{id}")).await;
    assert!(page.body.contains("open for sign-ups"), "{}", page.body);
    // New players' ratings are provisional: the sign-up lists say so with "?".
    assert!(page.body.contains("1500?"), "{}", page.body);
    assert_eq!(
        page.body.matches("class=\"reserve\"").count(),
        1,
        "{}",
        page.body
    );
    // ada withdraws: amy, the reserve, moves up.
    post_ok(&p[1].0, &format!("/matches/{id}/withdraw"), &[]).await;
    let page = p[0].0.get(&format!("/matches/{id}")).await;
    assert_eq!(
        page.body.matches("class=\"reserve\"").count(),
        0,
        "{}",
        page.body
    );
    // A member may not start; an admin of either club may.
    let res = p[4].0.post_form(&format!("/matches/{id}/start"), &[]).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    post_ok(&p[3].0, &format!("/matches/{id}/start"), &[]).await;
    let b = boards(&app, id).await;
    assert_eq!(b.len(), 2);
    let homes: Vec<&str> = b.iter().map(|x| x.0.as_str()).collect();
    assert_eq!(homes, [name(0), name(2)], "amy took ada's place");
    for (h, a, start, first, second) in &b {
        let one = game_sides(&app, *first).await;
        let two = game_sides(&app, *second).await;
        assert_eq!((one.0.as_str(), one.1.as_str()), (h.as_str(), a.as_str()));
        assert_eq!((two.0.as_str(), two.1.as_str()), (a.as_str(), h.as_str()));
        assert_eq!((i32::from(one.2), i32::from(two.2)), (*start, *start));
    }
    let mail = smtp()
        .wait_for_subject(&email_of(name(2)), "has started")
        .await;
    assert!(
        mail.text.contains(&format!("/games/{}", b[1].3)),
        "{}",
        mail.text
    );
    assert!(
        mail.text.contains(&format!("/games/{}", b[1].4)),
        "{}",
        mail.text
    );
    let page = p[0].0.get(&format!("/matches/{id}")).await;
    assert!(
        page.body.contains(&format!("running, {} to move", name(0))),
        "{}",
        page.body
    );

    // Board 1: ann wins with white (ben resigns), ben wins with white (ann resigns).
    let (ann, amy, ben, bea) = (&p[0].0, &p[2].0, &p[3].0, &p[4].0);
    // A match game is not aborted: it counts for the clubs.
    let res = ann
        .post_form(&format!("/games/{}/abort", b[0].3), &[("confirm", "on")])
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert!(res.body.contains("cannot be aborted"), "{}", res.body);
    both_move(ann, ben, b[0].3).await;
    post_ok(
        ben,
        &format!("/games/{}/resign", b[0].3),
        &[("confirm", "on")],
    )
    .await;
    post_ok(
        ann,
        &format!("/games/{}/resign", b[0].4),
        &[("confirm", "on")],
    )
    .await;
    // Board 2: amy resigns at once (it still counts), bea loses on time.
    post_ok(
        amy,
        &format!("/games/{}/resign", b[1].3),
        &[("confirm", "on")],
    )
    .await;
    both_move(bea, amy, b[1].4).await;
    let page = p[0].0.get(&format!("/matches/{id}")).await;
    assert!(page.body.contains("1 : 2"), "{}", page.body);
    jobs::run_once(
        corrchess::service::Context::new(&app.pool, &links()),
        OffsetDateTime::now_utc() + Duration::days(4),
    )
    .await
    .unwrap();
    let page = p[5].0.get(&format!("/matches/{id}")).await;
    assert!(page.body.contains("finished"), "{}", page.body);
    assert!(page.body.contains("2 : 2"), "{}", page.body);
    smtp().wait_for_subject(&email_of(name(2)), "is over").await;
    let club_page = p[0].0.get(&format!("/clubs/{home}")).await;
    assert!(
        club_page
            .body
            .contains("Record: 0 won, 1 drawn, 0 lost; game points 2 : 2."),
        "{}",
        club_page.body
    );
    assert!(
        club_page.body.contains(&format!("href=\"/matches/{id}\"")),
        "{}",
        club_page.body
    );
    for club in [home_id, away_id] {
        let r = team_match_views::record(&app.pool, ClubId(club))
            .await
            .unwrap();
        assert_eq!((r.won, r.drawn, r.lost), (0, 1, 0));
        assert_eq!((r.halves_for, r.halves_against), (4, 4));
    }
}

#[tokio::test]
async fn a_refused_time_control_field_is_shown_at_that_field() {
    let app = TestApp::spawn().await;
    let p = players(&app, &["ann", "bob"]).await;
    let (_, home) = club(&app, "rooks", &p[0].1, &[]).await;
    let (_, away) = club(&app, "knights", &p[1].1, &[]).await;
    // A control character in a time-control field (from `form_with_time_control!`).
    let res = p[0]
        .0
        .post_form(
            &format!("/clubs/{home}/matches"),
            &[
                ("opponent", away.as_str()),
                ("time_control", "per_move"),
                ("days_per_move", "3\u{7}"),
                ("start_rule", "per_board"),
                ("registration_days", "7"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    assert!(
        res.body
            .contains(r#"<p class="field-error" id="days-error">"#),
        "{}",
        res.body
    );
    assert!(
        res.body.contains(&format!(r#"value="{away}""#)),
        "{}",
        res.body
    );
}

/// Runs the job loop as if `days` days had passed.
pub(crate) async fn jobs_after(app: &TestApp, days: i64) {
    jobs::run_once(
        corrchess::service::Context::new(&app.pool, &links()),
        OffsetDateTime::now_utc() + Duration::days(days),
    )
    .await
    .unwrap();
}

#[tokio::test]
async fn refusals_read_in_english_and_german() {
    let app = TestApp::spawn().await;
    let p = players(&app, &["ann", "bob", "cy"]).await;
    let (greta, g) = german_user(&app, "greta").await;
    let (ann, bob, cy) = (&p[0].0, &p[1].0, &p[2].0);
    let (home_id, home) = club(&app, "rooks", &p[0].1, &[&p[2].1, &g]).await;
    let (away_id, away) = club(&app, "knights", &p[1].1, &[]).await;
    // cy and greta belong to both clubs.
    join(&app, away_id, &p[2].1, false).await;
    join(&app, away_id, &g, false).await;
    let _ = home_id;

    // Rating limits: everybody starts at 1500.
    let limited = challenge(ann, &home, &away, &[("min_rating", "1600")]).await;
    // A member who is no admin may not accept, in German too.
    let res = greta
        .post_form(&format!("/matches/{limited}/accept"), &[])
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert!(
        res.body.contains("Das kann nur ein Admin des Vereins."),
        "{}",
        res.body
    );
    post_ok(bob, &format!("/matches/{limited}/accept"), &[]).await;
    let res = cy
        .post_form(&format!("/matches/{limited}/signup"), &[("side", "home")])
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert!(
        res.body.contains("rated 1600 or more; your rating is 1500"),
        "{}",
        res.body
    );
    let res = greta
        .post_form(&format!("/matches/{limited}/signup"), &[("side", "home")])
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert!(
        res.body.contains("deine Wertungszahl ist 1500"),
        "{}",
        res.body
    );

    // One player, one side.
    let id = challenge(ann, &home, &away, &[]).await;
    post_ok(bob, &format!("/matches/{id}/accept"), &[]).await;
    for (who, words) in [
        (cy, "a player plays for one side only"),
        (&greta, "Jeder spielt nur für eine Seite"),
    ] {
        post_ok(who, &format!("/matches/{id}/signup"), &[("side", "home")]).await;
        let res = who
            .post_form(&format!("/matches/{id}/signup"), &[("side", "away")])
            .await;
        assert_eq!(res.status, StatusCode::FORBIDDEN);
        assert!(res.body.contains(words), "{}", res.body);
    }
    // After the deadline nobody signs up.
    sqlx::query(
        "UPDATE team_matches SET registration_deadline = now() - interval '1 minute' WHERE id = $1",
    )
    .bind(id)
    .execute(&app.pool)
    .await
    .unwrap();
    post_ok(&greta, &format!("/matches/{id}/withdraw"), &[]).await;
    for (who, words) in [
        (ann, "The registration deadline of this match has passed."),
        (&greta, "Der Anmeldeschluss dieses Kampfes ist vorbei."),
    ] {
        let res = who.post_form(&format!("/matches/{id}/signup"), &[]).await;
        assert_eq!(res.status, StatusCode::CONFLICT);
        assert!(res.body.contains(words), "{}", res.body);
    }
    // A match not yet accepted, then one running: the refusal says where it stands in
    // a whole sentence, and the error page leads back to the match.
    let waiting = challenge(ann, &home, &away, &[]).await;
    for (who, words) in [
        (
            cy,
            "This match still waits for an answer from the challenged club.",
        ),
        (
            &greta,
            "Dieser Kampf wartet noch auf die Antwort des herausgeforderten Vereins.",
        ),
    ] {
        let res = who
            .post_form(&format!("/matches/{waiting}/signup"), &[])
            .await;
        assert_eq!(res.status, StatusCode::CONFLICT);
        assert!(res.body.contains(words), "{}", res.body);
        assert!(
            res.body.contains(&format!("href=\"/matches/{waiting}\"")),
            "{}",
            res.body
        );
    }
    sqlx::query("UPDATE team_matches SET status = 'running' WHERE id = $1")
        .bind(waiting)
        .execute(&app.pool)
        .await
        .unwrap();
    let res = greta
        .post_form(&format!("/matches/{waiting}/signup"), &[])
        .await;
    assert!(
        res.body.contains("Dieser Kampf hat schon begonnen."),
        "{}",
        res.body
    );
    assert!(
        res.body.contains("Zurück zum Mannschaftskampf"),
        "{}",
        res.body
    );
    assert!(!res.body.contains("ist jetzt"), "{}", res.body);
    // A bad challenge form comes back with its fields named and kept.
    let res = ann
        .post_form(
            &format!("/clubs/{home}/matches"),
            &[
                ("opponent", &home),
                ("boards", "1"),
                ("registration_days", "7"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("from 2 to 100"), "{}", res.body);
    assert!(res.body.contains("value=\"1\""), "{}", res.body);
}

#[tokio::test]
async fn a_declined_or_aborted_match_says_why() {
    let app = TestApp::spawn().await;
    let p = players(&app, &["ann", "bob"]).await;
    let (ann, bob) = (&p[0].0, &p[1].0);
    let (_, home) = club(&app, "rooks", &p[0].1, &[]).await;
    let (_, away) = club(&app, "knights", &p[1].1, &[]).await;
    let declined = challenge(ann, &home, &away, &[]).await;
    let res = bob
        .post_form(&format!("/matches/{declined}/decline"), &[])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "asks first");
    post_ok(
        bob,
        &format!("/matches/{declined}/decline"),
        &[("confirm", "on")],
    )
    .await;
    let page = ann.get(&format!("/matches/{declined}")).await;
    assert!(
        page.body.contains("The challenged club declined."),
        "{}",
        page.body
    );

    // One challenge between two clubs waits at a time: this one is accepted first.
    let thin = challenge(ann, &home, &away, &[]).await;
    post_ok(bob, &format!("/matches/{thin}/accept"), &[]).await;
    let unanswered = challenge(ann, &home, &away, &[]).await;
    post_ok(ann, &format!("/matches/{thin}/signup"), &[]).await;
    post_ok(bob, &format!("/matches/{thin}/signup"), &[]).await;
    let res = ann.post_form(&format!("/matches/{thin}/start"), &[]).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert!(
        res.body
            .contains("at least two players to start (now 1 and 1)"),
        "{}",
        res.body
    );
    jobs_after(&app, 8).await;
    let page = ann.get(&format!("/matches/{unanswered}")).await;
    assert!(
        page.body
            .contains("did not accept before the registration deadline"),
        "{}",
        page.body
    );
    let page = ann.get(&format!("/matches/{thin}")).await;
    assert!(
        page.body.contains("only one board was filled"),
        "{}",
        page.body
    );
    smtp()
        .wait_for_subject(&email_of(&p[0].1), "did not start")
        .await;
}

#[tokio::test]
async fn the_api_challenges_accepts_signs_up_and_starts() {
    let app = TestApp::spawn().await;
    let p = players(&app, &["ann", "ada", "bob", "bea", "cy"]).await;
    let mut api = Vec::new();
    for (_, name) in &p {
        api.push(Api::new(&app, Some(token_for(&app, name).await)));
    }
    let (_, home) = club(&app, "rooks", &p[0].1, &[&p[1].1]).await;
    let (_, away) = club(&app, "knights", &p[2].1, &[&p[3].1]).await;
    let res = api[0]
        .post(
            &format!("/api/v1/clubs/{home}/matches"),
            json!({"opponent": away, "boards": 2, "days_per_move": 3, "rated": false, "start_rule": "one"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!(res.json["status"], "proposed");
    let id = res.json["id"].as_i64().unwrap();
    let res = api[1]
        .post_empty(&format!("/api/v1/matches/{id}/accept"))
        .await;
    res.assert_problem(403, "entry-refused");
    let res = api[2]
        .post_empty(&format!("/api/v1/matches/{id}/accept"))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["status"], "registration");
    for a in &api[..4] {
        let res = a.post_empty(&format!("/api/v1/matches/{id}/signup")).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    }
    let res = api[4]
        .post_empty(&format!("/api/v1/matches/{id}/signup"))
        .await;
    res.assert_problem(403, "entry-refused");
    let res = api[2]
        .post_empty(&format!("/api/v1/matches/{id}/start"))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let m = api[4].get(&format!("/api/v1/matches/{id}")).await.json;
    assert_eq!(m["status"], "running");
    assert_eq!(m["score"], json!({"home": 0.0, "away": 0.0}));
    let boards = m["boards"].as_array().unwrap();
    assert_eq!(boards.len(), 2);
    for (i, b) in boards.iter().enumerate() {
        assert_eq!(b["board"], i + 1);
        assert_eq!(b["home_player"], p[i].1.as_str());
        assert_eq!(b["away_player"], p[i + 2].1.as_str());
        assert_eq!(b["games"].as_array().unwrap().len(), 2);
    }
    assert_eq!(
        boards[0]["start_number"], boards[1]["start_number"],
        "one position"
    );
    let res = api[2]
        .post_empty(&format!("/api/v1/matches/{id}/start"))
        .await;
    res.assert_problem(409, "action-refused");
    api[0]
        .get("/api/v1/matches/987654")
        .await
        .assert_problem(404, "not-found");
}

/// `count` more members of club `club` made straight in the database (copies of
/// `model`'s account), each signed up for `side` of match `id`.
async fn signed_members(app: &TestApp, club: i64, id: i64, side: &str, model: &str, count: i32) {
    sqlx::query(
        "WITH made AS (
             INSERT INTO users (username, email, password_hash)
             SELECT left($1 || i || '_' || u.username, 20), $1 || i || '.' || u.email, u.password_hash
             FROM users u, generate_series(1, $2) AS i WHERE u.username = $3
             RETURNING id),
         joined AS (INSERT INTO club_members (club_id, user_id) SELECT $4, id FROM made)
         INSERT INTO team_match_players (match_id, user_id, side, rating)
         SELECT $5, id, $1, 1500 FROM made",
    )
    .bind(side)
    .bind(count)
    .bind(model)
    .bind(club)
    .bind(id)
    .execute(&app.pool)
    .await
    .unwrap();
}

/// Prints the page's median wall time over 50 requests and the database's own time of
/// the boards statement (`EXPLAIN ANALYZE`), for docs/BENCHMARKS.md.
async fn time_the_page(app: &TestApp, browser: &Browser, path: &str, id: i64) {
    let mut times = Vec::new();
    for _ in 0..50 {
        let t = std::time::Instant::now();
        browser.get(path).await;
        times.push(t.elapsed());
    }
    times.sort();
    let plan: Vec<(String,)> = sqlx::query_as(
        "EXPLAIN (ANALYZE, FORMAT TEXT)
         SELECT b.board, hu.username, au.username, hr.rating, ar.rating, g1.status, g1.result,
                g1.ply, g2.status, g2.result, g2.ply
         FROM team_match_boards b
         JOIN games g1 ON g1.id = b.home_white_game JOIN games g2 ON g2.id = b.away_white_game
         LEFT JOIN users hu ON hu.id = b.home_player LEFT JOIN users au ON au.id = b.away_player
         LEFT JOIN ratings hr ON hr.user_id = b.home_player
         LEFT JOIN ratings ar ON ar.user_id = b.away_player
         WHERE b.match_id = $1 ORDER BY b.board",
    )
    .bind(id)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    let execution = plan.iter().filter(|(l,)| l.contains("Execution Time"));
    println!("50-board page: median {:?}, p90 {:?}", times[25], times[45]);
    for (line,) in execution {
        println!("boards statement: {line}");
    }
}

/// The match page of a 50-board match (100 games) in the statements of a 2-board
/// one: the session, the match, its boards with players and games, its sign-ups and
/// the viewer's place in the clubs, whatever the number of boards.
const MATCH_PAGE: i64 = 5;

#[tokio::test]
async fn a_fifty_board_match_page_stays_within_its_statements() {
    let app = TestApp::spawn_with(|c| c.mail_worker = false).await;
    let counter = crate::support::statements::StatementCounter::new(&app.pool).await;
    let p = players(&app, &["ann", "bob"]).await;
    let (ann, bob) = (&p[0].0, &p[1].0);
    let (home_id, home) = club(&app, "rooks", &p[0].1, &[]).await;
    let (away_id, away) = club(&app, "knights", &p[1].1, &[]).await;
    let id = challenge(ann, &home, &away, &[("boards", "50")]).await;
    post_ok(bob, &format!("/matches/{id}/accept"), &[]).await;
    post_ok(ann, &format!("/matches/{id}/signup"), &[]).await;
    post_ok(bob, &format!("/matches/{id}/signup"), &[]).await;
    signed_members(&app, home_id, id, "home", &p[0].1, 49).await;
    signed_members(&app, away_id, id, "away", &p[1].1, 49).await;
    post_ok(ann, &format!("/matches/{id}/start"), &[]).await;
    assert_eq!(boards(&app, id).await.len(), 50);
    let path = format!("/matches/{id}");
    ann.get(&path).await;
    if std::env::var("MATCH_PAGE_TIMING").is_ok() {
        time_the_page(&app, ann, &path, id).await;
    }
    for _ in 0..2 {
        let (page, ran) = counter.during(ann.get(&path)).await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(page.body.contains("id=\"board-50\""), "{}", page.body);
        ran.assert_at_most(MATCH_PAGE, "a 50-board match page");
    }
}

#[tokio::test]
async fn members_not_signed_up_are_reminded_once_a_day_before_the_deadline() {
    let app = TestApp::spawn().await;
    let p = players(&app, &["ann", "bob", "cy"]).await;
    let (greta, g) = german_user(&app, "greta").await;
    let (_, home) = club(&app, "rooks", &p[0].1, &[&p[2].1]).await;
    let (_, away) = club(&app, "knights", &p[1].1, &[&g]).await;
    let id = challenge(&p[0].0, &home, &away, &[("registration_days", "1")]).await;
    post_ok(&p[1].0, &format!("/matches/{id}/accept"), &[]).await;
    post_ok(&p[0].0, &format!("/matches/{id}/signup"), &[]).await;
    let _ = greta;
    for _ in 0..2 {
        jobs_after(&app, 0).await;
    }
    let mail = smtp()
        .wait_for_subject(&email_of(&p[2].1), "last day to sign up")
        .await;
    assert!(
        mail.text.contains(&format!("/matches/{id}")),
        "{}",
        mail.text
    );
    smtp()
        .wait_for_subject(&email_of(&g), "letzter Tag der Anmeldung")
        .await;
    let reminders: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE subject LIKE '%sign up for%' OR subject LIKE '%Anmeldung für%'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(reminders, 3, "bob, cy and greta, once each");
}

/// The form names the opponent club by its name, offered as one types (a datalist of
/// the open clubs but one's own); the address name still works. Its rating range is
/// the players', not "open challenges".
#[tokio::test]
async fn the_opponent_club_is_found_by_its_name() {
    let app = TestApp::spawn().await;
    let p = players(&app, &["ann", "bob"]).await;
    let (_, home) = club(&app, "rooks", &p[0].1, &[]).await;
    let (away_id, _) = club(&app, "knights", &p[1].1, &[]).await;
    let name = format!("Knights of {}", &home[6..]);
    sqlx::query("UPDATE clubs SET name = $1 WHERE id = $2")
        .bind(&name)
        .bind(away_id)
        .execute(&app.pool)
        .await
        .unwrap();
    let form = p[0].0.get(&format!("/clubs/{home}/matches/new")).await.body;
    assert!(form.contains("list=\"club-names\""), "{form}");
    assert!(
        form.contains(&format!("<option value=\"{name}\">")),
        "{form}"
    );
    assert!(
        !form.contains(&format!("<option value=\"{home}\">")),
        "{form}"
    );
    assert!(!form.contains("open challenges"), "{form}");
    let id = challenge(&p[0].0, &home, &name.to_uppercase(), &[]).await;
    let away: i64 = sqlx::query_scalar("SELECT away_club FROM team_matches WHERE id = $1")
        .bind(id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(away, away_id);
}
