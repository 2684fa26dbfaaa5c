use super::*;
use crate::chess::{Castling, Game, StartNumber};
use shakmaty::{CastlingMode, fen::Fen};

fn pos(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Chess960)
        .unwrap()
}

fn castle(king: Square, rook: Square) -> Move {
    Move::Castle { king, rook }
}

/// Every input form gives the same castling move, and it is legal.
fn all_castle(p: &Chess, inputs: &[&str], expected: Move) {
    for input in inputs {
        assert_eq!(parse_move(p, input), Ok(expected), "input {input:?}");
    }
    assert!(p.is_legal(expected));
}

fn refused(p: &Chess, input: &str) -> MoveError {
    match parse_move(p, input) {
        Err(e) => e,
        Ok(m) => panic!("{input:?} was accepted as {m:?}"),
    }
}

fn describe(p: &Chess, m: Move) -> String {
    Castling::from_move(p.turn(), m).unwrap().describe()
}

// ---- castling layouts ----------------------------------------------------------

#[test]
fn king_already_on_target_file() {
    // King g1 with rook h1: O-O only moves the rook (g1h1 as chessmail enters it).
    let p = pos("k7/p7/8/8/8/8/8/R5KR w HA - 0 1");
    let m = castle(Square::G1, Square::H1);
    all_castle(&p, &["O-O", "0-0", "o-o", "g1h1", "g1-h1", " O-O+ "], m);
    assert_eq!(
        describe(&p, m),
        "O-O (kingside): king stays on g1, rook h1→f1"
    );
    // The long way round on the other side.
    let m = castle(Square::G1, Square::A1);
    all_castle(&p, &["O-O-O", "0-0-0", "g1a1"], m);
    assert_eq!(describe(&p, m), "O-O-O (queenside): king g1→c1, rook a1→d1");
    // A king step is still a king step.
    assert!(matches!(
        parse_move(&p, "g1f1"),
        Ok(Move::Normal {
            role: Role::King,
            to: Square::F1,
            ..
        })
    ));
}

#[test]
fn rook_already_on_target_file() {
    let p = pos("k7/p7/8/8/8/8/8/3RK2R w HD - 0 1");
    let m = castle(Square::E1, Square::D1);
    all_castle(&p, &["O-O-O", "0-0-0", "e1d1"], m);
    assert_eq!(
        describe(&p, m),
        "O-O-O (queenside): king e1→c1, rook stays on d1"
    );
    // e1c1 is classical notation, but the queenside rook is not on a1 here.
    assert!(matches!(
        refused(&p, "e1c1"),
        MoveError::UseKingOntoRook {
            side: CastlingSide::QueenSide,
            rook: Square::D1,
            ..
        }
    ));
    // Kingside, the rook is on h1: e1g1 is castling in this layout.
    all_castle(&p, &["O-O", "e1h1", "e1g1"], castle(Square::E1, Square::H1));

    let p = pos("k7/p7/8/8/8/8/8/R3KR2 w FA - 0 1");
    let m = castle(Square::E1, Square::F1);
    all_castle(&p, &["O-O", "0-0", "e1f1"], m);
    assert_eq!(
        describe(&p, m),
        "O-O (kingside): king e1→g1, rook stays on f1"
    );
    let e = refused(&p, "e1g1");
    assert_eq!(
        e.to_string(),
        "e1g1 is not a move here; to castle kingside, move your king onto the rook (e1f1) or type O-O"
    );
}

#[test]
fn king_and_rook_swap() {
    let p = pos("k7/p7/8/8/8/8/8/R4KR1 w GA - 0 1");
    let m = castle(Square::F1, Square::G1);
    all_castle(&p, &["O-O", "0-0", "f1g1"], m);
    assert_eq!(describe(&p, m), "O-O (kingside): king f1→g1, rook g1→f1");

    let p = pos("k7/p7/8/8/8/8/8/2RK3R w HC - 0 1");
    let m = castle(Square::D1, Square::C1);
    all_castle(&p, &["O-O-O", "0-0-0", "d1c1"], m);
    assert_eq!(describe(&p, m), "O-O-O (queenside): king d1→c1, rook c1→d1");
}

