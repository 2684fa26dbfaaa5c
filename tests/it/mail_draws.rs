//! Draws by mail and what the game's mails show: a move with a draw offer sends one
//! mail that says how to accept it; `draw` / `remis` alone in a reply accepts the
//! opponent's offer or offers one, and below a move offers with it (not as a message);
//! a standing offer is in every move mail; German mails draw the board with German
//! letters; a message's mail quotes it; the challenge mail links to the challenge; the
//! HTML board marks the last move.

use reqwest::StatusCode;

use crate::mail_replies::{Game, listening_app, new_game, relay, reply_message};
use crate::support::{TestApp, email_of, play::play, smtp, smtp::ReceivedMail};

/// The reply address of the newest mail to `address` whose text has `needle`.
async fn reply_to(address: &str, needle: &str) -> (ReceivedMail, String) {
    let mail = smtp().wait_for_text(address, needle).await;
    let to = mail
        .reply_to()
        .unwrap_or_else(|| panic!("no Reply-To: {}", mail.text));
    (mail, to)
}

/// The mail's text part with its line ends as `\n`.
fn lines(mail: &ReceivedMail) -> String {
    mail.text.replace("\r\n", "\n")
}

/// Sends `body` from `player`'s address to the reply address `to`.
async fn answer(app: &TestApp, player: &str, to: &str, body: &str) {
    let from = email_of(player);
    let raw = reply_message(&from, to, "", body);
    relay(app, Some(&from), to, &raw).await.unwrap();
}

