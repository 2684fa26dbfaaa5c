//! Mails about games: a challenge received and answered, a game started, the
//! opponent's move, the end of a game, notices. Every mail about one game has the same
//! subject ([`GameRef::subject`]) so that mail clients keep the game in one thread.

use fluent_bundle::FluentArgs;
use time::OffsetDateTime;

use crate::domain::clock::forecast::Forecast;

use crate::{
    chess::{Castling, PlayedMove, diagram::Diagram},
    domain::{
        TimeZone, Words,
        challenge_terms::ChallengeTerms,
        clock::TimeControl,
        game_state::{Conclusion, Verdict},
        occasion::Occasion,
    },
    i18n::Lang,
    mail_message,
};

/// The game a mail is about, named the same way in every mail of its thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRef {
    pub id: i64,
    pub white: String,
    pub black: String,
}

impl GameRef {
    /// "corrchess: game 42, alice vs bob" ("corrchess: Partie 42, alice gegen bob"): the
    /// subject of every mail about the game, in the recipient's language.
    pub fn subject(&self, lang: Lang) -> String {
        let mut args = FluentArgs::new();
        args.set("id", self.id);
        args.set("white", self.white.as_str());
        args.set("black", self.black.as_str());
        lang.format(crate::msg!("mail-game-subject"), &args)
    }
}

/// A played move as mails name it ("12...Sf3"): its number, its SAN as stored and its
/// castling. The services put this value into a mail; the mail words it when it is
/// rendered, in the reader's piece letters and words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveName {
    /// "12." or "12...".
    pub number: String,
    /// SAN as stored, with English letters ("Nf3", "O-O").
    pub san: String,
    /// Where king and rook went, for castling.
    pub castling: Option<Castling>,
}

impl MoveName {
    /// The name of `played`.
    pub fn of(played: &PlayedMove) -> Self {
        Self {
            number: played.label(),
            san: played.san.clone(),
            castling: played.castling,
        }
    }

    /// "12...Sf3": the move with the reader's piece letters.
    pub fn label_in(&self, lang: &Lang) -> String {
        format!(
            "{}{}",
            self.number,
            crate::i18n::chess::san(*lang, &self.san)
        )
    }

    /// Castling in the reader's words ("" for any other move).
    pub fn castling_in(&self, lang: &Lang) -> String {
        self.castling
            .as_ref()
            .map(|c| crate::i18n::chess::castling(*lang, c))
            .unwrap_or_default()
    }
}

/// A player challenged the recipient directly.
pub struct ChallengeReceived {
    pub recipient: String,
    pub challenger: String,
    /// The challenger's current rating (`1500?`).
    pub challenger_rating: String,
    /// Worded in the recipient's language by the templates.
    pub terms: ChallengeTerms,
    pub note: String,
    /// The finished game the challenge offers to play again, for a rematch.
    pub rematch_of: Option<crate::domain::GameId>,
    pub link: String,
}
mail_message!(
    ChallengeReceived,
    challenge_received,
    "challenge",
    "mail/challenge_received.txt",
    "mail/challenge_received.html",
    |m, l| l.t1("mail-challenge-subject", "challenger", &m.challenger)
);

/// The recipient's challenge was accepted: the game, and whose move it is.
pub struct ChallengeAccepted {
    pub recipient: String,
    pub opponent: String,
    pub game: GameRef,
    /// "white" or "black": the recipient's colour.
    pub color: &'static str,
    pub start_number: u16,
    /// The recipient moves first (the mail then invites the move).
    pub your_move: bool,
    pub board: Diagram,
    /// The deadline of the first move, shown in `time_zone`.
    pub deadline: Option<OffsetDateTime>,
    /// The recipient's time zone.
    pub time_zone: TimeZone,
    pub time_control: TimeControl,
    pub link: String,
}

