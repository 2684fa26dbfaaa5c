//! The security review's fixes of team matches and clubs: who is paired (players who
//! left the club or deleted the account before the start are not), what a closed club
//! may still do, how often one club may challenge another and a player's requests to
//! join mail a club's admins, and the side a member of both clubs plays for.

use reqwest::StatusCode;

use crate::api::{Api, token_for};
use crate::support::{
    Browser, TestApp,
    clubs::{found_club_with, join_club},
    email_of,
    play::{play_ok, post_ok},
};
use crate::team_matches::{boards, challenge, club, jobs_after, join, players};

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
        &[("confirm", "on")],
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

/// `admin` (a site admin) closes the club `slug`.
async fn close_club(admin: &Browser, slug: &str) {
    post_ok(
        admin,
        &format!("/clubs/{slug}/close"),
        &[("reason", "The club broke the rules")],
    )
    .await;
}

#[tokio::test]
async fn a_closed_club_takes_no_new_match_actions_but_its_games_go_on() {
    let app = TestApp::spawn().await;
    let p = players(&app, &["ann", "ada", "amy", "ben", "bea", "bo"]).await;
    let name = |i: usize| p[i].1.as_str();
    let (ann, ben, bea) = (&p[0].0, &p[3].0, &p[4].0);
    let (_, home) = club(&app, "rooks", name(0), &[name(1), name(2)]).await;
    let (_, away) = club(&app, "knights", name(3), &[name(4), name(5)]).await;
    let (site_admin, site_admin_name) = app.verified_user("siteadmin").await;
    app.make_admin(&site_admin_name).await;
    // A running match, one in registration, one proposed by the club to be closed.
    let running = challenge(ann, &home, &away, &[]).await;
    post_ok(ben, &format!("/matches/{running}/accept"), &[]).await;
    for i in [0, 1, 3, 4] {
        post_ok(&p[i].0, &format!("/matches/{running}/signup"), &[]).await;
    }
    post_ok(ann, &format!("/matches/{running}/start"), &[]).await;
    let registration = challenge(ann, &home, &away, &[]).await;
    post_ok(ben, &format!("/matches/{registration}/accept"), &[]).await;
    post_ok(ann, &format!("/matches/{registration}/signup"), &[]).await;
    let unreminded = challenge(ann, &home, &away, &[("registration_days", "6")]).await;
    post_ok(ben, &format!("/matches/{unreminded}/accept"), &[]).await;
    let proposed = challenge(ben, &away, &home, &[]).await;
    close_club(&site_admin, &away).await;

    // The closed club challenges nobody; its challenge is not accepted.
    let res = ben
        .post_form(
            &format!("/clubs/{away}/matches"),
            &[("opponent", home.as_str()), ("registration_days", "7")],
        )
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.body);
    let closed = format!("The club “{away}” is closed");
    assert!(res.body.contains(&closed), "{}", res.body);
    let res = ann
        .post_form(&format!("/matches/{proposed}/accept"), &[])
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.body);
    assert!(res.body.contains(&closed), "{}", res.body);
    // Nobody signs up, in the API neither; the page says why and offers no button.
    let res = bea
        .post_form(&format!("/matches/{registration}/signup"), &[])
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.body);
    assert!(res.body.contains(&closed), "{}", res.body);
    let api = Api::new(&app, Some(token_for(&app, name(1)).await));
    api.post_empty(&format!("/api/v1/matches/{registration}/signup"))
        .await
        .assert_problem(409, "club-closed");
    let page = p[1].0.get(&format!("/matches/{registration}")).await;
    assert!(
        page.body.contains("id=\"match-club-closed\""),
        "{}",
        page.body
    );
    assert!(!page.body.contains("/signup\""), "{}", page.body);
    // The start aborts the match, saying why.
    let res = ann
        .post_form(&format!("/matches/{registration}/start"), &[])
        .await;
    assert_eq!(
        res.location(),
        format!("/matches/{registration}?done=aborted")
    );
    let page = ann.get(&res.location()).await;
    assert!(
        page.body.contains("A club was closed by the site"),
        "{}",
        page.body
    );
    // The running match's games go on.
    let b = boards(&app, running).await;
    play_ok(ann, b[0].3, "a3").await;
    // Nobody is asked to sign up on the last day; at the deadline the job aborts the
    // proposed match the same way.
    jobs_after(&app, 5).await;
    let reminders: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE subject LIKE '%last day to sign up%'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(reminders, 0);
    jobs_after(&app, 8).await;
    let page = ann.get(&format!("/matches/{proposed}")).await;
    assert!(
        page.body.contains("A club was closed by the site"),
        "{}",
        page.body
    );
}

/// The challenge form of `home` against `away`, as `browser` posts it.
async fn challenge_form(browser: &Browser, home: &str, away: &str) -> crate::support::Page {
    browser
        .post_form(
            &format!("/clubs/{home}/matches"),
            &[
                ("opponent", away),
                ("time_control", "per_move"),
                ("days_per_move", "3"),
                ("registration_days", "7"),
            ],
        )
        .await
}

