//! Moves typed with Russian (`Кр Ф Л С К`) and Danish (`K D T L S`) piece letters,
//! checked against python-chess (issue 36): White reads the site in Russian, Black in
//! Danish; each types every move in SAN with their language's letters (every piece,
//! captures, checks, promotions, castling) through the game page's form, the JSON API
//! or a reply to their move mail, taking turns. Each move mail shows the opponent's
//! move in the reader's letters (the reply is found by it); python-chess replays the
//! server's PGN and must reach the API's FEN with the API's moves.

use corrchess::{
    chess::{Game, LegalMove, StartNumber, move_number_label},
    i18n::{Lang, chess::san},
};
use reqwest::StatusCode;
use serde_json::json;

use crate::{
    api::{Api, api_user},
    crosscheck::{Rng, Style, choose_move, python_chess_agrees, server_game},
    mail_replies::{listening_app, relay, reply_message},
    support::{Browser, TestApp, email_of, play::play_ok, smtp},
};

/// Whether `line` gives each side every piece letter, a capture, a check and a
/// castling, and someone a promotion.
fn covers_every_letter(line: &[LegalMove]) -> bool {
    let side = |first: usize| {
        let sans: Vec<&str> = line
            .iter()
            .skip(first)
            .step_by(2)
            .map(|m| m.san.as_str())
            .collect();
        "KQRBN"
            .chars()
            .all(|p| sans.iter().any(|s| s.starts_with(p)))
            && sans.iter().any(|s| s.contains('x'))
            && sans.iter().any(|s| s.ends_with(['+', '#']))
            && sans.iter().any(|s| s.starts_with("O-O"))
    };
    side(0) && side(1) && line.iter().any(|m| m.mv.is_promotion())
}

/// A random line from `start` that [`covers_every_letter`].
fn every_letter_line(start: StartNumber) -> Vec<LegalMove> {
    let mut rng = Rng(0x7275_6461_0036_0001);
    for _ in 0..3000 {
        let mut game = Game::new(start);
        let mut line = Vec::new();
        while !game.is_over() && game.ply() < 160 {
            let m = choose_move(&game, &game.legal_moves(), Style::Captures, &mut rng).clone();
            game.play(&m.mv).unwrap();
            line.push(m);
        }
        if covers_every_letter(&line) {
            return line;
        }
    }
    panic!("no line from {start} uses every letter");
}

/// How `lang`'s player types `m`, the `nth` move: its SAN in the language's letters,
/// now and then without the check sign, the promotion's `=`, or with `:` for a capture;
/// castling as `O-O` or `0-0`.
fn typed(lang: Lang, m: &LegalMove, nth: usize) -> String {
    let shown = san(lang, &m.san).into_owned();
    match nth % 4 {
        1 => shown.trim_end_matches(['+', '#']).to_owned(),
        2 => shown.replace('=', "").replace('O', "0"),
        3 => shown.replace('x', ":"),
        _ => shown,
    }
}

/// A player: their browser, API client, name and language.
struct Player {
    browser: Browser,
    api: Api,
    name: String,
    lang: Lang,
}

async fn player(app: &TestApp, name: &str, lang: Lang) -> Player {
    let (api, name, browser) = api_user(app, name).await;
    let res = browser
        .post_form("/settings/language", &[("language", lang.code())])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    Player {
        browser,
        api,
        name,
        lang,
    }
}

/// Plays `text` for `p` by replying to the move mail that shows the opponent's last
/// move (`last`, in English SAN, made at `ply`) in `p`'s letters.
async fn reply_by_mail(app: &TestApp, p: &Player, ply: u32, last: &str, text: &str) {
    let address = email_of(&p.name);
    let shown = format!("{}{}", move_number_label(ply), san(p.lang, last));
    let shown = shown.trim_end_matches(['+', '#']);
    let mail = smtp().wait_for_text(&address, shown).await;
    let to = mail
        .reply_to()
        .unwrap_or_else(|| panic!("no reply address: {}", mail.text));
    let raw = reply_message(&address, &to, "", &format!("{text}\r\n"));
    relay(app, Some(&address), &to, &raw).await.unwrap();
}

#[tokio::test]
async fn russian_and_danish_letters_agree_with_python_chess() {
    let app = listening_app().await;
    let white = player(&app, "ru_white", Lang::Ru).await;
    let black = player(&app, "da_black", Lang::Da).await;
    let start = StartNumber::from_back_rank("RNNQBBKR").unwrap();
    let line = every_letter_line(start);
    let res = white
        .api
        .post(
            "/api/v1/challenges",
            json!({"opponent": black.name, "color": "white", "days_per_move": 3,
                   "start_number": start.get(), "rated": false}),
        )
        .await;
    assert_eq!(res.status.as_u16(), 201, "{}", res.text);
    let challenge = res.json["id"].as_i64().unwrap();
    let res = black
        .api
        .post_empty(&format!("/api/v1/challenges/{challenge}/accept"))
        .await;
    assert_eq!(res.status.as_u16(), 201, "{}", res.text);
    let id = res.json["game_id"].as_i64().unwrap();

    let mut typed_texts = Vec::new();
    for (ply, m) in line.iter().enumerate() {
        let p = if ply % 2 == 0 { &white } else { &black };
        let text = typed(p.lang, m, ply / 2);
        // Each side's moves go through form, API and mail in turn.
        match (ply / 2) % 3 {
            0 => {
                play_ok(&p.browser, id, &text).await;
            }
            1 => {
                let res = p
                    .api
                    .post(
                        &format!("/api/v1/games/{id}/moves"),
                        json!({"move": text, "ply": ply}),
                    )
                    .await;
                assert_eq!(res.status.as_u16(), 201, "{text}: {}", res.text);
            }
            _ if ply == 0 => unreachable!("the first move goes through the form"),
            _ => reply_by_mail(&app, p, ply as u32, &line[ply - 1].san, &text).await,
        }
        let g = p.api.get(&format!("/api/v1/games/{id}")).await;
        assert_eq!(
            g.json["moves"][ply]["uci"],
            m.uci.as_str(),
            "{text} ({}): {}",
            m.san,
            g.text
        );
        typed_texts.push(text);
    }
    eprintln!("typed: {typed_texts:?}");
    let lead = |t: &String| t.chars().next().unwrap_or(' ');
    for (ply, letters) in [(0, "ФЛСК"), (1, "KDTLS")] {
        let mine: Vec<&String> = typed_texts.iter().skip(ply).step_by(2).collect();
        for letter in letters.chars() {
            assert!(
                mine.iter().any(|t| lead(t) == letter),
                "{letter} never typed"
            );
        }
    }
    assert!(
        typed_texts.iter().any(|t| t.starts_with("Кр")),
        "Кр never typed"
    );
    let game = server_game(&app, &white.api, id).await;
    let input = json!({ "server_games": [game] });
    let report = tokio::task::spawn_blocking(move || python_chess_agrees("letters", &input))
        .await
        .unwrap_or_else(|e| std::panic::resume_unwind(e.into_panic()));
    eprintln!("{report}");
}
