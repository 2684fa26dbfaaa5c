//! German: the language follows the player's setting, else the `lang` cookie the
//! footer's switcher sets, else `Accept-Language`, else English; moves are typed and
//! shown with German letters; mails go out in the recipient's language.

use reqwest::StatusCode;

use crate::support::{
    Browser, PASSWORD, TestApp, email_of,
    play::{TwoPlayers, play},
    smtp, unique,
};

fn german(app: &TestApp) -> Browser {
    Browser::with_accept_language(&app.address, "de-DE,de;q=0.9,en;q=0.5")
}

fn assert_german(page: &str, marker: &str) {
    assert!(page.contains("<html lang=\"de\">"), "{page}");
    assert!(page.contains(marker), "{marker:?} missing: {page}");
    assert!(page.contains("Turniere"), "German navigation: {page}");
}

/// Signs up through a German browser (the account starts in German) and logs in.
pub(crate) async fn german_user(app: &TestApp, name: &str) -> (Browser, String) {
    let browser = german(app);
    let username = unique(name);
    let email = email_of(&username);
    let res = browser
        .post_form(
            "/signup",
            &[
                ("username", &username),
                ("email", &email),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let mail = smtp().wait_for_subject(&email, "bestätige").await;
    assert!(mail.text.contains(&username), "{}", mail.text);
    let link = mail
        .link_starting_with(crate::support::BASE_URL)
        .expect("verification link");
    assert_eq!(browser.get(&app.local(&link)).await.status, StatusCode::OK);
    let res = browser.login(&username, PASSWORD).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    (browser, username)
}

#[tokio::test]
async fn with_accept_language_de_the_public_pages_are_german() {
    let app = TestApp::spawn().await;
    let b = german(&app);
    let checks = [
        ("/", "Schach960 per Fernschach"),
        ("/signup", "Benutzername"),
        ("/login", "Passwort vergessen?"),
        ("/positions", "Alle 960 Stellungen"),
        ("/rules", "Schach960-Regeln"),
        ("/tournaments", "Turniere"),
        ("/positions/518", "Startstellung"),
    ];
    for (path, marker) in checks {
        let page = b.get(path).await;
        assert_eq!(page.status, StatusCode::OK, "{path}");
        assert_german(&page.body, marker);
        assert!(!page.body.contains("Skip to content"), "{path}");
    }
    // Error pages too.
    let page = b.get("/games/999999").await;
    assert_eq!(page.status, StatusCode::NOT_FOUND);
    assert_german(&page.body, "Nicht gefunden");
    assert!(
        page.body.contains("Diese Partie gibt es nicht."),
        "{}",
        page.body
    );
    let page = b.get("/no/such/page").await;
    assert!(
        page.body.contains("Unter dieser Adresse gibt es nichts."),
        "{}",
        page.body
    );
    // A refused sign-up names its fields in German, the input kept.
    let res = b
        .post_form(
            "/signup",
            &[
                ("username", "ab"),
                ("email", "kein-at"),
                ("password", "kurz"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    for sentence in [
        "Der Benutzername muss mindestens 3 Zeichen lang sein.",
        "Das ist keine gültige E-Mail-Adresse.",
        "Das Passwort muss mindestens 10 Zeichen lang sein.",
    ] {
        assert!(res.body.contains(sentence), "{sentence}: {}", res.body);
    }
    assert!(res.body.contains("value=\"kein-at\""), "the input is kept");
    // Without the header, English.
    let page = app.browser().get("/").await.body;
    assert!(page.contains("<html lang=\"en\">"), "{page}");
    assert!(page.contains("Chess960 by correspondence"));
    // A header naming no language of the site falls back to English.
    let page = Browser::with_accept_language(&app.address, "fr-CH, fr;q=0.9")
        .get("/")
        .await
        .body;
    assert!(page.contains("<html lang=\"en\">"), "{page}");
}

#[tokio::test]
async fn a_player_who_signed_up_in_german_sees_the_player_pages_in_german() {
    let app = TestApp::spawn().await;
    let (b, _name) = german_user(&app, "anna").await;
    assert_german(&b.get("/").await.body, "Partie anbieten");
    assert_german(&b.get("/settings").await.body, "Einstellungen");
    assert_german(&b.get("/challenges").await.body, "Herausforderungen");
    assert_german(&b.get("/challenges/new").await.body, "Bedenkzeit");
    assert_german(&b.get("/games").await.body, "Meine Partien");
}

#[tokio::test]
async fn the_cookie_and_the_setting_override_the_header() {
    let app = TestApp::spawn().await;
    // A visitor: the switcher's cookie beats the header, and goes back to the page.
    let b = german(&app);
    let res = b
        .post_form("/language", &[("lang", "en"), ("back", "/rules")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert_eq!(res.location(), "/rules");
    assert_eq!(b.cookie("lang").as_deref(), Some("en"));
    let page = b.get("/rules").await.body;
    assert!(page.contains("<html lang=\"en\">"), "{page}");
    // Another site is never gone back to.
    let res = b
        .post_form("/language", &[("lang", "de"), ("back", "//evil.example/")])
        .await;
    assert_eq!(res.location(), "/");
    assert!(b.get("/").await.body.contains("<html lang=\"de\">"));
    // An unknown language is refused with a sentence, and nothing changes.
    let res = b.post_form("/language", &[("lang", "fr")]).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("Deutsch"), "{}", res.body);
    assert_eq!(b.cookie("lang").as_deref(), Some("de"));
    // Without the CSRF token, refused.
    let res = b.post_raw("/language", &[("lang", "en")]).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);

    // A player: the setting beats the header (the account was made in English).
    let (english, name) = app.verified_user("eve").await;
    let german_browser = german(&app);
    german_browser.login(&name, PASSWORD).await;
    let page = german_browser.get("/settings").await.body;
    assert!(page.contains("<html lang=\"en\">"), "{page}");
    let res = german_browser
        .post_form("/settings/language", &[("language", "xx")])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("id=\"language-error\""), "{}", res.body);
    let res = german_browser
        .post_form("/settings/language", &[("language", "de")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    // The setting holds in every browser of the player, whatever it asks for.
    let page = english.get("/settings").await.body;
    assert_german(&page, "Einstellungen");
    let stored: Option<String> =
        sqlx::query_scalar("SELECT language FROM users WHERE username = $1")
            .bind(&name)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(stored.as_deref(), Some("de"));
    // The footer's switcher changes the setting of a logged-in player.
    let res = english
        .post_form("/language", &[("lang", "en"), ("back", "/settings")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    assert!(
        german_browser
            .get("/")
            .await
            .body
            .contains("<html lang=\"en\">")
    );
}

/// Two players in a game from the classical position, White's account in German.
async fn german_white(app: &TestApp) -> TwoPlayers {
    let p = TwoPlayers::new(app, 518).await;
    let res = p
        .white
        .post_form("/settings/language", &[("language", "de")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    p
}

#[tokio::test]
async fn a_german_player_gets_german_move_mails_and_the_english_opponent_english() {
    let app = TestApp::spawn().await;
    let p = german_white(&app).await;
    p.play_all(&["e4", "Nf6"]).await;
    // Black (English) hears of 1.e4 in English.
    let mail = smtp()
        .wait_for_text(&email_of(&p.black_name), "played 1.e4")
        .await;
    assert!(
        mail.subject.contains(&format!("game {}", p.game)),
        "{}",
        mail.subject
    );
    assert!(mail.text.contains("Your deadline"), "{}", mail.text);
    // White (German) hears of 1...Sf6 in German: letters, words, date and subject.
    let mail = smtp()
        .wait_for_text(&email_of(&p.white_name), "spielte 1...Sf6")
        .await;
    assert!(
        mail.subject.contains(&format!("Partie {}", p.game)),
        "{}",
        mail.subject
    );
    assert!(mail.subject.contains(" gegen "), "{}", mail.subject);
    for part in [&mail.text, &mail.html] {
        assert!(part.contains("Du bist am Zug"), "{part}");
        assert!(part.contains("Deine Frist"), "{part}");
        assert!(part.contains("3 Tage pro Zug"), "{part}");
        assert!(part.contains("Mail-Einstellungen"), "{part}");
        assert!(!part.contains("Nf6"), "{part}");
    }
    assert!(mail.html.contains("<html lang=\"de\">"), "{}", mail.html);
    // A notice the English player causes reaches the German one in German.
    let res = p
        .black
        .post_form(
            &format!("/games/{}/messages", p.game),
            &[("message", "Viel Glück!")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let notice = smtp()
        .wait_for_text(&email_of(&p.white_name), "hat dir eine Nachricht geschickt")
        .await;
    assert!(
        notice.text.contains(&format!("Partie {}", p.game)),
        "{}",
        notice.text
    );
    let months = [
        "Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.",
        "Dez.",
    ];
    assert!(
        months.iter().any(|m| mail.text.contains(m)),
        "a German date: {}",
        mail.text
    );
}

#[tokio::test]
async fn german_moves_play_through_the_form_and_show_with_german_letters() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    for b in [&p.white, &p.black] {
        b.post_form("/settings/language", &[("language", "de")])
            .await;
    }
    // Sf3, castling as 0-0 and as the king onto its rook, all typed into the form.
    let moves = ["Sf3", "Sf6", "g3", "g6", "Lg2", "Lg7", "0-0", "e8h8"];
    for (i, mv) in moves.iter().enumerate() {
        let res = play(p.on_move(i), p.game, mv, &[]).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{mv}: {}", res.body);
    }
    let stored: Vec<String> =
        sqlx::query_scalar("SELECT san FROM moves WHERE game_id = $1 ORDER BY ply")
            .bind(p.game)
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        stored,
        ["Nf3", "Nf6", "g3", "g6", "Bg2", "Bg7", "O-O", "O-O"]
    );
    let page = p.white.get(&format!("/games/{}", p.game)).await.body;
    assert_german(&page, "Züge");
    for shown in [">Sf3</a>", ">Lg2</a>", ">Lg7</a>"] {
        assert!(page.contains(shown), "{shown}: {page}");
    }
    assert!(
        page.contains("Letzter Zug: 4...O-O (Rochade: O-O (kurz): König e8→g8, Turm h8→f8)"),
        "{page}"
    );
    // PGN keeps the English letters, as the standard says.
    let pgn = p.white.get(&format!("/games/{}.pgn", p.game)).await.body;
    assert!(pgn.contains("1. Nf3 Nf6"), "{pgn}");
}

#[tokio::test]
async fn move_errors_read_in_german() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    p.white
        .post_form("/settings/language", &[("language", "de")])
        .await;
    let res = play(&p.white, p.game, "Sd4", &[]).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body
            .contains("Keiner deiner Springer kann nach d4 ziehen."),
        "{}",
        res.body
    );
    assert!(res.body.contains("value=\"Sd4\""), "the input is kept");
    let res = play(&p.white, p.game, "0-0", &[]).await;
    assert!(
        res.body.contains("Du kannst nicht kurz rochieren"),
        "{}",
        res.body
    );
    // The English opponent, on move after e4, reads English.
    assert_eq!(
        play(&p.white, p.game, "e4", &[]).await.status,
        StatusCode::SEE_OTHER
    );
    let res = play(&p.black, p.game, "Nd5", &[]).await;
    assert!(
        res.body.contains("None of your knights can move to d5."),
        "{}",
        res.body
    );
}

#[tokio::test]
async fn a_german_players_calendar_feed_speaks_german() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    p.white
        .post_form("/settings/language", &[("language", "de")])
        .await;
    let res = p.white.post_form("/settings/calendar", &[]).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    assert!(res.body.contains("nur dieses eine Mal"), "{}", res.body);
    assert!(
        res.body.contains("Deine neue Kalenderadresse steht unten"),
        "the notice is German too: {}",
        res.body
    );
    let url = res
        .body
        .split("id=\"calendar-url\">")
        .nth(1)
        .and_then(|rest| rest.split('<').next())
        .expect("the new address is shown")
        .to_owned();
    let feed = p.white.get(&app.local(&url)).await;
    assert_eq!(feed.status, StatusCode::OK);
    let text = feed.body.replace("\r\n ", "");
    assert!(
        text.contains(&format!("SUMMARY:Zug fällig: Partie {} gegen", p.game)),
        "{text}"
    );
    assert!(text.contains("ist fällig am "), "{text}");
}

/// A game typed in German in a real browser with its script: the page in German, each
/// typed move (`Sf3`, `Lg2`, castling as the king onto its rook) shown pending in
/// German words and German letters until "Ziehen", the script's own words in German.
#[tokio::test]
#[ignore = "needs chromium and chromedriver: apt-get install chromium chromium-driver"]
async fn a_game_typed_in_german_in_the_browser() {
    use crate::support::chrome::{Chrome, Options, Viewport};
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    for b in [&p.white, &p.black] {
        b.post_form("/settings/language", &[("language", "de")])
            .await;
    }
    let chrome = Chrome::start(Options {
        viewport: Viewport::Desktop,
        javascript: true,
    })
    .await;
    let moves = [
        ("Sf3", "Dein Zug 1.Sf3. Ziehen oder abbrechen?"),
        ("Sf6", "Dein Zug 1...Sf6. Ziehen oder abbrechen?"),
        ("g3", "Dein Zug 2.g3. Ziehen oder abbrechen?"),
        ("g6", "Dein Zug 2...g6. Ziehen oder abbrechen?"),
        ("Lg2", "Dein Zug 3.Lg2. Ziehen oder abbrechen?"),
        ("Lg7", "Dein Zug 3...Lg7. Ziehen oder abbrechen?"),
        (
            "e1h1",
            "Dein Zug 4.O-O – Rochade O-O (kurz): König e1→g1, Turm h1→f1. Ziehen oder abbrechen?",
        ),
    ];
    for (ply, (typed, pending)) in moves.iter().enumerate() {
        chrome.log_in_as(&app.address, p.on_move(ply)).await;
        chrome
            .goto(&format!("{}/games/{}", app.address, p.game))
            .await;
        chrome.wait_for("cg-board piece").await;
        let lang = chrome
            .js("return document.documentElement.lang;", vec![])
            .await;
        assert_eq!(lang, serde_json::json!("de"));
        assert_eq!(chrome.text("label[for=move]").await, "Dein Zug");
        // Words the script wrote.
        assert_eq!(chrome.text("#replay-shown").await, "Aktuelle Stellung");
        assert_eq!(
            chrome.text("#analysis-from").await,
            "Ab der aktuellen Stellung."
        );
        let input = chrome.wait_for("#move").await;
        input.send_keys(typed).await.unwrap();
        chrome.click("#move-submit").await;
        chrome
            .wait_until(&format!("{typed} pending"), || async {
                chrome.text("#pending-text").await == *pending
            })
            .await;
        let stored: i32 = sqlx::query_scalar("SELECT ply FROM games WHERE id = $1")
            .bind(p.game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
        assert_eq!(stored, ply as i32, "not played before Ziehen");
        chrome.click("#pending-play").await;
        chrome.wait_for("p.notice").await;
        let notice = chrome.text("p.notice").await;
        assert!(
            notice.starts_with("Dein Zug ")
                && notice.contains(" ist gespielt. ")
                && notice.contains("Protokoll: Eintrag "),
            "{notice}"
        );
    }
    let sans: Vec<String> =
        sqlx::query_scalar("SELECT san FROM moves WHERE game_id = $1 ORDER BY ply")
            .bind(p.game)
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(sans, ["Nf3", "Nf6", "g3", "g6", "Bg2", "Bg7", "O-O"]);
    let last = chrome.text("#last-move").await;
    assert_eq!(
        last,
        "Letzter Zug: 4.O-O (Rochade: O-O (kurz): König e1→g1, Turm h1→f1)"
    );
}

#[tokio::test]
async fn a_players_profile_reads_in_the_visitors_language() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    let path = format!("/players/{}", p.white_name);
    let page = german(&app).get(&path).await;
    assert_eq!(page.status, StatusCode::OK);
    assert_german(&page.body, "Bilanz");
    for german_text in [
        "Laufende Partien (1)",
        "mit Weiß gegen",
        "Noch keine gewertete Partie.",
        "Beendete Partien (0)",
        "Keine beendeten Partien.",
        "Diesen Spieler herausfordern",
    ] {
        assert!(
            page.body.contains(german_text),
            "{german_text}: {}",
            page.body
        );
    }
    let page = app.browser().get(&path).await.body;
    for english_text in [
        "Record",
        "Current games (1)",
        "as white against",
        "No finished games.",
    ] {
        assert!(page.contains(english_text), "{english_text}: {page}");
    }
    assert!(!page.contains("Bilanz"), "{page}");
}

#[tokio::test]
async fn the_account_deletion_page_reads_in_the_players_language() {
    let app = TestApp::spawn().await;
    let (browser, _) = german_user(&app, "leaving").await;
    let page = browser.get("/settings/delete").await;
    assert_eq!(page.status, StatusCode::OK);
    assert_german(&page.body, "Mein Konto löschen");
    for german_text in [
        "lässt sich nicht rückgängig machen",
        "Dein Passwort",
        "Ich habe verstanden: mein Konto endgültig löschen",
    ] {
        assert!(
            page.body.contains(german_text),
            "{german_text}: {}",
            page.body
        );
    }
    let done = browser
        .post_form(
            "/settings/delete",
            &[("password", PASSWORD), ("confirm", "on")],
        )
        .await;
    assert_eq!(done.status, StatusCode::OK, "{}", done.body);
    assert!(
        done.body.contains("Dein Konto ist gelöscht"),
        "{}",
        done.body
    );
}

#[tokio::test]
async fn the_confirmations_of_a_withdrawal_a_revocation_and_a_vacations_end_read_in_german() {
    let app = TestApp::spawn().await;
    let (browser, username) = german_user(&app, "bestaetig").await;
    let res = browser
        .post_form(
            "/challenges",
            &[("color", "random"), ("days_per_move", "3")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let res = browser
        .post_form("/settings/tokens", &[("name", "telefon")])
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    let today = time::OffsetDateTime::now_utc().date() + time::Duration::days(3);
    let res = browser
        .post_form(
            "/settings/vacations",
            &[
                ("start_date", &today.to_string()),
                ("end_date", &today.to_string()),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let (challenge, token, vacation): (i64, i64, i64) = sqlx::query_as(
        "SELECT (SELECT max(c.id) FROM challenges c WHERE c.challenger_id = u.id),
                (SELECT max(t.id) FROM api_tokens t WHERE t.user_id = u.id),
                (SELECT max(v.id) FROM vacations v WHERE v.user_id = u.id)
         FROM users u WHERE u.username = $1",
    )
    .bind(&username)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    for (path, words) in [
        (
            format!("/challenges/{challenge}/cancel"),
            "Herausforderung zurückziehen?",
        ),
        (
            format!("/settings/tokens/{token}/revoke"),
            "Token widerrufen?",
        ),
        (
            format!("/settings/vacations/{vacation}/cancel"),
            "Urlaub absagen oder beenden?",
        ),
    ] {
        // Without the tick box: the question, nothing changed.
        let page = browser.post_form(&path, &[]).await;
        assert_eq!(page.status, StatusCode::UNPROCESSABLE_ENTITY, "{path}");
        assert!(page.body.contains(words), "{path}: {}", page.body);
        assert_german(&page.body, words);
    }
    let open: i64 =
        sqlx::query_scalar("SELECT count(*) FROM challenges WHERE id = $1 AND status = 'open'")
            .bind(challenge)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(open, 1, "the challenge stands");
}

#[tokio::test]
async fn vacation_days_read_as_german_dates_and_the_settings_headings_are_their_own() {
    use corrchess::i18n::{Lang, dates::calendar_day};
    let app = TestApp::spawn().await;
    let p = german_white(&app).await;
    let start = time::OffsetDateTime::now_utc().date();
    let end = start + time::Duration::days(2);
    let res = p
        .white
        .post_form(
            "/settings/vacations",
            &[
                ("start_date", &start.to_string()),
                ("end_date", &end.to_string()),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let (from, to) = (calendar_day(Lang::De, start), calendar_day(Lang::De, end));
    assert!(
        to.ends_with(&end.year().to_string()) && to.contains(". "),
        "{to}"
    );

    let settings = p.white.get("/settings").await.body;
    assert!(settings.contains(&format!("{from} bis {to}")), "{settings}");
    assert!(
        !settings.contains(&format!("bis {end}")),
        "an ISO date: {settings}"
    );
    // The section's heading is not its tick box's label once more.
    assert!(
        settings.contains("<h2>Wenn die Zeit abläuft</h2>"),
        "{settings}"
    );
    assert_eq!(
        settings
            .matches("Urlaubstage automatisch buchen, statt auf Zeit zu verlieren")
            .count(),
        1,
        "{settings}"
    );

    let page = german(&app).get(&format!("/games/{}", p.game)).await.body;
    assert!(page.contains(&format!("im Urlaub bis {to}")), "{page}");
    assert!(!page.contains(&format!("bis {end}")), "an ISO date: {page}");
}
