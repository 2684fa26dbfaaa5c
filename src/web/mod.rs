//! HTTP: routes, extractors, pages. Handlers are thin: parse the input, call one
//! service or store function, render.

pub mod account;
pub mod admin;
pub mod api;
pub mod assets;
pub mod club;
pub mod confirm;
pub mod error;
pub mod error_onward;
pub mod error_pages;
pub mod extract;
pub mod fair_play;
pub mod federation;
pub mod game;
pub mod health;
pub mod home;
pub mod middleware;
pub mod page;
pub mod player;
pub mod position_stats;
pub mod positions;
pub mod rules;
pub mod rules_examples;
pub mod settings;
pub mod state;
pub mod team_match;
pub mod tournament;
pub mod xfcc;

pub use error::AppError;
pub use state::AppState;

use actix_web::web;
// The routes below name each handler by its module.
use self::{
    account::api_tokens, account::auth, account::deletion as account_deletion,
    account::email_verification, account::export, account::password_reset, account::unsubscribe,
    admin::audit as admin_audit, admin::reports as admin_reports, admin::users as admin_users,
    extract::language, game::challenges, game::dice, game::games, game::messages as game_messages,
    game::preparations, game::rematch, player::players, player::safety as player_safety,
    settings::board as board_settings, settings::clock as clock_settings,
    settings::zone as time_zone_settings, tournament::groups as tournament_groups,
    tournament::tournaments,
};

/// Every route of the site (listed in docs/ROUTES.md).
pub fn routes(cfg: &mut web::ServiceConfig) {
    api::configure(cfg);
    xfcc::configure(cfg);
    federation::configure(cfg);
    cfg.route("/", web::get().to(home::index))
        .route("/language", web::post().to(language::switch))
        .route("/healthz", web::get().to(health::live))
        .route("/readyz", web::get().to(health::ready))
        .route("/static/{name}", web::get().to(assets::serve))
        .route("/favicon.ico", web::get().to(assets::favicon))
        .route("/manifest.webmanifest", web::get().to(assets::manifest))
        .route("/admin", web::get().to(admin::index))
        .route(
            "/admin/users/{id}/delete",
            web::post().to(admin::delete_user),
        )
        .route(
            "/admin/users/{id}/organizer",
            web::post().to(admin::grant_organizer),
        )
        .route(
            "/admin/users/{id}/organizer/revoke",
            web::post().to(admin::revoke_organizer),
        )
        .route("/positions", web::get().to(positions::list))
        // The fixed names must come before the number.
        .route("/positions/random", web::get().to(positions::random))
        .route("/positions/dice", web::get().to(dice::page))
        .route("/positions/stats", web::get().to(position_stats::table))
        .route("/positions/{number}", web::get().to(positions::show))
        .route("/rules", web::get().to(rules::page))
        .route("/players", web::get().to(players::list))
        .route(
            "/players/{username}/games.pgn",
            web::get().to(players::games_pgn),
        )
        .route("/players/{username}", web::get().to(players::show));
    moderation_routes(cfg);
    account_routes(cfg);
    settings_routes(cfg);
    play_routes(cfg);
    tournament_routes(cfg);
    team_match::routes(cfg);
    club::configure(cfg);
}

/// Admins' accounts, reports and audit log; players' blocks and reports.
fn moderation_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin/audit", web::get().to(admin_audit::page))
        .route("/admin/users", web::get().to(admin_users::search))
        .route("/admin/users/{id:\\d+}", web::get().to(admin_users::show))
        .route(
            "/admin/users/{id:\\d+}/suspend",
            web::post().to(admin_users::suspend),
        )
        .route(
            "/admin/users/{id:\\d+}/unsuspend",
            web::post().to(admin_users::unsuspend),
        )
        .route(
            "/admin/users/{id:\\d+}/password-reset",
            web::post().to(admin_users::send_password_reset),
        )
        .route("/admin/reports", web::get().to(admin_reports::page))
        .route(
            "/admin/reports/{id:\\d+}/close",
            web::post().to(admin_reports::close),
        )
        .route(
            "/players/{username}/block",
            web::post().to(player_safety::block),
        )
        .route(
            "/players/{username}/unblock",
            web::post().to(player_safety::unblock),
        )
        .route(
            "/players/{username}/report",
            web::get().to(player_safety::report_page),
        )
        .route(
            "/players/{username}/report",
            web::post().to(player_safety::report),
        );
}

