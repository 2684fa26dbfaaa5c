//! Logging: `RUST_LOG` filters (default `info`), one line per event on stderr, as text
//! or, with `LOG_FORMAT=json`, as one JSON object per line for log collectors (the
//! request's id from its span included).

use tracing_subscriber::EnvFilter;

/// Installs the global subscriber once; later calls do nothing (tests call it often).
pub fn init() {
    init_with_default("info,sqlx=warn");
}

/// Like [`init`] but with another default filter (tests use `warn`); `RUST_LOG` wins.
pub fn init_with_default(default_filter: &str) {
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(default_filter));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    let _ = match LogFormat::from_env() {
        LogFormat::Json => builder
            .json()
            .flatten_event(true)
            .with_current_span(false)
            .with_span_list(true)
            .try_init(),
        LogFormat::Text => builder.try_init(),
    };
}

/// How log lines are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogFormat {
    Text,
    Json,
}

impl LogFormat {
    /// `LOG_FORMAT`: `json`, or text when unset, empty or `text`. Read before anything
    /// else so that even a bad setting's complaint is logged in the format asked for;
    /// an unknown word falls back to text with a warning.
    fn from_env() -> Self {
        let word = std::env::var("LOG_FORMAT").unwrap_or_default();
        Self::parse(&word).unwrap_or_else(|| {
            eprintln!("LOG_FORMAT={word:?} is neither text nor json: logging text");
            Self::Text
        })
    }

    fn parse(word: &str) -> Option<Self> {
        match word.trim().to_ascii_lowercase().as_str() {
            "" | "text" => Some(Self::Text),
            "json" => Some(Self::Json),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_format_words() {
        assert_eq!(LogFormat::parse(""), Some(LogFormat::Text));
        assert_eq!(LogFormat::parse("text"), Some(LogFormat::Text));
        assert_eq!(LogFormat::parse(" JSON "), Some(LogFormat::Json));
        assert_eq!(LogFormat::parse("yaml"), None);
    }
}
