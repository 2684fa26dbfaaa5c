//! Stored words read as their types: a word outside a type's vocabulary, a start number
//! outside 0..959, or a game whose status, result and termination disagree is an error
//! when read, never a guess.

use corrchess::{
    chess::{GameResult, StartNumber},
    domain::{
        MailPreference,
        clock::{TimeControl, TimeControlKind},
        game_state::{Conclusion, GameState, GameStatus, PgnResult},
        games::{ChallengeStatus, ColorChoice},
        pairings::Format,
        tournaments::TournamentStatus,
    },
};
use reqwest::StatusCode;
use sqlx::{PgPool, Postgres};

use crate::support::TestApp;

/// Reads the one value `sql` selects as a `T`.
async fn read<T>(pool: &PgPool, sql: &'static str) -> Result<T, sqlx::Error>
where
    T: for<'r> sqlx::Decode<'r, Postgres> + sqlx::Type<Postgres> + Send + Unpin,
{
    sqlx::query_scalar(sql).fetch_one(pool).await
}

/// Asserts that `sql` fails to read as a `T` because the value does not decode.
async fn refused<T>(pool: &PgPool, sql: &'static str)
where
    T: for<'r> sqlx::Decode<'r, Postgres> + sqlx::Type<Postgres> + Send + Unpin + std::fmt::Debug,
{
    match read::<T>(pool, sql).await {
        Err(sqlx::Error::ColumnDecode { .. }) => {}
        other => panic!("{sql}: expected a decode error, got {other:?}"),
    }
}

#[tokio::test]
async fn every_vocabulary_reads_its_words_and_refuses_others() {
    let app = TestApp::spawn().await;
    let pool = &app.pool;
    assert_eq!(
        read::<GameStatus>(pool, "SELECT 'aborted'::text")
            .await
            .unwrap(),
        GameStatus::Aborted
    );
    refused::<GameStatus>(pool, "SELECT 'paused'::text").await;
    assert_eq!(
        read::<PgnResult>(pool, "SELECT '0-1'::text").await.unwrap(),
        PgnResult(Some(GameResult::BlackWins))
    );
    assert_eq!(
        read::<PgnResult>(pool, "SELECT '*'::text").await.unwrap(),
        PgnResult(None)
    );
    refused::<PgnResult>(pool, "SELECT '1-1'::text").await;
    assert_eq!(
        read::<ColorChoice>(pool, "SELECT 'black'::text")
            .await
            .unwrap(),
        ColorChoice::Black
    );
    refused::<ColorChoice>(pool, "SELECT 'green'::text").await;
    assert_eq!(
        read::<ChallengeStatus>(pool, "SELECT 'declined'::text")
            .await
            .unwrap(),
        ChallengeStatus::Declined
    );
    refused::<ChallengeStatus>(pool, "SELECT 'pending'::text").await;
    assert_eq!(
        read::<MailPreference>(pool, "SELECT 'off'::text")
            .await
            .unwrap(),
        MailPreference::Off
    );
    refused::<MailPreference>(pool, "SELECT 'hourly'::text").await;
    assert_eq!(
        read::<TournamentStatus>(pool, "SELECT 'running'::text")
            .await
            .unwrap(),
        TournamentStatus::Running
    );
    refused::<TournamentStatus>(pool, "SELECT 'paused'::text").await;
    assert_eq!(
        read::<Format>(pool, "SELECT 'double_round_robin'::text")
            .await
            .unwrap(),
        Format::DoubleRoundRobin
    );
    refused::<Format>(pool, "SELECT 'swiss'::text").await;
    assert_eq!(
        read::<TimeControlKind>(pool, "SELECT 'fischer'::text")
            .await
            .unwrap(),
        TimeControlKind::Fischer
    );
    refused::<TimeControlKind>(pool, "SELECT 'hourglass'::text").await;
    assert_eq!(
        read::<StartNumber>(pool, "SELECT 959::smallint")
            .await
            .unwrap(),
        StartNumber::new(959).unwrap()
    );
    refused::<StartNumber>(pool, "SELECT 960::smallint").await;
    refused::<StartNumber>(pool, "SELECT (-1)::smallint").await;
}

#[tokio::test]
async fn a_game_reads_only_a_state_its_end_can_have_written() {
    let app = TestApp::spawn().await;
    let (alice, _) = app.verified_user("alice").await;
    let (bob, b) = app.verified_user("bob").await;
    let res = alice
        .post_form(
            "/challenges",
            &[
                ("opponent", b.as_str()),
                ("color", "white"),
                ("days_per_move", "3"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let challenge: i64 = sqlx::query_scalar("SELECT max(id) FROM challenges")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let res = bob
        .post_form(&format!("/challenges/{challenge}/accept"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let game = res.location();
    let res = alice
        .post_form(&format!("{game}/abort"), &[("confirm", "on")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let id: i64 = game.trim_start_matches("/games/").parse().unwrap();
    let id = corrchess::domain::GameId(id);
    let row = corrchess::store::games::by_id(&app.pool, id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row.state, GameState::Over(Conclusion::Aborted));

    // The database refuses an aborted game with a result ...
    let corrupt = "UPDATE games SET result = '1-0' WHERE id = $1";
    let refused = sqlx::query(corrupt).bind(id).execute(&app.pool).await;
    assert!(refused.is_err(), "the state constraint holds");
    // ... and without that constraint, the row does not read.
    sqlx::query("ALTER TABLE games DROP CONSTRAINT games_state_check")
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query(corrupt)
        .bind(id)
        .execute(&app.pool)
        .await
        .unwrap();
    match corrchess::store::games::by_id(&app.pool, id).await {
        Err(sqlx::Error::ColumnDecode { .. }) => {}
        other => panic!("expected a decode error, got {other:?}"),
    }
}

#[tokio::test]
async fn a_time_control_reads_from_its_four_columns_and_only_whole() {
    let app = TestApp::spawn().await;
    let (alice, _) = app.verified_user("alice").await;
    let res = alice
        .post_form(
            "/challenges",
            &[
                ("color", "random"),
                ("time_control", "fischer"),
                ("days_per_move", "20"),
                ("increment_days", "2"),
                ("max_days", "30"),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let id: i64 = sqlx::query_scalar("SELECT max(id) FROM challenges")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let id = corrchess::domain::ChallengeId(id);
    let read = || corrchess::store::challenges::by_id(&app.pool, id);
    assert_eq!(
        read().await.unwrap().unwrap().time_control,
        TimeControl::Fischer {
            base_days: 20,
            increment_days: 2,
            max_days: Some(30)
        }
    );
    // Days per move with a cap: the database refuses it ...
    let corrupt = "UPDATE challenges SET tc_kind = 'per_move' WHERE id = $1";
    let refused = sqlx::query(corrupt).bind(id).execute(&app.pool).await;
    assert!(refused.is_err(), "the time-control constraint holds");
    // ... and without that constraint, the row does not read.
    sqlx::query("ALTER TABLE challenges DROP CONSTRAINT challenges_time_control_check")
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query(corrupt)
        .bind(id)
        .execute(&app.pool)
        .await
        .unwrap();
    match read().await {
        Err(sqlx::Error::ColumnDecode { .. }) => {}
        other => panic!("expected a decode error, got {other:?}"),
    }
}
