//! The one place a service's refusal becomes a sentence: pages, mails and the API's
//! problem documents (in English) all word a [`ServiceError`] here.

use super::Lang;
use crate::{
    domain::Words,
    service::{FieldErrors, ServiceError},
};

/// The sentence a reader in `lang` reads for `error`.
pub fn sentence(lang: Lang, error: &ServiceError) -> String {
    match error {
        ServiceError::IllegalMove(e) => super::chess::move_error(lang, e),
        ServiceError::Invalid(errors) => fields_sentence(lang, errors),
        ServiceError::Internal(_) => lang.t("error-internal").to_owned(),
        other => other.words().map(|w| lang.words(&w)).unwrap_or_default(),
    }
}

/// The sentence for a refusal of the move service as a mail says it (a changed
/// position asks for a reply, not a look at the page).
pub fn mail_sentence(lang: Lang, error: &ServiceError) -> String {
    match error {
        ServiceError::StalePly { current } => lang.t1("reply-stale-ply", "current", *current),
        other => sentence(lang, other),
    }
}

/// Every field's message in one sentence run (field order), for answers that show no
/// form.
pub fn fields_sentence(lang: Lang, errors: &FieldErrors) -> String {
    if errors.is_empty() {
        return lang.t("error-fields-invalid").to_owned();
    }
    errors
        .0
        .values()
        .map(|w| lang.words(w))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The words of one field's message, or "" when the field has none.
pub fn field_text(lang: Lang, errors: &FieldErrors, field: &str) -> String {
    errors
        .0
        .get(field)
        .map(|w| lang.words(w))
        .unwrap_or_default()
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

#[cfg(test)]
impl ServiceError {
    /// The refusal in English, for the services' own tests.
    pub fn english(&self) -> String {
        sentence(Lang::En, self)
    }
}

#[cfg(test)]
impl FieldErrors {
    /// The field's message in English, or "" (for the services' own tests).
    pub fn text(&self, field: &str) -> String {
        field_text(Lang::En, self, field)
    }

    /// The field's message in German, or "".
    pub fn text_de(&self, field: &str) -> String {
        field_text(Lang::De, self, field)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mailed_refusal_reads_in_the_players_language() {
        let stale = ServiceError::StalePly { current: 7 };
        assert!(mail_sentence(Lang::En, &stale).contains("7 half-moves"));
        assert!(mail_sentence(Lang::De, &stale).contains("7 Halbzüge"));
        assert_eq!(
            mail_sentence(Lang::De, &ServiceError::NotYourTurn),
            Lang::De.t("error-not-your-turn")
        );
        assert_ne!(
            mail_sentence(Lang::De, &ServiceError::NotYourTurn),
            mail_sentence(Lang::En, &ServiceError::NotYourTurn)
        );
    }
}