/// Sign-up, log-in and out, address confirmation and password reset.
fn account_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/signup", web::get().to(auth::signup_page))
        .route("/signup", web::post().to(auth::signup))
        .route("/welcome", web::get().to(auth::welcome))
        .route("/login", web::get().to(auth::login_page))
        .route("/login", web::post().to(auth::login))
        .route("/logout", web::post().to(auth::logout))
        .route("/verify-email", web::get().to(email_verification::verify))
        .route(
            "/verify-email/resend",
            web::post().to(email_verification::resend),
        )
        .route(
            "/password-reset",
            web::get().to(password_reset::request_page),
        )
        .route("/password-reset", web::post().to(password_reset::request))
        .route(
            "/password-reset/confirm",
            web::get().to(password_reset::confirm_page),
        )
        .route(
            "/password-reset/confirm",
            web::post().to(password_reset::confirm),
        );
}

/// The settings page's forms, the calendar feed and API tokens.
fn settings_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/settings", web::get().to(settings::page))
        .route(
            "/settings/password",
            web::post().to(settings::change_password),
        )
        .route("/settings/export", web::get().to(export::download))
        .route("/settings/delete", web::get().to(account_deletion::page))
        .route("/settings/delete", web::post().to(account_deletion::delete))
        .route("/settings/email", web::post().to(settings::change_email))
        .route("/settings/mail", web::post().to(settings::change_mail))
        .route("/settings/board", web::post().to(board_settings::change))
        .route(
            "/settings/auto-vacation",
            web::post().to(board_settings::change_auto_vacation),
        )
        .route(
            "/settings/time-zone",
            web::post().to(time_zone_settings::change),
        )
        .route(
            "/settings/language",
            web::post().to(language::change_setting),
        )
        .route("/settings/vacations", web::post().to(clock_settings::book))
        .route(
            "/settings/vacations/{id}/cancel",
            web::post().to(clock_settings::cancel),
        )
        .route(
            "/settings/calendar",
            web::post().to(clock_settings::regenerate_calendar),
        )
        .route("/calendar/{file}", web::get().to(clock_settings::feed))
        // unsubscribe::PATH, which the CSRF check exempts.
        .route("/unsubscribe", web::get().to(unsubscribe::page))
        .route("/unsubscribe", web::post().to(unsubscribe::confirm))
        .route("/settings/tokens", web::post().to(api_tokens::create))
        .route(
            "/settings/tokens/created",
            web::get().to(api_tokens::created),
        )
        .route(
            "/settings/tokens/{id}/revoke",
            web::post().to(api_tokens::revoke),
        );
    push_routes(cfg);
}

/// Notifications on the phone: the subscription and the service worker.
fn push_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/settings/push", web::post().to(settings::push::subscribe))
        .route(
            "/settings/push/delete",
            web::post().to(settings::push::unsubscribe),
        )
        .route("/sw.js", web::get().to(settings::push::service_worker));
}

