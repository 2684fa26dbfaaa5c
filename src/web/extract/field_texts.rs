//! A form's field errors worded for its page: the services give [`FieldErrors`] as
//! words (ids with arguments); templates show them in the reader's language with
//! `errors.at(ctx.lang, "field")`.

use crate::{i18n::Lang, service::FieldErrors};

impl FieldErrors {
    /// The message for one field in `lang`, or "" (templates show nothing then).
    pub fn at(&self, lang: &Lang, field: &str) -> String {
        self.words(field).map(|w| lang.words(w)).unwrap_or_default()
    }

    /// Every message in one sentence run (field order) in `lang`, for a page with
    /// one error slot.
    pub fn sentence_in(&self, lang: &Lang) -> String {
        crate::i18n::refusal::fields_sentence(*lang, self.0.values())
    }
}
