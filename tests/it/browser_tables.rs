//! Tables on a phone (390 px) in a real headless Chromium (issue 45): on every page
//! with a table of names and figures (the players, a profile, a round robin's standings
//! and crosstable, a knockout's bracket, the start positions' results, a team match,
//! the rules) no word or number is broken across lines inside its cell: every word of
//! every cell is measured with `Range.getClientRects()`, one line each. The tables
//! scroll sideways inside their box instead, the first column kept in view. Writes a
//! screenshot of the standings on a phone under `target/`.

use std::path::PathBuf;

use serde_json::json;

use crate::{
    api_tournaments::create_tournament,
    browser_phone::{Site, goto_german},
    support::{
        TestApp,
        chrome::{Chrome, Options, Viewport},
        play::post_ok,
    },
};

/// Where the browser tests' screenshots go: under `target/`, never a tracked file.
pub(crate) fn target_screenshot(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("screenshots")
        .join(format!("{name}.png"))
}

/// Every word (a run without white space) of every table cell in the page's main part
/// that lies on more than one line: `[page text of the cell, the word, its lines]`.
const BROKEN_WORDS: &str = r#"
const broken = [];
for (const cell of document.querySelectorAll('main table th, main table td')) {
  if (cell.getClientRects().length === 0) continue;
  const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const re = /\S+/g;
    let m;
    while ((m = re.exec(node.textContent))) {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const lines = [];
      for (const r of range.getClientRects()) {
        if (r.width < 0.5 || r.height < 0.5) continue;
        if (!lines.some(top => Math.abs(top - r.top) < 2)) lines.push(r.top);
      }
      if (lines.length > 1) broken.push([cell.textContent.trim().slice(0, 40), m[0], lines.length]);
    }
  }
}
return broken;
"#;

/// How many table cells the page shows (so that a page without its table fails).
const CELLS: &str = "return [...document.querySelectorAll('main table th, main table td')]
    .filter(c => c.getClientRects().length > 0).length;";

/// A knockout of four (the site's two players and two more), started: a bracket.
async fn started_knockout(app: &TestApp, site: &Site) -> i64 {
    let (fourth, _) = app.verified_user("fourth").await;
    let (fifth, _) = app.verified_user("fifth").await;
    let t = create_tournament(
        &site.admin,
        &[
            ("name", "Phone Knockout"),
            ("format", "knockout"),
            ("games_per_match", "2"),
            ("max_tiebreak_pairs", "1"),
            ("days_per_move", "3"),
            ("position_policy", "pairing"),
            ("min_players", "4"),
            ("max_players", "4"),
            ("rated", "on"),
        ],
    )
    .await;
    for player in [&site.p.white, &site.p.black, &fourth, &fifth] {
        post_ok(player, &format!("/tournaments/{t}/join"), &[]).await;
    }
    post_ok(
        &site.admin,
        &format!("/admin/tournaments/{t}/start"),
        &[("confirm", "on")],
    )
    .await;
    t
}

/// The table pages of the site.
fn table_pages(site: &Site, knockout: i64) -> Vec<String> {
    vec![
        "/players".to_owned(),
        format!("/players?search={}", &site.p.white_name[..3]),
        format!("/players/{}", site.p.white_name),
        format!("/tournaments/{}", site.tournament),
        format!("/tournaments/{knockout}"),
        "/positions/stats".to_owned(),
        format!("/matches/{}", site.team_match),
        "/rules".to_owned(),
    ]
}

/// Walks `pages` and names every word broken inside a table cell.
async fn walk(chrome: &Chrome, base: &str, pages: &[String], lang: &str) -> Vec<String> {
    let mut found = Vec::new();
    for path in pages {
        // Loaded again while it shows no table yet (a search under a loaded machine).
        let mut cells = 0;
        for _ in 0..10 {
            chrome.goto(&format!("{base}{path}")).await;
            cells = chrome.js(CELLS, vec![]).await.as_i64().unwrap_or(0);
            if cells > 0 || path == "/players" {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        }
        // The leaderboard lists only established players: none on this young site.
        assert!(
            cells > 0 || path == "/players",
            "({lang}) {path}: no table shown"
        );
        let broken = chrome.js(BROKEN_WORDS, vec![]).await;
        for b in broken.as_array().cloned().unwrap_or_default() {
            found.push(format!("({lang}) {path}: {b}"));
        }
    }
    found
}

#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn no_word_or_number_breaks_inside_a_table_cell_on_a_phone() {
    let app = TestApp::spawn().await;
    let site = Site::new(&app).await;
    let knockout = started_knockout(&app, &site).await;
    let chrome = Chrome::start(Options {
        viewport: Viewport::Phone,
        javascript: true,
    })
    .await;
    let pages = table_pages(&site, knockout);
    chrome.cdp("Network.clearBrowserCookies", json!({})).await;
    let found = walk(&chrome, &app.address, &pages, "en").await;
    assert!(
        found.is_empty(),
        "words broken across lines in table cells on a phone:\n{}",
        found.join("\n")
    );

    // The standings on a phone, for the eye: scrolled sideways, place and name stay.
    chrome
        .goto(&format!("{}/tournaments/{}", app.address, site.tournament))
        .await;
    for (dark, theme) in [(false, "light"), (true, "dark")] {
        chrome.dark(dark).await;
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        let path = target_screenshot(&format!("standings-phone-{theme}"));
        chrome.screenshot_of("table.standings", &path).await;
    }
    chrome.dark(false).await;
    let kept = chrome
        .js(
            "const wrap = document.querySelector('table.standings').closest('.table-wrap');
             wrap.scrollLeft = wrap.scrollWidth;
             const box = wrap.getBoundingClientRect();
             const name = document.querySelector('table.standings tbody tr td:nth-child(2)').getBoundingClientRect();
             return [wrap.scrollWidth > wrap.clientWidth, name.left >= box.left - 1 && name.left < box.left + 80];",
            vec![],
        )
        .await;
    assert_eq!(
        kept,
        json!([true, true]),
        "the standings scroll sideways in their box, the names kept in view"
    );

    // German words are longer: the same pages in German, logged in.
    post_ok(&site.p.white, "/settings/language", &[("language", "de")]).await;
    chrome.log_in_as(&app.address, &site.p.white).await;
    goto_german(&chrome, &format!("{}/settings", app.address)).await;
    let found = walk(&chrome, &app.address, &pages, "de").await;
    assert!(
        found.is_empty(),
        "words broken across lines in table cells on a phone:\n{}",
        found.join("\n")
    );
}
