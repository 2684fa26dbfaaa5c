//! `GET /api`: the API described for people, inside the site layout. The endpoint
//! list comes from the OpenAPI document and the problem list from [`ProblemType`], so
//! the page cannot drift from the code.

use actix_web::{HttpResponse, web};
use askama::Template;
use utoipa::OpenApi;

use super::{openapi::ApiDoc, problem::ProblemType};
use crate::{
    i18n::Lang,
    msg,
    web::{
        AppError, AppState,
        page::{PageContext, render},
    },
};

/// One endpoint row.
pub struct Endpoint {
    pub method: &'static str,
    pub path: String,
    pub summary: String,
    pub needs_token: bool,
}

/// One problem type row.
pub struct ProblemRow {
    pub slug: &'static str,
    pub uri: String,
    pub status: u16,
    pub title: &'static str,
    pub explanation: &'static str,
}

#[derive(Template)]
#[template(path = "api.html")]
struct ApiPage {
    ctx: PageContext,
    base_url: String,
    endpoints: Vec<Endpoint>,
    problems: Vec<ProblemRow>,
}

/// The endpoints of the OpenAPI document, in its path order.
pub fn endpoints() -> Vec<Endpoint> {
    let doc = ApiDoc::openapi();
    let mut list = Vec::new();
    for (path, item) in doc.paths.paths {
        for (method, op) in [
            ("GET", item.get),
            ("POST", item.post),
            ("PUT", item.put),
            ("DELETE", item.delete),
        ] {
            let Some(op) = op else { continue };
            // `security(())` on an operation marks it as open to anyone.
            let needs_token = op.security.is_none();
            list.push(Endpoint {
                method,
                path: path.clone(),
                summary: op.summary.unwrap_or_default(),
                needs_token,
            });
        }
    }
    list
}

/// The catalog id of an endpoint's description (the whole doc comment; the OpenAPI
/// summary is its first line), or `None` for an endpoint the catalogs do not know.
fn summary_id(method: &str, path: &str) -> Option<&'static str> {
    Some(match (method, path) {
        ("POST", "/api/v1/accounts") => msg!("api-ep-post-accounts"),
        ("GET", "/api/v1/challenges") => msg!("api-ep-get-challenges"),
        ("POST", "/api/v1/challenges") => msg!("api-ep-post-challenges"),
        ("DELETE", "/api/v1/challenges/{id}") => msg!("api-ep-delete-challenge"),
        ("POST", "/api/v1/challenges/{id}/accept") => msg!("api-ep-accept-challenge"),
        ("POST", "/api/v1/challenges/{id}/decline") => msg!("api-ep-decline-challenge"),
        ("GET", "/api/v1/games") => msg!("api-ep-get-games"),
        ("GET", "/api/v1/games/{id}") => msg!("api-ep-get-game"),
        ("GET", "/api/v1/games/{id}/conditionals") => msg!("api-ep-get-conditionals"),
        ("POST", "/api/v1/games/{id}/conditionals") => msg!("api-ep-post-conditional"),
        ("DELETE", "/api/v1/games/{id}/conditionals/{line_id}") => {
            msg!("api-ep-delete-conditional")
        }
        ("POST", "/api/v1/games/{id}/draw") => msg!("api-ep-draw"),
        ("POST", "/api/v1/games/{id}/moves") => msg!("api-ep-move"),
        ("GET", "/api/v1/games/{id}/note") => msg!("api-ep-get-note"),
        ("PUT", "/api/v1/games/{id}/note") => msg!("api-ep-put-note"),
        ("GET", "/api/v1/games/{id}/pgn") => msg!("api-ep-pgn"),
        ("GET", "/api/v1/games/{id}/record") => msg!("api-ep-record"),
        ("GET", "/api/v1/games/{id}/analysis") => msg!("api-ep-get-analysis"),
        ("POST", "/api/v1/games/{id}/analysis") => msg!("api-ep-post-analysis"),
        ("GET", "/api/v1/positions/{n}/stats") => msg!("api-ep-position-stats"),
        ("POST", "/api/v1/games/{id}/resign") => msg!("api-ep-resign"),
        ("POST", "/api/v1/games/{id}/give-time") => msg!("api-ep-give-time"),
        ("GET", "/api/v1/me") => msg!("api-ep-me"),
        ("GET", "/api/v1/players") => msg!("api-ep-players"),
        ("GET", "/api/v1/players/{username}") => msg!("api-ep-player"),
        ("GET", "/api/v1/players/{username}/games") => msg!("api-ep-player-games"),
        ("POST", "/api/v1/tokens") => msg!("api-ep-tokens"),
        ("GET", "/api/v1/tournaments") => msg!("api-ep-tournaments"),
        ("GET", "/api/v1/tournaments/{id}") => msg!("api-ep-tournament"),
        ("POST", "/api/v1/tournaments/{id}/join") => msg!("api-ep-join"),
        ("POST", "/api/v1/tournaments/{id}/leave") => msg!("api-ep-leave"),
        ("GET", "/api/v1/problems/{slug}") => msg!("api-ep-problem"),
        ("POST", "/api/v1/clubs/{slug}/matches") => msg!("api-ep-post-team-match"),
        ("GET", "/api/v1/matches/{id}") => msg!("api-ep-team-match"),
        ("POST", "/api/v1/matches/{id}/accept") => msg!("api-ep-accept-team-match"),
        ("POST", "/api/v1/matches/{id}/signup") => msg!("api-ep-sign-up-team-match"),
        ("POST", "/api/v1/matches/{id}/start") => msg!("api-ep-start-team-match"),
        ("GET", "/api/v1/clubs") => msg!("api-ep-get-clubs"),
        ("POST", "/api/v1/clubs") => msg!("api-ep-post-clubs"),
        ("GET", "/api/v1/clubs/{slug}") => msg!("api-ep-get-club"),
        ("POST", "/api/v1/clubs/{slug}/join") => msg!("api-ep-join-club"),
        _ => return None,
    })
}

