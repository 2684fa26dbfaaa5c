//! A tournament's own order of tie-breaks over HTTP: chosen on the form, refused at its
//! field with the input kept, shown on the page and used for its standings.

use reqwest::StatusCode;

use crate::support::TestApp;

#[tokio::test]
async fn the_chosen_order_is_kept_shown_and_a_bad_one_refused() {
    let app = TestApp::spawn().await;
    let (director, name) = app.verified_user("tbdirector").await;
    app.make_admin(&name).await;
    let fields = |tiebreaks: &'static str| {
        vec![
            ("name", "Koya cup"),
            ("format", "round_robin"),
            ("days_per_move", "3"),
            ("position_policy", "game"),
            ("min_players", "3"),
            ("max_players", "4"),
            ("tiebreaks", tiebreaks),
        ]
    };
    let res = director
        .post_form("/admin/tournaments", &fields("sb, buchholz"))
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body.contains("buchholz&#34; is no tie-break"),
        "{}",
        res.body
    );
    assert!(res.body.contains("value=\"sb, buchholz\""), "{}", res.body);

    let res = director
        .post_form("/admin/tournaments", &fields("koya,rating"))
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let t = res.location().to_owned();
    let stored: String =
        sqlx::query_scalar("SELECT tiebreaks FROM tournaments WHERE name = 'Koya cup'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(stored, "koya,rating");
    let edit = director.get(&format!("/admin{t}/edit")).await;
    assert!(edit.body.contains("value=\"koya,rating\""), "{}", edit.body);

    // Started, the page names the order and shows the Koya column.
    for i in 0..3 {
        let (browser, _) = app.verified_user(&format!("tb{i}")).await;
        let res = browser.post_form(&format!("{t}/join"), &[]).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
    }
    let res = director
        .post_form(&format!("/admin{t}/start"), &[("confirm", "on")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let page = app.browser().get(&t).await.body;
    assert!(
        page.contains("Tie-breaks in this order: points, Koya (points against the players on 50% or more), rating."),
        "{page}"
    );
    assert!(page.contains("<th scope=\"col\">Koya</th>"), "{page}");
}
