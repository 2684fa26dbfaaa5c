//! One entry of a record, its canonical bytes (RFC 8785) and its hash.

use serde_json::{Map, Value};
use sha2::{Digest, Sha256};
use time::OffsetDateTime;

/// One entry as it is hashed: `prev` is the hex SHA-256 of the previous entry's
/// canonical bytes (`None` for the first).
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub seq: i64,
    pub kind: String,
    pub at: String,
    pub data: Value,
    pub prev: Option<String>,
}

/// Why a JSON object is no entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotAnEntry(pub &'static str);

impl Entry {
    /// The entry as a JSON object (its five members, nothing else).
    pub fn to_value(&self) -> Value {
        let mut map = Map::new();
        map.insert("seq".into(), self.seq.into());
        map.insert("kind".into(), self.kind.clone().into());
        map.insert("at".into(), self.at.clone().into());
        map.insert("data".into(), self.data.clone());
        map.insert(
            "prev".into(),
            self.prev.clone().map_or(Value::Null, Value::String),
        );
        Value::Object(map)
    }

    /// The entry read from a JSON object; members other than the five (such as a
    /// served `hash`) are ignored, missing or mistyped ones refused.
    pub fn from_value(value: &Value) -> Result<Self, NotAnEntry> {
        let object = value.as_object().ok_or(NotAnEntry("not an object"))?;
        let text = |name: &'static str| {
            object
                .get(name)
                .and_then(Value::as_str)
                .map(str::to_owned)
                .ok_or(NotAnEntry(name))
        };
        Ok(Self {
            seq: object
                .get("seq")
                .and_then(Value::as_i64)
                .ok_or(NotAnEntry("seq"))?,
            kind: text("kind")?,
            at: text("at")?,
            data: object.get("data").cloned().ok_or(NotAnEntry("data"))?,
            prev: match object.get("prev") {
                Some(Value::Null) => None,
                Some(Value::String(p)) => Some(p.clone()),
                _ => return Err(NotAnEntry("prev")),
            },
        })
    }

    /// The RFC 8785 canonical text of the entry (its bytes are UTF-8).
    pub fn canonical(&self) -> String {
        jcs(&self.to_value())
    }

    /// The hex SHA-256 of the entry's canonical bytes.
    pub fn hash(&self) -> String {
        sha256_hex(self.canonical().as_bytes())
    }
}

/// The RFC 8785 canonical text of a JSON value.
pub fn jcs(value: &Value) -> String {
    // Only numbers that are not finite fail, and a `Value` holds none.
    serde_json_canonicalizer::to_string(value).unwrap_or_default()
}

/// Lower-case hex SHA-256 of `bytes`.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))
}

/// The canonical text of an entry up to its `prev`'s value:
/// `{"at":…,"data":…,"kind":…,"prev":`. Members sort as `at`, `data`, `kind`, `prev`,
/// `seq`, so the store completes it ([`complete`]) with the previous entry's hash and
/// the next number in the one statement that appends it: no read before the write.
pub fn prefix(kind: &str, at: &str, data: &Value) -> String {
    let kind = jcs(&Value::String(kind.to_owned()));
    let at = jcs(&Value::String(at.to_owned()));
    let data = jcs(data);
    format!("{{\"at\":{at},\"data\":{data},\"kind\":{kind},\"prev\":")
}

/// A [`prefix`] completed with `prev` and `seq`: the entry's canonical text. The
/// append statement does the same in SQL (`store::record::append`).
pub fn complete(prefix: &str, prev: Option<&str>, seq: i64) -> String {
    let prev = prev.map_or_else(|| "null".to_owned(), |p| format!("\"{p}\""));
    format!("{prefix}{prev},\"seq\":{seq}}}")
}

/// An instant as entries write it: UTC, microseconds (as the database keeps them).
pub fn at_text(at: OffsetDateTime) -> String {
    let at = at.to_offset(time::UtcOffset::UTC);
    let format = time::macros::format_description!(
        "[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:6]Z"
    );
    at.format(&format).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn entry(data: Value, prev: Option<&str>) -> Entry {
        Entry {
            seq: 3,
            kind: "move".into(),
            at: "2026-12-07T13:21:21.000000Z".into(),
            data,
            prev: prev.map(str::to_owned),
        }
    }

    #[test]
    fn canonical_text_sorts_members_and_has_no_spaces() {
        let e = entry(json!({"uci": "e2e4", "ply": 1, "san": "e4"}), None);
        assert_eq!(
            e.canonical(),
            r#"{"at":"2026-12-07T13:21:21.000000Z","data":{"ply":1,"san":"e4","uci":"e2e4"},"kind":"move","prev":null,"seq":3}"#
        );
    }

    #[test]
    fn a_prefix_completed_is_the_canonical_text() {
        let datas = [
            json!({}),
            json!({"é": "ü", "a\u{1}": [1, "x\"y"], "z": null, "b": true}),
            json!({"text": "Schach \u{1F600} \\ / \n"}),
        ];
        for data in datas {
            for prev in [None, Some("ab".repeat(32))] {
                let e = entry(data.clone(), prev.as_deref());
                let p = prefix(&e.kind, &e.at, &e.data);
                assert_eq!(complete(&p, prev.as_deref(), 3), e.canonical());
            }
        }
    }

    #[test]
    fn strings_escape_as_rfc_8785_says() {
        assert_eq!(jcs(&json!("a\u{1f}\u{7f}é\t")), "\"a\\u001f\u{7f}é\\t\"");
        assert_eq!(
            jcs(&json!({"b": 1, "a": [2.0, 1e30]})),
            r#"{"a":[2,1e+30],"b":1}"#
        );
    }

    #[test]
    fn the_hash_is_sha_256_of_the_canonical_bytes() {
        let e = entry(json!({"ply": 1}), None);
        assert_eq!(e.hash(), sha256_hex(e.canonical().as_bytes()));
        assert_eq!(
            sha256_hex(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn entries_read_back_from_json_and_refuse_missing_members() {
        let e = entry(json!({"ply": 1}), Some("00"));
        let mut served = e.to_value();
        served["hash"] = json!(e.hash());
        assert_eq!(Entry::from_value(&served), Ok(e.clone()));
        for member in ["seq", "kind", "at", "data", "prev"] {
            let mut broken = e.to_value();
            broken.as_object_mut().unwrap().remove(member);
            assert_eq!(Entry::from_value(&broken), Err(NotAnEntry(member)));
        }
        assert_eq!(
            Entry::from_value(&json!([])),
            Err(NotAnEntry("not an object"))
        );
    }

    #[test]
    fn instants_are_utc_with_microseconds() {
        let at = time::macros::datetime!(2026-12-07 14:21:21.5 +01:00);
        assert_eq!(at_text(at), "2026-12-07T13:21:21.500000Z");
    }
}
