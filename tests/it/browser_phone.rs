//! Every page on a phone (390 × 844) in a real headless Chromium: no page is wider than
//! the phone, as a visitor, a player and an admin, and no button or field sits outside
//! the screen inside a box that scrolls sideways (the challenge list's Accept, Decline
//! and Withdraw). The challenge list's buttons on a phone and a desktop, the footer's
//! language choice at its natural width, and the board's coordinates at a readable size.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::{
    api_tournaments::create_tournament,
    moderation::{admin, user_id},
    support::{
        Browser, TestApp,
        chrome::{Chrome, Options, Viewport},
        play::{TwoPlayers, post_ok},
    },
};

/// Opens `url` until its page is German (a changed language setting reaches the
/// session cache through the database's notice).
pub(crate) async fn goto_german(chrome: &Chrome, url: &str) {
    goto_in(chrome, url, "de").await;
}

/// Opens `url` until the page is in the language `code` (the setting just changed, and
/// the session cache may answer with the old one for a moment).
pub(crate) async fn goto_in(chrome: &Chrome, url: &str, code: &str) {
    let turned = chrome
        .holds_within(std::time::Duration::from_secs(10), || async {
            chrome.goto(url).await;
            chrome
                .js("return document.documentElement.lang;", vec![])
                .await
                == json!(code)
        })
        .await;
    assert!(turned, "{url} never turned to {code}");
}

/// The phone's width in CSS pixels.
const PHONE_WIDTH: i64 = 390;

/// What the site holds when the pages are walked: a game with moves and a message, a
/// tournament with games (one finished), challenges to, from and open to the player,
/// a report for the admins.
pub(crate) struct Site {
    pub(crate) p: TwoPlayers,
    pub(crate) admin: Browser,
    pub(crate) third_name: String,
    pub(crate) tournament: i64,
    pub(crate) open_tournament: i64,
    /// A club by request founded by White, Black a member, the third player asking.
    pub(crate) club: String,
    /// A running team match, White's club against the third player's (with the
    /// admin): two boards, four games.
    pub(crate) team_match: i64,
}

impl Site {
    pub(crate) async fn new(app: &TestApp) -> Site {
        let p = TwoPlayers::new(app, 534).await;
        p.play_all(&["e4", "e5", "Nf3"]).await;
        post_ok(
            &p.white,
            &format!("/games/{}/messages", p.game),
            &[(
                "message",
                "Good luck, and a long word: Donaudampfschifffahrtsgesellschaft",
            )],
        )
        .await;
        let (admin, _) = admin(app).await;
        let (third, third_name) = app.verified_user("third").await;
        let tournament = started_tournament(&admin, [&p.white, &p.black, &third]).await;
        let open_tournament = create_tournament(&admin, &tournament_fields("Open Cup")).await;
        challenges(&p, &third, &third_name).await;
        post_ok(
            &p.white,
            &format!("/players/{}/report", p.black_name),
            &[
                ("reason", "other"),
                ("text", "A report for the admins' list."),
            ],
        )
        .await;
        let club = "phone-club".to_owned();
        crate::support::clubs::found_club_with(app, &p.white, &club, false).await;
        crate::support::clubs::join_club(&p.black, &club).await;
        crate::support::clubs::accept_member(&p.white, &club, &p.black_name).await;
        crate::support::clubs::join_club(&third, &club).await;
        let team_match = running_team_match(app, &p, &third, &admin, &club).await;
        Site {
            p,
            admin,
            third_name,
            tournament,
            open_tournament,
            club,
            team_match,
        }
    }
}

/// The third player's open club, the admin a member, plays White's club: a match
/// started by White, both sides with two players.
async fn running_team_match(
    app: &TestApp,
    p: &TwoPlayers,
    third: &Browser,
    admin: &Browser,
    club: &str,
) -> i64 {
    crate::support::clubs::found_club_with(app, third, "phone-away", true).await;
    crate::support::clubs::join_club(admin, "phone-away").await;
    let id = crate::team_matches::challenge(&p.white, club, "phone-away", &[]).await;
    post_ok(third, &format!("/matches/{id}/accept"), &[]).await;
    for player in [&p.white, &p.black, third, admin] {
        post_ok(player, &format!("/matches/{id}/signup"), &[]).await;
    }
    post_ok(&p.white, &format!("/matches/{id}/start"), &[]).await;
    id
}

