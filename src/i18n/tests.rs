//! The catalogs agree: every file parses, no id is defined twice, both languages have
//! the same ids, and every id the sources use (`.t("…")`, `.t1("…"`, `.t2("…"`,
//! `msg!("…")`, `Words::new("…")` and `conflict("…")` in `src/` and `templates/`) exists
//! in every language's catalog, so no page shows a raw id or falls back to English.

use std::collections::BTreeSet;
use std::path::Path;

use fluent_bundle::FluentResource;

use super::{Lang, catalog};

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

#[test]
fn both_catalogs_have_the_same_ids() {
    let [(en_code, en), (de_code, de)] = catalog::SOURCES;
    let en = ids_of(en_code, &en);
    let de = ids_of(de_code, &de);
    let only_en: Vec<_> = en.difference(&de).collect();
    let only_de: Vec<_> = de.difference(&en).collect();
    assert!(only_en.is_empty(), "missing in locales/de: {only_en:?}");
    assert!(only_de.is_empty(), "missing in locales/en: {only_de:?}");
    assert!(en.len() > 50, "{} ids", en.len());
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

#[test]
fn every_id_the_sources_use_exists_in_both_catalogs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut paths = Vec::new();
    files(&root.join("src"), &["rs"], &mut paths);
    files(&root.join("templates"), &["html", "txt", "ics"], &mut paths);
    let catalogs: Vec<_> = catalog::SOURCES
        .iter()
        .map(|(code, files)| (*code, ids_of(code, files)))
        .collect();
    let mut missing = Vec::new();
    let mut seen = 0;
    for path in paths {
        if path.ends_with("i18n/tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for id in used_ids(&text) {
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
    assert_eq!(Lang::parse("fr"), None);
    assert_eq!(Lang::parse("de-DE"), None);
    assert!(Lang::try_from("xx".to_owned()).is_err());
}
