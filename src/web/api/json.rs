//! The extractor for every JSON body of the API. Body types type their strings as
//! [`SingleLine`](crate::domain::SingleLine) or [`MultiLine`](crate::domain::MultiLine);
//! a string with a refused character answers 422 `invalid-character` naming the field,
//! any other mismatch 400 `malformed-request` naming where it is.

use std::{future::Future, ops::Deref, pin::Pin};

use actix_web::{FromRequest, HttpRequest, dev::Payload, web};
use serde::de::DeserializeOwned;

use super::problem::ApiError;
use crate::domain::TextError;

/// A JSON request body of type `T`.
pub struct Json<T>(pub T);

impl<T> Json<T> {
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
        let value = web::Json::<serde_json::Value>::from_request(req, payload);
        Box::pin(async move {
            let value = value.await?.into_inner();
            serde_path_to_error::deserialize(value)
                .map(Json)
                .map_err(|e| refusal(&e).into())
        })
    }
}

/// The problem for a body that does not fit `T`.
fn refusal(e: &serde_path_to_error::Error<serde_json::Error>) -> ApiError {
    let path = e.path().to_string();
    let inner = e.inner().to_string();
    match TextError::from_message(&inner) {
        Some(error) => ApiError::RefusedText { field: path, error },
        None if path == "." => ApiError::Malformed(format!(
            "The JSON body does not have the expected shape: {inner}."
        )),
        None => ApiError::Malformed(format!(
            "The JSON body does not have the expected shape at `{path}`: {inner}."
        )),
    }
}
