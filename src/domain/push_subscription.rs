//! A browser's Web Push subscription as its `PushSubscription` gives it (RFC 8030
//! endpoint, RFC 8291 keys in base64url), checked before it is stored: the server will
//! post to the endpoint, so it must be a push service's https address.

use std::net::IpAddr;

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};

use crate::domain::{Words, network};

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

/// Where the server may post pushes: the site's settings `PUSH_ALLOW_LOOPBACK` and
/// `PUSH_ALLOWED_HOSTS`.
#[derive(Clone, Copy, Debug, Default)]
pub struct EndpointPolicy<'a> {
    /// Endpoints on this machine, over http too (tests and development only).
    pub allow_loopback: bool,
    /// Host names (each also its subdomains; `*.name` only its subdomains) endpoints
    /// must be on; empty: any public host.
    pub allowed_hosts: &'a [String],
}

impl EndpointPolicy<'_> {
    /// Whether the host list takes `host` (any host while the list is empty).
    fn lists(&self, host: &str) -> bool {
        let host = host.trim_end_matches('.').to_ascii_lowercase();
        self.allowed_hosts.is_empty()
            || self.allowed_hosts.iter().any(|entry| {
                let entry = entry.trim().trim_end_matches('.').to_ascii_lowercase();
                match entry.strip_prefix("*.") {
                    Some(parent) => host.ends_with(&format!(".{parent}")),
                    None => host == entry || host.ends_with(&format!(".{entry}")),
                }
            })
    }
}

/// Whether `host`, a domain name, is one of this machine or of a local network by its
/// form (`localhost`, a name without a dot that the resolver's search list completes,
/// the suffixes reserved for local names): no push service has such a name. Names are
/// checked again by their addresses when the push is sent.
fn is_local_name(name: &str) -> bool {
    let name = name.trim_end_matches('.').to_ascii_lowercase();
    let local_suffix = [
        ".localhost",
        ".local",
        ".internal",
        ".localdomain",
        ".home.arpa",
    ]
    .iter()
    .any(|suffix| name.ends_with(suffix));
    name == "localhost" || !name.contains('.') || local_suffix
}

/// Whether the server may post to `url` as far as its text says: https (http only on
/// this machine with `allow_loopback`), no user name, an IP address only when it is on
/// the public internet ([`network::is_global`]), a host the site's list takes. Checked
/// when a subscription is stored and again before each push; a name's addresses are
/// checked when the push service is reached (`mail::push::resolver`).
pub fn may_post_to(url: &url::Url, policy: &EndpointPolicy<'_>) -> bool {
    let Some(host) = url.host() else {
        return false;
    };
    let (public, loopback) = match host {
        url::Host::Domain(name) => (true, name.eq_ignore_ascii_case("localhost")),
        url::Host::Ipv4(ip) => (network::is_global_v4(ip), ip.is_loopback()),
        url::Host::Ipv6(ip) => (
            network::is_global_v6(ip),
            network::is_loopback(IpAddr::V6(ip)),
        ),
    };
    let local_ok = policy.allow_loopback && loopback;
    let scheme_ok = url.scheme() == "https" || (local_ok && url.scheme() == "http");
    let host_text = url.host_str().unwrap_or_default();
    let host_ok = (public || local_ok) && policy.lists(host_text.trim_matches(['[', ']']));
    scheme_ok && host_ok && url.username().is_empty() && url.password().is_none()
}

