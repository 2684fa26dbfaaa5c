//! Time zones: a player chooses one in /settings (unknown names refused, the input
//! kept), and sees every time in it with the zone named, on the game page and in mails;
//! the daily digest comes at the chosen hour there. The API stays UTC.

use corrchess::{
    domain::{Lang, TimeZone},
    service::Context,
};
use reqwest::StatusCode;
use time::{OffsetDateTime, macros::datetime};

use crate::support::{Browser, TestApp, email_of, play::TwoPlayers, smtp};

async fn choose(browser: &Browser, zone: &str) -> crate::support::Page {
    browser
        .post_form("/settings/time-zone", &[("time_zone", zone)])
        .await
}

async fn stored_zone(app: &TestApp, username: &str) -> String {
    sqlx::query_scalar("SELECT time_zone FROM users WHERE username = $1")
        .bind(username)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

async fn set_deadline(app: &TestApp, game: i64, at: OffsetDateTime) {
    sqlx::query("UPDATE games SET deadline = $2 WHERE id = $1")
        .bind(game)
        .bind(at)
        .execute(&app.pool)
        .await
        .unwrap();
}

#[tokio::test]
async fn the_setting_takes_listed_zones_only() {
    let app = TestApp::spawn().await;
    let (alice, a) = app.verified_user("alice").await;
    let page = alice.get("/settings").await.body;
    assert!(page.contains("name=\"time_zone\""), "{page}");
    assert!(page.contains("value=\"UTC\""));
    assert!(page.contains("<option value=\"Europe/Berlin\">"));
    for bad in ["Mars/Olympus", "", "europe/berlin", "Europe/Berlin\u{1b}"] {
        let res = choose(&alice, bad).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{bad:?}");
        assert!(res.body.contains("id=\"time-zone-error\""), "{}", res.body);
        assert_eq!(stored_zone(&app, &a).await, "UTC");
    }
    let res = choose(&alice, "Mars/Olympus").await;
    assert!(
        res.body.contains("value=\"Mars/Olympus\""),
        "the input is kept"
    );
    let res = choose(&alice, "Europe/Berlin").await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert_eq!(stored_zone(&app, &a).await, "Europe/Berlin");
    let page = alice.get("/settings").await.body;
    assert!(page.contains("value=\"Europe/Berlin\""), "{page}");
}

#[tokio::test]
async fn a_berlin_player_sees_cet_and_cest_on_the_game_page() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    assert_eq!(
        choose(&p.white, "Europe/Berlin").await.status,
        StatusCode::SEE_OTHER
    );
    p.play_all(&["e4", "e5"]).await;
    let path = format!("/games/{}", p.game);

    set_deadline(&app, p.game, datetime!(2026-12-03 17:00 UTC)).await;
    let berlin = p.white.get(&path).await.body;
    assert!(berlin.contains("Thu, 03 Dec 2026, 18:00 CET"), "{berlin}");
    assert!(berlin.contains("Times in Europe/Berlin"), "{berlin}");
    let utc = p.black.get(&path).await.body;
    assert!(utc.contains("Thu, 03 Dec 2026, 17:00 UTC"), "{utc}");
    assert!(!utc.contains(" CET"), "{utc}");

    set_deadline(&app, p.game, datetime!(2027-07-01 16:00 UTC)).await;
    let summer = p.white.get(&path).await.body;
    assert!(summer.contains("Thu, 01 Jul 2027, 18:00 CEST"), "{summer}");

    // The move list shows when each move was played, in the zone its note names.
    let played: OffsetDateTime =
        sqlx::query_scalar("SELECT played_at FROM moves WHERE game_id = $1 AND ply = 1")
            .bind(p.game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let zone = TimeZone::parse("Europe/Berlin").unwrap();
    assert!(
        summer.contains(&format!(
            ">{}</time>",
            zone.format_in_list_in(Lang::En, played)
        )),
        "{summer}"
    );

    // The API stays UTC (RFC 3339), for the Berlin player too.
    let token = crate::api::token_for(&app, &p.white_name).await;
    let api = crate::api::Api::new(&app, Some(token));
    let game = api.get(&format!("/api/v1/games/{}", p.game)).await;
    assert_eq!(game.status, StatusCode::OK, "{}", game.text);
    assert_eq!(
        game.json["deadline"], "2027-07-01T16:00:00Z",
        "{}",
        game.text
    );
}

#[tokio::test]
async fn a_berlin_player_gets_mail_in_their_zone() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    assert_eq!(
        choose(&p.white, "Europe/Berlin").await.status,
        StatusCode::SEE_OTHER
    );
    p.play_all(&["e4", "e5"]).await;
    let deadline: OffsetDateTime = sqlx::query_scalar("SELECT deadline FROM games WHERE id = $1")
        .bind(p.game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let zone = TimeZone::parse("Europe/Berlin").unwrap();
    let local = zone.format_deadline_in(Lang::En, deadline);
    assert!(
        local.ends_with(" CET") || local.ends_with(" CEST"),
        "{local}"
    );
    let mail = smtp()
        .wait_for_text(&email_of(&p.white_name), "played 1...e5")
        .await;
    assert!(mail.text.contains(&local), "{local} in {}", mail.text);
    // The opponent, in UTC, reads UTC.
    let mail = smtp()
        .wait_for_text(&email_of(&p.black_name), "played 1.e4")
        .await;
    assert!(mail.text.contains(" UTC"), "{}", mail.text);
}

#[tokio::test]
async fn the_digest_comes_at_the_chosen_local_hour() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    let q = TwoPlayers::new(&app, 518).await;
    assert_eq!(
        choose(&p.white, "Europe/Berlin").await.status,
        StatusCode::SEE_OTHER
    );
    for b in [&p.white, &q.white] {
        let res = b
            .post_form(
                "/settings/mail",
                &[("mail_moves", "digest"), ("digest_hour", "8")],
            )
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    }
    let links = app.links().await;
    let ctx = Context::new(&app.pool, &links);
    let digests = |name: String| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, String>(
                "SELECT body_text FROM outbox WHERE kind = 'digest' AND lower(to_address) = lower($1)",
            )
            .bind(email_of(&name))
            .fetch_all(&pool)
            .await
            .unwrap()
        }
    };
    let send = |now| corrchess::service::digests::send_digests(ctx, now);
    // 07:59 in Berlin (06:59 UTC): not yet.
    send(datetime!(2026-12-10 06:59 UTC)).await.unwrap();
    assert!(digests(p.white_name.clone()).await.is_empty());
    // 08:01 in Berlin (07:01 UTC): Berlin's digest goes, UTC's waits for 08:00 UTC.
    send(datetime!(2026-12-10 07:01 UTC)).await.unwrap();
    let sent = digests(p.white_name.clone()).await;
    assert_eq!(sent.len(), 1);
    assert!(
        sent[0].contains(" CET"),
        "deadlines in the zone: {}",
        sent[0]
    );
    assert!(digests(q.white_name.clone()).await.is_empty());
    send(datetime!(2026-12-10 08:01 UTC)).await.unwrap();
    assert_eq!(digests(q.white_name.clone()).await.len(), 1);
    assert_eq!(digests(p.white_name.clone()).await.len(), 1, "once a day");
    // 23:30 UTC is already the next day in Berlin (00:30), before its hour: nothing.
    send(datetime!(2026-12-10 23:30 UTC)).await.unwrap();
    assert_eq!(digests(p.white_name.clone()).await.len(), 1);
    // The next Berlin morning it comes again.
    send(datetime!(2026-12-11 07:05 UTC)).await.unwrap();
    assert_eq!(digests(p.white_name.clone()).await.len(), 2);
}

