//! The front page.

use actix_web::{HttpResponse, web};
use askama::Template;
use time::OffsetDateTime;

use super::{
    AppError, AppState,
    game::board_grid::BoardGrid,
    page::{PageContext, render},
};
use crate::store;

#[derive(Template)]
#[template(path = "home.html")]
struct HomePage {
    ctx: PageContext,
    /// A player's mini-boards: the games on their move, or all running ones.
    grid: Option<BoardGrid>,
}

/// The front page; for a player also the boards of the games waiting for their move
/// (all their running games when none is), so the next move is one tap away.
pub async fn index(state: web::Data<AppState>, ctx: PageContext) -> Result<HttpResponse, AppError> {
    let grid = match &ctx.user {
        Some(user) => {
            let rows = store::game_boards::running_with_boards(&state.pool, user.id).await?;
            let now = OffsetDateTime::now_utc();
            Some(BoardGrid::new(&rows, user.id, ctx.lang, now).for_home_page())
        }
        None => None,
    };
    render(&HomePage { ctx, grid })
}

/// A 404 page for every unknown address.
pub async fn not_found() -> Result<HttpResponse, AppError> {
    Err(AppError::NotFound)
}
