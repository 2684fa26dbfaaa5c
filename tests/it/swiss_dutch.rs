//! Cross-check of the FIDE Dutch pairing (`domain::swiss`) against an independent
//! implementation: seeded random tournaments are paired round by round by corrchess,
//! written as TRF-16, and every round re-paired by caissify-pairings (PyPI, pinned in
//! `.ci/requirements.txt`; itself cross-validated against bbpPairings). Any round
//! paired differently fails the test, printing the TRF of the case.

use std::process::Command;

use corrchess::domain::swiss::{
    Colour, Outcome, Player, Settings, pair_round,
    trf::{Entry, Header, rounds_of, write},
};

use crate::support::python;

/// A small deterministic generator (xorshift), so a failing case can be replayed.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// Plays one random tournament with our pairing and returns its TRF.
fn tournament(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let n = 6 + rng.below(30) as usize;
    let rounds = 4 + rng.below(6) as usize;
    let initial = if rng.below(2) == 0 {
        Colour::White
    } else {
        Colour::Black
    };
    let mut players = vec![
        Player {
            history: Vec::new(),
            present: true,
        };
        n
    ];
    for round in 1..=rounds {
        let settings = Settings {
            round,
            rounds,
            initial,
            colours_matter: true,
        };
        let Ok(pairing) = pair_round(&players, &settings) else {
            break;
        };
        for &(w, b) in &pairing.games {
            // White wins 40 %, draws 25 %, loses 35 %.
            let half = match rng.below(20) {
                0..8 => 2,
                8..13 => 1,
                _ => 0,
            };
            players[w].history.push(Outcome::Played {
                opponent: b,
                colour: Colour::White,
                half,
            });
            players[b].history.push(Outcome::Played {
                opponent: w,
                colour: Colour::Black,
                half: 2 - half,
            });
        }
        if let Some(b) = pairing.bye {
            players[b].history.push(Outcome::Pab);
        }
    }
    let points = |p: &Player| -> u32 {
        p.history
            .iter()
            .map(|o| match o {
                Outcome::Played { half, .. } | Outcome::Unplayed { half } => u32::from(*half),
                Outcome::Pab => 2,
            })
            .sum()
    };
    let names: Vec<String> = (1..=n).map(|i| format!("Player {i:03}")).collect();
    let entries: Vec<Entry<'_>> = players
        .iter()
        .enumerate()
        .map(|(i, p)| Entry {
            name: &names[i],
            rating: Some(2400 - 10 * i as u32),
            points_half: points(p),
            rank: i + 1,
            rounds: rounds_of(p),
        })
        .collect();
    write(
        &Header {
            name: &format!("Random Swiss {seed}"),
            start: "2026/01/01",
            end: "2026/12/31",
            rounds,
        },
        &entries,
    )
}

/// The tournaments (by seed) whose pairing still differs from caissify-pairings' in some
/// round: the Dutch rules not yet built (exchanges of two or more players, C7, C16-C19;
/// docs/design/swiss.md). A list that only shrinks: a seed that comes to agree must be
/// taken off, and any other seed that differs fails the test.
const KNOWN_DIFFERENT: &[u64] = &[25, 27, 31, 40, 41, 49, 51, 53, 56, 58];

#[test]
#[ignore = "needs Python 3 and caissify-pairings (pip, in the test venv)"]
fn dutch_pairings_match_an_independent_implementation() {
    let py = python::python_with("caissify-pairings");
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("swiss-dutch");
    std::fs::create_dir_all(&dir).unwrap();
    let cases = 60u64;
    let files: Vec<std::path::PathBuf> = (0..cases)
        .map(|seed| {
            let file = dir.join(format!("case-{seed}.trf"));
            std::fs::write(&file, tournament(seed)).unwrap();
            file
        })
        .collect();
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/it/support/swiss_check.py"
    );
    let out = Command::new(py).arg(script).args(&files).output().unwrap();
    assert!(
        out.status.success(),
        "checker failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut checked = 0;
    let mut failures = Vec::new();
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        checked += v["checked"].as_u64().unwrap();
        if v["mismatched"].as_u64().unwrap() > 0 {
            failures.push(v);
        }
    }
    assert!(checked >= cases * 4, "only {checked} rounds were checked");
    let differing: Vec<u64> = failures
        .iter()
        .map(|v| seed_of(v["file"].as_str().unwrap()))
        .collect();
    let now_agree: Vec<u64> = KNOWN_DIFFERENT
        .iter()
        .copied()
        .filter(|s| !differing.contains(s))
        .collect();
    assert!(
        now_agree.is_empty(),
        "these tournaments now agree: take them off KNOWN_DIFFERENT: {now_agree:?}"
    );
    failures.retain(|v| !KNOWN_DIFFERENT.contains(&seed_of(v["file"].as_str().unwrap())));
    if let Some(first) = failures.first() {
        let trf = std::fs::read_to_string(first["file"].as_str().unwrap()).unwrap();
        panic!(
            "{} of {cases} tournaments paired differently from caissify-pairings; \
             first: {first}\n{trf}",
            failures.len()
        );
    }
}

/// The seed in a case file's name (`case-{seed}.trf`).
fn seed_of(file: &str) -> u64 {
    let name = std::path::Path::new(file)
        .file_stem()
        .unwrap()
        .to_string_lossy();
    name.trim_start_matches("case-").parse().unwrap()
}
