//! The "your turn" grid on "my games" and the home page: one link per running game
//! around a server-drawn SVG board from the player's side with the last move marked,
//! the games on the player's move first, the opponent with rating, the time left and a
//! tournament's label; `?view=list` keeps the text list alone; a player without games
//! is told so; German pages say it in German.

use reqwest::StatusCode;

use crate::api_tournaments::create_tournament;
use crate::deutsch::german_user;
use crate::support::{
    Browser, TestApp,
    play::{play_ok, post_ok},
};

/// One board of the grid: the game it links to and its whole `<a>` element.
struct Card {
    game: i64,
    html: String,
}

/// The grid's cards in page order; empty when the page has no grid.
fn cards(page: &str) -> Vec<Card> {
    let Some(at) = page.find("id=\"board-grid\"") else {
        return Vec::new();
    };
    let grid = &page[at..];
    let grid = &grid[..grid.find("</ul>").expect("the grid ends")];
    grid.split("<li><a href=\"/games/")
        .skip(1)
        .map(|card| Card {
            game: card.split('"').next().unwrap().parse().unwrap(),
            html: card[..card.find("</a>").expect("a closed link")].to_owned(),
        })
        .collect()
}

/// A game from the classical start, `white` challenging `black` (named `black_name`).
async fn game_between(white: &Browser, black: &Browser, black_name: &str) -> i64 {
    game_from(white, black, black_name, "518").await
}

