//! The docs name only what exists: every backticked module path (`service::games`,
//! `crate::web::confirm`, `games::conclude`), `src/` or `tests/` file, environment
//! variable and route in README.md and docs/ names something in the code; every
//! environment variable the code reads and every route it serves is named in the docs.
//! A rename in the code without the docs fails here.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::support::tree::{files, root};

/// README.md and every page under docs/, with their text.
fn docs() -> Vec<(String, String)> {
    let mut paths = vec![root().join("README.md")];
    paths.extend(files(&root().join("docs"), ".md"));
    paths
        .into_iter()
        .map(|p| {
            let name = p.strip_prefix(root()).unwrap().display().to_string();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect()
}

/// The backticked spans of a Markdown text outside fenced code blocks (a span may go on
/// over a line break, as in Markdown; the break reads as a space).
fn spans(text: &str) -> Vec<String> {
    let mut prose = String::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            prose.push_str(line);
            prose.push('\n');
        }
    }
    prose
        .split('`')
        .skip(1)
        .step_by(2)
        .map(|s| s.replace('\n', " ").trim().to_owned())
        .collect()
}

/// The code of every `.rs` file under `src/` and `tests/`, joined.
fn all_code() -> String {
    let mut code = String::new();
    for dir in ["src", "tests", "benches"] {
        for file in files(&root().join(dir), ".rs") {
            code.push_str(&std::fs::read_to_string(file).unwrap());
            code.push('\n');
        }
    }
    code
}

/// The file of module `parts` under `base` (`a/b.rs` or `a/b/mod.rs`; `lib.rs` for none).
fn module_file(base: &Path, parts: &[&str]) -> Option<PathBuf> {
    if parts.is_empty() {
        return Some(base.join("lib.rs")).filter(|p| p.exists());
    }
    let joined = parts.join("/");
    [format!("{joined}.rs"), format!("{joined}/mod.rs")]
        .into_iter()
        .map(|f| base.join(f))
        .find(|p| p.exists())
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Whether `text` has `word` as a whole word.
fn has_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(k, _)| {
        let before = text[..k].chars().next_back();
        let after = text[k + word.len()..].chars().next();
        !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
    })
}

/// Whether a module file declares `name` (an item, or a `use` that brings it in).
fn declares(text: &str, name: &str) -> bool {
    let kinds = [
        "fn", "struct", "enum", "trait", "type", "const", "static", "mod",
    ];
    kinds.iter().any(|k| has_word(text, &format!("{k} {name}")))
        || has_word(text, &format!("macro_rules! {name}"))
        || text
            .split("use ")
            .skip(1)
            .any(|u| has_word(u.split(';').next().unwrap_or(""), name))
}

/// Whether the path `segments` from module `base` names something: its modules exist,
/// the first other segment is declared in the last module, and what follows (a method,
/// a variant, a field) is a word of the code.
fn resolves_from(base: &Path, prefix: &[&str], segments: &[&str], code: &str) -> bool {
    let mut parts: Vec<&str> = prefix.to_vec();
    let mut rest = segments;
    while let Some((first, tail)) = rest.split_first() {
        parts.push(first);
        if module_file(base, &parts).is_none() {
            parts.pop();
            break;
        }
        rest = tail;
    }
    let Some((item, members)) = rest.split_first() else {
        return true;
    };
    let Some(file) = module_file(base, &parts) else {
        return false;
    };
    declares(&std::fs::read_to_string(file).unwrap(), item)
        && members.iter().all(|m| has_word(code, m))
}

/// A span that reads as a Rust path of two or more segments (`a::b`, `a::b()`, `a::b!`).
fn rust_path(span: &str) -> Option<Vec<&str>> {
    let path = span.strip_prefix("crate::").unwrap_or(span);
    let path = path.trim_end_matches("()").trim_end_matches('!');
    let segments: Vec<&str> = path.split("::").collect();
    let first_lower = segments[0].starts_with(|c: char| c.is_ascii_lowercase());
    let idents = segments
        .iter()
        .all(|s| !s.is_empty() && s.chars().all(is_ident));
    (segments.len() >= 2 && first_lower && idents).then_some(segments)
}

