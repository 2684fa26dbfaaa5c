//! What each kind of entry says (`kind` and `data`): the service names the event, this
//! says how it is written, so the live append, the rebuild of an old game and the
//! check of a chain against the game's rows write it the same way.

use serde_json::{Value, json};
use time::OffsetDateTime;

use super::entry::{at_text, sha256_hex};
use crate::domain::game_state::{Conclusion, Ending};

/// An event about to be appended: its kind, data and time.
#[derive(Clone, Debug, PartialEq)]
pub struct Event {
    pub kind: &'static str,
    pub at: OffsetDateTime,
    pub data: Value,
}

/// A side as entries name it.
pub fn side(white: bool) -> &'static str {
    if white { "white" } else { "black" }
}

/// The facts a game starts with.
#[derive(Clone, Debug)]
pub struct Start<'a> {
    /// The players' user ids.
    pub white: i64,
    pub black: i64,
    pub start_number: u16,
    /// The PGN `TimeControl` value.
    pub time_control: String,
    pub rated: bool,
    /// The tournament's or match's name, if any.
    pub event: Option<&'a str>,
    pub deadline: Option<OffsetDateTime>,
}

impl Event {
    /// The game begins (`rebuilt`: written later from the stored game, not live).
    pub fn start(s: &Start<'_>, at: OffsetDateTime, rebuilt: bool) -> Self {
        let mut data = json!({
            "white": s.white,
            "black": s.black,
            "start_number": s.start_number,
            "time_control": s.time_control,
            "rated": s.rated,
            "event": s.event,
            "deadline": s.deadline.map(at_text),
        });
        if rebuilt {
            data["rebuilt"] = json!(true);
        }
        Self {
            kind: "start",
            at,
            data,
        }
    }

    /// A move: `ply` (1 for White's first), UCI as stored (castling king onto rook),
    /// SAN, the seconds it took; the deadline it set, whether the mover's draw offer
    /// stands with it, and the SHA-256 of a message sent with it.
    pub fn moved(m: &Moved<'_>) -> Self {
        let mut data = json!({
            "ply": m.ply,
            "uci": m.uci,
            "san": m.san,
            "seconds": m.seconds,
        });
        if let Some(deadline) = m.deadline {
            data["deadline"] = json!(at_text(deadline));
        }
        if m.draw_offer {
            data["draw_offer"] = json!(true);
        }
        if let Some(text) = m.message {
            data["message_sha256"] = json!(sha256_hex(text.as_bytes()));
        }
        Self {
            kind: "move",
            at: m.at,
            data,
        }
    }

    /// A draw offered (`offer`) or declined (`decline`) by a side.
    pub fn draw(step: DrawStep, white: bool, at: OffsetDateTime) -> Self {
        let kind = match step {
            DrawStep::Offer => "draw_offer",
            DrawStep::Decline => "draw_decline",
        };
        Self {
            kind,
            at,
            data: json!({"by": side(white)}),
        }
    }

    /// A message between the players: only its SHA-256 (the words stay private).
    pub fn message(white: bool, text: &str, at: OffsetDateTime) -> Self {
        Self {
            kind: "message",
            at,
            data: json!({"by": side(white), "sha256": sha256_hex(text.as_bytes())}),
        }
    }

    /// Time given by a side to the other: the days and the new deadline.
    pub fn give_time(white: bool, days: i64, deadline: OffsetDateTime, at: OffsetDateTime) -> Self {
        Self {
            kind: "give_time",
            at,
            data: json!({"by": side(white), "days": days, "deadline": at_text(deadline)}),
        }
    }

    /// A vacation moved the deadline of the side on move.
    pub fn vacation(white: bool, deadline: OffsetDateTime, at: OffsetDateTime) -> Self {
        Self {
            kind: "vacation",
            at,
            data: json!({"on_move": side(white), "deadline": at_text(deadline)}),
        }
    }

    /// The game ended: the kind names how (resignation, abort, timeout, claim,
    /// agreement, adjudication, forfeit, or `result` for an end by the rules), the
    /// data the result and the stored termination.
    pub fn ended(conclusion: Conclusion, at: OffsetDateTime) -> Self {
        Self {
            kind: ended_kind(conclusion),
            at,
            data: json!({
                "result": conclusion.result().as_str(),
                "termination": conclusion.termination(),
            }),
        }
    }
}

