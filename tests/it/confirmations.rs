//! Every destructive action of the pages is confirmed by a tick box the server checks:
//! without `confirm` = `on` the answer is 422 with the action's form again (the tick box
//! named, the other fields kept) and nothing changes; with it, the action happens.

use reqwest::StatusCode;
use time::OffsetDateTime;

use crate::{
    api::token_for,
    support::{Browser, TestApp, play::TwoPlayers},
};

/// A row's state as text, for comparing before and after (`$1` is the row's id).
async fn state(app: &TestApp, sql: &'static str, id: i64) -> String {
    sqlx::query_scalar(sql)
        .bind(id)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

/// Posts `fields` to `path` without the tick box, then with a wrong value, each answered
/// 422 with the form again and no change; then ticked: answered 303. Returns the state
/// before and after.
async fn refused_then_done(
    app: &TestApp,
    browser: &Browser,
    path: &str,
    fields: &[(&str, &str)],
    sql: &'static str,
    id: i64,
) -> (String, String) {
    let before = state(app, sql, id).await;
    for confirm in [None, Some("yes"), Some("")] {
        let mut sent = fields.to_vec();
        sent.extend(confirm.map(|c| ("confirm", c)));
        let res = browser.post_form(path, &sent).await;
        assert_eq!(
            res.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{path}: {}",
            res.body
        );
        assert!(res.body.contains("id=\"confirm-error\""), "{}", res.body);
        assert!(
            res.body.contains("name=\"confirm\" value=\"on\""),
            "{}",
            res.body
        );
        assert!(
            res.body.contains(&format!("action=\"{path}\"")),
            "{}",
            res.body
        );
        assert!(res.body.contains("name=\"csrf_token\""), "{}", res.body);
        for (name, value) in fields {
            let kept = format!("name=\"{name}\" value=\"{value}\"");
            assert!(res.body.contains(&kept), "{kept} in {}", res.body);
        }
        assert_eq!(state(app, sql, id).await, before, "{path}: nothing changes");
    }
    let mut sent = fields.to_vec();
    sent.push(("confirm", "on"));
    let res = browser.post_form(path, &sent).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{path}: {}", res.body);
    let after = state(app, sql, id).await;
    assert_ne!(after, before, "{path}: it happened");
    (before, after)
}

const GAME: &str = "SELECT status || ' ' || coalesce(result, '-') FROM games WHERE id = $1";

#[tokio::test]
async fn resign_and_abort_need_the_tick_box() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    let page = p.white.get(&format!("/games/{}", p.game)).await;
    for action in ["abort", "resign"] {
        let form = &page.body[page.body.find(&format!("/{action}\"")).unwrap()..];
        let form = &form[..form.find("</form>").unwrap()];
        assert!(form.contains("name=\"confirm\" value=\"on\""), "{form}");
    }
    let path = format!("/games/{}/abort", p.game);
    let (_, after) = refused_then_done(&app, &p.white, &path, &[], GAME, p.game).await;
    assert!(after.starts_with("aborted"), "{after}");

    let q = TwoPlayers::new(&app, 518).await;
    q.play_all(&["e4", "e5"]).await;
    let path = format!("/games/{}/resign", q.game);
    let (before, after) = refused_then_done(&app, &q.black, &path, &[], GAME, q.game).await;
    assert_eq!(before, "running *");
    assert_eq!(after, "finished 1-0");
}

