//! The one place a refusal becomes a sentence: pages, mails and the API's problem
//! documents (in English) all word a [`Refusal`] here. The services give theirs as
//! values (`ServiceError::refusal`, or `From<&ServiceError>`), so this module reads
//! nothing of theirs.

use super::Lang;
use crate::domain::{Refusal, Words};

/// The sentence a reader in `lang` reads for `refusal` (a rate limit has none: its
/// answer's status and `Retry-After` say it).
pub fn sentence(lang: Lang, refusal: impl Into<Refusal>) -> String {
    match refusal.into() {
        Refusal::Words(w) => lang.words(&w),
        Refusal::Move(e) => super::chess::move_error(lang, &e),
        Refusal::Fields(fields) => fields_sentence(lang, &fields),
        Refusal::Limited { .. } => String::new(),
        Refusal::Internal => lang.t("error-internal").to_owned(),
    }
}

/// Every field's message in one sentence run (field order), for answers that show no
/// form.
pub fn fields_sentence<'a>(lang: Lang, fields: impl IntoIterator<Item = &'a Words>) -> String {
    let worded: Vec<String> = fields.into_iter().map(|w| lang.words(w)).collect();
    if worded.is_empty() {
        return lang.t("error-fields-invalid").to_owned();
    }
    worded.join(" ")
}

/// The words in `lang` (a shorthand for handlers that hold [`Words`]).
pub fn words(lang: Lang, words: &Words) -> String {
    lang.words(words)
}

/// Words read in English, for the tests of the layers that hold them (which word
/// nothing themselves).
#[cfg(test)]
impl std::fmt::Display for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&Lang::En.words(self))
    }
}

#[cfg(test)]
impl Words {
    /// The words in German, for the tests of the layers that hold them.
    pub fn de(&self) -> String {
        Lang::De.words(self)
    }
}

/// A refusal read in English, for the tests of the layers that hold refusals.
#[cfg(test)]
impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&sentence(Lang::En, self.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_reads_in_the_readers_language() {
        let not_your_turn = Refusal::Words(Words::new("error-not-your-turn"));
        assert_eq!(
            sentence(Lang::De, not_your_turn.clone()),
            Lang::De.t("error-not-your-turn")
        );
        assert_ne!(
            sentence(Lang::De, not_your_turn.clone()),
            sentence(Lang::En, not_your_turn)
        );
        assert_eq!(
            sentence(Lang::En, Refusal::Internal),
            Lang::En.t("error-internal")
        );
        assert_eq!(
            fields_sentence(Lang::De, &[]),
            Lang::De.t("error-fields-invalid")
        );
    }
}