impl ChallengeAccepted {
    /// The first move's deadline in the recipient's zone and language ("" for none).
    pub fn deadline_in(&self, lang: Lang) -> String {
        self.deadline
            .map(|d| self.time_zone.format_deadline_in(lang, d))
            .unwrap_or_default()
    }
}
mail_message!(
    ChallengeAccepted,
    challenge_accepted,
    "challenge_accepted",
    "mail/challenge_accepted.txt",
    "mail/challenge_accepted.html",
    |m, l| m.game.subject(l)
);

/// The recipient's challenge was declined.
pub struct ChallengeDeclined {
    pub recipient: String,
    pub opponent: String,
    /// Worded in the recipient's language by the templates.
    pub terms: ChallengeTerms,
    pub link: String,
}
mail_message!(
    ChallengeDeclined,
    challenge_declined,
    "challenge_declined",
    "mail/challenge_declined.txt",
    "mail/challenge_declined.html",
    |m, l| l.t1("mail-declined-subject", "opponent", &m.opponent)
);

/// A game began and the recipient moves first.
pub struct GameStarted<'a> {
    pub recipient: String,
    pub opponent: String,
    pub game: GameRef,
    pub start_number: u16,
    /// The tournament round the game belongs to ([`Self::occasion_in`]); `None` for a
    /// challenge's game.
    pub occasion: Option<Occasion<'a>>,
    pub board: Diagram,
    /// The first move's deadline, shown in `time_zone` ([`Self::deadline_in`]).
    pub deadline: Option<OffsetDateTime>,
    /// The recipient's time zone.
    pub time_zone: TimeZone,
    pub time_control: TimeControl,
    pub link: String,
}

impl GameStarted<'_> {
    /// "round 2 of Spring 2027" in `lang`, or "" outside a tournament.
    pub fn occasion_in(&self, lang: &Lang) -> String {
        self.occasion
            .map(|o| o.describe_in(*lang))
            .unwrap_or_default()
    }

    /// The first move's deadline in the recipient's zone and language ("" for none).
    pub fn deadline_in(&self, lang: &Lang) -> String {
        self.deadline
            .map(|d| self.time_zone.format_deadline_in(*lang, d))
            .unwrap_or_default()
    }
}
mail_message!(
    GameStarted<'a>,
    game_started,
    "game_started",
    "mail/game_started.txt",
    "mail/game_started.html",
    |m, l| m.game.subject(l)
);

/// The opponent moved; it is the recipient's turn.
pub struct MovePlayed {
    pub recipient: String,
    pub opponent: String,
    pub game: GameRef,
    /// The opponent's move, "12...O-O" once worded.
    pub played: MoveName,
    /// The recipient's move this answers as a conditional reply ("12.Nf3"), or `None`.
    pub in_reply_to: Option<MoveName>,
    pub board: Diagram,
    /// The recipient's deadline, shown in `time_zone` ([`Self::deadline_in`]).
    pub deadline: OffsetDateTime,
    /// The recipient's time zone.
    pub time_zone: TimeZone,
    pub time_control: TimeControl,
    pub message: String,
    /// The mover's draw offer stands (made with this move or before it): the mail says
    /// so and how to accept it.
    pub draw_offer: bool,
    /// The move's entry in the game's record and its hash's first digits: the
    /// recipient's receipt (docs/RECORD.md).
    pub record: Option<(i32, String)>,
    pub link: String,
}

impl MovePlayed {
    /// The first line, which an inbox shows in its preview: "Your move: alice played
    /// 4.O-O in game 42."
    pub fn preview_in(&self, lang: &Lang) -> String {
        let mut args = FluentArgs::new();
        args.set("opponent", self.opponent.clone());
        args.set("move", self.played.label_in(lang));
        args.set("id", self.game.id);
        lang.format(crate::msg!("mail-preview-your-move"), &args)
    }

    /// "Record: entry 24, 9f3a1c…" in the reader's language ("" without an entry).
    pub fn record_in(&self, lang: &Lang) -> String {
        self.record
            .as_ref()
            .map(|(seq, hash)| crate::i18n::record::receipt(*lang, *seq, hash))
            .unwrap_or_default()
    }

