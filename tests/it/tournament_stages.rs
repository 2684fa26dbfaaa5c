//! Group stages over HTTP: a 9-player groups event (groups of 3, one advances, a final
//! round robin of 3) played to its end with every mail, and a tie at the cut under both
//! rules. Games are decided by the director's adjudication (the same ending as any).

use crate::api_tournaments::create_tournament;
use crate::support::play::post_ok;
use std::collections::{BTreeMap, BTreeSet};

use reqwest::StatusCode;

use serde_json::Value;

use crate::{
    api::{Api, token_for},
    support::{Browser, TestApp, email_of, smtp},
};

/// A game as the tournament page lists it in a groups event.
#[derive(Debug, Clone)]
struct Listed {
    id: i64,
    /// `stage.round`
    round: String,
    white: String,
    black: String,
    group: String,
    running: bool,
}

/// The text of an HTML fragment, tags left out.
fn text_of(html: &str) -> String {
    let mut text = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text
}

/// Reads the games table of a tournament page.
fn games_on(html: &str) -> Vec<Listed> {
    html.split("<tr id=\"game-")
        .skip(1)
        .map(|row| {
            let id = row.split('"').next().unwrap().parse().unwrap();
            let row = row.split("</tr>").next().unwrap();
            let cells: Vec<&str> = row
                .split("<td>")
                .skip(1)
                .map(|c| c.split("</td>").next().unwrap())
                .collect();
            Listed {
                id,
                round: text_of(cells[0]),
                white: text_of(cells[1]),
                black: text_of(cells[2]),
                running: text_of(cells[4]) == "running",
                group: text_of(cells[5]),
            }
        })
        .collect()
}

async fn admin(app: &TestApp) -> Browser {
    admin_named(app).await.0
}

async fn admin_named(app: &TestApp) -> (Browser, String) {
    let (browser, name) = app.verified_user("director").await;
    app.make_admin(&name).await;
    (browser, name)
}

/// Creates a groups event for exactly `players` players with groups of `size` and the
/// tie rule `ties`, and returns its id and name.
async fn create_groups(director: &Browser, players: &str, size: &str, ties: &str) -> (i64, String) {
    let name = format!("Open {}", uuid::Uuid::new_v4().simple());
    let id = create_tournament(
        director,
        &[
            ("name", &name),
            ("format", "groups"),
            ("group_size", size),
            ("advance_per_group", "1"),
            ("advance_ties", ties),
            ("final_format", "round_robin"),
            ("days_per_move", "3"),
            ("position_policy", "stage"),
            ("min_players", players),
            ("max_players", players),
            ("rated", "on"),
            ("vacation_allowed", "on"),
            // Two groups with one through each make a final of one game: the form's
            // warning is seen (issue 45).
            ("one_game_final_ok", "on"),
        ],
    )
    .await;
    (id, name)
}

/// Decides a game by adjudication: `winner` wins, or a draw with `None`.
async fn decide(director: &Browser, t: i64, g: &Listed, winner: Option<&str>) {
    let result = match winner {
        Some(w) if w == g.white => "1-0",
        Some(w) if w == g.black => "0-1",
        Some(w) => panic!("{w} does not play game {}", g.id),
        None => "1/2-1/2",
    };
    post_ok(
        director,
        &format!("/admin/tournaments/{t}/adjudicate"),
        &[
            ("game_id", &g.id.to_string()),
            ("result", result),
            ("reason", "decided for the test of stages"),
            ("confirm", "on"),
        ],
    )
    .await;
}

/// The players of each group of a stage (`stage.` prefix of the round), by group.
fn groups_of(games: &[Listed], stage: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut groups: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for g in games.iter().filter(|g| g.round.starts_with(stage)) {
        let members = groups.entry(g.group.clone()).or_default();
        members.insert(g.white.clone());
        members.insert(g.black.clone());
    }
    groups
}

/// Every game of a groups event, read from each group's own page (the tournament page
/// links them and lists no games itself).
async fn all_games(app: &TestApp, t: i64) -> Vec<Listed> {
    let body = page(app, t).await;
    assert!(!body.contains("<tr id=\"game-"), "{body}");
    let prefix = format!("href=\"/tournaments/{t}/stages/");
    let mut links: Vec<String> = body
        .split(prefix.as_str())
        .skip(1)
        .map(|rest| rest.split('"').next().unwrap().to_owned())
        .filter(|l| !l.ends_with(".csv"))
        .collect();
    links.dedup();
    let mut games = Vec::new();
    for link in links {
        let res = app
            .browser()
            .get(&format!("/tournaments/{t}/stages/{link}"))
            .await;
        assert_eq!(res.status, StatusCode::OK, "{link}");
        games.extend(games_on(&res.body));
    }
    games
}

