//! The catalogs agree: every file parses, no id is defined twice, every language has
//! every id of English with the same variables (a translation neither drops nor
//! invents a `$variable`), and every id the sources use (`.t("…")`, `.t1("…"`, `.t2("…"`,
//! `msg!("…")`, `Words::new("…")` and `conflict("…")` in `src/` and `templates/`, and
//! any bare literal that is an id of some catalog, handed to a helper as `"match-…"`)
//! exists in every language's catalog, so no page shows a raw id or falls back to
//! English.

use std::collections::BTreeSet;
use std::path::Path;

use fluent_bundle::FluentResource;

use super::{
    Lang, catalog,
    variables::{self, Uses},
};

/// The ids of one language, failing on syntax errors and duplicates.
fn ids_of(code: &str, files: &[&'static str]) -> BTreeSet<&'static str> {
    let mut ids = BTreeSet::new();
    for (i, source) in files.iter().enumerate() {
        let resource = match FluentResource::try_new((*source).to_owned()) {
            Ok(r) => r,
            Err((_, errors)) => panic!("locales/{code} file {i}: {errors:?}"),
        };
        for id in catalog::message_ids(&resource) {
            assert!(ids.insert(id), "locales/{code}: {id} is defined twice");
        }
    }
    ids
}

/// The variables of every message of one language (its files parse: see [`ids_of`]).
fn variables_of(files: &[&'static str]) -> variables::Variables {
    let mut out = variables::Variables::new();
    for source in files {
        if let Ok(resource) = FluentResource::try_new((*source).to_owned()) {
            variables::collect(&resource, &mut out);
        }
    }
    out
}

/// What a translation of one message may read and must show: it may read any
/// variable English or German reads (the code passes those; German shows which
/// grammar hooks, such as `$role`, exist), and must show every variable both show.
fn variable_problems(id: &str, en: &Uses, de: &Uses, here: &Uses) -> Vec<String> {
    let allowed: BTreeSet<String> = en.all().union(&de.all()).cloned().collect();
    let required = en.shown.intersection(&de.shown);
    let mut problems = Vec::new();
    for name in here.all().difference(&allowed) {
        problems.push(format!("{id}: invents ${name}"));
    }
    for name in required.filter(|n| !here.shown.contains(*n)) {
        problems.push(format!("{id}: drops ${name}"));
    }
    problems
}

#[test]
fn every_language_has_the_ids_and_variables_of_english() {
    let (en_code, en_files) = catalog::SOURCES[Lang::En.index()];
    let en = ids_of(en_code, &en_files);
    let en_vars = variables_of(&en_files);
    let de_vars = variables_of(&catalog::SOURCES[Lang::De.index()].1);
    assert!(en.len() > 50, "{} ids", en.len());
    for (code, files) in &catalog::SOURCES[1..] {
        let ids = ids_of(code, files);
        let only_en: Vec<_> = en.difference(&ids).collect();
        let only_here: Vec<_> = ids.difference(&en).collect();
        assert!(only_en.is_empty(), "missing in locales/{code}: {only_en:?}");
        assert!(only_here.is_empty(), "missing in locales/en: {only_here:?}");
        let vars = variables_of(files);
        let problems: Vec<_> = en_vars
            .iter()
            .flat_map(|(id, en)| {
                let none = Uses::default();
                let de = de_vars.get(id).unwrap_or(&none);
                variable_problems(id, en, de, vars.get(id).unwrap_or(&none))
            })
            .collect();
        assert!(problems.is_empty(), "locales/{code}: {problems:#?}");
    }
}

#[test]
fn the_variable_check_sees_a_dropped_or_invented_variable() {
    let english = "a = { $n } moves by { $name }\nb = { $n ->\n [one] one\n *[other] { $n }\n}\nc = { $piece } on { $square }\n";
    let german = "a = { $n } Züge von { $name }\nb = { $n } Züge\nc = { $role ->\n *[other] Figur\n} auf { $square }\n";
    let translated = "a = { $n } ходов\nb = { $count -> \n *[other] x\n}\nc = { $role ->\n *[other] фигура\n} на { $square }\n";
    let leak = |text: &str| -> [&'static str; 1] { [Box::leak(text.to_owned().into_boxed_str())] };
    let en = variables_of(&leak(english));
    let de = variables_of(&leak(german));
    let ru = variables_of(&leak(translated));
    assert_eq!(en["a"].shown.iter().collect::<Vec<_>>(), ["n", "name"]);
    assert_eq!(en["b"].selects.iter().collect::<Vec<_>>(), ["n"]);
    let check = |id: &str| variable_problems(id, &en[id], &de[id], &ru[id]);
    assert_eq!(check("a"), ["a: drops $name"]);
    assert_eq!(check("b"), ["b: invents $count", "b: drops $n"]);
    assert_eq!(check("c"), Vec::<String>::new());
}

#[test]
fn each_bundle_is_made_for_its_own_language() {
    for lang in Lang::ALL {
        assert_eq!(catalog::SOURCES[lang.index()].0, lang.code());
    }
}

/// Formats `id` of a test-only resource in a bundle built as the catalogs build theirs.
fn format_test_message(code: &str, source: &str, id: &str, n: i64) -> String {
    let mut bundle = catalog::bundle(code);
    bundle
        .add_resource(FluentResource::try_new(source.to_owned()).unwrap())
        .unwrap();
    let mut args = fluent_bundle::FluentArgs::new();
    args.set("n", n);
    let pattern = bundle.get_message(id).unwrap().value().unwrap();
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    assert!(errors.is_empty(), "{errors:?}");
    text.into_owned()
}

#[test]
fn russian_plurals_have_three_forms_and_danish_two() {
    let ru = "moves = { $n ->\n    [one] { $n } ход\n    [few] { $n } хода\n    [many] { $n } ходов\n   *[other] { $n } хода\n}\n";
    let moves = |n| format_test_message("ru", ru, "moves", n);
    assert_eq!(moves(1), "1 ход");
    assert_eq!(moves(2), "2 хода");
    assert_eq!(moves(5), "5 ходов");
    assert_eq!(moves(11), "11 ходов");
    assert_eq!(moves(21), "21 ход");
    assert_eq!(moves(24), "24 хода");
    let da = "games = { $n ->\n    [one] { $n } parti\n   *[other] { $n } partier\n}\n";
    let games = |n| format_test_message("da", da, "games", n);
    assert_eq!(games(1), "1 parti");
    assert_eq!(games(2), "2 partier");
    assert_eq!(games(0), "0 partier");
}

/// Every file under `dir` ending in one of `exts`.
fn files(dir: &Path, exts: &[&str], out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, exts, out);
        } else if exts
            .iter()
            .any(|e| path.extension().is_some_and(|x| x == *e))
        {
            out.push(path);
        }
    }
}

/// The ids a text uses: the literal after each marker.
fn used_ids(text: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for marker in [
        ".t(\"",
        ".t1(\"",
        ".t2(\"",
        "msg!(\"",
        "Words::new(\"",
        "conflict(\"",
    ] {
        for (at, _) in text.match_indices(marker) {
            let rest = &text[at + marker.len()..];
            let end = rest.find('"').unwrap_or(0);
            ids.push(rest[..end].to_owned());
        }
    }
    // `ask_ids!("prefix")` (web::confirm) stands for the four ids of a confirm page.
    for (at, _) in text.match_indices("ask_ids!(\"") {
        let rest = &text[at + "ask_ids!(\"".len()..];
        let prefix = &rest[..rest.find('"').unwrap_or(0)];
        for part in ["title", "consequence", "tick", "button"] {
            ids.push(format!("{prefix}-{part}"));
        }
    }
    ids
}

/// The string literals of a text shaped as an id (lower-case words joined by `-`) that
/// some catalog defines: an id handed around bare (`clubs_words(&m, "match-…")`),
/// which no marker of [`used_ids`] precedes.
fn bare_ids(text: &str, known: &BTreeSet<&str>) -> Vec<String> {
    text.split('"')
        .skip(1)
        .step_by(2)
        .filter(|s| {
            s.contains('-')
                && s.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
                && known.contains(s)
        })
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_id_the_sources_use_exists_in_every_catalog() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut paths = Vec::new();
    files(&root.join("src"), &["rs"], &mut paths);
    files(&root.join("templates"), &["html", "txt", "ics"], &mut paths);
    let catalogs: Vec<_> = catalog::SOURCES
        .iter()
        .map(|(code, files)| (*code, ids_of(code, files)))
        .collect();
    let known: BTreeSet<&str> = catalogs
        .iter()
        .flat_map(|(_, ids)| ids.iter().copied())
        .collect();
    let mut missing = Vec::new();
    let (mut seen, mut bare) = (0, 0);
    for path in paths {
        if path.ends_with("i18n/tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let marked = used_ids(&text);
        let unmarked: Vec<String> = bare_ids(&text, &known)
            .into_iter()
            .filter(|id| !marked.contains(id))
            .collect();
        bare += unmarked.len();
        for id in marked.into_iter().chain(unmarked) {
            seen += 1;
            for (code, ids) in &catalogs {
                if !ids.contains(id.as_str()) {
                    missing.push(format!("{}: {id} (locales/{code})", path.display()));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "ids missing from a catalog: {missing:#?}"
    );
    assert!(seen > 50, "only {seen} uses found: is the scan broken?");
    assert!(
        bare > 100,
        "only {bare} bare ids found: is the scan broken?"
    );
}

#[test]
fn the_scan_sees_bare_ids() {
    let known: BTreeSet<&str> = ["match-mail-finished-subject", "nav-games"].into();
    let text = r#"clubs_words(&m, "match-mail-finished-subject"); let c = "no-store";"#;
    assert_eq!(bare_ids(text, &known), ["match-mail-finished-subject"]);
}

#[test]
fn the_scan_finds_each_kind_of_use() {
    let text =
        r#"{{ ctx.t("nav-games") }} lang.t1("a-b", "n", 1) x.t2("c", "a", 1, "b", 2) msg!("d-e")"#;
    assert_eq!(used_ids(text), ["nav-games", "a-b", "c", "d-e"]);
}

#[test]
fn lookups_fall_back_and_never_show_an_id() {
    assert_eq!(Lang::De.t("no-such-message-id"), "");
    assert_eq!(Lang::En.t("lang-name"), "English");
    assert_eq!(Lang::De.t("lang-name"), "Deutsch");
    assert_eq!(Lang::De.t("nav-games"), "Meine Partien");
    assert_eq!(Lang::Ru.t("no-such-message-id"), "");
    assert!(!Lang::Ru.t("nav-games").is_empty());
    assert!(!Lang::Da.t1("games-on-move", "count", 2).is_empty());
}

#[test]
fn plurals_follow_the_language() {
    let games = |lang: Lang, count: i32| lang.t1("games-on-move", "count", count);
    assert_eq!(games(Lang::En, 1), "1 game waits for your move");
    assert_eq!(games(Lang::En, 3), "3 games wait for your move");
    assert_eq!(games(Lang::De, 1), "1 Partie wartet auf deinen Zug");
    assert_eq!(games(Lang::De, 3), "3 Partien warten auf deinen Zug");
}

#[test]
fn codes_round_trip() {
    for lang in Lang::ALL {
        assert_eq!(Lang::parse(lang.code()), Some(lang));
        assert_eq!(Lang::try_from(lang.code().to_owned()), Ok(lang));
    }
    assert_eq!(Lang::parse("DE"), Some(Lang::De));
    assert_eq!(Lang::parse("ru"), Some(Lang::Ru));
    assert_eq!(Lang::parse("Da"), Some(Lang::Da));
    let names: Vec<_> = Lang::ALL.iter().map(|l| l.native_name()).collect();
    assert_eq!(names, ["English", "Deutsch", "Русский", "Dansk"]);
    assert_eq!(Lang::parse("fr"), None);
    assert_eq!(Lang::parse("de-DE"), None);
    assert!(Lang::try_from("xx".to_owned()).is_err());
}
