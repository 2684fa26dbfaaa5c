use super::*;
use crate::chess::diagram;

fn play(game: &mut Game, moves: &[&str]) {
    for m in moves {
        if let Err(e) = game.play_input(m) {
            panic!("{m}: {e}");
        }
    }
}

#[test]
fn labels() {
    assert_eq!(move_number_label(1), "1.");
    assert_eq!(move_number_label(2), "1...");
    assert_eq!(move_number_label(23), "12.");
    assert_eq!(move_number_label(24), "12...");
    assert_eq!(move_number_label(0), "1.");
}

#[test]
fn new_game_state() {
    let g = Game::new(StartNumber::CLASSICAL);
    assert_eq!(g.start(), Some(StartNumber::CLASSICAL));
    assert_eq!(g.turn(), Color::White);
    assert_eq!(g.ply(), 0);
    assert!(!g.is_check());
    assert!(g.last_move().is_none());
    assert_eq!(g.outcome(), None);
    assert_eq!(g.can_claim_draw(), None);
    assert_eq!(g.fen(), StartNumber::CLASSICAL.initial_fen());
    let legal = g.legal_moves();
    assert_eq!(legal.len(), 20);
    assert!(legal.iter().any(|m| m.san == "Nf3" && m.uci == "g1f3"));
}

#[test]
fn played_moves_record_everything() {
    let mut g = Game::new(StartNumber::CLASSICAL);
    play(&mut g, &["e4", "d5", "exd5", "Qxd5", "Nc3", "Qe5+"]);
    let last = g.last_move().unwrap();
    assert_eq!(last.ply, 6);
    assert_eq!(last.san, "Qe5+");
    assert_eq!(last.uci, "d5e5");
    assert_eq!(last.label(), "3...");
    assert_eq!(last.color, Color::Black);
    assert!(g.is_check());
    assert_eq!(g.turn(), Color::White);
    let sans: Vec<&str> = g.moves().iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["e4", "d5", "exd5", "Qxd5", "Nc3", "Qe5+"]);
    // Replaying the stored UCI list gives the same game.
    let again = Game::replay(StartNumber::CLASSICAL, &g.uci_moves()).unwrap();
    assert_eq!(again.fen(), g.fen());
    assert_eq!(again.moves(), g.moves());
}

#[test]
fn chess960_castling_is_stored_king_onto_rook() {
    // Start 959 is RKRNNQBB: king b1 between rooks a1 and c1.
    let start = StartNumber::new(959).unwrap();
    let mut g = Game::new(start);
    // Clear the path: the c1 rook must leave d1 free... queenside: king b1→c1,
    // rook a1→d1, so c1 and d1 must be emptied (c1 holds the other rook, d1 a knight).
    play(&mut g, &["Nd1e3", "Nd8e6", "c3", "c6", "Rc2", "Rc7"]);
    let legal = g.legal_moves();
    let castle = legal
        .iter()
        .find(|m| m.san == "O-O-O")
        .expect("O-O-O legal");
    assert_eq!(castle.uci, "b1a1");
    let played = g.play_input("b1a1").unwrap();
    assert_eq!(played.san, "O-O-O");
    assert_eq!(played.uci, "b1a1");
    assert_eq!(
        played.castling_description().unwrap(),
        "O-O-O (queenside): king b1→c1, rook a1→d1"
    );
    let played = g.play_input("O-O-O").unwrap();
    assert_eq!(played.uci, "b8a8");
    let again = Game::replay(start, &g.uci_moves()).unwrap();
    assert_eq!(again.fen(), g.fen());
    assert!(g.fen().starts_with("2kr"), "{}", g.fen());
}

