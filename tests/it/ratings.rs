//! Ratings applied when games end, over HTTP and the job loop: every kind of ending of
//! a rated game moves both ratings as Glicko-2 says (from the values before the end),
//! unrated and aborted games change nothing, and two games ending at once both apply.

pub(crate) use crate::support::play::post_ok;
use corrchess::{
    chess::GameResult,
    domain::{
        UserId,
        rating::{self, Rating, Standing},
    },
    jobs,
};
use reqwest::StatusCode;
use sqlx::PgPool;
use time::{Duration, OffsetDateTime};

use crate::support::{Browser, TestApp, email_of, links, smtp};

/// A player in a test: their browser, name and id.
pub(crate) struct Player {
    pub browser: Browser,
    pub name: String,
    pub id: UserId,
}

pub(crate) async fn player(app: &TestApp, name: &str) -> Player {
    let (browser, name) = app.verified_user(name).await;
    let id = user_id(&app.pool, &name).await;
    Player { browser, name, id }
}

/// A player verified straight in the database (for apps that send no mail).
pub(crate) async fn quiet_player(app: &TestApp, name: &str) -> Player {
    let (browser, name) = app.unverified_user(name).await;
    sqlx::query("UPDATE users SET email_verified_at = now() WHERE username = $1")
        .bind(&name)
        .execute(&app.pool)
        .await
        .unwrap();
    app.forget_kept();
    let id = user_id(&app.pool, &name).await;
    Player { browser, name, id }
}

pub(crate) async fn user_id(pool: &PgPool, name: &str) -> UserId {
    UserId(
        sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
            .bind(name)
            .fetch_one(pool)
            .await
            .unwrap(),
    )
}

