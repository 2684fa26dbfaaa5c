//! Blocks over HTTP: a blocked player can send the blocker no challenge (page and API),
//! no message (alone or with a move: the move is refused whole, nothing stored), and
//! cannot take the blocker's open challenge; their running game goes on; unblocking
//! lets everything through again.

use reqwest::StatusCode;
use serde_json::json;

use crate::support::{TestApp, play::TwoPlayers};

async fn messages(app: &TestApp, game: i64) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM game_messages WHERE game_id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_block_refuses_challenges_and_messages_and_the_game_goes_on() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    let (white, black) = (&p.white, &p.black);
    let profile = format!("/players/{}", p.white_name);
    let page = white.get(&format!("/players/{}", p.black_name)).await;
    assert!(page.body.contains("/block\""), "{}", page.body);

    // White blocks Black.
    let res = white
        .post_form(&format!("/players/{}/block", p.black_name), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let page = white.get(&format!("/players/{}", p.black_name)).await;
    assert!(page.body.contains("/unblock\""), "{}", page.body);
    assert!(
        page.body
            .contains("no challenges and no messages from them")
    );
    assert!(!black.get(&profile).await.body.contains("You block"));

    // No challenge: the form names the field, the API too.
    let res = black
        .post_form(
            "/challenges",
            &[
                ("opponent", &p.white_name),
                ("color", "white"),
                ("days_per_move", "3"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body.contains("takes no challenges from you"),
        "{}",
        res.body
    );
    let open: i64 = sqlx::query_scalar("SELECT count(*) FROM challenges WHERE status = 'open'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(open, 0);
    // The blocker's open challenge cannot be taken by the blocked player either.
    let res = white
        .post_form(
            "/challenges",
            &[("opponent", ""), ("color", "white"), ("days_per_move", "3")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let id: i64 = sqlx::query_scalar("SELECT id FROM challenges WHERE status = 'open'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let res = black
        .post_form(&format!("/challenges/{id}/accept"), &[])
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.body);

    // No message, alone or with a move; the move without one is played.
    let game = p.game;
    let res = white
        .post_form(
            &format!("/games/{game}/move"),
            &[("move", "e4"), ("ply", "0")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let res = black
        .post_form(&format!("/games/{game}/messages"), &[("message", "hello?")])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body.contains("takes no messages from you"),
        "{}",
        res.body
    );
    let with_move = [("move", "e5"), ("ply", "1"), ("message", "hello?")];
    let res = black
        .post_form(&format!("/games/{game}/move"), &with_move)
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    assert!(
        res.body.contains("takes no messages from you"),
        "{}",
        res.body
    );
    assert_eq!(messages(&app, game).await, 0);
    let res = black
        .post_form(
            &format!("/games/{game}/move"),
            &[("move", "e5"), ("ply", "1")],
        )
        .await;
    assert_eq!(
        res.status,
        StatusCode::SEE_OTHER,
        "the game goes on: {}",
        res.body
    );
    // The blocker may still write.
    let res = white
        .post_form(
            &format!("/games/{game}/messages"),
            &[("message", "gg soon")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);

    // Unblocked: both go through again.
    let res = white
        .post_form(&format!("/players/{}/unblock", p.black_name), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let res = black
        .post_form(&format!("/games/{game}/messages"), &[("message", "thanks")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert_eq!(messages(&app, game).await, 2);
    let res = black
        .post_form(
            "/challenges",
            &[
                ("opponent", &p.white_name),
                ("color", "white"),
                ("days_per_move", "3"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);

    // Nobody blocks themselves or an unknown name.
    let me = white
        .post_form(&format!("/players/{}/block", p.white_name), &[])
        .await;
    assert_eq!(me.status, StatusCode::CONFLICT);
    let nobody = white.post_form("/players/nobody_here_x/block", &[]).await;
    assert_eq!(nobody.status, StatusCode::NOT_FOUND);
    let _ = json!({});
}
