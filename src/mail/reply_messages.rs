//! The answers to a move sent by mail: a short confirmation of the move as played, or
//! the refusal with its reason (and, for an illegal move, the legal moves). Both go to
//! the player's stored address only, in their thread of the game.

use time::OffsetDateTime;

use super::game_messages::{GameRef, MoveName};
use crate::{
    chess::diagram::Diagram,
    domain::{Refusal, TimeZone, game_state::Conclusion},
    i18n::{self, Lang},
    mail_message,
};

/// A move sent by mail was played.
pub struct MoveConfirmed {
    pub recipient: String,
    pub opponent: String,
    pub game: GameRef,
    /// The move, "12...O-O" once worded.
    pub played: MoveName,
    /// The message sent with the move ("" for none).
    pub message: String,
    /// A draw offer came with the move.
    pub draw_offered: bool,
    /// The opponent's conditional reply played at once ("13.Nf3"), or `None`.
    pub reply: Option<MoveName>,
    /// The move (or the reply) ended the game: how ([`Self::ended_in`]); `None` while
    /// it goes on.
    pub conclusion: Option<Conclusion>,
    /// The game's result ("1-0", "*" while it goes on).
    pub result: String,
    pub board: Diagram,
    /// Whose deadline comes next ([`Self::next_in`]).
    pub next: NextDeadline,
    /// The recipient's time zone, for the next deadline.
    pub time_zone: TimeZone,
    /// The move's entry in the game's record and its hash: the mover's receipt
    /// (docs/RECORD.md).
    pub record: Option<(i32, String)>,
    pub link: String,
}

impl MoveConfirmed {
    /// "Record: entry 24, 9f3a1c…" in the reader's language ("" without an entry).
    pub fn record_in(&self, lang: &Lang) -> String {
        self.record
            .as_ref()
            .map(|(seq, hash)| i18n::record::receipt(*lang, *seq, hash))
            .unwrap_or_default()
    }

    /// The opponent's conditional reply in the reader's letters ("" for none).
    pub fn reply_in(&self, lang: &Lang) -> String {
        self.reply
            .as_ref()
            .map(|r| r.label_in(lang))
            .unwrap_or_default()
    }

    /// How the game ended with its result ("checkmate (1-0)") in `lang`; "" while it
    /// goes on.
    pub fn ended_in(&self, lang: &Lang) -> String {
        self.conclusion.map_or(String::new(), |c| {
            format!("{} ({})", c.describe(*lang), self.result)
        })
    }

    /// Whose deadline comes next, in `lang`, the deadline in the recipient's zone (""
    /// for none).
    pub fn next_in(&self, lang: &Lang) -> String {
        let (lang, zone) = (*lang, &self.time_zone);
        match &self.next {
            NextDeadline::None => String::new(),
            NextDeadline::YoursAgain(at) => lang.t1(
                "reply-confirmed-your-move-again",
                "deadline",
                zone.format_deadline_in(lang, *at),
            ),
            NextDeadline::Theirs(name, at) => lang.t2(
                "reply-confirmed-their-move",
                "name",
                name.as_str(),
                "deadline",
                zone.format_deadline_in(lang, *at),
            ),
        }
    }
}
mail_message!(
    MoveConfirmed,
    move_confirmed,
    "mail_move_played",
    "mail/move_confirmed.txt",
    "mail/move_confirmed.html",
    |m, l| m.game.subject(l)
);

/// Whose deadline comes next after a move by mail, as values ([`MoveConfirmed::next_in`]).
#[derive(Clone, Debug)]
pub enum NextDeadline {
    /// The game is over (or has no deadline).
    None,
    /// The mover is on move again (a conditional reply answered at once).
    YoursAgain(OffsetDateTime),
    /// The opponent, named, is to move by then.
    Theirs(String, OffsetDateTime),
}

/// A move sent by mail was not played.
pub struct ReplyRefused {
    pub recipient: String,
    pub game: GameRef,
    /// What was read as the move ("" when none was found).
    pub typed: String,
    /// Why, as data: worded in the player's language ([`Self::reason_in`]).
    pub reason: Refusal,
    /// The legal moves in SAN as stored, for an illegal move (none otherwise).
    pub legal_moves: Vec<String>,
    /// The game as it stands: whose move (the position is the board).
    pub status: ReplyStatus,
    pub board: Diagram,
    pub link: String,
}

/// Where the game of a refused reply stands, worded by [`ReplyRefused::status_in`].
#[derive(Clone, Debug)]
pub enum ReplyStatus {
    /// The game is over: how, and its result ("1-0").
    Over {
        conclusion: Conclusion,
        result: String,
    },
    /// It is the player's move, due at `deadline` (in their time zone) if it has one.
    YourMove {
        deadline: Option<OffsetDateTime>,
        time_zone: TimeZone,
    },
    /// The opponent, named, is to move.
    TheirMove { name: String },
}

impl ReplyRefused {
    /// Why the move was not played, in `lang` (a changed position asks for a reply).
    pub fn reason_in(&self, lang: &Lang) -> String {
        i18n::refusal::sentence(*lang, self.reason.clone())
    }

    /// The legal moves with the reader's piece letters, joined by commas.
    pub fn legal_moves_in(&self, lang: &Lang) -> String {
        let moves: Vec<_> = self
            .legal_moves
            .iter()
            .map(|m| i18n::chess::san(*lang, m))
            .collect();
        moves.join(", ")
    }

