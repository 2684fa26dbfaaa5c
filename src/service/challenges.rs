//! Offering, accepting, declining and cancelling games.

use crate::domain::Words;
use crate::service::Context;
use crate::service::Tx;
use rand::RngExt;
use sqlx::PgPool;

use super::{
    FieldErrors, Missing, ServiceError,
    challenge_terms::{ChallengeInput, Terms},
    game_mails, remote_games,
};
use crate::{
    chess::StartNumber,
    domain::{
        ChallengeId, GameId, UserId,
        challenge_terms::ChallengeTerms,
        games::{ChallengeStatus, ColorChoice},
    },
    mail::{MailContent, game_messages},
    store::{self, challenges::NewChallenge, games::GameRow, users::User},
};

/// Checks and stores a challenge; a direct one mails the opponent. An open challenge
/// of the same player on exactly the same terms is answered instead (a double submit).
pub async fn create(
    ctx: Context<'_>,
    user: &User,
    input: &ChallengeInput,
) -> Result<ChallengeId, ServiceError> {
    create_offer(ctx, user, input, None).await
}

/// [`create`], for a rematch of `rematch_of` when it is one.
pub async fn create_offer(
    ctx: Context<'_>,
    user: &User,
    input: &ChallengeInput,
    rematch_of: Option<GameId>,
) -> Result<ChallengeId, ServiceError> {
    if !user.is_verified() {
        return Err(ServiceError::Unverified);
    }
    let mut errors = FieldErrors::default();
    let opponent = named_opponent(ctx.pool, user, input.opponent.trim(), &mut errors).await?;
    let terms = Terms::check(input, &mut errors);
    if !errors.is_empty() {
        return Err(ServiceError::Invalid(errors));
    }
    let mut tx = ctx.pool.begin().await?;
    let new = NewChallenge {
        challenger: user.id,
        opponent: opponent.as_ref().map(|o| o.id),
        color: terms.color,
        time_control: terms.time_control,
        max_silence_days: terms.max_silence_days,
        start_number: terms.start_number,
        rated: input.rated,
        note: terms.note,
        rematch_of,
        vacation_allowed: input.vacation_allowed,
        rating_range: terms.rating_range,
    };
    // The same form posted twice (or a rematch asked twice) is the first challenge:
    // nothing new is stored or mailed. The challenger's lock makes the look and the
    // insert one step for two requests at once.
    store::challenges::lock_challenger(&mut tx, user.id).await?;
    if let Some(id) = store::challenges::open_same(&mut *tx, &new).await? {
        return Ok(id);
    }
    let id = store::challenges::insert(&mut *tx, &new).await?;
    if let Some(o) = &opponent {
        queue_received(&mut ctx.within(&mut tx), id, user, o, &new).await?;
    }
    tx.commit().await?;
    Ok(id)
}

/// Mails `opponent` the challenge `id` of `challenger` on the terms `new`.
async fn queue_received(
    tx: &mut Tx<'_>,
    id: ChallengeId,
    challenger: &User,
    opponent: &User,
    new: &NewChallenge<'_>,
) -> Result<(), ServiceError> {
    let rating = store::ratings::standing_of(&mut *tx.conn, challenger.id)
        .await?
        .rating;
    let mail = game_messages::ChallengeReceived {
        recipient: opponent.username.clone(),
        challenger: challenger.username.clone(),
        challenger_rating: rating.label().to_string(),
        terms: ChallengeTerms {
            time_control: new.time_control,
            start_number: new.start_number,
            rated: new.rated,
            color: new.color,
            vacation_allowed: new.vacation_allowed,
        },
        note: new.note.to_owned(),
        rematch_of: new.rematch_of,
        link: tx.links.challenge(id),
    };
    tx.queue_mail(&opponent.email, opponent.language.for_mail(), &mail)
        .await
}

