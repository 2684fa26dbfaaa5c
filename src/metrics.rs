//! Prometheus metrics, served on their own address (`METRICS_ADDR`, off by default,
//! never the public port). One table, [`METRICS`], names every metric with its kind
//! and help text: it describes them to the recorder, and a test checks that the
//! operators' documentation lists each one. Counting happens where things happen
//! (`metrics::counter!` at the call sites, no-ops while no recorder is installed); the
//! gauges of the outbox and the pool are read when the metrics are scraped.

use std::{
    net::SocketAddr,
    sync::{Arc, OnceLock},
};

use actix_web::{App, HttpResponse, HttpServer, web};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use sqlx::PgPool;

use crate::{
    chess::GameResult,
    domain::game_state::{Conclusion, Ending},
    store,
    worker_pools::WorkerPools,
};

/// What a metric is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Counter,
    Gauge,
    Histogram,
}

/// Every metric: name, kind, labels, help.
pub const METRICS: [(&str, Kind, &str, &str); 20] = [
    (
        "corrchess_http_requests_total",
        Kind::Counter,
        "method, route, status",
        "HTTP requests answered, by route pattern and status",
    ),
    (
        "corrchess_http_request_duration_seconds",
        Kind::Histogram,
        "method, route",
        "Time to answer an HTTP request",
    ),
    (
        "corrchess_moves_played_total",
        Kind::Counter,
        "",
        "Moves played (by form, API, mail or as a conditional reply)",
    ),
    (
        "corrchess_games_started_total",
        Kind::Counter,
        "",
        "Games started",
    ),
    (
        "corrchess_games_ended_total",
        Kind::Counter,
        "termination",
        "Games ended, by how they ended",
    ),
    (
        "corrchess_outbox_due",
        Kind::Gauge,
        "",
        "Mails queued and due, not yet sent",
    ),
    (
        "corrchess_outbox_oldest_due_seconds",
        Kind::Gauge,
        "",
        "Age of the oldest due mail (0 when none)",
    ),
    (
        "corrchess_mail_sent_total",
        Kind::Counter,
        "",
        "Mails handed to the mail server",
    ),
    (
        "corrchess_mail_failed_total",
        Kind::Counter,
        "reason",
        "Delivery attempts that failed (unavailable or refused)",
    ),
    (
        "corrchess_job_runs_total",
        Kind::Counter,
        "",
        "Passes of the job loop (deadlines, reminders, digests, clean-up)",
    ),
    (
        crate::jobs::JOB_FAILURES,
        Kind::Counter,
        "job",
        "Failed runs of a background job, by job (the other jobs run on)",
    ),
    (
        "corrchess_job_run_duration_seconds",
        Kind::Histogram,
        "",
        "Time one pass of the job loop took",
    ),
    (
        "corrchess_db_pool_connections",
        Kind::Gauge,
        "state",
        "Database connections of this process's pool, in use or idle",
    ),
    (
        "corrchess_analysis_jobs_ended_total",
        Kind::Counter,
        "outcome",
        "Computer analyses ended: done, or failed by reason",
    ),
    (
        "corrchess_analysis_positions_total",
        Kind::Counter,
        "",
        "Positions the engine judged",
    ),
    (
        "corrchess_analysis_jobs",
        Kind::Gauge,
        "status",
        "Computer analyses queued for a worker or running",
    ),
    (
        "corrchess_analysis_oldest_queued_seconds",
        Kind::Gauge,
        "",
        "Age of the longest-waiting queued analysis (0 when none)",
    ),
    (
        "corrchess_federation_outbox_pending",
        Kind::Gauge,
        "",
        "Messages to other servers queued and not delivered yet",
    ),
    (
        "corrchess_federation_deliveries_total",
        Kind::Counter,
        "outcome",
        "Attempts to deliver a message to another server: delivered, duplicate, refused, retry",
    ),
    (
        "corrchess_push_subscriptions_parked",
        Kind::Gauge,
        "",
        "Push subscriptions parked after failing again and again (no pushes sent to them)",
    ),
];

/// Rate-limit refusals are counted under this name, by limit (counted where every
/// limit passes: `store::rate_limits::hit`).
pub const RATE_LIMIT_REFUSALS: &str = store::rate_limits::REFUSALS_METRIC;

/// Latency buckets (seconds): a page in a few milliseconds up to a slow request.
const BUCKETS: [f64; 12] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
];

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// Whether metrics are recorded in this process (`METRICS_ADDR` set): without a
/// recorder, callers on hot paths skip building the labels nobody reads.
pub fn recording() -> bool {
    HANDLE.get().is_some()
}

/// The process's recorder, installed on first use (a process serves one set of
/// metrics, even when tests start several apps in it).
pub fn handle() -> &'static PrometheusHandle {
    HANDLE.get_or_init(|| {
        let recorder = PrometheusBuilder::new()
            .set_buckets(&BUCKETS)
            .expect("non-empty buckets")
            .build_recorder();
        let handle = recorder.handle();
        if metrics::set_global_recorder(recorder).is_ok() {
            describe_all();
            register_at_zero();
        }
        handle
    })
}

