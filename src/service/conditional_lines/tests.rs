use time::macros::datetime;

use super::*;
use crate::chess::{Game, StartNumber};

/// The classical start after 1.e4: Black (the opponent) to move; we play White.
fn after_e4() -> Game {
    Game::replay(StartNumber::CLASSICAL, &["e2e4"]).unwrap()
}

fn stored(id: i64, ply: i32, ucis: &[&str]) -> LineRow {
    LineRow {
        id,
        ply,
        moves: ucis.iter().map(|m| (*m).to_owned()).collect(),
        sans: ucis.iter().map(|m| (*m).to_owned()).collect(),
        note: None,
        created_at: datetime!(2026-12-01 12:00 UTC),
    }
}

fn message(e: ServiceError) -> String {
    e.english()
}

#[test]
fn a_line_is_read_in_any_notation_from_the_opponents_move() {
    let line = read_line(&after_e4(), "e5 Nf3 b8c6 Bb5").unwrap();
    assert_eq!(line.ucis, ["e7e5", "g1f3", "b8c6", "f1b5"]);
    assert_eq!(line.sans, ["e5", "Nf3", "Nc6", "Bb5"]);
}

#[test]
fn castling_in_a_line_reads_as_king_onto_rook_either_way() {
    let game = Game::replay(
        StartNumber::CLASSICAL,
        &["e2e4", "e7e5", "g1f3", "b8c6", "f1c4"],
    )
    .unwrap();
    // We (White) answer 3...Nf6 by castling, typed as O-O or as king onto rook.
    for typed in ["Nf6 O-O", "g8f6 e1h1", "Nf6 0-0", "Nf6 e1g1"] {
        let line = read_line(&game, typed).unwrap_or_else(|e| panic!("{typed}: {e}"));
        assert_eq!(line.ucis, ["g8f6", "e1h1"], "{typed}");
        assert_eq!(line.sans, ["Nf6", "O-O"], "{typed}");
    }
}

#[test]
fn a_line_ends_with_my_reply_and_has_at_least_two_moves() {
    let one = message(read_line(&after_e4(), "e5").unwrap_err());
    assert!(one.contains("your reply"), "{one}");
    let odd = message(read_line(&after_e4(), "e5 Nf3 Nc6").unwrap_err());
    assert!(odd.contains("add your answer to \"Nc6\""), "{odd}");
    let long = vec!["Nf6 Ng1"; MAX_LINE_MOVES / 2 + 1].join(" ");
    assert!(message(read_line(&after_e4(), &long).unwrap_err()).contains("at most"));
}

#[test]
fn the_first_illegal_move_is_named_with_whose_it_is() {
    let bad_reply = message(read_line(&after_e4(), "e5 Ke3").unwrap_err());
    assert!(
        bad_reply.starts_with("Move 2 of the line, \"Ke3\" (your reply)"),
        "{bad_reply}"
    );
    let bad_opponent = message(read_line(&after_e4(), "e4 Nf3").unwrap_err());
    assert!(
        bad_opponent.starts_with("Move 1 of the line, \"e4\" (your opponent's move)"),
        "{bad_opponent}"
    );
}

#[test]
fn lines_may_branch_at_the_opponents_moves_but_not_at_mine() {
    let old = [stored(1, 1, &["e7e5", "g1f3", "b8c6", "f1b5"])];
    // Another opponent move, or another later opponent move: a branch.
    let branch = read_line(&after_e4(), "c5 Nf3").unwrap();
    assert!(check_agrees(&branch, 1, &old).is_ok());
    let later = read_line(&after_e4(), "e5 Nf3 d6 d4").unwrap();
    assert!(check_agrees(&later, 1, &old).is_ok());
    // A prefix or the same line again: no contradiction.
    let prefix = read_line(&after_e4(), "e5 Nf3").unwrap();
    assert!(check_agrees(&prefix, 1, &old).is_ok());
    // Another reply to 1...e5: refused, naming both.
    let other = read_line(&after_e4(), "e5 Nc3").unwrap();
    let refusal = message(check_agrees(&other, 1, &old).unwrap_err());
    assert!(refusal.contains("After e5 you answer g1f3"), "{refusal}");
    assert!(refusal.contains("here you answer Nc3"), "{refusal}");
    // A line stored for another ply is stale and does not count.
    assert!(check_agrees(&other, 1, &[stored(1, 3, &["e7e5", "g1f3"])]).is_ok());
}

