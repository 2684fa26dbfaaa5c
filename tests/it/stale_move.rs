//! A move sent from a page whose position is gone (the game went on meanwhile) is not
//! played: the page shows the current position with the typed move and message still
//! in the form, under a heading that says the position changed (not "Please correct
//! this"), in the reader's language.

use reqwest::StatusCode;

use crate::support::{
    TestApp,
    play::{TwoPlayers, form_ply, play_ok},
};

#[tokio::test]
async fn a_stale_move_keeps_what_was_typed_under_a_fitting_heading() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    play_ok(&p.white, p.game, "e4").await;
    // Black's page at ply 1, left open while the game goes on in another tab.
    let old = p.black.get(&format!("/games/{}", p.game)).await;
    let ply = form_ply(&old.body);
    play_ok(&p.black, p.game, "e5").await;
    play_ok(&p.white, p.game, "Nf3").await;

    let path = format!("/games/{}/move", p.game);
    let fields = [
        ("move", "Kg7"),
        ("ply", ply.as_str()),
        ("message", "hi <b>"),
    ];
    let stale = p.black.post_form(&path, &fields).await;
    assert_eq!(stale.status, StatusCode::CONFLICT);
    let body = &stale.body;
    assert!(body.contains("value=\"Kg7\""), "the move is kept: {body}");
    assert!(
        body.contains(">hi &#60;b&#62;</textarea>"),
        "and the message: {body}"
    );
    assert!(body.contains("The position has changed"), "{body}");
    assert!(!body.contains("Please correct this"), "{body}");

    p.black
        .post_form("/language", &[("lang", "de"), ("back", "/")])
        .await;
    let stale = p.black.post_form(&path, &fields).await;
    assert_eq!(stale.status, StatusCode::CONFLICT);
    assert!(stale.body.contains("Die Stellung hat sich geändert"));
    assert!(stale.body.contains("value=\"Kg7\""));
}
