//! Players over the API: a profile with rating and record, a player's games by page,
//! the leaderboard and the name search; the same store reads as the player pages.

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use utoipa::{IntoParams, ToSchema};

use super::{auth::ApiUser, games::GameSummary, problem::ApiError};
use crate::{
    domain::{
        listing::{PAGE_SIZE, Page, ResultFilter},
        rating::LEADERBOARD_ACTIVE,
    },
    service::{Missing, ServiceError},
    store::{self, players::PlayerRow},
    web::AppState,
};

/// Finished games won, drawn and lost (aborted games do not count).
#[derive(Serialize, ToSchema)]
pub struct GameCounts {
    pub played: i64,
    pub won: i64,
    pub drawn: i64,
    pub lost: i64,
}

/// A player's public profile.
#[derive(Serialize, ToSchema)]
pub struct Player {
    pub username: String,
    /// The Glicko-2 rating, rounded.
    pub rating: i32,
    /// The rating deviation, rounded.
    pub rd: i32,
    /// The Glicko-2 volatility.
    pub volatility: f64,
    /// True while the RD is above 110 (pages show the rating as `1500?`).
    pub provisional: bool,
    pub games: GameCounts,
    #[serde(with = "time::serde::rfc3339")]
    pub member_since: OffsetDateTime,
}

/// A player in a list.
#[derive(Serialize, ToSchema)]
pub struct PlayerSummary {
    pub username: String,
    pub rating: i32,
    pub rd: i32,
    pub provisional: bool,
}

impl From<&PlayerRow> for PlayerSummary {
    fn from(p: &PlayerRow) -> Self {
        let v = p.values();
        Self {
            username: p.username.clone(),
            rating: v.shown(),
            rd: v.shown_rd(),
            provisional: v.is_provisional(),
        }
    }
}

const USERNAME: &str = "Username (any case)";

async fn player(state: &AppState, name: &str) -> Result<PlayerRow, ApiError> {
    store::players::by_name(&state.pool, name)
        .await?
        .ok_or_else(|| ServiceError::NotFound(Missing::Player).into())
}

/// A player's rating, record and membership.
#[utoipa::path(
    get,
    path = "/api/v1/players/{username}",
    operation_id = "show_player",
    tag = "players",
    params(("username" = String, Path, description = USERNAME)),
    responses(
        (status = 200, description = "The player", body = Player),
        (status = 404, description = "No player of that name"),
    )
)]
pub async fn show(
    state: web::Data<AppState>,
    _caller: ApiUser,
    name: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let p = player(&state, &name).await?;
    let record = store::players::record(&state.pool, p.id).await?;
    let v = p.values();
    Ok(HttpResponse::Ok().json(Player {
        rating: v.shown(),
        rd: v.shown_rd(),
        volatility: v.volatility,
        provisional: v.is_provisional(),
        games: GameCounts {
            played: record.played(),
            won: record.won(),
            drawn: record.drawn(),
            lost: record.lost(),
        },
        member_since: p.created_at,
        username: p.username,
    }))
}

/// Which of a player's games to list.
#[derive(Clone, Copy, Default, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PlayerGameStatus {
    /// Finished games (not aborted ones), newest first.
    #[default]
    Finished,
    /// Running games.
    Active,
}

/// A result from the player's side.
#[derive(Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PlayerResult {
    Won,
    Drawn,
    Lost,
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PlayerGamesQuery {
    /// `finished` (the default) or `active`.
    pub status: Option<PlayerGameStatus>,
    /// Finished games only: just those the player won, drew or lost.
    pub result: Option<PlayerResult>,
    /// Finished games only: the page, 1 (the default) to 100000, 50 games to a page.
    #[param(minimum = 1, maximum = 100000)]
    pub page: Option<u32>,
}

/// A player's games: finished ones by page (newest first), or the running ones.
#[utoipa::path(
    get,
    path = "/api/v1/players/{username}/games",
    tag = "players",
    params(("username" = String, Path, description = USERNAME), PlayerGamesQuery),
    responses(
        (status = 200, description = "Game summaries (`my_turn` is about the caller)", body = Vec<GameSummary>),
        (status = 400, description = "An unknown status or result, or a page out of range"),
        (status = 404, description = "No player of that name"),
    )
)]
pub async fn games(
    state: web::Data<AppState>,
    caller: ApiUser,
    name: web::Path<String>,
    query: web::Query<PlayerGamesQuery>,
) -> Result<HttpResponse, ApiError> {
    let page_text = query.page.map(|p| p.to_string());
    let page = Page::parse(page_text.as_deref())
        .map_err(|id| ApiError::Malformed(crate::i18n::Lang::En.t(id).into()))?;
    let filter = match query.result {
        None => ResultFilter::All,
        Some(PlayerResult::Won) => ResultFilter::Won,
        Some(PlayerResult::Drawn) => ResultFilter::Drawn,
        Some(PlayerResult::Lost) => ResultFilter::Lost,
    };
    let p = player(&state, &name).await?;
    let rows = match query.status.unwrap_or_default() {
        PlayerGameStatus::Finished => {
            store::players::finished_games(&state.pool, p.id, filter, page).await?
        }
        PlayerGameStatus::Active => store::games::running_for(&state.pool, p.id).await?,
    };
    let me = caller.user.id;
    let list: Vec<GameSummary> = rows.into_iter().map(|g| GameSummary::of(g, me)).collect();
    Ok(HttpResponse::Ok().json(list))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PlayersQuery {
    /// Players whose name starts with this (any case), by name, at most 50 (or `top`).
    #[param(pattern = r"^[^\u0000-\u001F\u007F-\u009F]*$")]
    pub search: Option<String>,
    /// The first N players of the leaderboard (established players with a rated game
    /// in the last 365 days, by rating), 1 to 100; 50 when neither is given. With
    /// `search`: at most this many of the names found.
    #[param(minimum = 1, maximum = 100)]
    pub top: Option<u32>,
}

/// The leaderboard's top players, or a search by the start of a name.
#[utoipa::path(
    get,
    path = "/api/v1/players",
    operation_id = "list_players",
    tag = "players",
    params(PlayersQuery),
    responses(
        (status = 200, description = "Players", body = Vec<PlayerSummary>),
        (status = 400, description = "`top` out of range, or `search` holds a control character"),
    )
)]
pub async fn list(
    state: web::Data<AppState>,
    _caller: ApiUser,
    query: web::Query<PlayersQuery>,
) -> Result<HttpResponse, ApiError> {
    // Checked before trimming, as the document's pattern reads it: a tab is refused
    // wherever it stands.
    if query
        .search
        .as_deref()
        .is_some_and(|s| s.chars().any(char::is_control))
    {
        return Err(ApiError::Malformed(
            "`search` may not hold control characters.".into(),
        ));
    }
    let search = query
        .search
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty());
    let n = query.top.unwrap_or(50);
    if !(1..=100).contains(&n) {
        return Err(ApiError::Malformed("`top` must be from 1 to 100.".into()));
    }
    let rows = match search {
        Some(prefix) => {
            // The document cannot say "not both"; `top` then caps the names found.
            let limit = query.top.map_or(PAGE_SIZE, |n| i64::from(n).min(PAGE_SIZE));
            store::players::search(&state.pool, prefix, limit).await?
        }
        None => {
            let since = OffsetDateTime::now_utc() - LEADERBOARD_ACTIVE;
            store::players::leaderboard(&state.pool, since, 0, i64::from(n)).await?
        }
    };
    let list: Vec<PlayerSummary> = rows.iter().map(PlayerSummary::from).collect();
    Ok(HttpResponse::Ok().json(list))
}
