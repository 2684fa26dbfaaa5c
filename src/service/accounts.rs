//! Signing up, verifying addresses, logging in, resetting and changing passwords.

use crate::domain::Links;
use crate::domain::Words;
use crate::service::Context;
use crate::service::Tx;
use sqlx::PgPool;

use super::password_hasher::PasswordHasher;
use super::{FieldErrors, ServiceError};
use crate::{
    domain::{EmailAddress, Password, SecretToken, UserId, Username},
    domain::{Lang, Setting},
    mail::{Envelope, MailContent, messages},
    store::{
        self,
        email_tokens::{self, Purpose},
        users::{AccountConflict, User},
    },
};

/// Queues the mail with a link that confirms `email` for `user`.
async fn queue_verification(
    tx: &mut Tx<'_>,
    user: &User,
    email: &str,
    is_new_account: bool,
) -> Result<(), ServiceError> {
    let token = email_tokens::issue(&mut *tx.conn, user.id, Purpose::VerifyEmail, email).await?;
    let mail = messages::VerifyEmail {
        username: user.username.clone(),
        link: tx.links.verify(&token),
        is_new_account,
    };
    tx.queue_mail(email, user.language.for_mail(), &mail)
        .await?;
    Ok(())
}

/// The three fields of a sign-up, as typed.
#[derive(Clone, Copy, Debug)]
pub struct NewAccount<'a> {
    pub username: &'a str,
    pub email: &'a str,
    pub password: &'a str,
    /// The language the account's pages and mails start in.
    pub lang: Lang,
    /// The keyed hash of the network the sign-up came from (see `domain::network`).
    pub network: Option<&'a [u8]>,
    /// The time zone the sign-up form's script read from the browser (`None`: UTC).
    pub time_zone: Option<&'a crate::domain::TimeZone>,
}

/// Parses the three sign-up fields, collecting every field's error at once.
fn parse_account_fields(
    NewAccount {
        username,
        email,
        password,
        ..
    }: NewAccount<'_>,
) -> Result<(Username, EmailAddress, Password), ServiceError> {
    let mut errors = FieldErrors::default();
    let username = Username::parse(username)
        .map_err(|e| errors.add("username", Words::new(e)))
        .ok();
    let email = EmailAddress::parse(email)
        .map_err(|e| errors.add("email", Words::new(e)))
        .ok();
    let password = Password::parse(password)
        .map_err(|e| errors.add("password", Words::new(e)))
        .ok();
    match (username, email, password) {
        (Some(u), Some(e), Some(p)) => Ok((u, e, p)),
        _ => Err(ServiceError::Invalid(errors)),
    }
}

fn username_taken() -> ServiceError {
    ServiceError::Invalid(FieldErrors::single(
        "username",
        Words::new("field-username-taken"),
    ))
}

/// Creates an account and mails the verification link, in one transaction. An address
/// that already has an account is answered the same way (`Ok`), after the same hashing,
/// and its owner gets a mail about the attempt instead: sign-up must not tell anyone
/// which addresses have accounts. A taken username is said (usernames are public).
/// `device` (the browser's device cookie) becomes a known device of a new account.
#[tracing::instrument(skip_all, fields(username = %new.username))]
pub async fn sign_up(
    pool: &PgPool,
    passwords: &PasswordHasher,
    links: &Links,
    new: NewAccount<'_>,
    device: Option<&SecretToken>,
) -> Result<(), ServiceError> {
    let (username, email, password) = parse_account_fields(new)?;
    // Checked first, so whether the address is in use never decides this answer.
    if store::users::by_username(pool, username.as_str())
        .await?
        .is_some()
    {
        return Err(username_taken());
    }
    let hash = passwords.hash(password.expose().to_owned()).await?;
    let mut tx = pool.begin().await?;
    // A savepoint: a refused insert leaves the transaction usable for the owner's mail.
    let mut attempt = sqlx::Connection::begin(&mut *tx).await?;
    match store::users::insert(&mut *attempt, &username, &email, &hash, false, false).await {
        Ok(mut user) => {
            attempt.commit().await?;
            store::users::set_start_settings(&mut *tx, user.id, new.lang, new.time_zone).await?;
            user.language = Setting(Some(new.lang));
            if let Some(network) = new.network {
                store::moderation::set_signup_network(&mut *tx, user.id, network).await?;
            }
            queue_verification(&mut Tx::new(&mut tx, links), &user, &user.email, true).await?;
            if let Some(device) = device {
                store::known_devices::remember(&mut *tx, user.id, device).await?;
            }
            tracing::info!(user = %user.id, email = %email.masked(), "account created");
        }
        Err(AccountConflict::EmailTaken) => {
            attempt.rollback().await?;
            warn_address_owner(&mut Tx::new(&mut tx, links), &email).await?;
            tracing::info!(email = %email.masked(), "sign-up with an address in use");
        }
        Err(AccountConflict::UsernameTaken) => return Err(username_taken()),
        Err(AccountConflict::Db(e)) => return Err(e.into()),
    }
    tx.commit().await?;
    Ok(())
}

