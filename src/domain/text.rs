//! Text as users send it, in every form field and every JSON string: one line
//! ([`SingleLine`]) or several ([`MultiLine`]). Control characters are refused here, at
//! the edge, so none reaches the database (PostgreSQL refuses NUL in text outright and
//! answers with an error), a mail header, a log line or a page.

use std::{fmt, ops::Deref};

use serde::{Deserialize, Deserializer, de};

use super::bidi::{balanced, is_direction_control};

/// Why a text was refused. Its `Display` is a stable code (`text-refused:single-line`),
/// not words: the serde error carries exactly that code, so [`TextError::from_message`]
/// can tell a refused text from a malformed request, and the edge words it (pages
/// through the catalogs, the API in its English).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextError {
    /// A control character (or a line or paragraph separator) in a one-line field.
    SingleLine,
    /// A control character other than a line break or a tab in a multi-line field.
    MultiLine,
    /// A direction override, embedding or isolate (U+202A-U+202E, U+2066-U+2069) in a
    /// one-line field (see `domain::bidi`).
    Direction,
}

impl TextError {
    /// Every refusal, for the edge's tables and tests.
    pub const ALL: [Self; 3] = [Self::SingleLine, Self::MultiLine, Self::Direction];

    /// The refusal a deserialisation error message stands for, if it is one.
    pub fn from_message(message: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|e| e.code() == message)
    }

    /// The code this refusal travels as through serde.
    pub fn code(self) -> &'static str {
        match self {
            Self::SingleLine => "text-refused:single-line",
            Self::MultiLine => "text-refused:multi-line",
            Self::Direction => "text-refused:direction",
        }
    }

    /// `text` without the characters this refusal is about (for showing a form again).
    pub fn strip(self, text: &str) -> String {
        match self {
            Self::SingleLine => text.chars().filter(|&c| !breaks_line(c)).collect(),
            Self::MultiLine => normalise_breaks(text)
                .chars()
                .filter(|&c| !refused_in_multi_line(c))
                .collect(),
            Self::Direction => text.chars().filter(|&c| !is_direction_control(c)).collect(),
        }
    }
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Control characters (NUL, ESC, CR, LF, TAB, DEL, C1) and the Unicode line and
/// paragraph separators: nothing that ends a line or steers a terminal.
fn breaks_line(c: char) -> bool {
    c.is_control() || matches!(c, '\u{2028}' | '\u{2029}')
}

fn refused_in_multi_line(c: char) -> bool {
    c.is_control() && !matches!(c, '\n' | '\t')
}

/// `\r\n` and a lone `\r` become `\n`.
fn normalise_breaks(text: &str) -> String {
    text.replace("\r\n", "\n").replace('\r', "\n")
}

/// One line of text: no control character at all (so no NUL, ESC, CR, LF or TAB) and
/// no direction override, embedding or isolate (a name must read as it is stored);
/// letters of any script, emoji and other printable characters are fine. Kept as typed
/// (not trimmed: a password's spaces count); callers trim where the meaning says so.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SingleLine(String);

impl SingleLine {
    /// The text, or why it is refused.
    pub fn parse(text: &str) -> Result<Self, TextError> {
        if text.chars().any(breaks_line) {
            Err(TextError::SingleLine)
        } else if text.chars().any(is_direction_control) {
            Err(TextError::Direction)
        } else {
            Ok(Self(text.to_owned()))
        }
    }

    /// The text as accepted.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Text over several lines (a note, a message, a description): line breaks (`\r\n`
/// and `\r` become `\n`) and tabs are kept; every other control character is refused,
/// and direction controls that a line does not close again are dropped
/// ([`balanced`]), so none runs on past the text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MultiLine(String);

impl MultiLine {
    /// The text with its line breaks made `\n`, or why it is refused.
    pub fn parse(text: &str) -> Result<Self, TextError> {
        let text = normalise_breaks(text);
        if text.chars().any(refused_in_multi_line) {
            Err(TextError::MultiLine)
        } else {
            Ok(Self(balanced(&text)))
        }
    }

