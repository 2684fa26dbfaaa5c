use shakmaty::Square;
use time::{Duration, OffsetDateTime, macros::datetime};

use super::*;
use crate::service::test_games;
pub(crate) use crate::service::test_games::{BLACK, STARTED, WHITE};
use crate::{
    chess::GameResult,
    domain::{
        TournamentId,
        clock::TimeControl,
        game_state::{Conclusion, Ending, GameState},
    },
    store::games::{GameRow, MessageRow},
};

const STRANGER: UserId = UserId(3);

/// The shared running game, with this file's player names.
pub(crate) fn new_game() -> GameRow {
    test_games::new_game("wanda", "bert")
}

/// The reads of `row` after the moves `ucis` (its FEN as stored after them), with nobody
/// away and no messages.
pub(crate) fn reads(mut row: GameRow, ucis: &[&str]) -> GameReads {
    let moves = test_games::moves(ucis);
    row.ply = ucis.len() as i32;
    row.fen = replay(&row, ucis).expect("legal moves").fen();
    GameReads {
        row,
        moves: moves.into(),
        away: HashMap::new(),
        messages: Vec::new(),
        viewer_note: None,
        tournament: None,
        record: Default::default(),
    }
}

/// The view of `reads` for `viewer` at `now`, as `load` builds it (its words are
/// checked where the page words it, in `web::game_page`).
pub(crate) fn view(reads: GameReads, viewer: Option<UserId>, now: OffsetDateTime) -> GameView {
    build(reads, viewer, now).expect("a consistent stored game")
}

/// The view of a new game (no move yet) for `viewer` at `now`.
pub(crate) fn new_game_view(viewer: Option<UserId>, now: OffsetDateTime) -> GameView {
    view(reads(new_game(), &[]), viewer, now)
}

/// The view after 1.e4 e5 2.Nf3 for black at the start.
pub(crate) fn three_moves_view() -> GameView {
    view(
        reads(new_game(), &["e2e4", "e7e5", "g1f3"]),
        Some(BLACK),
        STARTED,
    )
}

/// Knights out and back twice: the start position a third time, white on move.
pub(crate) const SHUFFLE: [&str; 8] = [
    "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8",
];

/// The day the vacations of these tests end.
pub(crate) const AWAY_UNTIL: time::Date = datetime!(2026-03-10 0:00 UTC).date();

/// A new game, seen by nobody, with `away` on vacation until [`AWAY_UNTIL`], in a game
/// that allows vacation or not.
pub(crate) fn away_view(away: UserId, vacation_allowed: bool) -> GameView {
    let mut row = new_game();
    row.vacation_allowed = vacation_allowed;
    let mut r = reads(row, &[]);
    r.away.insert(away, AWAY_UNTIL);
    view(r, None, STARTED)
}

/// A game black won by resignation after 1.e4 (white noted away), seen by black.
pub(crate) fn resigned_view() -> GameView {
    let mut row = new_game();
    row.state = GameState::Over(Conclusion::Decided(
        GameResult::BlackWins,
        Ending::Resignation,
    ));
    let mut r = reads(row, &["e2e4"]);
    r.away.insert(WHITE, AWAY_UNTIL);
    view(r, Some(BLACK), STARTED)
}

#[test]
fn white_to_move_in_a_new_game_may_move_abort_and_sees_both_clocks() {
    let v = new_game_view(Some(WHITE), STARTED + Duration::hours(3));
    assert!(v.is_player && v.my_move && v.can_abort);
    assert_eq!(v.turn, Color::White);
    assert_eq!(v.side, Color::White);
    assert_eq!(v.on_move, "wanda");
    assert_eq!(v.legal_moves().len(), 20);
    assert_eq!(v.row.state, GameState::Running);
    assert_eq!(v.now, STARTED + Duration::hours(3));
    // The deadline is a value (`row.deadline`); pages and mails word it in the reader's
    // zone and language.
    let deadline = v.row.deadline.map(crate::service::games::format_deadline);
    assert_eq!(deadline.unwrap_or_default(), "Wed, 04 Mar 2026, 12:00 UTC");
    assert_eq!(v.row.time_control, TimeControl::PerMove { days: 2 });
    assert_eq!(v.back_rank, "RNBQKBNR");
    assert_eq!(v.initial_fen, v.fen);
    assert!(v.pairs.is_empty() && v.last.is_none() && v.marked.is_empty());
    assert_eq!((v.claim, v.check), (None, None));
}

#[test]
fn the_player_not_on_move_sees_the_board_from_their_side_and_cannot_move() {
    let v = view(reads(new_game(), &[]), Some(BLACK), STARTED);
    assert!(v.is_player && !v.my_move && v.can_abort);
    assert_eq!(v.side, Color::Black);
    // The API lists the legal moves of the side to move for everyone.
    assert_eq!(v.legal_moves().len(), 20);
}

#[test]
fn a_visitor_may_do_nothing() {
    for viewer in [None, Some(STRANGER)] {
        let v = view(reads(new_game(), &[]), viewer, STARTED);
        assert!(!v.is_player && !v.my_move && !v.can_abort, "{viewer:?}");
        assert_eq!(v.side, Color::White);
    }
}

#[test]
fn moves_are_paired_by_full_move_and_the_last_one_is_marked() {
    let v = three_moves_view();
    let pair = |number: u32, white: &str, black: &str| MovePair {
        number,
        white: white.into(),
        black: black.into(),
    };
    assert_eq!(v.pairs, vec![pair(1, "e4", "e5"), pair(2, "Nf3", "")]);
    assert_eq!(v.last.as_ref().map(|m| m.san.as_str()), Some("Nf3"));
    assert_eq!(v.marked, vec![Square::G1, Square::F3]);
    assert!(
        v.my_move && !v.can_abort,
        "abort only before each side moved"
    );
    assert_eq!(v.turn, Color::Black);
    assert_eq!(v.on_move, "bert");
}

