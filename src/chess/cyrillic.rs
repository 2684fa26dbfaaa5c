//! Moves typed with Russian piece letters or on a Russian keyboard, read into the Latin
//! text the notation parser knows (issue 36): `Кр` is the king, `К` alone the knight,
//! `Ф` the queen, `Л` the rook, `С` the bishop (`Кf3` is `Nf3`, `Крg1` is `Kg1`,
//! `e8=Ф` is `e8=Q`). Cyrillic letters that look like Latin ones are read as those: a
//! lower-case `а`, `с`, `е` as the files a, c, e, `х` as the capture `x`, `О` as the
//! `O` of castling, a Latin `p` after `К` as the `р` of `Кр`. Latin `K` stays the
//! king; a Latin capital `C`, which nothing else means, is read as the look-alike `С`,
//! a bishop. Lower case `с` is read first as the c-file, as lower-case `b` is, except
//! as the last letter after a square (`e8с`), where only a piece fits. But a Russian
//! keyboard types `к`, `ф`, `л` for pieces in lower case too, so [`readings`] also gives
//! the texts where a lower-case `с` is the other of the two: the move parser plays the
//! one that is a legal move and refuses the input when both are (issue 44).

use std::borrow::Cow;

/// How many lower-case `с` an input may hold for each to be read both ways (a move
/// holds at most two: `с2с4`); beyond that only [`to_latin`]'s reading is tried.
const MAX_BOTH_WAYS: usize = 3;

/// `input` with every Russian letter and look-alike replaced by its Latin reading;
/// borrowed when there is nothing to replace (English, German and Danish input).
pub(crate) fn to_latin(input: &str) -> Cow<'_, str> {
    reading(input, None)
}

/// Every reading of `input`: [`to_latin`]'s first, then each other choice of the c-file
/// or the bishop for its lower-case `с` (none when it holds none, or more than
/// [`MAX_BOTH_WAYS`]), without repeats.
pub(crate) fn readings(input: &str) -> Vec<Cow<'_, str>> {
    let first = to_latin(input);
    let es = input.chars().filter(|&c| c == 'с').count();
    if es == 0 || es > MAX_BOTH_WAYS {
        return vec![first];
    }
    let mut all = vec![first];
    for bishops in 0..1u32 << es {
        let other = reading(input, Some(bishops));
        if !all.contains(&other) {
            all.push(other);
        }
    }
    all
}

/// `input` read into Latin letters. `bishops` chooses for each lower-case `с` (bit k
/// for the k-th) whether it is the bishop (set) or the c-file; `None` applies the first
/// reading's rule instead.
fn reading(input: &str, bishops: Option<u32>) -> Cow<'_, str> {
    if input.chars().all(|c| c.is_ascii() && c != 'C') {
        return Cow::Borrowed(input);
    }
    let mut out = String::with_capacity(input.len());
    let mut chars = input.chars().peekable();
    let mut previous = None;
    let mut es = 0;
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
            'с' => {
                let bishop = match bishops {
                    Some(mask) => (mask >> es) & 1 == 1,
                    // A promotion's piece: nothing but signs follows it (`e8с+`),
                    // where a square (`b1с3`) has its rank.
                    None => after_square && !chars.clone().any(|n| n.is_alphanumeric()),
                };
                es += 1;
                if bishop { 'B' } else { 'c' }
            }
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
    use super::{readings, to_latin};

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
            ("a1с+", "a1B+"),
            ("e8=с", "e8=B"),
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

    #[test]
    fn a_cyrillic_es_inside_squares_is_the_c_file() {
        assert_eq!(to_latin("с2с4"), "c2c4");
        assert_eq!(to_latin("b1с3"), "b1c3");
        assert_eq!(to_latin("Кb1с3"), "Nb1c3");
        assert_eq!(to_latin("с7с8Ф"), "c7c8Q");
        assert_eq!(to_latin("b7с8=Ф"), "b7c8=Q");
    }

    #[test]
    fn a_lower_case_es_is_read_both_ways() {
        assert_eq!(readings("сd5"), ["cd5", "Bd5"]);
        assert_eq!(readings("сxd5"), ["cxd5", "Bxd5"]);
        assert_eq!(readings("e8с"), ["e8B", "e8c"]);
        assert_eq!(readings("с2с4"), ["c2c4", "B2c4", "c2B4", "B2B4"]);
        assert_eq!(readings("b1с3"), ["b1c3", "b1B3"]);
    }

    #[test]
    fn only_a_lower_case_cyrillic_es_is_read_both_ways() {
        for typed in ["cd5", "Сd5", "Cd5", "Кf3", "e4", "О-О", "ссссd5"] {
            assert_eq!(readings(typed), [to_latin(typed)], "{typed}");
        }
    }
}
