//! Offering games and answering offers.

use actix_web::{HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;

use crate::web::extract::time_control_form::form_with_time_control;
use crate::web::{
    AppError, AppState,
    confirm::{self, AskIds, ConfirmForm, ask_ids},
    extract::acting::PlayerActing,
    extract::form::{Form, Query},
    extract::session::CurrentUser,
    page::{PageContext, render, render_status, see_other},
};
use crate::{
    domain::{ChallengeId, MultiLine, SingleLine, games::DEFAULT_TIME_CONTROL},
    service::{
        FieldErrors, ServiceError, challenge_terms::ChallengeInput, challenges,
        time_control_input::TimeControlInput,
    },
    store::{self, challenges::Challenge},
};

#[derive(Template)]
#[template(path = "challenges/new.html")]
struct NewPage {
    ctx: PageContext,
    /// The site's fair-play rule, which a challenge's game follows.
    fair_play: String,
    /// What the form shows (typed values are kept after an error).
    form: ChallengeInput,
    errors: FieldErrors,
}

/// The site's fair-play rule in `lang`: a challenge's game has no rule of its own.
fn site_rule(state: &AppState, lang: crate::i18n::Lang) -> String {
    let (engines, of) = crate::web::fair_play::applies(None, state.config.engines_allowed);
    crate::web::fair_play::sentence(lang, engines, of)
}

#[derive(Deserialize)]
pub struct Prefill {
    opponent: Option<SingleLine>,
    start_number: Option<SingleLine>,
}

pub async fn new_page(
    state: web::Data<AppState>,
    ctx: PageContext,
    _user: CurrentUser,
    query: Query<Prefill>,
) -> Result<HttpResponse, AppError> {
    let query = query.0.accept()?;
    let start_number: String = query.start_number.map(String::from).unwrap_or_default();
    let form = ChallengeInput {
        opponent: query.opponent.map(String::from).unwrap_or_default(),
        color: "random".into(),
        time_control: TimeControlInput::showing(&DEFAULT_TIME_CONTROL),
        start: if start_number.is_empty() {
            "random".into()
        } else {
            "number".into()
        },
        start_number,
        rated: true,
        note: String::new(),
        vacation_allowed: true,
        min_rating: String::new(),
        max_rating: String::new(),
    };
    render(&NewPage {
        fair_play: site_rule(&state, ctx.lang),
        ctx,
        form,
        errors: FieldErrors::default(),
    })
}

form_with_time_control! {
    #[derive(Deserialize)]
    pub struct ChallengeForm {
        #[serde(default)]
        opponent: SingleLine,
        #[serde(default)]
        color: SingleLine,
        #[serde(default)]
        start: SingleLine,
        #[serde(default)]
        start_number: SingleLine,
        #[serde(default)]
        rated: Option<SingleLine>,
        #[serde(default)]
        note: MultiLine,
        /// `allowed` (the default when absent) or `forbidden`.
        #[serde(default)]
        vacation: SingleLine,
        /// Optional: the lowest and highest rating that may accept an open challenge.
        #[serde(default)]
        min_rating: SingleLine,
        #[serde(default)]
        max_rating: SingleLine,
    }
}

pub async fn create(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    form: Form<ChallengeForm>,
) -> Result<HttpResponse, AppError> {
    crate::web::middleware::rate_limit::check_notify(&state, user.id).await?;
    let (mut f, refused) = form.into_parts();
    // The page shows no error at the tick box or the vacation choice.
    refused.check_fields(&["rated", "vacation"])?;
    let rated = matches!(f.rated.as_deref(), Some("on" | "true" | "1" | "yes"));
    let time_control = f.take_time_control();
    let input = ChallengeInput {
        opponent: f.opponent.into(),
        color: f.color.into(),
        time_control,
        start: f.start.into(),
        start_number: f.start_number.into(),
        rated,
        note: f.note.into(),
        vacation_allowed: f.vacation.trim() != "forbidden",
        min_rating: f.min_rating.into(),
        max_rating: f.max_rating.into(),
    };
    let outcome = if refused.is_empty() {
        crate::service::federation::offer::create(state.ctx(), &user, &input).await
    } else {
        Err(ServiceError::Invalid(refused.field_errors()))
    };
    match outcome {
        Ok(id) => Ok(see_other(&format!("/challenges?sent={id}#challenge-{id}"))),
        Err(ServiceError::Invalid(errors)) => render_status(
            StatusCode::UNPROCESSABLE_ENTITY,
            &NewPage {
                fair_play: site_rule(&state, ctx.lang),
                ctx,
                form: input,
                errors,
            },
        ),
        Err(e) => Err(e.into()),
    }
}

/// A challenge as the list shows it.
struct ChallengeView {
    c: Challenge,
    terms: String,
    /// The challenger's current rating (`1500?`).
    challenger_rating: String,
    /// Who may accept, in words, or "" for anyone.
    range: String,
    mine: bool,
    to_me: bool,
    /// The viewer may accept (logged in, not theirs, rating within the range).
    can_accept: bool,
}

#[derive(Template)]
#[template(path = "challenges/list.html")]
struct ListPage {
    ctx: PageContext,
    /// The site's fair-play rule, which every challenge's game follows.
    fair_play: String,
    challenges: Vec<ChallengeView>,
    /// What the viewer's last action did ("Challenge sent to bob."), or "".
    notice: String,
}

/// The list's query: the notice after an action.
#[derive(Deserialize)]
pub struct ListQuery {
    /// The id of the challenge the viewer just made.
    sent: Option<String>,
    /// `declined` or `withdrawn`.
    done: Option<String>,
}

/// The notice after an action that led back to the list, naming what happened; the
/// challenge just made is looked up among the viewer's own, so a link cannot make the
/// page claim anything.
fn list_notice(ctx: &PageContext, query: &ListQuery, shown: &[ChallengeView]) -> String {
    if let Some(sent) = &query.sent {
        let made = shown.iter().find(|v| v.mine && v.c.id.to_string() == *sent);
        return match made.map(|v| v.c.opponent.as_deref()) {
            Some(Some(name)) => ctx.t1("challenges-notice-sent", "name", name),
            Some(None) => ctx.t("challenges-notice-posted").to_owned(),
            None => String::new(),
        };
    }
    match query.done.as_deref() {
        Some("declined") => ctx.t("challenges-notice-declined").to_owned(),
        Some("sent-home") => ctx.t("federation-accept-sent").to_owned(),
        Some("withdrawn") => ctx.t("challenges-notice-withdrawn").to_owned(),
        _ => String::new(),
    }
}

pub async fn list(
    state: web::Data<AppState>,
    ctx: PageContext,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, AppError> {
    let me = ctx.user.as_ref().map(|u| u.id);
    let rows = store::challenges::visible_to(&state.pool, me).await?;
    let my_rating = match me {
        Some(id) => Some(
            store::ratings::standing_of(&state.pool, id)
                .await?
                .rating
                .shown(),
        ),
        None => None,
    };
    let challenges = rows
        .into_iter()
        .map(|c| {
            let mine = Some(c.challenger_id) == me;
            let range = c.rating_range();
            ChallengeView {
                terms: c.terms().describe_in(ctx.lang),
                challenger_rating: c.challenger_label(),
                range: if range.is_open() {
                    String::new()
                } else {
                    ctx.lang.words(&range.words())
                },
                mine,
                to_me: me.is_some() && c.opponent_id == me,
                can_accept: !mine && my_rating.is_some_and(|r| range.admits(r)),
                c,
            }
        })
        .collect::<Vec<_>>();
    let notice = list_notice(&ctx, &query, &challenges);
    render(&ListPage {
        fair_play: site_rule(&state, ctx.lang),
        ctx,
        challenges,
        notice,
    })
}

pub async fn accept(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<ChallengeId>,
) -> Result<HttpResponse, AppError> {
    match challenges::accept_offer(state.ctx(), &user, id.into_inner()).await? {
        challenges::Accepted::Game(game) => Ok(see_other(&format!("/games/{game}"))),
        challenges::Accepted::SentHome => Ok(see_other("/challenges?done=sent-home")),
    }
}

pub async fn decline(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<ChallengeId>,
) -> Result<HttpResponse, AppError> {
    challenges::decline(state.ctx(), &user, id.into_inner()).await?;
    Ok(see_other("/challenges?done=declined"))
}

/// The withdrawal's confirm page.
const WITHDRAW: AskIds = ask_ids!("challenges-withdraw-confirm");

/// `POST /challenges/{id}/cancel` (withdraw): only with the tick box.
pub async fn cancel(
    on: PlayerActing<web::Path<ChallengeId>>,
    form: Form<ConfirmForm>,
) -> Result<HttpResponse, AppError> {
    let (state, ctx, user, id) = on.into_parts();
    let id = id.into_inner();
    let action = format!("/challenges/{id}/cancel");
    let back = "/challenges".into();
    confirm::tick_box(ctx, form, &WITHDRAW, action, back, |_| async move {
        challenges::cancel(state.ctx(), &user, id).await?;
        Ok(see_other("/challenges?done=withdrawn"))
    })
    .await
}