#[test]
fn castling_marks_king_and_rook_and_is_described() {
    let ucis = ["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1h1"];
    let v = view(reads(new_game(), &ucis), None, STARTED);
    assert_eq!(
        v.marked,
        vec![Square::E1, Square::G1, Square::H1, Square::F1]
    );
    let last = v.last.expect("a last move");
    assert_eq!((last.label(), last.san.as_str()), ("4.".to_owned(), "O-O"));
    assert!(last.castling.is_some());
}

#[test]
fn a_check_marks_the_king() {
    let v = view(
        reads(new_game(), &["e2e4", "f7f6", "d2d4", "g7g5", "d1h5"]),
        Some(BLACK),
        STARTED,
    );
    assert_eq!(v.check, Some(Square::E8));
}

#[test]
fn a_passed_deadline_reads_time_is_up() {
    let v = view(reads(new_game(), &[]), None, STARTED + Duration::days(3));
    assert!(v.row.deadline.is_some_and(|d| d < v.now));
}

#[test]
fn draw_offers_are_seen_from_each_side() {
    let mut row = new_game();
    row.draw_offer_by = Some(BLACK);
    let r = || reads(row.clone(), &[]);
    let mine = view(r(), Some(BLACK), STARTED);
    assert!(mine.offer_from_me && !mine.offer_from_opponent);
    let theirs = view(r(), Some(WHITE), STARTED);
    assert!(!theirs.offer_from_me && theirs.offer_from_opponent);
    let visitor = view(r(), None, STARTED);
    assert!(!visitor.offer_from_me && !visitor.offer_from_opponent);
    assert_eq!(visitor.draw_offer.as_deref(), Some("bert"));
    let none = view(reads(new_game(), &[]), Some(WHITE), STARTED);
    assert_eq!(none.draw_offer, None);
    assert!(!none.offer_from_me && !none.offer_from_opponent);
}

#[test]
fn only_the_player_on_move_may_claim_a_repetition() {
    let on_move = view(reads(new_game(), &SHUFFLE), Some(WHITE), STARTED);
    assert_eq!(
        on_move.claim,
        Some(crate::chess::DrawClaim::ThreefoldRepetition)
    );
    let waiting = view(reads(new_game(), &SHUFFLE), Some(BLACK), STARTED);
    assert_eq!(waiting.claim, None);
}

#[test]
fn vacations_are_noted_per_player_and_say_when_the_game_forbids_them() {
    let v = away_view(BLACK, true);
    assert_eq!((v.white_away, v.black_away), (None, Some(AWAY_UNTIL)));

    let v = away_view(WHITE, false);
    assert_eq!(v.white_away, Some(AWAY_UNTIL));
    assert!(!v.row.vacation_allowed);
}

#[test]
fn a_finished_game_offers_nothing_and_shows_its_result() {
    let v = resigned_view();
    assert!(v.legal_moves().is_empty());
    assert!(!v.my_move && !v.can_abort && v.is_player);
}

#[test]
fn an_aborted_game_says_it_has_no_result() {
    let mut row = new_game();
    row.state = GameState::Over(Conclusion::Aborted);
    let v = view(reads(row, &[]), Some(WHITE), STARTED);
    assert_eq!(v.row.state, GameState::Over(Conclusion::Aborted));
    assert!(!v.my_move && !v.can_abort);
}

#[test]
fn messages_and_tournament_pass_through() {
    let mut row = new_game();
    row.tournament_id = Some(TournamentId(4));
    row.round = Some(2);
    let mut r = reads(row, &[]);
    r.messages.push(MessageRow {
        id: 1,
        author: "wanda".into(),
        ply: None,
        body: "good luck".into(),
        created_at: STARTED,
    });
    r.tournament = Some(GameInTournament {
        tournament_id: TournamentId(4),
        name: "Spring".into(),
        round: 2,
        adjudication_reason: None,
        engines_allowed: None,
    });
    let v = view(r, Some(WHITE), STARTED);
    assert_eq!(v.messages.len(), 1);
    assert_eq!(v.tournament.map(|t| t.name), Some("Spring".to_owned()));
    assert_eq!(v.row.round, Some(2));
}

#[test]
fn an_earlier_ply_is_the_replayed_position_with_its_own_last_move() {
    let ucis = ["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1h1"];
    let v = view(reads(new_game(), &ucis), Some(WHITE), STARTED);
    assert_eq!(v.played(), 7);
    let start = v.at_ply(0).expect("the start");
    assert_eq!(start.fen, v.initial_fen);
    assert!(start.marked.is_empty() && start.last.is_none());
    let third = v.at_ply(3).expect("after 2. Nf3");
    assert_eq!(third.ply, 3);
    assert_eq!(
        third.fen,
        replay(&v.row, &ucis[..3]).expect("legal").fen(),
        "the position after three half-moves"
    );
    assert_eq!(third.last.as_ref().map(|m| m.san.as_str()), Some("Nf3"));
    assert_eq!(third.marked, vec![Square::G1, Square::F3]);
    let now = v.at_ply(7).expect("the current position");
    assert_eq!(now.fen, v.fen);
    assert_eq!(now.last.as_ref().map(|m| m.san.as_str()), Some("O-O"));
    assert_eq!(now.marked.len(), 4, "king and rook, from and to");
}
