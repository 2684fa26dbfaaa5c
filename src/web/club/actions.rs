//! The forms that act on a club: `POST /clubs/{slug}/join` and `/leave` (a player),
//! `/members/{username}/accept`, `/refuse`, `/admin` and `/remove` (the club's admins;
//! a removal only with the tick box `confirm`, else its confirm page), `/reopen` (site
//! admins; closing asks for a reason first, `closing`). Each goes back to the club's
//! page with a notice; a refusal is a page with the reason in the reader's language.

use actix_web::{HttpResponse, web};

use crate::{
    domain::clubs::MemberAction,
    i18n::Lang,
    service::clubs::{self, Joined},
    web::{
        AppError,
        confirm::{self, Ask, AskIds, ConfirmForm, ask_ids},
        extract::{
            acting::Acting,
            form::Form,
            session::{AdminUser, CurrentUser},
        },
        page::see_other,
    },
};

/// The club's page with the notice `word`.
fn back(slug: &str, word: &str) -> HttpResponse {
    see_other(&format!("/clubs/{slug}?notice={word}"))
}

/// `POST /clubs/{slug}/join`: a member at once, or a request the admins answer.
pub async fn join(on: Acting<web::Path<String>, CurrentUser>) -> Result<HttpResponse, AppError> {
    let (state, _ctx, slug, CurrentUser(user)) = on.into_parts();
    let word = match clubs::join(state.ctx(), &user, &slug).await? {
        Joined::Member => "joined",
        Joined::Requested => "requested",
    };
    Ok(back(&slug, word))
}

/// `POST /clubs/{slug}/leave`: leaves the club, or withdraws a waiting request.
pub async fn leave(on: Acting<web::Path<String>, CurrentUser>) -> Result<HttpResponse, AppError> {
    let (state, _ctx, slug, CurrentUser(user)) = on.into_parts();
    clubs::leave(state.ctx(), &user, &slug).await?;
    Ok(back(&slug, "left"))
}

/// A club admin's action on one member or asking player: `(slug, username)`.
pub type MemberPath = web::Path<(String, String)>;

/// `POST /clubs/{slug}/members/{username}/accept`, `/refuse`, `/admin` and `/remove`:
/// the route names the `action`.
pub async fn on_member(
    on: Acting<MemberPath, CurrentUser>,
    action: MemberAction,
) -> Result<HttpResponse, AppError> {
    let (state, _ctx, path, CurrentUser(user)) = on.into_parts();
    let (slug, name) = path.into_inner();
    clubs::act_on_member(state.ctx(), &user, &slug, &name, action).await?;
    let notice = match action {
        MemberAction::Accept => "accepted",
        MemberAction::Refuse => "refused",
        MemberAction::MakeAdmin => "admin",
        MemberAction::Remove => "removed",
    };
    Ok(back(&slug, notice))
}

/// The removal's confirm page (its consequence names the member and the club).
const REMOVE: AskIds = ask_ids!("club-remove-confirm");

/// `POST /clubs/{slug}/members/{username}/remove`: only with the tick box; one click on
/// the club page's button leads to the confirm page (issue 45).
pub async fn remove(
    on: Acting<MemberPath, CurrentUser>,
    form: Form<ConfirmForm>,
) -> Result<HttpResponse, AppError> {
    let form = form.accept()?;
    let (slug, name) = (on.path.0.clone(), on.path.1.clone());
    let action = format!(
        "/clubs/{slug}/members/{}/remove",
        url::form_urlencoded::byte_serialize(name.as_bytes()).collect::<String>()
    );
    let back = format!("/clubs/{slug}");
    let ask = |lang: Lang| Ask {
        consequence: lang.t1("club-remove-confirm-consequence", "name", name.as_str()),
        ..Ask::worded(lang, &REMOVE, action, back)
    };
    let ctx = on.ctx.clone();
    confirm::guarded(ctx, &form.confirm, ask, |_| {
        on_member(on, MemberAction::Remove)
    })
    .await
}

/// `POST /clubs/{slug}/reopen` (site admins).
pub async fn reopen(on: Acting<web::Path<String>, AdminUser>) -> Result<HttpResponse, AppError> {
    let (state, _ctx, slug, AdminUser(admin)) = on.into_parts();
    clubs::moderate(state.ctx(), &admin, &slug, false, "").await?;
    Ok(see_other(&format!("/clubs/{slug}")))
}
