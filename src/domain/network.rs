//! The network a request came from, for spotting several sign-ups from one place
//! without keeping anyone's address: the /24 of an IPv4 address or the /48 of an IPv6
//! one, which the store keeps only as a keyed hash (see `SigningKey::network_hash`).

use std::net::IpAddr;

/// The network prefix of `addr` as text (`203.0.113.0/24`, `2001:db8:1::/48`); an
/// IPv4-mapped IPv6 address counts as its IPv4 address. `None` for text that is no
/// address (a peer the server could not read).
pub fn prefix_of(addr: &str) -> Option<String> {
    let ip: IpAddr = addr.trim().parse().ok()?;
    let ip = match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    };
    Some(match ip {
        IpAddr::V4(v4) => {
            let [a, b, c, _] = v4.octets();
            format!("{a}.{b}.{c}.0/24")
        }
        IpAddr::V6(v6) => {
            let s = v6.segments();
            format!("{:x}:{:x}:{:x}::/48", s[0], s[1], s[2])
        }
    })
}

#[cfg(test)]
mod tests {
    use super::prefix_of;

    #[test]
    fn ipv4_addresses_share_their_24_bit_network() {
        assert_eq!(prefix_of("203.0.113.7").as_deref(), Some("203.0.113.0/24"));
        assert_eq!(prefix_of("203.0.113.7"), prefix_of("203.0.113.250"));
        assert_ne!(prefix_of("203.0.113.7"), prefix_of("203.0.114.7"));
    }

    #[test]
    fn ipv6_addresses_share_their_48_bit_network() {
        assert_eq!(
            prefix_of("2001:db8:1:2::5").as_deref(),
            Some("2001:db8:1::/48")
        );
        assert_eq!(
            prefix_of("2001:db8:1:2::5"),
            prefix_of("2001:db8:1:ffff::1")
        );
        assert_ne!(prefix_of("2001:db8:1::1"), prefix_of("2001:db8:2::1"));
    }

    #[test]
    fn mapped_ipv4_is_its_ipv4_network_and_junk_has_none() {
        assert_eq!(prefix_of("::ffff:198.51.100.9"), prefix_of("198.51.100.1"));
        assert_eq!(prefix_of(" 10.0.0.1 ").as_deref(), Some("10.0.0.0/24"));
        for junk in ["", "unknown", "10.0.0", "10.0.0.1:8080", "::g"] {
            assert_eq!(prefix_of(junk), None, "{junk:?}");
        }
    }
}
