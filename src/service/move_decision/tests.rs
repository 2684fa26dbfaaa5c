use time::{Duration, OffsetDateTime};

use super::*;
use crate::service::test_games::{self, BLACK, STARTED, WHITE};
use crate::{
    chess::{GameResult, Termination},
    domain::{
        GameId,
        clock::{DateRange, TimeControl},
        game_state::{Conclusion, Ending, GameState},
    },
    store::games::{GameRow, MoveRow},
};

/// The shared running game, with this file's player names.
fn new_game() -> GameRow {
    test_games::new_game("white", "black")
}

/// `row` after the moves `ucis` (alternately by White and Black).
fn after(mut row: GameRow, ucis: &[&str]) -> (GameRow, Vec<MoveRow>) {
    let moves = test_games::moves(ucis);
    row.ply = ucis.len() as i32;
    (row, moves)
}

fn ctx<'a>(row: &'a GameRow, moves: &'a [MoveRow], now: OffsetDateTime) -> MoveContext<'a> {
    MoveContext {
        row,
        moves,
        now,
        mover_vacations: &[],
        opponent_vacations: &[],
        opponent_wants_each_move: true,
    }
}

fn submit<'a>(user: UserId, input: &'a str, ply: i32) -> MoveSubmission<'a> {
    MoveSubmission::new(user, input, ply)
}

fn planned(decision: Result<MoveDecision, ServiceError>) -> PlannedMove {
    match decision {
        Ok(MoveDecision::Play(plan)) => *plan,
        other => panic!("expected a move to play, got {other:?}"),
    }
}

#[test]
fn a_legal_move_plans_the_move_row_the_clock_and_the_mail() {
    let row = new_game();
    let now = STARTED + Duration::hours(5);
    let plan = planned(decide(ctx(&row, &[], now), submit(WHITE, "e4", 0)));
    assert_eq!(
        plan.record,
        NewMove {
            game: GameId(7),
            ply: 1,
            san: "e4".into(),
            uci: "e2e4".into(),
            by: WHITE,
            seconds_used: Duration::hours(5).whole_seconds(),
            fen: plan.game.fen(),
            deadline: now + Duration::days(2),
            keep_draw_offer: false,
            mover_bank_seconds: Duration::days(2).whole_seconds(),
            at: now,
        }
    );
    assert!(plan.game.fen().contains(" b "), "{}", plan.game.fen());
    assert_eq!(plan.message, None);
    assert_eq!(plan.end, None);
    assert!(plan.mail_opponent);
}

#[test]
fn the_mail_follows_the_opponents_preference() {
    let row = new_game();
    let mut context = ctx(&row, &[], STARTED);
    context.opponent_wants_each_move = false;
    assert!(!planned(decide(context, submit(WHITE, "e4", 0))).mail_opponent);
}

#[test]
fn a_mating_move_ends_the_game_and_mails_no_move() {
    let (row, moves) = after(new_game(), &["f2f3", "e7e5", "g2g4"]);
    let plan = planned(decide(ctx(&row, &moves, STARTED), submit(BLACK, "Qh4#", 3)));
    let end = plan.end.expect("mate ends the game");
    assert_eq!(end.result, GameResult::BlackWins);
    assert_eq!(end.termination, Termination::Checkmate);
    assert!(!plan.mail_opponent);
    assert_eq!(plan.record.ply, 4);
}

#[test]
fn only_the_movers_own_draw_offer_survives_the_move() {
    for (offer, kept) in [(Some(WHITE), true), (Some(BLACK), false), (None, false)] {
        let mut row = new_game();
        row.draw_offer_by = offer;
        let plan = planned(decide(ctx(&row, &[], STARTED), submit(WHITE, "e4", 0)));
        assert_eq!(plan.record.keep_draw_offer, kept, "offer by {offer:?}");
    }
}

