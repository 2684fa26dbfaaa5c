//! A rematch: after a game is over, either player offers the opponent a new game on the
//! same terms (time control, vacation rule, rated or not, and the same start position,
//! so that the two games are one position played from both sides) with the colours
//! swapped. It is an ordinary challenge: listed in /challenges and mailed like any.

use super::{
    Context, ServiceError, challenge_terms::ChallengeInput, challenges, error::Missing,
    time_control_input::TimeControlInput,
};
use crate::{
    domain::{ChallengeId, GameId},
    store::{self, games::GameRow, users::User},
};

/// The challenge a rematch of `game` by `me` makes, or why there is none.
pub fn rematch_terms(game: &GameRow, me: &User) -> Result<ChallengeInput, ServiceError> {
    let (opponent, color) = if game.white_id == me.id {
        (&game.black, "black")
    } else if game.black_id == me.id {
        (&game.white, "white")
    } else {
        return Err(ServiceError::NotAPlayer);
    };
    if game.is_running() {
        return Err(ServiceError::conflict("refusal-rematch-running"));
    }
    Ok(ChallengeInput {
        opponent: opponent.clone(),
        color: color.into(),
        time_control: TimeControlInput::showing(&game.time_control)
            .with_silence(game.max_silence_days),
        start: "number".into(),
        start_number: game.start_number.to_string(),
        rated: game.rated,
        note: String::new(),
        vacation_allowed: game.vacation_allowed,
        min_rating: String::new(),
        max_rating: String::new(),
    })
}

/// Offers the opponent of the finished `game` a rematch (see the module documentation).
pub async fn rematch(
    ctx: Context<'_>,
    me: &User,
    game: GameId,
) -> Result<ChallengeId, ServiceError> {
    let row = store::games::by_id(ctx.pool, game)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Game))?;
    let input = rematch_terms(&row, me)?;
    challenges::create_offer(ctx, me, &input, Some(game)).await
}
