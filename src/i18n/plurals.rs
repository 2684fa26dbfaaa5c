//! Counted messages read right for every count. A count shown before a noun whose
//! form follows the number ("{ $games } games", "{ $n } Partien", "{ $n } партий")
//! must stand inside a select on that count, in every language; and every message,
//! formatted with its variables at 1, must not read "1 games", "1 Partien", "1 dage"
//! or "1 партий". The nouns below are the counted nouns of the catalogs, in the forms
//! that differ between one and more (German "Spieler", Danish "træk" and "par" read
//! the same either way and need no select).

use fluent_bundle::{FluentArgs, FluentResource};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::{Lang, catalog};

/// Variables that hold a count (the ones of names, sides or deadlines never do).
const COUNTS: &[&str] = &[
    "count",
    "n",
    "games",
    "ply",
    "plies",
    "days",
    "moves",
    "hours",
    "minutes",
    "seconds",
    "boards",
    "rounds",
    "left",
    "allowance",
    "wanted",
    "min",
    "max",
    "limit",
    "size",
    "pairs",
    "current",
    "base",
    "increment",
];

/// Counted messages that may show a bare count, and why.
const EXEMPT: &[(&str, &str)] = &[
    (
        "tournaments-players",
        "a range: { $min } to { $max } players",
    ),
    (
        "admin-tfe-tiebreak-pairs",
        "a range: from 0 to { $max } pairs",
    ),
    (
        "refusal-gift-days",
        "a range: from { $min } to { $max } days",
    ),
    (
        "stages-refuse-increment",
        "a range: from { $min } to { $max } days",
    ),
    (
        "stages-refuse-cap",
        "a range: from { $min } to { $max } days",
    ),
    (
        "stats-average-length-value",
        "an average with decimals (41.5 moves); Russian reads a fraction with the genitive singular",
    ),
    (
        "computer-queued",
        "done of total positions: an analysed game has two positions at least",
    ),
    (
        "computer-running",
        "done of total positions: an analysed game has two positions at least",
    ),
];

/// Each language's counted nouns in the forms that change with the number, in
/// [`Lang::index`] order.
const NOUNS: [&str; 4] = [
    "game games day days move moves half-move half-moves hour hours minute minutes second \
     seconds board boards player players pair pairs round rounds account accounts device \
     devices challenge challenges position positions times",
    "Partie Partien Tag Tage Tagen Zug Züge Zügen Halbzug Halbzüge Halbzügen Stunde Stunden \
     Minute Minuten Sekunde Sekunden Brett Bretter Brettern Spielern Runde Runden Urlaubstag \
     Urlaubstage Konto Konten Gerät Geräte Herausforderung Herausforderungen Stellung \
     Stellungen",
    "партия партии партий день дня дней ход хода ходов полуход полухода полуходов час часа \
     часов минута минуты минут секунда секунды секунд доска доски досок игрок игрока игроков \
     участник участника участников пара пары пар раз раза устройство устройства устройств \
     вызов вызова вызовов позиция позиции позиций",
    "parti partier dag dage time timer minut minutter sekund sekunder bræt brætter spiller \
     spillere runde runder konto konti enhed enheder udfordring udfordringer stilling \
     stillinger feriedag feriedage gang gange",
];

/// The plural forms each language must never show after the number 1.
const PLURALS_AFTER_ONE: [&str; 4] = [
    "games days moves half-moves hours minutes seconds boards players pairs rounds accounts \
     devices challenges positions times",
    "Partien Tage Tagen Züge Zügen Halbzüge Halbzügen Stunden Minuten Sekunden Bretter \
     Brettern Spielern Runden Urlaubstage Geräte Stellungen",
    "партий дней ходов полуходов часов минут секунд досок игроков участников пар устройств \
     позиций",
    "partier dage timer minutter sekunder brætter spillere runder feriedage enheder \
     stillinger gange",
];

/// Whether `word` is one of `lang`'s counted nouns.
fn is_noun(lang: Lang, word: &str) -> bool {
    NOUNS[lang.index()].split_whitespace().any(|n| n == word)
}

/// Whether `word` is a plural form `lang` never shows after 1.
fn is_plural(lang: Lang, word: &str) -> bool {
    PLURALS_AFTER_ONE[lang.index()]
        .split_whitespace()
        .any(|n| n == word)
}

/// The first words of `text` (at most three, up to a punctuation mark or a number):
/// where a noun counted by the number before them would stand.
fn next_words(text: &str) -> Vec<&str> {
    let mut words = Vec::new();
    for raw in text.split_whitespace().take(3) {
        if raw.starts_with(|c: char| !c.is_alphabetic()) {
            break;
        }
        let word = raw.trim_end_matches(|c: char| !c.is_alphanumeric() && c != '-');
        words.push(word);
        if word.len() != raw.len() {
            break;
        }
    }
    words
}

/// A count shown outside a select on it, before one of `lang`'s counted nouns:
/// `(variable, the text after it)` for each.
fn bare_counts(p: &Pattern<&str>, selected: &[&str], lang: Lang, out: &mut Vec<String>) {
    for (i, element) in p.elements.iter().enumerate() {
        let PatternElement::Placeable { expression } = element else {
            continue;
        };
        match expression {
            Expression::Inline(InlineExpression::VariableReference { id })
                if COUNTS.contains(&id.name) && !selected.contains(&id.name) =>
            {
                let after = match p.elements.get(i + 1) {
                    Some(PatternElement::TextElement { value }) => *value,
                    _ => "",
                };
                if next_words(after).iter().any(|w| is_noun(lang, w)) {
                    out.push(format!("${}{}", id.name, after));
                }
            }
            Expression::Select { selector, variants } => {
                let mut inner = selected.to_vec();
                if let InlineExpression::VariableReference { id } = selector {
                    inner.push(id.name);
                }
                for v in variants {
                    bare_counts(&v.value, &inner, lang, out);
                }
            }
            Expression::Inline(_) => {}
        }
    }
}

