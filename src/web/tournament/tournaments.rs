//! The public side of tournaments: the list, the tournament page (players, standings,
//! crosstable, games), joining and leaving, and the PGN and CSV exports.

use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use askama::Template;

use fluent_bundle::FluentArgs;
use serde::Deserialize;

use crate::web::{
    AppError, AppState,
    extract::form::Form,
    extract::session::CurrentUser,
    page::{PageContext, render, render_status, see_other},
};
use crate::{
    chess::StartNumber,
    domain::{
        SingleLine, TournamentId, clock,
        game_state::{Conclusion, GameState},
        pairings, tiebreaks,
        tournaments::TournamentStatus,
    },
    i18n::Lang,
    service::{
        ServiceError,
        tournaments::{
            registration,
            view::{self, TournamentView},
        },
    },
    store::{
        self,
        tournaments::{TournamentGame, TournamentRow},
    },
};

/// A tournament in the list.
struct Listed {
    t: TournamentRow,
    terms: String,
    deadline: String,
}

/// The format, time control, rating and vacation of `t` in words, in `lang`.
fn terms_of(t: &TournamentRow, lang: Lang) -> String {
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    let mut args = FluentArgs::with_capacity(4);
    args.set("format", t.format.describe(lang));
    args.set("tc", t.time_control.describe(lang));
    args.set("rated", yes_no(t.rated));
    args.set("vacation", yes_no(t.vacation_allowed));
    lang.format(crate::msg!("stages-terms"), &args)
}

/// A groups event's rules in words, in `lang` ("" for another format).
fn groups_rules(t: &TournamentRow, lang: Lang) -> String {
    let Some(rules) = t.groups else {
        return String::new();
    };
    let mut args = FluentArgs::with_capacity(5);
    args.set("size", rules.group_size);
    args.set("double", if rules.double { "yes" } else { "no" });
    args.set("advance", rules.advance_per_group);
    args.set("ties", rules.ties.describe(lang));
    args.set("final", rules.final_format.describe(lang));
    lang.format(crate::msg!("stages-groups-rules"), &args)
}

#[derive(Template)]
#[template(path = "tournaments/list.html")]
struct ListPage {
    ctx: PageContext,
    open: Vec<Listed>,
    running: Vec<Listed>,
    done: Vec<Listed>,
}

pub async fn list(state: web::Data<AppState>, ctx: PageContext) -> Result<HttpResponse, AppError> {
    let (mut open, mut running, mut done) = (Vec::new(), Vec::new(), Vec::new());
    let zone = crate::web::game::games::viewer_zone(&ctx);
    for t in store::tournaments::list(&state.pool).await? {
        let item = Listed {
            terms: terms_of(&t, ctx.lang),
            deadline: t
                .registration_deadline
                .map(|d| zone.format_deadline_in(ctx.lang, d))
                .unwrap_or_default(),
            t,
        };
        match item.t.status {
            TournamentStatus::Registration => open.push(item),
            TournamentStatus::Running => running.push(item),
            _ => done.push(item),
        }
    }
    render(&ListPage {
        ctx,
        open,
        running,
        done,
    })
}

/// A game in the tournament page's list (and a group page's).
pub(super) struct GameLine {
    pub id: i64,
    /// The round, or `stage.round` in a groups event.
    pub round_label: String,
    /// The group's number in a groups event, else "".
    pub group: String,
    pub white: String,
    pub black: String,
    pub start_number: StartNumber,
    pub running: bool,
    pub status: String,
    pub reason: String,
}

/// The lines of `games` for a games table, their states in `lang`.
pub(super) fn game_lines<'a>(
    games: impl Iterator<Item = &'a TournamentGame>,
    lang: Lang,
) -> Vec<GameLine> {
    games
        .map(|g| GameLine {
            id: g.game.id.0,
            round_label: match g.stage {
                Some(stage) => format!("{stage}.{}", g.round),
                None => g.round.to_string(),
            },
            group: g.group_no.map(|n| n.to_string()).unwrap_or_default(),
            white: g.game.white.clone(),
            black: g.game.black.clone(),
            start_number: g.game.start_number,
            running: g.game.is_running(),
            status: game_status(g.game.state, lang),
            reason: g.game.adjudication_reason.clone().unwrap_or_default(),
        })
        .collect()
}

