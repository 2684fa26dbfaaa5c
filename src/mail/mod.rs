//! Mail: outgoing message templates, the transport (SMTP or files) and the outbox
//! worker; reading the replies players send (MIME, then the reply's text).

pub mod club_messages;
pub mod digest_messages;
pub mod envelope;
pub mod game_messages;
pub mod inbound;
pub mod knockout_messages;
pub mod messages;
pub mod push;
pub mod refusal_streak;
pub mod reply_messages;
pub mod reply_text;
pub mod send_error;
pub mod stage_messages;
pub mod team_match_messages;
pub mod tournament_messages;
pub mod transport;
pub mod worker;

pub use envelope::Envelope;
pub use messages::MailContent;
pub use send_error::SendError;
pub use transport::MailTransport;
