//! HTTP Message Signatures (RFC 9421) with `ed25519`, and Content-Digest (RFC 9530)
//! with `sha-256`: how one server signs a request to another and how the receiver
//! checks it (docs/FEDERATION.md, "Signatures"). Pure: the caller gives the request's
//! method, its target URI (built from the receiver's `BASE_URL`, never from a `Host`
//! header) and its header fields, and looks the key up by the signature's `keyid`.

use base64::{Engine, engine::general_purpose::STANDARD};
use sha2::{Digest, Sha256};
use time::{OffsetDateTime, format_description::FormatItem, macros::format_description};

use super::structured::{self, Item, Member, Params};
use crate::domain::record::{PublicKey, RecordKey};

/// The label of the signature this server sends (`Signature-Input: sig1=…`).
pub const LABEL: &str = "sig1";
/// The algorithm name (RFC 9421 section 3.3.6).
pub const ALG: &str = "ed25519";
/// The components every request between servers signs, in this order.
pub const COVERED: [&str; 5] = [
    "@method",
    "@target-uri",
    "content-digest",
    "date",
    "content-type",
];
/// The components a received signature must cover (at least; RFC 9421 lets a sender
/// cover more).
pub const REQUIRED: [&str; 4] = ["@method", "@target-uri", "content-digest", "date"];

/// An HTTP request as a signature sees it. Header names in lower case; a field sent
/// several times appears once per line, in order.
#[derive(Clone, Copy, Debug)]
pub struct Request<'a> {
    pub method: &'a str,
    /// The absolute URI the request is for (`https://host/federation/inbox`).
    pub target_uri: &'a str,
    pub headers: &'a [(&'a str, &'a str)],
}

/// Why a signature or digest does not hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignatureError {
    /// No `Signature-Input`/`Signature`, or not the structured fields they must be.
    Malformed,
    /// The signature leaves out a component it must cover, or names another algorithm.
    NotCovered,
    /// A covered component is not in the request.
    MissingComponent,
    /// No `created`, or `keyid`.
    MissingParameter,
    /// The signature does not verify with the key.
    Invalid,
    /// `Content-Digest` has no `sha-256` or it is not the body's.
    Digest,
}

impl SignatureError {
    /// The refusal id the inbox answers with.
    pub fn id(self) -> &'static str {
        match self {
            Self::Digest => "federation-digest",
            _ => "federation-signature",
        }
    }
}

/// `Content-Digest` of `body`: `sha-256=:BASE64:` (RFC 9530).
pub fn content_digest(body: &[u8]) -> String {
    format!("sha-256=:{}:", STANDARD.encode(Sha256::digest(body)))
}

/// Whether the `Content-Digest` field `header` holds the `sha-256` of `body` (other
/// algorithms in it are ignored; without `sha-256` it does not hold).
pub fn digest_matches(header: &str, body: &[u8]) -> Result<(), SignatureError> {
    let members = structured::parse_dictionary(header).map_err(|_| SignatureError::Digest)?;
    let digest = members.iter().find_map(|(k, m)| match m {
        Member::Item(Item::Bytes(b), _) if k == "sha-256" => Some(b),
        _ => None,
    });
    match digest {
        Some(d) if d.as_slice() == Sha256::digest(body).as_slice() => Ok(()),
        _ => Err(SignatureError::Digest),
    }
}

const HTTP_DATE: &[FormatItem<'static>] = format_description!(
    "[weekday repr:short], [day] [month repr:short] [year] [hour]:[minute]:[second] GMT"
);

/// `at` as an HTTP date (RFC 9110 IMF-fixdate): `Tue, 20 Apr 2021 02:07:55 GMT`.
pub fn http_date(at: OffsetDateTime) -> String {
    at.to_offset(time::UtcOffset::UTC)
        .format(HTTP_DATE)
        .unwrap_or_default()
}

/// An IMF-fixdate read; `None` for anything else.
pub fn parse_http_date(text: &str) -> Option<OffsetDateTime> {
    time::PrimitiveDateTime::parse(text.trim(), HTTP_DATE)
        .ok()
        .map(time::PrimitiveDateTime::assume_utc)
}

