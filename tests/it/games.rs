//! Challenges and games over HTTP: moves (including Chess960 castling), refusals,
//! double submits, stale pages, draws, resignation, abort, mails and concurrency.

use reqwest::StatusCode;

use crate::support::{Browser, TestApp, email_of, play::play, smtp};

/// Alice challenges Bob (alice white) with extra form fields; Bob accepts.
async fn new_game(
    app: &TestApp,
    start: &[(&str, &str)],
) -> (Browser, String, Browser, String, i64) {
    let (alice, a) = app.verified_user("alice").await;
    let (bob, b) = app.verified_user("bob").await;
    let mut fields = vec![
        ("opponent", b.as_str()),
        ("color", "white"),
        ("days_per_move", "3"),
        ("rated", "on"),
        ("note", "good luck"),
    ];
    fields.extend_from_slice(start);
    let res = alice.post_form("/challenges", &fields).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert!(
        res.location().starts_with("/challenges?sent="),
        "{}",
        res.location()
    );
    // The list names what was done.
    let sent = alice.get(&res.location()).await.body;
    assert!(
        sent.contains(&format!("Challenge sent to {b}: they are mailed")),
        "{sent}"
    );
    let id = challenge_id(&bob.get("/challenges").await.body);
    let res = bob
        .post_form(&format!("/challenges/{id}/accept"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let game: i64 = res
        .location()
        .trim_start_matches("/games/")
        .parse()
        .unwrap();
    (alice, a, bob, b, game)
}

fn challenge_id(html: &str) -> i64 {
    let at = html
        .find("id=\"challenge-")
        .expect("a challenge in the list");
    html[at + 14..].split('"').next().unwrap().parse().unwrap()
}

fn ply_of(html: &str) -> String {
    let at = html.find("name=\"ply\" value=\"").expect("a move form");
    html[at + 18..].split('"').next().unwrap().to_owned()
}

async fn play_ok(browser: &Browser, game: i64, mv: &str) {
    let res = play(browser, game, mv, &[("message", "")]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{mv}: {}", res.body);
}

async fn game_row(app: &TestApp, game: i64) -> (String, String, Option<String>, i32) {
    sqlx::query_as("SELECT status, result, termination, ply FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_whole_game_with_castling_to_checkmate() {
    let app = TestApp::spawn().await;
    let (alice, a, bob, b, game) = new_game(&app, &[("start", "classical")]).await;
    let challenge_mail = smtp()
        .wait_for_subject(&email_of(&b), "challenges you")
        .await;
    assert!(challenge_mail.text.contains("good luck"));

    let page = alice.get(&format!("/games/{game}")).await;
    assert!(page.body.contains("No. 518"));
    assert!(page.body.contains("RNBQKBNR"));
    assert!(page.body.contains("Your move"));
    assert!(
        page.body
            .contains("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        "current FEN shown"
    );
    assert!(
        page.body.contains("data-uci=\"e2e4\""),
        "legal moves offered without script"
    );

    for (who, mv) in [
        (&alice, "e4"),
        (&bob, "e5"),
        (&alice, "Bc4"),
        (&bob, "Bc5"),
        (&alice, "Ne2"),
        (&bob, "Nf6"),
    ] {
        play_ok(who, game, mv).await;
    }
    // White castles by moving the king onto its rook, as on chessmail.
    play_ok(&alice, game, "e1h1").await;
    let page = alice.get(&format!("/games/{game}?notice=played")).await;
    assert!(
        page.body.contains("king e1→g1, rook h1→f1"),
        "{}",
        page.body
    );
    let mail = smtp().wait_for_text(&email_of(&b), "played 4.O-O").await;
    assert_eq!(mail.subject, format!("corrchess: game {game}, {a} vs {b}"));
    assert!(
        mail.text
            .contains(&format!("{a} played 4.O-O in game {game}"))
    );
    assert!(mail.text.contains(&format!("/games/{game}")));
    assert!(mail.text.contains("Your deadline"));
    assert!(mail.text.contains("(3 days per move)"), "{}", mail.text);
    // Black castles with O-O.
    play_ok(&bob, game, "O-O").await;
    smtp().wait_for_text(&email_of(&a), "played 4...O-O").await;
    for (who, mv) in [
        (&alice, "a3"),
        (&bob, "Ng4"),
        (&alice, "b3"),
        (&bob, "Qh4"),
        (&alice, "a4"),
        (&bob, "Qxh2#"),
    ] {
        play_ok(who, game, mv).await;
    }
    let (status, result, termination, ply) = game_row(&app, game).await;
    assert_eq!(
        (
            status.as_str(),
            result.as_str(),
            termination.as_deref(),
            ply
        ),
        ("finished", "0-1", Some("checkmate"), 14)
    );
    let page = bob.get(&format!("/games/{game}")).await;
    assert!(page.body.contains("Result 0-1: checkmate"));
    assert!(!page.body.contains("id=\"move-form\""));

    for address in [email_of(&a), email_of(&b)] {
        let over = smtp().wait_for_text(&address, "has ended: 0-1").await;
        assert!(over.text.contains("[Variant \"Chess960\"]"));
        assert!(over.text.contains("4. O-O O-O"));
        assert!(over.text.contains("Qxh2#"));
    }
    let pgn = app.browser().get(&format!("/games/{game}.pgn")).await;
    assert_eq!(pgn.status, StatusCode::OK);
    assert!(pgn.body.contains(&format!("[White \"{a}\"]")));
    assert!(pgn.body.contains("[Result \"0-1\"]"));
    assert!(pgn.body.contains("[StartNumber \"518\"]"));
    assert!(pgn.body.contains("[TimeControl \"1/259200\"]"));
}

#[tokio::test]
async fn chess960_castling_with_the_king_already_on_g1() {
    let app = TestApp::spawn().await;
    let number = corrchess::chess::StartNumber::from_back_rank("RNNQBBKR")
        .unwrap()
        .get()
        .to_string();
    let (alice, _, bob, _, game) =
        new_game(&app, &[("start", "number"), ("start_number", &number)]).await;
    for (who, mv) in [(&alice, "g3"), (&bob, "g6"), (&alice, "Bg2"), (&bob, "Bg7")] {
        play_ok(who, game, mv).await;
    }
    // The king stands on g1 already: king onto rook is g1h1, only the rook moves.
    play_ok(&alice, game, "g1h1").await;
    let page = alice.get(&format!("/games/{game}")).await;
    assert!(page.body.contains("rook h1→f1"), "{}", page.body);
    play_ok(&bob, game, "0-0").await;
    let fen: String = sqlx::query_scalar("SELECT fen FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!(fen.starts_with("rnnqbrk1/"), "{fen}");
    assert!(fen.contains("/RNNQBRK1 w"), "{fen}");
    let sans: Vec<String> =
        sqlx::query_scalar("SELECT san FROM moves WHERE game_id = $1 ORDER BY ply")
            .bind(game)
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(sans[4..], ["O-O".to_owned(), "O-O".to_owned()]);
}

#[tokio::test]
async fn refusals_keep_the_input_and_change_nothing() {
    let app = TestApp::spawn().await;
    let (alice, _, bob, _, game) = new_game(&app, &[("start", "classical")]).await;

    // Illegal move: the page again, the reason, the input kept.
    let res = play(&alice, game, "e2e5", &[("message", "")]).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("value=\"e2e5\""));
    assert!(res.body.contains("id=\"move-error\""));
    let res = play(&alice, game, "hello", &[("message", "")]).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("is not a move"));
    // Castling is not possible yet: say why.
    let res = play(&alice, game, "O-O", &[("message", "")]).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.to_lowercase().contains("castl"), "{}", res.body);

    // The player not on move.
    let res = bob
        .post_form(
            &format!("/games/{game}/move"),
            &[("move", "e5"), ("ply", "0")],
        )
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert!(res.body.contains("not your move"));
    // A stranger.
    let (mallory, _) = app.verified_user("mallory").await;
    let res = mallory
        .post_form(
            &format!("/games/{game}/move"),
            &[("move", "e4"), ("ply", "0")],
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let res = mallory
        .post_form(&format!("/games/{game}/resign"), &[("confirm", "on")])
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    // Anonymous visitors are sent to log in.
    let res = app
        .browser()
        .post_form(
            &format!("/games/{game}/move"),
            &[("move", "e4"), ("ply", "0")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    assert_eq!(game_row(&app, game).await.3, 0, "nothing was played");

    // Anyone may look at the game, but the messages are private.
    play_ok(&alice, game, "e4").await;
    let res = bob
        .post_form(
            &format!("/games/{game}/move"),
            &[("move", "e5"), ("ply", "1"), ("message", "a secret hello")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    assert!(
        alice
            .get(&format!("/games/{game}"))
            .await
            .body
            .contains("a secret hello")
    );
    let public = mallory.get(&format!("/games/{game}")).await;
    assert_eq!(public.status, StatusCode::OK);
    assert!(!public.body.contains("a secret hello"));
    assert!(
        !app.browser()
            .get(&format!("/games/{game}"))
            .await
            .body
            .contains("a secret hello")
    );
}

#[tokio::test]
async fn stale_ply_and_double_submit() {
    let app = TestApp::spawn().await;
    let (alice, _, bob, _, game) = new_game(&app, &[("start", "classical")]).await;
    let form = alice.get(&format!("/games/{game}")).await;
    let ply = ply_of(&form.body);
    let path = format!("/games/{game}/move");
    let first = alice
        .post_form(&path, &[("move", "e4"), ("ply", &ply)])
        .await;
    assert_eq!(first.status, StatusCode::SEE_OTHER);
    // The same form sent again (double click): answered as already played.
    let again = alice
        .post_form(&path, &[("move", "e2e4"), ("ply", &ply)])
        .await;
    assert_eq!(again.status, StatusCode::SEE_OTHER);
    assert!(again.location().contains("notice=already"));
    assert_eq!(game_row(&app, game).await.3, 1);
    // Bob answers; a different old move of Alice's at ply 0 is stale.
    play_ok(&bob, game, "e5").await;
    let stale = alice
        .post_form(&path, &[("move", "d4"), ("ply", &ply)])
        .await;
    assert_eq!(stale.status, StatusCode::CONFLICT);
    assert!(stale.body.contains("The position has changed"));
    assert!(stale.body.contains("value=\"d4\""), "input kept");
    assert_eq!(game_row(&app, game).await.3, 2);
}

#[tokio::test]
async fn resignation_draws_and_abort() {
    let app = TestApp::spawn().await;
    // Abort before two moves.
    let (alice, a, bob, b, game) = new_game(&app, &[("start", "random")]).await;
    let start: i16 = sqlx::query_scalar("SELECT start_number FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!((0..960).contains(&start));
    let res = bob
        .post_form(&format!("/games/{game}/abort"), &[("confirm", "on")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    assert_eq!(game_row(&app, game).await.0, "aborted");
    smtp()
        .wait_for_text(&email_of(&a), &format!("game {game}, {a} (white"))
        .await;

    // Resignation.
    let (alice2, a2, bob2, _, game) = new_game(&app, &[("start", "classical")]).await;
    let _ = (&alice, &b, &a2);
    play_ok(&alice2, game, "e4").await;
    play_ok(&bob2, game, "e5").await;
    let res = alice2
        .post_form(&format!("/games/{game}/abort"), &[("confirm", "on")])
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "too late to abort");
    let res = bob2
        .post_form(&format!("/games/{game}/resign"), &[("confirm", "on")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let (status, result, termination, _) = game_row(&app, game).await;
    assert_eq!(
        (status.as_str(), result.as_str(), termination.as_deref()),
        ("finished", "1-0", Some("resignation"))
    );
    let res = alice2
        .post_form(&format!("/games/{game}/resign"), &[("confirm", "on")])
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "already over");

    // Draw offer, decline, offer again, accept.
    let (alice3, _, bob3, b3, game) = new_game(&app, &[("start", "classical")]).await;
    let draw = format!("/games/{game}/draw");
    assert_eq!(
        alice3
            .post_form(&draw, &[("action", "accept")])
            .await
            .status,
        StatusCode::CONFLICT,
        "nothing to accept"
    );
    assert_eq!(
        alice3.post_form(&draw, &[("action", "offer")]).await.status,
        StatusCode::SEE_OTHER
    );
    smtp().wait_for_text(&email_of(&b3), "offers a draw").await;
    assert!(
        bob3.get(&format!("/games/{game}"))
            .await
            .body
            .contains("Your opponent offers a draw")
    );
    assert_eq!(
        bob3.post_form(&draw, &[("action", "decline")]).await.status,
        StatusCode::SEE_OTHER
    );
    assert_eq!(
        bob3.post_form(&draw, &[("action", "accept")]).await.status,
        StatusCode::CONFLICT
    );
    assert_eq!(
        alice3.post_form(&draw, &[("action", "offer")]).await.status,
        StatusCode::SEE_OTHER
    );
    assert_eq!(
        bob3.post_form(&draw, &[("action", "nonsense")])
            .await
            .status,
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        bob3.post_form(&draw, &[("action", "accept")]).await.status,
        StatusCode::SEE_OTHER
    );
    let (status, result, termination, _) = game_row(&app, game).await;
    assert_eq!(
        (status.as_str(), result.as_str(), termination.as_deref()),
        ("finished", "1/2-1/2", Some("draw_agreement"))
    );
}

#[tokio::test]
async fn a_draw_offer_lapses_when_the_opponent_moves() {
    let app = TestApp::spawn().await;
    let (alice, _, bob, _, game) = new_game(&app, &[("start", "classical")]).await;
    play_ok(&alice, game, "e4").await;
    assert_eq!(
        alice
            .post_form(&format!("/games/{game}/draw"), &[("action", "offer")])
            .await
            .status,
        StatusCode::SEE_OTHER
    );
    play_ok(&bob, game, "e5").await;
    let offer: Option<i64> = sqlx::query_scalar("SELECT draw_offer_by FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(offer, None);
}

#[tokio::test]
async fn threefold_repetition_can_be_claimed() {
    let app = TestApp::spawn().await;
    let (alice, _, bob, _, game) = new_game(&app, &[("start", "classical")]).await;
    let draw = format!("/games/{game}/draw");
    for (who, mv) in [
        (&alice, "Nf3"),
        (&bob, "Nf6"),
        (&alice, "Ng1"),
        (&bob, "Ng8"),
    ] {
        play_ok(who, game, mv).await;
    }
    assert_eq!(
        alice.post_form(&draw, &[("action", "claim")]).await.status,
        StatusCode::CONFLICT,
        "only twice so far"
    );
    for (who, mv) in [
        (&alice, "Nf3"),
        (&bob, "Nf6"),
        (&alice, "Ng1"),
        (&bob, "Ng8"),
    ] {
        play_ok(who, game, mv).await;
    }
    assert!(
        alice
            .get(&format!("/games/{game}"))
            .await
            .body
            .contains("Claim a draw")
    );
    assert_eq!(
        bob.post_form(&draw, &[("action", "claim")]).await.status,
        StatusCode::CONFLICT,
        "not on move"
    );
    assert_eq!(
        alice.post_form(&draw, &[("action", "claim")]).await.status,
        StatusCode::SEE_OTHER
    );
    let (status, result, termination, _) = game_row(&app, game).await;
    assert_eq!(
        (status.as_str(), result.as_str(), termination.as_deref()),
        ("finished", "1/2-1/2", Some("threefold_repetition"))
    );
}

#[tokio::test]
async fn challenge_form_errors_and_unverified_players() {
    let app = TestApp::spawn().await;
    let (alice, _) = app.verified_user("alice").await;
    let res = alice
        .post_form(
            "/challenges",
            &[
                ("opponent", "no_such_player"),
                ("color", "purple"),
                ("days_per_move", "61"),
                ("start", "number"),
                ("start_number", "960"),
                ("note", "hi"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("There is no player called"));
    assert!(
        res.body
            .contains("Days must be a whole number from 1 to 60")
    );
    assert!(res.body.contains("from 0 to 959"));
    assert!(res.body.contains("value=\"no_such_player\""));
    assert!(res.body.contains("value=\"960\""));

    let (carl, _) = app.unverified_user("carl").await;
    let res = carl
        .post_form(
            "/challenges",
            &[
                ("opponent", ""),
                ("color", "random"),
                ("days_per_move", "3"),
                ("start", "random"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert!(res.body.contains("confirm your email address"));
    // An open challenge by Alice: unverified Carl cannot accept, nor Alice herself.
    let res = alice
        .post_form(
            "/challenges",
            &[
                ("opponent", ""),
                ("color", "random"),
                ("days_per_move", "3"),
                ("start", "random"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let id = challenge_id(&carl.get("/challenges").await.body);
    assert_eq!(
        carl.post_form(&format!("/challenges/{id}/accept"), &[])
            .await
            .status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        alice
            .post_form(&format!("/challenges/{id}/accept"), &[])
            .await
            .status,
        StatusCode::CONFLICT
    );
    // Cancelling is the challenger's; declining needs a challenge to you.
    assert_eq!(
        carl.post_form(&format!("/challenges/{id}/cancel"), &[("confirm", "on")])
            .await
            .status,
        StatusCode::CONFLICT
    );
    let withdrawn = alice
        .post_form(&format!("/challenges/{id}/cancel"), &[("confirm", "on")])
        .await;
    assert_eq!(withdrawn.status, StatusCode::SEE_OTHER);
    assert_eq!(withdrawn.location(), "/challenges?done=withdrawn");
    let list = alice.get(&withdrawn.location()).await.body;
    assert!(list.contains("Your challenge is withdrawn."), "{list}");
    assert!(
        !carl
            .get("/challenges")
            .await
            .body
            .contains(&format!("challenge-{id}\""))
    );
}

#[tokio::test]
async fn two_concurrent_accepts_make_one_game() {
    let app = TestApp::spawn().await;
    let (alice, _) = app.verified_user("alice").await;
    let (bob, _) = app.verified_user("bob").await;
    let (carol, _) = app.verified_user("carol").await;
    alice
        .post_form(
            "/challenges",
            &[
                ("opponent", ""),
                ("color", "random"),
                ("days_per_move", "3"),
                ("start", "random"),
            ],
        )
        .await;
    let id = challenge_id(&bob.get("/challenges").await.body);
    let path = format!("/challenges/{id}/accept");
    let (r1, r2) = tokio::join!(bob.post_form(&path, &[]), carol.post_form(&path, &[]));
    let mut statuses = [r1.status.as_u16(), r2.status.as_u16()];
    statuses.sort();
    assert_eq!(statuses, [303, 409]);
    let games: i64 = sqlx::query_scalar("SELECT count(*) FROM games")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(games, 1);
}

#[tokio::test]
async fn two_concurrent_moves_at_one_ply_make_one_move() {
    let app = TestApp::spawn().await;
    let (alice, _, _, _, game) = new_game(&app, &[("start", "classical")]).await;
    let path = format!("/games/{game}/move");
    let other_tab = alice.clone();
    let (r1, r2) = tokio::join!(
        alice.post_form(&path, &[("move", "e4"), ("ply", "0")]),
        other_tab.post_form(&path, &[("move", "d4"), ("ply", "0")])
    );
    let mut statuses = [r1.status.as_u16(), r2.status.as_u16()];
    statuses.sort();
    assert_eq!(statuses, [303, 409], "one move, one stale refusal");
    let moves: i64 = sqlx::query_scalar("SELECT count(*) FROM moves WHERE game_id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(moves, 1);
}

#[tokio::test]
async fn my_games_lists_my_turn_first_and_the_nav_counts_it() {
    let app = TestApp::spawn().await;
    let (alice, _, bob, _, game) = new_game(&app, &[("start", "classical")]).await;
    let page = alice.get("/games").await;
    let my_turn = page
        .body
        .split("id=\"my-turn\"")
        .nth(1)
        .expect("my turn list");
    assert!(
        my_turn
            .split("</ul>")
            .next()
            .unwrap()
            .contains(&format!("/games/{game}\""))
    );
    assert!(
        page.body
            .contains("title=\"games waiting for your move\">1<")
    );
    let page = bob.get("/games").await;
    assert!(
        page.body
            .split("id=\"waiting\"")
            .nth(1)
            .unwrap()
            .contains(&format!("/games/{game}\""))
    );
    crate::support::play::play(&alice, game, "e4", &[]).await;
    crate::support::play::play(&bob, game, "e5", &[]).await;
    bob.post_form(&format!("/games/{game}/resign"), &[("confirm", "on")])
        .await;
    let page = alice.get("/games?result=won").await;
    assert!(
        page.body
            .split("id=\"finished\"")
            .nth(1)
            .unwrap()
            .contains(&format!("/games/{game}\""))
    );
    let page = alice.get("/games?result=lost").await;
    assert!(!page.body.contains("id=\"finished\""));
}

/// The finished games listed on one page of "my games", in order.
fn finished_ids(html: &str) -> Vec<i64> {
    let Some(list) = html.split("id=\"finished\"").nth(1) else {
        return Vec::new();
    };
    list.split("</ul>")
        .next()
        .unwrap()
        .split("<a href=\"/games/")
        .skip(1)
        .map(|l| l.split('"').next().unwrap().parse().unwrap())
        .collect()
}

/// `count` ended copies of `game`, numbered `n` from 1, each changed by `changes` (an
/// SQL `SET` list over `n`; the copies are finished unless it says otherwise).
async fn ended_copies(app: &TestApp, game: i64, count: i64, changes: &str) {
    let mut tx = app.pool.begin().await.unwrap();
    let create = format!(
        "CREATE TEMP TABLE copies ON COMMIT DROP AS
             SELECT g.*, n FROM games g, generate_series(1, {count}) n WHERE g.id = $1"
    );
    let change = format!("UPDATE copies SET {changes} WHERE $1 > 0");
    for sql in [
        create.as_str(),
        "UPDATE copies SET id = nextval(pg_get_serial_sequence('games', 'id')),
             status = 'finished', deadline = NULL WHERE $1 > 0",
        change.as_str(),
        "ALTER TABLE copies DROP COLUMN n",
        "INSERT INTO games OVERRIDING SYSTEM VALUE SELECT * FROM copies WHERE $1 > 0",
    ] {
        let statement = sqlx::query(sqlx::AssertSqlSafe(sql.to_owned()));
        let bound = if sql.contains("$1") {
            statement.bind(game)
        } else {
            statement
        };
        bound.execute(&mut *tx).await.unwrap();
    }
    tx.commit().await.unwrap();
}

#[tokio::test]
async fn my_finished_games_come_in_pages_of_fifty_latest_first_with_the_filter_kept() {
    let app = TestApp::spawn().await;
    let (alice, _, _, _, game) = new_game(&app, &[("start", "classical")]).await;
    // 60 finished copies of the game, alternately won and lost by Alice (white), each
    // finished a day before the previous one.
    ended_copies(
        &app,
        game,
        60,
        "result = CASE WHEN n % 2 = 0 THEN '1-0' ELSE '0-1' END,
         termination = 'resignation', finished_at = now() - n * interval '1 day'",
    )
    .await;
    let by_end: Vec<i64> = sqlx::query_scalar(
        "SELECT id FROM games WHERE status = 'finished' ORDER BY finished_at DESC",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(by_end.len(), 60);

    let first = alice.get("/games").await;
    assert_eq!(finished_ids(&first.body), by_end[..50]);
    assert!(first.body.contains("href=\"/games?result=&amp;page=2\""));
    assert!(!first.body.contains("rel=\"prev\""));
    // The running game stays on every page.
    assert!(first.body.contains(&format!("/games/{game}\"")));
    let second = alice.get("/games?page=2").await;
    assert_eq!(finished_ids(&second.body), by_end[50..]);
    assert!(second.body.contains("href=\"/games?result=&amp;page=1\""));
    assert!(!second.body.contains("rel=\"next\""));
    assert!(second.body.contains(&format!("/games/{game}\"")));

    let won: Vec<i64> = by_end.iter().copied().skip(1).step_by(2).collect();
    let page = alice.get("/games?result=won").await;
    assert_eq!(finished_ids(&page.body), won);
    assert!(!page.body.contains("rel=\"next\""), "30 games fit one page");
    // Past the last page: an empty list, a way back, never an error.
    let page = alice.get("/games?result=won&page=9").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(finished_ids(&page.body).is_empty());
    assert!(page.body.contains("href=\"/games?result=won&amp;page=8\""));
    let page = alice.get("/games?page=zero").await;
    assert_eq!(page.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn my_finished_games_merge_both_colours_under_every_filter() {
    let app = TestApp::spawn().await;
    let (alice, a, _, _, game) = new_game(&app, &[("start", "classical")]).await;
    // 40 ended copies: Alice white or black in turn, every result and some aborted,
    // each ended an hour before the previous one.
    ended_copies(
        &app,
        game,
        40,
        "white_id = CASE WHEN n % 2 = 0 THEN black_id ELSE white_id END,
         black_id = CASE WHEN n % 2 = 0 THEN white_id ELSE black_id END,
         status = CASE WHEN n % 5 = 0 THEN 'aborted' ELSE 'finished' END,
         result = CASE WHEN n % 5 = 0 THEN '*'
                       ELSE (ARRAY['1-0', '0-1', '1/2-1/2'])[n % 3 + 1] END,
         termination = CASE WHEN n % 5 = 0 THEN 'aborted' ELSE 'resignation' END,
         finished_at = now() - n * interval '1 hour'",
    )
    .await;
    // What each game was for Alice, computed here from the rows, newest first.
    let ended: Vec<(i64, String)> = sqlx::query_as(
        "SELECT g.id, CASE WHEN g.status = 'aborted' THEN 'aborted'
                           WHEN g.result = '1/2-1/2' THEN 'draw'
                           WHEN (g.result = '1-0') = (w.username = $1) THEN 'won'
                           ELSE 'lost' END
         FROM games g JOIN users w ON w.id = g.white_id
         WHERE g.status <> 'running' ORDER BY g.finished_at DESC",
    )
    .bind(&a)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(ended.len(), 40);
    for filter in ["", "won", "lost", "draw", "aborted"] {
        let expected: Vec<i64> = ended
            .iter()
            .filter(|(_, verdict)| filter.is_empty() || verdict == filter)
            .map(|(id, _)| *id)
            .collect();
        assert!(filter.is_empty() || (1..40).contains(&expected.len()));
        let page = alice.get(&format!("/games?result={filter}")).await;
        assert_eq!(finished_ids(&page.body), expected, "filter {filter:?}");
    }
}

#[tokio::test]
async fn mail_preference_off_stops_move_mails() {
    let app = TestApp::spawn().await;
    let (alice, _, bob, b, game) = new_game(&app, &[("start", "classical")]).await;
    bob.post_form("/settings/mail", &[("mail_moves", "off")])
        .await;
    play_ok(&alice, game, "e4").await;
    play_ok(&bob, game, "e5").await;
    play_ok(&alice, game, "Nf3").await;
    // Alice gets Bob's move mail; Bob gets none for Alice's moves.
    smtp()
        .wait_for_text(&email_of(&alice_name(&app, game).await), "played 1...e5")
        .await;
    let sent: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE kind = 'move' AND lower(to_address) = lower($1)",
    )
    .bind(email_of(&b))
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(sent, 0);
}

async fn alice_name(app: &TestApp, game: i64) -> String {
    sqlx::query_scalar(
        "SELECT u.username FROM games g JOIN users u ON u.id = g.white_id WHERE g.id = $1",
    )
    .bind(game)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn after_a_move_a_draw_or_a_saved_note_the_page_names_what_happened() {
    let app = TestApp::spawn().await;
    let p = crate::support::play::TwoPlayers::new(&app, 518).await;
    let res = crate::support::play::play_ok(&p.white, p.game, "e4").await;
    assert_eq!(res.location(), format!("/games/{}?notice=played", p.game));
    let page = p.white.get(&res.location()).await.body;
    assert!(page.contains("Your move 1.e4 was played."), "{page}");
    let res = crate::support::play::play_ok(&p.black, p.game, "Nf6").await;
    let page = p.black.get(&res.location()).await.body;
    assert!(page.contains("Your move 1...Nf6 was played."), "{page}");
    // German letters for a German reader.
    crate::support::play::post_ok(&p.white, "/settings/language", &[("language", "de")]).await;
    let res = crate::support::play::play_ok(&p.white, p.game, "Nf3").await;
    let page = p.white.get(&res.location()).await.body;
    assert!(page.contains("Dein Zug 2.Sf3 ist gespielt."), "{page}");

    let note = p
        .black
        .post_form(&format!("/games/{}/notes", p.game), &[("note", "plan: d5")])
        .await;
    assert_eq!(
        note.location(),
        format!("/games/{}?notice=note-saved#note", p.game)
    );
    let page = p.black.get(&note.location()).await.body;
    assert!(page.contains("Your note is saved."), "{page}");

    let draw = |who: &Browser, action: &'static str| {
        let path = format!("/games/{}/draw", p.game);
        let who = who.clone();
        async move { who.post_form(&path, &[("action", action)]).await }
    };
    draw(&p.black, "offer").await;
    let res = draw(&p.white, "accept").await;
    assert_eq!(res.location(), format!("/games/{}?notice=accepted", p.game));
    let page = p.white.get(&res.location()).await.body;
    assert!(
        page.contains("Du hast das Remisangebot angenommen: die Partie endet remis."),
        "{page}"
    );
    assert!(!page.contains("Erledigt."), "{page}");
}
