//! Tournaments over HTTP: an admin creates one, players join, the admin starts it, all
//! games are played to their end (resignations, draws, adjudications), the standings
//! and the end mails are checked; the registration deadline job; admin-only routes.

use crate::api_tournaments::create_tournament;
use crate::support::play::post_ok;
use reqwest::StatusCode;
use time::{Duration, OffsetDateTime};

use crate::support::{Browser, TestApp, email_of, links, smtp};

/// A game as the tournament page lists it.
#[derive(Debug)]
struct Listed {
    id: i64,
    round: i32,
    white: String,
    black: String,
    start_number: String,
    status: String,
}

/// Reads the games table of a tournament page.
fn games_on(html: &str) -> Vec<Listed> {
    html.split("<tr id=\"game-")
        .skip(1)
        .map(|row| {
            let id = row.split('"').next().unwrap().parse().unwrap();
            let cells: Vec<&str> = row
                .split("<td>")
                .skip(1)
                .map(|c| c.split("</td>").next().unwrap())
                .collect();
            Listed {
                id,
                round: cells[0].parse().unwrap(),
                white: text_of(cells[1]),
                black: text_of(cells[2]),
                start_number: text_of(cells[3]),
                status: cells[4].to_owned(),
            }
        })
        .collect()
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

async fn admin(app: &TestApp) -> Browser {
    let (browser, name) = app.verified_user("director").await;
    app.make_admin(&name).await;
    browser
}

async fn create(admin: &Browser, fields: &[(&str, &str)]) -> i64 {
    create_tournament(admin, fields).await
}

/// The file of the pawn White opens with in a round of the four-player test.
fn pawn_file(round: i32) -> char {
    (b'a' + (round - 1) as u8) as char
}

/// A tournament game's PGN names its tournament and round wherever it is downloaded:
/// the game's own file, the API, the player's archive and the data export.
async fn every_export_names_the_event(
    app: &TestApp,
    (browser, username): &(Browser, String),
    name: &str,
    games: &[Listed],
) {
    let event = format!("[Event \"{name}\"]");
    let mine: Vec<&Listed> = games
        .iter()
        .filter(|g| &g.white == username || &g.black == username)
        .collect();
    assert_eq!(mine.len(), 6);
    let api = crate::api::Api::new(app, Some(crate::api::token_for(app, username).await));
    for g in &mine {
        let round = format!("[Round \"{}\"]", g.round);
        let file = app.browser().get(&format!("/games/{}.pgn", g.id)).await;
        let by_api = api.get(&format!("/api/v1/games/{}/pgn", g.id)).await;
        for text in [&file.body, &by_api.text] {
            assert!(text.contains(&event) && text.contains(&round), "{text}");
        }
    }
    let archive = app
        .browser()
        .get(&format!("/players/{username}/games.pgn"))
        .await;
    assert_eq!(archive.body.matches(&event).count(), 6, "{}", archive.body);
    let export = browser.get("/settings/export").await;
    assert_eq!(export.status, StatusCode::OK);
    let doc: serde_json::Value = serde_json::from_str(&export.body).unwrap();
    let pgns: Vec<&str> = doc["games"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|g| g["pgn"].as_str())
        .collect();
    assert_eq!(pgns.len(), 6);
    assert!(pgns.iter().all(|p| p.contains(&event)), "{pgns:?}");
}

#[tokio::test]
async fn a_four_player_double_round_robin_played_to_its_end() {
    let app = TestApp::spawn().await;
    let director = admin(&app).await;
    let mut players = Vec::new();
    for name in ["ann", "ben", "cat", "dan"] {
        players.push(app.verified_user(name).await);
    }
    let name = format!("Spring 960 {}", uuid::Uuid::new_v4().simple());
    let t = create(
        &director,
        &[
            ("name", &name),
            ("description", "Four players, two cycles."),
            ("format", "double_round_robin"),
            ("days_per_move", "3"),
            ("position_policy", "pairing"),
            ("start_number", ""),
            ("min_players", "4"),
            ("max_players", "4"),
            ("rated", "on"),
            ("vacation_allowed", "on"),
            ("registration_deadline", ""),
        ],
    )
    .await;
    let page = app.browser().get(&format!("/tournaments/{t}")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("open for registration"));
    assert!(page.body.contains("one random start position per pairing"));
    assert!(app.browser().get("/tournaments").await.body.contains(&name));

    for (browser, _) in &players {
        post_ok(browser, &format!("/tournaments/{t}/join"), &[]).await;
    }
    // Leaving and joining again works before the start; a fifth player finds it full.
    post_ok(&players[0].0, &format!("/tournaments/{t}/leave"), &[]).await;
    post_ok(&players[0].0, &format!("/tournaments/{t}/join"), &[]).await;
    let res = director
        .post_form(
            &format!("/admin/tournaments/{t}/players"),
            &[("username", "nobody_at_all")],
        )
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT);

    post_ok(
        &director,
        &format!("/admin/tournaments/{t}/start"),
        &[("confirm", "on")],
    )
    .await;
    for (_, username) in &players {
        let mail = smtp()
            .wait_for_subject(&email_of(username), "has started")
            .await;
        assert!(mail.subject.contains("your 6 games"), "{}", mail.subject);
        assert_eq!(mail.text.matches("/games/").count(), 6, "{}", mail.text);
    }
    // Leaving after the start is refused.
    let res = players[0]
        .0
        .post_form(&format!("/tournaments/{t}/leave"), &[])
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT);

    let page = app.browser().get(&format!("/tournaments/{t}")).await;
    let games = games_on(&page.body);
    assert_eq!(games.len(), 12, "{}", page.body);
    let rounds: std::collections::BTreeSet<i32> = games.iter().map(|g| g.round).collect();
    assert_eq!(rounds, (1..=6).collect());
    // One position per pairing: both games of a pair share it, colours swapped.
    for g in &games {
        let twin = games
            .iter()
            .find(|h| h.id != g.id && h.white == g.black && h.black == g.white)
            .expect("the return game");
        assert_eq!(g.start_number, twin.start_number);
        assert!(
            (g.round <= 3) != (twin.round <= 3),
            "one game in each cycle"
        );
    }

    // Results: ann beats everyone (her games against dan adjudicated), ben and cat draw
    // twice, ben beats dan twice, cat and dan win one each.
    let index = |name: &str| players.iter().position(|(_, u)| u == name).unwrap();
    for g in &games {
        let (w, b) = (index(&g.white), index(&g.black));
        let (low, high) = (w.min(b), w.max(b));
        let path = format!("/games/{}", g.id);
        match (low, high) {
            (0, 3) => {
                let result = if w == 0 { "1-0" } else { "0-1" };
                post_ok(
                    &director,
                    &format!("/admin/tournaments/{t}/adjudicate"),
                    &[
                        ("game_id", &g.id.to_string()),
                        ("result", result),
                        ("reason", "dan asked the director to score it"),
                        ("confirm", "on"),
                    ],
                )
                .await;
            }
            (0, _) => {
                // White opens with a pawn whose file tells the game apart in the PGN.
                let file = pawn_file(g.round);
                let res = players[w]
                    .0
                    .post_form(
                        &format!("{path}/move"),
                        &[("move", &format!("{file}2{file}3")), ("ply", "0")],
                    )
                    .await;
                assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
                post_ok(
                    &players[high].0,
                    &format!("{path}/resign"),
                    &[("confirm", "on")],
                )
                .await
            }
            (1, 2) => {
                post_ok(
                    &players[w].0,
                    &format!("{path}/draw"),
                    &[("action", "offer")],
                )
                .await;
                post_ok(
                    &players[b].0,
                    &format!("{path}/draw"),
                    &[("action", "accept")],
                )
                .await;
            }
            (1, 3) => {
                post_ok(
                    &players[3].0,
                    &format!("{path}/resign"),
                    &[("confirm", "on")],
                )
                .await
            }
            (2, 3) => {
                let loser = if g.round <= 3 { 3 } else { 2 };
                post_ok(
                    &players[loser].0,
                    &format!("{path}/resign"),
                    &[("confirm", "on")],
                )
                .await
            }
            _ => unreachable!(),
        }
    }

    // The last game ended the tournament at once.
    let page = app.browser().get(&format!("/tournaments/{t}")).await;
    assert!(
        page.body.contains("<strong>finished</strong>"),
        "{}",
        page.body
    );
    assert!(page.body.contains("dan asked the director to score it"));
    // Start numbers link to their positions; the crosstable's diagonal is marked.
    for g in &games {
        let number = g.start_number.trim_start_matches("No. ");
        assert!(
            page.body
                .contains(&format!("<a href=\"/positions/{number}\">No. {number}</a>")),
            "{number}"
        );
    }
    assert_eq!(
        page.body.matches("<td class=\"diagonal\">×</td>").count(),
        4
    );
    // A tournament game's page links back to its round and shows the adjudication.
    let pair = |g: &Listed| {
        let (w, b) = (index(&g.white), index(&g.black));
        (w.min(b), w.max(b))
    };
    let adjudicated = games.iter().find(|g| pair(g) == (0, 3)).unwrap();
    let game_page = app
        .browser()
        .get(&format!("/games/{}", adjudicated.id))
        .await;
    assert!(
        game_page.body.contains(&format!(
            "Round {} of <a href=\"/tournaments/{t}\">{name}</a>",
            adjudicated.round
        )),
        "{}",
        game_page.body
    );
    assert!(
        game_page
            .body
            .contains("Adjudicated by the organisers: dan asked the director to score it"),
        "{}",
        game_page.body
    );
    let played = games.iter().find(|g| pair(g) == (1, 2)).unwrap();
    let game_page = app.browser().get(&format!("/games/{}", played.id)).await;
    assert!(
        game_page
            .body
            .contains(&format!("Round {} of", played.round))
    );
    assert!(!game_page.body.contains("Adjudicated"));
    let standings = page.body.split("<h2>Crosstable").next().unwrap();
    let at = |name: &str| standings.find(&format!("\">{name}</a>")).expect(name);
    let order: Vec<usize> = players.iter().map(|(_, u)| at(u)).collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "ann, ben, cat, dan");
    // Points and Sonneborn-Berger worked by hand: ann 6 (SB 12), ben 3 (SB 4),
    // cat 2 (SB 4), dan 1 (SB 2).
    for (i, (points, sb)) in [("6", "12"), ("3", "4"), ("2", "4"), ("1", "2")]
        .iter()
        .enumerate()
    {
        let row = &standings[at(&players[i].1)..];
        let row = row.split("</tr>").next().unwrap();
        assert!(
            row.contains(&format!("<td>{points}</td><td>{sb}</td>")),
            "{row}"
        );
    }

    for (i, (_, username)) in players.iter().enumerate() {
        let mail = smtp()
            .wait_for_subject(&email_of(username), "has ended")
            .await;
        assert!(
            mail.subject.contains(&format!("you are No. {}", i + 1)),
            "{}",
            mail.subject
        );
        assert!(
            mail.text.contains(&format!("1. {} 6", players[0].1)),
            "{}",
            mail.text
        );
    }
    // The job finds nothing left to do.
    corrchess::jobs::run_once(
        corrchess::service::Context::new(&app.pool, &links()),
        OffsetDateTime::now_utc(),
    )
    .await
    .unwrap();

    let pgn = app.browser().get(&format!("/tournaments/{t}.pgn")).await;
    assert_eq!(pgn.status, StatusCode::OK);
    assert_eq!(pgn.body.matches(&format!("[Event \"{name}\"]")).count(), 12);
    assert_eq!(pgn.body.matches("[Round \"6\"]").count(), 2);
    // Each game carries its own moves: the pawn move played in it, or none.
    for section in pgn.body.split("[Event ").skip(1) {
        let id: i64 = section
            .split("[GameId \"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .and_then(|id| id.parse().ok())
            .expect("a GameId tag");
        let g = games
            .iter()
            .find(|g| g.id == id)
            .expect("a game of the tournament");
        let (w, b) = (index(&g.white), index(&g.black));
        let moved = w.min(b) == 0 && w.max(b) != 3;
        let opening = format!("1. {}3 ", pawn_file(g.round));
        assert_eq!(section.contains(&opening), moved, "game {id}: {section}");
        assert_eq!(section.contains("1. "), moved, "game {id}: {section}");
    }
    every_export_names_the_event(&app, &players[0], &name, &games).await;
    let csv = app.browser().get(&format!("/tournaments/{t}.csv")).await;
    assert_eq!(csv.status, StatusCode::OK);
    let mut lines = csv.body.lines();
    assert_eq!(
        lines.next().unwrap(),
        "Rank,Seed,Player,Points,SB,Wins,Direct,1,2,3,4"
    );
    let first = lines.next().unwrap();
    assert!(
        first.starts_with("1,") && first.contains(&format!(",{},6,12,6,", players[0].1)),
        "{first}"
    );
}

