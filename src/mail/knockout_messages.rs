//! Mails of a knockout: a match's games begin (a new round, or a tie-break pair), or
//! the recipient has a bye.

use super::tournament_messages::GameLine;
use crate::mail_message;

/// The recipient's match in a round of a knockout: its games, or a bye.
pub struct KnockoutMatch {
    pub recipient: String,
    pub tournament: String,
    /// "the final", "the semi-finals", "round 1", ...
    pub round_name: String,
    /// Empty for a bye.
    pub opponent: String,
    /// The games are tie-breaks of a level match.
    pub tiebreak: bool,
    pub terms: String,
    pub games: Vec<GameLine>,
    pub link: String,
}
mail_message!(
    KnockoutMatch,
    knockout_match,
    "knockout_match",
    "mail/knockout_match.txt",
    "mail/knockout_match.html",
    |m| if m.opponent.is_empty() {
        format!(
            "corrchess: tournament \"{}\": a bye in {}",
            m.tournament, m.round_name
        )
    } else if m.tiebreak {
        format!(
            "corrchess: tournament \"{}\": tie-break games against {}",
            m.tournament, m.opponent
        )
    } else {
        format!(
            "corrchess: tournament \"{}\": {} against {}, your {} games",
            m.tournament,
            m.round_name,
            m.opponent,
            m.games.len()
        )
    }
);
