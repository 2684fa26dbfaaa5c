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

/// Which of `ids` are shown (not hidden) now, in order.
async fn shown(chrome: &Chrome, ids: &[&str]) -> Vec<bool> {
    let v = chrome
        .js(
            "return arguments[0].map(id => { const el = document.getElementById(id);
                 return !!el && !el.hidden && el.getClientRects().length > 0; });",
            vec![serde_json::json!(ids)],
        )
        .await;
    serde_json::from_value(v).unwrap()
}

/// The challenge and tournament forms show only the chosen time control's fields and
/// the chosen format's (static/form-choices.js); with JavaScript off every group stays.
#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn the_forms_show_only_the_fields_of_the_choice_made() {
    let app = TestApp::spawn().await;
    let (alice, name) = app.verified_user("alice").await;
    app.make_admin(&name).await;
    let groups = [
        "tc-days-group",
        "tc-fischer-group",
        "tc-moves-in-days-group",
    ];
    let chrome = Chrome::start(Options {
        viewport: Viewport::Desktop,
        javascript: true,
    })
    .await;
    chrome.log_in_as(&app.address, &alice).await;
    chrome
        .goto(&format!("{}/challenges/new", app.address))
        .await;
    chrome.wait_for("#tc-fischer-group").await;
    let height = || async {
        chrome
            .js("return document.documentElement.scrollHeight;", vec![])
            .await
            .as_f64()
            .unwrap()
    };
    assert_eq!(shown(&chrome, &groups).await, [true, false, false]);
    chrome
        .click("input[name='time_control'][value='fischer']")
        .await;
    assert_eq!(shown(&chrome, &groups).await, [true, true, false]);
    chrome
        .click("input[name='time_control'][value='moves_in_days']")
        .await;
    assert_eq!(shown(&chrome, &groups).await, [false, false, true]);

    chrome
        .goto(&format!("{}/admin/tournaments/new", app.address))
        .await;
    chrome.wait_for("#tf-groups-group").await;
    let formats = [
        "tf-groups-group",
        "tf-knockout-group",
        "tf-start-number-group",
    ];
    assert_eq!(shown(&chrome, &formats).await, [false, false, false]);
    chrome.click("input[name='format'][value='knockout']").await;
    assert_eq!(shown(&chrome, &formats).await, [false, true, false]);
    chrome.click("input[name='format'][value='groups']").await;
    chrome
        .click("input[name='position_policy'][value='fixed']")
        .await;
    assert_eq!(shown(&chrome, &formats).await, [true, false, true]);

    // The page is shorter than with every group shown (as without JavaScript).
    chrome
        .goto(&format!("{}/challenges/new", app.address))
        .await;
    chrome.wait_for("#tc-fischer-group").await;
    let short = height().await;
    chrome
        .js(
            "document.querySelectorAll('[data-shown-for]').forEach(g => g.hidden = false); return null;",
            vec![],
        )
        .await;
    let long = height().await;
    assert!(
        short < long,
        "the chosen fields alone are shorter: {short} < {long}"
    );
}

/// Without JavaScript the form keeps every time control's fields, each group under its
/// choice's heading, none hidden by the server.
#[tokio::test]
async fn without_javascript_each_choices_fields_stand_under_its_heading() {
    let app = TestApp::spawn().await;
    let (alice, _) = app.verified_user("alice").await;
    let page = alice.get("/challenges/new").await.body;
    for (group, legend) in [
        ("tc-fischer-group", "<legend>Fischer</legend>"),
        ("tc-moves-in-days-group", "<legend>Moves in days</legend>"),
    ] {
        let at = page
            .find(&format!("id=\"{group}\""))
            .unwrap_or_else(|| panic!("no {group}: {page}"));
        let tag_start = page[..at].rfind('<').unwrap();
        let tag = &page[tag_start..at + page[at..].find('>').unwrap()];
        assert!(!tag.contains("hidden"), "{tag}");
        let heading = page[at..].find(legend).expect("its heading");
        assert!(heading < 120, "the heading opens the group {group}");
    }
    let fischer = page.find("id=\"tc-fischer-group\"").unwrap();
    let increment = page.find("id=\"increment_days\"").unwrap();
    let moves_group = page.find("id=\"tc-moves-in-days-group\"").unwrap();
    assert!(fischer < increment && increment < moves_group, "grouped");
}
