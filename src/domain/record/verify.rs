//! Checking a whole record document `{game, server, entries, head}` against the
//! server's public keys, as `corrchess record verify` and any outside verifier do.

use serde_json::Value;

use super::{
    chain::{self, BadEntry, Sealed},
    entry::Entry,
    signing::{Head, HeadFlaw, PublicKey},
};

/// Why a record does not verify.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordFlaw {
    /// The document is not a record (a member missing or mistyped).
    Malformed(String),
    /// An entry breaks the chain (the first one that does).
    Entry(BadEntry),
    /// The signed head does not hold.
    Head(HeadFlaw),
}

/// Verifies `doc` against `keys`; the number of entries when it holds.
pub fn verify_document(doc: &Value, keys: &[PublicKey]) -> Result<usize, RecordFlaw> {
    let malformed = |what: &str| RecordFlaw::Malformed(what.to_owned());
    let game = doc
        .get("game")
        .and_then(Value::as_i64)
        .ok_or_else(|| malformed("game"))?;
    let entries = doc
        .get("entries")
        .and_then(Value::as_array)
        .ok_or_else(|| malformed("entries"))?;
    let mut sealed = Vec::with_capacity(entries.len());
    for (i, e) in entries.iter().enumerate() {
        let entry = Entry::from_value(e)
            .map_err(|bad| RecordFlaw::Malformed(format!("entry {}: {}", i + 1, bad.0)))?;
        let hash = e
            .get("hash")
            .and_then(Value::as_str)
            .ok_or_else(|| RecordFlaw::Malformed(format!("entry {}: hash", i + 1)))?;
        sealed.push(Sealed {
            entry,
            hash: hash.to_owned(),
        });
    }
    chain::verify(&sealed).map_err(RecordFlaw::Entry)?;
    let head: Head = doc
        .get("head")
        .cloned()
        .and_then(|h| serde_json::from_value(h).ok())
        .ok_or_else(|| malformed("head"))?;
    let last = sealed.last().map(|s| (s.entry.seq, s.hash.as_str()));
    head.verify(game, last, keys).map_err(RecordFlaw::Head)?;
    Ok(sealed.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::record::{Flaw, RecordKey, chain::link};
    use serde_json::json;

    fn document(key: &RecordKey, n: usize) -> Value {
        let chain = link((0..n).map(|i| {
            (
                "move".to_owned(),
                "2026-12-07T13:00:00.000000Z".to_owned(),
                json!({"ply": i + 1}),
            )
        }));
        let entries: Vec<Value> = chain
            .iter()
            .map(|s| {
                let mut v = s.entry.to_value();
                v["hash"] = json!(s.hash);
                v
            })
            .collect();
        let last = chain.last().unwrap();
        let head = key.sign_head(9, last.entry.seq, &last.hash);
        json!({"game": 9, "server": "https://x", "entries": entries, "head": head})
    }

    #[test]
    fn a_served_record_verifies_and_a_changed_one_fails_where_changed() {
        let key = RecordKey::generate().unwrap().0;
        let keys = [key.public().clone()];
        let doc = document(&key, 4);
        assert_eq!(verify_document(&doc, &keys), Ok(4));

        let mut changed = doc.clone();
        changed["entries"][2]["data"]["ply"] = json!(30);
        let Err(RecordFlaw::Entry(bad)) = verify_document(&changed, &keys) else {
            panic!("a changed entry verified");
        };
        assert_eq!((bad.index, bad.flaw), (2, Flaw::Hash));

        let mut dropped = doc.clone();
        dropped["entries"].as_array_mut().unwrap().pop();
        assert_eq!(
            verify_document(&dropped, &keys),
            Err(RecordFlaw::Head(HeadFlaw::NotTheLastEntry))
        );

        let other = RecordKey::generate().unwrap().0;
        assert_eq!(
            verify_document(&doc, &[other.public().clone()]),
            Err(RecordFlaw::Head(HeadFlaw::UnknownKey))
        );
        let mut regame = doc.clone();
        regame["game"] = json!(10);
        assert_eq!(
            verify_document(&regame, &keys),
            Err(RecordFlaw::Head(HeadFlaw::Signature))
        );
        assert!(matches!(
            verify_document(&json!({"game": 1}), &keys),
            Err(RecordFlaw::Malformed(_))
        ));
    }
}
