//! Team matches on the web: the challenge form of a club's admin, the match page, and
//! the answers, sign-ups and start posted from it.

pub mod actions;
pub mod challenge;
pub mod page;

use actix_web::web;

/// The team match routes (`/clubs/{slug}/matches…` and `/matches/{id}…`).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route(
        "/clubs/{slug}/matches/new",
        web::get().to(challenge::new_page),
    )
    .route("/clubs/{slug}/matches", web::post().to(challenge::create))
    .route("/matches/{id:\\d+}", web::get().to(page::show))
    .route("/matches/{id:\\d+}/accept", web::post().to(actions::accept))
    .route(
        "/matches/{id:\\d+}/decline",
        web::post().to(actions::decline),
    )
    .route(
        "/matches/{id:\\d+}/signup",
        web::post().to(actions::sign_up),
    )
    .route(
        "/matches/{id:\\d+}/withdraw",
        web::post().to(actions::withdraw),
    )
    .route("/matches/{id:\\d+}/start", web::post().to(actions::start));
}
