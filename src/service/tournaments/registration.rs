//! Joining and leaving before the start, by the players themselves or by an admin.

use crate::domain::Words;
use sqlx::{PgConnection, PgPool};

use super::{Missing, ServiceError, lock_open, require_runs};
use crate::{
    config::RateLimit,
    domain::{
        Links, TournamentId, UserId,
        entry::{Applicant, TIMEOUT_WINDOW_DAYS, timeout_refusal, wrong_password},
        entry_password::{self, Check},
    },
    service::password_hasher::PasswordHasher,
    store::{self, tournaments::TournamentRow, users::User},
};

/// Registers `user` under the locked tournament's player limit.
async fn register(
    tx: &mut PgConnection,
    t: &TournamentRow,
    user: UserId,
) -> Result<(), ServiceError> {
    let count = store::tournaments::players(&mut *tx, t.id).await?.len() as i32;
    if count >= t.max_players {
        return Err(ServiceError::Conflict(
            Words::new("stages-entry-full").arg("max", t.max_players),
        ));
    }
    if !store::tournaments::add_player(&mut *tx, t.id, user).await? {
        return Err(ServiceError::conflict("refusal-player-registered"));
    }
    Ok(())
}

/// Why `user` may not join `t` by the site's timeout record (more than
/// `timeout_limit` losses on time in 90 days) or the tournament's rating and games
/// rules, if they may not.
pub async fn entry_refusal(
    db: &mut PgConnection,
    t: &TournamentRow,
    user: UserId,
    timeout_limit: Option<u32>,
) -> Result<Option<Words>, ServiceError> {
    if timeout_limit.is_some() {
        let since = time::OffsetDateTime::now_utc() - time::Duration::days(TIMEOUT_WINDOW_DAYS);
        let losses = store::moderation::time_loss_count(&mut *db, user, since).await?;
        if let Some(refusal) = timeout_refusal(timeout_limit, losses) {
            return Ok(Some(refusal));
        }
    }
    let rules = t.entry();
    if rules.min_rating.is_none() && rules.max_rating.is_none() && rules.min_rated_games.is_none() {
        return Ok(None);
    }
    let standing = store::ratings::standing_of(&mut *db, user).await?;
    let who = Applicant {
        rating: standing.rating.rating.round() as i32,
        rated_games: store::tournaments::rated_games_of(&mut *db, user).await?,
    };
    Ok(rules.refusal(who))
}

/// What a join brings besides the player and the tournament.
#[derive(Clone, Copy, Debug)]
pub struct JoinTerms<'a> {
    /// The entry password as typed (checked when the tournament has one).
    pub password: &'a str,
    /// The site's timeout record (`TIMEOUT_LIMIT`).
    pub timeout_limit: Option<u32>,
    /// The wrong entry passwords allowed per account and per tournament.
    pub limits: EntryLimits,
    /// The links, whose signing key keys the entry-password hashes.
    pub links: &'a Links,
}

/// How many wrong entry passwords are allowed (`RATE_LIMIT_ENTRY_PASSWORD_*`).
#[derive(Clone, Copy, Debug)]
pub struct EntryLimits {
    pub per_account: RateLimit,
    pub per_tournament: RateLimit,
}

/// A verified player joins a tournament open for registration, if its entry rules and
/// the site's timeout record let them.
pub async fn join(
    pool: &PgPool,
    passwords: &PasswordHasher,
    user: &User,
    id: TournamentId,
    terms: JoinTerms<'_>,
) -> Result<(), ServiceError> {
    if !user.is_verified() {
        return Err(ServiceError::Unverified);
    }
    // The password is checked before the transaction: no row stays locked meanwhile.
    let t = store::tournaments::by_id(pool, id)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Tournament))?;
    if let Some(stored) = &t.entry_password_hash {
        check_entry_password(pool, passwords, &t, stored, user.id, terms).await?;
    }
    let mut tx = pool.begin().await?;
    let t = lock_open(&mut tx, id).await?;
    if let Some(reason) = entry_refusal(&mut tx, &t, user.id, terms.timeout_limit).await? {
        return Err(ServiceError::EntryRefused(reason));
    }
    register(&mut tx, &t, user.id).await?;
    tx.commit().await?;
    Ok(())
}

