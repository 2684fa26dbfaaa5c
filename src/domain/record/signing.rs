//! The server's Ed25519 key and the signed head: `{game, seq, hash}` in RFC 8785
//! bytes, signed detached, base64url without padding. Public keys travel as JWKs
//! (RFC 7517, `kty: OKP`, `crv: Ed25519` per RFC 8037) named by their RFC 7638
//! thumbprint.

use aws_lc_rs::signature::{ED25519, Ed25519KeyPair, KeyPair, UnparsedPublicKey};
use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use super::entry::jcs;

/// The server's signing key for records.
#[derive(Debug)]
pub struct RecordKey {
    pair: Ed25519KeyPair,
    public: PublicKey,
}

/// Why key bytes are no key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadKey;

impl RecordKey {
    /// A new key, and its PKCS#8 bytes (what is kept in `server_secrets`).
    pub fn generate() -> Result<(Self, Vec<u8>), BadKey> {
        let pair = Ed25519KeyPair::generate().map_err(|_| BadKey)?;
        let pkcs8 = pair.to_pkcs8v1().map_err(|_| BadKey)?.as_ref().to_vec();
        Ok((Self::from_pkcs8(&pkcs8)?, pkcs8))
    }

    /// The key kept as PKCS#8 bytes.
    pub fn from_pkcs8(pkcs8: &[u8]) -> Result<Self, BadKey> {
        let pair = Ed25519KeyPair::from_pkcs8_maybe_unchecked(pkcs8).map_err(|_| BadKey)?;
        let public = PublicKey::from_bytes(pair.public_key().as_ref())?;
        Ok(Self { pair, public })
    }

    /// The key of a raw 32-byte Ed25519 seed (the `d` of a JWK; test vectors).
    pub fn from_seed(seed: &[u8]) -> Result<Self, BadKey> {
        let pair = Ed25519KeyPair::from_seed_unchecked(seed).map_err(|_| BadKey)?;
        let public = PublicKey::from_bytes(pair.public_key().as_ref())?;
        Ok(Self { pair, public })
    }

    pub fn public(&self) -> &PublicKey {
        &self.public
    }

    /// Ed25519 over `message` (64 bytes): what a request to a peer is signed with
    /// (docs/FEDERATION.md).
    pub fn sign(&self, message: &[u8]) -> Vec<u8> {
        self.pair.sign(message).as_ref().to_vec()
    }

    /// The head of game `game`'s record signed: its last entry's `seq` and `hash`.
    pub fn sign_head(&self, game: i64, seq: i64, hash: &str) -> Head {
        let signature = self.pair.sign(head_bytes(game, seq, hash).as_bytes());
        Head {
            seq,
            hash: hash.to_owned(),
            signature: URL_SAFE_NO_PAD.encode(signature.as_ref()),
            kid: self.public.kid(),
        }
    }
}

/// An Ed25519 public key (32 bytes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicKey([u8; 32]);

impl PublicKey {
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, BadKey> {
        Ok(Self(bytes.try_into().map_err(|_| BadKey)?))
    }

    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }

    /// Whether `signature` is this key's Ed25519 signature of `message`.
    pub fn verifies(&self, message: &[u8], signature: &[u8]) -> bool {
        UnparsedPublicKey::new(&ED25519, &self.0)
            .verify(message, signature)
            .is_ok()
    }

    /// The key's RFC 7638 JWK thumbprint (SHA-256, base64url): its `kid`.
    pub fn kid(&self) -> String {
        let members = json!({"crv": "Ed25519", "kty": "OKP", "x": URL_SAFE_NO_PAD.encode(self.0)});
        URL_SAFE_NO_PAD.encode(Sha256::digest(jcs(&members).as_bytes()))
    }

    /// The key as a JWK (RFC 8037).
    pub fn jwk(&self) -> Value {
        json!({
            "kty": "OKP",
            "crv": "Ed25519",
            "x": URL_SAFE_NO_PAD.encode(self.0),
            "kid": self.kid(),
            "use": "sig",
            "alg": "EdDSA",
        })
    }

    /// The Ed25519 keys of a JWKS document (others are skipped).
    pub fn from_jwks(jwks: &Value) -> Vec<Self> {
        let Some(keys) = jwks.get("keys").and_then(Value::as_array) else {
            return Vec::new();
        };
        keys.iter()
            .filter(|k| {
                k.get("kty") == Some(&json!("OKP")) && k.get("crv") == Some(&json!("Ed25519"))
            })
            .filter_map(|k| URL_SAFE_NO_PAD.decode(k.get("x")?.as_str()?).ok())
            .filter_map(|x| Self::from_bytes(&x).ok())
            .collect()
    }
}

/// The JWKS document of `keys`.
pub fn jwks(keys: &[PublicKey]) -> Value {
    json!({"keys": keys.iter().map(PublicKey::jwk).collect::<Vec<_>>()})
}

/// The bytes a head's signature covers: `{"game":…,"hash":…,"seq":…}` (RFC 8785).
pub fn head_bytes(game: i64, seq: i64, hash: &str) -> String {
    jcs(&json!({"game": game, "seq": seq, "hash": hash}))
}

