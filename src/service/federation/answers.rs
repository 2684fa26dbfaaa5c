//! A peer's answer to a message this server sent (from the outbox worker): a `state`
//! to apply to the mirror, or a refusal to tell the player who acted.

use serde_json::Value;

use super::mirror;
use crate::domain::{
    Words,
    federation::{Envelope, Message},
    games::ChallengeStatus,
};
use crate::service::{Context, Tx, game_mails};
use crate::store;

/// What a peer said to a delivered message.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// 2xx, with the body (may be `null`).
    Accepted(Value),
    /// 4xx: the peer will never take it; `refusal` is its problem's `refusal` id.
    Refused { refusal: String },
}

/// Acts on the answer to `sent`. An error is logged by the worker; the message stays
/// delivered (the answer is kept with it for a later look).
pub async fn handle(ctx: Context<'_>, sent: &Envelope, answer: &Answer) -> anyhow::Result<()> {
    let mut conn = ctx.pool.begin().await?;
    let tx = &mut ctx.within(&mut conn);
    match answer {
        Answer::Accepted(body) => accepted(tx, sent, body).await?,
        Answer::Refused { refusal } => refused(tx, sent, refusal).await?,
    }
    conn.commit().await?;
    Ok(())
}

/// A `state` in the answer is applied as if home had sent it.
async fn accepted(tx: &mut Tx<'_>, sent: &Envelope, body: &Value) -> anyhow::Result<()> {
    let Ok(answer) = serde_json::from_value::<Envelope>(body.clone()) else {
        return Ok(());
    };
    let Message::State(state) = &answer.message else {
        return Ok(());
    };
    // Only the server the message went to speaks for its games.
    if answer.from != sent.to {
        anyhow::bail!(
            "a state from {} answers a message to {}",
            answer.from,
            sent.to
        );
    }
    mirror::apply(tx, &sent.to, state)
        .await
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(())
}

/// Home refused the player's action: they hear it in their language, on the game's
/// page (its notice) and by mail.
async fn refused(tx: &mut Tx<'_>, sent: &Envelope, refusal: &str) -> anyhow::Result<()> {
    let reason = Words::new(known_refusal(refusal));
    let (home_game, by) = match &sent.message {
        Message::Move { game, by, .. }
        | Message::DrawOffer { game, by, .. }
        | Message::DrawAccept { game, by, .. }
        | Message::DrawDecline { game, by, .. }
        | Message::Resign { game, by }
        | Message::Message { game, by, .. }
        | Message::GiveTime { game, by, .. } => (*game, by.as_str()),
        Message::Accept { challenge, .. } => {
            // The challenge could not be taken at home: it is gone here too.
            if let Some(id) =
                store::federated_games::challenge_from(&mut *tx.conn, sent.to.as_str(), *challenge)
                    .await?
            {
                store::challenges::set_status(&mut *tx.conn, id, ChallengeStatus::Cancelled, None)
                    .await?;
            }
            return Ok(());
        }
        _ => return Ok(()),
    };
    let Some(id) =
        store::federated_games::lock_mirror(&mut *tx.conn, sent.to.as_str(), home_game).await?
    else {
        return Ok(());
    };
    let Some(row) = store::games::by_id(&mut *tx.conn, id).await? else {
        return Ok(());
    };
    let Some(user) = store::users::by_username(&mut *tx.conn, by).await? else {
        return Ok(());
    };
    if !row.is_player(user.id) {
        return Ok(());
    }
    let headline = Words::new("federation-action-refused")
        .arg("server", sent.to.as_str())
        .arg("reason", reason);
    game_mails::queue_notice(tx, &row, user.id, headline, game_mails::Notice::Event)
        .await
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(())
}

/// The catalog id of a peer's refusal this server words; any other is "refused".
fn known_refusal(id: &str) -> &'static str {
    match id {
        "error-stale-ply" => return "federation-refused-stale",
        "federation-illegal-move" => return "federation-refused-illegal",
        _ => {}
    }
    const KNOWN: [&str; 7] = [
        "error-not-your-turn",
        "error-not-running",
        "error-not-a-player",
        "refusal-time-ran-out",
        "refusal-challenge-not-open",
        "refusal-challenge-accepted",
        "refusal-challenge-withdrawn",
    ];
    KNOWN
        .into_iter()
        .find(|k| *k == id)
        .unwrap_or("federation-refused-other")
}
