//! Logging: `RUST_LOG` filters (default `info`), one line per event on stderr, as text
//! or, with `LOG_FORMAT=json`, as one JSON object per line for log collectors (the
//! request's id from its span included). Text lines escape the control characters of
//! every value ([`EscapedFields`]): a logged header cannot start a forged line or reach
//! the terminal as an escape sequence.

use std::{
    fmt::{self, Write},
    io::IsTerminal,
};

use tracing_subscriber::{
    EnvFilter,
    field::RecordFields,
    fmt::{
        FormatFields,
        format::{DefaultFields, Writer},
    },
};

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
        // Colours only on a terminal: in a journal or a file they are escape bytes.
        LogFormat::Text => builder
            .with_ansi(std::io::stderr().is_terminal())
            .fmt_fields(EscapedFields::default())
            .try_init(),
    };
}

/// The text format's fields and message, as tracing writes them, with control
/// characters escaped by [`escape_controls`]: one place, so that no call site has to
/// remember which of its values a client chose.
#[derive(Debug, Default)]
pub struct EscapedFields(DefaultFields);

impl<'w> FormatFields<'w> for EscapedFields {
    fn format_fields<R: RecordFields>(&self, mut writer: Writer<'w>, fields: R) -> fmt::Result {
        let mut raw = String::new();
        self.0.format_fields(Writer::new(&mut raw), fields)?;
        escape_controls(&raw, &mut writer)
    }
}

/// Writes `text` with line breaks, tabs and every other control character (C0, DEL,
/// C1), the Unicode line separators and the bidirectional controls written as escapes
/// (`\n`, `\r`, `\t`, `\u{1b}`), so that a log line stays one line and shows what was
/// sent rather than what a terminal would make of it.
pub fn escape_controls(text: &str, out: &mut impl Write) -> fmt::Result {
    if !text.chars().any(needs_escape) {
        return out.write_str(text);
    }
    for c in text.chars() {
        match c {
            '\n' => out.write_str("\\n")?,
            '\r' => out.write_str("\\r")?,
            '\t' => out.write_str("\\t")?,
            c if needs_escape(c) => write!(out, "\\u{{{:x}}}", u32::from(c))?,
            c => out.write_char(c)?,
        }
    }
    Ok(())
}

/// Control characters, line and paragraph separators, and the bidi controls (which
/// reorder what a reader sees).
fn needs_escape(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
        )
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

    fn escaped(text: &str) -> String {
        let mut out = String::new();
        escape_controls(text, &mut out).unwrap();
        out
    }

    #[test]
    fn control_characters_are_escaped_and_the_rest_kept() {
        assert_eq!(escaped("plain text, Zürich ♞"), "plain text, Zürich ♞");
        assert_eq!(
            escaped("auto\r\n 2026-01-01 INFO forged"),
            "auto\\r\\n 2026-01-01 INFO forged"
        );
        assert_eq!(escaped("\u{1b}[2Jwiped\u{7}"), "\\u{1b}[2Jwiped\\u{7}");
        assert_eq!(
            escaped("a\tb\u{0}c\u{7f}\u{85}\u{9b}"),
            "a\\tb\\u{0}c\\u{7f}\\u{85}\\u{9b}"
        );
        assert_eq!(escaped("user\u{202e}gpj.exe"), "user\\u{202e}gpj.exe");
        for bidi in [
            '\u{061c}', '\u{200e}', '\u{200f}', '\u{2066}', '\u{2069}', '\u{2028}',
        ] {
            assert!(escaped(&bidi.to_string()).starts_with("\\u{"), "{bidi:?}");
        }
        assert!(
            !escaped("\u{200d}").starts_with('\\'),
            "a joiner is not a control"
        );
    }

    #[test]
    fn text_fields_come_out_escaped_on_one_line() {
        use tracing_subscriber::fmt::MakeWriter;

        #[derive(Clone, Default)]
        struct Captured(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);
        impl std::io::Write for Captured {
            fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
                self.0.lock().unwrap().extend_from_slice(buf);
                Ok(buf.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        impl<'a> MakeWriter<'a> for Captured {
            type Writer = Captured;
            fn make_writer(&'a self) -> Captured {
                self.clone()
            }
        }

        let out = Captured::default();
        let subscriber = tracing_subscriber::fmt()
            .with_writer(out.clone())
            .with_ansi(false)
            .fmt_fields(EscapedFields::default())
            .finish();
        tracing::subscriber::with_default(subscriber, || {
            let span = tracing::info_span!("request", id = %"a\nb");
            let _entered = span.enter();
            let why = "auto\r\n 2026-01-01 INFO forged\u{1b}[2J";
            tracing::info!(%why, "dropped {}", "x\ny");
        });
        let text = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
        assert_eq!(text.lines().count(), 1, "{text:?}");
        assert!(!text.contains('\u{1b}') && !text.contains('\r'), "{text:?}");
        assert!(text.contains("dropped x\\ny"), "{text:?}");
        assert!(text.contains("id=a\\nb"), "{text:?}");
        assert!(text.contains("auto\\r\\n 2026-01-01"), "{text:?}");
    }

    #[test]
    fn log_format_words() {
        assert_eq!(LogFormat::parse(""), Some(LogFormat::Text));
        assert_eq!(LogFormat::parse("text"), Some(LogFormat::Text));
        assert_eq!(LogFormat::parse(" JSON "), Some(LogFormat::Json));
        assert_eq!(LogFormat::parse("yaml"), None);
    }
}