/// A game from start position `start`, `white` challenging `black` (`black_name`).
pub(crate) async fn game_from(
    white: &Browser,
    black: &Browser,
    black_name: &str,
    start: &str,
) -> i64 {
    post_ok(
        white,
        "/challenges",
        &[
            ("opponent", black_name),
            ("color", "white"),
            ("days_per_move", "3"),
            ("start", "number"),
            ("start_number", start),
            ("rated", "on"),
        ],
    )
    .await;
    let list = black.get("/challenges").await.body;
    let at = list.find("id=\"challenge-").expect("a challenge");
    let id: i64 = list[at + 14..].split('"').next().unwrap().parse().unwrap();
    let res = black
        .post_form(&format!("/challenges/{id}/accept"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    res.location()
        .trim_start_matches("/games/")
        .parse()
        .unwrap()
}

#[tokio::test]
async fn the_grid_shows_each_game_from_the_players_side_with_its_last_move() {
    let app = TestApp::spawn().await;
    let (alice, a) = app.verified_user("alice").await;
    let (bob, b) = app.verified_user("bob").await;
    // Game A: alice white, she played e4 (bob's move). Game B: bob white, d4 (hers).
    let waiting = game_between(&alice, &bob, &b).await;
    play_ok(&alice, waiting, "e4").await;
    let on_move = game_between(&bob, &alice, &a).await;
    play_ok(&bob, on_move, "d4").await;

    let page = alice.get("/games").await;
    assert_eq!(page.status, StatusCode::OK);
    let grid = cards(&page.body);
    let order: Vec<i64> = grid.iter().map(|c| c.game).collect();
    assert_eq!(
        order,
        vec![on_move, waiting],
        "her move first, one link each"
    );
    for card in &grid {
        assert_eq!(card.html.matches("<svg").count(), 1, "{}", card.html);
        assert!(
            card.html
                .contains("viewBox=\"0 0 80 80\" aria-hidden=\"true\"")
        );
        assert_eq!(card.html.matches("<image ").count(), 32, "every piece");
        assert!(
            card.html.contains(&b),
            "the opponent is named: {}",
            card.html
        );
        assert!(
            card.html.contains("(1500?)"),
            "with the rating: {}",
            card.html
        );
        assert!(card.html.contains("left"), "the time left: {}", card.html);
    }
    // Black's board is turned: the white king (e1) on the top row, d2-d4 marked
    // from the top; White's board has e2-e4 marked from the bottom.
    let black = &grid[0].html;
    assert!(black.contains("data-side=\"black\""), "{black}");
    assert!(black.contains("piece-wK.svg\" x=\"30\" y=\"0\""), "{black}");
    assert!(
        black.contains("piece-wP.svg\" x=\"40\" y=\"30\""),
        "d4: {black}"
    );
    assert!(
        black.contains("data-square=\"d2\" x=\"40\" y=\"10\""),
        "{black}"
    );
    assert!(
        black.contains("data-square=\"d4\" x=\"40\" y=\"30\""),
        "{black}"
    );
    assert_eq!(black.matches("class=\"sq-mark\"").count(), 2);
    assert!(black.contains("Your move, "), "{black}");
    let white = &grid[1].html;
    assert!(white.contains("data-side=\"white\""), "{white}");
    assert!(
        white.contains("piece-wK.svg\" x=\"40\" y=\"70\""),
        "{white}"
    );
    assert!(
        white.contains("data-square=\"e2\" x=\"40\" y=\"60\""),
        "{white}"
    );
    assert!(
        white.contains("data-square=\"e4\" x=\"40\" y=\"40\""),
        "{white}"
    );
    assert!(white.contains("Their move, "), "{white}");
    // The text list is still there, under the grid.
    assert!(page.body.contains("id=\"my-turn\""));
    assert!(page.body.find("id=\"board-grid\"") < page.body.find("id=\"my-turn\""));

    let list = alice.get("/games?view=list").await;
    assert_eq!(list.status, StatusCode::OK);
    assert!(!list.body.contains("board-grid"), "no grid: {}", list.body);
    assert!(!list.body.contains("<svg"), "no boards: {}", list.body);
    assert!(
        list.body
            .contains("<input type=\"hidden\" name=\"view\" value=\"list\">"),
        "the filter keeps the list view: {}",
        list.body
    );
    for game in [on_move, waiting] {
        assert!(list.body.contains(&format!("href=\"/games/{game}\"")));
    }

    // The home page shows the games on move only: alice's B, bob's A.
    let home = alice.get("/").await.body;
    let shown: Vec<i64> = cards(&home).iter().map(|c| c.game).collect();
    assert_eq!(shown, vec![on_move], "{home}");
    assert!(home.contains("Games waiting for your move"));
    let shown: Vec<i64> = cards(&bob.get("/").await.body)
        .iter()
        .map(|c| c.game)
        .collect();
    assert_eq!(shown, vec![waiting]);
    // With no game on move the home page shows every running game.
    play_ok(&alice, on_move, "d5").await;
    let home = alice.get("/").await.body;
    let shown: Vec<i64> = cards(&home).iter().map(|c| c.game).collect();
    assert_eq!(
        shown,
        vec![waiting, on_move],
        "nearest deadline first: {home}"
    );
    assert!(home.contains("Your games at a glance"));
    // Nobody logged in: no grid.
    assert!(cards(&app.browser().get("/").await.body).is_empty());
}

#[tokio::test]
async fn a_player_without_games_is_told_and_a_tournament_game_is_labelled() {
    let app = TestApp::spawn().await;
    let (newcomer, _) = app.verified_user("newcomer").await;
    for path in ["/games", "/"] {
        let page = newcomer.get(path).await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(cards(&page.body).is_empty(), "{path}: {}", page.body);
        assert!(
            page.body.contains("id=\"board-grid-empty\"")
                && page.body.contains("No running games yet"),
            "{path}: {}",
            page.body
        );
    }

    let (director, d) = app.verified_user("griddirector").await;
    app.make_admin(&d).await;
    let name = format!("Grid Cup {}", uuid::Uuid::new_v4().simple());
    let t = create_tournament(
        &director,
        &[
            ("name", &name),
            ("format", "round_robin"),
            ("days_per_move", "3"),
            ("position_policy", "tournament"),
            ("min_players", "3"),
            ("max_players", "3"),
        ],
    )
    .await;
    let mut players = vec![(newcomer, String::new())];
    players.push(app.verified_user("gridtwo").await);
    players.push(app.verified_user("gridthree").await);
    for (browser, _) in &players {
        post_ok(browser, &format!("/tournaments/{t}/join"), &[]).await;
    }
    post_ok(
        &director,
        &format!("/admin/tournaments/{t}/start"),
        &[("confirm", "on")],
    )
    .await;
    let page = players[0].0.get("/games").await.body;
    let grid = cards(&page);
    assert_eq!(grid.len(), 2, "two games of three players: {page}");
    let rounds: Vec<(i64, i32)> =
        sqlx::query_as("SELECT id, round FROM games WHERE tournament_id = $1 ORDER BY id")
            .bind(t)
            .fetch_all(&app.pool)
            .await
            .unwrap();
    for card in &grid {
        let round = rounds.iter().find(|(id, _)| *id == card.game).unwrap().1;
        let label = format!("{name}, round {round}");
        assert!(card.html.contains(&label), "{label}: {}", card.html);
    }
}

#[tokio::test]
async fn the_grid_speaks_german() {
    let app = TestApp::spawn().await;
    let (german, german_name) = german_user(&app, "gridde").await;
    let (english, e) = app.verified_user("griden").await;
    let first = game_between(&german, &english, &e).await;
    play_ok(&german, first, "e4").await;
    let second = game_between(&english, &german, &german_name).await;
    play_ok(&english, second, "d4").await;
    let page = german.get("/games").await.body;
    assert!(page.contains("<html lang=\"de\">"), "{page}");
    assert!(page.contains("Deine Partien auf einen Blick"), "{page}");
    let grid = cards(&page);
    assert_eq!(
        grid.iter().map(|c| c.game).collect::<Vec<_>>(),
        vec![second, first]
    );
    assert!(grid[0].html.contains("Dein Zug, noch "), "{}", grid[0].html);
    assert!(
        grid[0].html.contains(&format!("Partie {second} gegen")),
        "{}",
        grid[0].html
    );
    assert!(
        grid[1].html.contains("Gegner am Zug, noch "),
        "{}",
        grid[1].html
    );
    let home = german.get("/").await.body;
    assert!(home.contains("Partien, in denen du am Zug bist"), "{home}");
}

/// The home page's grid is one statement however many games: the session (unless
/// kept) and the running games with their last moves and tournaments.
#[tokio::test]
async fn the_home_page_reads_its_boards_in_one_statement() {
    let app = TestApp::spawn_with(|c| c.mail_worker = false).await;
    let counter = crate::support::statements::StatementCounter::new(&app.pool).await;
    let (alice, _, a) = crate::api::verified_player(&app, "alice").await;
    let (bob, _, b) = crate::api::verified_player(&app, "bob").await;
    let first = game_between(&bob, &alice, &a).await;
    play_ok(&bob, first, "e4").await;
    alice.get("/").await;
    let (page, one) = counter.during(alice.get("/")).await;
    assert_eq!(cards(&page.body).len(), 1);
    for _ in 0..4 {
        let game = game_between(&alice, &bob, &b).await;
        play_ok(&alice, game, "d4").await;
        play_ok(&bob, game, "d5").await;
    }
    let (page, five) = counter.during(alice.get("/")).await;
    assert_eq!(cards(&page.body).len(), 5);
    five.assert_at_most(2, "the home page with five boards");
    assert_eq!(
        five.besides_caller(),
        one.besides_caller(),
        "one game:\n{}\nfive games:\n{}",
        one.listing(),
        five.listing()
    );
}
