//! `/healthz` tells a load balancer whether the process can serve: it checks the
//! database, not just that the process is alive.

use reqwest::StatusCode;
use sqlx::Connection;

use crate::support::{TestApp, db};

#[tokio::test]
async fn health_is_503_when_the_database_is_gone() {
    let app = TestApp::spawn().await;
    let up = app.browser().get("/healthz").await;
    assert_eq!(up.status, StatusCode::OK);
    assert_eq!(up.body, "ok");

    db::drop_database(&app.db_url).await;
    let down = app.browser().get("/healthz").await;
    assert_eq!(down.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(
        down.body, "database unavailable",
        "generic, no internal text"
    );
}

#[tokio::test]
async fn a_pool_of_one_serves_requests_while_the_mail_worker_listens() {
    let app = TestApp::spawn_with(|c| c.database_max_connections = 1).await;
    // Wait until the mail worker holds its LISTEN connection (seen from outside the pool).
    let mut outside = sqlx::PgConnection::connect(&app.db_url).await.unwrap();
    let mut listening = 0;
    for _ in 0..100 {
        listening = sqlx::query_scalar::<_, i64>(
            "SELECT count(*) FROM pg_stat_activity
             WHERE datname = current_database() AND query LIKE 'LISTEN%'",
        )
        .fetch_one(&mut outside)
        .await
        .unwrap();
        if listening > 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(listening, 1, "the mail worker listens");
    let health = app.browser().get("/healthz").await;
    assert_eq!(health.status, StatusCode::OK, "{}", health.body);
    let missing = app.browser().get("/games/999999").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
}