/// Every module folder or file name under `base`, with the module path that leads to it
/// (`games` → `[service]`, `[store]`, `[domain]`).
fn module_homes(base: &Path) -> Vec<(String, Vec<String>)> {
    files(base, ".rs")
        .into_iter()
        .filter_map(|p| {
            let rel = p.strip_prefix(base).unwrap().with_extension("");
            let mut parts: Vec<String> = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if parts.last().is_some_and(|l| l == "mod") {
                parts.pop();
            }
            let name = parts.pop()?;
            Some((name, parts))
        })
        .collect()
}

/// The module paths the docs name that lead nowhere. A path starting at a module of
/// `src/` (`service::games::conclude`, or with `crate::`) resolves from there; one
/// starting at a nested module (`games::conclude`) or a test module (`input::…`)
/// resolves from any module of that name.
fn broken_paths() -> Vec<String> {
    let code = all_code();
    let (src, it) = (root().join("src"), root().join("tests/it"));
    let homes: Vec<(PathBuf, String, Vec<String>)> = module_homes(&src)
        .into_iter()
        .map(|(n, p)| (src.clone(), n, p))
        .chain(
            module_homes(&it)
                .into_iter()
                .map(|(n, p)| (it.clone(), n, p)),
        )
        .collect();
    let mut broken = Vec::new();
    for (doc, text) in docs() {
        for span in spans(&text) {
            let Some(segments) = rust_path(&span) else {
                continue;
            };
            let rooted = module_file(&src, &segments[..1]).is_some();
            let mut starts = homes.iter().filter(|(_, n, _)| n == segments[0]).peekable();
            if !rooted && starts.peek().is_none() {
                continue; // a path of a library (`sqlx::query`), or no path at all
            }
            let found = if rooted {
                resolves_from(&src, &[], &segments, &code)
            } else {
                starts.any(|(base, _, prefix)| {
                    let prefix: Vec<&str> = prefix.iter().map(String::as_str).collect();
                    resolves_from(base, &prefix, &segments, &code)
                })
            };
            if !found {
                broken.push(format!("{doc}: `{span}`"));
            }
        }
    }
    broken
}

#[test]
fn every_module_path_the_docs_name_exists() {
    let broken = broken_paths();
    assert!(broken.is_empty(), "paths the code lacks: {broken:#?}");
}

#[test]
fn the_path_check_sees_a_rename() {
    let code = all_code();
    let src = root().join("src");
    assert!(resolves_from(
        &src,
        &[],
        &["service", "games", "conclude"],
        &code
    ));
    assert!(!resolves_from(
        &src,
        &[],
        &["service", "games", "conclude_game"],
        &code
    ));
    assert!(!resolves_from(&src, &[], &["web", "error_words"], &code));
    assert!(resolves_from(
        &src,
        &["service"],
        &["after_game", "settle"],
        &code
    ));
}

#[test]
fn every_file_the_docs_name_exists() {
    let mut missing = Vec::new();
    for (doc, text) in docs() {
        for span in spans(&text) {
            let named = [
                "src/",
                "tests/",
                "benches/",
                "migrations/",
                "templates/",
                "tools/",
            ];
            if !named.iter().any(|p| span.starts_with(p)) || span.contains(['*', ' ', '{']) {
                continue;
            }
            let file = span.split([':', '#']).next().unwrap();
            if !root().join(file).exists() {
                missing.push(format!("{doc}: `{span}`"));
            }
        }
    }
    assert!(missing.is_empty(), "files that do not exist: {missing:#?}");
}

