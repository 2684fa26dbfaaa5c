//! Organisers over HTTP: an admin grants the role with the admin page's button; the
//! organiser creates and runs their own tournament through the same forms, is refused
//! on another organiser's, and loses the forms when the admin takes the role.

use crate::api_tournaments::create_tournament;
use reqwest::StatusCode;

use crate::support::{Browser, TestApp};

async fn user_id(app: &TestApp, name: &str) -> i64 {
    sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
        .bind(name)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

async fn post(browser: &Browser, path: &str, fields: &[(&str, &str)]) -> StatusCode {
    browser.post_form(path, fields).await.status
}

/// Creates a 3-player round robin and returns its id.
async fn create(organizer: &Browser, name: &str) -> i64 {
    create_tournament(
        organizer,
        &[
            ("name", name),
            ("format", "round_robin"),
            ("days_per_move", "3"),
            ("position_policy", "game"),
            ("min_players", "3"),
            ("max_players", "3"),
            ("rated", "on"),
            ("vacation_allowed", "on"),
        ],
    )
    .await
}

/// The first running game listed on a tournament page.
async fn a_running_game(app: &TestApp, t: i64) -> i64 {
    sqlx::query_scalar(
        "SELECT id FROM games WHERE tournament_id = $1 AND status = 'running' ORDER BY id LIMIT 1",
    )
    .bind(t)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn an_organiser_runs_their_own_event_and_is_refused_on_another() {
    let app = TestApp::spawn().await;
    let (admin, admin_name) = app.verified_user("boss").await;
    app.make_admin(&admin_name).await;
    let (olga, olga_name) = app.verified_user("olga").await;
    let (pete, pete_name) = app.verified_user("pete").await;

    // Not yet an organiser: the forms are closed.
    assert_eq!(
        olga.get("/admin/tournaments/new").await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        post(&olga, "/admin/tournaments", &[("name", "x")]).await,
        StatusCode::FORBIDDEN
    );
    assert!(
        !olga
            .get("/tournaments")
            .await
            .body
            .contains("/admin/tournaments/new")
    );

    // The admin page's button grants the role; an organiser cannot grant it.
    let olga_id = user_id(&app, &olga_name).await;
    let pete_id = user_id(&app, &pete_name).await;
    let page = admin.get("/admin").await.body;
    assert!(
        page.contains(&format!("/admin/users/{olga_id}/organizer\"")),
        "{page}"
    );
    for id in [olga_id, pete_id] {
        assert_eq!(
            post(&admin, &format!("/admin/users/{id}/organizer"), &[]).await,
            StatusCode::SEE_OTHER
        );
    }
    let page = admin.get("/admin").await.body;
    assert!(
        page.contains(&format!("/admin/users/{olga_id}/organizer/revoke\"")),
        "{page}"
    );
    let audited: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM audit_log WHERE action = 'user.organizer' AND target_id = $1",
    )
    .bind(olga_id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(audited, 1);
    assert_eq!(
        post(&olga, &format!("/admin/users/{olga_id}/organizer"), &[]).await,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        post(&admin, "/admin/users/999999999/organizer", &[]).await,
        StatusCode::NOT_FOUND
    );

    // Olga creates and runs her own event through the same forms.
    assert!(
        olga.get("/tournaments")
            .await
            .body
            .contains("/admin/tournaments/new")
    );
    assert_eq!(
        olga.get("/admin/tournaments/new").await.status,
        StatusCode::OK
    );
    let mine = create(&olga, "Olga's club cup").await;
    let theirs = create(&pete, "Pete's club cup").await;
    assert_eq!(
        olga.get(&format!("/admin/tournaments/{mine}/edit"))
            .await
            .status,
        StatusCode::OK
    );
    let mut players = Vec::new();
    for i in 0..3 {
        let (_, name) = app.verified_user(&format!("club{i}")).await;
        assert_eq!(
            post(
                &olga,
                &format!("/admin/tournaments/{mine}/players"),
                &[("username", &name)]
            )
            .await,
            StatusCode::SEE_OTHER
        );
        players.push(name);
    }
    let page = olga.get(&format!("/tournaments/{mine}")).await.body;
    assert!(page.contains("<h2>Organiser</h2>"), "{page}");
    assert_eq!(
        post(
            &olga,
            &format!("/admin/tournaments/{mine}/start"),
            &[("confirm", "on")]
        )
        .await,
        StatusCode::SEE_OTHER
    );
    let game = a_running_game(&app, mine).await.to_string();
    let adjudicate = [
        ("game_id", game.as_str()),
        ("result", "1-0"),
        ("reason", "a ruling by the organiser"),
        ("confirm", "on"),
    ];
    assert_eq!(
        post(
            &olga,
            &format!("/admin/tournaments/{mine}/adjudicate"),
            &adjudicate
        )
        .await,
        StatusCode::SEE_OTHER
    );
    let status: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
        .bind(game.parse::<i64>().unwrap())
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(status, "finished");

    // Pete's event is not hers: every organiser action is refused, nothing changes.
    let page = olga.get(&format!("/tournaments/{theirs}")).await.body;
    assert!(!page.contains("<h2>Organiser</h2>"), "{page}");
    assert_eq!(
        olga.get(&format!("/admin/tournaments/{theirs}/edit"))
            .await
            .status,
        StatusCode::FORBIDDEN
    );
    for (path, fields) in [
        ("edit", vec![("name", "Taken over")]),
        ("players", vec![("username", players[0].as_str())]),
        ("start", vec![("confirm", "on")]),
        ("cancel", vec![("confirm", "on")]),
    ] {
        assert_eq!(
            post(
                &olga,
                &format!("/admin/tournaments/{theirs}/{path}"),
                &fields
            )
            .await,
            StatusCode::FORBIDDEN,
            "{path}"
        );
    }
    let (name, status): (String, String) =
        sqlx::query_as("SELECT name, status FROM tournaments WHERE id = $1")
            .bind(theirs)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        (name.as_str(), status.as_str()),
        ("Pete's club cup", "registration")
    );
    // An address that names no tournament stays a 404.
    assert_eq!(
        olga.get("/admin/tournaments/999999999/edit").await.status,
        StatusCode::NOT_FOUND
    );

    // Admins run every event, hers included.
    let game = a_running_game(&app, mine).await.to_string();
    let adjudicate = [
        ("game_id", game.as_str()),
        ("result", "1/2-1/2"),
        ("reason", "a ruling by the admin"),
        ("confirm", "on"),
    ];
    assert_eq!(
        post(
            &admin,
            &format!("/admin/tournaments/{mine}/adjudicate"),
            &adjudicate
        )
        .await,
        StatusCode::SEE_OTHER
    );

    // The admin takes the role: the forms close again.
    assert_eq!(
        post(
            &admin,
            &format!("/admin/users/{olga_id}/organizer/revoke"),
            &[]
        )
        .await,
        StatusCode::SEE_OTHER
    );
    assert_eq!(
        olga.get("/admin/tournaments/new").await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        post(
            &olga,
            &format!("/admin/tournaments/{mine}/withdraw"),
            &[("username", players[0].as_str()), ("confirm", "on")]
        )
        .await,
        StatusCode::FORBIDDEN
    );
}
