//! Conditional moves and private notes over HTTP and the API: a stored line answers the
//! opponent's move in the same request, other lines drop, branches pick their reply,
//! Chess960 castling works in both notations, nobody else sees lines or notes, and two
//! concurrent opponent moves play a reply once.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::{Answer, Api, api_game, api_user, play};
use crate::support::{Browser, TestApp, email_of, smtp};

/// Alice (white) and Bob with API clients and browsers; a game of `start`, Alice to move.
pub(crate) struct Pair {
    pub(crate) alice: Api,
    pub(crate) alice_web: Browser,
    pub(crate) a: String,
    pub(crate) bob: Api,
    pub(crate) bob_web: Browser,
    pub(crate) b: String,
    pub(crate) game: i64,
}

pub(crate) async fn pair(app: &TestApp, start: i64) -> Pair {
    let (alice, a, alice_web) = api_user(app, "alice").await;
    let (bob, b, bob_web) = api_user(app, "bob").await;
    let game = api_game(&alice, &bob, &b, start, false).await;
    Pair {
        alice,
        alice_web,
        a,
        bob,
        bob_web,
        b,
        game,
    }
}

pub(crate) async fn store(api: &Api, game: i64, line: &str) -> Answer {
    api.post(
        &format!("/api/v1/games/{game}/conditionals"),
        json!({ "line": line }),
    )
    .await
}

