//! Every page a visitor, a player, an organiser and an admin reach, walked in each of
//! the four languages (issue 36): a text node that is the English catalog's text of a
//! message the page's language words differently fails the walk (English left on a
//! translated page), whatever the number of words. Russian and Danish pass trivially
//! while their catalogs are copies of English; the check itself is shown to fail on a
//! German page with English on it.

use corrchess::i18n::{Lang, untranslated::english_left};
use reqwest::StatusCode;

use crate::api_tournaments::create_tournament;
use crate::moderation::user_id;
use crate::support::{Browser, TestApp, play::TwoPlayers};
use crate::xfcc::unescape;

/// The text nodes of an HTML page (scripts and styles left out), entities decoded.
fn text_nodes(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        out.push(unescape(&rest[..open]));
        let tag = &rest[open..];
        let skip_to = ["<script", "<style"]
            .iter()
            .find(|t| tag.starts_with(**t))
            .and_then(|t| tag.find(&format!("</{}", &t[1..])));
        let after = skip_to.unwrap_or(0);
        match tag[after..].find('>') {
            Some(close) => rest = &tag[after + close + 1..],
            None => return out,
        }
    }
    out.push(unescape(rest));
    out.retain(|t| !t.trim().is_empty());
    out
}

/// The English left on `page` (served at `path` in `lang`), as lines for a failure.
fn english_on(lang: Lang, path: &str, page: &str) -> Vec<String> {
    let nodes = text_nodes(page);
    english_left(lang, nodes.iter().map(String::as_str))
        .into_iter()
        .map(|(id, text)| format!("{lang} {path}: {text:?} (English of {id})"))
        .collect()
}

#[test]
fn the_check_finds_english_on_a_german_page() {
    let page = format!(
        "<html lang=\"de\"><nav><a href=\"/games\">{}</a> <a>{}</a></nav><script>var x = \"{}\";</script><p>alice</p></html>",
        Lang::De.t("nav-games"),
        Lang::En.t("nav-tournaments"),
        Lang::En.t("nav-games"),
    );
    let found = english_on(Lang::De, "/", &page);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("nav-tournaments"), "{found:?}");
    assert!(english_on(Lang::En, "/", &page).is_empty());
    assert_eq!(
        text_nodes("<p>a &amp; b</p><style>p{}</style>c"),
        ["a & b", "c"]
    );
}

/// Who walks which pages.
struct Walkers {
    player: Browser,
    organiser: Browser,
    admin: Browser,
    player_pages: Vec<String>,
    organiser_pages: Vec<String>,
    admin_pages: Vec<String>,
}