    /// The recipient's deadline in their zone and language.
    pub fn deadline_in(&self, lang: &Lang) -> String {
        self.time_zone.format_deadline_in(*lang, self.deadline)
    }

    /// The recipient's move this answers, in the reader's letters ("" for none).
    pub fn in_reply_to_in(&self, lang: &Lang) -> String {
        self.in_reply_to
            .as_ref()
            .map(|m| m.label_in(lang))
            .unwrap_or_default()
    }
}
mail_message!(
    MovePlayed,
    move_played,
    "move",
    "mail/move_played.txt",
    "mail/move_played.html",
    |m, l| m.game.subject(l)
);

/// A player's conditional reply was played at once against the opponent's move (sent to
/// that player, who did not have to move).
pub struct ConditionalPlayed {
    pub recipient: String,
    pub opponent: String,
    pub game: GameRef,
    /// The opponent's move, "12.Nf3" once worded.
    pub their_move: MoveName,
    /// The reply from the recipient's line, "12...Nc6" once worded.
    pub my_reply: MoveName,
    pub board: Diagram,
    /// The opponent's deadline, shown in `time_zone` ([`Self::their_deadline_in`]).
    pub their_deadline: OffsetDateTime,
    /// The recipient's time zone.
    pub time_zone: TimeZone,
    pub link: String,
}

impl ConditionalPlayed {
    /// The opponent's deadline in the recipient's zone and language.
    pub fn their_deadline_in(&self, lang: &Lang) -> String {
        self.time_zone
            .format_deadline_in(*lang, self.their_deadline)
    }
}
mail_message!(
    ConditionalPlayed,
    conditional_played,
    "move",
    "mail/conditional_played.txt",
    "mail/conditional_played.html",
    |m, l| m.game.subject(l)
);

/// A game ended (sent to both players).
pub struct GameOver {
    pub recipient: String,
    pub game: GameRef,
    /// Both players' ratings at the start (`1500?`), or "".
    pub white_rating: String,
    pub black_rating: String,
    /// The recipient's rating change (`+12`) when a rated game ended, or "".
    pub rating_change: String,
    pub result: String,
    /// What the result is for the recipient (worded by [`Self::verdict_in`]); `None`
    /// for a game without a conclusion.
    pub verdict: Option<Verdict>,
    /// How the game ended ([`Self::how_in`]); `None` for a game without a conclusion.
    pub conclusion: Option<Conclusion>,
    pub pgn: String,
    pub link: String,
}
mail_message!(
    GameOver,
    game_over,
    "game_over",
    "mail/game_over.txt",
    "mail/game_over.html",
    |m, l| m.game.subject(l)
);

impl GameOver {
    /// "You won", "You lost", "Draw" in `lang`.
    pub fn verdict_in(&self, lang: &Lang) -> &'static str {
        match self.verdict {
            Some(Verdict::Aborted) => lang.t("verdict-aborted"),
            Some(Verdict::Draw) => lang.t("verdict-draw"),
            Some(Verdict::Won) => lang.t("verdict-won"),
            Some(Verdict::Lost) => lang.t("verdict-lost"),
            None => lang.t("verdict-none"),
        }
    }

    /// The result as the mail shows it: `1-0`, `½-½`, …, or for an aborted game (`*`
    /// in PGN, which readers do not know) the catalog's word, "aborted".
    pub fn result_in(&self, lang: &Lang) -> String {
        match self.verdict {
            Some(Verdict::Aborted) => lang.t("result-aborted").to_owned(),
            _ => self.result.clone(),
        }
    }

    /// How the game ended ("checkmate") in `lang`; "" without a conclusion.
    pub fn how_in(&self, lang: &Lang) -> &'static str {
        self.conclusion.map_or("", |c| c.describe(*lang))
    }
}

