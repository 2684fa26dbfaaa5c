//! Just enough of Structured Field Values (RFC 8941) for HTTP Message Signatures and
//! Content-Digest: a dictionary whose members are bare items or inner lists, each with
//! parameters; items are integers, strings, tokens, byte sequences and booleans
//! (decimals are refused: no field we read has one).

use base64::{Engine, engine::general_purpose::STANDARD};

/// A bare item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    Integer(i64),
    String(String),
    Token(String),
    Bytes(Vec<u8>),
    Boolean(bool),
}

/// An item's or inner list's parameters, in their order.
pub type Params = Vec<(String, Item)>;

/// A dictionary member's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Member {
    Item(Item, Params),
    InnerList(Vec<(Item, Params)>, Params),
}

/// The field is not the structured value it should be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Malformed;

/// Parses a dictionary (RFC 8941 section 4.2.2), members in their order (a repeated key
/// keeps its last value, as the RFC says).
pub fn parse_dictionary(text: &str) -> Result<Vec<(String, Member)>, Malformed> {
    let mut p = Parser {
        s: text.as_bytes(),
        i: 0,
    };
    let mut members: Vec<(String, Member)> = Vec::new();
    p.skip_sp();
    if p.done() {
        return Ok(members);
    }
    loop {
        let key = p.key()?;
        let member = if p.eat(b'=') {
            if p.peek() == Some(b'(') {
                let (items, params) = p.inner_list()?;
                Member::InnerList(items, params)
            } else {
                let item = p.bare_item()?;
                Member::Item(item, p.params()?)
            }
        } else {
            Member::Item(Item::Boolean(true), p.params()?)
        };
        members.retain(|(k, _)| *k != key);
        members.push((key, member));
        p.skip_ows();
        if p.done() {
            return Ok(members);
        }
        if !p.eat(b',') {
            return Err(Malformed);
        }
        p.skip_ows();
        if p.done() {
            return Err(Malformed);
        }
    }
}

/// An item in its one serialisation (RFC 8941 section 4.1).
pub fn serialize_item(item: &Item) -> String {
    match item {
        Item::Integer(n) => n.to_string(),
        Item::String(s) => {
            let mut out = String::with_capacity(s.len() + 2);
            out.push('"');
            for c in s.chars() {
                if c == '"' || c == '\\' {
                    out.push('\\');
                }
                out.push(c);
            }
            out.push('"');
            out
        }
        Item::Token(t) => t.clone(),
        Item::Bytes(b) => format!(":{}:", STANDARD.encode(b)),
        Item::Boolean(true) => "?1".into(),
        Item::Boolean(false) => "?0".into(),
    }
}

/// Parameters in their one serialisation (`;key=value`, `;key` for true).
pub fn serialize_params(params: &Params) -> String {
    params
        .iter()
        .map(|(k, v)| match v {
            Item::Boolean(true) => format!(";{k}"),
            v => format!(";{k}={}", serialize_item(v)),
        })
        .collect()
}

