//! The public start-position pages and the rules page over HTTP: every number
//! renders with the rules core's back rank, bad numbers are 404, the random draw
//! and the dice draw give valid numbers, the list filters, and /rules shows the
//! castling boards played by the core.

use corrchess::chess::StartNumber;
use reqwest::StatusCode;

use crate::support::TestApp;

/// The text of the element with `id`, up to the next tag.
fn text_of<'a>(html: &'a str, id: &str) -> &'a str {
    let at = html
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("no element #{id}"));
    let rest = &html[at..];
    let start = rest.find('>').unwrap() + 1;
    let end = rest[start..].find('<').unwrap();
    &rest[start..start + end]
}

#[tokio::test]
async fn every_start_position_renders_with_its_back_rank() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    for s in StartNumber::all() {
        let page = browser.get(&format!("/positions/{s}")).await;
        assert_eq!(page.status, StatusCode::OK, "position {s}");
        assert_eq!(text_of(&page.body, "start-number"), s.to_string());
        assert_eq!(
            text_of(&page.body, "back-rank"),
            s.back_rank(),
            "position {s}"
        );
        assert_eq!(text_of(&page.body, "fen"), s.initial_fen(), "position {s}");
        assert!(page.body.contains("<svg"), "a board for {s}");
    }
}

#[tokio::test]
async fn a_position_page_has_words_board_and_links() {
    let app = TestApp::spawn().await;
    let page = app.browser().get("/positions/518").await;
    assert!(page.body.contains("the classical setup"));
    assert!(
        page.body
            .contains("rook, knight, bishop, queen, king, bishop, knight, rook")
    );
    assert!(page.body.contains("aria-label=\"e1, white king\""));
    assert!(page.body.contains("aria-label=\"e8, black king\""));
    assert!(page.body.contains("href=\"/positions/517\""));
    assert!(page.body.contains("href=\"/positions/519\""));
    // Not logged in: the play link goes through the login page to the prefilled form.
    assert!(
        page.body
            .contains("/login?next=%2Fchallenges%2Fnew%3Fstart_number%3D518")
    );
    let (player, _) = app.verified_user("carol").await;
    let page = player.get("/positions/7").await;
    assert!(
        page.body
            .contains("href=\"/challenges/new?start_number=7\"")
    );
    let form = player.get("/challenges/new?start_number=7").await;
    assert_eq!(form.status, StatusCode::OK);
    assert!(form.body.contains("value=\"7\""));
}

#[tokio::test]
async fn numbers_outside_the_range_are_404_with_the_range() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    for bad in ["960", "-1", "abc", "0959", "1000", "5.0", "%20518"] {
        let page = browser.get(&format!("/positions/{bad}")).await;
        assert_eq!(page.status, StatusCode::NOT_FOUND, "/positions/{bad}");
        assert!(page.body.contains("0 to 959"), "/positions/{bad}");
        assert!(page.body.contains("<footer"), "inside the layout");
    }
}

#[tokio::test]
async fn the_random_draw_shows_a_valid_number_and_its_permalink() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    let mut seen = std::collections::HashSet::new();
    for _ in 0..20 {
        let page = browser.get("/positions/random").await;
        assert_eq!(page.status, StatusCode::OK);
        assert_eq!(page.headers.get("cache-control").unwrap(), "no-store");
        let n: u16 = text_of(&page.body, "start-number").parse().unwrap();
        let s = StartNumber::new(n).expect("a number below 960");
        assert_eq!(text_of(&page.body, "back-rank"), s.back_rank());
        assert_eq!(text_of(&page.body, "permalink"), format!("/positions/{n}"));
        assert!(page.body.contains(&format!("href=\"/positions/{n}\"")));
        seen.insert(n);
    }
    // Twenty fair draws from 960 repeat a number with a chance of about 18%; all
    // twenty being equal is practically impossible unless the draw is broken.
    assert!(seen.len() > 5, "draws: {seen:?}");
}

