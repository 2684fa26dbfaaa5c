//! Spectators' game pages come from memory until the game changes: a second view sends
//! no statement, and every change (a move through this or another server process, a
//! player renamed, a vacation booked, a game ended by hand in SQL) reaches the page,
//! because the database tells each process (`game_changed` notices sent by triggers).
//! A player's page takes the kept game only while the row's version is unchanged.

use std::time::Duration;

use reqwest::StatusCode;

use crate::api::{Api, api_game, play_ok, verified_player};
use crate::support::{Browser, TestApp, statements::StatementCounter};

/// The page's move list (its table), where a move's SAN is a link; outside it, a SAN
/// such as `e5` is also a square's name on every board.
fn move_list(body: &str) -> &str {
    let start = body.find("id=\"move-list\"").unwrap_or(body.len());
    let end = body[start..]
        .find("</table>")
        .map_or(body.len(), |e| start + e);
    &body[start..end]
}

/// Does the page's move list hold the move `san`?
fn lists_move(body: &str, san: &str) -> bool {
    move_list(body).contains(&format!(">{san}</a>"))
}

/// The anonymous page of `game` once its move list holds `san`; panics after five seconds.
async fn page_with_move(browser: &Browser, game: i64, san: &str) -> String {
    let path = format!("/games/{game}");
    for _ in 0..100 {
        let page = browser.get(&path).await;
        assert_eq!(page.status, StatusCode::OK);
        if lists_move(&page.body, san) {
            return page.body;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the move list of game {game} never showed {san:?}");
}

/// The anonymous page of `game` once it contains `text`; panics after five seconds.
async fn page_showing(browser: &Browser, game: i64, text: &str) -> String {
    let path = format!("/games/{game}");
    for _ in 0..100 {
        let page = browser.get(&path).await;
        assert_eq!(page.status, StatusCode::OK);
        if page.body.contains(text) {
            return page.body;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the page of game {game} never showed {text:?}");
}

/// A game between two fresh players on `app`, with 1. e4 played.
async fn started_game(app: &TestApp) -> (Api, Api, i64) {
    let (_, white, _) = verified_player(app, "white").await;
    let (_, black, black_name) = verified_player(app, "black").await;
    let game = api_game(&white, &black, &black_name, 518, false).await;
    play_ok(&white, game, "e2e4", 0).await;
    (white, black, game)
}

#[tokio::test]
async fn a_second_view_sends_no_statement_and_a_move_reaches_the_page() {
    let app = TestApp::spawn_with(|c| c.mail_worker = false).await;
    let (_, black, game) = started_game(&app).await;
    let spectator = app.browser();
    page_with_move(&spectator, game, "e4").await;
    let counter = StatementCounter::new(&app.pool).await;
    let path = format!("/games/{game}");
    // The notice of the move itself may arrive after the first view was kept, and
    // drop it once; after that the game stays in memory.
    let mut from_memory = false;
    for _ in 0..20 {
        let (seen, ran) = counter.during(spectator.get(&path)).await;
        assert!(lists_move(&seen.body, "e4"));
        ran.assert_at_most(1, "a spectator's view");
        if ran.total() == 0 {
            from_memory = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(from_memory, "a spectator's later view sends no statement");

    play_ok(&black, game, "c7c5", 1).await;
    let body = page_with_move(&spectator, game, "c5").await;
    assert!(lists_move(&body, "e4"), "the earlier move stays");
}

#[tokio::test]
async fn a_move_through_another_server_reaches_this_servers_page() {
    let first = TestApp::spawn().await;
    let second = TestApp::spawn_on(first.db_url.clone()).await;
    let (_, black, game) = started_game(&first).await;
    let spectator = second.browser();
    let before = page_with_move(&spectator, game, "e4").await;
    assert!(!lists_move(&before, "e5"), "no black move yet");
    play_ok(&black, game, "e7e5", 1).await;
    page_with_move(&spectator, game, "e5").await;
}

#[tokio::test]
async fn changes_made_in_sql_reach_the_page() {
    let app = TestApp::spawn().await;
    let (_, _, game) = started_game(&app).await;
    let spectator = app.browser();
    let before = page_with_move(&spectator, game, "e4").await;
    assert!(!before.contains("renamed-player"));

    sqlx::query(
        "UPDATE users SET username = 'renamed-player'
         WHERE id = (SELECT white_id FROM games WHERE id = $1)",
    )
    .bind(game)
    .execute(&app.pool)
    .await
    .unwrap();
    page_showing(&spectator, game, "renamed-player").await;

    sqlx::query(
        "INSERT INTO vacations (user_id, start_date, end_date)
         SELECT black_id, current_date, current_date + 3 FROM games WHERE id = $1",
    )
    .bind(game)
    .execute(&app.pool)
    .await
    .unwrap();
    page_showing(&spectator, game, "on vacation until").await;

    sqlx::query(
        "UPDATE games SET status = 'aborted', termination = 'aborted', deadline = NULL, finished_at = now()
         WHERE id = $1",
    )
    .bind(game)
    .execute(&app.pool)
    .await
    .unwrap();
    page_showing(&spectator, game, "aborted").await;
}

/// Has White offer a draw in game `id` without firing triggers (so without the
/// `game_changed` notice): what a notice lost or late would leave the cache with.
async fn offer_draw_unheard(app: &TestApp, id: i64) {
    let mut tx = app.pool.begin().await.unwrap();
    sqlx::query("SET LOCAL session_replication_role = replica")
        .execute(&mut *tx)
        .await
        .unwrap();
    sqlx::query("UPDATE games SET draw_offer_by = white_id WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await
        .unwrap();
    tx.commit().await.unwrap();
}

#[tokio::test]
async fn a_players_page_reads_only_their_part_and_sees_a_change_no_notice_told_of() {
    let app = TestApp::spawn_with(|c| c.mail_worker = false).await;
    let (_, white, _) = verified_player(&app, "white").await;
    let (black_page, black, black_name) = verified_player(&app, "black").await;
    let game = api_game(&white, &black, &black_name, 518, false).await;
    play_ok(&white, game, "e2e4", 0).await;
    let spectator = app.browser();
    page_with_move(&spectator, game, "e4").await;
    let path = format!("/games/{game}");

    // Kept: the player's view sends their part (and the session unless it is kept too),
    // never the moves.
    let counter = StatementCounter::new(&app.pool).await;
    let mut only_their_part = false;
    for _ in 0..20 {
        let (seen, ran) = counter.during(black_page.get(&path)).await;
        assert!(lists_move(&seen.body, "e4"));
        if ran.besides_caller() == 1 && !ran.listing().contains("move_sans") {
            only_their_part = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(
        only_their_part,
        "a player's view of a kept game reads only their part"
    );

    // A draw offer written without a notice: the spectator's page is still the kept
    // one, the player's page checks the row's version and shows the offer at once.
    offer_draw_unheard(&app, game).await;
    let player = black_page.get(&path).await;
    assert!(
        player.body.contains("id=\"draw-offer\""),
        "the player sees the new offer"
    );
    let (seen, ran) = counter.during(spectator.get(&path)).await;
    assert_eq!(ran.total(), 0, "the spectator's page is still kept");
    assert!(lists_move(&seen.body, "e4"));

    // The API never takes the kept game.
    let (answer, ran) = counter
        .during(white.get(&path.replace("/games", "/api/v1/games")))
        .await;
    assert_eq!(answer.status, StatusCode::OK);
    assert!(
        ran.listing().contains("move_sans"),
        "the API read the game:\n{}",
        ran.listing()
    );
}

#[tokio::test]
async fn a_cache_of_zero_reads_every_time() {
    let app = TestApp::spawn_with(|c| {
        c.mail_worker = false;
        c.game_view_cache = 0;
    })
    .await;
    let (_, _, game) = started_game(&app).await;
    let spectator = app.browser();
    page_with_move(&spectator, game, "e4").await;
    let counter = StatementCounter::new(&app.pool).await;
    let (_, ran) = counter
        .during(spectator.get(&format!("/games/{game}")))
        .await;
    assert!(
        ran.total() >= 1,
        "the page read the game:\n{}",
        ran.listing()
    );
}

/// Renames game `id`'s White player without firing triggers (so without a notice).
async fn rename_white_unheard(app: &TestApp, id: i64, name: &str) {
    let mut tx = app.pool.begin().await.unwrap();
    sqlx::query("SET LOCAL session_replication_role = replica")
        .execute(&mut *tx)
        .await
        .unwrap();
    sqlx::query(
        "UPDATE users SET username = $2 WHERE id = (SELECT white_id FROM games WHERE id = $1)",
    )
    .bind(id)
    .bind(name)
    .execute(&mut *tx)
    .await
    .unwrap();
    tx.commit().await.unwrap();
}

#[tokio::test]
async fn with_caches_off_every_read_goes_to_the_database() {
    let app = TestApp::spawn_with(|c| c.caches = false).await;
    let (_, _, game) = started_game(&app).await;
    let spectator = app.browser();
    let (player, _) = app.verified_user("nocaches").await;
    let path = format!("/games/{game}");
    page_with_move(&spectator, game, "e4").await;
    let counter = StatementCounter::new(&app.pool).await;
    for _ in 0..3 {
        let (seen, ran) = counter.during(spectator.get(&path)).await;
        assert!(lists_move(&seen.body, "e4"));
        assert!(
            ran.total() >= 1,
            "the page read the game:\n{}",
            ran.listing()
        );
        let (_, ran) = counter.during(player.get("/positions/518")).await;
        assert!(ran.read_session(), "{}", ran.listing());
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // A change no notice tells of shows on the very next view.
    rename_white_unheard(&app, game, "renamed-unheard").await;
    let seen = spectator.get(&path).await;
    assert!(
        seen.body.contains("renamed-unheard"),
        "the spectator sees the rename at once"
    );
}
