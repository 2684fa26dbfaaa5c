//! Entry rules over HTTP and the API: a rating band, a number of finished rated games
//! and an entry password refuse with their reason (403, shown on the page before the
//! join button) and admit those who meet them. Entry passwords are keyed hashes (old
//! argon2 ones still work and are rewritten), checked without argon2, and wrong ones are
//! limited per account and per tournament (the form again with the field's error, 429).

use crate::api_tournaments::create_tournament;
use std::time::Duration;

use corrchess::config::RateLimit;
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
    crate::api::both_moved(&white, &black, game).await;
    let res = black
        .post_empty(&format!("/api/v1/games/{game}/resign"))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let (fresh, _, fresh_web) = api_user(&app, "fresh").await;

    let t = create(&td, &[("min_rated_games", "1"), ("max_rating", "1600")]).await;
    let page = fresh_web.get(&format!("/tournaments/{t}")).await;
    assert!(
        page.body
            .contains("Entry: rating 1600 or less; at least 1 finished rated game."),
        "{}",
        page.body
    );
    assert!(page.body.contains("You cannot join: This tournament is for players with at least 1 finished rated game; you have 0."), "{}", page.body);
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
    // The tournament's page with its join form again, the error at the field and
    // the typed password not kept.
    assert!(
        res.body.contains("id=\"entry-password-error\""),
        "{}",
        res.body
    );
    assert!(
        res.body
            .contains("aria-describedby=\"entry-password-error\""),
        "{}",
        res.body
    );
    assert!(
        res.body
            .contains(&format!("action=\"/tournaments/{t}/join\"")),
        "{}",
        res.body
    );
    assert!(!res.body.contains("guess"), "{}", res.body);
    assert!(
        !res.body.contains("id=\"onward\""),
        "not an error page: {}",
        res.body
    );
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
    assert!(stored.starts_with("hmac-sha256$"), "a keyed hash: {stored}");
    assert!(!stored.contains("club night"));

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

