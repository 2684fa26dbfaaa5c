//! A linear pass over HTML that drops the tags of elements nested deeper than a limit
//! and keeps everything else (their text, comments, the shallower tags) as it was.
//! HTML parsers check the stack of open elements at every tag, so their time grows
//! with the square of the nesting; after this pass the nesting is bounded and the time
//! with it. Not a parser: it counts start and end tags, skipping void elements and
//! those whose end tag may be left out (`p`, `li`, `td`, …), which HTML closes by
//! itself and so never nest deeply.

/// Elements without content (never closed).
const VOID: [&str; 15] = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "keygen", "link", "meta", "param",
    "source", "track", "wbr",
];

/// Elements HTML closes by itself when the next one starts (and the document's own),
/// which cannot pile up, so they are not counted.
const SELF_CLOSING: [&str; 19] = [
    "p", "li", "dt", "dd", "option", "optgroup", "tr", "td", "th", "thead", "tbody", "tfoot",
    "colgroup", "caption", "rb", "rt", "rp", "html", "body",
];

/// What a `<` starts.
#[derive(Debug, PartialEq, Eq)]
enum Tag {
    /// A start tag of a counted element.
    Open,
    /// An end tag of a counted element.
    Close,
    /// A comment, a doctype, an uncounted element's tag: kept, not counted.
    Other,
    /// No tag at all (`a < b`): the `<` is text.
    Text,
}

/// `html` with the tags of elements nested deeper than `max` left out.
pub fn capped(html: &str, max: usize) -> String {
    let mut out = String::with_capacity(html.len());
    let mut depth = 0usize;
    let mut rest = html;
    while let Some(at) = rest.find('<') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let (kind, len) = tag(rest);
        let text = &rest[..len];
        match kind {
            Tag::Open => {
                depth += 1;
                if depth <= max {
                    out.push_str(text);
                }
            }
            Tag::Close => {
                if depth <= max {
                    out.push_str(text);
                }
                depth = depth.saturating_sub(1);
            }
            Tag::Other | Tag::Text => out.push_str(text),
        }
        rest = &rest[len..];
    }
    out.push_str(rest);
    out
}

/// The kind and length of what starts at `s` (which starts with `<`).
fn tag(s: &str) -> (Tag, usize) {
    let after = &s[1..];
    if let Some(comment) = after.strip_prefix("!--") {
        let len = comment.find("-->").map_or(s.len(), |i| 1 + 3 + i + 3);
        return (Tag::Other, len);
    }
    let (closing, name_at) = match after.as_bytes().first() {
        Some(b'/') => (true, 2),
        Some(b'!' | b'?') => return (Tag::Other, tag_end(s, 1)),
        _ => (false, 1),
    };
    let name: String = s[name_at..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
        .collect::<String>()
        .to_ascii_lowercase();
    if !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return (Tag::Text, 1);
    }
    let len = tag_end(s, name_at + name.len());
    let counted = !VOID.contains(&name.as_str()) && !SELF_CLOSING.contains(&name.as_str());
    let kind = match (counted, closing) {
        (false, _) => Tag::Other,
        (true, true) => Tag::Close,
        (true, false) => Tag::Open,
    };
    (kind, len)
}

/// Where the tag starting at `s` ends: after its `>` (one inside a quoted attribute
/// value does not count), or at the end of `s`. `from` is where its name ends.
fn tag_end(s: &str, from: usize) -> usize {
    let mut quote = None;
    for (i, b) in s.bytes().enumerate().skip(from) {
        match (quote, b) {
            (None, b'>') => return i + 1,
            (None, b'"' | b'\'') => quote = Some(b),
            (Some(q), b) if b == q => quote = None,
            _ => {}
        }
    }
    s.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shallow_html_is_kept_as_it_is() {
        let html = "<html><body><div dir=\"ltr\">Nf3<br><p>one<p>two<ul><li>a<li>b</ul>\
                    <!-- <div> --><a title=\"x>y\" href='>'>link</a> 3 < 4</div>\
                    <blockquote>quoted</blockquote></body></html>";
        assert_eq!(capped(html, 3), html);
    }

    #[test]
    fn tags_nested_deeper_than_the_limit_are_dropped_and_their_text_kept() {
        let html = "<div><blockquote><div>deep<span>er</span></div>x</blockquote>y</div>";
        assert_eq!(
            capped(html, 2),
            "<div><blockquote>deeperx</blockquote>y</div>"
        );
        let bomb = "<div>".repeat(10_000) + "e4" + &"</div>".repeat(10_000);
        let out = capped(&bomb, 64);
        assert_eq!(out, "<div>".repeat(64) + "e4" + &"</div>".repeat(64));
    }

    #[test]
    fn unclosed_tags_and_odd_text_end_the_pass_safely() {
        assert_eq!(capped("a <div title=\"open", 1), "a <div title=\"open");
        assert_eq!(capped("<!-- never closed", 1), "<!-- never closed");
        assert_eq!(capped("<", 1), "<");
        assert_eq!(capped("<1> <é>", 0), "<1> <é>");
        assert_eq!(capped("<div/><div/>x", 1), "<div/>x");
    }
}
