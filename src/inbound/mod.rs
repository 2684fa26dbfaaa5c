//! The ways a reply to a move mail comes in: the built-in SMTP listener
//! (`INBOUND_SMTP_ADDR`, for an MTA to relay to) and `corrchess mail receive` (one
//! message on standard input, for an MTA's pipe transport or a `.forward`). Both read
//! the message's bytes and envelope and hand them to `service::mail_replies`.

pub mod pipe;
pub mod smtp;
pub mod smtp_session;
