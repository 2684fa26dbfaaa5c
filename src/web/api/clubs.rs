//! Clubs over the API (issue 34): the list with the name search, one club with its
//! members, founding one and joining one; the same service actions as the pages.
//! Team matches (`POST /api/v1/clubs/{slug}/matches`) are `web::api` of the matches.

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::{auth::ApiUser, json::Json, problem::ApiError};
use crate::{
    domain::{MultiLine, SingleLine, clubs::MemberOrder, listing::Page},
    service::{
        Missing, ServiceError,
        clubs::{self, ClubInput, Joined},
    },
    store::{self, clubs::ClubListed},
    web::AppState,
};

/// A club in a list.
#[derive(Serialize, ToSchema)]
pub struct ClubSummary {
    /// The club's address: `/clubs/{slug}`.
    pub slug: String,
    pub name: String,
    /// `en` or `de`.
    pub language: String,
    /// Anyone may join at once (true), or by a request the admins answer.
    pub open: bool,
    /// A site administrator closed the club (no joins).
    pub closed: bool,
    /// How many members it has.
    pub members: i64,
}

impl From<ClubListed> for ClubSummary {
    fn from(c: ClubListed) -> Self {
        Self {
            slug: c.slug,
            name: c.name,
            language: c.language.code().to_owned(),
            open: c.open,
            closed: c.closed,
            members: c.members,
        }
    }
}

/// One page of clubs.
#[derive(Serialize, ToSchema)]
pub struct ClubPage {
    pub clubs: Vec<ClubSummary>,
    pub page: u32,
    pub pages: u32,
}

/// A member of a club.
#[derive(Serialize, ToSchema)]
pub struct ClubMember {
    pub username: String,
    /// The Glicko-2 rating, rounded.
    pub rating: i32,
    /// True while the rating's RD is above 110.
    pub provisional: bool,
    /// One of the club's admins.
    pub admin: bool,
}

/// A club with its members (highest rating first).
#[derive(Serialize, ToSchema)]
pub struct Club {
    pub slug: String,
    pub name: String,
    pub description: String,
    /// `en` or `de`.
    pub language: String,
    pub open: bool,
    pub closed: bool,
    pub members: Vec<ClubMember>,
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ClubsQuery {
    /// Clubs whose name holds this (any case); all clubs when left out.
    #[param(pattern = r"^[^\u0000-\u001F\u007F-\u009F]*$")]
    pub search: Option<String>,
    /// The page, 1 (the default) to 100000, 50 clubs to a page.
    #[param(minimum = 1, maximum = 100000)]
    pub page: Option<u32>,
}

/// Every club by name (closed ones last), or those whose name holds `search`.
#[utoipa::path(
    get,
    path = "/api/v1/clubs",
    operation_id = "list_clubs",
    tag = "clubs",
    params(ClubsQuery),
    responses(
        (status = 200, description = "A page of clubs", body = ClubPage),
        (status = 400, description = "`page` out of range, or `search` holds a control character"),
    )
)]
pub async fn list(
    state: web::Data<AppState>,
    _caller: ApiUser,
    query: web::Query<ClubsQuery>,
) -> Result<HttpResponse, ApiError> {
    // Checked before trimming, as the document's pattern reads it.
    let raw = query.search.as_deref().unwrap_or("");
    let search = raw.trim();
    if raw.chars().any(char::is_control) {
        return Err(ApiError::Malformed(
            "`search` may not hold control characters.".into(),
        ));
    }
    let page_text = query.page.map(|n| n.to_string());
    let page = Page::parse(page_text.as_deref())
        .map_err(|_| ApiError::Malformed("`page` must be from 1 to 100000.".into()))?;
    let mut db = state.pool.acquire().await?;
    let (rows, total) = store::clubs::list(&mut db, search, page).await?;
    Ok(HttpResponse::Ok().json(ClubPage {
        clubs: rows.into_iter().map(ClubSummary::from).collect(),
        page: page.number(),
        pages: Page::count(total),
    }))
}

