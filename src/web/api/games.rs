//! Games over the API: state, moves, resignation, draws and PGN, through the same
//! service functions as the game page.

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use shakmaty::Color;
use time::{Duration, OffsetDateTime};
use utoipa::{IntoParams, ToSchema};

use super::{
    auth::ApiUser,
    game_path::{GAME_ID, GamePath, NO_SUCH_GAME, NOT_A_NUMBER},
    json::Json,
    problem::ApiError,
};
use crate::{
    domain::{GameId, SingleLine, UserId, clock::TimeControl},
    i18n::Lang,
    service::{
        game_actions::{self, DrawAction},
        game_view::{self, GameView},
        games,
        move_decision::MoveSubmission,
        pgn,
        play::{self, AfterMove, MoveOutcome},
    },
    store::{
        self,
        games::{GameRow, MoveRow},
    },
    web::AppState,
};

/// A move as stored.
#[derive(Clone, Serialize, ToSchema)]
pub struct MoveView {
    /// 1 for White's first move.
    pub ply: i32,
    /// Standard algebraic notation with check sign, e.g. `Nf3`, `O-O`, `Qxf7#`.
    pub san: String,
    /// Coordinates, castling as the king moving onto its rook (`g1h1`).
    pub uci: String,
    #[serde(with = "time::serde::rfc3339")]
    pub played_at: OffsetDateTime,
}

impl From<&MoveRow> for MoveView {
    fn from(m: &MoveRow) -> Self {
        Self {
            ply: m.ply,
            san: m.san.clone(),
            uci: m.uci.clone(),
            played_at: m.played_at,
        }
    }
}

/// A legal move in the current position.
#[derive(Serialize, ToSchema)]
pub struct LegalMoveView {
    pub san: String,
    /// Castling as king onto rook.
    pub uci: String,
}

/// A side.
#[derive(Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    White,
    Black,
}

/// A game's full state.
#[derive(Serialize, ToSchema)]
pub struct Game {
    pub id: i64,
    /// White's username.
    pub white: String,
    /// Black's username.
    pub black: String,
    /// Scharnagl number of the start position, 0-959 (518 = classical).
    pub start_number: i16,
    /// White's back rank at the start, e.g. `RNBQKBNR`.
    pub back_rank: String,
    pub initial_fen: String,
    /// The current position.
    pub fen: String,
    /// Half-moves played so far: send this as `ply` with the next move.
    pub ply: i32,
    pub days_per_move: i32,
    /// The time control in words, e.g. `3 days per move` or
    /// `30 days + 1 day per move, at most 40 days` (the object's `description`).
    pub time_control_text: String,
    /// Whether clocks stand still while a player is on vacation.
    pub vacation_allowed: bool,
    pub rated: bool,
    pub moves: Vec<MoveView>,
    /// Legal moves of the side to move while the game runs; empty afterwards.
    pub legal_moves: Vec<LegalMoveView>,
    /// The side to move.
    pub turn: Side,
    /// `running`, `finished` or `aborted`.
    pub status: String,
    /// `1-0`, `0-1`, `1/2-1/2`, or `*` while running (and when aborted).
    pub result: String,
    /// How the game ended (`checkmate`, `stalemate`, `insufficient_material`,
    /// `fivefold_repetition`, `seventy_five_moves`, `resignation`, `draw_agreement`,
    /// `threefold_repetition`, `fifty_moves`, `time_forfeit`, `aborted`, `adjudication`,
    /// `forfeit`); null while running.
    pub termination: Option<String>,
    /// When the side to move runs out of time (RFC 3339); null once the game is over.
    #[serde(with = "time::serde::rfc3339::option")]
    pub deadline: Option<OffsetDateTime>,
    /// Username of the player whose draw offer stands, if any.
    pub draw_offer: Option<String>,
    /// The tournament this game belongs to (see `/api/v1/tournaments/{id}`), or null.
    pub tournament_id: Option<i64>,
    /// The game's round in that tournament, or null.
    pub round: Option<i32>,
    /// White's rating when the game started (null for games from before ratings).
    pub white_rating: Option<i32>,
    /// Black's rating when the game started.
    pub black_rating: Option<i32>,
    /// White's rating change, once a rated game ended; null before and for unrated games.
    pub white_rating_diff: Option<i32>,
    /// Black's rating change, once a rated game ended.
    pub black_rating_diff: Option<i32>,
    /// The time control with every field of its kind, and the silence rule.
    pub time_control: super::tournaments::TimeControlView,
    /// Both clocks as the time control keeps them.
    pub clock: ClockView,
}

