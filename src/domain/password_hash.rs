//! Password hashing with argon2id and OWASP's parameters (19 MiB, 2 passes, 1 lane).
//! CPU-heavy on purpose: callers run these on a blocking thread.

use argon2::{Algorithm, Argon2, Params, PasswordHasher, PasswordVerifier, Version};

fn hasher() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("valid argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Hashes a password with a fresh random salt, in PHC string form.
pub fn hash(password: &str) -> anyhow::Result<String> {
    let hash = hasher()
        .hash_password(password.as_bytes())
        .map_err(|e| anyhow::anyhow!("argon2 hashing failed: {e}"))?;
    Ok(hash.to_string())
}

/// Whether `password` matches the stored hash (false for a malformed hash).
pub fn verify(password: &str, stored: &str) -> bool {
    hasher()
        .verify_password(password.as_bytes(), stored)
        .is_ok()
}

/// A hash of a password nobody knows, verified against when a login names no
/// account, so that the answer takes as long as for a real account.
pub fn dummy_hash() -> &'static str {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DUMMY.get_or_init(|| hash("no account has this password").unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_verify_and_are_salted() {
        let a = hash("correct horse battery").unwrap();
        let b = hash("correct horse battery").unwrap();
        assert!(a.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert_ne!(a, b, "each hash has its own salt");
        assert!(verify("correct horse battery", &a));
        assert!(!verify("correct horse batterx", &a));
        assert!(!verify("anything", "not a hash"));
    }
}
