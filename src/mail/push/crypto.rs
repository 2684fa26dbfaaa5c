//! The cryptography of a push: the payload encrypted for one browser as RFC 8291 says
//! (ECDH P-256, HKDF-SHA-256, AES-128-GCM in one RFC 8188 `aes128gcm` record), and the
//! server's VAPID key (RFC 8292) that signs the `Authorization` of every push.

use aws_lc_rs::{
    aead::{AES_128_GCM, Aad, LessSafeKey, Nonce, UnboundKey},
    agreement::{self, ECDH_P256, UnparsedPublicKey},
    encoding::AsBigEndian,
    signature::{ECDSA_P256_SHA256_FIXED_SIGNING, EcdsaKeyPair, KeyPair},
};
use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

/// The record size written in the header: one record holds the whole payload.
const RECORD_SIZE: u32 = 4096;
/// The largest plaintext one record carries (the size less the tag and the delimiter).
pub const MAX_PLAINTEXT: usize = RECORD_SIZE as usize - 16 - 1;

/// Why a payload could not be encrypted (the browser's key is not a P-256 point, or
/// the payload does not fit one record).
#[derive(Debug, thiserror::Error)]
#[error("the push could not be encrypted: {0}")]
pub struct CryptoError(&'static str);

/// HMAC-SHA-256, the extract and (one-block) expand steps of HKDF (RFC 5869).
fn hmac(key: &[u8], parts: &[&[u8]]) -> [u8; 32] {
    let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(key).expect("HMAC takes any key");
    for part in parts {
        mac.update(part);
    }
    mac.finalize().into_bytes().into()
}

/// Encrypts `plaintext` for the browser whose subscription keys are `ua_public` (65
/// bytes, an uncompressed P-256 point) and `auth` (16 bytes), with a fresh key pair and
/// salt: the body of the push request.
pub fn encrypt(plaintext: &[u8], ua_public: &[u8], auth: &[u8]) -> Result<Vec<u8>, CryptoError> {
    let sender = agreement::PrivateKey::generate(&ECDH_P256)
        .map_err(|_| CryptoError("no key pair was generated"))?;
    let salt: [u8; 16] = rand::RngExt::random(&mut rand::rng());
    encrypt_with(plaintext, ua_public, auth, &sender, &salt)
}

/// [`encrypt`] with the sender's key pair and the salt given (RFC 8291 section 3.4 and
/// appendix A's test vector).
pub fn encrypt_with(
    plaintext: &[u8],
    ua_public: &[u8],
    auth: &[u8],
    sender: &agreement::PrivateKey,
    salt: &[u8; 16],
) -> Result<Vec<u8>, CryptoError> {
    if plaintext.len() > MAX_PLAINTEXT {
        return Err(CryptoError("the payload is too large"));
    }
    let as_public = sender
        .compute_public_key()
        .map_err(|_| CryptoError("no public key"))?;
    let as_public = as_public.as_ref();
    let ecdh_secret = agreement::agree(
        sender,
        UnparsedPublicKey::new(&ECDH_P256, ua_public),
        CryptoError("the browser's key is not a P-256 point"),
        |secret| Ok(secret.to_vec()),
    )?;
    // RFC 8291 3.3: the auth secret and both public keys go into the input key.
    let prk_key = hmac(auth, &[&ecdh_secret]);
    let ikm = hmac(&prk_key, &[b"WebPush: info\0", ua_public, as_public, &[1]]);
    // RFC 8188 2.2 and 2.3: the content encryption key and the nonce.
    let prk = hmac(salt, &[&ikm]);
    let cek = hmac(&prk, &[b"Content-Encoding: aes128gcm\0", &[1]]);
    let nonce = hmac(&prk, &[b"Content-Encoding: nonce\0", &[1]]);
    let key =
        UnboundKey::new(&AES_128_GCM, &cek[..16]).map_err(|_| CryptoError("no content key"))?;
    let nonce: [u8; 12] = nonce[..12].try_into().expect("12 of 32 bytes");
    let mut record = Vec::with_capacity(plaintext.len() + 17);
    record.extend_from_slice(plaintext);
    // The last (and only) record's delimiter, no padding.
    record.push(2);
    LessSafeKey::new(key)
        .seal_in_place_append_tag(
            Nonce::assume_unique_for_key(nonce),
            Aad::empty(),
            &mut record,
        )
        .map_err(|_| CryptoError("sealing failed"))?;
    let mut body = Vec::with_capacity(16 + 4 + 1 + as_public.len() + record.len());
    body.extend_from_slice(salt);
    body.extend_from_slice(&RECORD_SIZE.to_be_bytes());
    body.push(as_public.len() as u8);
    body.extend_from_slice(as_public);
    body.extend_from_slice(&record);
    Ok(body)
}

/// The server's VAPID key pair (RFC 8292): it signs each push's JWT, and its public key
/// is the `applicationServerKey` browsers subscribe with, so a push service takes
/// pushes to the subscription from this server alone.
pub struct VapidKey {
    pair: EcdsaKeyPair,
    /// The private key as the 32 bytes of its scalar (what `VAPID_PRIVATE_KEY` holds).
    raw: Vec<u8>,
}

impl std::fmt::Debug for VapidKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "VapidKey({})", self.public_base64())
    }
}

