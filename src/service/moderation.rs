//! What admins do to accounts: suspend (the player cannot log in or play; their running
//! games are adjudicated against them or aborted, as the admin chooses; sessions and
//! tokens end; the reason is mailed), lift a suspension, and send the password-reset
//! mail. Each action is one transaction with its audit entry.

use super::{Context, FieldErrors, Missing, ServiceError};
use crate::domain::Words;
use crate::{
    chess::GameResult,
    domain::{
        UserId,
        game_state::{Conclusion, Ending},
    },
    mail::messages,
    store::{
        self,
        audit::Target,
        email_tokens::{self, Purpose},
        games::GameRow,
        users::User,
    },
};

/// The longest reason or note an admin may give.
pub const MAX_REASON_CHARS: usize = 2000;

/// What becomes of a suspended player's running games (the form's `games` field).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunningGames {
    /// Each is decided against the suspended player (`adjudicate`).
    Adjudicate,
    /// Each ends without a result (`abort`).
    Abort,
}

impl RunningGames {
    /// The form's word for it.
    pub fn parse(word: &str) -> Option<Self> {
        match word.trim() {
            "adjudicate" => Some(Self::Adjudicate),
            "abort" => Some(Self::Abort),
            _ => None,
        }
    }

    /// How `row`, a running game of `suspended`, ends.
    pub fn conclusion(self, row: &GameRow, suspended: UserId) -> Conclusion {
        match self {
            Self::Abort => Conclusion::Aborted,
            Self::Adjudicate => {
                let winner = !row.side_of(suspended);
                Conclusion::Decided(GameResult::win_for(winner), Ending::Adjudication)
            }
        }
    }

    /// The past participle the mail and the log use.
    fn done(self) -> &'static str {
        match self {
            Self::Adjudicate => "adjudicated",
            Self::Abort => "aborted",
        }
    }
}

/// A suspension as the form gives it.
#[derive(Clone, Copy, Debug)]
pub struct Suspension<'a> {
    pub reason: &'a str,
    /// `adjudicate` or `abort`.
    pub games: &'a str,
}

impl<'a> Suspension<'a> {
    /// The trimmed reason and the choice, or every field's error.
    pub fn checked(&self) -> Result<(&'a str, RunningGames), FieldErrors> {
        let mut errors = FieldErrors::default();
        let reason = checked_text_in(self.reason, "reason", &mut errors);
        let games = RunningGames::parse(self.games);
        if games.is_none() {
            errors.add("games", Words::new("admin-choose-games"));
        }
        match (reason, games) {
            (Some(reason), Some(games)) if errors.is_empty() => Ok((reason, games)),
            _ => Err(errors),
        }
    }
}

/// `text` trimmed when it has 1 to [`MAX_REASON_CHARS`] characters; else the field's
/// error is added.
pub fn checked_text<'a>(
    text: &'a str,
    field: &'static str,
    errors: &mut FieldErrors,
) -> Option<&'a str> {
    checked_text_in(text, field, errors)
}

/// [`checked_text`] (kept for its callers; the error is words, in no language).
pub fn checked_text_in<'a>(
    text: &'a str,
    field: &'static str,
    errors: &mut FieldErrors,
) -> Option<&'a str> {
    let text = text.trim();
    if text.is_empty() || text.chars().count() > MAX_REASON_CHARS {
        errors.add(
            field,
            Words::new("admin-write-text").arg("max", MAX_REASON_CHARS),
        );
        return None;
    }
    Some(text)
}

/// Locks the live account `user`, or says there is none.
async fn lock_account(tx: &mut sqlx::PgConnection, user: UserId) -> Result<User, ServiceError> {
    if !store::account_erasure::lock_live(tx, user).await? {
        return Err(ServiceError::NotFound(Missing::Player));
    }
    store::users::by_id(&mut *tx, user)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Player))
}

/// Suspends `user` with the reason; their running games end as chosen. Returns how
/// many games ended.
pub async fn suspend(
    ctx: Context<'_>,
    admin: &User,
    user: UserId,
    form: Suspension<'_>,
) -> Result<usize, ServiceError> {
    let (reason, choice) = form.checked().map_err(ServiceError::Invalid)?;
    if admin.id == user {
        return Err(ServiceError::conflict("refusal-suspend-self"));
    }
    let mut tx = ctx.pool.begin().await?;
    let player = lock_account(&mut tx, user).await?;
    if !store::moderation::suspend(&mut tx, user, reason).await? {
        return Err(ServiceError::conflict("refusal-suspended-already"));
    }
    let running = store::account_erasure::running_games_locked(&mut tx, user).await?;
    for row in &running {
        super::after_game::end_game(&mut ctx.within(&mut tx), row, choice.conclusion(row, user))
            .await?;
    }
    store::account_erasure::withdraw_open_offers(&mut tx, user).await?;
    store::moderation::end_access(&mut tx, user).await?;
    let mail = messages::AccountSuspended {
        username: player.username.clone(),
        reason: reason.to_owned(),
        games: (!running.is_empty()).then(|| choice.done()),
    };
    ctx.within(&mut tx)
        .queue_mail(&player.email, player.language.for_mail(), &mail)
        .await?;
    let detail = format!(
        "{reason} (running games {}: {})",
        choice.done(),
        running.len()
    );
    store::audit::record(
        &mut tx,
        admin.id,
        "user.suspend",
        Target::User(user.0),
        &detail,
    )
    .await?;
    tx.commit().await?;
    tracing::info!(%user, admin = %admin.id, games = running.len(), "account suspended");
    Ok(running.len())
}

