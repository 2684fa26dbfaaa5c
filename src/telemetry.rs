//! Logging: `RUST_LOG` filters (default `info`), one line per event on stderr.

use tracing_subscriber::EnvFilter;

/// Installs the global subscriber once; later calls do nothing (tests call it often).
pub fn init() {
    init_with_default("info,sqlx=warn");
}

/// Like [`init`] but with another default filter (tests use `warn`); `RUST_LOG` wins.
pub fn init_with_default(default_filter: &str) {
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(default_filter));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}
