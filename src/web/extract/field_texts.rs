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

/// One line of a page's error summary: the id of the field's control and its message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SummaryLine {
    pub id: String,
    pub text: String,
}

/// The field errors a page shows again, listed once more at the top of its main
/// content (the `summary` macro of templates/fields.html), each a link to its control:
/// an error at a field far down a long page is seen on arrival.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ErrorSummary {
    lines: Vec<SummaryLine>,
    /// The catalog id of the box's heading.
    heading: &'static str,
}

impl Default for ErrorSummary {
    fn default() -> Self {
        Self::from_lines(Vec::new())
    }
}

impl ErrorSummary {
    /// The usual heading ("Please correct this:").
    pub const CORRECT_THIS: &'static str = crate::msg!("form-error-summary");

    fn from_lines(lines: Vec<SummaryLine>) -> Self {
        Self {
            lines,
            heading: Self::CORRECT_THIS,
        }
    }

    /// From a template's pairs of control id and message (worded already); empty
    /// messages, the fields without an error, are left out.
    pub fn of(lines: &[(&str, &str)]) -> Self {
        Self::from_lines(
            lines
                .iter()
                .filter(|(_, text)| !text.is_empty())
                .map(|&(id, text)| SummaryLine {
                    id: id.to_owned(),
                    text: text.to_owned(),
                })
                .collect(),
        )
    }

    /// The same lines under another heading (a catalog id), for a refusal that is no
    /// mistake to correct (the position changed under a move form).
    pub fn headed(mut self, heading: &'static str) -> Self {
        self.heading = heading;
        self
    }

    /// The catalog id of the heading.
    pub fn heading(&self) -> &'static str {
        self.heading
    }

    /// This summary's lines, then `other`'s (two forms on one page).
    pub fn and(mut self, other: ErrorSummary) -> Self {
        self.lines.extend(other.lines);
        self
    }

    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    pub fn lines(&self) -> &[SummaryLine] {
        &self.lines
    }
}

impl FieldErrors {
    /// Every field's message in `lang`, linking to the control whose id is the field's
    /// name (the forms of templates/fields.html name them so).
    pub fn summary(&self, lang: &Lang) -> ErrorSummary {
        ErrorSummary::from_lines(
            self.0
                .iter()
                .map(|(&id, words)| SummaryLine {
                    id: id.to_owned(),
                    text: lang.words(words),
                })
                .collect(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::Words;

    #[test]
    fn a_summary_lists_the_fields_with_an_error_only() {
        let s = ErrorSummary::of(&[("move", "Not a legal move."), ("talk-message", "")]);
        assert_eq!(
            s.lines(),
            [SummaryLine {
                id: "move".into(),
                text: "Not a legal move.".into()
            }]
        );
        assert!(ErrorSummary::of(&[("move", "")]).is_empty());
        let errors = FieldErrors::single("username", Words::new("field-username-taken"));
        let both = s.and(errors.summary(&Lang::En));
        assert_eq!(both.lines().len(), 2);
        assert_eq!(both.lines()[1].id, "username");
        assert!(!both.lines()[1].text.is_empty());
        assert!(!both.lines()[1].text.starts_with("field-"), "worded");
    }
}
