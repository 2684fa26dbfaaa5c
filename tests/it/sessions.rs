//! A session is read (or taken from memory) on every page but written only when it
//! needs to be: `last_seen_at` at most hourly, the expiry pushed forward at most daily,
//! so a page view costs no durable commit.

use reqwest::StatusCode;
use time::OffsetDateTime;

use crate::support::TestApp;

/// The `(last_seen_at, expires_at)` of every session of `username`.
async fn sessions_of(app: &TestApp, username: &str) -> Vec<(OffsetDateTime, OffsetDateTime)> {
    sqlx::query_as(
        "SELECT s.last_seen_at, s.expires_at FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE u.username = $1",
    )
    .bind(username)
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn page_views_write_the_session_only_when_it_is_stale() {
    let app = TestApp::spawn().await;
    let (browser, username) = app.verified_user("sessionuser").await;
    // Make the one session look an hour and a minute old with a fresh expiry.
    sqlx::query(
        "UPDATE sessions SET last_seen_at = now() - interval '61 minutes',
                             expires_at = now() + interval '30 days'
         WHERE user_id = (SELECT id FROM users WHERE username = $1)",
    )
    .bind(&username)
    .execute(&app.pool)
    .await
    .unwrap();
    app.forget_kept();
    let before = sessions_of(&app, &username).await;
    assert_eq!(before.len(), 1, "{before:?}");

    // A stale last_seen_at is brought up to date; the fresh expiry stays.
    let page = browser.get("/settings").await;
    assert_eq!(page.status, StatusCode::OK);
    let touched = sessions_of(&app, &username).await;
    assert!(touched[0].0 > before[0].0, "{before:?} -> {touched:?}");
    assert_eq!(touched[0].1, before[0].1);

    // Right after, further views change nothing: no write.
    for _ in 0..3 {
        assert_eq!(browser.get("/settings").await.status, StatusCode::OK);
    }
    assert_eq!(sessions_of(&app, &username).await, touched);

    // An expiry set over a day ago is pushed to 30 days from now.
    sqlx::query(
        "UPDATE sessions SET expires_at = now() + interval '10 days'
         WHERE user_id = (SELECT id FROM users WHERE username = $1)",
    )
    .bind(&username)
    .execute(&app.pool)
    .await
    .unwrap();
    app.forget_kept();
    assert_eq!(browser.get("/settings").await.status, StatusCode::OK);
    let renewed = sessions_of(&app, &username).await;
    let left = renewed[0].1 - OffsetDateTime::now_utc();
    assert!(left > time::Duration::days(29), "{renewed:?}");

    // An expired session logs nobody in, and is not revived.
    sqlx::query(
        "UPDATE sessions SET expires_at = now() - interval '1 second'
         WHERE user_id = (SELECT id FROM users WHERE username = $1)",
    )
    .bind(&username)
    .execute(&app.pool)
    .await
    .unwrap();
    app.forget_kept();
    let page = browser.get("/settings").await;
    assert_ne!(page.status, StatusCode::OK, "{}", page.body);
    let expired = sessions_of(&app, &username).await;
    assert!(expired[0].1 < OffsetDateTime::now_utc(), "{expired:?}");
}