pub(crate) fn sans(game: &Value) -> Vec<String> {
    game["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["san"].as_str().unwrap().to_owned())
        .collect()
}

pub(crate) async fn lines_of(api: &Api, game: i64) -> Vec<Value> {
    let res = api.get(&format!("/api/v1/games/{game}/conditionals")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json.as_array().unwrap().clone()
}

#[tokio::test]
async fn a_stored_line_answers_the_opponents_move_in_the_same_request() {
    let app = TestApp::spawn().await;
    let p = pair(&app, 518).await;
    // On her own move, Alice cannot store lines: they start with Bob's move.
    store(&p.alice, p.game, "e5 Nf3")
        .await
        .assert_problem(409, "action-refused");
    assert_eq!(
        play(&p.alice, p.game, "e4", 0).await.status,
        StatusCode::CREATED
    );

    let res = store(&p.alice, p.game, "e5 Nf3 Nc6 Bb5").await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!(res.json["moves"][1]["san"], "Nf3");
    assert_eq!(res.json["moves"][3]["uci"], "f1b5");
    // Bob's move is answered at once: his own answer already shows Alice's reply.
    let res = play(&p.bob, p.game, "e5", 1).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!(sans(&res.json["game"]), ["e4", "e5", "Nf3"]);
    assert_eq!(res.json["game"]["turn"], "black");
    assert_eq!(res.json["move"]["san"], "e5");
    let line = lines_of(&p.alice, p.game).await;
    assert_eq!(line.len(), 1, "the line advanced by two");
    assert_eq!(line[0]["moves"][0]["san"], "Nc6");

    // Mails: Bob hears of the reply as a conditional move; Alice that her line was used.
    let to_bob = smtp()
        .wait_for_text(&email_of(&p.b), "a conditional move")
        .await;
    assert!(
        to_bob.text.contains("answered your 1...e5 with 2.Nf3"),
        "{}",
        to_bob.text
    );
    let to_alice = smtp()
        .wait_for_text(&email_of(&p.a), "your reply 2.Nf3 was played")
        .await;
    assert!(to_alice.text.contains("It is "), "{}", to_alice.text);

    let res = play(&p.bob, p.game, "Nc6", 3).await;
    assert_eq!(sans(&res.json["game"]), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    assert!(
        lines_of(&p.alice, p.game).await.is_empty(),
        "the line is used up"
    );
}

#[tokio::test]
async fn unforeseen_moves_drop_the_lines_and_branches_pick_their_reply() {
    let app = TestApp::spawn().await;
    let p = pair(&app, 518).await;
    play(&p.alice, p.game, "e4", 0).await;
    for line in ["e5 Nf3", "c5 Nc3 d6 d4", "c5 Nc3 Nc6 Bb5", "e6 d4"] {
        let res = store(&p.alice, p.game, line).await;
        assert_eq!(res.status, StatusCode::CREATED, "{line}: {}", res.text);
    }
    // Another answer to 1...c5 contradicts a stored line.
    let res = store(&p.alice, p.game, "c5 Nf3").await;
    res.assert_problem(422, "validation-failed");
    assert!(
        res.json["detail"].as_str().unwrap().contains("Nc3"),
        "{}",
        res.text
    );
    // An illegal move is named, with its place in the line.
    let res = store(&p.alice, p.game, "c5 Ke3").await;
    res.assert_problem(422, "validation-failed");
    assert!(
        res.json["detail"]
            .as_str()
            .unwrap()
            .contains("Move 2 of the line, \"Ke3\""),
        "{}",
        res.text
    );

    let res = play(&p.bob, p.game, "c5", 1).await;
    assert_eq!(sans(&res.json["game"]), ["e4", "c5", "Nc3"]);
    assert_eq!(
        lines_of(&p.alice, p.game).await.len(),
        2,
        "both c5 lines go on"
    );
    let res = play(&p.bob, p.game, "g6", 3).await;
    assert_eq!(sans(&res.json["game"]), ["e4", "c5", "Nc3", "g6"]);
    assert!(
        lines_of(&p.alice, p.game).await.is_empty(),
        "g6 was not foreseen"
    );
    let rows: i64 = sqlx::query_scalar("SELECT count(*) FROM conditional_lines")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(rows, 0);
}

#[tokio::test]
async fn conditional_castling_works_typed_either_way() {
    let app = TestApp::spawn().await;
    // RNNQBBKR: the king on g1 castles kingside with the rook on h1 (king stays on g1).
    let start = i64::from(
        corrchess::chess::StartNumber::from_back_rank("RNNQBBKR")
            .unwrap()
            .get(),
    );
    let p = pair(&app, start).await;
    for (ply, mv) in ["g2g3", "g7g6", "f1g2", "f8g7"].iter().enumerate() {
        let api = if ply % 2 == 0 { &p.alice } else { &p.bob };
        assert_eq!(
            play(api, p.game, mv, ply as i64).await.status,
            StatusCode::CREATED
        );
    }
    play(&p.alice, p.game, "b2b3", 4).await;
    // Bob is on move; Alice prepares castling by king onto rook, and as O-O in a branch.
    assert_eq!(
        store(&p.alice, p.game, "b7b6 g1h1").await.status,
        StatusCode::CREATED
    );
    assert_eq!(
        store(&p.alice, p.game, "a7a6 O-O").await.status,
        StatusCode::CREATED
    );
    let res = play(&p.bob, p.game, "a6", 5).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let last = res.json["game"]["moves"][6].clone();
    assert_eq!(
        (last["san"].as_str(), last["uci"].as_str()),
        (Some("O-O"), Some("g1h1"))
    );
    // Bob moves by hand; then he prepares his own castling (O-O) against Alice's d3.
    assert_eq!(
        play(&p.bob, p.game, "d7d6", 7).await.status,
        StatusCode::CREATED
    );
    assert_eq!(
        store(&p.bob, p.game, "d2d3 O-O").await.status,
        StatusCode::CREATED
    );
    let res = play(&p.alice, p.game, "d3", 8).await;
    assert_eq!(sans(&res.json["game"])[8..], ["d3", "O-O"]);
    assert_eq!(res.json["game"]["moves"][9]["uci"], "g8h8");
}

#[tokio::test]
async fn lines_and_notes_are_private() {
    let app = TestApp::spawn().await;
    let p = pair(&app, 518).await;
    let (carol, _, carol_web) = api_user(&app, "carol").await;
    play(&p.alice, p.game, "e4", 0).await;
    store(&p.alice, p.game, "Nf6 e5").await;
    let path = format!("/api/v1/games/{}/conditionals", p.game);
    // Bob has lines of his own to see (none), never Alice's.
    assert!(lines_of(&p.bob, p.game).await.is_empty());
    carol.get(&path).await.assert_problem(403, "not-a-player");
    let note = format!("/api/v1/games/{}/note", p.game);
    let res = p
        .alice
        .send(
            reqwest::Method::PUT,
            &note,
            Some(json!({"note": "Plan: kingside attack"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["note"], "Plan: kingside attack");
    assert_eq!(p.bob.get(&note).await.json["note"], "");
    carol.get(&note).await.assert_problem(403, "not-a-player");

    let page = format!("/games/{}", p.game);
    let mine = p.alice_web.get(&page).await.body;
    assert!(mine.contains("Nf6 e5") && mine.contains("Plan: kingside attack"));
    for (who, browser) in [
        ("bob", &p.bob_web),
        ("carol", &carol_web),
        ("anyone", &app.browser()),
    ] {
        let body = browser.get(&page).await.body;
        assert!(
            !body.contains("Nf6 e5") && !body.contains("kingside attack"),
            "{who} sees it"
        );
        let pgn = browser
            .get(&format!("/games/{}.pgn?notes=1", p.game))
            .await
            .body;
        assert!(
            !pgn.contains("kingside") && !pgn.contains("Nf6"),
            "{who}: {pgn}"
        );
    }
    let pgn = p
        .alice_web
        .get(&format!("/games/{}.pgn?notes=1", p.game))
        .await
        .body;
    assert!(pgn.contains("{Plan: kingside attack}"), "{pgn}");
    assert!(
        !p.alice_web
            .get(&format!("/games/{}.pgn", p.game))
            .await
            .body
            .contains("kingside")
    );
    let api_pgn = p
        .alice
        .get(&format!("/api/v1/games/{}/pgn", p.game))
        .await
        .text;
    assert!(!api_pgn.contains("Nf6"), "{api_pgn}");

    // After the game the lines are gone; the note stays.
    let res = p
        .bob
        .post_empty(&format!("/api/v1/games/{}/resign", p.game))
        .await;
    assert_eq!(res.status, StatusCode::OK);
    let rows: i64 = sqlx::query_scalar("SELECT count(*) FROM conditional_lines")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(rows, 0);
    assert_eq!(
        p.alice.get(&note).await.json["note"],
        "Plan: kingside attack"
    );
}

#[tokio::test]
async fn the_forms_keep_the_line_name_the_illegal_move_and_delete() {
    let app = TestApp::spawn().await;
    let p = pair(&app, 518).await;
    play(&p.alice, p.game, "e4", 0).await;
    let path = format!("/games/{}/conditionals", p.game);
    let res = p
        .alice_web
        .post_form(&path, &[("line", "e5 Qxf7"), ("message", "")])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("value=\"e5 Qxf7\""), "the line is kept");
    assert!(
        res.body
            .contains("Move 2 of the line, &#34;Qxf7&#34; (your reply)"),
        "{}",
        res.body
    );
    let res = p
        .alice_web
        .post_form(&path, &[("line", "e5 Nf3"), ("message", "Here we go")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let page = p.alice_web.get(&format!("/games/{}", p.game)).await.body;
    assert!(page.contains("e5 Nf3") && page.contains("Here we go"));
    let id = lines_of(&p.alice, p.game).await[0]["id"].as_i64().unwrap();
    // Bob cannot delete Alice's line; Alice can.
    let delete = format!("/games/{}/conditionals/{id}/delete", p.game);
    let res = p.bob_web.post_form(&delete, &[]).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    assert_eq!(lines_of(&p.alice, p.game).await.len(), 1);
    let res = p.alice_web.post_form(&delete, &[]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    assert!(lines_of(&p.alice, p.game).await.is_empty());

    // The note form keeps a refused note and names the field.
    let long = "x".repeat(10_001);
    let res = p
        .alice_web
        .post_form(&format!("/games/{}/notes", p.game), &[("note", &long)])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body.contains("at most 10000 characters"),
        "{}",
        res.body
    );
    assert!(res.body.contains(&long));
}

#[tokio::test]
async fn the_line_message_goes_with_the_first_reply() {
    let app = TestApp::spawn().await;
    let p = pair(&app, 518).await;
    play(&p.alice, p.game, "d4", 0).await;
    let res = p
        .alice
        .post(
            &format!("/api/v1/games/{}/conditionals", p.game),
            json!({"moves": ["d5", "c4", "e6", "Nc3"], "message": "The Queen's Gambit, then."}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    play(&p.bob, p.game, "d5", 1).await;
    let mail = smtp()
        .wait_for_text(&email_of(&p.b), "a conditional move")
        .await;
    assert!(
        mail.text.contains("The Queen's Gambit, then."),
        "{}",
        mail.text
    );
    let page = p.bob_web.get(&format!("/games/{}", p.game)).await.body;
    assert!(page.contains("The Queen&#39;s Gambit, then."), "{page}");
}

#[tokio::test]
async fn two_concurrent_opponent_moves_play_the_reply_once() {
    let app = TestApp::spawn().await;
    let p = pair(&app, 518).await;
    play(&p.alice, p.game, "e4", 0).await;
    store(&p.alice, p.game, "e5 Nf3").await;
    let (one, two) = tokio::join!(play(&p.bob, p.game, "e5", 1), play(&p.bob, p.game, "e5", 1));
    let mut statuses = [one.status.as_u16(), two.status.as_u16()];
    statuses.sort();
    assert_eq!(statuses, [200, 201], "{} / {}", one.text, two.text);
    let moves: Vec<String> =
        sqlx::query_scalar("SELECT san FROM moves WHERE game_id = $1 ORDER BY ply")
            .bind(p.game)
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(moves, ["e4", "e5", "Nf3"]);
}

/// A control character inside `moves[...]` is refused as one in `line` is: 422
/// `validation-failed` naming `moves` with the sentence, not 400 with an internal key.
#[tokio::test]
async fn a_control_character_inside_moves_is_a_422_naming_the_field() {
    let app = TestApp::spawn().await;
    let p = pair(&app, 518).await;
    play(&p.alice, p.game, "d4", 0).await;
    let path = format!("/api/v1/games/{}/conditionals", p.game);
    for moves in [json!(["d5", "c\u{1}4"]), json!(["d5\n", "c4", "e\u{1b}6"])] {
        let res = p.alice.post(&path, json!({ "moves": moves })).await;
        res.assert_problem(422, "validation-failed");
        let said = res.json["errors"]["moves"].as_str().unwrap_or_default();
        assert!(
            said.starts_with("The field `moves` contains a character that is not allowed"),
            "{}",
            res.text
        );
        assert!(!res.text.contains("text-refused"), "{}", res.text);
    }
    assert!(
        lines_of(&p.alice, p.game).await.is_empty(),
        "nothing stored"
    );
}
