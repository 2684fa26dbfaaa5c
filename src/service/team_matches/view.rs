//! A match as its page and the API show it: the match, its boards with players and
//! games, its sign-ups and the score, read in a fixed number of statements whatever
//! the number of boards.

use sqlx::PgPool;

use super::no_such_match;
use crate::{
    domain::{
        UserId,
        team_matches::{MatchId, Score, Side},
    },
    service::ServiceError,
    store::{
        self,
        team_match_views::BoardRow,
        team_matches::{Entry, MatchRow, Standing},
    },
};

/// Everything the match page shows.
#[derive(Clone, Debug)]
pub struct MatchView {
    pub m: MatchRow,
    pub boards: Vec<BoardRow>,
    /// Sign-ups, per side in board order (highest rating first).
    pub entries: Vec<Entry>,
    /// The viewer's place in the two clubs (all false for a visitor).
    pub standing: Standing,
    /// Game points so far, in half points.
    pub score: Score,
}

impl MatchView {
    /// The sign-ups of `side`, in board order.
    pub fn side(&self, side: Side) -> impl Iterator<Item = &Entry> {
        self.entries.iter().filter(move |e| e.side == side)
    }

    /// The side `user` signed up for, if any.
    pub fn signed_side(&self, user: UserId) -> Option<Side> {
        self.entries
            .iter()
            .find(|e| e.user_id == user)
            .map(|e| e.side)
    }
}

/// Reads match `id` for `viewer`: four statements (five with a viewer).
pub async fn load(
    pool: &PgPool,
    id: MatchId,
    viewer: Option<UserId>,
) -> Result<MatchView, ServiceError> {
    let m = store::team_matches::by_id(pool, id)
        .await?
        .ok_or_else(no_such_match)?;
    let boards = store::team_match_views::boards(pool, id).await?;
    let entries = store::team_matches::entries(pool, id).await?;
    let standing = match viewer {
        Some(user) => store::team_matches::standing(pool, m.home_club, m.away_club, user).await?,
        None => Standing::default(),
    };
    let mut score = Score::default();
    for b in &boards {
        let [first, second] = b.games();
        score.add(first.result.as_deref(), true);
        score.add(second.result.as_deref(), false);
    }
    Ok(MatchView {
        m,
        boards,
        entries,
        standing,
        score,
    })
}
