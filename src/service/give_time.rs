//! More time: the player not on move gives the opponent 1–7 days (issue 32). The rule
//! is `domain::clock::gift`; this reads the game, writes the opponent's new bank and
//! deadline, and mails them.

use time::OffsetDateTime;

use super::{FieldErrors, Missing, ServiceError, Tx, clocks, game_mails, remote_games};
use crate::{
    domain::{
        Arg, GameId, UserId, Words,
        clock::gift::{self, GiftRefused, GiftSituation},
        federation::Message,
    },
    service::Context,
    store,
};

/// `user` gives the opponent (on move) `days` more days; returns the new deadline. The
/// silence rule does not move: when it ends the turn first, the deadline stays.
pub async fn give_time(
    ctx: Context<'_>,
    game_id: GameId,
    user: UserId,
    days: u32,
) -> Result<OffsetDateTime, ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    let deadline = give_time_in(&mut ctx.within(&mut tx), game_id, user, days).await?;
    tx.commit().await?;
    Ok(deadline)
}

/// [`give_time`] in the caller's transaction (a peer's `give_time` runs it in the
/// inbox's); in a mirror game the gift is sent to the game's home.
pub async fn give_time_in(
    tx: &mut Tx<'_>,
    game_id: GameId,
    user: UserId,
    days: u32,
) -> Result<OffsetDateTime, ServiceError> {
    let row = store::games::lock(&mut *tx.conn, game_id)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Game))?;
    if !row.is_player(user) {
        return Err(ServiceError::NotAPlayer);
    }
    if !row.is_running() {
        return Err(ServiceError::NotRunning);
    }
    let (given_ply, allowed) = store::games::gift_state(&mut *tx.conn, game_id).await?;
    let on_move = row.seats().player_on_move();
    let situation = GiftSituation {
        giver_on_move: on_move == user,
        given_this_move: given_ply == Some(row.ply),
        tournament_forbids: !allowed,
    };
    let extra = gift::check_gift(situation, days).map_err(|r| match r {
        GiftRefused::Days => ServiceError::Invalid(FieldErrors::single("days", r.words())),
        _ => ServiceError::Conflict(r.words()),
    })?;
    if row.home_host.is_some() {
        // Home decides the clock; its state brings the new deadline.
        let by = row.name_of(user).to_owned();
        let days = i32::try_from(days).unwrap_or(i32::MAX);
        let message = |game| Message::GiveTime { game, by, days };
        remote_games::outgoing::action_home(tx, &row, message).await?;
        return Ok(row.deadline.unwrap_or_else(store::now));
    }
    let bank = row.seats().bank_of(on_move) + extra;
    let vacations = clocks::vacations_for(&mut *tx.conn, &row, on_move).await?;
    let deadline = row
        .time_control
        .turn_deadlines(row.turn_started_at, bank, row.max_silence_days, &vacations)
        .earliest();
    let white = on_move == row.white_id;
    store::games::give_time(&mut *tx.conn, row.id, white, bank.whole_seconds(), deadline).await?;
    let act = super::record::Act::GaveTime { days, deadline };
    super::record::acted(tx, &row, user, act).await?;
    let zone = store::users::by_id(&mut *tx.conn, on_move)
        .await?
        .map(|u| u.time_zone)
        .unwrap_or_default();
    let headline = Words::new("notice-time-given")
        .arg("name", row.name_of(user))
        .arg("days", days)
        .arg("due", Arg::Deadline { at: deadline, zone });
    let kind = game_mails::Notice::Event;
    game_mails::queue_notice(tx, &row, on_move, headline, kind).await?;
    Ok(deadline)
}
