//! Moves by mail: players answer their move mails through the app's SMTP listener and
//! through `corrchess mail receive`, and the move is played as by the form (the
//! opponent mailed, the mover confirmed); refusals go to the stored address only;
//! machine mail, forged tokens and strangers get nothing; a token plays one move.

use std::{
    io::Write,
    process::{Command, Stdio},
};

use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor, address::Envelope};
use reqwest::StatusCode;

use crate::support::{Browser, REPLY_DOMAIN, TestApp, email_of, smtp, smtp::ReceivedMail};

/// A running game between two verified players: Alice (white) challenged Bob, who
/// accepted; start position 518.
pub struct Game {
    pub alice: Browser,
    pub a: String,
    pub bob: Browser,
    pub b: String,
    pub id: i64,
}

/// An app that takes replies on its own SMTP listener.
pub async fn listening_app() -> TestApp {
    TestApp::spawn_with(|c| c.inbound_smtp_addr = Some("127.0.0.1:0".parse().unwrap())).await
}

pub async fn new_game(app: &TestApp) -> Game {
    let (alice, a) = app.verified_user("alice").await;
    let (bob, b) = app.verified_user("bob").await;
    let res = alice
        .post_form(
            "/challenges",
            &[
                ("opponent", b.as_str()),
                ("color", "white"),
                ("start", "classical"),
                ("days_per_move", "3"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let list = bob.get("/challenges").await.body;
    let at = list.find("id=\"challenge-").expect("a challenge");
    let challenge: i64 = list[at + 14..].split('"').next().unwrap().parse().unwrap();
    let res = bob
        .post_form(&format!("/challenges/{challenge}/accept"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let id = res
        .location()
        .trim_start_matches("/games/")
        .parse()
        .unwrap();
    Game {
        alice,
        a,
        bob,
        b,
        id,
    }
}

/// A plain-text reply from `from` to `to` with `body` and extra header lines.
pub fn reply_message(from: &str, to: &str, headers: &str, body: &str) -> Vec<u8> {
    format!(
        "From: <{from}>\r\nTo: <{to}>\r\nSubject: Re: your move\r\nDate: Thu, 3 Dec 2026 14:05:00 +0000\r\nMessage-ID: <{}@example.org>\r\nMIME-Version: 1.0\r\n{headers}Content-Type: text/plain; charset=utf-8\r\n\r\n{body}",
        uuid::Uuid::new_v4()
    )
    .replace("\r\n", "\n")
    .replace('\n', "\r\n")
    .into_bytes()
}

/// Sends `raw` to the app's listener with the envelope sender `sender` (`None`: `<>`)
/// and recipient `to`, as an MTA relaying it would; returns the server's refusal text
/// if it refused.
pub async fn relay(
    app: &TestApp,
    sender: Option<&str>,
    to: &str,
    raw: &[u8],
) -> Result<(), String> {
    let port = app.smtp_port.expect("the app listens for replies");
    let transport = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous("127.0.0.1")
        .port(port)
        .build();
    let envelope = Envelope::new(
        sender.map(|s| s.parse().unwrap()),
        vec![to.parse().map_err(|e| format!("{e}"))?],
    )
    .unwrap();
    transport
        .send_raw(&envelope, raw)
        .await
        .map(drop)
        .map_err(|e| e.to_string())
}

/// The reply address of the newest mail to `address` whose text has `needle`.
async fn reply_address(address: &str, needle: &str) -> (ReceivedMail, String) {
    let mail = smtp().wait_for_text(address, needle).await;
    let to = mail
        .reply_to()
        .unwrap_or_else(|| panic!("no Reply-To: {mail:?}"));
    assert!(
        to.starts_with("move+") && to.ends_with(REPLY_DOMAIN),
        "{to}"
    );
    (mail, to)
}

async fn ply(app: &TestApp, game: i64) -> i32 {
    sqlx::query_scalar("SELECT ply FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

/// Mail queued to `address` so far (answers are queued before the listener answers).
async fn queued_to(app: &TestApp, address: &str) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM outbox WHERE lower(to_address) = lower($1)")
        .bind(address)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_reply_through_the_listener_plays_the_move_and_threads_every_mail() {
    let app = listening_app().await;
    let g = new_game(&app).await;
    let (alice_mail, bob_mail) = (email_of(&g.a), email_of(&g.b));
    // Alice moves first: her "challenge accepted" mail invites the move.
    let (accepted, to) = reply_address(&alice_mail, "accepted your challenge").await;
    let subject = format!("corrchess: game {}, {} vs {}", g.id, g.a, g.b);
    assert_eq!(accepted.subject, subject);
    let raw = reply_message(
        &alice_mail,
        &to,
        "",
        "e4\r\nGood luck!\r\n\r\nOn Thu, corrchess wrote:\r\n> It is your move.\r\n",
    );
    relay(&app, Some(&alice_mail), &to, &raw).await.unwrap();
    assert_eq!(ply(&app, g.id).await, 1);

    let to_bob = smtp().wait_for_text(&bob_mail, "played 1.e4").await;
    assert!(to_bob.text.contains("Good luck!"), "{}", to_bob.text);
    assert_eq!(to_bob.subject, subject);
    let confirmed = smtp().wait_for_text(&alice_mail, "your move 1.e4").await;
    assert_eq!(confirmed.subject, subject);
    // The confirmation is the mover's receipt: the move's entry in the game's record
    // (the start is entry 1) and its hash's first digits (docs/RECORD.md).
    let hash: String = sqlx::query_scalar(
        "SELECT hash FROM game_record_entries WHERE game_id = $1 AND kind = 'move'",
    )
    .bind(g.id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let receipt = format!("Record: entry 2, {}…", &hash[..6]);
    assert!(confirmed.text.contains(&receipt), "{}", confirmed.text);
    assert_eq!(
        confirmed.header("Auto-Submitted").as_deref(),
        Some("auto-replied")
    );
    let page = g.bob.get(&format!("/games/{}", g.id)).await;
    assert!(
        page.body.contains("Good luck!"),
        "the message is stored with the move"
    );

    assert_threads(g.id, &accepted, &confirmed, &to_bob);

    // The same reply again plays nothing and is not answered; another move with the
    // spent token is refused with the position as it stands.
    let before = queued_to(&app, &alice_mail).await;
    relay(&app, Some(&alice_mail), &to, &raw).await.unwrap();
    assert_eq!(ply(&app, g.id).await, 1);
    assert_eq!(queued_to(&app, &alice_mail).await, before);
    let other = reply_message(&alice_mail, &to, "", "d4\r\n");
    relay(&app, Some(&alice_mail), &to, &other).await.unwrap();
    assert_eq!(ply(&app, g.id).await, 1);
    let stale = smtp().wait_for_text(&alice_mail, "has moved on").await;
    assert!(stale.text.contains("\"d4\""), "{}", stale.text);
    assert!(
        stale.text.contains(&format!("It is {}'s move", g.b)),
        "{}",
        stale.text
    );
    assert_eq!(
        stale.reply_to(),
        None,
        "not Alice's move: nothing to reply with"
    );
}

/// The game's mails in each player's thread: Alice's first mail (`accepted`) names her
/// thread and her later `confirmed` refers to it; Bob's move mail `to_bob` starts his
/// own thread and can be turned off with one click (RFC 8058).
fn assert_threads(
    game: i64,
    accepted: &ReceivedMail,
    confirmed: &ReceivedMail,
    to_bob: &ReceivedMail,
) {
    // Alice's thread: the first mail names it, the later one refers to it.
    let root = format!("<corrchess.game-{}.user-", game);
    let first_id = accepted.header("Message-ID").unwrap();
    assert!(first_id.starts_with(&root), "{first_id}");
    assert_eq!(accepted.header("In-Reply-To"), None);
    assert_eq!(
        confirmed.header("In-Reply-To").as_deref(),
        Some(first_id.as_str())
    );
    assert_eq!(
        confirmed.header("References").as_deref(),
        Some(first_id.as_str())
    );
    assert_ne!(
        confirmed.header("Message-ID").as_deref(),
        Some(first_id.as_str())
    );
    // Bob's thread is his own; the move mail offers one-click unsubscribing (RFC 8058).
    let bob_root = to_bob.header("Message-ID").unwrap();
    assert!(
        bob_root.starts_with(&root) && bob_root != first_id,
        "{bob_root}"
    );
    assert!(
        to_bob
            .header("List-Unsubscribe")
            .is_some_and(|l| l.starts_with("<http://corrchess.test/unsubscribe?token=")),
        "{:?}",
        to_bob.headers
    );
    assert_eq!(
        to_bob.header("List-Unsubscribe-Post").as_deref(),
        Some("List-Unsubscribe=One-Click")
    );
    assert_eq!(
        to_bob.header("Auto-Submitted").as_deref(),
        Some("auto-generated")
    );
    assert_eq!(
        confirmed.header("List-Unsubscribe"),
        None,
        "an answer, not bulk"
    );
}

#[tokio::test]
async fn mail_receive_plays_a_reply_given_on_standard_input() {
    let app = TestApp::spawn().await;
    let g = new_game(&app).await;
    let (alice_mail, bob_mail) = (email_of(&g.a), email_of(&g.b));
    let res = g
        .alice
        .post_form(
            &format!("/games/{}/move", g.id),
            &[("move", "e4"), ("ply", "0")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let (_, to) = reply_address(&bob_mail, "played 1.e4").await;
    // An HTML-only reply, as some clients send.
    let raw = format!(
        "From: Bob <{bob_mail}>\r\nTo: <{to}>\r\nSubject: Re: game\r\nMIME-Version: 1.0\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<div>e5</div><div>draw</div><div>Symmetry!</div><blockquote><p>alice played 1.e4</p></blockquote>\r\n"
    );
    let out = run_receive(
        &app,
        &["--sender", &bob_mail, "--recipient", &to],
        raw.as_bytes(),
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(ply(&app, g.id).await, 2);
    let to_alice = smtp().wait_for_text(&alice_mail, "played 1...e5").await;
    smtp()
        .wait_for_text(&alice_mail, &format!("{} offers a draw", g.b))
        .await;
    assert!(to_alice.text.contains("Symmetry!"), "{}", to_alice.text);
    let confirmed = smtp().wait_for_text(&bob_mail, "your move 1...e5").await;
    assert!(
        confirmed.text.contains("You offered a draw"),
        "{}",
        confirmed.text
    );
    let offer: Option<String> = sqlx::query_scalar(
        "SELECT u.username FROM games g JOIN users u ON u.id = g.draw_offer_by WHERE g.id = $1",
    )
    .bind(g.id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(offer.as_deref(), Some(g.b.as_str()));

    // Without the envelope, the delivery headers name the reply address.
    let (_, to) = reply_address(&alice_mail, "played 1...e5").await;
    let raw = reply_message(
        &alice_mail,
        &to,
        &format!("Delivered-To: {to}\r\n"),
        "Nf3\r\n",
    );
    let out = run_receive(&app, &[], &raw);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(ply(&app, g.id).await, 3);
}

/// Runs `corrchess mail receive` against the app's database with `stdin`.
fn run_receive(app: &TestApp, args: &[&str], stdin: &[u8]) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_corrchess"))
        .args(["mail", "receive"])
        .args(args)
        .env("DATABASE_URL", &app.db_url)
        .env("MAIL_REPLY_DOMAIN", REPLY_DOMAIN)
        .env("BASE_URL", crate::support::BASE_URL)
        .env_remove("SECRET_KEY")
        .env("RATE_LIMIT_MAIL_REPLY_ACCOUNT", "100/1h")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    child.wait_with_output().unwrap()
}

#[tokio::test]
async fn an_illegal_move_is_refused_with_the_legal_moves_and_can_be_answered_again() {
    let app = listening_app().await;
    let g = new_game(&app).await;
    let alice_mail = email_of(&g.a);
    let (_, to) = reply_address(&alice_mail, "accepted your challenge").await;
    let raw = reply_message(&alice_mail, &to, "", "Ke2\r\n");
    relay(&app, Some(&alice_mail), &to, &raw).await.unwrap();
    assert_eq!(ply(&app, g.id).await, 0);
    let refused = smtp().wait_for_text(&alice_mail, "was not played").await;
    assert!(refused.text.contains("\"Ke2\""), "{}", refused.text);
    assert!(refused.text.contains("Legal moves: "), "{}", refused.text);
    for mv in ["a3", "Nf3", "e4", "Nh3"] {
        assert!(refused.text.contains(mv), "{mv} in {}", refused.text);
    }
    assert!(refused.html.contains("<table"), "the board as a table");
    // The refusal carries the same move's address: answering it plays.
    let again = refused.reply_to().expect("a reply address");
    assert_eq!(again, to);
    let raw = reply_message(&alice_mail, &again, "", "Nf3\r\n");
    relay(&app, Some(&alice_mail), &again, &raw).await.unwrap();
    assert_eq!(ply(&app, g.id).await, 1);
    // A reply without a move is refused too.
    let bob_mail = email_of(&g.b);
    let (_, to) = reply_address(&bob_mail, "played 1.Nf3").await;
    let raw = reply_message(&bob_mail, &to, "", "\r\n> only the quote\r\n");
    relay(&app, Some(&bob_mail), &to, &raw).await.unwrap();
    let refused = smtp().wait_for_text(&bob_mail, "No move was found").await;
    assert_eq!(refused.reply_to().as_deref(), Some(to.as_str()));
    assert_eq!(ply(&app, g.id).await, 1);
}

#[tokio::test]
async fn only_the_players_address_plays_and_only_it_hears_of_a_refusal() {
    let app = listening_app().await;
    let g = new_game(&app).await;
    let alice_mail = email_of(&g.a);
    let (_, to) = reply_address(&alice_mail, "accepted your challenge").await;
    let stranger = "mallory@example.net";
    let raw = reply_message(stranger, &to, "", "e4\r\n");
    relay(&app, Some(stranger), &to, &raw).await.unwrap();
    assert_eq!(ply(&app, g.id).await, 0);
    let refused = smtp()
        .wait_for_text(&alice_mail, "not the address of your account")
        .await;
    assert!(refused.text.contains(stranger), "{}", refused.text);
    assert_eq!(queued_to(&app, stranger).await, 0, "no backscatter");
    // The address's case does not matter.
    let raw = reply_message(&alice_mail.to_uppercase(), &to, "", "e4\r\n");
    relay(&app, Some(&alice_mail), &to, &raw).await.unwrap();
    assert_eq!(ply(&app, g.id).await, 1);
}

#[tokio::test]
async fn forged_tokens_machine_mail_and_bounces_are_dropped_without_an_answer() {
    let app = listening_app().await;
    let g = new_game(&app).await;
    let alice_mail = email_of(&g.a);
    let (_, to) = reply_address(&alice_mail, "accepted your challenge").await;
    let before = queued_to(&app, &alice_mail).await;
    // A token for another ply (the tag no longer fits) and one made up.
    let (local, _) = to.split_once('@').unwrap();
    let parts: Vec<&str> = local.split('-').collect();
    let forged = format!("{}-2-{}-{}@{REPLY_DOMAIN}", parts[0], parts[2], parts[3]);
    let made_up = format!("move+{}-0-1-0123456789abcdef01234567@{REPLY_DOMAIN}", g.id);
    for address in [&forged, &made_up] {
        let raw = reply_message(&alice_mail, address, "", "e4\r\n");
        relay(&app, Some(&alice_mail), address, &raw).await.unwrap();
    }
    // An out-of-office answer, a list's bulk mail, a bounce with the null sender.
    let out_of_office = reply_message(
        &alice_mail,
        &to,
        "Auto-Submitted: auto-replied\r\n",
        "e4\r\nI am away.\r\n",
    );
    relay(&app, Some(&alice_mail), &to, &out_of_office)
        .await
        .unwrap();
    let bulk = reply_message(&alice_mail, &to, "Precedence: bulk\r\n", "e4\r\n");
    relay(&app, Some(&alice_mail), &to, &bulk).await.unwrap();
    let bounce = reply_message(&alice_mail, &to, "", "e4\r\n");
    relay(&app, None, &to, &bounce).await.unwrap();
    assert_eq!(ply(&app, g.id).await, 0, "nothing played");
    assert_eq!(
        queued_to(&app, &alice_mail).await,
        before,
        "nothing answered"
    );
    // Mail for another domain is not taken at all.
    let elsewhere = "move+1@example.org";
    let raw = reply_message(&alice_mail, elsewhere, "", "e4\r\n");
    let refused = relay(&app, Some(&alice_mail), elsewhere, &raw)
        .await
        .unwrap_err();
    assert!(
        refused.contains("550") || refused.contains("Only mail for"),
        "{refused}"
    );
    // An Auto-Submitted: no reply is a person's: it plays.
    let person = reply_message(&alice_mail, &to, "Auto-Submitted: no\r\n", "e4\r\n");
    relay(&app, Some(&alice_mail), &to, &person).await.unwrap();
    assert_eq!(ply(&app, g.id).await, 1);
}

#[tokio::test]
async fn oversized_replies_are_refused_and_each_player_has_a_limit() {
    let app = TestApp::spawn_with(|c| {
        c.inbound_smtp_addr = Some("127.0.0.1:0".parse().unwrap());
        c.rate_limits.mail_reply_per_account = corrchess::config::RateLimit::parse("2/1h").unwrap();
    })
    .await;
    let g = new_game(&app).await;
    let alice_mail = email_of(&g.a);
    let (_, to) = reply_address(&alice_mail, "accepted your challenge").await;
    let padding = "x".repeat(998);
    let body = format!("e4\r\n{}", format!("{padding}\r\n").repeat(300));
    let raw = reply_message(&alice_mail, &to, "", &body);
    relay(&app, Some(&alice_mail), &to, &raw).await.unwrap();
    assert_eq!(ply(&app, g.id).await, 0);
    smtp()
        .wait_for_text(&alice_mail, "larger than 256 KB")
        .await;
    // The second reply of the hour is the last one answered.
    let raw = reply_message(&alice_mail, &to, "", "Ke2\r\n");
    relay(&app, Some(&alice_mail), &to, &raw).await.unwrap();
    smtp().wait_for_text(&alice_mail, "\"Ke2\"").await;
    let before = queued_to(&app, &alice_mail).await;
    let raw = reply_message(&alice_mail, &to, "", "e4\r\n");
    relay(&app, Some(&alice_mail), &to, &raw).await.unwrap();
    assert_eq!(ply(&app, g.id).await, 0, "over the limit: dropped");
    assert_eq!(queued_to(&app, &alice_mail).await, before);
}

#[tokio::test]
async fn the_player_who_moves_first_is_invited_and_the_waiting_challenger_told() {
    let app = listening_app().await;
    let (alice, a) = app.verified_user("alice").await;
    let (bob, b) = app.verified_user("bob").await;
    let res = alice
        .post_form(
            "/challenges",
            &[
                ("opponent", b.as_str()),
                ("color", "black"),
                ("start", "classical"),
                ("days_per_move", "2"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let list = bob.get("/challenges").await.body;
    let at = list.find("id=\"challenge-").expect("a challenge");
    let challenge: i64 = list[at + 14..].split('"').next().unwrap().parse().unwrap();
    let res = bob
        .post_form(&format!("/challenges/{challenge}/accept"), &[])
        .await;
    let game: i64 = res
        .location()
        .trim_start_matches("/games/")
        .parse()
        .unwrap();
    // Bob (white) is told the game began and that it is his move; a reply plays it.
    let (start, to) = reply_address(&email_of(&b), "has begun").await;
    assert!(start.text.contains("it is your move"), "{}", start.text);
    assert!(
        start.text.contains("start position No. 518"),
        "{}",
        start.text
    );
    assert!(start.header("List-Unsubscribe").is_some());
    // Alice (the challenger, black) learns of the game and waits: no reply address.
    let accepted = smtp()
        .wait_for_text(&email_of(&a), "accepted your challenge")
        .await;
    assert!(
        accepted.text.contains(&format!("{b} moves first")),
        "{}",
        accepted.text
    );
    assert!(
        accepted.text.contains("You play black"),
        "{}",
        accepted.text
    );
    assert_eq!(accepted.reply_to(), None);
    assert!(!accepted.text.contains("Replies to this mail"));
    let raw = reply_message(&email_of(&b), &to, "", "d4\r\n");
    relay(&app, Some(&email_of(&b)), &to, &raw).await.unwrap();
    assert_eq!(ply(&app, game).await, 1);
    smtp().wait_for_text(&email_of(&a), "played 1.d4").await;
}

#[tokio::test]
async fn a_declined_challenge_is_mailed_to_the_challenger() {
    let app = TestApp::spawn().await;
    let (alice, a) = app.verified_user("alice").await;
    let (bob, b) = app.verified_user("bob").await;
    let res = alice
        .post_form(
            "/challenges",
            &[
                ("opponent", b.as_str()),
                ("color", "random"),
                ("start", "random"),
                ("days_per_move", "5"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let list = bob.get("/challenges").await.body;
    let at = list.find("id=\"challenge-").expect("a challenge");
    let challenge: i64 = list[at + 14..].split('"').next().unwrap().parse().unwrap();
    let res = bob
        .post_form(&format!("/challenges/{challenge}/decline"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let declined = smtp()
        .wait_for_subject(&email_of(&a), "declined your challenge")
        .await;
    assert!(
        declined.text.contains("5 days per move"),
        "{}",
        declined.text
    );
}

#[tokio::test]
async fn mail_receive_drops_mail_from_the_null_sender() {
    let app = TestApp::spawn().await;
    let g = new_game(&app).await;
    let alice_mail = email_of(&g.a);
    let (_, to) = reply_address(&alice_mail, "accepted your challenge").await;
    let raw = reply_message(&alice_mail, &to, "", "e4\r\n");
    // As Postfix's pipe passes the null sender: an empty `--sender=`.
    let out = run_receive(&app, &["--sender=", &format!("--recipient={to}")], &raw);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("empty return path"));
    assert_eq!(ply(&app, g.id).await, 0);
    let out = run_receive(
        &app,
        &[
            &format!("--sender={alice_mail}"),
            &format!("--recipient={to}"),
        ],
        &raw,
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("Played"));
    assert_eq!(ply(&app, g.id).await, 1);
}