/// The club at `slug` with its members.
async fn load(state: &AppState, slug: &str) -> Result<Club, ApiError> {
    let club = store::clubs::by_slug(&state.pool, slug)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Club))?;
    let members = store::clubs::members(&state.pool, club.id, MemberOrder::Rating).await?;
    Ok(Club {
        slug: club.slug,
        name: club.name,
        description: club.description,
        language: club.language.code().to_owned(),
        open: club.open,
        closed: club.closed,
        members: members
            .into_iter()
            .map(|m| ClubMember {
                username: m.username,
                rating: m.rating,
                provisional: m.provisional,
                admin: m.admin,
            })
            .collect(),
    })
}

const SLUG: &str = "The club's address (`/clubs/{slug}`)";

/// A club with its members and their ratings.
#[utoipa::path(
    get,
    path = "/api/v1/clubs/{slug}",
    operation_id = "show_club",
    tag = "clubs",
    params(("slug" = String, Path, description = SLUG)),
    responses(
        (status = 200, description = "The club", body = Club),
        (status = 404, description = "No club at this address"),
    )
)]
pub async fn show(
    state: web::Data<AppState>,
    _caller: ApiUser,
    slug: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(load(&state, &slug).await?))
}

/// A new club's fields.
#[derive(Deserialize, ToSchema)]
pub struct NewClub {
    /// 3 to 60 characters (spaces around it are trimmed), unique whatever its case.
    #[schema(value_type = String, pattern = r"^ *[^\s\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069][^\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]{1,58}[^\s\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069] *$")]
    pub name: SingleLine,
    /// 3 to 32 letters, digits and dashes (stored lower-case), unique.
    #[schema(value_type = String, pattern = r"^ *[A-Za-z0-9-]{3,32} *$")]
    pub slug: SingleLine,
    /// At most 2000 characters.
    #[serde(default)]
    #[schema(value_type = Option<String>, max_length = 2000, pattern = r"^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$")]
    pub description: MultiLine,
    /// `en`, `de`, `ru` or `da`; the caller's language when left out (or empty).
    #[serde(default)]
    #[schema(value_type = Option<String>, pattern = r"^ *([Ee][Nn]|[Dd][Ee]|[Rr][Uu]|[Dd][Aa])? *$")]
    pub language: SingleLine,
    /// Anyone may join at once (true), or by request (false, the default; also null).
    #[serde(default)]
    #[schema(value_type = Option<bool>)]
    pub open: bool,
}

/// Founds a club (verified accounts only); the caller is its first admin.
#[utoipa::path(
    post,
    path = "/api/v1/clubs",
    operation_id = "found_club",
    tag = "clubs",
    request_body = NewClub,
    responses(
        (status = 201, description = "The club", body = Club),
        (status = 403, description = "The caller's email address is not confirmed"),
        (status = 409, description = "The caller founded as many clubs as a player may (`club-limit`)"),
        (status = 422, description = "A field is not valid, or the name or slug is taken (`errors` says which)"),
    )
)]
pub async fn found(
    state: web::Data<AppState>,
    caller: ApiUser,
    body: Json<NewClub>,
) -> Result<HttpResponse, ApiError> {
    let input = ClubInput {
        name: &body.name,
        slug: &body.slug,
        description: &body.description,
        language: &body.language,
        open: body.open,
    };
    let limit = state.config.clubs_per_player;
    let slug = clubs::found(state.ctx(), &caller.user, input, limit).await?;
    Ok(HttpResponse::Created().json(load(&state, &slug).await?))
}

/// What a join did: `member` (joined at once) or `requested` (the admins answer).
#[derive(Serialize, ToSchema)]
pub struct JoinResult {
    /// `member` or `requested`.
    pub status: &'static str,
}

/// Joins a club open to all, or asks to join a club by request (its admins get a mail).
#[utoipa::path(
    post,
    path = "/api/v1/clubs/{slug}/join",
    operation_id = "join_club",
    tag = "clubs",
    params(("slug" = String, Path, description = SLUG)),
    responses(
        (status = 200, description = "Joined, or asked to", body = JoinResult),
        (status = 403, description = "The caller's email address is not confirmed"),
        (status = 404, description = "No club at this address"),
        (status = 409, description = "A member already (`already-club-member`), or the club is closed (`club-closed`)"),
    )
)]
pub async fn join(
    state: web::Data<AppState>,
    caller: ApiUser,
    slug: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let status = match clubs::join(state.ctx(), &caller.user, &slug).await? {
        Joined::Member => "member",
        Joined::Requested => "requested",
    };
    Ok(HttpResponse::Ok().json(JoinResult { status }))
}
