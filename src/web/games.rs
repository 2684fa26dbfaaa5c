//! The game page, the move form and the game actions, the PGN download, and "my games".

use actix_web::{HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;
use shakmaty::{Color, Position};
use time::OffsetDateTime;

use super::{
    AppError, AppState,
    board::BoardView,
    challenges::game_error,
    form::Form,
    page::{PageContext, render, render_status, see_other},
    session::CurrentUser,
};
use crate::{
    chess,
    domain::{
        GameId, MultiLine, SingleLine,
        game_state::{Conclusion, GameState},
    },
    service::{
        GameError,
        games::{self, DrawAction, MoveOutcome, format_deadline},
        pgn,
    },
    store::{
        self,
        games::{GameRow, MessageRow},
        tournaments::GameInTournament,
    },
};

/// One full move of the move list ("12. Nf3 O-O").
pub struct MovePair {
    pub number: u32,
    pub white: String,
    pub black: String,
}

#[derive(Template)]
#[template(path = "games/show.html")]
struct GamePage {
    ctx: PageContext,
    g: GameRow,
    board: BoardView,
    back_rank: String,
    pairs: Vec<MovePair>,
    fen: String,
    turn: &'static str,
    on_move: String,
    deadline: String,
    time_left: String,
    /// The time control in words.
    time_control: String,
    /// Each player's clock in words.
    white_clock: String,
    black_clock: String,
    /// "on vacation until …" per player, or "".
    white_vacation: String,
    black_vacation: String,
    status_line: String,
    last_move: String,
    /// The viewer plays this game.
    is_player: bool,
    /// The viewer may move now.
    my_move: bool,
    legal: Vec<chess::LegalMove>,
    can_claim: String,
    can_abort: bool,
    offer_from_me: bool,
    offer_from_opponent: bool,
    messages: Vec<MessageRow>,
    /// The tournament and round of a tournament game (with any adjudication reason).
    tournament: Option<GameInTournament>,
    /// The form after a refused move: what was typed, and why it was refused.
    typed_move: String,
    typed_message: String,
    move_error: String,
    notice: String,
}

/// A span in words: "2 d 4 h", "5 h 10 min", "12 min".
fn span(left: time::Duration) -> String {
    let days = left.whole_days();
    let hours = left.whole_hours() - days * 24;
    let minutes = left.whole_minutes() - left.whole_hours() * 60;
    match (days, hours) {
        (0, 0) => format!("{minutes} min"),
        (0, h) => format!("{h} h {minutes} min"),
        (d, h) => format!("{d} d {h} h"),
    }
}

/// A player's clock: time left on move, or the time for their next move.
fn clock_words(g: &GameRow, player: crate::domain::UserId) -> String {
    if !g.is_running() {
        return String::new();
    }
    if g.player_on_move() == player {
        return match g.deadline {
            Some(d) => format!(
                "on move, {} left",
                span((d - OffsetDateTime::now_utc()).max(time::Duration::ZERO))
            ),
            None => String::new(),
        };
    }
    format!("{} for the next move", span(g.bank_of(player)))
}

async fn vacation_words(
    state: &AppState,
    g: &GameRow,
    player: crate::domain::UserId,
) -> Result<String, AppError> {
    if !g.is_running() {
        return Ok(String::new());
    }
    let today = OffsetDateTime::now_utc().date();
    let until = store::vacations::on_vacation_until(&state.pool, player, today).await?;
    Ok(vacation_note(g, until))
}

/// The words for a player on vacation until `until` (if any) in game `g`.
fn vacation_note(g: &GameRow, until: Option<time::Date>) -> String {
    match until {
        Some(end) if g.is_running() => format!(
            "on vacation until {end}{}",
            if g.vacation_allowed {
                ""
            } else {
                " (this game forbids vacation: the clock runs)"
            }
        ),
        _ => String::new(),
    }
}

fn time_left(deadline: OffsetDateTime) -> String {
    let left = deadline - OffsetDateTime::now_utc();
    if left.is_negative() {
        return "time is up".into();
    }
    let days = left.whole_days();
    let hours = left.whole_hours() - days * 24;
    let minutes = left.whole_minutes() - left.whole_hours() * 60;
    match (days, hours) {
        (0, 0) => format!("{minutes} min left"),
        (0, h) => format!("{h} h {minutes} min left"),
        (d, h) => format!("{d} d {h} h left"),
    }
}

/// Everything the page shows, for `viewer` (or an anonymous visitor).
async fn build_page(state: &AppState, ctx: PageContext, id: GameId) -> Result<GamePage, AppError> {
    // One consistent read of the row and its moves, replayed (as the API does).
    let (g, _moves, game) = games::snapshot(&state.pool, id).await.map_err(game_error)?;
    let viewer = ctx.user.as_ref().map(|u| u.id);
    let is_player = viewer.is_some_and(|v| g.is_player(v));
    let side = if viewer == Some(g.black_id) {
        Color::Black
    } else {
        Color::White
    };
    let pos = game.position();
    let last = game.last_move();
    let marked: Vec<shakmaty::Square> = last
        .map(|m| match m.castling {
            Some(c) => vec![c.king_from, c.king_to, c.rook_from, c.rook_to],
            None => vec![m.mv.from().unwrap_or(m.mv.to()), m.mv.to()],
        })
        .unwrap_or_default();
    let check = pos
        .is_check()
        .then(|| pos.board().king_of(pos.turn()))
        .flatten();
    let start = g.start_number;
    let mut board = BoardView::new(
        pos.board(),
        side,
        &marked,
        check,
        format!(
            "Position after {} half-moves, seen from {}",
            g.ply,
            if side == Color::White {
                "white"
            } else {
                "black"
            }
        ),
    );
    let my_move = g.is_running() && viewer == Some(g.player_on_move());
    board.interactive = my_move;

    let mut pairs: Vec<MovePair> = Vec::new();
    for m in game.moves() {
        if m.color == Color::White || pairs.is_empty() {
            pairs.push(MovePair {
                number: m.move_number,
                white: String::new(),
                black: String::new(),
            });
        }
        let pair = pairs.last_mut().expect("pushed above");
        if m.color == Color::White {
            pair.white = m.san.clone()
        } else {
            pair.black = m.san.clone()
        }
    }
    for p in pairs.iter_mut().filter(|p| p.white.is_empty()) {
        p.white = "…".into();
    }

    let status_line = match g.state {
        GameState::Running => "The game is running.".to_owned(),
        GameState::Over(Conclusion::Aborted) => {
            "The game was aborted; it has no result.".to_owned()
        }
        GameState::Over(c @ Conclusion::Decided(result, _)) => {
            format!("Result {result}: {}.", c.describe())
        }
    };
    let last_move = last
        .map(|m| {
            let mut s = format!("Last move: {}{}", m.label(), m.san);
            if let Some(c) = m.castling_description() {
                s.push_str(&format!(" (castling: {c})"));
            }
            s
        })
        .unwrap_or_default();
    let messages = if is_player {
        store::games::messages(&state.pool, id).await?
    } else {
        Vec::new()
    };
    // Friendly games need no lookup: the row says whether the game is a tournament's.
    let tournament = match g.tournament_id {
        Some(_) => store::tournaments::game_in_tournament(&state.pool, id).await?,
        None => None,
    };
    let can_claim = if my_move {
        game.can_claim_draw()
            .map(|c| c.describe().to_owned())
            .unwrap_or_default()
    } else {
        String::new()
    };
    Ok(GamePage {
        turn: if game.turn() == Color::White {
            "white"
        } else {
            "black"
        },
        on_move: g.name_of(g.player_on_move()).to_owned(),
        deadline: g.deadline.map(format_deadline).unwrap_or_default(),
        time_left: g.deadline.map(time_left).unwrap_or_default(),
        time_control: g.time_control.describe(),
        white_clock: clock_words(&g, g.white_id),
        black_clock: clock_words(&g, g.black_id),
        white_vacation: vacation_words(state, &g, g.white_id).await?,
        black_vacation: vacation_words(state, &g, g.black_id).await?,
        back_rank: start.back_rank(),
        fen: game.fen(),
        legal: if my_move {
            game.legal_moves()
        } else {
            Vec::new()
        },
        can_abort: is_player && g.is_running() && g.ply < 2,
        offer_from_me: viewer.is_some() && g.draw_offer_by == viewer,
        offer_from_opponent: is_player && g.draw_offer_by.is_some() && g.draw_offer_by != viewer,
        ctx,
        board,
        pairs,
        status_line,
        last_move,
        is_player,
        my_move,
        can_claim,
        messages,
        tournament,
        typed_move: String::new(),
        typed_message: String::new(),
        move_error: String::new(),
        notice: String::new(),
        g,
    })
}

#[derive(Deserialize)]
pub struct ShowQuery {
    notice: Option<String>,
}

pub async fn show(
    state: web::Data<AppState>,
    ctx: PageContext,
    id: web::Path<GameId>,
    query: web::Query<ShowQuery>,
) -> Result<HttpResponse, AppError> {
    let mut page = build_page(&state, ctx, id.into_inner()).await?;
    page.notice = match query.notice.as_deref() {
        Some("played") => match page.last_move.as_str() {
            "" => String::new(),
            m => format!("Your move is recorded. {m}."),
        },
        Some("already") => "That move was already recorded (the form was sent twice).".into(),
        Some("draw") => "Done.".into(),
        Some("offered") => "Your draw offer stands until your opponent answers or moves.".into(),
        Some("declined") => "You declined the draw offer.".into(),
        Some("resigned") => "You resigned.".into(),
        Some("aborted") => "The game is aborted.".into(),
        _ => String::new(),
    };
    render(&page)
}

#[derive(Deserialize)]
pub struct MoveForm {
    #[serde(rename = "move", default)]
    mv: SingleLine,
    #[serde(default)]
    ply: SingleLine,
    #[serde(default)]
    message: MultiLine,
}

pub async fn play(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    id: web::Path<GameId>,
    form: Form<MoveForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let (form, refusals) = form.into_parts();
    let refused = |status: StatusCode, reason: String| {
        let state = state.clone();
        let ctx = ctx.clone();
        let (typed_move, typed_message) = (form.mv.to_string(), form.message.to_string());
        async move {
            let mut page = build_page(&state, ctx, id).await?;
            page.typed_move = typed_move;
            page.typed_message = typed_message;
            page.move_error = reason;
            render_status(status, &page)
        }
    };
    if let Some(sentence) = refusals.first_sentence() {
        return refused(StatusCode::UNPROCESSABLE_ENTITY, sentence).await;
    }
    let Ok(ply) = form.ply.trim().parse::<i32>() else {
        return refused(
            StatusCode::UNPROCESSABLE_ENTITY,
            "The form is missing the position it was made in; reload the page and try again."
                .into(),
        )
        .await;
    };
    let submission = games::MoveSubmission {
        user: user.id,
        input: &form.mv,
        ply,
        message: &form.message,
    };
    match games::play_move(&state.pool, &state.config.base_url, id, submission).await {
        Ok(MoveOutcome::Played(_)) => Ok(see_other(&format!("/games/{id}?notice=played"))),
        Ok(MoveOutcome::AlreadyPlayed) => Ok(see_other(&format!("/games/{id}?notice=already"))),
        Err(GameError::IllegalMove(reason)) => refused(StatusCode::UNPROCESSABLE_ENTITY, reason).await,
        Err(GameError::Invalid(errors)) => refused(StatusCode::UNPROCESSABLE_ENTITY, errors.0.into_values().collect::<Vec<_>>().join(" ")).await,
        Err(GameError::StalePly { .. }) => refused(StatusCode::CONFLICT, "The position changed since your page was loaded: here is the current position. Your move was not played; enter it again if it still fits.".into()).await,
        Err(GameError::NotYourTurn) => refused(StatusCode::CONFLICT, "It is not your move; wait for your opponent.".into()).await,
        Err(GameError::NotRunning) => refused(StatusCode::CONFLICT, "The game is over; no more moves can be played.".into()).await,
        Err(e) => Err(game_error(e)),
    }
}

pub async fn resign(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<GameId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    games::resign(&state.pool, &state.config.base_url, id, user.id)
        .await
        .map_err(game_error)?;
    Ok(see_other(&format!("/games/{id}?notice=resigned")))
}

pub async fn abort(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<GameId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    games::abort(&state.pool, &state.config.base_url, id, user.id)
        .await
        .map_err(game_error)?;
    Ok(see_other(&format!("/games/{id}?notice=aborted")))
}

#[derive(Deserialize)]
pub struct DrawForm {
    #[serde(default)]
    action: SingleLine,
}

pub async fn draw(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<GameId>,
    form: Form<DrawForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let form = form.accept()?;
    let action = DrawAction::parse(form.action.trim()).ok_or_else(|| {
        AppError::BadRequest("The draw action must be offer, accept, decline or claim.".into())
    })?;
    if action == DrawAction::Offer {
        super::rate_limit::check_notify(&state, user.id).await?;
    }
    games::draw(&state.pool, &state.config.base_url, id, user.id, action)
        .await
        .map_err(game_error)?;
    let notice = match action {
        DrawAction::Offer => "offered",
        DrawAction::Decline => "declined",
        _ => "draw",
    };
    Ok(see_other(&format!("/games/{id}?notice={notice}")))
}

pub async fn download_pgn(
    state: web::Data<AppState>,
    id: web::Path<GameId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let (g, _moves, game) = games::snapshot(&state.pool, id).await.map_err(game_error)?;
    let text = pgn::render(&g, &game, &state.config.base_url);
    Ok(HttpResponse::Ok()
        .content_type("application/x-chess-pgn; charset=utf-8")
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"corrchess-{id}.pgn\""),
        ))
        .body(text))
}