#[tokio::test]
async fn the_registration_deadline_starts_or_cancels() {
    let app = TestApp::spawn().await;
    let director = admin(&app).await;
    let tomorrow = (OffsetDateTime::now_utc() + Duration::days(1)).date();
    let deadline = format!("{tomorrow}T12:00");
    let fields = |name: &'static str, deadline: &'static str| {
        vec![
            ("name", name),
            ("format", "round_robin"),
            ("days_per_move", "5"),
            ("position_policy", "fixed"),
            ("start_number", "518"),
            ("min_players", "3"),
            ("max_players", "6"),
            ("registration_deadline", deadline),
        ]
    };
    let deadline: &'static str = Box::leak(deadline.into_boxed_str());
    let full = create(&director, &fields("Three is enough", deadline)).await;
    let thin = create(&director, &fields("Too thin", deadline)).await;
    let mut players = Vec::new();
    for name in ["eve", "fay", "gus"] {
        let (b, u) = app.verified_user(name).await;
        post_ok(&b, &format!("/tournaments/{full}/join"), &[]).await;
        players.push(u);
    }
    post_ok(
        &director,
        &format!("/admin/tournaments/{thin}/players"),
        &[("username", &players[0])],
    )
    .await;

    // Before the deadline nothing happens.
    corrchess::jobs::run_once(
        corrchess::service::Context::new(&app.pool, &links()),
        OffsetDateTime::now_utc(),
    )
    .await
    .unwrap();
    assert!(
        app.browser()
            .get(&format!("/tournaments/{full}"))
            .await
            .body
            .contains("open for registration")
    );

    let later = OffsetDateTime::now_utc() + Duration::days(2);
    corrchess::jobs::run_once(corrchess::service::Context::new(&app.pool, &links()), later)
        .await
        .unwrap();
    let page = app.browser().get(&format!("/tournaments/{full}")).await;
    assert!(
        page.body.contains("<strong>running</strong>"),
        "{}",
        page.body
    );
    let games = games_on(&page.body);
    assert_eq!(
        games.len(),
        3,
        "three players: three games, one bye per round"
    );
    assert!(games.iter().all(|g| g.start_number == "No. 518"));
    for u in &players {
        smtp().wait_for_subject(&email_of(u), "has started").await;
    }

    let page = app.browser().get(&format!("/tournaments/{thin}")).await;
    assert!(
        page.body.contains("<strong>cancelled</strong>"),
        "{}",
        page.body
    );
    assert!(page.body.contains("Too few players"), "{}", page.body);
    // The reason is stored as a code and worded for each reader.
    let german = Browser::with_accept_language(&app.address, "de")
        .get(&format!("/tournaments/{thin}"))
        .await;
    assert!(
        german.body.contains(
            "Bis zum Meldeschluss hatten sich zu wenige angemeldet: 1 der 3 nötigen Spieler."
        ),
        "{}",
        german.body
    );
    let mail = smtp()
        .wait_for_subject(&email_of(&players[0]), "is cancelled")
        .await;
    assert!(mail.text.contains("1 of the 3 needed"), "{}", mail.text);
}