/// Registers every counter at zero, each labelled one with every value its label
/// takes, so that `rate(...)` says 0 rather than nothing before the first event. The
/// request counter is left out: its routes and statuses appear with their first request.
fn register_at_zero() {
    for name in [
        "corrchess_moves_played_total",
        "corrchess_games_started_total",
        "corrchess_mail_sent_total",
        "corrchess_job_runs_total",
        "corrchess_analysis_positions_total",
    ] {
        metrics::counter!(name).increment(0);
    }
    for outcome in store::analysis::OUTCOMES {
        metrics::counter!("corrchess_analysis_jobs_ended_total", "outcome" => outcome).increment(0);
    }
    for failure in store::outbox::Failure::ALL {
        metrics::counter!("corrchess_mail_failed_total", "reason" => failure.as_str()).increment(0);
    }
    metrics::counter!("corrchess_mail_failed_total", "reason" => "unknown").increment(0);
    for job in crate::jobs::Job::ALL {
        metrics::counter!(crate::jobs::JOB_FAILURES, "job" => job.name()).increment(0);
    }
    let endings = Ending::ALL
        .into_iter()
        .map(|e| Conclusion::Decided(GameResult::Draw, e));
    for conclusion in endings.chain([Conclusion::Aborted]) {
        let termination = conclusion.termination();
        metrics::counter!("corrchess_games_ended_total", "termination" => termination).increment(0);
    }
    for outcome in store::federation_outbox::OUTCOMES {
        metrics::counter!("corrchess_federation_deliveries_total", "outcome" => outcome)
            .increment(0);
    }
    for limit in store::rate_limits::LIMITS {
        metrics::counter!(RATE_LIMIT_REFUSALS, "limit" => limit).increment(0);
    }
}

fn describe_all() {
    metrics::describe_counter!(
        RATE_LIMIT_REFUSALS,
        "Requests refused by a rate limit, by limit"
    );
    for (name, kind, _, help) in METRICS {
        match kind {
            Kind::Counter => metrics::describe_counter!(name, help),
            Kind::Gauge => metrics::describe_gauge!(name, help),
            Kind::Histogram => metrics::describe_histogram!(name, help),
        }
    }
}

/// Installs the recorder and serves `GET /metrics` on `addr`; returns the bound port.
pub fn serve(addr: SocketAddr, pool: PgPool, workers: Arc<WorkerPools>) -> anyhow::Result<u16> {
    handle();
    let listener = std::net::TcpListener::bind(addr)
        .map_err(|e| anyhow::anyhow!("binding METRICS_ADDR {addr}: {e}"))?;
    let port = listener.local_addr()?.port();
    let server = HttpServer::new(move || {
        App::new()
            .app_data(web::Data::new(pool.clone()))
            .app_data(web::Data::from(workers.clone()))
            .route("/metrics", web::get().to(scrape))
    })
    .workers(1)
    .disable_signals()
    .listen(listener)?
    .run();
    tokio::spawn(server);
    tracing::info!("metrics on http://{}:{port}/metrics", addr.ip());
    Ok(port)
}

/// Reads the gauges that live in the database (the outbox, the analysis queue, the
/// parked push subscriptions) and the
/// pools, then renders everything.
async fn scrape(pool: web::Data<PgPool>, workers: web::Data<WorkerPools>) -> HttpResponse {
    match store::outbox::due_stats(pool.get_ref()).await {
        Ok((due, oldest)) => {
            metrics::gauge!("corrchess_outbox_due").set(due as f64);
            metrics::gauge!("corrchess_outbox_oldest_due_seconds").set(oldest);
        }
        Err(e) => tracing::warn!("metrics: the outbox could not be read: {e}"),
    }
    match store::federation_outbox::pending(pool.get_ref()).await {
        Ok(n) => metrics::gauge!("corrchess_federation_outbox_pending").set(n as f64),
        Err(e) => tracing::warn!("metrics: the federation outbox could not be read: {e}"),
    }
    match store::analysis::backlog(pool.get_ref()).await {
        Ok(b) => {
            metrics::gauge!("corrchess_analysis_jobs", "status" => "queued").set(b.queued as f64);
            metrics::gauge!("corrchess_analysis_jobs", "status" => "running").set(b.running as f64);
            metrics::gauge!("corrchess_analysis_oldest_queued_seconds")
                .set(b.oldest_queued_seconds);
        }
        Err(e) => tracing::warn!("metrics: the analysis queue could not be read: {e}"),
    }
    match store::push::parked_count(pool.get_ref()).await {
        Ok(parked) => metrics::gauge!("corrchess_push_subscriptions_parked").set(parked as f64),
        Err(e) => tracing::warn!("metrics: the push subscriptions could not be read: {e}"),
    }
    let pools = std::iter::once(pool.get_ref().clone()).chain(workers.all());
    let (size, idle) = pools.fold((0.0, 0.0), |(size, idle), p| {
        (size + f64::from(p.size()), idle + p.num_idle() as f64)
    });
    let in_use = size - idle;
    metrics::gauge!("corrchess_db_pool_connections", "state" => "in_use").set(in_use);
    metrics::gauge!("corrchess_db_pool_connections", "state" => "idle").set(idle);
    HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4; charset=utf-8")
        .body(handle().render())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_operators_documentation_lists_every_metric_with_its_kind() {
        let docs = include_str!("../docs/OPERATIONS.md");
        for (name, kind, _, _) in METRICS {
            let kind = format!("{kind:?}").to_lowercase();
            assert!(
                docs.contains(&format!("| `{name}` | {kind} |")),
                "docs/OPERATIONS.md lacks {name} as a {kind}"
            );
        }
        assert!(docs.contains(&format!("| `{RATE_LIMIT_REFUSALS}` | counter |")));
    }
}