/// `white` challenges `black` (white plays white, classical start) and `black` accepts.
pub(crate) async fn game(app: &TestApp, white: &Player, black: &Player, rated: bool) -> i64 {
    let mut fields = vec![
        ("opponent", black.name.as_str()),
        ("color", "white"),
        ("days_per_move", "3"),
        ("start", "classical"),
    ];
    if rated {
        fields.push(("rated", "on"));
    }
    let res = white.browser.post_form("/challenges", &fields).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let challenge: i64 = sqlx::query_scalar(
        "SELECT id FROM challenges WHERE challenger_id = $1 ORDER BY id DESC LIMIT 1",
    )
    .bind(white.id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let res = black
        .browser
        .post_form(&format!("/challenges/{challenge}/accept"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    res.location()
        .trim_start_matches("/games/")
        .parse()
        .unwrap()
}

/// Plays `moves` alternately from the start (White first).
pub(crate) async fn moves(white: &Player, black: &Player, game: i64, moves: &[&str]) {
    for (ply, mv) in moves.iter().enumerate() {
        let who = if ply % 2 == 0 { white } else { black };
        let res = who
            .browser
            .post_form(
                &format!("/games/{game}/move"),
                &[("move", mv), ("ply", &ply.to_string())],
            )
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{mv}: {}", res.body);
    }
}

pub(crate) async fn standing(pool: &PgPool, user: UserId) -> Standing {
    corrchess::store::ratings::standing_of(pool, user)
        .await
        .unwrap()
}

/// The game's result, end time and both players' stored changes.
async fn ended(pool: &PgPool, game: i64) -> (String, OffsetDateTime, Option<i32>, Option<i32>) {
    sqlx::query_as(
        "SELECT result, finished_at, white_rating_diff, black_rating_diff FROM games WHERE id = $1",
    )
    .bind(game)
    .fetch_one(pool)
    .await
    .unwrap()
}

async fn history_rows(pool: &PgPool, user: UserId) -> Vec<(i64, f64, f64, f64)> {
    sqlx::query_as(
        "SELECT game_id, rating, rd, volatility FROM rating_history WHERE user_id = $1 ORDER BY id",
    )
    .bind(user)
    .fetch_all(pool)
    .await
    .unwrap()
}

/// Runs `end` (which ends the rated game `game` between `white` and `black`), then
/// checks both players' new values, the game's changes and the history rows against
/// Glicko-2 from the values before.
async fn ends_rated(
    app: &TestApp,
    (white, black): (&Player, &Player),
    game: i64,
    end: impl std::future::Future<Output = ()>,
) -> GameResult {
    let (w0, b0) = (
        standing(&app.pool, white.id).await,
        standing(&app.pool, black.id).await,
    );
    end.await;
    let (result, at, white_diff, black_diff) = ended(&app.pool, game).await;
    let result = GameResult::from_pgn(&result).expect("a decided game");
    let (w, b) = rating::rate_game(w0, b0, result, at);
    let (w1, b1) = (
        standing(&app.pool, white.id).await,
        standing(&app.pool, black.id).await,
    );
    assert_eq!(w1.rating, w.after, "white after game {game}");
    assert_eq!(b1.rating, b.after, "black after game {game}");
    assert_eq!((w1.rated_at, b1.rated_at), (Some(at), Some(at)));
    assert_eq!((white_diff, black_diff), (Some(w.diff), Some(b.diff)));
    let last = |rows: Vec<(i64, f64, f64, f64)>| *rows.last().expect("a history row");
    let (g, r, d, v) = last(history_rows(&app.pool, white.id).await);
    assert_eq!(
        (g, r, d, v),
        (game, w.after.rating, w.after.rd, w.after.volatility)
    );
    let (g, r, ..) = last(history_rows(&app.pool, black.id).await);
    assert_eq!((g, r), (game, b.after.rating));
    result
}

#[tokio::test]
async fn a_mate_between_new_players_gives_1662_and_1338() {
    let app = TestApp::spawn().await;
    let (ann, bob) = (player(&app, "ann").await, player(&app, "bob").await);

    // Checkmate between two new players: 1662/290 against 1338/290.
    let g = game(&app, &bob, &ann, true).await;
    let mate = moves(&bob, &ann, g, &["f3", "e5", "g4", "Qh4#"]);
    assert_eq!(
        ends_rated(&app, (&bob, &ann), g, mate).await,
        GameResult::BlackWins
    );
    let a = standing(&app.pool, ann.id).await.rating;
    let b = standing(&app.pool, bob.id).await.rating;
    assert_eq!(
        (a.shown(), a.shown_rd(), b.shown(), b.shown_rd()),
        (1662, 290, 1338, 290)
    );
    // The mails name the ratings at the start and each player's change.
    let challenge = smtp()
        .wait_for_subject(&email_of(&ann.name), "challenges you")
        .await;
    assert!(
        challenge
            .text
            .contains(&format!("{} (rated 1500?) challenges you", bob.name)),
        "{}",
        challenge.text
    );
    let over = smtp()
        .wait_for_text(&email_of(&ann.name), &format!("game {g}, "))
        .await;
    assert!(over.text.contains("has ended: 0-1"), "{}", over.text);
    assert!(
        over.text.contains(&format!(
            "{} (white, 1500?) against {} (black, 1500?)",
            bob.name, ann.name
        )),
        "{}",
        over.text
    );
    assert!(
        over.text.contains("Your rating changed by +162."),
        "{}",
        over.text
    );
    let page = ann.browser.get(&format!("/games/{g}")).await;
    assert!(page.body.contains("+162"), "{}", page.body);
    assert!(page.body.contains("-162"), "{}", page.body);
}

#[tokio::test]
async fn resignation_draws_and_time_forfeits_rate_both_players() {
    let app = TestApp::spawn().await;
    let (ann, bob) = (player(&app, "ann").await, player(&app, "bob").await);
    let pair = (&ann, &bob);

    // Resignation (after both players moved: before, it would abort the game).
    let g = game(&app, &ann, &bob, true).await;
    moves(&ann, &bob, g, &["e4", "e5"]).await;
    let path = format!("/games/{g}/resign");
    let resign = post_ok(&ann.browser, &path, &[("confirm", "on")]);
    assert_eq!(
        ends_rated(&app, pair, g, resign).await,
        GameResult::BlackWins
    );

    // Draw by agreement.
    let g = game(&app, &ann, &bob, true).await;
    let agree = async {
        moves(&ann, &bob, g, &["e4", "e5"]).await;
        post_ok(
            &ann.browser,
            &format!("/games/{g}/draw"),
            &[("action", "offer")],
        )
        .await;
        post_ok(
            &bob.browser,
            &format!("/games/{g}/draw"),
            &[("action", "accept")],
        )
        .await;
    };
    assert_eq!(ends_rated(&app, pair, g, agree).await, GameResult::Draw);

    // Draw claimed by threefold repetition.
    let g = game(&app, &ann, &bob, true).await;
    let claim = async {
        let dance = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"];
        moves(&ann, &bob, g, &dance).await;
        post_ok(
            &ann.browser,
            &format!("/games/{g}/draw"),
            &[("action", "claim")],
        )
        .await;
    };
    assert_eq!(ends_rated(&app, pair, g, claim).await, GameResult::Draw);

    // Time forfeit, by the job loop.
    let g = game(&app, &ann, &bob, true).await;
    let forfeit = async {
        moves(&ann, &bob, g, &["e4"]).await;
        let due: OffsetDateTime = sqlx::query_scalar("SELECT deadline FROM games WHERE id = $1")
            .bind(g)
            .fetch_one(&app.pool)
            .await
            .unwrap();
        let links = links();
        let ctx = corrchess::service::Context::new(&app.pool, &links);
        jobs::run_once(ctx, due + Duration::minutes(1))
            .await
            .unwrap();
    };
    assert_eq!(
        ends_rated(&app, pair, g, forfeit).await,
        GameResult::WhiteWins
    );
    assert_eq!(history_rows(&app.pool, ann.id).await.len(), 4);
}

#[tokio::test]
async fn unrated_and_aborted_games_change_nothing() {
    let app = TestApp::spawn().await;
    let (ann, bob) = (player(&app, "ann").await, player(&app, "bob").await);
    let g = game(&app, &ann, &bob, false).await;
    moves(&ann, &bob, g, &["e4", "e5"]).await;
    post_ok(
        &ann.browser,
        &format!("/games/{g}/resign"),
        &[("confirm", "on")],
    )
    .await;
    let g2 = game(&app, &ann, &bob, true).await;
    moves(&ann, &bob, g2, &["e4"]).await;
    post_ok(
        &bob.browser,
        &format!("/games/{g2}/abort"),
        &[("confirm", "on")],
    )
    .await;
    for (game, status) in [(g, "finished"), (g2, "aborted")] {
        let (s, w, b): (String, Option<i32>, Option<i32>) = sqlx::query_as(
            "SELECT status, white_rating_diff, black_rating_diff FROM games WHERE id = $1",
        )
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
        assert_eq!((s.as_str(), w, b), (status, None, None));
    }
    for p in [&ann, &bob] {
        assert_eq!(standing(&app.pool, p.id).await, Standing::NEW);
        assert!(history_rows(&app.pool, p.id).await.is_empty());
    }
    // Both games still show the ratings the players had at their start.
    let page = ann.browser.get(&format!("/games/{g}")).await;
    assert!(page.body.contains("1500?"), "{}", page.body);
}

#[tokio::test]
async fn idle_months_widen_the_rd_before_the_next_game() {
    let app = TestApp::spawn().await;
    let (ann, bob) = (player(&app, "ann").await, player(&app, "bob").await);
    // Ann's last rated game ended 95 days ago with a settled rating.
    let settled = Rating {
        rating: 1800.0,
        rd: 60.0,
        volatility: 0.06,
    };
    sqlx::query(
        "UPDATE ratings SET rating = $2, rd = $3, volatility = $4, rated_at = now() - interval '95 days'
         WHERE user_id = $1",
    )
    .bind(ann.id)
    .bind(settled.rating)
    .bind(settled.rd)
    .bind(settled.volatility)
    .execute(&app.pool)
    .await
    .unwrap();
    let g = game(&app, &ann, &bob, true).await;
    moves(&ann, &bob, g, &["e4", "e5"]).await;
    let path = format!("/games/{g}/resign");
    let resign = post_ok(&ann.browser, &path, &[("confirm", "on")]);
    ends_rated(&app, (&ann, &bob), g, resign).await;
    // Against a game from the settled RD, the widened one loses more.
    let (_, at, ..) = ended(&app.pool, g).await;
    let fresh = Standing {
        rating: settled,
        rated_at: Some(at),
    };
    let (unwidened, _) = rating::rate_game(fresh, Standing::NEW, GameResult::BlackWins, at);
    let now = standing(&app.pool, ann.id).await.rating;
    assert!(
        now.rating < unwidened.after.rating,
        "{now:?} vs {unwidened:?}"
    );
}

#[tokio::test]
async fn two_games_ending_at_once_both_apply() {
    let app = TestApp::spawn().await;
    let (ann, bob) = (player(&app, "ann").await, player(&app, "bob").await);
    // Ann plays white in one game and black in the other: each ending locks both rows.
    let g1 = game(&app, &ann, &bob, true).await;
    let g2 = game(&app, &bob, &ann, true).await;
    moves(&ann, &bob, g1, &["e4", "e5"]).await;
    moves(&bob, &ann, g2, &["e4", "e5"]).await;
    let (p1, p2) = (format!("/games/{g1}/resign"), format!("/games/{g2}/resign"));
    tokio::join!(
        post_ok(&ann.browser, &p1, &[("confirm", "on")]),
        post_ok(&ann.browser, &p2, &[("confirm", "on")]),
    );
    let mut ends: Vec<(OffsetDateTime, i64)> = Vec::new();
    for g in [g1, g2] {
        ends.push((ended(&app.pool, g).await.1, g));
    }
    ends.sort();
    // Replayed in end order from the start, the two games give the stored values.
    let (mut a, mut b) = (Standing::NEW, Standing::NEW);
    for (at, g) in &ends {
        let ann_white = *g == g1;
        let result = if ann_white {
            GameResult::BlackWins
        } else {
            GameResult::WhiteWins
        };
        let (ua, ub) = if ann_white {
            rating::rate_game(a, b, result, *at)
        } else {
            let (ub, ua) = rating::rate_game(b, a, result, *at);
            (ua, ub)
        };
        a = Standing {
            rating: ua.after,
            rated_at: Some(*at),
        };
        b = Standing {
            rating: ub.after,
            rated_at: Some(*at),
        };
    }
    assert_eq!(standing(&app.pool, ann.id).await, a);
    assert_eq!(standing(&app.pool, bob.id).await, b);
    let games: Vec<i64> = history_rows(&app.pool, ann.id)
        .await
        .iter()
        .map(|r| r.0)
        .collect();
    assert_eq!(games, ends.iter().map(|e| e.1).collect::<Vec<_>>());
    assert_eq!(history_rows(&app.pool, bob.id).await.len(), 2);
}

/// A rated four-player round robin, started: its id, the director and the players.
async fn rated_tournament(app: &TestApp) -> (String, Player, Vec<Player>) {
    let director = player(app, "director").await;
    app.make_admin(&director.name).await;
    let res = director
        .browser
        .post_form(
            "/admin/tournaments",
            &[
                ("name", "Rated event"),
                ("format", "round_robin"),
                ("days_per_move", "3"),
                ("position_policy", "tournament"),
                ("min_players", "4"),
                ("max_players", "4"),
                ("rated", "on"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let t = res
        .location()
        .trim_start_matches("/tournaments/")
        .to_owned();
    let mut players = Vec::new();
    for name in ["lea", "max", "ned", "ola"] {
        let p = player(app, name).await;
        post_ok(&p.browser, &format!("/tournaments/{t}/join"), &[]).await;
        players.push(p);
    }
    post_ok(
        &director.browser,
        &format!("/admin/tournaments/{t}/start"),
        &[("confirm", "on")],
    )
    .await;
    (t, director, players)
}

#[tokio::test]
async fn adjudication_and_forfeit_by_withdrawal_rate_tournament_games() {
    let app = TestApp::spawn().await;
    let (t, director, players) = rated_tournament(&app).await;
    let leaver = &players[0];
    let games: Vec<(i64, i64, i64)> = sqlx::query_as(
        "SELECT id, white_id, black_id FROM games WHERE tournament_id = $1::bigint
           AND (white_id = $2 OR black_id = $2) ORDER BY round",
    )
    .bind(&t)
    .bind(leaver.id)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    let sides = |(_, w, b): (i64, i64, i64)| {
        let find = |id: i64| players.iter().find(|p| p.id.0 == id).unwrap();
        (find(w), find(b))
    };
    // The first game is adjudicated, the second resigned (half of three played), each
    // after both players moved (before, the result would count unrated).
    for &(g, ..) in &games[..2] {
        let (white, black) = sides(games.iter().copied().find(|x| x.0 == g).unwrap());
        moves(white, black, g, &["e4", "e5"]).await;
    }
    let (g, ..) = games[0];
    let adjudicate = async {
        let fields = [
            ("game_id", g.to_string()),
            ("result", "1/2-1/2".into()),
            ("reason", "agreed by both".into()),
            ("confirm", "on".into()),
        ];
        let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let path = format!("/admin/tournaments/{t}/adjudicate");
        post_ok(&director.browser, &path, &fields).await
    };
    let adjudicated = ends_rated(&app, sides(games[0]), g, adjudicate).await;
    assert_eq!(adjudicated, GameResult::Draw);
    let (g, ..) = games[1];
    let path = format!("/games/{g}/resign");
    ends_rated(
        &app,
        sides(games[1]),
        g,
        post_ok(&leaver.browser, &path, &[("confirm", "on")]),
    )
    .await;
    // Withdrawn now, the leaver loses the last game by forfeit.
    let (g, ..) = games[2];
    let withdraw = async {
        let path = format!("/admin/tournaments/{t}/withdraw");
        post_ok(
            &director.browser,
            &path,
            &[("username", &leaver.name), ("confirm", "on")],
        )
        .await
    };
    ends_rated(&app, sides(games[2]), g, withdraw).await;
    let termination: String = sqlx::query_scalar("SELECT termination FROM games WHERE id = $1")
        .bind(g)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(termination, "forfeit");
    assert_eq!(history_rows(&app.pool, leaver.id).await.len(), 3);
}

#[tokio::test]
async fn a_rated_ending_adds_two_statements() {
    let app = TestApp::spawn_with(|c| c.mail_worker = false).await;
    let counter = crate::support::statements::StatementCounter::new(&app.pool).await;
    let (ann, bob) = (
        quiet_player(&app, "ann").await,
        quiet_player(&app, "bob").await,
    );
    let unrated = game(&app, &ann, &bob, false).await;
    let rated = game(&app, &ann, &bob, true).await;
    for g in [unrated, rated] {
        moves(&ann, &bob, g, &["e4", "e5"]).await;
    }
    let resign = |g: i64| {
        let path = format!("/games/{g}/resign");
        let browser = ann.browser.clone();
        async move { post_ok(&browser, &path, &[("confirm", "on")]).await }
    };
    let ((), plain) = counter.during(resign(unrated)).await;
    let ((), with_rating) = counter.during(resign(rated)).await;
    // The session is read or taken from memory depending on what was heard just before.
    assert_eq!(
        with_rating.besides_caller(),
        plain.besides_caller() + 2,
        "unrated:\n{}\nrated:\n{}",
        plain.listing(),
        with_rating.listing()
    );
    let listing = with_rating.listing();
    for statement in [
        "FROM ratings WHERE user_id IN",
        "clock_timestamp() AS now",
        "INSERT INTO rating_history",
        "white_rating_diff = $7",
    ] {
        assert!(listing.contains(statement), "{statement}: {listing}");
    }
}

#[tokio::test]
async fn a_resignation_before_both_players_moved_aborts_the_game_unrated() {
    let app = TestApp::spawn().await;
    let (ann, bob) = (player(&app, "ann").await, player(&app, "bob").await);
    let before = (
        standing(&app.pool, ann.id).await,
        standing(&app.pool, bob.id).await,
    );
    // White resigns before any move; Black resigns after White's first move.
    let g0 = game(&app, &ann, &bob, true).await;
    let res = ann
        .browser
        .post_form(&format!("/games/{g0}/resign"), &[("confirm", "on")])
        .await;
    assert_eq!(res.location(), format!("/games/{g0}?notice=aborted"));
    let page = ann.browser.get(&res.location()).await.body;
    assert!(page.contains("The game is aborted."), "{page}");
    let g1 = game(&app, &ann, &bob, true).await;
    moves(&ann, &bob, g1, &["e4"]).await;
    post_ok(
        &bob.browser,
        &format!("/games/{g1}/resign"),
        &[("confirm", "on")],
    )
    .await;
    for g in [g0, g1] {
        let (status, result, termination): (String, String, String) =
            sqlx::query_as("SELECT status, result, termination FROM games WHERE id = $1")
                .bind(g)
                .fetch_one(&app.pool)
                .await
                .unwrap();
        assert_eq!(
            (status.as_str(), result.as_str(), termination.as_str()),
            ("aborted", "*", "aborted"),
            "game {g}"
        );
        let (_, _, white_diff, black_diff) = ended(&app.pool, g).await;
        assert_eq!((white_diff, black_diff), (None, None));
        let pgn = app.browser().get(&format!("/games/{g}.pgn")).await.body;
        assert!(pgn.contains("[Result \"*\"]"), "{pgn}");
    }
    // Neither rating moved, and no history row was written.
    assert_eq!(standing(&app.pool, ann.id).await.rating, before.0.rating);
    assert_eq!(standing(&app.pool, bob.id).await.rating, before.1.rating);
    assert!(history_rows(&app.pool, ann.id).await.is_empty());
    // The API names the state as for any aborted game.
    let api = crate::api::Api::new(&app, Some(crate::api::token_for(&app, &ann.name).await));
    let j = api.get(&format!("/api/v1/games/{g0}")).await.json;
    assert_eq!(
        (j["status"].as_str(), j["result"].as_str()),
        (Some("aborted"), Some("*"))
    );

    // From the second half-move on a resignation is a rated result.
    let g2 = game(&app, &ann, &bob, true).await;
    let resign = async {
        moves(&ann, &bob, g2, &["e4", "e5"]).await;
        post_ok(
            &ann.browser,
            &format!("/games/{g2}/resign"),
            &[("confirm", "on")],
        )
        .await;
    };
    assert_eq!(
        ends_rated(&app, (&ann, &bob), g2, resign).await,
        GameResult::BlackWins
    );
}

#[tokio::test]
async fn a_tournament_game_resigned_before_both_moved_keeps_its_result_unrated() {
    let app = TestApp::spawn().await;
    let director = player(&app, "td").await;
    app.make_admin(&director.name).await;
    let t = crate::api_tournaments::create_tournament(
        &director.browser,
        &[
            ("name", "Early"),
            ("position_policy", "game"),
            ("format", "round_robin"),
            ("days_per_move", "3"),
            ("rated", "on"),
            ("min_players", "3"),
            ("max_players", "3"),
        ],
    )
    .await;
    let mut players = Vec::new();
    for name in ["ann", "bob", "cid"] {
        let p = player(&app, name).await;
        post_ok(&p.browser, &format!("/tournaments/{t}/join"), &[]).await;
        players.push(p);
    }
    post_ok(
        &director.browser,
        &format!("/admin/tournaments/{t}/start"),
        &[("confirm", "on")],
    )
    .await;
    let api = crate::api::Api::new(
        &app,
        Some(crate::api::token_for(&app, &director.name).await),
    );
    let j = api.get(&format!("/api/v1/tournaments/{t}")).await.json;
    let g = &j["games"][0];
    let (id, white) = (g["id"].as_i64().unwrap(), g["white"].as_str().unwrap());
    let resigner = players.iter().find(|p| p.name == white).unwrap();
    let before = standing(&app.pool, resigner.id).await.rating;
    post_ok(
        &resigner.browser,
        &format!("/games/{id}/resign"),
        &[("confirm", "on")],
    )
    .await;
    // The tournament's table counts the point; the ratings do not move.
    let (status, result, rated): (String, String, bool) =
        sqlx::query_as("SELECT status, result, rated FROM games WHERE id = $1")
            .bind(id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        (status.as_str(), result.as_str(), rated),
        ("finished", "0-1", false)
    );
    assert_eq!(standing(&app.pool, resigner.id).await.rating, before);
    let j = api.get(&format!("/api/v1/tournaments/{t}")).await.json;
    let black = g["black"].as_str().unwrap();
    let points = j["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["username"] == black)
        .map(|s| s["points"].clone())
        .unwrap();
    assert!(points == "1" || points == 1.0, "{j}");
}
