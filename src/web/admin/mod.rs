//! The admin area (admins only; everyone else gets 403).

pub mod audit;
pub mod reports;
pub mod tournaments;
pub mod users;

use actix_web::{HttpResponse, web};
use askama::Template;

use crate::web::{
    AppError, AppState,
    confirm::{self, AskIds, ConfirmForm},
    extract::form::Form,
    extract::session::AdminUser,
    page::{PageContext, render, see_other},
};
use crate::{
    domain::UserId,
    msg,
    service::{account_deletion, moderation},
    store::{self, users::User},
};

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

/// The account deletion's confirm page.
const DELETE: AskIds = AskIds {
    title: msg!("admin-delete-title"),
    consequence: msg!("admin-delete-consequence"),
    tick: msg!("admin-delete-confirm"),
    button: msg!("admin-delete-button"),
};

/// `POST /admin/users/{id}/delete` (`confirm` = `on`): deletes a player's account as
/// the player could (see `service::account_deletion`), then back to the admin page.
pub async fn delete_user(
    state: web::Data<AppState>,
    ctx: PageContext,
    id: web::Path<i64>,
    AdminUser(admin): AdminUser,
    form: Form<ConfirmForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let action = format!("/admin/users/{id}/delete");
    confirm::tick_box(
        ctx,
        form,
        &DELETE,
        action,
        "/admin".into(),
        |_| async move {
            account_deletion::delete_by_admin(state.ctx(), admin.id, UserId(id)).await?;
            Ok(see_other("/admin?deleted=1"))
        },
    )
    .await
}

/// `POST /admin/users/{id}/organizer`: the account may create tournaments and run its
/// own.
pub async fn grant_organizer(
    state: web::Data<AppState>,
    id: web::Path<i64>,
    admin: AdminUser,
    form: Form<ConfirmForm>,
) -> Result<HttpResponse, AppError> {
    set_organizer(state, id, admin, form, true).await
}

/// `POST /admin/users/{id}/organizer/revoke`: the account no longer runs tournaments
/// (the ones it created stay; admins run them).
pub async fn revoke_organizer(
    state: web::Data<AppState>,
    id: web::Path<i64>,
    admin: AdminUser,
    form: Form<ConfirmForm>,
) -> Result<HttpResponse, AppError> {
    set_organizer(state, id, admin, form, false).await
}

/// The grant and the revocation differ only in the flag they set.
async fn set_organizer(
    state: web::Data<AppState>,
    id: web::Path<i64>,
    AdminUser(admin): AdminUser,
    form: Form<ConfirmForm>,
    organizer: bool,
) -> Result<HttpResponse, AppError> {
    form.accept()?;
    let id = UserId(id.into_inner());
    moderation::set_organizer(state.ctx(), &admin, id, organizer).await?;
    Ok(see_other("/admin"))
}
