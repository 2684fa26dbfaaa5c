//! Mails about tournaments: the start (each player's games), a cancellation, the end
//! (final standings).

use std::borrow::Borrow;

use fluent_bundle::FluentArgs;

use super::stage_messages::StageTerms;
use crate::{
    domain::{cancel_reason::CancelReason, clock::TimeControl, knockout::Fate, pairings::Format},
    i18n::Lang,
    mail_message,
};

/// One of the recipient's games in a started tournament.
pub struct GameLine {
    pub round: i32,
    /// "white" or "black"
    pub color: &'static str,
    pub opponent: String,
    pub start_number: u16,
    pub link: String,
}

impl GameLine {
    fn args(&self) -> FluentArgs<'_> {
        let mut args = FluentArgs::with_capacity(4);
        args.set("round", self.round);
        args.set("color", self.color);
        args.set("opponent", self.opponent.as_str());
        args.set("number", self.start_number);
        args
    }

    /// The game in words, in `lang`: "Round 2: black against cy, start position No. 12".
    pub fn describe_in(&self, lang: impl Borrow<Lang>) -> String {
        let lang = *lang.borrow();
        lang.format(crate::msg!("stages-mail-game"), &self.args())
    }

    /// A match game in words, in `lang` (no round: the mail names it).
    pub fn describe_match_in(&self, lang: impl Borrow<Lang>) -> String {
        let lang = *lang.borrow();
        lang.format(crate::msg!("stages-mail-match-game"), &self.args())
    }
}

/// Two variables of a subject or a sentence: the tournament and one more.
fn with_tournament<'a>(tournament: &'a str, name: &'a str, value: String) -> FluentArgs<'a> {
    let mut args = FluentArgs::with_capacity(3);
    args.set("tournament", tournament);
    args.set(name, value);
    args
}

/// The tournament started: here are all of the recipient's games.
pub struct TournamentStarted {
    pub recipient: String,
    pub tournament: String,
    pub terms: StartTerms,
    pub games: Vec<GameLine>,
    pub link: String,
}
mail_message!(
    TournamentStarted,
    tournament_started,
    "tournament_started",
    "mail/tournament_started.txt",
    "mail/tournament_started.html",
    |m, l| l.t2(
        "stages-started-subject",
        "tournament",
        &m.tournament,
        "count",
        m.games.len()
    )
);

/// What a start mail says of the recipient's part, as values its body words.
pub enum StartTerms {
    /// The event's format and time control ("round robin, 3 days per move").
    Event {
        format: Format,
        time_control: TimeControl,
    },
    /// Stage 1 of a groups event and the recipient's group (numbered from 1).
    FirstStage { stage: StageTerms, group: usize },
    /// The recipient replaces the player called `name`.
    Replacing { name: String },
}

impl StartTerms {
    /// The terms in `lang`.
    pub fn describe_in(&self, lang: Lang) -> String {
        match self {
            Self::Event {
                format,
                time_control,
            } => format!("{}, {}", format.describe(lang), time_control.describe(lang)),
            Self::FirstStage { stage, group } => lang.t2(
                "stages-started-terms-stage",
                "terms",
                stage.describe_in(lang),
                "group",
                *group,
            ),
            Self::Replacing { name } => lang.t1("stages-replace-terms", "name", name),
        }
    }
}

impl TournamentStarted {
    /// The opening sentence, in `lang`.
    pub fn body_in(&self, lang: impl Borrow<Lang>) -> String {
        let lang = *lang.borrow();
        let args = with_tournament(&self.tournament, "terms", self.terms.describe_in(lang));
        lang.format(crate::msg!("stages-started-body"), &args)
    }
}

/// The tournament was cancelled before it started.
pub struct TournamentCancelled {
    pub recipient: String,
    pub tournament: String,
    /// Worded in the recipient's language by the templates.
    pub reason: CancelReason,
    pub link: String,
}
mail_message!(
    TournamentCancelled,
    tournament_cancelled,
    "tournament_cancelled",
    "mail/tournament_cancelled.txt",
    "mail/tournament_cancelled.html",
    |m, l| l.t1("stages-cancelled-subject", "tournament", &m.tournament)
);

