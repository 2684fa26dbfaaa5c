//! Next steps after a move: the page after a move by form names the next game waiting
//! for the player (the nearest deadline where it is their move), and a finished game
//! offers a rematch: a challenge to the same opponent on the same terms with the
//! colours swapped, listed for the opponent and mailed like any challenge.

use reqwest::StatusCode;

use crate::support::{TestApp, email_of, play::TwoPlayers, smtp};

/// The game linked by the page's "next game waiting for you", if any.
fn next_game(html: &str) -> Option<i64> {
    let at = html.find("id=\"next-game\"")?;
    let rest = &html[at..];
    let at = rest.find("href=\"/games/").unwrap() + 13;
    rest[at..].split('"').next().unwrap().parse().ok()
}

#[tokio::test]
async fn after_a_move_the_page_names_the_next_game_waiting() {
    let app = TestApp::spawn().await;
    let first = TwoPlayers::new(&app, 518).await;
    // Two more games where white moves first: the nearer deadline comes first.
    let second = TwoPlayers::new(&app, 518).await;
    let third = TwoPlayers::new(&app, 518).await;
    for g in [&second, &third] {
        sqlx::query(
            "UPDATE games SET white_id = (SELECT white_id FROM games WHERE id = $1) WHERE id = $2",
        )
        .bind(first.game)
        .bind(g.game)
        .execute(&app.pool)
        .await
        .unwrap();
    }
    sqlx::query("UPDATE games SET deadline = now() + interval '1 day' WHERE id = $1")
        .bind(third.game)
        .execute(&app.pool)
        .await
        .unwrap();
    let res = crate::support::play::play(&first.white, first.game, "e4", &[]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let page = first.white.get(&res.location()).await;
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(next_game(&page.body), Some(third.game), "{}", page.body);
    assert!(
        page.body.contains(&third.black_name),
        "the opponent is named"
    );
    // The plain page does not look for it.
    let plain = first.white.get(&format!("/games/{}", first.game)).await;
    assert_eq!(next_game(&plain.body), None);
    // With no other game on move, nothing is named.
    let res = crate::support::play::play(&first.black, first.game, "e5", &[]).await;
    let page = first.black.get(&res.location()).await;
    assert_eq!(next_game(&page.body), None, "{}", page.body);
}

#[tokio::test]
async fn a_finished_game_offers_a_rematch_with_colours_swapped() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 42).await;
    let path = format!("/games/{}", p.game);
    let rematch = format!("/games/{}/rematch", p.game);
    assert!(!p.white.get(&path).await.body.contains("id=\"rematch\""));
    let res = p.white.post_form(&rematch, &[]).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "not while it runs");
    p.play_all(&["e4", "e5"]).await;
    let res = p
        .black
        .post_form(&format!("{path}/resign"), &[("confirm", "on")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let page = p.black.get(&path).await;
    assert!(page.body.contains("id=\"rematch\""), "{}", page.body);
    assert!(
        !app.browser()
            .get(&path)
            .await
            .body
            .contains("id=\"rematch\"")
    );
    let (stranger, _) = app.verified_user("stranger").await;
    assert_eq!(
        stranger.post_form(&rematch, &[]).await.status,
        StatusCode::FORBIDDEN
    );

    let res = p.black.post_form(&rematch, &[]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert!(
        res.location().starts_with("/challenges?sent="),
        "{}",
        res.location()
    );
    // The list says what the press did, as after the challenge form.
    let list = p.black.get(&res.location()).await.body;
    assert!(list.contains("id=\"challenges-notice\""), "{list}");
    let (opponent, color, days, start, rated): (i64, String, i32, Option<i16>, bool) =
        sqlx::query_as(
            "SELECT c.opponent_id, c.color, c.days_per_move, c.start_number, c.rated
             FROM challenges c JOIN users u ON u.id = c.challenger_id
             WHERE u.username = $1 AND c.status = 'open'",
        )
        .bind(&p.black_name)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let white_id: i64 = sqlx::query_scalar("SELECT white_id FROM games WHERE id = $1")
        .bind(p.game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(opponent, white_id);
    assert_eq!(color, "white", "black of the game plays white");
    assert_eq!((days, start, rated), (3, Some(42), false));
    let list = p.white.get("/challenges").await.body;
    assert!(list.contains("A rematch of game"), "{list}");
    let mail = smtp()
        .wait_for_text(&email_of(&p.white_name), "A rematch of game")
        .await;
    assert!(mail.text.contains(&p.black_name));
    // The rematch is a value, not an English note: a German reader reads it in German.
    let (note, of): (String, Option<i64>) =
        sqlx::query_as("SELECT note, rematch_of FROM challenges WHERE status = 'open'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!((note.as_str(), of), ("", Some(p.game)));
    p.white
        .post_form("/language", &[("lang", "de"), ("back", "/challenges")])
        .await;
    let list = p.white.get("/challenges").await.body;
    let german = format!("Eine Revanche für Partie {}.", p.game);
    assert!(list.contains(&german), "{list}");
    assert!(!list.contains("A rematch of game"), "{list}");
    // Accepted, it is a game with the colours swapped.
    let id: i64 = sqlx::query_scalar("SELECT id FROM challenges WHERE status = 'open'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let res = p
        .white
        .post_form(&format!("/challenges/{id}/accept"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let game: i64 = res.location()["/games/".len()..].parse().unwrap();
    let (white, start): (i64, i16) =
        sqlx::query_as("SELECT white_id, start_number FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_ne!(white, white_id);
    assert_eq!(start, 42);
}
