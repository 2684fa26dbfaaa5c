//! The OpenAPI document as other programs read it: `openapi-spec-validator` (pinned in
//! `.ci/requirements.txt`) accepts the served document, and the answers that the
//! document once left out are listed now. Every request through `api::Api` checks its
//! answer's status against the document too (`api::assert_documented`), so each API
//! test holds the document to what the server does.

use reqwest::{Method, StatusCode};
use serde_json::json;

use crate::{
    api::{Api, api_game, api_user, assert_documented, token_for},
    moderation::{admin, user_id},
    support::{PASSWORD, TestApp, python::python_with},
};

#[tokio::test]
async fn the_served_document_passes_openapi_spec_validator() {
    let app = TestApp::spawn().await;
    let res = Api::new(&app, None).get("/api/v1/openapi.json").await;
    assert_eq!(res.status, StatusCode::OK);
    let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("{}.openapi.json", crate::support::unique("doc")));
    std::fs::write(&file, &res.text).unwrap();
    let python = tokio::task::spawn_blocking(|| python_with("openapi-spec-validator"))
        .await
        .unwrap();
    let out = tokio::process::Command::new(&python)
        .args(["-m", "openapi_spec_validator"])
        .arg(&file)
        .output()
        .await
        .expect("python runs");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.status.success(),
        "the validator refused the document:\n{said}"
    );
    assert!(said.contains("OK"), "{said}");
    let _ = std::fs::remove_file(&file);
}

#[test]
fn the_document_check_refuses_an_unlisted_answer() {
    let unlisted = std::panic::catch_unwind(|| {
        assert_documented(Method::GET, "/api/v1/games/7", StatusCode::IM_A_TEAPOT, "")
    });
    assert!(
        unlisted.is_err(),
        "418 is not documented for GET /api/v1/games/{{id}}"
    );
    assert_documented(
        Method::GET,
        "/api/v1/games/7?x=1",
        StatusCode::NOT_FOUND,
        "",
    );
    // A path the document does not describe is not this check's business.
    assert_documented(Method::GET, "/api/v1/nowhere", StatusCode::NOT_FOUND, "");
}

#[tokio::test]
async fn a_suspended_account_asking_for_a_token_gets_a_documented_409() {
    let app = TestApp::spawn().await;
    let (admin, _) = admin(&app).await;
    let (_, name, _) = api_user(&app, "suspendee").await;
    let id = user_id(&app, &name).await;
    let res = admin
        .post_form(
            &format!("/admin/users/{id}/suspend"),
            &[
                ("reason", "Spam"),
                ("games", "adjudicate"),
                ("confirm", "on"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let res = Api::new(&app, None)
        .post(
            "/api/v1/tokens",
            json!({"login": name, "password": PASSWORD, "name": "after"}),
        )
        .await;
    res.assert_problem(409, "action-refused");
}

#[tokio::test]
async fn a_note_larger_than_the_api_reads_gets_a_documented_413() {
    let app = TestApp::spawn().await;
    let (alice, _, _) = api_user(&app, "bignote_a").await;
    let (bob, b, _) = api_user(&app, "bignote_b").await;
    let game = api_game(&alice, &bob, &b, 518, false).await;
    let res = alice
        .send(
            Method::PUT,
            &format!("/api/v1/games/{game}/note"),
            Some(json!({ "note": "x".repeat(64 * 1024) })),
        )
        .await;
    res.assert_problem(413, "payload-too-large");
}

#[tokio::test]
async fn the_conditional_line_and_note_operations_document_the_token_limit() {
    let app = TestApp::spawn_with(|c| {
        c.rate_limits.api_per_token = corrchess::config::RateLimit {
            max: 40,
            window: std::time::Duration::from_secs(600),
        }
    })
    .await;
    let (alice, _, _) = api_user(&app, "limited_a").await;
    let (bob, b, _) = api_user(&app, "limited_b").await;
    let game = api_game(&alice, &bob, &b, 518, false).await;
    // A fresh token for Bob, whose calls below are its only ones.
    let fresh = Api::new(&app, Some(token_for(&app, &b).await));
    let lines = format!("/api/v1/games/{game}/conditionals");
    let note = format!("/api/v1/games/{game}/note");
    let mut limited = 0;
    for _ in 0..12 {
        for res in [
            fresh.get(&lines).await,
            fresh.post(&lines, json!({"line": "e5 Nf3"})).await,
            fresh.delete(&format!("{lines}/1")).await,
            fresh.get(&note).await,
            fresh
                .send(Method::PUT, &note, Some(json!({"note": "plan"})))
                .await,
        ] {
            if res.status == StatusCode::TOO_MANY_REQUESTS {
                res.assert_problem(429, "rate-limited");
                limited += 1;
            }
        }
    }
    // The last 20 calls, four of each operation, went over the token's 40.
    assert_eq!(limited, 5 * 12 - 40, "answers over the limit");
}
