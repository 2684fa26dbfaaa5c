//! The security review's fixes of team matches: who is paired (players who left the
//! club or deleted the account before the start are not), what a closed club may still
//! do, how often one club may challenge another, and the side a member of both clubs
//! plays for.

use reqwest::StatusCode;

use crate::support::{TestApp, play::post_ok};
use crate::team_matches::{boards, challenge, club, players};

/// The sign-ups of match `id` still stored: (username, side).
async fn sign_ups(app: &TestApp, id: i64) -> Vec<(String, String)> {
    sqlx::query_as(
        "SELECT u.username, p.side FROM team_match_players p JOIN users u ON u.id = p.user_id
         WHERE p.match_id = $1 ORDER BY p.seq",
    )
    .bind(id)
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn players_who_left_or_were_deleted_before_the_start_are_not_paired() {
    let app = TestApp::spawn().await;
    let p = players(&app, &["ann", "ada", "amy", "al", "ben", "bea", "bo"]).await;
    let name = |i: usize| p[i].1.as_str();
    let (_, home) = club(&app, "rooks", name(0), &[name(1), name(2), name(3)]).await;
    let (_, away) = club(&app, "knights", name(4), &[name(5), name(6)]).await;
    let id = challenge(&p[0].0, &home, &away, &[]).await;
    post_ok(&p[4].0, &format!("/matches/{id}/accept"), &[]).await;
    for (browser, _) in &p {
        post_ok(browser, &format!("/matches/{id}/signup"), &[]).await;
    }
    // ada leaves the club, amy deletes her account, bo is removed by his admin.
    post_ok(&p[1].0, &format!("/clubs/{home}/leave"), &[]).await;
    let res = p[2]
        .0
        .post_form(
            "/settings/delete",
            &[("password", crate::support::PASSWORD), ("confirm", "on")],
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    post_ok(
        &p[4].0,
        &format!("/clubs/{away}/members/{}/remove", name(6)),
        &[],
    )
    .await;
    let left: Vec<String> = sign_ups(&app, id).await.into_iter().map(|s| s.0).collect();
    assert_eq!(
        left,
        [name(0), name(3), name(4), name(5)],
        "their sign-ups went"
    );
    let page = p[0].0.get(&format!("/matches/{id}")).await;
    for gone in [name(1), name(2), name(6)] {
        assert!(!page.body.contains(gone), "{gone}: {}", page.body);
    }
    post_ok(&p[0].0, &format!("/matches/{id}/start"), &[]).await;
    let b = boards(&app, id).await;
    let paired: Vec<(&str, &str)> = b.iter().map(|x| (x.0.as_str(), x.1.as_str())).collect();
    assert_eq!(paired, [(name(0), name(4)), (name(3), name(5))]);
}

#[tokio::test]
async fn a_sign_up_of_a_player_gone_from_the_club_is_never_paired() {
    // A sign-up row left behind (written before this fix) is not paired either.
    let app = TestApp::spawn().await;
    let p = players(&app, &["cat", "cid", "cy", "dan", "dee"]).await;
    let name = |i: usize| p[i].1.as_str();
    let (home_id, home) = club(&app, "bishops", name(0), &[name(1), name(2)]).await;
    let (_, away) = club(&app, "queens", name(3), &[name(4)]).await;
    let id = challenge(&p[0].0, &home, &away, &[]).await;
    post_ok(&p[3].0, &format!("/matches/{id}/accept"), &[]).await;
    for (browser, _) in &p {
        post_ok(browser, &format!("/matches/{id}/signup"), &[]).await;
    }
    sqlx::query(
        "DELETE FROM club_members WHERE club_id = $1
         AND user_id = (SELECT id FROM users WHERE username = $2)",
    )
    .bind(home_id)
    .bind(name(1))
    .execute(&app.pool)
    .await
    .unwrap();
    post_ok(&p[3].0, &format!("/matches/{id}/start"), &[]).await;
    let b = boards(&app, id).await;
    let homes: Vec<&str> = b.iter().map(|x| x.0.as_str()).collect();
    assert_eq!(homes, [name(0), name(2)], "the reserve took the board");
}
