//! German on the game page's remaining parts (the analysis board, conditional lines and
//! the private note, the board scripts' words), the dice page, a profile's dates and
//! refused form characters; each checked in English too.

use corrchess::{domain::TimeZone, i18n::Lang};
use reqwest::StatusCode;
use time::OffsetDateTime;

use crate::support::{Browser, TestApp, play::TwoPlayers};

fn german(app: &TestApp) -> Browser {
    Browser::with_accept_language(&app.address, "de-DE,de;q=0.9")
}

/// A game of the classical setup after 1.e4, both players' pages in German: White
/// waits for Black's move, so White may store lines.
async fn german_game(app: &TestApp) -> TwoPlayers {
    let p = TwoPlayers::new(app, 518).await;
    for b in [&p.white, &p.black] {
        let res = b
            .post_form("/settings/language", &[("language", "de")])
            .await;
        assert!(res.status.is_redirection(), "{}", res.body);
    }
    p.play_all(&["e4"]).await;
    p
}

async fn store_line(b: &Browser, game: i64, line: &str) -> crate::support::Page {
    b.post_form(
        &format!("/games/{game}/conditionals"),
        &[("line", line), ("message", "")],
    )
    .await
}

#[tokio::test]
async fn the_analysis_and_conditional_sections_read_in_german() {
    let app = TestApp::spawn().await;
    let p = german_game(&app).await;
    let path = format!("/games/{}", p.game);
    let page = p.white.get(&path).await.body;
    for german_text in [
        "<h2 id=\"analysis-heading\">Analysebrett</h2>",
        "Analyse, wird nicht gesendet.",
        "Zug ausprobieren",
        "Als bedingte Zugfolge speichern",
        "Deine bedingten Züge",
        "Keine Zugfolgen gespeichert.",
        "Zugfolge speichern",
        "<kbd>Sf6 Sc3 d5 e3</kbd>",
        "Deine private Notiz",
        "Notiz speichern",
        // The scripts' words, in the page.
        "\"pending\":\"Dein Zug {move}. Ziehen oder abbrechen?\"",
        "\"from_current\":\"Ab der aktuellen Stellung.\"",
        "\"letters\":[[\"N\",\"S\"]",
    ] {
        assert!(page.contains(german_text), "{german_text}: {page}");
    }
    for english_text in [
        "Analysis board",
        "Your conditional moves",
        "Store the line",
        "Your private note",
        "Play it, or cancel",
        "e4, empty",
    ] {
        assert!(!page.contains(english_text), "{english_text}: {page}");
    }
    assert!(page.contains("aria-label=\"e4, weißer Bauer\""), "{page}");

    // A line typed with German letters is stored and shown with them.
    let res = store_line(&p.white, p.game, "e5 Sf3").await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let page = p.white.get(&path).await.body;
    assert!(page.contains("<kbd class=\"line\">e5 Sf3</kbd>"), "{page}");
    assert!(page.contains(">Löschen</button>"), "{page}");
}

#[tokio::test]
async fn conditional_line_refusals_read_in_german() {
    let app = TestApp::spawn().await;
    let p = german_game(&app).await;
    let res = store_line(&p.white, p.game, "e5").await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body.contains(
            "Eine Zugfolge braucht den Zug deines Gegners und deine Antwort darauf, z. B. „Sf6 Sc3“."
        ),
        "{}",
        res.body
    );
    assert!(res.body.contains("value=\"e5\""), "typed line kept");
    let res = store_line(&p.white, p.game, "e5 Sg5").await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body
            .contains("Zug 2 der Zugfolge, „Sg5“ (deine Antwort), ist nicht möglich: Keiner deiner Springer kann nach g5 ziehen."),
        "{}",
        res.body
    );
    assert!(!res.body.contains("cannot be played"), "{}", res.body);
    // Black is on move: lines come after the move.
    let res = store_line(&p.black, p.game, "e5 Sf3").await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert!(
        res.body
            .contains("Du bist am Zug: Bedingte Zugfolgen beginnen mit dem Zug deines Gegners"),
        "{}",
        res.body
    );

    // The same in English for a player who reads English.
    let q = TwoPlayers::new(&app, 518).await;
    q.play_all(&["e4"]).await;
    let page = q.white.get(&format!("/games/{}", q.game)).await.body;
    for english_text in [
        "Analysis board",
        "Your conditional moves",
        "Store the line",
        "\"pending\":\"Your move {move}. Play it, or cancel.\"",
        "aria-label=\"e4, white pawn\"",
    ] {
        assert!(page.contains(english_text), "{english_text}: {page}");
    }
    let res = store_line(&q.white, q.game, "e5").await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body.contains("A line needs your opponent"),
        "{}",
        res.body
    );
    assert!(!res.body.contains("Zugfolge"), "{}", res.body);
}

