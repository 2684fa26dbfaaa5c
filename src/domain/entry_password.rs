//! A tournament's entry password, stored as a keyed hash: HMAC-SHA256 under the server's
//! signing key over a random salt and the password. It is a secret the organisers share
//! with a whole club, worth far less than an account's password, so a check costs
//! microseconds instead of argon2's 19 MiB and tens of milliseconds: guessing is held
//! back by rate limits, not by the cost of each guess, and a stolen database alone
//! (without `SECRET_KEY` or the stored signing key) tells nothing.
//!
//! Tournaments made before kept an argon2 hash; those still work ([`Check::Argon2`]) and
//! are rewritten in this form on the first right entry.

use hmac::Mac;
use rand::RngExt;

use super::mail_tokens::SigningKey;

/// What starts a keyed entry-password hash: `hmac-sha256$SALT$TAG` (both hex).
const PREFIX: &str = "hmac-sha256$";

/// Bytes of random salt, so two tournaments with one password store different values.
const SALT_BYTES: usize = 16;

/// What a typed password came to against the stored value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    Right,
    Wrong,
    /// The stored value is an older argon2 hash: verify it with argon2 (once, then
    /// store [`hash`]'s value instead).
    Argon2,
}

/// The value to store for `password`, with a fresh random salt.
pub fn hash(key: &SigningKey, password: &str) -> String {
    let salt: [u8; SALT_BYTES] = rand::rng().random();
    salted(key, &salt, password)
}

fn salted(key: &SigningKey, salt: &[u8], password: &str) -> String {
    let tag = mac(key, salt, password).finalize().into_bytes();
    format!("{PREFIX}{}${}", hex::encode(salt), hex::encode(tag))
}

fn mac(key: &SigningKey, salt: &[u8], password: &str) -> hmac::Hmac<sha2::Sha256> {
    let mut mac = key.mac("entry-password", &[]);
    mac.update(b"|");
    mac.update(salt);
    mac.update(b"|");
    mac.update(password.as_bytes());
    mac
}

/// Whether `typed` is the password `stored` stands for (compared in constant time), or
/// that `stored` is an argon2 hash to verify the slow way.
pub fn check(key: &SigningKey, stored: &str, typed: &str) -> Check {
    let Some(rest) = stored.strip_prefix(PREFIX) else {
        return Check::Argon2;
    };
    let parsed = rest
        .split_once('$')
        .and_then(|(salt, tag)| Some((hex::decode(salt).ok()?, hex::decode(tag).ok()?)));
    let Some((salt, tag)) = parsed else {
        return Check::Wrong;
    };
    match mac(key, &salt, typed).verify_slice(&tag) {
        Ok(()) => Check::Right,
        Err(_) => Check::Wrong,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(byte: u8) -> SigningKey {
        SigningKey::new(vec![byte; 32]).unwrap()
    }

    #[test]
    fn a_keyed_hash_takes_its_password_only() {
        let stored = hash(&key(1), "club night");
        assert!(stored.starts_with("hmac-sha256$"), "{stored}");
        assert_eq!(check(&key(1), &stored, "club night"), Check::Right);
        assert_eq!(check(&key(1), &stored, "club night "), Check::Wrong);
        assert_eq!(check(&key(1), &stored, ""), Check::Wrong);
        assert_eq!(check(&key(2), &stored, "club night"), Check::Wrong, "keyed");
    }

    #[test]
    fn salts_differ_and_the_value_is_no_plain_text() {
        let (a, b) = (hash(&key(1), "pw"), hash(&key(1), "pw"));
        assert_ne!(a, b);
        assert!(!a.contains("pw$") && !a.ends_with("pw"));
        assert_eq!(salted(&key(1), b"s", "pw"), salted(&key(1), b"s", "pw"));
    }

    #[test]
    fn argon2_values_go_the_slow_way_and_broken_ones_refuse() {
        let argon = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA";
        assert_eq!(check(&key(1), argon, "x"), Check::Argon2);
        for broken in ["hmac-sha256$", "hmac-sha256$zz$00", "hmac-sha256$00$zz"] {
            assert_eq!(check(&key(1), broken, ""), Check::Wrong, "{broken}");
        }
    }
}
