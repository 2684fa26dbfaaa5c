//! The extractor for every urlencoded form of the site. Form structs type their text
//! fields as [`SingleLine`](crate::domain::SingleLine) or
//! [`MultiLine`](crate::domain::MultiLine); a field holding a refused character is
//! named, not a 500 and not a bare "bad request": the handler shows the form again
//! with the error at that field ([`Form::into_parts`]), or answers 422 with a page
//! that names it ([`Form::accept`]). [`Query`] reads a query string the same way.

use std::{fmt, future::Future, pin::Pin};

use actix_web::{FromRequest, HttpRequest, dev::Payload, dev::UrlEncoded};
use serde::de::DeserializeOwned;

use crate::web::{AppError, extract::field_names};
use crate::{
    domain::{TextError, Words},
    i18n::Lang,
    service::FieldErrors,
};

/// The most a form body may hold.
const LIMIT: usize = 64 * 1024;

/// A field whose value held a character its type refuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The form field's name, as the form sends it.
    pub field: &'static str,
    /// Which rule the value broke.
    pub error: TextError,
}

impl Refusal {
    /// "The field “Name” contains a character that is not allowed: …." as words.
    pub fn words(&self) -> Words {
        let name = Words::new("analysis-field-name")
            .arg("field", self.field)
            .arg("label", label(self.field));
        let id = match self.error {
            TextError::SingleLine => "analysis-field-single-line",
            TextError::MultiLine => "analysis-field-multi-line",
            TextError::Direction => "analysis-field-direction",
        };
        Words::new(id).arg("label", name)
    }

    /// The refusal in `lang`.
    pub fn sentence(&self, lang: Lang) -> String {
        lang.words(&self.words())
    }
}

/// The field's name in words: `start_date` is "Start date".
fn label(field: &str) -> String {
    let words = field.replace('_', " ");
    let mut chars = words.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => words,
    }
}

/// The refused fields of one form, in the order they were found, and the language
/// of the request (the extractors read it when something was refused) to word them in.
#[derive(Clone, Debug, Default)]
pub struct Refusals {
    list: Vec<Refusal>,
    lang: Lang,
}

impl Refusals {
    /// Whether every field passed.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// Whether `field` was refused.
    pub fn has(&self, field: &str) -> bool {
        self.list.iter().any(|r| r.field == field)
    }

    /// Forgets the refusal of `field`, for a field the handler replaces with a default
    /// of its own; whether there was one.
    pub fn remove(&mut self, field: &str) -> bool {
        let before = self.list.len();
        self.list.retain(|r| r.field != field);
        self.list.len() < before
    }

    /// The first refusal in words, for a page with one error slot.
    pub fn first_sentence(&self) -> Option<String> {
        self.list.first().map(|r| r.sentence(self.lang))
    }

    /// One error per refused field, for a page that shows errors at their fields.
    pub fn field_errors(&self) -> FieldErrors {
        let mut errors = FieldErrors::default();
        for r in &self.list {
            errors.add(r.field, r.words());
        }
        errors
    }

    /// Ok unless one of `fields` was refused; else the 422 page naming it. For fields
    /// the form page has no place to show an error at (hidden fields, checkboxes).
    pub fn check_fields(&self, fields: &[&str]) -> Result<(), AppError> {
        match self.list.iter().find(|r| fields.contains(&r.field)) {
            Some(r) => Err(AppError::Unprocessable(r.words().into())),
            None => Ok(()),
        }
    }

    /// Ok when nothing was refused, else the 422 page naming the first refused field.
    pub fn check(&self) -> Result<(), AppError> {
        match self.list.first() {
            Some(r) => Err(AppError::Unprocessable(r.words().into())),
            None => Ok(()),
        }
    }
}

/// A form whose text fields passed their types (see the module documentation).
pub struct Form<T> {
    value: T,
    refused: Refusals,
}

impl<T> Form<T> {
    /// The form when no field was refused; else the 422 page naming the field. For
    /// handlers with no form page of their own to show again.
    pub fn accept(self) -> Result<T, AppError> {
        self.refused.check()?;
        Ok(self.value)
    }

    /// The form, with the refused characters taken out of refused fields, and the
    /// refusals: when there are any, the handler must not act but show the form again
    /// with them (typed values kept).
    pub fn into_parts(self) -> (T, Refusals) {
        (self.value, self.refused)
    }

    /// Notes the request's language for wording the refusals (only read when there
    /// are any: a logged-in player's setting needs the session).
    async fn in_language_of(mut self, req: &HttpRequest) -> Self {
        if !self.refused.is_empty() {
            let user = crate::web::extract::session::load_session(req)
                .await
                .ok()
                .flatten();
            self.refused.lang =
                crate::web::extract::language::of_request(req, user.as_ref().map(|s| &s.user));
        }
        self
    }
}

impl<T: DeserializeOwned + 'static> FromRequest for Form<T> {
    type Error = AppError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, AppError>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let body = UrlEncoded::<Vec<(String, String)>>::new(req, payload).limit(LIMIT);
        let req = req.clone();
        Box::pin(async move {
            let unreadable = |e: &dyn fmt::Display| {
                tracing::debug!("unreadable form: {e}");
                AppError::BadRequest(crate::domain::Words::new("analysis-form-unreadable").into())
            };
            let pairs = body.await.map_err(|e| unreadable(&e))?;
            let form = parse(pairs).map_err(|e| unreadable(&e))?;
            Ok(form.in_language_of(&req).await)
        })
    }
}