/// What a signature covers and says about itself (the `Signature-Input` member).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignatureParams {
    pub components: Vec<String>,
    /// Every parameter in the order received (`created`, `keyid`, `alg`, …).
    pub params: Params,
}

impl SignatureParams {
    /// The parameters this server signs with.
    pub fn ours(created: i64, keyid: &str) -> Self {
        Self {
            components: COVERED.iter().map(|c| (*c).to_owned()).collect(),
            params: vec![
                ("created".into(), Item::Integer(created)),
                ("keyid".into(), Item::String(keyid.to_owned())),
                ("alg".into(), Item::String(ALG.into())),
            ],
        }
    }

    /// The value of `@signature-params`: the inner list as serialised (RFC 9421 2.3).
    pub fn serialized(&self) -> String {
        let items: Vec<(Item, Params)> = self
            .components
            .iter()
            .map(|c| (Item::String(c.clone()), Vec::new()))
            .collect();
        structured::serialize_inner_list(&items, &self.params)
    }

    fn param(&self, name: &str) -> Option<&Item> {
        self.params.iter().find(|(k, _)| k == name).map(|(_, v)| v)
    }

    /// `created` (seconds since 1970).
    pub fn created(&self) -> Option<i64> {
        match self.param("created") {
            Some(Item::Integer(n)) => Some(*n),
            _ => None,
        }
    }

    pub fn keyid(&self) -> Option<&str> {
        match self.param("keyid") {
            Some(Item::String(s)) => Some(s),
            _ => None,
        }
    }

    /// `alg` when given (it is optional in RFC 9421).
    pub fn alg(&self) -> Option<&str> {
        match self.param("alg") {
            Some(Item::String(s)) => Some(s),
            _ => None,
        }
    }
}

/// The value of component `name` in `request` (RFC 9421 section 2).
fn component(request: &Request<'_>, name: &str) -> Result<String, SignatureError> {
    let uri = || url::Url::parse(request.target_uri).map_err(|_| SignatureError::MissingComponent);
    match name {
        "@method" => Ok(request.method.to_owned()),
        "@target-uri" => Ok(request.target_uri.to_owned()),
        "@authority" => {
            let url = uri()?;
            let host = url.host_str().ok_or(SignatureError::MissingComponent)?;
            Ok(match url.port() {
                Some(p) => format!("{}:{p}", host.to_ascii_lowercase()),
                None => host.to_ascii_lowercase(),
            })
        }
        "@scheme" => Ok(uri()?.scheme().to_owned()),
        "@path" => {
            let url = uri()?;
            Ok(match url.path() {
                "" => "/".to_owned(),
                p => p.to_owned(),
            })
        }
        "@query" => Ok(format!("?{}", uri()?.query().unwrap_or(""))),
        n if n.starts_with('@') => Err(SignatureError::MissingComponent),
        field => {
            let values: Vec<&str> = request
                .headers
                .iter()
                .filter(|(k, _)| k.eq_ignore_ascii_case(field))
                .map(|(_, v)| v.trim())
                .collect();
            if values.is_empty() {
                return Err(SignatureError::MissingComponent);
            }
            Ok(values.join(", "))
        }
    }
}

/// The signature base (RFC 9421 section 2.5): one line per covered component, then
/// `"@signature-params"`.
pub fn signature_base(
    request: &Request<'_>,
    params: &SignatureParams,
) -> Result<String, SignatureError> {
    let mut base = String::new();
    for name in &params.components {
        let value = component(request, name)?;
        if value.contains(['\n', '\r']) {
            return Err(SignatureError::Malformed);
        }
        base.push_str(&format!("\"{name}\": {value}\n"));
    }
    base.push_str(&format!("\"@signature-params\": {}", params.serialized()));
    Ok(base)
}

/// The `Signature-Input` and `Signature` fields for `request`, signed by `key` at
/// `created` (seconds since 1970).
pub fn sign(
    request: &Request<'_>,
    key: &RecordKey,
    created: i64,
) -> Result<(String, String), SignatureError> {
    let params = SignatureParams::ours(created, &key.public().kid());
    let base = signature_base(request, &params)?;
    let signature = key.sign(base.as_bytes());
    Ok((
        format!("{LABEL}={}", params.serialized()),
        format!(
            "{LABEL}={}",
            structured::serialize_item(&Item::Bytes(signature))
        ),
    ))
}

