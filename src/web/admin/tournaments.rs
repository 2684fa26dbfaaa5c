//! The admin side of tournaments: the create and edit form, start, cancel, players
//! before the start, and withdrawals, replacements and adjudications after it. Every
//! handler takes [`AdminUser`]: 403 for others, the login page for anonymous visitors.

use actix_web::{HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;

use crate::web::extract::time_control_form::form_with_time_control;
use crate::web::{
    AppError, AppState,
    confirm::{self, Ask, AskIds, ConfirmForm, ask_ids},
    extract::acting::Acting,
    extract::form::Form,
    extract::session::OrganizerUser,
    page::{PageContext, render, render_status, see_other},
};
use fluent_bundle::FluentArgs;

use crate::{
    domain::{GameId, MultiLine, SingleLine, TimeZone, TournamentId},
    i18n::Lang,
    msg,
    service::{
        FieldErrors, ServiceError, tournament_rulings,
        tournaments::{self, TournamentInput, conduct, registration, start},
    },
    store::{self, users::User},
};

#[derive(Template)]
#[template(path = "admin/tournament_form.html")]
struct FormPage {
    ctx: PageContext,
    /// Where the form posts: `/admin/tournaments` or the edit address.
    action: String,
    /// The heading's message id.
    heading: &'static str,
    form: TournamentInput,
    errors: FieldErrors,
    /// The event may end in a one-game final: the page warns, and the next save keeps
    /// it as it is (a hidden `one_game_final_ok`).
    one_game_final: bool,
}

impl FormPage {
    /// Whether the form edits a stored tournament (it has a password to keep or
    /// remove) rather than creating one.
    fn editing(&self) -> bool {
        self.action != CREATE_AT
    }

    /// The password field's label: only an edit has a stored password that an empty
    /// field keeps.
    fn password_label(&self) -> &'static str {
        if self.editing() {
            msg!("admin-tf-password-edit")
        } else {
            msg!("admin-tf-password")
        }
    }

    /// The deadline field's label: it names the zone the time is read in.
    fn deadline_label(&self) -> String {
        self.ctx
            .t1("admin-tf-deadline", "zone", self.form.zone.name())
    }

    /// The form page without errors; `form` is what its fields show.
    fn new(ctx: PageContext, action: String, heading: &'static str, form: TournamentInput) -> Self {
        FormPage {
            ctx,
            action,
            heading,
            form,
            errors: FieldErrors::default(),
            one_game_final: false,
        }
    }
}

form_with_time_control! {
    /// The fields of the create and edit form (names are a contract, see docs/ROUTES.md).
    #[derive(Deserialize)]
    pub struct TournamentForm {
        #[serde(default)]
        name: SingleLine,
        #[serde(default)]
        description: MultiLine,
        #[serde(default)]
        format: SingleLine,
        #[serde(default)]
        position_policy: SingleLine,
        #[serde(default)]
        start_number: SingleLine,
        #[serde(default)]
        games_per_match: SingleLine,
        #[serde(default)]
        max_tiebreak_pairs: SingleLine,
        #[serde(default)]
        group_size: SingleLine,
        #[serde(default)]
        group_double: Option<SingleLine>,
        #[serde(default)]
        advance_per_group: SingleLine,
        #[serde(default)]
        advance_ties: SingleLine,
        #[serde(default)]
        final_format: SingleLine,
        #[serde(default)]
        min_rating: SingleLine,
        #[serde(default)]
        max_rating: SingleLine,
        #[serde(default)]
        min_rated_games: SingleLine,
        #[serde(default)]
        entry_password: SingleLine,
        #[serde(default)]
        remove_entry_password: Option<SingleLine>,
        #[serde(default)]
        min_players: SingleLine,
        #[serde(default)]
        max_players: SingleLine,
        #[serde(default)]
        rated: Option<SingleLine>,
        #[serde(default)]
        vacation_allowed: Option<SingleLine>,
        /// `on`: players may give their opponents more time (issue 32).
        #[serde(default)]
        allow_give_time: Option<SingleLine>,
        /// `site`, `engines` or `no_engines`: the rule on engine help (issue 45).
        #[serde(default)]
        fair_play: SingleLine,
        #[serde(default)]
        max_vacation_days: SingleLine,
        #[serde(default)]
        tiebreaks: SingleLine,
        #[serde(default)]
        registration_deadline: SingleLine,
        /// `on`: the organiser saw the warning about a one-game final and saves anyway.
        #[serde(default)]
        one_game_final_ok: Option<SingleLine>,
    }
}

fn ticked(value: &Option<SingleLine>) -> bool {
    matches!(value.as_deref(), Some("on" | "true" | "1" | "yes"))
}

