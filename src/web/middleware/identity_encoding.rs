//! Drops `Content-Encoding: identity` from answers, after compression. A handler that
//! must not be compressed (the live stream: a compressor would hold its events back)
//! sets that header, the one way to keep actix's `Compress` off one answer; but
//! `identity` is no content coding an answer may name (RFC 9110 8.4.1, only
//! `Accept-Encoding` uses it), and clients such as sseclient choke on it. This layer,
//! outside `Compress`, removes the marker once it has done its work.

use actix_web::{
    Error,
    body::MessageBody,
    dev::{ServiceRequest, ServiceResponse},
    http::header::CONTENT_ENCODING,
    middleware::Next,
};

/// The value a handler sets to keep its answer uncompressed.
pub const IDENTITY: &str = "identity";

/// Passes the request on and removes the `identity` marker from the answer.
pub async fn middleware(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let mut res = next.call(req).await?;
    let headers = res.headers_mut();
    if headers
        .get(CONTENT_ENCODING)
        .is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(IDENTITY.as_bytes()))
    {
        headers.remove(CONTENT_ENCODING);
    }
    Ok(res)
}
