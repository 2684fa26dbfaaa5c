//! Deadline reminders come only to a player who has not moved for a while: with one day
//! per move and the default 24 hours, a reminder would come with the move mail itself,
//! so none is sent; a shorter reminder time still reminds. The reminder reads as one
//! sentence before the game's name, in every language.

use corrchess::jobs;
use time::Duration;

use crate::clocks::{deadline, new_game};
use crate::support::{TestApp, email_of, links, play::play_ok, smtp};

/// Reminder mails queued to `address`, in English or Russian.
async fn reminders(app: &TestApp, address: &str) -> i64 {
    sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE lower(to_address) = lower($1)
           AND (body_text LIKE '%Reminder:%' OR body_text LIKE '%Напоминание:%')",
    )
    .bind(address)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

async fn run_jobs(app: &TestApp, at: time::OffsetDateTime) {
    let links = links();
    let ctx = corrchess::service::Context::new(&app.pool, &links);
    jobs::run_once(ctx, at).await.unwrap();
}

#[tokio::test]
async fn a_one_day_move_brings_no_reminder_on_the_heels_of_the_move_mail() {
    let app = TestApp::spawn().await;
    let (alice, a, bob, b, game) = new_game(&app, &[("days_per_move", "1")]).await;
    play_ok(&alice, game, "e4").await;
    smtp().wait_for_text(&email_of(&b), "played 1.e4").await;
    // Bob keeps the default 24 hours: the reminder time is the turn's start.
    let due = deadline(&app, game).await;
    run_jobs(&app, due - Duration::hours(23)).await;
    run_jobs(&app, due - Duration::hours(1)).await;
    assert_eq!(reminders(&app, &email_of(&b)).await, 0);

    // Alice asks for 12 hours: halfway through her day she is reminded.
    alice
        .post_form(
            "/settings/mail",
            &[("mail_moves", "each_move"), ("reminder_hours", "12")],
        )
        .await;
    sqlx::query("UPDATE users SET language = 'ru' WHERE username = $1")
        .bind(&a)
        .execute(&app.pool)
        .await
        .unwrap();
    play_ok(&bob, game, "e5").await;
    let due = deadline(&app, game).await;
    run_jobs(&app, due - Duration::hours(13)).await;
    assert_eq!(reminders(&app, &email_of(&a)).await, 0, "too early");
    run_jobs(&app, due - Duration::hours(11)).await;
    assert_eq!(reminders(&app, &email_of(&a)).await, 1);
    let mail = smtp().wait_for_text(&email_of(&a), "Напоминание").await;
    assert!(
        mail.text.contains("примерно через 11 часов ("),
        "{}",
        mail.text
    );
    assert!(
        !mail.text.contains(") ("),
        "one pair of brackets: {}",
        mail.text
    );
}
