//! Mails about games: a challenge received, the opponent's move, the end of a game.

use crate::mail_message;

/// A player challenged the recipient directly.
pub struct ChallengeReceived {
    pub recipient: String,
    pub challenger: String,
    /// The challenger's current rating (`1500?`).
    pub challenger_rating: String,
    pub terms: String,
    pub note: String,
    pub link: String,
}
mail_message!(
    ChallengeReceived,
    challenge_received,
    "challenge",
    "mail/challenge_received.txt",
    "mail/challenge_received.html",
    |m| format!(
        "corrchess: {} challenges you to a Chess960 game",
        m.challenger
    )
);

/// The opponent moved; it is the recipient's turn.
pub struct MovePlayed {
    pub recipient: String,
    pub opponent: String,
    pub game_id: i64,
    /// "12...O-O"
    pub move_label: String,
    /// The recipient's move this answers as a conditional reply ("12.Nf3"), or "".
    pub in_reply_to: String,
    pub castling: String,
    pub diagram: String,
    pub deadline: String,
    /// The game's time control in words.
    pub time_control: String,
    pub message: String,
    pub link: String,
}
mail_message!(
    MovePlayed,
    move_played,
    "move",
    "mail/move_played.txt",
    "mail/move_played.html",
    |m| if m.in_reply_to.is_empty() {
        format!(
            "corrchess: {} played {} (game {})",
            m.opponent, m.move_label, m.game_id
        )
    } else {
        format!(
            "corrchess: {} answered your {} with {}, a conditional move (game {})",
            m.opponent, m.in_reply_to, m.move_label, m.game_id
        )
    }
);

/// A player's conditional reply was played at once against the opponent's move (sent to
/// that player, who did not have to move).
pub struct ConditionalPlayed {
    pub recipient: String,
    pub opponent: String,
    pub game_id: i64,
    /// The opponent's move, "12.Nf3".
    pub their_move: String,
    /// The reply from the recipient's line, "12...Nc6".
    pub my_reply: String,
    pub diagram: String,
    pub their_deadline: String,
    pub link: String,
}
mail_message!(
    ConditionalPlayed,
    conditional_played,
    "move",
    "mail/conditional_played.txt",
    "mail/conditional_played.html",
    |m| format!(
        "corrchess: {} played {}; your conditional reply {} was played (game {})",
        m.opponent, m.their_move, m.my_reply, m.game_id
    )
);

/// A game ended (sent to both players).
pub struct GameOver {
    pub recipient: String,
    pub white: String,
    pub black: String,
    /// Both players' ratings at the start (`1500?`), or "".
    pub white_rating: String,
    pub black_rating: String,
    /// The recipient's rating change (`+12`) when a rated game ended, or "".
    pub rating_change: String,
    pub game_id: i64,
    pub result: String,
    /// "You won", "You lost", "Draw"
    pub verdict: String,
    pub how: String,
    pub pgn: String,
    pub link: String,
}
mail_message!(
    GameOver,
    game_over,
    "game_over",
    "mail/game_over.txt",
    "mail/game_over.html",
    |m| format!(
        "corrchess: game {} ended {} ({} vs {})",
        m.game_id, m.result, m.white, m.black
    )
);

/// A draw offer, a declined offer, or the opponent resigned/aborted: short notices.
pub struct GameNotice {
    pub recipient: String,
    pub game_id: i64,
    pub headline: String,
    pub link: String,
}
mail_message!(
    GameNotice,
    game_notice,
    "game_notice",
    "mail/game_notice.txt",
    "mail/game_notice.html",
    |m| format!("corrchess: {} (game {})", m.headline, m.game_id)
);
