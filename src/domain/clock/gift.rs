//! More time: the player not on move gives the opponent 1–7 days, once per move, outside
//! tournaments unless the organisers allow it. Pure: the service reads the situation.

use std::ops::RangeInclusive;

use time::Duration;

use crate::domain::Words;

/// The days one gift may give.
pub const GIFT_DAYS: RangeInclusive<u32> = 1..=7;

/// What decides whether a player may give time now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GiftSituation {
    /// The would-be giver is the player on move (who may not give themselves time).
    pub giver_on_move: bool,
    /// A gift was made already during the current move.
    pub given_this_move: bool,
    /// The game belongs to a tournament whose organisers do not allow gifts.
    pub tournament_forbids: bool,
}

/// Why a gift is refused (worded at the edge from [`GiftRefused::words`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GiftRefused {
    OnMove,
    AlreadyGiven,
    Tournament,
    /// Not 1 to 7 days: a field error at `days`.
    Days,
}

impl GiftRefused {
    /// The refusal as a catalog id with its details.
    pub fn words(self) -> Words {
        match self {
            Self::OnMove => Words::new("refusal-gift-on-move"),
            Self::AlreadyGiven => Words::new("refusal-gift-twice"),
            Self::Tournament => Words::new("refusal-gift-tournament"),
            Self::Days => Words::new("refusal-gift-days")
                .arg("min", *GIFT_DAYS.start())
                .arg("max", *GIFT_DAYS.end()),
        }
    }
}

/// The time `days` adds to the opponent's clock, or why it may not be given.
pub fn check_gift(s: GiftSituation, days: u32) -> Result<Duration, GiftRefused> {
    if s.tournament_forbids {
        return Err(GiftRefused::Tournament);
    }
    if s.giver_on_move {
        return Err(GiftRefused::OnMove);
    }
    if s.given_this_move {
        return Err(GiftRefused::AlreadyGiven);
    }
    if !GIFT_DAYS.contains(&days) {
        return Err(GiftRefused::Days);
    }
    Ok(Duration::days(days.into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const FREE: GiftSituation = GiftSituation {
        giver_on_move: false,
        given_this_move: false,
        tournament_forbids: false,
    };

    #[test]
    fn one_to_seven_days_once_per_move_by_the_player_waiting() {
        assert_eq!(check_gift(FREE, 1), Ok(Duration::days(1)));
        assert_eq!(check_gift(FREE, 7), Ok(Duration::days(7)));
        assert_eq!(check_gift(FREE, 0), Err(GiftRefused::Days));
        assert_eq!(check_gift(FREE, 8), Err(GiftRefused::Days));
        let on_move = GiftSituation {
            giver_on_move: true,
            ..FREE
        };
        assert_eq!(check_gift(on_move, 3), Err(GiftRefused::OnMove));
        let again = GiftSituation {
            given_this_move: true,
            ..FREE
        };
        assert_eq!(check_gift(again, 3), Err(GiftRefused::AlreadyGiven));
        let tournament = GiftSituation {
            tournament_forbids: true,
            ..FREE
        };
        assert_eq!(check_gift(tournament, 3), Err(GiftRefused::Tournament));
    }
}