/// A game in the "my games" list.
struct ListedGame {
    g: GameRow,
    opponent: String,
    my_color: &'static str,
    deadline: String,
    outcome: &'static str,
    /// "on vacation until …" for the opponent, or "".
    opponent_vacation: String,
}

#[derive(Template)]
#[template(path = "games/list.html")]
struct ListPage {
    ctx: PageContext,
    my_turn: Vec<ListedGame>,
    waiting: Vec<ListedGame>,
    finished: Vec<ListedGame>,
    filter: String,
}

#[derive(Deserialize)]
pub struct ListQuery {
    result: Option<String>,
}

pub async fn list(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, AppError> {
    let rows = store::games::for_player(&state.pool, user.id).await?;
    let opponents: Vec<_> = rows
        .iter()
        .filter(|g| g.is_running())
        .map(|g| g.opponent_of(user.id))
        .collect();
    let today = OffsetDateTime::now_utc().date();
    let away = store::vacations::on_vacation_until_each(&state.pool, &opponents, today).await?;
    let filter = query.result.clone().unwrap_or_default();
    let (mut my_turn, mut waiting, mut finished) = (Vec::new(), Vec::new(), Vec::new());
    for g in rows {
        let white = g.white_id == user.id;
        let side = if white { Color::White } else { Color::Black };
        let outcome = g
            .state
            .conclusion()
            .map_or("", |c| c.verdict_for(side).as_str());
        let listed = ListedGame {
            opponent: g.name_of(g.opponent_of(user.id)).to_owned(),
            my_color: if white { "white" } else { "black" },
            deadline: g.deadline.map(format_deadline).unwrap_or_default(),
            outcome,
            opponent_vacation: vacation_note(&g, away.get(&g.opponent_of(user.id)).copied()),
            g,
        };
        if listed.g.is_running() {
            if listed.g.player_on_move() == user.id {
                my_turn.push(listed)
            } else {
                waiting.push(listed)
            }
        } else if filter.is_empty() || filter == outcome {
            finished.push(listed);
        }
    }
    render(&ListPage {
        ctx,
        my_turn,
        waiting,
        finished,
        filter,
    })
}