#[tokio::test]
async fn the_dice_page_reads_in_german() {
    let app = TestApp::spawn().await;
    let page = german(&app).get("/positions/dice").await;
    assert_eq!(page.status, StatusCode::OK);
    for german_text in [
        "<h1>Eine Startstellung auswürfeln</h1>",
        "Der Läufer auf dunklem Feld: 1 = a1, 2 = c1, 3 = e1, 4 = g1; bei 5 oder 6 noch einmal würfeln.",
        "Der zweite Springer: Zähle die 4 leeren Felder von links ab",
        "Vom Würfel des Servers ausgelost",
        "Grundreihe bisher",
        "Turm, König, Turm",
        "Das ist <a id=\"permalink\"",
        ">Startstellung ",
        "Noch einmal würfeln",
        "Eigene Würfe nachschlagen",
        "Läufer auf dunklem Feld (1 bis 4)",
        "Stellung zeigen",
    ] {
        assert!(
            page.body.contains(german_text),
            "{german_text}: {}",
            page.body
        );
    }
    assert!(!page.body.contains("roll again"), "{}", page.body);
    let page = german(&app)
        .get("/positions/dice?dark_bishop=5&light_bishop=3&queen=3&knight=6&second_knight=3")
        .await;
    assert_eq!(page.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        page.body
            .contains("Beim Läufer auf dunklem Feld zählt nur ein Wurf von 1 bis 4"),
        "{}",
        page.body
    );
    assert!(
        page.body
            .contains("Beim ersten Springer zählt nur ein Wurf von 1 bis 5")
    );
    let page = app.browser().get("/positions/dice").await.body;
    assert!(
        page.contains("<h1>Draw a start position with a die</h1>"),
        "{page}"
    );
    assert!(
        page.contains("The queen: count the 6 empty squares from the left."),
        "{page}"
    );
    assert!(!page.contains("würfeln"), "{page}");
}

#[tokio::test]
async fn a_profiles_dates_read_in_german() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    let (joined, deadline): (OffsetDateTime, OffsetDateTime) = sqlx::query_as(
        "SELECT u.created_at, g.deadline FROM users u, games g
         WHERE u.username = $1 AND g.id = $2",
    )
    .bind(&p.white_name)
    .bind(p.game)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let utc = TimeZone::utc();
    let path = format!("/players/{}", p.white_name);
    let page = german(&app).get(&path).await.body;
    let german_day = utc.format_date_in(Lang::De, joined);
    assert!(german_day.contains(". "), "{german_day}");
    assert!(page.contains(&german_day), "{german_day}: {page}");
    let german_deadline = utc.format_deadline_in(Lang::De, deadline);
    assert!(page.contains(&german_deadline), "{german_deadline}: {page}");
    let page = app.browser().get(&path).await.body;
    assert!(
        page.contains(&utc.format_date_in(Lang::En, joined)),
        "{page}"
    );
    assert!(
        page.contains(&utc.format_deadline_in(Lang::En, deadline)),
        "{page}"
    );
    assert!(!page.contains(&german_day), "{page}");
    // A refused query of the profile, worded for the visitor.
    let res = german(&app).get(&format!("{path}?page=0")).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert!(
        res.body
            .contains("Die Seite muss eine ganze Zahl von 1 bis 100000 sein."),
        "{}",
        res.body
    );
    let res = app.browser().get(&format!("{path}?result=x")).await;
    assert!(
        res.body
            .contains("The result filter must be won, drawn or lost (or empty for all)."),
        "{}",
        res.body
    );
}