#[test]
fn too_many_lines_are_refused() {
    let many: Vec<LineRow> = (0..MAX_LINES as i64)
        .map(|i| stored(i, 1, &["c7c5", "g1f3"]))
        .collect();
    let line = read_line(&after_e4(), "e5 Nf3").unwrap();
    assert!(message(check_agrees(&line, 1, &many).unwrap_err()).contains("delete some"));
}

#[test]
fn the_opponents_move_picks_the_reply_of_the_matching_lines() {
    let mut noted = stored(2, 1, &["c7c5", "g1f3", "d7d6", "d2d4"]);
    noted.note = Some("Open Sicilian it is".into());
    let lines = [
        stored(1, 1, &["e7e5", "g1f3", "b8c6", "f1b5"]),
        noted,
        stored(3, 1, &["c7c5", "g1f3"]),
        stored(4, 1, &["e7e6", "d2d4"]),
    ];
    let a = answer(&lines, 1, "c7c5");
    assert_eq!(
        a.reply,
        Some(("g1f3".into(), Some("Open Sicilian it is".into())))
    );
    assert_eq!(a.advanced, [2, 3]);
    let a = answer(&lines, 1, "e7e5");
    assert_eq!(a.reply, Some(("g1f3".into(), None)));
    assert_eq!(a.advanced, [1]);
    // An unforeseen move: no reply, every line dropped.
    let a = answer(&lines, 1, "d7d5");
    assert_eq!(a.reply, None);
    assert!(a.advanced.is_empty());
    // Lines made for another ply never answer.
    assert_eq!(answer(&lines, 3, "c7c5").reply, None);
}

#[test]
fn kept_lines_go_on_only_when_their_owner_played_their_reply_by_hand() {
    let lines = [
        stored(1, 1, &["c7c5", "g1f3", "d7d6", "d2d4"]),
        stored(2, 1, &["c7c5", "g1f3"]),
        stored(3, 1, &["e7e5", "g1f3"]),
    ];
    assert_eq!(followed(&lines, 1, "c7c5", "g1f3"), [1, 2]);
    assert!(
        followed(&lines, 1, "c7c5", "b1c3").is_empty(),
        "another reply"
    );
    assert!(followed(&lines, 1, "d7d5", "g1f3").is_empty(), "unforeseen");
    assert!(
        followed(&lines, 3, "c7c5", "g1f3").is_empty(),
        "another ply"
    );
}

#[test]
fn refusals_read_in_the_readers_language() {
    let german = |e: ServiceError| match e {
        ServiceError::Invalid(errors) => errors.text_de("line").to_owned(),
        other => panic!("{other}"),
    };
    let one = german(read_line(&after_e4(), "e5").unwrap_err());
    assert_eq!(
        one,
        "Eine Zugfolge braucht den Zug deines Gegners und deine Antwort darauf, z. B. „Sf6 Sc3“."
    );
    let odd = german(read_line(&after_e4(), "e5 Nf3 Nc6").unwrap_err());
    assert!(odd.contains("deine Antwort auf „Nc6“"), "{odd}");
    let bad = german(read_line(&after_e4(), "e5 Ke3").unwrap_err());
    assert!(
        bad.starts_with("Zug 2 der Zugfolge, „Ke3“ (deine Antwort), ist nicht möglich: "),
        "{bad}"
    );
    assert!(!bad.contains("cannot"), "{bad}");
    let old = [stored(1, 1, &["e7e5", "g1f3"])];
    let mut other = read_line(&after_e4(), "e5 Nc3").unwrap();
    other.sans = vec!["e5".into(), "Nc3".into()];
    let mut old_sans = old.clone();
    old_sans[0].sans = vec!["e5".into(), "Nf3".into()];
    let refusal = german(check_agrees(&other, 1, &old_sans).unwrap_err());
    assert_eq!(
        refusal,
        "Nach e5 antwortest du in einer schon gespeicherten Zugfolge Sf3; hier antwortest du Sc3. \
         Lösche zuerst eine der beiden."
    );
}
