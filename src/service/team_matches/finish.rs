//! The end: each game's end moves its match's score; when the last game has ended the
//! match is finished with its final score (both clubs' records count it) and every
//! player is mailed the result.

use super::{clubs_words, link};
use crate::{
    domain::team_matches::{MatchId, MatchStatus, Score},
    mail::team_match_messages::TeamMatchMail,
    service::{ServiceError, Tx},
    store,
};

/// Called in the transaction that ended a game of match `id`: finishes the match when
/// that was its last running game. Lock order: the game row (held) before the match.
pub async fn after_game(tx: &mut Tx<'_>, id: MatchId) -> Result<(), ServiceError> {
    let Some(m) = store::team_matches::lock(&mut *tx.conn, id).await? else {
        return Ok(());
    };
    if m.status != MatchStatus::Running {
        return Ok(());
    }
    let (running, score) = store::team_matches::progress(&mut *tx.conn, id).await?;
    if running > 0 {
        return Ok(());
    }
    store::team_matches::mark_finished(&mut *tx.conn, id, score).await?;
    let mail = TeamMatchMail::new(
        clubs_words(&m, "match-mail-finished-subject"),
        vec![
            clubs_words(&m, "match-mail-finished-body")
                .arg("home_score", Score::label(score.home_halves))
                .arg("away_score", Score::label(score.away_halves)),
        ],
        link(tx, id),
    );
    let players: Vec<_> = store::team_matches::entries(&mut *tx.conn, id)
        .await?
        .into_iter()
        .map(|e| store::team_matches::Recipient {
            user_id: e.user_id,
            username: e.username,
            email: e.email,
            language: e.language,
        })
        .collect();
    super::mail_each(tx, &players, &mail).await?;
    tracing::info!(team_match = %id, "team match finished");
    Ok(())
}
