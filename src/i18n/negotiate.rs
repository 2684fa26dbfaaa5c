//! Reading the browser's `Accept-Language` header (RFC 9110: a list of language
//! ranges with quality values) into the best language the site has.

use super::Lang;

/// The language the header prefers most among the site's, `None` when it names none
/// of them (or only with `q=0`). `de-AT` counts as `de`, `ru-RU` as `ru`, `da-DK` as
/// `da`; `*` as English.
pub fn from_accept_language(header: &str) -> Option<Lang> {
    let mut best: Option<(Lang, u16)> = None;
    for item in header.split(',') {
        let mut parts = item.split(';');
        let range = parts.next().unwrap_or("").trim();
        let quality = parts
            .find_map(|p| p.trim().strip_prefix("q=").or(p.trim().strip_prefix("Q=")))
            .map_or(Some(1000), parse_quality);
        let (Some(quality), Some(lang)) = (quality, lang_of_range(range)) else {
            continue;
        };
        if quality > 0 && best.is_none_or(|(_, q)| quality > q) {
            best = Some((lang, quality));
        }
    }
    best.map(|(lang, _)| lang)
}

/// The site's language of a range: its primary subtag (`de-CH` is `de`).
fn lang_of_range(range: &str) -> Option<Lang> {
    if range == "*" {
        return Some(Lang::En);
    }
    Lang::parse(range.split('-').next().unwrap_or(""))
}

/// A quality value in thousandths (`0.8` is 800); `None` when it is not one.
fn parse_quality(text: &str) -> Option<u16> {
    let text = text.trim();
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if fraction.len() > 3 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let whole: u16 = match whole {
        "0" => 0,
        "1" => 1,
        _ => return None,
    };
    let mut thousandths = 0u16;
    for (i, digit) in fraction
        .bytes()
        .chain(std::iter::repeat(b'0'))
        .take(3)
        .enumerate()
    {
        thousandths += u16::from(digit - b'0') * [100, 10, 1][i];
    }
    let value = whole * 1000 + thousandths;
    (value <= 1000).then_some(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_highest_quality_among_the_sites_languages_wins() {
        assert_eq!(from_accept_language("de"), Some(Lang::De));
        assert_eq!(
            from_accept_language("de-DE,de;q=0.9,en;q=0.8"),
            Some(Lang::De)
        );
        assert_eq!(
            from_accept_language("en-US,en;q=0.9,de;q=0.8"),
            Some(Lang::En)
        );
        assert_eq!(
            from_accept_language("fr-CH, fr;q=0.9, de;q=0.7, en;q=0.5"),
            Some(Lang::De)
        );
        assert_eq!(from_accept_language("en;q=0.5, de;q=0.6"), Some(Lang::De));
        assert_eq!(from_accept_language("de-AT"), Some(Lang::De));
        assert_eq!(from_accept_language("DE"), Some(Lang::De));
        assert_eq!(from_accept_language("*"), Some(Lang::En));
    }

    #[test]
    fn unknown_refused_and_malformed_ranges_are_skipped() {
        assert_eq!(from_accept_language(""), None);
        assert_eq!(from_accept_language("fr, es;q=0.5"), None);
        assert_eq!(from_accept_language("de;q=0"), None);
        assert_eq!(from_accept_language("de;q=0, en;q=0.1"), Some(Lang::En));
        assert_eq!(from_accept_language("de;q=2, en;q=0.1"), Some(Lang::En));
        assert_eq!(from_accept_language("de;q=abc, en;q=0.1"), Some(Lang::En));
        assert_eq!(from_accept_language("deutsch, en"), Some(Lang::En));
        assert_eq!(from_accept_language("de;q=0.1234"), None);
    }

    #[test]
    fn russian_and_danish_with_regions_and_qualities() {
        assert_eq!(from_accept_language("ru"), Some(Lang::Ru));
        assert_eq!(from_accept_language("da"), Some(Lang::Da));
        assert_eq!(
            from_accept_language("ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7"),
            Some(Lang::Ru)
        );
        assert_eq!(
            from_accept_language("da-DK, da;q=0.9, en;q=0.5"),
            Some(Lang::Da)
        );
        assert_eq!(
            from_accept_language("uk-UA, ru;q=0.8, en;q=0.3"),
            Some(Lang::Ru)
        );
        assert_eq!(
            from_accept_language("nb, da;q=0.7, de;q=0.8"),
            Some(Lang::De)
        );
        assert_eq!(from_accept_language("en;q=0.2, da;q=0.25"), Some(Lang::Da));
        assert_eq!(from_accept_language("ru;q=0, da-DK;q=0.1"), Some(Lang::Da));
        assert_eq!(from_accept_language("RU-ru"), Some(Lang::Ru));
    }

    #[test]
    fn equal_qualities_keep_the_first() {
        assert_eq!(from_accept_language("de, en"), Some(Lang::De));
        assert_eq!(from_accept_language("en, de"), Some(Lang::En));
    }
}