/// A challenge that `home`'s player `challenger` (a shadow account here) sent to the
/// local player `opponent` (a peer's `challenge` message, in the inbox's transaction):
/// stored with its id at home, mailed like a local one. The same challenge delivered
/// again is the first one. Blocks apply.
pub async fn receive_from_peer(
    tx: &mut Tx<'_>,
    challenger: &User,
    opponent: &User,
    new: &NewChallenge<'_>,
    home: (&str, i64),
) -> Result<ChallengeId, ServiceError> {
    if let Some(id) = store::federated_games::challenge_from(&mut *tx.conn, home.0, home.1).await? {
        return Ok(id);
    }
    if store::blocks::refuses_challenges(&mut *tx.conn, opponent.id, challenger.id).await? {
        return Err(ServiceError::Conflict(
            Words::new("stages-refuse-blocked").arg("name", &opponent.username),
        ));
    }
    let id = store::challenges::insert(&mut *tx.conn, new).await?;
    store::federated_games::link_challenge(&mut *tx.conn, id, home.0, home.1).await?;
    queue_received(tx, id, challenger, opponent, new).await?;
    Ok(id)
}

/// A challenge to `remote`, a player on another server (already looked up there): it is
/// stored against their shadow account, unrated, and a `challenge` message to their
/// server is queued in the same transaction (docs/FEDERATION.md).
pub async fn create_remote(
    ctx: Context<'_>,
    user: &User,
    input: &ChallengeInput,
    remote: &crate::domain::federation::Address,
) -> Result<ChallengeId, ServiceError> {
    if !user.is_verified() {
        return Err(ServiceError::Unverified);
    }
    let mut errors = FieldErrors::default();
    let terms = Terms::check(input, &mut errors);
    if !errors.is_empty() {
        return Err(ServiceError::Invalid(errors));
    }
    let mut tx = ctx.pool.begin().await?;
    let opponent = remote_games::players::find_or_create_remote(&mut tx, remote).await?;
    let new = NewChallenge {
        challenger: user.id,
        opponent: Some(opponent.id),
        color: terms.color,
        time_control: terms.time_control,
        max_silence_days: terms.max_silence_days,
        start_number: terms.start_number,
        rated: false,
        note: terms.note,
        rematch_of: None,
        vacation_allowed: input.vacation_allowed,
        rating_range: Default::default(),
    };
    store::challenges::lock_challenger(&mut tx, user.id).await?;
    if let Some(id) = store::challenges::open_same(&mut *tx, &new).await? {
        return Ok(id);
    }
    let id = store::challenges::insert(&mut *tx, &new).await?;
    remote_games::outgoing::offer(&mut ctx.within(&mut tx), id, user, remote, &new).await?;
    tx.commit().await?;
    Ok(id)
}

/// The account the opponent field names (`None` for an open challenge); a name of no
/// account, or the challenger's own, is noted in `errors`.
async fn named_opponent(
    pool: &PgPool,
    user: &User,
    name: &str,
    errors: &mut FieldErrors,
) -> Result<Option<User>, ServiceError> {
    if name.is_empty() {
        return Ok(None);
    }
    // A name that no account could have is not looked up (PostgreSQL refuses NUL).
    let found = match crate::domain::Username::parse(name) {
        Ok(parsed) => store::users::by_username(pool, parsed.as_str()).await?,
        Err(_) => None,
    };
    match found {
        Some(o) if o.id == user.id => errors.add("opponent", Words::new("stages-refuse-yourself")),
        Some(o) if store::blocks::refuses_challenges(pool, o.id, user.id).await? => errors.add(
            "opponent",
            Words::new("stages-refuse-blocked").arg("name", &o.username),
        ),
        Some(o) => return Ok(Some(o)),
        None => errors.add(
            "opponent",
            Words::new("stages-refuse-no-player").arg("name", name),
        ),
    }
    Ok(None)
}

/// Accepts a challenge: creates the game with a start number drawn now, in one
/// transaction; of two players accepting at once exactly one gets the game. The
/// challenger is mailed the game, and White that it is their move.
pub async fn accept(
    ctx: Context<'_>,
    user: &User,
    id: ChallengeId,
) -> Result<GameId, ServiceError> {
    match accept_offer(ctx, user, id).await? {
        Accepted::Game(game) => Ok(game),
        Accepted::SentHome => Err(ServiceError::conflict("federation-accept-sent")),
    }
}