#[tokio::test]
async fn a_one_game_final_is_warned_of_before_it_is_saved() {
    let app = TestApp::spawn().await;
    let director = admin(&app).await;
    // Groups of three for four to six players, one through from each: two finalists
    // who meet once in a round robin final.
    let fields = |final_format: &'static str| {
        vec![
            ("name", "Warned open"),
            ("format", "groups"),
            ("group_size", "3"),
            ("advance_per_group", "1"),
            ("advance_ties", "tiebreak"),
            ("final_format", final_format),
            ("days_per_move", "3"),
            ("position_policy", "stage"),
            ("min_players", "4"),
            ("max_players", "6"),
        ]
    };
    let count = |app: &TestApp| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, i64>("SELECT count(*) FROM tournaments")
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    let res = director
        .post_form("/admin/tournaments", &fields("round_robin"))
        .await;
    assert_eq!(res.status, StatusCode::OK, "a warning, not a refusal");
    assert!(res.body.contains("id=\"one-game-final\""), "{}", res.body);
    assert!(res.body.contains("can be a single game"), "{}", res.body);
    assert!(
        res.body.contains("value=\"Warned open\""),
        "the form is kept"
    );
    assert!(res.body.contains("name=\"one_game_final_ok\" value=\"on\""));
    assert!(!res.body.contains("class=\"field-error\""), "{}", res.body);
    assert_eq!(
        count(&app).await,
        0,
        "nothing saved before the organiser confirms"
    );
    // Saving again (the hidden field the warning added) creates it as it is.
    let mut again = fields("round_robin");
    again.push(("one_game_final_ok", "on"));
    let id = create(&director, &again).await;
    assert!(id > 0);
    assert_eq!(count(&app).await, 1);

    // A two-game final (double round robin) is saved at once, without a warning.
    let res = director
        .post_form("/admin/tournaments", &fields("double_round_robin"))
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert_eq!(count(&app).await, 2);
    let form = director.get("/admin/tournaments/new").await;
    assert!(!form.body.contains("id=\"one-game-final\""));
}

