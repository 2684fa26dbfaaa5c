//! The game page without a browser: stepping back through a game (`?ply=N`), messages
//! without a move, a draw offered with a move, times on moves and messages, the board
//! setting, the server-drawn board's pieces, and the analysis board hidden until its script
//! runs.

use reqwest::StatusCode;

use crate::support::{
    TestApp, email_of,
    play::{TwoPlayers, play},
    smtp,
};

/// The text of the element with `id` (up to its first tag end), for short checks.
fn text_of(html: &str, id: &str) -> String {
    let at = html
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("no #{id} in {html}"));
    let rest = &html[at..];
    let start = rest.find('>').unwrap() + 1;
    rest[start..].split('<').next().unwrap().to_owned()
}

#[tokio::test]
async fn the_replay_names_the_move_shown_in_the_readers_notation() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    p.play_all(&["e4", "e5", "Nf3", "Nc6"]).await;
    let page = |lang: &'static str, ply: u32| {
        let b = crate::support::Browser::with_accept_language(&app.address, lang);
        let path = format!("/games/{}?ply={ply}", p.game);
        async move { text_of(&b.get(&path).await.body, "replay-shown") }
    };
    assert_eq!(page("en", 3).await, "After 2.Nf3");
    assert_eq!(page("en", 2).await, "After 1...e5");
    assert_eq!(page("de", 3).await, "Nach 2.Sf3");
    assert_eq!(page("de", 0).await, "Startstellung");
}

#[tokio::test]
async fn a_game_can_be_stepped_through_by_half_move() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    p.play_all(&["e4", "e5", "Nf3"]).await;
    let game = p.game;
    let anonymous = app.browser();

    let now = anonymous.get(&format!("/games/{game}")).await.body;
    assert_eq!(text_of(&now, "replay-shown"), "Current position");
    assert!(
        now.contains(&format!("href=\"/games/{game}?ply=2\"")),
        "previous: {now}"
    );
    assert!(!now.contains("id=\"replay-next\""), "no next at the end");
    assert!(!now.contains("id=\"history-note\""));
    let current_fen = text_of(&now, "fen");

    let first = anonymous.get(&format!("/games/{game}?ply=1")).await.body;
    assert_eq!(text_of(&first, "replay-shown"), "After 1.e4");
    assert_eq!(
        text_of(&first, "fen"),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    assert_eq!(text_of(&first, "last-move"), "Last move: 1.e4");
    for (id, ply) in [("replay-first", 0), ("replay-prev", 0), ("replay-next", 2)] {
        assert!(
            first.contains(&format!("id=\"{id}\" href=\"/games/{game}?ply={ply}\"")),
            "{id} to {ply}: {first}"
        );
    }
    assert!(first.contains(&format!("id=\"replay-last\" href=\"/games/{game}\"")));
    assert!(
        first.contains(&format!(
            "href=\"/games/{game}?ply=1\" data-ply=\"1\" aria-current=\"step\""
        )),
        "the move list marks the move shown: {first}"
    );
    assert!(first.contains("id=\"history-note\""));
    // The board drawn is that position: the e-pawn stands on e4, not e2.
    assert!(first.contains("aria-label=\"e4, white pawn\""), "{first}");
    assert!(first.contains("aria-label=\"e2, empty\""));

    let start = anonymous.get(&format!("/games/{game}?ply=0")).await.body;
    assert_eq!(text_of(&start, "replay-shown"), "Start position");
    assert!(
        !start.contains("id=\"replay-prev\""),
        "no previous at the start"
    );
    assert!(text_of(&start, "fen").starts_with("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"));

    // Out of range or not a number: the current position.
    for bad in ["3", "99", "x", "-1"] {
        let page = anonymous.get(&format!("/games/{game}?ply={bad}")).await;
        assert_eq!(page.status, StatusCode::OK, "?ply={bad}");
        assert_eq!(text_of(&page.body, "fen"), current_fen, "?ply={bad}");
    }
}

#[tokio::test]
async fn moves_and_messages_show_when_they_were_sent() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    let res = play(&p.white, p.game, "e4", &[("message", "have fun")]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let page = p.black.get(&format!("/games/{}", p.game)).await.body;
    let played_at: (String,) = sqlx::query_as(
        "SELECT to_char(played_at AT TIME ZONE 'UTC', 'FMDD Mon HH24:MI') FROM moves WHERE game_id = $1",
    )
    .bind(p.game)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(
        page.contains(&format!(">{}</time>", played_at.0)),
        "move time: {page}"
    );
    assert!(
        page.contains(&format!(
            "{} UTC</time> (with 1.e4): <bdi class=\"message-body\">have fun",
            played_at.0
        )),
        "the message, its time and its move: {page}"
    );
}