/// What accepting a challenge did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Accepted {
    /// The game began here.
    Game(GameId),
    /// The challenge came from another server: the acceptance is sent there, and the
    /// game appears when that server answers with it.
    SentHome,
}

/// [`accept`], also of a challenge from another server.
pub async fn accept_offer(
    ctx: Context<'_>,
    user: &User,
    id: ChallengeId,
) -> Result<Accepted, ServiceError> {
    if !user.is_verified() {
        return Err(ServiceError::Unverified);
    }
    let mut tx = ctx.pool.begin().await?;
    if let Some((host, home_id)) = store::federated_games::challenge_home(&mut *tx, id).await? {
        // A challenge from another server: its home starts the game, and its `state`
        // makes the mirror here (service::federation::mirror).
        remote_games::outgoing::accept_home(&mut ctx.within(&mut tx), user, id, &host, home_id)
            .await?;
        tx.commit().await?;
        return Ok(Accepted::SentHome);
    }
    let game = accept_in(&mut ctx.within(&mut tx), user, id).await?;
    tx.commit().await?;
    Ok(Accepted::Game(game))
}

/// [`accept`] in the caller's transaction (a peer's `accept` runs it in the inbox's).
pub async fn accept_in(
    tx: &mut Tx<'_>,
    user: &User,
    id: ChallengeId,
) -> Result<GameId, ServiceError> {
    let Some(c) = store::challenges::lock(&mut *tx.conn, id).await? else {
        return Err(ServiceError::NotFound(Missing::Challenge));
    };
    match c.status {
        ChallengeStatus::Open => {}
        ChallengeStatus::Accepted => {
            return Err(ServiceError::conflict("refusal-challenge-accepted"));
        }
        ChallengeStatus::Declined => {
            return Err(ServiceError::conflict("refusal-challenge-declined"));
        }
        ChallengeStatus::Cancelled => {
            return Err(ServiceError::conflict("refusal-challenge-withdrawn"));
        }
    }
    if c.challenger_id == user.id {
        return Err(ServiceError::conflict("refusal-challenge-own"));
    }
    if c.opponent_id.is_some_and(|o| o != user.id) {
        return Err(ServiceError::NotAPlayer);
    }
    check_may_accept(&mut *tx.conn, &c, user).await?;
    let challenger_white = match c.color {
        ColorChoice::White => true,
        ColorChoice::Black => false,
        ColorChoice::Random => rand::rng().random::<bool>(),
    };
    let (white, black) = if challenger_white {
        (c.challenger_id, user.id)
    } else {
        (user.id, c.challenger_id)
    };
    let start = c.start_number.unwrap_or_else(StartNumber::random);
    let terms = super::games::GameTerms {
        vacation_cap: None,
        time_control: c.time_control,
        max_silence_days: c.max_silence_days,
        rated: c.rated,
        vacation_allowed: c.vacation_allowed,
    };
    let game = super::games::start_game(
        &mut *tx.conn,
        white,
        black,
        start,
        &terms,
        super::games::GameOrigin::Challenge(c.id),
    )
    .await?;
    store::challenges::set_status(&mut *tx.conn, c.id, ChallengeStatus::Accepted, Some(game))
        .await?;
    let row = store::games::by_id(&mut *tx.conn, game)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Game))?;
    queue_accepted(tx, &row, c.challenger_id).await?;
    if !challenger_white {
        game_mails::queue_game_start(tx, &row, None).await?;
    }
    tracing::info!(challenge = %c.id, game = %game, start = start.get(), "challenge accepted");
    Ok(game)
}

/// Whether `user` may take challenge `c`: the challenger does not block them, and their
/// rating is in the challenge's range.
async fn check_may_accept(
    tx: &mut sqlx::PgConnection,
    c: &store::challenges::Challenge,
    user: &User,
) -> Result<(), ServiceError> {
    if store::blocks::refuses_challenges(&mut *tx, c.challenger_id, user.id).await? {
        return Err(ServiceError::conflict("refusal-challenger-blocks"));
    }
    check_rating_range(tx, c, user).await
}