/// An inner list with its parameters in their one serialisation.
pub fn serialize_inner_list(items: &[(Item, Params)], params: &Params) -> String {
    let inner: Vec<String> = items
        .iter()
        .map(|(i, p)| serialize_item(i) + &serialize_params(p))
        .collect();
    format!("({}){}", inner.join(" "), serialize_params(params))
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    fn done(&self) -> bool {
        self.i >= self.s.len()
    }

    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn eat(&mut self, b: u8) -> bool {
        let hit = self.peek() == Some(b);
        if hit {
            self.i += 1;
        }
        hit
    }

    fn skip_sp(&mut self) {
        while self.peek() == Some(b' ') {
            self.i += 1;
        }
    }

    fn skip_ows(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t')) {
            self.i += 1;
        }
    }

    fn key(&mut self) -> Result<String, Malformed> {
        let start = self.i;
        match self.peek() {
            Some(b'a'..=b'z' | b'*') => self.i += 1,
            _ => return Err(Malformed),
        }
        while let Some(b'a'..=b'z' | b'0'..=b'9' | b'_' | b'-' | b'.' | b'*') = self.peek() {
            self.i += 1;
        }
        Ok(String::from_utf8_lossy(&self.s[start..self.i]).into_owned())
    }

    fn params(&mut self) -> Result<Params, Malformed> {
        let mut params: Params = Vec::new();
        while self.eat(b';') {
            self.skip_sp();
            let key = self.key()?;
            let value = if self.eat(b'=') {
                self.bare_item()?
            } else {
                Item::Boolean(true)
            };
            params.retain(|(k, _)| *k != key);
            params.push((key, value));
        }
        Ok(params)
    }

    fn inner_list(&mut self) -> Result<(Vec<(Item, Params)>, Params), Malformed> {
        if !self.eat(b'(') {
            return Err(Malformed);
        }
        let mut items = Vec::new();
        loop {
            self.skip_sp();
            if self.eat(b')') {
                return Ok((items, self.params()?));
            }
            let item = self.bare_item()?;
            items.push((item, self.params()?));
            if !matches!(self.peek(), Some(b' ' | b')')) {
                return Err(Malformed);
            }
        }
    }

    fn bare_item(&mut self) -> Result<Item, Malformed> {
        match self.peek().ok_or(Malformed)? {
            b'-' | b'0'..=b'9' => self.integer(),
            b'"' => self.string(),
            b':' => self.bytes(),
            b'?' => {
                self.i += 1;
                let value = match self.peek() {
                    Some(b'1') => true,
                    Some(b'0') => false,
                    _ => return Err(Malformed),
                };
                self.i += 1;
                Ok(Item::Boolean(value))
            }
            b'A'..=b'Z' | b'a'..=b'z' | b'*' => {
                let start = self.i;
                self.i += 1;
                while let Some(c) = self.peek() {
                    if c.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~:/".contains(&c) {
                        self.i += 1;
                    } else {
                        break;
                    }
                }
                Ok(Item::Token(
                    String::from_utf8_lossy(&self.s[start..self.i]).into_owned(),
                ))
            }
            _ => Err(Malformed),
        }
    }

    fn integer(&mut self) -> Result<Item, Malformed> {
        let start = self.i;
        self.eat(b'-');
        let digits = self.i;
        while let Some(b'0'..=b'9') = self.peek() {
            self.i += 1;
        }
        let count = self.i - digits;
        if count == 0 || count > 15 || self.peek() == Some(b'.') {
            return Err(Malformed);
        }
        std::str::from_utf8(&self.s[start..self.i])
            .ok()
            .and_then(|t| t.parse().ok())
            .map(Item::Integer)
            .ok_or(Malformed)
    }

    fn string(&mut self) -> Result<Item, Malformed> {
        self.i += 1;
        let mut out = String::new();
        loop {
            let c = self.peek().ok_or(Malformed)?;
            self.i += 1;
            match c {
                b'"' => return Ok(Item::String(out)),
                b'\\' => match self.peek() {
                    Some(e @ (b'"' | b'\\')) => {
                        self.i += 1;
                        out.push(e as char);
                    }
                    _ => return Err(Malformed),
                },
                0x20..=0x7e => out.push(c as char),
                _ => return Err(Malformed),
            }
        }
    }

    fn bytes(&mut self) -> Result<Item, Malformed> {
        self.i += 1;
        let start = self.i;
        while let Some(c) = self.peek() {
            if c == b':' {
                let text = &self.s[start..self.i];
                self.i += 1;
                return STANDARD
                    .decode(text)
                    .map(Item::Bytes)
                    .map_err(|_| Malformed);
            }
            if !(c.is_ascii_alphanumeric() || c == b'+' || c == b'/' || c == b'=') {
                return Err(Malformed);
            }
            self.i += 1;
        }
        Err(Malformed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_input_reads_and_writes_back_the_same() {
        let text = r#"sig1=("@method" "@target-uri" "content-digest");created=1618884473;keyid="k\"1";alg="ed25519""#;
        let d = parse_dictionary(text).unwrap();
        assert_eq!(d.len(), 1);
        let Member::InnerList(items, params) = &d[0].1 else {
            panic!("an inner list")
        };
        assert_eq!(items[0].0, Item::String("@method".into()));
        assert_eq!(params[0], ("created".into(), Item::Integer(1_618_884_473)));
        assert_eq!(params[1], ("keyid".into(), Item::String("k\"1".into())));
        assert_eq!(
            format!("sig1={}", serialize_inner_list(items, params)),
            text
        );
    }

    #[test]
    fn byte_sequences_and_several_members_read() {
        let d = parse_dictionary("sha-512=:AAE=:, sha-256=:AQI=:;x, t=?0").unwrap();
        assert_eq!(
            d[0],
            (
                "sha-512".into(),
                Member::Item(Item::Bytes(vec![0, 1]), vec![])
            )
        );
        assert_eq!(
            d[1],
            (
                "sha-256".into(),
                Member::Item(
                    Item::Bytes(vec![1, 2]),
                    vec![("x".into(), Item::Boolean(true))]
                )
            )
        );
        assert_eq!(d[2].1, Member::Item(Item::Boolean(false), vec![]));
    }

    #[test]
    fn malformed_fields_are_refused() {
        for bad in [
            "Sig=(\"a\")",
            "sig=(\"a\"",
            "sig=:not base64!:",
            "sig=1.5",
            "sig=\"open",
            "a=1,",
            "a=1 b=2",
            "sig=(\"a\"\"b\")",
            "a=\"\u{e9}\"",
            "a=9999999999999999",
        ] {
            assert_eq!(parse_dictionary(bad), Err(Malformed), "{bad}");
        }
    }
}
