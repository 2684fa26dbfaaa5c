//! Property tests over random games from random start positions.

use proptest::prelude::*;
use shakmaty::Position;

use super::pgn::{PgnGame, export};
use super::{Game, StartNumber, Termination, input, position_from_fen};

/// Plays up to `choices.len()` moves, each picked by index from the legal moves.
fn random_game(start: u16, choices: &[u16]) -> Game {
    let mut game = Game::new(StartNumber::new(start % 960).unwrap());
    for &c in choices {
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.is_over() {
            break;
        }
        let mv = moves[usize::from(c) % moves.len()];
        game.play(&mv).unwrap();
    }
    game
}

/// Plays up to `choices.len()` moves, mostly reversible ones (no capture, no pawn), so
/// that positions repeat.
fn shuffling_game(start: u16, choices: &[u16]) -> Vec<Game> {
    let mut game = Game::new(StartNumber::new(start % 960).unwrap());
    let mut seen = vec![game.clone()];
    for &c in choices {
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.is_over() {
            break;
        }
        let quiet: Vec<_> = moves
            .iter()
            .filter(|m| !m.is_capture() && m.role() != shakmaty::Role::Pawn)
            .collect();
        let mv = match quiet.len() {
            0 => moves[usize::from(c) % moves.len()],
            n if c % 8 != 0 => *quiet[usize::from(c) % n],
            _ => moves[usize::from(c) % moves.len()],
        };
        game.play(&mv).unwrap();
        seen.push(game.clone());
    }
    seen
}

fn game_strategy() -> impl Strategy<Value = Game> {
    (0u16..960, prop::collection::vec(any::<u16>(), 0..120))
        .prop_map(|(start, choices)| random_game(start, &choices))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn no_draw_can_be_claimed_where_claim_possible_says_none_can(start in 0u16..960, choices in prop::collection::vec(any::<u16>(), 0..160)) {
        for game in shuffling_game(start, &choices) {
            let halfmoves = game.position().halfmoves();
            if game.can_claim_draw().is_some() {
                prop_assert!(Game::claim_possible(halfmoves), "a claim after {halfmoves} reversible plies: {}", game.fen());
            }
        }
    }

    #[test]
    fn san_and_uci_parse_back_to_the_same_move(start in 0u16..960, choices in prop::collection::vec(any::<u16>(), 0..80)) {
        let mut game = Game::new(StartNumber::new(start).unwrap());
        for c in choices {
            if game.is_over() {
                break;
            }
            let legal = game.legal_moves();
            for m in &legal {
                prop_assert_eq!(game.parse_move(&m.san), Ok(m.mv), "SAN {} in {}", &m.san, game.fen());
                prop_assert_eq!(game.parse_move(&m.uci), Ok(m.mv), "UCI {} in {}", &m.uci, game.fen());
            }
            let pick = &legal[usize::from(c) % legal.len()];
            let played = game.play_input(&pick.uci).unwrap();
            prop_assert_eq!(&played.san, &pick.san);
        }
    }

    #[test]
    fn a_stored_move_marks_what_the_played_move_marks(game in game_strategy()) {
        for m in game.moves() {
            let stored = super::MoveMark::from_stored(m.ply, &m.san, &m.uci);
            prop_assert_eq!(stored, Some(super::MoveMark::of(m)), "{} {}", &m.san, &m.uci);
        }
    }

    #[test]
    fn fen_round_trips(game in game_strategy()) {
        let fen = game.fen();
        let again = position_from_fen(&fen).unwrap();
        prop_assert_eq!(&again, game.position());
        prop_assert_eq!(super::fen_of(&again), fen);
    }

    #[test]
    fn replay_of_stored_moves_is_identical(game in game_strategy()) {
        let start = game.start().unwrap();
        let again = Game::replay(start, &game.uci_moves()).unwrap();
        prop_assert_eq!(again.fen(), game.fen());
        prop_assert_eq!(again.moves(), game.moves());
        prop_assert_eq!(again.outcome(), game.outcome());
    }

    #[test]
    fn pgn_movetext_replays_to_the_same_position(game in game_strategy()) {
        let text = export(&PgnGame::new(&game));
        let (tags, movetext) = text.split_once("\n\n").unwrap();
        let fen_tag = format!("[FEN \"{}\"]", game.initial_fen());
        prop_assert!(tags.contains(&fen_tag));
        prop_assert!(movetext.lines().all(|l| l.len() <= 80));
        let mut again = Game::from_fen(&game.initial_fen()).unwrap();
        let mut tokens = movetext.split_whitespace().filter(|t| !t.ends_with('.')).collect::<Vec<_>>();
        let result = tokens.pop().unwrap();
        for san in tokens {
            prop_assert!(again.play_input(san).is_ok(), "{} in {}", san, again.fen());
        }
        prop_assert_eq!(again.fen(), game.fen());
        prop_assert_eq!(again.uci_moves(), game.uci_moves());
        let expected = game.outcome().map_or("*".to_owned(), |e| e.result.to_string());
        prop_assert_eq!(result, expected);
    }

    #[test]
    fn outcome_agrees_with_legal_moves(game in game_strategy()) {
        let no_moves = game.position().legal_moves().is_empty();
        match game.outcome().map(|e| e.termination) {
            Some(Termination::Checkmate) => prop_assert!(no_moves && game.is_check()),
            Some(Termination::Stalemate) => prop_assert!(no_moves && !game.is_check()),
            Some(_) => prop_assert!(!no_moves),
            None => prop_assert!(!no_moves),
        }
        if game.is_over() {
            prop_assert!(game.legal_moves().is_empty());
        } else {
            prop_assert_eq!(game.legal_moves().len(), game.position().legal_moves().len());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// Whatever a person types, parsing returns Ok or a reason; it never panics.
    #[test]
    fn move_input_never_panics(text in any::<String>(), start in 0u16..960) {
        let pos = StartNumber::new(start).unwrap().position();
        let _ = input::parse_move(&pos, &text);
    }

    /// Inputs shaped like moves, in positions from real games.
    #[test]
    fn move_like_input_never_panics(
        text in "[ KQRBNPkqrbnpa-h1-8xX:=+#!?O0o()/-]{0,12}",
        game in game_strategy(),
    ) {
        if let Err(e) = game.parse_move(&text) {
            prop_assert!(!e.to_string().is_empty());
        }
    }

}
