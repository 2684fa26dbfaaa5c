//! The club page's place for team matches (issue 34, part 2): the running and finished
//! matches and the club's record. Empty until the matches fill it; the page includes
//! `templates/clubs/matches_section.html`, which shows nothing for an empty section.

use sqlx::PgPool;

use crate::{store::clubs::Club, web::AppError};

/// What the club page shows of the club's team matches.
#[derive(Clone, Debug, Default)]
pub struct MatchesSection {}

impl MatchesSection {
    /// Whether there is nothing to show (the page leaves the section out).
    pub fn is_empty(&self) -> bool {
        true
    }

    /// The section of `club`'s page, read from `pool`.
    pub async fn load(_pool: &PgPool, _club: &Club) -> Result<Self, AppError> {
        Ok(Self::default())
    }
}
