//! Refusals the web layer used to write in English read in German on a German page
//! (issue 29: words at the edge): the mail settings' choices.

use reqwest::StatusCode;

use crate::{deutsch::german_user, support::TestApp};

#[tokio::test]
async fn the_mail_settings_refusals_read_in_german() {
    let app = TestApp::spawn().await;
    let (browser, _) = german_user(&app, "mina").await;
    let res = browser
        .post_form(
            "/settings/mail",
            &[
                ("mail_moves", "hourly"),
                ("reminder_hours", "5"),
                ("digest_hour", "99"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    for sentence in [
        "Wähle eine der angebotenen Möglichkeiten.",
        "Wähle eine der angebotenen Erinnerungszeiten.",
        "Wähle eine Stunde von 0 bis 23.",
    ] {
        assert!(res.body.contains(sentence), "{sentence}: {}", res.body);
    }
    assert!(
        !res.body.contains("Choose one of the offered"),
        "{}",
        res.body
    );
}