#[tokio::test]
async fn one_challenge_between_two_clubs_waits_at_a_time() {
    let app = TestApp::spawn().await;
    let p = players(&app, &["ann", "ben"]).await;
    let (ann, ben) = (&p[0].0, &p[1].0);
    let (_, home) = club(&app, "rooks", &p[0].1, &[]).await;
    let (_, away) = club(&app, "knights", &p[1].1, &[]).await;
    let first = challenge(ann, &home, &away, &[]).await;
    // Again, or the other way round: refused at the opponent, the form kept.
    for (who, from, to) in [(ann, &home, &away), (ben, &away, &home)] {
        let res = challenge_form(who, from, to).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
        assert!(
            res.body.contains("already waiting for an answer"),
            "{}",
            res.body
        );
        assert!(res.body.contains("id=\"opponent-error\""), "{}", res.body);
        assert!(
            res.body.contains(&format!("value=\"{to}\"")),
            "{}",
            res.body
        );
    }
    let challenges: i64 = sqlx::query_scalar("SELECT count(*) FROM team_matches")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(challenges, 1);
    // Once answered, a new challenge is welcome.
    post_ok(
        ben,
        &format!("/matches/{first}/decline"),
        &[("confirm", "on")],
    )
    .await;
    challenge(ann, &home, &away, &[]).await;
}

#[tokio::test]
async fn asking_again_to_join_mails_the_admins_once_a_day() {
    let app = TestApp::spawn().await;
    let (admin, admin_name) = app.verified_user("admin").await;
    let slug = format!("asked-{}", &uuid::Uuid::new_v4().simple().to_string()[..8]);
    found_club_with(&app, &admin, &slug, false).await;
    let (asker, asker_name) = app.verified_user("asker").await;
    for _ in 0..3 {
        let res = join_club(&asker, &slug).await;
        assert_eq!(res.location(), format!("/clubs/{slug}?notice=requested"));
        post_ok(&asker, &format!("/clubs/{slug}/leave"), &[]).await;
    }
    join_club(&asker, &slug).await;
    // The request waits for the admins, who were mailed once.
    let page = admin.get(&format!("/clubs/{slug}")).await;
    assert!(page.body.contains(&asker_name), "{}", page.body);
    let mails: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE to_address = $1 AND subject LIKE '%asks to join%'",
    )
    .bind(email_of(&admin_name))
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(mails, 1);
}

#[tokio::test]
async fn a_member_of_both_clubs_chooses_the_side_they_play_for() {
    let app = TestApp::spawn().await;
    let p = players(&app, &["ann", "ben", "cy"]).await;
    let (ann, ben, cy) = (&p[0].0, &p[1].0, &p[2].0);
    let (_, home) = club(&app, "rooks", &p[0].1, &[&p[2].1]).await;
    let (away_id, away) = club(&app, "knights", &p[1].1, &[]).await;
    join(&app, away_id, &p[2].1, false).await;
    let id = challenge(ann, &home, &away, &[]).await;
    post_ok(ben, &format!("/matches/{id}/accept"), &[]).await;
    // The page asks which side, naming both clubs.
    let page = cy.get(&format!("/matches/{id}")).await;
    assert!(
        page.body.contains("id=\"match-choose-side\""),
        "{}",
        page.body
    );
    assert!(
        page.body.contains("A player plays for one side only"),
        "{}",
        page.body
    );
    assert!(page.body.contains("name=\"side\" value=\"away\""));
    assert!(page.body.contains(&format!("Sign up for {away}")));
    // Without a side the sign-up is refused, saying why; the API asks the same.
    let res = cy.post_form(&format!("/matches/{id}/signup"), &[]).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.body);
    assert!(res.body.contains("choose the side"), "{}", res.body);
    let api = Api::new(&app, Some(token_for(&app, &p[2].1).await));
    api.post_empty(&format!("/api/v1/matches/{id}/signup"))
        .await
        .assert_problem(403, "entry-refused");
    // cy plays for the away side, and for that side only.
    post_ok(cy, &format!("/matches/{id}/signup"), &[("side", "away")]).await;
    let page = ann.get(&format!("/matches/{id}")).await;
    let away_list = &page.body[page.body.find("id=\"away-sign-ups\"").unwrap()..];
    assert!(away_list.contains(&p[2].1), "{}", page.body);
    let res = cy
        .post_form(&format!("/matches/{id}/signup"), &[("side", "home")])
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert!(res.body.contains("one side only"), "{}", res.body);
    // A member of one club needs no side; the API takes `side` too.
    post_ok(ann, &format!("/matches/{id}/signup"), &[]).await;
    let page = ben.get(&format!("/matches/{id}")).await;
    assert!(!page.body.contains("id=\"match-choose-side\""));
    let ben_api = Api::new(&app, Some(token_for(&app, &p[1].1).await));
    let res = ben_api
        .post_empty(&format!("/api/v1/matches/{id}/signup?side=away"))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let sides: Vec<String> = sign_ups(&app, id).await.into_iter().map(|s| s.1).collect();
    assert_eq!(sides, ["away", "home", "away"]);
}