/// Refuses a player whose rating is outside the challenge's range.
async fn check_rating_range(
    tx: &mut sqlx::PgConnection,
    c: &store::challenges::Challenge,
    user: &User,
) -> Result<(), ServiceError> {
    let range = c.rating_range();
    if range.is_open() {
        return Ok(());
    }
    let rating = store::ratings::standing_of(&mut *tx, user.id)
        .await?
        .rating
        .shown();
    if range.admits(rating) {
        return Ok(());
    }
    Err(ServiceError::RatingOutOfRange {
        rating,
        range: range.words(),
    })
}

/// Tells the challenger of `row` that their challenge was accepted: the game, their
/// colour, whose move it is (a reply plays the first move when it is theirs).
async fn queue_accepted(
    tx: &mut Tx<'_>,
    row: &GameRow,
    challenger: UserId,
) -> Result<(), ServiceError> {
    let Some(to) = store::users::by_id(&mut *tx.conn, challenger).await? else {
        return Ok(());
    };
    let your_move = row.seats().player_on_move() == challenger;
    let mail = game_messages::ChallengeAccepted {
        recipient: to.username.clone(),
        opponent: row.name_of(row.seats().opponent_of(challenger)).to_owned(),
        game: game_mails::game_ref(row),
        color: if row.white_id == challenger {
            "white"
        } else {
            "black"
        },
        start_number: row.start_number.get(),
        your_move,
        board: game_mails::stored_board(row, challenger)?,
        deadline: row.deadline,
        time_zone: to.time_zone.clone(),
        time_control: row.time_control,
        link: tx.links.game(row.id),
    };
    let mut envelope = game_mails::envelope(&to.email, tx.links, row, challenger)
        .in_language(to.language.for_mail());
    if your_move {
        envelope = envelope.replies_play(row.ply);
    }
    store::outbox::enqueue(&mut *tx.conn, &mail.to_mail(&envelope)?).await?;
    Ok(())
}

/// Declines a challenge addressed to `user`; the challenger is told.
pub async fn decline(ctx: Context<'_>, user: &User, id: ChallengeId) -> Result<(), ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    decline_in(&mut ctx.within(&mut tx), user, id).await?;
    tx.commit().await?;
    Ok(())
}

/// [`decline`] in the caller's transaction; a challenge from another server is
/// declined at its home too.
pub async fn decline_in(tx: &mut Tx<'_>, user: &User, id: ChallengeId) -> Result<(), ServiceError> {
    let c = store::challenges::lock(&mut *tx.conn, id)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Challenge))?;
    if c.opponent_id != Some(user.id) {
        return Err(ServiceError::conflict("refusal-challenge-decline-others"));
    }
    if c.status != ChallengeStatus::Open {
        return Err(ServiceError::conflict("refusal-challenge-not-open"));
    }
    store::challenges::set_status(&mut *tx.conn, id, ChallengeStatus::Declined, None).await?;
    if let Some((host, home_id)) = store::federated_games::challenge_home(&mut *tx.conn, id).await?
    {
        remote_games::outgoing::decline_home(tx, user, &host, home_id).await?;
    }
    if let Some(to) = store::users::by_id(&mut *tx.conn, c.challenger_id).await? {
        let mail = game_messages::ChallengeDeclined {
            recipient: to.username.clone(),
            opponent: user.username.clone(),
            terms: c.terms(),
            link: tx.links.challenges(),
        };
        tx.queue_mail(&to.email, to.language.for_mail(), &mail)
            .await?;
    }
    Ok(())
}

/// Withdraws `user`'s own open challenge.
pub async fn cancel(ctx: Context<'_>, user: &User, id: ChallengeId) -> Result<(), ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    let c = store::challenges::lock(&mut tx, id)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Challenge))?;
    if c.challenger_id != user.id {
        return Err(ServiceError::conflict("refusal-challenge-withdraw-others"));
    }
    if c.status != ChallengeStatus::Open {
        return Err(ServiceError::conflict("refusal-challenge-not-open"));
    }
    store::challenges::set_status(&mut *tx, id, ChallengeStatus::Cancelled, None).await?;
    remote_games::outgoing::cancel_remote(&mut ctx.within(&mut tx), &c).await?;
    tx.commit().await?;
    Ok(())
}
