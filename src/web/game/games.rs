//! The game page, the move form and the game actions, the PGN download, and "my games".

use actix_web::{HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;
use shakmaty::Color;
use time::OffsetDateTime;

use crate::domain::analysis::Mark;

use crate::web::{
    AppError, AppState,
    confirm::{self, AskIds, ConfirmForm, ask_ids},
    extract::acting::PlayerActing,
    extract::field_texts::ErrorSummary,
    extract::form::Form,
    extract::session::{CurrentUser, MaybeUser},
    game::board::BoardView,
    game::board_grid::BoardGrid,
    game::computer::Computer,
    game::page::{self as game_page, BoardData, MessageLine, MoveLine, ShownBoard},
    game::preparations::Preparations,
    page::{PageContext, render, render_status, see_other},
};
use crate::{
    chess,
    domain::{GameId, MultiLine, SingleLine, TimeZone, UserId, game_state::Verdict},
    service::{
        ServiceError,
        game_actions::{self, DrawAction},
        game_view, games,
        move_decision::MoveSubmission,
        pgn,
        play::{self, MoveOutcome},
    },
    store::{self, games::GameRow, tournaments::GameInTournament, users::User},
};

#[derive(Template)]
#[template(path = "games/show.html")]
pub struct GamePage {
    ctx: PageContext,
    g: GameRow,
    board: BoardView,
    back_rank: String,
    fen: String,
    turn: &'static str,
    on_move: String,
    deadline: String,
    /// The clocks, the status and the time control in the viewer's words.
    words: ViewWords,
    last_move: String,
    /// The move that led to the position shown, numbered ("6…O-O-O"), for the replay.
    shown_move: String,
    /// The viewer's own latest move, numbered, for the notice after a move ("" for none).
    my_last_move: String,
    is_player: bool,
    /// The viewer may move now.
    my_move: bool,
    /// Listed only inside the move form, which shows only when `my_move`.
    legal: Vec<chess::LegalMove>,
    can_abort: bool,
    offer_from_me: bool,
    offer_from_opponent: bool,
    messages: Vec<MessageLine>,
    /// The move list, each half-move linking to the position after it.
    move_lines: Vec<MoveLine>,
    /// Half-moves played so far, and those before the position shown (the same unless
    /// the page steps back through the game with `?ply=`).
    played: u32,
    shown_ply: u32,
    /// What the board script reads.
    board_data: BoardData,
    /// The game's fair-play rule in words (its tournament's, else the site's).
    fair_play: String,
    /// The give-time form is shown: the viewer plays, is not on move, gave no time in
    /// this move and no tournament forbids it.
    can_give_time: bool,
    /// The talk form after a refused message: what was typed, and why it was refused.
    talk_message: String,
    talk_error: String,
    /// The "Offer a draw" tick box was ticked on a refused move.
    typed_offer_draw: bool,
    /// The tournament and round of a tournament game (with any adjudication reason).
    tournament: Option<GameInTournament>,
    /// The form after a refused move: what was typed, and why it was refused.
    typed_move: String,
    typed_message: String,
    move_error: String,
    /// The give-time form after a refusal: the days typed, and why it was refused
    /// (at the field while a gift is possible, else beside where the form was).
    typed_days: String,
    give_time_error: String,
    /// The catalog id of the error summary's heading: a refused move is to be
    /// corrected, a move on a changed position was merely not played.
    summary_heading: &'static str,
    notice: String,
    /// After a move: the game with the nearest deadline where it is the player's move.
    next_game: Option<NextGame>,
    /// The viewer's own conditional lines and note (players only).
    pub preparations: Preparations,
    /// The computer analysis: its button, progress, graph, marks and accuracy.
    computer: Computer,
    /// The record's head in words ("entry 24, 9f3a1c…"), "" without a record.
    record_head: String,
    /// Where `record check` found the record broken, in words, or "".
    record_broken: String,
    /// The server's VAPID key when the page offers notifications (a player of a running
    /// game after their first move, issue 45), else "": the prompt's script subscribes
    /// with it.
    push_prompt_key: String,
}

/// The game view's values in the reader's words, made before the view is taken apart.
struct ViewWords {
    time_left: String,
    /// Where the pace of the player on move leads (moves in days), or "".
    forecast: String,
    /// The time control in words.
    time_control: String,
    /// Each player's clock in words.
    white_clock: String,
    black_clock: String,
    /// "on vacation until …" per player, or "".
    white_vacation: String,
    black_vacation: String,
    status_line: String,
    /// The draw the viewer may claim, in words, or "".
    can_claim: String,
}

impl ViewWords {
    fn of(v: &game_view::GameView, lang: crate::i18n::Lang, zone: &TimeZone) -> Self {
        Self {
            time_left: v.time_left(lang),
            forecast: v.forecast(lang, zone),
            time_control: v.time_control_in(lang),
            white_clock: v.white_clock(lang),
            black_clock: v.black_clock(lang),
            white_vacation: v.white_vacation(lang),
            black_vacation: v.black_vacation(lang),
            status_line: v.status_line(lang),
            can_claim: v.can_claim(lang),
        }
    }
}

/// The game as `viewer` sees it now, read through the view cache: what the page and its
/// live events both start from.
pub(super) async fn view_now(
    state: &AppState,
    id: GameId,
    viewer: Option<UserId>,
) -> Result<game_view::GameView, ServiceError> {
    let now = OffsetDateTime::now_utc();
    game_view::load(&state.pool, Some(&state.game_views), id, viewer, now).await
}

/// Everything the page shows, for the viewer in `ctx` (or an anonymous visitor), with
/// the board at the half-move `ply` asks for (the current position without one).
pub async fn page_with(
    state: &AppState,
    ctx: PageContext,
    id: GameId,
    ply: Option<&str>,
) -> Result<GamePage, AppError> {
    let viewer = ctx.user.as_ref().map(|u| u.id);
    let v = view_now(state, id, viewer).await?;
    let preparations = match viewer {
        Some(user) if v.is_player => {
            Preparations::load(state, &v.row, user, v.viewer_note.clone()).await?
        }
        _ => Preparations::default(),
    };
    // Listed only in the move form, which only the player on move sees.
    let legal = if v.my_move {
        v.legal_moves()
    } else {
        Vec::new()
    };
    let played = v.played();
    let lang = ctx.lang;
    let shown = ShownBoard::of(&v, ply, lang)?;
    let confirm = ctx.user.as_ref().is_none_or(|u| u.confirm_board_moves);
    let zone = viewer_zone(&ctx);
    let board_data = BoardData::of(&v, confirm, lang);
    let words = ViewWords::of(&v, lang, &zone);
    let my_last_move = my_last_move(&v, viewer, lang);
    let computer = Computer::load(state, &v.row, v.is_player, &v.moves, shown.ply, lang).await?;
    let can_give_time = can_give_time(state, &v).await?;
    let (engines, of) = crate::web::fair_play::applies(
        v.tournament.as_ref().and_then(|t| t.engines_allowed),
        state.config.engines_allowed,
    );
    let fair_play = crate::web::fair_play::sentence(lang, engines, of);
    let (record_head, record_broken) = record_words(&v.record, lang);
    Ok(GamePage {
        push_prompt_key: push_prompt_key(state, &v, &my_last_move),
        fair_play,
        ctx,
        board: shown.board,
        back_rank: v.back_rank,
        fen: shown.fen,
        turn: crate::i18n::chess::color(lang, v.turn),
        on_move: v.on_move,
        deadline: v
            .row
            .deadline
            .map(|d| zone.format_deadline_in(lang, d))
            .unwrap_or_default(),
        words,
        last_move: shown.last_move,
        shown_move: shown.shown_move,
        my_last_move,
        is_player: v.is_player,
        my_move: v.my_move,
        legal,
        can_abort: v.can_abort,
        offer_from_me: v.offer_from_me,
        offer_from_opponent: v.offer_from_opponent,
        messages: game_page::message_lines(v.messages, &v.moves, &zone, lang),
        move_lines: game_page::move_lines(&v.moves, &zone, lang),
        played,
        shown_ply: shown.ply,
        board_data,
        tournament: v.tournament,
        g: v.row,
        typed_move: String::new(),
        typed_message: String::new(),
        typed_offer_draw: false,
        move_error: String::new(),
        typed_days: "1".to_owned(),
        give_time_error: String::new(),
        summary_heading: ErrorSummary::CORRECT_THIS,
        can_give_time,
        talk_message: String::new(),
        talk_error: String::new(),
        notice: String::new(),
        next_game: None,
        preparations,
        computer,
        record_head,
        record_broken,
    })
}

/// The VAPID key for the page's notification prompt: offered to a player of a running
/// game after their first move (`my_last_move` names it), else "".
fn push_prompt_key(state: &AppState, v: &game_view::GameView, my_last_move: &str) -> String {
    if v.is_player && v.row.is_running() && !my_last_move.is_empty() {
        state.push_public_key.clone()
    } else {
        String::new()
    }
}

/// Whether the page offers the give-time form: to the player waiting for the opponent,
/// once per move, where gifts are allowed. One statement more only on that page.
async fn can_give_time(state: &AppState, v: &game_view::GameView) -> Result<bool, AppError> {
    if !(v.is_player && v.row.is_running() && !v.my_move) {
        return Ok(false);
    }
    let (given_ply, allowed) = store::games::gift_state(&state.pool, v.row.id).await?;
    Ok(allowed && given_ply != Some(v.row.ply))
}

/// The record's head ("entry 24, 9f3a1c…") and, when `record check` found it broken,
/// the sentence that says where; each "" when there is none.
fn record_words(
    record: &store::game_views::RecordMark,
    lang: crate::i18n::Lang,
) -> (String, String) {
    let head = record
        .head
        .as_ref()
        .map(|(seq, hash)| crate::i18n::record::head(lang, *seq, hash));
    let broken = record
        .broken_at
        .map(|n| lang.t1("game-record-broken", "entry", n.to_string()));
    (head.unwrap_or_default(), broken.unwrap_or_default())
}

/// `viewer`'s latest move in `v`, numbered and in `lang`'s letters ("12.Sf3"); "" when
/// they made none (or are no player).
fn my_last_move(
    v: &crate::service::game_view::GameView,
    viewer: Option<UserId>,
    lang: crate::domain::Lang,
) -> String {
    viewer
        .and_then(|me| v.moves.iter().rev().find(|m| m.played_by == me))
        .map(|m| {
            let ply = u32::try_from(m.ply).unwrap_or(1);
            crate::i18n::chess::numbered(lang, ply, &m.san)
        })
        .unwrap_or_default()
}

/// The zone the visitor's times are shown in (UTC for visitors without an account).
pub fn viewer_zone(ctx: &PageContext) -> TimeZone {
    ctx.user
        .as_ref()
        .map(|u| u.time_zone.clone())
        .unwrap_or_default()
}

/// The next game waiting for the player's move, as the page links it.
pub struct NextGame {
    id: GameId,
    opponent: String,
    deadline: String,
}

impl NextGame {
    /// The game other than `after` where `user` is on move with the nearest deadline,
    /// its deadline in `lang`.
    async fn load(
        state: &AppState,
        user: UserId,
        after: GameId,
        zone: &TimeZone,
        lang: crate::domain::Lang,
    ) -> Result<Option<Self>, AppError> {
        let row = store::games::next_on_move(&state.pool, user, after).await?;
        Ok(row.map(|g| NextGame {
            id: g.id,
            opponent: if g.white_id == user { g.black } else { g.white },
            deadline: g
                .deadline
                .map(|d| zone.format_deadline_in(lang, d))
                .unwrap_or_default(),
        }))
    }
}

#[derive(Deserialize)]
pub struct ShowQuery {
    notice: Option<String>,
    /// Show the position after this many half-moves (stepping back through the game).
    ply: Option<String>,
}

pub async fn show(
    state: web::Data<AppState>,
    ctx: PageContext,
    id: web::Path<GameId>,
    query: web::Query<ShowQuery>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let viewer = ctx.user.as_ref().map(|u| u.id);
    let zone = viewer_zone(&ctx);
    let mut page = page_with(&state, ctx, id, query.ply.as_deref()).await?;
    // Only after a move: the plain page keeps its statement budget.
    if let (Some(me), Some("played" | "already")) = (viewer, query.notice.as_deref()) {
        page.next_game = NextGame::load(&state, me, id, &zone, page.ctx.lang).await?;
    }
    page.notice = match query.notice.as_deref() {
        // The viewer's own latest move (a conditional reply may have followed it).
        // With the record's head after it: the player's receipt (docs/RECORD.md).
        Some("played") => match page.my_last_move.as_str() {
            "" => String::new(),
            m if page.record_head.is_empty() => {
                page.ctx.t1("game-notice-played", "move", m.to_owned())
            }
            m => format!(
                "{} {}",
                page.ctx.t1("game-notice-played", "move", m.to_owned()),
                page.ctx
                    .t1("game-record-receipt", "head", &page.record_head)
            ),
        },
        other => other
            .and_then(notice_id)
            .map(|id| page.ctx.t(id).into())
            .unwrap_or_default(),
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
    /// `on` when "Offer a draw" is ticked.
    #[serde(default)]
    offer_draw: SingleLine,
}

pub async fn play(
    on: PlayerActing<web::Path<GameId>>,
    form: Form<MoveForm>,
) -> Result<HttpResponse, AppError> {
    let (state, ctx, user, id) = on.into_parts();
    let id = id.into_inner();
    let (form, refusals) = form.into_parts();
    let refused_under = |status: StatusCode, reason: String, heading: &'static str| {
        let state = state.clone();
        let ctx = ctx.clone();
        let (typed_move, typed_message) = (form.mv.to_string(), form.message.to_string());
        let typed_offer_draw = form.offer_draw.trim() == "on";
        async move {
            let mut page = page_with(&state, ctx, id, None).await?;
            page.typed_move = typed_move;
            page.typed_message = typed_message;
            page.typed_offer_draw = typed_offer_draw;
            page.move_error = reason;
            page.summary_heading = heading;
            render_status(status, &page)
        }
    };
    let refused = |status, reason| refused_under(status, reason, ErrorSummary::CORRECT_THIS);
    if let Some(sentence) = refusals.first_sentence() {
        return refused(StatusCode::UNPROCESSABLE_ENTITY, sentence).await;
    }
    let Ok(ply) = form.ply.trim().parse::<i32>() else {
        return refused(
            StatusCode::UNPROCESSABLE_ENTITY,
            ctx.t("error-move-form-ply").to_owned(),
        )
        .await;
    };
    let submission = MoveSubmission {
        message: &form.message,
        offer_draw: form.offer_draw.trim() == "on",
        ..MoveSubmission::new(user.id, &form.mv, ply)
    };
    if submission.offer_draw {
        crate::web::middleware::rate_limit::check_notify(&state, user.id).await?;
    }
    match play::play_move(state.ctx(), id, submission).await {
        Ok(MoveOutcome::Played(_)) => Ok(see_other(&format!("/games/{id}?notice=played"))),
        Ok(MoveOutcome::AlreadyPlayed) => Ok(see_other(&format!("/games/{id}?notice=already"))),
        Ok(MoveOutcome::SentHome) => Ok(see_other(&format!("/games/{id}?notice=sent-home"))),
        Err(e @ (ServiceError::IllegalMove(_) | ServiceError::Invalid(_))) => {
            refused(
                StatusCode::UNPROCESSABLE_ENTITY,
                crate::i18n::refusal::sentence(ctx.lang, &e),
            )
            .await
        }
        // On the move form the current position is shown again, so the sentence says so.
        Err(ServiceError::StalePly { .. }) => {
            let reason = ctx.t("error-move-stale").to_owned();
            let heading = crate::msg!("game-position-changed-heading");
            refused_under(StatusCode::CONFLICT, reason, heading).await
        }
        Err(e @ (ServiceError::NotYourTurn | ServiceError::NotRunning)) => {
            refused(
                StatusCode::CONFLICT,
                crate::i18n::refusal::sentence(ctx.lang, &e),
            )
            .await
        }
        Err(e) => Err(e.into()),
    }
}

/// The resignation's confirm page.
const RESIGN: AskIds = ask_ids!("analysis-resign");

/// `POST /games/{id}/resign`: only with the tick box (`confirm` = `on`).
pub async fn resign(on: OnGame, form: Form<ConfirmForm>) -> Result<HttpResponse, AppError> {
    on_game(on, form, &RESIGN, "resign", async |state, user, id| {
        let ended = game_actions::resign(state.ctx(), id, user).await?;
        // Before both players moved a resignation aborts the game: say which happened.
        Ok(match ended {
            crate::domain::game_state::GameState::Over(
                crate::domain::game_state::Conclusion::Aborted,
            ) => "aborted",
            _ => "resigned",
        })
    })
    .await
}

/// The abort's confirm page.
const ABORT: AskIds = ask_ids!("analysis-abort");

/// `POST /games/{id}/abort`: only with the tick box (`confirm` = `on`).
pub async fn abort(on: OnGame, form: Form<ConfirmForm>) -> Result<HttpResponse, AppError> {
    on_game(on, form, &ABORT, "abort", async |state, user, id| {
        game_actions::abort(state.ctx(), id, user).await?;
        Ok("aborted")
    })
    .await
}

/// A player acting on one game.
type OnGame = PlayerActing<web::Path<GameId>>;

/// Resign and abort alike: the tick box of `ids` at `/games/{id}/{what}`, then `act`,
/// then the game page with the notice `act` names.
async fn on_game(
    on: OnGame,
    form: Form<ConfirmForm>,
    ids: &AskIds,
    what: &str,
    act: impl AsyncFnOnce(&AppState, UserId, GameId) -> Result<&'static str, ServiceError>,
) -> Result<HttpResponse, AppError> {
    let (state, ctx, user, id) = on.into_parts();
    let id = id.into_inner();
    let action = format!("/games/{id}/{what}");
    confirm::tick_box(ctx, form, ids, action, game_at(id), |_| async move {
        let notice = act(&state, user.id, id).await?;
        Ok(see_other(&format!("/games/{id}?notice={notice}")))
    })
    .await
}

/// The game page's address, where "keep it as it is" leads.
fn game_at(id: GameId) -> String {
    format!("/games/{id}")
}

/// The refusal of a draw form whose action is none of the page's buttons (a hand-made
/// request); the error page words it for the reader.
pub const DRAW_ACTION_REFUSED: &str = "error-draw-action";

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
        AppError::BadRequest(crate::domain::Words::new(DRAW_ACTION_REFUSED).into())
    })?;
    if action == DrawAction::Offer {
        crate::web::middleware::rate_limit::check_notify(&state, user.id).await?;
    }
    game_actions::draw(state.ctx(), id, user.id, action).await?;
    let notice = match action {
        DrawAction::Offer => "offered",
        DrawAction::Decline => "declined",
        DrawAction::Accept => "accepted",
        DrawAction::Claim => "claimed",
    };
    Ok(see_other(&format!("/games/{id}?notice={notice}")))
}