impl TournamentForm {
    /// The typed values and the refused fields, which the form page shows at their
    /// fields; a refused tick box (no place for an error) is the 422 page.
    /// The deadline is read on the clocks of `zone`, the organiser's.
    /// Also says whether the organiser saw the one-game final's warning already.
    fn read(
        form: Form<Self>,
        zone: TimeZone,
    ) -> Result<(TournamentInput, FieldErrors, bool), AppError> {
        let (form, refused) = form.into_parts();
        refused.check_fields(&[
            "rated",
            "vacation_allowed",
            "allow_give_time",
            "group_double",
            "remove_entry_password",
            "one_game_final_ok",
        ])?;
        let warned = ticked(&form.one_game_final_ok);
        Ok((form.into_input(zone), refused.field_errors(), warned))
    }

    fn into_input(mut self, zone: TimeZone) -> TournamentInput {
        let time_control = self.take_time_control();
        TournamentInput {
            rated: ticked(&self.rated),
            vacation_allowed: ticked(&self.vacation_allowed),
            allow_give_time: ticked(&self.allow_give_time),
            fair_play: self.fair_play.into(),
            max_vacation_days: self.max_vacation_days.into(),
            tiebreaks: self.tiebreaks.into(),
            name: self.name.into(),
            description: self.description.into(),
            format: self.format.into(),
            games_per_match: self.games_per_match.into(),
            max_tiebreak_pairs: self.max_tiebreak_pairs.into(),
            group_size: self.group_size.into(),
            group_double: ticked(&self.group_double),
            advance_per_group: self.advance_per_group.into(),
            advance_ties: self.advance_ties.into(),
            final_format: self.final_format.into(),
            min_rating: self.min_rating.into(),
            max_rating: self.max_rating.into(),
            min_rated_games: self.min_rated_games.into(),
            entry_password: self.entry_password.into(),
            remove_entry_password: ticked(&self.remove_entry_password),
            time_control,
            position_policy: self.position_policy.into(),
            start_number: self.start_number.into(),
            min_players: self.min_players.into(),
            max_players: self.max_players.into(),
            registration_deadline: self.registration_deadline.into(),
            zone,
        }
    }
}

/// Where the create form posts.
const CREATE_AT: &str = "/admin/tournaments";

/// Where the edit form of tournament `id` posts.
fn edit_at(id: TournamentId) -> String {
    act_at(id, "edit")
}

pub async fn new_page(
    ctx: PageContext,
    OrganizerUser(organizer): OrganizerUser,
) -> Result<HttpResponse, AppError> {
    let heading = msg!("admin-tf-new");
    let form = TournamentInput {
        zone: organizer.time_zone,
        ..TournamentInput::blank()
    };
    render(&FormPage::new(ctx, CREATE_AT.into(), heading, form))
}

pub async fn create(
    state: web::Data<AppState>,
    ctx: PageContext,
    OrganizerUser(admin): OrganizerUser,
    form: Form<TournamentForm>,
) -> Result<HttpResponse, AppError> {
    let heading = msg!("admin-tf-new");
    let zone = admin.time_zone.clone();
    save(ctx, CREATE_AT.into(), heading, form, zone, async |input| {
        tournaments::create(&state.pool, &state.links, &admin, input).await
    })
    .await
}

/// Create and update answer alike: with no refused field `store` runs and the answer is
/// the tournament page; refusals (the form's or the service's) show the form page again
/// (422) with the typed values and the errors at their fields. Settings that may end in
/// a one-game final are shown again once (200) with a warning; saving again keeps them.
async fn save(
    ctx: PageContext,
    action: String,
    heading: &'static str,
    form: Form<TournamentForm>,
    zone: TimeZone,
    store: impl AsyncFnOnce(&TournamentInput) -> Result<TournamentId, ServiceError>,
) -> Result<HttpResponse, AppError> {
    let (input, refused, warned) = TournamentForm::read(form, zone)?;
    if refused.is_empty() && !warned && input.one_game_final() {
        let page = FormPage {
            one_game_final: true,
            ..FormPage::new(ctx, action, heading, input)
        };
        return render(&page);
    }
    let outcome = if refused.is_empty() {
        store(&input).await
    } else {
        Err(ServiceError::Invalid(refused))
    };
    match outcome {
        Ok(id) => Ok(back_to(id)),
        Err(ServiceError::Invalid(errors)) => {
            let page = FormPage {
                errors,
                ..FormPage::new(ctx, action, heading, input)
            };
            render_status(StatusCode::UNPROCESSABLE_ENTITY, &page)
        }
        Err(e) => Err(e.into()),
    }
}

/// An organiser acting on one tournament: state, page context, the tournament's id and
/// the organiser, the path before the organiser check (an address that names no
/// tournament is a 404 for everyone).
type Organizing = Acting<web::Path<TournamentId>, OrganizerUser>;

