//! A message from a peer, already checked by the inbox (signed by a key of `from`,
//! fresh, addressed here, not seen before), acted on inside the inbox's transaction:
//! what it changes and its answer commit together with the message's id, so a message
//! delivered twice is answered once.
//!
//! Who may say what (docs/FEDERATION.md "Authority"): a `challenge` comes from the
//! challenger's server (home) to the opponent's; `accept` and `decline` from the
//! opponent's server to home; `cancel` from home; game actions from the remote
//! player's server to the game's home, and only for that server's player of the game;
//! `state` from a game's home to its mirror.

use serde_json::{Value, json};

use super::mirror::{self, Applied};
use crate::{
    domain::{
        ChallengeId, GameId, Refusal,
        federation::{Address, Envelope, Host, Message, message::ChallengeOffer, terms},
        games::{ChallengeStatus, ColorChoice, MAX_NOTE_CHARS, is_plain_text},
    },
    service::{
        ServiceError, Tx, challenges, game_actions, game_talk, give_time,
        move_decision::MoveSubmission,
        play::{self, InTx, MoveOutcome},
        remote_games::{players, state},
    },
    store::{self, challenges::NewChallenge, users::User},
};

/// Acts on `envelope` and returns the answer's JSON body (for `accept` and the game
/// actions: the game's new `state` envelope), or a refusal id that goes back to the
/// peer as a 422 problem and from there to the player who acted.
pub async fn handle(tx: &mut Tx<'_>, envelope: &Envelope) -> Result<Value, Refusal> {
    act(tx, envelope).await.map_err(|e| {
        if let ServiceError::Internal(cause) = &e {
            tracing::error!(id = %envelope.id, from = %envelope.from, "federation message failed: {cause:#}");
        }
        e.refusal()
    })
}

async fn act(tx: &mut Tx<'_>, e: &Envelope) -> Result<Value, ServiceError> {
    let from = &e.from;
    match &e.message {
        Message::Challenge(offer) => challenge(tx, from, offer).await,
        Message::Accept { challenge, by } => {
            let id = ChallengeId(*challenge);
            let user = shadow(tx, from, by).await?;
            let game = challenges::accept_in(tx, &user, id).await?;
            answer_state(tx, game).await
        }
        Message::Decline { challenge, by } => {
            let user = shadow(tx, from, by).await?;
            challenges::decline_in(tx, &user, ChallengeId(*challenge)).await?;
            Ok(Value::Null)
        }
        Message::Cancel { challenge, .. } => {
            cancel(tx, from, *challenge).await?;
            Ok(Value::Null)
        }
        Message::Move {
            game,
            by,
            ply,
            mv,
            message,
            offer_draw,
        } => {
            let (game, user) = home_game(tx, from, *game, by).await?;
            let submission = MoveSubmission {
                message,
                offer_draw: *offer_draw,
                ..MoveSubmission::new(user.id, mv, *ply)
            };
            match play::attempt_in(tx, game, submission).await? {
                InTx::Done(MoveOutcome::Played(_) | MoveOutcome::AlreadyPlayed, _) => {
                    answer_state(tx, game).await
                }
                // Home's sweep ends the game on time; the move is refused.
                InTx::Late(..) => Err(ServiceError::conflict("refusal-time-ran-out")),
                InTx::Done(MoveOutcome::SentHome, _) => {
                    Err(ServiceError::conflict("federation-not-home"))
                }
            }
        }
        Message::DrawOffer { game, by, .. } => draw(tx, from, *game, by, DrawKind::Offer).await,
        Message::DrawAccept { game, by, .. } => draw(tx, from, *game, by, DrawKind::Accept).await,
        Message::DrawDecline { game, by, .. } => draw(tx, from, *game, by, DrawKind::Decline).await,
        Message::Resign { game, by } => {
            let (game, user) = home_game(tx, from, *game, by).await?;
            game_actions::resign_in(tx, game, user.id).await?;
            answer_state(tx, game).await
        }
        Message::Message { game, by, text } => {
            let (game, user) = home_game(tx, from, *game, by).await?;
            game_talk::post_message_in(tx, game, user.id, text).await?;
            answer_state(tx, game).await
        }
        Message::GiveTime { game, by, days } => {
            let (game, user) = home_game(tx, from, *game, by).await?;
            let days =
                u32::try_from(*days).map_err(|_| ServiceError::conflict("federation-bad-days"))?;
            give_time::give_time_in(tx, game, user.id, days).await?;
            answer_state(tx, game).await
        }
        Message::State(s) => match mirror::apply(tx, from, s).await? {
            Applied::Mirrored(id) => Ok(json!({"mirrored": id.0})),
            Applied::Stopped(id, why) => Ok(json!({"stopped": id.0, "why": why.describe()})),
            Applied::AlreadyStopped(id) => Ok(json!({"stopped": id.0})),
        },
    }
}

