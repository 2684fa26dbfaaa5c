//! Mails about the stages of a groups event: the next stage has started (the
//! recipient's new games), and a stage has ended without the recipient advancing.

use super::tournament_messages::{GameLine, StandingLine};
use crate::mail_message;

/// A new stage started: the recipient advanced, here are their games in it.
pub struct StageStarted {
    pub recipient: String,
    pub tournament: String,
    pub stage: i32,
    /// The group's number, and whether it is the final (the stage's only group).
    pub group: i32,
    pub is_final: bool,
    pub terms: String,
    pub games: Vec<GameLine>,
    pub link: String,
}
mail_message!(
    StageStarted,
    stage_started,
    "stage_started",
    "mail/stage_started.txt",
    "mail/stage_started.html",
    |m| format!(
        "corrchess: tournament \"{}\": stage {} has started: your {} games",
        m.tournament,
        m.stage,
        m.games.len()
    )
);

/// A stage ended and the recipient did not advance: their group's final standings.
pub struct StageEnded {
    pub recipient: String,
    pub tournament: String,
    pub stage: i32,
    pub group: i32,
    pub place: usize,
    pub standings: Vec<StandingLine>,
    pub link: String,
}
mail_message!(
    StageEnded,
    stage_ended,
    "stage_ended",
    "mail/stage_ended.txt",
    "mail/stage_ended.html",
    |m| format!(
        "corrchess: tournament \"{}\": stage {} has ended, you did not advance",
        m.tournament, m.stage
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
    fn stage_mails_name_the_stage_games_and_standings() {
        let links = Links::new("https://corrchess.example");
        let started = StageStarted {
            recipient: "ann".into(),
            tournament: "Open".into(),
            stage: 2,
            group: 1,
            is_final: true,
            terms: "round robin".into(),
            games: vec![GameLine {
                round: 1,
                color: "white",
                opponent: "ben".into(),
                start_number: 518,
                link: "https://corrchess.example/games/9".into(),
            }],
            link: "https://corrchess.example/tournaments/1".into(),
        };
        let mail = started
            .to_mail(&Envelope::to("ann@example.org", &links))
            .unwrap();
        assert!(mail.subject.contains("stage 2 has started: your 1 games"));
        assert!(mail.text.contains("the final"), "{}", mail.text);
        assert!(mail.text.contains("against ben"), "{}", mail.text);
        assert!(mail.html.contains("/games/9"));
        let ended = StageEnded {
            recipient: "cat".into(),
            tournament: "Open".into(),
            stage: 1,
            group: 3,
            place: 2,
            standings: vec![StandingLine {
                rank: 1,
                player: "ann".into(),
                points: "2".into(),
                tie_breaks: "SB 1, 2 wins".into(),
            }],
            link: "https://corrchess.example/tournaments/1".into(),
        };
        let mail = ended
            .to_mail(&Envelope::to("cat@example.org", &links))
            .unwrap();
        assert!(mail.subject.contains("stage 1 has ended"));
        assert!(mail.text.contains("group 3"), "{}", mail.text);
        assert!(mail.text.contains("1. ann 2"), "{}", mail.text);
        assert!(mail.html.contains("ann"));
    }
}
