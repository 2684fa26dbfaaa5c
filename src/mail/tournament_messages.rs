//! Mails about tournaments: the start (each player's games), a cancellation, the end
//! (final standings).

use crate::mail_message;

/// One of the recipient's games in a started tournament.
pub struct GameLine {
    pub round: i32,
    /// "white" or "black"
    pub color: &'static str,
    pub opponent: String,
    pub start_number: u16,
    pub link: String,
}

/// The tournament started: here are all of the recipient's games.
pub struct TournamentStarted {
    pub recipient: String,
    pub tournament: String,
    pub terms: String,
    pub games: Vec<GameLine>,
    pub link: String,
}
mail_message!(
    TournamentStarted,
    tournament_started,
    "tournament_started",
    "mail/tournament_started.txt",
    "mail/tournament_started.html",
    |m| format!(
        "corrchess: tournament \"{}\" has started: your {} games",
        m.tournament,
        m.games.len()
    )
);

/// The tournament was cancelled before it started.
pub struct TournamentCancelled {
    pub recipient: String,
    pub tournament: String,
    pub reason: String,
    pub link: String,
}
mail_message!(
    TournamentCancelled,
    tournament_cancelled,
    "tournament_cancelled",
    "mail/tournament_cancelled.txt",
    "mail/tournament_cancelled.html",
    |m| format!("corrchess: tournament \"{}\" is cancelled", m.tournament)
);

/// One line of the final standings in a mail.
#[derive(Clone)]
pub struct StandingLine {
    pub rank: usize,
    pub player: String,
    pub points: String,
    pub tie_breaks: String,
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
    |m| format!(
        "corrchess: tournament \"{}\" has ended: you are No. {}",
        m.tournament, m.place
    )
);

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
            terms: "3 days per move".into(),
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
                tie_breaks: "SB 4.5, 3 wins".into(),
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