#[tokio::test]
async fn players_write_without_a_move_while_waiting_and_after_the_end() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    let path = format!("/games/{}/messages", p.game);
    // Black is not on move and writes anyway.
    let res = p
        .black
        .post_form(&path, &[("message", "Take your time")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert_eq!(
        res.location(),
        format!("/games/{}?notice=message#messages", p.game)
    );
    let page = p.white.get(&format!("/games/{}", p.game)).await.body;
    assert!(
        page.contains("UTC</time>: <bdi class=\"message-body\">Take your time"),
        "{page}"
    );
    assert!(page.contains(&format!("<strong>{}</strong>", p.black_name)));
    let mail = smtp()
        .wait_for_text(&email_of(&p.white_name), "sent you a message")
        .await;
    assert!(mail.subject.contains(&p.black_name), "{}", mail.subject);

    // Refused: empty, too long, a control character; the text is kept, nothing stored.
    let long = "x".repeat(2001);
    for (text, error) in [
        ("   ", "Write a message first."),
        (long.as_str(), "at most 2000 characters"),
        ("bell\u{7}", "contains a character that is not allowed"),
    ] {
        let res = p.black.post_form(&path, &[("message", text)]).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{text:?}");
        assert!(res.body.contains("id=\"talk-error\""), "{}", res.body);
        assert!(res.body.contains(error), "{error}: {}", res.body);
        assert!(res.body.contains("aria-describedby=\"talk-error\""));
        let kept = text.trim_end_matches('\u{7}');
        if !kept.trim().is_empty() {
            assert!(res.body.contains(kept), "the text is kept");
        }
    }
    let stored: (i64,) = sqlx::query_as("SELECT count(*) FROM game_messages WHERE game_id = $1")
        .bind(p.game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(stored.0, 1);

    // Strangers may not write; visitors are sent to log in.
    let (stranger, _) = app.verified_user("stranger").await;
    let res = stranger.post_form(&path, &[("message", "hi")]).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let res = app.browser().post_form(&path, &[("message", "hi")]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    assert!(res.location().starts_with("/login"), "{}", res.location());

    // After the end, "gg".
    let res = p
        .white
        .post_form(&format!("/games/{}/resign", p.game), &[("confirm", "on")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let res = p.black.post_form(&path, &[("message", "gg")]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let page = p.white.get(&format!("/games/{}", p.game)).await.body;
    assert!(
        page.contains("UTC</time>: <bdi class=\"message-body\">gg"),
        "{page}"
    );
}

#[tokio::test]
async fn a_draw_offered_with_a_move_stands_and_is_answered_prominently() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    let before = p.white.get(&format!("/games/{}", p.game)).await.body;
    assert!(
        before.contains("name=\"offer_draw\" value=\"on\""),
        "{before}"
    );
    let res = play(&p.white, p.game, "e4", &[("offer_draw", "on")]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let offer: (Option<i64>, i32) =
        sqlx::query_as("SELECT draw_offer_by, ply FROM games WHERE id = $1")
            .bind(p.game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(offer.1, 1, "the move is played");
    assert!(offer.0.is_some(), "and the offer stands");
    let mine = p.white.get(&format!("/games/{}", p.game)).await.body;
    assert!(mine.contains("Your draw offer stands"), "{mine}");
    let theirs = p.black.get(&format!("/games/{}", p.game)).await.body;
    let offer_box = theirs.find("id=\"draw-offer\"").expect("the offer shown");
    let form = theirs.find("id=\"move-form\"").expect("the move form");
    assert!(offer_box < form, "the offer comes before the move form");
    assert!(theirs.contains("Accept the draw") && theirs.contains(">Decline<"));
    smtp()
        .wait_for_text(&email_of(&p.black_name), "offers a draw")
        .await;
    let res = p
        .black
        .post_form(&format!("/games/{}/draw", p.game), &[("action", "accept")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let done = p.black.get(&format!("/games/{}", p.game)).await.body;
    assert!(done.contains("Result 1/2-1/2"), "{done}");

    // Without the tick box a move makes no offer.
    let q = TwoPlayers::new(&app, 518).await;
    play(&q.white, q.game, "e4", &[]).await;
    let none: (Option<i64>,) = sqlx::query_as("SELECT draw_offer_by FROM games WHERE id = $1")
        .bind(q.game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(none.0, None);
}

#[tokio::test]
async fn the_board_setting_tells_the_page_whether_board_moves_wait() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    let page = |b: &crate::support::Browser| {
        let b = b.clone();
        let path = format!("/games/{}", p.game);
        async move { b.get(&path).await.body }
    };
    assert!(
        page(&p.white).await.contains("data-confirm=\"1\""),
        "on by default"
    );
    let settings = p.white.get("/settings").await.body;
    assert!(settings.contains("name=\"confirm_moves\" value=\"on\" checked"));
    let res = p.white.post_form("/settings/board", &[]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    assert_eq!(res.location(), "/settings?saved=board");
    assert!(page(&p.white).await.contains("data-confirm=\"0\""));
    let settings = p.white.get("/settings").await.body;
    assert!(!settings.contains("name=\"confirm_moves\" value=\"on\" checked"));
    let res = p
        .white
        .post_form("/settings/board", &[("confirm_moves", "on")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    assert!(page(&p.white).await.contains("data-confirm=\"1\""));
}

#[tokio::test]
async fn the_server_drawn_board_uses_the_svg_piece_set() {
    let app = TestApp::spawn().await;
    let page = app.browser().get("/positions/518").await.body;
    assert_eq!(page.matches("<image href=\"/static/piece-").count(), 32);
    assert!(page.contains("href=\"/static/piece-wK.svg\""));
    for name in ["wK", "bN", "wP", "bQ"] {
        let res = app
            .browser()
            .get(&format!("/static/piece-{name}.svg"))
            .await;
        assert_eq!(res.status, StatusCode::OK, "{name}");
        assert_eq!(res.headers["content-type"], "image/svg+xml");
        assert!(res.body.starts_with("<svg"), "{name}");
    }
    for name in [
        "board-libs.js",
        "board-kit.js",
        "game.js",
        "analysis.js",
        "chessground.css",
        "pieces.css",
    ] {
        let res = app.browser().get(&format!("/static/{name}")).await;
        assert_eq!(res.status, StatusCode::OK, "{name}");
        assert!(!res.body.is_empty());
    }
    // Square labels carry no visible text of their own (axe's label-content-name-mismatch).
    let squares = page.split("<g data-square=").skip(1);
    for square in squares {
        let group = square.split("</g>").next().unwrap();
        assert!(!group.contains("<text"), "{group}");
    }
}

#[tokio::test]
async fn the_analysis_board_waits_hidden_for_its_script() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    let path = format!("/games/{}", p.game);
    for page in [
        p.black.get(&path).await.body,
        app.browser().get(&path).await.body,
    ] {
        let at = page.find("id=\"analysis\"").expect("the analysis section");
        let tag = &page[at..at + page[at..].find('>').unwrap()];
        assert!(tag.ends_with(" hidden"), "hidden without the script: {tag}");
        for script in ["board-kit.js", "game.js", "analysis.js"] {
            assert!(page.contains(&format!("<script src=\"/static/{script}\" defer>")));
        }
    }
    // Black waits for White's move: the line form the analysis board saves through.
    let black = p.black.get(&path).await.body;
    assert!(black.contains("id=\"line-form\""));
    assert!(black.contains("name=\"line\""));
}

/// The promotion chooser shows the pieces in the player's colour beside their names,
/// and the page states the site's fair-play rule.
#[tokio::test]
async fn the_promotion_chooser_shows_pieces_and_the_page_its_fair_play_rule() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    let white = p.white.get(&format!("/games/{}", p.game)).await.body;
    assert!(
        white.contains(r#"data-role="q"><img src="/static/piece-wQ.svg""#),
        "{white}"
    );
    assert!(
        white.contains("Fair play: no help from engines or tablebases during the game"),
        "{white}"
    );
    let res = play(&p.white, p.game, "e4", &[]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let black = p.black.get(&format!("/games/{}", p.game)).await.body;
    assert!(
        black.contains(r#"data-role="n"><img src="/static/piece-bN.svg""#),
        "{black}"
    );
}
