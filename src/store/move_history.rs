//! A game's moves as its row carries them: four parallel arrays that every move appends
//! to (migration 0032). Reading a game whole (its page, a move) takes one row instead of
//! a row per move; the `moves` table stays the log that queries over many games read.

use time::OffsetDateTime;

use super::games::{GameRow, MoveRow};
use crate::domain::UserId;

/// The history columns of `games g`, for statements that read a game whole.
macro_rules! history_columns {
    () => {
        "g.move_sans, g.move_ucis, g.move_times, g.move_seconds"
    };
}
pub(crate) use history_columns;

/// The arrays as stored; a CHECK keeps each as long as the game has plies.
#[derive(Debug, Default, sqlx::FromRow)]
pub struct MoveHistory {
    move_sans: Vec<String>,
    move_ucis: Vec<String>,
    move_times: Vec<OffsetDateTime>,
    move_seconds: Vec<i64>,
}

impl MoveHistory {
    /// The moves in order, as the `moves` table holds them: White played the odd plies.
    pub fn into_moves(self, white: UserId, black: UserId) -> Vec<MoveRow> {
        let Self {
            move_sans,
            move_ucis,
            move_times,
            move_seconds,
        } = self;
        move_sans
            .into_iter()
            .zip(move_ucis)
            .zip(move_times)
            .zip(move_seconds)
            .zip(1..)
            .map(|((((san, uci), played_at), seconds_used), ply)| MoveRow {
                ply,
                san,
                uci,
                played_by: if ply % 2 == 1 { white } else { black },
                played_at,
                seconds_used,
            })
            .collect()
    }
}

/// A game's row with its history, as the statements that read games whole return it.
#[derive(sqlx::FromRow)]
pub struct WholeGame {
    #[sqlx(flatten)]
    pub row: GameRow,
    #[sqlx(flatten)]
    pub history: MoveHistory,
}

impl WholeGame {
    /// The row and its moves.
    pub fn into_parts(self) -> (GameRow, Vec<MoveRow>) {
        let moves = self
            .history
            .into_moves(self.row.white_id, self.row.black_id);
        (self.row, moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_arrays_become_moves_by_ply_with_white_on_the_odd_ones() {
        let at = OffsetDateTime::UNIX_EPOCH;
        let history = MoveHistory {
            move_sans: vec!["e4".into(), "e5".into(), "O-O".into()],
            move_ucis: vec!["e2e4".into(), "e7e5".into(), "e1h1".into()],
            move_times: vec![at, at + time::Duration::HOUR, at + time::Duration::DAY],
            move_seconds: vec![0, 3600, 82800],
        };
        let moves = history.into_moves(UserId(7), UserId(9));
        let plies: Vec<i32> = moves.iter().map(|m| m.ply).collect();
        assert_eq!(plies, [1, 2, 3]);
        let by: Vec<UserId> = moves.iter().map(|m| m.played_by).collect();
        assert_eq!(by, [UserId(7), UserId(9), UserId(7)]);
        assert_eq!(moves[2].san, "O-O");
        assert_eq!(moves[2].uci, "e1h1");
        assert_eq!(moves[1].played_at, at + time::Duration::HOUR);
        assert_eq!(moves[2].seconds_used, 82800);
    }

    #[test]
    fn a_game_without_moves_has_an_empty_history() {
        assert!(
            MoveHistory::default()
                .into_moves(UserId(1), UserId(2))
                .is_empty()
        );
    }
}
