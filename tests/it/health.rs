//! `/healthz` tells a load balancer whether the process can serve: it checks the
//! database, not just that the process is alive.

use reqwest::StatusCode;

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
