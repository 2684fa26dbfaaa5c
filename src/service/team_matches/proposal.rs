//! A club admin challenges another club; that club's admins accept (registration opens)
//! or decline (the match ends, saying why).

use time::OffsetDateTime;

use super::{
    MatchInput, closed, clubs_words, link, lock, mail_each, no_such_club, not_club_admin,
    require_before_deadline, require_clubs_open, require_status, standing_of, terms_words,
};
use crate::{
    domain::{
        Words,
        team_matches::{EndReason, MatchId, MatchStatus},
    },
    mail::team_match_messages::TeamMatchMail,
    service::{Context, FieldErrors, ServiceError},
    store::{self, team_matches::NewMatch, users::User},
};

/// `user`, an admin of the club `home_slug`, challenges the club the form names; its
/// admins are mailed the challenge. Refused at `opponent` while a challenge between
/// the two clubs (either way) waits for an answer.
pub async fn challenge(
    ctx: Context<'_>,
    user: &User,
    home_slug: &str,
    input: &MatchInput,
) -> Result<MatchId, ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    let home = store::clubs::by_slug(&mut *tx, home_slug)
        .await?
        .ok_or_else(|| no_such_club(home_slug))?;
    if home.closed {
        return Err(closed(&home.name));
    }
    let home = home.id;
    let terms = input
        .parse(OffsetDateTime::now_utc())
        .map_err(ServiceError::Invalid)?;
    let away = match store::clubs::by_slug_or_name(&mut *tx, &terms.opponent).await? {
        Some(c) if c.id == home => return Err(field("match-refuse-self")),
        Some(c) if !c.closed => c.id,
        _ => return Err(field("match-refuse-no-opponent")),
    };
    let standing = store::team_matches::standing(&mut *tx, home, away, user.id).await?;
    if !standing.home_admin {
        return Err(not_club_admin());
    }
    // One open challenge per pair of clubs: no stream of challenge mails.
    if store::team_matches::lock_pending_between(&mut tx, home, away).await? {
        return Err(field("match-refuse-pending"));
    }
    let new = NewMatch {
        home_club: home,
        away_club: away,
        boards: terms.boards,
        time_control: terms.time_control,
        max_silence_days: terms.max_silence_days,
        rated: terms.rated,
        start_rule: terms.start_rule,
        min_rating: terms.rating_range.min,
        max_rating: terms.rating_range.max,
        registration_deadline: terms.registration_deadline,
        proposed_by: user.id,
    };
    let id = store::team_matches::insert(&mut *tx, &new).await?;
    let m = lock(&mut tx, id).await?;
    let mut tx_ = ctx.within(&mut tx);
    let mail = TeamMatchMail::new(
        clubs_words(&m, "match-mail-challenge-subject"),
        vec![
            clubs_words(&m, "match-mail-challenge-body").arg("admin", user.username.as_str()),
            terms_words(&m),
        ],
        link(&tx_, id),
    );
    let admins = store::team_matches::club_admins(&mut *tx_.conn, away).await?;
    mail_each(&mut tx_, &admins, &mail).await?;
    tx.commit().await?;
    tracing::info!(team_match = %id, "team match proposed");
    Ok(id)
}

/// The opponent field's refusal.
fn field(id: &'static str) -> ServiceError {
    ServiceError::Invalid(FieldErrors::single("opponent", Words::new(id)))
}

/// An admin of the challenged club accepts: registration opens, and the challenging
/// club's admins are told.
pub async fn accept(ctx: Context<'_>, user: &User, id: MatchId) -> Result<(), ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    let m = answerable(&mut tx, user, id).await?;
    require_clubs_open(&m)?;
    store::team_matches::set_status(&mut *tx, id, MatchStatus::Registration, None).await?;
    let mut tx_ = ctx.within(&mut tx);
    let mail = TeamMatchMail::new(
        clubs_words(&m, "match-mail-accepted-subject"),
        vec![clubs_words(&m, "match-mail-accepted-body")],
        link(&tx_, id),
    );
    let admins = store::team_matches::club_admins(&mut *tx_.conn, m.home_club).await?;
    mail_each(&mut tx_, &admins, &mail).await?;
    tx.commit().await?;
    Ok(())
}

/// An admin of the challenged club declines: the match ends, and its page says so.
pub async fn decline(ctx: Context<'_>, user: &User, id: MatchId) -> Result<(), ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    answerable(&mut tx, user, id).await?;
    let reason = Some(EndReason::Declined);
    store::team_matches::set_status(&mut *tx, id, MatchStatus::Declined, reason).await?;
    tx.commit().await?;
    Ok(())
}

/// The locked match `user` may answer: proposed, before its deadline, and `user` an
/// admin of the challenged club. Only the accept needs both clubs open: a decline of a
/// closed club's challenge is still taken.
async fn answerable(
    tx: &mut sqlx::PgConnection,
    user: &User,
    id: MatchId,
) -> Result<store::team_matches::MatchRow, ServiceError> {
    let m = lock(tx, id).await?;
    require_status(&m, MatchStatus::Proposed)?;
    require_before_deadline(&m, OffsetDateTime::now_utc())?;
    if !standing_of(tx, &m, user.id).await?.away_admin {
        return Err(not_club_admin());
    }
    Ok(m)
}