#[test]
fn replay_errors_name_the_ply() {
    let e = Game::replay(StartNumber::CLASSICAL, &["e2e4", "e7e5", "e1e3"]).unwrap_err();
    assert_eq!(e.ply, 3);
    assert_eq!(e.label, "2.");
    assert_eq!(e.text, "e1e3");
    assert_eq!(
        e.reason,
        MoveError::PieceCannotGo {
            role: shakmaty::Role::King,
            from: shakmaty::Square::E1,
            to: shakmaty::Square::E3
        }
    );
    assert!(
        e.to_string()
            .starts_with("move 2. (e1e3, ply 3) cannot be replayed")
    );
    let e = Game::replay(
        StartNumber::CLASSICAL,
        &["f2f3", "e7e5", "g2g4", "d8h4", "a2a3"],
    )
    .unwrap_err();
    assert_eq!((e.ply, e.reason), (5, MoveError::GameOver));
    let e = Game::replay(StartNumber::CLASSICAL, &["garbage"]).unwrap_err();
    assert_eq!(e.ply, 1);
}

#[test]
fn checkmate() {
    let mut g = Game::new(StartNumber::CLASSICAL);
    play(&mut g, &["f3", "e5", "g4", "Qh4#"]);
    let end = g.outcome().unwrap();
    assert_eq!(end.result, GameResult::BlackWins);
    assert_eq!(end.termination, Termination::Checkmate);
    assert_eq!(g.last_move().unwrap().san, "Qh4#");
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.can_claim_draw(), None);
    let mv = g.position().legal_moves().first().copied();
    assert!(mv.is_none());
}

#[test]
fn stalemate() {
    let mut g = Game::from_fen("k7/8/8/1Q6/8/8/8/K7 w - - 0 1").unwrap();
    assert_eq!(g.start(), None);
    play(&mut g, &["Qb6"]);
    assert_eq!(
        g.outcome(),
        Some(GameEnd {
            result: GameResult::Draw,
            termination: Termination::Stalemate
        })
    );
}

#[test]
fn insufficient_material() {
    let mut g = Game::from_fen("k7/8/8/8/8/8/1r6/K7 w - - 0 1").unwrap();
    assert_eq!(g.outcome(), None);
    play(&mut g, &["Kxb2"]);
    assert_eq!(
        g.outcome().map(|e| e.termination),
        Some(Termination::InsufficientMaterial)
    );
    // King and bishop against king is dead too; king and rook is not.
    assert!(
        Game::from_fen("k7/8/8/8/8/8/1B6/K7 w - - 0 1")
            .unwrap()
            .is_over()
    );
    assert!(
        !Game::from_fen("k7/8/8/8/8/8/1R6/K7 w - - 0 1")
            .unwrap()
            .is_over()
    );
}

#[test]
fn repetition_claim_then_fivefold() {
    let mut g = Game::new(StartNumber::CLASSICAL);
    let cycle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    play(&mut g, &cycle);
    assert_eq!(g.repetitions(), 2);
    assert_eq!(g.can_claim_draw(), None);
    play(&mut g, &cycle);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.can_claim_draw(), Some(DrawClaim::ThreefoldRepetition));
    // The shortest threefold takes eight reversible plies: the bound is tight.
    assert_eq!(g.position().halfmoves(), 8);
    assert!(Game::claim_possible(8));
    assert!(!Game::claim_possible(7));
    assert_eq!(g.outcome(), None);
    play(&mut g, &cycle);
    play(&mut g, &cycle[..3]);
    assert_eq!(g.outcome(), None);
    play(&mut g, &cycle[3..]);
    assert_eq!(g.repetitions(), 5);
    assert_eq!(
        g.outcome(),
        Some(GameEnd {
            result: GameResult::Draw,
            termination: Termination::FivefoldRepetition
        })
    );
    assert_eq!(g.can_claim_draw(), None);
    assert_eq!(g.play_input("Nf3"), Err(MoveError::GameOver));
}

#[test]
fn repetition_key_uses_castling_rights() {
    let mut g = Game::new(StartNumber::CLASSICAL);
    play(&mut g, &["e4", "e5"]);
    assert_eq!(g.repetitions(), 1);
    play(&mut g, &["Ke2", "Ke7", "Ke1", "Ke8"]);
    // Same pieces as after 1.e4 e5, but both sides have lost their castling rights.
    assert_eq!(g.repetitions(), 1);
    play(&mut g, &["Ke2", "Ke7", "Ke1", "Ke8"]);
    assert_eq!(g.repetitions(), 2);
}