/// The game's ply, result and the name of whoever's draw offer stands.
async fn state(app: &TestApp, game: i64) -> (i32, Option<String>, Option<String>) {
    sqlx::query_as(
        "SELECT g.ply, g.result, u.username FROM games g LEFT JOIN users u ON u.id = g.draw_offer_by WHERE g.id = $1",
    )
    .bind(game)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

/// Mail of `kind` queued to `player` so far.
async fn queued(app: &TestApp, player: &str, kind: &str) -> i64 {
    sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE lower(to_address) = lower($1) AND kind = $2",
    )
    .bind(email_of(player))
    .bind(kind)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

/// The messages of the game, oldest first.
async fn messages(app: &TestApp, game: i64) -> Vec<String> {
    sqlx::query_scalar("SELECT body FROM game_messages WHERE game_id = $1 ORDER BY id")
        .bind(game)
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

async fn in_german(g: &Game) {
    for b in [&g.alice, &g.bob] {
        let res = b
            .post_form("/settings/language", &[("language", "de")])
            .await;
        assert!(res.status.is_redirection(), "{}", res.body);
    }
}

#[tokio::test]
async fn a_move_with_a_draw_offer_sends_one_mail_and_a_reply_of_draw_accepts() {
    let app = listening_app().await;
    let g = new_game(&app).await;
    let res = play(&g.alice, g.id, "e4", &[("offer_draw", "on")]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let (mail, to) = reply_to(&email_of(&g.b), "played 1.e4").await;
    for part in [&mail.text, &mail.html] {
        assert!(part.contains(&format!("{} offers a draw.", g.a)), "{part}");
        assert!(
            part.contains("reply to this mail with \"draw\" (or \"remis\") alone")
                || part
                    .contains("reply to this mail with &#34;draw&#34; (or &#34;remis&#34;) alone")
                || part.contains(
                    "reply to this mail with &quot;draw&quot; (or &quot;remis&quot;) alone"
                ),
            "{part}"
        );
    }
    // The footer's help says how to offer and accept by mail.
    assert!(
        mail.text
            .contains("A reply of \"draw\" (or \"remis\") alone accepts"),
        "{}",
        mail.text
    );
    assert_eq!(queued(&app, &g.b, "move").await, 1);
    assert_eq!(
        queued(&app, &g.b, "game_notice").await,
        0,
        "no second mail about the offer"
    );
    answer(&app, &g.b, &to, "Draw\r\n\r\n> alice played 1.e4\r\n").await;
    let (ply, result, offer) = state(&app, g.id).await;
    assert_eq!((ply, result.as_deref()), (1, Some("1/2-1/2")), "{offer:?}");
    smtp()
        .wait_for_text(&email_of(&g.a), "draw by agreement")
        .await;
}

#[tokio::test]
async fn remis_below_a_move_offers_a_draw_with_it_and_the_offer_reads_in_german() {
    let app = listening_app().await;
    let g = new_game(&app).await;
    in_german(&g).await;
    let res = play(&g.alice, g.id, "e4", &[]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let (_, to) = reply_to(&email_of(&g.b), "1.e4").await;
    // Nothing to accept yet: refused in the reader's language.
    answer(&app, &g.b, &to, "Remis angenommen\r\n").await;
    smtp()
        .wait_for_text(
            &email_of(&g.b),
            "Es gibt kein Remisangebot deines Gegners, das du annehmen könntest.",
        )
        .await;
    answer(&app, &g.b, &to, "e5\r\nremis\r\nGute Partie!\r\n").await;
    let (ply, _, offer) = state(&app, g.id).await;
    assert_eq!((ply, offer.as_deref()), (2, Some(g.b.as_str())));
    assert_eq!(
        messages(&app, g.id).await,
        ["Gute Partie!"],
        "\"remis\" is no message"
    );
    let (mail, to) = reply_to(&email_of(&g.a), "1...e5").await;
    assert!(
        mail.text.contains(&format!("{} bietet Remis an.", g.b)),
        "{}",
        mail.text
    );
    assert!(
        mail.text
            .contains("Zum Annehmen antworte auf diese Mail nur mit „remis“"),
        "{}",
        mail.text
    );
    assert!(
        mail.text.contains("Eine Antwort nur mit „remis“"),
        "the footer's help: {}",
        mail.text
    );
    assert_eq!(queued(&app, &g.a, "game_notice").await, 0, "one mail");
    // A phrase that only accepts, in German.
    answer(&app, &g.a, &to, "Remis angenommen\r\n").await;
    let (_, result, _) = state(&app, g.id).await;
    assert_eq!(result.as_deref(), Some("1/2-1/2"));
}

#[tokio::test]
async fn draw_alone_offers_when_none_stands_and_the_offer_is_in_every_move_mail() {
    let app = listening_app().await;
    let g = new_game(&app).await;
    let (alice_mail, bob_mail) = (email_of(&g.a), email_of(&g.b));
    let (_, to) = reply_to(&alice_mail, "accepted your challenge").await;
    // Nothing to accept: "accept draw" is refused, in the player's words.
    answer(&app, &g.a, &to, "accept draw\r\n").await;
    smtp()
        .wait_for_text(
            &alice_mail,
            "There is no draw offer from your opponent to accept",
        )
        .await;
    // "draw" alone, with a message below it, offers a draw (alice need not wait for
    // her move: the game page's rule).
    answer(&app, &g.a, &to, "draw\r\nShall we <agree>?\r\n").await;
    let (ply, _, offer) = state(&app, g.id).await;
    assert_eq!((ply, offer.as_deref()), (0, Some(g.a.as_str())));
    assert_eq!(messages(&app, g.id).await, ["Shall we <agree>?"]);
    let confirmed = smtp()
        .wait_for_text(&alice_mail, &format!("You offered {} a draw", g.b))
        .await;
    assert_eq!(
        confirmed.header("Auto-Submitted").as_deref(),
        Some("auto-replied")
    );
    let notice = smtp()
        .wait_for_text(&bob_mail, &format!("{} offers a draw", g.a))
        .await;
    assert!(
        notice.text.contains("> Shall we <agree>?"),
        "{}",
        notice.text
    );
    assert!(
        notice.html.contains("Shall we &#60;agree&#62;?")
            || notice.html.contains("Shall we &lt;agree&gt;?"),
        "{}",
        notice.html
    );
    assert!(
        notice
            .text
            .contains("Accept or decline it on the game page"),
        "not bob's move: no reply address, {}",
        notice.text
    );
    // Again: the rules refuse a second offer.
    answer(&app, &g.a, &to, "draw\r\n").await;
    smtp()
        .wait_for_text(&alice_mail, "Your draw offer already stands")
        .await;
    // Her move keeps the offer standing, and bob's move mail says so.
    let res = play(&g.alice, g.id, "d4", &[]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let (mail, bob_to) = reply_to(&bob_mail, "played 1.d4").await;
    assert!(
        mail.text.contains(&format!("{} offers a draw.", g.a)),
        "{}",
        mail.text
    );
    // An answer to an older mail does not touch the offer.
    answer(&app, &g.a, &to, "draw\r\n").await;
    let stale = smtp().wait_for_text(&alice_mail, "has moved on").await;
    // Its board marks the last move, d2 and d4 (both dark), as the move mails do.
    assert_eq!(stale.html.matches("#a9a436").count(), 2, "{}", stale.html);
    answer(&app, &g.b, &bob_to, "accept draw\r\n").await;
    let (_, result, _) = state(&app, g.id).await;
    assert_eq!(result.as_deref(), Some("1/2-1/2"));
}

#[tokio::test]
async fn german_mails_draw_the_board_with_german_letters_and_mark_the_last_move() {
    let app = listening_app().await;
    let g = new_game(&app).await;
    in_german(&g).await;
    let res = play(&g.alice, g.id, "Nf3", &[]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let mail = smtp().wait_for_text(&email_of(&g.b), "1.Sf3").await;
    let text = lines(&mail);
    // Bob plays black: rank 1 on top, the h-file on the left.
    assert!(text.contains("1 T . L K D L S T\n"), "{text}");
    assert!(text.contains("2 B B B B B B B B\n"), "{text}");
    assert!(text.contains("3 . . S . . . . .\n"), "{text}");
    assert!(text.contains("8 t s l k d l s t\n"), "{text}");
    // The HTML board marks g1 (dark) and f3 (light) as the site's board does.
    assert_eq!(mail.html.matches("#cad164").count(), 1, "{}", mail.html);
    assert_eq!(mail.html.matches("#a9a436").count(), 1, "{}", mail.html);
    assert!(
        mail.html
            .contains("aria-label=\"Das Brett, von deiner Seite gesehen; die zwei Felder"),
        "{}",
        mail.html
    );
    // An English reader's board keeps the English letters.
    let res = g
        .bob
        .post_form("/settings/language", &[("language", "en")])
        .await;
    assert!(res.status.is_redirection());
    let res = play(&g.bob, g.id, "e5", &[]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let res = play(&g.alice, g.id, "Nxe5", &[]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let mail = smtp().wait_for_text(&email_of(&g.b), "2.Nxe5").await;
    assert!(
        lines(&mail).contains("1 R . B K Q B N R\n"),
        "{}",
        mail.text
    );
    // f3 (light) and e5 (dark) marked.
    assert_eq!(mail.html.matches("#cad164").count(), 1, "{}", mail.html);
    assert_eq!(mail.html.matches("#a9a436").count(), 1, "{}", mail.html);
}

#[tokio::test]
async fn a_message_mail_quotes_the_message_and_the_challenge_mail_links_to_it() {
    let app = TestApp::spawn().await;
    let g = new_game(&app).await;
    let res = g
        .bob
        .post_form(
            &format!("/games/{}/messages", g.id),
            &[("message", "Hello <b>there</b>\r\nsecond line")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let mail = smtp()
        .wait_for_text(&email_of(&g.a), "sent you a message")
        .await;
    assert!(
        lines(&mail).contains("> Hello <b>there</b>\n> second line"),
        "{}",
        mail.text
    );
    assert!(!mail.html.contains("<b>there"), "escaped: {}", mail.html);
    assert!(
        mail.html.contains("Hello &#60;b&#62;there") || mail.html.contains("Hello &lt;b&gt;there"),
        "{}",
        mail.html
    );

    // A challenge's mail links to the challenge on the list, where its row has the id.
    let res = g
        .alice
        .post_form(
            "/challenges",
            &[
                ("opponent", g.b.as_str()),
                ("color", "white"),
                ("start", "classical"),
                ("days_per_move", "4"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let id: i64 = sqlx::query_scalar("SELECT max(id) FROM challenges")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let mail = smtp()
        .wait_for_text(&email_of(&g.b), "4 days per move")
        .await;
    let link = format!("/challenges#challenge-{id}");
    assert!(mail.text.contains(&link), "{}", mail.text);
    assert!(mail.html.contains(&link), "{}", mail.html);
    let list = g.bob.get("/challenges").await.body;
    assert!(list.contains(&format!("id=\"challenge-{id}\"")), "{list}");
}

#[tokio::test]
async fn an_offer_made_alone_to_the_player_on_move_is_accepted_by_answering_its_mail() {
    let app = listening_app().await;
    let g = new_game(&app).await;
    // Alice is on move; Bob offers a draw on the game page.
    let res = g
        .bob
        .post_form(&format!("/games/{}/draw", g.id), &[("action", "offer")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let (notice, to) = reply_to(&email_of(&g.a), &format!("{} offers a draw", g.b)).await;
    assert!(
        notice
            .text
            .contains("reply to this mail with \"draw\" (or \"remis\") alone"),
        "{}",
        notice.text
    );
    answer(&app, &g.a, &to, "REMIS!\r\n").await;
    let (ply, result, _) = state(&app, g.id).await;
    assert_eq!((ply, result.as_deref()), (0, Some("1/2-1/2")));
}

#[tokio::test]
async fn a_digest_player_hears_of_an_offer_with_a_move_by_notice_and_in_the_digest() {
    let app = listening_app().await;
    let g = new_game(&app).await;
    let res = g
        .bob
        .post_form(
            "/settings/mail",
            &[("mail_moves", "digest"), ("digest_hour", "7")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let res = play(&g.alice, g.id, "e4", &[("offer_draw", "on")]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    // No move mail: the offer comes as its own notice.
    assert_eq!(queued(&app, &g.b, "move").await, 0);
    assert_eq!(queued(&app, &g.b, "game_notice").await, 1);
    let (notice, to) = reply_to(&email_of(&g.b), &format!("{} offers a draw (game", g.a)).await;
    assert!(
        notice
            .text
            .contains("reply to this mail with \"draw\" (or \"remis\") alone"),
        "{}",
        notice.text
    );
    let links = app.links().await;
    let ctx = corrchess::service::Context::new(&app.pool, &links);
    let seven =
        time::OffsetDateTime::now_utc().replace_time(time::Time::from_hms(7, 10, 0).unwrap());
    corrchess::jobs::run_once(ctx, seven).await.unwrap();
    let digest = smtp()
        .wait_for_subject(&email_of(&g.b), "your move in 1 game")
        .await;
    for part in [&digest.text, &digest.html] {
        assert!(
            part.contains(&format!(
                "{} offers a draw (accept or decline it on the game page)",
                g.a
            )),
            "{part}"
        );
    }
    // The notice's reply address accepts the offer (Bob is on move).
    answer(&app, &g.b, &to, "draw\r\n").await;
    let (_, result, _) = state(&app, g.id).await;
    assert_eq!(result.as_deref(), Some("1/2-1/2"));
}
