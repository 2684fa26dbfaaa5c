//! The pushes that go with a game's events: the opponent's move (whatever the
//! recipient's move mails: a subscription is the wish for move pushes, issue 45), the
//! notices (a draw offer, a reminder, a decision) and the end of the game. Queued in the action's transaction, to every browser the recipient
//! subscribed; none without a subscription (see docs/design/push.md).

use crate::service::Tx;

use super::{ServiceError, move_decision::PlannedMove};
use crate::{
    domain::{Lang, UserId, Words},
    mail::{
        game_messages::{self, GameRef},
        push::PushMessage,
    },
    store::games::{GameRow, LockedGame},
};

/// The push about a move (or the conditional reply that answered it), to the player
/// whose move it is now while the game goes on, also when their move mails are off
/// (push without mail, issue 45); no statement when they have no browser subscribed
/// (the lock read says so). A reply to a move that came by mail pushes nothing: the
/// mover's confirmation names it. `game` names the game as its
/// mails do (`game_mails::game_ref`).
pub async fn after_move(
    tx: &mut Tx<'_>,
    game: &GameRef,
    locked: &LockedGame,
    plan: &PlannedMove,
    reply: Option<&PlannedMove>,
) -> Result<(), ServiceError> {
    let (last, wanted) = match reply {
        None => (plan, plan.end.is_none()),
        Some(reply) => (reply, reply.end.is_none() && !plan.by_mail),
    };
    let row = &locked.row;
    let recipient = row.seats().opponent_of(last.record.by);
    if !wanted || !locked.pushes_to(recipient) {
        return Ok(());
    }
    let lang = locked.lang_of(recipient);
    let mut message = PushMessage::move_played(
        lang,
        game,
        row.name_of(last.record.by),
        &game_messages::MoveName::of(&last.played),
        tx.links.game(row.id),
    );
    // The move mail names the mover's standing draw offer (no notice goes with it), and
    // so does its push.
    if last.record.keep_draw_offer {
        message = message.with_draw_offer(lang, row.name_of(last.record.by));
    }
    crate::mail::push::queue(&mut *tx.conn, recipient, &message).await?;
    Ok(())
}

/// The push of a notice about `row` (named `game`) to `to`, with the notice mail's
/// headline.
pub async fn notice(
    tx: &mut Tx<'_>,
    game: &GameRef,
    row: &GameRow,
    to: UserId,
    lang: Lang,
    headline: &Words,
) -> Result<(), ServiceError> {
    let message = PushMessage::notice(lang, game, headline, tx.links.game(row.id));
    crate::mail::push::queue(&mut *tx.conn, to, &message).await?;
    Ok(())
}

/// The push of the game's end (named `game`) to player `to`: the result and how, in
/// `to`'s `lang`.
pub async fn game_over(
    tx: &mut Tx<'_>,
    game: &GameRef,
    row: &GameRow,
    to: UserId,
    lang: Lang,
) -> Result<(), ServiceError> {
    let result = row.state.result().to_string();
    let conclusion = row.state.conclusion();
    let url = tx.links.game(row.id);
    let message = PushMessage::game_over(lang, game, &result, conclusion, url);
    crate::mail::push::queue(&mut *tx.conn, to, &message).await?;
    Ok(())
}