/// The stored entry-password value of tournament `t`.
async fn stored_entry_password(app: &TestApp, t: i64) -> String {
    sqlx::query_scalar("SELECT entry_password_hash FROM tournaments WHERE id = $1")
        .bind(t)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

/// A join through the form with `password`.
async fn join_with(browser: &Browser, t: i64, password: &str) -> crate::support::Page {
    browser
        .post_form(
            &format!("/tournaments/{t}/join"),
            &[("entry_password", password)],
        )
        .await
}

#[tokio::test]
async fn an_old_argon2_entry_password_still_works_and_becomes_a_keyed_hash() {
    let app = TestApp::spawn().await;
    let td = director(&app).await;
    let t = create(&td, &[("entry_password", "placeholder")]).await;
    // As a tournament made before keyed hashes stored it.
    let old = corrchess::domain::password_hash::hash("old club night").unwrap();
    sqlx::query("UPDATE tournaments SET entry_password_hash = $2 WHERE id = $1")
        .bind(t)
        .bind(&old)
        .execute(&app.pool)
        .await
        .unwrap();
    let (_, _, web) = api_user(&app, "oldpw").await;
    let res = join_with(&web, t, "placeholder").await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.body);
    assert_eq!(
        stored_entry_password(&app, t).await,
        old,
        "kept after a wrong one"
    );
    let res = join_with(&web, t, "old club night").await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let rewritten = stored_entry_password(&app, t).await;
    assert!(rewritten.starts_with("hmac-sha256$"), "{rewritten}");
    // The rewritten value takes the same password, with no argon2 work.
    let (api, _, _) = api_user(&app, "oldpw2").await;
    let runs = app.passwords.runs();
    let res = api
        .post(
            &format!("/api/v1/tournaments/{t}/join"),
            json!({"entry_password": "old club night"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(app.passwords.runs(), runs, "a keyed hash needs no argon2");
}

#[tokio::test]
async fn wrong_entry_passwords_cost_no_argon2_and_are_limited() {
    let three = RateLimit {
        max: 3,
        window: Duration::from_secs(600),
    };
    let app = TestApp::spawn_with(|c| {
        c.rate_limits.entry_password_per_account = three;
        c.rate_limits.entry_password_per_tournament = RateLimit { max: 5, ..three };
    })
    .await;
    let td = director(&app).await;
    let t = create(&td, &[("entry_password", "club night")]).await;
    let (api, _, web) = api_user(&app, "guesser").await;
    let (_, _, member) = api_user(&app, "member").await;
    let runs = app.passwords.runs();
    // A right password takes its attempt back: it uses up no budget.
    let res = join_with(&member, t, "club night").await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    for guess in ["a", "b", "c"] {
        let res = join_with(&web, t, guess).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.body);
        assert!(
            res.body.contains("id=\"entry-password-error\""),
            "{}",
            res.body
        );
        assert!(
            res.body.contains("needs its entry password"),
            "{}",
            res.body
        );
    }
    // The fourth: the page again with the field's error, 429 and when to come back;
    // the right password waits too.
    let res = join_with(&web, t, "club night").await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{}", res.body);
    assert!(res.body.contains("name=\"entry_password\""), "{}", res.body);
    assert!(
        res.body.contains(
            "id=\"entry-password-error\">Too many wrong entry passwords. Try again in 10 minutes."
        ),
        "{}",
        res.body
    );
    assert!(res.body.contains("aria-invalid=\"true\""), "{}", res.body);
    assert!(res.headers.contains_key("retry-after"));
    let res = api
        .post(
            &format!("/api/v1/tournaments/{t}/join"),
            json!({"entry_password": "club night"}),
        )
        .await;
    res.assert_problem(429, "rate-limited");
    assert_eq!(app.passwords.runs(), runs, "no argon2 per guess");

    // Two more wrong ones from others use up the tournament's budget of five, after
    // which nobody's guess is checked.
    let (other, _, _) = api_user(&app, "guesser2").await;
    for _ in 0..2 {
        let res = other
            .post(
                &format!("/api/v1/tournaments/{t}/join"),
                json!({"entry_password": "nope"}),
            )
            .await;
        res.assert_problem(403, "entry-refused");
    }
    let (_, _, late) = api_user(&app, "late").await;
    let res = join_with(&late, t, "club night").await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{}", res.body);
    let joined: i64 =
        sqlx::query_scalar("SELECT count(*) FROM tournament_players WHERE tournament_id = $1")
            .bind(t)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(joined, 1, "only the member");
}

/// This process's CPU time so far (all threads: the server runs in the test process;
/// PostgreSQL's work is not counted), in milliseconds, from `/proc/self/stat`.
fn cpu_millis() -> u64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap();
    // The fields after the command's closing parenthesis: utime and stime are 14 and 15.
    let fields: Vec<&str> = stat[stat.rfind(')').unwrap() + 2..].split(' ').collect();
    let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
    ticks * 10 // USER_HZ is 100 on Linux
}

/// The figures of docs/benchmarks/hardening.md, "Entry-password guesses": the server's CPU per
/// wrong entry password over the API, against an old argon2 value (what every guess
/// cost before) and a keyed hash. Prints, asserts nothing about time. Run:
/// `SQLX_OFFLINE=true cargo test --locked --test it -- --ignored --nocapture entry_password_cpu`
#[tokio::test]
#[ignore = "a measurement for docs/BENCHMARKS.md: run by hand with --nocapture"]
async fn entry_password_cpu_per_wrong_guess() {
    const GUESSES: u64 = 40;
    let app = TestApp::spawn().await;
    let td = director(&app).await;
    let keyed = create(&td, &[("entry_password", "club night")]).await;
    let argon = create(&td, &[("entry_password", "club night")]).await;
    sqlx::query("UPDATE tournaments SET entry_password_hash = $2 WHERE id = $1")
        .bind(argon)
        .bind(corrchess::domain::password_hash::hash("club night").unwrap())
        .execute(&app.pool)
        .await
        .unwrap();
    let (api, _, _) = api_user(&app, "cpu").await;
    for (label, t) in [("argon2 (before)", argon), ("keyed hash (after)", keyed)] {
        let (cpu, runs) = (cpu_millis(), app.passwords.runs());
        let started = std::time::Instant::now();
        for _ in 0..GUESSES {
            let body = json!({"entry_password": "wrong guess"});
            let res = api
                .post(&format!("/api/v1/tournaments/{t}/join"), body)
                .await;
            res.assert_problem(403, "entry-refused");
        }
        let used = cpu_millis() - cpu;
        let secs = started.elapsed().as_secs_f64();
        println!(
            "{label}: {GUESSES} wrong guesses, {} argon2 runs, {used} ms CPU, {:.1} ms CPU per guess, {:.0} guesses/s",
            app.passwords.runs() - runs,
            used as f64 / GUESSES as f64,
            GUESSES as f64 / secs
        );
    }
}