    /// The text as accepted.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

macro_rules! text_type {
    ($name:ident, $what:literal) => {
        impl Deref for $name {
            type Target = str;
            fn deref(&self) -> &str {
                &self.0
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl From<$name> for String {
            fn from(text: $name) -> String {
                text.0
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                struct Visit;
                impl de::Visitor<'_> for Visit {
                    type Value = $name;
                    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                        f.write_str($what)
                    }
                    fn visit_str<E: de::Error>(self, v: &str) -> Result<$name, E> {
                        $name::parse(v).map_err(E::custom)
                    }
                }
                deserializer.deserialize_str(Visit)
            }
        }
    };
}

text_type!(SingleLine, "a line of text");
text_type!(MultiLine, "text");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_line_refuses_every_control_character() {
        for bad in [
            "nul\0byte",
            "esc\u{1b}[31m",
            "line\nbreak",
            "carriage\rreturn",
            "crlf\r\nline",
            "tab\there",
            "bell\u{7}",
            "delete\u{7f}",
            "c1\u{85}next line",
            "separator\u{2028}",
            "\u{2029}",
        ] {
            assert_eq!(
                SingleLine::parse(bad),
                Err(TextError::SingleLine),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn single_line_takes_letters_of_any_script_and_emoji() {
        for good in [
            "",
            "Alice",
            "  spaced  ",
            "Grünfeld – Élise",
            "Кирилл",
            "中国象棋",
            "שחמט",
            "♞ knight 🏆",
            "family 👨‍👩‍👧 (joined)",
        ] {
            assert_eq!(SingleLine::parse(good).unwrap().as_str(), good);
        }
    }

    #[test]
    fn multi_line_keeps_breaks_and_tabs_and_refuses_other_controls() {
        assert_eq!(
            MultiLine::parse("one\r\ntwo\rthree\nfour\tfive")
                .unwrap()
                .as_str(),
            "one\ntwo\nthree\nfour\tfive"
        );
        assert_eq!(
            MultiLine::parse("Viel Glück ♞ 🎉").unwrap().as_str(),
            "Viel Glück ♞ 🎉"
        );
        for bad in ["nul\0", "esc\u{1b}[2J", "bell\u{7}", "\u{7f}", "\u{9b}"] {
            assert_eq!(MultiLine::parse(bad), Err(TextError::MultiLine), "{bad:?}");
        }
    }

    #[test]
    fn single_line_refuses_direction_overrides_and_keeps_marks() {
        for bad in [
            "evil\u{202E}gnp.exe",
            "\u{202A}x",
            "x\u{202C}",
            "\u{2066}a\u{2069}",
        ] {
            assert_eq!(SingleLine::parse(bad), Err(TextError::Direction), "{bad:?}");
        }
        let marked = "שחמט\u{200F} club\u{200E}";
        assert_eq!(SingleLine::parse(marked).unwrap().as_str(), marked);
        assert_eq!(TextError::Direction.strip("a\u{202E}b\u{2069}"), "ab");
        let e = TextError::Direction;
        assert_eq!(TextError::from_message(&e.to_string()), Some(e));
    }

    #[test]
    fn multi_line_drops_unclosed_direction_controls() {
        let text = MultiLine::parse("see \u{202E}txt.exe\r\n\u{2067}שלום\u{2069}").unwrap();
        assert_eq!(text.as_str(), "see txt.exe\n\u{2067}שלום\u{2069}");
    }

    #[test]
    fn refusals_are_recognised_by_their_message_and_can_be_stripped() {
        for e in TextError::ALL {
            assert_eq!(TextError::from_message(&e.to_string()), Some(e));
        }
        assert_eq!(TextError::from_message("invalid type: integer"), None);
        assert_eq!(TextError::SingleLine.strip("a\0b\r\nc\td"), "abcd");
        assert_eq!(TextError::MultiLine.strip("a\0b\r\nc\td\u{1b}"), "ab\nc\td");
    }

    #[derive(Deserialize)]
    struct Body {
        name: SingleLine,
        note: Option<MultiLine>,
    }

    #[test]
    fn deserialising_refuses_with_the_message_and_accepts_good_text() {
        let ok: Body = serde_json::from_str(r#"{"name": "Ann ♛", "note": "a\r\nb"}"#).unwrap();
        assert_eq!(&*ok.name, "Ann ♛");
        assert_eq!(ok.note.unwrap().as_str(), "a\nb");
        let err = serde_json::from_value::<Body>(serde_json::json!({"name": "a\u{0}"}))
            .err()
            .unwrap();
        assert_eq!(
            TextError::from_message(&err.to_string()),
            Some(TextError::SingleLine)
        );
        let err =
            serde_json::from_value::<Body>(serde_json::json!({"name": "a", "note": "\u{1b}"}))
                .err()
                .unwrap();
        assert_eq!(
            TextError::from_message(&err.to_string()),
            Some(TextError::MultiLine)
        );
        let form: Body = serde_urlencoded::from_str("name=%C3%A9&note=x%0D%0Ay").unwrap();
        assert_eq!(form.name.as_str(), "é");
        assert_eq!(form.note.unwrap().as_str(), "x\ny");
        assert!(serde_urlencoded::from_str::<Body>("name=a%00").is_err());
    }
}
