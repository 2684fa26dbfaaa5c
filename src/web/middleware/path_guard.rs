//! Refuses an address whose path holds a control character (a NUL, a line break, an
//! escape, a C1 control), percent-encoded or not, before any route reads it. No route's
//! name holds one, and PostgreSQL refuses a NUL in text: without this, every lookup by a
//! name, slug or file in the path would need its own guard. The answer is the 404 of an
//! unknown address: the site's page, or a problem document under `/api`.

use actix_web::{
    Error, ResponseError,
    body::{EitherBody, MessageBody},
    dev::{ServiceRequest, ServiceResponse},
    middleware::Next,
};

use crate::web::{AppError, api::problem};

/// Answers 404 for a path with a control character; passes every other request on.
pub async fn middleware(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, Error> {
    if !has_control_character(req.path()) {
        return Ok(next.call(req).await?.map_into_left_body());
    }
    tracing::info!("a path with a control character: 404");
    let res = if req.path().starts_with("/api/") {
        problem::no_endpoint().error_response()
    } else {
        AppError::NotFound.error_response()
    };
    Ok(req.into_response(res).map_into_right_body())
}

/// Whether `path`, percent-decoded, holds a control character (C0, DEL or C1). Bytes
/// that are not UTF-8 are left to the routes (they match no name).
fn has_control_character(path: &str) -> bool {
    percent_encoding::percent_decode_str(path)
        .decode_utf8_lossy()
        .chars()
        .any(char::is_control)
}

#[cfg(test)]
mod tests {
    use super::has_control_character;

    #[test]
    fn control_characters_are_found_encoded_or_not() {
        for path in [
            "/players/b%00ob",
            "/clubs/walk%0Aers",
            "/clubs/walk%0ders/join",
            "/games/1%1b",
            "/x%7f",
            "/players/a%C2%85b",
            "/a\u{1}b",
        ] {
            assert!(has_control_character(path), "{path}");
        }
    }

    #[test]
    fn ordinary_paths_pass() {
        for path in [
            "/",
            "/players/ada",
            "/clubs/k%C3%B8benhavn",
            "/players/%D0%98%D0%B2%D0%B0%D0%BD",
            "/static/site.css",
            "/games/12?ply=3",
            "/a%20b",
            "/bad%zz",
            "/%FF",
        ] {
            assert!(!has_control_character(path), "{path}");
        }
    }
}
