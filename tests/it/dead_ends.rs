//! No dead ends: error pages in the normal layout with the visitor's navigation and a
//! way onward that fits; unverified players told before the challenge form; a typed
//! start number taken as chosen; organiser forms only when the service would take them;
//! challenges waiting for me on the home page and as a badge.

use reqwest::StatusCode;

use crate::support::{Browser, Page, TestApp};

/// The error page's way onward (the first link of `id="onward"`).
fn onward(page: &Page) -> String {
    let at = page.body.find("id=\"onward\"").expect("a way onward");
    let rest = &page.body[at..];
    let at = rest.find("href=\"").unwrap() + 6;
    rest[at..].split('"').next().unwrap().to_owned()
}

#[track_caller]
fn in_layout_for(page: &Page, username: &str) {
    assert!(
        page.body.contains(&format!(">{username}</a>")),
        "{}",
        page.body
    );
    assert!(page.body.contains("action=\"/logout\""), "{}", page.body);
    assert!(page.body.contains("href=\"/challenges\""), "{}", page.body);
}

async fn open_challenge_to(from: &Browser, to: &str) -> i64 {
    let res = from
        .post_form(
            "/challenges",
            &[
                ("opponent", to),
                ("color", "white"),
                ("days_per_move", "3"),
                ("start", "random"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let list = from.get("/challenges").await.body;
    let at = list.find("id=\"challenge-").expect("a challenge");
    list[at + 14..].split('"').next().unwrap().parse().unwrap()
}

#[tokio::test]
async fn error_pages_keep_the_navigation_and_lead_onward() {
    let app = TestApp::spawn().await;
    let (alice, a) = app.verified_user("alice").await;
    let (bob, b) = app.verified_user("bob").await;

    let res = alice.get("/games/987654").await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    in_layout_for(&res, &a);
    assert_eq!(onward(&res), "/games");

    let id = open_challenge_to(&alice, &b).await;
    let accept = format!("/challenges/{id}/accept");
    assert_eq!(
        bob.post_form(&accept, &[]).await.status,
        StatusCode::SEE_OTHER
    );
    let res = bob.post_form(&accept, &[]).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    in_layout_for(&res, &b);
    assert_eq!(onward(&res), "/challenges");

    let res = alice.get("/admin").await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    in_layout_for(&res, &a);

    // A refused character on a form without a page of its own: 422 as a page.
    let res = alice
        .post_form("/settings/tokens/1/revoke", &[("confirm", "o\0n")])
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    in_layout_for(&res, &a);
    assert!(res.body.contains("Confirm"), "{}", res.body);
    assert_eq!(onward(&res), "/settings");

    // The CSRF refusal, made before any handler, is drawn for the visitor too.
    let res = alice.post_raw("/challenges", &[("opponent", "")]).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    in_layout_for(&res, &a);

    // An address that does not exist, for a visitor without a session.
    let res = app.browser().get("/no/such/page").await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    assert!(res.body.contains("href=\"/login\""), "{}", res.body);
    assert_eq!(onward(&res), "/");

    // A failure inside (a table gone) is a 500 page with the navigation still there.
    sqlx::query("DROP TABLE tournament_players, tournaments CASCADE")
        .execute(&app.pool)
        .await
        .unwrap();
    let res = alice.get("/tournaments").await;
    assert_eq!(res.status, StatusCode::INTERNAL_SERVER_ERROR);
    in_layout_for(&res, &a);
    assert!(!res.body.contains("tournament_players"), "no internal text");
}

#[tokio::test]
async fn unverified_players_are_told_before_the_challenge_form() {
    let app = TestApp::spawn().await;
    let (carl, _) = app.unverified_user("carl").await;
    let page = carl.get("/challenges/new").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(
        page.body.contains("id=\"unverified-notice\""),
        "{}",
        page.body
    );
    assert!(
        !page.body.contains("name=\"days_per_move\""),
        "no form to fill"
    );
    let list = carl.get("/challenges").await;
    assert!(
        list.body.contains("id=\"unverified-notice\""),
        "{}",
        list.body
    );
    assert!(!list.body.contains("href=\"/challenges/new\""));

    let (dora, _) = app.verified_user("dora").await;
    let page = dora.get("/challenges/new").await;
    assert!(!page.body.contains("id=\"unverified-notice\""));
    assert!(page.body.contains("name=\"days_per_move\""));
    assert!(page.body.contains("src=\"/static/challenge.js\""));
    let script = dora.get("/static/challenge.js").await;
    assert_eq!(script.status, StatusCode::OK);
    assert!(script.body.contains("start-number-choice"));
}

#[tokio::test]
async fn a_typed_start_number_is_taken_with_random_chosen() {
    let app = TestApp::spawn().await;
    let (alice, _) = app.verified_user("alice").await;
    let form = |number: &'static str| {
        [
            ("opponent", ""),
            ("color", "random"),
            ("days_per_move", "3"),
            ("start", "random"),
            ("start_number", number),
        ]
    };
    let res = alice.post_form("/challenges", &form("abc")).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body.contains("id=\"start-number-error\""),
        "{}",
        res.body
    );
    assert!(
        res.body
            .contains("value=\"number\" id=\"start-number-choice\" checked"),
        "the number is shown chosen: {}",
        res.body
    );
    let res = alice.post_form("/challenges", &form("42")).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let res = alice.post_form("/challenges", &form("")).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let stored: Vec<Option<i16>> =
        sqlx::query_scalar("SELECT start_number FROM challenges ORDER BY id")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(stored, [Some(42), None]);
}

async fn tournament(director: &Browser, min: &str) -> i64 {
    let res = director
        .post_form(
            "/admin/tournaments",
            &[
                ("name", "Gated cup"),
                ("format", "round_robin"),
                ("days_per_move", "3"),
                ("position_policy", "round"),
                ("min_players", min),
                ("max_players", "4"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    res.location()["/tournaments/".len()..].parse().unwrap()
}

#[tokio::test]
async fn organiser_forms_are_offered_only_when_they_would_be_taken() {
    let app = TestApp::spawn().await;
    let (director, name) = app.verified_user("director").await;
    app.make_admin(&name).await;
    let t = tournament(&director, "3").await;
    let page = director.get(&format!("/tournaments/{t}")).await.body;
    assert!(page.contains(&format!("/admin/tournaments/{t}/edit")));
    assert!(
        !page.contains(&format!("/admin/tournaments/{t}/start")),
        "too few"
    );
    assert!(page.contains("id=\"start-needs-players\""), "{page}");
    assert!(!page.contains("/players/remove"), "nobody to remove");
    for n in ["ann", "ben", "cat"] {
        let (p, _) = app.verified_user(n).await;
        let res = p.post_form(&format!("/tournaments/{t}/join"), &[]).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
    }
    let page = director.get(&format!("/tournaments/{t}")).await.body;
    assert!(page.contains(&format!("/admin/tournaments/{t}/start")));
    assert!(page.contains("/players/remove"));
    let start = format!("/admin/tournaments/{t}/start");
    let res = director.post_form(&start, &[("confirm", "on")]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);

    let page = director.get(&format!("/tournaments/{t}")).await.body;
    assert!(!page.contains(&format!("/admin/tournaments/{t}/edit")));
    assert!(!page.contains(&start));
    assert!(page.contains("/adjudicate"));
    let edit = director.get(&format!("/admin/tournaments/{t}/edit")).await;
    assert_eq!(edit.status, StatusCode::CONFLICT);
    assert!(!edit.body.contains("name=\"days_per_move\""), "no form");
    assert_eq!(onward(&edit), format!("/tournaments/{t}"));
}

#[tokio::test]
async fn challenges_waiting_for_me_show_on_the_home_page_and_as_a_badge() {
    let app = TestApp::spawn().await;
    let (alice, _) = app.verified_user("alice").await;
    let (bob, b) = app.verified_user("bob").await;
    let home = bob.get("/").await.body;
    assert!(!home.contains("id=\"challenges-badge\""));
    assert!(!home.contains("id=\"challenges-waiting\""));
    let first = open_challenge_to(&alice, &b).await;
    // A second challenge on other terms (the same terms again would be the first).
    let other = [
        ("opponent", b.as_str()),
        ("color", "black"),
        ("days_per_move", "5"),
    ];
    let res = alice.post_form("/challenges", &other).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let home = bob.get("/").await.body;
    assert!(
        home.contains(
            "id=\"challenges-badge\" title=\"challenges waiting for your answer\">2</span>"
        ),
        "{home}"
    );
    assert!(home.contains("2 challenges wait for your answer"), "{home}");
    // Not for the challenger.
    assert!(
        !alice
            .get("/")
            .await
            .body
            .contains("id=\"challenges-badge\"")
    );
    let decline = format!("/challenges/{first}/decline");
    assert_eq!(
        bob.post_form(&decline, &[]).await.status,
        StatusCode::SEE_OTHER
    );
    let page = bob.get("/games").await.body;
    assert!(
        page.contains("title=\"challenges waiting for your answer\">1</span>"),
        "{page}"
    );
    assert!(
        bob.get("/")
            .await
            .body
            .contains("A challenge waits for your answer")
    );
}