fn tournament_fields(name: &str) -> Vec<(&str, &str)> {
    vec![
        ("name", name),
        ("description", "Three players, one cycle, on a phone."),
        ("format", "round_robin"),
        ("days_per_move", "3"),
        ("position_policy", "round"),
        ("min_players", "3"),
        ("max_players", "3"),
        ("rated", "on"),
    ]
}

/// A round robin of three, started, one of its games resigned (a finished game for the
/// profiles and the tournament's tables).
async fn started_tournament(admin: &Browser, players: [&Browser; 3]) -> i64 {
    let t = create_tournament(admin, &tournament_fields("Phone Cup")).await;
    for player in players {
        post_ok(player, &format!("/tournaments/{t}/join"), &[]).await;
    }
    post_ok(
        admin,
        &format!("/admin/tournaments/{t}/start"),
        &[("confirm", "on")],
    )
    .await;
    let page = players[0].get(&format!("/tournaments/{t}")).await.body;
    let at = page.find("<tr id=\"game-").expect("a tournament game");
    let game: i64 = page[at + 13..].split('"').next().unwrap().parse().unwrap();
    let mut resigned = false;
    for player in players {
        let res = player
            .post_form(&format!("/games/{game}/resign"), &[("confirm", "on")])
            .await;
        resigned |= res.status == StatusCode::SEE_OTHER;
    }
    assert!(resigned, "one of its players resigned game {game}");
    t
}

/// A challenge to white (Accept, Decline), one from white (Withdraw), one open to all.
async fn challenges(p: &TwoPlayers, third: &Browser, third_name: &str) {
    let terms = [
        ("color", "random"),
        ("days_per_move", "3"),
        ("start", "random"),
    ];
    let mut to_white = vec![
        ("opponent", p.white_name.as_str()),
        (
            "note",
            "A long note on the terms: three days a move, no vacation.",
        ),
    ];
    to_white.extend_from_slice(&terms);
    post_ok(third, "/challenges", &to_white).await;
    let mut from_white = vec![("opponent", third_name)];
    from_white.extend_from_slice(&terms);
    post_ok(&p.white, "/challenges", &from_white).await;
    post_ok(&p.black, "/challenges", &terms).await;
}

/// The paths walked as each kind of visitor.
fn paths(site: &Site, admin_pages: bool) -> Vec<String> {
    let game = site.p.game;
    let t = site.tournament;
    let mut out: Vec<String> = [
        "/",
        "/rules",
        "/positions",
        "/positions/534",
        "/positions/dice",
        "/players",
        "/challenges",
        "/tournaments",
        "/clubs",
        "/api",
        "/no-such-page",
    ]
    .map(str::to_owned)
    .into();
    out.extend([
        format!("/players/{}", site.p.white_name),
        format!("/games/{game}"),
        format!("/games/{game}?ply=1"),
        format!("/tournaments/{t}"),
        format!("/tournaments/{}", site.open_tournament),
        format!("/clubs/{}", site.club),
        format!("/matches/{}", site.team_match),
    ]);
    if admin_pages {
        let open = site.open_tournament;
        out.extend([
            "/admin".to_owned(),
            "/admin/users".to_owned(),
            "/admin/reports".to_owned(),
            "/admin/audit".to_owned(),
            "/admin/tournaments/new".to_owned(),
            format!("/admin/tournaments/{open}/edit"),
        ]);
    }
    out
}

/// The pages only a player sees.
fn player_paths(site: &Site) -> Vec<String> {
    [
        "/games",
        "/challenges/new",
        "/settings",
        "/settings/delete",
        "/clubs/new",
        "/clubs/phone-club/matches/new",
    ]
    .map(str::to_owned)
    .into_iter()
    .chain([format!("/players/{}/report", site.p.black_name)])
    .collect()
}

/// What on the page open in `chrome` is wider than the phone: the page's own width,
/// the elements reaching past its right edge (outside any box that scrolls sideways),
/// and the controls and links a box scrolls out of sight (the links of a table in a
/// `.table-wrap` excepted: it scrolls sideways by design, its first column in view).
/// `null` when everything fits.
const MEASURE: &str = r#"
const width = arguments[0];
const name = e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '')
  + (typeof e.className === 'string' && e.className ? '.' + e.className.trim().split(/\s+/).join('.') : '');