impl VapidKey {
    /// A new key pair.
    pub fn generate() -> Result<Self, CryptoError> {
        let pair = EcdsaKeyPair::generate(&ECDSA_P256_SHA256_FIXED_SIGNING)
            .map_err(|_| CryptoError("no key pair was generated"))?;
        let raw = pair
            .private_key()
            .as_be_bytes()
            .map_err(|_| CryptoError("the private key cannot be read"))?
            .as_ref()
            .to_vec();
        Ok(Self { pair, raw })
    }

    /// The key pair of a private key given as its 32-byte scalar.
    pub fn from_private(raw: &[u8]) -> Result<Self, CryptoError> {
        let ecdh = agreement::PrivateKey::from_private_key(&ECDH_P256, raw)
            .map_err(|_| CryptoError("not a P-256 private key of 32 bytes"))?;
        let public = ecdh
            .compute_public_key()
            .map_err(|_| CryptoError("no public key"))?;
        let pair = EcdsaKeyPair::from_private_key_and_public_key(
            &ECDSA_P256_SHA256_FIXED_SIGNING,
            raw,
            public.as_ref(),
        )
        .map_err(|_| CryptoError("not a P-256 private key"))?;
        Ok(Self {
            pair,
            raw: raw.to_vec(),
        })
    }

    /// The private key in base64url (what `VAPID_PRIVATE_KEY` reads).
    pub fn from_base64(text: &str) -> Result<Self, CryptoError> {
        let raw = URL_SAFE_NO_PAD
            .decode(text.trim().trim_end_matches('='))
            .map_err(|_| CryptoError("VAPID_PRIVATE_KEY is not base64url"))?;
        Self::from_private(&raw)
    }

    /// The 32 bytes of the private key, to keep it.
    pub fn private_bytes(&self) -> &[u8] {
        &self.raw
    }

