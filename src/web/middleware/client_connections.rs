//! A cap on the connections one client address holds at once
//! (`MAX_CONNECTIONS_PER_CLIENT`), so that one client cannot take every one of the
//! process's `MAX_CONNECTIONS` slots (with slow bodies, say) and make everyone else
//! wait. A connection over the cap is closed at once, before a byte is read; each
//! admitted one holds a [`ClientSlot`] in its stream, which gives the place back when
//! the connection is dropped, however it ends.
//!
//! A client is a network, not one address: IPv6 clients are counted by their /64
//! network (`CLIENT_PREFIX_V6`), as one machine commonly has a whole /64 to pick
//! addresses from, and IPv4 clients by their /24 (`CLIENT_PREFIX_V4`), as one rented
//! server or subnet easily has a few dozen addresses: counted one by one, sixteen
//! addresses held all 500 slots (issue 44). Behind a trusted proxy (`TRUST_PROXY`) every connection
//! comes from the proxy, so the cap is not applied; the proxy caps per client itself
//! (docs/DEPLOY.md).

use std::{
    collections::HashMap,
    io,
    net::{IpAddr, Ipv4Addr, Ipv6Addr},
    pin::Pin,
    sync::{Arc, Mutex, PoisonError},
    task::{Context, Poll},
};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// How many leading bits of an address name one client (`CLIENT_PREFIX_V4`,
/// `CLIENT_PREFIX_V6`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClientPrefixes {
    /// 0 to 32; 32 counts each IPv4 address alone.
    pub v4: u8,
    /// 0 to 128; 128 counts each IPv6 address alone.
    pub v6: u8,
}

impl Default for ClientPrefixes {
    /// A /24 for IPv4, a /64 for IPv6.
    fn default() -> Self {
        Self { v4: 24, v6: 64 }
    }
}

impl ClientPrefixes {
    /// What a client at `peer` is counted as: its network under these prefixes (an
    /// IPv4 address mapped into IPv6 counts as IPv4).
    pub fn client_key(self, peer: IpAddr) -> IpAddr {
        match peer.to_canonical() {
            IpAddr::V4(v4) => IpAddr::V4(Ipv4Addr::from(u32::from(v4) & mask32(self.v4))),
            IpAddr::V6(v6) => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & mask128(self.v6))),
        }
    }
}

/// The netmask of a /`bits` IPv4 network (bits past 32 count as 32).
fn mask32(bits: u8) -> u32 {
    u32::MAX
        .checked_shl(32 - u32::from(bits.min(32)))
        .unwrap_or(0)
}

/// The netmask of a /`bits` IPv6 network (bits past 128 count as 128).
fn mask128(bits: u8) -> u128 {
    u128::MAX
        .checked_shl(128 - u32::from(bits.min(128)))
        .unwrap_or(0)
}

/// The open connections per client network of one server, shared by its workers.
#[derive(Debug)]
pub struct ClientConnections {
    cap: usize,
    prefixes: ClientPrefixes,
    open: Mutex<HashMap<IpAddr, usize>>,
}

impl ClientConnections {
    /// A count that admits at most `cap` connections per client network.
    pub fn new(cap: usize, prefixes: ClientPrefixes) -> Arc<Self> {
        Arc::new(Self {
            cap,
            prefixes,
            open: Mutex::new(HashMap::new()),
        })
    }

    /// A place for one more connection from `peer`, or `None` when its network holds
    /// `cap`.
    pub fn admit(self: &Arc<Self>, peer: IpAddr) -> Option<ClientSlot> {
        let key = self.prefixes.client_key(peer);
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        let count = open.entry(key).or_insert(0);
        if *count >= self.cap {
            return None;
        }
        *count += 1;
        Some(ClientSlot {
            connections: Arc::clone(self),
            key,
        })
    }

    /// Connections open from `peer`'s network.
    pub fn open_from(&self, peer: IpAddr) -> usize {
        let open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        open.get(&self.prefixes.client_key(peer))
            .copied()
            .unwrap_or(0)
    }

    /// Client addresses with a connection open (what the count keeps in memory).
    pub fn clients(&self) -> usize {
        self.open
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }

    fn release(&self, key: IpAddr) {
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(count) = open.get_mut(&key) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                open.remove(&key);
            }
        }
    }
}

/// One admitted connection's place in the count, given back on drop.
#[derive(Debug)]
pub struct ClientSlot {
    connections: Arc<ClientConnections>,
    key: IpAddr,
}

impl Drop for ClientSlot {
    fn drop(&mut self) {
        self.connections.release(self.key);
    }
}

/// A connection's stream that holds its client's place while it lives.
pub struct Counted<T> {
    io: T,
    _slot: Option<ClientSlot>,
}

impl<T> Counted<T> {
    /// `io` holding `slot` (`None` when no cap applies).
    pub fn new(io: T, slot: Option<ClientSlot>) -> Self {
        Self { io, _slot: slot }
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for Counted<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for Counted<T> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.io).poll_write(cx, buf)
    }

    pass_flush_and_shutdown!();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn a_client_gets_cap_places_and_each_dropped_one_comes_back() {
        let count = ClientConnections::new(2, ClientPrefixes::default());
        let a = ip("192.0.2.1");
        let first = count.admit(a).expect("one");
        let second = count.admit(a).expect("two");
        assert!(count.admit(a).is_none(), "a third is refused");
        assert!(count.admit(ip("192.0.3.1")).is_some(), "others are not");
        drop(first);
        assert_eq!(count.open_from(a), 1);
        let third = count.admit(a).expect("a freed place");
        drop((second, third));
        assert_eq!(count.open_from(a), 0);
        assert_eq!(count.clients(), 0, "nothing kept for gone clients");
    }

    #[test]
    fn ipv6_clients_count_by_their_64_network_and_mapped_ipv4_as_ipv4() {
        let count = ClientConnections::new(1, ClientPrefixes::default());
        let _held = count.admit(ip("2001:db8:1:2::1")).unwrap();
        assert!(count.admit(ip("2001:db8:1:2:ffff::9")).is_none());
        assert!(count.admit(ip("2001:db8:1:3::1")).is_some());
        let _v4 = count.admit(ip("198.51.100.7")).unwrap();
        assert!(count.admit(ip("::ffff:198.51.100.9")).is_none());
    }

    #[test]
    fn ipv4_clients_count_by_their_24_network() {
        let count = ClientConnections::new(2, ClientPrefixes::default());
        let _a = count.admit(ip("203.0.113.7")).unwrap();
        let _b = count.admit(ip("203.0.113.200")).unwrap();
        assert!(count.admit(ip("203.0.113.1")).is_none(), "the /24 is full");
        assert_eq!(count.open_from(ip("203.0.113.99")), 2);
        assert!(
            count.admit(ip("203.0.112.7")).is_some(),
            "the next /24 is not"
        );
    }

    #[test]
    fn the_prefixes_pick_the_network_and_full_lengths_count_each_address() {
        let default = ClientPrefixes::default();
        assert_eq!(default.client_key(ip("203.0.113.77")), ip("203.0.113.0"));
        assert_eq!(
            default.client_key(ip("::ffff:203.0.113.77")),
            ip("203.0.113.0")
        );
        assert_eq!(
            default.client_key(ip("2001:db8:1:2:3:4:5:6")),
            ip("2001:db8:1:2::")
        );
        let each = ClientPrefixes { v4: 32, v6: 128 };
        assert_eq!(each.client_key(ip("203.0.113.77")), ip("203.0.113.77"));
        assert_eq!(each.client_key(ip("2001:db8::5:6")), ip("2001:db8::5:6"));
        let wide = ClientPrefixes { v4: 16, v6: 48 };
        assert_eq!(wide.client_key(ip("203.0.113.77")), ip("203.0.0.0"));
        assert_eq!(wide.client_key(ip("2001:db8:1:2::1")), ip("2001:db8:1::"));
        let all = ClientPrefixes { v4: 0, v6: 0 };
        assert_eq!(all.client_key(ip("203.0.113.77")), ip("0.0.0.0"));
        assert_eq!(all.client_key(ip("2001:db8::1")), ip("::"));
    }
}