/// One line of the final standings in a mail.
#[derive(Clone)]
pub struct StandingLine {
    pub rank: usize,
    pub player: String,
    pub points: String,
    pub detail: LineDetail,
}

/// What a standings line gives after the points.
#[derive(Clone)]
pub enum LineDetail {
    /// Sonneborn-Berger (as printed) and wins.
    Scores { sb: String, wins: u32 },
    /// How the player's knockout went.
    Knockout(Fate),
}

impl StandingLine {
    /// The tie-breaks or the knockout's course, in `lang`: "SB 4.5, 3 wins".
    pub fn detail_in(&self, lang: impl Borrow<Lang>) -> String {
        let lang = *lang.borrow();
        match &self.detail {
            LineDetail::Scores { sb, wins } => {
                lang.t2("stages-line-scores", "sb", sb, "wins", wins)
            }
            LineDetail::Knockout(fate) => fate.describe(lang),
        }
    }
}

/// Every game has ended: the final standings.
pub struct TournamentFinished {
    pub recipient: String,
    pub tournament: String,
    pub place: usize,
    pub points: String,
    pub standings: Vec<StandingLine>,
    pub link: String,
}
mail_message!(
    TournamentFinished,
    tournament_finished,
    "tournament_finished",
    "mail/tournament_finished.txt",
    "mail/tournament_finished.html",
    |m, l| l.t2(
        "stages-finished-subject",
        "tournament",
        &m.tournament,
        "place",
        m.place
    )
);

impl TournamentFinished {
    /// The opening sentences with the recipient's place, in `lang`.
    pub fn body_in(&self, lang: impl Borrow<Lang>) -> String {
        let lang = *lang.borrow();
        let mut args = with_tournament(&self.tournament, "place", self.place.to_string());
        args.set("points", self.points.as_str());
        lang.format(crate::msg!("stages-finished-body"), &args)
    }
}

impl TournamentCancelled {
    /// The sentence saying so, in `lang`.
    pub fn body_in(&self, lang: impl Borrow<Lang>) -> String {
        let lang = *lang.borrow();
        lang.t1("stages-cancelled-body", "tournament", &self.tournament)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        domain::Links,
        mail::{Envelope, MailContent},
    };

    #[test]
    fn start_mail_lists_every_game_with_its_link() {
        let m = TournamentStarted {
            recipient: "ann".into(),
            tournament: "Spring <960>".into(),
            terms: StartTerms::Event {
                format: Format::RoundRobin,
                time_control: TimeControl::PerMove { days: 3 },
            },
            games: vec![
                GameLine {
                    round: 1,
                    color: "white",
                    opponent: "bob".into(),
                    start_number: 518,
                    link: "http://x/games/7".into(),
                },
                GameLine {
                    round: 2,
                    color: "black",
                    opponent: "cy".into(),
                    start_number: 12,
                    link: "http://x/games/8".into(),
                },
            ],
            link: "http://x/tournaments/1".into(),
        };
        let links = Links::new("http://x");
        let mail = m.to_mail(&Envelope::to("ann@example.org", &links)).unwrap();
        assert!(mail.subject.contains("has started"));
        assert!(
            mail.text
                .contains("Round 2: black against cy, start position No. 12")
        );
        assert!(mail.text.contains("http://x/games/8"));
        assert!(mail.html.contains("http://x/games/7"));
        assert!(!mail.html.contains("<960>"));
    }

    #[test]
    fn end_mail_has_the_standings() {
        let m = TournamentFinished {
            recipient: "ann".into(),
            tournament: "Spring".into(),
            place: 2,
            points: "2½".into(),
            standings: vec![StandingLine {
                rank: 1,
                player: "bob".into(),
                points: "3".into(),
                detail: LineDetail::Scores {
                    sb: "4.5".into(),
                    wins: 3,
                },
            }],
            link: "http://x/tournaments/1".into(),
        };
        let links = Links::new("http://x");
        let mail = m.to_mail(&Envelope::to("ann@example.org", &links)).unwrap();
        assert!(mail.subject.contains("has ended"));
        assert!(mail.text.contains("1. bob 3"));
        assert!(mail.html.contains("bob"));
    }
}