/// A record's signed head.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Head {
    pub seq: i64,
    pub hash: String,
    /// Ed25519 over [`head_bytes`], base64url without padding.
    pub signature: String,
    /// The signing key's thumbprint.
    pub kid: String,
}

/// Why a head does not hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeadFlaw {
    /// Its `seq` or `hash` is not the last entry's.
    NotTheLastEntry,
    /// No key of the server has its `kid`.
    UnknownKey,
    /// The signature does not verify.
    Signature,
}

impl HeadFlaw {
    /// The flaw as the CLI and logs name it.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::NotTheLastEntry => "the head is not the last entry",
            Self::UnknownKey => "the head's key is not in the server's keys",
            Self::Signature => "the head's signature does not verify",
        }
    }
}

impl Head {
    /// Checks the head against the chain's last entry (`None` for an empty chain) and
    /// the server's keys.
    pub fn verify(
        &self,
        game: i64,
        last: Option<(i64, &str)>,
        keys: &[PublicKey],
    ) -> Result<(), HeadFlaw> {
        let expected = last.unwrap_or((0, ""));
        if (self.seq, self.hash.as_str()) != expected {
            return Err(HeadFlaw::NotTheLastEntry);
        }
        let key = keys
            .iter()
            .find(|k| k.kid() == self.kid)
            .ok_or(HeadFlaw::UnknownKey)?;
        let signature = URL_SAFE_NO_PAD
            .decode(&self.signature)
            .map_err(|_| HeadFlaw::Signature)?;
        UnparsedPublicKey::new(&ED25519, key.as_bytes())
            .verify(
                head_bytes(game, self.seq, &self.hash).as_bytes(),
                &signature,
            )
            .map_err(|_| HeadFlaw::Signature)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key() -> RecordKey {
        RecordKey::generate().unwrap().0
    }

    #[test]
    fn a_signed_head_verifies_with_its_key_only() {
        let k = key();
        let head = k.sign_head(7, 3, "ab");
        let keys = [k.public().clone()];
        assert_eq!(head.verify(7, Some((3, "ab")), &keys), Ok(()));
        assert_eq!(
            head.verify(8, Some((3, "ab")), &keys),
            Err(HeadFlaw::Signature)
        );
        assert_eq!(
            head.verify(7, Some((4, "ab")), &keys),
            Err(HeadFlaw::NotTheLastEntry)
        );
        assert_eq!(
            head.verify(7, Some((3, "ab")), &[key().public().clone()]),
            Err(HeadFlaw::UnknownKey)
        );
        let mut forged = head.clone();
        forged.hash = "ac".into();
        assert_eq!(
            forged.verify(7, Some((3, "ac")), &keys),
            Err(HeadFlaw::Signature)
        );
    }

    #[test]
    fn a_key_survives_its_pkcs8_bytes() {
        let (k, bytes) = RecordKey::generate().unwrap();
        let again = RecordKey::from_pkcs8(&bytes).unwrap();
        assert_eq!(again.public(), k.public());
        assert_eq!(RecordKey::from_pkcs8(b"nonsense").unwrap_err(), BadKey);
    }

    #[test]
    fn head_bytes_are_canonical() {
        assert_eq!(
            head_bytes(12, 4, "9f"),
            r#"{"game":12,"hash":"9f","seq":4}"#
        );
    }

    #[test]
    fn keys_travel_as_jwks_with_their_thumbprint() {
        let k = key();
        let doc = jwks(&[k.public().clone()]);
        assert_eq!(doc["keys"][0]["kty"], "OKP");
        assert_eq!(doc["keys"][0]["crv"], "Ed25519");
        assert_eq!(doc["keys"][0]["kid"], k.public().kid());
        assert_eq!(PublicKey::from_jwks(&doc), vec![k.public().clone()]);
        assert!(PublicKey::from_jwks(&json!({"keys": [{"kty": "RSA"}]})).is_empty());
    }

    #[test]
    fn the_thumbprint_is_rfc_8037s_example() {
        // RFC 8037, appendix A.3: the thumbprint of the example key.
        let x = URL_SAFE_NO_PAD
            .decode("11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo")
            .unwrap();
        let k = PublicKey::from_bytes(&x).unwrap();
        assert_eq!(k.kid(), "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k");
    }

    #[test]
    fn rfc_8032s_test_vector_verifies() {
        // RFC 8037 appendix A.4: "Example" signed by the example key.
        let x = URL_SAFE_NO_PAD
            .decode("11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo")
            .unwrap();
        let sig = URL_SAFE_NO_PAD
            .decode("hgyY0il_MGCjP0JzlnLWG1PPOt7-09PGcvMg3AIbQR6dWbhijcNR4ki4iylGjg5BhVsPt9g7sVvpAr_MuM0KAg")
            .unwrap();
        let signed = "eyJhbGciOiJFZERTQSJ9.RXhhbXBsZSBvZiBFZDI1NTE5IHNpZ25pbmc";
        assert!(
            UnparsedPublicKey::new(&ED25519, &x)
                .verify(signed.as_bytes(), &sig)
                .is_ok()
        );
    }
}
