//! A reply that is a draw word alone (`draw`, `remis`, `Remis angenommen`, see
//! [`reply_text`](crate::mail::reply_text)): it accepts the opponent's standing offer,
//! or offers a draw, under the same rules as the game page's buttons
//! ([`game_actions::draw_saying`]); the lines below it go with it as a message. An offer is
//! confirmed to the player by mail; an accepted draw ends the game, whose mail says so.

use super::{Handled, refusal};
use crate::{
    domain::{Refusal, Words, mail_tokens::ReplyToken},
    mail::{MailContent, game_messages::GameNotice, reply_text::DrawWord},
    service::{
        Context, ServiceError,
        draw_decision::{DrawAction, DrawStep},
        game_actions, game_mails,
    },
    store::{self, users::User},
};

/// Plays the draw word `word` of `user` (the token's player, whose address is trusted)
/// with `message`, or mails why not.
pub async fn answer(
    ctx: Context<'_>,
    user: &User,
    token: ReplyToken,
    word: DrawWord,
    message: &str,
) -> Result<Handled, ServiceError> {
    let refuse = |reason: Refusal| refusal::Refusal {
        user,
        token,
        typed: String::new(),
        reason,
        legal_moves: false,
    };
    let Some(row) = store::games::by_id(ctx.pool, token.game).await? else {
        return Ok(Handled::Dropped("no such game"));
    };
    // An offer stands in the position it was made in: a reply to an older mail has
    // not seen the game as it is.
    if row.is_running() && token.ply < row.ply {
        let reason = Words::new("reply-stale-ply").arg("current", row.ply);
        return refusal::queue(ctx, refuse(reason.into())).await;
    }
    let opponent = row.seats().opponent_of(user.id);
    let action = match word {
        DrawWord::AcceptOrOffer if row.draw_offer_by != Some(opponent) => DrawAction::Offer,
        _ => DrawAction::Accept,
    };
    match game_actions::draw_saying(ctx, token.game, user.id, action, message).await {
        Ok(DrawStep::Offer) => {
            confirm_offer(ctx, user, token).await?;
            Ok(Handled::DrawOffered)
        }
        Ok(_) => Ok(Handled::DrawAccepted),
        Err(ServiceError::NotFound(_) | ServiceError::NotAPlayer) => {
            Ok(Handled::Dropped("no such game of the player"))
        }
        Err(e @ ServiceError::Internal(_)) => Err(e),
        Err(e) => refusal::queue(ctx, refuse(e.refusal())).await,
    }
}

/// Tells `user` that their offer by mail was made, in their thread of the game; a reply
/// to it plays their move when it is theirs.
async fn confirm_offer(
    ctx: Context<'_>,
    user: &User,
    token: ReplyToken,
) -> Result<(), ServiceError> {
    let Some(row) = store::games::by_id(ctx.pool, token.game).await? else {
        return Ok(());
    };
    let opponent = row.name_of(row.seats().opponent_of(user.id));
    let mail = GameNotice {
        recipient: user.username.clone(),
        game: game_mails::game_ref(&row),
        headline: Words::new("reply-draw-offered").arg("name", opponent),
        quote: String::new(),
        draw_offer: false,
        link: ctx.links.game(row.id),
        forecast: None,
    };
    let mut envelope = game_mails::envelope(&user.email, ctx.links, &row, user.id)
        .in_language(user.language.for_mail())
        .answering_mail();
    if row.is_running() && row.seats().player_on_move() == user.id {
        envelope = envelope.replies_play(row.ply);
    }
    store::outbox::enqueue(ctx.pool, &mail.to_mail(&envelope)?).await?;
    Ok(())
}
