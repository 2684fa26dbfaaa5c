//! Player pages: a profile (`/players/{username}`: rating, record, the rating chart,
//! current and finished games, tournaments), the leaderboard with the name search
//! (`/players`), and a player's finished games as one PGN file.

use crate::web::position_stats::RecordWords;
use actix_web::{HttpResponse, web};
use askama::Template;
use futures_util::StreamExt;
use serde::Deserialize;
use shakmaty::Color;
use time::OffsetDateTime;

use crate::web::{
    AppError, AppState,
    extract::form::Query,
    middleware::rate_limit::PerAddress,
    page::{PageContext, render},
};
use crate::{
    domain::TimeZone,
    domain::{
        SingleLine, UserId,
        game_state::Verdict,
        listing::{PAGE_SIZE, Page, ResultFilter},
        rating::LEADERBOARD_ACTIVE,
        rating_chart::{self, Chart},
    },
    i18n::Lang,
    service::{Missing, ServiceError, player_archive},
    store::{
        self,
        clubs::ClubListed,
        games::GameRow,
        players::{PlayerRow, Record, TournamentPlayed},
        ratings::{HistoryPoint, signed},
    },
};

/// Rated games the chart and its table show, the latest.
const CHART_GAMES: i64 = 100;
/// Names a search lists at most.
const SEARCH_LIMIT: i64 = 50;

/// The day of a time in the viewer's zone and language, for lists and tables.
fn date(zone: &TimeZone, lang: Lang, at: OffsetDateTime) -> String {
    zone.format_date_in(lang, at)
}

/// One game in a player's lists, from the player's side.
struct PlayerGame {
    id: i64,
    opponent: String,
    /// The opponent's rating at the start, or "".
    opponent_rating: String,
    /// The message id of the player's colour (`profile-white`, `profile-black`).
    color: &'static str,
    /// `1-0`, `0-1`, `1/2-1/2` (finished games).
    result: &'static str,
    /// The message id of the outcome for the player (`profile-won`, …; "" while running).
    outcome: &'static str,
    /// The player's rating change, or "".
    diff: String,
    /// The end date (finished) or the deadline (running).
    when: String,
}

impl PlayerGame {
    fn of(g: &GameRow, player: UserId, zone: &TimeZone, lang: Lang) -> Self {
        let white = g.white_id == player;
        let r = &g.ratings;
        let (opponent, opponent_rating, diff) = if white {
            (&g.black, r.black_label(), r.white_rating_diff)
        } else {
            (&g.white, r.white_label(), r.black_rating_diff)
        };
        let side = if white { Color::White } else { Color::Black };
        let when = if g.is_running() {
            g.deadline
                .map(|d| zone.format_deadline_in(lang, d))
                .unwrap_or_default()
        } else {
            g.finished_at
                .map(|at| date(zone, lang, at))
                .unwrap_or_default()
        };
        PlayerGame {
            id: g.id.0,
            opponent: opponent.clone(),
            opponent_rating,
            color: if white {
                "profile-white"
            } else {
                "profile-black"
            },
            result: g.state.result().as_str(),
            outcome: g
                .state
                .conclusion()
                .map_or("", |c| match c.verdict_for(side) {
                    Verdict::Won => "profile-won",
                    Verdict::Draw => "profile-drawn",
                    Verdict::Lost => "profile-lost",
                    Verdict::Aborted => "profile-aborted",
                }),
            diff: signed(diff),
            when,
        }
    }
}

/// A row of the rating history table.
struct HistoryRow {
    date: String,
    game_id: i64,
    rating: i32,
    rd: i32,
}

impl HistoryRow {
    fn of(h: &HistoryPoint, zone: &TimeZone, lang: Lang) -> Self {
        HistoryRow {
            date: date(zone, lang, h.at),
            game_id: h.game_id.0,
            rating: h.rating.round() as i32,
            rd: h.rd.round() as i32,
        }
    }
}

#[derive(Template)]
#[template(path = "players/show.html")]
struct ProfilePage {
    ctx: PageContext,
    p: PlayerRow,
    /// `1662?` while provisional.
    rating: String,
    rd: i32,
    volatility: String,
    provisional: bool,
    member_since: String,
    record: Record,
    chart: Option<Chart>,
    history: Vec<HistoryRow>,
    current: Vec<PlayerGame>,
    finished: Vec<PlayerGame>,
    filter: &'static str,
    page: u32,
    pages: u32,
    tournaments: Vec<TournamentPlayed>,
    /// The clubs the player belongs to.
    clubs: Vec<ClubListed>,
    /// The visitor is this player (no "challenge" link).
    is_me: bool,
    /// The visitor blocks this player (the page offers to unblock).
    blocked: bool,
    /// Their best and worst start positions as White and as Black.
    positions: crate::web::position_stats::PlayerPositions,
}

/// The profile's query: `result` filter and `page` of the finished games.
#[derive(Deserialize)]
pub struct ProfileQuery {
    result: Option<SingleLine>,
    page: Option<SingleLine>,
}

