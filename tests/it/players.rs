//! Player pages over HTTP: the profile (rating, record, chart and its table, games with
//! pagination and a result filter), the leaderboard and the name search, the PGN archive,
//! and their refusals.

use reqwest::StatusCode;
use sqlx::PgPool;

use crate::{
    ratings::{game, moves, player, post_ok, quiet_player},
    support::{Browser, TestApp},
};
use corrchess::domain::UserId;

const CLASSICAL_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Stores `n` finished games between `a` and `b` directly, a day apart ending `n` days
/// ago up to today, colours alternating (`a` white in odd ones) and results cycling
/// white win, draw, black win.
pub(crate) async fn seed_finished(pool: &PgPool, a: UserId, b: UserId, n: i32) {
    sqlx::query(
        "INSERT INTO games (white_id, black_id, start_number, days_per_move, fen, status, result,
                            termination, created_at, finished_at)
         SELECT CASE WHEN i % 2 = 1 THEN $1 ELSE $2 END, CASE WHEN i % 2 = 1 THEN $2 ELSE $1 END,
                518, 3, $4, 'finished',
                (ARRAY['1-0', '1/2-1/2', '0-1'])[i % 3 + 1],
                CASE WHEN i % 3 = 1 THEN 'draw_agreement' ELSE 'resignation' END,
                now() - make_interval(days => $3 - i + 1), now() - make_interval(days => $3 - i)
         FROM generate_series(1, $3) AS i",
    )
    .bind(a)
    .bind(b)
    .bind(n)
    .bind(CLASSICAL_FEN)
    .execute(pool)
    .await
    .unwrap();
}

/// Game ids in the order a page's `#finished` table lists them.
fn listed_games(html: &str) -> Vec<i64> {
    let Some(at) = html.find("id=\"finished\"") else {
        return Vec::new();
    };
    let table = &html[at..html[at..].find("</table>").map_or(html.len(), |e| at + e)];
    table
        .split("<tr><td><a href=\"/games/")
        .skip(1)
        .map(|s| s.split('"').next().unwrap().parse().unwrap())
        .collect()
}

#[tokio::test]
async fn a_profile_shows_rating_record_chart_and_games() {
    let app = TestApp::spawn().await;
    let (ann, bob) = (player(&app, "ann").await, player(&app, "bob").await);
    // Bob mates Ann (rated), then a rated game runs on.
    let g = game(&app, &ann, &bob, true).await;
    moves(&ann, &bob, g, &["f3", "e5", "g4", "Qh4#"]).await;
    let running = game(&app, &bob, &ann, true).await;

    let page = app.browser().get(&format!("/players/{}", bob.name)).await;
    assert_eq!(page.status, StatusCode::OK);
    let body = &page.body;
    assert!(
        body.contains("<span class=\"rating\" id=\"rating\">1662?</span>"),
        "{body}"
    );
    assert!(body.contains("Provisional rating (RD 290"), "{body}");
    assert!(
        body.contains("<th scope=\"row\">As black</th><td>1</td><td>1</td><td>0</td><td>0</td>"),
        "{body}"
    );
    assert!(
        body.contains("<th scope=\"row\">As white</th><td>0</td>"),
        "{body}"
    );
    // The chart is drawn by the server, with the numbers in a table beside it.
    assert!(
        body.contains("<svg viewBox=\"0 0 600 240\" role=\"img\""),
        "{body}"
    );
    assert!(
        body.contains("<polyline class=\"line\" points=\""),
        "{body}"
    );
    assert!(
        body.contains(&format!(
            "<td><a href=\"/games/{g}\">{g}</a></td><td>1662</td><td>290</td>"
        )),
        "{body}"
    );
    assert!(!body.contains("<script"), "no script on the profile");
    // Games: the running one, the finished one with its change, opponents linked.
    assert!(body.contains(&format!("<a href=\"/games/{running}\">Game {running}</a> as white against <a class=\"player\" href=\"/players/{}\">{}</a> <span class=\"rating\">1338?</span>", ann.name, ann.name)), "{body}");
    assert_eq!(listed_games(body), [g]);
    assert!(body.contains("0-1 (won)</td><td>+162</td>"), "{body}");
    assert!(body.contains(&format!("href=\"/challenges/new?opponent={}\"", bob.name)));
    assert!(body.contains(&format!("href=\"/players/{}/games.pgn\"", bob.name)));
    // Any case finds the player; the player's own profile offers no challenge.
    let own = bob
        .browser
        .get(&format!("/players/{}", bob.name.to_uppercase()))
        .await;
    assert_eq!(own.status, StatusCode::OK);
    assert!(!own.body.contains("Challenge this player"));
    // The game page links both names to their profiles.
    let game_page = app.browser().get(&format!("/games/{g}")).await;
    assert!(
        game_page
            .body
            .contains(&format!("href=\"/players/{}\"", ann.name))
    );
    post_ok(
        &bob.browser,
        &format!("/games/{running}/resign"),
        &[("confirm", "on")],
    )
    .await;
}

