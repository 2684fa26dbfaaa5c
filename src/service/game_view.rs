//! A game as the game page and the JSON API show it: a few reads, then a
//! pure [`build`] deciding whose move it is, what may be done, and the words for clocks,
//! vacations, status and last move, so the page and the API cannot drift apart.

use std::{collections::HashMap, sync::Arc};

use shakmaty::{Board, Chess, Color, Position, Square};
use sqlx::PgPool;
use time::{Date, Duration, OffsetDateTime};

use super::{
    Missing, ServiceError,
    games::{format_deadline, replay},
};
use crate::{
    chess::{self, LegalMove, MoveMark},
    domain::Lang,
    domain::{
        GameId, UserId,
        game_state::{Conclusion, GameState},
    },
    i18n,
    store::{
        self,
        game_views::{RowVersion, ViewerPart},
        games::{GameRow, MessageRow, MoveRow},
        tournaments::GameInTournament,
    },
};

mod ply;
#[cfg(test)]
mod tests;

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
    /// The language of the view's words.
    pub lang: Lang,
    pub moves: Arc<[MoveRow]>,
    /// The pieces now, for the board.
    pub board: Board,
    /// The side the board is seen from: Black for Black's player, else White.
    pub side: Color,
    /// The squares of the last move (king and rook for castling).
    pub marked: Vec<Square>,
    /// The square of the king in check, if any.
    pub check: Option<Square>,
    /// The board's accessible title.
    pub board_title: String,
    pub fen: String,
    pub initial_fen: String,
    pub back_rank: String,
    /// The side to move.
    pub turn: Color,
    /// The position now (the stored FEN), for the legal moves.
    pub position: Chess,
    pub pairs: Vec<MovePair>,
    /// "Last move: 12...O-O (castling: …)", or "".
    pub last_move: String,
    pub status_line: String,
    /// The name of the player on move.
    pub on_move: String,
    /// The deadline in words, and the time left until it; "" without one.
    pub deadline: String,
    pub time_left: String,
    pub time_control: String,
    /// Each player's clock in words ("" once the game is over).
    pub white_clock: String,
    pub black_clock: String,
    /// "on vacation until …" per player, or "".
    pub white_vacation: String,
    pub black_vacation: String,
    /// The viewer plays this game.
    pub is_player: bool,
    /// The viewer may move now.
    pub my_move: bool,
    /// The draw the viewer may claim now, in words, or "".
    pub can_claim: String,
    pub can_abort: bool,
    pub offer_from_me: bool,
    pub offer_from_opponent: bool,
    /// The name of the player whose draw offer stands.
    pub draw_offer: Option<String>,
    pub messages: Vec<MessageRow>,
    /// The viewer's private note (players only).
    pub viewer_note: Option<String>,
    pub tournament: Option<GameInTournament>,
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
    lang: Lang,
) -> Result<GameView, ServiceError> {
    let today = now.date();
    let reads = match cache {
        None => read(pool, id, viewer, today).await?.0,
        Some(cache) => read_through(pool, cache, id, viewer, today).await?,
    };
    build(reads, viewer, now, lang)
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
            ..ViewerPart::default()
        });
        GameReads {
            away: away_of(&kept.row, own.white_away_until, own.black_away_until),
            row: kept.row.clone(),
            moves: kept.moves.clone(),
            messages: own.messages,
            viewer_note: own.viewer_note,
            tournament: kept.tournament.clone(),
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
    lang: Lang,
) -> Result<GameView, ServiceError> {
    let GameReads {
        row: g,
        moves,
        away,
        messages,
        viewer_note,
        tournament,
    } = reads;
    let position = chess::position_from_fen(&g.fen)
        .map_err(|e| ServiceError::Internal(anyhow::anyhow!("game {}: stored FEN: {e}", g.id)))?;
    let running = g.is_running();
    let is_player = viewer.is_some_and(|v| g.is_player(v));
    let my_move = running && viewer == Some(g.player_on_move());
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
    let vacation = |player: UserId| vacation_note(&g, away.get(&player).copied(), lang);
    Ok(GameView {
        board: position.board().clone(),
        marked: last.as_ref().map(MoveMark::squares).unwrap_or_default(),
        check: position
            .is_check()
            .then(|| position.board().king_of(position.turn()))
            .flatten(),
        board_title: lang.t2("game-board-title", "ply", g.ply, "side", color_name(side)),
        side,
        fen: g.fen.clone(),
        initial_fen: g.start_number.initial_fen(),
        back_rank: g.start_number.back_rank(),
        turn: position.turn(),
        pairs: move_pairs(&moves),
        last_move: last
            .as_ref()
            .map(|m| last_move_words(m, lang))
            .unwrap_or_default(),
        status_line: status_line(g.state, lang),
        on_move: g.name_of(g.player_on_move()).to_owned(),
        deadline: g.deadline.map(format_deadline).unwrap_or_default(),
        time_left: g
            .deadline
            .map(|d| time_left(d, now, lang))
            .unwrap_or_default(),
        time_control: g.time_control.describe_in(lang),
        white_clock: clock_words(&g, g.white_id, now, lang),
        black_clock: clock_words(&g, g.black_id, now, lang),
        white_vacation: vacation(g.white_id),
        black_vacation: vacation(g.black_id),
        is_player,
        my_move,
        can_claim: claim
            .map(|c| i18n::chess::draw_claim(lang, c).to_owned())
            .unwrap_or_default(),
        can_abort: is_player && running && g.ply < 2,
        offer_from_me: viewer.is_some() && g.draw_offer_by == viewer,
        offer_from_opponent: is_player && g.draw_offer_by.is_some() && g.draw_offer_by != viewer,
        draw_offer: g.draw_offer_by.map(|u| g.name_of(u).to_owned()),
        position,
        moves,
        messages,
        viewer_note,
        tournament,
        row: g,
        lang,
    })
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

fn status_line(state: GameState, lang: Lang) -> String {
    match state {
        GameState::Running => lang.t("game-running").to_owned(),
        GameState::Over(Conclusion::Aborted) => lang.t("game-aborted-no-result").to_owned(),
        GameState::Over(c @ Conclusion::Decided(result, _)) => lang.t2(
            "game-result",
            "result",
            result.to_string(),
            "how",
            c.describe_in(lang),
        ),
    }
}

/// "Last move: 12...O-O (castling: …)" in `lang`, with its piece letters.
pub(crate) fn last_move_words(m: &MoveMark, lang: Lang) -> String {
    let played = format!("{}{}", m.label(), i18n::chess::san(lang, &m.san));
    match &m.castling {
        Some(c) => lang.t2(
            "game-last-move-castling",
            "move",
            played,
            "castling",
            i18n::chess::castling(lang, c),
        ),
        None => lang.t1("game-last-move", "move", played),
    }
}

/// A span in words: "2 d 4 h", "5 h 10 min", "12 min" ("2 T 4 Std." in German).
fn span(left: Duration, lang: Lang) -> String {
    let days = left.whole_days();
    let hours = left.whole_hours() - days * 24;
    let minutes = left.whole_minutes() - left.whole_hours() * 60;
    match (days, hours) {
        (0, 0) => lang.t1("span-minutes", "minutes", minutes),
        (0, h) => lang.t2("span-hours", "hours", h, "minutes", minutes),
        (d, h) => lang.t2("span-days", "days", d, "hours", h),
    }
}

/// "2 d 4 h left", or "time is up" once the deadline has passed.
fn time_left(deadline: OffsetDateTime, now: OffsetDateTime, lang: Lang) -> String {
    let left = deadline - now;
    if left.is_negative() {
        lang.t("time-is-up").to_owned()
    } else {
        lang.t1("time-left", "span", span(left, lang))
    }
}

/// A player's clock: time left on move, or the time for their next move.
fn clock_words(g: &GameRow, player: UserId, now: OffsetDateTime, lang: Lang) -> String {
    if !g.is_running() {
        return String::new();
    }
    if g.player_on_move() == player {
        return match g.deadline {
            Some(d) => lang.t1(
                "clock-on-move",
                "span",
                span((d - now).max(Duration::ZERO), lang),
            ),
            None => String::new(),
        };
    }
    lang.t1("clock-next-move", "span", span(g.bank_of(player), lang))
}

/// The words for a player on vacation until `until` (if any) in game `g`.
pub fn vacation_note(g: &GameRow, until: Option<Date>, lang: Lang) -> String {
    match until {
        Some(end) if g.is_running() && g.vacation_allowed => {
            lang.t1("vacation-until", "end", end.to_string())
        }
        Some(end) if g.is_running() => lang.t1("vacation-until-clock-runs", "end", end.to_string()),
        _ => String::new(),
    }
}
