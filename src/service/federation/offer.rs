//! The challenge form's and API's front door: an opponent written `name@host[:port]`
//! is looked up at their server (`peers::resolve`) and challenged there
//! (`challenges::create_remote`); any other name is a local challenge.

use crate::{
    domain::{ChallengeId, Refusal, Words, federation::Address},
    service::{Context, FieldErrors, ServiceError, challenge_terms::ChallengeInput, challenges},
    store::users::User,
};

use super::peers;

/// Checks and stores a challenge, to a player here or elsewhere; what is wrong with a
/// remote address (its form, federation off, the peer blocked or unreachable, no such
/// player) is the opponent field's error.
pub async fn create(
    ctx: Context<'_>,
    user: &User,
    input: &ChallengeInput,
) -> Result<ChallengeId, ServiceError> {
    if !Address::looks_remote(&input.opponent) {
        return challenges::create(ctx, user, input).await;
    }
    let field = |w: Words| ServiceError::Invalid(FieldErrors::single("opponent", w));
    let address = Address::parse(&input.opponent).map_err(|e| field(Words::new(e.id())))?;
    let remote = peers::resolve(ctx, &address).await.map_err(|r| match r {
        Refusal::Words(w) => field(w),
        _ => field(Words::new("federation-lookup-failed")),
    })?;
    challenges::create_remote(ctx, user, input, &remote.address).await
}
