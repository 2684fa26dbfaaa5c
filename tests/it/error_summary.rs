//! The error summary at the top of a page's main content: a form answered with its
//! errors lists each of them once more at the top, as a link to the field's control
//! (templates/fields.html's `summary`), in the reader's language; a page without errors
//! has none.

use reqwest::StatusCode;

use crate::{
    deutsch::german_user,
    support::{TestApp, play::play},
};

/// The summary box of `html` (from its start to its end), if any.
fn summary(html: &str) -> Option<&str> {
    let at = html.find("id=\"error-summary\"")?;
    let start = html[..at].rfind('<').unwrap();
    let end = at + html[at..].find("</div>").expect("the summary's end");
    Some(&html[start..end])
}

/// Where the summary stands: before the page's first heading, inside `<main>`.
fn before_the_heading(html: &str) -> bool {
    let main = html.find("<main").expect("a main");
    let box_at = html.find("id=\"error-summary\"").expect("a summary");
    let h1 = html.find("<h1").expect("a heading");
    main < box_at && box_at < h1
}

#[tokio::test]
async fn an_illegal_move_is_summed_up_at_the_top_linking_to_the_move_field() {
    let app = TestApp::spawn().await;
    let p = crate::support::play::TwoPlayers::new(&app, 518).await;
    let page = p.white.get(&format!("/games/{}", p.game)).await;
    assert!(summary(&page.body).is_none(), "no errors, no summary");

    let res = play(&p.white, p.game, "e2e5", &[]).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    let found = summary(&res.body).expect("a summary");
    assert!(found.contains("role=\"alert\""), "{found}");
    assert!(found.contains("tabindex=\"-1\""), "{found}");
    assert!(found.contains("<a href=\"#move\">"), "{found}");
    assert!(found.contains("Please correct this:"), "{found}");
    assert!(res.body.contains("<input id=\"move\""), "the link's target");
    assert!(before_the_heading(&res.body));
}

#[tokio::test]
async fn the_summary_speaks_german_on_german_pages() {
    let app = TestApp::spawn().await;
    let (de, _) = german_user(&app, "summe").await;
    let res = de
        .post_form(
            "/challenges",
            &[
                ("opponent", ""),
                ("color", "random"),
                ("start", "random"),
                ("days_per_move", "0"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    let found = summary(&res.body).expect("a summary");
    assert!(found.contains("Bitte korrigiere das:"), "{found}");
    assert!(found.contains("<a href=\"#days_per_move\">"), "{found}");
    assert!(
        res.body.contains("id=\"days_per_move\""),
        "the link's target"
    );
}

#[tokio::test]
async fn every_field_of_a_refused_sign_up_is_in_the_summary() {
    let app = TestApp::spawn().await;
    let res = app
        .browser()
        .post_form(
            "/signup",
            &[("username", "x"), ("email", "nope"), ("password", "short")],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    let found = summary(&res.body).expect("a summary");
    for field in ["username", "email", "password"] {
        assert!(
            found.contains(&format!("<a href=\"#{field}\">")),
            "{field}: {found}"
        );
        assert!(
            res.body.contains(&format!("id=\"{field}\"")),
            "{field}'s control"
        );
    }
    assert!(before_the_heading(&res.body));
}

#[tokio::test]
async fn refused_dice_rolls_and_a_refused_report_close_are_summed_up() {
    let app = TestApp::spawn().await;
    let res = app
        .browser()
        .get("/positions/dice?dark_bishop=9&light_bishop=1&queen=1&knight=1&second_knight=1")
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    let found = summary(&res.body).expect("a summary");
    assert!(found.contains("<a href=\"#dark_bishop\">"), "{found}");
    assert!(!found.contains("#queen"), "only the refused roll: {found}");

    let (ann, _) = app.verified_user("ann").await;
    let (_, bob) = app.verified_user("bob").await;
    let (admin, _) = crate::moderation::admin(&app).await;
    crate::support::play::post_ok(
        &ann,
        &format!("/players/{bob}/report"),
        &[("reason", "other"), ("text", "Rude.")],
    )
    .await;
    let list = admin.get("/admin/reports").await.body;
    let at = list.find("id=\"report-").expect("the report");
    let id: i64 = list[at + 11..].split('"').next().unwrap().parse().unwrap();
    let res = admin
        .post_form(&format!("/admin/reports/{id}/close"), &[("note", "")])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    let found = summary(&res.body).expect("a summary");
    assert!(
        found.contains(&format!("<a href=\"#note-{id}\">")),
        "{found}"
    );
    assert!(
        res.body.contains(&format!("id=\"note-{id}\"")),
        "the link's target"
    );
}
