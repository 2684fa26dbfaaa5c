//! What each start position yields: the figures on a position's page, in the table
//! of all positions and in the API, and a player's record by position on their
//! profile, equal to what the test counts from the games it played.

use reqwest::StatusCode;
use serde_json::json;

use crate::api::{Api, api_game, both_moved, verified_player};
use crate::support::TestApp;
use crate::support::statements::{Ran, StatementCounter};

/// A finished game from `start`: both move (1. e4 e5), then `loser` resigns.
async fn finished(white: &Api, black: &Api, black_name: &str, start: i64, white_wins: bool) {
    let game = api_game(white, black, black_name, start, true).await;
    both_moved(white, black, game).await;
    let loser = if white_wins { black } else { white };
    let res = loser
        .post_empty(&format!("/api/v1/games/{game}/resign"))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
}

#[tokio::test]
async fn figures_match_the_games_played() {
    let app = TestApp::spawn().await;
    let (page, white, white_name) = verified_player(&app, "psw").await;
    let (_, black, black_name) = verified_player(&app, "psb").await;
    // Position 100: White wins twice, Black once; position 200: Black once.
    let played = [(100, true), (100, true), (100, false), (200, false)];
    for (start, white_wins) in played {
        finished(&white, &black, &black_name, start, white_wins).await;
    }
    // A running game and an aborted one count for nothing.
    api_game(&white, &black, &black_name, 100, true).await;
    let aborted = api_game(&white, &black, &black_name, 100, true).await;
    let res = white
        .post_empty(&format!("/api/v1/games/{aborted}/resign"))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);

    let count = |start: i64, white_wins: Option<bool>| {
        played
            .iter()
            .filter(|(s, w)| *s == start && white_wins.is_none_or(|ww| ww == *w))
            .count()
    };
    let stats = white.get("/api/v1/positions/100/stats").await;
    assert_eq!(stats.status, StatusCode::OK, "{}", stats.text);
    assert_eq!(stats.json["games"], count(100, None), "{}", stats.text);
    assert_eq!(stats.json["white_wins"], count(100, Some(true)));
    assert_eq!(stats.json["black_wins"], count(100, Some(false)));
    assert_eq!(stats.json["draws"], 0);
    assert_eq!(stats.json["average_plies"], json!(2.0));
    let empty = white.get("/api/v1/positions/5/stats").await;
    assert_eq!(empty.json["games"], 0, "{}", empty.text);
    assert!(empty.json["average_plies"].is_null());
    white
        .get("/api/v1/positions/960/stats")
        .await
        .assert_problem(404, "not-found");

    let shown = page.get("/positions/100").await.body;
    assert!(shown.contains("<dd id=\"stats-games\">3</dd>"), "{shown}");
    assert!(
        shown.contains("<dd id=\"stats-white\">2 (67 %)</dd>"),
        "{shown}"
    );
    assert!(shown.contains("id=\"results-bar\""));
    assert!(shown.contains("id=\"stats-latest\""));
    assert!(
        page.get("/positions/5")
            .await
            .body
            .contains("id=\"stats-none\"")
    );

    let table = page.get("/positions/stats?sort=games").await.body;
    let (at_100, at_200) = (
        table.find("id=\"stats-100\"").expect("100 listed"),
        table.find("id=\"stats-200\"").expect("200 listed"),
    );
    assert!(at_100 < at_200, "the most played first");
    let table = page.get("/positions/stats?sort=black").await.body;
    assert!(table.find("id=\"stats-200\"").unwrap() < table.find("id=\"stats-100\"").unwrap());
    let filtered = page.get("/positions/stats?min=2&rated=1").await.body;
    assert!(filtered.contains("id=\"stats-100\"") && !filtered.contains("id=\"stats-200\""));
    let bad = page.get("/positions/stats?min=lots").await;
    assert_eq!(bad.status, StatusCode::OK);
    assert!(bad.body.contains("id=\"stats-min-error\""), "{}", bad.body);
    assert!(bad.body.contains("value=\"lots\""));
    let german = crate::support::Browser::with_accept_language(&app.address, "de");
    let tabelle = german.get("/positions/stats").await.body;
    assert!(
        tabelle.contains("Ergebnisse der Startstellungen"),
        "{tabelle}"
    );

    let profile = page.get(&format!("/players/{white_name}")).await.body;
    assert!(profile.contains("id=\"positions-best-white\""), "{profile}");
    assert!(profile.contains("3 games, +2 =0 −1 (67 %)"), "{profile}");
    let theirs = page.get(&format!("/players/{black_name}")).await.body;
    assert!(theirs.contains("id=\"positions-best-black\""), "{theirs}");
}

/// Statements of `GET /positions/518` for a visitor: the position's counters and its
/// latest finished games (no session without a cookie).
const POSITION_PAGE: i64 = 2;
/// Statements of `GET /positions/stats`, any sort: the summed counters.
const STATS_TABLE: i64 = 1;
/// Statements of `GET /api/v1/positions/518/stats` besides reading the token's owner.
const STATS_API: i64 = 1;

