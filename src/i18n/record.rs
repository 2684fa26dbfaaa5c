//! The words of a game's verifiable record (docs/RECORD.md): its head ("entry 24,
//! 9f3a1c…") and the receipt that names it ("Record: entry 24, 9f3a1c…"), one wording
//! for the game page, the mails and Xfcc.

use super::Lang;

/// How many hex digits of an entry's hash a head shows.
pub const SHORT_HASH: usize = 6;

/// Entry `seq` and the first digits of its `hash`, in `lang`: "entry 24, 9f3a1c…".
pub fn head(lang: Lang, seq: i32, hash: &str) -> String {
    let short = hash.get(..SHORT_HASH).unwrap_or(hash);
    lang.t2("game-record-head", "seq", seq.to_string(), "hash", short)
}

/// The receipt of entry `seq` with `hash`, in `lang`: "Record: entry 24, 9f3a1c…".
pub fn receipt(lang: Lang, seq: i32, hash: &str) -> String {
    lang.t1("game-record-receipt", "head", head(lang, seq, hash))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_receipt_names_the_entry_and_six_digits_of_its_hash_in_each_language() {
        let hash = "9f3a1c0b7e";
        assert_eq!(receipt(Lang::En, 24, hash), "Record: entry 24, 9f3a1c…");
        assert_eq!(
            receipt(Lang::De, 24, hash),
            "Protokoll: Eintrag 24, 9f3a1c…"
        );
        assert_eq!(receipt(Lang::Da, 3, hash), "Protokol: post 3, 9f3a1c…");
        assert_eq!(receipt(Lang::Ru, 3, hash), "Запись: запись 3, 9f3a1c…");
        assert_eq!(head(Lang::En, 1, "ab"), "entry 1, ab…");
    }
}
