//! The guarded name resolver of every client that connects where users or peers say
//! (push services; other corrchess servers, `service::federation::transport`): it
//! resolves a host and keeps only the addresses on the public internet
//! (`domain::network::may_connect`), so that a name which resolves to this machine or
//! a private network (the machine's own name, a wildcard DNS service, a name rebound
//! after the subscription was stored) gets no connection. The check is made on the
//! addresses the client connects to, not on the text of the URL; IP literals never
//! reach a resolver and are checked by `domain::push_subscription::may_post_to` before
//! each push and by `domain::federation::policy` before each request to a peer.

use std::{fmt, net::SocketAddr};

use reqwest::dns::{Addrs, Name, Resolve, Resolving};

use crate::domain::network;

/// Resolves with the system's resolver and drops every address that is not global
/// (loopback too, unless `allow_loopback`: tests and development).
#[derive(Clone, Copy, Debug)]
pub struct PublicResolver {
    pub allow_loopback: bool,
}

/// A host whose every address was dropped: nothing to connect to.
#[derive(Debug)]
pub struct NotPublic {
    pub host: String,
}

impl fmt::Display for NotPublic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} resolves to no public address", self.host)
    }
}

impl std::error::Error for NotPublic {}

/// The addresses of `resolved` the server may connect to.
pub fn public_only(
    resolved: impl IntoIterator<Item = SocketAddr>,
    allow_loopback: bool,
) -> Vec<SocketAddr> {
    resolved
        .into_iter()
        .filter(|a| network::may_connect(a.ip(), allow_loopback))
        .collect()
}

impl Resolve for PublicResolver {
    fn resolve(&self, name: Name) -> Resolving {
        Box::pin(lookup(name.as_str().to_owned(), self.allow_loopback))
    }
}

/// The public addresses of `host`, or [`NotPublic`] when it has none.
async fn lookup(
    host: String,
    allow_loopback: bool,
) -> Result<Addrs, Box<dyn std::error::Error + Send + Sync>> {
    let resolved = tokio::net::lookup_host((host.as_str(), 0)).await?;
    let kept = public_only(resolved, allow_loopback);
    if kept.is_empty() {
        return Err(Box::new(NotPublic { host }));
    }
    Ok(Box::new(kept.into_iter()))
}

/// Whether `error` (a request's, with its causes) is the resolver's [`NotPublic`].
pub fn is_not_public(error: &(dyn std::error::Error + 'static)) -> bool {
    let mut cause = Some(error);
    while let Some(e) = cause {
        if e.is::<NotPublic>() {
            return true;
        }
        cause = e.source();
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn addrs(list: &[&str]) -> Vec<SocketAddr> {
        list.iter().map(|a| a.parse().unwrap()).collect()
    }

    #[test]
    fn only_public_addresses_are_kept() {
        let resolved = addrs(&[
            "127.0.0.1:0",
            "[::1]:0",
            "10.1.2.3:0",
            "[::ffff:127.0.0.1]:0",
            "[64:ff9b::7f00:1]:0",
            "93.184.216.34:0",
            "[2606:2800:220:1::1]:0",
        ]);
        assert_eq!(
            public_only(resolved.clone(), false),
            addrs(&["93.184.216.34:0", "[2606:2800:220:1::1]:0"])
        );
        assert_eq!(
            public_only(resolved, true),
            addrs(&[
                "127.0.0.1:0",
                "[::1]:0",
                "[::ffff:127.0.0.1]:0",
                "93.184.216.34:0",
                "[2606:2800:220:1::1]:0"
            ])
        );
    }

    #[tokio::test]
    async fn localhost_resolves_to_nothing_without_the_escape() {
        let name: Name = "localhost".parse().unwrap();
        let refused = PublicResolver {
            allow_loopback: false,
        }
        .resolve(name)
        .await;
        let error = refused.err().expect("no address");
        assert!(is_not_public(error.as_ref()), "{error}");
        let name: Name = "localhost".parse().unwrap();
        let allowed = PublicResolver {
            allow_loopback: true,
        }
        .resolve(name)
        .await;
        assert!(allowed.is_ok_and(|mut a| a.all(|a| a.ip().is_loopback())));
    }
}
