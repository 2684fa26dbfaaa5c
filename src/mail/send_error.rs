//! Why a message was not delivered, sorted by who should wait: nobody's count (the server
//! could not be reached), the whole queue (the server failed while taking the message) or
//! only this message (the server answered it with an error).

use crate::store::outbox::Failure;

/// The SMTP reply "service not available, closing the channel": the server, not the
/// message, failed.
const SERVICE_NOT_AVAILABLE: u16 = 421;

/// "Authentication required" and "authentication credentials invalid": about the account
/// the server is used with, so about every message, never this one.
const AUTHENTICATION: [u16; 2] = [530, 535];

/// A failed delivery of one message, with the error text kept for `outbox.last_error`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SendError {
    /// No working session with the server (refused, no route, no greeting or a time-out
    /// before it, TLS or login failed): the message was never handed over, so nothing
    /// counts against it.
    #[error("the mail server could not be reached: {0}")]
    Unreachable(String),
    /// The server failed while taking the message (the connection broke, 421, an
    /// authentication reply (530, 535), no answer in time): the attempt counts, and the
    /// queue pauses.
    #[error("the mail server failed: {0}")]
    Unavailable(String),
    /// The server answered this message with an error (4xx or 5xx), or the message cannot
    /// be sent as it is (a bad address): only this message backs off.
    #[error("the message was refused: {0}")]
    Refused(String),
}

impl SendError {
    /// Sorts a failure after a working session was opened by the server's reply code
    /// (`None`: no reply, the connection broke or timed out).
    pub fn after_handover(reply: Option<u16>, text: String) -> Self {
        match reply {
            None | Some(SERVICE_NOT_AVAILABLE) => Self::Unavailable(text),
            Some(code) if AUTHENTICATION.contains(&code) => Self::Unavailable(text),
            Some(_) => Self::Refused(text),
        }
    }

    /// Whether the server, not this message, failed: the rest of the queue should wait.
    pub fn server_failed(&self) -> bool {
        !matches!(self, Self::Refused(_))
    }

    /// What the attempt records against the message (`None`: not counted, not pushed back).
    pub fn failure(&self) -> Option<Failure> {
        match self {
            Self::Unreachable(_) => None,
            Self::Unavailable(_) => Some(Failure::Unavailable),
            Self::Refused(_) => Some(Failure::Refused),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reply_to_the_message_is_about_the_message_except_421_and_authentication() {
        let sort = |reply| SendError::after_handover(reply, "x".into());
        assert_eq!(sort(Some(550)), SendError::Refused("x".into()));
        assert_eq!(sort(Some(554)), SendError::Refused("x".into()));
        assert_eq!(sort(Some(451)), SendError::Refused("x".into()));
        assert_eq!(sort(Some(421)), SendError::Unavailable("x".into()));
        assert_eq!(sort(Some(530)), SendError::Unavailable("x".into()));
        assert_eq!(sort(Some(535)), SendError::Unavailable("x".into()));
        assert_eq!(sort(None), SendError::Unavailable("x".into()));
    }

    #[test]
    fn only_a_reached_server_counts_an_attempt_and_only_a_refusal_keeps_the_queue_going() {
        let unreachable = SendError::Unreachable("refused".into());
        let unavailable = SendError::Unavailable("broken pipe".into());
        let refused = SendError::Refused("550".into());
        assert_eq!(unreachable.failure(), None);
        assert_eq!(unavailable.failure(), Some(Failure::Unavailable));
        assert_eq!(refused.failure(), Some(Failure::Refused));
        assert!(unreachable.server_failed());
        assert!(unavailable.server_failed());
        assert!(!refused.server_failed());
    }
}
