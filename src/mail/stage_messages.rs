//! Mails about the stages of a groups event: the next stage has started (the
//! recipient's new games), and a stage has ended without the recipient advancing.

use std::borrow::Borrow;

use fluent_bundle::FluentArgs;

use super::tournament_messages::{GameLine, StandingLine};
use crate::{
    domain::{clock::TimeControl, pairings::Format},
    i18n::Lang,
    mail_message,
};

/// The variables of the stage mails' subjects and sentences.
fn args(tournament: &str, stage: i32) -> FluentArgs<'_> {
    let mut args = FluentArgs::with_capacity(3);
    args.set("tournament", tournament);
    args.set("stage", stage);
    args
}

/// The terms of a stage: the final (the stage's only group) or groups, each played as
/// `format`, at the event's time control.
#[derive(Clone, Copy, Debug)]
pub struct StageTerms {
    pub is_final: bool,
    pub format: Format,
    pub time_control: TimeControl,
}

impl StageTerms {
    /// The terms in `lang` ("groups, each a round robin, 3 days per move").
    pub fn describe_in(&self, lang: Lang) -> String {
        let mut args = FluentArgs::with_capacity(3);
        args.set("final", if self.is_final { "yes" } else { "no" });
        args.set("format", self.format.describe(lang));
        args.set("tc", self.time_control.describe(lang));
        lang.format(crate::msg!("stages-stage-terms"), &args)
    }
}

/// A new stage started: the recipient advanced, here are their games in it.
pub struct StageStarted {
    pub recipient: String,
    pub tournament: String,
    pub stage: i32,
    /// The group's number (the final when `terms.is_final`).
    pub group: i32,
    pub terms: StageTerms,
    pub games: Vec<GameLine>,
    pub link: String,
}
mail_message!(
    StageStarted,
    stage_started,
    "stage_started",
    "mail/stage_started.txt",
    "mail/stage_started.html",
    |m, l| {
        let mut a = args(&m.tournament, m.stage);
        a.set("count", m.games.len());
        l.format(crate::msg!("stages-stage-started-subject"), &a)
    }
);

impl StageStarted {
    /// The opening sentences: the stage, its terms and the recipient's group, in `lang`.
    pub fn body_in(&self, lang: impl Borrow<Lang>) -> String {
        let lang = *lang.borrow();
        let mut a = args(&self.tournament, self.stage);
        a.set("terms", self.terms.describe_in(lang));
        let opening = lang.format(crate::msg!("stages-stage-started-body"), &a);
        let group = if self.terms.is_final {
            lang.t("stages-you-play-final").to_owned()
        } else {
            lang.t1("stages-you-play-group", "group", self.group)
        };
        format!("{opening} {group}")
    }
}

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
    |m, l| l.format(
        crate::msg!("stages-stage-ended-subject"),
        &args(&m.tournament, m.stage)
    )
);

impl StageEnded {
    /// The opening sentences with the recipient's place, in `lang`.
    pub fn body_in(&self, lang: impl Borrow<Lang>) -> String {
        let lang = *lang.borrow();
        let opening = lang.format(
            crate::msg!("stages-stage-ended-body"),
            &args(&self.tournament, self.stage),
        );
        let place = lang.t2(
            "stages-stage-ended-place",
            "place",
            self.place,
            "group",
            self.group,
        );
        format!("{opening} {place}")
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
    fn stage_mails_name_the_stage_games_and_standings() {
        let links = Links::new("https://corrchess.example");
        let started = StageStarted {
            recipient: "ann".into(),
            tournament: "Open".into(),
            stage: 2,
            group: 1,
            terms: StageTerms {
                is_final: true,
                format: Format::RoundRobin,
                time_control: TimeControl::PerMove { days: 3 },
            },
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
        assert!(mail.subject.contains("stage 2 has started: your game"));
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
                detail: crate::mail::tournament_messages::LineDetail::Scores {
                    sb: "1".into(),
                    wins: 2,
                },
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
