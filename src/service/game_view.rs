//! A game as the game page and the JSON API show it: a few reads, then a
//! pure [`build`] deciding whose move it is, what may be done, and the values the page
//! words (clocks, vacations, status, last move, a draw to claim), so the page and the
//! API cannot drift apart.

use std::{collections::HashMap, sync::Arc};

use shakmaty::{Board, Chess, Color, Position, Square};
use sqlx::PgPool;
use time::{Date, OffsetDateTime};

use super::{Missing, ServiceError, move_decision::replay};
use crate::{
    chess::{self, DrawClaim, LegalMove, MoveMark},
    domain::{GameId, UserId},
    store::{
        self,
        game_views::{RecordMark, RowVersion, ViewerPart},
        games::{GameRow, MessageRow, MoveRow},
        tournaments::GameInTournament,
    },
};

mod ply;
#[cfg(test)]
pub(crate) mod tests;

use crate::cache::game_views::{self as cache, ViewCache};
pub use ply::{PlyView, requested};

/// What [`load`] reads about a game.
#[derive(Debug)]
pub struct GameReads {
    pub row: GameRow,
    /// Shared with the view cache: a kept game's moves are not copied per page.
    pub moves: Arc<[MoveRow]>,
    /// The last day of the vacation each player is on today (running games only).
    pub away: HashMap<UserId, Date>,
    /// The players' messages; read only for a viewer who plays the game.
    pub messages: Vec<MessageRow>,
    /// The viewer's private note; read only for a viewer who plays the game.
    pub viewer_note: Option<String>,
    /// The tournament and round of a tournament game.
    pub tournament: Option<GameInTournament>,
    /// The record's head, and where a check found it broken.
    pub record: RecordMark,
}

/// One full move of the move list ("12. Nf3 O-O").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovePair {
    pub number: u32,
    pub white: String,
    pub black: String,
}

/// Everything the game page and the API show about a game, for one viewer.
pub struct GameView {
    pub row: GameRow,
    pub moves: Arc<[MoveRow]>,
    /// When the view was made, for the time left on the clocks.
    pub now: OffsetDateTime,
    /// The pieces now, for the board.
    pub board: Board,
    /// The side the board is seen from: Black for Black's player, else White.
    pub side: Color,
    /// The squares of the last move (king and rook for castling).
    pub marked: Vec<Square>,
    /// The square of the king in check, if any.
    pub check: Option<Square>,
    pub fen: String,
    pub initial_fen: String,
    pub back_rank: String,
    /// The side to move.
    pub turn: Color,
    /// The position now (the stored FEN), for the legal moves.
    pub position: Chess,
    pub pairs: Vec<MovePair>,
    /// The last move played, if any (the page words it: "Last move: 12...O-O").
    pub last: Option<MoveMark>,
    /// The name of the player on move.
    pub on_move: String,
    /// The last day of each player's vacation, for a player on one today.
    pub white_away: Option<Date>,
    pub black_away: Option<Date>,
    /// The viewer plays this game.
    pub is_player: bool,
    /// The viewer may move now.
    pub my_move: bool,
    /// The draw the viewer may claim now, if any.
    pub claim: Option<DrawClaim>,
    pub can_abort: bool,
    pub offer_from_me: bool,
    pub offer_from_opponent: bool,
    /// The name of the player whose draw offer stands.
    pub draw_offer: Option<String>,
    pub messages: Vec<MessageRow>,
    /// The viewer's private note (players only).
    pub viewer_note: Option<String>,
    pub tournament: Option<GameInTournament>,
    /// The record's head, and where a check found it broken.
    pub record: RecordMark,
}