/// The median and the 95th percentile, in milliseconds, of `runs` timed requests.
async fn timed<F, Fut>(runs: usize, mut request: F) -> (f64, f64)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let mut ms = Vec::with_capacity(runs);
    for _ in 0..runs {
        let t = std::time::Instant::now();
        request().await;
        ms.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    ms.sort_by(f64::total_cmp);
    (ms[runs / 2], ms[runs * 95 / 100])
}

/// `EXPLAIN (ANALYZE, BUFFERS)` of each statement a page sent (its text as
/// `pg_stat_statements` recorded it, constants as parameters, prepared and executed
/// with the page's values), printed for docs/BENCHMARKS.md.
async fn explain(pool: &sqlx::PgPool, ran: &Ran) {
    use crate::support::statements::{SESSION_READ, TOKEN_READ};
    let mut conn = pool.acquire().await.unwrap();
    for (query, _) in &ran.statements {
        if query.contains(SESSION_READ) || query.contains(TOKEN_READ) {
            continue;
        }
        let values = if query.contains("LIMIT $2") {
            "(518, 10, 'finished')"
        } else if query.contains("start_number = $2") {
            "(false, 518)"
        } else if query.contains("$3") {
            // The sorts by a share: `greatest(sum(games), 1)`.
            "(false, 1, 1)"
        } else {
            "(false, 1)"
        };
        // The statement's own text from pg_stat_statements and fixed values.
        let prepare = format!("PREPARE bench_q AS {query}");
        sqlx::raw_sql(sqlx::AssertSqlSafe(prepare))
            .execute(&mut *conn)
            .await
            .unwrap();
        let plan: Vec<(String,)> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "EXPLAIN (ANALYZE, BUFFERS) EXECUTE bench_q{values}"
        )))
        .fetch_all(&mut *conn)
        .await
        .unwrap();
        println!(
            "\n{}",
            query.split_whitespace().collect::<Vec<_>>().join(" ")
        );
        for (line,) in plan {
            println!("  {line}");
        }
        sqlx::raw_sql("DEALLOCATE bench_q")
            .execute(&mut *conn)
            .await
            .unwrap();
    }
}