/// Queues the mail that tells the owner of `email` someone tried to sign up with it.
async fn warn_address_owner(tx: &mut Tx<'_>, email: &EmailAddress) -> Result<(), ServiceError> {
    let owner = store::users::by_email(&mut *tx.conn, email.as_str())
        .await?
        .ok_or_else(|| anyhow::anyhow!("the account with the address in use vanished"))?;
    let mail = messages::SignUpAttempt {
        username: owner.username,
        login_link: tx.links.login(),
        reset_link: tx.links.password_reset(),
    };
    tx.queue_mail(&owner.email, owner.language.for_mail(), &mail)
        .await?;
    Ok(())
}

/// Creates a verified account directly (the `admin create` command).
pub async fn create_verified(
    pool: &PgPool,
    passwords: &PasswordHasher,
    new: NewAccount<'_>,
    is_admin: bool,
) -> Result<User, ServiceError> {
    let (username, email, password) = parse_account_fields(new)?;
    let hash = passwords.hash(password.expose().to_owned()).await?;
    store::users::insert(pool, &username, &email, &hash, is_admin, true)
        .await
        .map_err(|e| match e {
            AccountConflict::UsernameTaken => ServiceError::Invalid(FieldErrors::single(
                "username",
                Words::new("field-username-taken"),
            )),
            AccountConflict::EmailTaken => ServiceError::Invalid(FieldErrors::single(
                "email",
                Words::new("refusal-email-taken"),
            )),
            AccountConflict::Db(e) => e.into(),
        })
}

/// Mails a fresh verification link for the account's address.
pub async fn resend_verification(ctx: Context<'_>, user: &User) -> Result<(), ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    queue_verification(&mut ctx.within(&mut tx), user, &user.email, true).await?;
    tx.commit().await?;
    Ok(())
}

/// What following a verification link did.
#[derive(Debug, PartialEq, Eq)]
pub enum VerifyOutcome {
    Verified { user: UserId },
    InvalidLink,
    AddressTaken,
}

/// Confirms an address from a mailed link (single use).
pub async fn verify_email(pool: &PgPool, token: &str) -> Result<VerifyOutcome, ServiceError> {
    let Some(token) = SecretToken::from_user(token) else {
        return Ok(VerifyOutcome::InvalidLink);
    };
    let mut tx = pool.begin().await?;
    let Some(valid) = email_tokens::consume(&mut *tx, &token, Purpose::VerifyEmail).await? else {
        return Ok(VerifyOutcome::InvalidLink);
    };
    match store::users::confirm_email(&mut *tx, valid.user_id, &valid.email).await {
        Ok(()) => {}
        Err(AccountConflict::EmailTaken) => return Ok(VerifyOutcome::AddressTaken),
        Err(AccountConflict::UsernameTaken) => return Ok(VerifyOutcome::InvalidLink),
        Err(AccountConflict::Db(e)) => return Err(e.into()),
    }
    tx.commit().await?;
    Ok(VerifyOutcome::Verified {
        user: valid.user_id,
    })
}

/// Mails a reset link to the account with this address, or to an address without an
/// account a mail saying so. Both take one lookup, one rendered mail and one outbox row
/// in one transaction, so neither the page nor its timing tells whether the address
/// has an account. The mail to an address without an account is in `lang`, the
/// language the request's page was shown in (there is no setting to follow).
pub async fn request_password_reset(
    ctx: Context<'_>,
    email: &str,
    lang: Lang,
) -> Result<(), ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    let mail = match store::users::by_email(&mut *tx, email).await? {
        Some(user) => {
            let token =
                email_tokens::issue(&mut tx, user.id, Purpose::ResetPassword, &user.email).await?;
            let link = ctx.links.reset(&token);
            let mail = messages::PasswordReset {
                username: user.username,
                link,
            };
            mail.to_mail(
                &Envelope::to(&user.email, ctx.links).in_language(user.language.for_mail()),
            )?
        }
        None => {
            let mail = messages::ResetNoAccount {
                signup_link: ctx.links.signup(),
            };
            mail.to_mail(&Envelope::to(email, ctx.links).in_language(lang))?
        }
    };
    store::outbox::enqueue(&mut *tx, &mail).await?;
    tx.commit().await?;
    Ok(())
}