#[tokio::test]
async fn the_list_shows_all_960_and_filters() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    let page = browser.get("/positions").await;
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(
        page.body.matches("<li").count() - nav_items(&page.body),
        960
    );
    assert!(
        page.body
            .contains("<li class=\"classical\"><a href=\"/positions/518\">")
    );
    assert!(page.body.contains("All 960 positions."));

    let page = browser
        .get("/positions?king=e&a_file=rook&h_file=rook")
        .await;
    assert_eq!(page.status, StatusCode::OK);
    let listed: Vec<StartNumber> = StartNumber::all()
        .filter(|s| page.body.contains(&format!("href=\"/positions/{s}\"")))
        .collect();
    let expected: Vec<StartNumber> = StartNumber::all()
        .filter(|s| {
            let r = s.back_rank();
            r.starts_with('R') && r.ends_with('R') && r.as_bytes()[4] == b'K'
        })
        .collect();
    assert_eq!(listed, expected);
    assert!(listed.contains(&StartNumber::CLASSICAL));
    assert!(
        page.body
            .contains(&format!("{} of 960 positions match.", expected.len()))
    );
    assert!(page.body.contains("<option value=\"e\" selected>"));
    assert!(page.body.contains("<option value=\"rook\" selected>"));

    let page = browser.get("/positions?king=a&h_file=king").await;
    assert_eq!(page.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        page.body
            .contains("The king starts on one of the files b to g.")
    );
    assert!(
        page.body
            .contains("The h-file holds a rook, knight, bishop or queen.")
    );
}

/// `<li` elements outside the position list (none today, but keep the count honest).
fn nav_items(html: &str) -> usize {
    let at = html.find("id=\"positions\"").unwrap();
    html[..at].matches("<li").count()
}

#[tokio::test]
async fn the_dice_page_rolls_and_looks_up_typed_rolls() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    let page = browser.get("/positions/dice").await;
    assert_eq!(page.status, StatusCode::OK);
    let link = text_of(&page.body, "permalink");
    let n: u16 = link.trim_start_matches("start position ").parse().unwrap();
    assert_eq!(
        text_of(&page.body, "back-rank"),
        StartNumber::new(n).unwrap().back_rank()
    );

    let page = browser
        .get("/positions/dice?dark_bishop=2&light_bishop=3&queen=3&knight=2&second_knight=3")
        .await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("href=\"/positions/518\""));
    assert_eq!(text_of(&page.body, "back-rank"), "RNBQKBNR");

    let page = browser
        .get("/positions/dice?dark_bishop=5&light_bishop=3&queen=3&knight=6&second_knight=3")
        .await;
    assert_eq!(page.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(page.body.contains("the roll that counts is 1 to 4"));
    assert!(page.body.contains("the roll that counts is 1 to 5"));
    assert!(page.body.contains("value=\"5\""), "typed values kept");
}

#[tokio::test]
async fn the_rules_page_shows_castling_played_by_the_core() {
    let app = TestApp::spawn().await;
    let page = app.browser().get("/rules").await;
    assert_eq!(page.status, StatusCode::OK);
    let body = &page.body;
    assert!(body.contains("id=\"castling\""));
    assert!(body.contains("4 × 4 × 6 × 10 = 960"));
    for id in [
        "castling-both-move",
        "castling-swap",
        "castling-only-king",
        "castling-only-rook",
    ] {
        assert!(body.contains(&format!("id=\"{id}\"")), "{id}");
    }
    // Two boards per example, and the after boards hold the core's result.
    assert_eq!(body.matches("<svg").count(), 8);
    for (input, result) in [
        ("d1h1", "O-O (kingside): king d1→g1, rook h1→f1"),
        ("f1g1", "O-O (kingside): king f1→g1, rook g1→f1"),
        ("e1d1", "O-O-O (queenside): king e1→c1, rook stays on d1"),
        ("c1a1", "O-O-O (queenside): king stays on c1, rook a1→d1"),
    ] {
        assert!(body.contains(&format!("<kbd>{input}</kbd>")), "{input}");
        assert!(body.contains(result), "{result}");
    }
    // The "after" board of the swap example: king on g1, rook on f1.
    let swap = &body[body.find("id=\"castling-swap\"").unwrap()..];
    let swap = &swap[..swap.find("</article>").unwrap()];
    let after = &swap[swap.rfind("<svg").unwrap()..];
    assert!(after.contains("aria-label=\"g1, white king\""));
    assert!(after.contains("aria-label=\"f1, white rook\""));
    // Linked from the game page's move form and the footer of every page.
    assert!(body.contains("href=\"/rules\""));
}