#[test]
fn a_fischer_bank_loses_the_time_used_and_gains_the_increment_up_to_the_cap() {
    let mut row = new_game();
    row.time_control = TimeControl::Fischer {
        base_days: 10,
        increment_days: 1,
        max_days: Some(10),
    };
    row.white_bank_seconds = Duration::days(10).whole_seconds();
    row.deadline = Some(STARTED + Duration::days(10));
    let now = STARTED + Duration::days(3);
    let plan = planned(decide(ctx(&row, &[], now), submit(WHITE, "e4", 0)));
    assert_eq!(
        plan.record.mover_bank_seconds,
        Duration::days(8).whole_seconds()
    );
    // A quick move cannot grow the bank over the cap.
    let plan = planned(decide(ctx(&row, &[], STARTED), submit(WHITE, "e4", 0)));
    assert_eq!(
        plan.record.mover_bank_seconds,
        Duration::days(10).whole_seconds()
    );
}

#[test]
fn vacations_stop_the_movers_clock_and_push_the_opponents_deadline() {
    let mut row = new_game();
    row.deadline = Some(STARTED + Duration::days(3));
    let now = STARTED + Duration::days(1);
    let day = DateRange {
        start: STARTED.date() + Duration::days(3),
        end: STARTED.date() + Duration::days(3),
    };
    let mover_day = DateRange {
        start: STARTED.date() + Duration::days(1),
        end: STARTED.date() + Duration::days(1),
    };
    let context = MoveContext {
        mover_vacations: std::slice::from_ref(&mover_day),
        opponent_vacations: std::slice::from_ref(&day),
        ..ctx(&row, &[], now + Duration::days(1))
    };
    let plan = planned(decide(context, submit(WHITE, "e4", 0)));
    // Two days passed, one of them (a whole calendar day) on vacation.
    assert_eq!(
        plan.record.seconds_used,
        clock::time_used(STARTED, now + Duration::days(1), &[mover_day]).whole_seconds()
    );
    assert!(plan.record.seconds_used < Duration::days(2).whole_seconds());
    assert_eq!(
        plan.record.deadline,
        clock::deadline(now + Duration::days(1), Duration::days(2), &[day])
    );
    assert!(plan.record.deadline > now + Duration::days(3));
}

#[test]
fn the_message_is_trimmed_and_checked() {
    let row = new_game();
    let with = |message: &'static str| MoveSubmission {
        message,
        ..submit(WHITE, "e4", 0)
    };
    let plan = planned(decide(ctx(&row, &[], STARTED), with("  good luck \n")));
    assert_eq!(plan.message.as_deref(), Some("good luck"));
    assert_eq!(
        planned(decide(ctx(&row, &[], STARTED), with("   "))).message,
        None
    );
    for bad in ["a\u{0}b", "bell\u{7}"] {
        let refused = decide(ctx(&row, &[], STARTED), with(bad));
        assert!(
            matches!(&refused, Err(ServiceError::Invalid(e)) if e.0.contains_key("message")),
            "{bad:?}: {refused:?}"
        );
    }
    let long = "x".repeat(MAX_MESSAGE_CHARS + 1);
    let submission = MoveSubmission {
        message: &long,
        ..submit(WHITE, "e4", 0)
    };
    assert!(matches!(
        decide(ctx(&row, &[], STARTED), submission),
        Err(ServiceError::Invalid(_))
    ));
}

#[test]
fn refusals_say_why() {
    let row = new_game();
    assert!(matches!(
        decide(ctx(&row, &[], STARTED), submit(BLACK, "e5", 0)),
        Err(ServiceError::NotYourTurn)
    ));
    match decide(ctx(&row, &[], STARTED), submit(WHITE, "e5", 0)) {
        Err(e @ ServiceError::IllegalMove(_)) => {
            let reason = e.english();
            assert!(reason.starts_with(char::is_uppercase), "{reason}")
        }
        other => panic!("expected an illegal move, got {other:?}"),
    }
    let mut over = new_game();
    over.state = GameState::Over(Conclusion::Decided(
        GameResult::WhiteWins,
        Ending::Resignation,
    ));
    assert!(matches!(
        decide(ctx(&over, &[], STARTED), submit(WHITE, "e4", 0)),
        Err(ServiceError::NotRunning)
    ));
}

