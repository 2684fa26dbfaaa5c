//! Messages between the players of a game without a move: while waiting for the
//! opponent, and after the end ("gg").

use super::{
    Context, FieldErrors, Missing, ServiceError, Tx,
    game_mails::{self, Notice},
    move_decision::checked_message,
    remote_games,
};
use crate::{
    domain::Words,
    domain::{GameId, UserId, federation::Message},
    store,
};

/// How long the same message from the same player in the same game counts as a
/// double submit (stored once).
pub const REPEAT_WINDOW: time::Duration = time::Duration::minutes(10);

/// Stores `text` from `user` in game `game` and tells the opponent by mail. Only the
/// players may write; the text is checked like a move's message (length, no control
/// characters) and may not be empty. The same text again within [`REPEAT_WINDOW`] is
/// taken as already sent.
pub async fn post_message(
    ctx: Context<'_>,
    game: GameId,
    user: UserId,
    text: &str,
) -> Result<(), ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    post_message_in(&mut ctx.within(&mut tx), game, user, text).await?;
    tx.commit().await?;
    Ok(())
}

/// [`post_message`] in the caller's transaction (a peer's `message` runs it in the
/// inbox's); in a mirror game the message is sent to the game's home.
pub async fn post_message_in(
    tx: &mut Tx<'_>,
    game: GameId,
    user: UserId,
    text: &str,
) -> Result<(), ServiceError> {
    // Locked: of two identical posts at once, the second sees the first's message.
    let row = store::games::lock(&mut *tx.conn, game)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Game))?;
    if !row.is_player(user) {
        return Err(ServiceError::NotAPlayer);
    }
    let body = checked_message(text)?.ok_or_else(|| {
        ServiceError::Invalid(FieldErrors::single(
            "message",
            crate::domain::Words::new("analysis-message-empty"),
        ))
    })?;
    if row.home_host.is_some() {
        let by = row.name_of(user).to_owned();
        let message = |game| Message::Message {
            game,
            by,
            text: body,
        };
        return remote_games::outgoing::action_home(tx, &row, message).await;
    }
    let opponent = row.seats().opponent_of(user);
    if store::blocks::blocks(&mut *tx.conn, opponent, user).await? {
        return Err(super::safety::message_refused(row.name_of(opponent)));
    }
    let since = store::now() - REPEAT_WINDOW;
    if !store::games::add_talk_once(&mut *tx.conn, game, user, &body, since).await? {
        // The same message again (a double submit): stored and mailed once already.
        return Ok(());
    }
    super::record::acted(tx, &row, user, super::record::Act::Message(&body)).await?;
    let name = row.name_of(user);
    let headline = Words::new("notice-message").arg("name", name);
    let kind = Notice::Message(&body);
    game_mails::queue_notice(tx, &row, opponent, headline, kind).await?;
    Ok(())
}
