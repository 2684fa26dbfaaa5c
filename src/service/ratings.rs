//! Rating a game as it ends, inside the transaction that ends it (`games::end_game`).

use sqlx::PgConnection;

use super::ServiceError;
use crate::{
    domain::{game_state::Conclusion, rating},
    store::{self, games::GameRow},
};

/// Rates a game that has just been ended as `conclusion` (`row` as stored after the
/// end): a rated game with a result is one rating period for each player, from both
/// players' values before the end. Locks both rating rows (lower user id first), takes
/// the end time under those locks, then stores the new values, a history row each and
/// the changes, and updates `row` to match. Aborted and unrated games change nothing.
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
    let (white, black) = store::ratings::lock_pair(tx, row.white_id, row.black_id).await?;
    let at = store::ratings::stamp_end(tx, row.id).await?;
    let (w, b) = rating::rate_game(white, black, result, at);
    let updates = [(row.white_id, w.after), (row.black_id, b.after)];
    store::ratings::record(tx, row.id, updates, at).await?;
    store::ratings::set_diffs(&mut *tx, row.id, w.diff, b.diff).await?;
    row.finished_at = Some(at);
    row.ratings.white_rating_diff = Some(w.diff);
    row.ratings.black_rating_diff = Some(b.diff);
    Ok(())
}
