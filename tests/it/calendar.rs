//! The calendar feed: its address is shown once, only its secret's hash is stored, and
//! addresses made before the secret was hashed keep working.

use corrchess::{domain::SecretToken, store::MIGRATOR};
use reqwest::StatusCode;
use sqlx::{Connection, PgConnection};

use crate::{
    clocks::{deadline, new_game},
    support::{BASE_URL, Browser, TestApp, db, unique},
};

/// The feed address on a settings page, if it shows one.
fn shown_address(html: &str) -> Option<String> {
    let rest = html.split("id=\"calendar-url\">").nth(1)?;
    Some(rest.split('<').next()?.to_owned())
}

/// Makes a new feed address through the settings form and returns the one it shows.
pub(crate) async fn make_address(browser: &Browser) -> String {
    let res = browser.post_form("/settings/calendar", &[]).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    assert!(res.body.contains("shown this once"), "{}", res.body);
    let url = shown_address(&res.body).expect("the new address is shown");
    assert!(url.starts_with(&format!("{BASE_URL}/calendar/")), "{url}");
    url
}

/// The secret in a feed address.
fn secret_of(url: &str) -> String {
    url.rsplit('/')
        .next()
        .unwrap()
        .trim_end_matches(".ics")
        .to_owned()
}

/// Accounts whose row holds `text` anywhere, in any column.
async fn rows_containing(db: impl sqlx::PgExecutor<'_>, text: &str) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM users u WHERE strpos(u::text, $1) > 0")
        .bind(text)
        .fetch_one(db)
        .await
        .unwrap()
}

#[tokio::test]
async fn the_feed_address_is_shown_once_and_only_its_hash_is_stored() {
    let app = TestApp::spawn().await;
    let (alice, _, _, _, game) = new_game(&app, &[]).await;
    let before = alice.get("/settings").await;
    assert!(before.body.contains("Make my calendar address"));
    let url = make_address(&alice).await;
    let secret = secret_of(&url);

    // The database holds the hash, not the secret.
    assert_eq!(rows_containing(&app.pool, &secret).await, 0);
    let stored: Vec<u8> = sqlx::query_scalar(
        "SELECT calendar_token_hash FROM users WHERE calendar_token_hash IS NOT NULL",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(stored, SecretToken::from_user(&secret).unwrap().hash());

    // The settings page does not show it again.
    let later = alice.get("/settings").await;
    assert_eq!(later.status, StatusCode::OK);
    assert!(!later.body.contains(&secret));
    assert_eq!(shown_address(&later.body), None);
    assert!(later.body.contains("Make a new address"));

    // The shown address serves the feed.
    let feed = app.browser().get(&app.local(&url)).await;
    assert_eq!(feed.status, StatusCode::OK);
    assert!(
        feed.headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/calendar")
    );
    assert!(feed.body.starts_with("BEGIN:VCALENDAR\r\n"));
    assert!(
        feed.body
            .contains(&format!("UID:game-{game}-ply-0@corrchess"))
    );
    let due = deadline(&app, game).await;
    let stamp = format!(
        "DTEND:{:04}{:02}{:02}T{:02}{:02}{:02}Z",
        due.year(),
        u8::from(due.month()),
        due.day(),
        due.hour(),
        due.minute(),
        due.second()
    );
    assert!(feed.body.contains(&stamp), "{}", feed.body);

    // A wrong secret, and the old secret after making a new address, are refused.
    let wrong = app
        .browser()
        .get(&format!("/calendar/{}.ics", "0".repeat(64)))
        .await;
    assert_eq!(wrong.status, StatusCode::NOT_FOUND);
    assert_eq!(
        app.browser().get("/calendar/nonsense.ics").await.status,
        StatusCode::NOT_FOUND
    );
    let new_url = make_address(&alice).await;
    assert_ne!(new_url, url);
    assert_eq!(
        app.browser().get(&app.local(&url)).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.browser().get(&app.local(&new_url)).await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn feed_addresses_made_before_hashing_keep_working() {
    // A database as it was before the secrets were hashed, with a plain secret stored.
    let db_url = db::empty_database().await;
    let mut conn = PgConnection::connect(&db_url).await.unwrap();
    MIGRATOR.run_to(5, &mut conn).await.unwrap();
    let secret = SecretToken::generate().expose().to_owned();
    let username = unique("old");
    sqlx::query(
        "INSERT INTO users (username, email, password_hash, calendar_token)
         VALUES ($1, $2, 'x', $3)",
    )
    .bind(&username)
    .bind(format!("{username}@example.org"))
    .bind(&secret)
    .execute(&mut conn)
    .await
    .unwrap();
    assert_eq!(rows_containing(&mut conn, &secret).await, 1);
    conn.close().await.unwrap();

    // The app migrates it on start.
    let app = TestApp::spawn_on(db_url).await;
    assert_eq!(
        rows_containing(&app.pool, &secret).await,
        0,
        "no plain secret left"
    );
    let feed = app.browser().get(&format!("/calendar/{secret}.ics")).await;
    assert_eq!(feed.status, StatusCode::OK, "{}", feed.body);
    assert!(feed.body.starts_with("BEGIN:VCALENDAR\r\n"));
    // Typed in capitals, as the app always accepted.
    let upper = app
        .browser()
        .get(&format!("/calendar/{}.ics", secret.to_uppercase()))
        .await;
    assert_eq!(upper.status, StatusCode::OK);
}

/// The DTSTAMP lines of a feed.
fn stamps(feed: &str) -> Vec<&str> {
    feed.lines().filter(|l| l.starts_with("DTSTAMP:")).collect()
}

/// `at` as an iCalendar UTC time.
fn ical(at: time::OffsetDateTime) -> String {
    let at = at.to_offset(time::UtcOffset::UTC);
    format!(
        "DTSTAMP:{:04}{:02}{:02}T{:02}{:02}{:02}Z",
        at.year(),
        u8::from(at.month()),
        at.day(),
        at.hour(),
        at.minute(),
        at.second()
    )
}

/// When the game's deadline last changed, as the database says.
async fn deadline_changed(app: &TestApp, game: i64) -> time::OffsetDateTime {
    sqlx::query_scalar(
        "SELECT coalesce(deadline_changed_at, turn_started_at) FROM games WHERE id = $1",
    )
    .bind(game)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn an_event_keeps_its_stamp_until_its_deadline_moves() {
    let app = TestApp::spawn().await;
    let (alice, _, _, _, game) = new_game(&app, &[]).await;
    let url = app.local(&make_address(&alice).await);
    let first = app.browser().get(&url).await.body;
    // A second later: a stamp from the time of the fetch would differ now.
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let again = app.browser().get(&url).await.body;
    assert_eq!(stamps(&first).len(), 1, "{first}");
    assert_eq!(stamps(&first), stamps(&again));
    assert_eq!(stamps(&first)[0], ical(deadline_changed(&app, game).await));

    sqlx::query("UPDATE games SET deadline = deadline + interval '1 day' WHERE id = $1")
        .bind(game)
        .execute(&app.pool)
        .await
        .unwrap();
    let moved = app.browser().get(&url).await.body;
    let changed = deadline_changed(&app, game).await;
    assert_eq!(stamps(&moved), [ical(changed).as_str()]);
    assert_ne!(stamps(&moved), stamps(&first), "{moved}");
}
