//! `/healthz` says the process serves; `/readyz` says it can do its work (database,
//! schema, mail worker) so that a load balancer sends traffic only then.

use reqwest::StatusCode;
use sqlx::Connection;

use crate::support::{TestApp, db};

#[tokio::test]
async fn ready_until_the_database_is_gone_while_alive_throughout() {
    let app = TestApp::spawn().await;
    let live = app.browser().get("/healthz").await;
    assert_eq!((live.status, live.body.as_str()), (StatusCode::OK, "ok"));
    let ready = app.browser().get("/readyz").await;
    assert_eq!(ready.status, StatusCode::OK, "{}", ready.body);
    assert_eq!(
        ready.body,
        "database: ok\nmigrations: ok\nmail worker: ok\n"
    );

    db::drop_database(&app.db_url).await;
    let live = app.browser().get("/healthz").await;
    assert_eq!(live.status, StatusCode::OK, "the process still serves");
    let down = app.browser().get("/readyz").await;
    assert_eq!(down.status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(
        down.body.starts_with("database: unavailable\n"),
        "generic, no internal text: {}",
        down.body
    );
}

#[tokio::test]
async fn not_ready_when_the_schema_is_behind_and_a_mail_worker_elsewhere_is_fine() {
    let app = TestApp::spawn_with(|c| c.mail_worker = false).await;
    let ready = app.browser().get("/readyz").await;
    assert_eq!(ready.status, StatusCode::OK, "{}", ready.body);
    assert!(ready.body.contains("mail worker: off\n"), "{}", ready.body);

    sqlx::query(
        "DELETE FROM _sqlx_migrations WHERE version = (SELECT max(version) FROM _sqlx_migrations)",
    )
    .execute(&app.pool)
    .await
    .unwrap();
    let behind = app.browser().get("/readyz").await;
    assert_eq!(behind.status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(
        behind.body.contains("migrations: behind this build\n"),
        "{}",
        behind.body
    );
}

#[tokio::test]
async fn a_pool_of_one_serves_requests_while_the_mail_worker_and_the_game_cache_listen() {
    let app = TestApp::spawn_with(|c| c.database_max_connections = 1).await;
    // Wait until the mail worker, the push worker and the game view cache hold their
    // LISTEN connections (seen from outside the pool).
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
        if listening >= 3 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(
        listening, 3,
        "the mail worker, the push worker and the game view cache listen"
    );
    let health = app.browser().get("/healthz").await;
    assert_eq!(health.status, StatusCode::OK, "{}", health.body);
    let missing = app.browser().get("/games/999999").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
}
