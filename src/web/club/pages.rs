//! The club pages: the list with the name search (`/clubs?search=…&page=N`) and a
//! club's page (`/clubs/{slug}?sort=rating|name|joined`): its description, members
//! with ratings (admins marked), the requests its admins answer, the join and leave
//! buttons, and the place of its team matches.

use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::matches_section::MatchesSection;
use crate::{
    domain::{SingleLine, Words, clubs::MemberOrder, listing::Page},
    service::{Missing, ServiceError},
    store::{
        self,
        clubs::{Club, ClubListed, MemberRow},
    },
    web::{
        AppError, AppState,
        extract::form::Query,
        page::{PageContext, render},
        player::players::ListQuery,
    },
};

fn bad(id: &'static str) -> AppError {
    AppError::BadRequest(Words::new(id).into())
}

#[derive(Template)]
#[template(path = "clubs/list.html")]
struct ListPage {
    ctx: PageContext,
    /// The search as typed ("" for all clubs).
    search: String,
    /// The search escaped for the pages' links.
    search_query: String,
    rows: Vec<ClubListed>,
    page: u32,
    pages: u32,
}

/// `GET /clubs`: every club by name (closed ones last), or those whose name holds
/// `search`, a page at a time.
pub async fn list(
    state: web::Data<AppState>,
    ctx: PageContext,
    query: Query<ListQuery>,
) -> Result<HttpResponse, AppError> {
    let (page, search) = query.0.accept()?.page_and_search()?;
    let mut db = state.pool.acquire().await?;
    let (rows, total) = store::clubs::list(&mut db, &search, page).await?;
    render(&ListPage {
        ctx,
        search_query: url::form_urlencoded::byte_serialize(search.as_bytes()).collect(),
        search,
        rows,
        page: page.number(),
        pages: Page::count(total),
    })
}

/// What the viewer is to the club, for the buttons the page offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Standing {
    Visitor,
    /// Logged in, not a member, no request waiting.
    Outsider,
    Requested,
    Member,
    Admin,
}

#[derive(Template)]
#[template(path = "clubs/show.html")]
struct ClubPage {
    ctx: PageContext,
    club: Club,
    members: Vec<MemberRow>,
    /// The requests waiting (shown to the club's admins only; empty for others).
    requests: Vec<MemberRow>,
    sort: &'static str,
    standing: Standing,
    /// The message id of the notice after an action (`?notice=…`), or "".
    notice: &'static str,
    /// The team matches and the club's record (part 2 of issue 34 fills it).
    matches: MatchesSection,
}

impl ClubPage {
    /// The orders the member list offers: the word in links and its label's id.
    fn orders(&self) -> [(&'static str, &'static str); 3] {
        MemberOrder::ALL.map(|o| {
            (
                o.as_str(),
                match o {
                    MemberOrder::Rating => crate::msg!("club-sort-rating"),
                    MemberOrder::Name => crate::msg!("club-sort-name"),
                    MemberOrder::Joined => crate::msg!("club-sort-joined"),
                },
            )
        })
    }

    /// Whether the member list is sorted by the order `word`.
    fn sorted_by(&self, word: &str) -> bool {
        self.sort == word
    }

    fn is_admin(&self) -> bool {
        self.standing == Standing::Admin
    }
}

/// The notices a club page shows after an action, by their word in `?notice=`.
const NOTICES: [(&str, &str); 9] = [
    ("founded", crate::msg!("club-notice-founded")),
    ("joined", crate::msg!("club-notice-joined")),
    ("requested", crate::msg!("club-notice-requested")),
    ("left", crate::msg!("club-notice-left")),
    ("accepted", crate::msg!("club-notice-accepted")),
    ("refused", crate::msg!("club-notice-refused")),
    ("admin", crate::msg!("club-notice-admin")),
    ("removed", crate::msg!("club-notice-removed")),
    ("closed", crate::msg!("club-notice-closed")),
];

#[derive(Deserialize)]
pub struct ClubQuery {
    sort: Option<SingleLine>,
    notice: Option<SingleLine>,
}

/// `GET /clubs/{slug}`.
pub async fn show(
    req: HttpRequest,
    state: web::Data<AppState>,
    ctx: PageContext,
    slug: web::Path<String>,
    query: Query<ClubQuery>,
) -> Result<HttpResponse, AppError> {
    // One address per club: a slug typed with capitals goes to the lower-cased one.
    if slug.bytes().any(|b| b.is_ascii_uppercase()) {
        let query = match req.query_string() {
            "" => String::new(),
            q => format!("?{q}"),
        };
        let canonical = format!("/clubs/{}{query}", slug.to_ascii_lowercase());
        return Ok(HttpResponse::PermanentRedirect()
            .insert_header(("Location", canonical))
            .finish());
    }
    let q = query.0.accept()?;
    let order = MemberOrder::parse(q.sort.as_deref()).map_err(bad)?;
    let notice = q
        .notice
        .as_deref()
        .and_then(|n| NOTICES.iter().find(|(word, _)| *word == n))
        .map_or("", |(_, id)| *id);
    let pool = &state.pool;
    let club = store::clubs::by_slug(pool, &slug)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Club))?;
    let standing = match &ctx.user {
        None => Standing::Visitor,
        Some(u) => match store::clubs::membership(pool, club.id, u.id).await? {
            Some(true) => Standing::Admin,
            Some(false) => Standing::Member,
            None if store::clubs::has_request(pool, club.id, u.id).await? => Standing::Requested,
            None => Standing::Outsider,
        },
    };
    let members = store::clubs::members(pool, club.id, order).await?;
    let requests = if standing == Standing::Admin {
        store::clubs::requests(pool, club.id).await?
    } else {
        Vec::new()
    };
    let matches = MatchesSection::load(pool, &club).await?;
    render(&ClubPage {
        ctx,
        club,
        members,
        requests,
        sort: order.as_str(),
        standing,
        notice,
        matches,
    })
}
