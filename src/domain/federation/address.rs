//! A server is its `host[:port]`; a player elsewhere is `name@host[:port]`. Both are
//! kept in one lowercase spelling so that the same peer is never two peers.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A server's authority: a lowercase DNS name or IP literal, with its port when not the
/// default (`example.org`, `chess.example.org:8443`, `127.0.0.1:40123`, `[::1]:8080`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Host(String);

/// Why text is no host or address (the form field's error id).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddressError {
    /// No `@`, or nothing before or after it.
    NotAnAddress,
    /// The part after `@` is no host name, IP literal or port.
    BadHost,
    /// The part before `@` is no username.
    BadName,
}

impl AddressError {
    /// The catalog id that names the problem.
    pub fn id(self) -> &'static str {
        match self {
            Self::NotAnAddress => "federation-address-form",
            Self::BadHost => "federation-address-host",
            Self::BadName => "federation-address-name",
        }
    }
}

impl fmt::Display for AddressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl Host {
    /// Parses `host[:port]` (an IPv6 literal in brackets), lowercased; a port of 443 is
    /// dropped as the default of `https`.
    pub fn parse(text: &str) -> Result<Self, AddressError> {
        let text = text.trim().to_ascii_lowercase();
        let (name, port) = split_port(&text).ok_or(AddressError::BadHost)?;
        let name_ok = if let Some(v6) = name.strip_prefix('[').and_then(|n| n.strip_suffix(']')) {
            v6.parse::<std::net::Ipv6Addr>().is_ok()
        } else {
            is_dns_name(name)
        };
        if !name_ok {
            return Err(AddressError::BadHost);
        }
        Ok(Self(match port {
            Some(p) if p != 443 => format!("{name}:{p}"),
            _ => name.to_owned(),
        }))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The host's name without its port (`[::1]` keeps its brackets).
    pub fn name(&self) -> &str {
        split_port(&self.0).map_or(self.0.as_str(), |(n, _)| n)
    }

    /// The base of the peer's URLs: `https://host[:port]`, or `http://` when `plain`
    /// (loopback test servers only; see `FEDERATION`'s rules in docs/FEDERATION.md).
    pub fn base_url(&self, plain: bool) -> String {
        format!("{}://{}", if plain { "http" } else { "https" }, self.0)
    }
}

impl TryFrom<String> for Host {
    type Error = AddressError;
    fn try_from(text: String) -> Result<Self, AddressError> {
        Self::parse(&text)
    }
}

impl From<Host> for String {
    fn from(host: Host) -> String {
        host.0
    }
}

impl fmt::Display for Host {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A player on another server: `name@host[:port]`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Address {
    pub name: String,
    pub host: Host,
}

impl Address {
    /// Parses `name@host[:port]`, with or without a leading `@` or `acct:`; the name
    /// follows the local username rules.
    pub fn parse(text: &str) -> Result<Self, AddressError> {
        let text = text.trim();
        let text = text.strip_prefix("acct:").unwrap_or(text);
        let text = text.strip_prefix('@').unwrap_or(text);
        let (name, host) = text.split_once('@').ok_or(AddressError::NotAnAddress)?;
        if name.is_empty() || host.is_empty() {
            return Err(AddressError::NotAnAddress);
        }
        let name = crate::domain::Username::parse(name).map_err(|_| AddressError::BadName)?;
        Ok(Self {
            name: name.as_str().to_owned(),
            host: Host::parse(host)?,
        })
    }

    /// Whether `text` is meant as an address elsewhere (has an `@` after a name), so a
    /// form's opponent field can tell a local username from a remote one.
    pub fn looks_remote(text: &str) -> bool {
        let text = text.trim();
        let text = text.strip_prefix('@').unwrap_or(text);
        text.contains('@')
    }

    /// The WebFinger resource: `acct:name@host`.
    pub fn acct(&self) -> String {
        format!("acct:{self}")
    }
}

impl fmt::Display for Address {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}@{}", self.name, self.host)
    }
}

/// Splits `name[:port]` (`[v6]:port` too); `None` when the port is not a number 1..65535.
fn split_port(text: &str) -> Option<(&str, Option<u16>)> {
    let (name, port) = if text.starts_with('[') {
        match text.rsplit_once("]:") {
            Some((n, p)) => (&text[..n.len() + 1], Some(p)),
            None => (text, None),
        }
    } else {
        match text.rsplit_once(':') {
            Some((n, p)) => (n, Some(p)),
            None => (text, None),
        }
    };
    match port {
        None => Some((name, None)),
        // Digits only, no leading zero: one spelling per port.
        Some(p) if p.bytes().all(|b| b.is_ascii_digit()) && !p.starts_with('0') => {
            p.parse::<u16>().ok().map(|p| (name, Some(p)))
        }
        Some(_) => None,
    }
}

/// A DNS name (letters, digits, hyphens, dots; labels of 1..63) or an IPv4 literal.
fn is_dns_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 253
        && name.split('.').all(|label| {
            !label.is_empty()
                && label.len() <= 63
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts_are_kept_in_one_spelling() {
        assert_eq!(
            Host::parse("Chess.Example.ORG").unwrap().as_str(),
            "chess.example.org"
        );
        assert_eq!(
            Host::parse("example.org:443").unwrap().as_str(),
            "example.org"
        );
        assert_eq!(
            Host::parse("127.0.0.1:40123").unwrap().as_str(),
            "127.0.0.1:40123"
        );
        assert_eq!(Host::parse("[::1]:8080").unwrap().as_str(), "[::1]:8080");
        assert_eq!(Host::parse("[::1]:8080").unwrap().name(), "[::1]");
        assert_eq!(
            Host::parse("example.org:8443").unwrap().name(),
            "example.org"
        );
    }

    #[test]
    fn bad_hosts_are_refused() {
        for bad in [
            "",
            "exa mple.org",
            "example.org:0",
            "example.org:99999",
            "a..b",
            "-a.org",
            "example.org:+80",
            "example.org:080",
            "[zz]:80",
            "user@host",
            "a/b",
        ] {
            assert_eq!(Host::parse(bad), Err(AddressError::BadHost), "{bad}");
        }
    }

    #[test]
    fn addresses_name_a_player_and_a_server() {
        let a = Address::parse("alice@Chess.Example.org:8443").unwrap();
        assert_eq!(a.name, "alice");
        assert_eq!(a.host.as_str(), "chess.example.org:8443");
        assert_eq!(a.to_string(), "alice@chess.example.org:8443");
        assert_eq!(a.acct(), "acct:alice@chess.example.org:8443");
        assert_eq!(
            Address::parse("acct:bob@x.org").unwrap().to_string(),
            "bob@x.org"
        );
        assert_eq!(
            Address::parse("@bob@x.org").unwrap().to_string(),
            "bob@x.org"
        );
    }

    #[test]
    fn bad_addresses_say_what_is_wrong() {
        assert_eq!(Address::parse("alice"), Err(AddressError::NotAnAddress));
        assert_eq!(Address::parse("@x.org"), Err(AddressError::NotAnAddress));
        assert_eq!(Address::parse("a b@x.org"), Err(AddressError::BadName));
        assert_eq!(Address::parse("alice@x..org"), Err(AddressError::BadHost));
        assert!(Address::looks_remote("alice@x.org"));
        assert!(!Address::looks_remote("alice"));
    }
}