/// The catalog id of a problem type's explanation.
fn explanation_id(kind: ProblemType) -> &'static str {
    match kind {
        ProblemType::MalformedRequest => msg!("api-problem-malformed-request"),
        ProblemType::Unauthorized => msg!("api-problem-unauthorized"),
        ProblemType::InvalidCredentials => msg!("api-problem-invalid-credentials"),
        ProblemType::NotAPlayer => msg!("api-problem-not-a-player"),
        ProblemType::Unverified => msg!("api-problem-email-unverified"),
        ProblemType::RatingOutOfRange => msg!("api-problem-rating-out-of-range"),
        ProblemType::EntryRefused => msg!("api-problem-entry-refused"),
        ProblemType::AdminOnly => msg!("api-problem-admin-only"),
        ProblemType::NotFound => msg!("api-problem-not-found"),
        ProblemType::MethodNotAllowed => msg!("api-problem-method-not-allowed"),
        ProblemType::NotYourTurn => msg!("api-problem-not-your-turn"),
        ProblemType::GameNotRunning => msg!("api-problem-game-not-running"),
        ProblemType::GameStillRunning => msg!("api-problem-game-still-running"),
        ProblemType::StalePly => msg!("api-problem-stale-ply"),
        ProblemType::ActionRefused => msg!("api-problem-action-refused"),
        ProblemType::PayloadTooLarge => msg!("api-problem-payload-too-large"),
        ProblemType::RequestTimeout => msg!("api-problem-request-timeout"),
        ProblemType::IllegalMove => msg!("api-problem-illegal-move"),
        ProblemType::ValidationFailed => msg!("api-problem-validation-failed"),
        ProblemType::RateLimited => msg!("api-problem-rate-limited"),
        ProblemType::InternalError => msg!("api-problem-internal-error"),
        ProblemType::Busy => msg!("api-problem-busy"),
        ProblemType::ClubLimit => msg!("api-problem-club-limit"),
        ProblemType::NotClubAdmin => msg!("api-problem-not-club-admin"),
        ProblemType::NotClubMember => msg!("api-problem-not-club-member"),
        ProblemType::ClubClosed => msg!("api-problem-club-closed"),
        ProblemType::LastClubAdmin => msg!("api-problem-last-club-admin"),
        ProblemType::AlreadyClubMember => msg!("api-problem-already-club-member"),
        ProblemType::NoJoinRequest => msg!("api-problem-no-join-request"),
    }
}

/// The endpoints and problem types described in `lang` (the routes, types and titles
/// are the API's and stay as they are).
fn described(lang: Lang) -> (Vec<Endpoint>, Vec<ProblemRow>) {
    let mut list = endpoints();
    for e in &mut list {
        if let Some(id) = summary_id(e.method, &e.path) {
            e.summary = lang.t(id).to_owned();
        }
    }
    let problems = ProblemType::ALL
        .into_iter()
        .map(|k| ProblemRow {
            slug: k.slug(),
            uri: k.uri(),
            status: k.status().as_u16(),
            title: k.title(),
            explanation: lang.t(explanation_id(k)),
        })
        .collect();
    (list, problems)
}

pub async fn page(ctx: PageContext, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let (endpoints, problems) = described(ctx.lang);
    render(&ApiPage {
        ctx,
        base_url: state.config.base_url.clone(),
        endpoints,
        problems,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_endpoint_and_problem_is_described_in_the_catalogs_as_in_the_code() {
        for e in endpoints() {
            let id = summary_id(e.method, &e.path)
                .unwrap_or_else(|| panic!("{} {} has no catalog description", e.method, e.path));
            let words = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
            assert_eq!(
                Lang::En.t(id),
                words(&e.summary),
                "{id}: the catalog and the doc comment differ"
            );
            assert!(!Lang::De.t(id).is_empty(), "{id}");
        }
        for k in ProblemType::ALL {
            let id = explanation_id(k);
            assert_eq!(Lang::En.t(id), k.explanation(), "{id}");
            assert_ne!(Lang::De.t(id), k.explanation(), "{id}");
        }
    }
}