#[tokio::test]
async fn finished_games_come_by_page_and_result() {
    let app = TestApp::spawn().await;
    let (ann, bob) = (player(&app, "ann").await, player(&app, "bob").await);
    seed_finished(&app.pool, ann.id, bob.id, 120).await;
    let base = format!("/players/{}", ann.name);
    let first = app.browser().get(&base).await;
    assert!(
        first.body.contains("Finished games (120)"),
        "{}",
        first.body
    );
    let ids = listed_games(&first.body);
    assert_eq!(ids.len(), 50);
    assert!(ids.windows(2).all(|w| w[0] > w[1]), "newest first: {ids:?}");
    assert!(first.body.contains("Page 1 of 3"));
    let third = app.browser().get(&format!("{base}?page=3")).await;
    let last = listed_games(&third.body);
    assert_eq!(last.len(), 20);
    assert_eq!(
        *last.last().unwrap(),
        ids[0] - 119,
        "the oldest game ends the list"
    );
    // 40 wins each for white and black; Ann won those she had the winning colour in.
    let won = app.browser().get(&format!("{base}?result=won")).await;
    assert!(!won.body.contains("Page 1 of"), "one page, no page links");
    let won_ids = listed_games(&won.body);
    assert_eq!(won_ids.len(), 40);
    let winners: Vec<(i64, String)> =
        sqlx::query_as("SELECT white_id, result FROM games WHERE id = ANY($1)")
            .bind(&won_ids)
            .fetch_all(&app.pool)
            .await
            .unwrap();
    for (white, result) in winners {
        let expected = if white == ann.id.0 { "1-0" } else { "0-1" };
        assert_eq!(result, expected);
    }
    let drawn = app
        .browser()
        .get(&format!("{base}?result=drawn&page=1"))
        .await;
    assert_eq!(listed_games(&drawn.body).len(), 40);
    assert!(drawn.body.contains("(drawn)"));
    // Past the last page: an empty page, not an error.
    let beyond = app.browser().get(&format!("{base}?page=9")).await;
    assert_eq!(beyond.status, StatusCode::OK);
    assert!(listed_games(&beyond.body).is_empty());
}

#[tokio::test]
async fn unknown_players_and_bad_parameters_are_refused_clearly() {
    let app = TestApp::spawn().await;
    let ann = player(&app, "ann").await;
    let page = app.browser().get("/players/nobody_here_at_all").await;
    assert_eq!(page.status, StatusCode::NOT_FOUND);
    assert!(page.body.contains("There is no player of that name."));
    let page = app.browser().get("/players/nobody_here/games.pgn").await;
    assert_eq!(page.status, StatusCode::NOT_FOUND);
    let page = app.browser().get("/players/a%00b").await;
    assert_eq!(page.status, StatusCode::NOT_FOUND, "a NUL names nobody");
    for (query, words) in [
        ("page=0", "The page must be a whole number"),
        ("page=abc", "The page must be a whole number"),
        ("page=-2", "The page must be a whole number"),
        (
            "result=draw",
            "The result filter must be won, drawn or lost",
        ),
    ] {
        let page = app
            .browser()
            .get(&format!("/players/{}?{query}", ann.name))
            .await;
        assert_eq!(page.status, StatusCode::BAD_REQUEST, "{query}");
        assert!(page.body.contains(words), "{query}: {}", page.body);
    }
    let page = app.browser().get("/players?page=zero").await;
    assert_eq!(page.status, StatusCode::BAD_REQUEST);
}

