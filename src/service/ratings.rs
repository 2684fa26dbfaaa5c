//! Rating a game as it ends, inside the transaction that ends it (`games::end_game`),
//! and the audit that replays every rated game (`corrchess ratings recompute`).

use sqlx::{PgConnection, PgPool};

use super::ServiceError;
use crate::{
    domain::{game_state::Conclusion, rating, rating_replay},
    store::{self, games::GameRow},
};

/// Rates a game that has just been ended as `conclusion` (`row` as stored after the
/// end): a rated game with a result is one rating period for each player, from both
/// players' values before the end. Locks both rating rows (lower user id first) and
/// reads the end time under those locks, then stores (in one statement) the new values,
/// a history row each, the end time and the changes, and updates `row` to match. Aborted and unrated games change nothing.
pub async fn rate_ended_game(
    tx: &mut PgConnection,
    row: &mut GameRow,
    conclusion: Conclusion,
) -> Result<(), ServiceError> {
    let Conclusion::Decided(result, _) = conclusion else {
        return Ok(());
    };
    if !row.rated {
        return Ok(());
    }
    let locked = store::ratings::lock_pair(tx, row.white_id, row.black_id).await?;
    let at = locked.now;
    let (w, b) = rating::rate_game(locked.a, locked.b, result, at);
    let effect = store::ratings::GameEffect {
        game: row.id,
        at,
        updates: [(row.white_id, w.after), (row.black_id, b.after)],
        white_diff: w.diff,
        black_diff: b.diff,
    };
    store::ratings::record(tx, &effect).await?;
    row.finished_at = Some(at);
    row.ratings.white_rating_diff = Some(w.diff);
    row.ratings.black_rating_diff = Some(b.diff);
    Ok(())
}

/// What the ratings audit found.
#[derive(Debug)]
pub struct Audit {
    /// Rated games replayed.
    pub games: usize,
    /// One sentence per stored value that is not the replay's.
    pub differences: Vec<String>,
    /// The stored values were rewritten to the replay's.
    pub rewritten: bool,
}

/// Replays every rated game in end order from the start values and compares each
/// player's values, the history and every game's changes with what is stored. With
/// `apply`, rewrites what differs, while game writes wait (reads go on); without, reads
/// one snapshot and changes nothing.
pub async fn recompute(pool: &PgPool, apply: bool) -> Result<Audit, ServiceError> {
    let mut tx = pool.begin().await?;
    if apply {
        store::ratings::lock_for_rewrite(&mut tx).await?;
    } else {
        store::read_only_snapshot(&mut tx).await?;
    }
    let games = store::ratings::rated_games(&mut *tx).await?;
    let stored = store::ratings::stored(&mut tx).await?;
    let replay = rating_replay::replay(&games);
    let differences = rating_replay::differences(&replay, &stored);
    let rewritten = apply && !differences.is_empty();
    if rewritten {
        store::ratings::rewrite(&mut tx, &replay).await?;
    }
    tx.commit().await?;
    Ok(Audit {
        games: games.len(),
        differences,
        rewritten,
    })
}
