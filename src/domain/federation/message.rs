//! What one server says to another (docs/FEDERATION.md): an [`Envelope`] with a unique
//! `id`, its `created` time, the sending and receiving hosts, and one [`Message`]. The
//! JSON is the protocol: field names here are a contract with other servers.
//!
//! A game lives on its **home** server (the challenger's). The other server mirrors it:
//! its player's actions travel home as `move`, `draw_offer`, … and home answers each
//! with the game's new [`GameState`], which it also sends after every change of its own.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use time::OffsetDateTime;

use super::Host;

/// How far a message's `created` may be from the receiver's clock.
pub const CLOCK_SKEW: time::Duration = time::Duration::minutes(5);
/// The largest message body a server accepts (bytes).
pub const MAX_BODY_BYTES: usize = 256 * 1024;

/// One message between servers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Envelope {
    /// Unique per sender (a UUID): a message delivered twice is answered once.
    pub id: String,
    #[serde(with = "time::serde::rfc3339")]
    pub created: OffsetDateTime,
    /// The sending server: the key that signed the request must be one of its keys.
    pub from: Host,
    /// The receiving server (a message for another host is refused).
    pub to: Host,
    #[serde(flatten)]
    pub message: Message,
}

/// A new message id: a random version 4 UUID (RFC 9562), written once for every
/// message this server sends.
pub fn new_id() -> String {
    use rand::RngExt;
    let mut b: [u8; 16] = rand::rng().random();
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    let h = hex::encode(b);
    format!(
        "{}-{}-{}-{}-{}",
        &h[..8],
        &h[8..12],
        &h[12..16],
        &h[16..20],
        &h[20..]
    )
}

impl Envelope {
    /// Whether `created` lies within [`CLOCK_SKEW`] of `now`.
    pub fn is_fresh(&self, now: OffsetDateTime) -> bool {
        (self.created - now).abs() <= CLOCK_SKEW
    }
}

/// What a message says. Players are named by their username on their own server
/// (`by`, `challenger`, `opponent`); games and challenges by their id on the home server.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Message {
    /// A challenge from `challenger` (at `from`, the home) to `opponent` (at `to`).
    Challenge(ChallengeOffer),
    /// The opponent takes the challenge: home starts the game and answers its `state`.
    Accept {
        challenge: i64,
        by: String,
    },
    Decline {
        challenge: i64,
        by: String,
    },
    /// The challenger withdraws it.
    Cancel {
        challenge: i64,
        by: String,
    },
    /// `mv` as the player typed it or as UCI (king onto rook for castling); `ply` is the
    /// number of half-moves the player saw, so a stale move is refused.
    Move {
        game: i64,
        by: String,
        ply: i32,
        #[serde(rename = "move")]
        mv: String,
        /// A message sent with the move ("" for none).
        #[serde(default, skip_serializing_if = "String::is_empty")]
        message: String,
        /// A draw offer made with the move.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        offer_draw: bool,
    },
    DrawOffer {
        game: i64,
        by: String,
        ply: i32,
    },
    DrawAccept {
        game: i64,
        by: String,
        ply: i32,
    },
    DrawDecline {
        game: i64,
        by: String,
        ply: i32,
    },
    Resign {
        game: i64,
        by: String,
    },
    /// A chat message in the game.
    Message {
        game: i64,
        by: String,
        text: String,
    },
    GiveTime {
        game: i64,
        by: String,
        days: i32,
    },
    /// The game as home holds it now.
    State(Box<GameState>),
}

/// A challenge's terms, as the challenge form has them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChallengeOffer {
    pub challenge: i64,
    pub challenger: String,
    pub opponent: String,
    /// The challenger's colour: `white`, `black` or `random`.
    pub color: String,
    /// The API's time-control object (docs/API.md).
    pub time_control: Value,
    /// A fixed start position, or `None` for one drawn when the game starts.
    pub start_number: Option<u16>,
    pub note: String,
    /// Whether vacations stop the clock in the game.
    #[serde(default = "yes")]
    pub vacation_allowed: bool,
}