/// Issue 35: the position pages over many finished games: 20,000 in the suite, and
/// 1,000,000 for docs/BENCHMARKS.md with `POSITION_GAMES=1000000`. The games are stored with `INSERT … SELECT FROM generate_series` as
/// running and finished with one `UPDATE` per batch, so the trigger of migration 0115
/// counts them as it counts a game that ends here. Prints the seeding time, each page's
/// median and 95th percentile over 200 requests and the plans of its statements;
/// asserts only the statements and the figures.
#[tokio::test]
async fn position_pages_over_many_finished_games() {
    let total: i64 = std::env::var("POSITION_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(20_000);
    let batch: i64 = 100_000;
    let app = TestApp::spawn_with(|c| c.mail_worker = false).await;
    let (_, api, name) = verified_player(&app, "bench").await;
    let seeding = std::time::Instant::now();
    // 1,000 players: copies of the verified one.
    let players: Vec<(i64,)> = sqlx::query_as(
        "INSERT INTO users (username, email, password_hash)
         SELECT 'bench' || i, 'bench' || i || '.' || u.email, u.password_hash
         FROM users u, generate_series(1, 999) AS i WHERE u.username = $1
         RETURNING id",
    )
    .bind(&name)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    let ids: Vec<i64> = players.into_iter().map(|(id,)| id).collect();
    // The notices that tell open pages and caches about each game are not what is
    // measured; the counters' trigger (and every other) runs as in production.
    sqlx::raw_sql("ALTER TABLE games DISABLE TRIGGER games_changed, DISABLE TRIGGER games_events")
        .execute(&app.pool)
        .await
        .unwrap();
    let mut from = 0;
    while from < total {
        let n = batch.min(total - from);
        let mut tx = app.pool.begin().await.unwrap();
        // Position i % 960, players spread over 999 of the 1,000, 2 to 6 plies, every
        // second round of 960 rated with both ratings (so each position has rated and
        // unrated games), results cycling 1-0, ½-½, 0-1.
        let first: (i64,) = sqlx::query_as(
            "WITH made AS (
                 INSERT INTO games (white_id, black_id, start_number, days_per_move, fen,
                                    rated, white_rating, black_rating, ply, move_sans,
                                    move_ucis, move_times, move_seconds, created_at)
                 SELECT ($1::bigint[])[1 + i % 999], ($1::bigint[])[1 + (i * 7 + 1) % 999],
                        i % 960, 3, 'startpos', (i / 960) % 2 = 0,
                        CASE WHEN (i / 960) % 2 = 0 THEN 1400 + i % 200 END,
                        CASE WHEN (i / 960) % 2 = 0 THEN 1450 + i % 150 END,
                        p, array_fill('e4'::text, ARRAY[p]),
                        array_fill('e2e4'::text, ARRAY[p]),
                        array_fill(now(), ARRAY[p]),
                        array_fill(60::bigint, ARRAY[p]),
                        now() - make_interval(secs => i)
                 FROM generate_series($2::bigint, $3::bigint) AS i,
                      LATERAL (SELECT (2 + i % 5)::int AS p) AS plies
                 RETURNING id)
             SELECT min(id) FROM made",
        )
        .bind(&ids)
        .bind(from)
        .bind(from + n - 1)
        .fetch_one(&mut *tx)
        .await
        .unwrap();
        sqlx::query(
            "UPDATE games SET status = 'finished',
                    result = (ARRAY['1-0', '1/2-1/2', '0-1'])[id % 3 + 1],
                    termination = CASE WHEN id % 3 = 1 THEN 'draw_agreement'
                                       ELSE 'resignation' END,
                    finished_at = created_at + interval '1 day'
             WHERE id >= $1 AND status = 'running'",
        )
        .bind(first.0)
        .execute(&mut *tx)
        .await
        .unwrap();
        tx.commit().await.unwrap();
        from += n;
    }
    for statement in [
        "ALTER TABLE games ENABLE TRIGGER games_changed, ENABLE TRIGGER games_events",
        "VACUUM ANALYZE games",
        "VACUUM ANALYZE position_stats",
        "VACUUM ANALYZE player_position_stats",
    ] {
        sqlx::raw_sql(statement).execute(&app.pool).await.unwrap();
    }
    println!("seeded {total} finished games in {:?}", seeding.elapsed());

    // The figures are what the games say.
    let (games, white, draws, black): (i64, i64, i64, i64) = sqlx::query_as(
        "SELECT count(*), count(*) FILTER (WHERE result = '1-0'),
                count(*) FILTER (WHERE result = '1/2-1/2'), count(*) FILTER (WHERE result = '0-1')
         FROM games WHERE status = 'finished' AND start_number = 518",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let stats = api.get("/api/v1/positions/518/stats").await;
    assert_eq!(stats.status, StatusCode::OK, "{}", stats.text);
    assert_eq!(
        [
            &stats.json["games"],
            &stats.json["white_wins"],
            &stats.json["draws"],
            &stats.json["black_wins"]
        ],
        [games, white, draws, black]
    );
    let counted: (i64,) = sqlx::query_as("SELECT sum(games)::bigint FROM position_stats")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(counted.0, total);

    let visitor = crate::support::Browser::new(&app.address);
    let counter = StatementCounter::new(&app.pool).await;
    for (path, budget) in [
        ("/positions/518", POSITION_PAGE),
        ("/positions/stats", STATS_TABLE),
        ("/positions/stats?sort=white", STATS_TABLE),
    ] {
        measure(&app.pool, &counter, path, budget, || async {
            visitor.get(path).await.status
        })
        .await;
    }
    let path = "/api/v1/positions/518/stats";
    measure(&app.pool, &counter, path, STATS_API, || async {
        api.get(path).await.status
    })
    .await;
}

/// Asserts `path`'s statements besides the caller's are `budget`, prints their plans,
/// then the median and 95th percentile of 200 requests.
async fn measure<F, Fut>(
    pool: &sqlx::PgPool,
    counter: &StatementCounter,
    path: &str,
    budget: i64,
    request: F,
) where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = StatusCode>,
{
    let (status, ran) = counter.during(request()).await;
    assert_eq!(status, StatusCode::OK, "{path}");
    assert_eq!(ran.besides_caller(), budget, "{path}:\n{}", ran.listing());
    explain(pool, &ran).await;
    let (median, p95) = timed(200, || async {
        request().await;
    })
    .await;
    println!(
        "{path}: {} statements, median {median:.1} ms, p95 {p95:.1} ms",
        ran.total()
    );
}

/// A number too large for any start position (even for a `u16`) is no start position:
/// 404 as for 960, not a 400 about integer types; text that is no number stays 400.
#[tokio::test]
async fn a_start_number_past_any_integer_type_is_not_found() {
    let app = TestApp::spawn().await;
    let (api, _, _) = crate::api::api_user(&app, "stats_range").await;
    for n in ["960", "70000", "99999999999999999999999"] {
        let res = api.get(&format!("/api/v1/positions/{n}/stats")).await;
        res.assert_problem(404, "not-found");
        assert!(res.text.contains("numbered 0 to 959"), "{n}: {}", res.text);
    }
    for n in ["abc", "-1", "1.5"] {
        api.get(&format!("/api/v1/positions/{n}/stats"))
            .await
            .assert_problem(400, "malformed-request");
    }
    let ok = api.get("/api/v1/positions/0/stats").await;
    assert_eq!(ok.status, StatusCode::OK, "{}", ok.text);
}
