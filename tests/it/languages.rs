//! Russian and Danish next to English and German (issue 36): `Accept-Language` picks
//! them (regions and quality values honoured), the footer's switcher and the settings
//! offer all four, each named in itself, sign-up keeps the page's language, and mail
//! and the calendar feed show moves and dates in the recipient's language and letters.

use corrchess::i18n::Lang;
use reqwest::StatusCode;

use crate::support::{
    Browser, PASSWORD, TestApp, email_of,
    play::{TwoPlayers, play_ok},
    smtp, unique,
};

/// The stored language of `username` (`None`: not chosen).
async fn stored_language(app: &TestApp, username: &str) -> Option<String> {
    sqlx::query_scalar("SELECT language FROM users WHERE username = $1")
        .bind(username)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn the_browser_switcher_and_sign_up_choose_among_four_languages() {
    let app = TestApp::spawn().await;
    for (header, code) in [
        ("ru-RU,ru;q=0.9,en-US;q=0.8", "ru"),
        ("da-DK, da;q=0.9, en;q=0.5", "da"),
        ("uk, ru;q=0.7, de;q=0.6", "ru"),
        ("nb, sv;q=0.9, da;q=0.3, en;q=0.2", "da"),
        ("ru;q=0, de;q=0.5", "de"),
    ] {
        let page = Browser::with_accept_language(&app.address, header)
            .get("/rules")
            .await
            .body;
        assert!(
            page.contains(&format!("<html lang=\"{code}\">")),
            "{header}"
        );
        for lang in Lang::ALL {
            let option = format!("<option value=\"{}\"", lang.code());
            assert!(page.contains(&option), "{option} in {header}");
            assert!(page.contains(lang.native_name()), "{lang}");
        }
    }
    assert!(Lang::ALL.map(Lang::native_name) == ["English", "Deutsch", "Русский", "Dansk"]);

    // The switcher's cookie.
    let visitor = app.browser();
    let res = visitor
        .post_form("/language", &[("lang", "da"), ("back", "/rules")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let page = visitor.get("/rules").await.body;
    assert!(page.contains("<html lang=\"da\">"), "{page}");

    // Sign-up in Russian keeps Russian.
    let browser = Browser::with_accept_language(&app.address, "ru");
    let username = unique("ivan");
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
    assert_eq!(
        stored_language(&app, &username).await.as_deref(),
        Some("ru")
    );

    // The setting takes each code and refuses another.
    let (player, name) = app.verified_user("lars").await;
    for code in ["da", "ru", "en", "de", "da"] {
        let res = player
            .post_form("/settings/language", &[("language", code)])
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
        assert_eq!(stored_language(&app, &name).await.as_deref(), Some(code));
    }
    let settings = player.get("/settings").await.body;
    assert!(
        settings.contains("<option value=\"da\" selected>Dansk"),
        "{settings}"
    );
    let res = player
        .post_form("/settings/language", &[("language", "fr")])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(stored_language(&app, &name).await.as_deref(), Some("da"));
}

#[tokio::test]
async fn move_mails_show_moves_and_dates_in_the_recipients_language() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    let feed = crate::calendar::make_address(&p.white).await;
    for (b, code) in [(&p.white, "da"), (&p.black, "ru")] {
        let res = b
            .post_form("/settings/language", &[("language", code)])
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    }
    play_ok(&p.white, p.game, "Sf3").await;
    let to_black = smtp()
        .wait_for_text(&email_of(&p.black_name), "1.Кf3")
        .await;
    let weekdays = ["пн, ", "вт, ", "ср, ", "чт, ", "пт, ", "сб, ", "вс, "];
    assert!(
        weekdays.iter().any(|w| to_black.text.contains(w)),
        "a Russian deadline: {}",
        to_black.text
    );
    play_ok(&p.black, p.game, "Кc6").await;
    let to_white = smtp()
        .wait_for_text(&email_of(&p.white_name), "1...Sc6")
        .await;
    assert!(
        to_white.text.contains(" kl. "),
        "a Danish deadline: {}",
        to_white.text
    );
    // The calendar feed, too, speaks the player's language.
    let ics = app.browser().get(&app.local(&feed)).await.body;
    assert!(ics.contains(" kl. "), "{ics}");
}

#[tokio::test]
async fn a_refused_reset_address_is_named_in_the_pages_language() {
    let app = TestApp::spawn().await;
    let english = Lang::En.t("reset-email-invalid");
    for lang in Lang::ALL {
        let browser = Browser::with_accept_language(&app.address, lang.code());
        let res = browser
            .post_form("/password-reset", &[("email", "not an address")])
            .await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{lang}");
        let sentence = lang.t("reset-email-invalid");
        assert!(res.body.contains(sentence), "{sentence:?}: {}", res.body);
        assert!(res.body.contains("not an address"), "input kept: {lang}");
        if lang != Lang::En {
            assert!(!res.body.contains(english), "English left: {}", res.body);
        }
    }
}

#[tokio::test]
async fn a_username_outside_latin_letters_is_refused_in_words_that_say_so() {
    let app = TestApp::spawn().await;
    for (lang, name, hint, error) in [
        (
            Lang::En,
            "émile",
            "Latin letters a–z",
            "no accents such as é or ø",
        ),
        (
            Lang::De,
            "jörg",
            "lateinische Buchstaben a–z",
            "ohne Umlaute",
        ),
        (Lang::Ru, "иван", "латинские буквы a–z", "без кириллицы"),
        (Lang::Da, "søren", "latinske bogstaver a–z", "ikke æ, ø, å"),
    ] {
        let browser = Browser::with_accept_language(&app.address, lang.code());
        let form = browser.get("/signup").await.body;
        assert!(form.contains(hint), "{lang}: {form}");
        let email = email_of(&unique("latin"));
        let res = browser
            .post_form(
                "/signup",
                &[
                    ("username", name),
                    ("email", &email),
                    ("password", PASSWORD),
                ],
            )
            .await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{lang}");
        assert!(res.body.contains(error), "{lang}: {}", res.body);
        assert!(
            res.body.contains(&format!("value=\"{name}\"")),
            "kept: {lang}"
        );
    }
}

/// Issue 44, item 8: a lower-case Cyrillic `с` is the c-file or a bishop. Squares typed
/// with it on a Russian keyboard play (`с2с4`, `b1с3`, `Кb1с3`); `сd5` where both cxd5
/// and Bxd5 are legal is refused on the form, naming both.
#[tokio::test]
async fn a_cyrillic_es_plays_squares_and_is_refused_when_it_names_two_moves() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    let res = p
        .white
        .post_form("/settings/language", &[("language", "ru")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    for (i, mv) in ["с2с4", "d5", "g3", "Кb8с6", "Сf1g2", "a6", "b1с3", "a5"]
        .into_iter()
        .enumerate()
    {
        play_ok(p.on_move(i), p.game, mv).await;
    }
    let res = crate::support::play::play(&p.white, p.game, "сd5", &[]).await;
    assert_ne!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert!(
        res.body.contains("cxd5 или Сxd5"),
        "both moves named: {}",
        res.body
    );
    assert!(
        res.body.contains("может означать и вертикаль c, и слона"),
        "{}",
        res.body
    );
    let played: i32 = sqlx::query_scalar("SELECT ply FROM games WHERE id = $1")
        .bind(p.game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(played, 8, "nothing was played");
    play_ok(&p.white, p.game, "Сxd5").await;
}