/// The bare counts of every message of `source` in `lang`, as "id: $var text".
fn bare_counts_in(lang: Lang, source: &str) -> Vec<String> {
    let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(r, _)| r);
    let mut found = Vec::new();
    for entry in resource.entries() {
        let Entry::Message(m) = entry else { continue };
        if EXEMPT.iter().any(|(id, _)| *id == m.id.name) {
            continue;
        }
        let mut here = Vec::new();
        if let Some(value) = &m.value {
            bare_counts(value, &[], lang, &mut here);
        }
        found.extend(here.into_iter().map(|b| format!("{}: {b}", m.id.name)));
    }
    found
}

#[test]
fn every_count_before_a_noun_selects_its_plural_form_in_every_language() {
    let mut found = Vec::new();
    for lang in Lang::ALL {
        for source in catalog::SOURCES[lang.index()].1 {
            found.extend(
                bare_counts_in(lang, source)
                    .into_iter()
                    .map(|b| format!("{lang}: {b}")),
            );
        }
    }
    assert!(found.is_empty(), "counts without plural forms: {found:#?}");
}

#[test]
fn the_check_sees_a_count_without_plural_forms() {
    let source = "a = { $count } games\nb = { $count ->\n    [one] one game\n   *[other] { $count } games\n}\nc = { $name } moves first\nd = the last { $count } rated games, { $days } dn.\n";
    assert_eq!(
        bare_counts_in(Lang::En, source),
        ["a: $count games", "d: $count rated games, "]
    );
    assert_eq!(
        bare_counts_in(Lang::Ru, "a = { $n } партий\nb = за { $days } дн.\n"),
        ["a: $n партий"]
    );
    assert!(bare_counts_in(Lang::De, "a = mit { $min } Spieler\n").is_empty());
}

/// Every message of `lang` with its counts at 1 (its other variables a word), with
/// its id.
fn all_at_one(lang: Lang) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for source in catalog::SOURCES[lang.index()].1 {
        let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(r, _)| r);
        let mut vars = super::variables::Variables::new();
        super::variables::collect(&resource, &mut vars);
        for (id, uses) in vars {
            let names = uses.all();
            if names.is_empty() || EXEMPT.iter().any(|(e, _)| *e == id) {
                continue;
            }
            let mut args = FluentArgs::new();
            for name in &names {
                if COUNTS.contains(&name.as_str()) {
                    args.set(name.clone(), 1);
                } else {
                    args.set(name.clone(), "x");
                }
            }
            if let Some(text) = catalog::format(lang.index(), &id, &args) {
                out.push((id, text));
            }
        }
    }
    out
}

/// Whether the number 1 stands in `text` before a plural form of `lang`: the first
/// counted noun after it ("1 пары партий" counts pairs) is one of its plurals.
fn one_before_plural(text: &str, lang: Lang) -> bool {
    text.match_indices('1').any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = &text[at + 1..];
        let noun = next_words(after).into_iter().find(|w| is_noun(lang, w));
        before.is_none_or(|c| !c.is_alphanumeric() && c != '.' && c != ',')
            && after.starts_with(' ')
            && noun.is_some_and(|w| is_plural(lang, w))
    })
}

#[test]
fn no_message_reads_one_with_a_plural_noun() {
    let mut found = Vec::new();
    for lang in Lang::ALL {
        for (id, text) in all_at_one(lang) {
            if one_before_plural(&text, lang) {
                found.push(format!("{lang} {id}: {text}"));
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
    assert!(one_before_plural("No. 96 : 1 games", Lang::En));
    assert!(one_before_plural(
        "после каждой из последних 1 партий",
        Lang::Ru
    ));
    assert!(!one_before_plural(
        "до 1 пары дополнительных партий",
        Lang::Ru
    ));
    assert!(!one_before_plural("1 game, 11 games", Lang::En));
}

#[test]
fn the_profile_and_the_board_read_one_in_the_singular() {
    let at = |lang: Lang, id: &str, var: &'static str, n: i64| {
        let mut args = FluentArgs::new();
        args.set(var, n);
        args.set("name", "alice");
        args.set("side", "white");
        args.set("wins", 1);
        args.set("draws", 0);
        args.set("losses", 0);
        args.set("score", 100);
        lang.format(id, &args)
    };
    let one = |lang: Lang, id: &str, var: &'static str| at(lang, id, var, 1);
    assert_eq!(
        one(Lang::En, "stats-profile-record", "games"),
        "1 game, +1 =0 −0 (100 %)"
    );
    assert!(one(Lang::De, "stats-profile-record", "games").starts_with("1 Partie,"));
    assert!(one(Lang::Ru, "profile-chart-title", "count").contains("после последней партии"));
    // Russian `one` is 21 too: the number stays.
    assert!(at(Lang::Ru, "profile-chart-title", "count", 21).contains("из последних 21 партии"));
    assert_eq!(
        one(Lang::En, "game-board-title", "ply"),
        "Position after 1 half-move, seen from white"
    );
    assert!(one(Lang::De, "game-board-title", "ply").starts_with("Stellung nach 1 Halbzug,"));
}
