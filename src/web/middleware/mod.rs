//! What wraps requests: logs, deadlines, connection limits, CSRF, path checks, security
//! headers and rate limits.

/// The two `AsyncWrite` methods a connection wrapper passes on to its inner stream
/// `io` untouched. Why: the client cap and the deadline wrap the same stream and neither
/// has anything to add to a flush or a shutdown; the trait has no default for them.
macro_rules! pass_flush_and_shutdown {
    () => {
        fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
            Pin::new(&mut self.io).poll_flush(cx)
        }

        fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
            Pin::new(&mut self.io).poll_shutdown(cx)
        }
    };
}

pub mod access_log;
pub mod body_budget;
pub mod client_connections;
pub mod connection_deadline;
pub mod csrf;
pub mod head_requests;
pub mod identity_encoding;
pub mod path_guard;
pub mod rate_limit;
pub mod request_log;
pub mod request_timeout;
pub mod security_headers;