const clipped = e => {
  for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
    if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(a).overflowX)) return true;
  }
  return false;
};
const wide = [], hidden = [];
for (const e of document.body.querySelectorAll('*')) {
  const r = e.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) continue;
  if (r.right > width + 0.5 && !clipped(e)) wide.push(name(e) + ' (' + Math.round(r.left) + '..' + Math.round(r.right) + ')');
  // Text is not an element: a line too long for its box shows as the box's overflow.
  else if (r.left + e.scrollWidth > width + 0.5 && e.scrollWidth > e.clientWidth + 1
      && getComputedStyle(e).overflowX === 'visible' && !clipped(e)) {
    wide.push(name(e) + ' (text to ' + Math.round(r.left + e.scrollWidth) + ': '
      + (e.textContent || '').trim().slice(0, 40) + ')');
  }
  const control = e.matches('button, input:not([type=hidden]), select, textarea, a.button');
  const link = e.matches('a') && !e.closest('.table-wrap');
  if ((control && r.left < -0.5) || ((control || link) && r.right > width + 0.5)) {
    hidden.push(name(e) + ' at x=' + Math.round(r.left));
  }
}
const scroll = document.documentElement.scrollWidth;
if (scroll <= width && hidden.length === 0) return null;
return 'scrollWidth ' + scroll + '; wider: ' + wide.slice(0, 6).join(', ')
  + '; controls and links off-screen: ' + hidden.slice(0, 6).join(', ');
"#;

/// The page at `path` as `chrome` sees it on the phone, or what is wider than the phone:
/// measured on a second load too, so that only a page too wide each time counts (under
/// a full suite's load the game page was once measured too wide, with no element past
/// the edge, and fitted at once when loaded again).
async fn overflow(chrome: &Chrome, base: &str, path: &str) -> Option<String> {
    match overflow_once(chrome, base, path).await {
        None => None,
        Some(first) => overflow_once(chrome, base, path)
            .await
            .map(|again| format!("{again} (first load: {first})")),
    }
}

/// One load of the page at `path`, measured once its layout settled.
async fn overflow_once(chrome: &Chrome, base: &str, path: &str) -> Option<String> {
    chrome.goto(&format!("{base}{path}")).await;
    chrome
        .wait_until("the page loaded", || async {
            chrome.js("return document.readyState;", vec![]).await == json!("complete")
        })
        .await;
    if path.starts_with("/games/") {
        chrome.wait_for("cg-board piece").await;
    }
    // A busy machine may measure while the board script still lays the page out: an
    // overflow counts when it is still there after the layout settled (up to 2 s).
    let mut found = None;
    for _ in 0..8 {
        found = match chrome.js(MEASURE, vec![json!(PHONE_WIDTH)]).await {
            Value::String(s) => Some(s),
            _ => return None,
        };
        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
    }
    found
}

/// Walks `paths` as the user of `who` (a visitor when `None`) and names each page that
/// does not fit.
async fn walk(
    chrome: &Chrome,
    app: &TestApp,
    who: Option<&Browser>,
    paths: &[String],
) -> Vec<String> {
    match who {
        Some(b) => chrome.log_in_as(&app.address, b).await,
        None => {
            chrome.cdp("Network.clearBrowserCookies", json!({})).await;
        }
    }
    let role = who.map_or("visitor", |_| "logged in");
    let mut found = Vec::new();
    for path in paths {
        if let Some(what) = overflow(chrome, &app.address, path).await {
            found.push(format!("{role} {path}: {what}"));
        }
    }
    found
}

#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn no_page_is_wider_than_a_phone() {
    let app = TestApp::spawn().await;
    let site = Site::new(&app).await;
    let chrome = Chrome::start(Options {
        viewport: Viewport::Phone,
        javascript: true,
    })
    .await;
    let everyone = paths(&site, false);
    let mut found = walk(&chrome, &app, None, &everyone).await;
    for extra in ["/login", "/signup", "/password-reset"] {
        if let Some(what) = overflow(&chrome, &app.address, extra).await {
            found.push(format!("visitor {extra}: {what}"));
        }
    }
    let mut player = everyone.clone();
    player.extend(player_paths(&site));
    found.extend(walk(&chrome, &app, Some(&site.p.white), &player).await);
    // German words are longer: the player's pages again in German.
    post_ok(&site.p.white, "/settings/language", &[("language", "de")]).await;
    goto_german(&chrome, &format!("{}/settings", app.address)).await;
    for line in walk(&chrome, &app, Some(&site.p.white), &player).await {
        found.push(format!("(de) {line}"));
    }
    let mut admin_pages = paths(&site, true);
    let admin_id = user_id(&app, &site.third_name).await;
    admin_pages.push(format!("/admin/users/{admin_id}"));
    found.extend(walk(&chrome, &app, Some(&site.admin), &admin_pages).await);
    assert!(
        found.is_empty(),
        "pages wider than a phone ({PHONE_WIDTH} px):\n{}",
        found.join("\n")
    );
}