/// Sets a player's rating row as if their last rated game ended `days_ago` days ago.
pub(crate) async fn set_rating(pool: &PgPool, user: UserId, rating: f64, rd: f64, days_ago: i32) {
    sqlx::query(
        "UPDATE ratings SET rating = $2, rd = $3, rated_at = now() - make_interval(days => $4)
         WHERE user_id = $1",
    )
    .bind(user)
    .bind(rating)
    .bind(rd)
    .bind(days_ago)
    .execute(pool)
    .await
    .unwrap();
}

#[tokio::test]
async fn the_leaderboard_lists_established_active_players_and_search_finds_names() {
    let app = TestApp::spawn().await;
    let mut names = Vec::new();
    // (rating, rd, days since the last rated game): only the first three are listed.
    let cases = [
        (1900.0, 80.0, 10),
        (2100.4, 60.0, 200),
        (1750.0, 110.0, 364),
        (2500.0, 111.0, 5),
        (2400.0, 50.0, 366),
    ];
    for (i, (rating, rd, days)) in cases.into_iter().enumerate() {
        let p = player(&app, &format!("lb{i}")).await;
        set_rating(&app.pool, p.id, rating, rd, days).await;
        names.push(p.name);
    }
    let page = app.browser().get("/players").await;
    assert_eq!(page.status, StatusCode::OK);
    let board = &page.body[page.body.find("id=\"leaderboard\"").expect("a leaderboard")..];
    let (board, provisional) = board
        .split_once("id=\"provisional-heading\"")
        .expect("a list of provisional players under the leaderboard");
    let at = |name: &str| board.find(&format!(">{name}</a>"));
    let (first, second, third) = (at(&names[1]), at(&names[0]), at(&names[2]));
    assert!(
        first.is_some() && first < second && second < third,
        "{board}"
    );
    assert!(
        at(&names[3]).is_none() && at(&names[4]).is_none(),
        "{board}"
    );
    assert!(board.contains("<td>1</td>"));
    assert!(board.contains("<td>2100</td>"), "{board}");
    // The provisional player (RD 111, active) is in the second list, marked "?"; the
    // inactive one in neither.
    assert!(
        provisional.contains(&format!(">{}</a>", names[3])),
        "{provisional}"
    );
    assert!(provisional.contains("<td>2500?</td>"), "{provisional}");
    assert!(!provisional.contains(&format!(">{}</a>", names[4])));
    assert!(!provisional.contains(&format!(">{}</a>", names[0])));
    let de = Browser::with_accept_language(&app.address, "de")
        .get("/players")
        .await
        .body;
    assert!(de.contains("Vorläufige Wertungszahlen"), "{de}");

    // Search: a name's start in any case; LIKE's `_` matches only itself.
    let prefix = names[3][..8].to_uppercase();
    let found = app
        .browser()
        .get(&format!("/players?search={prefix}"))
        .await;
    assert_eq!(found.status, StatusCode::OK);
    assert!(
        found.body.contains(&format!(">{}</a>", names[3])),
        "{}",
        found.body
    );
    assert!(
        found.body.contains("2500?"),
        "provisional marked: {}",
        found.body
    );
    assert!(!found.body.contains(&format!(">{}</a>", names[4])));
    let all_lb = app.browser().get("/players?search=lb").await;
    assert_eq!(all_lb.body.matches("class=\"player\"").count(), 5);
    let underscore = app.browser().get("/players?search=l_").await;
    assert!(underscore.body.contains("name starts with that."));
}

