//! A knockout over HTTP: 8 players seeded into a bracket, a level match going to two
//! pairs of tie-break games and through on seeding, a final decided in a tie-break pair,
//! every round opened and mailed by the game end that completes the one before, and the
//! places mailed at the end. Games are decided by the director's adjudication.

use crate::api_tournaments::create_tournament;
use crate::support::play::post_ok;
use std::collections::{BTreeMap, BTreeSet};

use reqwest::StatusCode;
use serde_json::Value;

use crate::{
    api::{Api, token_for},
    support::{Browser, TestApp, email_of, smtp},
};

/// Creates a knockout for exactly `players` players, 2-game matches with up to 2
/// tie-break pairs.
async fn create_knockout(director: &Browser, players: &str) -> i64 {
    let name = format!("Cup {}", uuid::Uuid::new_v4().simple());
    create_tournament(
        director,
        &[
            ("name", &name),
            ("format", "knockout"),
            ("games_per_match", "2"),
            ("max_tiebreak_pairs", "2"),
            ("days_per_move", "3"),
            ("position_policy", "pairing"),
            ("min_players", players),
            ("max_players", players),
            ("rated", "on"),
            ("vacation_allowed", "on"),
        ],
    )
    .await
}

/// The tournament as the API shows it.
async fn tournament(api: &Api, t: i64) -> Value {
    let res = api.get(&format!("/api/v1/tournaments/{t}")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json
}

/// A game's players and start position, by id.
fn games_of(j: &Value) -> BTreeMap<i64, (String, String, i64)> {
    j["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            (
                g["id"].as_i64().unwrap(),
                (
                    g["white"].as_str().unwrap().to_owned(),
                    g["black"].as_str().unwrap().to_owned(),
                    g["start_number"].as_i64().unwrap(),
                ),
            )
        })
        .collect()
}

/// The knockout, its director and its API view.
struct Cup {
    director: Browser,
    api: Api,
    t: i64,
}

impl Cup {
    async fn state(&self) -> Value {
        tournament(&self.api, self.t).await
    }

    /// Ends game `id` with `winner` winning it (a draw with `None`).
    async fn decide(&self, id: i64, winner: Option<&str>) {
        let j = self.state().await;
        let (white, black, _) = games_of(&j).remove(&id).unwrap();
        let result = match winner {
            Some(w) if w == white => "1-0",
            Some(w) if w == black => "0-1",
            Some(w) => panic!("{w} does not play game {id}"),
            None => "1/2-1/2",
        };
        post_ok(
            &self.director,
            &format!("/admin/tournaments/{}/adjudicate", self.t),
            &[
                ("game_id", &id.to_string()),
                ("result", result),
                ("reason", "decided for the knockout test"),
                ("confirm", "on"),
            ],
        )
        .await;
    }

    /// Match `slot` (0-based) of `round` (0-based).
    async fn match_at(&self, round: usize, slot: usize) -> Value {
        self.state().await["bracket"][round]["matches"][slot].clone()
    }
}

fn players(m: &Value) -> (String, String) {
    (
        m["players"][0].as_str().unwrap().to_owned(),
        m["players"][1].as_str().unwrap().to_owned(),
    )
}