/// The horizontal extent of `css` in the viewport, `[left, right]`.
async fn extent(chrome: &Chrome, css: &str) -> (f64, f64) {
    let v = chrome
        .js(
            "const r = document.querySelector(arguments[0]).getBoundingClientRect();
             return [r.left, r.right];",
            vec![json!(css)],
        )
        .await;
    (v[0].as_f64().unwrap(), v[1].as_f64().unwrap())
}

/// On a phone and a desktop, the challenge list's Accept, Decline and Withdraw are on
/// the screen, and the tapped Accept starts the game.
#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn the_challenge_list_shows_its_buttons_on_a_phone_and_a_desktop() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    let (third, third_name) = app.verified_user("third").await;
    challenges(&p, &third, &third_name).await;
    for (viewport, width) in [(Viewport::Phone, 390.0), (Viewport::Desktop, 1280.0)] {
        let chrome = Chrome::start(Options {
            viewport,
            javascript: true,
        })
        .await;
        chrome.log_in_as(&app.address, &p.white).await;
        chrome.goto(&format!("{}/challenges", app.address)).await;
        for button in [
            "form[action$='/accept'] button",
            "form[action$='/decline'] button",
            "form[action$='/cancel'] button",
        ] {
            let (left, right) = extent(&chrome, button).await;
            assert!(
                left >= 0.0 && right <= width,
                "{viewport:?}: {button} at {left}..{right} of {width}"
            );
        }
        if viewport == Viewport::Phone {
            chrome.click("form[action$='/accept'] button").await;
            chrome
                .wait_until("the game page", || async {
                    chrome
                        .client
                        .current_url()
                        .await
                        .is_ok_and(|u| u.path().starts_with("/games/"))
                })
                .await;
        }
    }
    let page = p.white.get("/games").await;
    assert_eq!(page.status, StatusCode::OK);
}

/// The game page on `viewport`, logged in as white, its board drawn.
pub(crate) async fn game_page(app: &TestApp, p: &TwoPlayers, viewport: Viewport) -> Chrome {
    let chrome = Chrome::start(Options {
        viewport,
        javascript: true,
    })
    .await;
    chrome.log_in_as(&app.address, &p.white).await;
    chrome
        .goto(&format!("{}/games/{}", app.address, p.game))
        .await;
    chrome.wait_for("cg-board piece").await;
    chrome
        .wait_until("the page loaded", || async {
            chrome.js("return document.readyState;", vec![]).await == json!("complete")
        })
        .await;
    chrome
}

/// The footer's language choice is as wide as its longest language, not the page.
#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn the_language_choice_has_its_natural_width() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 534).await;
    for viewport in [Viewport::Desktop, Viewport::Phone] {
        let chrome = game_page(&app, &p, viewport).await;
        let (left, right) = extent(&chrome, "#lang-switch").await;
        assert!(
            right - left < 200.0,
            "{viewport:?}: the language choice is {} px wide",
            right - left
        );
    }
}

/// The coordinates on the game's board are at least 11 px, on a desktop and a phone.
#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn the_board_coordinates_are_legible() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 534).await;
    for viewport in [Viewport::Desktop, Viewport::Phone] {
        let chrome = game_page(&app, &p, viewport).await;
        let sizes = chrome
            .js(
                "return [...document.querySelectorAll('#board-host coords coord')]
                   .map(c => parseFloat(getComputedStyle(c).fontSize));",
                vec![],
            )
            .await;
        let sizes: Vec<f64> = serde_json::from_value(sizes).unwrap();
        assert_eq!(sizes.len(), 16, "eight files and eight ranks");
        assert!(
            sizes.iter().all(|&s| s >= 11.0),
            "{viewport:?}: coordinates of {sizes:?} px"
        );
    }
}

