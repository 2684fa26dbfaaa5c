//! Tournaments in German: a groups event's and a knockout's pages read in the viewer's
//! language, their start, stage, match and end mails in each recipient's (a German and
//! an English player in the same event), and the refusals of the challenge form and of
//! joining in the reader's language with the input kept.

use crate::api_tournaments::create_tournament;
use crate::support::play::post_ok;
use std::collections::BTreeSet;

use reqwest::StatusCode;
use serde_json::Value;

use crate::{
    api::{Api, token_for},
    support::{Browser, TestApp, email_of, smtp},
};

/// A verified player who chose German in the settings.
async fn german_player(app: &TestApp, name: &str) -> (Browser, String) {
    let (browser, username) = app.verified_user(name).await;
    post_ok(&browser, "/settings/language", &[("language", "de")]).await;
    (browser, username)
}

/// Creates a tournament from the director's form fields; returns its id.
async fn create(director: &Browser, fields: &[(&str, &str)]) -> i64 {
    let name = format!("Turnier {}", uuid::Uuid::new_v4().simple());
    let mut all = vec![
        ("name", name.as_str()),
        ("days_per_move", "3"),
        ("rated", "on"),
        ("vacation_allowed", "on"),
    ];
    all.extend_from_slice(fields);
    create_tournament(director, &all).await
}

