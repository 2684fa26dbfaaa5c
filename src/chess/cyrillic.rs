//! Moves typed with Russian piece letters or on a Russian keyboard, read into the Latin
//! text the notation parser knows (issue 36): `Кр` is the king, `К` alone the knight,
//! `Ф` the queen, `Л` the rook, `С` the bishop (`Кf3` is `Nf3`, `Крg1` is `Kg1`,
//! `e8=Ф` is `e8=Q`). Cyrillic letters that look like Latin ones are read as those: a
//! lower-case `а`, `с`, `е` as the files a, c, e, `х` as the capture `x`, `О` as the
//! `O` of castling, a Latin `p` after `К` as the `р` of `Кр`. Latin `K` stays the
//! king; a Latin capital `C`, which nothing else means, is read as the look-alike `С`,
//! a bishop. Lower case `с` is the c-file, as
//! lower-case `b` is, except right after a square (`e8с`), where only a piece fits.

use std::borrow::Cow;

/// `input` with every Russian letter and look-alike replaced by its Latin reading;
/// borrowed when there is nothing to replace (English, German and Danish input).
pub(crate) fn to_latin(input: &str) -> Cow<'_, str> {
    if input.chars().all(|c| c.is_ascii() && c != 'C') {
        return Cow::Borrowed(input);
    }
    let mut out = String::with_capacity(input.len());
    let mut chars = input.chars().peekable();
    let mut previous = None;
    while let Some(c) = chars.next() {
        let after_square = previous.is_some_and(|p: char| p.is_ascii_digit() || p == '=');
        let latin = match c {
            // `Кр` typed with a Latin `p` (it looks the same; no file is called p).
            'К' | 'к' | 'K'
                if chars
                    .next_if(|n| matches!(n, 'р' | 'Р' | 'p' | 'P'))
                    .is_some() =>
            {
                'K'
            }
            'К' | 'к' => 'N',
            'Ф' | 'ф' => 'Q',
            'Л' | 'л' => 'R',
            'С' | 'C' => 'B',
            'с' if after_square => 'B',
            'с' => 'c',
            'П' | 'п' => 'P',
            'а' => 'a',
            'е' => 'e',
            'х' | 'Х' => 'x',
            'О' | 'о' => 'O',
            other => other,
        };
        out.push(latin);
        if !latin.is_whitespace() {
            previous = Some(latin);
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::to_latin;

    #[test]
    fn russian_piece_letters() {
        for (typed, read) in [
            ("Кf3", "Nf3"),
            ("кf3", "Nf3"),
            ("Крg1", "Kg1"),
            ("КРg1", "Kg1"),
            ("крg1", "Kg1"),
            ("Kрg1", "Kg1"),
            ("Кpa1", "Ka1"),
            ("КPg1", "Kg1"),
            ("Фd1", "Qd1"),
            ("Фxd1+", "Qxd1+"),
            ("Лae1", "Rae1"),
            ("Сb5", "Bb5"),
            ("Cb5", "Bb5"),
            ("Кbd2", "Nbd2"),
            ("e8Ф", "e8Q"),
            ("e8=Ф", "e8=Q"),
            ("exd8=Л#", "exd8=R#"),
            ("a1с", "a1B"),
            ("h8=К", "h8=N"),
            ("b1=Кр", "b1=K"),
        ] {
            assert_eq!(to_latin(typed), read, "{typed}");
        }
    }

    #[test]
    fn look_alikes_are_read_as_latin() {
        assert_eq!(to_latin("сxd4"), "cxd4");
        assert_eq!(to_latin("ех" /* Cyrillic е, х */), "ex");
        assert_eq!(to_latin("Кр е1"), "K e1");
        assert_eq!(to_latin("Сxа6"), "Bxa6");
        assert_eq!(to_latin("О-О-О"), "O-O-O");
        assert_eq!(to_latin("Кхf3"), "Nxf3");
    }

    #[test]
    fn latin_input_is_left_alone() {
        for typed in [
            "Nf3", "Kg1", "Sf3", "Dd1", "e8=D", "O-O", "0-0", "e1h1", "c4",
        ] {
            assert!(matches!(to_latin(typed), std::borrow::Cow::Borrowed(_)));
        }
    }
}