/// A received signature, read and with its base built, waiting for its key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Received {
    pub params: SignatureParams,
    pub signature: Vec<u8>,
    pub base: String,
}

impl Received {
    /// Reads the first signature of `Signature-Input` (`input`) that covers every
    /// [`REQUIRED`] component, with its `Signature` member, and builds its base from
    /// `request`. It must have `created` and `keyid`, and no `alg` but `ed25519`.
    pub fn read(
        request: &Request<'_>,
        input: &str,
        signature: &str,
    ) -> Result<Self, SignatureError> {
        let inputs = structured::parse_dictionary(input).map_err(|_| SignatureError::Malformed)?;
        let signatures =
            structured::parse_dictionary(signature).map_err(|_| SignatureError::Malformed)?;
        let mut seen_any = false;
        for (label, member) in inputs {
            let Member::InnerList(items, params) = member else {
                continue;
            };
            seen_any = true;
            let components: Option<Vec<String>> = items
                .into_iter()
                .map(|(item, item_params)| match item {
                    Item::String(s) if item_params.is_empty() => Some(s),
                    _ => None,
                })
                .collect();
            let Some(components) = components else {
                continue;
            };
            if !REQUIRED.iter().all(|r| components.iter().any(|c| c == r)) {
                continue;
            }
            let params = SignatureParams { components, params };
            if params.alg().is_some_and(|a| a != ALG) {
                return Err(SignatureError::NotCovered);
            }
            if params.created().is_none() || params.keyid().is_none() {
                return Err(SignatureError::MissingParameter);
            }
            let signature = signatures.iter().find_map(|(k, m)| match m {
                Member::Item(Item::Bytes(b), _) if *k == label => Some(b.clone()),
                _ => None,
            });
            let signature = signature.ok_or(SignatureError::Malformed)?;
            let base = signature_base(request, &params)?;
            return Ok(Self {
                params,
                signature,
                base,
            });
        }
        Err(if seen_any {
            SignatureError::NotCovered
        } else {
            SignatureError::Malformed
        })
    }

    /// The `keyid` (present: [`Self::read`] checked).
    pub fn keyid(&self) -> &str {
        self.params.keyid().unwrap_or_default()
    }

    /// `created` (present: [`Self::read`] checked).
    pub fn created(&self) -> i64 {
        self.params.created().unwrap_or_default()
    }

    /// Whether `key` made the signature.
    pub fn verify(&self, key: &PublicKey) -> Result<(), SignatureError> {
        if key.verifies(self.base.as_bytes(), &self.signature) {
            Ok(())
        } else {
            Err(SignatureError::Invalid)
        }
    }
}

#[cfg(test)]
mod tests {
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;
    use time::macros::datetime;

    use super::*;

    /// RFC 9421 Appendix B.1.4, `test-key-ed25519` (its JWK `d`).
    fn rfc_key() -> RecordKey {
        let seed = URL_SAFE_NO_PAD
            .decode("n4Ni-HpISpVObnQMW0wOhCKROaIKqKtW_2ZYb2p9KcU")
            .unwrap();
        RecordKey::from_seed(&seed).unwrap()
    }

    const B26_HEADERS: [(&str, &str); 5] = [
        ("host", "example.com"),
        ("date", "Tue, 20 Apr 2021 02:07:55 GMT"),
        ("content-type", "application/json"),
        (
            "content-digest",
            "sha-512=:WZDPaVn/7XgHaAy8pmojAkGWoRx2UFChF41A2svX+TaPm+AbwAgBWnrIiYllu7BNNyealdVLvRwEmTHWXvJwew==:",
        ),
        ("content-length", "18"),
    ];

