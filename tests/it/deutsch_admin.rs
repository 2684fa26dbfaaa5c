//! German for the administration and the mail replies: the admin pages and the
//! tournament form (labels and field errors) follow the admin's language, the
//! unsubscribe page the account's chosen language (the visitor's when it chose none)
//! and the API page the visitor's; the answers to moves by mail, the
//! sign-up-attempt mail and the reset mail to an address without an account follow
//! the recipient's (or, without an account, the requesting page's) language.

use reqwest::StatusCode;

use crate::mail_replies::{listening_app, new_game, relay, reply_message};
use crate::moderation::user_id;
use crate::support::{Browser, PASSWORD, TestApp, email_of, smtp, unique};

fn german(app: &TestApp) -> Browser {
    Browser::with_accept_language(&app.address, "de-DE,de;q=0.9")
}

/// A verified player whose language setting is German.
async fn german_player(app: &TestApp, name: &str) -> (Browser, String) {
    let (browser, name) = app.verified_user(name).await;
    let res = browser
        .post_form("/settings/language", &[("language", "de")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    (browser, name)
}

/// A German admin and an English one (no setting, no header).
async fn admins(app: &TestApp) -> (Browser, Browser) {
    let (de, de_name) = german_player(app, "verwalter").await;
    app.make_admin(&de_name).await;
    let (en, en_name) = app.verified_user("admin").await;
    app.make_admin(&en_name).await;
    (de, en)
}

fn has_all(page: &str, words: &[&str]) {
    for w in words {
        assert!(page.contains(w), "{w:?} missing: {page}");
    }
}

fn has_none(page: &str, words: &[&str]) {
    for w in words {
        assert!(!page.contains(w), "{w:?} left in: {page}");
    }
}

#[tokio::test]
async fn the_admin_pages_read_in_the_admins_language() {
    let app = TestApp::spawn().await;
    let (de, en) = admins(&app).await;
    let (reporter, _) = app.verified_user("melder").await;
    let (_, suspect) = app.verified_user("verdacht").await;
    let res = reporter
        .post_form(
            &format!("/players/{suspect}/report"),
            &[("reason", "abuse"), ("text", "Beleidigungen im Chat")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let id = user_id(&app, &suspect).await;

    let page = de.get("/admin").await.body;
    has_all(
        &page,
        &[
            "<html lang=\"de\">",
            "Neues Turnier",
            "Mails, die auf die Zustellung warten: 0",
            "Zum Organisator machen",
        ],
    );
    has_none(&page, &["Mail waiting for delivery", "Make organiser"]);
    let page = de.get("/admin/users?q=verdacht").await.body;
    has_all(&page, &["1 Konto, das mit „verdacht“ beginnt", "aktiv"]);
    has_none(&page, &["starting with", "Name or email address"]);
    let page = de.get("/admin/reports").await.body;
    has_all(
        &page,
        &[
            "Offene Meldungen",
            "(Beleidigung oder Belästigung)",
            "Meldung schließen",
        ],
    );
    has_none(&page, &["Open reports", "Close the report"]);
    // A note refused in German, nothing closed.
    let report: i64 = sqlx::query_scalar("SELECT id FROM reports ORDER BY id DESC LIMIT 1")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let res = de
        .post_form(&format!("/admin/reports/{report}/close"), &[("note", " ")])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    has_all(&res.body, &["Schreib 1 bis 2000 Zeichen."]);

    // The suspension form refused in German, the typed reason kept.
    let res = de
        .post_form(
            &format!("/admin/users/{id}/suspend"),
            &[("reason", "Beleidigungen"), ("games", "x")],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    has_all(
        &res.body,
        &[
            ">Beleidigungen</textarea>",
            "Wähle, was mit den laufenden Partien geschieht",
            "Setz hier das Häkchen zur Bestätigung",
            "Konto sperren",
        ],
    );
    has_none(&res.body, &["Choose what happens", "Tick this box"]);
    let res = de
        .post_form(
            &format!("/admin/users/{id}/suspend"),
            &[
                ("reason", "Beleidigungen"),
                ("games", "abort"),
                ("confirm", "on"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let page = de.get(&res.location()).await.body;
    has_all(
        &page,
        &["Das Konto ist gesperrt", "gesperrt seit", "Sperre aufheben"],
    );
    let page = de.get("/admin/audit").await.body;
    has_all(&page, &["Protokoll", "Konto gesperrt", "user.suspend"]);
    has_none(&page, &["No admin actions"]);
    // A confirmation page of the admin's own, in German.
    let res = de
        .post_form(&format!("/admin/users/{id}/delete"), &[])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    has_all(&res.body, &["Dieses Konto löschen?", "Konto löschen"]);

    // The English admin reads the same pages in English.
    let page = en.get("/admin/reports?closed=1").await.body;
    has_all(&page, &["<html lang=\"en\">", "Closed reports"]);
    let page = en.get(&format!("/admin/users/{id}")).await.body;
    has_all(&page, &["suspended since", "Lift the suspension"]);
    let page = en.get("/admin/audit").await.body;
    has_all(&page, &["account suspended", "user.suspend"]);
}

#[tokio::test]
async fn the_tournament_form_reads_and_refuses_in_the_organisers_language() {
    let app = TestApp::spawn().await;
    let (de, en) = admins(&app).await;
    // A German organiser (no admin) gets the same form in German.
    let (organiser, name) = german_player(&app, "organisator").await;
    let id = user_id(&app, &name).await;
    let res = de
        .post_form(&format!("/admin/users/{id}/organizer"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    // The organiser lives in Berlin: the deadline is typed on Berlin's clocks.
    let res = organiser
        .post_form("/settings/time-zone", &[("time_zone", "Europe/Berlin")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let page = organiser.get("/admin/tournaments/new").await;
    assert_eq!(page.status, StatusCode::OK);
    has_all(
        &page.body,
        &[
            "Neues Turnier",
            "Rundenturnier: jedes Paar spielt einmal gegeneinander",
            "K.-o.-System",
            "Feinwertungen nach den Punkten",
            "Anmeldeschluss, in deiner Zeitzone (Europe/Berlin)",
            "Turnierpasswort (optional: Spieler müssen es zur Anmeldung angeben)",
            "Speichern",
        ],
    );
    // A new tournament has no password to keep or remove.
    has_none(
        &page.body,
        &[
            "round robin: every pair",
            "Save</button>",
            "leer lässt das bisherige",
            "name=\"remove_entry_password\"",
        ],
    );

    let bad = [
        ("name", "Frühjahrsturnier"),
        ("format", "round_robin"),
        ("time_control", "per_move"),
        ("days_per_move", "0"),
        ("position_policy", "fixed"),
        ("start_number", "960"),
        ("min_players", "2"),
        ("max_players", "8"),
        ("tiebreaks", "buchholz"),
        ("min_rating", "-5"),
        ("registration_deadline", "bald"),
    ];
    let res = organiser.post_form("/admin/tournaments", &bad).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    has_all(
        &res.body,
        &[
            "value=\"Frühjahrsturnier\"",
            "Die Tage müssen eine ganze Zahl von 1 bis 60 sein.",
            "Gib für eine feste Stellung ihre Nummer von 0 bis 959 an.",
            "Die Mindestzahl muss eine ganze Zahl von 3 bis 16 sein.",
            "„buchholz“ ist keine Feinwertung",
            "Gib eine ganze Zahl von 0 bis 4000 an, oder lass das Feld leer.",
            "Gib den Anmeldeschluss als JJJJ-MM-TT",
        ],
    );
    has_none(
        &res.body,
        &["Days must be", "whole number", "is no tie-break"],
    );
    // Saved, the organiser's tools on the tournament's page and its edit form in German.
    let good = [
        ("name", "Frühjahrsturnier"),
        ("format", "round_robin"),
        ("time_control", "per_move"),
        ("days_per_move", "5"),
        ("position_policy", "pairing"),
        ("min_players", "3"),
        ("max_players", "8"),
        ("tiebreaks", "sb"),
        ("registration_deadline", "2099-01-31T18:30"),
    ];
    let res = organiser.post_form("/admin/tournaments", &good).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let page = organiser.get(&res.location()).await.body;
    has_all(
        &page,
        &[
            "<h2>Turnierleitung</h2>",
            "Es kann mit 3 Spielern starten; 0 angemeldet.",
            "Spieler hinzufügen (Benutzername)",
        ],
    );
    has_none(&page, &["Add a player", "Call it off"]);
    let page = organiser
        .get(&format!(
            "{}/edit",
            res.location()
                .replace("/tournaments/", "/admin/tournaments/")
        ))
        .await
        .body;
    has_all(
        &page,
        &[
            "Turnier bearbeiten",
            "value=\"Frühjahrsturnier\"",
            "value=\"2099-01-31T18:30\"",
            "leer lässt das bisherige",
            "name=\"remove_entry_password\"",
        ],
    );
    // Stored in UTC: 18:30 in Berlin's winter is 17:30 UTC.
    let stored: String = sqlx::query_scalar(
        "SELECT to_char(registration_deadline AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI')
         FROM tournaments WHERE name = 'Frühjahrsturnier'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(stored, "2099-01-31 17:30");
    // The English admin gets the English sentences.
    let res = en.post_form("/admin/tournaments", &bad).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    has_all(
        &res.body,
        &[
            "Days must be a whole number from 1 to 60.",
            "The minimum must be a whole number from 3 to 16.",
            "&#34;buchholz&#34; is no tie-break",
            "Save</button>",
        ],
    );
}

#[tokio::test]
async fn the_unsubscribe_and_api_pages_read_in_the_visitors_language() {
    let app = TestApp::spawn().await;
    let g = new_game(&app).await;
    let res = g
        .alice
        .post_form(
            &format!("/games/{}/move", g.id),
            &[("move", "e4"), ("ply", "0")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let mail = smtp().wait_for_text(&email_of(&g.b), "played 1.e4").await;
    let header = mail.header("List-Unsubscribe").expect("List-Unsubscribe");
    let url = app.local(header.trim_start_matches('<').trim_end_matches('>'));
    // An account that chose no language: the page follows the visitor's (an account's
    // choice wins, see the test below).
    sqlx::query("UPDATE users SET language = NULL WHERE username = $1")
        .bind(&g.b)
        .execute(&app.pool)
        .await
        .unwrap();

    let page = german(&app).get(&url).await;
    assert_eq!(page.status, StatusCode::OK);
    has_all(
        &page.body,
        &[
            "Mail-Einstellungen",
            "Mails über die Züge deiner Gegner für dein Konto <strong>",
            "abschalten?",
            "Partieergebnisse und Mails zu deinem Konto kommen weiterhin an.",
        ],
    );
    has_none(&page.body, &["Turn off", "still arrive"]);
    let page = app.browser().get(&url).await.body;
    has_all(
        &page,
        &["Turn off mail about your opponents", "still arrive"],
    );
    let forged = format!("{url}0");
    let page = german(&app).get(&forged).await;
    assert_eq!(page.status, StatusCode::FORBIDDEN);
    has_all(&page.body, &["Dieser Abmeldelink ist nicht gültig."]);
    // Danish speaks to the reader throughout: "din konto", "dine modstanderes".
    let danish = Browser::with_accept_language(&app.address, "da");
    let page = danish.get(&url).await.body;
    has_all(
        &page,
        &["Slå mails om dine modstanderes træk fra for din konto <strong>"],
    );
    let done = danish.post_form(&url, &[]).await;
    assert_eq!(done.status, StatusCode::OK, "{}", done.body);
    has_all(
        &done.body,
        &[
            "Udført: din konto <strong>",
            "</strong> får ikke flere mails om dine modstanderes træk.",
        ],
    );

    let page = german(&app).get("/api").await.body;
    has_all(
        &page,
        &[
            "Die corrchess-API",
            "Schick mit jeder Anfrage ein persönliches Zugangstoken:",
            "Authorization: Bearer TOKEN",
            "/api/v1/games/42/moves",
            "Methode",
            "Legt ein Konto an und mailt den Link",
            "Der Gegner ist am Zug.",
        ],
    );
    has_none(
        &page,
        &[
            "Send a personal access token",
            "Who am I",
            "It is the opponent",
        ],
    );
    let page = app.browser().get("/api").await.body;
    has_all(&page, &["The corrchess API", "Who am I:", "curl -s"]);
}

/// The reply address of the newest mail to `address` whose text has `needle`.
async fn reply_to(address: &str, needle: &str) -> String {
    let mail = smtp().wait_for_text(address, needle).await;
    mail.reply_to().expect("a reply address")
}

#[tokio::test]
async fn the_answers_to_moves_by_mail_read_in_the_players_language() {
    let app = listening_app().await;
    let g = new_game(&app).await;
    let alice_mail = email_of(&g.a);
    let to = reply_to(&alice_mail, "accepted your challenge").await;
    let res = g
        .alice
        .post_form("/settings/language", &[("language", "de")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);

    // From a stranger's address: refused, in German, to Alice only.
    let stranger = "mallory@example.net";
    let raw = reply_message(stranger, &to, "", "e4\r\n");
    relay(&app, Some(stranger), &to, &raw).await.unwrap();
    let refused = smtp()
        .wait_for_text(&alice_mail, "nicht die Adresse deines Kontos")
        .await;
    has_all(
        &refused.text,
        &[
            "Hallo ",
            "wurde gelesen, aber es wurde nichts gespielt",
            stranger,
        ],
    );
    // An illegal move: the reason, the legal moves with German letters, whose move.
    let raw = reply_message(&alice_mail, &to, "", "Ke2\r\n");
    relay(&app, Some(&alice_mail), &to, &raw).await.unwrap();
    let refused = smtp().wait_for_text(&alice_mail, "Mögliche Züge: ").await;
    has_all(
        &refused.text,
        &[
            "dein Zug „Ke2“",
            "wurde nicht gespielt",
            "Sf3",
            "Du bist am Zug; deine Frist:",
        ],
    );
    has_none(
        &refused.text,
        &["was not played", "Legal moves", "It is your move"],
    );
    assert!(refused.subject.contains("Partie"), "{}", refused.subject);
    // A move played: the confirmation in German, with German letters.
    let raw = reply_message(&alice_mail, &to, "", "Nf3\r\nViel Glück!\r\n");
    relay(&app, Some(&alice_mail), &to, &raw).await.unwrap();
    let done = smtp().wait_for_text(&alice_mail, "wurde gespielt.").await;
    has_all(
        &done.text,
        &[
            "dein Zug 1.Sf3 in Partie",
            "Deine Nachricht ging mit: Viel Glück!",
            "ist am Zug; Frist:",
        ],
    );
    has_none(&done.text, &["was played", "Your message went with it"]);
    // Bob, who chose no language, hears of it in English.
    smtp().wait_for_text(&email_of(&g.b), "played 1.Nf3").await;
}

#[tokio::test]
async fn account_mails_follow_the_owner_or_the_requesting_page() {
    let app = TestApp::spawn().await;
    let (_, owner) = german_player(&app, "besitzer").await;
    let address = email_of(&owner);
    // Someone signs up with the German owner's address (from an English page).
    let res = app
        .browser()
        .post_form(
            "/signup",
            &[
                ("username", &unique("zweiter")),
                ("email", &address),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let mail = smtp()
        .wait_for_subject(&address, "jemand wollte sich mit deiner Adresse anmelden")
        .await;
    has_all(
        &mail.text,
        &[
            "Sie gehört schon zu deinem Konto",
            "Wenn du es warst, melde dich hier an:",
        ],
    );
    has_none(&mail.text, &["someone (perhaps you)"]);

    // A reset for an address without an account: the language of the page it came from.
    let nobody_de = email_of(&unique("niemand"));
    let res = german(&app)
        .post_form("/password-reset", &[("email", &nobody_de)])
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    let mail = smtp()
        .wait_for_subject(&nobody_de, "Adresse ohne Konto")
        .await;
    has_all(&mail.text, &["Hallo,", "aber kein Konto verwendet sie"]);
    let nobody_en = email_of(&unique("nobody"));
    let res = app
        .browser()
        .post_form("/password-reset", &[("email", &nobody_en)])
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    let mail = smtp()
        .wait_for_subject(&nobody_en, "without an account")
        .await;
    has_all(&mail.text, &["Hello,", "but no account uses it"]);
}

/// The error pages' sentences are catalog words: a German player refused the admin
/// pages reads German, not the English of the handler.
#[tokio::test]
async fn refusals_on_error_pages_are_german_for_a_german_player() {
    let app = TestApp::spawn().await;
    let (player, _) = german_player(&app, "spielerin").await;
    let res = player.get("/admin").await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    has_all(&res.body, &["Diese Seite ist nur für Administratoren."]);
    assert!(!res.body.contains("administrators only"), "{}", res.body);
    let res = player.get("/admin/tournaments/new").await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    has_all(
        &res.body,
        &["Diese Seite ist nur für Administratoren und Organisatoren."],
    );
}

/// The link in a German player's mail opens a German page even in an English browser:
/// the page speaks the account's chosen language, the mail's.
#[tokio::test]
async fn the_unsubscribe_page_speaks_the_accounts_chosen_language() {
    let app = TestApp::spawn().await;
    let (white, _) = app.verified_user("weiss").await;
    let (black, black_name) = german_player(&app, "schwarz").await;
    let game = crate::support::play::accepted_game(
        &app,
        &white,
        &black,
        &[
            ("opponent", black_name.as_str()),
            ("color", "white"),
            ("start", "classical"),
            ("days_per_move", "3"),
        ],
    )
    .await;
    crate::support::play::play_ok(&white, game, "e4").await;
    let mail = smtp().wait_for_text(&email_of(&black_name), "1.e4").await;
    let header = mail.header("List-Unsubscribe").expect("List-Unsubscribe");
    let url = app.local(header.trim_start_matches('<').trim_end_matches('>'));
    let page = app.browser().get(&url).await;
    assert_eq!(page.status, StatusCode::OK);
    has_all(&page.body, &["Mail-Einstellungen", "abschalten?"]);
    has_none(&page.body, &["Turn off", "still arrive"]);
    assert!(page.body.contains("<html lang=\"de\">"), "{}", page.body);
}
