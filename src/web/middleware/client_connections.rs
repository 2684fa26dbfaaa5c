//! A cap on the connections one client address holds at once
//! (`MAX_CONNECTIONS_PER_CLIENT`), so that one client cannot take every one of the
//! process's `MAX_CONNECTIONS` slots (with slow bodies, say) and make everyone else
//! wait. A connection over the cap is closed at once, before a byte is read; each
//! admitted one holds a [`ClientSlot`] in its stream, which gives the place back when
//! the connection is dropped, however it ends.
//!
//! IPv6 clients are counted by their /64 network, as one machine commonly has a whole
//! /64 to pick addresses from. Behind a trusted proxy (`TRUST_PROXY`) every connection
//! comes from the proxy, so the cap is not applied; the proxy caps per client itself
//! (docs/DEPLOY.md).

use std::{
    collections::HashMap,
    io,
    net::{IpAddr, Ipv6Addr},
    pin::Pin,
    sync::{Arc, Mutex, PoisonError},
    task::{Context, Poll},
};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// The open connections per client address of one server, shared by its workers.
#[derive(Debug)]
pub struct ClientConnections {
    cap: usize,
    open: Mutex<HashMap<IpAddr, usize>>,
}

impl ClientConnections {
    /// A count that admits at most `cap` connections per client address.
    pub fn new(cap: usize) -> Arc<Self> {
        Arc::new(Self {
            cap,
            open: Mutex::new(HashMap::new()),
        })
    }

    /// A place for one more connection from `peer`, or `None` when it holds `cap`.
    pub fn admit(self: &Arc<Self>, peer: IpAddr) -> Option<ClientSlot> {
        let key = client_key(peer);
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

    /// Connections open from `peer`'s address (or /64 network).
    pub fn open_from(&self, peer: IpAddr) -> usize {
        let open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        open.get(&client_key(peer)).copied().unwrap_or(0)
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

/// What a client is counted as: an IPv4 address (also one mapped into IPv6), or an
/// IPv6 address's /64 network.
fn client_key(peer: IpAddr) -> IpAddr {
    match peer.to_canonical() {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => {
            let network = u128::from(v6) & !((1u128 << 64) - 1);
            IpAddr::V6(Ipv6Addr::from(network))
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
        let count = ClientConnections::new(2);
        let a = ip("192.0.2.1");
        let first = count.admit(a).expect("one");
        let second = count.admit(a).expect("two");
        assert!(count.admit(a).is_none(), "a third is refused");
        assert!(count.admit(ip("192.0.2.2")).is_some(), "others are not");
        drop(first);
        assert_eq!(count.open_from(a), 1);
        let third = count.admit(a).expect("a freed place");
        drop((second, third));
        assert_eq!(count.open_from(a), 0);
        assert_eq!(count.clients(), 0, "nothing kept for gone clients");
    }

    #[test]
    fn ipv6_clients_count_by_their_64_network_and_mapped_ipv4_as_ipv4() {
        let count = ClientConnections::new(1);
        let _held = count.admit(ip("2001:db8:1:2::1")).unwrap();
        assert!(count.admit(ip("2001:db8:1:2:ffff::9")).is_none());
        assert!(count.admit(ip("2001:db8:1:3::1")).is_some());
        let _v4 = count.admit(ip("198.51.100.7")).unwrap();
        assert!(count.admit(ip("::ffff:198.51.100.7")).is_none());
    }
}