/// The endpoint if the server may post to it ([`may_post_to`]) and its host name is
/// not a local one by its form.
fn endpoint(text: &str, policy: &EndpointPolicy<'_>) -> Option<String> {
    let text = text.trim();
    if text.len() > MAX_ENDPOINT {
        return None;
    }
    let url = url::Url::parse(text).ok()?;
    let local_name = match url.host()? {
        url::Host::Domain(name) => {
            is_local_name(name) && !(policy.allow_loopback && name == "localhost")
        }
        _ => false,
    };
    (!local_name && may_post_to(&url, policy)).then(|| url.to_string())
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
        policy: &EndpointPolicy<'_>,
    ) -> Result<Self, Vec<(&'static str, Words)>> {
        let mut refused = Vec::new();
        let endpoint = endpoint(endpoint_text, policy);
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
        let policy = EndpointPolicy {
            allow_loopback: loopback,
            allowed_hosts: &[],
        };
        match PushSubscription::parse(endpoint, p256dh, auth, &policy) {
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
            &EndpointPolicy::default(),
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
            "https://[::127.0.0.1]/x",
            "https://[::7f00:1]/x",
            "https://[2002:7f00:1::]/x",
            "https://[64:ff9b::7f00:1]/x",
            "https://[fec0::1]/x",
            "https://[ff02::1]/x",
            "https://[2001:db8::1]/x",
            "https://100.64.0.1/x",
            "https://100.127.1.1/x",
            "https://198.18.0.1/x",
            "https://198.19.255.1/x",
            "https://192.0.0.8/x",
            "https://224.0.0.251/x",
            "https://239.1.2.3/x",
            "https://240.0.0.1/x",
            "https://255.255.255.255/x",
            "https://0.0.0.0/x",
            "https://127.1/x",
            "https://0x7f000001/x",
            "https://vm:8443/x",
            "https://metadata/computeMetadata",
            "https://metadata.google.internal/x",
            "https://printer.local/x",
            "https://router.home.arpa/x",
            "https://db.localdomain/x",
            "https://a.localhost/x",
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
        assert_eq!(
            fields("https://[fec0::1]/p", P256DH, AUTH, true),
            ["endpoint"]
        );
        assert_eq!(fields("http://vm:4000/p", P256DH, AUTH, true), ["endpoint"]);
        // Public addresses are taken as addresses too.
        assert!(fields("https://8.8.8.8/x", P256DH, AUTH, false).is_empty());
        assert!(fields("https://[2001:4860::8888]/x", P256DH, AUTH, false).is_empty());
    }

    #[test]
    fn the_sites_list_of_push_services_restricts_the_hosts() {
        let list = [
            "fcm.googleapis.com".to_owned(),
            "updates.push.services.mozilla.com".to_owned(),
            "*.notify.windows.com".to_owned(),
            "Web.Push.Apple.com.".to_owned(),
        ];
        let policy = EndpointPolicy {
            allow_loopback: false,
            allowed_hosts: &list,
        };
        let takes = |url: &str| may_post_to(&url::Url::parse(url).unwrap(), &policy);
        for good in [
            "https://fcm.googleapis.com/fcm/send/x",
            "https://updates.push.services.mozilla.com/wpush/v2/x",
            "https://wns2-by3p.notify.windows.com/w/?token=x",
            "https://web.push.apple.com/QG",
            "https://eu.fcm.googleapis.com/x",
        ] {
            assert!(takes(good), "{good}");
        }
        for bad in [
            "https://push.example.org/x",
            "https://notify.windows.com/x",
            "https://fcm.googleapis.com.evil.example/x",
            "https://evilfcm.googleapis.com/x",
            "https://8.8.8.8/x",
            "http://fcm.googleapis.com/x",
        ] {
            assert!(!takes(bad), "{bad}");
        }
        let refused = PushSubscription::parse("https://push.example.org/x", P256DH, AUTH, &policy);
        assert_eq!(refused.unwrap_err()[0].0, "endpoint");
    }

    #[test]
    fn the_send_time_check_reads_addresses_and_leaves_names_to_the_resolver() {
        let open = EndpointPolicy::default();
        let check = |url: &str, policy: &EndpointPolicy<'_>| {
            may_post_to(&url::Url::parse(url).unwrap(), policy)
        };
        // A name is checked by its addresses when connecting (mail::push::resolver).
        assert!(check("https://localhost:4000/x", &open));
        assert!(!check("http://localhost:4000/x", &open));
        assert!(!check("https://127.0.0.1/x", &open));
        assert!(!check("https://[::ffff:7f00:1]/x", &open));
        let loopback = EndpointPolicy {
            allow_loopback: true,
            allowed_hosts: &[],
        };
        assert!(check("http://127.0.0.1:4000/x", &loopback));
        assert!(check("http://[::1]:4000/x", &loopback));
        assert!(check("http://localhost:4000/x", &loopback));
        assert!(!check("http://10.0.0.1/x", &loopback));
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
