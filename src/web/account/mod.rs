//! Accounts: sign-up and log-in, address confirmation, password reset, deletion, API
//! tokens, unsubscribing and the data export.

pub mod api_tokens;
pub mod auth;
pub mod deletion;
pub mod email_verification;
pub mod export;
pub mod password_reset;
pub mod unsubscribe;