#[test]
fn king_next_to_a_side_rook_other_rook_far() {
    let p = pos("k7/p7/8/8/8/8/8/RK5R w HA - 0 1");
    all_castle(
        &p,
        &["O-O-O", "0-0-0", "b1a1"],
        castle(Square::B1, Square::A1),
    );
    all_castle(&p, &["O-O", "0-0", "b1h1"], castle(Square::B1, Square::H1));
    assert_eq!(
        describe(&p, castle(Square::B1, Square::H1)),
        "O-O (kingside): king b1→g1, rook h1→f1"
    );
    // A king move to a square that is not a castling rook's is a plain king move.
    assert!(matches!(
        parse_move(&p, "b1c1"),
        Ok(Move::Normal {
            role: Role::King,
            to: Square::C1,
            ..
        })
    ));
    assert!(matches!(
        refused(&p, "b1g1"),
        MoveError::PieceCannotGo {
            role: Role::King,
            ..
        }
    ));
}

#[test]
fn through_attacked_square_refused() {
    // A black rook on e8 covers e1, which the king crosses from b1 to g1.
    let p = pos("4r1k1/8/8/8/8/8/8/RK5R w HA - 0 1");
    for input in ["O-O", "0-0", "b1h1"] {
        assert_eq!(
            refused(&p, input),
            MoveError::Castling {
                side: CastlingSide::KingSide,
                reason: CastlingBlock::AttackedSquare(Square::E1)
            },
            "{input}"
        );
    }
    assert_eq!(
        refused(&p, "O-O").to_string(),
        "you cannot castle kingside (O-O): the king would pass through or land on e1, which your opponent attacks"
    );
    // The other side is fine.
    assert_eq!(parse_move(&p, "b1a1"), Ok(castle(Square::B1, Square::A1)));
}

#[test]
fn out_of_check_refused() {
    let p = pos("1k2r3/8/8/8/8/8/8/R3K2R w HA - 0 1");
    for input in ["O-O", "0-0", "e1h1", "e1g1", "O-O-O", "e1a1", "e1c1"] {
        assert!(
            matches!(
                refused(&p, input),
                MoveError::Castling {
                    reason: CastlingBlock::InCheck,
                    ..
                }
            ),
            "{input}"
        );
    }
}

#[test]
fn rook_target_occupied_by_own_king_allowed() {
    // King on f1, the kingside rook's target square.
    let p = pos("k7/p7/8/8/8/8/8/R4K1R w HA - 0 1");
    all_castle(&p, &["O-O", "0-0", "f1h1"], castle(Square::F1, Square::H1));
    // King on d1, the queenside rook's target square.
    let p = pos("k7/p7/8/8/8/8/8/R2K3R w HA - 0 1");
    let m = castle(Square::D1, Square::A1);
    all_castle(&p, &["O-O-O", "0-0-0", "d1a1"], m);
    assert_eq!(describe(&p, m), "O-O-O (queenside): king d1→c1, rook a1→d1");
    // The king on the rook's target is no obstacle, but a bishop there is.
    let p = pos("k7/p7/8/8/8/8/8/R2KB2R w HA - 0 1");
    assert_eq!(
        refused(&p, "d1h1"),
        MoveError::Castling {
            side: CastlingSide::KingSide,
            reason: CastlingBlock::PathOccupied(vec![Square::E1])
        }
    );
}

#[test]
fn blocked_path_in_start_position() {
    let p = StartNumber::CLASSICAL.position();
    assert_eq!(
        refused(&p, "O-O"),
        MoveError::Castling {
            side: CastlingSide::KingSide,
            reason: CastlingBlock::PathOccupied(vec![Square::F1, Square::G1])
        }
    );
    assert!(
        refused(&p, "0-0")
            .to_string()
            .contains("f1 and g1 must be empty")
    );
    // King onto its own rook in the start position: same diagnosis.
    assert!(matches!(refused(&p, "e1h1"), MoveError::Castling { .. }));
}