/// The parts of an [`Organizing`], the path read into the tournament's id.
fn parts(on: Organizing) -> (web::Data<AppState>, PageContext, TournamentId, User) {
    let (state, ctx, path, OrganizerUser(organizer)) = on.into_parts();
    (state, ctx, path.into_inner(), organizer)
}

pub async fn edit_page(on: Organizing) -> Result<HttpResponse, AppError> {
    let (state, ctx, id, organizer) = parts(on);
    let t = store::tournaments::by_id(&state.pool, id)
        .await?
        .ok_or(AppError::NotFound)?;
    if !tournaments::runs(&organizer, &t) {
        return Err(crate::service::ServiceError::NotOrganizer.into());
    }
    // The service takes no change once the tournament has started: no form then.
    if t.status != crate::domain::tournaments::TournamentStatus::Registration {
        return Err(AppError::Conflict(
            crate::domain::Words::new("admin-tf-started").into(),
        ));
    }
    let form = TournamentInput::from_row(&t, organizer.time_zone);
    let heading = msg!("admin-tf-edit");
    render(&FormPage::new(ctx, edit_at(id), heading, form))
}

pub async fn update(
    // The path before the admin check: an address that names no tournament is a 404
    // for everyone, whatever the extractors' order of completion.
    on: Organizing,
    form: Form<TournamentForm>,
) -> Result<HttpResponse, AppError> {
    let (state, ctx, id, admin) = parts(on);
    let heading = msg!("admin-tf-edit");
    let zone = admin.time_zone.clone();
    save(ctx, edit_at(id), heading, form, zone, async |input| {
        let links = &state.links;
        tournaments::update(&state.pool, links, &admin, id, input).await?;
        Ok(id)
    })
    .await
}

fn back_to(id: TournamentId) -> HttpResponse {
    see_other(&page_of(id))
}

/// The tournament page's address.
fn page_of(id: TournamentId) -> String {
    format!("/tournaments/{id}")
}

/// The address of the admin's action `what` on tournament `id`.
fn act_at(id: TournamentId, what: &str) -> String {
    format!("/admin/tournaments/{id}/{what}")
}

/// The cancel's confirm page.
const CANCEL: AskIds = ask_ids!("admin-cancel");

/// `POST /admin/tournaments/{id}/cancel`: only with the tick box.
pub async fn cancel(on: Organizing, form: Form<ConfirmForm>) -> Result<HttpResponse, AppError> {
    on_whole(on, form, &CANCEL, "cancel", async |state, admin, id| {
        tournaments::cancel(state.ctx(), admin, id).await
    })
    .await
}

/// The start's confirm page.
const START: AskIds = ask_ids!("admin-start");

/// `POST /admin/tournaments/{id}/start`: only with the tick box.
pub async fn start(on: Organizing, form: Form<ConfirmForm>) -> Result<HttpResponse, AppError> {
    on_whole(on, form, &START, "start", async |state, admin, id| {
        start::start(state.ctx(), admin, id).await
    })
    .await
}

/// Cancel and start act on the whole tournament alike: the tick box of `ids` at
/// `/admin/tournaments/{id}/{what}`, then `act`, then back to the tournament page.
async fn on_whole(
    on: Organizing,
    form: Form<ConfirmForm>,
    ids: &AskIds,
    what: &str,
    act: impl AsyncFnOnce(&AppState, &User, TournamentId) -> Result<(), ServiceError>,
) -> Result<HttpResponse, AppError> {
    let (state, ctx, id, admin) = parts(on);
    let action = act_at(id, what);
    confirm::tick_box(ctx, form, ids, action, page_of(id), |_| async move {
        act(&state, &admin, id).await?;
        Ok(back_to(id))
    })
    .await
}

/// A form naming one player (add, remove, withdraw), or a player and a replacement.
#[derive(Deserialize)]
pub struct PlayerForm {
    #[serde(default)]
    username: SingleLine,
    #[serde(default)]
    replacement: SingleLine,
    /// The tick box of a withdrawal.
    #[serde(default)]
    confirm: SingleLine,
}

/// The extractors of the player forms without a confirm page (add, remove, replace),
/// in the order they ran as separate arguments; they show no page, so no page context.
type OnPlayers = (web::Data<AppState>, web::Path<TournamentId>, OrganizerUser);

/// The player forms without a confirm page: the form's checks, then `act`, then back to
/// the tournament page.
async fn on_players(
    (state, id, OrganizerUser(admin)): OnPlayers,
    form: Form<PlayerForm>,
    act: impl AsyncFnOnce(&AppState, &User, TournamentId, &PlayerForm) -> Result<(), ServiceError>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let form = form.accept()?;
    act(&state, &admin, id, &form).await?;
    Ok(back_to(id))
}

