//! A game's verifiable record (issue 47, docs/RECORD.md): each action that changes a
//! game calls one of these in its own transaction, with the game's row locked, and the
//! entry is appended in one statement. The receipt (entry number and hash) goes back to
//! the action, which names it in its answer and mails.

pub mod check;
pub mod document;
pub mod keys;
pub mod rebuild;

use sqlx::PgConnection;
use time::OffsetDateTime;

use super::{ServiceError, Tx, remote_games};
use crate::{
    domain::{
        GameId, UserId,
        game_state::Conclusion,
        record::{
            entry,
            events::{DrawStep, Event, Moved, Start},
        },
    },
    store::{
        self,
        games::{GameRow, NewGame, NewMove},
    },
};

/// An entry just appended: what a receipt names ("Record: entry 24, 9f3a1c…").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Receipt {
    pub seq: i32,
    pub hash: String,
}

impl Receipt {
    /// The hash's first six hex digits, as receipts show it.
    pub fn short_hash(&self) -> &str {
        self.hash.get(..6).unwrap_or(&self.hash)
    }
}

/// Appends `event` to `game`'s record and, when a player of the game is elsewhere and
/// its home is here, queues the game's new `state` to their server in the same
/// transaction: the one place home tells its mirrors (docs/FEDERATION.md).
pub async fn append_and_tell(
    tx: &mut Tx<'_>,
    game: GameId,
    event: &Event,
) -> Result<Receipt, ServiceError> {
    let (receipt, federated) = append_flagged(&mut *tx.conn, game, event).await?;
    // The append's own statement says whether a player is elsewhere: a local game's
    // move costs no statement for federation.
    if federated {
        remote_games::state::tell_mirror(tx, game, i64::from(receipt.seq) - 1).await?;
    }
    Ok(receipt)
}

/// Appends `event` to `game`'s record.
pub async fn append(conn: &mut PgConnection, game: GameId, event: &Event) -> sqlx::Result<Receipt> {
    Ok(append_flagged(conn, game, event).await?.0)
}

/// [`append`], and whether `game` lives here with a player on another server.
async fn append_flagged(
    conn: &mut PgConnection,
    game: GameId,
    event: &Event,
) -> sqlx::Result<(Receipt, bool)> {
    let at = entry::at_text(event.at);
    let prefix = entry::prefix(event.kind, &at, &event.data);
    let (seq, hash, federated) =
        store::record::append(conn, game, event.kind, event.at, &prefix).await?;
    Ok((Receipt { seq, hash }, federated))
}

/// The facts of a game just created, as its first entry; `event` says where it came
/// from ("challenge 12", "tournament 3 round 2", "team match").
pub async fn started(
    conn: &mut PgConnection,
    game: GameId,
    new: &NewGame<'_>,
    event: &str,
) -> sqlx::Result<Receipt> {
    let facts = Start {
        white: new.white.0,
        black: new.black.0,
        start_number: new.start_number.get(),
        time_control: new.time_control.pgn(),
        rated: new.rated,
        event: Some(event),
        deadline: Some(new.deadline),
    };
    append(conn, game, &Event::start(&facts, new.started_at, false)).await
}

/// A move just written: its row, whether it ended the game, whether it offers a draw,
/// and its message.
pub async fn moved(
    tx: &mut Tx<'_>,
    m: &NewMove,
    ends_game: bool,
    offers_draw: bool,
    message: Option<&str>,
) -> Result<Receipt, ServiceError> {
    let event = Event::moved(&Moved {
        ply: m.ply,
        uci: &m.uci,
        san: &m.san,
        seconds: m.seconds_used,
        at: m.at,
        deadline: (!ends_game).then_some(m.deadline),
        draw_offer: offers_draw,
        message,
    });
    append_and_tell(tx, m.game, &event).await
}

/// A game just ended as `conclusion` says.
pub async fn ended(
    tx: &mut Tx<'_>,
    finished: &GameRow,
    conclusion: Conclusion,
) -> Result<Receipt, ServiceError> {
    let at = finished.finished_at.unwrap_or_else(store::now);
    append_and_tell(tx, finished.id, &Event::ended(conclusion, at)).await
}

/// What a player did that enters the record on its own: a draw offered or declined (an
/// accepted or claimed draw ends the game: [`ended`]), a message without a move (only
/// its hash enters the record), or days given to the player on move with their new
/// deadline.
#[derive(Clone, Copy, Debug)]
pub enum Act<'a> {
    Draw(DrawStep),
    Message(&'a str),
    GaveTime { days: u32, deadline: OffsetDateTime },
}

/// `user`, a player of `row`, did `act` now: the one hook of every such action.
pub async fn acted(
    tx: &mut Tx<'_>,
    row: &GameRow,
    user: UserId,
    act: Act<'_>,
) -> Result<Receipt, ServiceError> {
    let (white, at) = (user == row.white_id, store::now());
    let event = match act {
        Act::Draw(step) => Event::draw(step, white, at),
        Act::Message(text) => Event::message(white, text, at),
        Act::GaveTime { days, deadline } => Event::give_time(white, days.into(), deadline, at),
    };
    append_and_tell(tx, row.id, &event).await
}

/// A vacation moved the deadline of the player on move in `row` to `deadline`; nothing
/// when it did not move.
pub async fn vacation(
    conn: &mut PgConnection,
    row: &GameRow,
    deadline: OffsetDateTime,
) -> sqlx::Result<()> {
    if row.deadline == Some(deadline) || !row.is_running() {
        return Ok(());
    }
    let white = row.seats().player_on_move() == row.white_id;
    append(
        conn,
        row.id,
        &Event::vacation(white, deadline, store::now()),
    )
    .await?;
    Ok(())
}
