//! Offering, accepting, declining and cancelling games.

use rand::RngExt;
use sqlx::PgPool;
use time::{Duration, OffsetDateTime};

use super::{FieldErrors, GameError};
use crate::{
    chess::StartNumber,
    domain::{
        ChallengeId, GameId,
        games::{ColorChoice, DAYS_PER_MOVE, MAX_NOTE_CHARS},
    },
    mail::{MailContent, game_messages},
    store::{self, challenges::NewChallenge, users::User},
};

/// A challenge as typed into the form or sent as JSON.
#[derive(Clone, Debug, Default)]
pub struct ChallengeInput {
    /// Username; empty for an open challenge.
    pub opponent: String,
    /// `white`, `black` or `random`.
    pub color: String,
    pub days_per_move: String,
    /// `random`, `number` or `classical`.
    pub start: String,
    pub start_number: String,
    pub rated: bool,
    pub note: String,
}

/// Words for a challenge's terms, e.g. "3 days per move, random position, rated".
pub fn describe_terms(days: i32, start_number: Option<i16>, rated: bool, color: &str) -> String {
    let position = match start_number {
        Some(518) => "classical start position (No. 518)".to_owned(),
        Some(n) => format!("start position No. {n}"),
        None => "random start position".to_owned(),
    };
    let colour = match color {
        "white" => "challenger plays white",
        "black" => "challenger plays black",
        _ => "colours drawn at random",
    };
    let days = if days == 1 {
        "1 day per move".to_owned()
    } else {
        format!("{days} days per move")
    };
    format!(
        "{days}, {position}, {colour}, {}",
        if rated { "rated" } else { "unrated" }
    )
}

/// Checks and stores a challenge; a direct one mails the opponent.
pub async fn create(
    pool: &PgPool,
    base_url: &str,
    user: &User,
    input: &ChallengeInput,
) -> Result<ChallengeId, GameError> {
    if !user.is_verified() {
        return Err(GameError::Unverified);
    }
    let mut errors = FieldErrors::default();
    let opponent_name = input.opponent.trim();
    let opponent = if opponent_name.is_empty() {
        None
    } else {
        match store::users::by_username(pool, opponent_name).await? {
            Some(o) if o.id == user.id => {
                errors.add("opponent", "You cannot challenge yourself.");
                None
            }
            Some(o) => Some(o),
            None => {
                errors.add(
                    "opponent",
                    format!("There is no player called \"{opponent_name}\"."),
                );
                None
            }
        }
    };
    let color = ColorChoice::parse(input.color.trim()).unwrap_or_else(|| {
        errors.add("color", "Choose white, black or random.");
        ColorChoice::Random
    });
    let days = match input.days_per_move.trim().parse::<i32>() {
        Ok(d) if DAYS_PER_MOVE.contains(&d) => d,
        _ => {
            errors.add(
                "days_per_move",
                format!(
                    "Days per move must be a whole number from {} to {}.",
                    DAYS_PER_MOVE.start(),
                    DAYS_PER_MOVE.end()
                ),
            );
            3
        }
    };
    let start_number = match input.start.trim() {
        "" | "random" => None,
        "classical" => Some(StartNumber::CLASSICAL.get() as i16),
        "number" => match input
            .start_number
            .trim()
            .parse::<u16>()
            .ok()
            .and_then(|n| StartNumber::new(n).ok())
        {
            Some(n) => Some(n.get() as i16),
            None => {
                errors.add(
                    "start_number",
                    "The start position number must be from 0 to 959.",
                );
                None
            }
        },
        _ => {
            errors.add("start", "Choose random, a number, or classical.");
            None
        }
    };
    let note = input.note.trim();
    if note.chars().count() > MAX_NOTE_CHARS {
        errors.add(
            "note",
            format!("The note may have at most {MAX_NOTE_CHARS} characters."),
        );
    }
    if !errors.is_empty() {
        return Err(GameError::Invalid(errors));
    }
    let mut tx = pool.begin().await?;
    let id = store::challenges::insert(
        &mut *tx,
        &NewChallenge {
            challenger: user.id,
            opponent: opponent.as_ref().map(|o| o.id),
            color: color.as_str(),
            days_per_move: days,
            start_number,
            rated: input.rated,
            note,
        },
    )
    .await?;
    if let Some(o) = &opponent {
        let mail = game_messages::ChallengeReceived {
            recipient: o.username.clone(),
            challenger: user.username.clone(),
            terms: describe_terms(days, start_number, input.rated, color.as_str()),
            note: note.to_owned(),
            link: format!("{base_url}/challenges"),
        };
        store::outbox::enqueue(&mut *tx, &mail.to_mail(&o.email)?).await?;
    }
    tx.commit().await?;
    Ok(id)
}