/// `GET /players/{username}`.
pub async fn show(
    state: web::Data<AppState>,
    ctx: PageContext,
    name: web::Path<String>,
    query: Query<ProfileQuery>,
) -> Result<HttpResponse, AppError> {
    let q = query.0.accept()?;
    let filter = ResultFilter::parse(q.result.as_deref()).map_err(bad)?;
    let page = Page::parse(q.page.as_deref()).map_err(bad)?;
    let pool = &state.pool;
    let p = store::players::by_name(pool, &name)
        .await?
        .ok_or_else(no_player)?;
    let record = store::players::record(pool, p.id).await?;
    let history = store::ratings::history(pool, p.id, CHART_GAMES).await?;
    let current = store::games::running_for(pool, p.id).await?;
    let finished = store::players::finished_games(pool, p.id, filter, page).await?;
    let tournaments = store::players::tournaments(pool, p.id).await?;
    let clubs = store::clubs::of_user(pool, p.id).await?;
    let positions = crate::web::position_stats::PlayerPositions::load(&state, p.id).await?;
    let values = p.values();
    let ratings: Vec<f64> = history.iter().map(|h| h.rating).collect();
    let zone = crate::web::game::games::viewer_zone(&ctx);
    let lang = ctx.lang;
    let blocked = match &ctx.user {
        Some(u) if u.id != p.id => store::blocks::blocks(pool, u.id, p.id).await?,
        _ => false,
    };
    render(&ProfilePage {
        blocked,
        is_me: ctx.user.as_ref().is_some_and(|u| u.id == p.id),
        ctx,
        rating: values.label().to_string(),
        rd: values.shown_rd(),
        volatility: format!("{:.5}", values.volatility),
        provisional: values.is_provisional(),
        member_since: date(&zone, lang, p.created_at),
        chart: rating_chart::draw(&ratings),
        history: history
            .iter()
            .map(|h| HistoryRow::of(h, &zone, lang))
            .collect(),
        current: current
            .iter()
            .map(|g| PlayerGame::of(g, p.id, &zone, lang))
            .collect(),
        finished: finished
            .iter()
            .map(|g| PlayerGame::of(g, p.id, &zone, lang))
            .collect(),
        filter: filter.as_str(),
        page: page.number(),
        pages: Page::count(record.count(filter)),
        record,
        tournaments,
        clubs,
        positions,
        p,
    })
}

fn bad(id: &'static str) -> AppError {
    AppError::BadRequest(crate::domain::Words::new(id).into())
}

fn no_player() -> AppError {
    ServiceError::NotFound(Missing::Player).into()
}

/// A row of the leaderboard or the search results.
struct Listed {
    /// Place on the leaderboard (0 in search results).
    rank: i64,
    name: String,
    rating: String,
    rd: i32,
    last_game: String,
}

#[derive(Template)]
#[template(path = "players/list.html")]
struct ListPage {
    ctx: PageContext,
    /// The search as typed ("" for the leaderboard).
    search: String,
    rows: Vec<Listed>,
    /// Provisional players under the leaderboard (its first page only).
    provisional: Vec<Listed>,
    page: u32,
    pages: u32,
}

/// The query of a list with a search and pages (`search`, `page`): the players', the
/// clubs'.
#[derive(Deserialize)]
pub struct ListQuery {
    search: Option<SingleLine>,
    page: Option<SingleLine>,
}

impl ListQuery {
    /// The page (a bad number is a 400 with the sentence) and the search, trimmed.
    pub fn page_and_search(&self) -> Result<(Page, String), AppError> {
        let page = Page::parse(self.page.as_deref()).map_err(bad)?;
        let search = self.search.as_deref().unwrap_or("").trim().to_owned();
        Ok((page, search))
    }
}

/// `GET /players`: the leaderboard by page, or the players whose name starts with
/// `search`.
pub async fn list(
    state: web::Data<AppState>,
    ctx: PageContext,
    query: Query<ListQuery>,
) -> Result<HttpResponse, AppError> {
    let (page, search) = query.0.accept()?.page_and_search()?;
    let zone = crate::web::game::games::viewer_zone(&ctx);
    let lang = ctx.lang;
    let listed = |rank: i64, p: &PlayerRow| Listed {
        rank,
        name: p.username.clone(),
        rating: p.values().label().to_string(),
        rd: p.values().shown_rd(),
        last_game: p
            .rated_at
            .map(|at| date(&zone, lang, at))
            .unwrap_or_default(),
    };
    let since = OffsetDateTime::now_utc() - LEADERBOARD_ACTIVE;
    let provisional = if search.is_empty() && page.offset() == 0 {
        let found = store::players::provisional(&state.pool, since, PAGE_SIZE).await?;
        found.iter().map(|p| listed(0, p)).collect()
    } else {
        Vec::new()
    };
    let (rows, pages) = if search.is_empty() {
        let size = store::players::leaderboard_size(&state.pool, since).await?;
        let top = store::players::leaderboard(&state.pool, since, page.offset(), PAGE_SIZE).await?;
        let first = page.offset() + 1;
        let rows = (first..).zip(&top).map(|(n, p)| listed(n, p)).collect();
        (rows, Page::count(size))
    } else {
        let found = store::players::search(&state.pool, &search, SEARCH_LIMIT).await?;
        (found.iter().map(|p| listed(0, p)).collect(), 1)
    };
    render(&ListPage {
        ctx,
        search,
        rows,
        provisional,
        page: page.number(),
        pages,
    })
}

/// `GET /players/{username}/games.pgn`: every finished game of the player, oldest first,
/// streamed in batches (never the whole archive in memory), at most
/// `RATE_LIMIT_ARCHIVE_IP` per client address.
pub async fn games_pgn(
    req: actix_web::HttpRequest,
    state: web::Data<AppState>,
    name: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    PerAddress::Archive.check(&req, &state).await?;
    let p = store::players::by_name(&state.pool, &name)
        .await?
        .ok_or_else(no_player)?;
    let stream = player_archive::stream(state.pool.clone(), p.id, state.links.site().to_owned())
        .map(|chunk| chunk.map(web::Bytes::from));
    Ok(HttpResponse::Ok()
        .content_type("application/x-chess-pgn; charset=utf-8")
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"corrchess-{}.pgn\"", p.username),
        ))
        .streaming(stream))
}
