//! Unicode's explicit direction controls, which can make shown text read other than it
//! is stored (U+202E, RIGHT-TO-LEFT OVERRIDE, turns `gnp.exe` into `exe.png`, and an
//! override left open in a name runs on over the page after it). The embeddings and
//! overrides (U+202A-U+202E) and the isolates (U+2066-U+2069) are refused in one-line
//! text such as names ([`super::SingleLine`]); in text of several lines (messages,
//! notes) each line keeps only the pairs it closes again ([`balanced`]), and pages show
//! each user text in its own isolate (`<bdi>`). The marks U+200E and U+200F (LRM and
//! RLM) stay allowed everywhere: they steer nothing past themselves, and right-to-left
//! writing needs them.

/// Whether `c` is an embedding, override or isolate control, or their ends.
pub fn is_direction_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Which end, if any, closes the control `c` opens.
fn closer_of(c: char) -> Option<char> {
    match c {
        '\u{202A}' | '\u{202B}' | '\u{202D}' | '\u{202E}' => Some('\u{202C}'),
        '\u{2066}'..='\u{2068}' => Some('\u{2069}'),
        _ => None,
    }
}

/// `text` with every direction control dropped that does not pair up, properly nested,
/// with its end on the same line; the pairs that do are kept (they affect only what
/// lies between them).
pub fn balanced(text: &str) -> String {
    if !text.chars().any(is_direction_control) {
        return text.to_owned();
    }
    text.split('\n')
        .map(balanced_line)
        .collect::<Vec<_>>()
        .join("\n")
}

fn balanced_line(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut keep = vec![true; chars.len()];
    // Open controls: their index and the end that closes them.
    let mut open: Vec<(usize, char)> = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        if let Some(end) = closer_of(c) {
            open.push((i, end));
        } else if is_direction_control(c) {
            match open.last() {
                Some(&(_, end)) if end == c => {
                    open.pop();
                }
                _ => keep[i] = false,
            }
        }
    }
    for (i, _) in open {
        keep[i] = false;
    }
    chars
        .into_iter()
        .zip(keep)
        .filter_map(|(c, k)| k.then_some(c))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_controls_are_the_embeddings_overrides_and_isolates() {
        for c in ['\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}'] {
            assert!(is_direction_control(c), "{c:?}");
        }
        for c in ['\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}'] {
            assert!(is_direction_control(c), "{c:?}");
        }
        for c in ['\u{200E}', '\u{200F}', 'a', 'ש', '\u{2065}', '\u{202F}'] {
            assert!(!is_direction_control(c), "{c:?}");
        }
    }

    #[test]
    fn open_controls_and_stray_ends_are_dropped_per_line() {
        assert_eq!(balanced("invoice\u{202E}fdp.exe"), "invoicefdp.exe");
        assert_eq!(balanced("a\u{202C}b\u{2069}c"), "abc");
        assert_eq!(balanced("\u{2067}open\nclosed\u{2069}"), "open\nclosed");
        // Crossed pairs: an end closes only the innermost open control, so the
        // isolate's end inside the override goes, and then the isolate.
        assert_eq!(
            balanced("\u{2067}x\u{202E}y\u{2069}z\u{202C}"),
            "x\u{202E}yz\u{202C}"
        );
    }

    #[test]
    fn closed_pairs_and_marks_stay() {
        let text = "\u{2067}שחמט\u{2069} and \u{202B}\u{202D}x\u{202C}\u{202C}\u{200F}";
        assert_eq!(balanced(text), text);
        assert_eq!(balanced("plain\ntext"), "plain\ntext");
        assert_eq!(balanced(""), "");
    }
}
