//! The extractor for every JSON body of the API. Body types type their strings as
//! [`SingleLine`](crate::domain::SingleLine) or [`MultiLine`](crate::domain::MultiLine);
//! strings with a refused character answer 422 `validation-failed` with `errors`
//! naming each such field, any other mismatch 400 `malformed-request` naming where it is.

use crate::domain::Words;
use std::{future::Future, ops::Deref, pin::Pin};

use actix_web::{FromRequest, HttpRequest, dev::Payload, web};
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::problem::ApiError;
use crate::{
    domain::TextError,
    service::{FieldErrors, ServiceError},
    web::extract::field_names,
};

/// A JSON request body of type `T`.
pub struct Json<T>(pub T);

impl<T> Json<T> {
    /// The body, to take apart.
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> Deref for Json<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: DeserializeOwned + 'static> FromRequest for Json<T> {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        // Reading and JSON syntax go through actix (size limit, content type, the
        // problem answers of `problem::json_error`); the shape is checked here.
        let value = web::Json::<Value>::from_request(req, payload);
        Box::pin(async move {
            let value = value.await?.into_inner();
            parse(value).map(Json).map_err(Into::into)
        })
    }
}

/// Deserialises `value`; a refused string in a field of `T` is noted, cleaned and
/// the body read again, so one answer names every refused field.
fn parse<T: DeserializeOwned>(mut value: Value) -> Result<T, ApiError> {
    let mut refused = FieldErrors::default();
    loop {
        let e = match serde_path_to_error::deserialize::<_, T>(value.clone()) {
            Ok(body) if refused.is_empty() => return Ok(body),
            Ok(_) => return Err(ApiError::Service(ServiceError::Invalid(refused))),
            Err(e) => e,
        };
        let path = e.path().to_string();
        let inner = e.inner().to_string();
        let field = field_names::find::<T>(&path).filter(|f| refused.words(f).is_none());
        match (TextError::from_message(&inner), field, value.get_mut(&path)) {
            (Some(error), Some(field), Some(Value::String(text))) => {
                refused.add(field, Words::text(refused_text(field, error)));
                *text = error.strip(text);
            }
            // A refused field already named: the body's shape is fine as far as known.
            _ if !refused.is_empty() => {
                return Err(ApiError::Service(ServiceError::Invalid(refused)));
            }
            _ if path == "." => {
                return Err(ApiError::Malformed(format!(
                    "The JSON body does not have the expected shape: {inner}."
                )));
            }
            _ => {
                return Err(ApiError::Malformed(format!(
                    "The JSON body does not have the expected shape at `{path}`: {inner}."
                )));
            }
        }
    }
}

/// The API's English for a text field's refusal (the API speaks English by contract;
/// pages word the same refusal through the catalogs, `web::extract::form`).
fn refused_text(field: &str, error: TextError) -> String {
    let why = match error {
        TextError::SingleLine => {
            "line breaks, tabs and other control characters cannot be used here"
        }
        TextError::MultiLine => {
            "control characters other than line breaks and tabs cannot be used here"
        }
        TextError::Direction => {
            "direction overrides, embeddings and isolates (U+202A to U+202E, U+2066 to U+2069) cannot be used here"
        }
    };
    format!("The field `{field}` contains a character that is not allowed: {why}.")
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;
    use serde_json::json;

    use super::*;
    use crate::domain::{MultiLine, SingleLine};

    #[derive(Debug, Deserialize)]
    struct Body {
        login: SingleLine,
        #[serde(default)]
        note: Option<MultiLine>,
        count: i32,
    }

    fn errors(e: ApiError) -> FieldErrors {
        match e {
            ApiError::Service(ServiceError::Invalid(errors)) => errors,
            other => panic!("expected validation-failed, got {other:?}"),
        }
    }

    #[test]
    fn good_text_passes() {
        let body: Body = parse(json!({"login": "Zoë ♛", "note": "a\r\nb\tc", "count": 1})).unwrap();
        assert_eq!(body.login.as_str(), "Zoë ♛");
        assert_eq!(body.note.unwrap().as_str(), "a\nb\tc");
        assert_eq!(body.count, 1);
    }

    #[test]
    fn every_refused_field_is_named() {
        let e = parse::<Body>(json!({"login": "ali\u{0}ce", "note": "\u{1b}[2J", "count": 1}))
            .unwrap_err();
        let errors = errors(e);
        assert!(
            errors
                .at(&crate::i18n::Lang::En, "login")
                .starts_with("The field `login` contains")
        );
        assert!(
            errors
                .at(&crate::i18n::Lang::En, "note")
                .contains("other than line breaks")
        );
        assert_eq!(errors.0.len(), 2);
    }

    #[test]
    fn a_refusal_is_answered_before_a_missing_field_and_shape_faults_stay_400() {
        let e = parse::<Body>(json!({"login": "a\nb"})).unwrap_err();
        assert!(errors(e).words("login").is_some());
        let e = parse::<Body>(json!({"login": "a", "count": "x"})).unwrap_err();
        assert!(matches!(e, ApiError::Malformed(d) if d.contains("`count`")));
        let e = parse::<Body>(json!([1])).unwrap_err();
        assert!(matches!(e, ApiError::Malformed(_)));
    }
}