/// Whether a reset link is still usable (to show its form or a clear message).
pub async fn reset_link_is_valid(pool: &PgPool, token: &str) -> Result<bool, ServiceError> {
    let Some(token) = SecretToken::from_user(token) else {
        return Ok(false);
    };
    Ok(email_tokens::peek(pool, &token, Purpose::ResetPassword)
        .await?
        .is_some())
}

/// Sets a new password from a reset link, ending every session and revoking every API
/// token of the account (a reset is how a taken-over account is recovered). The link is
/// checked before the password is hashed, so a wrong link costs no argon2 work. The
/// account forgets its known devices except this one (`device`, or a new token), which
/// is returned for the cookie: the owner is not locked out by strangers' attempts.
pub async fn reset_password(
    pool: &PgPool,
    passwords: &PasswordHasher,
    token: &str,
    new_password: &str,
    device: Option<SecretToken>,
) -> Result<(UserId, SecretToken), ServiceError> {
    let invalid = || {
        ServiceError::Invalid(FieldErrors::single(
            "token",
            Words::new("refusal-reset-link-invalid"),
        ))
    };
    let token = SecretToken::from_user(token).ok_or_else(invalid)?;
    if email_tokens::peek(pool, &token, Purpose::ResetPassword)
        .await?
        .is_none()
    {
        return Err(invalid());
    }
    let password = Password::parse(new_password)
        .map_err(|e| ServiceError::Invalid(FieldErrors::single("password", Words::new(e))))?;
    let hash = passwords.hash(password.expose().to_owned()).await?;
    let mut tx = pool.begin().await?;
    let valid = email_tokens::consume(&mut *tx, &token, Purpose::ResetPassword)
        .await?
        .ok_or_else(invalid)?;
    store::users::set_password_hash(&mut *tx, valid.user_id, &hash).await?;
    // Following the mailed link proves the address too.
    store::users::mark_verified_if_address(&mut *tx, valid.user_id, &valid.email).await?;
    store::sessions::delete_all_for_user(&mut *tx, valid.user_id, None).await?;
    store::api_tokens::revoke_all_for_user(&mut *tx, valid.user_id).await?;
    store::known_devices::forget_all_for_user(&mut *tx, valid.user_id).await?;
    let device = device.unwrap_or_else(SecretToken::generate);
    store::known_devices::remember(&mut *tx, valid.user_id, &device).await?;
    tx.commit().await?;
    Ok((valid.user_id, device))
}

/// Changes the password after checking the current one; other sessions end.
pub async fn change_password(
    pool: &PgPool,
    passwords: &PasswordHasher,
    user: UserId,
    current: &str,
    new: &str,
    keep_session: Option<&SecretToken>,
) -> Result<(), ServiceError> {
    let stored = store::users::password_hash(pool, user).await?;
    if !passwords.verify(current.to_owned(), Some(stored)).await? {
        return Err(ServiceError::Invalid(FieldErrors::single(
            "current_password",
            Words::new("refusal-current-password-wrong"),
        )));
    }
    let new = Password::parse(new).map_err(|e| {
        ServiceError::Invalid(FieldErrors::single(
            "new_password",
            Words::new(new_password_refusal(e)),
        ))
    })?;
    let hash = passwords.hash(new.expose().to_owned()).await?;
    let mut tx = pool.begin().await?;
    store::users::set_password_hash(&mut *tx, user, &hash).await?;
    store::sessions::delete_all_for_user(&mut *tx, user, keep_session).await?;
    tx.commit().await?;
    Ok(())
}

/// Starts a change of address: the new one takes effect when its mailed link is followed.
pub async fn change_email(
    pool: &PgPool,
    passwords: &PasswordHasher,
    links: &Links,
    user: &User,
    password: &str,
    new_email: &str,
) -> Result<(), ServiceError> {
    let email = EmailAddress::parse(new_email)
        .map_err(|e| ServiceError::Invalid(FieldErrors::single("email", Words::new(e))))?;
    let stored = store::users::password_hash(pool, user.id).await?;
    if !passwords.verify(password.to_owned(), Some(stored)).await? {
        return Err(ServiceError::Invalid(FieldErrors::single(
            "email_password",
            Words::new("refusal-password-wrong"),
        )));
    }
    if let Some(other) = store::users::by_email(pool, email.as_str()).await?
        && other.id != user.id
    {
        return Err(ServiceError::Invalid(FieldErrors::single(
            "email",
            Words::new("refusal-email-other-account"),
        )));
    }
    let mut tx = pool.begin().await?;
    queue_verification(&mut Tx::new(&mut tx, links), user, email.as_str(), false).await?;
    tx.commit().await?;
    Ok(())
}

/// The id of a refused new password ("New password ...", not "Password ...").
fn new_password_refusal(id: &'static str) -> &'static str {
    match id {
        "field-password-short" => "refusal-new-password-short",
        _ => "refusal-new-password-long",
    }
}