/// Names the docs write like variables that the code does not read itself: read by a
/// library or the system (each with who reads it), or no variable at all.
const READ_ELSEWHERE: &[(&str, &str)] = &[
    (
        "EX_TEMPFAIL",
        "no variable: sysexits.h's name of exit code 75 (docs/MAIL.md)",
    ),
    (
        "RUST_LOG",
        "tracing-subscriber's EnvFilter::try_from_default_env",
    ),
    ("SQLX_OFFLINE", "sqlx's macros at build time"),
    (
        "O_NOFOLLOW",
        "no variable: open(2)'s flag, which `backup` opens its file with (docs/OPERATIONS.md)",
    ),
    (
        "MALLOC_ARENA_MAX",
        "glibc's allocator, in a benchmark's comparison",
    ),
    (
        "MALLOC_MMAP_THRESHOLD_",
        "glibc's allocator, in a benchmark's comparison",
    ),
    ("MIMALLOC_ARENA_EAGER_COMMIT", "mimalloc"),
];

/// Variables the code reads that are no setting of corrchess: the system's (cargo's,
/// `CARGO…`, are left out as well).
const NOT_SETTINGS: &[&str] = &["PATH", "USER"];

/// The environment variables the code reads: clap's `env = "…"` and `env::var("…")`,
/// `var_os`, `env!`, `option_env!`.
fn variables_read(code: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let markers = [
        "env = \"",
        "env::var(\"",
        "env::var_os(\"",
        "env!(\"",
        "option_env!(\"",
        "var_os(\"",
    ];
    for marker in markers {
        for (k, _) in code.match_indices(marker) {
            let name: String = code[k + marker.len()..]
                .chars()
                .take_while(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || *c == '_')
                .collect();
            if !name.is_empty() && !name.starts_with("CARGO") {
                found.insert(name);
            }
        }
    }
    found
}

/// A backticked span that reads as an environment variable: capitals, digits and at
/// least one `_`, maybe with `=value` (`TRUST_PROXY=maybe`).
fn variable_named(span: &str) -> Option<&str> {
    let name = span.split('=').next().unwrap();
    let shape = name.starts_with(|c: char| c.is_ascii_uppercase())
        && name.contains('_')
        && name
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_');
    shape.then_some(name)
}

#[test]
fn environment_variables_in_the_docs_and_the_code_match() {
    let code = all_code();
    let read = variables_read(&code);
    let mut named = BTreeSet::new();
    let mut unknown = Vec::new();
    for (doc, text) in docs() {
        for span in spans(&text) {
            // Any name in capitals counts as named (`CACHES`); only one with a `_` must
            // be read by the code (`GET` or `UTC` is no variable).
            let word = span.split('=').next().unwrap();
            let capitals = |c: char| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_';
            if !word.is_empty() && word.chars().all(capitals) {
                named.insert(word.to_owned());
            }
            let Some(name) = variable_named(&span) else {
                continue;
            };
            // A constant's name (`MAX_MESSAGE_CHARS`) names code too.
            let constant = ["const ", "static "]
                .iter()
                .any(|k| has_word(&code, &format!("{k}{name}")));
            let elsewhere = READ_ELSEWHERE.iter().any(|(v, _)| *v == name);
            if !read.contains(name) && !constant && !elsewhere {
                unknown.push(format!("{doc}: `{name}`"));
            }
        }
    }
    assert!(
        unknown.is_empty(),
        "variables the docs name that nothing reads: {unknown:#?}"
    );
    let undocumented: Vec<_> = read
        .iter()
        .filter(|v| !named.contains(*v) && !NOT_SETTINGS.contains(&v.as_str()))
        .collect();
    assert!(
        undocumented.is_empty(),
        "variables the code reads that no doc names: {undocumented:?}"
    );
    assert!(read.contains("DATABASE_URL") && read.contains("TEST_LOG"));
}

/// A route with every `{parameter}` (and what follows it in its segment) as `{}`.
fn route_shape(route: &str) -> String {
    let shaped: Vec<String> = route
        .split('/')
        .map(|seg| {
            if seg.contains('{') {
                "{}".to_owned()
            } else {
                seg.to_owned()
            }
        })
        .collect();
    let joined = shaped.join("/");
    let trimmed = joined.trim_end_matches('/');
    if trimmed.is_empty() {
        "/".into()
    } else {
        trimmed.into()
    }
}