#[tokio::test]
async fn a_refused_form_character_is_named_in_german() {
    let app = TestApp::spawn().await;
    let p = german_game(&app).await;
    let ply = "1";
    let res = p
        .black
        .post_form(
            &format!("/games/{}/move", p.game),
            &[("move", "e5\u{1b}"), ("ply", ply)],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body.contains(
            "Das Feld „Zug“ enthält ein Zeichen, das hier nicht erlaubt ist: Zeilenumbrüche, Tabulatoren und andere Steuerzeichen gehen hier nicht."
        ),
        "{}",
        res.body
    );
    let res = p
        .white
        .post_form(&format!("/games/{}/notes", p.game), &[("note", "a\u{0}b")])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body.contains("Das Feld „Notiz“ enthält"),
        "{}",
        res.body
    );
    // A query value on a page without a form: the error page names the field.
    let res = german(&app)
        .get("/positions/dice?dark_bishop=1%00&light_bishop=1&queen=1&knight=1&second_knight=1")
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body
            .contains("Das Feld „Läufer auf dunklem Feld“ enthält"),
        "{}",
        res.body
    );
    // English readers keep the English sentence.
    let res = app
        .browser()
        .get("/positions/dice?dark_bishop=1%00&light_bishop=1&queen=1&knight=1&second_knight=1")
        .await;
    assert!(
        res.body
            .contains("The field “Dark bishop” contains a character"),
        "{}",
        res.body
    );
}

#[tokio::test]
async fn message_refusals_and_the_resign_question_read_in_german() {
    let app = TestApp::spawn().await;
    let p = german_game(&app).await;
    let res = p
        .white
        .post_form(&format!("/games/{}/messages", p.game), &[("message", "  ")])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body.contains("Schreib zuerst eine Nachricht."),
        "{}",
        res.body
    );
    let long = "x".repeat(2001);
    let res = p
        .white
        .post_form(
            &format!("/games/{}/messages", p.game),
            &[("message", &long)],
        )
        .await;
    assert!(
        res.body
            .contains("Eine Nachricht darf höchstens 2000 Zeichen haben."),
        "{}",
        res.body
    );
    // Resigning without the tick box asks first.
    let res = p
        .white
        .post_form(&format!("/games/{}/resign", p.game), &[])
        .await;
    assert!(
        res.body.contains("<h1>Partie aufgeben?</h1>"),
        "{}",
        res.body
    );
    assert!(
        res.body
            .contains("Mit der Aufgabe endet die Partie sofort als Niederlage für dich."),
        "{}",
        res.body
    );
    assert!(!res.body.contains("Resign"), "{}", res.body);

    let q = TwoPlayers::new(&app, 518).await;
    let res = q
        .white
        .post_form(&format!("/games/{}/messages", q.game), &[("message", "  ")])
        .await;
    assert!(res.body.contains("Write a message first."), "{}", res.body);
    let res = q
        .white
        .post_form(&format!("/games/{}/resign", q.game), &[])
        .await;
    assert!(
        res.body.contains("<h1>Resign the game?</h1>"),
        "{}",
        res.body
    );
}

#[tokio::test]
async fn the_drawn_boards_name_their_squares_in_german() {
    let app = TestApp::spawn().await;
    let page = german(&app).get("/positions/518").await.body;
    assert!(
        page.contains(
            "Startstellung 518: Turm, Springer, Läufer, Dame, König, Läufer, Springer, Turm"
        ),
        "{page}"
    );
    assert!(page.contains("aria-label=\"e1, weißer König\""), "{page}");
    assert!(page.contains("aria-label=\"d8, schwarze Dame\""), "{page}");
    assert!(page.contains("aria-label=\"e4, leer\""), "{page}");
    let page = german(&app).get("/rules").await.body;
    assert!(
        page.contains("Vor der Rochade: weißer König auf "),
        "{page}"
    );
    assert!(
        page.contains("Nach der Rochade: O-O (kurz): König "),
        "{page}"
    );
    assert!(!page.contains("Before castling"), "{page}");
    let page = app.browser().get("/rules").await.body;
    assert!(page.contains("Before castling: white king on "), "{page}");
    assert!(page.contains("O-O (kingside): king "), "{page}");
    let page = app.browser().get("/positions/518").await.body;
    assert!(page.contains("aria-label=\"e1, white king\""), "{page}");
}

#[tokio::test]
async fn a_hand_made_draw_action_is_refused_in_german() {
    let app = TestApp::spawn().await;
    let p = german_game(&app).await;
    let res = p
        .white
        .post_form(&format!("/games/{}/draw", p.game), &[("action", "bogus")])
        .await;
    assert_eq!(res.status, reqwest::StatusCode::BAD_REQUEST, "{}", res.body);
    assert!(res.body.contains("Die Remis-Aktion muss"), "{}", res.body);
    assert!(!res.body.contains("The draw action must be"));
}
