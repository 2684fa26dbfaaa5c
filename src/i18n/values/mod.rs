//! The words of the domain's values: how an ending, a time control, a tournament's
//! settings, a date in a time zone read in each language. The values live in `domain/`
//! and say only what they are; these inherent impls (and the few free functions where a
//! value is a list) word them with the catalogs, so pages, mails and templates keep
//! calling `value.describe(lang)` while nothing below the edge words anything.

mod games;
mod time_zone;
mod tournaments;
mod vars;

pub use tournaments::describe_order;

#[cfg(test)]
mod tests;
