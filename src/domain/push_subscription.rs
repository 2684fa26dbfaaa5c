//! A browser's Web Push subscription as its `PushSubscription` gives it (RFC 8030
//! endpoint, RFC 8291 keys in base64url), checked before it is stored: the server will
//! post to the endpoint, so it must be a push service's https address.

use std::net::IpAddr;

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};

use crate::domain::Words;

/// A subscription that passed [`PushSubscription::parse`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PushSubscription {
    pub endpoint: String,
    /// The browser's P-256 public key, an uncompressed point (65 bytes, `0x04` first).
    pub p256dh: Vec<u8>,
    /// The browser's authentication secret (16 bytes).
    pub auth: Vec<u8>,
}

/// The longest endpoint taken (the push services' are a few hundred characters).
pub const MAX_ENDPOINT: usize = 2048;

/// Whether `host` is this machine or a private network's (loopback, private,
/// link-local, unspecified): no push service lives there, and posting to it from the
/// server would reach what the server's network hides.
fn is_local(host: &url::Host<&str>) -> bool {
    let ip = match host {
        url::Host::Domain(name) => {
            let name = name.trim_end_matches('.').to_ascii_lowercase();
            return name == "localhost" || name.ends_with(".localhost");
        }
        url::Host::Ipv4(ip) => IpAddr::V4(*ip),
        url::Host::Ipv6(ip) => match ip.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6(*ip),
        },
    };
    match ip {
        IpAddr::V4(ip) => {
            ip.is_loopback()
                || ip.is_private()
                || ip.is_link_local()
                || ip.is_unspecified()
                || ip.is_broadcast()
        }
        IpAddr::V6(ip) => {
            ip.is_loopback()
                || ip.is_unspecified()
                || ip.is_unique_local()
                || ip.is_unicast_link_local()
        }
    }
}

/// Whether `host` is this machine (what tests and local development may push to).
fn is_loopback(host: &url::Host<&str>) -> bool {
    match host {
        url::Host::Domain(name) => name.eq_ignore_ascii_case("localhost"),
        url::Host::Ipv4(ip) => ip.is_loopback(),
        url::Host::Ipv6(ip) => ip.is_loopback(),
    }
}

/// The endpoint if it is an https URL of a host on the internet; with `allow_loopback`
/// (`PUSH_ALLOW_LOOPBACK`, for tests and development) also `http` or `https` on this
/// machine.
fn endpoint(text: &str, allow_loopback: bool) -> Option<String> {
    let text = text.trim();
    if text.len() > MAX_ENDPOINT {
        return None;
    }
    let url = url::Url::parse(text).ok()?;
    let host = url.host()?;
    let local_ok = allow_loopback && is_loopback(&host);
    let scheme_ok = url.scheme() == "https" || (local_ok && url.scheme() == "http");
    let host_ok = local_ok || !is_local(&host);
    (scheme_ok && host_ok && url.username().is_empty() && url.password().is_none())
        .then(|| url.to_string())
}

/// Base64url (with or without padding) of exactly `len` bytes.
fn key(text: &str, len: usize) -> Option<Vec<u8>> {
    let bytes = URL_SAFE_NO_PAD
        .decode(text.trim().trim_end_matches('='))
        .ok()?;
    (bytes.len() == len).then_some(bytes)
}

impl PushSubscription {
    /// Checks the three fields of a subscription; refused, each wrong field with its
    /// words (`endpoint`, `p256dh`, `auth`).
    pub fn parse(
        endpoint_text: &str,
        p256dh: &str,
        auth: &str,
        allow_loopback: bool,
    ) -> Result<Self, Vec<(&'static str, Words)>> {
        let mut refused = Vec::new();
        let endpoint = endpoint(endpoint_text, allow_loopback);
        if endpoint.is_none() {
            refused.push(("endpoint", Words::new("refusal-push-endpoint")));
        }
        let p256dh = key(p256dh, 65).filter(|k| k[0] == 4);
        if p256dh.is_none() {
            refused.push(("p256dh", Words::new("refusal-push-p256dh")));
        }
        let auth = key(auth, 16);
        if auth.is_none() {
            refused.push(("auth", Words::new("refusal-push-auth")));
        }
        match (endpoint, p256dh, auth) {
            (Some(endpoint), Some(p256dh), Some(auth)) => Ok(Self {
                endpoint,
                p256dh,
                auth,
            }),
            _ => Err(refused),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const P256DH: &str =
        "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";
    const AUTH: &str = "BTBZMqHH6r4Tts7J_aSIgg";

    fn fields(endpoint: &str, p256dh: &str, auth: &str, loopback: bool) -> Vec<&'static str> {
        match PushSubscription::parse(endpoint, p256dh, auth, loopback) {
            Ok(_) => Vec::new(),
            Err(refused) => refused.into_iter().map(|(f, _)| f).collect(),
        }
    }

    #[test]
    fn a_push_services_subscription_is_taken() {
        let s = PushSubscription::parse(
            "https://fcm.googleapis.com/fcm/send/abc:def",
            P256DH,
            &format!("{AUTH}=="),
            false,
        )
        .unwrap();
        assert_eq!(s.endpoint, "https://fcm.googleapis.com/fcm/send/abc:def");
        assert_eq!((s.p256dh.len(), s.auth.len()), (65, 16));
    }

    #[test]
    fn endpoints_off_the_internet_or_not_https_are_refused() {
        for bad in [
            "http://push.example.net/x",
            "ftp://push.example.net/x",
            "https://127.0.0.1/x",
            "https://localhost:8443/x",
            "https://10.1.2.3/x",
            "https://192.168.0.1/x",
            "https://169.254.169.254/latest",
            "https://[::1]/x",
            "https://[fd00::1]/x",
            "https://[::ffff:127.0.0.1]/x",
            "https://user:pw@push.example.net/x",
            "not a url",
            "",
        ] {
            assert_eq!(fields(bad, P256DH, AUTH, false), ["endpoint"], "{bad}");
        }
        let long = format!("https://push.example.net/{}", "a".repeat(MAX_ENDPOINT));
        assert_eq!(fields(&long, P256DH, AUTH, false), ["endpoint"]);
        // Tests and development push to this machine, never to a private network.
        assert!(fields("http://127.0.0.1:4000/push/1", P256DH, AUTH, true).is_empty());
        assert!(fields("https://localhost/p", P256DH, AUTH, true).is_empty());
        assert_eq!(
            fields("http://10.0.0.1/p", P256DH, AUTH, true),
            ["endpoint"]
        );
    }

    #[test]
    fn keys_of_the_wrong_length_or_form_are_refused_by_field() {
        let url = "https://push.example.net/x";
        assert_eq!(fields(url, AUTH, AUTH, false), ["p256dh"]);
        assert_eq!(fields(url, P256DH, P256DH, false), ["auth"]);
        assert_eq!(fields(url, "***", "", false), ["p256dh", "auth"]);
        // A 65-byte key that is not an uncompressed point (0x04 first).
        let compressed = URL_SAFE_NO_PAD.encode([3u8; 65]);
        assert_eq!(fields(url, &compressed, AUTH, false), ["p256dh"]);
        assert_eq!(
            fields("http://x", "", "", false),
            ["endpoint", "p256dh", "auth"]
        );
    }
}
