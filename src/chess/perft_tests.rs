//! Move generation through our own setup code, checked against published perft
//! numbers. shakmaty generates the moves; these tests make sure that the
//! positions *we* build (from start numbers and from FEN text) are the ones the
//! published numbers are about, castling rights included.

use shakmaty::{Chess, perft};

use super::{Game, StartNumber, position_from_fen};

/// All 960 start positions, from the table in `testdata/start_perft.txt`
/// (source named in the file).
const START_TABLE: &str = include_str!("testdata/start_perft.txt");
/// Mid-game positions from the Chess Programming Wiki Chess960 perft suite.
const SUITE: &str = include_str!("testdata/chess960_perft.txt");

fn data_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
}

#[test]
fn all_960_start_positions_match_the_published_table() {
    let mut covered = std::collections::HashSet::new();
    for line in data_lines(START_TABLE) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let rank = fields[0].to_uppercase();
        let expected: Vec<u64> = fields[1..].iter().map(|n| n.parse().unwrap()).collect();
        let start = StartNumber::from_back_rank(&rank)
            .unwrap_or_else(|| panic!("{rank} is not a start position"));
        assert!(covered.insert(start), "{rank} listed twice");
        let pos: Chess = start.position();
        assert_eq!(perft(&pos, 1), expected[0], "perft(1) of {start} {rank}");
        assert_eq!(perft(&pos, 2), expected[1], "perft(2) of {start} {rank}");
        // Through our FEN text as well: the initial FEN must describe the same position.
        let via_fen = position_from_fen(&start.initial_fen()).unwrap();
        assert_eq!(
            perft(&via_fen, 2),
            expected[1],
            "perft(2) via FEN of {start}"
        );
    }
    assert_eq!(covered.len(), 960);
}

/// Depth 3 for all 960 (about 8.6 million leaves): a few seconds in debug builds.
#[test]
fn all_960_start_positions_depth_3() {
    for line in data_lines(START_TABLE) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let start = StartNumber::from_back_rank(&fields[0].to_uppercase()).unwrap();
        let expected: u64 = fields[3].parse().unwrap();
        assert_eq!(perft(&start.position(), 3), expected, "perft(3) of {start}");
    }
}

#[test]
fn published_suite_to_depth_4() {
    let mut n = 0;
    for line in data_lines(SUITE) {
        let fields: Vec<&str> = line.split(';').collect();
        let game = Game::from_fen(fields[0]).unwrap_or_else(|e| panic!("{}: {e}", fields[0]));
        let pos = game.position();
        for (depth, expected) in fields[1..].iter().enumerate() {
            let depth = depth as u32 + 1;
            let expected: u64 = expected.parse().unwrap();
            assert_eq!(
                perft(pos, depth),
                expected,
                "perft({depth}) of {}",
                fields[0]
            );
        }
        // Our own legal-move list agrees with the generator.
        assert_eq!(
            game.legal_moves().len() as u64,
            fields[1].parse::<u64>().unwrap()
        );
        n += 1;
    }
    assert!(n >= 20);
}

#[test]
fn classical_start_perft_4() {
    // The classical numbers (20, 400, 8902, 197281) also hold in Chess960 mode.
    let pos = StartNumber::CLASSICAL.position();
    assert_eq!(perft(&pos, 4), 197_281);
}
