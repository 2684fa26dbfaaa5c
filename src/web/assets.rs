//! Static files, compiled into the binary so the server runs from any directory.

use actix_web::{HttpResponse, web};

struct Asset {
    name: &'static str,
    content_type: &'static str,
    body: &'static str,
}

const ASSETS: &[Asset] = &[
    Asset {
        name: "site.css",
        content_type: "text/css; charset=utf-8",
        body: include_str!("../../static/site.css"),
    },
    Asset {
        name: "board.js",
        content_type: "text/javascript; charset=utf-8",
        body: include_str!("../../static/board.js"),
    },
];

pub async fn serve(name: web::Path<String>) -> HttpResponse {
    match ASSETS.iter().find(|a| a.name == name.as_str()) {
        Some(a) => HttpResponse::Ok()
            .content_type(a.content_type)
            .insert_header(("Cache-Control", "public, max-age=3600"))
            .body(a.body),
        None => super::error::ErrorPage::response(
            actix_web::http::StatusCode::NOT_FOUND,
            "Not found",
            "There is nothing at this address.".into(),
        ),
    }
}
