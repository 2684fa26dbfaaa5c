//! The admin's accounts: `GET /admin/users` (search by name or address prefix, 50 to a
//! page), `GET /admin/users/{id}` (the account, its games, sign-ups from the same
//! network, losses on time in 90 days, and the actions), and the actions: suspend
//! (`reason`, `games` = `adjudicate` | `abort`, `confirm`), unsuspend, and sending the
//! password-reset mail. Every handler takes [`AdminUser`].

use actix_web::{HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;
use time::{Duration, OffsetDateTime};

use crate::web::{
    AppError, AppState,
    admin::audit::page_of,
    confirm::ticked,
    extract::acting::Acting,
    extract::form::{Form, Query},
    extract::session::AdminUser,
    page::{PageContext, render, render_status, see_other},
};
use crate::{
    domain::{MultiLine, SingleLine, UserId, entry::TIMEOUT_WINDOW_DAYS, listing::Page},
    i18n::Lang,
    service::{
        FieldErrors, ServiceError,
        moderation::{self, Suspension},
    },
    store::{
        self,
        moderation::{Account, Neighbour, PlayerGame},
        users::User,
    },
};

/// The search's query: `q` (a name or address prefix) and `page`.
#[derive(Deserialize)]
pub struct SearchQuery {
    #[serde(default)]
    q: SingleLine,
    page: Option<SingleLine>,
}

#[derive(Template)]
#[template(path = "admin/users.html")]
struct SearchPage {
    ctx: PageContext,
    q: String,
    found: Vec<Account>,
    total: i64,
    page: u32,
    pages: u32,
}

/// `GET /admin/users`: every account when `q` is empty.
pub async fn search(
    state: web::Data<AppState>,
    ctx: PageContext,
    _admin: AdminUser,
    query: Query<SearchQuery>,
) -> Result<HttpResponse, AppError> {
    let q = query.0.accept()?;
    let page = page_of(q.page.as_deref())?;
    let mut db = state.pool.acquire().await?;
    let (found, total) = store::moderation::search(&mut db, &q.q, page.offset()).await?;
    render(&SearchPage {
        ctx,
        q: q.q.trim().to_owned(),
        found,
        total,
        page: page.number(),
        pages: Page::count(total),
    })
}

/// The suspension form as typed (kept when it is shown again).
#[derive(Default)]
struct SuspendInput {
    reason: String,
    games: String,
}

#[derive(Template)]
#[template(path = "admin/user.html")]
struct UserPage {
    ctx: PageContext,
    a: Account,
    joined: String,
    suspended_at: String,
    games: Vec<PlayerGame>,
    neighbours: Vec<Neighbour>,
    time_losses: Vec<PlayerGame>,
    window_days: i64,
    input: SuspendInput,
    errors: FieldErrors,
    notice: &'static str,
}

impl UserPage {
    /// A game's stored status in the admin's words.
    fn state_word(&self, status: &str) -> String {
        let lang = self.ctx.lang;
        match status {
            "running" => lang.t("stages-game-running").to_owned(),
            "finished" => lang.t("stages-status-finished").to_owned(),
            "aborted" => lang.t("stages-game-aborted").to_owned(),
            other => other.to_owned(),
        }
    }

    /// A game's stored ending in the admin's words.
    fn ending_word(&self, termination: &str) -> String {
        crate::domain::game_state::Ending::parse(termination).map_or_else(
            || termination.to_owned(),
            |e| e.describe(self.ctx.lang).to_owned(),
        )
    }
}

/// The page's query: `done` names the action just done.
#[derive(Deserialize)]
pub struct UserQuery {
    done: Option<SingleLine>,
}

/// The sentence shown after an action, in `lang`.
fn notice(lang: Lang, done: Option<&str>) -> &'static str {
    match done {
        Some("suspended") => lang.t("admin-notice-suspended"),
        Some("unsuspended") => lang.t("admin-notice-unsuspended"),
        Some("reset") => lang.t("admin-notice-reset"),
        _ => "",
    }
}

/// What the user page shows besides the account: the suspension form as typed, its
/// errors, the notice after an action, and the answer's status.
struct Shown {
    input: SuspendInput,
    errors: FieldErrors,
    notice: &'static str,
    status: StatusCode,
}