/// A query string read by the rules of [`Form`], for pages that show what it holds.
pub struct Query<T>(pub Form<T>);

impl<T: DeserializeOwned + 'static> FromRequest for Query<T> {
    type Error = AppError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, AppError>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let pairs = url::form_urlencoded::parse(req.query_string().as_bytes())
            .into_owned()
            .collect();
        let parsed = parse(pairs).map_err(|e| {
            tracing::debug!("unreadable query: {e}");
            AppError::BadRequest(crate::domain::Words::new("analysis-query-unreadable").into())
        });
        let req = req.clone();
        Box::pin(async move { Ok(Query(parsed?.in_language_of(&req).await)) })
    }
}

/// Deserialises the pairs; each refused field is noted, cleaned and the pairs read
/// again, so the handler gets every refusal and a form it can show again. The error
/// is a fault other than a refused text (a missing or repeated field, say).
fn parse<T: DeserializeOwned>(
    mut pairs: Vec<(String, String)>,
) -> Result<Form<T>, serde_path_to_error::Error<serde_urlencoded::de::Error>> {
    let mut refused: Vec<Refusal> = Vec::new();
    loop {
        let encoded = url::form_urlencoded::Serializer::new(String::new())
            .extend_pairs(&pairs)
            .finish();
        let de =
            serde_urlencoded::Deserializer::new(url::form_urlencoded::parse(encoded.as_bytes()));
        let e = match serde_path_to_error::deserialize::<_, T>(de) {
            Ok(value) => {
                return Ok(Form {
                    value,
                    refused: Refusals {
                        list: refused,
                        lang: Lang::En,
                    },
                });
            }
            Err(e) => e,
        };
        let path = e.path().to_string();
        let field = field_names::find::<T>(&path);
        match (TextError::from_message(&e.inner().to_string()), field) {
            // Each field is cleaned once, so this ends after at most one round a field.
            (Some(error), Some(field)) if !refused.iter().any(|r| r.field == field) => {
                for (_, value) in pairs.iter_mut().filter(|(k, _)| k == field) {
                    *value = error.strip(value);
                }
                refused.push(Refusal { field, error });
            }
            _ => return Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    use super::*;
    use crate::domain::{MultiLine, SingleLine};

    #[derive(Deserialize)]
    struct Sample {
        #[serde(default)]
        name: SingleLine,
        #[serde(rename = "move", default)]
        mv: SingleLine,
        #[serde(default)]
        note: MultiLine,
        ticked: Option<SingleLine>,
    }

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect()
    }

    #[test]
    fn every_refused_field_is_named_and_cleaned() {
        let form = parse::<Sample>(pairs(&[
            ("name", "A\0nn"),
            ("move", "e4\u{1b}"),
            ("note", "hi\r\nthere\0"),
            ("ticked", "on"),
            ("csrf_token", "x\0"),
        ]))
        .unwrap();
        let (value, refused) = form.into_parts();
        assert_eq!(value.name.as_str(), "Ann");
        assert_eq!(value.mv.as_str(), "e4");
        assert_eq!(value.note.as_str(), "hi\nthere");
        assert!(refused.has("name") && refused.has("move") && refused.has("note"));
        assert!(!refused.has("ticked"));
        let mut without_move = refused.clone();
        assert!(without_move.remove("move") && !without_move.remove("move"));
        assert!(!without_move.has("move") && without_move.has("name"));
        assert_eq!(value.ticked.as_deref(), Some("on"));
        let errors = refused.field_errors();
        assert!(
            errors
                .at(&Lang::En, "move")
                .starts_with("The field “Move” contains")
        );
        assert!(
            errors
                .at(&Lang::En, "note")
                .contains("other than line breaks")
        );
        assert_eq!(
            refused.first_sentence().unwrap(),
            "The field “Name” contains a character that is not allowed: line breaks, \
             tabs and other control characters cannot be used here."
        );
        let errors = refused.field_errors();
        assert_eq!(
            errors.at(&Lang::De, "move"),
            "Das Feld „Zug“ enthält ein Zeichen, das hier nicht erlaubt ist: \
             Zeilenumbrüche, Tabulatoren und andere Steuerzeichen gehen hier nicht."
        );
        assert!(
            errors
                .at(&Lang::De, "note")
                .starts_with("Das Feld „Notiz“ enthält")
        );
        assert!(
            errors
                .at(&Lang::De, "note")
                .contains("außer Zeilenumbrüchen")
        );
    }

    #[test]
    fn a_clean_form_passes_and_other_faults_stay_unreadable() {
        let form = parse::<Sample>(pairs(&[("name", "Zoë ♛"), ("note", "a\r\nb")])).unwrap();
        let value = form.accept().ok().unwrap();
        assert_eq!(value.note.as_str(), "a\nb");
        assert!(parse::<Sample>(pairs(&[("name", "a"), ("name", "b")])).is_err());
        let refused = parse::<Sample>(pairs(&[("ticked", "\0")])).unwrap();
        let (_, refusals) = refused.into_parts();
        assert!(refusals.check_fields(&["name"]).is_ok());
        assert!(matches!(
            refusals.check_fields(&["name", "ticked"]),
            Err(AppError::Unprocessable(m)) if m.to_string().contains("“Ticked”")
        ));
        let refused = parse::<Sample>(pairs(&[("ticked", "\0")])).unwrap();
        assert!(
            matches!(refused.accept(), Err(AppError::Unprocessable(m)) if m.to_string().contains("“Ticked”"))
        );
        assert_eq!(label("start_date"), "Start date");
    }
}
