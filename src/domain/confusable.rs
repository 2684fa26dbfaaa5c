//! Names that look alike (issue 44): Unicode's confusable skeletons (TR 39, through
//! `unicode-security`) and the characters that show nothing. A club's name is refused
//! beside an existing one with the same [`name_key`] (`Rook Club` beside `Rооk Club`
//! with Cyrillic `о`, `CIub` with a capital i, `Rook\u{200B}Club`), and a name holding
//! an [`is_invisible`] character is refused outright.

use unicode_security::{GeneralSecurityProfile, general_security_profile::IdentifierType};

/// Whether `c` shows nothing where it stands: Unicode's default-ignorable code points
/// (zero-width spaces and joiners, the direction marks and controls, the soft hyphen,
/// the word joiner and invisible operators, Hangul fillers, tag characters), except
/// the emoji and text variation selectors (U+FE0E, U+FE0F), which only choose how the
/// character before them is drawn (`♟️`).
pub fn is_invisible(c: char) -> bool {
    !matches!(c, '\u{FE0E}' | '\u{FE0F}')
        && c.identifier_type() == Some(IdentifierType::Default_Ignorable)
}

/// What a name looks like, for telling names apart: its confusable skeleton (TR 39:
/// every character by its prototype, default-ignorable ones dropped), in lower case and
/// skeleton again (so case does not tell names apart either, and `I` is `l`), with
/// every run of white space one space.
pub fn name_key(name: &str) -> String {
    let skeleton: String = unicode_security::skeleton(name).collect();
    let lower = skeleton.to_lowercase();
    let again: String = unicode_security::skeleton(&lower).collect();
    again.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn look_alikes_have_one_key() {
        let key = name_key("Rook Club");
        for twin in [
            "Rook Club",
            "rook club",
            "ROOK CLUB",
            "R\u{043E}\u{043E}k Club", // Cyrillic о
            "Rook C\u{0406}ub",        // Cyrillic І
            "Rook CIub",               // Latin capital i
            "Rook C1ub",
            "Rook\u{200B} Club",
            "Rook \u{200D}Club",
            "Ro\u{00AD}ok Club",
            "Rook  Club",
            "Rook\u{00A0}Club",
            "Rook\u{2003}Club",
            "\u{FF32}ook Club", // fullwidth R
        ] {
            assert_eq!(name_key(twin), key, "{twin:?}");
        }
        assert_eq!(name_key("modern"), name_key("rnodern"));
    }

    #[test]
    fn different_names_have_different_keys() {
        let key = name_key("Rook Club");
        for other in [
            "Rook Clubs",
            "Book Club",
            "Rook-Club",
            "Rock Club",
            "Турнир",
        ] {
            assert_ne!(name_key(other), key, "{other:?}");
        }
        assert_ne!(name_key("Шахматы"), name_key("Шашки"));
    }

    #[test]
    fn invisible_characters_are_found() {
        for c in [
            '\u{200B}',
            '\u{200C}',
            '\u{200D}',
            '\u{200E}',
            '\u{200F}',
            '\u{202E}',
            '\u{2066}',
            '\u{2060}',
            '\u{FEFF}',
            '\u{00AD}',
            '\u{034F}',
            '\u{3164}',
            '\u{115F}',
            '\u{E0041}',
            '\u{180E}',
            '\u{FE00}',
        ] {
            assert!(is_invisible(c), "U+{:04X}", c as u32);
        }
        for c in [
            'a', 'я', ' ', '-', '♟', '\u{FE0F}', '\u{0301}', '中', '\u{00A0}',
        ] {
            assert!(!is_invisible(c), "U+{:04X}", c as u32);
        }
    }
}
