//! The answers to a move sent by mail: a short confirmation of the move as played, or
//! the refusal with its reason (and, for an illegal move, the legal moves). Both go to
//! the player's stored address only, in their thread of the game.

use super::game_messages::GameRef;
use crate::{chess::diagram::Diagram, mail_message};

/// A move sent by mail was played.
pub struct MoveConfirmed {
    pub recipient: String,
    pub opponent: String,
    pub game: GameRef,
    /// "12...O-O"
    pub move_label: String,
    /// Castling in words ("" for any other move).
    pub castling: String,
    /// The message sent with the move ("" for none).
    pub message: String,
    /// A draw offer came with the move.
    pub draw_offered: bool,
    /// The opponent's conditional reply played at once ("13.Nf3"), or "".
    pub reply: String,
    /// The move (or the reply) ended the game: how, in words; "" while it goes on.
    pub ended: String,
    pub board: Diagram,
    /// Whose deadline comes next, in words.
    pub next: String,
    pub link: String,
}
mail_message!(
    MoveConfirmed,
    move_confirmed,
    "mail_move_played",
    "mail/move_confirmed.txt",
    "mail/move_confirmed.html",
    |m, l| m.game.subject(l)
);

/// A move sent by mail was not played.
pub struct ReplyRefused {
    pub recipient: String,
    pub game: GameRef,
    /// What was read as the move ("" when none was found).
    pub typed: String,
    /// Why, in words the player can act on.
    pub reason: String,
    /// The legal moves in SAN, for an illegal move ("" otherwise).
    pub legal_moves: String,
    /// The game as it stands: whose move, and the position.
    pub status: String,
    pub board: Diagram,
    pub link: String,
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
        chess::StartNumber,
        domain::{GameId, Links, UserId},
        mail::{Envelope, MailContent},
    };
    use shakmaty::{Color, Position};

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
            reason: "Your king on e1 cannot move to e2".into(),
            legal_moves: "a3, a4, Nf3".into(),
            status: "It is your move.".into(),
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
    fn a_confirmation_shows_the_move_the_message_and_the_offer() {
        let m = MoveConfirmed {
            recipient: "alice".into(),
            opponent: "bob".into(),
            game: game(),
            move_label: "4.O-O".into(),
            castling: "castling short: king to g1, rook to f1".into(),
            message: "Your turn".into(),
            draw_offered: true,
            reply: "4...Nf6".into(),
            ended: String::new(),
            board: Diagram::new(StartNumber::CLASSICAL.position().board(), Color::White),
            next: "Your deadline: soon".into(),
            link: "http://x/games/9".into(),
        };
        let links = Links::new("http://x");
        let mail = m.to_mail(&Envelope::to("a@example.org", &links)).unwrap();
        for part in [&mail.text, &mail.html] {
            assert!(part.contains("4.O-O"), "{part}");
            assert!(part.contains("king to g1"), "{part}");
            assert!(part.contains("Your turn"), "{part}");
            assert!(part.contains("draw"), "{part}");
            assert!(part.contains("4...Nf6"), "{part}");
        }
    }
}
