//! The OpenAPI 3 description of the API, generated from the handlers and JSON types.

use actix_web::HttpResponse;
use utoipa::{
    Modify, OpenApi,
    openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme},
};

use super::{accounts, challenges, games, players, preparations, problem, tournaments};

/// The name of the bearer security scheme in the document.
pub const BEARER: &str = "bearer_token";

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            BEARER,
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some(
                        "A personal access token from the settings page or POST /api/v1/tokens.",
                    ))
                    .build(),
            ),
        );
    }
}

#[derive(OpenApi)]
#[openapi(
    info(
        title = "corrchess API",
        version = "1",
        description = "Chess960 correspondence chess for apps, bots and scripts. Errors are RFC 9457 problem details; see /api for people.",
        license(name = "AGPL-3.0-or-later", identifier = "AGPL-3.0-or-later"),
    ),
    modifiers(&BearerAuth),
    security(("bearer_token" = [])),
    paths(
        accounts::sign_up,
        accounts::create_token,
        accounts::me,
        challenges::list,
        challenges::create,
        challenges::accept,
        challenges::decline,
        challenges::cancel,
        games::list,
        games::show,
        games::play,
        games::resign,
        games::draw,
        games::download_pgn,
        preparations::lines,
        preparations::add_line,
        preparations::delete_line,
        preparations::note,
        preparations::set_note,
        players::list,
        players::show,
        players::games,
        tournaments::list,
        tournaments::show,
        tournaments::join,
        tournaments::leave,
    ),
    components(schemas(problem::Problem, games::GameFilter)),
    tags(
        (name = "account", description = "Sign-up, tokens, the caller's account"),
        (name = "challenges", description = "Offering and answering games"),
        (name = "games", description = "Playing games"),
        (name = "players", description = "Profiles with ratings, a player's games, the leaderboard and the name search"),
        (name = "tournaments", description = "Round-robin tournaments: standings, games, joining and leaving"),
    )
)]
pub struct ApiDoc;

/// `GET /api/v1/openapi.json`.
pub async fn document() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/json")
        .body(ApiDoc::openapi().to_pretty_json().unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn document_lists_every_endpoint_with_bearer_auth() {
        let doc = ApiDoc::openapi();
        let json = serde_json::to_value(&doc).unwrap();
        if std::env::var("PRINT_OPENAPI").is_ok() {
            println!("{}", doc.to_pretty_json().unwrap());
        }
        for path in [
            "/api/v1/accounts",
            "/api/v1/tokens",
            "/api/v1/me",
            "/api/v1/challenges",
            "/api/v1/challenges/{id}",
            "/api/v1/challenges/{id}/accept",
            "/api/v1/challenges/{id}/decline",
            "/api/v1/games",
            "/api/v1/games/{id}",
            "/api/v1/games/{id}/moves",
            "/api/v1/games/{id}/resign",
            "/api/v1/games/{id}/draw",
            "/api/v1/games/{id}/pgn",
            "/api/v1/players",
            "/api/v1/players/{username}",
            "/api/v1/players/{username}/games",
            "/api/v1/tournaments",
            "/api/v1/tournaments/{id}",
            "/api/v1/tournaments/{id}/join",
            "/api/v1/tournaments/{id}/leave",
        ] {
            assert!(json["paths"][path].is_object(), "{path} missing");
        }
        assert_eq!(
            json["components"]["securitySchemes"][BEARER]["scheme"],
            "bearer"
        );
        // Sign-up and token creation are open to anyone.
        assert_eq!(
            json["paths"]["/api/v1/tokens"]["post"]["security"],
            serde_json::json!([{}])
        );
    }
}