/// Add and remove before the start differ only in the registration call.
pub async fn add_player(on: OnPlayers, form: Form<PlayerForm>) -> Result<HttpResponse, AppError> {
    on_players(on, form, async |state, admin, id, form| {
        let add = registration::RosterChange::Add;
        registration::change_player(&state.pool, admin, id, &form.username, add).await
    })
    .await
}

/// See [`add_player`].
pub async fn remove_player(
    on: OnPlayers,
    form: Form<PlayerForm>,
) -> Result<HttpResponse, AppError> {
    on_players(on, form, async |state, admin, id, form| {
        let remove = registration::RosterChange::Remove;
        registration::change_player(&state.pool, admin, id, &form.username, remove).await
    })
    .await
}

/// The withdrawal's confirm page (its consequence names the player).
const WITHDRAW: AskIds = ask_ids!("admin-withdraw");

/// `POST /admin/tournaments/{id}/withdraw`: only with the tick box.
pub async fn withdraw(on: Organizing, form: Form<PlayerForm>) -> Result<HttpResponse, AppError> {
    let (state, ctx, id, admin) = parts(on);
    let form = form.accept()?;
    let ask = |lang: Lang| Ask {
        consequence: lang.t1("admin-withdraw-consequence", "name", form.username.trim()),
        keep: vec![("username", form.username.to_string())],
        ..Ask::worded(lang, &WITHDRAW, act_at(id, "withdraw"), page_of(id))
    };
    confirm::guarded(ctx, &form.confirm, ask, |_| async {
        tournament_rulings::withdraw(state.ctx(), &admin, id, &form.username).await?;
        Ok(back_to(id))
    })
    .await
}

/// `POST /admin/tournaments/{id}/replace`: `replacement` takes `username`'s place.
pub async fn replace(on: OnPlayers, form: Form<PlayerForm>) -> Result<HttpResponse, AppError> {
    on_players(on, form, async |state, admin, id, form| {
        let (old, new) = (&form.username, &form.replacement);
        conduct::replace(state.ctx(), admin, id, old, new).await
    })
    .await
}

/// The adjudication form: which game, the result, and the reason players will see.
#[derive(Deserialize)]
pub struct AdjudicationForm {
    #[serde(default)]
    game_id: SingleLine,
    #[serde(default)]
    result: SingleLine,
    #[serde(default)]
    reason: SingleLine,
    #[serde(default)]
    confirm: SingleLine,
}

/// What an adjudication does, in `lang`, for its confirmation.
fn adjudication_consequence(lang: Lang, form: &AdjudicationForm) -> String {
    let mut args = FluentArgs::new();
    args.set("id", form.game_id.trim());
    args.set("result", form.result.trim());
    args.set("reason", form.reason.trim());
    lang.format(msg!("admin-adjudicate-consequence"), &args)
}

/// The adjudication's confirm page (its consequence names the game, result and reason).
const ADJUDICATE: AskIds = ask_ids!("admin-adjudicate");

/// `POST /admin/tournaments/{id}/adjudicate`: only with the tick box.
pub async fn adjudicate(
    on: Organizing,
    form: Form<AdjudicationForm>,
) -> Result<HttpResponse, AppError> {
    let (state, ctx, id, admin) = parts(on);
    let form = form.accept()?;
    let ask = |lang| Ask {
        consequence: adjudication_consequence(lang, &form),
        keep: vec![
            ("game_id", form.game_id.to_string()),
            ("result", form.result.to_string()),
            ("reason", form.reason.to_string()),
        ],
        ..Ask::worded(lang, &ADJUDICATE, act_at(id, "adjudicate"), page_of(id))
    };
    confirm::guarded(ctx, &form.confirm, ask, |_| {
        adjudicate_ticked(state, id, &admin, &form)
    })
    .await
}

/// The adjudication itself, once ticked.
async fn adjudicate_ticked(
    state: web::Data<AppState>,
    id: TournamentId,
    admin: &User,
    form: &AdjudicationForm,
) -> Result<HttpResponse, AppError> {
    let game =
        form.game_id.trim().parse::<i64>().map_err(|_| {
            AppError::BadRequest(crate::domain::Words::new("admin-choose-game").into())
        })?;
    tournament_rulings::adjudicate(
        state.ctx(),
        admin,
        id,
        conduct::Adjudication {
            game: GameId(game),
            result: &form.result,
            reason: &form.reason,
        },
    )
    .await
    .map_err(|e| match e {
        ServiceError::Invalid(errors) => {
            AppError::BadRequest(crate::web::error::Said::Fields(errors))
        }
        other => other.into(),
    })?;
    Ok(back_to(id))
}