#[derive(Deserialize)]
pub struct GiveTimeForm {
    #[serde(default)]
    days: SingleLine,
}

/// `POST /games/{id}/give-time`: the player not on move gives the opponent `days` (1-7)
/// more days, once per move; the opponent is mailed.
///
/// A refusal is the game page again, worded in place (no bare error page): days outside
/// 1-7 (or text that is no number) with 422, the form keeping what was typed and naming
/// the error at the field; a second gift in the move, or a tournament that forbids it,
/// with 409 and the form gone.
pub async fn give_time(on: OnGame, form: Form<GiveTimeForm>) -> Result<HttpResponse, AppError> {
    let (state, ctx, user, id) = on.into_parts();
    let id = id.into_inner();
    let (form, refusals) = form.into_parts();
    let typed = form.days.to_string();
    let refused = |status: StatusCode, reason: String| {
        let (state, ctx, typed) = (state.clone(), ctx.clone(), typed.clone());
        async move {
            let mut page = page_with(&state, ctx, id, None).await?;
            page.typed_days = typed;
            page.give_time_error = reason;
            render_status(status, &page)
        }
    };
    if let Some(sentence) = refusals.first_sentence() {
        return refused(StatusCode::UNPROCESSABLE_ENTITY, sentence).await;
    }
    // Text that is no number is refused as out of range, by the same rule.
    let days = form.days.trim().parse::<u32>().unwrap_or(0);
    match crate::service::give_time::give_time(state.ctx(), id, user.id, days).await {
        Ok(_) => Ok(see_other(&format!("/games/{id}?notice=time-given"))),
        Err(
            e @ (ServiceError::Conflict(_) | ServiceError::Invalid(_) | ServiceError::NotRunning),
        ) => {
            let status = match e {
                ServiceError::Invalid(_) => StatusCode::UNPROCESSABLE_ENTITY,
                _ => StatusCode::CONFLICT,
            };
            refused(status, crate::i18n::refusal::sentence(ctx.lang, &e)).await
        }
        Err(e) => Err(e.into()),
    }
}

