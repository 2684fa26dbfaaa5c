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
        name: "form-choices.js",
        content_type: "text/javascript; charset=utf-8",
        body: include_str!("../../static/form-choices.js"),
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
    Asset {
        name: "push.js",
        content_type: "text/javascript; charset=utf-8",
        body: include_str!("../../static/push.js"),
    },
    Asset {
        name: "push-prompt.js",
        content_type: "text/javascript; charset=utf-8",
        body: include_str!("../../static/push-prompt.js"),
    },
    Asset {
        name: "live.js",
        content_type: "text/javascript; charset=utf-8",
        body: include_str!("../../static/live.js"),
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
    if let Some(found) = image(name.as_str()) {
        return found;
    }
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

/// A binary file compiled in (the icons).
struct Image {
    name: &'static str,
    body: &'static [u8],
}

/// An [`Image`] of static/icons/ by its file name, which is also the name it is served
/// under: each icon names its file once.
macro_rules! icon {
    ($name:literal) => {
        Image {
            name: $name,
            body: include_bytes!(concat!("../../static/icons/", $name)),
        }
    };
}

/// The app's icons, drawn once by tools/icons/make-icons.sh and served as
/// `/static/icon-192.png` and so on (named by the manifest and base.html).
const IMAGES: &[Image] = &[
    icon!("icon-192.png"),
    icon!("icon-512.png"),
    icon!("maskable-512.png"),
    icon!("apple-touch-icon.png"),
];

/// `/static/{name}` for the icons: the PNG, or `None` when `name` is none of them.
fn image(name: &str) -> Option<HttpResponse> {
    let found = IMAGES.iter().find(|i| i.name == name)?;
    Some(
        HttpResponse::Ok()
            .content_type("image/png")
            .insert_header(("Cache-Control", "public, max-age=86400"))
            .body(found.body),
    )
}

/// `GET /favicon.ico`: browsers ask for it on every site whatever the page links, so
/// it answers with the icon (PNG images in an .ico) rather than a 404 in every log.
pub async fn favicon() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("image/x-icon")
        .insert_header(("Cache-Control", "public, max-age=86400"))
        .body(&include_bytes!("../../static/favicon.ico")[..])
}

/// `GET /manifest.webmanifest`: the web app manifest that lets a phone install the
/// site as an app (name, start page, standalone display, colours, icons).
pub async fn manifest() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/manifest+json")
        .insert_header(("Cache-Control", "public, max-age=3600"))
        .body(include_str!("../../static/manifest.webmanifest"))
}