    const B26_BASE: &str = concat!(
        "\"date\": Tue, 20 Apr 2021 02:07:55 GMT\n",
        "\"@method\": POST\n",
        "\"@path\": /foo\n",
        "\"@authority\": example.com\n",
        "\"content-type\": application/json\n",
        "\"content-length\": 18\n",
        "\"@signature-params\": (\"date\" \"@method\" \"@path\" \"@authority\" ",
        "\"content-type\" \"content-length\");created=1618884473;keyid=\"test-key-ed25519\"",
    );
    const B26_INPUT: &str = "sig-b26=(\"date\" \"@method\" \"@path\" \"@authority\" \"content-type\" \"content-length\");created=1618884473;keyid=\"test-key-ed25519\"";
    const B26_SIGNATURE: &str = "sig-b26=:wqcAqbmYJ2ji2glfAMaRy4gruYYnx2nEFN2HN6jrnDnQCK1u02Gb04v9EDgwUPiu4A0w6vuQv5lIp5WPpBKRCw==:";

    fn b26_request() -> Request<'static> {
        Request {
            method: "POST",
            target_uri: "https://example.com/foo?param=Value&Pet=dog",
            headers: &B26_HEADERS,
        }
    }

    #[test]
    fn the_rfc_key_is_the_rfc_key() {
        assert_eq!(
            URL_SAFE_NO_PAD.encode(rfc_key().public().as_bytes()),
            "JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs"
        );
    }

    #[test]
    fn rfc_9421_b_2_6_base_and_signature() {
        let inputs = structured::parse_dictionary(B26_INPUT).unwrap();
        let Member::InnerList(items, params) = &inputs[0].1 else {
            panic!("an inner list")
        };
        let params = SignatureParams {
            components: items
                .iter()
                .map(|(i, _)| match i {
                    Item::String(s) => s.clone(),
                    _ => panic!("strings"),
                })
                .collect(),
            params: params.clone(),
        };
        let base = signature_base(&b26_request(), &params).unwrap();
        assert_eq!(base, B26_BASE);
        // Ed25519 is deterministic: the same key signs the same base to the RFC's bytes.
        let signed = rfc_key().sign(base.as_bytes());
        assert_eq!(
            format!(
                "sig-b26={}",
                structured::serialize_item(&Item::Bytes(signed))
            ),
            B26_SIGNATURE
        );
    }

    #[test]
    fn the_rfc_signature_verifies_when_the_required_components_are_covered() {
        // B.2.6 covers no `@target-uri` or `content-digest`: a server refuses it.
        assert_eq!(
            Received::read(&b26_request(), B26_INPUT, B26_SIGNATURE),
            Err(SignatureError::NotCovered)
        );
    }

    fn our_headers(body: &[u8]) -> Vec<(&'static str, String)> {
        vec![
            ("content-type", "application/json".into()),
            ("content-digest", content_digest(body)),
            ("date", http_date(datetime!(2026-12-07 12:00 UTC))),
        ]
    }

    fn signed(body: &[u8]) -> (Vec<(&'static str, String)>, String, String) {
        let headers = our_headers(body);
        let refs: Vec<(&str, &str)> = headers.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let request = Request {
            method: "POST",
            target_uri: "https://b.example/federation/inbox",
            headers: &refs,
        };
        let (input, signature) = sign(&request, &rfc_key(), 1_796_644_800).unwrap();
        (headers, input, signature)
    }

    fn check(
        method: &str,
        uri: &str,
        headers: &[(&'static str, String)],
        input: &str,
        signature: &str,
    ) -> Result<(), SignatureError> {
        let refs: Vec<(&str, &str)> = headers.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let request = Request {
            method,
            target_uri: uri,
            headers: &refs,
        };
        let received = Received::read(&request, input, signature)?;
        received.verify(rfc_key().public())
    }

    #[test]
    fn our_signature_verifies_and_names_its_parameters() {
        let (headers, input, signature) = signed(b"{}");
        assert!(input.starts_with(
            "sig1=(\"@method\" \"@target-uri\" \"content-digest\" \"date\" \"content-type\");created=1796644800;keyid=\""
        ));
        assert!(input.ends_with(";alg=\"ed25519\""));
        let uri = "https://b.example/federation/inbox";
        assert_eq!(check("POST", uri, &headers, &input, &signature), Ok(()));
        let refs: Vec<(&str, &str)> = headers.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let request = Request {
            method: "POST",
            target_uri: uri,
            headers: &refs,
        };
        let received = Received::read(&request, &input, &signature).unwrap();
        assert_eq!(received.keyid(), rfc_key().public().kid());
        assert_eq!(received.created(), 1_796_644_800);
    }

    #[test]
    fn any_covered_component_changed_fails() {
        let (headers, input, signature) = signed(b"{}");
        let uri = "https://b.example/federation/inbox";
        assert_eq!(
            check("PUT", uri, &headers, &input, &signature),
            Err(SignatureError::Invalid)
        );
        assert_eq!(
            check(
                "POST",
                "https://c.example/federation/inbox",
                &headers,
                &input,
                &signature
            ),
            Err(SignatureError::Invalid)
        );
        for i in 0..headers.len() {
            let mut changed = headers.clone();
            changed[i].1.push('x');
            assert_eq!(
                check("POST", uri, &changed, &input, &signature),
                Err(SignatureError::Invalid),
                "{}",
                headers[i].0
            );
            let mut missing = headers.clone();
            missing.remove(i);
            assert_eq!(
                check("POST", uri, &missing, &input, &signature),
                Err(SignatureError::MissingComponent),
                "{}",
                headers[i].0
            );
        }
        // The parameters are signed too: a later `created` breaks it.
        let later = input.replace("created=1796644800", "created=1796644801");
        assert_eq!(
            check("POST", uri, &headers, &later, &signature),
            Err(SignatureError::Invalid)
        );
        // Another key's signature does not verify.
        let other = RecordKey::generate().unwrap().0;
        let refs: Vec<(&str, &str)> = headers.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let request = Request {
            method: "POST",
            target_uri: uri,
            headers: &refs,
        };
        let received = Received::read(&request, &input, &signature).unwrap();
        assert_eq!(
            received.verify(other.public()),
            Err(SignatureError::Invalid)
        );
    }

    #[test]
    fn signatures_that_cover_too_little_or_another_alg_are_refused() {
        let (headers, input, signature) = signed(b"{}");
        let uri = "https://b.example/federation/inbox";
        let less = input.replace(" \"date\"", "");
        assert_eq!(
            check("POST", uri, &headers, &less, &signature),
            Err(SignatureError::NotCovered)
        );
        let rsa = input.replace("ed25519", "rsa-v1_5-sha256");
        assert_eq!(
            check("POST", uri, &headers, &rsa, &signature),
            Err(SignatureError::NotCovered)
        );
        let no_key = input.replace(";keyid=", ";kid=");
        assert_eq!(
            check("POST", uri, &headers, &no_key, &signature),
            Err(SignatureError::MissingParameter)
        );
        assert_eq!(
            check("POST", uri, &headers, "garbage(", &signature),
            Err(SignatureError::Malformed)
        );
        let relabelled = signature.replacen("sig1", "sig2", 1);
        assert_eq!(
            check("POST", uri, &headers, &input, &relabelled),
            Err(SignatureError::Malformed)
        );
    }

    #[test]
    fn the_digest_is_the_bodys_sha_256() {
        // RFC 9530 Appendix B.1's `{"hello": "world"}` with a trailing newline.
        let body = b"{\"hello\": \"world\"}\n";
        assert_eq!(
            content_digest(body),
            "sha-256=:RK/0qy18MlBSVnWgjwz6lZEWjP/lF5HF9bvEF8FabDg=:"
        );
        assert_eq!(digest_matches(&content_digest(body), body), Ok(()));
        assert_eq!(
            digest_matches(&content_digest(body), b"{\"hello\": \"World\"}\n"),
            Err(SignatureError::Digest)
        );
        assert_eq!(
            digest_matches("sha-512=:AAAA:", body),
            Err(SignatureError::Digest)
        );
        assert_eq!(
            digest_matches("nonsense(", body),
            Err(SignatureError::Digest)
        );
    }

    #[test]
    fn http_dates_read_back() {
        let at = datetime!(2021-04-20 02:07:55 UTC);
        assert_eq!(http_date(at), "Tue, 20 Apr 2021 02:07:55 GMT");
        assert_eq!(parse_http_date("Tue, 20 Apr 2021 02:07:55 GMT"), Some(at));
        assert_eq!(parse_http_date("2021-04-20T02:07:55Z"), None);
    }
}