async fn page(app: &TestApp, t: i64) -> String {
    let res = app.browser().get(&format!("/tournaments/{t}")).await;
    assert_eq!(res.status, StatusCode::OK);
    res.body
}

#[tokio::test]
async fn nine_players_in_groups_of_three_then_a_final_played_to_the_end() {
    let app = TestApp::spawn().await;
    let (director, director_name) = admin_named(&app).await;
    let (t, _) = create_groups(&director, "9", "3", "tiebreak").await;
    // One of each group: "the winner of each group advances", not "1 … advance"; nine
    // of nine: "9 players", not "9 to 9".
    let rules = page(&app, t).await;
    assert!(
        rules.contains("the winner of each group advances"),
        "{rules}"
    );
    assert!(
        rules.contains("9 players") && !rules.contains("9 to 9"),
        "{rules}"
    );
    let mut names = Vec::new();
    for i in 0..9 {
        let (browser, name) = app.verified_user(&format!("g{i}")).await;
        post_ok(&browser, &format!("/tournaments/{t}/join"), &[]).await;
        names.push(name);
    }
    post_ok(
        &director,
        &format!("/admin/tournaments/{t}/start"),
        &[("confirm", "on")],
    )
    .await;
    for name in &names {
        let mail = smtp()
            .wait_for_subject(&email_of(name), "has started")
            .await;
        assert!(mail.subject.contains("your 2 games"), "{}", mail.subject);
        assert!(mail.text.contains("stage 1"), "{}", mail.text);
        assert_eq!(mail.text.matches("/games/").count(), 2, "{}", mail.text);
    }
    let body = page(&app, t).await;
    for g in 1..=3 {
        assert!(
            body.contains(&format!("id=\"stage-1-group-{g}\"")),
            "{body}"
        );
    }
    let games = all_games(&app, t).await;
    assert_eq!(games.len(), 9, "{body}");
    let groups = groups_of(&games, "1.");
    assert_eq!(groups.len(), 3);
    assert!(groups.values().all(|m| m.len() == 3), "{groups:?}");
    let everyone: BTreeSet<String> = groups.values().flatten().cloned().collect();
    assert_eq!(everyone, names.iter().cloned().collect());

    // In each group the alphabetically first player wins both games; the other draw.
    let winners: Vec<String> = groups
        .values()
        .map(|m| m.first().unwrap().clone())
        .collect();
    for g in &games {
        let winner = winners.iter().find(|w| **w == g.white || **w == g.black);
        decide(&director, t, g, winner.map(String::as_str)).await;
    }
    // The last game of stage 1 opened the final, in the same transaction.
    for w in &winners {
        let mail = smtp()
            .wait_for_subject(&email_of(w), "stage 2 has started")
            .await;
        assert!(mail.subject.contains("your 2 games"), "{}", mail.subject);
        assert!(mail.text.contains("the final"), "{}", mail.text);
    }
    for n in names.iter().filter(|n| !winners.contains(n)) {
        let mail = smtp()
            .wait_for_subject(&email_of(n), "did not advance")
            .await;
        assert!(mail.text.contains("You finished No. 2"), "{}", mail.text);
    }
    let body = page(&app, t).await;
    assert!(body.contains("id=\"stage-2-group-1\""), "{body}");
    assert!(body.contains("Stage 2: the final"), "{body}");
    assert_eq!(body.matches("class=\"advanced\"").count(), 3, "{body}");
    let finals: Vec<Listed> = all_games(&app, t)
        .await
        .into_iter()
        .filter(|g| g.round.starts_with("2."))
        .collect();
    assert_eq!(finals.len(), 3);
    assert!(finals.iter().all(|g| g.running && g.group == "1"));
    let in_final: BTreeSet<String> = groups_of(&finals, "2.").remove("1").unwrap();
    assert_eq!(in_final, winners.iter().cloned().collect());

    // The final: winners[0] beats both, winners[1] beats winners[2].
    for g in &finals {
        let winner = if g.white == winners[0] || g.black == winners[0] {
            &winners[0]
        } else {
            &winners[1]
        };
        decide(&director, t, g, Some(winner)).await;
    }
    for (place, w) in winners.iter().enumerate() {
        let mail = smtp().wait_for_subject(&email_of(w), "has ended").await;
        assert!(
            mail.subject.contains(&format!("you are No. {}", place + 1)),
            "{}",
            mail.subject
        );
        assert!(
            mail.text.contains(&format!("1. {} 2", winners[0])),
            "{}",
            mail.text
        );
    }
    let body = page(&app, t).await;
    assert!(body.contains("<strong>finished</strong>"), "{body}");
    let final_section = body.split("id=\"stage-2-group-1\"").nth(1).unwrap();
    let order: Vec<usize> = winners
        .iter()
        .map(|w| final_section.find(w.as_str()).unwrap())
        .collect();
    assert!(
        order[0] < order[1] && order[1] < order[2],
        "{final_section}"
    );
    exports_show_the_stages(&app, t, &director_name, &groups, &winners).await;
}

