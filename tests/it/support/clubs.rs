//! Clubs through their forms, for tests that need a club with members (the clubs'
//! own tests and the team matches'): found one, join it, accept a request.

use corrchess::domain::ClubId;
use reqwest::StatusCode;

use super::{Browser, Page, TestApp};

/// `founder` founds the club `slug` (named "Club <slug>"), open to all; its id.
pub async fn found_club(app: &TestApp, founder: &Browser, slug: &str) -> ClubId {
    found_club_with(app, founder, slug, true).await
}

/// `founder` founds the club `slug`, open to all (`open`) or by request; its id.
pub async fn found_club_with(app: &TestApp, founder: &Browser, slug: &str, open: bool) -> ClubId {
    let name = format!("Club {slug}");
    let mut fields = vec![
        ("name", name.as_str()),
        ("slug", slug),
        ("description", "A club of the tests."),
        ("language", "en"),
    ];
    if open {
        fields.push(("open", "on"));
    }
    let res = founder.post_form("/clubs", &fields).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert_eq!(res.location(), format!("/clubs/{slug}?notice=founded"));
    club_id(app, slug).await
}

/// The id of the club `slug`.
pub async fn club_id(app: &TestApp, slug: &str) -> ClubId {
    corrchess::store::clubs::by_slug(&app.pool, slug)
        .await
        .unwrap()
        .expect("the club exists")
        .id
}

/// `player` joins the club `slug` (or asks to, for a club by request): the answer,
/// a redirect to the club's page with `notice=joined` or `notice=requested`.
pub async fn join_club(player: &Browser, slug: &str) -> Page {
    let res = player.post_form(&format!("/clubs/{slug}/join"), &[]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    res
}

/// The club admin `admin` accepts `username`'s request to join `slug`.
pub async fn accept_member(admin: &Browser, slug: &str, username: &str) {
    let res = admin
        .post_form(&format!("/clubs/{slug}/members/{username}/accept"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
}

/// A club `slug` founded by a new verified player, with `members` more verified
/// players who joined: the founder first, then the members (browser and name each).
pub async fn club_with_members(
    app: &TestApp,
    slug: &str,
    members: usize,
) -> (ClubId, Vec<(Browser, String)>) {
    let founder = app.verified_user("founder").await;
    let id = found_club(app, &founder.0, slug).await;
    let mut all = vec![founder];
    for n in 0..members {
        let member = app.verified_user(&format!("member{n}")).await;
        join_club(&member.0, slug).await;
        all.push(member);
    }
    (id, all)
}