/// Both players' clocks.
#[derive(Serialize, ToSchema)]
pub struct ClockView {
    /// Whole days on White's clock when their current or next turn began (for moves in
    /// days the days left in the period, carried days included).
    pub white_days_left: i64,
    /// The same for Black.
    pub black_days_left: i64,
    /// Moves in days: the moves the player on move has left in their period, this one
    /// included; null for the other kinds and once the game is over.
    pub moves_to_next_period: Option<u32>,
    /// When the side to move runs out of time (the earlier of the clock's and the
    /// silence rule's), RFC 3339; null once the game is over.
    #[serde(with = "time::serde::rfc3339::option")]
    pub deadline: Option<OffsetDateTime>,
    /// When the silence rule ends the turn: equal to `deadline` when it comes first,
    /// otherwise after it (vacations beyond `deadline` not counted); null without a
    /// silence rule and once the game is over.
    #[serde(with = "time::serde::rfc3339::option")]
    pub silence_deadline: Option<OffsetDateTime>,
}

impl ClockView {
    /// The clocks of a stored game.
    fn of(row: &GameRow) -> Self {
        let on_move = row.seats().player_on_move();
        let running = row.is_running();
        let bank = row.seats().bank_of(on_move);
        let moves_to_next_period = match row.time_control {
            TimeControl::MovesInDays(p) if running => {
                Some(p.moves_to_next_period(row.seats().moves_made_by(on_move)))
            }
            _ => None,
        };
        let silence_deadline = match (row.max_silence_days, row.deadline) {
            (Some(days), Some(deadline)) if running => {
                Some(if row.time_control.silence_comes_first(bank, Some(days)) {
                    deadline
                } else {
                    // Both walks share the vacations up to the clock's deadline.
                    deadline - row.time_control.turn_allowance(bank) + Duration::days(days.into())
                })
            }
            _ => None,
        };
        Self {
            white_days_left: row.seats().bank_of(row.white_id).whole_days(),
            black_days_left: row.seats().bank_of(row.black_id).whole_days(),
            moves_to_next_period,
            deadline: row.deadline.filter(|_| running),
            silence_deadline,
        }
    }
}

impl Game {
    /// The API's words for a game view: the same decisions as the game page.
    fn from_view(v: GameView) -> Self {
        let legal_moves = v.legal_moves();
        let row = v.row;
        Self {
            id: row.id.0,
            start_number: row.start_number.into(),
            back_rank: v.back_rank,
            initial_fen: v.initial_fen,
            fen: v.fen,
            ply: v.moves.len() as i32,
            days_per_move: row.time_control.days() as i32,
            time_control_text: row.time_control.describe(Lang::En),
            vacation_allowed: row.vacation_allowed,
            rated: row.rated,
            moves: v.moves.iter().map(MoveView::from).collect(),
            legal_moves: legal_moves
                .into_iter()
                .map(|m| LegalMoveView {
                    san: m.san,
                    uci: m.uci,
                })
                .collect(),
            turn: Side::from(v.turn),
            status: row.state.status().to_string(),
            result: row.state.result().to_string(),
            termination: row.state.termination().map(str::to_owned),
            deadline: row.deadline,
            draw_offer: v.draw_offer,
            tournament_id: row.tournament_id.map(|t| t.0),
            round: row.round,
            white_rating: row.ratings.white_rating,
            black_rating: row.ratings.black_rating,
            white_rating_diff: row.ratings.white_rating_diff,
            black_rating_diff: row.ratings.black_rating_diff,
            time_control: super::tournaments::TimeControlView::of(
                &row.time_control,
                row.max_silence_days,
            ),
            clock: ClockView::of(&row),
            white: row.white,
            black: row.black,
        }
    }
}

