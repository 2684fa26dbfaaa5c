//! Addresses on the network. The network a request came from, for spotting several
//! sign-ups from one place without keeping anyone's address: the /24 of an IPv4
//! address or the /48 of an IPv6 one, which the store keeps only as a keyed hash (see
//! `SigningKey::network_hash`). And which addresses are on the public internet: the
//! server posts Web Push to an address only when it is (docs/design/push.md), so that
//! nobody aims the server at what its own network hides.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

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

/// Whether `ip` is an address on the public internet: not this machine, a private or
/// shared network, link-local, reserved, documentation, benchmarking, multicast or
/// broadcast. An IPv6 address that carries an IPv4 one (mapped `::ffff:a.b.c.d`, NAT64
/// `64:ff9b::/96`, 6to4 `2002::/16`) is as global as the IPv4 address it carries; the
/// deprecated IPv4-compatible `::a.b.c.d` and every other IPv6 address outside the
/// global unicast `2000::/3` are not, nor are Teredo and the other IETF assignments of
/// `2001::/23` (no push service lives there).
pub fn is_global(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_global_v4(v4),
        IpAddr::V6(v6) => is_global_v6(v6),
    }
}

/// [`is_global`] of an IPv4 address (IANA's special-purpose registry, RFC 6890).
pub fn is_global_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    let special = a == 0 // "this network"
        || a == 10 // private
        || a == 127 // loopback
        || a >= 224 // multicast 224/4, reserved 240/4, broadcast
        || (a == 100 && b & 0xc0 == 64) // shared address space (CGNAT) 100.64/10
        || (a == 169 && b == 254) // link-local
        || (a == 172 && b & 0xf0 == 16) // private 172.16/12
        || (a == 192 && b == 0 && c == 0) // IETF protocol assignments 192.0.0/24
        || (a == 192 && b == 0 && c == 2) // TEST-NET-1
        || (a == 192 && b == 88 && c == 99) // 6to4 relay anycast (deprecated)
        || (a == 192 && b == 168) // private
        || (a == 198 && b & 0xfe == 18) // benchmarking 198.18/15
        || (a == 198 && b == 51 && c == 100) // TEST-NET-2
        || (a == 203 && b == 0 && c == 113); // TEST-NET-3
    !special
}

/// The IPv4 address an IPv6 address carries and stands for: IPv4-mapped
/// (`::ffff:a.b.c.d`), IPv4-compatible (`::a.b.c.d`, deprecated), NAT64 (`64:ff9b::/96`,
/// RFC 6052), 6to4 (`2002:AABB:CCDD::/48`, RFC 3056) and Teredo (`2001:0::/32`: the
/// client's address, inverted, in the last 32 bits, RFC 4380).
pub fn embedded_ipv4(ip: Ipv6Addr) -> Option<Ipv4Addr> {
    let s = ip.segments();
    let last = Ipv4Addr::new((s[6] >> 8) as u8, s[6] as u8, (s[7] >> 8) as u8, s[7] as u8);
    match s {
        [0, 0, 0, 0, 0, 0xffff, _, _] | [0, 0, 0, 0, 0, 0, _, _] => Some(last),
        [0x64, 0xff9b, 0, 0, 0, 0, _, _] => Some(last),
        [0x2002, hi, lo, ..] => Some(Ipv4Addr::from((u32::from(hi) << 16) | u32::from(lo))),
        [0x2001, 0, ..] => Some(Ipv4Addr::from(!u32::from(last))),
        _ => None,
    }
}

/// [`is_global`] of an IPv6 address (IANA's IPv6 special-purpose registry).
pub fn is_global_v6(ip: Ipv6Addr) -> bool {
    let s = ip.segments();
    match s {
        // Mapped, NAT64, 6to4: what the IPv4 address they carry is.
        [0, 0, 0, 0, 0, 0xffff, _, _] | [0x64, 0xff9b, 0, 0, 0, 0, _, _] | [0x2002, ..] => {
            embedded_ipv4(ip).is_some_and(is_global_v4)
        }
        // IETF protocol assignments (Teredo 2001::/32, benchmarking 2001:2::/48, ORCHID)
        [0x2001, second, ..] if second < 0x200 => false,
        // Documentation 2001:db8::/32 and 3fff::/20.
        [0x2001, 0xdb8, ..] => false,
        [0x3fff, second, ..] if second < 0x1000 => false,
        // Segment routing SIDs 5f00::/16.
        [0x5f00, ..] => false,
        // Global unicast is 2000::/3; the rest (::/8 with loopback, unspecified and
        // IPv4-compatible, 64:ff9b:1::/48, 100::/64, unique-local fc00::/7, link-local
        // fe80::/10, site-local fec0::/10, multicast ff00::/8) is not the internet's.
        [first, ..] => first & 0xe000 == 0x2000,
    }
}

/// Whether `ip` is this machine: 127/8, `::1`, or a loopback IPv4 address mapped into
/// IPv6 (what `PUSH_ALLOW_LOOPBACK` lets tests and development push to).
pub fn is_loopback(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_loopback(),
        IpAddr::V6(v6) => {
            v6.is_loopback() || v6.to_ipv4_mapped().is_some_and(|v4| v4.is_loopback())
        }
    }
}

