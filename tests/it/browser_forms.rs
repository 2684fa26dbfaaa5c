//! The challenge form in a real headless Chromium: typing a start number chooses "the
//! number below" (static/challenge.js), and the offered challenge has that number.

use serde_json::Value;

use crate::support::{
    TestApp,
    chrome::{Chrome, Options, Viewport},
};

async fn number_chosen(chrome: &Chrome) -> Value {
    chrome
        .js(
            "return document.getElementById('start-number-choice').checked;",
            Vec::new(),
        )
        .await
}

#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn typing_a_start_number_chooses_the_number() {
    let app = TestApp::spawn().await;
    let (alice, _) = app.verified_user("alice").await;
    let chrome = Chrome::start(Options {
        viewport: Viewport::Desktop,
        javascript: true,
    })
    .await;
    chrome.log_in_as(&app.address, &alice).await;
    chrome
        .goto(&format!("{}/challenges/new", app.address))
        .await;
    let field = chrome.wait_for("#start_number").await;
    assert_eq!(number_chosen(&chrome).await, Value::Bool(false));
    field.send_keys("4").await.unwrap();
    chrome
        .wait_until("the number chosen", || async {
            number_chosen(&chrome).await == Value::Bool(true)
        })
        .await;
    field.send_keys("2").await.unwrap();
    chrome
        .click("form[action='/challenges'] button[type='submit']")
        .await;
    chrome
        .wait_until("the challenges list after the offer", || async {
            let url = chrome.client.current_url().await;
            url.is_ok_and(|u| u.path() == "/challenges")
        })
        .await;
    let stored: Option<i16> = sqlx::query_scalar("SELECT start_number FROM challenges")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(stored, Some(42));
}
