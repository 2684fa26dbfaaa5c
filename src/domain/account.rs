//! Account fields as users type them, checked once at the edge.

use std::fmt;

/// A username: 3-20 letters, digits, `_` or `-`; unique regardless of case (enforced in
/// the database).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Username(String);

impl Username {
    /// Parses a typed username, saying what is wrong in words a person can act on.
    pub fn parse(input: &str) -> Result<Self, &'static str> {
        let name = input.trim();
        let len = name.chars().count();
        if len < 3 {
            return Err("field-username-short");
        }
        if len > 20 {
            return Err("field-username-long");
        }
        if !name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        {
            return Err("field-username-chars");
        }
        Ok(Self(name.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Username {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// An email address that lettre can send to (RFC 5321 syntax, no display name).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmailAddress(String);

impl EmailAddress {
    /// Parses an address; lettre's parser is the authority on what can be sent to.
    pub fn parse(input: &str) -> Result<Self, &'static str> {
        let address = input.trim();
        if address.is_empty() {
            return Err("field-email-required");
        }
        if address.len() > 254 {
            return Err("field-email-long");
        }
        let parsed: lettre::Address = address.parse().map_err(|_| "field-email-invalid")?;
        if !parsed.domain().contains('.') && parsed.domain() != "localhost" {
            return Err("field-email-invalid");
        }
        Ok(Self(address.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The address with most of the local part hidden, for logs.
    pub fn masked(&self) -> String {
        mask_address(&self.0)
    }
}

impl fmt::Display for EmailAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Hides all but the first character of an address's local part (`a***@example.org`).
pub fn mask_address(address: &str) -> String {
    match address.split_once('@') {
        Some((local, domain)) => {
            let first: String = local.chars().take(1).collect();
            format!("{first}***@{domain}")
        }
        None => "***".to_owned(),
    }
}

/// A new password: at least 10 characters (NIST 800-63B: length, not composition rules).
pub struct Password(String);

impl Password {
    pub const MIN_CHARS: usize = 10;
    const MAX_BYTES: usize = 1024;

    pub fn parse(input: &str) -> Result<Self, &'static str> {
        if input.chars().count() < Self::MIN_CHARS {
            return Err("field-password-short");
        }
        if input.len() > Self::MAX_BYTES {
            return Err("field-password-long");
        }
        Ok(Self(input.to_owned()))
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Password {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Password(***)")
    }
}

/// When to mail a player about their games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MailPreference {
    /// A mail for each move of the opponent.
    EachMove,
    /// No move mails (game results and account mail still arrive).
    Off,
    /// One mail a day, at the player's hour, listing the games where it is their move.
    Digest,
}

impl MailPreference {
    /// Every preference, as the CHECK constraint lists them.
    pub const ALL: [Self; 3] = [Self::EachMove, Self::Off, Self::Digest];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::EachMove => "each_move",
            Self::Off => "off",
            Self::Digest => "digest",
        }
    }

    pub fn parse(input: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.as_str() == input)
    }
}

super::stored_text::text_column!(MailPreference);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames() {
        assert_eq!(Username::parse(" alice ").unwrap().as_str(), "alice");
        assert!(Username::parse("ab").is_err());
        assert!(Username::parse("abc").is_ok());
        assert!(Username::parse("a_b-C9").is_ok());
        assert!(Username::parse(&"x".repeat(20)).is_ok());
        assert!(Username::parse(&"x".repeat(21)).is_err());
        assert!(Username::parse("bad name").is_err());
        assert!(Username::parse("bäd").is_err());
        assert!(Username::parse("<script>").is_err());
    }

    #[test]
    fn emails() {
        assert!(EmailAddress::parse("a@example.org").is_ok());
        assert!(EmailAddress::parse("a@localhost").is_ok());
        assert!(EmailAddress::parse("").is_err());
        assert!(EmailAddress::parse("no-at-sign").is_err());
        assert!(EmailAddress::parse("a@b").is_err());
        assert!(EmailAddress::parse("a b@example.org").is_err());
        assert_eq!(
            EmailAddress::parse("alice@example.org").unwrap().masked(),
            "a***@example.org"
        );
    }

    #[test]
    fn passwords() {
        assert!(Password::parse("123456789").is_err());
        assert!(Password::parse("1234567890").is_ok());
        assert!(Password::parse("ääääääääää").is_ok());
        assert_eq!(
            format!("{:?}", Password::parse("1234567890").unwrap()),
            "Password(***)"
        );
    }

    #[test]
    fn mail_preferences_round_trip() {
        for p in MailPreference::ALL {
            assert_eq!(MailPreference::parse(p.as_str()), Some(p));
        }
        assert_eq!(
            MailPreference::parse("digest"),
            Some(MailPreference::Digest)
        );
        assert_eq!(MailPreference::parse("daily"), None);
    }
}
