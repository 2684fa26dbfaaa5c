//! The map in docs/ARCHITECTURE.md holds for the code. The layer table there says which
//! top-level module of `src/` may import which; this test reads every reference from one
//! top-level module to another (`use crate::…` trees, `crate::` and `$crate::` paths,
//! `super::` chains that climb to the crate's root, exported macros called as
//! `crate::name!`) and fails on one the table does not allow, unless it is a known
//! exception listed in [`EXCEPTIONS`]. A listed exception that no longer occurs fails the
//! test as well, so the list only shrinks. The pure modules (below) do no I/O, and the
//! relative links of the docs (and `docs/…md#…` mentions in the code) resolve.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::support::tree::{files, root};

/// Today's references that break the table, file (under `src/`) → top-level module.
/// Each is a known debt named in issue 29; remove a line when its cause is gone.
const EXCEPTIONS: &[(&str, &str)] = &[
    // Only the cache's unit tests: they build their game rows with the rows the
    // service's decisions' tests start from (`service::test_games`, test code only).
    ("cache/game_views.rs", "service"),
];

/// Pure parts of `service/` (each a file and, for its tests, a folder; a `::` path names
/// a pure module inside an impure folder): no `async`, no `.await`, and of `service/`'s
/// other modules only `error` and each other. docs/ARCHITECTURE.md names each as
/// `service::NAME`.
const PURE_SERVICE: &[&str] = &[
    "move_decision",
    "draw_decision",
    "challenge_terms",
    "conditional_lines",
    "time_control_input",
    // The UCI line protocol: builds commands and parses lines; `engine` does the I/O.
    "analysis::uci",
    // Not a decision: the game rows the decisions' unit tests start from.
    "test_games",
];

/// Today's imports of a pure service module from an impure one, file → module.
const PURE_EXCEPTIONS: &[(&str, &str)] = &[];

/// References between two modules of `service/` (`service/X.rs` or `service/X/`) that
/// close a cycle and are known, module → module, each with its reason; the list only
/// shrinks (a listed one that is gone fails the test). Empty: calls go one way, e.g. a
/// game's end is recorded by `games` and acted on by `after_game` above it.
const SERVICE_CYCLE_EXCEPTIONS: &[(&str, &str)] = &[];

/// A file's path under `src/`, with `/` between its parts.
fn relative(path: &Path) -> String {
    let rel = path.strip_prefix(root().join("src")).unwrap();
    rel.components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join("/")
}

