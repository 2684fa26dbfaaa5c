//! The compiled-in catalogs: one Fluent bundle per language from its `.ftl` files,
//! and the messages without variables formatted once into a map of `&'static str`.

use std::{collections::HashMap, sync::OnceLock};

use fluent_bundle::{FluentArgs, FluentResource, concurrent::FluentBundle};

/// The catalog files of one language, by area.
macro_rules! catalog_files {
    ($lang:literal) => {
        [
            include_str!(concat!("../../locales/", $lang, "/common.ftl")),
            include_str!(concat!("../../locales/", $lang, "/auth.ftl")),
            include_str!(concat!("../../locales/", $lang, "/game.ftl")),
            include_str!(concat!("../../locales/", $lang, "/challenges.ftl")),
            include_str!(concat!("../../locales/", $lang, "/tournaments.ftl")),
            include_str!(concat!("../../locales/", $lang, "/team_matches.ftl")),
            include_str!(concat!("../../locales/", $lang, "/positions.ftl")),
            include_str!(concat!("../../locales/", $lang, "/settings.ftl")),
            include_str!(concat!("../../locales/", $lang, "/errors.ftl")),
            include_str!(concat!("../../locales/", $lang, "/chess.ftl")),
            include_str!(concat!("../../locales/", $lang, "/mail.ftl")),
            include_str!(concat!("../../locales/", $lang, "/admin.ftl")),
            include_str!(concat!("../../locales/", $lang, "/stages.ftl")),
            include_str!(concat!("../../locales/", $lang, "/analysis.ftl")),
            include_str!(concat!("../../locales/", $lang, "/computer.ftl")),
            include_str!(concat!("../../locales/", $lang, "/replies.ftl")),
            include_str!(concat!("../../locales/", $lang, "/refusals.ftl")),
            include_str!(concat!("../../locales/", $lang, "/clubs.ftl")),
            include_str!(concat!("../../locales/", $lang, "/federation.ftl")),
            include_str!(concat!("../../locales/", $lang, "/federated_games.ftl")),
        ]
    };
}

/// The sources of each language, in [`super::Lang::index`] order.
pub(super) const SOURCES: [(&str, [&str; FILES]); LANGS] = [
    ("en", catalog_files!("en")),
    ("de", catalog_files!("de")),
    ("ru", catalog_files!("ru")),
    ("da", catalog_files!("da")),
];

/// How many languages the site has.
const LANGS: usize = super::Lang::ALL.len();

/// How many catalog files each language has.
const FILES: usize = catalog_files!("en").len();

/// One language's bundle and its messages without variables.
pub(super) struct Catalog {
    pub(super) bundle: FluentBundle<FluentResource>,
    pub(super) plain: HashMap<&'static str, &'static str>,
}

fn catalogs() -> &'static [Catalog; LANGS] {
    static CATALOGS: OnceLock<[Catalog; LANGS]> = OnceLock::new();
    CATALOGS.get_or_init(|| SOURCES.map(|(code, files)| build(code, &files)))
}

/// A bundle for the language `code`, its locale set so that plural selectors follow
/// the language's own rules (Russian `one`/`few`/`many`, Danish `one`/`other`).
pub(super) fn bundle(code: &str) -> FluentBundle<FluentResource> {
    let locale: unic_langid::LanguageIdentifier = code.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![locale]);
    bundle.set_use_isolating(false);
    bundle
}

/// Parses a language's files into one bundle (a syntax error or a duplicate id is a
/// bug the catalog test reports; here the rest of the catalog still loads).
fn build(code: &str, files: &[&'static str]) -> Catalog {
    let mut bundle = bundle(code);
    let mut ids = Vec::new();
    for source in files {
        let resource = FluentResource::try_new((*source).to_owned()).unwrap_or_else(|(r, _)| r);
        ids.extend(message_ids(&resource));
        let _ = bundle.add_resource(resource);
    }
    let mut plain = HashMap::with_capacity(ids.len());
    for id in ids {
        if let Some(text) = format_plain(&bundle, id) {
            plain.insert(id, &*Box::leak(text.into_boxed_str()));
        }
    }
    Catalog { bundle, plain }
}

/// The ids of a resource's messages (terms, which start with `-`, are left out).
pub(super) fn message_ids(resource: &FluentResource) -> Vec<&'static str> {
    let mut ids = Vec::new();
    for entry in resource.entries() {
        if let fluent_syntax::ast::Entry::Message(m) = entry {
            ids.push(&*Box::leak(m.id.name.to_owned().into_boxed_str()));
        }
    }
    ids
}

/// The message formatted without variables, when it needs none.
fn format_plain(bundle: &FluentBundle<FluentResource>, id: &str) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, None, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// Every message of language `index` without variables, by id.
pub(super) fn plain_messages(index: usize) -> &'static HashMap<&'static str, &'static str> {
    &catalogs()[index].plain
}

/// The message `id` of language `index` without variables.
pub(super) fn plain(index: usize, id: &str) -> Option<&'static str> {
    catalogs()[index].plain.get(id).copied()
}

/// The message `id` of language `index` with `args`; `None` when the language lacks it.
pub(super) fn format(index: usize, id: &str, args: &FluentArgs<'_>) -> Option<String> {
    let bundle = &catalogs()[index].bundle;
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, Some(args), &mut errors)
            .into_owned(),
    )
}