/// Draws the user page of account `id`.
async fn user_page(
    state: &AppState,
    ctx: PageContext,
    admin: &User,
    id: UserId,
    shown: Shown,
) -> Result<HttpResponse, AppError> {
    let pool = &state.pool;
    let a = store::moderation::account(pool, id)
        .await?
        .ok_or(AppError::NotFound)?;
    let since = OffsetDateTime::now_utc() - Duration::days(TIMEOUT_WINDOW_DAYS);
    let Shown {
        input,
        errors,
        notice,
        status,
    } = shown;
    let (zone, lang) = (&admin.time_zone, ctx.lang);
    render_status(
        status,
        &UserPage {
            joined: zone.format_in(lang, a.created_at),
            suspended_at: a
                .suspended_at
                .map(|t| zone.format_in(lang, t))
                .unwrap_or_default(),
            games: store::moderation::games(pool, id).await?,
            neighbours: store::moderation::same_network(pool, id).await?,
            time_losses: store::moderation::time_losses(pool, id, since).await?,
            window_days: TIMEOUT_WINDOW_DAYS,
            ctx,
            a,
            input,
            errors,
            notice,
        },
    )
}

/// `GET /admin/users/{id}`.
pub async fn show(
    on: Acting<web::Path<i64>, AdminUser>,
    query: Query<UserQuery>,
) -> Result<HttpResponse, AppError> {
    let (state, ctx, id, AdminUser(admin)) = on.into_parts();
    let q = query.0.accept()?;
    let shown = Shown {
        input: SuspendInput::default(),
        errors: FieldErrors::default(),
        notice: notice(ctx.lang, q.done.as_deref()),
        status: StatusCode::OK,
    };
    user_page(&state, ctx, &admin, UserId(id.into_inner()), shown).await
}

/// The suspension form's fields.
#[derive(Deserialize)]
pub struct SuspendForm {
    #[serde(default)]
    reason: MultiLine,
    #[serde(default)]
    games: SingleLine,
    #[serde(default)]
    confirm: SingleLine,
}

/// `POST /admin/users/{id}/suspend`: refused fields (and no tick) show the page again
/// with their errors and the typed reason kept (422), changing nothing.
pub async fn suspend(
    on: Acting<web::Path<i64>, AdminUser>,
    form: Form<SuspendForm>,
) -> Result<HttpResponse, AppError> {
    let (state, ctx, id, AdminUser(admin)) = on.into_parts();
    let id = UserId(id.into_inner());
    let form = form.accept()?;
    let suspension = Suspension {
        reason: &form.reason,
        games: &form.games,
    };
    let mut errors = suspension.checked().err().unwrap_or_default();
    if !ticked(&form.confirm) {
        errors.add("confirm", crate::domain::Words::new("admin-not-ticked"));
    }
    let outcome = if errors.is_empty() {
        moderation::suspend(state.ctx(), &admin, id, suspension).await
    } else {
        Err(ServiceError::Invalid(errors))
    };
    match outcome {
        Ok(_) => Ok(see_other(&format!("/admin/users/{id}?done=suspended"))),
        Err(ServiceError::Invalid(errors)) => {
            let input = SuspendInput {
                reason: form.reason.to_string(),
                games: form.games.to_string(),
            };
            let shown = Shown {
                input,
                errors,
                notice: "",
                status: StatusCode::UNPROCESSABLE_ENTITY,
            };
            user_page(&state, ctx, &admin, id, shown).await
        }
        Err(e) => Err(e.into()),
    }
}

/// `POST /admin/users/{id}/unsuspend`.
pub async fn unsuspend(
    state: web::Data<AppState>,
    id: web::Path<i64>,
    AdminUser(admin): AdminUser,
) -> Result<HttpResponse, AppError> {
    let id = UserId(id.into_inner());
    moderation::unsuspend(state.ctx(), &admin, id).await?;
    Ok(see_other(&format!("/admin/users/{id}?done=unsuspended")))
}

/// `POST /admin/users/{id}/password-reset`: mails the player a reset link.
pub async fn send_password_reset(
    state: web::Data<AppState>,
    id: web::Path<i64>,
    AdminUser(admin): AdminUser,
) -> Result<HttpResponse, AppError> {
    let id = UserId(id.into_inner());
    moderation::send_password_reset(state.ctx(), &admin, id).await?;
    Ok(see_other(&format!("/admin/users/{id}?done=reset")))
}