#[test]
fn repetition_key_ignores_unusable_en_passant_square() {
    let mut g = Game::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
    play(&mut g, &["e4"]);
    // No black pawn can take en passant: the position equals one without an e3 square.
    play(&mut g, &["Kd7", "Kd2", "Ke8", "Ke1"]);
    assert_eq!(g.repetitions(), 2);
    assert!(g.fen().contains(" b - - "), "{}", g.fen());

    // With a black pawn on d4 the en-passant capture is real and the keys differ.
    let mut g = Game::from_fen("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1").unwrap();
    play(&mut g, &["e4"]);
    assert!(g.fen().contains(" b - e3 "), "{}", g.fen());
    play(&mut g, &["Kd7", "Kd2", "Ke8", "Ke1"]);
    assert_eq!(g.repetitions(), 1);
}

#[test]
fn fifty_and_seventy_five_move_rules() {
    let mut g = Game::from_fen("k7/8/8/8/8/8/8/K5Q1 w - - 99 100").unwrap();
    assert_eq!(g.can_claim_draw(), None);
    play(&mut g, &["Qh2"]);
    assert_eq!(g.can_claim_draw(), Some(DrawClaim::FiftyMoveRule));
    assert_eq!(g.outcome(), None);

    let mut g = Game::from_fen("k7/8/8/8/8/8/8/K5Q1 w - - 149 100").unwrap();
    play(&mut g, &["Qh2"]);
    assert_eq!(
        g.outcome(),
        Some(GameEnd {
            result: GameResult::Draw,
            termination: Termination::SeventyFiveMoveRule
        })
    );
    // Mate on the 150th half-move counts as mate.
    let mut g = Game::from_fen("k7/8/1K6/8/8/8/8/6Q1 w - - 149 100").unwrap();
    play(&mut g, &["Qg8#"]);
    assert_eq!(
        g.outcome().map(|e| e.termination),
        Some(Termination::Checkmate)
    );
}

#[test]
fn play_refuses_stale_moves() {
    let mut g = Game::new(StartNumber::CLASSICAL);
    let e4 = g.parse_move("e4").unwrap();
    g.play(&e4).unwrap();
    assert!(matches!(g.play(&e4), Err(MoveError::Illegal(_))));
    assert_eq!(g.ply(), 1);
}

#[test]
fn fen_games() {
    assert!(matches!(
        Game::from_fen("not a fen"),
        Err(FenError::Syntax(_))
    ));
    assert!(matches!(
        Game::from_fen("8/8/8/8/8/8/8/8 w - - 0 1"),
        Err(FenError::Illegal(_))
    ));
    let g = Game::from_fen(&StartNumber::new(7).unwrap().initial_fen()).unwrap();
    assert_eq!(g.start(), StartNumber::new(7).ok());
    // Shredder letters are accepted and written back as X-FEN when unambiguous.
    let g = Game::from_fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1").unwrap();
    assert_eq!(g.start(), StartNumber::new(0).ok());
    assert_eq!(
        g.fen(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
}

#[test]
fn shredder_letters_when_a_castling_rook_is_not_outermost() {
    // White keeps the right with the b1 rook while another rook stands on a1:
    // X-FEN "Q" would be ambiguous, so shakmaty writes the file letter "B".
    let g = Game::from_fen("4k3/8/8/8/8/8/8/RR2K3 w B - 0 1").unwrap();
    assert_eq!(g.fen(), "4k3/8/8/8/8/8/8/RR2K3 w B - 0 1");
}

#[test]
fn diagram_of_a_game() {
    let mut g = Game::new(StartNumber::CLASSICAL);
    play(&mut g, &["e4"]);
    let text = diagram::text(g.position().board(), Color::White);
    assert!(text.contains("4 . . . . P . . .\n"));
    assert!(text.contains("2 P P P P . P P P\n"));
}
