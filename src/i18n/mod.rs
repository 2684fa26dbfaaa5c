//! The site's languages: every word a page, a mail or an error shows comes from the
//! Fluent catalogs under `locales/<lang>/*.ftl`, compiled into the binary. A message
//! without variables is formatted once, at first use, and then looked up as a
//! `&'static str` (no allocation on the hot pages); a message with variables is
//! formatted by Fluent (plurals, numbers) each time.

mod catalog;
pub mod chess;
pub mod dates;
mod negotiate;
mod occasion;
pub mod record;
pub mod refusal;
mod terms;
pub mod untranslated;
pub mod values;

use fluent_bundle::{FluentArgs, FluentValue};

pub use negotiate::from_accept_language;

pub use crate::domain::language::{Lang, Setting};

/// The words of a language: the catalogs' messages, formatted.
impl Lang {
    /// The message `id` without variables, formatted once and kept. A message the
    /// language lacks comes in English; an id no catalog has gives "" (never the id:
    /// a test checks that every id the sources use exists).
    pub fn t(self, id: &str) -> &'static str {
        catalog::plain(self.index(), id)
            .or_else(|| fallback(self, id, || catalog::plain(Lang::En.index(), id)))
            .unwrap_or("")
    }

    /// The message `id` with one variable.
    pub fn t1<'a>(self, id: &str, name: &'a str, value: impl Var<'a>) -> String {
        let mut args = FluentArgs::with_capacity(1);
        args.set(name, value.var());
        self.format(id, &args)
    }

    /// The message `id` with two variables.
    pub fn t2<'a>(
        self,
        id: &str,
        first: &'a str,
        first_value: impl Var<'a>,
        second: &'a str,
        second_value: impl Var<'a>,
    ) -> String {
        let mut args = FluentArgs::with_capacity(2);
        args.set(first, first_value.var());
        args.set(second, second_value.var());
        self.format(id, &args)
    }

    /// The sentence `words` stand for: their message with their variables (words
    /// among them worded in this language too).
    pub fn words(self, words: &crate::domain::Words) -> String {
        if words.args.is_empty() {
            return self.t(words.id).to_owned();
        }
        let mut args = FluentArgs::with_capacity(words.args.len());
        for (name, value) in &words.args {
            let value = match value {
                crate::domain::Arg::Text(text) => FluentValue::from(text.as_str()),
                crate::domain::Arg::Number(n) => FluentValue::from(*n),
                crate::domain::Arg::Words(inner) => FluentValue::from(self.words(inner)),
                crate::domain::Arg::San(san) => {
                    FluentValue::from(chess::san(self, san).into_owned())
                }
                crate::domain::Arg::MoveReason(e) => FluentValue::from(chess::move_clause(self, e)),
                crate::domain::Arg::Deadline { at, zone } => {
                    FluentValue::from(zone.format_deadline_in(self, *at))
                }
                crate::domain::Arg::Day(day) => FluentValue::from(dates::calendar_day(self, *day)),
                crate::domain::Arg::TimeControl { tc, silence } => {
                    FluentValue::from(tc.describe_with_silence(self, *silence))
                }
            };
            args.set(*name, value);
        }
        self.format(words.id, &args)
    }

    /// The message `id` with any number of variables.
    pub fn format(self, id: &str, args: &FluentArgs<'_>) -> String {
        catalog::format(self.index(), id, args)
            .or_else(|| fallback(self, id, || catalog::format(Lang::En.index(), id, args)))
            .unwrap_or_default()
    }
}

/// The English text of a message `lang`'s catalog lacks. Under a test's
/// [`misses::recording`] the miss is recorded instead and nothing is shown, so a test
/// sees a German rendering that would fall back to English.
fn fallback<T>(lang: Lang, id: &str, english: impl FnOnce() -> Option<T>) -> Option<T> {
    #[cfg(test)]
    if misses::record(lang, id) {
        return None;
    }
    let _ = (lang, id);
    english()
}

#[cfg(test)]
pub(crate) mod misses;

/// A value a message's variable takes: text or a number (by value or borrowed, as a
/// template passes it).
pub trait Var<'a> {
    fn var(self) -> FluentValue<'a>;
}

impl<'a> Var<'a> for &'a str {
    fn var(self) -> FluentValue<'a> {
        FluentValue::from(self)
    }
}

impl<'a> Var<'a> for &&'a str {
    fn var(self) -> FluentValue<'a> {
        FluentValue::from(*self)
    }
}

impl<'a> Var<'a> for &'a String {
    fn var(self) -> FluentValue<'a> {
        FluentValue::from(self.as_str())
    }
}

impl<'a> Var<'a> for String {
    fn var(self) -> FluentValue<'a> {
        FluentValue::from(self)
    }
}

macro_rules! number_var {
    ($($t:ty),*) => {$(
        impl<'a> Var<'a> for $t {
            fn var(self) -> FluentValue<'a> {
                FluentValue::from(self)
            }
        }
        impl<'a> Var<'a> for &$t {
            fn var(self) -> FluentValue<'a> {
                FluentValue::from(*self)
            }
        }
    )*};
}
number_var!(i16, i32, i64, u8, u16, u32, u64, usize);

/// A start position's number as a message variable ("Nr. 518").
impl<'a> Var<'a> for &crate::chess::StartNumber {
    fn var(self) -> FluentValue<'a> {
        FluentValue::from(self.get())
    }
}

#[cfg(test)]
mod plurals;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod variables;

/// Marks a message id chosen in code (a `match` over variants) so the catalog test
/// finds it; expands to the literal.
#[macro_export]
macro_rules! msg {
    ($id:literal) => {
        $id
    };
}