#[test]
fn rights_lost_after_king_move() {
    let mut g = Game::new(StartNumber::CLASSICAL);
    for m in [
        "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "Kf1", "Nf6", "Ke1", "d6",
    ] {
        g.play_input(m).unwrap();
    }
    for input in ["O-O", "0-0", "e1h1", "e1g1"] {
        assert_eq!(
            g.parse_move(input),
            Err(MoveError::Castling {
                side: CastlingSide::KingSide,
                reason: CastlingBlock::RightLost
            }),
            "{input}"
        );
    }
}

#[test]
fn rights_lost_after_rook_move() {
    let mut g = Game::new(StartNumber::CLASSICAL);
    for m in [
        "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "Rg1", "Nf6", "Rh1", "d6",
    ] {
        g.play_input(m).unwrap();
    }
    assert_eq!(
        g.parse_move("O-O").unwrap_err().to_string(),
        "you cannot castle kingside (O-O): the right to castle on that side is lost (the king or that rook has moved, or the rook was captured)"
    );
    assert!(g.parse_move("e1h1").is_err());
    // The other side keeps its right (only blocked).
    assert!(matches!(
        g.parse_move("O-O-O"),
        Err(MoveError::Castling {
            reason: CastlingBlock::PathOccupied(_),
            ..
        })
    ));
}

#[test]
fn rights_lost_after_rook_captured() {
    let mut g = Game::from_fen("k7/p7/8/8/8/8/6b1/R3K2R b HA - 0 1").unwrap();
    g.play_input("Bxh1").unwrap();
    assert!(g.fen().contains(" w Q - "), "{}", g.fen());
    assert_eq!(
        g.parse_move("O-O"),
        Err(MoveError::Castling {
            side: CastlingSide::KingSide,
            reason: CastlingBlock::RightLost
        })
    );
    assert_eq!(g.parse_move("e1a1"), Ok(castle(Square::E1, Square::A1)));
}

#[test]
fn classical_e1g1_and_king_onto_rook_in_518() {
    let mut g = Game::new(StartNumber::CLASSICAL);
    for m in ["e4", "e5", "Nf3", "Nf6", "Bc4", "Bc5"] {
        g.play_input(m).unwrap();
    }
    let played = g.play_input("e1g1").unwrap();
    assert_eq!(played.san, "O-O");
    assert_eq!(played.uci, "e1h1");
    let c = played.castling.unwrap();
    assert_eq!((c.king_to, c.rook_to), (Square::G1, Square::F1));
    let played = g.play_input("e8h8").unwrap();
    assert_eq!(played.san, "O-O");
    assert_eq!(played.uci, "e8h8");
    assert_eq!(
        played.castling_description().unwrap(),
        "O-O (kingside): king e8→g8, rook h8→f8"
    );
}

#[test]
fn black_castles_king_onto_rook() {
    let p = pos("rk5r/8/8/8/8/8/P7/K7 b ha - 0 1");
    assert_eq!(parse_move(&p, "b8h8"), Ok(castle(Square::B8, Square::H8)));
    assert_eq!(parse_move(&p, "O-O"), Ok(castle(Square::B8, Square::H8)));
    assert_eq!(parse_move(&p, "b8a8"), Ok(castle(Square::B8, Square::A8)));
    assert_eq!(parse_move(&p, "0-0-0"), Ok(castle(Square::B8, Square::A8)));
}

// ---- other input forms -----------------------------------------------------------

#[test]
fn san_and_coordinates_in_start_position() {
    let p = StartNumber::CLASSICAL.position();
    let nf3 = Move::Normal {
        role: Role::Knight,
        from: Square::G1,
        capture: None,
        to: Square::F3,
        promotion: None,
    };
    for input in [
        "Nf3", "nf3", "Ng1f3", "Ng1-f3", "Ngf3", "N1f3", "g1f3", "g1-f3", " Nf3!? ", "Nf3+",
    ] {
        assert_eq!(parse_move(&p, input), Ok(nf3), "{input}");
    }
    for input in ["e4", "e2e4", "e2-e4", "Pe4", "e4!"] {
        assert!(
            matches!(
                parse_move(&p, input),
                Ok(Move::Normal { to: Square::E4, .. })
            ),
            "{input}"
        );
    }
}