/// Lifts `user`'s suspension and tells them.
pub async fn unsuspend(ctx: Context<'_>, admin: &User, user: UserId) -> Result<(), ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    let player = lock_account(&mut tx, user).await?;
    if !store::moderation::unsuspend(&mut tx, user).await? {
        return Err(ServiceError::conflict("refusal-not-suspended"));
    }
    let mail = messages::AccountRestored {
        username: player.username.clone(),
        login_link: ctx.links.login(),
    };
    ctx.within(&mut tx)
        .queue_mail(&player.email, player.language.for_mail(), &mail)
        .await?;
    store::audit::record(
        &mut tx,
        admin.id,
        "user.unsuspend",
        Target::User(user.0),
        "",
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Mails `user` a password-reset link, as if they had asked for one.
pub async fn send_password_reset(
    ctx: Context<'_>,
    admin: &User,
    user: UserId,
) -> Result<(), ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    let player = lock_account(&mut tx, user).await?;
    let token = email_tokens::issue(&mut tx, user, Purpose::ResetPassword, &player.email).await?;
    let mail = messages::PasswordReset {
        username: player.username.clone(),
        link: ctx.links.reset(&token),
    };
    ctx.within(&mut tx)
        .queue_mail(&player.email, player.language.for_mail(), &mail)
        .await?;
    let target = Target::User(user.0);
    store::audit::record(&mut tx, admin.id, "user.password_reset", target, "").await?;
    tx.commit().await?;
    Ok(())
}

/// Gives (`on`) or takes the organiser role of `user`, recorded in the audit log.
pub async fn set_organizer(
    ctx: Context<'_>,
    admin: &User,
    user: UserId,
    on: bool,
) -> Result<(), ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    if !store::users::set_organizer(&mut *tx, user, on).await? {
        return Err(ServiceError::NotFound(Missing::Player));
    }
    let action = if on {
        "user.organizer"
    } else {
        "user.organizer_revoke"
    };
    store::audit::record(&mut tx, admin.id, action, Target::User(user.0), "").await?;
    tx.commit().await?;
    tracing::info!(user = %user, organizer = on, "organiser role changed");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form<'a>(reason: &'a str, games: &'a str) -> Suspension<'a> {
        Suspension { reason, games }
    }

    #[test]
    fn a_suspension_needs_a_reason_and_a_choice_for_the_games() {
        assert_eq!(
            form("  abuse in messages ", "abort").checked(),
            Ok(("abuse in messages", RunningGames::Abort))
        );
        assert_eq!(
            form("x", " adjudicate").checked(),
            Ok(("x", RunningGames::Adjudicate))
        );
        let both = form("   ", "resign").checked().unwrap_err();
        assert!(both.text("reason").contains("1 to 2000"), "{both:?}");
        assert!(
            both.text("games").contains("adjudicate or abort"),
            "{both:?}"
        );
        let long = "é".repeat(MAX_REASON_CHARS + 1);
        assert!(
            !form(&long, "abort")
                .checked()
                .unwrap_err()
                .text("reason")
                .is_empty()
        );
        let longest = "é".repeat(MAX_REASON_CHARS);
        assert!(form(&longest, "abort").checked().is_ok());
    }

    #[test]
    fn a_suspensions_errors_follow_the_admins_language() {
        let errors = form(" ", "resign").checked().unwrap_err();
        assert_eq!(errors.text_de("reason"), "Schreib 1 bis 2000 Zeichen.");
        assert!(
            errors.text_de("games").starts_with("Wähle, was"),
            "{errors:?}"
        );
    }

    #[test]
    fn adjudication_decides_each_game_against_the_suspended_player() {
        let row = crate::service::test_games::new_game("w", "b");
        let (white, black) = (row.white_id, row.black_id);
        assert_eq!(
            RunningGames::Adjudicate.conclusion(&row, white),
            Conclusion::Decided(GameResult::BlackWins, Ending::Adjudication)
        );
        assert_eq!(
            RunningGames::Adjudicate.conclusion(&row, black),
            Conclusion::Decided(GameResult::WhiteWins, Ending::Adjudication)
        );
        assert_eq!(
            RunningGames::Abort.conclusion(&row, white),
            Conclusion::Aborted
        );
    }
}