/// The top-level modules: each file and folder of `src/` but the crate roots.
fn top_modules() -> BTreeSet<String> {
    std::fs::read_dir(root().join("src"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n != "lib.rs" && n != "main.rs")
        .map(|n| n.trim_end_matches(".rs").to_owned())
        .collect()
}

/// The module path of a file: `service/games.rs` is `[service, games]`, `web/mod.rs` `[web]`.
fn module_path(rel: &str) -> Vec<String> {
    let mut parts: Vec<String> = rel.split('/').map(str::to_owned).collect();
    let last = parts.pop().unwrap();
    if last != "mod.rs" {
        parts.push(last.trim_end_matches(".rs").to_owned());
    }
    parts
}

/// The code without comments, string and character literals (each becomes a space), so
/// that only real paths and braces remain.
fn code_only(src: &str) -> String {
    let s: Vec<char> = src.chars().collect();
    let (mut out, mut i) = (String::with_capacity(s.len()), 0);
    let at = |i: usize, t: &str| t.chars().enumerate().all(|(k, c)| s.get(i + k) == Some(&c));
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    while i < s.len() {
        let after_ident = i > 0 && ident(s[i - 1]);
        if at(i, "//") {
            while i < s.len() && s[i] != '\n' {
                i += 1;
            }
        } else if at(i, "/*") {
            let mut depth = 0;
            loop {
                if at(i, "/*") {
                    depth += 1;
                    i += 2;
                } else if at(i, "*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if !after_ident && (at(i, "r\"") || at(i, "r#") || at(i, "br\"") || at(i, "br#")) {
            let start = if s[i] == 'b' { i + 2 } else { i + 1 };
            let hashes = s[start..].iter().take_while(|c| **c == '#').count();
            if s.get(start + hashes) != Some(&'"') {
                out.push(s[i]);
                i += 1;
                continue;
            }
            let close: String = std::iter::once('"')
                .chain("#".repeat(hashes).chars())
                .collect();
            i = start + hashes + 1;
            while !at(i, &close) {
                i += 1;
            }
            i += close.len();
        } else if s[i] == '"' {
            i += 1;
            while s[i] != '"' {
                i += if s[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
        } else if s[i] == '\'' && s.get(i + 1) == Some(&'\\') {
            i += 2;
            while s[i] != '\'' {
                i += 1;
            }
            i += 1;
        } else if s[i] == '\'' && s.get(i + 2) == Some(&'\'') {
            i += 3;
        } else {
            out.push(s[i]);
            i += 1;
            continue;
        }
        out.push(' ');
    }
    out
}

/// Reads a path or use tree at `i` (after a `::`): every path it names, segment by segment.
fn tree(s: &[char], i: &mut usize) -> Vec<Vec<String>> {
    skip_space(s, i);
    if s.get(*i) == Some(&'{') {
        *i += 1;
        let mut paths = Vec::new();
        loop {
            skip_space(s, i);
            match s.get(*i) {
                Some('}') => {
                    *i += 1;
                    return paths;
                }
                Some(',') => *i += 1,
                Some(_) => {
                    let before = *i;
                    paths.extend(tree(s, i));
                    if *i == before {
                        *i += 1; // `as`, `*` or anything else that names nothing
                    }
                }
                None => return paths,
            }
        }
    }
    let word: String = s[*i..]
        .iter()
        .take_while(|c| c.is_alphanumeric() || **c == '_')
        .collect();
    if word.is_empty() {
        return Vec::new();
    }
    *i += word.chars().count();
    let mut j = *i;
    skip_space(s, &mut j);
    if s.get(j) == Some(&':') && s.get(j + 1) == Some(&':') {
        *i = j + 2;
        let rest = tree(s, i);
        if rest.is_empty() {
            return vec![vec![word]];
        }
        return rest
            .into_iter()
            .map(|p| [vec![word.clone()], p].concat())
            .collect();
    }
    vec![vec![word]]
}

fn skip_space(s: &[char], i: &mut usize) {
    while s.get(*i).is_some_and(|c| c.is_whitespace()) {
        *i += 1;
    }
}

/// Every absolute path (from the crate's root) a file's code names through `crate::`,
/// `$crate::` or a `super::` chain; `self` segments are dropped.
fn absolute_paths(rel: &str, code: &str) -> Vec<Vec<String>> {
    let s: Vec<char> = code.chars().collect();
    let own = module_path(rel);
    let (mut paths, mut inline, mut depth, mut pending_mod) = (Vec::new(), Vec::new(), 0, false);
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c == '{' {
            depth += 1;
            if std::mem::take(&mut pending_mod) {
                inline.push(depth);
            }
        } else if c == '}' {
            if inline.last() == Some(&depth) {
                inline.pop();
            }
            depth -= 1;
        } else if c == ';' {
            pending_mod = false;
        }
        let starts = (c.is_alphabetic() || c == '_') && (i == 0 || !is_ident(s[i - 1]));
        if !starts {
            i += 1;
            continue;
        }
        let word: String = s[i..].iter().take_while(|c| is_ident(**c)).collect();
        let mut j = i + word.chars().count();
        pending_mod |= word == "mod";
        let base = match word.as_str() {
            "crate" => Some(Vec::new()),
            "super" => {
                let mut ups = 1;
                while s[j..].starts_with(&[':', ':', 's', 'u', 'p', 'e', 'r']) {
                    ups += 1;
                    j += 7;
                }
                let here = own.len() + inline.len();
                (ups <= here).then(|| own[..(here - ups).min(own.len())].to_vec())
            }
            _ => None,
        };
        if let Some(base) = base.filter(|_| s[j..].starts_with(&[':', ':'])) {
            j += 2;
            for p in tree(&s, &mut j) {
                let p = p.into_iter().filter(|seg| seg != "self");
                paths.push(base.iter().cloned().chain(p).collect());
            }
        }
        i = j.max(i + 1);
    }
    paths
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Macros exported at the crate's root (`#[macro_export]`), by name → their module.
fn exported_macros(sources: &[(String, String)]) -> BTreeMap<String, String> {
    let mut found = BTreeMap::new();
    for (rel, code) in sources {
        let mut rest = code.as_str();
        while let Some(k) = rest.find("#[macro_export]") {
            rest = &rest[k + "#[macro_export]".len()..];
            let after = rest
                .trim_start()
                .strip_prefix("macro_rules!")
                .map(str::trim_start);
            if let Some(name) = after.map(|a| a.split(|c: char| !is_ident(c)).next().unwrap()) {
                found.insert(name.to_owned(), module_path(rel)[0].clone());
            }
        }
    }
    found
}

/// Every `.rs` file under `src/` (but the crate roots), with its code only.
fn sources() -> Vec<(String, String)> {
    files(&root().join("src"), ".rs")
        .into_iter()
        .map(|p| {
            (
                relative(&p),
                code_only(&std::fs::read_to_string(&p).unwrap()),
            )
        })
        .filter(|(rel, _)| rel != "lib.rs" && rel != "main.rs")
        .collect()
}

/// The layer table of docs/ARCHITECTURE.md: module → the modules it may import. Its
/// header is `| module | may import | why |`; the second cell lists modules in
/// backticks, or says `nothing`.
fn layer_table(top: &BTreeSet<String>) -> BTreeMap<String, BTreeSet<String>> {
    let doc = std::fs::read_to_string(root().join("docs/ARCHITECTURE.md")).unwrap();
    let mut lines = doc
        .lines()
        .skip_while(|l| !l.starts_with("| module | may import |"));
    assert!(
        lines.next().is_some(),
        "docs/ARCHITECTURE.md has no layer table"
    );
    let mut table = BTreeMap::new();
    for line in lines.skip(1).take_while(|l| l.starts_with('|')) {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let module = cells[1].trim_matches('`').trim_end_matches('/').to_owned();
        let allowed: BTreeSet<String> = cells[2]
            .split('`')
            .skip(1)
            .step_by(2)
            .map(|m| m.trim_end_matches('/').to_owned())
            .collect();
        assert!(
            top.contains(&module),
            "the layer table names `{module}`, no module of src/"
        );
        for m in &allowed {
            assert!(
                top.contains(m),
                "the layer table lets `{module}` import `{m}`, no module"
            );
        }
        assert!(
            !allowed.is_empty() || cells[2] == "nothing",
            "`{module}`: say `nothing` or name modules in backticks"
        );
        assert!(
            table.insert(module.clone(), allowed).is_none(),
            "`{module}` twice"
        );
    }
    let missing: Vec<_> = top.iter().filter(|m| !table.contains_key(*m)).collect();
    assert!(
        missing.is_empty(),
        "the layer table lacks a row for {missing:?}"
    );
    table
}

/// Every (file, top-level module) reference from a file to another module.
fn cross_references(top: &BTreeSet<String>) -> BTreeSet<(String, String)> {
    let sources = sources();
    let macros = exported_macros(&sources);
    let mut refs = BTreeSet::new();
    for (rel, code) in &sources {
        let own = &module_path(rel)[0];
        for path in absolute_paths(rel, code) {
            let Some(head) = path.first() else { continue };
            let target = macros.get(head).unwrap_or(head);
            assert!(
                top.contains(target),
                "{rel} names crate::{head}, which is no module of src/"
            );
            if target != own {
                refs.insert((rel.clone(), target.clone()));
            }
        }
    }
    refs
}

/// A cycle in the allowed imports, if the table has one.
fn cycle(table: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        m: &str,
        table: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(k) = path.iter().position(|p| p == m) {
            return Some([&path[k..], &[m.to_owned()]].concat());
        }
        if !done.insert(m.to_owned()) {
            return None;
        }
        path.push(m.to_owned());
        for next in &table[m] {
            if let Some(c) = visit(next, table, path, done) {
                return Some(c);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    table
        .keys()
        .find_map(|m| visit(m, table, &mut Vec::new(), &mut done))
}

#[test]
fn imports_follow_the_layer_table() {
    let top = top_modules();
    let table = layer_table(&top);
    assert_eq!(cycle(&table), None, "the layer table allows a cycle");
    let refs = cross_references(&top);
    let allowed = |(file, target): &(String, String)| table[&module_path(file)[0]].contains(target);
    let listed: BTreeSet<(String, String)> = EXCEPTIONS
        .iter()
        .map(|(f, t)| (f.to_string(), t.to_string()))
        .collect();
    let new: Vec<_> = refs
        .iter()
        .filter(|r| !allowed(r) && !listed.contains(*r))
        .collect();
    assert!(
        new.is_empty(),
        "imports the layer table in docs/ARCHITECTURE.md does not allow (file → module): \
         {new:?}; import through an allowed layer, or change the table first"
    );
    let gone: Vec<_> = listed
        .iter()
        .filter(|e| !refs.contains(*e) || allowed(e))
        .collect();
    assert!(
        gone.is_empty(),
        "known exceptions that no longer break the table: {gone:?}; take them out of \
         EXCEPTIONS in tests/it/layers.rs"
    );
}

/// Which module of `service/` names which other: `service/X.rs` and every file under
/// `service/X/` are module `X`; a path to an item of `service/mod.rs` (`Context`,
/// `ServiceError`) names no module.
fn service_graph() -> BTreeMap<String, BTreeSet<String>> {
    let modules: BTreeSet<String> = std::fs::read_dir(root().join("src/service"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n != "mod.rs")
        .map(|n| n.trim_end_matches(".rs").to_owned())
        .collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = modules
        .iter()
        .map(|m| (m.clone(), BTreeSet::new()))
        .collect();
    for (rel, code) in sources() {
        let own = module_path(&rel);
        if own.len() < 2 || own[0] != "service" {
            continue;
        }
        for path in absolute_paths(&rel, &code) {
            if path.len() >= 2
                && path[0] == "service"
                && path[1] != own[1]
                && modules.contains(&path[1])
            {
                graph.get_mut(&own[1]).unwrap().insert(path[1].clone());
            }
        }
    }
    graph
}

#[test]
fn service_modules_call_one_way() {
    let mut graph = service_graph();
    for (from, to) in SERVICE_CYCLE_EXCEPTIONS {
        assert!(
            graph.get_mut(*from).is_some_and(|n| n.remove(*to)),
            "`service::{from}` no longer names `service::{to}`: take it out of \
             SERVICE_CYCLE_EXCEPTIONS in tests/it/layers.rs"
        );
    }
    assert_eq!(
        cycle(&graph),
        None,
        "modules of service/ that call each other back (a cycle); let the lower one \
         record what happened (`Tx::record`) and the higher one act on it"
    );
    // The parser sees the references this test is about.
    assert!(graph["after_game"].contains("games"));
    assert!(graph["after_game"].contains("tournaments"));
    assert!(graph["play"].contains("after_game"));
}

/// The first I/O word in a pure file's code, if any. `domain/` may name `sqlx`: its
/// types say how they are stored, which is no I/O; a pure service module may not.
fn io_word(code: &str, sqlx: bool) -> Option<&'static str> {
    let io = ["async", ".await", "tokio", "PgPool", "PgConnection", "sqlx"];
    let io = if sqlx { &io[..] } else { &io[..5] };
    let mut words = code.split(|c: char| !is_ident(c) && c != '.');
    words.find_map(|w| {
        let hit = |io: &&&str| w == **io || (**io == ".await" && w.ends_with(".await"));
        io.iter().find(hit).copied()
    })
}

/// Whether the module path under `service/` (without `service`) is in or under an entry
/// of [`PURE_SERVICE`].
fn pure_service_path(path: &[String]) -> bool {
    PURE_SERVICE.iter().any(|name| {
        let segments: Vec<&str> = name.split("::").collect();
        path.len() >= segments.len() && path.iter().zip(&segments).all(|(p, s)| p == s)
    })
}

#[test]
fn pure_modules_do_no_io() {
    let doc = std::fs::read_to_string(root().join("docs/ARCHITECTURE.md")).unwrap();
    let service: BTreeSet<String> = std::fs::read_dir(root().join("src/service"))
        .unwrap()
        .map(|e| {
            e.unwrap()
                .file_name()
                .to_string_lossy()
                .trim_end_matches(".rs")
                .to_owned()
        })
        .collect();
    let mut found = BTreeSet::new();
    for (rel, code) in sources() {
        let path = module_path(&rel);
        let pure_service = path[0] == "service" && pure_service_path(&path[1..]);
        if !(pure_service || path[0] == "chess" || path[0] == "domain") {
            continue;
        }
        if let Some(word) = io_word(&code, pure_service) {
            found.insert((rel.clone(), word.to_owned()));
        }
        for p in absolute_paths(&rel, &code)
            .into_iter()
            .filter(|p| p.len() > 1)
        {
            let sibling = &p[1];
            let impure = !pure_service_path(&p[1..]) && sibling != "error";
            if pure_service && p[0] == "service" && service.contains(sibling) && impure {
                found.insert((rel.clone(), sibling.clone()));
            }
        }
    }
    for name in PURE_SERVICE {
        assert!(
            doc.contains(&format!("service::{name}`")),
            "ARCHITECTURE.md: service::{name}"
        );
    }
    let listed: BTreeSet<(String, String)> = PURE_EXCEPTIONS
        .iter()
        .map(|(f, t)| (f.to_string(), t.to_string()))
        .collect();
    let new: Vec<_> = found.difference(&listed).collect();
    assert!(
        new.is_empty(),
        "I/O in pure modules (file → word or module): {new:?}"
    );
    let gone: Vec<_> = listed.difference(&found).collect();
    assert!(
        gone.is_empty(),
        "take {gone:?} out of PURE_EXCEPTIONS in tests/it/layers.rs"
    );
}

/// GitHub's anchor for a heading: lower case, punctuation but `-` and `_` dropped,
/// spaces as `-`.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a Markdown file's headings (outside code blocks).
fn anchors(path: &Path) -> BTreeSet<String> {
    let text = std::fs::read_to_string(path).unwrap();
    let mut fenced = false;
    let mut found = BTreeSet::new();
    for line in text.lines() {
        fenced ^= line.starts_with("```");
        if !fenced && line.starts_with('#') {
            found.insert(slug(line.trim_start_matches('#')));
        }
    }
    found
}

/// Whether `target` (a path, maybe with `#anchor`, relative to `dir`) names a file
/// that exists and, for Markdown, a heading it has.
fn resolves(dir: &Path, target: &str, from: &Path) -> bool {
    let (file, anchor) = target.split_once('#').unwrap_or((target, ""));
    let path = if file.is_empty() {
        from.to_path_buf()
    } else {
        dir.join(file)
    };
    if !path.exists() {
        return false;
    }
    anchor.is_empty()
        || !file.is_empty() && !file.ends_with(".md")
        || anchors(&path).contains(anchor)
}

/// The relative targets of a Markdown file's `[text](target)` links.
fn link_targets(text: &str) -> Vec<String> {
    text.split("](")
        .skip(1)
        .filter_map(|rest| rest.split_once(')').map(|(t, _)| t.to_owned()))
        .filter(|t| !t.contains("://") && !t.starts_with("mailto:") && !t.contains(' '))
        .collect()
}

/// Files another branch adds (issue 29): links to them may wait until it is merged.
/// The test fails once one exists, so the entry goes.
const AWAITED: &[&str] = &[];

#[test]
fn doc_links_resolve() {
    let root = root();
    for file in AWAITED {
        assert!(
            !root.join(file).exists(),
            "{file} exists: take it out of AWAITED"
        );
    }
    let mut docs = vec![root.join("README.md")];
    docs.extend(files(&root.join("docs"), ".md"));
    let mut broken = Vec::new();
    for doc in &docs {
        let text = std::fs::read_to_string(doc).unwrap();
        for target in link_targets(&text) {
            let dir = doc.parent().unwrap();
            let awaited = AWAITED.iter().any(|a| dir.join(&target) == root.join(a));
            if !awaited && !resolves(dir, &target, doc) {
                broken.push(format!("{}: {target}", doc.display()));
            }
        }
    }
    for file in files(&root.join("src"), ".rs")
        .into_iter()
        .chain(files(&root.join("tests"), ".rs"))
    {
        let text = std::fs::read_to_string(&file).unwrap();
        for (k, _) in text.match_indices("docs/") {
            let mention: String = text[k..]
                .chars()
                .take_while(|c| is_ident(*c) || "/.#-".contains(*c))
                .collect();
            let mention = mention.trim_end_matches('.');
            let awaited = AWAITED.contains(&mention);
            if mention.contains(".md") && !awaited && !resolves(&root, mention, &file) {
                broken.push(format!("{}: {mention}", file.display()));
            }
        }
    }
    assert!(broken.is_empty(), "links that lead nowhere: {broken:#?}");
}

/// A move's walk (`service::play` and its pure decision) enters `store/games.rs` only to
/// read (the locked game with what the move needs) and to write (the move and its
/// message): the rules of whose move, bank, opponent and block live in
/// `domain::seats`, not in the rows, which only decode.
#[test]
fn a_move_enters_the_game_store_to_read_and_to_write() {
    let mut calls = BTreeSet::new();
    for file in ["service/play.rs", "service/move_decision.rs"] {
        let code = code_only(&std::fs::read_to_string(root().join("src").join(file)).unwrap());
        let mut rest = code.as_str();
        while let Some(k) = rest.find("store::games::") {
            rest = &rest[k + "store::games::".len()..];
            let name: String = rest.chars().take_while(|c| is_ident(*c)).collect();
            // A function call, not a row type named in a signature.
            if name.starts_with(|c: char| c.is_lowercase()) {
                calls.insert(name);
            }
        }
    }
    let expected: BTreeSet<String> = ["lock_with_contacts", "write_move"]
        .into_iter()
        .map(String::from)
        .collect();
    assert_eq!(calls, expected, "the calls of a move into store/games.rs");
    let rows = code_only(&std::fs::read_to_string(root().join("src/store/games.rs")).unwrap());
    for rule in [
        "bank_of",
        "moves_made_by",
        "opponent_of",
        "opponent_blocks",
        "player_on_move",
    ] {
        assert!(
            !rows.contains(&format!("fn {rule}(")),
            "store/games.rs decides `{rule}`: it belongs in domain::seats"
        );
    }
}