#[tokio::test]
async fn bad_form_input_comes_back_with_the_error_next_to_the_field() {
    let app = TestApp::spawn().await;
    let director = admin(&app).await;
    let res = director
        .post_form(
            "/admin/tournaments",
            &[
                ("name", "Kept name"),
                ("description", "kept description"),
                ("format", "double_round_robin"),
                ("days_per_move", "3"),
                ("position_policy", "fixed"),
                ("start_number", "1000"),
                ("min_players", "5"),
                ("max_players", "4"),
                ("registration_deadline", "tomorrow"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("value=\"Kept name\""));
    assert!(res.body.contains("kept description"));
    assert!(res.body.contains("id=\"start-number-error\""));
    assert!(res.body.contains("id=\"max-players-error\""));
    assert!(res.body.contains("id=\"deadline-error\""));
    assert!(res.body.contains("value=\"tomorrow\""));
}

#[tokio::test]
async fn admin_routes_refuse_everyone_else() {
    let app = TestApp::spawn().await;
    let director = admin(&app).await;
    let t = create(
        &director,
        &[
            ("name", "Guarded"),
            ("format", "round_robin"),
            ("days_per_move", "3"),
            ("position_policy", "game"),
            ("min_players", "3"),
            ("max_players", "8"),
        ],
    )
    .await;
    let (player, _) = app.verified_user("mallory").await;
    let anonymous = app.browser();
    let gets = [
        "/admin/tournaments/new".to_owned(),
        format!("/admin/tournaments/{t}/edit"),
    ];
    let posts = [
        "/admin/tournaments".to_owned(),
        format!("/admin/tournaments/{t}/edit"),
        format!("/admin/tournaments/{t}/start"),
        format!("/admin/tournaments/{t}/cancel"),
        format!("/admin/tournaments/{t}/players"),
        format!("/admin/tournaments/{t}/players/remove"),
        format!("/admin/tournaments/{t}/withdraw"),
        format!("/admin/tournaments/{t}/replace"),
        format!("/admin/tournaments/{t}/adjudicate"),
    ];
    for path in &gets {
        assert_eq!(
            player.get(path).await.status,
            StatusCode::FORBIDDEN,
            "{path}"
        );
        let res = anonymous.get(path).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{path}");
        assert!(res.location().starts_with("/login"), "{path}");
    }
    let fields = [("name", "Hijacked"), ("username", "x"), ("game_id", "1")];
    for path in &posts {
        let res = player.post_form(path, &fields).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{path}");
        let res = anonymous.post_form(path, &fields).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{path}");
        assert!(res.location().starts_with("/login"), "{path}");
    }
    let page = app.browser().get(&format!("/tournaments/{t}")).await;
    assert!(page.body.contains("Guarded") && page.body.contains("open for registration"));
}

#[tokio::test]
async fn an_early_withdrawal_is_deleted_and_a_replacement_takes_over() {
    let app = TestApp::spawn().await;
    let director = admin(&app).await;
    let t = create(
        &director,
        &[
            ("name", "Turbulent"),
            ("format", "round_robin"),
            ("days_per_move", "3"),
            ("position_policy", "game"),
            ("min_players", "4"),
            ("max_players", "4"),
        ],
    )
    .await;
    let mut players = Vec::new();
    for name in ["hal", "ivy", "jon", "kim"] {
        let (b, u) = app.verified_user(name).await;
        post_ok(&b, &format!("/tournaments/{t}/join"), &[]).await;
        players.push((b, u));
    }
    let (sub, sub_name) = app.verified_user("sub").await;
    post_ok(
        &director,
        &format!("/admin/tournaments/{t}/start"),
        &[("confirm", "on")],
    )
    .await;

    // kim withdraws before playing: every result of theirs is deleted, games aborted.
    post_ok(
        &director,
        &format!("/admin/tournaments/{t}/withdraw"),
        &[("username", &players[3].1), ("confirm", "on")],
    )
    .await;
    // jon hands the seat to sub, who takes over jon's running games.
    post_ok(
        &director,
        &format!("/admin/tournaments/{t}/replace"),
        &[("username", &players[2].1), ("replacement", &sub_name)],
    )
    .await;
    let mail = smtp()
        .wait_for_subject(&email_of(&sub_name), "has started")
        .await;
    assert_eq!(mail.text.matches("/games/").count(), 2, "{}", mail.text);

    let page = app.browser().get(&format!("/tournaments/{t}")).await;
    assert!(
        page.body.contains("(withdrawn, results deleted)"),
        "{}",
        page.body
    );
    assert!(page.body.contains(&format!("(replacing {})", players[2].1)));
    assert!(page.body.contains("before half of their games are played"));
    let games = games_on(&page.body);
    assert_eq!(
        games
            .iter()
            .filter(|g| g.status.contains("aborted"))
            .count(),
        3
    );
    let running: Vec<&Listed> = games
        .iter()
        .filter(|g| g.status.contains(">running<"))
        .collect();
    assert_eq!(running.len(), 3);
    let (hal, ivy) = (&players[0].1, &players[1].1);
    for g in running {
        let path = format!("/games/{}", g.id);
        let names = [g.white.as_str(), g.black.as_str()];
        if names.contains(&hal.as_str()) && names.contains(&ivy.as_str()) {
            post_ok(
                &players[1].0,
                &format!("{path}/resign"),
                &[("confirm", "on")],
            )
            .await;
        } else if names.contains(&hal.as_str()) {
            post_ok(&sub, &format!("{path}/resign"), &[("confirm", "on")]).await;
        } else {
            let (offer, accept) = if g.white == *ivy {
                (&players[1].0, &sub)
            } else {
                (&sub, &players[1].0)
            };
            post_ok(offer, &format!("{path}/draw"), &[("action", "offer")]).await;
            post_ok(accept, &format!("{path}/draw"), &[("action", "accept")]).await;
        }
    }
    let page = app.browser().get(&format!("/tournaments/{t}")).await;
    assert!(
        page.body.contains("<strong>finished</strong>"),
        "{}",
        page.body
    );
    let mail = smtp().wait_for_subject(&email_of(hal), "has ended").await;
    assert!(mail.subject.contains("you are No. 1"), "{}", mail.subject);
    assert!(mail.text.contains(&format!("1. {hal} 2 ")), "{}", mail.text);
}

#[tokio::test]
async fn an_admin_edits_then_cancels_a_tournament_before_the_start() {
    let app = TestApp::spawn().await;
    let director = admin(&app).await;
    let t = create(
        &director,
        &[
            ("name", "Draft name"),
            ("format", "round_robin"),
            ("days_per_move", "3"),
            ("position_policy", "game"),
            ("min_players", "3"),
            ("max_players", "8"),
        ],
    )
    .await;
    let (player, joiner) = app.verified_user("joiner").await;
    post_ok(&player, &format!("/tournaments/{t}/join"), &[]).await;

    // The edit form shows the current values; a bad value comes back with its error.
    let form = director.get(&format!("/admin/tournaments/{t}/edit")).await;
    assert_eq!(form.status, StatusCode::OK);
    assert!(form.body.contains("value=\"Draft name\""));
    let bad = director
        .post_form(
            &format!("/admin/tournaments/{t}/edit"),
            &[
                ("name", "Winter 960"),
                ("format", "round_robin"),
                ("days_per_move", "3"),
                ("position_policy", "game"),
                ("min_players", "9"),
                ("max_players", "4"),
            ],
        )
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(bad.body.contains("value=\"Winter 960\""), "input kept");
    post_ok(
        &director,
        &format!("/admin/tournaments/{t}/edit"),
        &[
            ("name", "Winter 960"),
            ("description", "Four weeks of Fischer random"),
            ("format", "double_round_robin"),
            ("days_per_move", "5"),
            ("position_policy", "fixed"),
            ("start_number", "0"),
            ("min_players", "3"),
            ("max_players", "6"),
        ],
    )
    .await;
    let page = app.browser().get(&format!("/tournaments/{t}")).await;
    assert!(page.body.contains("Winter 960"));
    assert!(page.body.contains("Four weeks of Fischer random"));
    assert!(!page.body.contains("Draft name"));

    // Cancelling tells the registered player, and nobody can join any more.
    post_ok(
        &director,
        &format!("/admin/tournaments/{t}/cancel"),
        &[("confirm", "on")],
    )
    .await;
    let status: String = sqlx::query_scalar("SELECT status FROM tournaments WHERE id = $1")
        .bind(t)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(status, "cancelled");
    crate::support::smtp()
        .wait_for_subject(
            &crate::support::email_of(&joiner),
            "\"Winter 960\" is cancelled",
        )
        .await;
    let (late, _) = app.verified_user("latecomer").await;
    let res = late.post_form(&format!("/tournaments/{t}/join"), &[]).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    let games: i64 = sqlx::query_scalar("SELECT count(*) FROM games WHERE tournament_id = $1")
        .bind(t)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(games, 0);
}

#[tokio::test]
async fn a_late_withdrawal_loses_the_remaining_games_by_forfeit() {
    let app = TestApp::spawn().await;
    let director = admin(&app).await;
    let t = create(
        &director,
        &[
            ("name", "Late leaver"),
            ("format", "round_robin"),
            ("days_per_move", "3"),
            ("position_policy", "tournament"),
            ("min_players", "4"),
            ("max_players", "4"),
        ],
    )
    .await;
    let mut players = Vec::new();
    for name in ["lea", "max", "ned", "ola"] {
        let (b, u) = app.verified_user(name).await;
        post_ok(&b, &format!("/tournaments/{t}/join"), &[]).await;
        players.push((b, u));
    }
    post_ok(
        &director,
        &format!("/admin/tournaments/{t}/start"),
        &[("confirm", "on")],
    )
    .await;
    let (leaver, leaver_name) = (&players[0].0, players[0].1.clone());
    let leaver_id: i64 = sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
        .bind(&leaver_name)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let games: Vec<(i64,)> = sqlx::query_as("SELECT id FROM games WHERE tournament_id = $1 AND (white_id = $2 OR black_id = $2) ORDER BY round")
        .bind(t)
        .bind(leaver_id)
        .fetch_all(&app.pool)
        .await
        .unwrap();
    assert_eq!(games.len(), 3);
    // Two of three games played (the leaver resigns both): half or more, so the results
    // stay and the last game is lost by forfeit.
    for (g,) in &games[..2] {
        post_ok(leaver, &format!("/games/{g}/resign"), &[("confirm", "on")]).await;
    }
    post_ok(
        &director,
        &format!("/admin/tournaments/{t}/withdraw"),
        &[("username", &leaver_name), ("confirm", "on")],
    )
    .await;
    let (white, result, termination): (i64, String, Option<String>) =
        sqlx::query_as("SELECT white_id, result, termination FROM games WHERE id = $1")
            .bind(games[2].0)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let expected = if white == leaver_id { "0-1" } else { "1-0" };
    assert_eq!(
        result, expected,
        "the withdrawn player loses the remaining game"
    );
    assert_eq!(termination.as_deref(), Some("forfeit"));
    let page = app.browser().get(&format!("/tournaments/{t}")).await;
    assert!(page.body.contains("withdrawn"), "{}", page.body);
    assert!(
        !page.body.contains("(withdrawn, results deleted)"),
        "results are kept"
    );
}
