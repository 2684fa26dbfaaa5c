//! The OpenAPI 3 description of the API, generated from the handlers and JSON types.

use actix_web::HttpResponse;
use utoipa::{
    Modify, OpenApi,
    openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme},
};

use super::{
    accounts, analysis, challenges, clubs, games, players, preparations, problem, records,
    team_matches, tournaments,
};
use common_responses::CommonResponses;

mod common_responses;

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
    modifiers(&BearerAuth, &CommonResponses),
    security(("bearer_token" = [])),
    paths(
        problem::problem_doc,
        accounts::sign_up,
        accounts::create_token,
        accounts::me,
        accounts::change_me,
        challenges::list,
        challenges::create,
        challenges::accept,
        challenges::decline,
        challenges::cancel,
        games::list,
        games::show,
        games::play,
        games::resign,
        games::give_time,
        games::draw,
        games::download_pgn,
        records::show,
        analysis::show,
        analysis::request,
        analysis::position_stats,
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
        team_matches::create,
        team_matches::show,
        team_matches::accept,
        team_matches::sign_up,
        team_matches::start,
        clubs::list,
        clubs::show,
        clubs::found,
        clubs::join,
    ),
    components(schemas(
        problem::Problem,
        games::GameFilter,
        players::PlayerGameStatus,
        players::PlayerResult,
    )),
    tags(
        (name = "account", description = "Sign-up, tokens, the caller's account"),
        (name = "challenges", description = "Offering and answering games"),
        (name = "games", description = "Playing games"),
        (name = "players", description = "Profiles with ratings, a player's games, the leaderboard and the name search"),
        (name = "tournaments", description = "Round-robin tournaments: standings, games, joining and leaving"),
        (name = "clubs", description = "Clubs: the list, a club's members, founding and joining; team matches: challenges, sign-ups, boards and scores"),
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
            "/api/v1/games/{id}/give-time",
            "/api/v1/games/{id}/draw",
            "/api/v1/games/{id}/pgn",
            "/api/v1/games/{id}/record",
            "/api/v1/players",
            "/api/v1/players/{username}",
            "/api/v1/players/{username}/games",
            "/api/v1/tournaments",
            "/api/v1/tournaments/{id}",
            "/api/v1/tournaments/{id}/join",
            "/api/v1/tournaments/{id}/leave",
            "/api/v1/clubs/{slug}/matches",
            "/api/v1/matches/{id}",
            "/api/v1/matches/{id}/accept",
            "/api/v1/matches/{id}/signup",
            "/api/v1/matches/{id}/start",
            "/api/v1/clubs",
            "/api/v1/clubs/{slug}",
            "/api/v1/clubs/{slug}/join",
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

    #[test]
    fn operation_ids_are_unique() {
        let json = serde_json::to_value(ApiDoc::openapi()).unwrap();
        let mut ids = std::collections::BTreeMap::new();
        for (path, item) in json["paths"].as_object().unwrap() {
            for (method, op) in item.as_object().unwrap() {
                let id = op["operationId"]
                    .as_str()
                    .expect("every operation has an id");
                if let Some(other) = ids.insert(id.to_owned(), format!("{method} {path}")) {
                    panic!("{id} names {other} and {method} {path}");
                }
            }
        }
        assert!(ids.len() > 20, "{ids:?}");
    }

    /// Every `$ref` in `value`, recursively.
    fn refs(value: &serde_json::Value, found: &mut Vec<String>) {
        match value {
            serde_json::Value::Object(map) => {
                for (key, v) in map {
                    match (key.as_str(), v) {
                        ("$ref", serde_json::Value::String(r)) => found.push(r.clone()),
                        _ => refs(v, found),
                    }
                }
            }
            serde_json::Value::Array(items) => items.iter().for_each(|v| refs(v, found)),
            _ => {}
        }
    }

    #[test]
    fn every_reference_names_a_schema_of_the_document() {
        let json = serde_json::to_value(ApiDoc::openapi()).unwrap();
        let mut found = Vec::new();
        refs(&json, &mut found);
        assert!(found.iter().any(|r| r.ends_with("/PlayerGameStatus")));
        for r in found {
            let name = r
                .strip_prefix("#/components/schemas/")
                .unwrap_or_else(|| panic!("{r} is not a schema reference"));
            assert!(
                json["components"]["schemas"][name].is_object(),
                "{r} is not in components.schemas"
            );
        }
    }

    #[test]
    fn the_problem_type_uris_are_described() {
        let json = serde_json::to_value(ApiDoc::openapi()).unwrap();
        let op = &json["paths"]["/api/v1/problems/{slug}"]["get"];
        assert!(op["responses"]["303"].is_object(), "{op}");
        assert_eq!(op["security"], serde_json::json!([{}]));
    }
}