/// The string literals that open each call `name(` in `text` (blanks before them
/// skipped: a long call breaks its line).
fn literals_after<'a>(text: &'a str, name: &str) -> Vec<&'a str> {
    text.match_indices(name)
        .filter_map(|(k, _)| {
            let rest = text[k + name.len()..].trim_start().strip_prefix('"')?;
            Some(&rest[..rest.find('"')?])
        })
        .collect()
}

/// Every route the web layer serves, as the full paths it may have: a file that opens
/// scopes (`/api`, then `/v1` inside) serves a route inside one of them or beside them
/// (`/api` itself). Read from
/// `.route("…"`, `resource("…"` and Xfcc's `PATHS`.
fn served_routes() -> Vec<BTreeSet<String>> {
    let mut routes = Vec::new();
    for file in files(&root().join("src/web"), ".rs") {
        let text = std::fs::read_to_string(file).unwrap();
        // A route of a file that opens scopes is in one of them, or beside them.
        let mut prefixes = vec![String::new()];
        for scope in literals_after(&text, "scope(") {
            let outer = prefixes.last().cloned().unwrap_or_default();
            prefixes.push(format!("{outer}{scope}"));
        }
        let mut paths = literals_after(&text, ".route(");
        paths.extend(literals_after(&text, "resource("));
        if let Some(k) = text.find("pub const PATHS") {
            let line = text[k..].lines().next().unwrap();
            paths.extend(line.split('"').skip(1).step_by(2));
        }
        for path in paths.into_iter().filter(|p| p.starts_with('/')) {
            let full = prefixes.iter().map(|p| route_shape(&format!("{p}{path}")));
            routes.push(full.collect());
        }
    }
    routes
}

/// The routes a line of the docs names: backticked spans starting with `/` (a method
/// before is dropped, a query after), a bare `/last` after a longer route being its
/// sibling (`/clubs/{slug}/close`, `/reopen`).
fn routes_in(line: &str) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    for span in line.split('`').skip(1).step_by(2) {
        let span = span.rsplit(' ').next().unwrap();
        let path = span.split('?').next().unwrap();
        if !path.starts_with('/') || path.contains('*') {
            continue;
        }
        let route = match found.last() {
            Some(prev) if path.matches('/').count() == 1 && prev.matches('/').count() > 1 => {
                format!("{}{path}", &prev[..prev.rfind('/').unwrap()])
            }
            _ => path.to_owned(),
        };
        found.push(route);
    }
    found
}

#[test]
fn routes_in_the_docs_and_the_code_match() {
    let served = served_routes();
    let mut named = BTreeSet::new();
    for (_, text) in docs() {
        for line in text.lines() {
            named.extend(routes_in(line).iter().map(|r| route_shape(r)));
        }
    }
    let undocumented: Vec<_> = served
        .iter()
        .filter(|full| full.is_disjoint(&named))
        .collect();
    assert!(
        undocumented.is_empty(),
        "routes the web layer serves that no doc names: {undocumented:#?}"
    );
    let served: BTreeSet<String> = served.iter().flatten().cloned().collect();
    // The route table's first column names routes the code serves.
    let table = std::fs::read_to_string(root().join("docs/ROUTES.md")).unwrap();
    let methods = ["GET", "POST", "PUT", "DELETE", "PATCH", "GET, POST"];
    let mut unserved = Vec::new();
    for line in table.lines() {
        let cells: Vec<&str> = line.split('|').collect();
        if cells.len() < 4 || !methods.contains(&cells[1].trim()) {
            continue;
        }
        for route in routes_in(cells[2]) {
            if !served.contains(&route_shape(&route)) {
                unserved.push(route);
            }
        }
    }
    assert!(
        unserved.is_empty(),
        "routes docs/ROUTES.md lists that the code does not serve: {unserved:#?}"
    );
    assert!(served.contains("/api/v1/games/{}/moves"), "{served:#?}");
    assert!(served.contains("/xfccbasic.asmx"));
}
