//! Prometheus metrics on their own port (`METRICS_ADDR`): a played move shows in the
//! counters, the request in the HTTP metrics by route pattern, the pool and outbox
//! gauges are read at the scrape; the public port has no `/metrics`. Methods outside
//! HTTP's own share one label, so random methods cannot grow the series.

use reqwest::StatusCode;
use serde_json::json;

use crate::api::{api_game, verified_player};
use crate::support::TestApp;

/// The metrics port's whole answer.
pub(crate) async fn scrape(port: u16) -> String {
    let res = reqwest::get(format!("http://127.0.0.1:{port}/metrics"))
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    res.text().await.unwrap()
}

/// The sum of every sample of `name` (0 when it has none yet).
pub(crate) fn total(text: &str, name: &str) -> f64 {
    text.lines()
        .filter(|l| l.starts_with(&format!("{name} ")) || l.starts_with(&format!("{name}{{")))
        .filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
        .sum()
}

#[tokio::test]
async fn a_move_is_counted_and_the_gauges_are_read_at_the_scrape() {
    let app = TestApp::spawn_with(|c| c.metrics_addr = Some("127.0.0.1:0".parse().unwrap())).await;
    let port = app.metrics_port.expect("the metrics listener runs");
    let before = scrape(port).await;

    let (_, white, _) = verified_player(&app, "white").await;
    let (_, black, black_name) = verified_player(&app, "black").await;
    let game = api_game(&white, &black, &black_name, 518, false).await;
    let res = white
        .post(
            &format!("/api/v1/games/{game}/moves"),
            json!({"move": "e4", "ply": 0}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);

    let after = scrape(port).await;
    // Other tests in this process play too: the counters grow by at least ours.
    for name in [
        "corrchess_moves_played_total",
        "corrchess_games_started_total",
    ] {
        assert!(
            total(&after, name) >= total(&before, name) + 1.0,
            "{name}:\n{after}"
        );
    }
    assert!(
        after.contains(
            "corrchess_http_requests_total{method=\"POST\",route=\"/api/v1/games/{id}/moves\",status=\"201\"}"
        ),
        "{after}"
    );
    assert!(after.contains("corrchess_http_request_duration_seconds_bucket{"));
    assert!(after.contains("# HELP corrchess_moves_played_total "));
    assert!(after.contains("corrchess_db_pool_connections{state=\"idle\"}"));
    assert!(after.contains("corrchess_outbox_due "), "{after}");

    let public = app.browser().get("/metrics").await;
    assert_eq!(
        public.status,
        StatusCode::NOT_FOUND,
        "never on the public port"
    );
}

/// The distinct `method` label values of the HTTP metrics, and how many series have
/// the label `other`.
fn method_labels(text: &str) -> (std::collections::BTreeSet<String>, usize) {
    let series: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("corrchess_http_request"))
        .collect();
    let labels = series
        .iter()
        .filter_map(|l| l.split("method=\"").nth(1)?.split('"').next())
        .map(str::to_owned)
        .collect();
    let others = series
        .iter()
        .filter(|l| l.contains("method=\"other\""))
        .count();
    (labels, others)
}

/// A method name of random letters, 1 to 40 of them.
fn random_method() -> reqwest::Method {
    let len = rand::random_range(1..=40);
    let name: String = (0..len)
        .map(|_| char::from(b'A' + rand::random_range(0..26u8)))
        .collect();
    reqwest::Method::from_bytes(name.as_bytes()).unwrap()
}

#[tokio::test]
async fn random_methods_share_one_label_and_add_no_series() {
    let app = TestApp::spawn_with(|c| c.metrics_addr = Some("127.0.0.1:0".parse().unwrap())).await;
    let port = app.metrics_port.expect("the metrics listener runs");
    let client = reqwest::Client::new();
    let send = |method: reqwest::Method| {
        let url = format!("{}/players", app.address);
        let client = client.clone();
        async move { client.request(method, url).send().await.unwrap().status() }
    };
    // One odd method first, so that its series exist before the count.
    let status = send(random_method()).await;
    assert!(status.is_client_error(), "{status}");
    let (_, others_before) = method_labels(&scrape(port).await);
    for _ in 0..1000 {
        send(random_method()).await;
    }
    let after = scrape(port).await;
    let (labels, others_after) = method_labels(&after);
    let allowed = [
        "GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH", "other",
    ];
    assert!(
        labels.iter().all(|l| allowed.contains(&l.as_str())),
        "{labels:?}"
    );
    assert!(others_before > 0, "{after}");
    assert_eq!(others_before, others_after, "{after}");
}

/// Whether `text` has a sample of `series` (a name with its labels, as exposed).
fn has_series(text: &str, series: &str) -> bool {
    text.lines().any(|l| l.starts_with(&format!("{series} ")))
}

#[tokio::test]
async fn counters_exist_at_zero_before_anything_happens() {
    let app = TestApp::spawn_with(|c| c.metrics_addr = Some("127.0.0.1:0".parse().unwrap())).await;
    let text = scrape(app.metrics_port.expect("the metrics listener runs")).await;
    // Some other test of this process may have counted already: each series exists,
    // whatever its value.
    for series in [
        "corrchess_mail_failed_total{reason=\"refused\"}",
        "corrchess_mail_failed_total{reason=\"unavailable\"}",
        "corrchess_games_ended_total{termination=\"resignation\"}",
        "corrchess_games_ended_total{termination=\"aborted\"}",
        "corrchess_games_ended_total{termination=\"checkmate\"}",
        "corrchess_rate_limit_refusals_total{limit=\"login\"}",
        "corrchess_mail_sent_total",
        "corrchess_job_runs_total",
    ] {
        assert!(has_series(&text, series), "{series} missing:\n{text}");
    }
}