impl From<Color> for Side {
    fn from(c: Color) -> Self {
        match c {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

/// The game as anyone sees it (games are public; messages are not in the API).
async fn load(state: &AppState, id: GameId) -> Result<GameView, ApiError> {
    Ok(game_view::load(&state.pool, None, id, None, OffsetDateTime::now_utc()).await?)
}

/// A game in a list.
#[derive(Serialize, ToSchema)]
pub struct GameSummary {
    pub id: i64,
    pub white: String,
    pub black: String,
    pub start_number: i16,
    pub ply: i32,
    pub fen: String,
    pub turn: Side,
    pub status: String,
    pub result: String,
    pub termination: Option<String>,
    #[serde(with = "time::serde::rfc3339::option")]
    pub deadline: Option<OffsetDateTime>,
    pub draw_offer: Option<String>,
    /// Whether the caller is to move in this running game.
    pub my_turn: bool,
}

impl GameSummary {
    /// Game `g` as lists show it, `my_turn` for `caller`.
    pub fn of(g: GameRow, caller: UserId) -> Self {
        GameSummary {
            my_turn: g.is_running() && g.seats().player_on_move() == caller,
            id: g.id.0,
            start_number: g.start_number.into(),
            ply: g.ply,
            turn: if g.ply % 2 == 0 {
                Side::White
            } else {
                Side::Black
            },
            draw_offer: g.draw_offer_by.map(|u| g.name_of(u).to_owned()),
            white: g.white,
            black: g.black,
            fen: g.fen,
            status: g.state.status().to_string(),
            result: g.state.result().to_string(),
            termination: g.state.termination().map(str::to_owned),
            deadline: g.deadline,
        }
    }
}

/// Which of the caller's games to list.
#[derive(Clone, Copy, Deserialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum GameFilter {
    /// Running games in which it is the caller's move.
    MyTurn,
    /// All running games.
    Active,
    /// Finished and aborted games.
    Finished,
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GameListQuery {
    /// Leave out for all of the caller's games.
    pub status: Option<GameFilter>,
}

/// The caller's games: running ones first (by deadline), then finished ones.
#[utoipa::path(
    get,
    path = "/api/v1/games",
    operation_id = "list_games",
    tag = "games",
    params(GameListQuery),
    responses(
        (status = 200, description = "The caller's games", body = Vec<GameSummary>),
        (status = 400, description = "Unknown status filter"),
    )
)]
pub async fn list(
    state: web::Data<AppState>,
    caller: ApiUser,
    query: web::Query<GameListQuery>,
) -> Result<HttpResponse, ApiError> {
    let me = caller.user.id;
    let rows = store::games::for_player(&state.pool, me).await?;
    let list: Vec<GameSummary> = rows
        .into_iter()
        .filter(|g| {
            let my_turn = g.is_running() && g.seats().player_on_move() == me;
            match query.status {
                None => true,
                Some(GameFilter::MyTurn) => my_turn,
                Some(GameFilter::Active) => g.is_running(),
                Some(GameFilter::Finished) => !g.is_running(),
            }
        })
        .map(|g| GameSummary::of(g, me))
        .collect();
    Ok(HttpResponse::Ok().json(list))
}

/// A game's full state (any game; games are public).
#[utoipa::path(
    get,
    path = "/api/v1/games/{id}",
    operation_id = "show_game",
    tag = "games",
    params(("id" = i64, Path, description = GAME_ID)),
    responses(
        (status = 200, description = "The game", body = Game),
        (status = 400, description = NOT_A_NUMBER),
        (status = 404, description = NO_SUCH_GAME),
    )
)]
pub async fn show(
    state: web::Data<AppState>,
    GamePath(id): GamePath,
) -> Result<HttpResponse, ApiError> {
    let view = load(&state, id).await?;
    Ok(HttpResponse::Ok().json(Game::from_view(view)))
}

