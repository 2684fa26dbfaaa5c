//! Pure types and rules, parsed at the edge and trusted inside ("parse, don't validate").

pub mod account;
pub mod cancel_reason;
pub mod clock;
pub mod dice_draw;
pub mod entry;
pub mod game_state;
pub mod games;
pub mod groups;
pub mod ids;
pub mod knockout;
pub mod links;
pub mod listing;
pub mod mail_tokens;
pub mod network;
pub mod pairings;
pub mod password_hash;
pub mod position_filter;
pub mod position_policy;
pub mod rating;
pub mod rating_chart;
pub mod rating_replay;
pub mod secret_token;
pub mod standings;
pub mod stored_text;
pub mod text;
pub mod tiebreaks;
pub mod time_zone;
pub mod tournaments;

pub use account::{EmailAddress, MailPreference, Password, Username};
pub use games::{ChallengeId, GameId};
pub use ids::{UserId, VacationId};
pub use links::Links;
pub use secret_token::SecretToken;
pub use text::{MultiLine, SingleLine, TextError};
pub use time_zone::TimeZone;
pub use tournaments::TournamentId;