#[tokio::test]
async fn sign_up_takes_the_browsers_zone_and_keeps_utc_without_it() {
    let app = TestApp::spawn().await;
    let page = app.browser().get("/signup").await.body;
    assert!(
        page.contains(
            "<input type=\"hidden\" name=\"time_zone\" id=\"signup-time-zone\" value=\"UTC\">"
        ),
        "{page}"
    );
    assert!(page.contains("src=\"/static/time-zone.js\""), "{page}");
    let script = app.browser().get("/static/time-zone.js").await;
    assert_eq!(script.status, reqwest::StatusCode::OK);
    assert!(script.body.contains("resolvedOptions().timeZone"));
    // What the script sent, a name no server knows, and nothing (no JavaScript).
    for (sent, stored) in [
        (Some("Europe/Berlin"), "Europe/Berlin"),
        (Some("Mars/Olympus"), "UTC"),
        (None, "UTC"),
    ] {
        let username = crate::support::unique("tz");
        let email = crate::support::email_of(&username);
        let mut fields = vec![
            ("username", username.as_str()),
            ("email", email.as_str()),
            ("password", crate::support::PASSWORD),
        ];
        if let Some(zone) = sent {
            fields.push(("time_zone", zone));
        }
        let res = app.browser().post_form("/signup", &fields).await;
        assert_eq!(res.status, reqwest::StatusCode::SEE_OTHER, "{}", res.body);
        assert_eq!(stored_zone(&app, &username).await, stored, "{sent:?}");
    }
    let settings = app.verified_user("set").await.0.get("/settings").await.body;
    assert!(
        settings.contains("src=\"/static/time-zone.js\""),
        "{settings}"
    );
}

/// The settings forms jump to their section (`#time-zone`): the "saved" notice is there,
/// where the player lands, not at the top of the page.
#[tokio::test]
async fn the_saved_notice_shows_in_the_section_the_form_lands_on() {
    let app = TestApp::spawn().await;
    let (alice, _) = app.verified_user("alice").await;
    let res = choose(&alice, "Europe/Berlin").await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert!(res.location().ends_with("#time-zone"), "{}", res.location());
    let page = alice.get(&res.location()).await.body;
    let section = page
        .find("<section id=\"time-zone\">")
        .expect("the section");
    let end = section + page[section..].find("</section>").unwrap();
    let notice = page.find("id=\"saved-notice\"").expect("a notice");
    assert!(section < notice && notice < end, "{page}");
    assert_eq!(page.matches("id=\"saved-notice\"").count(), 1, "once");
    // A form without a section of its own keeps the notice at the top.
    let page = alice.get("/settings?saved=mail").await.body;
    let notice = page.find("id=\"saved-notice\"").expect("a notice");
    assert!(notice < page.find("<section").unwrap(), "{page}");
}