/// A move to play.
#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"move": "Nf3", "ply": 0}))]
pub struct MoveRequest {
    /// SAN (`Nf3`, `O-O`, `e8=Q`), coordinates (`g1f3`, `e7e8q`) or castling as the
    /// king onto its rook (`g1h1`).
    #[serde(rename = "move")]
    #[schema(value_type = String, pattern = r"^[^\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*$")]
    pub mv: SingleLine,
    /// The number of half-moves already played in the position the move was chosen in.
    pub ply: i32,
}

/// What a move submission did, and the game afterwards.
#[derive(Serialize, ToSchema)]
pub struct MoveResult {
    /// The move as stored.
    #[serde(rename = "move")]
    pub mv: MoveView,
    /// True when this very move had been played already at this ply (a repeated request).
    pub already_played: bool,
    /// The move's entry in the game's verifiable record (null for a repeated request).
    pub record: Option<RecordReceipt>,
    pub game: Game,
}

/// A move's entry in the game's verifiable record: the receipt of the move
/// (docs/RECORD.md; the whole record at `GET /api/v1/games/{id}/record`).
#[derive(Serialize, ToSchema)]
pub struct RecordReceipt {
    /// The entry's number (`seq`).
    pub entry: i32,
    /// The entry's hash: hex SHA-256 of its RFC 8785 bytes.
    pub hash: String,
}

/// Plays a move. The same move sent again at the same `ply` answers 200 with
/// `already_played: true` instead of playing twice.
#[utoipa::path(
    post,
    path = "/api/v1/games/{id}/moves",
    tag = "games",
    params(("id" = i64, Path, description = GAME_ID)),
    request_body = MoveRequest,
    responses(
        (status = 201, description = "The move was played", body = MoveResult),
        (status = 202, description = "A game played on another server: the move is checked here and sent to its home (`{\"sent_home\": true}`; docs/FEDERATION.md)"),
        (status = 200, description = "This move had already been played at this ply", body = MoveResult),
        (status = 400, description = "Malformed JSON or id"),
        (status = 403, description = "The caller does not play this game"),
        (status = 404, description = NO_SUCH_GAME),
        (status = 409, description = "Not the caller's move, the game is over, or `ply` is stale"),
        (status = 422, description = "Illegal or unreadable move (`detail` says why), or invalid input"),
    )
)]
pub async fn play(
    state: web::Data<AppState>,
    caller: ApiUser,
    id: web::Path<GameId>,
    body: Json<MoveRequest>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let submission = MoveSubmission::new(caller.user.id, &body.mv, body.ply);
    let (status, view, record) = match play::play_move(state.ctx(), id, submission).await? {
        MoveOutcome::Played(after) => {
            let AfterMove { reads, receipt } = *after;
            let view = game_view::build(reads, None, OffsetDateTime::now_utc())?;
            let record = RecordReceipt {
                entry: receipt.seq,
                hash: receipt.hash,
            };
            (actix_web::http::StatusCode::CREATED, view, Some(record))
        }
        MoveOutcome::AlreadyPlayed => (
            actix_web::http::StatusCode::OK,
            load(&state, id).await?,
            None,
        ),
        // A mirror game: checked here, sent to its home (docs/FEDERATION.md "Mirrors").
        MoveOutcome::SentHome => {
            return Ok(HttpResponse::Accepted().json(serde_json::json!({"sent_home": true})));
        }
    };
    // The move stored at the submitted ply: this one, or the one a repeated request found.
    let stored_at = body.ply + 1;
    let mv = view
        .moves
        .iter()
        .find(|m| m.ply == stored_at)
        .map(MoveView::from)
        .ok_or_else(|| {
            ApiError::Internal(anyhow::anyhow!("game {id}: move {stored_at} missing"))
        })?;
    Ok(HttpResponse::build(status).json(MoveResult {
        mv,
        already_played: status == actix_web::http::StatusCode::OK,
        record,
        game: Game::from_view(view),
    }))
}

