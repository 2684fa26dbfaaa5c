//! `corrchess ratings recompute [--apply]` against a season of games played over HTTP:
//! the audit agrees with what the live path stored, finds planted differences, and
//! `--apply` puts the replay's values back.

use std::process::{Command, Output};

use crate::{
    ratings::{Player, game, moves, player, post_ok, standing},
    support::TestApp,
};

fn recompute(app: &TestApp, apply: bool) -> (Output, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_corrchess"));
    cmd.args(["ratings", "recompute"]);
    if apply {
        cmd.arg("--apply");
    }
    let out = cmd.env("DATABASE_URL", &app.db_url).output().unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out, text)
}

/// Plays a season among four players: wins, losses and draws in every colour, an
/// unrated and an aborted game (neither counts), and two games ending at once.
async fn season(app: &TestApp, p: &[Player]) -> usize {
    let mut rated = 0;
    for (i, (w, b)) in [(0, 1), (2, 3), (1, 2), (3, 0), (0, 2), (1, 3)]
        .into_iter()
        .enumerate()
    {
        let g = game(app, &p[w], &p[b], true).await;
        match i % 3 {
            0 => {
                moves(&p[w], &p[b], g, &["e4", "e5"]).await;
                post_ok(
                    &p[w].browser,
                    &format!("/games/{g}/resign"),
                    &[("confirm", "on")],
                )
                .await
            }
            1 => moves(&p[w], &p[b], g, &["f3", "e5", "g4", "Qh4#"]).await,
            _ => {
                post_ok(
                    &p[w].browser,
                    &format!("/games/{g}/draw"),
                    &[("action", "offer")],
                )
                .await;
                post_ok(
                    &p[b].browser,
                    &format!("/games/{g}/draw"),
                    &[("action", "accept")],
                )
                .await;
            }
        }
        rated += 1;
    }
    let unrated = game(app, &p[0], &p[3], false).await;
    post_ok(
        &p[0].browser,
        &format!("/games/{unrated}/resign"),
        &[("confirm", "on")],
    )
    .await;
    let aborted = game(app, &p[2], &p[1], true).await;
    post_ok(
        &p[2].browser,
        &format!("/games/{aborted}/abort"),
        &[("confirm", "on")],
    )
    .await;
    let (g1, g2) = (
        game(app, &p[0], &p[1], true).await,
        game(app, &p[1], &p[0], true).await,
    );
    moves(&p[0], &p[1], g1, &["e4", "e5"]).await;
    moves(&p[1], &p[0], g2, &["e4", "e5"]).await;
    let (r1, r2) = (format!("/games/{g1}/resign"), format!("/games/{g2}/resign"));
    tokio::join!(
        post_ok(&p[1].browser, &r1, &[("confirm", "on")]),
        post_ok(&p[1].browser, &r2, &[("confirm", "on")])
    );
    rated + 2
}

#[tokio::test]
async fn recompute_agrees_with_a_season_and_repairs_planted_differences() {
    let app = TestApp::spawn().await;
    let mut players = Vec::new();
    for name in ["ann", "bob", "cat", "dan", "eve"] {
        players.push(player(&app, name).await);
    }
    let rated = season(&app, &players[..4]).await;

    let (out, text) = recompute(&app, false);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains(&format!(
            "{rated} rated games replayed: every stored rating value agrees"
        )),
        "{text}"
    );

    // Plant three differences: a player's value, a game's change, a missing history row.
    let bob = standing(&app.pool, players[1].id).await;
    sqlx::query("UPDATE ratings SET rating = rating + 10 WHERE user_id = $1")
        .bind(players[1].id)
        .execute(&app.pool)
        .await
        .unwrap();
    let (changed,): (i64,) = sqlx::query_as(
        "UPDATE games SET white_rating_diff = white_rating_diff + 1
         WHERE id = (SELECT min(id) FROM games WHERE white_rating_diff IS NOT NULL) RETURNING id",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    sqlx::query("DELETE FROM rating_history WHERE id = (SELECT max(id) FROM rating_history)")
        .execute(&app.pool)
        .await
        .unwrap();

    let (out, text) = recompute(&app, false);
    assert!(
        !out.status.success(),
        "an audit with differences fails: {text}"
    );
    assert!(
        text.contains(&format!("{}: stored", players[1].name)),
        "{text}"
    );
    assert!(
        text.contains(&format!("game {changed}: changes stored")),
        "{text}"
    );
    assert!(text.contains(": no history row for"), "{text}");
    assert!(text.contains("3 stored values differ"), "{text}");
    assert_eq!(
        standing(&app.pool, players[1].id).await.rating.rating,
        bob.rating.rating + 10.0,
        "the audit alone changes nothing"
    );

    let (out, text) = recompute(&app, true);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("3 differences rewritten"), "{text}");
    assert_eq!(standing(&app.pool, players[1].id).await, bob);
    let (out, text) = recompute(&app, false);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("every stored rating value agrees"), "{text}");
    // Eve never played a rated game: still at the start.
    assert_eq!(
        standing(&app.pool, players[4].id).await,
        corrchess::domain::rating::Standing::NEW
    );
}
