//! Checking a chain of entries: numbered from 1 without a gap, each linked to the one
//! before it, each hash the hash of its own bytes. The first entry that breaks one of
//! these is the answer, so a change anywhere is found where it was made.

use super::entry::Entry;

/// An entry with the hash the record claims for it.
#[derive(Clone, Debug, PartialEq)]
pub struct Sealed {
    pub entry: Entry,
    pub hash: String,
}

impl Sealed {
    /// `entry` sealed with its true hash.
    pub fn new(entry: Entry) -> Self {
        let hash = entry.hash();
        Self { entry, hash }
    }
}

/// What is wrong with an entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flaw {
    /// Its `seq` is not its place in the chain (one dropped, or two swapped).
    Seq,
    /// Its `prev` is not the hash of the entry before it.
    Link,
    /// Its hash is not the SHA-256 of its canonical bytes (it was changed).
    Hash,
}

impl Flaw {
    /// The flaw as the CLI and logs name it.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Seq => "seq",
            Self::Link => "prev",
            Self::Hash => "hash",
        }
    }
}

/// The first entry that breaks the chain: its place (from 0), the `seq` it says (or
/// the one it should have said, for a missing one) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadEntry {
    pub index: usize,
    pub seq: i64,
    pub flaw: Flaw,
}

/// Checks a whole chain; `Err` names the first entry that breaks it.
pub fn verify(entries: &[Sealed]) -> Result<(), BadEntry> {
    let mut prev: Option<&str> = None;
    for (index, sealed) in entries.iter().enumerate() {
        let e = &sealed.entry;
        let bad = |flaw| BadEntry {
            index,
            seq: e.seq,
            flaw,
        };
        if usize::try_from(e.seq).ok() != Some(index + 1) {
            return Err(bad(Flaw::Seq));
        }
        if e.prev.as_deref() != prev {
            return Err(bad(Flaw::Link));
        }
        if e.hash() != sealed.hash {
            return Err(bad(Flaw::Hash));
        }
        prev = Some(&sealed.hash);
    }
    Ok(())
}

/// Links entries into a chain from their kinds, times and data alone (what a rebuild
/// and the tests start from): numbers them from 1 and sets each `prev`.
pub fn link(
    unlinked: impl IntoIterator<Item = (String, String, serde_json::Value)>,
) -> Vec<Sealed> {
    let mut chain: Vec<Sealed> = Vec::new();
    for (seq, (kind, at, data)) in (1..).zip(unlinked) {
        let prev = chain.last().map(|s| s.hash.clone());
        chain.push(Sealed::new(Entry {
            seq,
            kind,
            at,
            data,
            prev,
        }));
    }
    chain
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn chain(n: usize) -> Vec<Sealed> {
        link((0..n).map(|i| {
            (
                if i == 0 { "start" } else { "move" }.to_owned(),
                format!("2026-12-07T13:21:{i:02}.000000Z"),
                json!({"ply": i, "san": "e4"}),
            )
        }))
    }

    #[test]
    fn a_linked_chain_verifies() {
        assert_eq!(verify(&chain(5)), Ok(()));
        assert_eq!(verify(&[]), Ok(()));
        let c = chain(3);
        assert_eq!(c[0].entry.prev, None);
        assert_eq!(c[1].entry.prev.as_deref(), Some(c[0].hash.as_str()));
        assert_eq!(c[2].entry.seq, 3);
    }

    #[test]
    fn a_changed_entry_fails_at_itself() {
        for at in 0..5 {
            let mut c = chain(5);
            c[at].entry.data["san"] = json!("e5");
            assert_eq!(
                verify(&c),
                Err(BadEntry {
                    index: at,
                    seq: at as i64 + 1,
                    flaw: Flaw::Hash
                })
            );
        }
    }

    #[test]
    fn a_changed_entry_with_a_new_hash_fails_at_the_next_link() {
        let mut c = chain(5);
        c[2].entry.at = "2026-12-08T00:00:00.000000Z".into();
        c[2].hash = c[2].entry.hash();
        let bad = verify(&c).unwrap_err();
        assert_eq!((bad.index, bad.flaw), (3, Flaw::Link));
    }

    #[test]
    fn swapped_entries_fail_at_the_first_of_them() {
        for at in 0..4 {
            let mut c = chain(5);
            c.swap(at, at + 1);
            let bad = verify(&c).unwrap_err();
            assert_eq!((bad.index, bad.flaw), (at, Flaw::Seq), "swap at {at}");
        }
    }

    #[test]
    fn a_dropped_entry_fails_where_it_was() {
        for at in 0..4 {
            let mut c = chain(5);
            c.remove(at);
            let bad = verify(&c).unwrap_err();
            assert_eq!(
                (bad.index, bad.seq, bad.flaw),
                (at, at as i64 + 2, Flaw::Seq)
            );
        }
        // The last one dropped leaves a valid shorter chain: the signed head catches it.
        let mut c = chain(5);
        c.pop();
        assert_eq!(verify(&c), Ok(()));
    }

    #[test]
    fn renumbered_entries_break_their_links() {
        let mut c = chain(4);
        c.remove(1);
        for (i, s) in c.iter_mut().enumerate() {
            s.entry.seq = i as i64 + 1;
            s.hash = s.entry.hash();
        }
        let bad = verify(&c).unwrap_err();
        assert_eq!((bad.index, bad.flaw), (1, Flaw::Link));
    }
}
