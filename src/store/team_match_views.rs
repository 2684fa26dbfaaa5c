//! The reads of the match page, the API and the club page: a match's boards with both
//! players and both games in one statement, whatever the number of boards; a club's
//! matches and its record.

use sqlx::PgExecutor;

use crate::domain::{GameId, ids::ClubId, rating::Rating, team_matches::MatchId};

/// One game of a board as the page shows it.
#[derive(Clone, Debug)]
pub struct BoardGame {
    pub id: GameId,
    pub running: bool,
    /// `1-0`, `0-1`, `1/2-1/2`, or none while running or aborted (the stored `*` is
    /// never a result to show).
    pub result: Option<String>,
    /// Half-moves played: white is on move when even.
    pub ply: i32,
}

impl BoardGame {
    /// The game from its stored columns: a result only once it is finished.
    fn of(id: GameId, status: &str, result: &Option<String>, ply: i32) -> Self {
        BoardGame {
            id,
            running: status == "running",
            result: result.clone().filter(|_| status == "finished"),
            ply,
        }
    }
}

/// A board with both players (names and current ratings) and both games.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct BoardRow {
    pub board: i32,
    pub start_number: i32,
    pub home_name: Option<String>,
    pub away_name: Option<String>,
    pub home_rating: Option<f64>,
    pub home_rd: Option<f64>,
    pub away_rating: Option<f64>,
    pub away_rd: Option<f64>,
    pub first_id: GameId,
    pub first_status: String,
    pub first_result: Option<String>,
    pub first_ply: i32,
    pub second_id: GameId,
    pub second_status: String,
    pub second_result: Option<String>,
    pub second_ply: i32,
}

impl BoardRow {
    /// The game the home player starts with white, then the one with black.
    pub fn games(&self) -> [BoardGame; 2] {
        [
            BoardGame::of(
                self.first_id,
                &self.first_status,
                &self.first_result,
                self.first_ply,
            ),
            BoardGame::of(
                self.second_id,
                &self.second_status,
                &self.second_result,
                self.second_ply,
            ),
        ]
    }

    /// A player's rating as printed (`1500?`), or "" for a deleted account.
    pub fn label(rating: Option<f64>, rd: Option<f64>) -> String {
        match (rating, rd) {
            (Some(rating), Some(rd)) => Rating {
                rating,
                rd,
                volatility: 0.0,
            }
            .label()
            .to_string(),
            _ => String::new(),
        }
    }
}

/// Every board of match `id`, in board order, in one statement.
pub async fn boards(db: impl PgExecutor<'_>, id: MatchId) -> sqlx::Result<Vec<BoardRow>> {
    sqlx::query_as(
        "SELECT b.board, b.start_number, hu.username AS home_name, au.username AS away_name,
                hr.rating AS home_rating, hr.rd AS home_rd, ar.rating AS away_rating,
                ar.rd AS away_rd,
                g1.id AS first_id, g1.status AS first_status, g1.result AS first_result,
                g1.ply AS first_ply,
                g2.id AS second_id, g2.status AS second_status, g2.result AS second_result,
                g2.ply AS second_ply
         FROM team_match_boards b
         JOIN games g1 ON g1.id = b.home_white_game
         JOIN games g2 ON g2.id = b.away_white_game
         LEFT JOIN users hu ON hu.id = b.home_player
         LEFT JOIN users au ON au.id = b.away_player
         LEFT JOIN ratings hr ON hr.user_id = b.home_player
         LEFT JOIN ratings ar ON ar.user_id = b.away_player
         WHERE b.match_id = $1 ORDER BY b.board",
    )
    .bind(id)
    .fetch_all(db)
    .await
}

/// A match in a club's list.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct ClubMatch {
    pub id: MatchId,
    pub home_club: ClubId,
    pub status: String,
    pub home_name: String,
    pub away_name: String,
    pub home_halves: Option<i32>,
    pub away_halves: Option<i32>,
}

/// A club's running and finished matches, newest first.
pub async fn club_matches(db: impl PgExecutor<'_>, club: ClubId) -> sqlx::Result<Vec<ClubMatch>> {
    sqlx::query_as(
        "SELECT m.id, m.home_club, m.status, h.name AS home_name, a.name AS away_name, m.home_halves,
                m.away_halves
         FROM team_matches m JOIN clubs h ON h.id = m.home_club JOIN clubs a ON a.id = m.away_club
         WHERE (m.home_club = $1 OR m.away_club = $1) AND m.status IN ('running', 'finished')
         ORDER BY m.id DESC",
    )
    .bind(club)
    .fetch_all(db)
    .await
}

/// A club's record in finished matches: matches won, drawn and lost, and game points
/// for and against in half points.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct Record {
    pub won: i64,
    pub drawn: i64,
    pub lost: i64,
    pub halves_for: i64,
    pub halves_against: i64,
}

impl Record {
    /// The record of `club` from its matches (the club page's list): the finished ones
    /// count.
    pub fn of(club: ClubId, matches: &[ClubMatch]) -> Self {
        let mut r = Record::default();
        for m in matches {
            let (Some(home), Some(away)) = (m.home_halves, m.away_halves) else {
                continue;
            };
            let (f, a) = if m.home_club == club {
                (home, away)
            } else {
                (away, home)
            };
            match f.cmp(&a) {
                std::cmp::Ordering::Greater => r.won += 1,
                std::cmp::Ordering::Equal => r.drawn += 1,
                std::cmp::Ordering::Less => r.lost += 1,
            }
            r.halves_for += i64::from(f);
            r.halves_against += i64::from(a);
        }
        r
    }
}

/// The record of `club`, in one statement.
pub async fn record(db: impl PgExecutor<'_>, club: ClubId) -> sqlx::Result<Record> {
    sqlx::query_as(
        "WITH mine AS (
             SELECT CASE WHEN home_club = $1 THEN home_halves ELSE away_halves END AS f,
                    CASE WHEN home_club = $1 THEN away_halves ELSE home_halves END AS a
             FROM team_matches
             WHERE status = 'finished' AND (home_club = $1 OR away_club = $1))
         SELECT count(*) FILTER (WHERE f > a) AS won, count(*) FILTER (WHERE f = a) AS drawn,
                count(*) FILTER (WHERE f < a) AS lost, COALESCE(sum(f), 0)::BIGINT AS halves_for,
                COALESCE(sum(a), 0)::BIGINT AS halves_against
         FROM mine",
    )
    .bind(club)
    .fetch_one(db)
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_game_has_a_result_only_when_finished() {
        let star = Some("*".to_owned());
        let aborted = BoardGame::of(GameId(1), "aborted", &star, 0);
        assert_eq!((aborted.running, aborted.result), (false, None));
        let running = BoardGame::of(GameId(1), "running", &star, 3);
        assert_eq!((running.running, running.result), (true, None));
        let won = BoardGame::of(GameId(1), "finished", &Some("0-1".into()), 0);
        assert_eq!(won.result.as_deref(), Some("0-1"));
    }
}
