//! Mail a player can turn off or bundle: the one-click unsubscribe link of move and
//! reminder mails (RFC 8058: a POST without session or CSRF token, refused without a
//! valid signature; a GET shows a confirmation form), and the daily digest (sent once
//! a day at the player's hour with the games on move, nothing without one).

use corrchess::{
    domain::{UserId, mail_tokens::Unsubscribe},
    jobs,
    service::Context,
};
use reqwest::StatusCode;
use time::{Duration, OffsetDateTime};

use crate::mail_replies::new_game;
use crate::support::{Browser, TestApp, email_of, smtp};

async fn user_id(app: &TestApp, username: &str) -> UserId {
    UserId(
        sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
            .bind(username)
            .fetch_one(&app.pool)
            .await
            .unwrap(),
    )
}

async fn preferences(app: &TestApp, username: &str) -> (String, i32) {
    sqlx::query_as("SELECT mail_moves, reminder_hours FROM users WHERE username = $1")
        .bind(username)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

/// POSTs as a mail client does for a one-click unsubscribe: no cookies, no CSRF token.
async fn one_click(url: &str) -> reqwest::Response {
    reqwest::Client::new()
        .post(url)
        .header("content-type", "application/x-www-form-urlencoded")
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn one_click_unsubscribe_works_without_a_session_and_only_when_signed() {
    let app = TestApp::spawn().await;
    let g = new_game(&app).await;
    let res = g
        .alice
        .post_form(
            &format!("/games/{}/move", g.id),
            &[("move", "e4"), ("ply", "0")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let mail = smtp().wait_for_text(&email_of(&g.b), "played 1.e4").await;
    let header = mail.header("List-Unsubscribe").expect("List-Unsubscribe");
    let link = header.trim_start_matches('<').trim_end_matches('>');
    assert!(mail.text.contains(link), "the footer has the link too");
    let url = app.local(link);

    // A forged signature changes nothing.
    let mut forged = url.clone();
    let last = forged.pop().unwrap();
    forged.push(if last == '0' { '1' } else { '0' });
    assert_eq!(one_click(&forged).await.status(), StatusCode::FORBIDDEN);
    let other_player = url.replacen(
        &format!("token={}-", user_id(&app, &g.b).await.0),
        &format!("token={}-", user_id(&app, &g.a).await.0),
        1,
    );
    assert_eq!(
        one_click(&other_player).await.status(),
        StatusCode::FORBIDDEN
    );
    assert_eq!(preferences(&app, &g.b).await.0, "each_move");

    // The GET asks first, with a form (and changes nothing).
    let page = app.browser().get(&url).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(
        page.body
            .contains("<form method=\"post\" action=\"/unsubscribe?token=")
    );
    assert!(page.body.contains(&g.b), "{}", page.body);
    assert_eq!(preferences(&app, &g.b).await.0, "each_move");

    let res = one_click(&url).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(
        res.text()
            .await
            .unwrap()
            .contains("gets no more mail about your opponents")
    );
    assert_eq!(preferences(&app, &g.b).await.0, "off");
    // No more move mails for Bob.
    let res = g
        .bob
        .post_form(
            &format!("/games/{}/move", g.id),
            &[("move", "e5"), ("ply", "1")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let res = g
        .alice
        .post_form(
            &format!("/games/{}/move", g.id),
            &[("move", "Nf3"), ("ply", "2")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    smtp().wait_for_text(&email_of(&g.a), "played 1...e5").await;
    let move_mails: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE kind = 'move' AND lower(to_address) = lower($1)",
    )
    .bind(email_of(&g.b))
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(move_mails, 1, "only the mail before unsubscribing");
}

#[tokio::test]
async fn a_reminder_link_turns_reminders_off_through_the_confirmation_button() {
    let app = TestApp::spawn().await;
    let (_, a) = app.verified_user("alice").await;
    assert_eq!(
        preferences(&app, &a).await.1,
        24,
        "reminders are on by default"
    );
    let links = app.links().await;
    let reminders = links
        .unsubscribe(user_id(&app, &a).await, Unsubscribe::Reminders)
        .unwrap();
    let browser = app.browser();
    let page = browser.get(&app.local(&reminders)).await;
    let action = page
        .body
        .split("action=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap();
    let res = browser.post_form(action, &[]).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    assert_eq!(preferences(&app, &a).await, ("each_move".to_owned(), 0));
}

/// Switches the player of `browser` to the daily digest at `hour` (in their time zone, UTC here).
async fn choose_digest(browser: &Browser, hour: &str) {
    let res = browser
        .post_form(
            "/settings/mail",
            &[("mail_moves", "digest"), ("digest_hour", hour)],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
}

/// Today (UTC) at `hour`:`minute`.
fn today_at(hour: u8, minute: u8) -> OffsetDateTime {
    OffsetDateTime::now_utc().replace_time(time::Time::from_hms(hour, minute, 0).unwrap())
}

async fn digests_to(app: &TestApp, address: &str) -> Vec<String> {
    sqlx::query_scalar(
        "SELECT body_text FROM outbox WHERE kind = 'digest' AND lower(to_address) = lower($1) ORDER BY id",
    )
    .bind(address)
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn the_digest_comes_once_a_day_at_the_players_hour_with_the_games_on_move() {
    let app = TestApp::spawn().await;
    let first = new_game(&app).await; // Alice to move.
    let second = new_game(&app).await; // Another Alice: she moves, then waits.
    let (alice, a) = (&first.alice, &first.a);
    choose_digest(alice, "7").await;
    assert_eq!(preferences(&app, a).await.0, "digest");
    let page = alice.get("/settings").await.body;
    assert!(page.contains("value=\"digest\" checked"), "{page}");
    assert!(
        page.contains("<option value=\"7\" selected>07:00 in your time zone"),
        "{page}"
    );
    // The second game's Alice waits for her opponent, and takes a digest too.
    let res = second
        .alice
        .post_form(
            &format!("/games/{}/move", second.id),
            &[("move", "e4"), ("ply", "0")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    choose_digest(&second.alice, "7").await;

    let links = app.links().await;
    let ctx = Context::new(&app.pool, &links);
    jobs::run_once(ctx, today_at(6, 59)).await.unwrap();
    assert!(
        digests_to(&app, &email_of(a)).await.is_empty(),
        "not before 07:00"
    );
    jobs::run_once(ctx, today_at(7, 10)).await.unwrap();
    let sent = digests_to(&app, &email_of(a)).await;
    assert_eq!(sent.len(), 1);
    assert!(
        sent[0].contains(&format!("Game {} against {}", first.id, first.b)),
        "{}",
        sent[0]
    );
    assert!(sent[0].contains("move 1., due "), "{}", sent[0]);
    jobs::run_once(ctx, today_at(7, 50)).await.unwrap();
    jobs::run_once(ctx, today_at(23, 0)).await.unwrap();
    assert_eq!(digests_to(&app, &email_of(a)).await.len(), 1, "once a day");
    assert!(
        digests_to(&app, &email_of(&second.a)).await.is_empty(),
        "nothing without a game on move"
    );
    assert!(
        digests_to(&app, &email_of(&first.b)).await.is_empty(),
        "Bob takes each move"
    );
    jobs::run_once(ctx, today_at(7, 5) + Duration::days(1))
        .await
        .unwrap();
    assert_eq!(
        digests_to(&app, &email_of(a)).await.len(),
        2,
        "the next day's"
    );

    let mail = smtp()
        .wait_for_subject(&email_of(a), "your move in 1 game")
        .await;
    assert!(
        mail.header("List-Unsubscribe").is_some(),
        "{:?}",
        mail.headers
    );
    assert!(mail.html.contains(&format!("/games/{}", first.id)));
}

#[tokio::test]
async fn a_digest_player_gets_no_mail_per_move_and_a_wrong_hour_is_refused() {
    let app = TestApp::spawn().await;
    let g = new_game(&app).await;
    choose_digest(&g.bob, "0").await;
    let res = g
        .alice
        .post_form(
            &format!("/games/{}/move", g.id),
            &[("move", "e4"), ("ply", "0")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let move_mails: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE kind = 'move' AND lower(to_address) = lower($1)",
    )
    .bind(email_of(&g.b))
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(move_mails, 0);
    let res = g
        .bob
        .post_form(
            "/settings/mail",
            &[("mail_moves", "digest"), ("digest_hour", "24")],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("Choose an hour from 0 to 23."));
    assert_eq!(preferences(&app, &g.b).await.0, "digest", "unchanged");
}
