//! A move that carries a draw offer or a message is not answered by the opponent's
//! conditional line: the opponent gets the move mail with the offer and the message and
//! answers himself; his line is kept and goes on when he plays its reply by hand. The
//! same for a move sent by mail with a message.

use reqwest::StatusCode;

use crate::api::play as api_play;
use crate::conditionals::{lines_of, pair, sans, store};
use crate::mail_replies::{listening_app, new_game, relay, reply_message};
use crate::support::{TestApp, email_of, play::play, smtp};

/// The moves of `game`, as stored.
async fn moves(app: &TestApp, game: i64) -> Vec<String> {
    sqlx::query_scalar("SELECT san FROM moves WHERE game_id = $1 ORDER BY ply")
        .bind(game)
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_draw_offer_and_a_message_with_a_move_wait_for_the_line_owner() {
    let app = TestApp::spawn().await;
    let p = pair(&app, 518).await;
    api_play(&p.alice, p.game, "e4", 0).await;
    api_play(&p.bob, p.game, "e5", 1).await;
    let res = store(&p.bob, p.game, "Nf3 Nc6 Bb5 a6").await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);

    let extra = [("offer_draw", "on"), ("message", "draw? <i>x</i>")];
    let res = play(&p.alice_web, p.game, "Nf3", &extra).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert_eq!(
        moves(&app, p.game).await,
        ["e4", "e5", "Nf3"],
        "no reply yet"
    );

    // Bob hears of the move with the offer and the message, and sees both.
    let mail = smtp().wait_for_text(&email_of(&p.b), "played 2.Nf3").await;
    assert!(mail.text.contains("offers a draw"), "{}", mail.text);
    assert!(mail.text.contains("draw? <i>x</i>"), "{}", mail.text);
    assert!(!mail.text.contains("conditional"), "{}", mail.text);
    let page = p.bob_web.get(&format!("/games/{}", p.game)).await.body;
    assert!(page.contains("id=\"draw-offer\""), "{page}");
    assert!(page.contains("draw? &#60;i&#62;x&#60;/i&#62;"), "{page}");

    // Bob plays his line's reply by hand: the line goes on from there.
    let res = api_play(&p.bob, p.game, "Nc6", 3).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let kept = lines_of(&p.bob, p.game).await;
    assert_eq!(kept.len(), 1, "the line is kept: {kept:?}");
    assert_eq!(kept[0]["moves"][0]["san"], "Bb5");
    let res = api_play(&p.alice, p.game, "Bb5", 4).await;
    assert_eq!(
        sans(&res.json["game"]),
        ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"],
        "{}",
        res.text
    );
}

#[tokio::test]
async fn another_reply_by_hand_drops_the_kept_line() {
    let app = TestApp::spawn().await;
    let p = pair(&app, 518).await;
    api_play(&p.alice, p.game, "e4", 0).await;
    api_play(&p.bob, p.game, "e5", 1).await;
    store(&p.bob, p.game, "Nf3 Nc6 Bb5 a6").await;
    let res = play(&p.alice_web, p.game, "Nf3", &[("message", "Hello")]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert_eq!(moves(&app, p.game).await.len(), 3, "no reply to a message");
    api_play(&p.bob, p.game, "d6", 3).await;
    assert!(lines_of(&p.bob, p.game).await.is_empty(), "dropped");
    let res = api_play(&p.alice, p.game, "Bb5", 4).await;
    assert_eq!(sans(&res.json["game"]).len(), 5, "{}", res.text);
}

#[tokio::test]
async fn a_move_by_mail_with_a_message_is_not_answered_by_the_line() {
    let app = listening_app().await;
    let g = new_game(&app).await;
    play(&g.alice, g.id, "e4", &[]).await;
    play(&g.bob, g.id, "e5", &[]).await;
    let path = format!("/games/{}/conditionals", g.id);
    let res = g
        .bob
        .post_form(&path, &[("line", "Nf3 Nc6"), ("message", "")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let alice_mail = email_of(&g.a);
    let mail = smtp().wait_for_text(&alice_mail, "played 1...e5").await;
    let to = mail.reply_to().expect("a reply address");
    let raw = reply_message(&alice_mail, &to, "", "Nf3\r\nYour move, Bob.\r\n");
    relay(&app, Some(&alice_mail), &to, &raw).await.unwrap();
    smtp().wait_for_text(&alice_mail, "your move 2.Nf3").await;
    assert_eq!(moves(&app, g.id).await, ["e4", "e5", "Nf3"]);
    let to_bob = smtp().wait_for_text(&email_of(&g.b), "played 2.Nf3").await;
    assert!(to_bob.text.contains("Your move, Bob."), "{}", to_bob.text);
}