#[test]
fn missing_capture_sign_accepted() {
    let p = pos("4k3/8/8/3p4/4P3/5p2/8/4K1N1 w - - 0 1");
    assert!(matches!(
        parse_move(&p, "Nf3"),
        Ok(Move::Normal {
            capture: Some(Role::Pawn),
            ..
        })
    ));
    assert!(matches!(
        parse_move(&p, "Nxf3"),
        Ok(Move::Normal {
            capture: Some(Role::Pawn),
            ..
        })
    ));
    assert!(matches!(
        parse_move(&p, "exd5"),
        Ok(Move::Normal {
            capture: Some(Role::Pawn),
            ..
        })
    ));
    assert!(matches!(
        parse_move(&p, "ed5"),
        Ok(Move::Normal {
            capture: Some(Role::Pawn),
            ..
        })
    ));
    assert!(matches!(
        parse_move(&p, "xd5"),
        Ok(Move::Normal {
            capture: Some(Role::Pawn),
            ..
        })
    ));
    assert!(matches!(
        parse_move(&p, "e4d5"),
        Ok(Move::Normal {
            capture: Some(Role::Pawn),
            ..
        })
    ));
    // A pawn named without its file only moves straight on.
    assert!(matches!(
        refused(&p, "d5"),
        MoveError::CannotReach {
            role: Role::Pawn,
            ..
        }
    ));
}

#[test]
fn en_passant() {
    let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    for input in ["exd6", "exd6 e.p.", "ed6", "e5d6", "exd6ep"] {
        assert!(
            matches!(parse_move(&p, input), Ok(Move::EnPassant { .. })),
            "{input}"
        );
    }
}

#[test]
fn promotions() {
    let p = pos("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    let promo = |input: &str| match parse_move(&p, input) {
        Ok(m) => m.promotion(),
        Err(e) => panic!("{input}: {e}"),
    };
    assert_eq!(promo("e8=Q"), Some(Role::Queen));
    assert_eq!(promo("e8Q"), Some(Role::Queen));
    assert_eq!(promo("e8q"), Some(Role::Queen));
    assert_eq!(promo("e8=N+"), Some(Role::Knight));
    assert_eq!(promo("e7e8q"), Some(Role::Queen));
    assert_eq!(promo("e7e8=R"), Some(Role::Rook));
    assert_eq!(promo("e7e8b"), Some(Role::Bishop));
    assert_eq!(promo("exd8=Q"), Some(Role::Queen));
    assert_eq!(promo("ed8N"), Some(Role::Knight));
    assert_eq!(promo("e7d8q"), Some(Role::Queen));
    assert_eq!(refused(&p, "e8"), MoveError::PromotionMissing(Square::E8));
    assert_eq!(refused(&p, "e7e8"), MoveError::PromotionMissing(Square::E8));
    assert_eq!(refused(&p, "exd8"), MoveError::PromotionMissing(Square::D8));
    assert_eq!(
        refused(&p, "e8=K"),
        MoveError::PromotionInvalid(PromotionProblem::BadPiece(Role::King))
    );
    assert_eq!(
        refused(&p, "e7e8p"),
        MoveError::PromotionInvalid(PromotionProblem::BadPiece(Role::Pawn))
    );
    assert_eq!(
        refused(&p, "Kd2=Q"),
        MoveError::PromotionInvalid(PromotionProblem::NotAPromotion)
    );
    assert!(refused(&p, "e8").to_string().contains("e8=Q"));
    let p = StartNumber::CLASSICAL.position();
    assert_eq!(
        refused(&p, "e4=Q"),
        MoveError::PromotionInvalid(PromotionProblem::NotAPromotion)
    );
}

// ---- reasons ---------------------------------------------------------------------

