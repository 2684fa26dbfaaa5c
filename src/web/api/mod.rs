//! The JSON API under `/api/v1`, for apps, bots and scripts: bearer tokens instead of
//! cookies (so no CSRF), RFC 9457 problem details for every error, an OpenAPI
//! document at `/api/v1/openapi.json`, and a page for people at `/api`. Handlers are
//! thin: parse the JSON, call one service function, serialise the answer.

pub mod accounts;
pub mod analysis;
pub mod auth;
pub mod challenges;
pub mod clubs;
pub mod docs;
pub mod game_path;
pub mod games;
pub mod json;
pub mod openapi;
pub mod players;
pub mod preparations;
pub mod problem;
pub mod records;
pub mod team_matches;
pub mod tournament_bracket;
pub mod tournament_stages;
pub mod tournaments;

use actix_web::{middleware, web};

/// Request bodies larger than this are refused with 413.
const JSON_LIMIT: usize = 16 * 1024;

/// Registers `/api` (the page) and everything under `/api/`.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/api", web::get().to(docs::page)).service(
        web::scope("/api")
            .wrap(middleware::from_fn(problem::fallback))
            .app_data(
                web::JsonConfig::default()
                    .limit(JSON_LIMIT)
                    .error_handler(problem::json_error),
            )
            .app_data(web::PathConfig::default().error_handler(problem::path_error))
            .app_data(web::QueryConfig::default().error_handler(problem::query_error))
            .service(
                web::scope("/v1")
                    .configure(v1_accounts)
                    .configure(v1_games)
                    .configure(v1_players)
                    .configure(v1_clubs)
                    // A scope's own default answers its unknown paths: without it
                    // `/api/v1/…` got the router's bare "Not Found" problem.
                    .default_service(web::to(problem::not_found)),
            )
            .default_service(web::to(problem::not_found)),
    );
}

/// `/api/v1`: the document, problem types, accounts, tokens and challenges.
fn v1_accounts(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/openapi.json").route(web::get().to(openapi::document)))
        .service(web::resource("/problems/{slug}").route(web::get().to(problem::problem_doc)))
        .service(web::resource("/accounts").route(web::post().to(accounts::sign_up)))
        .service(web::resource("/tokens").route(web::post().to(accounts::create_token)))
        .service(
            web::resource("/me")
                .route(web::get().to(accounts::me))
                .route(web::patch().to(accounts::change_me)),
        )
        .service(
            web::resource("/challenges")
                .route(web::get().to(challenges::list))
                .route(web::post().to(challenges::create)),
        )
        .service(web::resource("/challenges/{id}").route(web::delete().to(challenges::cancel)))
        .service(web::resource("/challenges/{id}/accept").route(web::post().to(challenges::accept)))
        .service(
            web::resource("/challenges/{id}/decline").route(web::post().to(challenges::decline)),
        );
}

/// `/api/v1/games`: a player's games and what they do in them.
fn v1_games(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/games").route(web::get().to(games::list)))
        .service(web::resource("/games/{id}").route(web::get().to(games::show)))
        .service(web::resource("/games/{id}/moves").route(web::post().to(games::play)))
        .service(web::resource("/games/{id}/resign").route(web::post().to(games::resign)))
        .service(web::resource("/games/{id}/give-time").route(web::post().to(games::give_time)))
        .service(web::resource("/games/{id}/draw").route(web::post().to(games::draw)))
        .service(web::resource("/games/{id}/pgn").route(web::get().to(games::download_pgn)))
        .service(web::resource("/games/{id}/record").route(web::get().to(records::show)))
        .service(
            web::resource("/games/{id}/analysis")
                .route(web::get().to(analysis::show))
                .route(web::post().to(analysis::request)),
        )
        .service(
            web::resource("/games/{id}/conditionals")
                .route(web::get().to(preparations::lines))
                .route(web::post().to(preparations::add_line)),
        )
        .service(
            web::resource("/games/{id}/conditionals/{line_id}")
                .route(web::delete().to(preparations::delete_line)),
        )
        .service(
            web::resource("/games/{id}/note")
                .route(web::get().to(preparations::note))
                .route(web::put().to(preparations::set_note)),
        );
}

/// `/api/v1`: players and tournaments.
fn v1_players(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/players").route(web::get().to(players::list)))
        .service(
            web::resource("/positions/{n}/stats").route(web::get().to(analysis::position_stats)),
        )
        .service(web::resource("/players/{username}").route(web::get().to(players::show)))
        .service(web::resource("/players/{username}/games").route(web::get().to(players::games)))
        .service(web::resource("/tournaments").route(web::get().to(tournaments::list)))
        .service(web::resource("/tournaments/{id}").route(web::get().to(tournaments::show)))
        .service(web::resource("/tournaments/{id}/join").route(web::post().to(tournaments::join)))
        .service(
            web::resource("/tournaments/{id}/leave").route(web::post().to(tournaments::leave)),
        );
    v1_team_matches(cfg);
}

/// `/api/v1`: team matches between clubs.
fn v1_team_matches(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/clubs/{slug}/matches").route(web::post().to(team_matches::create)))
        .service(web::resource("/matches/{id}").route(web::get().to(team_matches::show)))
        .service(web::resource("/matches/{id}/accept").route(web::post().to(team_matches::accept)))
        .service(web::resource("/matches/{id}/signup").route(web::post().to(team_matches::sign_up)))
        .service(web::resource("/matches/{id}/start").route(web::post().to(team_matches::start)));
}

/// `/api/v1/clubs`: clubs, their members, founding and joining (issue 34).
fn v1_clubs(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::resource("/clubs")
            .route(web::get().to(clubs::list))
            .route(web::post().to(clubs::found)),
    )
    .service(web::resource("/clubs/{slug}").route(web::get().to(clubs::show)))
    .service(web::resource("/clubs/{slug}/join").route(web::post().to(clubs::join)));
}
