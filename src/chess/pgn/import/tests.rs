use super::*;
use crate::chess::Termination;
use crate::chess::pgn::{PgnGame, export};

#[test]
fn imports_a_chess960_game_with_comments_nags_and_variations() {
    let text = r#"[Event "Test \"quoted\" event"]
[Site "corrchess"]
[White "A\\B"]
[Black "C"]
[Result "1-0"]
[Variant "Chess960"]
[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"]
[SetUp "1"]

{Start} 1. d4 $1 d5 {solid} (1... Nf6 2. c4 (2. Nf3) e6) 2. Nd3 Nd6 3. Qf4?! ; a rest-of-line comment
Qf5 4.Qxf5 4...Nxf5 5. Nf4 1-0
"#;
    let g = import(text).unwrap();
    assert_eq!(g.tag("Event"), Some("Test \"quoted\" event"));
    assert_eq!(g.tag("White"), Some("A\\B"));
    assert_eq!(g.result, Some(GameResult::WhiteWins));
    assert_eq!(g.game.start(), StartNumber::new(0).ok());
    let sans: Vec<&str> = g.game.moves().iter().map(|m| m.san.as_str()).collect();
    assert_eq!(
        sans,
        [
            "d4", "d5", "Nd3", "Nd6", "Qf4", "Qf5", "Qxf5", "Nxf5", "Nf4"
        ]
    );
    assert_eq!(
        g.comments,
        vec![
            (0, "Start".to_string()),
            (2, "solid".to_string()),
            (5, "a rest-of-line comment".to_string())
        ]
    );
}

#[test]
fn start_number_tag_or_classical_default() {
    let g = import("[StartNumber \"959\"]\n\n1. Nd3 *").unwrap();
    assert_eq!(g.game.start(), StartNumber::new(959).ok());
    assert_eq!(g.result, None);
    let g = import("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O *").unwrap();
    assert_eq!(g.game.start(), Some(StartNumber::CLASSICAL));
    assert_eq!(g.game.last_move().unwrap().uci, "e1h1");
    let g = import("1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7#").unwrap();
    assert_eq!(
        g.game.outcome().map(|e| e.termination),
        Some(Termination::Checkmate)
    );
    assert_eq!(g.result, None);
}

#[test]
fn refusals() {
    assert_eq!(import("  \n").unwrap_err(), PgnError::Empty);
    assert!(matches!(
        import("[Variant \"Crazyhouse\"]\n1. e4 *"),
        Err(PgnError::UnsupportedVariant(_))
    ));
    assert!(matches!(
        import("[FEN \"nonsense\"]\n*"),
        Err(PgnError::BadFen(_))
    ));
    assert!(matches!(
        import("[StartNumber \"1000\"]\n*"),
        Err(PgnError::BadStartNumber(_))
    ));
    assert!(matches!(
        import(&format!(
            "[StartNumber \"5\"]\n[FEN \"{}\"]\n*",
            StartNumber::new(6).unwrap().initial_fen()
        )),
        Err(PgnError::BadStartNumber(_))
    ));
    let e = import("1. e4 e5 2. Ke3 *").unwrap_err();
    assert_eq!(
        e,
        PgnError::IllegalMove {
            ply: 3,
            label: "2.".into(),
            text: "Ke3".into(),
            reason: MoveError::CannotReach {
                role: shakmaty::Role::King,
                to: shakmaty::Square::E3
            }
        }
    );
    assert_eq!(
        e.to_string(),
        "move 2. Ke3 is not possible: your king cannot move to e3"
    );
    let e = import("1. e4 Nd5 *").unwrap_err();
    assert!(matches!(e, PgnError::IllegalMove { ply: 2, ref label, .. } if label == "1..."));
    assert_eq!(
        import("1. e4 {open").unwrap_err(),
        PgnError::Syntax {
            line: 1,
            message: "a comment { is never closed".into()
        }
    );
    assert!(matches!(
        import("1. e4 (1. d4"),
        Err(PgnError::Syntax { .. })
    ));
    assert!(matches!(import("1. e4 )"), Err(PgnError::Syntax { .. })));
    assert!(matches!(
        import("[Event \"x]\n*"),
        Err(PgnError::Syntax { .. })
    ));
    assert!(matches!(
        import("[Event x]\n*"),
        Err(PgnError::Syntax { .. })
    ));
    assert_eq!(
        import("1. e4 *\n\n[Event \"next\"]\n1. d4 *").unwrap_err(),
        PgnError::MultipleGames
    );
    assert_eq!(
        import("1. e4 1-0 2. d4").unwrap_err(),
        PgnError::MultipleGames
    );
    assert!(matches!(
        import("1. e4 -- *"),
        Err(PgnError::IllegalMove { .. })
    ));
}

#[test]
fn export_then_import_round_trips() {
    let mut game = Game::new(StartNumber::new(959).unwrap());
    for m in ["c3", "c6", "Rc2", "Rc7", "Nde3", "Nde6", "O-O-O", "b8a8"] {
        if let Err(e) = game.play_input(m) {
            panic!("{m}: {e}");
        }
    }
    let mut pgn = PgnGame::new(&game);
    pgn.tags.white = "Weiß \"Ä\"".into();
    pgn.comments = vec![(0, "before".into()), (8, "castled {960}".into())];
    pgn.tags.extra = vec![("TimeControl".into(), "1/259200".into())];
    let text = export(&pgn);
    let back = import(&text).unwrap();
    assert_eq!(back.game.fen(), game.fen());
    assert_eq!(back.game.uci_moves(), game.uci_moves());
    assert_eq!(back.tag("White"), Some("Weiß \"Ä\""));
    assert_eq!(back.tag("TimeControl"), Some("1/259200"));
    assert_eq!(back.tag("StartNumber"), Some("959"));
    assert_eq!(
        back.comments,
        vec![(0, "before".to_string()), (8, "castled 960".to_string())]
    );
}
