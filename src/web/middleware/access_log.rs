//! What the access log records of a request's address: never a secret. Query strings
//! (reset and confirmation tokens travel there) are left out, and the calendar feed's
//! address, which is its own secret, is masked. Of the method, only the standard ones
//! are labelled by name in the metrics; any other is `other` there and cut short in the log.

use std::borrow::Cow;

use actix_web::{dev::ServiceRequest, http::Method};

/// The methods of HTTP's own specifications: the only ones that get a metrics label or
/// a log entry of their own. Any token parses as a method, so a label per method seen
/// would let a client make series (memory, never freed) at will.
const STANDARD: [Method; 9] = [
    Method::GET,
    Method::HEAD,
    Method::POST,
    Method::PUT,
    Method::DELETE,
    Method::CONNECT,
    Method::OPTIONS,
    Method::TRACE,
    Method::PATCH,
];

/// The label metrics record for `method`: its name when standard, else `other`.
pub fn method_label(method: &Method) -> &'static str {
    STANDARD
        .iter()
        .find(|m| *m == method)
        .map_or("other", Method::as_str)
}

/// The longest non-standard method the access log shows whole.
const LOGGED_METHOD_CHARS: usize = 16;

/// The method as the access log shows it: standard ones as they are, others cut to
/// [`LOGGED_METHOD_CHARS`] with `…` (a method may be kilobytes long).
pub fn logged_method(method: &Method) -> Cow<'static, str> {
    let label = method_label(method);
    if label != "other" {
        return Cow::Borrowed(label);
    }
    let name = method.as_str();
    match name.char_indices().nth(LOGGED_METHOD_CHARS) {
        Some((cut, _)) => Cow::Owned(format!("{}…", &name[..cut])),
        None => Cow::Owned(name.to_owned()),
    }
}

/// The path as the access log shows it.
pub fn logged_path(req: &ServiceRequest) -> String {
    redact(req.path())
}

/// `path` without what would let a reader of the log act as someone.
fn redact(path: &str) -> String {
    match path.strip_prefix("/calendar/") {
        Some(_) => "/calendar/…".to_owned(),
        None => path.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_methods_keep_their_names_and_others_share_one_label() {
        assert_eq!(method_label(&Method::GET), "GET");
        assert_eq!(method_label(&Method::PATCH), "PATCH");
        let odd = Method::from_bytes(b"BREW").unwrap();
        assert_eq!(method_label(&odd), "other");
        assert_eq!(logged_method(&odd), "BREW");
        assert_eq!(logged_method(&Method::DELETE), "DELETE");
        let long = Method::from_bytes("X".repeat(8000).as_bytes()).unwrap();
        assert_eq!(logged_method(&long), format!("{}…", "X".repeat(16)));
    }

    #[test]
    fn the_calendar_secret_is_masked_and_other_paths_kept() {
        assert_eq!(redact("/calendar/0123abcd.ics"), "/calendar/…");
        assert_eq!(redact("/games/12/move"), "/games/12/move");
        assert_eq!(redact("/password-reset/confirm"), "/password-reset/confirm");
    }
}