#[test]
fn a_move_after_the_deadline_loses_on_time() {
    let row = new_game();
    let late = STARTED + Duration::days(2) + Duration::seconds(1);
    assert!(matches!(
        decide(ctx(&row, &[], late), submit(WHITE, "e4", 0)),
        Ok(MoveDecision::LostOnTime)
    ));
    // At the deadline itself the move still counts.
    let on_time = STARTED + Duration::days(2);
    planned(decide(ctx(&row, &[], on_time), submit(WHITE, "e4", 0)));
}

#[test]
fn a_double_submit_of_the_same_move_is_recognised() {
    let (row, moves) = after(new_game(), &["e2e4", "e7e5"]);
    // White sends 1. e4 again (ply 0), in another notation.
    assert!(matches!(
        decide(ctx(&row, &moves, STARTED), submit(WHITE, "e2-e4", 0)),
        Ok(MoveDecision::AlreadyPlayed)
    ));
    // Another move at that ply, or the other player, is a stale page.
    for (user, input) in [(WHITE, "d4"), (BLACK, "e4")] {
        assert!(matches!(
            decide(ctx(&row, &moves, STARTED), submit(user, input, 0)),
            Err(ServiceError::StalePly { current: 2 })
        ));
    }
    // A ply from the future or below zero too.
    for ply in [3, -1] {
        assert!(matches!(
            decide(ctx(&row, &moves, STARTED), submit(WHITE, "Nf3", ply)),
            Err(ServiceError::StalePly { current: 2 })
        ));
    }
}

#[test]
fn a_draw_offer_made_with_a_move_stands_and_is_announced_once() {
    let row = test_games::new_game("wanda", "bert");
    let offering = MoveSubmission {
        offer_draw: true,
        ..submit(WHITE, "e4", 0)
    };
    let plan = planned(decide(ctx(&row, &[], STARTED), offering));
    assert!(plan.record.keep_draw_offer && plan.offers_draw);
    let plain = planned(decide(ctx(&row, &[], STARTED), submit(WHITE, "e4", 0)));
    assert!(!plan_offer(&plain), "no tick, no offer");
    // An offer that already stands is kept but not announced again.
    let mut standing = row.clone();
    standing.draw_offer_by = Some(WHITE);
    let again = planned(decide(ctx(&standing, &[], STARTED), offering));
    assert!(again.record.keep_draw_offer && !again.offers_draw);
    // The opponent's offer lapses when the mover plays without offering.
    let mut theirs = row.clone();
    theirs.draw_offer_by = Some(BLACK);
    let lapsed = planned(decide(ctx(&theirs, &[], STARTED), submit(WHITE, "e4", 0)));
    assert!(!plan_offer(&lapsed));
}

fn plan_offer(plan: &PlannedMove) -> bool {
    plan.record.keep_draw_offer || plan.offers_draw
}

#[test]
fn a_move_with_a_draw_offer_or_a_message_is_not_answered_by_conditional_lines() {
    let row = test_games::new_game("wanda", "bert");
    let answered = |row: &GameRow, message: &str, offer_draw: bool| {
        let submission = MoveSubmission {
            message,
            offer_draw,
            ..submit(WHITE, "e4", 0)
        };
        planned(decide(ctx(row, &[], STARTED), submission)).lines_may_answer
    };
    assert!(answered(&row, "", false), "a bare move meets the lines");
    assert!(
        !answered(&row, "", true),
        "the opponent answers the offer himself"
    );
    assert!(
        !answered(&row, " draw? ", false),
        "he reads the message first"
    );
    assert!(answered(&row, "  ", false), "an empty message is none");
    // An offer the mover made before the move stands after it: the same.
    let mut standing = row.clone();
    standing.draw_offer_by = Some(WHITE);
    assert!(!answered(&standing, "", false));
}
