//! CSRF protection for every state-changing form: a random token in an HttpOnly cookie
//! that each form repeats in its hidden `csrf_token` field (double submit). The check
//! runs in middleware for every non-GET request outside the bearer-token API and the
//! signed one-click unsubscribe link (RFC 8058: mail clients post it without cookies;
//! its signature is the proof), so no handler can forget it.

use actix_web::{
    Error, HttpMessage, HttpResponse,
    body::{EitherBody, MessageBody},
    cookie::{Cookie, SameSite, time::Duration},
    dev::{Payload, ServiceRequest, ServiceResponse},
    http::{Method, StatusCode},
    middleware::Next,
    web::Bytes,
};
use subtle::ConstantTimeEq;

use crate::domain::SecretToken;
use crate::web::error::ErrorPage;

pub const COOKIE: &str = "csrf";
pub const FIELD: &str = "csrf_token";
pub const HEADER: &str = "x-csrf-token";

/// The visitor's CSRF token, for the hidden field of every form.
#[derive(Clone, Debug)]
pub struct CsrfToken(pub String);

fn matches(expected: &str, given: &str) -> bool {
    !expected.is_empty() && expected.as_bytes().ct_eq(given.as_bytes()).into()
}

/// The answer when the body cannot be read: a page of ours with the error's status (413
/// for too large), never an `Err`, so the middleware around adds its headers.
fn unreadable_body(status: StatusCode) -> HttpResponse {
    if status == StatusCode::PAYLOAD_TOO_LARGE {
        ErrorPage::response(
            status,
            "error-title-too-large",
            crate::domain::Words::new("error-form-too-large").into(),
        )
    } else {
        ErrorPage::response(
            status,
            "error-title-bad-request",
            crate::domain::Words::new("analysis-form-unreadable").into(),
        )
    }
}

/// Issues the cookie when missing and refuses unsafe requests without a matching token.
pub async fn middleware(
    mut req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, Error> {
    let existing = req
        .cookie(COOKIE)
        .and_then(|c| SecretToken::from_user(c.value()))
        .map(|t| t.expose().to_owned());
    let token = existing
        .clone()
        .unwrap_or_else(|| SecretToken::generate().expose().to_owned());
    req.extensions_mut().insert(CsrfToken(token.clone()));

    let safe = matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    // Xfcc clients hold no cookies: each call carries its credentials.
    let exempt = req.path().starts_with("/api/")
        || req.path() == crate::web::account::unsubscribe::PATH
        || req.path() == crate::service::federation::transport::INBOX_PATH
        || crate::web::xfcc::is_xfcc_path(req.path());
    if !safe && !exempt {
        let expected = existing.clone().unwrap_or_default();
        let given = match req.headers().get(HEADER).and_then(|h| h.to_str().ok()) {
            Some(h) => h.to_owned(),
            None => {
                let body = match req.extract::<Bytes>().await {
                    Ok(body) => body,
                    Err(e) => {
                        tracing::debug!("unreadable form body: {e}");
                        let res = unreadable_body(e.as_response_error().status_code());
                        return Ok(req.into_response(res).map_into_right_body());
                    }
                };
                let found = url::form_urlencoded::parse(&body)
                    .find(|(k, _)| k == FIELD)
                    .map(|(_, v)| v.into_owned())
                    .unwrap_or_default();
                req.set_payload(Payload::from(body));
                found
            }
        };
        if !matches(&expected, &given) {
            tracing::info!(path = %req.path(), "refused a request without a valid CSRF token");
            let res = ErrorPage::response(
                StatusCode::FORBIDDEN,
                "error-title-form-expired",
                crate::domain::Words::new("error-form-expired").into(),
            );
            return Ok(req.into_response(res).map_into_right_body());
        }
    }

    let secure = req
        .app_data::<actix_web::web::Data<crate::web::AppState>>()
        .is_some_and(|s| s.config.secure_cookies());
    // The bearer-token API and the Xfcc service (clients that hold no cookies, and
    // credentials in each call) set no cookies.
    // Peers' signed requests to the inbox too.
    let cookieless = req.path().starts_with("/api/")
        || req.path() == crate::service::federation::transport::INBOX_PATH
        || crate::web::xfcc::is_xfcc_path(req.path());
    let mut res = next.call(req).await?;
    if existing.is_none() && !cookieless {
        let cookie = Cookie::build(COOKIE, token)
            .path("/")
            .http_only(true)
            .same_site(SameSite::Lax)
            .secure(secure)
            .max_age(Duration::days(365))
            .finish();
        res.response_mut().add_cookie(&cookie)?;
    }
    Ok(res.map_into_left_body())
}
