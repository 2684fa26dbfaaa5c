//! Pages that used to leave English sentences on a German page: the castling cases
//! of `/rules`, the verification page, the time-zone refusal, the positions used by
//! a tournament, the onward links of error pages, a start number out of range, the
//! positions filter's errors and an open challenge's rating range. Each is fetched in
//! German (the German sentence there, the English one absent) and in English.

use reqwest::StatusCode;

use crate::api_tournaments::create_tournament;
use crate::support::{Browser, TestApp, play::post_ok};

fn german(app: &TestApp) -> Browser {
    Browser::with_accept_language(&app.address, "de-DE,de;q=0.9")
}

#[track_caller]
fn reads(page: &str, german: &[&str], english: &[&str]) {
    assert!(page.contains("<html lang=\"de\">"), "{page}");
    for s in german {
        assert!(page.contains(s), "{s:?} missing: {page}");
    }
    for s in english {
        assert!(!page.contains(s), "{s:?} left on a German page: {page}");
    }
}

#[tokio::test]
async fn the_public_pages_leave_no_english_on_a_german_page() {
    let app = TestApp::spawn().await;
    let de = german(&app);
    let rules = de.get("/rules").await.body;
    reads(
        &rules,
        &[
            "König und Turm tauschen die Felder",
            "Nur der Turm zieht",
            "Der König steht schon auf c1",
        ],
        &[
            "King and rook swap squares",
            "Only the rook moves",
            "The king already stands on c1",
        ],
    );
    let english = app.browser().get("/rules").await.body;
    assert!(english.contains("King and rook swap squares"), "{english}");

    let missing = de.get("/positions/1000").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    reads(
        &missing.body,
        &["Diese Startstellung gibt es nicht.", "Alle 960 Stellungen"],
        &["There is no such start position", "All 960 positions"],
    );
    let game = de.get("/games/999999").await;
    reads(&game.body, &["Deine Partien"], &["Your games"]);
    let refused = de.get("/positions?king=a&a_file=king").await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    reads(
        &refused.body,
        &[
            "b-Linie",
            "Der König steht zu Beginn auf einer der Linien b bis g.",
        ],
        &[
            "b-file",
            "The king starts on one of the files",
            "The a-file holds",
        ],
    );

    let dead = de.get("/verify-email?token=abc").await;
    assert_eq!(dead.status, StatusCode::NOT_FOUND);
    reads(
        &dead.body,
        &["Dieser Link ist ungültig"],
        &["This link is invalid"],
    );
}

#[tokio::test]
async fn a_players_pages_leave_no_english_on_a_german_page() {
    let app = TestApp::spawn().await;
    let (de, _) = crate::deutsch::german_user(&app, "zoe").await;
    let res = de
        .post_form("/settings/time-zone", &[("time_zone", "Mars/Olympus")])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    reads(
        &res.body,
        &["Wähle eine Zeitzone aus der Liste"],
        &["Choose a time zone"],
    );

    // An open challenge with a rating range.
    let res = de
        .post_form(
            "/challenges",
            &[
                ("opponent", ""),
                ("color", "random"),
                ("start", "random"),
                ("days_per_move", "3"),
                ("min_rating", "1200"),
                ("max_rating", "1800"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let list = de.get("/challenges").await.body;
    reads(
        &list,
        &["mit einer Wertungszahl von 1200 bis 1800"],
        &["rated 1200 to 1800"],
    );
    let english = app.browser().get("/challenges").await.body;
    assert!(english.contains("rated 1200 to 1800"), "{english}");
}

#[tokio::test]
async fn a_tournaments_positions_read_in_the_readers_language() {
    let app = TestApp::spawn().await;
    let (director, director_name) = app.verified_user("director").await;
    app.make_admin(&director_name).await;
    let t = create_tournament(
        &director,
        &[
            ("name", "Runden"),
            ("format", "round_robin"),
            ("days_per_move", "3"),
            ("position_policy", "game"),
            ("min_players", "3"),
            ("max_players", "3"),
        ],
    )
    .await;
    for name in ["ann", "ben", "cid"] {
        let (b, _) = app.verified_user(name).await;
        let res = b.post_form(&format!("/tournaments/{t}/join"), &[]).await;
        assert_eq!(res.location(), format!("/tournaments/{t}?done=joined"));
        let page = b.get(&res.location()).await.body;
        assert!(page.contains("You are registered"), "{page}");
    }
    post_ok(
        &director,
        &format!("/admin/tournaments/{t}/start"),
        &[("confirm", "on")],
    )
    .await;
    let page = german(&app).get(&format!("/tournaments/{t}")).await.body;
    reads(&page, &["<li>Runde 1: "], &["<li>round 1: "]);
    let page = app.browser().get(&format!("/tournaments/{t}")).await.body;
    assert!(page.contains("<li>round 1: "), "{page}");
    // The API keeps its English names.
    let api = crate::api::Api::new(
        &app,
        Some(crate::api::token_for(&app, &director_name).await),
    );
    let res = api.get(&format!("/api/v1/tournaments/{t}")).await;
    let used = res.json["start_numbers"][0]["used_for"].as_str().unwrap();
    assert!(used.starts_with("round 1: "), "{used}");
}
