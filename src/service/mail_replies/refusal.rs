//! The answer to a move by mail that was not played: the reason, the legal moves for an
//! illegal one, and the game as it stands, mailed to the player's stored address in
//! their thread of the game. When it is their move, a reply to the refusal plays it.

use super::Handled;
use crate::{
    chess,
    domain::{Refusal as Reason, mail_tokens::ReplyToken},
    mail::{
        MailContent,
        reply_messages::{ReplyRefused, ReplyStatus},
    },
    service::{
        Context, ServiceError,
        game_mails::{self, board},
    },
    store::{self, games::GameRow, users::User},
};

/// A refused move by mail.
pub struct Refusal<'a> {
    /// The token's player, the only one answered.
    pub user: &'a User,
    pub token: ReplyToken,
    /// What was read as the move ("" when none).
    pub typed: String,
    /// Why it was not played (worded in the player's language by the mail).
    pub reason: Reason,
    /// List the legal moves (the move was illegal).
    pub legal_moves: bool,
}

/// Mails the refusal; a game that is gone, or not the player's, drops it.
pub async fn queue(ctx: Context<'_>, r: Refusal<'_>) -> Result<Handled, ServiceError> {
    let Some(row) = store::games::by_id(ctx.pool, r.token.game).await? else {
        return Ok(Handled::Dropped("no such game"));
    };
    if !row.is_player(r.user.id) {
        return Ok(Handled::Dropped("not a player of the game"));
    }
    let position = chess::position_from_fen(&row.fen)
        .map_err(|e| ServiceError::Internal(anyhow::anyhow!("game {}: {e}", row.id)))?;
    let on_move = row.is_running() && row.seats().player_on_move() == r.user.id;
    let lang = r.user.language.for_mail();
    let legal_moves = if r.legal_moves && on_move {
        chess::legal_moves_in(&position)
            .into_iter()
            .map(|m| m.san)
            .collect()
    } else {
        Vec::new()
    };
    let mail = ReplyRefused {
        recipient: r.user.username.clone(),
        game: game_mails::game_ref(&row),
        typed: r.typed,
        reason: r.reason.clone(),
        legal_moves,
        status: status(&row, r.user, on_move),
        board: marked_board(ctx, &row, &position, r.user.id).await?,
        link: ctx.links.game(row.id),
    };
    let mut envelope = game_mails::envelope(&r.user.email, ctx.links, &row, r.user.id)
        .in_language(lang)
        .answering_mail();
    if on_move {
        envelope = envelope.replies_play(row.ply);
    }
    store::outbox::enqueue(ctx.pool, &mail.to_mail(&envelope)?).await?;
    Ok(Handled::Refused(r.reason))
}

/// Whose move it is, or how the game ended (the mail words it).
fn status(row: &GameRow, user: &User, on_move: bool) -> ReplyStatus {
    match row.state.conclusion() {
        Some(conclusion) => ReplyStatus::Over {
            conclusion,
            result: row.state.result().to_string(),
        },
        None if on_move => ReplyStatus::YourMove {
            deadline: row.deadline,
            time_zone: user.time_zone.clone(),
        },
        None => ReplyStatus::TheirMove {
            name: row.name_of(row.seats().opponent_of(user.id)).to_owned(),
        },
    }
}

/// The position seen from `user`'s side, the game's last move marked as in a move mail.
async fn marked_board(
    ctx: Context<'_>,
    row: &GameRow,
    position: &shakmaty::Chess,
    user: crate::domain::UserId,
) -> Result<crate::chess::diagram::Diagram, ServiceError> {
    let drawn = board(position, row.side_of(user));
    if row.ply == 0 {
        return Ok(drawn);
    }
    let moves = store::games::moves(ctx.pool, row.id).await?;
    let last = moves.last().and_then(|m| {
        let ply = u32::try_from(m.ply).ok()?;
        chess::MoveMark::from_stored(ply, &m.san, &m.uci)
    });
    Ok(match last {
        Some(mark) => drawn.marking(mark.from, mark.to),
        None => drawn,
    })
}