/// A draw offer, a declined offer, a reminder, a vacation, an adjudication: short
/// notices.
pub struct GameNotice {
    pub recipient: String,
    pub game: GameRef,
    /// What happened, as words ([`Self::headline_in`]).
    pub headline: Words,
    /// What the other player wrote (a message, or one sent with a draw offer), quoted
    /// in the mail; "" for none.
    pub quote: String,
    /// The notice is a draw offer to the recipient: it says how to accept it.
    pub draw_offer: bool,
    pub link: String,
    /// Where the recipient's pace leads, for a reminder on a moves-in-days clock.
    pub forecast: Option<Forecast>,
    /// The recipient's time zone, for the forecast's days.
    pub time_zone: TimeZone,
}

impl GameNotice {
    /// The forecast in `lang`, worded as the game page words it; "" without one.
    pub fn forecast_in(&self, lang: &Lang) -> String {
        self.forecast
            .map(|f| {
                crate::i18n::dates::forecast_words(*lang, &self.time_zone, &self.recipient, &f)
            })
            .unwrap_or_default()
    }

    /// The headline in `lang`.
    pub fn headline_in(&self, lang: &Lang) -> String {
        lang.words(&self.headline)
    }

    /// The quote as the text part shows it: each line behind `> `.
    pub fn quoted(&self) -> String {
        self.quote
            .lines()
            .map(|line| format!("> {line}").trim_end().to_owned())
            .collect::<Vec<_>>()
            .join("\n")
    }
}
mail_message!(
    GameNotice,
    game_notice,
    "game_notice",
    "mail/game_notice.txt",
    "mail/game_notice.html",
    |m, l| m.game.subject(l)
);

