//! Clubs over HTTP (issue 34, part 1): founding (refused fields named with the input
//! kept, the limit per player), joining an open club, asking to join one by request
//! (the admins' mail, accept, refuse), making admins, removing, leaving (the last
//! admin stays), a site admin's closing, the profile's clubs, the JSON API, German.

use reqwest::StatusCode;
use serde_json::json;

use crate::api::{Api, token_for};
use crate::support::{
    TestApp,
    clubs::{accept_member, found_club, found_club_with, join_club},
    email_of, smtp,
};

/// A slug no other test uses (the clubs live in each test's own database, but the
/// mails go to one sink).
fn slug(name: &str) -> String {
    let suffix = uuid::Uuid::new_v4().simple().to_string();
    format!("{name}-{}", &suffix[..8])
}

async fn members(app: &TestApp, slug: &str) -> Vec<(String, bool)> {
    sqlx::query_as(
        "SELECT u.username, m.admin FROM club_members m
         JOIN clubs c ON c.id = m.club_id JOIN users u ON u.id = m.user_id
         WHERE c.slug = $1 ORDER BY u.username",
    )
    .bind(slug)
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn a_player_founds_a_club_and_others_join_it() {
    let app = TestApp::spawn().await;
    let (founder, founder_name) = app.verified_user("founder").await;
    let page = founder.get("/clubs/new").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("name=\"slug\""), "{}", page.body);

    let s = slug("rooks");
    found_club(&app, &founder, &s).await;
    let page = founder.get(&format!("/clubs/{s}?notice=founded")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains(&format!("Club {s}")), "{}", page.body);
    assert!(page.body.contains("Your club is founded"), "{}", page.body);
    assert!(page.body.contains("A club of the tests."));
    assert!(page.body.contains("class=\"club-admin\""));

    // An open club: a join is immediate.
    let (player, player_name) = app.verified_user("joiner").await;
    let res = join_club(&player, &s).await;
    assert_eq!(res.location(), format!("/clubs/{s}?notice=joined"));
    let mut expected = vec![(founder_name.clone(), true), (player_name.clone(), false)];
    expected.sort();
    assert_eq!(members(&app, &s).await, expected);
    let page = player.get(&format!("/clubs/{s}")).await;
    assert!(
        page.body.contains(&format!("/clubs/{s}/leave")),
        "{}",
        page.body
    );
    assert!(page.body.contains(&player_name));
    // Again: refused, and said so.
    let res = player.post_form(&format!("/clubs/{s}/join"), &[]).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert!(
        res.body.contains("member of this club already"),
        "{}",
        res.body
    );

    // The list and its search.
    let list = app.browser().get("/clubs").await;
    assert!(
        list.body.contains(&format!("href=\"/clubs/{s}\"")),
        "{}",
        list.body
    );
    let found = app.browser().get("/clubs?search=ROOKS").await;
    assert!(found.body.contains(&format!("/clubs/{s}")));
    let none = app.browser().get("/clubs?search=bishops").await;
    assert!(!none.body.contains(&format!("/clubs/{s}")));
    assert!(none.body.contains("No club"));
    assert_eq!(
        app.browser().get("/clubs?page=0").await.status,
        StatusCode::BAD_REQUEST
    );

    // Sorted by name or by membership, by a link.
    let by_name = player.get(&format!("/clubs/{s}?sort=name")).await;
    assert_eq!(by_name.status, StatusCode::OK);
    assert!(
        by_name.body.contains("aria-current=\"true\">name<"),
        "{}",
        by_name.body
    );
    let bad = player.get(&format!("/clubs/{s}?sort=shoe")).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);

    // No such club.
    assert_eq!(
        app.browser().get("/clubs/no-such-club").await.status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn refused_fields_are_named_and_the_input_kept() {
    let app = TestApp::spawn().await;
    let (founder, _) = app.verified_user("founder").await;
    let s = slug("kings");
    found_club(&app, &founder, &s).await;
    let (other, _) = app.verified_user("other").await;

    // The same name in another case, and the same address.
    let res = other
        .post_form(
            "/clubs",
            &[
                ("name", &format!("CLUB {}", s.to_uppercase())),
                ("slug", &s),
                ("description", "Kept text"),
                ("language", "de"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    assert!(
        res.body.contains("A club of that name exists already"),
        "{}",
        res.body
    );
    assert!(res.body.contains("Kept text"));
    assert!(
        res.body.contains("<option value=\"de\" selected>"),
        "{}",
        res.body
    );
    assert!(res.body.contains("aria-invalid=\"true\""));

    let res = other
        .post_form(
            "/clubs",
            &[("name", "Another name"), ("slug", &s), ("open", "on")],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body.contains("Another club has that address already"),
        "{}",
        res.body
    );
    assert!(res.body.contains("value=\"Another name\""));

    // A bad address and a short name at once; the reserved `new`.
    let res = other
        .post_form("/clubs", &[("name", "ab"), ("slug", "Not a slug!")])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("3 to 60 characters"), "{}", res.body);
    assert!(res.body.contains("lower-case letter"), "{}", res.body);
    assert!(res.body.contains("value=\"Not a slug!\""));
    let res = other
        .post_form("/clubs", &[("name", "New club"), ("slug", "new")])
        .await;
    assert!(
        res.body.contains("the site&#39;s own") || res.body.contains("the site's own"),
        "{}",
        res.body
    );

    // An unconfirmed player may not found, and is told on a club's page.
    let (unverified, _) = app.unverified_user("fresh").await;
    let page = unverified.get(&format!("/clubs/{s}")).await;
    assert!(
        page.body.contains("Confirm your email address first"),
        "{}",
        page.body
    );
    assert!(!page.body.contains(&format!("/clubs/{s}/join")));
    let res = unverified
        .post_form(
            "/clubs",
            &[("name", "Fresh club"), ("slug", &slug("fresh"))],
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn a_player_founds_at_most_the_limit() {
    let app = TestApp::spawn_with(|c| c.clubs_per_player = 2).await;
    let (founder, _) = app.verified_user("founder").await;
    found_club(&app, &founder, &slug("one")).await;
    found_club(&app, &founder, &slug("two")).await;
    let res = founder
        .post_form("/clubs", &[("name", "Third club"), ("slug", "third-club")])
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.body);
    assert!(
        res.body.contains("You have founded 2 clubs"),
        "{}",
        res.body
    );
    assert!(res.body.contains("value=\"Third club\""));
}

#[tokio::test]
async fn a_request_is_mailed_to_the_admins_and_answered() {
    let app = TestApp::spawn().await;
    let (admin, admin_name) = app.verified_user("admin").await;
    let s = slug("closed");
    found_club_with(&app, &admin, &s, false).await;
    let (asker, asker_name) = app.verified_user("asker").await;
    let res = join_club(&asker, &s).await;
    assert_eq!(res.location(), format!("/clubs/{s}?notice=requested"));
    assert_eq!(members(&app, &s).await.len(), 1);
    let page = asker.get(&format!("/clubs/{s}")).await;
    assert!(
        page.body.contains("Your request to join waits"),
        "{}",
        page.body
    );

    let mail = smtp()
        .wait_for_subject(&email_of(&admin_name), "asks to join")
        .await;
    assert!(mail.text.contains(&asker_name), "{}", mail.text);
    assert!(mail.text.contains(&format!("/clubs/{s}")), "{}", mail.text);

    // A member who is no admin may not answer.
    let (plain, _) = app.verified_user("plain").await;
    let res = plain
        .post_form(&format!("/clubs/{s}/members/{asker_name}/accept"), &[])
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);

    let page = admin.get(&format!("/clubs/{s}")).await;
    assert!(page.body.contains("Requests to join"), "{}", page.body);
    accept_member(&admin, &s, &asker_name).await;
    assert!(
        members(&app, &s)
            .await
            .contains(&(asker_name.clone(), false))
    );
    smtp()
        .wait_for_subject(&email_of(&asker_name), "welcome to")
        .await;
    // Answered already.
    let res = admin
        .post_form(&format!("/clubs/{s}/members/{asker_name}/accept"), &[])
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT);

    // A refusal: the player stays out and hears of it.
    let (refused, refused_name) = app.verified_user("refused").await;
    join_club(&refused, &s).await;
    let res = admin
        .post_form(&format!("/clubs/{s}/members/{refused_name}/refuse"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert_eq!(members(&app, &s).await.len(), 2);
    smtp()
        .wait_for_subject(&email_of(&refused_name), "your request to join")
        .await;
}

#[tokio::test]
async fn admins_promote_and_remove_and_the_last_admin_stays() {
    let app = TestApp::spawn().await;
    let (admin, admin_name) = app.verified_user("admin").await;
    let s = slug("team");
    found_club(&app, &admin, &s).await;
    let (a, a_name) = app.verified_user("memberA").await;
    let (b, b_name) = app.verified_user("memberB").await;
    join_club(&a, &s).await;
    join_club(&b, &s).await;

    // The only admin may not leave while others remain, and is told why.
    let res = admin.post_form(&format!("/clubs/{s}/leave"), &[]).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert!(
        res.body.contains("The last admin may not leave"),
        "{}",
        res.body
    );
    // A member may not remove another.
    let res = a
        .post_form(
            &format!("/clubs/{s}/members/{b_name}/remove"),
            &[("confirm", "on")],
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);

    let res = admin
        .post_form(&format!("/clubs/{s}/members/{a_name}/admin"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert!(members(&app, &s).await.contains(&(a_name.clone(), true)));
    // One click on the button removes nobody: it leads to the confirm page, which
    // names the member and posts back with the tick box (issue 45).
    let res = a
        .post_form(&format!("/clubs/{s}/members/{b_name}/remove"), &[])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    assert!(res.body.contains("Remove this member?"), "{}", res.body);
    assert!(
        res.body
            .contains(&format!("{b_name} will no longer be a member")),
        "{}",
        res.body
    );
    assert!(
        res.body
            .contains(&format!("action=\"/clubs/{s}/members/{b_name}/remove\""))
    );
    assert!(res.body.contains("name=\"csrf_token\""), "{}", res.body);
    assert!(members(&app, &s).await.iter().any(|(n, _)| *n == b_name));
    let res = a
        .post_form(
            &format!("/clubs/{s}/members/{b_name}/remove"),
            &[("confirm", "on")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert!(!members(&app, &s).await.iter().any(|(n, _)| *n == b_name));
    // Not a member any more.
    let res = a
        .post_form(
            &format!("/clubs/{s}/members/{b_name}/remove"),
            &[("confirm", "on")],
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);

    // Two admins: the founder may leave now.
    let res = admin.post_form(&format!("/clubs/{s}/leave"), &[]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert_eq!(members(&app, &s).await, vec![(a_name.clone(), true)]);
    let res = admin.post_form(&format!("/clubs/{s}/leave"), &[]).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    drop(b);
    let _ = admin_name;
}

#[tokio::test]
async fn a_site_admin_closes_a_club_and_it_takes_no_joins() {
    let app = TestApp::spawn().await;
    let (founder, founder_name) = app.verified_user("founder").await;
    let s = slug("shut");
    found_club(&app, &founder, &s).await;
    let (site_admin, site_admin_name) = app.verified_user("siteadmin").await;
    app.make_admin(&site_admin_name).await;

    // Only site admins close clubs.
    let reason = [("reason", "Spam links in the description")];
    let res = founder
        .post_form(&format!("/clubs/{s}/close"), &reason)
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert_eq!(
        founder.get(&format!("/clubs/{s}/close")).await.status,
        StatusCode::FORBIDDEN
    );

    // The club page's control leads to a confirmation naming the club and what
    // closing does; one click closes nothing (issue 45).
    let page = site_admin.get(&format!("/clubs/{s}")).await;
    assert!(
        page.body.contains(&format!("href=\"/clubs/{s}/close\"")),
        "{}",
        page.body
    );
    assert!(!page.body.contains(&format!("action=\"/clubs/{s}/close\"")));
    let ask = site_admin.get(&format!("/clubs/{s}/close")).await;
    assert_eq!(ask.status, StatusCode::OK);
    assert!(
        ask.body.contains(&format!("Close the club “Club {s}”?")),
        "{}",
        ask.body
    );
    assert!(
        ask.body.contains("Its 1 member may still leave"),
        "{}",
        ask.body
    );
    assert!(ask.body.contains("name=\"csrf_token\""));
    assert!(ask.body.contains("required"));
    // Without a reason: the page again with the error at the field, the text kept.
    let res = site_admin
        .post_form(&format!("/clubs/{s}/close"), &[("reason", "  ")])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    assert!(res.body.contains("id=\"reason-error\""), "{}", res.body);
    assert!(res.body.contains("Give the reason for closing the club"));
    assert!(
        res.body.contains("href=\"#reason\""),
        "the summary links the field"
    );
    let open = app.browser().get(&format!("/clubs/{s}")).await;
    assert!(!open.body.contains("closed this club"), "nothing changed");
    let res = site_admin
        .post_form(&format!("/clubs/{s}/close"), &[])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    // Without the form's token: refused, nothing closed.
    let res = site_admin
        .post_raw(&format!("/clubs/{s}/close"), &reason)
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.body);
    let res = site_admin
        .post_form(&format!("/clubs/{s}/close"), &reason)
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let page = app.browser().get(&format!("/clubs/{s}")).await;
    assert!(page.body.contains("closed this club"), "{}", page.body);
    // The members read the reason on the club's page.
    assert!(
        page.body
            .contains("The reason given: <q dir=\"auto\">Spam links in the description</q>"),
        "{}",
        page.body
    );
    assert!(!page.body.contains("Log in to join"));
    // A closed club takes nobody: it does not say that anyone may join.
    assert!(!page.body.contains("Anyone may join"), "{}", page.body);
    assert!(
        site_admin
            .get("/admin")
            .await
            .body
            .contains("href=\"/clubs\"")
    );
    // And by mail, each member in their language.
    let mail = smtp()
        .wait_for_subject(&email_of(&founder_name), &format!("Club {s} was closed"))
        .await;
    assert!(
        mail.text
            .contains("The reason given: Spam links in the description"),
        "{}",
        mail.text
    );
    let audit = site_admin.get("/admin/audit").await;
    assert!(audit.body.contains("closed a club"), "{}", audit.body);
    assert!(
        audit.body.contains("Spam links in the description"),
        "{}",
        audit.body
    );
    assert!(audit.body.contains(&format!("/clubs/{s}")));

    let (player, _) = app.verified_user("player").await;
    let page = player.get(&format!("/clubs/{s}")).await;
    assert!(!page.body.contains(&format!("/clubs/{s}/join")));
    let res = player.post_form(&format!("/clubs/{s}/join"), &[]).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert!(res.body.contains("This club is closed"), "{}", res.body);
    let list = app.browser().get("/clubs").await;
    assert!(list.body.contains("(closed)"), "{}", list.body);

    // Opened again, it takes joins.
    let res = site_admin
        .post_form(&format!("/clubs/{s}/reopen"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    join_club(&player, &s).await;
}

#[tokio::test]
async fn a_profile_lists_the_players_clubs() {
    let app = TestApp::spawn().await;
    let (founder, founder_name) = app.verified_user("founder").await;
    let s = slug("profile");
    found_club(&app, &founder, &s).await;
    let (member, member_name) = app.verified_user("member").await;
    join_club(&member, &s).await;
    let page = app.browser().get(&format!("/players/{member_name}")).await;
    assert!(
        page.body.contains(&format!("href=\"/clubs/{s}\"")),
        "{}",
        page.body
    );
    let page = app.browser().get(&format!("/players/{founder_name}")).await;
    assert!(page.body.contains(&format!("href=\"/clubs/{s}\"")));
}

#[tokio::test]
async fn the_api_founds_lists_shows_and_joins() {
    let app = TestApp::spawn().await;
    let (_founder, founder_name) = app.verified_user("founder").await;
    let (_joiner, joiner_name) = app.verified_user("joiner").await;
    let founder = Api::new(&app, Some(token_for(&app, &founder_name).await));
    let joiner = Api::new(&app, Some(token_for(&app, &joiner_name).await));
    let s = slug("api");

    let body = json!({"name": "Api Club", "slug": s, "description": "By the API", "open": true});
    let res = founder.post("/api/v1/clubs", body).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let club = &res.json;
    assert_eq!(club["slug"], s.as_str());
    assert_eq!(club["name"], "Api Club");
    assert_eq!(club["open"], true);
    assert_eq!(club["members"][0]["username"], founder_name.as_str());
    assert_eq!(club["members"][0]["admin"], true);
    assert!(club["members"][0]["rating"].is_number());

    // A taken slug: validation-failed naming the field.
    let res = founder
        .post("/api/v1/clubs", json!({"name": "Other", "slug": s}))
        .await;
    res.assert_problem(422, "validation-failed");
    assert!(res.json["errors"]["slug"].is_string(), "{}", res.text);

    let join = format!("/api/v1/clubs/{s}/join");
    let res = joiner.post_empty(&join).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["status"], "member");
    joiner
        .post_empty(&join)
        .await
        .assert_problem(409, "already-club-member");

    let res = joiner.get(&format!("/api/v1/clubs/{s}")).await;
    assert_eq!(
        res.json["members"].as_array().unwrap().len(),
        2,
        "{}",
        res.text
    );
    let res = joiner.get("/api/v1/clubs?search=api").await;
    assert_eq!(res.json["clubs"][0]["slug"], s.as_str(), "{}", res.text);
    assert_eq!(res.json["clubs"][0]["members"], 2);
    joiner
        .get("/api/v1/clubs/nothing-here")
        .await
        .assert_problem(404, "not-found");

    // The limit per player, its own problem type.
    for n in 0..2 {
        let body = json!({"name": format!("More {n}"), "slug": slug("more")});
        assert_eq!(
            founder.post("/api/v1/clubs", body).await.status,
            StatusCode::CREATED
        );
    }
    founder
        .post(
            "/api/v1/clubs",
            json!({"name": "One too many", "slug": slug("many")}),
        )
        .await
        .assert_problem(409, "club-limit");
}

#[tokio::test]
async fn a_german_player_reads_the_club_page_and_mails_in_german() {
    let app = TestApp::spawn().await;
    let (founder, founder_name) = app.verified_user("gruender").await;
    let res = founder
        .post_form("/settings/language", &[("language", "de")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let s = slug("verein");
    found_club_with(&app, &founder, &s, false).await;
    let (player, player_name) = app.verified_user("spieler").await;
    let res = player
        .post_form("/settings/language", &[("language", "de")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let page = player.get(&format!("/clubs/{s}")).await;
    assert!(page.body.contains("Beitritt anfragen"), "{}", page.body);
    assert!(page.body.contains("Mitglieder (1)"), "{}", page.body);
    join_club(&player, &s).await;
    let page = player.get(&format!("/clubs/{s}?notice=requested")).await;
    assert!(
        page.body.contains("Deine Anfrage ist verschickt"),
        "{}",
        page.body
    );
    // Asking again while the request waits is no error, and no second mail.
    let res = player.post_form(&format!("/clubs/{s}/join"), &[]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let list = player.get("/clubs").await;
    assert!(list.body.contains("auf Anfrage"), "{}", list.body);
    assert!(!list.body.contains("by request"), "{}", list.body);
    // A German visitor's missing club and bad sort are German too.
    let visitor = crate::support::Browser::with_accept_language(&app.address, "de-DE,de;q=0.9");
    let missing = visitor.get("/clubs/kein-verein").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert!(
        missing
            .body
            .contains("Unter dieser Adresse gibt es keinen Verein"),
        "{}",
        missing.body
    );
    let bad = visitor.get(&format!("/clubs/{s}?sort=x")).await;
    assert!(bad.body.contains("sortiert nur nach"), "{}", bad.body);

    // The admin's mail is German, and so is the refusal of the last admin's leave.
    let mail = smtp()
        .wait_for_subject(&email_of(&founder_name), "beitreten")
        .await;
    assert!(
        mail.text
            .contains(&format!("{player_name} möchte deinem Verein beitreten")),
        "{}",
        mail.text
    );
    accept_member(&founder, &s, &player_name).await;
    let res = founder.post_form(&format!("/clubs/{s}/leave"), &[]).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert!(
        res.body
            .contains("Der letzte Admin kann den Verein nicht verlassen"),
        "{}",
        res.body
    );
    let page = founder.get(&format!("/clubs/{s}")).await;
    assert!(page.body.contains("zum Admin machen"), "{}", page.body);
    assert_eq!(
        smtp()
            .mails_to(&email_of(&founder_name))
            .iter()
            .filter(|m| m.subject.contains("beitreten"))
            .count(),
        1
    );
}

#[tokio::test]
async fn a_deleted_last_admin_hands_the_club_to_its_longest_member() {
    let app = TestApp::spawn().await;
    let (founder, _) = app.verified_user("founder").await;
    let s = slug("heirs");
    let id = found_club(&app, &founder, &s).await;
    let (first, first_name) = app.verified_user("first").await;
    let (second, second_name) = app.verified_user("second").await;
    join_club(&first, &s).await;
    join_club(&second, &s).await;
    let admins = corrchess::store::clubs::admins(&app.pool, id)
        .await
        .unwrap();
    assert_eq!(admins.len(), 1);
    assert!(
        corrchess::store::clubs::is_member(&app.pool, id, admins[0])
            .await
            .unwrap()
    );

    let res = founder
        .post_form(
            "/settings/delete",
            &[("password", crate::support::PASSWORD), ("confirm", "on")],
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    let mut expected = vec![(first_name, true), (second_name, false)];
    expected.sort();
    assert_eq!(members(&app, &s).await, expected);
    drop(second);
}

#[tokio::test]
async fn a_club_page_sends_as_many_statements_for_many_members_as_for_one() {
    let app = TestApp::spawn_with(|c| c.mail_worker = false).await;
    let counter = crate::support::statements::StatementCounter::new(&app.pool).await;
    let (founder, _) = app.quietly_verified_user("founder").await;
    let s = slug("count");
    found_club_with(&app, &founder, &s, false).await;
    let path = format!("/clubs/{s}");
    founder.get("/").await;
    // Both counts read the session (the cache is emptied by each quiet player).
    app.forget_kept();
    let (page, one) = counter.during(founder.get(&path)).await;
    assert_eq!(page.status, StatusCode::OK);
    for n in 0..4 {
        let (member, name) = app.quietly_verified_user(&format!("m{n}")).await;
        join_club(&member, &s).await;
        if n % 2 == 0 {
            accept_member(&founder, &s, &name).await;
        }
    }
    app.forget_kept();
    let (page, many) = counter.during(founder.get(&path)).await;
    assert!(page.body.contains("Members (3)"), "{}", page.body);
    assert!(page.body.contains("Requests to join"));
    assert_eq!(one.total(), many.total(), "{}", many.listing());
    // The club, the viewer's membership, the members, the requests, the team matches
    // (and the session).
    many.assert_at_most(6, "a club page");
}

#[tokio::test]
async fn a_slug_typed_with_capitals_reaches_the_club() {
    let app = TestApp::spawn().await;
    let (founder, _) = app.verified_user("capital").await;
    let s = slug("berlin");
    found_club(&app, &founder, &s).await;
    let upper = s.to_uppercase();
    // The page: one address per club.
    let res = app
        .browser()
        .get(&format!("/clubs/{upper}?sort=name"))
        .await;
    assert_eq!(res.status, StatusCode::PERMANENT_REDIRECT, "{}", res.body);
    assert_eq!(res.location(), format!("/clubs/{s}?sort=name"));
    // An action and the API find it too.
    let (player, player_name) = app.verified_user("capjoin").await;
    let res = player.post_form(&format!("/clubs/{upper}/join"), &[]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert!(
        members(&app, &s)
            .await
            .iter()
            .any(|(n, _)| *n == player_name)
    );
}

#[tokio::test]
async fn a_club_its_last_member_leaves_is_closed() {
    let app = TestApp::spawn().await;
    let (founder, _) = app.verified_user("founder").await;
    let s = slug("empty");
    found_club(&app, &founder, &s).await;
    let res = founder.post_form(&format!("/clubs/{s}/leave"), &[]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);

    let (other, _) = app.verified_user("other").await;
    let page = other.get(&format!("/clubs/{s}")).await.body;
    assert!(page.contains("Members (0)"), "{page}");
    assert!(page.contains("This club has no members left"), "{page}");
    let res = other.post_form(&format!("/clubs/{s}/join"), &[]).await;
    assert_ne!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert!(members(&app, &s).await.is_empty());
}