/// Where `css` is in the viewport (`[top, bottom, viewport height]`), and whether it
/// lies wholly inside it.
async fn in_view(chrome: &Chrome, css: &str) -> (bool, Value) {
    let v = chrome
        .js(
            "const r = document.querySelector(arguments[0]).getBoundingClientRect();
             const inside = r.width > 0 && r.top >= 0 && r.left >= 0
               && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
             return [inside, [r.top, r.bottom, window.innerHeight, window.scrollY]];",
            vec![json!(css)],
        )
        .await;
    (v[0] == json!(true), v[1].clone())
}

async fn assert_in_view(chrome: &Chrome, what: &str, selectors: &[&str]) {
    for css in selectors {
        let (inside, at) = in_view(chrome, css).await;
        assert!(
            inside,
            "{what}: {css} outside the viewport: [top, bottom, height, scrollY] = {at}"
        );
    }
}

/// Whether the confirm box shows.
async fn confirm_box_shown(chrome: &Chrome) -> bool {
    chrome
        .js(
            "const p = document.getElementById('pending'); return !!p && !p.hidden;",
            vec![],
        )
        .await
        == json!(true)
}

/// On a phone, after a move is tapped on the board, the board, the confirm box (✓/✗)
/// and the status with the deadline are on the screen together.
#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn on_a_phone_board_confirm_box_and_status_share_the_screen() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 534).await;
    let chrome = game_page(&app, &p, Viewport::Phone).await;
    chrome.tap("e2").await;
    chrome.tap("e4").await;
    chrome
        .wait_until("the confirm box", || async {
            confirm_box_shown(&chrome).await
        })
        .await;
    assert_in_view(
        &chrome,
        "phone, move tapped",
        &[
            "#board-host",
            "#pending",
            "#pending-play",
            "#pending-cancel",
            ".game-status .turn",
            "#status",
        ],
    )
    .await;
}

/// On a desktop (1280 × 900) the move field is above the fold on arrival, and so is the
/// confirm box after a move on the board, without scrolling.
#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn on_a_desktop_move_field_and_confirm_box_are_above_the_fold() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 534).await;
    let chrome = game_page(&app, &p, Viewport::Desktop).await;
    assert_in_view(
        &chrome,
        "desktop, on arrival",
        &["#board-host", "#move", ".game-status .turn"],
    )
    .await;
    chrome.drag("e2", "e4").await;
    chrome
        .wait_until("the confirm box", || async {
            confirm_box_shown(&chrome).await
        })
        .await;
    assert_in_view(
        &chrome,
        "desktop, move made",
        &["#board-host", "#pending", "#move", ".game-status .turn"],
    )
    .await;
    // Above the fold: inside the first screen of the page, however the test's pointer
    // scrolled to reach the board.
    let fold = chrome
        .js(
            "return ['#pending', '#move'].map(s => {
               const r = document.querySelector(s).getBoundingClientRect();
               return r.bottom + window.scrollY <= window.innerHeight;
             });",
            vec![],
        )
        .await;
    assert_eq!(
        fold,
        json!([true, true]),
        "the confirm box and the move field above the fold"
    );
}

/// Without JavaScript, an illegal move on the German page is summed up at the top, in
/// view at 1280 × 900, linking to the move field.
#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn without_javascript_an_illegal_move_is_summed_up_in_view() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 534).await;
    post_ok(&p.white, "/settings/language", &[("language", "de")]).await;
    let chrome = Chrome::start(Options {
        viewport: Viewport::Desktop,
        javascript: false,
    })
    .await;
    chrome.log_in_as(&app.address, &p.white).await;
    goto_german(&chrome, &format!("{}/games/{}", app.address, p.game)).await;
    let input = chrome.wait_for("#move").await;
    input.send_keys("e2e5").await.unwrap();
    chrome.click("#move-submit").await;
    chrome.wait_for("#error-summary").await;
    assert_in_view(&chrome, "the refused move", &["#error-summary"]).await;
    let link = chrome
        .js(
            "return [...document.querySelectorAll('#error-summary a')].map(a => a.getAttribute('href'));",
            vec![],
        )
        .await;
    assert_eq!(link, json!(["#move"]));
    assert!(
        chrome
            .text("#error-summary")
            .await
            .contains("Bitte korrigiere das:")
    );
    chrome.click("#error-summary a").await;
    chrome
        .wait_until("the move field focused", || async {
            chrome
                .js(
                    "return document.activeElement && document.activeElement.id;",
                    vec![],
                )
                .await
                == json!("move")
        })
        .await;
}