/// The draw messages, one call.
#[derive(Clone, Copy)]
enum DrawKind {
    Offer,
    Accept,
    Decline,
}

async fn draw(
    tx: &mut Tx<'_>,
    from: &Host,
    game: i64,
    by: &str,
    kind: DrawKind,
) -> Result<Value, ServiceError> {
    use game_actions::{DrawAction, DrawIn};
    let (game, user) = home_game(tx, from, game, by).await?;
    let action = match kind {
        DrawKind::Offer => DrawAction::Offer,
        DrawKind::Accept => DrawAction::Accept,
        DrawKind::Decline => DrawAction::Decline,
    };
    match game_actions::draw_in(tx, game, user.id, action, None).await? {
        DrawIn::Done(_) => answer_state(tx, game).await,
        DrawIn::Late(_, _, refusal) => Err(ServiceError::conflict(refusal)),
    }
}

/// A challenge from `from`'s player to a player here.
async fn challenge(
    tx: &mut Tx<'_>,
    from: &Host,
    offer: &ChallengeOffer,
) -> Result<Value, ServiceError> {
    let bad = || ServiceError::conflict("federation-bad-challenge");
    let challenger_at = Address {
        name: crate::domain::Username::parse(&offer.challenger)
            .map_err(|_| bad())?
            .as_str()
            .to_owned(),
        host: from.clone(),
    };
    let opponent = players::local(tx.conn, &offer.opponent).await?;
    let challenger = players::find_or_create_remote(tx.conn, &challenger_at).await?;
    let color = ColorChoice::parse(&offer.color).ok_or_else(bad)?;
    let (time_control, max_silence_days) =
        terms::time_control_from(&offer.time_control).ok_or_else(bad)?;
    let start_number = match offer.start_number {
        Some(n) => Some(crate::chess::StartNumber::new(n).map_err(|_| bad())?),
        None => None,
    };
    let note = offer.note.trim();
    if note.chars().count() > MAX_NOTE_CHARS || !is_plain_text(note) {
        return Err(bad());
    }
    let new = NewChallenge {
        challenger: challenger.id,
        opponent: Some(opponent.id),
        color,
        time_control,
        max_silence_days,
        start_number,
        rated: false,
        note,
        rematch_of: None,
        vacation_allowed: offer.vacation_allowed,
        rating_range: Default::default(),
    };
    let home = (from.as_str(), offer.challenge);
    let id = challenges::receive_from_peer(tx, &challenger, &opponent, &new, home).await?;
    Ok(json!({"challenge": id.0}))
}

/// Home withdrew its challenge `home_id`: the copy here is cancelled while open.
async fn cancel(tx: &mut Tx<'_>, from: &Host, home_id: i64) -> Result<(), ServiceError> {
    let Some(id) =
        store::federated_games::challenge_from(&mut *tx.conn, from.as_str(), home_id).await?
    else {
        return Err(ServiceError::NotFound(crate::service::Missing::Challenge));
    };
    let c = store::challenges::lock(&mut *tx.conn, id)
        .await?
        .ok_or(ServiceError::NotFound(crate::service::Missing::Challenge))?;
    if c.status == ChallengeStatus::Open {
        store::challenges::set_status(&mut *tx.conn, id, ChallengeStatus::Cancelled, None).await?;
    }
    Ok(())
}

/// The shadow account of `from`'s player `by`: it must exist (a player of a challenge
/// or game here), and be of that server.
async fn shadow(tx: &mut Tx<'_>, from: &Host, by: &str) -> Result<User, ServiceError> {
    let name = format!("{by}@{from}");
    let user = store::users::by_username(&mut *tx.conn, &name)
        .await?
        .ok_or(ServiceError::NotAPlayer)?;
    match store::federated_games::home_host_of(&mut *tx.conn, user.id).await? {
        Some(host) if host == from.as_str() => Ok(user),
        _ => Err(ServiceError::NotAPlayer),
    }
}

/// Game `game` whose home is here, and `from`'s player `by` of it.
async fn home_game(
    tx: &mut Tx<'_>,
    from: &Host,
    game: i64,
    by: &str,
) -> Result<(GameId, User), ServiceError> {
    let id = GameId(game);
    let row = store::games::by_id(&mut *tx.conn, id)
        .await?
        .ok_or(ServiceError::NotFound(crate::service::Missing::Game))?;
    if row.home_host.is_some() {
        return Err(ServiceError::conflict("federation-not-home"));
    }
    let user = shadow(tx, from, by).await?;
    if !row.is_player(user.id) {
        return Err(ServiceError::NotAPlayer);
    }
    Ok((id, user))
}

/// The answer to an action on home game `game`: its `state` with every entry.
async fn answer_state(tx: &mut Tx<'_>, game: GameId) -> Result<Value, ServiceError> {
    match state::envelope(tx, game, 0).await? {
        Some(e) => state::answer(&e),
        None => Ok(Value::Null),
    }
}
