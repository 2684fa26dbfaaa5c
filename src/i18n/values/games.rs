//! A game's values in words: how it ended, its time control, and what turning off a
//! kind of mail means.

use crate::domain::{
    Lang,
    clock::TimeControl,
    game_state::{Conclusion, Ending},
    mail_tokens::Unsubscribe,
};
use crate::i18n::chess::{draw_claim, termination};

impl Ending {
    /// Words for pages and mails in `lang`.
    pub fn describe(self, lang: Lang) -> &'static str {
        match self {
            Self::Rule(t) => termination(lang, t),
            Self::Resignation => lang.t("end-resignation"),
            Self::DrawAgreed => lang.t("end-draw-agreed"),
            Self::DrawClaimed(c) => draw_claim(lang, c),
            Self::TimeForfeit => lang.t("end-time-forfeit"),
            Self::Adjudication => lang.t("end-adjudication"),
            Self::Forfeit => lang.t("end-forfeit"),
        }
    }
}

impl Conclusion {
    /// How it ended, in `lang`.
    pub fn describe(self, lang: Lang) -> &'static str {
        match self {
            Self::Decided(_, ending) => ending.describe(lang),
            Self::Aborted => lang.t("end-aborted"),
        }
    }
}

impl TimeControl {
    /// In words in `lang`: "3 days per move", "30 days + 1 day per move, at most 40
    /// days"; "3 Tage pro Zug".
    pub fn describe(&self, lang: Lang) -> String {
        match *self {
            Self::PerMove { days } => lang.t1("tc-per-move", "days", days),
            Self::Fischer {
                base_days,
                increment_days,
                max_days: None,
            } => lang.t2("tc-fischer", "base", base_days, "increment", increment_days),
            Self::Fischer {
                base_days,
                increment_days,
                max_days: Some(cap),
            } => {
                let mut args = fluent_bundle::FluentArgs::new();
                args.set("base", base_days);
                args.set("increment", increment_days);
                args.set("max", cap);
                lang.format(crate::msg!("tc-fischer-capped"), &args)
            }
            Self::MovesInDays(p) => {
                let mut args = fluent_bundle::FluentArgs::new();
                args.set("moves", p.moves);
                args.set("days", p.days);
                match p.double_after {
                    None => lang.format(crate::msg!("tc-moves-in-days"), &args),
                    Some(after) => {
                        args.set("after", after);
                        lang.format(crate::msg!("tc-moves-in-days-double"), &args)
                    }
                }
            }
        }
    }
}

impl TimeControl {
    /// In words with the game's silence rule, if it has one: "10 moves in 50 days, at
    /// most 40 days without a move".
    pub fn describe_with_silence(&self, lang: Lang, max_silence_days: Option<i32>) -> String {
        let words = self.describe(lang);
        match max_silence_days {
            Some(days) => format!("{words}, {}", lang.t1("tc-silence", "days", days)),
            None => words,
        }
    }
}

impl Unsubscribe {
    /// What turning it off means, in `lang` (the mail footer's link and the
    /// confirmation page).
    pub fn describe(self, lang: Lang) -> &'static str {
        match self {
            Self::Moves => lang.t("unsubscribe-moves"),
            Self::Reminders => lang.t("unsubscribe-reminders"),
        }
    }
}