fn game_ids(m: &Value) -> Vec<i64> {
    m["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g.as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn eight_players_with_a_tied_match_played_to_the_end() {
    let app = TestApp::spawn().await;
    let (director, director_name) = app.verified_user("director").await;
    app.make_admin(&director_name).await;
    let t = create_knockout(&director, "8").await;
    let mut names = Vec::new();
    for i in 0..8 {
        let (browser, name) = app.verified_user(&format!("k{i}")).await;
        post_ok(&browser, &format!("/tournaments/{t}/join"), &[]).await;
        names.push(name);
    }
    post_ok(
        &director,
        &format!("/admin/tournaments/{t}/start"),
        &[("confirm", "on")],
    )
    .await;
    let api = Api::new(&app, Some(token_for(&app, &director_name).await));
    let cup = Cup { director, api, t };

    // Round 1: four matches, seeds 1-8, 4-5, 2-7, 3-6, two games each from one
    // position with colours swapped.
    let j = cup.state().await;
    assert_eq!(j["format"], "knockout");
    assert_eq!(j["rounds"], 3);
    let round1 = j["bracket"][0]["matches"].as_array().unwrap().clone();
    let seeds: Vec<(i64, i64)> = round1
        .iter()
        .map(|m| {
            (
                m["white_seed"].as_i64().unwrap(),
                m["black_seed"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(seeds, vec![(1, 8), (4, 5), (2, 7), (3, 6)]);
    let games = games_of(&j);
    let mut everyone = BTreeSet::new();
    for m in &round1 {
        let (high, low) = players(m);
        let ids = game_ids(m);
        assert_eq!(ids.len(), 2);
        let (a, b) = (&games[&ids[0]], &games[&ids[1]]);
        assert_eq!(
            (&a.0, &a.1),
            (&high, &low),
            "the higher seed has white first"
        );
        assert_eq!((&b.0, &b.1), (&low, &high), "then black");
        assert_eq!(a.2, b.2, "one position for the pair");
        assert_eq!(m["winner"], Value::Null);
        everyone.insert(high.clone());
        everyone.insert(low.clone());
        let mail = smtp()
            .wait_for_subject(&email_of(&high), "the quarter-finals against")
            .await;
        assert!(mail.subject.contains(&low), "{}", mail.subject);
        assert_eq!(mail.text.matches("/games/").count(), 2, "{}", mail.text);
    }
    assert_eq!(everyone, names.iter().cloned().collect());

    // Match 1 is level (each wins with white), then level after two tie-break pairs:
    // the higher seed goes through on seeding.
    let (high1, low1) = players(&round1[0]);
    let ids = game_ids(&round1[0]);
    cup.decide(ids[0], Some(&high1)).await;
    cup.decide(ids[1], Some(&low1)).await;
    let m = cup.match_at(0, 0).await;
    let ids = game_ids(&m);
    assert_eq!(ids.len(), 4, "a tie-break pair: {m}");
    assert_eq!(m["score"], serde_json::json!([1.0, 1.0]));
    let mail = smtp()
        .wait_for_subject(&email_of(&low1), "tie-break games against")
        .await;
    assert_eq!(mail.text.matches("/games/").count(), 2, "{}", mail.text);
    let games = games_of(&cup.state().await);
    assert_ne!(games[&ids[2]].2, games[&ids[0]].2, "a new position");
    assert_eq!(games[&ids[2]].2, games[&ids[3]].2);
    cup.decide(ids[2], None).await;
    cup.decide(ids[3], None).await;
    let ids = game_ids(&cup.match_at(0, 0).await);
    assert_eq!(ids.len(), 6, "a second tie-break pair");
    cup.decide(ids[4], None).await;
    cup.decide(ids[5], None).await;
    let m = cup.match_at(0, 0).await;
    assert_eq!(game_ids(&m).len(), 6, "no third pair");
    assert_eq!(m["winner"], high1.as_str());
    assert_eq!(m["score"], serde_json::json!([3.0, 3.0]));

    // Match 2: the lower seed wins both; matches 3 and 4: the higher seed wins 1½-½.
    let (_, low2) = players(&round1[1]);
    for id in game_ids(&round1[1]) {
        cup.decide(id, Some(&low2)).await;
    }
    let mut through = vec![high1.clone(), low2.clone()];
    for m in &round1[2..] {
        let (high, _) = players(m);
        let ids = game_ids(m);
        cup.decide(ids[0], Some(&high)).await;
        cup.decide(ids[1], None).await;
        through.push(high);
    }
    let j = cup.state().await;
    let round1 = j["bracket"][0]["matches"].as_array().unwrap();
    let winners: Vec<&str> = round1
        .iter()
        .map(|m| m["winner"].as_str().unwrap())
        .collect();
    assert_eq!(
        winners,
        through.iter().map(String::as_str).collect::<Vec<_>>()
    );

    // The last decision opened the semi-finals: winners of matches 1-2 and 3-4.
    let semis = j["bracket"][1]["matches"].as_array().unwrap().clone();
    assert_eq!(semis.len(), 2, "{j}");
    assert_eq!(j["bracket"][1]["round"], 2);
    for (m, pair) in semis.iter().zip(through.chunks(2)) {
        let (a, b) = players(m);
        let got: BTreeSet<String> = [a, b].into_iter().collect();
        assert_eq!(got, pair.iter().cloned().collect());
        assert!(m["white_seed"].as_i64() < m["black_seed"].as_i64());
    }
    for p in &through {
        smtp()
            .wait_for_subject(&email_of(p), "the semi-finals against")
            .await;
    }
    let mut finalists = Vec::new();
    for m in &semis {
        let (high, _) = players(m);
        for id in game_ids(m) {
            cup.decide(id, Some(&high)).await;
        }
        finalists.push(high);
    }

    // The final: level, then the lower seed wins the tie-break pair.
    let fin = cup.match_at(2, 0).await;
    let (high, low) = players(&fin);
    assert_eq!(
        [high.clone(), low.clone()]
            .into_iter()
            .collect::<BTreeSet<_>>(),
        finalists.iter().cloned().collect()
    );
    let ids = game_ids(&fin);
    cup.decide(ids[0], None).await;
    cup.decide(ids[1], None).await;
    let ids = game_ids(&cup.match_at(2, 0).await);
    assert_eq!(ids.len(), 4);
    cup.decide(ids[2], Some(&low)).await;
    cup.decide(ids[3], None).await;
    let j = cup.state().await;
    assert_eq!(j["status"], "finished");
    assert_eq!(j["bracket"][2]["matches"][0]["winner"], low.as_str());

    // Places: the winner 1st, the finalist 2nd, the semi-finalists 3rd, the rest 5th.
    let mail = smtp().wait_for_subject(&email_of(&low), "has ended").await;
    assert!(mail.subject.contains("you are No. 1"), "{}", mail.subject);
    assert!(mail.text.contains(&format!("1. {low} ")), "{}", mail.text);
    let mail = smtp().wait_for_subject(&email_of(&high), "has ended").await;
    assert!(mail.subject.contains("you are No. 2"), "{}", mail.subject);
    for p in through.iter().filter(|p| !finalists.contains(p)) {
        let mail = smtp().wait_for_subject(&email_of(p), "has ended").await;
        assert!(mail.subject.contains("you are No. 3"), "{}", mail.subject);
    }
    for p in names.iter().filter(|p| !through.contains(p)) {
        let mail = smtp().wait_for_subject(&email_of(p), "has ended").await;
        assert!(mail.subject.contains("you are No. 5"), "{}", mail.subject);
    }

    // The page shows the bracket with every round.
    let res = app.browser().get(&format!("/tournaments/{t}")).await;
    assert_eq!(res.status, StatusCode::OK);
    let body = res.body;
    assert!(body.contains("id=\"bracket\""), "{body}");
    for r in 1..=3 {
        assert!(body.contains(&format!("id=\"round-{r}\"")), "{body}");
    }
    assert!(body.contains("Round 3: the final"), "{body}");
    assert!(body.contains("(on seeding)"), "{body}");
    // The position policy speaks of a knockout's pairs of games, not of round robins.
    assert!(
        body.contains("one random start position for each pair of games of a match"),
        "{body}"
    );
    assert!(!body.contains("double round robin"), "{body}");
    let final_row = body.split("id=\"match-3-1\"").nth(1).unwrap();
    let final_row = final_row.split("</tr>").next().unwrap();
    assert!(
        final_row.contains("1½–2½") || final_row.contains("2½–1½"),
        "{final_row}"
    );
    assert!(
        final_row.contains(&format!("<strong class=\"winner\">{low}</strong>")),
        "{final_row}"
    );
}

#[tokio::test]
async fn a_withdrawal_loses_the_match_by_forfeit() {
    let app = TestApp::spawn().await;
    let (director, director_name) = app.verified_user("kdirector").await;
    app.make_admin(&director_name).await;
    let t = create_knockout(&director, "2").await;
    let mut names = Vec::new();
    for i in 0..2 {
        let (browser, name) = app.verified_user(&format!("kw{i}")).await;
        post_ok(&browser, &format!("/tournaments/{t}/join"), &[]).await;
        names.push(name);
    }
    post_ok(
        &director,
        &format!("/admin/tournaments/{t}/start"),
        &[("confirm", "on")],
    )
    .await;
    // Two players: one match, the final, withdrawn from before any game ended.
    post_ok(
        &director,
        &format!("/admin/tournaments/{t}/withdraw"),
        &[("username", &names[0]), ("confirm", "on")],
    )
    .await;
    let api = Api::new(&app, Some(token_for(&app, &director_name).await));
    let j = tournament(&api, t).await;
    assert_eq!(j["rounds"], 1);
    assert_eq!(j["status"], "finished", "{j}");
    let m = &j["bracket"][0]["matches"][0];
    assert_eq!(m["winner"], names[1].as_str(), "{m}");
    assert_eq!(game_ids(m).len(), 2, "no tie-break after a forfeit: {m}");
    let terminations: BTreeSet<String> = j["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["termination"].as_str().unwrap_or_default().to_owned())
        .collect();
    assert_eq!(terminations.len(), 1, "{j}");
    let mail = smtp()
        .wait_for_subject(&email_of(&names[1]), "has ended")
        .await;
    assert!(mail.subject.contains("you are No. 1"), "{}", mail.subject);
}

#[tokio::test]
async fn players_are_seeded_by_the_rating_their_names_show_provisional_or_not() {
    let app = TestApp::spawn().await;
    let (director, director_name) = app.verified_user("director").await;
    app.make_admin(&director_name).await;
    let t = create_knockout(&director, "4").await;
    // (rating, RD) in registration order: a new player (1500?), a provisional 1700?,
    // and two established 1600s, the surer one registered last.
    let ratings = [
        (1500.0, 350.0),
        (1700.2, 200.0),
        (1600.0, 90.0),
        (1600.4, 60.0),
    ];
    let mut names = Vec::new();
    for (i, (rating, rd)) in ratings.into_iter().enumerate() {
        let (browser, name) = app.verified_user(&format!("s{i}")).await;
        let id = crate::ratings::user_id(&app.pool, &name).await;
        crate::players::set_rating(&app.pool, id, rating, rd, 1).await;
        post_ok(&browser, &format!("/tournaments/{t}/join"), &[]).await;
        names.push(name);
    }
    post_ok(
        &director,
        &format!("/admin/tournaments/{t}/start"),
        &[("confirm", "on")],
    )
    .await;
    let api = Api::new(&app, Some(token_for(&app, &director_name).await));
    let j = tournament(&api, t).await;
    let seeds: BTreeMap<i64, String> = j["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["seed"].as_i64().unwrap(),
                p["username"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    // By shown rating (1700 > 1600 = 1600 > 1500), the tie by the lower RD.
    let expected = [&names[1], &names[3], &names[2], &names[0]];
    assert_eq!(seeds.values().collect::<Vec<_>>(), expected, "{seeds:?}");
}
