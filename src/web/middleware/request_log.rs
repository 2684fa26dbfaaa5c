//! One log line per request, and an id for it. The id goes back to the client as
//! `X-Request-Id` and onto every event logged while the request runs, so the line a
//! player quotes from an error page or a proxy's log finds the server's account of it.
//! Behind a trusted proxy (`TRUST_PROXY`) the proxy's own `X-Request-Id` is kept when it
//! is a plain token, so one id follows the request through both logs.

use std::time::Instant;

use actix_web::{
    Error,
    body::MessageBody,
    dev::{ServiceRequest, ServiceResponse},
    http::header::{HeaderName, HeaderValue},
    middleware::Next,
    web::Data,
};
use tracing::Instrument;

use crate::web::{AppState, middleware::access_log, middleware::rate_limit};

/// The header that carries the id both ways.
pub const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// Paths polled by monitors every few seconds: served, never logged.
const QUIET: [&str; 2] = ["/healthz", "/readyz"];

/// Tags the request with an id, runs it inside a span that carries the id, then logs
/// its route pattern, status and latency.
pub async fn middleware(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let started = Instant::now();
    let state = req.app_data::<Data<AppState>>().cloned();
    let trusted = state.as_ref().is_some_and(|s| s.config.trust_proxy);
    let given = req.headers().get(REQUEST_ID).and_then(|v| v.to_str().ok());
    let id = chosen_id(trusted.then_some(given).flatten());
    let client = state
        .as_ref()
        .map(|s| rate_limit::client_ip(req.request(), s))
        .unwrap_or_default();
    let method = access_log::method_label(req.method());
    let logged_method = access_log::logged_method(req.method());
    let path = access_log::logged_path(&req);
    let span = tracing::info_span!("request", request_id = %id);
    let mut res = next.call(req).instrument(span).await?;
    let route = res
        .request()
        .match_pattern()
        .unwrap_or_else(|| "(no route)".to_owned());
    if let Ok(value) = HeaderValue::from_str(&id) {
        res.headers_mut().insert(REQUEST_ID, value);
    }
    if !QUIET.contains(&path.as_str()) {
        let seconds = started.elapsed().as_secs_f64();
        let status = res.status().as_u16();
        if crate::metrics::recording() {
            metrics::counter!("corrchess_http_requests_total",
                "method" => method, "route" => route.clone(), "status" => status.to_string())
            .increment(1);
            metrics::histogram!("corrchess_http_request_duration_seconds",
                "method" => method, "route" => route.clone())
            .record(seconds);
        }
        let latency_ms = seconds * 1000.0;
        tracing::info!(
            target: "access",
            request_id = %id,
            client = %client,
            method = %logged_method,
            route = %route,
            path = %path,
            status = res.status().as_u16(),
            latency_ms = format_args!("{latency_ms:.1}"),
            "{logged_method} {path} {}",
            res.status().as_u16(),
        );
    }
    Ok(res)
}

/// The proxy's id when it is a plain token of at most 64 characters (letters, digits,
/// `-`, `_`, `.`), else a new random one.
fn chosen_id(given: Option<&str>) -> String {
    match given {
        Some(id)
            if !id.is_empty()
                && id.len() <= 64
                && id
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.')) =>
        {
            id.to_owned()
        }
        _ => format!("{:032x}", rand::random::<u128>()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_proxy_id_is_kept_and_anything_else_replaced() {
        assert_eq!(chosen_id(Some("abc-123_x.y")), "abc-123_x.y");
        for odd in ["", "with space", "line\nbreak", "<script>", &"x".repeat(65)] {
            let id = chosen_id(Some(odd));
            assert_ne!(id, odd);
            assert_eq!(id.len(), 32, "{odd:?} gives a fresh id");
        }
        let fresh = chosen_id(None);
        assert!(fresh.bytes().all(|b| b.is_ascii_hexdigit()));
        assert_ne!(fresh, chosen_id(None));
    }
}
