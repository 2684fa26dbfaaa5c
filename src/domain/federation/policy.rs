//! Which servers this one talks to (`FEDERATION_PEERS`, `FEDERATION_BLOCK`) and how:
//! `https://` to public addresses, or — only while the site itself is a loopback
//! `http://` URL (tests, development) — plain `http://` to this machine too.

use std::net::IpAddr;

use super::{Host, address::AddressError};
use crate::domain::network;

/// The peers allowed and refused, and whether loopback peers over `http://` are.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PeerPolicy {
    /// Empty: any host not blocked.
    allowed: Vec<Host>,
    blocked: Vec<Host>,
    loopback: bool,
}

impl PeerPolicy {
    /// The policy of the settings' host lists; `loopback` when `BASE_URL` is a loopback
    /// `http://` URL.
    pub fn new(
        allowed: &[String],
        blocked: &[String],
        loopback: bool,
    ) -> Result<Self, AddressError> {
        let hosts = |list: &[String]| {
            list.iter()
                .map(|h| Host::parse(h))
                .collect::<Result<Vec<_>, _>>()
        };
        Ok(Self {
            allowed: hosts(allowed)?,
            blocked: hosts(blocked)?,
            loopback,
        })
    }

    /// Whether `host` may be talked to (listed when there is a list, not blocked, and
    /// not an IP literal off the public internet).
    pub fn admits(&self, host: &Host) -> bool {
        if self.blocked.contains(host) || (!self.allowed.is_empty() && !self.allowed.contains(host))
        {
            return false;
        }
        match literal_ip(host) {
            Some(ip) => network::may_connect(ip, self.loopback),
            None => true,
        }
    }

    /// Whether connections may go to this machine, over plain `http://` (see the module).
    pub fn loopback(&self) -> bool {
        self.loopback
    }

    /// The base of `host`'s URLs (`https://host`, or `http://` in loopback mode).
    pub fn base_url(&self, host: &Host) -> String {
        host.base_url(self.loopback)
    }

    /// Whether `url` is on `host` with the scheme this policy uses: a peer's document
    /// may name its inbox and keys only on itself.
    pub fn is_on(&self, url: &url::Url, host: &Host) -> bool {
        let scheme_ok = url.scheme() == "https" || (self.loopback && url.scheme() == "http");
        let authority = match (url.host_str(), url.port()) {
            (Some(h), Some(p)) => format!("{h}:{p}"),
            (Some(h), None) => h.to_owned(),
            _ => return false,
        };
        scheme_ok
            && url.username().is_empty()
            && url.password().is_none()
            && Host::parse(&authority).as_ref() == Ok(host)
    }
}

/// The IP address `host` names literally, if it does.
fn literal_ip(host: &Host) -> Option<IpAddr> {
    let name = host.name();
    let name = name
        .strip_prefix('[')
        .and_then(|n| n.strip_suffix(']'))
        .unwrap_or(name);
    name.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn host(text: &str) -> Host {
        Host::parse(text).unwrap()
    }

    #[test]
    fn lists_allow_and_block() {
        let any = PeerPolicy::new(&[], &["bad.example".into()], false).unwrap();
        assert!(any.admits(&host("good.example")));
        assert!(!any.admits(&host("bad.example")));
        let listed =
            PeerPolicy::new(&["a.example".into(), "b.example:8443".into()], &[], false).unwrap();
        assert!(listed.admits(&host("a.example")));
        assert!(listed.admits(&host("B.example:8443")));
        assert!(!listed.admits(&host("b.example")));
        assert!(!listed.admits(&host("c.example")));
        let both = PeerPolicy::new(&["a.example".into()], &["a.example".into()], false).unwrap();
        assert!(!both.admits(&host("a.example")));
        assert!(PeerPolicy::new(&["not a host".into()], &[], false).is_err());
    }

    #[test]
    fn ip_literals_must_be_public_unless_on_loopback() {
        let public = PeerPolicy::new(&[], &[], false).unwrap();
        assert!(public.admits(&host("93.184.216.34")));
        assert!(!public.admits(&host("127.0.0.1:8080")));
        assert!(!public.admits(&host("[::1]:8080")));
        assert!(!public.admits(&host("10.0.0.1")));
        let loopback = PeerPolicy::new(&[], &[], true).unwrap();
        assert!(loopback.admits(&host("127.0.0.1:8080")));
        assert!(loopback.admits(&host("[::1]:8080")));
        assert!(!loopback.admits(&host("192.168.1.1")));
    }

    #[test]
    fn documents_may_point_only_at_their_own_host() {
        let public = PeerPolicy::new(&[], &[], false).unwrap();
        let b = host("b.example");
        let on = |p: &PeerPolicy, u: &str, h: &Host| p.is_on(&url::Url::parse(u).unwrap(), h);
        assert!(on(&public, "https://b.example/federation/inbox", &b));
        assert!(on(&public, "https://B.example:443/x", &b));
        assert!(!on(&public, "http://b.example/federation/inbox", &b));
        assert!(!on(&public, "https://c.example/federation/inbox", &b));
        assert!(!on(&public, "https://b.example:8443/x", &b));
        assert!(!on(&public, "https://u@b.example/x", &b));
        let loopback = PeerPolicy::new(&[], &[], true).unwrap();
        let local = host("127.0.0.1:4000");
        assert!(on(
            &loopback,
            "http://127.0.0.1:4000/federation/inbox",
            &local
        ));
        assert_eq!(loopback.base_url(&local), "http://127.0.0.1:4000");
    }
}
