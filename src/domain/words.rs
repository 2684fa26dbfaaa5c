//! A sentence as data: a catalog id and its arguments. The domain and the services
//! say *what* to tell the user (a refusal, a field's error) with these; only the edge
//! (`web/`, `mail/`, `inbound/`) turns them into text, in the reader's language,
//! through the catalogs under `locales/` (`Lang::words`). See docs/design/words.md.

/// A catalog message id with its arguments, in the order they were given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    /// The catalog id (`error-no-such-game`).
    pub id: &'static str,
    /// The message's variables by name.
    pub args: Vec<(&'static str, Arg)>,
}

/// A message variable's value: text, a number, or words of their own (worded in the
/// same language as the sentence around them); moves are values too, worded in the
/// reader's notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Text(String),
    Number(i64),
    Words(Box<Words>),
    /// Moves in SAN as stored (English piece letters), shown in the reader's letters.
    San(String),
    /// Why the rules refused a typed move, as a clause inside the sentence.
    MoveReason(crate::chess::MoveError),
    /// A deadline, shown in the reader's language in the zone `zone`.
    Deadline {
        at: time::OffsetDateTime,
        zone: crate::domain::TimeZone,
    },
    /// A calendar day (a vacation's first or last: whole days in UTC), shown as the
    /// reader's pages write dates.
    Day(time::Date),
    /// A time control with its silence rule, in the reader's words ("3 days per move").
    TimeControl {
        tc: crate::domain::clock::TimeControl,
        silence: Option<i32>,
    },
}

impl Words {
    /// The message `id` without variables (so far).
    pub fn new(id: &'static str) -> Self {
        Self {
            id,
            args: Vec::new(),
        }
    }

    /// A sentence worded already, in the reader's language, by a layer not yet
    /// converted to ids (conditional lines, whose moves are in the reader's notation).
    pub fn text(sentence: impl Into<String>) -> Self {
        Self::new("refusal-text").arg("text", sentence.into())
    }

    /// The same message with the variable `name` set to `value`.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        self.args.push((name, value.into()));
        self
    }

    /// The value of the variable `name`, if set (for tests and for callers that need
    /// a detail back, such as a refused name).
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Self {
        Self::Text(text.to_owned())
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Self {
        Self::Text(text.clone())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Self {
        Self::Text(text)
    }
}

impl From<Words> for Arg {
    fn from(words: Words) -> Self {
        Self::Words(Box::new(words))
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Self::Number(n as i64)
            }
        }
        impl From<&$t> for Arg {
            fn from(n: &$t) -> Self {
                Self::Number(*n as i64)
            }
        }
    )*};
}
number_arg!(i16, i32, i64, u8, u16, u32, u64, usize);

impl From<crate::chess::StartNumber> for Arg {
    fn from(n: crate::chess::StartNumber) -> Self {
        Self::Number(i64::from(n.get()))
    }
}

/// A refusal as data, for the edge to word in the reader's language: catalog words,
/// the rules' reason a typed move was refused, every refused field's words (in field
/// order), a rate limit (its answer's status says it), or an internal failure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    Words(Words),
    Move(crate::chess::MoveError),
    Fields(Vec<Words>),
    Limited { retry_after: u64 },
    Internal,
}

impl From<Words> for Refusal {
    fn from(words: Words) -> Self {
        Self::Words(words)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_keep_their_arguments_in_order() {
        let w = Words::new("error-not-admin")
            .arg("name", "bob")
            .arg("max", 20usize);
        assert_eq!(w.get("name"), Some(&Arg::Text("bob".into())));
        assert_eq!(w.get("max"), Some(&Arg::Number(20)));
        assert_eq!(w.get("other"), None);
        assert_eq!(w.args.len(), 2);
    }
}