#[derive(Template)]
#[template(path = "tournaments/show.html")]
struct ShowPage {
    ctx: PageContext,
    v: TournamentView,
    /// Its games' fair-play rule in words: its own, or the site's.
    fair_play: String,
    terms: String,
    status: &'static str,
    deadline: String,
    policy: String,
    rounds: usize,
    games: Vec<GameLine>,
    /// The viewer is registered or holds a seat.
    joined: bool,
    /// The entry rules in words ("" for none), and why the viewer may not join.
    entry: String,
    entry_refusal: Option<String>,
    password_required: bool,
    open: bool,
    running: bool,
    /// Enough players have registered for the organiser to start it now.
    can_start: bool,
    /// A game the organiser could adjudicate.
    any_running_game: bool,
    withdrawal_rule: &'static str,
    /// A groups event's rules in words ("" for another format).
    groups_rules: String,
    /// The viewer runs this tournament (an admin, or the organiser who created it).
    can_run: bool,
    /// The vacation days of the viewer (a player, after the start) that count here
    /// under the tournament's cap, and the cap: (3, 14).
    vacation_used: Option<(u32, u32)>,
    /// The tie-breaks in words, and whether Koya is among them (its column).
    tiebreak_order: String,
    show_koya: bool,
    /// Why the typed entry password was refused, shown by its field ("" for none).
    entry_error: String,
    /// What the viewer's last action did ("You are registered."), or "".
    notice: &'static str,
}

fn game_status(state: GameState, lang: Lang) -> String {
    match state {
        GameState::Running => lang.t("stages-game-running").into(),
        GameState::Over(Conclusion::Aborted) => lang.t("stages-game-aborted").into(),
        GameState::Over(c @ Conclusion::Decided(result, _)) => {
            format!("{result} ({})", c.describe(lang))
        }
    }
}

/// The tournament page's query: the notice after joining or leaving.
#[derive(Deserialize)]
pub struct ShowQuery {
    /// `joined` or `left`.
    done: Option<String>,
}

pub async fn show(
    state: web::Data<AppState>,
    ctx: PageContext,
    id: web::Path<TournamentId>,
    query: web::Query<ShowQuery>,
) -> Result<HttpResponse, AppError> {
    let mut page = show_page(&state, ctx, id.into_inner()).await?;
    page.notice = match query.done.as_deref() {
        Some("joined") => page.ctx.t("tournament-notice-joined"),
        Some("left") => page.ctx.t("tournament-notice-left"),
        _ => "",
    };
    render(&page)
}

/// The tournament page for the viewer in `ctx` (no error by the join form).
async fn show_page(
    state: &AppState,
    ctx: PageContext,
    id: TournamentId,
) -> Result<ShowPage, AppError> {
    let mut conn = state.pool.acquire().await?;
    let v = view::load(&mut conn, id).await?;
    let entry_refusal = match &ctx.user {
        Some(u) if v.t.status == TournamentStatus::Registration && !v.has_player(u.id) => {
            let limit = state.config.timeout_limit;
            registration::entry_refusal(&mut conn, &v.t, u.id, limit)
                .await?
                .map(|w| ctx.lang.words(&w))
        }
        _ => None,
    };
    let vacation_used = match (&ctx.user, v.t.vacation_cap()) {
        (Some(u), Some(cap)) if v.t.started_at.is_some() && v.has_player(u.id) => {
            let booked: Vec<_> = store::vacations::for_user(&mut *conn, u.id)
                .await?
                .iter()
                .map(|b| b.range())
                .collect();
            Some((clock::cap_used(&booked, cap), cap.days))
        }
        _ => None,
    };
    drop(conn);
    let lang = ctx.lang;
    let games = game_lines(v.games.iter(), lang);
    let joined = ctx.user.as_ref().is_some_and(|u| v.has_player(u.id));
    let status = v.t.status;
    // Seats after the start (a replacement keeps the count), registrations before.
    let players = if v.seats.is_empty() {
        v.players.len()
    } else {
        v.seats.len()
    };
    let open = status == TournamentStatus::Registration;
    let (engines, of) =
        crate::web::fair_play::applies(v.t.engines_allowed, state.config.engines_allowed);
    Ok(ShowPage {
        fair_play: crate::web::fair_play::sentence(lang, engines, of),
        can_start: open && v.players.len() >= usize::try_from(v.t.min_players).unwrap_or(0),
        any_running_game: games.iter().any(|g| g.running),
        terms: terms_of(&v.t, lang),
        status: status.describe(lang),
        deadline: v
            .t
            .registration_deadline
            .map(|d| crate::web::game::games::viewer_zone(&ctx).format_deadline_in(lang, d))
            .unwrap_or_default(),
        policy: v.t.policy.describe(v.t.format, lang),
        rounds: pairings::round_count(players, v.t.format),
        games,
        joined,
        entry: v.t.entry().describe(lang),
        entry_refusal,
        password_required: v.t.entry().password_required,
        open,
        running: status == TournamentStatus::Running,
        withdrawal_rule: lang.t("stages-withdrawal-rule"),
        groups_rules: groups_rules(&v.t, lang),
        vacation_used,
        tiebreak_order: crate::i18n::values::describe_order(&v.t.tiebreaks.0, lang),
        show_koya: v.t.tiebreaks.0.contains(&tiebreaks::TieBreak::Koya),
        can_run: ctx
            .user
            .as_ref()
            .is_some_and(|u| crate::service::tournaments::runs(u, &v.t)),
        entry_error: String::new(),
        notice: "",
        ctx,
        v,
    })
}