    /// The public key (65 bytes, uncompressed) in base64url: the `k=` of the
    /// `Authorization` header and the page's `applicationServerKey`.
    pub fn public_base64(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.pair.public_key().as_ref())
    }

    /// The `Authorization` header of a push to `endpoint` (RFC 8292 section 3): a JWT
    /// signed with ES256 whose audience is the endpoint's origin, valid until `exp`
    /// (seconds since 1970; at most a day ahead), naming `subject` (a `mailto:` or
    /// `https:` contact for the push service).
    pub fn authorization(
        &self,
        endpoint: &url::Url,
        exp: i64,
        subject: &str,
    ) -> Result<String, CryptoError> {
        let header = URL_SAFE_NO_PAD.encode(br#"{"typ":"JWT","alg":"ES256"}"#);
        let claims = serde_json::json!({
            "aud": endpoint.origin().ascii_serialization(),
            "exp": exp,
            "sub": subject,
        });
        let claims = URL_SAFE_NO_PAD.encode(claims.to_string());
        let signed = format!("{header}.{claims}");
        let rng = aws_lc_rs::rand::SystemRandom::new();
        let signature = self
            .pair
            .sign(&rng, signed.as_bytes())
            .map_err(|_| CryptoError("signing failed"))?;
        let signature = URL_SAFE_NO_PAD.encode(signature.as_ref());
        Ok(format!(
            "vapid t={signed}.{signature}, k={}",
            self.public_base64()
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use aws_lc_rs::signature::{ECDSA_P256_SHA256_FIXED, UnparsedPublicKey as Verifying};

    fn b64(text: &str) -> Vec<u8> {
        URL_SAFE_NO_PAD.decode(text).unwrap()
    }

    // RFC 8291 appendix A.
    const PLAINTEXT: &str = "V2hlbiBJIGdyb3cgdXAsIEkgd2FudCB0byBiZSBhIHdhdGVybWVsb24";
    const AS_PRIVATE: &str = "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw";
    const AS_PUBLIC: &str =
        "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8";
    const UA_PUBLIC: &str =
        "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";
    const SALT: &str = "DGv6ra1nlYgDCS1FRnbzlw";
    const AUTH: &str = "BTBZMqHH6r4Tts7J_aSIgg";
    const BODY: &str = "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN";

    #[test]
    fn the_rfc_8291_example_comes_out_byte_for_byte() {
        let sender = agreement::PrivateKey::from_private_key(&ECDH_P256, &b64(AS_PRIVATE)).unwrap();
        assert_eq!(
            sender.compute_public_key().unwrap().as_ref(),
            b64(AS_PUBLIC)
        );
        let salt: [u8; 16] = b64(SALT).try_into().unwrap();
        let body =
            encrypt_with(&b64(PLAINTEXT), &b64(UA_PUBLIC), &b64(AUTH), &sender, &salt).unwrap();
        assert_eq!(URL_SAFE_NO_PAD.encode(body), BODY);
    }

    #[test]
    fn fresh_keys_and_salt_each_time_and_bad_keys_refused() {
        let a = encrypt(b"x", &b64(UA_PUBLIC), &b64(AUTH)).unwrap();
        let b = encrypt(b"x", &b64(UA_PUBLIC), &b64(AUTH)).unwrap();
        assert_eq!(a.len(), 16 + 4 + 1 + 65 + 1 + 1 + 16);
        assert_ne!(a[..16], b[..16], "the salt");
        assert_ne!(a[21..86], b[21..86], "the sender's key");
        assert!(encrypt(b"x", &[4; 65], &b64(AUTH)).is_err());
        assert!(encrypt(&[0; MAX_PLAINTEXT + 1], &b64(UA_PUBLIC), &b64(AUTH)).is_err());
    }

    #[test]
    fn the_vapid_jwt_is_signed_for_the_endpoints_origin() {
        let key = VapidKey::generate().unwrap();
        let again = VapidKey::from_private(key.private_bytes()).unwrap();
        assert_eq!(key.public_base64(), again.public_base64());
        let endpoint = url::Url::parse("https://push.example.net:8443/send/abc?x=1").unwrap();
        let header = again
            .authorization(&endpoint, 1_900_000_000, "mailto:a@b.example")
            .unwrap();
        let (t, k) = header
            .strip_prefix("vapid t=")
            .and_then(|rest| rest.split_once(", k="))
            .unwrap();
        assert_eq!(k, key.public_base64());
        let (signed, signature) = t.rsplit_once('.').unwrap();
        Verifying::new(&ECDSA_P256_SHA256_FIXED, b64(k))
            .verify(signed.as_bytes(), &b64(signature))
            .unwrap();
        let claims: serde_json::Value =
            serde_json::from_slice(&b64(signed.split_once('.').unwrap().1)).unwrap();
        assert_eq!(claims["aud"], "https://push.example.net:8443");
        assert_eq!(claims["exp"], 1_900_000_000);
        assert_eq!(claims["sub"], "mailto:a@b.example");
        assert!(VapidKey::from_private(&[0; 32]).is_err());
        assert!(VapidKey::from_base64("not base64!").is_err());
    }
}