/// Reads game `id` and builds its view for `viewer` at `now`. With a `cache`, a
/// spectator's page takes the kept reads as they are, and a player's page takes them
/// when the game's row has not changed since (one small statement reads the row's
/// version with the player's own part). Readers that act on what they read (the API's
/// clients) pass no cache: a change is heard of a moment after its commit, which a
/// spectator cannot tell from having looked a moment earlier, but a client that moved
/// and reads again could. A player's own moves, offers and clocks live in the row, so
/// the version check shows them at once; only names and vacations wait for the notice.
pub async fn load(
    pool: &PgPool,
    cache: Option<&ViewCache>,
    id: GameId,
    viewer: Option<UserId>,
    now: OffsetDateTime,
) -> Result<GameView, ServiceError> {
    let today = now.date();
    let reads = match cache {
        None => read(pool, id, viewer, today).await?.0,
        Some(cache) => read_through(pool, cache, id, viewer, today).await?,
    };
    build(reads, viewer, now)
}

/// The reads from `cache` where they are still the game's, else from the database
/// (and kept for the next viewer unless a change was heard of meanwhile).
async fn read_through(
    pool: &PgPool,
    cache: &ViewCache,
    id: GameId,
    viewer: Option<UserId>,
    today: Date,
) -> Result<GameReads, ServiceError> {
    if let Some(kept) = cache.get(id, today) {
        if kept.is_spectator(viewer) {
            return Ok(GameReads::from_kept(&kept, None));
        }
        let (version, own) = store::game_views::viewer_part(pool, id, today, viewer)
            .await?
            .ok_or(ServiceError::NotFound(Missing::Game))?;
        if version == kept.version {
            return Ok(GameReads::from_kept(&kept, Some(own)));
        }
    }
    let ticket = cache.ticket();
    let (reads, version) = read(pool, id, viewer, today).await?;
    if let Some(ticket) = ticket {
        cache.keep(id, ticket, reads.shared_part(version, today));
    }
    Ok(reads)
}

/// The last day of each player's vacation, for those on one.
fn away_of(row: &GameRow, white: Option<Date>, black: Option<Date>) -> HashMap<UserId, Date> {
    [(row.white_id, white), (row.black_id, black)]
        .into_iter()
        .filter_map(|(player, until)| Some((player, until?)))
        .collect()
}

impl GameReads {
    /// The kept reads, with a player's own part when the viewer plays (a spectator's
    /// page shows the vacations kept with the game).
    fn from_kept(kept: &cache::SharedReads, own: Option<ViewerPart>) -> Self {
        let own = own.unwrap_or(ViewerPart {
            white_away_until: kept.white_away_until,
            black_away_until: kept.black_away_until,
            record: kept.record.clone(),
            ..ViewerPart::default()
        });
        GameReads {
            away: away_of(&kept.row, own.white_away_until, own.black_away_until),
            row: kept.row.clone(),
            moves: kept.moves.clone(),
            messages: own.messages,
            viewer_note: own.viewer_note,
            tournament: kept.tournament.clone(),
            record: own.record,
        }
    }

    /// What the cache keeps of reads made on `today` at the row's `version`.
    fn shared_part(&self, version: RowVersion, today: Date) -> cache::SharedReads {
        cache::SharedReads {
            row: self.row.clone(),
            version,
            moves: self.moves.clone(),
            white_away_until: self.away.get(&self.row.white_id).copied(),
            black_away_until: self.away.get(&self.row.black_id).copied(),
            tournament: self.tournament.clone(),
            record: self.record.clone(),
            today,
        }
    }
}

/// Reads in as few round trips as the viewer needs: the row with its players' vacations,
/// its moves and, for a player, the messages and their note in one statement (one
/// snapshot), then a tournament game's tournament.
async fn read(
    pool: &PgPool,
    id: GameId,
    viewer: Option<UserId>,
    today: Date,
) -> Result<(GameReads, RowVersion), ServiceError> {
    let viewed = store::game_views::whole(pool, id, today, viewer)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Game))?;
    let row = viewed.row;
    // Friendly games need no lookup: the row says whether the game is a tournament's.
    let tournament = match row.tournament_id {
        Some(_) => store::tournaments::game_in_tournament(pool, id).await?,
        None => None,
    };
    let own = viewed.viewer;
    let reads = GameReads {
        away: away_of(&row, own.white_away_until, own.black_away_until),
        row,
        moves: viewed.moves.into(),
        messages: own.messages,
        viewer_note: own.viewer_note,
        tournament,
        record: own.record,
    };
    Ok((reads, viewed.version))
}

