//! Issue 44, item 10: a club's name that only looks like a taken one (homoglyphs of
//! another script, `I` for `l`, fullwidth letters, zero-width characters) is refused
//! naming the club it looks like; a name holding an invisible character is refused;
//! a slug needs a letter or a digit. Through the form and the JSON API.

use reqwest::StatusCode;
use serde_json::json;

use crate::api::{Api, token_for};
use crate::support::TestApp;

/// A slug no other test uses.
fn slug(name: &str) -> String {
    let suffix = uuid::Uuid::new_v4().simple().to_string();
    format!("{name}-{}", &suffix[..8])
}

#[tokio::test]
async fn look_alike_and_invisible_club_names_are_refused_on_the_form() {
    let app = TestApp::spawn().await;
    let (founder, _) = app.verified_user("founder").await;
    let res = founder
        .post_form("/clubs", &[("name", "Rook Club"), ("slug", &slug("rook"))])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let (other, _) = app.verified_user("other").await;
    for twin in [
        "R\u{043E}\u{043E}k Club", // Cyrillic о
        "Rook CIub",               // a capital i
        "\u{FF32}ook Club",        // a fullwidth R
        "rook  club",
    ] {
        let res = other
            .post_form("/clubs", &[("name", twin), ("slug", &slug("twin"))])
            .await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{twin}");
        assert!(
            res.body
                .contains("name that looks the same exists already: Rook Club"),
            "{twin}: {}",
            res.body
        );
    }
    let res = other
        .post_form(
            "/clubs",
            &[("name", "Rook\u{200B} Club"), ("slug", &slug("zw"))],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body
            .contains("may not hold characters that show nothing"),
        "{}",
        res.body
    );
    let res = other
        .post_form("/clubs", &[("name", "Dash Club"), ("slug", "---")])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body.contains("at least one letter or digit"),
        "{}",
        res.body
    );
    // A name that is only similar in meaning is another club's.
    let res = other
        .post_form(
            "/clubs",
            &[("name", "Rook Clubs"), ("slug", &slug("rooks"))],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let clubs: i64 = sqlx::query_scalar("SELECT count(*) FROM clubs")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(clubs, 2);
}

#[tokio::test]
async fn the_api_refuses_look_alike_names_at_the_name_field() {
    let app = TestApp::spawn().await;
    let (_, founder_name) = app.verified_user("founder").await;
    let founder = Api::new(&app, Some(token_for(&app, &founder_name).await));
    let res = founder
        .post(
            "/api/v1/clubs",
            json!({"name": "Knights of Oslo", "slug": slug("oslo")}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let (_, other_name) = app.verified_user("other").await;
    let other = Api::new(&app, Some(token_for(&app, &other_name).await));
    let res = other
        .post(
            "/api/v1/clubs",
            json!({"name": "Knights \u{043E}f 0slo", "slug": slug("osl0")}),
        )
        .await;
    res.assert_problem(422, "validation-failed");
    let said = res.json["errors"]["name"].as_str().unwrap_or_default();
    assert!(said.contains("Knights of Oslo"), "{}", res.text);
    let res = other
        .post(
            "/api/v1/clubs",
            json!({"name": "Knights\u{2060} of Bergen", "slug": "-"}),
        )
        .await;
    res.assert_problem(422, "validation-failed");
    assert!(res.json["errors"]["name"].is_string(), "{}", res.text);
    assert!(res.json["errors"]["slug"].is_string(), "{}", res.text);
}