/// The finished 9-player event in its exports: a CSV per group, the PGN with
/// `stage.round` and the group as `Section`, and the API's `stages` and `entry`.
async fn exports_show_the_stages(
    app: &TestApp,
    t: i64,
    director: &str,
    groups: &BTreeMap<String, BTreeSet<String>>,
    winners: &[String],
) {
    let browser = app.browser();
    let csv = browser
        .get(&format!("/tournaments/{t}/stages/1/groups/2.csv"))
        .await;
    assert_eq!(csv.status, StatusCode::OK);
    let lines: Vec<&str> = csv.body.lines().collect();
    assert_eq!(
        lines[0], "Rank,Seed,Player,Points,SB,Wins,Direct,1,2,3",
        "{}",
        csv.body
    );
    assert_eq!(lines.len(), 4, "{}", csv.body);
    assert!(
        lines[1].starts_with("1,") && lines[1].contains(&winners[1]),
        "{}",
        csv.body
    );
    let missing = browser
        .get(&format!("/tournaments/{t}/stages/3/groups/1.csv"))
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    let missing = browser
        .get(&format!("/tournaments/{t}/stages/1/groups/4"))
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    let group = browser
        .get(&format!("/tournaments/{t}/stages/1/groups/2"))
        .await;
    assert_eq!(group.status, StatusCode::OK);
    assert!(
        group.body.contains("class=\"crosstable\""),
        "{}",
        group.body
    );
    assert!(group.body.contains("Stage 1, group 2"), "{}", group.body);

    let pgn = browser.get(&format!("/tournaments/{t}.pgn")).await;
    assert_eq!(pgn.body.matches("[Event ").count(), 12, "{}", pgn.body);
    assert_eq!(
        pgn.body.matches("[Round \"1.1\"]").count(),
        3,
        "{}",
        pgn.body
    );
    assert_eq!(pgn.body.matches("[Round \"2.").count(), 3, "{}", pgn.body);
    assert_eq!(
        pgn.body.matches("[Section \"Group 3\"]").count(),
        3,
        "{}",
        pgn.body
    );
    assert_eq!(
        pgn.body.matches("[Section \"Group 1\"]").count(),
        6,
        "{}",
        pgn.body
    );

    let api = Api::new(app, Some(token_for(app, director).await));
    let res = api.get(&format!("/api/v1/tournaments/{t}")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let j = &res.json;
    assert_eq!(j["format"], "groups");
    assert_eq!(j["entry"]["password_required"], false);
    assert_eq!(j["entry"]["min_rating"], Value::Null);
    let stages = j["stages"].as_array().unwrap();
    assert_eq!(stages.len(), 2, "{}", res.text);
    assert_eq!(stages[0]["status"], "finished");
    assert_eq!(stages[0]["format"], "round_robin");
    let first = stages[0]["groups"].as_array().unwrap();
    assert_eq!(first.len(), 3);
    for (g, (number, members)) in first.iter().zip(groups) {
        assert_eq!(g["number"].to_string(), *number);
        let players: BTreeSet<String> = g["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap().to_owned())
            .collect();
        assert_eq!(&players, members);
        assert_eq!(g["standings"].as_array().unwrap().len(), 3);
        assert_eq!(g["advanced"].as_array().unwrap().len(), 1);
        assert_eq!(g["standings"][0]["points"], 2.0);
    }
    let last = &stages[1]["groups"][0];
    assert_eq!(last["standings"][0]["username"], winners[0].as_str());
    assert_eq!(j["standings"][0]["username"], winners[0].as_str());
    assert!(
        j["games"]
            .as_array()
            .unwrap()
            .iter()
            .all(|g| g["stage"].is_i64())
    );
}

/// Plays stage 1 of an 8-player event in two groups of 4 so that the two players of
/// group 1 who are not its last two end level on points and every tie-break; group 2's
/// first player wins everything. Returns the event's games, the tied pair and group 2's
/// winner.
async fn tied_stage(
    app: &TestApp,
    director: &Browser,
    players: &[(Browser, String)],
    ties: &str,
) -> (i64, String, [String; 2], String) {
    let (t, name) = create_groups(director, "8", "4", ties).await;
    for (browser, _) in players {
        post_ok(browser, &format!("/tournaments/{t}/join"), &[]).await;
    }
    post_ok(
        director,
        &format!("/admin/tournaments/{t}/start"),
        &[("confirm", "on")],
    )
    .await;
    let games = all_games(app, t).await;
    let groups = groups_of(&games, "1.");
    let one: Vec<String> = groups["1"].iter().cloned().collect();
    let two: Vec<String> = groups["2"].iter().cloned().collect();
    // Group 1: one[0] and one[1] draw each other and beat the other two, who draw.
    for g in games.iter().filter(|g| g.group == "1") {
        let pair = [g.white.as_str(), g.black.as_str()];
        let top = |n: &str| n == one[0] || n == one[1];
        let winner = match (top(pair[0]), top(pair[1])) {
            (true, false) => Some(pair[0]),
            (false, true) => Some(pair[1]),
            _ => None,
        };
        decide(director, t, g, winner).await;
    }
    for g in games.iter().filter(|g| g.group == "2") {
        let winner = if g.white == two[0] || g.black == two[0] {
            Some(two[0].as_str())
        } else {
            None
        };
        decide(director, t, g, winner).await;
    }
    (t, name, [one[0].clone(), one[1].clone()], two[0].clone())
}

/// The players of stage 2's single group, from its games.
async fn finalists(app: &TestApp, t: i64) -> BTreeSet<String> {
    let games: Vec<Listed> = all_games(app, t)
        .await
        .into_iter()
        .filter(|g| g.round.starts_with("2."))
        .collect();
    groups_of(&games, "2.").remove("1").unwrap_or_default()
}

#[tokio::test]
async fn a_tie_at_the_cut_under_both_rules() {
    let app = TestApp::spawn().await;
    let director = admin(&app).await;
    let mut players = Vec::new();
    for i in 0..8 {
        players.push(app.verified_user(&format!("cut{i}")).await);
    }

    // Everyone level advances: both tied players join group 2's winner in the final.
    let (t, name, tied, other) = tied_stage(&app, &director, &players, "all").await;
    let body = page(&app, t).await;
    let expected: BTreeSet<String> = [tied[0].clone(), tied[1].clone(), other.clone()].into();
    assert_eq!(finalists(&app, t).await, expected, "{body}");
    // Nobody level was left out: nobody went through by rating.
    assert!(!body.contains("(by rating)"), "{body}");
    for p in &expected {
        let subject = format!("{name}\": stage 2 has started");
        smtp().wait_for_subject(&email_of(p), &subject).await;
    }

    // The tie-breaks decide: level on everything, the higher seed (seat) goes through.
    let (t, name, tied, other) = tied_stage(&app, &director, &players, "tiebreak").await;
    let body = page(&app, t).await;
    let through = finalists(&app, t).await;
    assert_eq!(through.len(), 2, "{body}");
    assert!(through.contains(&other));
    let group = body.split("id=\"stage-1-group-1\"").nth(1).unwrap();
    let group = group.split("</section>").next().unwrap();
    // The standings list the pair in seat order; the first of them advanced.
    let (first, second) = if group.find(&tied[0]) < group.find(&tied[1]) {
        (&tied[0], &tied[1])
    } else {
        (&tied[1], &tied[0])
    };
    assert!(
        through.contains(first) && !through.contains(second),
        "{group}"
    );
    // The standings say that rating broke the tie, beside the player it put through
    // (issue 45), on the event's page and the group's own.
    let by_rating = |html: &str, name: &str| {
        let row = html.split(&format!(">{name}</a>")).nth(1).unwrap_or("");
        row.split("</tr>").next().unwrap().contains("(by rating)")
    };
    assert!(by_rating(group, first), "{group}");
    assert!(!by_rating(group, second), "{group}");
    assert_eq!(group.matches("(by rating)").count(), 1, "{group}");
    let own = app
        .browser()
        .get(&format!("/tournaments/{t}/stages/1/groups/1"))
        .await
        .body;
    assert!(by_rating(&own, first), "{own}");
    assert_eq!(own.matches("(by rating)").count(), 1, "{own}");
    let subject = format!("{name}\": stage 1 has ended");
    let mail = smtp().wait_for_subject(&email_of(second), &subject).await;
    assert!(mail.text.contains("You finished No. 1"), "{}", mail.text);
}