/// Decides what `viewer` sees of the game in `reads`. The position is the stored FEN
/// and the move list the stored SAN: the game is replayed only for the player on move,
/// who may claim a draw by repetition (that needs every earlier position).
pub fn build(
    reads: GameReads,
    viewer: Option<UserId>,
    now: OffsetDateTime,
) -> Result<GameView, ServiceError> {
    let GameReads {
        row: g,
        moves,
        away,
        messages,
        viewer_note,
        tournament,
        record,
    } = reads;
    let position = chess::position_from_fen(&g.fen)
        .map_err(|e| ServiceError::Internal(anyhow::anyhow!("game {}: stored FEN: {e}", g.id)))?;
    let running = g.is_running();
    let is_player = viewer.is_some_and(|v| g.is_player(v));
    let my_move = running && viewer == Some(g.seats().player_on_move());
    let claim = if my_move && chess::Game::claim_possible(position.halfmoves()) {
        let ucis: Vec<&str> = moves.iter().map(|m| m.uci.as_str()).collect();
        replay(&g, &ucis)?.can_claim_draw()
    } else {
        None
    };
    let last = moves.last().and_then(|m| {
        let ply = u32::try_from(m.ply).ok()?;
        MoveMark::from_stored(ply, &m.san, &m.uci)
    });
    let side = if viewer == Some(g.black_id) {
        Color::Black
    } else {
        Color::White
    };
    Ok(GameView {
        board: position.board().clone(),
        marked: last.as_ref().map(MoveMark::squares).unwrap_or_default(),
        check: checked_king(&position),
        side,
        fen: g.fen.clone(),
        initial_fen: g.start_number.initial_fen(),
        back_rank: g.start_number.back_rank(),
        turn: position.turn(),
        pairs: move_pairs(&moves),
        last,
        on_move: g.name_of(g.seats().player_on_move()).to_owned(),
        white_away: away.get(&g.white_id).copied(),
        black_away: away.get(&g.black_id).copied(),
        is_player,
        my_move,
        claim,
        can_abort: is_player && running && g.ply < 2,
        offer_from_me: viewer.is_some() && g.draw_offer_by == viewer,
        offer_from_opponent: is_player && g.draw_offer_by.is_some() && g.draw_offer_by != viewer,
        draw_offer: g.draw_offer_by.map(|u| g.name_of(u).to_owned()),
        position,
        moves,
        messages,
        viewer_note,
        tournament,
        record,
        row: g,
        now,
    })
}

/// The square of the king in check in `position` (marked on the board), if one is.
pub(crate) fn checked_king(position: &Chess) -> Option<Square> {
    position
        .is_check()
        .then(|| position.board().king_of(position.turn()))
        .flatten()
}

impl GameView {
    /// Legal moves of the side to move while the game runs; empty afterwards. Worked out
    /// on demand: only the API and the form of the player on move list them.
    pub fn legal_moves(&self) -> Vec<LegalMove> {
        if self.row.is_running() {
            chess::legal_moves_in(&self.position)
        } else {
            Vec::new()
        }
    }
}

/// "white" or "black".
pub fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The stored moves paired by full move (White moves at odd plies, as every game starts
/// from a start position).
fn move_pairs(moves: &[MoveRow]) -> Vec<MovePair> {
    let mut pairs: Vec<MovePair> = Vec::new();
    for m in moves {
        let white = m.ply % 2 == 1;
        if white || pairs.is_empty() {
            pairs.push(MovePair {
                number: u32::try_from(m.ply + 1).unwrap_or(0) / 2,
                white: String::new(),
                black: String::new(),
            });
        }
        let pair = pairs.last_mut().expect("pushed above");
        if white {
            pair.white = m.san.clone();
        } else {
            pair.black = m.san.clone();
        }
    }
    for p in pairs.iter_mut().filter(|p| p.white.is_empty()) {
        p.white = "…".into();
    }
    pairs
}