/// Accepts a challenge: creates the game with a start number drawn now, in one
/// transaction; of two players accepting at once exactly one gets the game.
pub async fn accept(pool: &PgPool, user: &User, id: ChallengeId) -> Result<GameId, GameError> {
    if !user.is_verified() {
        return Err(GameError::Unverified);
    }
    let mut tx = pool.begin().await?;
    let Some(c) = store::challenges::lock(&mut tx, id).await? else {
        return Err(GameError::NotFound);
    };
    if c.status != "open" {
        return Err(GameError::Refused(match c.status.as_str() {
            "accepted" => "This challenge has already been accepted.".into(),
            "declined" => "This challenge was declined.".into(),
            _ => "This challenge was withdrawn.".into(),
        }));
    }
    if c.challenger_id == user.id {
        return Err(GameError::Refused(
            "You cannot accept your own challenge.".into(),
        ));
    }
    if c.opponent_id.is_some_and(|o| o != user.id) {
        return Err(GameError::NotAPlayer);
    }
    let challenger_white = match c.color.as_str() {
        "white" => true,
        "black" => false,
        _ => rand::rng().random::<bool>(),
    };
    let (white, black) = if challenger_white {
        (c.challenger_id, user.id)
    } else {
        (user.id, c.challenger_id)
    };
    let start = match c.start_number {
        Some(n) => StartNumber::new(n as u16)
            .map_err(|e| GameError::Internal(anyhow::anyhow!("stored start number: {e}")))?,
        None => StartNumber::random(),
    };
    let game = store::games::insert(
        &mut *tx,
        &store::games::NewGame {
            white,
            black,
            start_number: start.get() as i16,
            days_per_move: c.days_per_move,
            rated: c.rated,
            fen: &start.initial_fen(),
            challenge: Some(c.id),
            deadline: OffsetDateTime::now_utc() + Duration::days(c.days_per_move.into()),
        },
    )
    .await?;
    store::challenges::set_status(&mut *tx, c.id, "accepted", Some(game)).await?;
    tx.commit().await?;
    tracing::info!(challenge = %c.id, game = %game, start = start.get(), "challenge accepted");
    Ok(game)
}

/// Declines a challenge addressed to `user`.
pub async fn decline(pool: &PgPool, user: &User, id: ChallengeId) -> Result<(), GameError> {
    let mut tx = pool.begin().await?;
    let c = store::challenges::lock(&mut tx, id)
        .await?
        .ok_or(GameError::NotFound)?;
    if c.opponent_id != Some(user.id) {
        return Err(GameError::Refused(
            "Only the challenged player can decline a challenge.".into(),
        ));
    }
    if c.status != "open" {
        return Err(GameError::Refused(
            "This challenge is no longer open.".into(),
        ));
    }
    store::challenges::set_status(&mut *tx, id, "declined", None).await?;
    tx.commit().await?;
    Ok(())
}

/// Withdraws `user`'s own open challenge.
pub async fn cancel(pool: &PgPool, user: &User, id: ChallengeId) -> Result<(), GameError> {
    let mut tx = pool.begin().await?;
    let c = store::challenges::lock(&mut tx, id)
        .await?
        .ok_or(GameError::NotFound)?;
    if c.challenger_id != user.id {
        return Err(GameError::Refused(
            "Only the challenger can withdraw a challenge.".into(),
        ));
    }
    if c.status != "open" {
        return Err(GameError::Refused(
            "This challenge is no longer open.".into(),
        ));
    }
    store::challenges::set_status(&mut *tx, id, "cancelled", None).await?;
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::describe_terms;

    #[test]
    fn terms_in_words() {
        assert_eq!(
            describe_terms(3, None, true, "random"),
            "3 days per move, random start position, colours drawn at random, rated"
        );
        assert_eq!(
            describe_terms(1, Some(518), false, "white"),
            "1 day per move, classical start position (No. 518), challenger plays white, unrated"
        );
        assert!(describe_terms(5, Some(0), true, "black").contains("No. 0"));
    }
}
