//! Reports over HTTP: a player reports a user or one of their messages (`reason`,
//! `text`); bad input is shown again with the text kept; the report reaches
//! /admin/reports, and an admin closes it with a note (required), which the audit log
//! records.

use reqwest::StatusCode;

use crate::moderation::{admin, audit_actions};
use crate::support::{TestApp, play::TwoPlayers};

#[tokio::test]
async fn a_report_reaches_the_admins_and_is_closed_with_a_note() {
    let app = TestApp::spawn().await;
    let p = TwoPlayers::new(&app, 518).await;
    let (admin, _) = admin(&app).await;
    let res = p
        .black
        .post_form(
            &format!("/games/{}/messages", p.game),
            &[("message", "you are a fool")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let message: i64 = sqlx::query_scalar("SELECT id FROM game_messages WHERE game_id = $1")
        .bind(p.game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let path = format!("/players/{}/report", p.black_name);
    // The game page links each of the opponent's messages to the report form.
    let game_page = p.white.get(&format!("/games/{}", p.game)).await.body;
    assert!(
        game_page.contains(&format!("href=\"{path}?message={message}\"")),
        "{game_page}"
    );
    let own_page = p.black.get(&format!("/games/{}", p.game)).await.body;
    assert!(
        !own_page.contains("/report?message="),
        "no link to report oneself"
    );
    let form = p.white.get(&format!("{path}?message={message}")).await;
    assert_eq!(form.status, StatusCode::OK);
    assert!(
        form.body
            .contains(&format!("name=\"message\" value=\"{message}\""))
    );

    // Refused: no reason, no text; the text is kept and nothing is stored.
    let msg = message.to_string();
    let res = p
        .white
        .post_form(
            &path,
            &[("reason", "rude"), ("text", "   "), ("message", &msg)],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("id=\"reason-error\"") && res.body.contains("id=\"text-error\""));
    let res = p
        .white
        .post_form(
            &path,
            &[
                ("reason", "abuse"),
                ("text", "see this"),
                ("message", "999999"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains(">see this</textarea>"), "{}", res.body);
    // Nobody reports their own message as someone else's, or reports themselves.
    let own = format!("/players/{}/report", p.white_name);
    let res = p
        .white
        .post_form(&own, &[("reason", "spam"), ("text", "me")])
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    let count = || async {
        sqlx::query_scalar::<_, i64>("SELECT count(*) FROM reports")
            .fetch_one(&app.pool)
            .await
            .unwrap()
    };
    assert_eq!(count().await, 0);

    let res = p
        .white
        .post_form(
            &path,
            &[
                ("reason", "abuse"),
                ("text", "Insults in our game"),
                ("message", &msg),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert!(
        p.white
            .get(&res.location())
            .await
            .body
            .contains("the administrators have your report")
    );
    // A report of the user alone, by the other player.
    let res = p
        .black
        .post_form(
            &format!("/players/{}/report", p.white_name),
            &[("reason", "cheating"), ("text", "Moves like an engine")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert_eq!(count().await, 2);

    // Players do not see the list; admins do, with the message quoted.
    assert_eq!(
        p.white.get("/admin/reports").await.status,
        StatusCode::FORBIDDEN
    );
    let list = admin.get("/admin/reports").await;
    assert_eq!(list.status, StatusCode::OK);
    assert!(list.body.contains("Insults in our game") && list.body.contains("you are a fool"));
    assert!(list.body.contains("Moves like an engine"));
    let first: i64 = sqlx::query_scalar("SELECT min(id) FROM reports")
        .fetch_one(&app.pool)
        .await
        .unwrap();

    // Closing needs a note; then it leaves the open list for the closed one.
    let close = format!("/admin/reports/{first}/close");
    let res = admin.post_form(&close, &[("note", " ")]).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.body.contains("id=\"note-error\""), "{}", res.body);
    let res = admin
        .post_form(&close, &[("note", "Warned the player by mail")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert_eq!(
        admin.post_form(&close, &[("note", "again")]).await.status,
        StatusCode::CONFLICT
    );
    let open = admin.get("/admin/reports").await.body;
    assert!(!open.contains("Insults in our game") && open.contains("Moves like an engine"));
    let closed = admin.get("/admin/reports?closed=1").await.body;
    assert!(closed.contains("Insults in our game") && closed.contains("Warned the player by mail"));
    let log = audit_actions(&app).await;
    assert_eq!(log.len(), 1);
    assert_eq!(
        (log[0].0.as_str(), log[0].1.as_str(), log[0].2),
        ("report.close", "report", first)
    );
}

#[tokio::test]
async fn reports_are_limited_per_account_with_the_form_kept() {
    let app = TestApp::spawn_with(|c| {
        c.rate_limits.report_per_account = corrchess::config::RateLimit {
            max: 2,
            window: std::time::Duration::from_secs(3600),
        };
    })
    .await;
    let (reporter, _) = app.verified_user("reporter").await;
    let (_, reported) = app.verified_user("reported").await;
    let path = format!("/players/{reported}/report");
    let count = || async {
        sqlx::query_scalar::<_, i64>("SELECT count(*) FROM reports")
            .fetch_one(&app.pool)
            .await
            .unwrap()
    };
    // Refused fields count nothing.
    let res = reporter.post_form(&path, &[("reason", "spam")]).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    for text in ["first", "second"] {
        let res = reporter
            .post_form(&path, &[("reason", "spam"), ("text", text)])
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    }
    let res = reporter
        .post_form(&path, &[("reason", "abuse"), ("text", "the third one")])
        .await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{}", res.body);
    assert!(res.headers.contains_key("retry-after"));
    assert!(res.body.contains("id=\"limit-error\""), "{}", res.body);
    assert!(
        res.body
            .contains("You have sent many reports in a short time"),
        "{}",
        res.body
    );
    assert!(res.body.contains(">the third one</textarea>"), "text kept");
    assert!(res.body.contains("value=\"abuse\" selected"), "reason kept");
    assert_eq!(count().await, 2);

    // In the reader's language; another account has its own budget.
    let (german, _) = crate::deutsch::german_user(&app, "melder").await;
    for text in ["eins", "zwei"] {
        let res = german
            .post_form(&path, &[("reason", "spam"), ("text", text)])
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    }
    let res = german
        .post_form(&path, &[("reason", "spam"), ("text", "drei")])
        .await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{}", res.body);
    assert!(
        res.body
            .contains("Du hast in kurzer Zeit viele Meldungen geschickt"),
        "{}",
        res.body
    );
    assert_eq!(count().await, 4);
}