/// Challenges and games.
fn play_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/challenges", web::get().to(challenges::list))
        .route("/challenges", web::post().to(challenges::create))
        .route("/challenges/new", web::get().to(challenges::new_page))
        .route(
            "/challenges/{id}/accept",
            web::post().to(challenges::accept),
        )
        .route(
            "/challenges/{id}/decline",
            web::post().to(challenges::decline),
        )
        .route(
            "/challenges/{id}/cancel",
            web::post().to(challenges::cancel),
        )
        .route("/games", web::get().to(games::list))
        .route("/games/{id:\\d+}.pgn", web::get().to(games::download_pgn))
        .route(
            "/games/{id:\\d+}/record.json",
            web::get().to(game::record::show),
        )
        .route("/.well-known/jwks.json", web::get().to(game::record::jwks))
        .route("/games/{id:\\d+}", web::get().to(games::show))
        .route("/games/{id:\\d+}/move", web::post().to(games::play))
        .route("/games/{id:\\d+}/resign", web::post().to(games::resign))
        .route("/games/{id:\\d+}/abort", web::post().to(games::abort))
        .route(
            "/games/{id:\\d+}/analysis",
            web::post().to(game::computer::request),
        )
        .route("/games/{id:\\d+}/draw", web::post().to(games::draw))
        .route(
            "/games/{id:\\d+}/give-time",
            web::post().to(games::give_time),
        )
        .route("/games/{id:\\d+}/rematch", web::post().to(rematch::offer))
        .route(
            "/games/{id:\\d+}/conditionals",
            web::post().to(preparations::add_line),
        )
        .route(
            "/games/{id:\\d+}/conditionals/{line:\\d+}/delete",
            web::post().to(preparations::delete_line),
        )
        .route(
            "/games/{id:\\d+}/notes",
            web::post().to(preparations::save_note),
        )
        .route(
            "/games/{id:\\d+}/messages",
            web::post().to(game_messages::post),
        )
        .route("/games/{id:\\d+}/events", web::get().to(game::live::game))
        .route("/events", web::get().to(game::live::mine));
}

/// Tournament pages and the admin's tournament actions.
fn tournament_routes(cfg: &mut web::ServiceConfig) {
    use admin::tournaments as admin_t;
    cfg.route("/tournaments", web::get().to(tournaments::list))
        .route(
            "/tournaments/{id:\\d+}.pgn",
            web::get().to(tournaments::download_pgn),
        )
        .route(
            "/tournaments/{id:\\d+}.csv",
            web::get().to(tournaments::download_csv),
        )
        .route(
            "/tournaments/{id:\\d+}/stages/{stage:\\d+}/groups/{group:\\d+}.csv",
            web::get().to(tournaments::download_group_csv),
        )
        .route(
            "/tournaments/{id:\\d+}/stages/{stage:\\d+}/groups/{group:\\d+}",
            web::get().to(tournament_groups::show),
        )
        .route("/tournaments/{id:\\d+}", web::get().to(tournaments::show))
        .route(
            "/tournaments/{id:\\d+}/join",
            web::post().to(tournaments::join),
        )
        .route(
            "/tournaments/{id:\\d+}/leave",
            web::post().to(tournaments::leave),
        )
        .route("/admin/tournaments/new", web::get().to(admin_t::new_page))
        .route("/admin/tournaments", web::post().to(admin_t::create))
        .route(
            "/admin/tournaments/{id:\\d+}/edit",
            web::get().to(admin_t::edit_page),
        )
        .route(
            "/admin/tournaments/{id:\\d+}/edit",
            web::post().to(admin_t::update),
        )
        .route(
            "/admin/tournaments/{id:\\d+}/start",
            web::post().to(admin_t::start),
        )
        .route(
            "/admin/tournaments/{id:\\d+}/cancel",
            web::post().to(admin_t::cancel),
        )
        .route(
            "/admin/tournaments/{id:\\d+}/players",
            web::post().to(admin_t::add_player),
        )
        .route(
            "/admin/tournaments/{id:\\d+}/players/remove",
            web::post().to(admin_t::remove_player),
        )
        .route(
            "/admin/tournaments/{id:\\d+}/withdraw",
            web::post().to(admin_t::withdraw),
        )
        .route(
            "/admin/tournaments/{id:\\d+}/replace",
            web::post().to(admin_t::replace),
        )
        .route(
            "/admin/tournaments/{id:\\d+}/adjudicate",
            web::post().to(admin_t::adjudicate),
        );
}
