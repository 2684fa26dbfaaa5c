//! The start: each side's sign-ups in rating order, board 1 for each side's highest;
//! each board two games from one start position with colours swapped; every game
//! created in the one transaction, and each player mailed their two games. By either
//! club's admin once both sides have two players, or by the job at the deadline.

use time::OffsetDateTime;

use super::{clubs_words, link, lock, not_club_admin, require_status, standing_of};
use crate::{
    chess::StartNumber,
    domain::{
        GameId, Words,
        team_matches::{EndReason, MatchId, MatchStatus, Side, board_count},
    },
    mail::team_match_messages::{MatchGameLine, TeamMatchMail},
    service::{
        Context, ServiceError, Tx,
        games::{GameOrigin, GameTerms, start_game},
    },
    store::{
        self,
        team_matches::{Entry, MatchRow, NewBoard},
        users::User,
    },
};

/// The fewest players each side needs for a start by hand, and the fewest boards a
/// match plays.
pub const MIN_BOARDS: usize = 2;

/// An admin of either club starts a match in registration now; the status it ends in:
/// running, or aborted when a club of it was closed (the reason says so).
pub async fn start(
    ctx: Context<'_>,
    user: &User,
    id: MatchId,
) -> Result<MatchStatus, ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    let m = lock(&mut tx, id).await?;
    require_status(&m, MatchStatus::Registration)?;
    let standing = standing_of(&mut tx, &m, user.id).await?;
    if !standing.home_admin && !standing.away_admin {
        return Err(not_club_admin());
    }
    if m.closed_club().is_some() {
        abort(&mut ctx.within(&mut tx), &m, EndReason::ClubClosed).await?;
        tx.commit().await?;
        return Ok(MatchStatus::Aborted);
    }
    let entries = store::team_matches::entries(&mut *tx, id).await?;
    let (home, away) = sides(entries);
    if home.len() < MIN_BOARDS || away.len() < MIN_BOARDS {
        return Err(ServiceError::Conflict(
            Words::new("match-refuse-too-few")
                .arg("home", home.len())
                .arg("away", away.len()),
        ));
    }
    start_locked(&mut ctx.within(&mut tx), &m, home, away).await?;
    tx.commit().await?;
    Ok(MatchStatus::Running)
}

/// Starts, or aborts saying why, a locked match whose deadline has passed: a club
/// closed, not accepted, or fewer than two boards filled.
pub(super) async fn start_or_abort(tx: &mut Tx<'_>, m: &MatchRow) -> Result<(), ServiceError> {
    if m.closed_club().is_some() {
        return abort(tx, m, EndReason::ClubClosed).await;
    }
    if m.status == MatchStatus::Proposed {
        return abort(tx, m, EndReason::NotAccepted).await;
    }
    let entries = store::team_matches::entries(&mut *tx.conn, m.id).await?;
    let (home, away) = sides(entries);
    let boards = board_count(m.boards, home.len(), away.len());
    if boards < MIN_BOARDS {
        let boards = u32::try_from(boards).unwrap_or(0);
        return abort(tx, m, EndReason::TooFewBoards { boards }).await;
    }
    start_locked(tx, m, home, away).await
}

/// Ends `m` unplayed for `reason`, and tells the challenging club's admins why.
async fn abort(tx: &mut Tx<'_>, m: &MatchRow, reason: EndReason) -> Result<(), ServiceError> {
    store::team_matches::set_status(&mut *tx.conn, m.id, MatchStatus::Aborted, Some(reason))
        .await?;
    let mail = TeamMatchMail::new(
        clubs_words(m, "match-mail-aborted-subject"),
        vec![reason.words()],
        link(tx, m.id),
    );
    let admins = store::team_matches::club_admins(&mut *tx.conn, m.home_club).await?;
    super::mail_each(tx, &admins, &mail).await?;
    tracing::info!(team_match = %m.id, reason = reason.stored(), "team match aborted");
    Ok(())
}

/// The sign-ups split by side, each in board order (the store reads them so).
fn sides(entries: Vec<Entry>) -> (Vec<Entry>, Vec<Entry>) {
    entries.into_iter().partition(|e| e.side == Side::Home)
}

/// Pairs the boards, creates both games of each, marks the match running and mails
/// every player their two games.
async fn start_locked(
    tx: &mut Tx<'_>,
    m: &MatchRow,
    home: Vec<Entry>,
    away: Vec<Entry>,
) -> Result<(), ServiceError> {
    let boards = board_count(m.boards, home.len(), away.len());
    let positions = m.start_rule.positions(boards, StartNumber::random);
    let terms = GameTerms {
        time_control: m.time_control,
        max_silence_days: m.max_silence_days,
        rated: m.rated,
        vacation_allowed: true,
        vacation_cap: None,
    };
    let now = OffsetDateTime::now_utc();
    for (i, ((h, a), start)) in home.iter().zip(&away).zip(positions).enumerate() {
        let first = start_game(
            &mut *tx.conn,
            h.user_id,
            a.user_id,
            start,
            &terms,
            GameOrigin::TeamMatch,
        )
        .await?;
        let second = start_game(
            &mut *tx.conn,
            a.user_id,
            h.user_id,
            start,
            &terms,
            GameOrigin::TeamMatch,
        )
        .await?;
        let board = NewBoard {
            board: i as i32 + 1,
            home_player: h.user_id,
            away_player: a.user_id,
            start_number: i32::from(start.get()),
            home_white_game: first,
            away_white_game: second,
        };
        store::team_matches::insert_board(&mut *tx.conn, m.id, &board).await?;
        for (player, opponent) in [(h, a), (a, h)] {
            let games = game_lines(tx, &board, start, &opponent.username, player.side);
            let mut mail = TeamMatchMail::new(
                clubs_words(m, "match-mail-started-subject"),
                vec![clubs_words(m, "match-mail-started-body").arg("board", board.board)],
                link(tx, m.id),
            );
            mail.recipient = player.username.clone();
            mail.games = games;
            tx.queue_mail(&player.email, player.lang(), &mail).await?;
        }
    }
    store::team_matches::set_status(&mut *tx.conn, m.id, MatchStatus::Running, None).await?;
    tracing::info!(team_match = %m.id, boards, at = %now, "team match started");
    Ok(())
}

/// A player's two games of `board` as their start mail lists them.
fn game_lines(
    tx: &Tx<'_>,
    board: &NewBoard,
    start: StartNumber,
    opponent: &str,
    side: Side,
) -> Vec<MatchGameLine> {
    let games: [(GameId, &str); 2] = match side {
        Side::Home => [
            (board.home_white_game, "white"),
            (board.away_white_game, "black"),
        ],
        Side::Away => [
            (board.home_white_game, "black"),
            (board.away_white_game, "white"),
        ],
    };
    games
        .into_iter()
        .map(|(game, color)| MatchGameLine {
            words: Words::new("match-mail-game")
                .arg("color", color)
                .arg("opponent", opponent)
                .arg("number", start),
            link: tx.links.game(game),
        })
        .collect()
}
