//! Random secrets handed to users (session cookies, mailed links, API tokens, calendar
//! feed addresses); only their SHA-256 is stored, so a database leak gives no working
//! secret.

use rand::RngExt;
use sha2::{Digest, Sha256};

/// A 256-bit random token, shown as 64 hex characters.
#[derive(Clone)]
pub struct SecretToken(String);

impl SecretToken {
    /// Draws a new token from the operating system's CSPRNG.
    pub fn generate() -> Self {
        let bytes: [u8; 32] = rand::rng().random();
        Self(hex::encode(bytes))
    }

    /// Wraps a token received from a user (cookie, link, header).
    pub fn from_user(text: &str) -> Option<Self> {
        let text = text.trim();
        (text.len() == 64 && text.bytes().all(|b| b.is_ascii_hexdigit()))
            .then(|| Self(text.to_ascii_lowercase()))
    }

    pub fn expose(&self) -> &str {
        &self.0
    }

    /// The value stored in the database.
    pub fn hash(&self) -> Vec<u8> {
        Sha256::digest(self.0.as_bytes()).to_vec()
    }
}

impl std::fmt::Debug for SecretToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SecretToken(***)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_random_and_parse_back() {
        let a = SecretToken::generate();
        let b = SecretToken::generate();
        assert_ne!(a.expose(), b.expose());
        let again = SecretToken::from_user(a.expose()).unwrap();
        assert_eq!(again.hash(), a.hash());
        assert_eq!(a.hash().len(), 32);
        assert!(SecretToken::from_user("short").is_none());
        assert!(SecretToken::from_user(&"g".repeat(64)).is_none());
    }
}
