//! What the access log records of a request's address: never a secret. Query strings
//! (reset and confirmation tokens travel there) are left out, and the calendar feed's
//! address, which is its own secret, is masked.

use actix_web::dev::ServiceRequest;

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
    fn the_calendar_secret_is_masked_and_other_paths_kept() {
        assert_eq!(redact("/calendar/0123abcd.ics"), "/calendar/…");
        assert_eq!(redact("/games/12/move"), "/games/12/move");
        assert_eq!(redact("/password-reset/confirm"), "/password-reset/confirm");
    }
}