    /// Whose move it is, or how the game ended, in `lang`.
    pub fn status_in(&self, lang: &Lang) -> String {
        let lang = *lang;
        match &self.status {
            ReplyStatus::Over { conclusion, result } => lang.t2(
                "reply-status-over",
                "how",
                conclusion.describe(lang),
                "result",
                result.as_str(),
            ),
            ReplyStatus::YourMove {
                deadline,
                time_zone,
            } => lang.t1(
                "reply-status-your-move",
                "deadline",
                deadline
                    .map(|d| time_zone.format_deadline_in(lang, d))
                    .unwrap_or_default(),
            ),
            ReplyStatus::TheirMove { name } => {
                lang.t1("reply-status-their-move", "name", name.as_str())
            }
        }
    }
}
mail_message!(
    ReplyRefused,
    reply_refused,
    "mail_move_refused",
    "mail/reply_refused.txt",
    "mail/reply_refused.html",
    |m, l| m.game.subject(l)
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        chess::{MoveError, StartNumber},
        domain::{GameId, Links, UserId, Words},
        mail::{Envelope, MailContent},
    };
    use shakmaty::{Color, Position, Role, Square};

    fn game() -> GameRef {
        GameRef {
            id: 9,
            white: "alice".into(),
            black: "bob".into(),
        }
    }

    #[test]
    fn a_refusal_names_the_reason_and_the_legal_moves() {
        let m = ReplyRefused {
            recipient: "alice".into(),
            game: game(),
            typed: "Ke2".into(),
            reason: Refusal::Move(MoveError::PieceCannotGo {
                role: Role::King,
                from: Square::E1,
                to: Square::E2,
            }),
            legal_moves: vec!["a3".into(), "a4".into(), "Nf3".into()],
            status: ReplyStatus::TheirMove { name: "bob".into() },
            board: Diagram::new(StartNumber::CLASSICAL.position().board(), Color::White),
            link: "http://x/games/9".into(),
        };
        let links = Links::new("http://x");
        let envelope = Envelope::to("a@example.org", &links)
            .in_game(GameId(9), UserId(1))
            .answering_mail();
        let mail = m.to_mail(&envelope).unwrap();
        assert_eq!(mail.subject, "corrchess: game 9, alice vs bob");
        for part in [&mail.text, &mail.html] {
            assert!(part.contains("Ke2"), "{part}");
            assert!(part.contains("cannot move to e2"), "{part}");
            assert!(part.contains("a3, a4, Nf3"), "{part}");
        }
        assert_eq!(mail.auto_submitted.as_str(), "auto-replied");
    }

    #[test]
    fn a_mailed_refusal_reads_in_the_players_language() {
        let stale = ReplyRefused {
            recipient: "alice".into(),
            game: game(),
            typed: "Nf3".into(),
            reason: Refusal::Words(Words::new("reply-stale-ply").arg("current", 7)),
            legal_moves: vec!["Nf3".into()],
            status: ReplyStatus::TheirMove { name: "bob".into() },
            board: Diagram::new(StartNumber::CLASSICAL.position().board(), Color::White),
            link: "http://x/games/9".into(),
        };
        assert!(stale.reason_in(&Lang::En).contains("7 half-moves"));
        assert!(stale.reason_in(&Lang::De).contains("7 Halbzüge"));
        assert_eq!(stale.legal_moves_in(&Lang::De), "Sf3");
        assert!(stale.status_in(&Lang::En).contains("bob"));
        let turn = ReplyRefused {
            reason: Refusal::Words(Words::new("error-not-your-turn")),
            ..stale
        };
        assert_eq!(turn.reason_in(&Lang::De), Lang::De.t("error-not-your-turn"));
        assert_ne!(turn.reason_in(&Lang::De), turn.reason_in(&Lang::En));
    }

    #[test]
    fn a_confirmation_shows_the_move_the_message_and_the_offer() {
        let m = MoveConfirmed {
            recipient: "alice".into(),
            opponent: "bob".into(),
            game: game(),
            played: crate::mail::game_messages::short_castle("4."),
            message: "Your turn".into(),
            draw_offered: true,
            reply: Some(MoveName {
                number: "4...".into(),
                san: "Nf6".into(),
                castling: None,
            }),
            conclusion: None,
            result: "*".into(),
            board: Diagram::new(StartNumber::CLASSICAL.position().board(), Color::White),
            next: NextDeadline::YoursAgain(time::macros::datetime!(2026-12-03 14:05 UTC)),
            time_zone: TimeZone::utc(),
            record: Some((9, "9f3a1c0b7e".into())),
            link: "http://x/games/9".into(),
        };
        let links = Links::new("http://x");
        let mail = m.to_mail(&Envelope::to("a@example.org", &links)).unwrap();
        for part in [&mail.text, &mail.html] {
            // The mover's receipt: the move's entry in the record.
            assert!(part.contains("Record: entry 9, 9f3a1c…"), "{part}");
            assert!(part.contains("4.O-O"), "{part}");
            // The castling in words (the move's value worded by the mail).
            assert!(part.contains("king e1→g1"), "{part}");
            assert!(part.contains("Your turn"), "{part}");
            assert!(part.contains("draw"), "{part}");
            assert!(part.contains("4...Nf6"), "{part}");
        }
        let envelope = Envelope::to("a@example.org", &links).in_language(Lang::De);
        let german = m.to_mail(&envelope).unwrap();
        assert!(
            german.text.contains("Protokoll: Eintrag 9, 9f3a1c…"),
            "{}",
            german.text
        );
    }
}