#[tokio::test]
async fn the_pgn_archive_streams_every_finished_game() {
    let app = TestApp::spawn().await;
    let (ann, bob) = (player(&app, "ann").await, player(&app, "bob").await);
    seed_finished(&app.pool, ann.id, bob.id, 130).await;
    // One played game with moves and rating tags, ended last.
    let g = game(&app, &ann, &bob, true).await;
    moves(&ann, &bob, g, &["f3", "e5", "g4", "Qh4#"]).await;
    let res = reqwest::get(format!("{}/players/{}/games.pgn", app.address, ann.name))
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.headers().get("content-length").is_none(), "streamed");
    assert_eq!(
        res.headers()["content-type"],
        "application/x-chess-pgn; charset=utf-8"
    );
    let text = res.text().await.unwrap();
    assert_eq!(text.matches("[Event ").count(), 131);
    let ids: Vec<i64> = text
        .lines()
        .filter_map(|l| l.strip_prefix("[GameId \""))
        .map(|l| l.trim_end_matches("\"]").parse().unwrap())
        .collect();
    assert_eq!(ids.len(), 131);
    assert_eq!(*ids.last().unwrap(), g, "oldest first, the last game last");
    let mut sorted = ids.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), 131, "no game twice");
    let last = &text[text.rfind("[Event ").unwrap()..];
    for tag in [
        "[WhiteElo \"1500\"]",
        "[BlackElo \"1500\"]",
        "[WhiteRatingDiff \"-162\"]",
        "[BlackRatingDiff \"+162\"]",
    ] {
        assert!(last.contains(tag), "{tag}: {last}");
    }
    assert!(last.contains("2. g4 Qh4# 0-1"), "{last}");
    // Games from before ratings carry no rating tags.
    assert_eq!(text.matches("WhiteElo").count(), 1);
    // The single game's download has the same tags.
    let one = app.browser().get(&format!("/games/{g}.pgn")).await;
    assert!(
        one.body.contains("[WhiteRatingDiff \"-162\"]"),
        "{}",
        one.body
    );
}

#[tokio::test]
async fn a_profile_sends_as_many_statements_for_many_games_as_for_one() {
    let app = TestApp::spawn_with(|c| c.mail_worker = false).await;
    let counter = crate::support::statements::StatementCounter::new(&app.pool).await;
    let (ann, bob) = (
        quiet_player(&app, "ann").await,
        quiet_player(&app, "bob").await,
    );
    seed_finished(&app.pool, ann.id, bob.id, 1).await;
    let visitor = app.browser();
    let path = format!("/players/{}", ann.name);
    visitor.get("/").await;
    let (page, one) = counter.during(visitor.get(&path)).await;
    assert_eq!(listed_games(&page.body).len(), 1);
    seed_finished(&app.pool, ann.id, bob.id, 119).await;
    let (page, many) = counter.during(visitor.get(&path)).await;
    assert_eq!(listed_games(&page.body).len(), 50);
    assert_eq!(one.total(), many.total(), "{}", many.listing());
    // The player, record, chart, running and finished games, tournaments, clubs, and
    // the record by start position (player_position_stats).
    many.assert_at_most(8, "a profile page");
}

#[tokio::test]
async fn the_pgn_archive_is_written_from_the_recorded_moves_without_replaying_them() {
    let app = TestApp::spawn().await;
    let (ann, bob) = (player(&app, "ann").await, player(&app, "bob").await);
    seed_finished(&app.pool, ann.id, bob.id, 3).await;
    let g = game(&app, &ann, &bob, true).await;
    moves(&ann, &bob, g, &["f3", "e5", "g4", "Qh4#"]).await;
    let single = app.browser().get(&format!("/games/{g}.pgn")).await;
    assert_eq!(single.status, StatusCode::OK);
    // The log's UCI no longer replays: only the recorded SAN can give the moves now.
    sqlx::query("UPDATE moves SET uci = 'a1a1' WHERE game_id = $1")
        .bind(g)
        .execute(&app.pool)
        .await
        .unwrap();
    let url = format!("{}/players/{}/games.pgn", app.address, ann.name);
    let text = reqwest::get(url).await.unwrap().text().await.unwrap();
    assert_eq!(text.matches("[Event ").count(), 4, "{text}");
    let last = &text[text.rfind("[Event ").unwrap()..];
    assert_eq!(last.trim_end(), single.body.trim_end(), "as the game's own");
    assert!(last.contains("2. g4 Qh4# 0-1"), "{last}");
}

#[tokio::test]
async fn the_pgn_archive_is_rate_limited_per_client_address() {
    let app = TestApp::spawn_with(|c| {
        c.rate_limits.archive_per_ip = corrchess::config::RateLimit::parse("2/1h").unwrap();
    })
    .await;
    let ann = player(&app, "ann").await;
    let url = format!("{}/players/{}/games.pgn", app.address, ann.name);
    for _ in 0..2 {
        let res = reqwest::get(&url).await.unwrap();
        assert_eq!(res.status(), StatusCode::OK);
    }
    let refused = reqwest::get(&url).await.unwrap();
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(refused.headers().contains_key("retry-after"));
    // The profile page itself is not limited.
    let page = app.browser().get(&format!("/players/{}", ann.name)).await;
    assert_eq!(page.status, StatusCode::OK);
}