/// The join form: the entry password, when the tournament has one.
#[derive(Deserialize)]
pub struct JoinForm {
    #[serde(default)]
    entry_password: SingleLine,
}

/// `POST /tournaments/{id}/join`: a wrong entry password, or too many, show the page
/// again with the error by the password field (403, or 429 with `Retry-After`).
pub async fn join(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    id: web::Path<TournamentId>,
    form: Form<JoinForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let (form, refused) = form.into_parts();
    refused.check()?;
    let limits = &state.config.rate_limits;
    let terms = registration::JoinTerms {
        password: &form.entry_password,
        timeout_limit: state.config.timeout_limit,
        limits: registration::EntryLimits {
            per_account: limits.entry_password_per_account,
            per_tournament: limits.entry_password_per_tournament,
        },
        links: &state.links,
    };
    let refusal = match registration::join(&state.pool, &state.passwords, &user, id, terms).await {
        Ok(()) => return Ok(see_other(&format!("/tournaments/{id}?done=joined"))),
        Err(ServiceError::EntryRefused(reason)) => {
            (StatusCode::FORBIDDEN, ctx.lang.words(&reason), None)
        }
        Err(ServiceError::Limited { retry_after }) => {
            let minutes = retry_after.div_ceil(60);
            let words = ctx.lang.t1("tournament-entry-limited", "minutes", minutes);
            (StatusCode::TOO_MANY_REQUESTS, words, Some(retry_after))
        }
        Err(e) => return Err(e.into()),
    };
    let (status, words, retry_after) = refusal;
    let mut page = show_page(&state, ctx, id).await?;
    page.entry_error = words;
    let mut res = render_status(status, &page)?;
    if let Some(seconds) = retry_after {
        crate::web::page::set_retry_after(&mut res, seconds);
    }
    Ok(res)
}

pub async fn leave(
    state: web::Data<AppState>,
    _req: HttpRequest,
    CurrentUser(user): CurrentUser,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    registration::leave(&state.pool, &user, id).await?;
    Ok(see_other(&format!("/tournaments/{id}?done=left")))
}

fn file_name(t: &TournamentRow, ext: &str) -> String {
    format!(
        "attachment; filename=\"corrchess-tournament-{}.{ext}\"",
        t.id
    )
}

/// All games as one PGN file: Event = the tournament's name, Round = the round.
pub async fn download_pgn(
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    let (t, text) =
        crate::service::tournaments::pgn::export(&state.pool, id.into_inner(), state.links.site())
            .await?;
    Ok(HttpResponse::Ok()
        .content_type("application/x-chess-pgn; charset=utf-8")
        .insert_header(("Content-Disposition", file_name(&t, "pgn")))
        .body(text))
}

/// The crosstable as CSV: rank, seed, player, points, tie-breaks, then one column per
/// opponent seed.
pub async fn download_csv(
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let mut conn = state.pool.acquire().await?;
    let v = view::load(&mut conn, id).await?;
    let body = crate::service::tournaments::csv::crosstable(&v);
    Ok(HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header(("Content-Disposition", file_name(&v.t, "csv")))
        .body(body))
}

/// One group's crosstable as CSV, at `/tournaments/{id}/stages/{n}/groups/{g}.csv`.
pub async fn download_group_csv(
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32, i32)>,
) -> Result<HttpResponse, AppError> {
    let (id, stage, group) = path.into_inner();
    let mut conn = state.pool.acquire().await?;
    let v = view::load(&mut conn, id).await?;
    let Some(g) = v
        .stages
        .iter()
        .find(|s| s.number == stage)
        .and_then(|s| s.groups.iter().find(|g| g.number == group))
    else {
        return Err(AppError::NotFoundWith(
            crate::domain::Words::new("tournament-no-such-group").into(),
        ));
    };
    let body = crate::service::tournaments::csv::group(g);
    let name = format!(
        "attachment; filename=\"corrchess-tournament-{id}-stage-{stage}-group-{group}.csv\""
    );
    Ok(HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header(("Content-Disposition", name))
        .body(body))
}