/// The kind of the entry that ends a game.
pub fn ended_kind(conclusion: Conclusion) -> &'static str {
    match conclusion {
        Conclusion::Aborted => "abort",
        Conclusion::Decided(_, ending) => match ending {
            Ending::Rule(_) => "result",
            Ending::Resignation => "resignation",
            Ending::DrawAgreed => "draw_accept",
            Ending::DrawClaimed(_) => "claim",
            Ending::TimeForfeit => "timeout",
            Ending::Adjudication => "adjudication",
            Ending::Forfeit => "forfeit",
        },
    }
}

/// The kinds that end a game.
pub const ENDING_KINDS: [&str; 8] = [
    "abort",
    "result",
    "resignation",
    "draw_accept",
    "claim",
    "timeout",
    "adjudication",
    "forfeit",
];

/// A draw step that changes no result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawStep {
    Offer,
    Decline,
}

/// A move as an entry says it.
#[derive(Clone, Debug)]
pub struct Moved<'a> {
    pub ply: i32,
    pub uci: &'a str,
    pub san: &'a str,
    pub seconds: i64,
    pub at: OffsetDateTime,
    pub deadline: Option<OffsetDateTime>,
    pub draw_offer: bool,
    pub message: Option<&'a str>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::{GameResult, Termination};
    use time::macros::datetime;

    const AT: OffsetDateTime = datetime!(2026-12-07 13:00 UTC);

    #[test]
    fn a_move_says_ply_uci_san_and_what_came_with_it() {
        let m = Moved {
            ply: 5,
            uci: "e1h1",
            san: "O-O",
            seconds: 60,
            at: AT,
            deadline: Some(datetime!(2026-12-10 13:00 UTC)),
            draw_offer: true,
            message: Some("abc"),
        };
        let e = Event::moved(&m);
        assert_eq!(e.kind, "move");
        assert_eq!(e.data["uci"], "e1h1");
        assert_eq!(e.data["deadline"], "2026-12-10T13:00:00.000000Z");
        assert_eq!(e.data["draw_offer"], true);
        assert_eq!(
            e.data["message_sha256"],
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        let plain = Event::moved(&Moved {
            draw_offer: false,
            message: None,
            deadline: None,
            ..m
        });
        assert_eq!(
            plain.data,
            json!({"ply": 5, "uci": "e1h1", "san": "O-O", "seconds": 60})
        );
    }

    #[test]
    fn a_message_is_only_its_hash() {
        let e = Event::message(false, "secret words", AT);
        assert_eq!(e.data["by"], "black");
        assert!(!e.data.to_string().contains("secret"));
    }

    #[test]
    fn endings_name_how_and_the_result() {
        let resigned = Conclusion::Decided(GameResult::BlackWins, Ending::Resignation);
        let e = Event::ended(resigned, AT);
        assert_eq!(e.kind, "resignation");
        assert_eq!(
            e.data,
            json!({"result": "0-1", "termination": "resignation"})
        );
        let aborted = Event::ended(Conclusion::Aborted, AT);
        assert_eq!(
            (aborted.kind, aborted.data["result"].clone()),
            ("abort", json!("*"))
        );
        let mate = Conclusion::Decided(GameResult::WhiteWins, Ending::Rule(Termination::Checkmate));
        assert_eq!(ended_kind(mate), "result");
        for ending in Ending::ALL {
            let kind = ended_kind(Conclusion::Decided(GameResult::Draw, ending));
            assert!(ENDING_KINDS.contains(&kind), "{kind}");
        }
    }

    #[test]
    fn a_rebuilt_start_says_so() {
        let s = Start {
            white: 1,
            black: 2,
            start_number: 518,
            time_control: "1/259200".into(),
            rated: true,
            event: None,
            deadline: None,
        };
        assert_eq!(Event::start(&s, AT, true).data["rebuilt"], true);
        assert!(Event::start(&s, AT, false).data.get("rebuilt").is_none());
        assert_eq!(Event::start(&s, AT, false).data["white"], 1);
    }
}
