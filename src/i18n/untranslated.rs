//! English left on a page in another language: a text that is the English catalog's
//! text of a message the page's language words differently. The page walks of the
//! tests use it (issue 36) to check that a page is really translated, not how many
//! words it has.

use std::collections::{HashMap, HashSet};

use super::{Lang, catalog};

/// Whitespace runs as one space, trimmed: how a text node and a message compare.
pub fn normalise(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The texts among `texts` that are the English text of a message (without
/// variables) that `lang` words differently, each with the message's id. A text that
/// is also some message's text in `lang` is not counted (the same word may be English
/// for one message and right in `lang` for another), nor one without a letter (".")
/// or a language's name in itself (the switcher shows "English" on every page); a
/// message whose text in `lang` equals the English one is not a different text.
pub fn english_left<'a>(
    lang: Lang,
    texts: impl IntoIterator<Item = &'a str>,
) -> Vec<(&'static str, &'a str)> {
    if lang == Lang::En {
        return Vec::new();
    }
    let english = catalog::plain_messages(Lang::En.index());
    let own = catalog::plain_messages(lang.index());
    let own_texts: HashSet<String> = own.values().map(|t| normalise(t)).collect();
    let mut by_text: HashMap<String, &'static str> = HashMap::new();
    for (id, text) in english {
        let differs = own.get(id).is_none_or(|t| normalise(t) != normalise(text));
        if differs {
            by_text.entry(normalise(text)).or_insert(id);
        }
    }
    texts
        .into_iter()
        .filter_map(|text| {
            let key = normalise(text);
            let wordless = !key.chars().any(char::is_alphabetic);
            let a_language = Lang::ALL.iter().any(|l| l.native_name() == key);
            if wordless || a_language || own_texts.contains(&key) {
                return None;
            }
            by_text.get(&key).map(|id| (*id, text))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_on_a_german_page_is_found_and_german_is_not() {
        let english = Lang::En.t("nav-games");
        let german = Lang::De.t("nav-games");
        assert_ne!(english, german);
        let page = [german, english, "alice", "", "  ", "English", "."];
        assert_eq!(english_left(Lang::De, page), [("nav-games", english)]);
        assert!(english_left(Lang::En, page).is_empty());
        // A placeholder catalog (Russian and Danish until translated) words nothing
        // differently, so nothing is counted.
        let copied = catalog::plain_messages(Lang::Ru.index()) == catalog::plain_messages(0);
        if copied {
            assert!(english_left(Lang::Ru, page).is_empty());
        }
    }
}