/// Checks the typed entry password against the stored value, counting each attempt on
/// the player's and the tournament's budgets first (so parallel guesses cannot overrun
/// them); a right one takes its hits back, so only wrong ones use the budgets up. A
/// keyed hash costs microseconds; an old argon2 one is verified once and rewritten.
async fn check_entry_password(
    pool: &PgPool,
    passwords: &PasswordHasher,
    t: &TournamentRow,
    stored: &str,
    user: UserId,
    terms: JoinTerms<'_>,
) -> Result<(), ServiceError> {
    let account = format!("entry:account:{user}");
    let tournament = format!("entry:tournament:{}", t.id);
    if let Err(retry_after) =
        store::rate_limits::hit(pool, &account, terms.limits.per_account).await?
    {
        return Err(ServiceError::Limited { retry_after });
    }
    if let Err(retry_after) =
        store::rate_limits::hit(pool, &tournament, terms.limits.per_tournament).await?
    {
        store::rate_limits::refund(pool, &account).await?;
        return Err(ServiceError::Limited { retry_after });
    }
    let key = terms
        .links
        .signing_key()
        .ok_or_else(|| anyhow::anyhow!("no signing key for entry passwords"))?;
    let right = match entry_password::check(key, stored, terms.password) {
        Check::Right => true,
        Check::Wrong => false,
        Check::Argon2 => {
            let right = passwords
                .verify(terms.password.to_owned(), Some(stored.to_owned()))
                .await?;
            if right {
                let keyed = entry_password::hash(key, terms.password);
                store::tournaments::rewrite_entry_password(pool, t.id, stored, &keyed).await?;
            }
            right
        }
    };
    if !right {
        return Err(ServiceError::EntryRefused(wrong_password()));
    }
    store::rate_limits::refund(pool, &account).await?;
    store::rate_limits::refund(pool, &tournament).await?;
    Ok(())
}

/// A player leaves before the start.
pub async fn leave(pool: &PgPool, user: &User, id: TournamentId) -> Result<(), ServiceError> {
    let mut tx = pool.begin().await?;
    lock_open(&mut tx, id).await?;
    if !store::tournaments::remove_player(&mut *tx, id, user.id).await? {
        return Err(ServiceError::Conflict(Words::new(
            "stages-entry-not-registered",
        )));
    }
    tx.commit().await?;
    Ok(())
}

/// What an organiser does to the player list before the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RosterChange {
    /// Registers a player (verified or not: the organiser vouches for them).
    Add,
    /// Removes a registered player.
    Remove,
}

/// An organiser adds the player named `username` to tournament `id` before the start,
/// or removes them: one check of the organiser and the name, then the change.
pub async fn change_player(
    pool: &PgPool,
    admin: &User,
    id: TournamentId,
    username: &str,
    change: RosterChange,
) -> Result<(), ServiceError> {
    require_runs(pool, admin, id).await?;
    let player = super::user_named(pool, username).await?;
    match change {
        RosterChange::Add => {
            if store::moderation::suspension_of(pool, player.id)
                .await?
                .is_some()
            {
                return Err(ServiceError::Conflict(
                    Words::new("refusal-player-suspended").arg("name", &player.username),
                ));
            }
            let action = "tournament.add_player";
            in_open(pool, admin, id, action, &player, async |tx, t| {
                register(tx, t, player.id).await
            })
            .await
        }
        RosterChange::Remove => {
            let action = "tournament.remove_player";
            in_open(pool, admin, id, action, &player, async |tx, _| {
                if !store::tournaments::remove_player(&mut *tx, id, player.id).await? {
                    return Err(ServiceError::conflict("refusal-player-not-registered"));
                }
                Ok(())
            })
            .await
        }
    }
}

/// An organiser's change to the player list before the start, in one transaction: the
/// tournament locked (refused once started), `change`, then the audit line `action`
/// naming `player`. Why: adding and removing differed only in the change itself.
async fn in_open(
    pool: &PgPool,
    admin: &User,
    id: TournamentId,
    action: &str,
    player: &User,
    change: impl AsyncFnOnce(&mut PgConnection, &TournamentRow) -> Result<(), ServiceError>,
) -> Result<(), ServiceError> {
    let mut tx = pool.begin().await?;
    let t = lock_open(&mut tx, id).await?;
    change(&mut tx, &t).await?;
    super::audit(&mut tx, admin, action, id, &player.username).await?;
    tx.commit().await?;
    Ok(())
}
