//! `GET /settings/export`: the signed-in player's data as one JSON file to keep or take
//! elsewhere (see `service::export`). A GET without side effects: another site could
//! make a player's browser download it, but never read it (no CORS), and `no-store`
//! keeps it out of caches.

use actix_web::{HttpResponse, web};

use crate::service::export;
use crate::web::{AppError, AppState, extract::session::CurrentUser};

pub async fn download(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
) -> Result<HttpResponse, AppError> {
    let doc = export::document(&state.pool, user.id, state.links.site()).await?;
    let body = serde_json::to_string_pretty(&doc)
        .map_err(|e| AppError::Internal(anyhow::anyhow!("export of {}: {e}", user.id)))?;
    Ok(HttpResponse::Ok()
        .content_type("application/json; charset=utf-8")
        .insert_header(("Cache-Control", "no-store"))
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"corrchess-{}.json\"", user.username),
        ))
        .body(body))
}
