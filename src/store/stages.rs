//! The stages of a groups event, who plays in which group, and which game belongs to
//! which group.

use sqlx::{PgConnection, PgExecutor};
use time::OffsetDateTime;

use crate::domain::{GameId, TournamentId, UserId, pairings::Format};

/// A stage row.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct StageRow {
    pub number: i32,
    /// What each group plays: a round robin or a double round robin.
    pub format: Format,
    /// `running` or `finished`.
    pub status: String,
    pub started_at: OffsetDateTime,
    pub finished_at: Option<OffsetDateTime>,
}

/// Every stage of a tournament, in order.
pub async fn stages(db: impl PgExecutor<'_>, id: TournamentId) -> sqlx::Result<Vec<StageRow>> {
    sqlx::query_as(
        "SELECT number, format, status, started_at, finished_at FROM tournament_stages
         WHERE tournament_id = $1 ORDER BY number",
    )
    .bind(id)
    .fetch_all(db)
    .await
}

/// Opens stage `number`, whose groups play `format`.
pub async fn insert_stage(
    db: impl PgExecutor<'_>,
    id: TournamentId,
    number: i32,
    format: Format,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO tournament_stages (tournament_id, number, format) VALUES ($1, $2, $3)",
    )
    .bind(id)
    .bind(number)
    .bind(format)
    .execute(db)
    .await?;
    Ok(())
}

/// Marks a stage finished and who of it advanced.
pub async fn finish_stage(
    tx: &mut PgConnection,
    id: TournamentId,
    number: i32,
    advanced: &[UserId],
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE tournament_stages SET status = 'finished', finished_at = now()
         WHERE tournament_id = $1 AND number = $2",
    )
    .bind(id)
    .bind(number)
    .execute(&mut *tx)
    .await?;
    let ids: Vec<i64> = advanced.iter().map(|u| u.0).collect();
    sqlx::query(
        "UPDATE tournament_group_players SET advanced = true
         WHERE tournament_id = $1 AND stage = $2 AND user_id = ANY($3)",
    )
    .bind(id)
    .bind(number)
    .bind(ids)
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// Seats the players of one group: `users` in seat order (seat 1 first).
pub async fn insert_group(
    db: impl PgExecutor<'_>,
    id: TournamentId,
    stage: i32,
    group: i32,
    users: &[UserId],
) -> sqlx::Result<()> {
    let ids: Vec<i64> = users.iter().map(|u| u.0).collect();
    sqlx::query(
        "INSERT INTO tournament_group_players (tournament_id, stage, group_no, seat, user_id)
         SELECT $1, $2, $3, s.seat, s.user_id
         FROM unnest($4::bigint[]) WITH ORDINALITY AS s(user_id, seat)",
    )
    .bind(id)
    .bind(stage)
    .bind(group)
    .bind(ids)
    .execute(db)
    .await?;
    Ok(())
}

/// Records the stage and group of the games `games`.
pub async fn insert_games(
    db: impl PgExecutor<'_>,
    id: TournamentId,
    stage: i32,
    games: &[(GameId, i32)],
) -> sqlx::Result<()> {
    let ids: Vec<i64> = games.iter().map(|(g, _)| g.0).collect();
    let groups: Vec<i32> = games.iter().map(|(_, n)| *n).collect();
    sqlx::query(
        "INSERT INTO stage_games (game_id, tournament_id, stage, group_no)
         SELECT g, $1, $2, n FROM unnest($3::bigint[], $4::int[]) AS x(g, n)",
    )
    .bind(id)
    .bind(stage)
    .bind(ids)
    .bind(groups)
    .execute(db)
    .await?;
    Ok(())
}

/// A seat in a group, with the player's name, rating and standing in the event.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct GroupPlayerRow {
    pub stage: i32,
    pub group_no: i32,
    pub seat: i32,
    pub user_id: UserId,
    pub username: String,
    pub advanced: bool,
    pub rating: f64,
    pub rating_rd: f64,
    pub withdrawn: bool,
    pub results_annulled: bool,
}

/// Every group seat of a tournament, by stage, group and seat.
pub async fn group_players(
    db: impl PgExecutor<'_>,
    id: TournamentId,
) -> sqlx::Result<Vec<GroupPlayerRow>> {
    sqlx::query_as(
        "SELECT gp.stage, gp.group_no, gp.seat, gp.user_id, u.username, gp.advanced, r.rating,
                r.rd AS rating_rd, p.withdrawn_at IS NOT NULL AS withdrawn,
                coalesce(p.results_annulled, false) AS results_annulled
         FROM tournament_group_players gp
         JOIN users u ON u.id = gp.user_id
         JOIN ratings r ON r.user_id = gp.user_id
         LEFT JOIN tournament_players p ON p.tournament_id = gp.tournament_id AND p.user_id = gp.user_id
         WHERE gp.tournament_id = $1 ORDER BY gp.stage, gp.group_no, gp.seat",
    )
    .bind(id)
    .fetch_all(db)
    .await
}

/// Hands `old`'s seats in the running stage to `new` (a replacement).
pub async fn transfer_seat(
    db: impl PgExecutor<'_>,
    id: TournamentId,
    old: UserId,
    new: UserId,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE tournament_group_players gp SET user_id = $3
         FROM tournament_stages s
         WHERE gp.tournament_id = $1 AND gp.user_id = $2 AND s.tournament_id = gp.tournament_id
           AND s.number = gp.stage AND s.status = 'running'",
    )
    .bind(id)
    .bind(old)
    .bind(new)
    .execute(db)
    .await?;
    Ok(())
}