/// The tournament as the API shows it (English, as always).
async fn state(api: &Api, t: i64) -> Value {
    let res = api.get(&format!("/api/v1/tournaments/{t}")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json
}

/// Adjudicates game `g` (an API game) for `winner`.
async fn decide(director: &Browser, t: i64, g: &Value, winner: &str) {
    let result = if g["white"] == winner { "1-0" } else { "0-1" };
    post_ok(
        director,
        &format!("/admin/tournaments/{t}/adjudicate"),
        &[
            ("game_id", &g["id"].to_string()),
            ("result", result),
            ("reason", "decided for the test"),
            ("confirm", "on"),
        ],
    )
    .await;
}

async fn page(browser: &Browser, path: &str) -> String {
    let res = browser.get(path).await;
    assert_eq!(res.status, StatusCode::OK, "{path}: {}", res.body);
    res.body
}

#[tokio::test]
async fn a_groups_event_reads_and_mails_in_each_players_language() {
    let app = TestApp::spawn().await;
    let (director, director_name) = app.verified_user("director").await;
    app.make_admin(&director_name).await;
    let t = create(
        &director,
        &[
            ("format", "groups"),
            ("group_size", "3"),
            ("advance_per_group", "1"),
            ("advance_ties", "tiebreak"),
            ("tiebreaks", "sb,wins,koya"),
            ("final_format", "round_robin"),
            ("position_policy", "stage"),
            ("min_players", "6"),
            ("max_players", "6"),
            // A final of two players, one game: the form's warning is seen.
            ("one_game_final_ok", "on"),
        ],
    )
    .await;
    let mut german = BTreeSet::new();
    let mut browsers = Vec::new();
    for i in 0..6 {
        let (browser, name) = if i < 2 {
            let p = german_player(&app, &format!("de{i}")).await;
            german.insert(p.1.clone());
            p
        } else {
            app.verified_user(&format!("en{i}")).await
        };
        post_ok(&browser, &format!("/tournaments/{t}/join"), &[]).await;
        browsers.push((browser, name));
    }
    let (de_browser, de_name) = &browsers[0];
    let en_browser = &browsers[2].0;
    let open = page(de_browser, &format!("/tournaments/{t}")).await;
    assert!(open.contains("offen für Anmeldungen"), "{open}");
    assert!(open.contains("Gruppen zu höchstens 3 Spielern"), "{open}");
    assert!(!open.contains("Groups of at most"), "{open}");
    let profile = page(de_browser, &format!("/players/{de_name}")).await;
    assert!(profile.contains("(offen für Anmeldungen)"), "{profile}");
    let open = page(en_browser, &format!("/tournaments/{t}")).await;
    assert!(open.contains("open for registration"), "{open}");
    assert!(
        open.contains("Groups of at most 3 players, balanced and seeded by rating"),
        "{open}"
    );
    post_ok(
        &director,
        &format!("/admin/tournaments/{t}/start"),
        &[("confirm", "on")],
    )
    .await;

    // The start mail: German for the German players, English for the others.
    for (_, name) in &browsers {
        if german.contains(name) {
            let mail = smtp()
                .wait_for_subject(&email_of(name), "hat begonnen: deine 2 Partien")
                .await;
            assert!(
                mail.text
                    .contains("Phase 1: Gruppen, jede als Rundenturnier"),
                "{}",
                mail.text
            );
            assert!(
                mail.text.contains(": mit Weiß gegen ")
                    || mail.text.contains(": mit Schwarz gegen "),
                "{}",
                mail.text
            );
            assert!(mail.html.contains("Deine Partien:"), "{}", mail.html);
            assert!(!mail.text.contains("against"), "{}", mail.text);
        } else {
            let mail = smtp()
                .wait_for_subject(&email_of(name), "has started: your 2 games")
                .await;
            assert!(
                mail.text.contains("stage 1: groups, each a round robin"),
                "{}",
                mail.text
            );
            assert!(
                mail.text.contains(": white against ") || mail.text.contains(": black against "),
                "{}",
                mail.text
            );
        }
    }

    // The page in German: the stage, its groups, the tie-breaks; in English as before.
    let running = page(de_browser, &format!("/tournaments/{t}")).await;
    for words in [
        "Phase 1 (läuft)",
        "Jede Gruppe: Rundenturnier.",
        "Wertung in dieser Reihenfolge: Punkte, Sonneborn-Berger (SB), Anzahl der Siege (Baumbach), Koya (Punkte gegen die Spieler mit mindestens 50 %), dann die Setzliste",
        "Gruppe 1",
        "Kreuztabelle und Partien der Gruppe 2",
        "Zieht sich ein Spieler zurück",
    ] {
        assert!(running.contains(words), "{words:?}: {running}");
    }
    for english in [
        "Each group:",
        "Stage 1",
        "crosstable and games",
        "If a player withdraws",
    ] {
        assert!(!running.contains(english), "{english:?}: {running}");
    }
    let group = page(de_browser, &format!("/tournaments/{t}/stages/1/groups/1")).await;
    assert!(group.contains("(läuft)"), "{group}");
    assert!(group.contains("Rundenturnier. Wertung"), "{group}");
    assert!(group.contains("<td><a href=\"/games/"), "{group}");
    assert!(group.contains("\">läuft</a>"), "{group}");
    let running = page(en_browser, &format!("/tournaments/{t}")).await;
    assert!(running.contains("Stage 1 (running)"), "{running}");
    assert!(running.contains("Each group: round robin."), "{running}");
    assert!(
        running.contains("points, Sonneborn-Berger (SB), number of wins (Baumbach), Koya"),
        "{running}"
    );
    assert!(
        running.contains("Group 2&#39;s crosstable and games"),
        "{running}"
    );

    // Stage 1: the player who joined first wins each game (the German players first),
    // so each group's first joiner advances.
    let order: Vec<&String> = browsers.iter().map(|(_, name)| name).collect();
    let rank = |name: &str| order.iter().position(|n| n.as_str() == name).unwrap();
    let api = Api::new(&app, Some(token_for(&app, &director_name).await));
    let j = state(&api, t).await;
    let mut best: std::collections::BTreeMap<i64, String> = Default::default();
    for g in j["games"].as_array().unwrap().clone() {
        let (white, black) = (g["white"].as_str().unwrap(), g["black"].as_str().unwrap());
        let winner = if rank(black) < rank(white) {
            black
        } else {
            white
        };
        let top = best
            .entry(g["group"].as_i64().unwrap())
            .or_insert(winner.to_owned());
        if rank(winner) < rank(top) {
            *top = winner.to_owned();
        }
        decide(&director, t, &g, winner).await;
    }
    let advanced: BTreeSet<String> = best.into_values().collect();
    assert_eq!(advanced.len(), 2);
    for (_, name) in &browsers {
        let mail = match (german.contains(name), advanced.contains(name)) {
            (true, true) => {
                let mail = smtp()
                    .wait_for_subject(&email_of(name), "Phase 2 hat begonnen")
                    .await;
                assert!(
                    mail.text.contains("Du spielst in der Finalrunde"),
                    "{}",
                    mail.text
                );
                mail
            }
            (true, false) => {
                let mail = smtp()
                    .wait_for_subject(&email_of(name), "du bist nicht weitergekommen")
                    .await;
                assert!(mail.text.contains(" in Gruppe "), "{}", mail.text);
                assert!(mail.text.contains(", 2 Siege)"), "{}", mail.text);
                assert!(mail.text.contains(", 1 Sieg)"), "{}", mail.text);
                mail
            }
            (false, true) => {
                let mail = smtp()
                    .wait_for_subject(&email_of(name), "stage 2 has started")
                    .await;
                assert!(mail.text.contains("You play in the final"), "{}", mail.text);
                mail
            }
            (false, false) => {
                let mail = smtp()
                    .wait_for_subject(&email_of(name), "you did not advance")
                    .await;
                assert!(mail.text.contains(" in group "), "{}", mail.text);
                assert!(mail.text.contains(", 2 wins)"), "{}", mail.text);
                mail
            }
        };
        assert_eq!(
            mail.html.contains("<html lang=\"de\">"),
            german.contains(name),
            "{}",
            mail.html
        );
    }

    // The final, then the end: each finalist hears in their own language.
    let j = state(&api, t).await;
    let last = j["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["stage"] == 2)
        .unwrap()
        .clone();
    let champion = last["white"].as_str().unwrap().to_owned();
    decide(&director, t, &last, &champion).await;
    for name in &advanced {
        if german.contains(name) {
            let mail = smtp()
                .wait_for_subject(&email_of(name), "ist beendet: du bist Nr.")
                .await;
            assert!(
                mail.text.contains("die Tabelle steht fest"),
                "{}",
                mail.text
            );
            assert!(mail.text.contains("1 Sieg)"), "{}", mail.text);
        } else {
            let mail = smtp()
                .wait_for_subject(&email_of(name), "has ended: you are No.")
                .await;
            assert!(
                mail.text.contains("the standings are final"),
                "{}",
                mail.text
            );
        }
    }
    let done = page(de_browser, "/tournaments").await;
    assert!(done.contains(": beendet</li>"), "{done}");
    let done = page(en_browser, "/tournaments").await;
    assert!(done.contains(": finished</li>"), "{done}");
}

#[tokio::test]
async fn a_knockout_reads_and_mails_in_each_players_language() {
    let app = TestApp::spawn().await;
    let (director, director_name) = app.verified_user("director").await;
    app.make_admin(&director_name).await;
    let t = create(
        &director,
        &[
            ("format", "knockout"),
            ("games_per_match", "2"),
            ("max_tiebreak_pairs", "2"),
            ("position_policy", "pairing"),
            ("min_players", "4"),
            ("max_players", "4"),
        ],
    )
    .await;
    let mut german = BTreeSet::new();
    let mut browsers = Vec::new();
    for i in 0..4 {
        let (browser, name) = if i % 2 == 0 {
            let p = german_player(&app, &format!("ko-de{i}")).await;
            german.insert(p.1.clone());
            p
        } else {
            app.verified_user(&format!("ko-en{i}")).await
        };
        post_ok(&browser, &format!("/tournaments/{t}/join"), &[]).await;
        browsers.push((browser, name));
    }
    post_ok(
        &director,
        &format!("/admin/tournaments/{t}/start"),
        &[("confirm", "on")],
    )
    .await;
    for (_, name) in &browsers {
        if german.contains(name) {
            let mail = smtp()
                .wait_for_subject(&email_of(name), ": Runde 1 (Halbfinale) gegen ")
                .await;
            assert!(
                mail.subject.ends_with("deine 2 Partien"),
                "{}",
                mail.subject
            );
            assert!(
                mail.text.contains("Du spielst ein Match gegen"),
                "{}",
                mail.text
            );
            assert!(
                mail.text.contains("K.-o.-System, 3 Tage pro Zug"),
                "{}",
                mail.text
            );
            assert!(mail.text.contains("Mit Weiß gegen"), "{}", mail.text);
            assert!(mail.text.contains("Mit Schwarz gegen"), "{}", mail.text);
            assert!(mail.html.contains("Der Turnierbaum"), "{}", mail.html);
        } else {
            let mail = smtp()
                .wait_for_subject(&email_of(name), ": the semi-finals against ")
                .await;
            assert!(mail.subject.ends_with("your 2 games"), "{}", mail.subject);
            assert!(
                mail.text.contains("knockout, 3 days per move"),
                "{}",
                mail.text
            );
            assert!(mail.text.contains("white against"), "{}", mail.text);
            assert!(mail.html.contains("The bracket"), "{}", mail.html);
        }
    }
    let de_browser = &browsers[0].0;
    let en_browser = &browsers[1].0;
    let bracket = page(de_browser, &format!("/tournaments/{t}")).await;
    for words in [
        "Matches über 2 Partien, gesetzt nach Wertungszahl mit Freilosen",
        "Setzliste nach Wertungszahl.",
        "bis zu 2-mal",
        "Runde 1: Halbfinale",
        "<th scope=\"col\">Setzplatz</th>",
        "<th scope=\"col\">Kommt weiter</th>",
        "K.-o.-System, der Sieger jedes Matches kommt weiter, 3 Tage pro Zug, gewertet",
    ] {
        assert!(bracket.contains(words), "{words:?}: {bracket}");
    }
    for english in [
        "Seeds by rating",
        "Goes through",
        "the semi-finals",
        "matches of 2 games",
    ] {
        assert!(!bracket.contains(english), "{english:?}: {bracket}");
    }
    let bracket = page(en_browser, &format!("/tournaments/{t}")).await;
    assert!(bracket.contains("Round 1: the semi-finals"), "{bracket}");
    assert!(bracket.contains("Goes through"), "{bracket}");
    assert!(
        bracket.contains("matches of 2 games, seeded by rating"),
        "{bracket}"
    );

    // The higher seed wins every game, the semi-finals and then the final.
    let api = Api::new(&app, Some(token_for(&app, &director_name).await));
    for round in 0..2 {
        let j = state(&api, t).await;
        let games = j["games"].as_array().unwrap().clone();
        for m in j["bracket"][round]["matches"].as_array().unwrap() {
            let high = m["players"][0].as_str().unwrap();
            for id in m["games"].as_array().unwrap() {
                let g = games.iter().find(|g| &g["id"] == id).unwrap();
                decide(&director, t, g, high).await;
            }
        }
    }
    for (_, name) in &browsers {
        if german.contains(name) {
            let mail = smtp()
                .wait_for_subject(&email_of(name), "ist beendet: du bist Nr.")
                .await;
            assert!(mail.text.contains("(Finale gewonnen)"), "{}", mail.text);
            assert!(
                mail.text
                    .contains("(ausgeschieden in Runde 1 (Halbfinale))"),
                "{}",
                mail.text
            );
            assert!(!mail.text.contains("won the final"), "{}", mail.text);
        } else {
            let mail = smtp()
                .wait_for_subject(&email_of(name), "has ended: you are No.")
                .await;
            assert!(mail.text.contains("(won the final)"), "{}", mail.text);
            assert!(
                mail.text.contains("(out in the semi-finals)"),
                "{}",
                mail.text
            );
        }
    }
    let done = page(de_browser, &format!("/tournaments/{t}")).await;
    assert!(done.contains("Runde 2: Finale"), "{done}");
    assert!(done.contains("<strong>beendet</strong>"), "{done}");
}

#[tokio::test]
async fn challenge_and_entry_refusals_read_in_the_players_language() {
    let app = TestApp::spawn().await;
    let (de, _) = german_player(&app, "refused").await;
    let fields = [
        ("opponent", "nobody-of-that-name"),
        ("color", "white"),
        ("days_per_move", "99"),
        ("rated", "on"),
        ("note", "Viel Glück"),
    ];
    let res = de.post_form("/challenges", &fields).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    for words in [
        "Es gibt keinen Spieler namens „nobody-of-that-name“.",
        "Die Tage müssen eine ganze Zahl von 1 bis 60 sein.",
        "value=\"99\"",
        "value=\"nobody-of-that-name\"",
        "Viel Glück",
    ] {
        assert!(res.body.contains(words), "{words:?}: {}", res.body);
    }
    assert!(!res.body.contains("Days must be"), "{}", res.body);
    let (en, _) = app.verified_user("refused-en").await;
    let res = en.post_form("/challenges", &fields).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    assert!(
        res.body.contains("There is no player called"),
        "{}",
        res.body
    );
    assert!(
        res.body
            .contains("Days must be a whole number from 1 to 60."),
        "{}",
        res.body
    );

    // A tournament with an entry password and a rating floor: the page names both, a
    // wrong password is refused, leaving unregistered too, all in German.
    let (director, director_name) = app.verified_user("director").await;
    app.make_admin(&director_name).await;
    let t = create(
        &director,
        &[
            ("format", "round_robin"),
            ("position_policy", "tournament"),
            ("min_players", "3"),
            ("max_players", "8"),
            ("entry_password", "Vereinsabend"),
        ],
    )
    .await;
    let open = page(&de, &format!("/tournaments/{t}")).await;
    assert!(
        open.contains("Teilnahme: ein Teilnahmepasswort von der Turnierleitung."),
        "{open}"
    );
    assert!(
        open.contains("Rundenturnier, 3 Tage pro Zug, gewertet"),
        "{open}"
    );
    assert!(
        open.contains("Startstellungen: eine zufällige Startstellung für das ganze Turnier."),
        "{open}"
    );
    let res = de
        .post_form(
            &format!("/tournaments/{t}/join"),
            &[("entry_password", "falsch")],
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert!(
        res.body
            .contains("Dieses Turnier braucht sein Teilnahmepasswort"),
        "{}",
        res.body
    );
    let res = de.post_form(&format!("/tournaments/{t}/leave"), &[]).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert!(
        res.body
            .contains("Du bist für dieses Turnier nicht angemeldet."),
        "{}",
        res.body
    );
    let res = en
        .post_form(
            &format!("/tournaments/{t}/join"),
            &[("entry_password", "falsch")],
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert!(
        res.body.contains("needs its entry password"),
        "{}",
        res.body
    );
}
