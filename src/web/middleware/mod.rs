//! What wraps requests: logs, deadlines, connection limits, CSRF, security headers
//! and rate limits.

pub mod access_log;
pub mod client_connections;
pub mod connection_deadline;
pub mod csrf;
pub mod rate_limit;
pub mod request_log;
pub mod request_timeout;
pub mod security_headers;