#[test]
fn reasons_a_person_can_act_on() {
    let p = StartNumber::CLASSICAL.position();
    assert_eq!(refused(&p, ""), MoveError::Empty);
    assert_eq!(refused(&p, "   "), MoveError::Empty);
    assert_eq!(refused(&p, "hello"), MoveError::Unreadable("hello".into()));
    assert_eq!(
        refused(&p, "hello").to_string(),
        "\"hello\" is not a move; write it like Nf3, exd5, e8=Q, O-O or e2e4"
    );
    assert_eq!(refused(&p, "e3e4"), MoveError::NoPieceOn(Square::E3));
    assert_eq!(
        refused(&p, "e7e5").to_string(),
        "the pawn on e7 belongs to Black; you play White"
    );
    assert_eq!(
        refused(&p, "Nf4").to_string(),
        "none of your knights can move to f4"
    );
    assert_eq!(
        refused(&p, "g1g3").to_string(),
        "your knight on g1 cannot move to g3"
    );
    assert_eq!(refused(&p, "Nd2").to_string(), "your own pawn stands on d2");
    assert_eq!(
        refused(&p, "Nxf3").to_string(),
        "there is nothing to capture on f3"
    );
    assert_eq!(
        refused(&p, "e2d3").to_string(),
        "there is nothing to capture on d3"
    );
    assert_eq!(
        refused(&p, "Ke2"),
        MoveError::OwnPieceOnTarget {
            to: Square::E2,
            role: Role::Pawn
        }
    );
    assert_eq!(
        refused(&p, "Qh5"),
        MoveError::CannotReach {
            role: Role::Queen,
            to: Square::H5
        }
    );
    assert_eq!(
        refused(&p, "e5"),
        MoveError::CannotReach {
            role: Role::Pawn,
            to: Square::E5
        }
    );
    // Lowercase b is the b-file, never a bishop: no guessing.
    assert_eq!(
        refused(&p, "bc4"),
        MoveError::PieceCannotGo {
            role: Role::Pawn,
            from: Square::B2,
            to: Square::C4
        }
    );
    let p = pos("k7/p7/8/8/8/8/8/K7 w - - 0 1");
    assert_eq!(
        refused(&p, "Nf3").to_string(),
        "you have no knight on the board"
    );
}

#[test]
fn pins_checks_and_attacked_squares() {
    let p = pos("4k3/8/8/b7/8/8/3N4/4K3 w - - 0 1");
    let pinned = MoveError::Pinned {
        role: Role::Knight,
        from: Square::D2,
    };
    assert_eq!(refused(&p, "Nf3"), pinned);
    assert_eq!(refused(&p, "d2f3"), pinned);
    assert_eq!(
        pinned.to_string(),
        "your knight on d2 is pinned: moving it would expose your king to check"
    );

    let p = pos("4k3/8/8/8/8/8/8/R3K2r w - - 0 1");
    assert_eq!(refused(&p, "Ra2"), MoveError::StillInCheck("Ra1a2".into()));
    assert_eq!(
        refused(&p, "a1a2").to_string(),
        "your king is in check, and Ra1a2 does not get it out of check"
    );
    assert_eq!(
        refused(&p, "Kd1"),
        MoveError::KingToAttackedSquare(Square::D1)
    );
    assert_eq!(
        refused(&p, "e1d1").to_string(),
        "your king cannot go to d1: that square is attacked"
    );
    assert!(parse_move(&p, "Kd2").is_ok());
}

#[test]
fn ambiguity_names_the_candidates() {
    let mut g = Game::new(StartNumber::CLASSICAL);
    for m in ["Nf3", "Nf6", "d3", "d6"] {
        g.play_input(m).unwrap();
    }
    let e = g.parse_move("Nd2").unwrap_err();
    assert_eq!(e, MoveError::Ambiguous(vec!["Nbd2".into(), "Nfd2".into()]));
    assert_eq!(
        e.to_string(),
        "that move is ambiguous: did you mean Nbd2 or Nfd2?"
    );
    assert!(g.parse_move("Nbd2").is_ok());
    assert!(g.parse_move("Nfd2").is_ok());
    assert!(g.parse_move("N1d2").is_ok());
    assert!(g.parse_move("b1d2").is_ok());
}

#[test]
fn game_over_refuses_input() {
    let mut g = Game::new(StartNumber::CLASSICAL);
    for m in ["f3", "e5", "g4", "Qh4#"] {
        g.play_input(m).unwrap();
    }
    assert_eq!(g.parse_move("a3"), Err(MoveError::GameOver));
}

// ---- a lower-case Cyrillic с: the c-file or a bishop (issue 44) -------------------

