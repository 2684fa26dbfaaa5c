//! Tournaments run by admins: creating and editing them, registration, the start
//! (Berger pairings, every game created at once), conduct after the start
//! (withdrawals, replacements, adjudications) and the end. One function per action,
//! one transaction each; the pages and the JSON API both call these.

use crate::domain::Words;
use crate::service::Tx;
mod closing;
pub mod conduct;
pub mod csv;
pub mod entry_input;
pub mod finish;
mod game_start;
pub mod knockout;
pub mod pgn;
pub mod registration;
pub mod settings;
pub mod stages;
pub mod start;
pub mod view;
pub mod view_bracket;
pub mod view_stages;

use crate::domain::{Links, cancel_reason::CancelReason};
use crate::service::Context;
use sqlx::PgPool;
use time::OffsetDateTime;

use super::{FieldErrors, Missing, ServiceError};
use crate::{
    domain::{TournamentId, tournaments::TournamentStatus},
    domain::{entry_password, mail_tokens::SigningKey},
    mail::tournament_messages,
    store::{
        self,
        tournaments::{Settings, TournamentRow},
        users::User,
    },
};

pub use settings::TournamentInput;

/// Records an admin's action on tournament `id` in the audit log (inside its transaction).
pub(crate) async fn audit(
    tx: &mut sqlx::PgConnection,
    admin: &User,
    action: &str,
    id: TournamentId,
    detail: &str,
) -> Result<(), ServiceError> {
    let target = store::audit::Target::Tournament(id.0);
    store::audit::record(tx, admin.id, action, target, detail).await?;
    Ok(())
}

/// Creating a tournament: admins and organisers.
fn require_organizer(user: &User) -> Result<(), ServiceError> {
    if user.is_admin || user.is_organizer {
        Ok(())
    } else {
        Err(ServiceError::NotAdmin)
    }
}

/// Running tournament `id`: admins run every one, organisers the ones they created.
/// Read before the action's transaction: a tournament's creator never changes.
pub async fn require_runs(
    db: impl sqlx::PgExecutor<'_>,
    user: &User,
    id: TournamentId,
) -> Result<(), ServiceError> {
    if user.is_admin {
        return Ok(());
    }
    if !user.is_organizer {
        return Err(ServiceError::NotAdmin);
    }
    match store::tournaments::creator(db, id).await? {
        None => Err(ServiceError::NotFound(Missing::Tournament)),
        Some(Some(creator)) if creator == user.id => Ok(()),
        Some(_) => Err(ServiceError::NotOrganizer),
    }
}

/// Whether `user` may run `t` (the page shows its organiser's section by this).
pub fn runs(user: &User, t: &TournamentRow) -> bool {
    user.is_admin || (user.is_organizer && t.created_by == Some(user.id))
}

/// Locks a tournament that has not started yet.
async fn lock_open(
    tx: &mut sqlx::PgConnection,
    id: TournamentId,
) -> Result<TournamentRow, ServiceError> {
    let t = store::tournaments::lock(tx, id)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Tournament))?;
    match t.status {
        TournamentStatus::Registration => Ok(t),
        TournamentStatus::Running => Err(ServiceError::conflict("stages-locked-started")),
        _ => Err(ServiceError::conflict("stages-locked-over")),
    }
}

/// The account an organiser named in a form (a player to add, remove or seat), or the
/// refusal that names the missing one: the registration and conduct actions share it.
pub(crate) async fn user_named(pool: &PgPool, username: &str) -> Result<User, ServiceError> {
    store::users::by_username(pool, username.trim())
        .await?
        .ok_or_else(|| {
            ServiceError::Conflict(
                Words::new("admin-no-player-called").arg("name", username.trim()),
            )
        })
}

/// Parses the form and hashes a new entry password (a keyed hash, see
/// `domain::entry_password`: microseconds, not argon2's work).
fn settings_of(links: &Links, input: &TournamentInput) -> Result<Settings, ServiceError> {
    let mut settings = input
        .parse(OffsetDateTime::now_utc())
        .map_err(ServiceError::Invalid)?;
    if !input.entry_password.is_empty() {
        let key = signing_key(links)?;
        settings.entry_password_hash = Some(entry_password::hash(key, &input.entry_password));
    }
    Ok(settings)
}

/// The key of entry-password hashes; a running server always has one.
fn signing_key(links: &Links) -> Result<&SigningKey, ServiceError> {
    links
        .signing_key()
        .ok_or_else(|| anyhow::anyhow!("no signing key for entry passwords").into())
}

/// Creates a tournament open for registration.
pub async fn create(
    pool: &PgPool,
    links: &Links,
    admin: &User,
    input: &TournamentInput,
) -> Result<TournamentId, ServiceError> {
    require_organizer(admin)?;
    let settings = settings_of(links, input)?;
    let mut tx = pool.begin().await?;
    let id = store::tournaments::insert(&mut *tx, &settings, admin.id).await?;
    audit(&mut tx, admin, "tournament.create", id, &settings.name).await?;
    tx.commit().await?;
    tracing::info!(tournament = %id, "tournament created");
    Ok(id)
}

/// Changes a tournament's settings before the start.
pub async fn update(
    pool: &PgPool,
    links: &Links,
    admin: &User,
    id: TournamentId,
    input: &TournamentInput,
) -> Result<(), ServiceError> {
    require_runs(pool, admin, id).await?;
    let settings = settings_of(links, input)?;
    let mut tx = pool.begin().await?;
    lock_open(&mut tx, id).await?;
    let registered = store::tournaments::players(&mut *tx, id).await?.len() as i32;
    if registered > settings.max_players {
        return Err(ServiceError::Invalid(FieldErrors::single(
            "max_players",
            Words::new("admin-tfe-registered").arg("count", registered),
        )));
    }
    store::tournaments::update(&mut *tx, id, &settings).await?;
    audit(&mut tx, admin, "tournament.edit", id, "").await?;
    tx.commit().await?;
    Ok(())
}

/// Cancels a tournament before the start and tells the registered players.
pub async fn cancel(ctx: Context<'_>, admin: &User, id: TournamentId) -> Result<(), ServiceError> {
    require_runs(ctx.pool, admin, id).await?;
    let mut tx = ctx.pool.begin().await?;
    let t = lock_open(&mut tx, id).await?;
    cancel_locked(&mut ctx.within(&mut tx), &t, &CancelReason::Organisers).await?;
    audit(&mut tx, admin, "tournament.cancel", id, "").await?;
    tx.commit().await?;
    Ok(())
}

/// Cancels a locked tournament and mails everyone registered why.
async fn cancel_locked(
    tx: &mut Tx<'_>,
    t: &TournamentRow,
    reason: &CancelReason,
) -> Result<(), ServiceError> {
    store::tournaments::mark_cancelled(&mut *tx.conn, t.id, &reason.stored()).await?;
    for p in store::tournaments::players(&mut *tx.conn, t.id).await? {
        let mail = tournament_messages::TournamentCancelled {
            recipient: p.username.clone(),
            tournament: t.name.clone(),
            reason: reason.clone(),
            link: tx.links.tournament(t.id),
        };
        tx.queue_mail(&p.email, p.lang(), &mail).await?;
    }
    tracing::info!(tournament = %t.id, reason = reason.stored(), "tournament cancelled");
    Ok(())
}
