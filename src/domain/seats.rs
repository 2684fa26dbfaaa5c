//! Who plays which side of a game, and what follows from that alone: whose move it is,
//! who a player's opponent is, whose time bank is whose, how many moves each has made,
//! and whether a player's opponent blocks them. Built from a stored game row
//! (`store::games::GameRow::seats`, `LockedGame::blocks`), which only decodes.

use time::Duration;

use super::UserId;

/// The two players of a game, its half-moves played and both time banks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seats {
    pub white: UserId,
    pub black: UserId,
    /// Half-moves played (White moves at even plies).
    pub ply: i32,
    pub white_bank_seconds: i64,
    pub black_bank_seconds: i64,
}

impl Seats {
    /// The player whose move it is.
    pub fn player_on_move(&self) -> UserId {
        if self.ply % 2 == 0 {
            self.white
        } else {
            self.black
        }
    }

    /// The other player than `user` (White's opponent for anyone but White).
    pub fn opponent_of(&self, user: UserId) -> UserId {
        if user == self.white {
            self.black
        } else {
            self.white
        }
    }

    /// The time bank of `user` at the start of their current or next turn.
    pub fn bank_of(&self, user: UserId) -> Duration {
        Duration::seconds(if user == self.white {
            self.white_bank_seconds
        } else {
            self.black_bank_seconds
        })
    }

    /// How many moves `user` has made (White's and Black's `n`-th moves are both move
    /// `n`), which a moves-in-days clock counts its periods by.
    pub fn moves_made_by(&self, user: UserId) -> u32 {
        let ply = u32::try_from(self.ply).unwrap_or(0);
        if user == self.white {
            ply.div_ceil(2)
        } else {
            ply / 2
        }
    }
}

/// Who of a game's players blocks the other (takes no messages from them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Blocks {
    pub white: UserId,
    pub white_blocks_black: bool,
    pub black_blocks_white: bool,
}

impl Blocks {
    /// Whether the opponent of `user` (a player of the game) blocks them.
    pub fn opponent_blocks(&self, user: UserId) -> bool {
        if user == self.white {
            self.black_blocks_white
        } else {
            self.white_blocks_black
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const W: UserId = UserId(1);
    const B: UserId = UserId(2);

    fn seats(ply: i32) -> Seats {
        Seats {
            white: W,
            black: B,
            ply,
            white_bank_seconds: 86_400,
            black_bank_seconds: 3_600,
        }
    }

    #[test]
    fn white_moves_at_even_plies() {
        assert_eq!(seats(0).player_on_move(), W);
        assert_eq!(seats(1).player_on_move(), B);
        assert_eq!(seats(40).player_on_move(), W);
    }

    #[test]
    fn each_player_has_the_other_as_opponent() {
        assert_eq!(seats(0).opponent_of(W), B);
        assert_eq!(seats(0).opponent_of(B), W);
    }

    #[test]
    fn each_bank_is_its_players() {
        assert_eq!(seats(3).bank_of(W), Duration::days(1));
        assert_eq!(seats(3).bank_of(B), Duration::hours(1));
    }

    #[test]
    fn moves_made_count_whole_moves_per_side() {
        assert_eq!(seats(0).moves_made_by(W), 0);
        assert_eq!(seats(1).moves_made_by(W), 1);
        assert_eq!(seats(1).moves_made_by(B), 0);
        assert_eq!(seats(4).moves_made_by(W), 2);
        assert_eq!(seats(4).moves_made_by(B), 2);
        assert_eq!(seats(-1).moves_made_by(W), 0, "a broken ply counts none");
    }

    #[test]
    fn the_opponents_block_counts() {
        let blocks = Blocks {
            white: W,
            white_blocks_black: true,
            black_blocks_white: false,
        };
        assert!(blocks.opponent_blocks(B), "White blocks Black");
        assert!(!blocks.opponent_blocks(W));
    }
}
