//! The game page in Russian and in Danish in a real browser (issue 36): moves typed
//! with the language's letters through the form, shown with them in the move list;
//! the screenshots target/tmp/screenshots/game-desktop-ru.png and game-desktop-da.png
//! are written here.

use corrchess::i18n::Lang;
use reqwest::StatusCode;

use crate::browser::screenshot_path;
use crate::browser_phone::game_page;
use crate::support::{TestApp, chrome::Viewport, play::TwoPlayers};

/// An Italian game typed in each language's letters (castling, every piece but the
/// rooks' second), a move the page must then show in those letters, and one to try
/// on the analysis board.
fn game_in(lang: Lang) -> ([&'static str; 16], &'static str, &'static str) {
    match lang {
        Lang::Ru => (
            [
                "e4", "e5", "Кf3", "Кc6", "Сc4", "Сc5", "0-0", "Кf6", "Лe1", "d6", "c3", "Сg4",
                "h3", "Сh5", "Фb3", "Фd7",
            ],
            "Фb3",
            "Крh1",
        ),
        _ => (
            [
                "e4", "e5", "Sf3", "Sc6", "Lc4", "Lc5", "0-0", "Sf6", "Te1", "d6", "c3", "Lg4",
                "h3", "Lh5", "Db3", "Dd7",
            ],
            "Db3",
            "Sh4",
        ),
    }
}

async fn screenshot_in(lang: Lang) {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    for b in [&p.white, &p.black] {
        let res = b
            .post_form("/settings/language", &[("language", lang.code())])
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    }
    let (moves, shown, tried) = game_in(lang);
    p.play_all(&moves).await;
    let chrome = game_page(&app, &p, Viewport::Desktop).await;
    let html_lang = chrome
        .js("return document.documentElement.lang;", vec![])
        .await;
    assert_eq!(html_lang, lang.code());
    let list = chrome.text("#move-list").await;
    assert!(list.contains(shown), "{list}");
    chrome.dark(false).await;
    chrome
        .js("window.scrollTo(0, 0); return null;", vec![])
        .await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    chrome
        .screenshot(&screenshot_path(&format!("game-desktop-{}", lang.code())))
        .await;
    // The analysis board reads the language's letters as the server does.
    chrome
        .js(
            "document.getElementById('analysis-move').value = arguments[0]; return null;",
            vec![tried.into()],
        )
        .await;
    chrome.click("#analysis-try").await;
    chrome
        .wait_until("the tried move shows in the line", || async {
            chrome.text("#analysis-sans").await.contains(tried)
        })
        .await;
}

#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn the_game_page_in_russian() {
    screenshot_in(Lang::Ru).await;
}

#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn the_game_page_in_danish() {
    screenshot_in(Lang::Da).await;
}
