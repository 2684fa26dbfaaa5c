//! Glicko-2 ratings (Glickman, "Example of the Glicko-2 system"), one rating period per
//! rated game: when a game ends, both players are rated against each other from their
//! values before the end. Before that, a player's RD grows by the pre-period step once
//! for each whole 30 days since their last rated game. Pure: the formulas are
//! `skillratings`' (checked here against Glickman's worked example); times are passed in.

use skillratings::{
    Outcomes,
    glicko2::{Glicko2Config, Glicko2Rating, decay_deviation, glicko2},
};
use time::{Duration, OffsetDateTime};

use crate::chess::GameResult;

/// The system constant τ (how fast volatility may change).
pub const TAU: f64 = 0.5;
/// RD never grows above the start value.
pub const MAX_RD: f64 = 350.0;
/// A rating is provisional while its RD is above this.
pub const PROVISIONAL_RD: f64 = 110.0;
/// The leaderboard lists established players with a rated game this recently.
pub const LEADERBOARD_ACTIVE: Duration = Duration::days(365);
/// Each whole period without a rated game widens the RD by one pre-period step.
pub const IDLE_PERIOD: Duration = Duration::days(30);

/// A player's Glicko-2 values on the familiar scale (1500 / 350 / 0.06 at the start).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    /// The rating deviation.
    pub rd: f64,
    pub volatility: f64,
}

impl Rating {
    /// Every account starts here.
    pub const START: Rating = Rating {
        rating: 1500.0,
        rd: MAX_RD,
        volatility: 0.06,
    };

    /// The rating as shown: a whole number.
    pub fn shown(self) -> i32 {
        self.rating.round() as i32
    }

    /// The RD as shown: a whole number.
    pub fn shown_rd(self) -> i32 {
        self.rd.round() as i32
    }

    /// Too uncertain to count as established (shown with a `?`).
    pub fn is_provisional(self) -> bool {
        self.rd > PROVISIONAL_RD
    }

    /// What pages print beside a name.
    pub fn label(self) -> Label {
        Label {
            value: self.shown(),
            provisional: self.is_provisional(),
        }
    }

    /// The values after `idle` without a rated game: one pre-period step per whole
    /// [`IDLE_PERIOD`], the RD never above [`MAX_RD`]. The rating and volatility stay.
    pub fn after_idle(self, idle: Duration) -> Rating {
        let periods = (idle.whole_seconds() / IDLE_PERIOD.whole_seconds()).max(0);
        let mut r = self;
        for _ in 0..periods {
            if r.rd >= MAX_RD {
                break;
            }
            r = Self::from_lib(decay_deviation(&r.to_lib()));
        }
        r.rd = r.rd.min(MAX_RD);
        r
    }

    fn to_lib(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.rd,
            volatility: self.volatility,
        }
    }

    fn from_lib(r: Glicko2Rating) -> Rating {
        Rating {
            rating: r.rating,
            rd: r.deviation.min(MAX_RD),
            volatility: r.volatility,
        }
    }
}

/// A rating as printed: `1500?` while provisional, else `1500`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Label {
    pub value: i32,
    pub provisional: bool,
}

impl std::fmt::Display for Label {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}{}",
            self.value,
            if self.provisional { "?" } else { "" }
        )
    }
}

/// The shown ratings an open challenge admits, both ends included (`None`: no limit).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RatingRange {
    pub min: Option<i32>,
    pub max: Option<i32>,
}

impl RatingRange {
    /// The ends a challenger may choose.
    pub const LIMITS: std::ops::RangeInclusive<i32> = 0..=4000;

    /// Whether a player shown as `rating` may accept.
    pub fn admits(self, rating: i32) -> bool {
        self.min.is_none_or(|m| rating >= m) && self.max.is_none_or(|m| rating <= m)
    }

    /// No limit at all.
    pub fn is_open(self) -> bool {
        self.min.is_none() && self.max.is_none()
    }

    /// The words after "for players" (`rated 1400 to 1800`, `rated 1400 or more`, …),
    /// as data for the edge to word.
    pub fn words(self) -> crate::domain::Words {
        use crate::domain::Words;
        match (self.min, self.max) {
            (Some(lo), Some(hi)) => Words::new("refusal-rated-band")
                .arg("min", lo)
                .arg("max", hi),
            (Some(lo), None) => Words::new("refusal-rated-min").arg("min", lo),
            (None, Some(hi)) => Words::new("refusal-rated-max").arg("max", hi),
            (None, None) => Words::new("refusal-rated-any"),
        }
    }
}

/// A player's values and when their last rated game ended (none yet: `None`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Standing {
    pub rating: Rating,
    pub rated_at: Option<OffsetDateTime>,
}

impl Standing {
    /// A new account's standing.
    pub const NEW: Standing = Standing {
        rating: Rating::START,
        rated_at: None,
    };

    /// The values a game ending at `at` starts from (RD widened for the idle time).
    pub fn at(self, at: OffsetDateTime) -> Rating {
        match self.rated_at {
            Some(last) => self.rating.after_idle(at - last),
            None => self.rating,
        }
    }
}

/// What a rated game does to one player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Update {
    pub after: Rating,
    /// The shown rating after minus the shown rating before.
    pub diff: i32,
}

/// Both players' updates for a rated game ending at `at` with `result`, from their
/// standings before the end.
pub fn rate_game(
    white: Standing,
    black: Standing,
    result: GameResult,
    at: OffsetDateTime,
) -> (Update, Update) {
    let (w, b) = (white.at(at), black.at(at));
    let outcome = match result {
        GameResult::WhiteWins => Outcomes::WIN,
        GameResult::Draw => Outcomes::DRAW,
        GameResult::BlackWins => Outcomes::LOSS,
    };
    let config = Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    };
    let (w2, b2) = glicko2(&w.to_lib(), &b.to_lib(), &outcome, &config);
    let (w2, b2) = (Rating::from_lib(w2), Rating::from_lib(b2));
    (
        Update {
            after: w2,
            diff: w2.shown() - white.rating.shown(),
        },
        Update {
            after: b2,
            diff: b2.shown() - black.rating.shown(),
        },
    )
}

#[cfg(test)]
mod tests;