#[derive(Deserialize)]
pub struct PgnQuery {
    /// `1`: a player's own download with their private note as the first comment.
    notes: Option<String>,
}

pub async fn download_pgn(
    state: web::Data<AppState>,
    MaybeUser(viewer): MaybeUser,
    id: web::Path<GameId>,
    query: web::Query<PgnQuery>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let (g, _moves, game) = games::snapshot(&state.pool, id).await?;
    let note = match viewer {
        Some(user) if query.notes.as_deref() == Some("1") && g.is_player(user.id) => {
            store::notes::get(&state.pool, id, user.id).await?
        }
        _ => None,
    };
    let event = pgn::event_of(&state.pool, &g).await?;
    let analysis = crate::service::analysis::AnalysisView::done_for(&state.pool, &g).await?;
    let head = store::record::head_tag(&state.pool, id).await?;
    let extras = pgn::Extras {
        note: note.as_deref(),
        analysis: analysis.as_ref(),
        record_head: head.as_deref(),
    };
    let text = pgn::render_with(&g, &game, state.links.site(), &event, extras);
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

impl ListedGame {
    /// Game `g` from `me`'s side; `opponent_away` is the last day of the opponent's
    /// vacation today, if any.
    fn new(g: GameRow, me: &User, opponent_away: Option<time::Date>) -> Self {
        let (zone, lang, me) = (&me.time_zone, me.language.for_mail(), me.id);
        let white = g.white_id == me;
        let side = if white { Color::White } else { Color::Black };
        Self {
            opponent: g.name_of(g.seats().opponent_of(me)).to_owned(),
            my_color: if white { "white" } else { "black" },
            deadline: g
                .deadline
                .map(|d| zone.format_deadline_in(lang, d))
                .unwrap_or_default(),
            outcome: g
                .state
                .conclusion()
                .map_or("", |c| c.verdict_for(side).as_str()),
            opponent_vacation: game_page::vacation_note(&g, opponent_away, lang),
            g,
        }
    }
}

#[derive(Template)]
#[template(path = "games/list.html")]
struct ListPage {
    ctx: PageContext,
    my_turn: Vec<ListedGame>,
    waiting: Vec<ListedGame>,
    finished: Vec<ListedGame>,
    /// The result filter's word ("" for all).
    filter: &'static str,
    /// The page of finished games shown (1 for the latest).
    page: u32,
    has_newer: bool,
    has_older: bool,
    /// The mini-boards of the running games (none with `?view=list`).
    grid: Option<BoardGrid>,
}

/// Finished games per page of "my games".
const FINISHED_PER_PAGE: u32 = 50;

#[derive(Deserialize)]
pub struct ListQuery {
    result: Option<String>,
    page: Option<u32>,
    /// `list`: the text list alone, without the grid of boards.
    view: Option<String>,
}

/// "My games": every running game (mine to move first) and one page of finished ones.
pub async fn list(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, AppError> {
    // An unknown filter word shows every result rather than nothing.
    let verdict = query.result.as_deref().and_then(Verdict::parse);
    let page = query.page.unwrap_or(1).clamp(1, 100_000);
    let boards = store::game_boards::running_with_boards(&state.pool, user.id).await?;
    let now = OffsetDateTime::now_utc();
    let grid = (query.view.as_deref() != Some("list"))
        .then(|| BoardGrid::new(&boards, user.id, ctx.lang, now));
    let running: Vec<GameRow> = boards.into_iter().map(|b| b.game).collect();
    let offset = i64::from((page - 1) * FINISHED_PER_PAGE);
    // One more than a page, to know whether an older page exists.
    let limit = i64::from(FINISHED_PER_PAGE) + 1;
    let mut finished =
        store::games::finished_for_player(&state.pool, user.id, verdict, None, offset, limit)
            .await?;
    let has_older = finished.len() > FINISHED_PER_PAGE as usize;
    finished.truncate(FINISHED_PER_PAGE as usize);
    let opponents: Vec<_> = running
        .iter()
        .map(|g| g.seats().opponent_of(user.id))
        .collect();
    let today = now.date();
    let away = store::vacations::on_vacation_until_each(&state.pool, &opponents, today).await?;
    let listed = |g: GameRow| {
        let opponent = g.seats().opponent_of(user.id);
        ListedGame::new(g, &user, away.get(&opponent).copied())
    };
    let (my_turn, waiting): (Vec<_>, Vec<_>) = running
        .into_iter()
        .map(listed)
        .partition(|l| l.g.seats().player_on_move() == user.id);
    render(&ListPage {
        ctx,
        my_turn,
        waiting,
        finished: finished.into_iter().map(listed).collect(),
        filter: verdict.map_or("", Verdict::as_str),
        page,
        has_newer: page > 1,
        has_older,
        grid,
    })
}

/// The game page again after a refused message (422): the typed text kept in the talk
/// form with the reason beside it.
pub(super) async fn talk_refused(
    state: &AppState,
    ctx: PageContext,
    id: GameId,
    typed: String,
    reason: String,
) -> Result<HttpResponse, AppError> {
    let mut page = page_with(state, ctx, id, None).await?;
    page.talk_message = typed;
    page.talk_error = reason;
    render_status(StatusCode::UNPROCESSABLE_ENTITY, &page)
}

/// The catalog id of the notice `?notice=` names after an action (but `played`, whose
/// notice names the move); `None` for any other word.
fn notice_id(notice: &str) -> Option<&'static str> {
    Some(match notice {
        "already" => crate::msg!("game-notice-already"),
        "draw" => crate::msg!("game-notice-drawn"),
        "accepted" => crate::msg!("game-notice-draw-accepted"),
        "claimed" => crate::msg!("game-notice-draw-claimed"),
        "line-saved" => crate::msg!("game-notice-line-saved"),
        "line-deleted" => crate::msg!("game-notice-line-deleted"),
        "note-saved" => crate::msg!("game-notice-note-saved"),
        "offered" => crate::msg!("game-my-draw-offer"),
        "declined" => crate::msg!("game-notice-declined"),
        "resigned" => crate::msg!("game-notice-resigned"),
        "aborted" => crate::msg!("game-notice-aborted"),
        "message" => crate::msg!("game-notice-message"),
        "time-given" => crate::msg!("game-notice-time-given"),
        "sent-home" => crate::msg!("federation-notice-sent-home"),
        _ => return None,
    })
}
