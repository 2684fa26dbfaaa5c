//! The job loop's part: matches whose registration deadline passed start (or abort,
//! saying why), and a day before the deadline the members not signed up are reminded,
//! once. Rows are claimed with `SKIP LOCKED`, so any number of processes may run it.

use time::OffsetDateTime;

use super::{clubs_words, link, lock, mail_each};
use crate::{
    mail::team_match_messages::TeamMatchMail,
    service::{Context, ServiceError},
    store,
};

/// Starts or aborts every match whose registration deadline has passed by `now`.
pub async fn start_due(ctx: Context<'_>, now: OffsetDateTime) -> Result<usize, ServiceError> {
    let mut done = 0;
    loop {
        let mut tx = ctx.pool.begin().await?;
        let Some(id) = store::team_matches::claim_due(&mut tx, now).await? else {
            return Ok(done);
        };
        let m = lock(&mut tx, id).await?;
        super::start::start_or_abort(&mut ctx.within(&mut tx), &m).await?;
        tx.commit().await?;
        done += 1;
    }
}

/// Reminds the members of both clubs who have not signed up, once per match, when
/// less than a day of registration is left at `now` (not for a match a club of which
/// was closed).
pub async fn remind_due(ctx: Context<'_>, now: OffsetDateTime) -> Result<usize, ServiceError> {
    let mut done = 0;
    loop {
        let mut tx = ctx.pool.begin().await?;
        let Some(id) = store::team_matches::claim_reminder(&mut tx, now).await? else {
            return Ok(done);
        };
        let m = lock(&mut tx, id).await?;
        // A match a club of which was closed takes no sign-ups: nobody is asked.
        if m.closed_club().is_some() {
            tx.commit().await?;
            continue;
        }
        let members = store::team_matches::unsigned_members(&mut *tx, id).await?;
        let mut tx_ = ctx.within(&mut tx);
        let mail = TeamMatchMail::new(
            clubs_words(&m, "match-mail-reminder-subject"),
            vec![clubs_words(&m, "match-mail-reminder-body")],
            link(&tx_, id),
        );
        mail_each(&mut tx_, &members, &mail).await?;
        tx.commit().await?;
        done += 1;
    }
}