/// Whether the server may connect to `ip` to post a push: a global address, or this
/// machine when `allow_loopback` says so (tests and development).
pub fn may_connect(ip: IpAddr, allow_loopback: bool) -> bool {
    is_global(ip) || (allow_loopback && is_loopback(ip))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn global(text: &str) -> bool {
        is_global(text.parse().unwrap_or_else(|_| panic!("{text}")))
    }

    #[test]
    fn public_ipv4_addresses_are_global() {
        for ip in [
            "8.8.8.8",
            "1.1.1.1",
            "142.250.74.110",
            "100.63.255.255",
            "100.128.0.0",
            "172.15.255.255",
            "172.32.0.0",
            "192.0.1.1",
            "192.0.3.1",
            "192.88.98.1",
            "192.167.1.1",
            "198.17.255.255",
            "198.20.0.0",
            "198.51.99.1",
            "203.0.112.1",
            "223.255.255.255",
            "11.0.0.1",
            "126.255.255.255",
            "128.0.0.1",
        ] {
            assert!(global(ip), "{ip}");
        }
    }

    #[test]
    fn special_ipv4_ranges_are_not_global() {
        for ip in [
            "0.0.0.0",
            "0.1.2.3",
            "10.0.0.1",
            "10.255.255.255",
            "100.64.0.0",
            "100.64.0.1",
            "100.127.255.255",
            "127.0.0.1",
            "127.1.2.3",
            "169.254.169.254",
            "172.16.0.1",
            "172.31.255.255",
            "192.0.0.1",
            "192.0.0.170",
            "192.0.2.1",
            "192.88.99.1",
            "192.168.1.1",
            "198.18.0.1",
            "198.19.255.255",
            "198.51.100.7",
            "203.0.113.7",
            "224.0.0.1",
            "239.255.255.250",
            "240.0.0.1",
            "250.1.2.3",
            "255.255.255.255",
        ] {
            assert!(!global(ip), "{ip}");
        }
    }

    #[test]
    fn public_ipv6_addresses_are_global() {
        for ip in [
            "2001:4860:4860::8888",
            "2606:4700:4700::1111",
            "2a00:1450:4001:82b::200a",
            "2001:200::1",
            "2001:db7::1",
            "3ffe::1",
            "3fff:1000::1",
            "::ffff:8.8.8.8",
            "64:ff9b::808:808",
            "2002:808:808::1",
        ] {
            assert!(global(ip), "{ip}");
        }
    }

    #[test]
    fn special_ipv6_ranges_are_not_global() {
        for ip in [
            "::",
            "::1",
            // IPv4-compatible (deprecated), whatever it carries.
            "::127.0.0.1",
            "::7f00:1",
            "::8.8.8.8",
            // IPv4-mapped, NAT64 and 6to4 of non-global IPv4 addresses.
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "::ffff:169.254.169.254",
            "64:ff9b::7f00:1",
            "64:ff9b::a00:1",
            "64:ff9b::c0a8:101",
            "2002:7f00:1::",
            "2002:a00:1::1",
            "2002:a9fe:a9fe::",
            // NAT64 local use, discard-only.
            "64:ff9b:1::1",
            "100::1",
            // Teredo, benchmarking, ORCHID.
            "2001::1",
            "2001:0:4136:e378:8000:63bf:3fff:fdd2",
            "2001:2::1",
            "2001:10::1",
            "2001:1ff::1",
            // Documentation.
            "2001:db8::1",
            "3fff::1",
            "3fff:fff::1",
            "5f00::1",
            // Unique-local, link-local, site-local, multicast.
            "fc00::1",
            "fd12:3456::1",
            "fe80::1",
            "febf::1",
            "fec0::1",
            "feff::1",
            "ff02::1",
            "ff0e::1",
            // Outside 2000::/3.
            "1::1",
            "4000::1",
            "e000::1",
        ] {
            assert!(!global(ip), "{ip}");
        }
    }

    #[test]
    fn the_ipv4_address_inside_an_ipv6_one() {
        let v4 = |s: &str| embedded_ipv4(s.parse().unwrap()).map(|a| a.to_string());
        assert_eq!(v4("::ffff:127.0.0.1").as_deref(), Some("127.0.0.1"));
        assert_eq!(v4("::7f00:1").as_deref(), Some("127.0.0.1"));
        assert_eq!(v4("64:ff9b::7f00:1").as_deref(), Some("127.0.0.1"));
        assert_eq!(v4("2002:7f00:1::").as_deref(), Some("127.0.0.1"));
        assert_eq!(v4("2002:c000:204::1").as_deref(), Some("192.0.2.4"));
        // RFC 4380's example: client 192.0.2.45 behind the Teredo server 65.54.227.120.
        assert_eq!(
            v4("2001:0:4136:e378:8000:63bf:3fff:fdd2").as_deref(),
            Some("192.0.2.45")
        );
        assert_eq!(v4("2001:4860::1"), None);
        assert_eq!(v4("fe80::1"), None);
    }

    #[test]
    fn loopback_is_allowed_only_when_asked() {
        for ip in ["127.0.0.1", "127.0.0.53", "::1", "::ffff:127.0.0.1"] {
            let ip: IpAddr = ip.parse().unwrap();
            assert!(is_loopback(ip) && may_connect(ip, true), "{ip}");
            assert!(!may_connect(ip, false), "{ip}");
        }
        for ip in [
            "10.0.0.1",
            "192.168.1.1",
            "fd00::1",
            "169.254.169.254",
            "0.0.0.0",
            "::",
        ] {
            let ip: IpAddr = ip.parse().unwrap();
            assert!(!may_connect(ip, true), "{ip}");
        }
        assert!(may_connect("8.8.8.8".parse().unwrap(), false));
    }

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
