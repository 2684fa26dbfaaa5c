//! Deleting an account: refused without the password and the confirmation (nothing
//! changes); then running games end as the rules say, the player's words go, finished
//! games stay for the opponents under "deleted player N", and the address is free.

use reqwest::StatusCode;
use serde_json::json;

use crate::api::{api_game, verified_player};
use crate::support::{PASSWORD, TestApp, email_of, play::post_ok, smtp};

async fn game_state(app: &TestApp, game: i64) -> (String, String, Option<String>) {
    sqlx::query_as("SELECT status, result, termination FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_deleted_account_leaves_its_opponents_their_games() {
    let app = TestApp::spawn().await;
    let (alice, alice_api, alice_name) = verified_player(&app, "alice").await;
    let (bob, bob_api, bob_name) = verified_player(&app, "bob").await;
    let (_, carol_api, carol_name) = verified_player(&app, "carol").await;
    let played = api_game(&alice_api, &bob_api, &bob_name, 518, true).await;
    for (ply, (who, mv)) in [(&alice_api, "e4"), (&bob_api, "e5"), (&alice_api, "Nf3")]
        .into_iter()
        .enumerate()
    {
        let res = who
            .post(
                &format!("/api/v1/games/{played}/moves"),
                json!({"move": mv, "ply": ply}),
            )
            .await;
        assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    }
    let fresh = api_game(&alice_api, &carol_api, &carol_name, 518, true).await;
    let won = api_game(&alice_api, &carol_api, &carol_name, 518, true).await;
    crate::api::both_moved(&alice_api, &carol_api, won).await;
    let res = carol_api
        .post_empty(&format!("/api/v1/games/{won}/resign"))
        .await;
    assert!(res.status.is_success(), "{}", res.text);
    for (who, text) in [(&alice, "hello from alice"), (&bob, "hello from bob")] {
        let sent = who
            .post_form(&format!("/games/{played}/messages"), &[("message", text)])
            .await;
        assert_eq!(sent.status, StatusCode::SEE_OTHER, "{}", sent.body);
    }

    // Refused: a wrong password, no confirmation; both named, nothing changed.
    let res = alice
        .post_form("/settings/delete", &[("password", "not my password")])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body.contains("The password is not right."),
        "{}",
        res.body
    );
    assert!(res.body.contains("id=\"confirm-error\""), "{}", res.body);
    let res = alice
        .post_form("/settings/delete", &[("password", PASSWORD)])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(game_state(&app, played).await.0, "running");

    let alice_id: i64 = sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
        .bind(&alice_name)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let hashes = "SELECT password_hash <> '!', signup_network IS NOT NULL FROM users WHERE id = $1";
    let held: (bool, bool) = sqlx::query_as(hashes)
        .bind(alice_id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(held, (true, true), "a password and a sign-up network hash");
    let res = alice
        .post_form(
            "/settings/delete",
            &[("password", PASSWORD), ("confirm", "on")],
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    assert!(res.body.contains("Your account is deleted"));
    let held: (bool, bool) = sqlx::query_as(hashes)
        .bind(alice_id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(held, (false, false), "both hashes dropped");
    assert_ne!(
        alice.get("/settings").await.status,
        StatusCode::OK,
        "logged out"
    );

    // The games: resigned after moves, aborted before, the finished one kept.
    let resigned = game_state(&app, played).await;
    assert_eq!(
        resigned,
        ("finished".into(), "0-1".into(), Some("resignation".into()))
    );
    assert_eq!(game_state(&app, fresh).await.0, "aborted");
    assert_eq!(game_state(&app, won).await.1, "1-0");
    smtp().wait_for_text(&email_of(&bob_name), "resign").await;

    let pgn = bob.get(&format!("/games/{won}.pgn")).await.body;
    assert!(pgn.contains("[White \"deleted player "), "{pgn}");
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    assert!(!pgn.contains(&alice_name));
    let page = bob.get(&format!("/games/{played}")).await.body;
    assert!(page.contains("hello from bob") && !page.contains("hello from alice"));

    let (left, address_taken): (i64, bool) = sqlx::query_as(
        "SELECT (SELECT count(*) FROM api_tokens t JOIN users u ON u.id = t.user_id
                 WHERE u.username LIKE 'deleted player %'),
                EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($1))",
    )
    .bind(email_of(&alice_name))
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(
        (left, address_taken),
        (0, false),
        "tokens gone, address free"
    );
    let again = app.browser().login(&alice_name, PASSWORD).await;
    assert_ne!(
        again.status,
        StatusCode::SEE_OTHER,
        "the old name logs nobody in"
    );
}

#[tokio::test]
async fn an_admin_deletes_an_account_after_confirming_and_never_their_own_here() {
    let app = TestApp::spawn().await;
    let (admin, admin_name) = app.verified_user("warden").await;
    app.make_admin(&admin_name).await;
    let (_, spammer_api, spammer) = verified_player(&app, "spammer").await;
    let (_, other_api, other) = verified_player(&app, "other").await;
    let game = api_game(&other_api, &spammer_api, &spammer, 518, false).await;
    let ids: Vec<(String, i64)> = sqlx::query_as("SELECT username, id FROM users")
        .fetch_all(&app.pool)
        .await
        .unwrap();
    let id_of = |name: &str| ids.iter().find(|(n, _)| n == name).unwrap().1;
    let path = format!("/admin/users/{}/delete", id_of(&spammer));

    let listed = admin.get("/admin").await.body;
    assert!(listed.contains(&format!("action=\"{path}\"")), "{listed}");
    assert!(!listed.contains(&format!("/admin/users/{}/delete", id_of(&admin_name))));

    let unticked = admin.post_form(&path, &[]).await;
    assert_eq!(unticked.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(game_state(&app, game).await.0, "running", "nothing changed");
    let player = app.browser();
    player.login(&other, PASSWORD).await;
    assert_eq!(
        player.post_form(&path, &[("confirm", "on")]).await.status,
        StatusCode::FORBIDDEN
    );

    let done = admin.post_form(&path, &[("confirm", "on")]).await;
    assert_eq!(done.status, StatusCode::SEE_OTHER, "{}", done.body);
    assert_eq!(
        game_state(&app, game).await.0,
        "aborted",
        "no move was made"
    );
    let listed = admin.get("/admin").await.body;
    assert!(
        !listed.contains(&spammer),
        "the deleted account leaves the list"
    );
    let own = format!("/admin/users/{}/delete", id_of(&admin_name));
    let refused = admin.post_form(&own, &[("confirm", "on")]).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
}

/// Deletes the account `browser` is logged in to, through the settings' form.
async fn delete_own_account(browser: &crate::support::Browser) {
    let res = browser
        .post_form(
            "/settings/delete",
            &[("password", PASSWORD), ("confirm", "on")],
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
}

/// The id of the account called `name`.
async fn user_id(app: &TestApp, name: &str) -> i64 {
    sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
        .bind(name)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

/// The cells of `name`'s row in the page's crosstable (the points last).
fn crosstable_row(page: &str, name: &str) -> Vec<String> {
    let table = page
        .split("<table class=\"crosstable\">")
        .nth(1)
        .and_then(|t| t.split("</table>").next())
        .expect("a crosstable");
    let row = table
        .split("<tr>")
        .find(|r| r.contains(&format!(">{name}</a>")))
        .unwrap_or_else(|| panic!("no row of {name}: {table}"));
    row.split("<td")
        .skip(2)
        .map(|c| {
            let c = &c[c.find('>').unwrap() + 1..];
            c[..c.find("</td>").unwrap()].to_owned()
        })
        .collect()
}

#[tokio::test]
async fn a_deleted_players_tournament_games_are_lost_by_forfeit() {
    let app = TestApp::spawn().await;
    let (director, director_name) = app.verified_user("director").await;
    app.make_admin(&director_name).await;
    let t = crate::api_tournaments::create_tournament(
        &director,
        &[
            ("name", "Winter forfeit"),
            ("format", "round_robin"),
            ("days_per_move", "3"),
            ("position_policy", "tournament"),
            ("min_players", "3"),
            ("max_players", "3"),
            ("rated", "on"),
        ],
    )
    .await;
    let mut players = Vec::new();
    for name in ["leaver", "bernd", "carla"] {
        let (browser, username) = app.verified_user(name).await;
        post_ok(&browser, &format!("/tournaments/{t}/join"), &[]).await;
        players.push((browser, username));
    }
    let start = format!("/admin/tournaments/{t}/start");
    post_ok(&director, &start, &[("confirm", "on")]).await;
    let (leaver, leaver_name) = &players[0];
    let gone = format!("deleted player {}", user_id(&app, leaver_name).await);

    // No move was made in any game: still each is lost by forfeit, not aborted.
    delete_own_account(leaver).await;
    let ended: Vec<(i64, String, String, Option<String>)> = sqlx::query_as(
        "SELECT g.id, g.status, g.result, g.termination FROM games g
         JOIN users u ON u.id IN (g.white_id, g.black_id)
         WHERE g.tournament_id = $1 AND u.username = $2 ORDER BY g.id",
    )
    .bind(t)
    .bind(&gone)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(ended.len(), 2);
    for (_, status, result, termination) in &ended {
        assert_eq!(status, "finished");
        assert_ne!(result, "*");
        assert_eq!(termination.as_deref(), Some("forfeit"));
    }
    let page = players[1].0.get(&format!("/tournaments/{t}")).await.body;
    let mut row = crosstable_row(&page, &gone);
    assert_eq!(row.pop().as_deref(), Some("0"), "no points: {page}");
    row.sort();
    assert_eq!(row, ["0", "0", "×"], "two losses: {page}");
    for (_, name) in &players[1..] {
        let row = crosstable_row(&page, name);
        assert!(row.contains(&"1".to_owned()), "{name}: {row:?}");
        assert_eq!(row.last().map(String::as_str), Some("1"), "{name}: {row:?}");
    }
    assert!(page.contains("(withdrawn)"), "{page}");
    let game = players[1]
        .0
        .get(&format!("/games/{}", ended[0].0))
        .await
        .body;
    assert!(
        game.contains("forfeit: a player left the tournament or team match"),
        "{game}"
    );
    for (_, name) in &players[1..] {
        smtp().wait_for_text(&email_of(name), "forfeit:").await;
    }
}

#[tokio::test]
async fn a_deleted_players_match_games_count_for_the_other_club() {
    use crate::team_matches::{boards, challenge, club, players};
    let app = TestApp::spawn().await;
    let p = players(&app, &["ann", "ada", "ben", "bea"]).await;
    let name = |i: usize| p[i].1.as_str();
    let (_, home) = club(&app, "rooks", name(0), &[name(1)]).await;
    let (_, away) = club(&app, "knights", name(2), &[name(3)]).await;
    let id = challenge(&p[0].0, &home, &away, &[("boards", "2")]).await;
    post_ok(&p[2].0, &format!("/matches/{id}/accept"), &[]).await;
    for (browser, _) in &p {
        post_ok(browser, &format!("/matches/{id}/signup"), &[]).await;
    }
    post_ok(&p[0].0, &format!("/matches/{id}/start"), &[]).await;
    let b = boards(&app, id).await;
    assert_eq!(b.len(), 2);
    // An aborted game (as deletions aborted them before) reads in words, never `*`.
    sqlx::query(
        "UPDATE games SET status = 'aborted', result = '*', termination = 'aborted',
                finished_at = now(), deadline = NULL
         WHERE id = $1",
    )
    .bind(b[0].3)
    .execute(&app.pool)
    .await
    .unwrap();
    let (home_player, away_player) = (&b[1].0, &b[1].1);
    let leaver = p.iter().find(|(_, n)| n == home_player).unwrap();
    delete_own_account(&leaver.0).await;

    for game in [b[1].3, b[1].4] {
        assert_eq!(
            game_state(&app, game).await.2.as_deref(),
            Some("forfeit"),
            "game {game}"
        );
    }
    let page = p[2].0.get(&format!("/matches/{id}")).await.body;
    assert!(page.contains("<strong>0 : 2</strong>"), "{page}");
    assert!(!page.contains("game-state\">*<"), "{page}");
    assert!(page.contains("game-state\">aborted<"), "{page}");
    assert_eq!(page.matches("game-state\">0-1<").count(), 1, "{page}");
    assert_eq!(page.matches("game-state\">1-0<").count(), 1, "{page}");
    smtp()
        .wait_for_text(&email_of(away_player), "forfeit:")
        .await;
}

#[tokio::test]
async fn a_club_its_last_member_deleted_is_closed() {
    use crate::support::clubs::found_club;
    let app = TestApp::spawn().await;
    let (founder, _) = app.verified_user("founder").await;
    let slug = format!("alone-{}", &uuid::Uuid::new_v4().simple().to_string()[..8]);
    found_club(&app, &founder, &slug).await;
    delete_own_account(&founder).await;

    let (visitor, visitor_name) = app.verified_user("visitor").await;
    let page = visitor.get(&format!("/clubs/{slug}")).await.body;
    assert!(page.contains("This club has no members left"), "{page}");
    assert!(!page.contains(&format!("/clubs/{slug}/join")), "{page}");
    let join = visitor.post_form(&format!("/clubs/{slug}/join"), &[]).await;
    assert_ne!(join.status, StatusCode::SEE_OTHER, "{}", join.body);
    // Nobody would run it: a site admin does not open it again.
    app.make_admin(&visitor_name).await;
    let reopen = visitor
        .post_form(&format!("/clubs/{slug}/reopen"), &[])
        .await;
    assert_eq!(reopen.status, StatusCode::CONFLICT, "{}", reopen.body);
    assert!(
        reopen.body.contains("nobody would run it"),
        "{}",
        reopen.body
    );
}
