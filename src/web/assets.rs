//! Static files, compiled into the binary so the server runs from any directory.

use actix_web::{HttpResponse, web};

struct Asset {
    name: &'static str,
    content_type: &'static str,
    body: &'static str,
}

/// Scripts and stylesheets.
const CODE: &[Asset] = &[
    Asset {
        name: "site.css",
        content_type: "text/css; charset=utf-8",
        body: include_str!("../../static/site.css"),
    },
    Asset {
        name: "board-kit.js",
        content_type: "text/javascript; charset=utf-8",
        body: include_str!("../../static/board-kit.js"),
    },
    Asset {
        name: "challenge.js",
        content_type: "text/javascript; charset=utf-8",
        body: include_str!("../../static/challenge.js"),
    },
    Asset {
        name: "time-zone.js",
        content_type: "text/javascript; charset=utf-8",
        body: include_str!("../../static/time-zone.js"),
    },
    Asset {
        name: "game.js",
        content_type: "text/javascript; charset=utf-8",
        body: include_str!("../../static/game.js"),
    },
    Asset {
        name: "analysis.js",
        content_type: "text/javascript; charset=utf-8",
        body: include_str!("../../static/analysis.js"),
    },
    // Built by tools/vendor/build.sh (see static/vendor/LICENSES.md).
    Asset {
        name: "board-libs.js",
        content_type: "text/javascript; charset=utf-8",
        body: include_str!("../../static/vendor/board-libs.js"),
    },
    Asset {
        name: "chessground.css",
        content_type: "text/css; charset=utf-8",
        body: include_str!("../../static/vendor/chessground.css"),
    },
    Asset {
        name: "pieces.css",
        content_type: "text/css; charset=utf-8",
        body: include_str!("../../static/vendor/pieces.css"),
    },
];

/// The cburnett pieces of the server-drawn board, served as `piece-wK.svg` and so on.
macro_rules! pieces {
    ($($name:literal),*) => {
        &[$(Asset {
            name: concat!("piece-", $name, ".svg"),
            content_type: "image/svg+xml",
            body: include_str!(concat!("../../static/pieces/", $name, ".svg")),
        }),*]
    };
}

const PIECES: &[Asset] = pieces!(
    "wK", "wQ", "wR", "wB", "wN", "wP", "bK", "bQ", "bR", "bB", "bN", "bP"
);

pub async fn serve(name: web::Path<String>) -> HttpResponse {
    match CODE.iter().chain(PIECES).find(|a| a.name == name.as_str()) {
        Some(a) => HttpResponse::Ok()
            .content_type(a.content_type)
            .insert_header(("Cache-Control", "public, max-age=3600"))
            .body(a.body),
        None => super::error::ErrorPage::response(
            actix_web::http::StatusCode::NOT_FOUND,
            "error-title-not-found",
            crate::domain::Words::new("error-nothing-here").into(),
        ),
    }
}