/// White's short castling in the classical position, numbered `number` ("4."): the
/// move the mails' tests name.
#[cfg(test)]
pub(crate) fn short_castle(number: &str) -> MoveName {
    use shakmaty::{CastlingSide, Square};
    MoveName {
        number: number.into(),
        san: "O-O".into(),
        castling: Some(Castling {
            side: CastlingSide::KingSide,
            king_from: Square::E1,
            king_to: Square::G1,
            rook_from: Square::H1,
            rook_to: Square::F1,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        chess::StartNumber,
        domain::{GameId, Links, UserId, mail_tokens::SigningKey},
        mail::{Envelope, MailContent},
    };
    use shakmaty::{Color, Position};

    fn game() -> GameRef {
        GameRef {
            id: 42,
            white: "alice".into(),
            black: "bob".into(),
        }
    }

    /// Links that sign reply addresses: replies to the mails are read.
    fn reading_links() -> Links {
        Links::new("http://x").with_mail(
            SigningKey::new(vec![5; 32]).unwrap(),
            Some("r.example".into()),
        )
    }

    fn move_played() -> MovePlayed {
        MovePlayed {
            recipient: "bob".into(),
            opponent: "alice".into(),
            game: game(),
            played: short_castle("4."),
            in_reply_to: None,
            board: Diagram::new(StartNumber::CLASSICAL.position().board(), Color::Black),
            deadline: time::macros::datetime!(2026-12-03 14:05 UTC),
            time_zone: TimeZone::utc(),
            time_control: TimeControl::PerMove { days: 3 },
            message: "Your <move>".into(),
            draw_offer: false,
            record: None,
            link: "http://x/games/42".into(),
        }
    }

    #[test]
    fn game_mails_share_one_subject() {
        assert_eq!(game().subject(Lang::En), "corrchess: game 42, alice vs bob");
        assert_eq!(move_played().subject(Lang::En), game().subject(Lang::En));
        let notice = GameNotice {
            recipient: "bob".into(),
            game: game(),
            headline: Words::new("notice-draw-offer").arg("name", "alice"),
            quote: String::new(),
            draw_offer: true,
            link: String::new(),
            forecast: None,
            time_zone: TimeZone::utc(),
        };
        assert_eq!(notice.subject(Lang::En), game().subject(Lang::En));
        assert_eq!(notice.headline_in(&Lang::En), "alice offers a draw");
    }

    #[test]
    fn an_aborted_game_mail_words_its_result() {
        let links = Links::new("http://x");
        let envelope = Envelope::to("bob@example.org", &links).in_game(GameId(42), UserId(2));
        let over = |result: &str, conclusion| GameOver {
            recipient: "bob".into(),
            game: game(),
            white_rating: String::new(),
            black_rating: String::new(),
            rating_change: String::new(),
            result: result.into(),
            verdict: Some(crate::domain::game_state::Conclusion::verdict_for(
                conclusion,
                Color::Black,
            )),
            conclusion: Some(conclusion),
            pgn: String::new(),
            link: String::new(),
        };
        let aborted = over("*", crate::domain::game_state::Conclusion::Aborted);
        let mail = aborted.to_mail(&envelope).unwrap();
        for part in [&mail.text, &mail.html] {
            assert!(part.contains("has ended: aborted."), "{part}");
            assert!(!part.contains("ended: *"), "{part}");
        }
        let german = aborted.to_mail(&envelope.in_language(Lang::De)).unwrap();
        assert!(
            german.text.contains("ist beendet: abgebrochen."),
            "{}",
            german.text
        );
        let won = over(
            "1-0",
            crate::domain::game_state::Conclusion::Decided(
                crate::chess::GameResult::WhiteWins,
                crate::domain::game_state::Ending::Rule(crate::chess::Termination::Checkmate),
            ),
        );
        let mail = won.to_mail(&envelope).unwrap();
        assert!(mail.text.contains("has ended: 1-0."), "{}", mail.text);
    }

    #[test]
    fn a_move_mail_draws_the_board_as_a_table_and_as_text_and_invites_a_reply() {
        let links = reading_links();
        let envelope = Envelope::to("bob@example.org", &links)
            .in_game(GameId(42), UserId(2))
            .replies_play(7);
        let mail = move_played().to_mail(&envelope).unwrap();
        assert!(
            mail.text.contains("alice played 4.O-O in game 42"),
            "{}",
            mail.text
        );
        assert!(mail.text.contains("1 R N B K Q B N R"), "{}", mail.text);
        assert!(mail.text.contains("reply with your move"), "{}", mail.text);
        assert!(mail.html.contains("<table"), "{}", mail.html);
        assert!(!mail.html.contains("<svg"));
        assert_eq!(mail.html.matches("#b58863").count(), 32, "32 dark squares");
        assert!(mail.html.contains("\u{2654}"), "the white king");
        assert!(!mail.html.contains("Your <move>"), "escaped");
        // The preview an inbox shows says whose move it is, before any greeting.
        assert!(
            mail.text
                .starts_with("Your move: alice played 4.O-O in game 42."),
            "{}",
            mail.text
        );
        let body = &mail.html[mail.html.find("<body").unwrap()..];
        let first = body
            .find("Your move: alice played 4.O-O")
            .expect("the preview");
        assert!(first < body.find("Hello").unwrap(), "{body}");
        assert!(mail.html.contains("display: inline-block"), "a button");
        assert!(mail.reply_to.unwrap().starts_with("move+42-7-2-"));
        assert_eq!(mail.thread.as_deref(), Some("corrchess.game-42.user-2"));
    }

    #[test]
    fn a_standing_offer_is_in_the_move_mail_with_how_to_accept_it() {
        let links = reading_links();
        let envelope = Envelope::to("bob@example.org", &links)
            .in_game(GameId(42), UserId(2))
            .replies_play(7);
        let plain = move_played().to_mail(&envelope).unwrap();
        assert!(!plain.text.contains("offers a draw"), "{}", plain.text);
        let offer = MovePlayed {
            draw_offer: true,
            ..move_played()
        };
        let mail = offer.to_mail(&envelope).unwrap();
        for part in [&mail.text, &mail.html] {
            assert!(part.contains("alice offers a draw."), "{part}");
            assert!(part.contains("reply to this mail with"), "{part}");
        }
        let german = offer.to_mail(&envelope.in_language(Lang::De)).unwrap();
        assert!(
            german.text.contains("alice bietet Remis an."),
            "{}",
            german.text
        );
        assert!(german.text.contains("nur mit „remis“"), "{}", german.text);
        // Without a reply domain, only the site can accept it.
        let unread = Links::new("http://x");
        let envelope = Envelope::to("bob@example.org", &unread)
            .in_game(GameId(42), UserId(2))
            .replies_play(7);
        let mail = offer.to_mail(&envelope).unwrap();
        assert!(mail.text.contains("on the game page"), "{}", mail.text);
        assert!(!mail.text.contains("reply to this mail"), "{}", mail.text);
    }

    #[test]
    fn the_boards_speak_the_readers_letters_and_mark_the_last_move() {
        let links = Links::new("http://x");
        let envelope = Envelope::to("bob@example.org", &links).in_game(GameId(42), UserId(2));
        let board = Diagram::new(StartNumber::CLASSICAL.position().board(), Color::Black)
            .marking(shakmaty::Square::G1, shakmaty::Square::F3);
        let m = MovePlayed {
            board,
            ..move_played()
        };
        let english = m.to_mail(&envelope).unwrap();
        assert!(
            english.text.contains("1 R N B K Q B N R"),
            "{}",
            english.text
        );
        let german = m.to_mail(&envelope.in_language(Lang::De)).unwrap();
        assert!(german.text.contains("1 T S L K D L S T"), "{}", german.text);
        assert!(german.text.contains("7 b b b b b b b b"), "{}", german.text);
        assert_eq!(german.html.matches("#a9a436").count(), 1, "g1 marked");
        assert_eq!(german.html.matches("#cad164").count(), 1, "f3 marked");
        assert_eq!(german.html.matches("#b58863").count(), 31);
    }

    #[test]
    fn a_move_mail_names_its_record_entry() {
        let links = reading_links();
        let envelope = Envelope::to("bob@example.org", &links).in_game(GameId(42), UserId(2));
        let receipt = MovePlayed {
            record: Some((24, "9f3a1c".into())),
            ..move_played()
        };
        let mail = receipt.to_mail(&envelope).unwrap();
        assert!(
            mail.text.contains("Record: entry 24, 9f3a1c…"),
            "{}",
            mail.text
        );
        assert!(
            mail.html.contains("Record: entry 24, 9f3a1c…"),
            "{}",
            mail.html
        );
        let plain = move_played().to_mail(&envelope).unwrap();
        assert!(!plain.text.contains("Record:"), "{}", plain.text);
        let german = receipt.to_mail(&envelope.in_language(Lang::De)).unwrap();
        assert!(
            german.text.contains("Protokoll: Eintrag 24, 9f3a1c…"),
            "{}",
            german.text
        );
    }

    #[test]
    fn a_message_notice_quotes_the_message() {
        let notice = GameNotice {
            recipient: "bob".into(),
            game: game(),
            headline: Words::new("notice-message").arg("name", "alice"),
            quote: "Hi <b>bob</b>\n\nbye".into(),
            draw_offer: false,
            link: "http://x/games/42".into(),
            forecast: None,
            time_zone: TimeZone::utc(),
        };
        let links = Links::new("http://x");
        let mail = notice
            .to_mail(&Envelope::to("bob@example.org", &links))
            .unwrap();
        assert!(
            mail.text.contains("> Hi <b>bob</b>\n>\n> bye"),
            "{}",
            mail.text
        );
        assert!(!mail.html.contains("<b>bob"), "{}", mail.html);
        assert!(mail.html.contains("<blockquote"), "{}", mail.html);
    }

    #[test]
    fn without_a_reply_domain_the_move_mail_says_replies_are_not_read() {
        let links = Links::new("http://x");
        let envelope = Envelope::to("bob@example.org", &links)
            .in_game(GameId(42), UserId(2))
            .replies_play(7);
        let mail = move_played().to_mail(&envelope).unwrap();
        assert!(mail.text.contains("Replies to this mail are not read"));
        assert!(mail.html.contains("Replies to this mail are not read"));
        assert_eq!(mail.reply_to, None);
    }
}
