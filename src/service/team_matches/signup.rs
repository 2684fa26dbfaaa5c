//! Members sign up for their club's side until the deadline, within the match's rating
//! limits, and may withdraw before the start (a reserve then moves up).

use time::OffsetDateTime;

use super::{lock, require_before_deadline, require_clubs_open, require_status, standing_of};
use crate::{
    domain::{
        Words,
        team_matches::{MatchId, MatchStatus, Side},
    },
    service::ServiceError,
    store::{self, users::User},
};
use sqlx::PgPool;

/// `user` signs up for the side of their club. A member of both clubs chooses with
/// `side` (left out: refused, asking them to choose), since a player plays for one
/// side only and no side is theirs by default.
pub async fn sign_up(
    pool: &PgPool,
    user: &User,
    id: MatchId,
    side: Option<Side>,
) -> Result<Side, ServiceError> {
    let mut tx = pool.begin().await?;
    let m = lock(&mut tx, id).await?;
    require_status(&m, MatchStatus::Registration)?;
    require_before_deadline(&m, OffsetDateTime::now_utc())?;
    require_clubs_open(&m)?;
    let standing = standing_of(&mut tx, &m, user.id).await?;
    let side = match (side, standing.home_member, standing.away_member) {
        (None, true, true) => {
            return Err(ServiceError::EntryRefused(Words::new(
                "match-refuse-choose-side",
            )));
        }
        (Some(Side::Home), true, _) | (None, true, false) => Side::Home,
        (Some(Side::Away), _, true) | (None, false, true) => Side::Away,
        _ => {
            return Err(ServiceError::EntryRefused(Words::new(
                "match-refuse-not-member",
            )));
        }
    };
    let rating = store::ratings::standing_of(&mut *tx, user.id)
        .await?
        .rating
        .shown();
    let range = m.rating_range();
    if !range.admits(rating) {
        return Err(ServiceError::RatingOutOfRange {
            rating,
            range: range.words(),
        });
    }
    if !store::team_matches::sign_up(&mut *tx, id, user.id, side, rating).await? {
        return Err(ServiceError::EntryRefused(Words::new(
            "match-refuse-signed-up",
        )));
    }
    tx.commit().await?;
    Ok(side)
}

/// `user` takes their sign-up back before the start.
pub async fn withdraw(pool: &PgPool, user: &User, id: MatchId) -> Result<(), ServiceError> {
    let mut tx = pool.begin().await?;
    let m = lock(&mut tx, id).await?;
    require_status(&m, MatchStatus::Registration)?;
    if !store::team_matches::withdraw(&mut *tx, id, user.id).await? {
        return Err(ServiceError::conflict("match-refuse-not-signed-up"));
    }
    tx.commit().await?;
    Ok(())
}
