use serde_json::{Value, json};

use super::*;
use crate::domain::record::{RecordKey, chain};

const GAME: i64 = 41;

fn key() -> RecordKey {
    RecordKey::generate().unwrap().0
}

/// Home's chain of a start and one entry per move.
fn chain_of(moves: &[&str]) -> Vec<Sealed> {
    let start = (
        "start".to_owned(),
        "2026-12-07T12:00:00.000000Z".to_owned(),
        json!({"start_number": 518}),
    );
    let played = moves.iter().enumerate().map(|(i, m)| {
        (
            "move".to_owned(),
            format!("2026-12-07T12:00:{:02}.000000Z", i + 1),
            json!({"ply": i + 1, "uci": m}),
        )
    });
    chain::link(std::iter::once(start).chain(played))
}

fn served(s: &Sealed) -> Value {
    let mut v = s.entry.to_value();
    v["hash"] = json!(s.hash);
    v
}

/// Home's state after `moves`, carrying the entries after `from` (entries numbered
/// from 1), signed by `k`.
fn state(k: &RecordKey, moves: &[&str], from: usize) -> GameState {
    let chain = chain_of(moves);
    let last = chain.last().unwrap();
    let head = k.sign_head(GAME, last.entry.seq, &last.hash);
    GameState {
        game: GAME,
        challenge: Some(3),
        white: "ann@a.example".into(),
        black: "bob@b.example".into(),
        start_number: 518,
        moves: moves.iter().map(|m| (*m).to_owned()).collect(),
        status: "running".into(),
        result: "*".into(),
        termination: None,
        deadline: None,
        draw_offer_by: None,
        entries: chain[from..].iter().map(served).collect(),
        head: serde_json::to_value(head).unwrap(),
    }
}

fn mirror<'a>(moves: &'a [String], last: Option<(i64, &'a str)>) -> Mirror<'a> {
    Mirror {
        start: StartNumber::CLASSICAL,
        moves,
        last,
    }
}

#[test]
fn a_first_state_brings_the_whole_chain_and_the_moves() {
    let k = key();
    let keys = [k.public().clone()];
    let plan = plan(mirror(&[], None), &state(&k, &["e2e4", "e7e5"], 0), &keys).unwrap();
    assert_eq!(plan.entries.len(), 3);
    assert_eq!(plan.moves.len(), 2);
    assert_eq!(plan.moves[1].0.san, "e5");
    assert_eq!(plan.head.seq, 3);
}

#[test]
fn a_later_state_adds_only_what_the_mirror_lacks_and_a_repeat_adds_nothing() {
    let k = key();
    let keys = [k.public().clone()];
    let known = chain_of(&["e2e4"]);
    let last = known.last().unwrap();
    let moves = vec!["e2e4".to_owned()];
    let m = mirror(&moves, Some((last.entry.seq, &last.hash)));
    let next = plan(m, &state(&k, &["e2e4", "e7e5"], 2), &keys).unwrap();
    assert_eq!(next.entries.len(), 1);
    assert_eq!(next.moves.len(), 1);
    // Home sent everything again (an answer and the outbox's copy of one state).
    let again = plan(m, &state(&k, &["e2e4"], 0), &keys).unwrap();
    assert!(again.entries.is_empty());
    assert!(again.moves.is_empty());
}

#[test]
fn a_gap_a_forged_entry_or_a_rewritten_one_is_a_mismatch() {
    let k = key();
    let keys = [k.public().clone()];
    let known = chain_of(&["e2e4"]);
    let last = known.last().unwrap();
    let moves = vec!["e2e4".to_owned()];
    let m = mirror(&moves, Some((last.entry.seq, &last.hash)));
    // Entry 3 missing: 4 does not follow 2.
    let gap = state(&k, &["e2e4", "e7e5", "g1f3"], 3);
    assert_eq!(
        plan(m, &gap, &keys).unwrap_err(),
        Mismatch::Chain { seq: 4 }
    );
    // Entry 3 changed after it was hashed.
    let mut forged = state(&k, &["e2e4", "e7e5"], 2);
    forged.entries[0]["data"]["uci"] = json!("d7d5");
    assert_eq!(
        plan(m, &forged, &keys).unwrap_err(),
        Mismatch::Chain { seq: 3 }
    );
    // Home's entry 2 is not the mirror's.
    let other = state(&k, &["d2d4"], 0);
    assert_eq!(
        plan(m, &other, &keys).unwrap_err(),
        Mismatch::Rewritten { seq: 2 }
    );
}

#[test]
fn a_head_by_another_key_or_an_illegal_move_is_a_mismatch() {
    let k = key();
    let s = state(&k, &["e2e4"], 0);
    assert_eq!(
        plan(mirror(&[], None), &s, &[key().public().clone()]).unwrap_err(),
        Mismatch::Head(HeadFlaw::UnknownKey)
    );
    let keys = [k.public().clone()];
    let illegal = state(&k, &["e2e5"], 0);
    assert_eq!(
        plan(mirror(&[], None), &illegal, &keys).unwrap_err(),
        Mismatch::Illegal { ply: 1 }
    );
    let moves = vec!["d2d4".to_owned()];
    let differs = state(&k, &["e2e4", "e7e5"], 0);
    // The mirror has no entries yet, but its move is not home's.
    assert_eq!(
        plan(mirror(&moves, None), &differs, &keys).unwrap_err(),
        Mismatch::Moves
    );
}
