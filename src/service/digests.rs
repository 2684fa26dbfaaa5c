//! The daily digest (`mail_moves = digest`): once a day, at the player's hour, one mail
//! listing every game where it is their move, with its deadline; nothing on a day
//! without one. The hour and the day are the player's, in their time zone (the store's
//! query reads them there), and so are the deadlines the mail shows.

use time::OffsetDateTime;

use super::{Context, ServiceError, game_mails};
use crate::{
    chess::move_number_label,
    domain::mail_tokens::Unsubscribe,
    mail::{
        Envelope, MailContent,
        digest_messages::{Digest, DigestLine},
    },
    store::{self, games::GameRow, users::User},
};

/// Players claimed per transaction.
const BATCH: i64 = 50;

/// Sends the digests due at `now`; returns how many players were handled. Safe to run
/// in several processes at once: each claims its players with `SKIP LOCKED`, and a
/// player's day is marked done in the transaction that queues the mail.
pub async fn send_digests(ctx: Context<'_>, now: OffsetDateTime) -> Result<usize, ServiceError> {
    let mut handled = 0;
    loop {
        let mut tx = ctx.pool.begin().await?;
        let users = store::users::claim_due_digests(&mut tx, now, BATCH).await?;
        for user in &users {
            let games = store::games::waiting_for(&mut *tx, user.id).await?;
            if !games.is_empty() {
                let mail = digest(ctx, user, &games);
                let envelope = Envelope::to(&user.email, ctx.links)
                    .in_language(user.language.for_mail())
                    .unsubscribe(user.id, Unsubscribe::Moves);
                store::outbox::enqueue(&mut *tx, &mail.to_mail(&envelope)?).await?;
            }
            store::users::mark_digest_done(&mut *tx, user.id, now).await?;
        }
        tx.commit().await?;
        handled += users.len();
        if (users.len() as i64) < BATCH {
            return Ok(handled);
        }
    }
}

/// The digest of `user`'s games on move.
fn digest(ctx: Context<'_>, user: &User, games: &[GameRow]) -> Digest {
    Digest {
        recipient: user.username.clone(),
        games: games
            .iter()
            .map(|g| DigestLine {
                game: game_mails::game_ref(g),
                opponent: g.name_of(g.seats().opponent_of(user.id)).to_owned(),
                color: if g.white_id == user.id {
                    "white"
                } else {
                    "black"
                },
                move_number: move_number_label(g.ply as u32 + 1),
                deadline: g.deadline,
                draw_offer: g.draw_offer_by == Some(g.seats().opponent_of(user.id)),
                link: ctx.links.game(g.id),
            })
            .collect(),
        time_zone: user.time_zone.clone(),
        link: ctx.links.page("/games"),
    }
}