/// White: pawn c4, bishop f3; Black: pawn d5. Both cxd5 and Bxd5 are legal.
const PAWN_OR_BISHOP: &str = "4k3/8/8/3p4/2P5/5B2/8/4K3 w - - 0 1";

fn san_of(p: &Chess, input: &str) -> String {
    let m = parse_move(p, input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
    San::from_move(p, m).to_string()
}

#[test]
fn a_lower_case_es_naming_two_legal_moves_is_refused() {
    let p = pos(PAWN_OR_BISHOP);
    let both = MoveError::FileOrBishop(vec!["cxd5".into(), "Bxd5".into()]);
    for typed in ["сd5", "сxd5", "схd5", "с:d5", "сd5+", " с d5 "] {
        assert_eq!(parse_move(&p, typed), Err(both.clone()), "{typed:?}");
    }
    assert_eq!(
        both.to_string(),
        "a lower-case с is the c-file or a bishop, and both moves are legal: did you mean cxd5 or Bxd5? Type a capital С for the bishop"
    );
}

#[test]
fn a_lower_case_es_is_what_is_legal_when_one_reading_is() {
    // Only the pawn can take.
    let p = pos("4k3/8/8/3p4/2P5/8/8/4K3 w - - 0 1");
    assert_eq!(san_of(&p, "сd5"), "cxd5");
    assert_eq!(san_of(&p, "сxd5"), "cxd5");
    // Only the bishop can.
    let p = pos("4k3/8/8/3p4/8/5B2/8/4K3 w - - 0 1");
    assert_eq!(san_of(&p, "сd5"), "Bxd5");
    assert_eq!(san_of(&p, "сe4"), "Be4");
    assert_eq!(san_of(&p, "сg2"), "Bg2");
    // Neither: the c-file's reason.
    let p = pos("4k3/8/8/3p4/8/8/8/4K3 w - - 0 1");
    assert!(parse_move(&p, "сd5").is_err());
}

#[test]
fn unambiguous_letters_choose_without_asking() {
    let p = pos(PAWN_OR_BISHOP);
    // A Latin c, a capital С (Cyrillic or its Latin look-alike), coordinates.
    assert_eq!(san_of(&p, "cd5"), "cxd5");
    assert_eq!(san_of(&p, "cxd5"), "cxd5");
    assert_eq!(san_of(&p, "Сd5"), "Bxd5");
    assert_eq!(san_of(&p, "Cd5"), "Bxd5");
    assert_eq!(san_of(&p, "Сxd5"), "Bxd5");
    assert_eq!(san_of(&p, "с4d5"), "cxd5");
    assert_eq!(san_of(&p, "f3d5"), "Bxd5");
    assert_eq!(san_of(&p, "Сf3d5"), "Bxd5");
}

#[test]
fn squares_typed_with_a_cyrillic_es_on_a_russian_keyboard() {
    let p = Chess::default();
    assert_eq!(san_of(&p, "с2с4"), "c4");
    assert_eq!(san_of(&p, "с2-с4"), "c4");
    assert_eq!(san_of(&p, "с4"), "c4");
    assert_eq!(san_of(&p, "с3"), "c3");
    assert_eq!(san_of(&p, "b1с3"), "Nc3");
    assert_eq!(san_of(&p, "Кb1с3"), "Nc3");
    assert_eq!(san_of(&p, "Кс3"), "Nc3");
    assert_eq!(san_of(&p, "кс3"), "Nc3");
    assert_eq!(san_of(&p, "Кb1-с3"), "Nc3");
    assert_eq!(san_of(&p, "d2d4"), "d4");
}

#[test]
fn a_promotion_to_a_lower_case_es_is_a_bishop() {
    let p = pos("8/1P2k3/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(san_of(&p, "b8с"), "b8=B");
    assert_eq!(san_of(&p, "b8=с"), "b8=B");
    assert_eq!(san_of(&p, "b7b8с"), "b8=B");
    // A pawn taking on c8 and promoting, typed with Cyrillic squares.
    let p = pos("2n5/1P2k3/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(san_of(&p, "b7с8Ф"), "bxc8=Q");
    assert_eq!(san_of(&p, "bxс8=Ф"), "bxc8=Q");
    assert_eq!(san_of(&p, "b7с8с"), "bxc8=B");
}
