//! What every mail about a game shares: its name in the subject, each player's thread
//! of it, the board drawn for the recipient's side, and the short notices and the
//! game-start mail that several actions send.

use crate::service::Tx;
use shakmaty::{Chess, Color, Position};

use super::ServiceError;
use crate::domain::occasion::Occasion;
use crate::{
    chess::diagram::Diagram,
    domain::{Links, UserId, Words, clock::forecast::Forecast, mail_tokens::Unsubscribe},
    mail::{
        Envelope, MailContent,
        game_messages::{GameNotice, GameRef, GameStarted},
    },
    store::{self, games::GameRow},
};

/// The game as its mails name it.
pub fn game_ref(row: &GameRow) -> GameRef {
    GameRef {
        id: row.id.0,
        white: row.white.clone(),
        black: row.black.clone(),
    }
}

/// The position seen from `side`, as text and as a table.
pub fn board(position: &Chess, side: Color) -> Diagram {
    Diagram::new(position.board(), side)
}

/// The board of the game's stored position seen from `user`'s side.
pub fn stored_board(row: &GameRow, user: UserId) -> Result<Diagram, ServiceError> {
    let position = crate::chess::position_from_fen(&row.fen)
        .map_err(|e| ServiceError::Internal(anyhow::anyhow!("game {}: {e}", row.id)))?;
    Ok(board(&position, row.side_of(user)))
}

/// A mail to `to` (the address of `user`, a player of `row`) in that player's thread
/// of the game.
pub fn envelope<'a>(to: &'a str, links: &'a Links, row: &GameRow, user: UserId) -> Envelope<'a> {
    Envelope::to(to, links).in_game(row.id, user)
}

/// What a notice is, for its headers and what it quotes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice<'a> {
    /// An event the player always hears of (a decline, a vacation, a decision).
    Event,
    /// A reminder to the player on move: it can be turned off, and a reply plays the move.
    /// It carries where their pace leads on a moves-in-days clock (issue 32).
    Reminder(Option<Forecast>),
    /// A message from the other player, quoted in the mail.
    Message(&'a str),
    /// A draw offer to the recipient with the message that came with it ("" for none):
    /// the mail says how to accept it, and a reply to it accepts when the recipient is
    /// on move.
    DrawOffer(&'a str),
}

/// Queues a short notice about the game to player `to`, in their thread.
pub async fn queue_notice(
    tx: &mut Tx<'_>,
    row: &GameRow,
    to: UserId,
    headline: Words,
    kind: Notice<'_>,
) -> Result<(), ServiceError> {
    let Some(user) = store::users::by_id(&mut *tx.conn, to).await? else {
        return Ok(());
    };
    let lang = user.language.for_mail();
    super::push_notices::notice(tx, &game_ref(row), row, to, lang, &headline).await?;
    let (quote, draw_offer) = match kind {
        Notice::Message(text) => (text, false),
        Notice::DrawOffer(text) => (text, true),
        Notice::Event | Notice::Reminder(_) => ("", false),
    };
    let mail = GameNotice {
        recipient: user.username.clone(),
        game: game_ref(row),
        headline,
        quote: quote.to_owned(),
        draw_offer,
        link: tx.links.game(row.id),
        forecast: match kind {
            Notice::Reminder(forecast) => forecast,
            _ => None,
        },
    };
    let mut envelope = envelope(&user.email, tx.links, row, to).in_language(lang);
    if matches!(kind, Notice::Reminder(_)) {
        envelope = envelope
            .replies_play(row.ply)
            .unsubscribe(to, Unsubscribe::Reminders);
    } else if draw_offer && row.is_running() && row.seats().player_on_move() == to {
        envelope = envelope.replies_play(row.ply);
    }
    store::outbox::enqueue(&mut *tx.conn, &mail.to_mail(&envelope)?).await?;
    Ok(())
}

/// Tells White of a game that just began that it is their move, when they take a mail
/// per move: a reply to it plays the first move. `occasion` names the tournament round
/// (`None` for a challenge).
pub async fn queue_game_start(
    tx: &mut Tx<'_>,
    row: &GameRow,
    occasion: Option<Occasion<'_>>,
) -> Result<(), ServiceError> {
    let Some(white) = store::users::by_id(&mut *tx.conn, row.white_id).await? else {
        return Ok(());
    };
    if white.mail_moves != crate::domain::MailPreference::EachMove {
        return Ok(());
    }
    let mail = GameStarted {
        recipient: white.username.clone(),
        opponent: row.black.clone(),
        game: game_ref(row),
        start_number: row.start_number.get(),
        occasion,
        board: stored_board(row, row.white_id)?,
        deadline: row.deadline,
        time_zone: white.time_zone.clone(),
        time_control: row.time_control,
        link: tx.links.game(row.id),
    };
    let envelope = envelope(&white.email, tx.links, row, white.id)
        .in_language(white.language.for_mail())
        .replies_play(row.ply)
        .unsubscribe(white.id, Unsubscribe::Moves);
    store::outbox::enqueue(&mut *tx.conn, &mail.to_mail(&envelope)?).await?;
    Ok(())
}
