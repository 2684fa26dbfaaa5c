//! The admin area (admins only; everyone else gets 403).

use actix_web::{HttpResponse, web};
use askama::Template;

use super::{
    AppError, AppState,
    page::{PageContext, render},
    session::AdminUser,
};
use crate::store::{self, users::User};

#[derive(Template)]
#[template(path = "admin/index.html")]
struct AdminPage {
    ctx: PageContext,
    users: Vec<User>,
    pending_mail: i64,
    given_up_mail: i64,
}

pub async fn index(
    state: web::Data<AppState>,
    ctx: PageContext,
    _admin: AdminUser,
) -> Result<HttpResponse, AppError> {
    let users = store::users::list(&state.pool, 200).await?;
    let pending_mail = store::outbox::pending_count(&state.pool).await?;
    let given_up_mail = store::outbox::given_up_count(&state.pool).await?;
    render(&AdminPage {
        ctx,
        users,
        pending_mail,
        given_up_mail,
    })
}