fn yes() -> bool {
    true
}

/// A game as its home server holds it: enough for the mirror to check and show it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameState {
    /// The game's id at home.
    pub game: i64,
    /// The challenge it came from (home's id), so the mirror links the two.
    pub challenge: Option<i64>,
    /// `name@host` of each side.
    pub white: String,
    pub black: String,
    pub start_number: u16,
    /// Every move so far in UCI as stored (king onto rook for castling).
    pub moves: Vec<String>,
    /// `running`, `finished` or `aborted`.
    pub status: String,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
    pub termination: Option<String>,
    #[serde(with = "time::serde::rfc3339::option")]
    pub deadline: Option<OffsetDateTime>,
    /// `name@host` of the player whose draw offer stands.
    pub draw_offer_by: Option<String>,
    /// The record's entries after the mirror's last known one (all of them the first
    /// time) and the signed head (docs/RECORD.md): the mirror checks each link and the
    /// home's signature before it shows anything.
    pub entries: Vec<Value>,
    pub head: Value,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use time::macros::datetime;

    fn envelope(message: Message) -> Envelope {
        Envelope {
            id: "7f1c0d2e-1b7a-4a57-9d2b-2f6f0c1d9e01".into(),
            created: datetime!(2026-12-07 12:00 UTC),
            from: Host::parse("a.example").unwrap(),
            to: Host::parse("b.example:8443").unwrap(),
            message,
        }
    }

    #[test]
    fn a_move_reads_as_the_protocol_writes_it() {
        let e = envelope(Message::Move {
            game: 7,
            by: "bob".into(),
            ply: 4,
            mv: "e1h1".into(),
            message: String::new(),
            offer_draw: false,
        });
        let v = serde_json::to_value(&e).unwrap();
        assert_eq!(
            v,
            json!({"id": "7f1c0d2e-1b7a-4a57-9d2b-2f6f0c1d9e01", "created": "2026-12-07T12:00:00Z",
                   "from": "a.example", "to": "b.example:8443", "type": "move",
                   "game": 7, "by": "bob", "ply": 4, "move": "e1h1"})
        );
        assert_eq!(serde_json::from_value::<Envelope>(v).unwrap(), e);
    }

    #[test]
    fn unknown_types_and_bad_hosts_do_not_decode() {
        let mut v = serde_json::to_value(envelope(Message::Resign {
            game: 1,
            by: "b".into(),
        }))
        .unwrap();
        v["type"] = json!("teleport");
        assert!(serde_json::from_value::<Envelope>(v.clone()).is_err());
        v["type"] = json!("resign");
        v["from"] = json!("not a host");
        assert!(serde_json::from_value::<Envelope>(v).is_err());
    }

    #[test]
    fn message_ids_are_fresh_version_4_uuids() {
        let (a, b) = (new_id(), new_id());
        assert_ne!(a, b);
        assert_eq!(a.len(), 36);
        let parts: Vec<&str> = a.split('-').collect();
        assert_eq!(
            parts.iter().map(|p| p.len()).collect::<Vec<_>>(),
            [8, 4, 4, 4, 12]
        );
        assert!(parts[2].starts_with('4'));
        assert!(matches!(parts[3].as_bytes()[0], b'8' | b'9' | b'a' | b'b'));
    }

    #[test]
    fn freshness_allows_five_minutes_either_way() {
        let e = envelope(Message::Resign {
            game: 1,
            by: "b".into(),
        });
        assert!(e.is_fresh(datetime!(2026-12-07 12:05 UTC)));
        assert!(e.is_fresh(datetime!(2026-12-07 11:55 UTC)));
        assert!(!e.is_fresh(datetime!(2026-12-07 12:05:01 UTC)));
        assert!(!e.is_fresh(datetime!(2026-12-07 11:54:59 UTC)));
    }
}