/// Resigns the game: the opponent wins.
#[utoipa::path(
    post,
    path = "/api/v1/games/{id}/resign",
    tag = "games",
    params(("id" = i64, Path, description = GAME_ID)),
    responses(
        (status = 200, description = "The finished game", body = Game),
        (status = 400, description = NOT_A_NUMBER),
        (status = 403, description = "The caller does not play this game"),
        (status = 404, description = NO_SUCH_GAME),
        (status = 409, description = "The game is over"),
    )
)]
pub async fn resign(
    state: web::Data<AppState>,
    caller: ApiUser,
    id: web::Path<GameId>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    game_actions::resign(state.ctx(), id, caller.user.id).await?;
    Ok(HttpResponse::Ok().json(Game::from_view(load(&state, id).await?)))
}

/// A gift of time.
#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"days": 2}))]
pub struct GiveTimeRequest {
    /// Days to give the opponent, 1 to 7.
    #[schema(minimum = 1, maximum = 7)]
    pub days: i64,
}

/// Gives the opponent (on move) 1 to 7 more days, once per move.
///
/// The opponent is mailed. Refused in tournament games unless the organisers allow it.
#[utoipa::path(
    post,
    path = "/api/v1/games/{id}/give-time",
    tag = "games",
    params(("id" = i64, Path, description = GAME_ID)),
    request_body = GiveTimeRequest,
    responses(
        (status = 200, description = "The game with the opponent's new deadline", body = Game),
        (status = 400, description = "Malformed JSON or id"),
        (status = 403, description = "The caller does not play this game"),
        (status = 404, description = NO_SUCH_GAME),
        (status = 409, description = "The game is over, the caller is on move, time was given already this move, or the tournament does not allow it"),
        (status = 422, description = "`days` is not 1 to 7"),
    )
)]
pub async fn give_time(
    state: web::Data<AppState>,
    caller: ApiUser,
    id: web::Path<GameId>,
    body: Json<GiveTimeRequest>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let days = u32::try_from(body.days).unwrap_or(0);
    crate::service::give_time::give_time(state.ctx(), id, caller.user.id, days).await?;
    Ok(HttpResponse::Ok().json(Game::from_view(load(&state, id).await?)))
}

/// A draw action.
#[derive(Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum DrawActionRequest {
    /// Offer a draw; it stands until the opponent answers or moves.
    Offer,
    /// Accept the opponent's offer: the game is drawn.
    Accept,
    /// Decline the opponent's offer.
    Decline,
    /// Claim a draw by threefold repetition or the 50-move rule (on your move).
    Claim,
}

#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"action": "offer"}))]
pub struct DrawRequest {
    pub action: DrawActionRequest,
}

/// What a draw action did.
#[derive(Serialize, ToSchema)]
pub struct DrawResult {
    /// The outcome in words.
    pub message: String,
    pub game: Game,
}

