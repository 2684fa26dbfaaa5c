//! Clubs on the site (issue 34): the list and search (`/clubs`), the founding form
//! (`/clubs/new`, `POST /clubs`), a club's page (`/clubs/{slug}`) and the forms that
//! act on it (join, leave, the admins' answers, promotions and removals, a site
//! admin's closing with its reason). The JSON API's clubs are `web::api::clubs`.

pub mod actions;
pub mod closing;
pub mod found;
pub mod matches_section;
pub mod pages;

use actix_web::web;

use crate::domain::clubs::MemberAction;

/// The club routes (listed in docs/ROUTES.md). `/clubs/new` comes before the slug; the
/// slug `new` is reserved.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/clubs", web::get().to(pages::list))
        .route("/clubs", web::post().to(found::found))
        .route("/clubs/new", web::get().to(found::form))
        .route("/clubs/{slug}", web::get().to(pages::show))
        .route("/clubs/{slug}/join", web::post().to(actions::join))
        .route("/clubs/{slug}/leave", web::post().to(actions::leave))
        .route("/clubs/{slug}/close", web::get().to(closing::form))
        .route("/clubs/{slug}/close", web::post().to(closing::close))
        .route("/clubs/{slug}/reopen", web::post().to(actions::reopen))
        .route(
            "/clubs/{slug}/members/{username}/accept",
            web::post().to(|on| actions::on_member(on, MemberAction::Accept)),
        )
        .route(
            "/clubs/{slug}/members/{username}/refuse",
            web::post().to(|on| actions::on_member(on, MemberAction::Refuse)),
        )
        .route(
            "/clubs/{slug}/members/{username}/admin",
            web::post().to(|on| actions::on_member(on, MemberAction::MakeAdmin)),
        )
        .route(
            "/clubs/{slug}/members/{username}/remove",
            web::post().to(actions::remove),
        );
}