#[tokio::test]
async fn withdrawing_a_challenge_needs_the_tick_box() {
    let app = TestApp::spawn().await;
    let (alice, _) = app.verified_user("alice").await;
    let res = alice
        .post_form(
            "/challenges",
            &[
                ("opponent", ""),
                ("color", "random"),
                ("days_per_move", "3"),
                ("start", "random"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let id: i64 = sqlx::query_scalar("SELECT id FROM challenges")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let path = format!("/challenges/{id}/cancel");
    let sql = "SELECT status FROM challenges WHERE id = $1";
    let (before, after) = refused_then_done(&app, &alice, &path, &[], sql, id).await;
    assert_eq!((before.as_str(), after.as_str()), ("open", "cancelled"));
}

#[tokio::test]
async fn ending_a_vacation_and_revoking_a_token_need_the_tick_box() {
    let app = TestApp::spawn().await;
    let (alice, name) = app.verified_user("alice").await;
    let today = OffsetDateTime::now_utc().date();
    let end = today + time::Duration::days(5);
    let res = alice
        .post_form(
            "/settings/vacations",
            &[
                ("start_date", &today.to_string()),
                ("end_date", &end.to_string()),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let id: i64 = sqlx::query_scalar("SELECT id FROM vacations")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let sql = "SELECT coalesce((SELECT end_date::text FROM vacations WHERE id = $1), 'gone')";
    let path = format!("/settings/vacations/{id}/cancel");
    let (before, after) = refused_then_done(&app, &alice, &path, &[], sql, id).await;
    assert_eq!(before, end.to_string());
    assert!(after == today.to_string() || after == "gone", "{after}");

    token_for(&app, &name).await;
    let id: i64 = sqlx::query_scalar("SELECT id FROM api_tokens")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let sql = "SELECT CASE WHEN revoked_at IS NULL THEN 'live' ELSE 'revoked' END FROM api_tokens WHERE id = $1";
    let path = format!("/settings/tokens/{id}/revoke");
    let (before, after) = refused_then_done(&app, &alice, &path, &[], sql, id).await;
    assert_eq!((before.as_str(), after.as_str()), ("live", "revoked"));
}

/// A director and three players joined to a new round robin; its id.
async fn tournament(app: &TestApp, director: &Browser, players: &[Browser]) -> i64 {
    let res = director
        .post_form(
            "/admin/tournaments",
            &[
                ("name", "Confirmed cup"),
                ("format", "round_robin"),
                ("days_per_move", "3"),
                ("position_policy", "round"),
                ("min_players", "3"),
                ("max_players", "3"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let id: i64 = res.location()["/tournaments/".len()..].parse().unwrap();
    for p in players {
        let res = p.post_form(&format!("/tournaments/{id}/join"), &[]).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    }
    let _ = app;
    id
}

const TOURNAMENT: &str = "SELECT status FROM tournaments WHERE id = $1";

#[tokio::test]
async fn the_admins_start_cancel_withdraw_and_adjudicate_need_the_tick_box() {
    let app = TestApp::spawn().await;
    let (director, name) = app.verified_user("director").await;
    app.make_admin(&name).await;
    let mut players = Vec::new();
    let mut names = Vec::new();
    for n in ["ann", "ben", "cat"] {
        let (b, u) = app.verified_user(n).await;
        players.push(b);
        names.push(u);
    }
    let called_off = tournament(&app, &director, &players).await;
    let path = format!("/admin/tournaments/{called_off}/cancel");
    let (_, after) = refused_then_done(&app, &director, &path, &[], TOURNAMENT, called_off).await;
    assert_eq!(after, "cancelled");

    let t = tournament(&app, &director, &players).await;
    let path = format!("/admin/tournaments/{t}/start");
    let (before, after) = refused_then_done(&app, &director, &path, &[], TOURNAMENT, t).await;
    assert_eq!(
        (before.as_str(), after.as_str()),
        ("registration", "running")
    );

    let game: i64 = sqlx::query_scalar(
        "SELECT id FROM games WHERE tournament_id = $1 AND status = 'running' ORDER BY id LIMIT 1",
    )
    .bind(t)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let path = format!("/admin/tournaments/{t}/adjudicate");
    let game_id = game.to_string();
    let fields = [
        ("game_id", game_id.as_str()),
        ("result", "1/2-1/2"),
        ("reason", "Agreed by both"),
    ];
    let (_, after) = refused_then_done(&app, &director, &path, &fields, GAME, game).await;
    assert_eq!(after, "finished 1/2-1/2");

    let leaver: i64 = sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
        .bind(&names[2])
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let sql = "SELECT count(*)::text FROM tournament_players \
               WHERE user_id = $1 AND withdrawn_at IS NOT NULL";
    let path = format!("/admin/tournaments/{t}/withdraw");
    let fields = [("username", names[2].as_str())];
    let (_, after) = refused_then_done(&app, &director, &path, &fields, sql, leaver).await;
    assert_eq!(after, "1", "withdrawn");
}
