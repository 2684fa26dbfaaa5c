//! The extractor for every JSON body of the API. Body types type their strings as
//! [`SingleLine`](crate::domain::SingleLine) or [`MultiLine`](crate::domain::MultiLine);
//! strings with a refused character answer 422 `validation-failed` with `errors`
//! naming each such field, any other mismatch 400 `malformed-request` naming where it is.
//! A `null` member is an unset one and `4.0` is the integer 4, as the OpenAPI
//! document's JSON Schema reads them.

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
    normalise(&mut value);
    let mut refused = FieldErrors::default();
    loop {
        let e = match serde_path_to_error::deserialize::<_, T>(value.clone()) {
            Ok(body) if refused.is_empty() => return Ok(body),
            Ok(_) => return Err(ApiError::Service(ServiceError::Invalid(refused))),
            Err(e) => e,
        };
        let path = e.path().to_string();
        let inner = e.inner().to_string();
        // The body's own field the fault is in: `moves` for `moves[2]`.
        let top = path.split(['.', '[']).next().unwrap_or_default();
        let field = field_names::find::<T>(top).filter(|f| refused.words(f).is_none());
        match (
            TextError::from_message(&inner),
            field,
            at_path(&mut value, &path),
        ) {
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

/// Reads the body as the OpenAPI document's JSON Schema does, before serde's stricter
/// types see it: a member whose value is `null` is left out (null means unset: the
/// field's default, `None` for an optional one), and a whole number written with a
/// fraction (`4.0`) is that integer (JSON Schema's `integer` takes it). Why here, once:
/// the document marks every optional field nullable, and a `#[serde]` helper per field
/// would be forgotten on the next one.
fn normalise(value: &mut Value) {
    match value {
        Value::Object(members) => {
            members.retain(|_, v| !v.is_null());
            members.values_mut().for_each(normalise);
        }
        Value::Array(items) => items.iter_mut().for_each(normalise),
        Value::Number(n) => {
            if let Some(whole) = n.as_f64().and_then(whole_number) {
                *n = whole;
            }
        }
        _ => {}
    }
}

/// `f` as an integer when it is one (`4.0`, `-0.0`) within i64's range, else `None`.
fn whole_number(f: f64) -> Option<serde_json::Number> {
    // 2^63 as f64; i64::MAX itself does not convert exactly.
    const LIMIT: f64 = 9_223_372_036_854_775_808.0;
    (f.fract() == 0.0 && (-LIMIT..LIMIT).contains(&f)).then(|| (f as i64).into())
}

/// The value at `path` as serde_path_to_error writes it (`line`, `moves[2]`, `a.b[0].c`).
fn at_path<'v>(value: &'v mut Value, path: &str) -> Option<&'v mut Value> {
    if path == "." {
        return None;
    }
    let mut at = value;
    for part in path.replace('[', ".[").split('.').filter(|p| !p.is_empty()) {
        at = match part.strip_prefix('[').and_then(|p| p.strip_suffix(']')) {
            Some(index) => at.get_mut(index.parse::<usize>().ok()?)?,
            None => at.get_mut(part)?,
        };
    }
    Some(at)
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

    #[derive(Debug, Deserialize)]
    #[allow(dead_code)]
    struct Listed {
        moves: Vec<SingleLine>,
    }

    #[test]
    fn a_refused_string_inside_a_list_names_the_list() {
        let e = parse::<Listed>(json!({"moves": ["e4", "e\u{1}5", "Nf3\n"]})).unwrap_err();
        let errors = errors(e);
        assert!(
            errors
                .at(&crate::i18n::Lang::En, "moves")
                .starts_with("The field `moves` contains"),
            "{errors:?}"
        );
        assert_eq!(errors.0.len(), 1);
    }

    #[test]
    fn null_is_unset_and_whole_numbers_with_a_fraction_are_integers() {
        let body: Body = parse(json!({"login": "a", "note": null, "count": 4.0})).unwrap();
        assert!(body.note.is_none());
        assert_eq!(body.count, 4);
        let body: Body = parse(json!({"login": "a", "count": -0.0})).unwrap();
        assert_eq!(body.count, 0);
        let e = parse::<Body>(json!({"login": "a", "count": 4.5})).unwrap_err();
        assert!(matches!(e, ApiError::Malformed(d) if d.contains("`count`")));
        // A required field sent as null is missing, as before: 400.
        let e = parse::<Body>(json!({"login": null, "count": 1})).unwrap_err();
        assert!(matches!(e, ApiError::Malformed(d) if d.contains("login")));
        #[derive(Debug, Deserialize)]
        struct Defaulted {
            #[serde(default)]
            text: MultiLine,
            #[serde(default)]
            flag: bool,
        }
        let d: Defaulted = parse(json!({"text": null, "flag": null})).unwrap();
        assert_eq!(d.text.as_str(), "");
        assert!(!d.flag);
        let mut big = json!([1e300, 9.3e18, 2.5, 7]);
        normalise(&mut big);
        assert_eq!(big, json!([1e300, 9.3e18, 2.5, 7]));
    }

    #[test]
    fn paths_reach_into_lists_and_objects() {
        let mut v = json!({"a": {"b": [1, {"c": "x"}]}, "line": "y"});
        assert_eq!(at_path(&mut v, "a.b[1].c"), Some(&mut json!("x")));
        assert_eq!(at_path(&mut v, "line"), Some(&mut json!("y")));
        assert_eq!(at_path(&mut v, "a.b[5]"), None);
        assert_eq!(at_path(&mut v, "."), None);
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