/// Offers, accepts, declines or claims a draw.
#[utoipa::path(
    post,
    path = "/api/v1/games/{id}/draw",
    tag = "games",
    params(("id" = i64, Path, description = GAME_ID)),
    request_body = DrawRequest,
    responses(
        (status = 200, description = "Done", body = DrawResult),
        (status = 400, description = "Malformed JSON or id, or an unknown action"),
        (status = 403, description = "The caller does not play this game"),
        (status = 404, description = NO_SUCH_GAME),
        (status = 409, description = "The game is over, or the action does not fit (no offer to accept, nothing to claim, ...)"),
    )
)]
pub async fn draw(
    state: web::Data<AppState>,
    caller: ApiUser,
    id: web::Path<GameId>,
    body: Json<DrawRequest>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let action = match body.action {
        DrawActionRequest::Offer => DrawAction::Offer,
        DrawActionRequest::Accept => DrawAction::Accept,
        DrawActionRequest::Decline => DrawAction::Decline,
        DrawActionRequest::Claim => DrawAction::Claim,
    };
    if action == DrawAction::Offer
        && let Err(retry_after) =
            crate::web::middleware::rate_limit::notify_hit(&state, caller.user.id).await?
    {
        return Err(ApiError::RateLimited { retry_after });
    }
    let step = game_actions::draw(state.ctx(), id, caller.user.id, action).await?;
    Ok(HttpResponse::Ok().json(DrawResult {
        message: draw_message(step).to_owned(),
        game: Game::from_view(load(&state, id).await?),
    }))
}

/// The game as PGN (with the Chess960 `Variant`, `SetUp` and `FEN` tags).
#[utoipa::path(
    get,
    path = "/api/v1/games/{id}/pgn",
    tag = "games",
    params(("id" = i64, Path, description = GAME_ID)),
    responses(
        (status = 200, description = "PGN text", body = String, content_type = "application/x-chess-pgn"),
        (status = 400, description = NOT_A_NUMBER),
        (status = 404, description = NO_SUCH_GAME),
    )
)]
pub async fn download_pgn(
    state: web::Data<AppState>,
    GamePath(id): GamePath,
) -> Result<HttpResponse, ApiError> {
    let (row, _, game) = games::snapshot(&state.pool, id).await?;
    let event = pgn::event_of(&state.pool, &row).await?;
    let analysis = crate::service::analysis::AnalysisView::done_for(&state.pool, &row).await?;
    let head = store::record::head_tag(&state.pool, id).await?;
    let extras = pgn::Extras {
        note: None,
        analysis: analysis.as_ref(),
        record_head: head.as_deref(),
    };
    Ok(HttpResponse::Ok()
        .content_type("application/x-chess-pgn; charset=utf-8")
        .body(pgn::render_with(
            &row,
            &game,
            state.links.site(),
            &event,
            extras,
        )))
}
/// What a draw step did, in the API's English.
fn draw_message(step: crate::service::draw_decision::DrawStep) -> &'static str {
    use crate::{
        domain::game_state::{Conclusion, Ending},
        service::draw_decision::DrawStep,
    };
    match step {
        DrawStep::Offer => "Your draw offer stands until your opponent answers or moves.",
        DrawStep::Decline => "You declined the draw offer.",
        DrawStep::End(Conclusion::Decided(_, Ending::DrawAgreed)) => {
            "The game is drawn by agreement."
        }
        DrawStep::End(_) => "The draw is claimed and the game is over.",
    }
}

#[cfg(test)]
mod draw_message_tests {
    use super::draw_message;
    use crate::{
        chess::{DrawClaim, GameResult},
        domain::game_state::{Conclusion, Ending},
        service::draw_decision::DrawStep,
    };

    #[test]
    fn each_draw_step_has_its_sentence() {
        let agreed = DrawStep::End(Conclusion::Decided(GameResult::Draw, Ending::DrawAgreed));
        assert_eq!(draw_message(agreed), "The game is drawn by agreement.");
        let claimed = DrawStep::End(Conclusion::Decided(
            GameResult::Draw,
            Ending::DrawClaimed(DrawClaim::FiftyMoveRule),
        ));
        assert_eq!(
            draw_message(claimed),
            "The draw is claimed and the game is over."
        );
        assert!(draw_message(DrawStep::Offer).starts_with("Your draw offer stands"));
        assert_eq!(
            draw_message(DrawStep::Decline),
            "You declined the draw offer."
        );
    }
}