/// A site with a game under way, a tournament by an organiser and a report, and the
/// pages each role reaches.
async fn walkers(app: &TestApp) -> Walkers {
    let two = TwoPlayers::new(app, 518).await;
    two.play_all(&["e4", "e5", "Nf3"]).await;
    let (admin, admin_name) = app.verified_user("walk_admin").await;
    app.make_admin(&admin_name).await;
    let (organiser, organiser_name) = app.verified_user("walk_org").await;
    let org_id = user_id(app, &organiser_name).await;
    let res = admin
        .post_form(&format!("/admin/users/{org_id}/organizer"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let t = create_tournament(
        &organiser,
        &[
            ("name", "Walk"),
            ("format", "round_robin"),
            ("days_per_move", "3"),
            ("position_policy", "game"),
            ("min_players", "3"),
            ("max_players", "3"),
        ],
    )
    .await;
    let (w, b, g) = (&two.white_name, &two.black_name, two.game);
    let res = two
        .white
        .post_form(
            &format!("/players/{b}/report"),
            &[("reason", "abuse"), ("text", "rude")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let black_id = user_id(app, b).await;
    crate::support::clubs::found_club_with(app, &two.white, "walkers", false).await;
    crate::support::clubs::join_club(&two.black, "walkers").await;
    crate::support::clubs::found_club(app, &two.black, "rivals").await;
    let team_match = crate::team_matches::challenge(&two.white, "walkers", "rivals", &[]).await;
    let player_pages = [
        "/".to_owned(),
        "/games".into(),
        format!("/games/{g}"),
        format!("/games/{g}?ply=1"),
        "/challenges".into(),
        "/challenges/new".into(),
        "/settings".into(),
        "/settings/delete".into(),
        "/players".into(),
        format!("/players/{w}"),
        format!("/players/{b}/report"),
        "/tournaments".into(),
        format!("/tournaments/{t}"),
        "/positions".into(),
        "/positions?king=c".into(),
        "/positions/518".into(),
        "/positions/dice".into(),
        "/positions/dice?dark_bishop=1&light_bishop=2&queen=3&knight=4&second_knight=1".into(),
        "/rules".into(),
        "/api".into(),
        "/clubs".into(),
        "/clubs/new".into(),
        "/clubs/walkers".into(),
        "/clubs/walkers/matches/new".into(),
        format!("/matches/{team_match}"),
        "/positions/stats".into(),
        "/positions/stats?sort=games&rated=1".into(),
    ];
    Walkers {
        player: two.white,
        organiser,
        admin,
        player_pages: player_pages.into(),
        organiser_pages: vec![
            "/admin/tournaments/new".into(),
            format!("/admin/tournaments/{t}/edit"),
            format!("/tournaments/{t}"),
        ],
        admin_pages: vec![
            "/admin".into(),
            "/admin/users".into(),
            format!("/admin/users/{black_id}"),
            "/admin/reports".into(),
            "/admin/audit".into(),
        ],
    }
}

/// The English left on each of `paths` as `browser` sees them in `lang`.
async fn walk(browser: &Browser, lang: Lang, paths: &[String], found: &mut Vec<String>) {
    for path in paths {
        let page = browser.get(path).await;
        assert_eq!(page.status, StatusCode::OK, "{lang} {path}: {}", page.body);
        let html_lang = format!("<html lang=\"{}\">", lang.code());
        assert!(page.body.contains(&html_lang), "{lang} {path}");
        found.extend(english_on(lang, path, &page.body));
    }
}

#[tokio::test]
async fn every_page_reads_in_each_language_without_english_left() {
    let app = TestApp::spawn().await;
    let w = walkers(&app).await;
    let visitor_pages: Vec<String> = ["/", "/login", "/signup", "/password-reset", "/rules"]
        .map(String::from)
        .into();
    let mut found = Vec::new();
    for lang in Lang::ALL {
        for b in [&w.player, &w.organiser, &w.admin] {
            let res = b
                .post_form("/settings/language", &[("language", lang.code())])
                .await;
            assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
        }
        let visitor = Browser::with_accept_language(&app.address, lang.code());
        walk(&visitor, lang, &visitor_pages, &mut found).await;
        walk(&w.player, lang, &w.player_pages, &mut found).await;
        walk(&w.organiser, lang, &w.organiser_pages, &mut found).await;
        walk(&w.admin, lang, &w.admin_pages, &mut found).await;
    }
    assert!(found.is_empty(), "English left: {found:#?}");
}

/// The `content` of a page's `<meta name="description">`, entities decoded.
fn meta_description(page: &str) -> Option<String> {
    let at = page.find("<meta name=\"description\" content=\"")?;
    let rest = &page[at + "<meta name=\"description\" content=\"".len()..];
    Some(unescape(&rest[..rest.find('"')?]))
}

/// Each page has a `<meta name="description">` (search engines' snippet, Lighthouse's
/// SEO audit) in the page's language: its own for the home page, games, players,
/// tournaments and the rules, the site's elsewhere.
#[tokio::test]
async fn each_page_kind_has_a_description_in_its_language() {
    let app = TestApp::spawn().await;
    let two = TwoPlayers::new(&app, 518).await;
    app.make_admin(&two.white_name).await;
    let t = create_tournament(
        &two.white,
        &[
            ("name", "Described"),
            ("format", "round_robin"),
            ("days_per_move", "3"),
            ("position_policy", "game"),
            ("min_players", "3"),
            ("max_players", "3"),
        ],
    )
    .await;
    let (w, b, g) = (&two.white_name, &two.black_name, two.game);
    let plain = |id: &'static str| move |lang: Lang| lang.t(id).to_owned();
    type Expected = Box<dyn Fn(Lang) -> String>;
    let pages: Vec<(String, Expected)> = vec![
        ("/".into(), Box::new(plain("meta-description-home"))),
        ("/rules".into(), Box::new(plain("meta-description-rules"))),
        (
            "/tournaments".into(),
            Box::new(plain("meta-description-tournaments")),
        ),
        (
            format!("/tournaments/{t}"),
            Box::new(|lang: Lang| lang.t1("meta-description-tournament", "name", "Described")),
        ),
        (
            format!("/players/{w}"),
            Box::new({
                let w = w.clone();
                move |lang: Lang| lang.t1("meta-description-player", "name", w.as_str())
            }),
        ),
        (
            format!("/games/{g}"),
            Box::new({
                let (w, b) = (w.clone(), b.clone());
                move |lang: Lang| {
                    lang.t2(
                        "meta-description-game",
                        "white",
                        w.as_str(),
                        "black",
                        b.as_str(),
                    )
                }
            }),
        ),
        ("/settings".into(), Box::new(plain("meta-description-site"))),
        (
            "/positions".into(),
            Box::new(plain("meta-description-site")),
        ),
    ];
    for lang in [Lang::En, Lang::De, Lang::Ru, Lang::Da] {
        let res = two
            .white
            .post_form("/settings/language", &[("language", lang.code())])
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
        for (path, expected) in &pages {
            let page = two.white.get(path).await;
            assert_eq!(page.status, StatusCode::OK, "{lang} {path}");
            let found = meta_description(&page.body)
                .unwrap_or_else(|| panic!("{lang} {path}: no description"));
            let want = expected(lang);
            assert!(want.len() > 40, "{lang} {path}: {want}");
            assert_eq!(found, want, "{lang} {path}");
        }
    }
    assert_ne!(
        Lang::En.t("meta-description-home"),
        Lang::De.t("meta-description-home")
    );
}
