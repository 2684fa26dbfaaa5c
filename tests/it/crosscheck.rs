//! An independent cross-check of our Chess960 rules against python-chess
//! (`tests/crosscheck/check.py`, python-chess pinned in `.ci/requirements.txt`).
//!
//! * `rules_core_agrees_with_python_chess`: a deterministic corpus of random
//!   Chess960 games played with [`Game`] (seeded xorshift, biased toward castling,
//!   mates, promotions, en passant, and in some games toward captures, repetitions
//!   or quiet moves so every way a game ends by rule or becomes claimable occurs).
//!   Per ply it records the FEN before, our sorted legal moves, the move (UCI and
//!   SAN), the FEN after, check, the outcome and the claimable draw; per game the
//!   exported PGN. python-chess rebuilds every position from our FEN and from the
//!   replayed game and compares everything.
//! * `server_games_agree_with_python_chess`: games played over the JSON API and
//!   Xfcc (every other pair of moves) with moves typed in varied forms; python-chess
//!   replays the downloaded PGN and must reach the API's FEN with the API's moves.

use std::{collections::BTreeMap, path::Path, process::Command};

use corrchess::chess::{
    Game, LegalMove, StartNumber, Termination,
    pgn::{PgnGame, export},
};
use serde_json::{Value, json};
use shakmaty::{Position, Role};

use crate::{
    api::{Api, api_user},
    support::{TestApp, python::python_with},
};

/// A small deterministic PRNG (xorshift64), so the corpus is the same on every run.
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn percent(&mut self, p: u64) -> bool {
        self.next() % 100 < p
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        (!items.is_empty()).then(|| &items[self.below(items.len())])
    }
}

/// What a game's moves lean toward, besides castling, mates, promotions and en
/// passant, which every game prefers.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Style {
    /// Castling as often as possible; short games.
    Castle,
    /// Captures: games that reach mates and bare kings.
    Captures,
    /// Pieces going back where they came from: threefold and fivefold repetition.
    Repeat,
    /// No pawn moves or captures when avoidable: the 50- and 75-move rules.
    Quiet,
    /// Rarely castling: castling rights stay long (for games from set-up FENs).
    Late,
}

impl Style {
    fn max_plies(self) -> u32 {
        match self {
            Style::Castle => 120,
            Style::Captures => 240,
            Style::Repeat => 160,
            Style::Quiet => 330,
            Style::Late => 80,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Style::Castle => "castle",
            Style::Captures => "captures",
            Style::Repeat => "repeat",
            Style::Quiet => "quiet",
            Style::Late => "late castling",
        }
    }
}

pub(crate) fn choose_move<'a>(
    game: &Game,
    legal: &'a [LegalMove],
    style: Style,
    rng: &mut Rng,
) -> &'a LegalMove {
    let some = |pred: &dyn Fn(&LegalMove) -> bool| -> Vec<&'a LegalMove> {
        legal.iter().filter(|m| pred(m)).collect()
    };
    let mates = some(&|m| m.san.ends_with('#'));
    let castles = some(&|m| m.mv.is_castle());
    let promotions = some(&|m| m.mv.is_promotion());
    let en_passant = some(&|m| m.mv.is_en_passant());
    let (castle_bias, pawn_bias) = match style {
        Style::Castle => (95, 70),
        // A pawn move would reset the 50-move count.
        Style::Quiet => (85, 0),
        Style::Late => (5, 70),
        _ => (85, 70),
    };
    // Late in a game with few pieces left, look for a stalemate to play.
    let stalemates =
        if matches!(style, Style::Captures) && game.position().board().occupied().count() <= 8 {
            some(&|m| {
                let mut next = game.clone();
                next.play(&m.mv).is_ok()
                    && next
                        .outcome()
                        .is_some_and(|e| e.termination == Termination::Stalemate)
            })
        } else {
            Vec::new()
        };
    for (moves, bias) in [
        (&mates, 90),
        (&stalemates, 90),
        (&castles, castle_bias),
        (&en_passant, pawn_bias),
        (&promotions, pawn_bias),
    ] {
        if !moves.is_empty() && rng.percent(bias) {
            return rng.pick(moves).unwrap();
        }
    }
    let ply = game.ply();
    match style {
        Style::Captures => {
            let captures = some(&|m| m.mv.is_capture());
            if !captures.is_empty() && rng.percent(75) {
                return rng.pick(&captures).unwrap();
            }
        }
        Style::Repeat if ply >= 16 && rng.percent(75) => {
            // Undo our own last move: the piece goes back where it came from.
            let moves = game.moves();
            if let Some(own) = moves.len().checked_sub(2).map(|i| &moves[i]) {
                let back = format!("{}{}", &own.uci[2..4], &own.uci[0..2]);
                if let Some(m) = legal.iter().find(|m| m.uci == back) {
                    return m;
                }
            }
        }
        Style::Late if rng.percent(90) => {
            let others = some(&|m| !matches!(m.mv.role(), Role::King | Role::Rook));
            if let Some(m) = rng.pick(&others) {
                return m;
            }
        }
        Style::Quiet if ply >= 20 => {
            let quiet = some(&|m| !m.mv.is_capture() && m.mv.role() != Role::Pawn);
            if let Some(m) = rng.pick(&quiet) {
                return m;
            }
        }
        _ => {}
    }
    rng.pick(legal).expect("a legal move")
}

fn outcome_json(game: &Game) -> Value {
    match game.outcome() {
        Some(end) => json!({
            "result": end.result.as_pgn(),
            "termination": end.termination.as_str(),
        }),
        None => Value::Null,
    }
}

/// One random game from `start`, recorded ply by ply.
fn record_game(mut game: Game, style: Style, rng: &mut Rng, tally: &mut Tally) -> Value {
    let initial_fen = game.initial_fen();
    let mut plies = Vec::new();
    while !game.is_over() && game.ply() < style.max_plies() {
        let fen = game.fen();
        let legal = game.legal_moves();
        let mut ucis: Vec<String> = legal.iter().map(|m| m.uci.clone()).collect();
        ucis.sort();
        let chosen = choose_move(&game, &legal, style, rng).clone();
        let played = game.play(&chosen.mv).expect("a legal move plays");
        assert_eq!(
            played.san, chosen.san,
            "SAN of a legal move and of the move played"
        );
        assert_eq!(played.uci, chosen.uci);
        tally.note_move(&chosen);
        let castling_field = game.fen().split(' ').nth(2).unwrap_or_default().to_owned();
        if castling_field.contains(|c: char| !"KQkq-".contains(c)) {
            tally.file_letter_fens += 1;
        }
        let claim = game.can_claim_draw();
        if let Some(c) = claim {
            *tally.claims.entry(c.as_str()).or_default() += 1;
        }
        plies.push(json!({
            "fen": fen,
            "legal": ucis,
            "uci": played.uci,
            "san": played.san,
            "fen_after": game.fen(),
            "check": game.is_check(),
            "outcome": outcome_json(&game),
            "claim": claim.map(|c| c.as_str()),
        }));
    }
    let end = game
        .outcome()
        .map_or("unfinished", |e| e.termination.as_str());
    *tally.ends.entry(end).or_default() += 1;
    json!({
        "start_number": game.start().map(|s| s.get()),
        "style": style.name(),
        "initial_fen": initial_fen,
        "plies": plies,
        "final_fen": game.fen(),
        "outcome": outcome_json(&game),
        "pgn": export(&PgnGame::new(&game)),
    })
}

/// What the corpus covers, so a change to the generator cannot quietly lose it.
#[derive(Default, Debug)]
struct Tally {
    plies: usize,
    castlings: usize,
    queenside_castlings: usize,
    promotions: usize,
    underpromotions: usize,
    en_passant: usize,
    checks: usize,
    /// FENs whose castling field names a rook file (X-FEN for a castling rook that is
    /// not the outermost rook on its side).
    file_letter_fens: usize,
    claims: BTreeMap<&'static str, usize>,
    ends: BTreeMap<&'static str, usize>,
}

impl Tally {
    fn note_move(&mut self, m: &LegalMove) {
        self.plies += 1;
        if m.mv.is_castle() {
            self.castlings += 1;
            if m.san.starts_with("O-O-O") {
                self.queenside_castlings += 1;
            }
        }
        if let Some(role) = m.mv.promotion() {
            self.promotions += 1;
            if role != Role::Queen {
                self.underpromotions += 1;
            }
        }
        if m.mv.is_en_passant() {
            self.en_passant += 1;
        }
        if m.san.ends_with('+') {
            self.checks += 1;
        }
    }
}

/// Start numbers: 0, 518, 959, back ranks with the king on the b or g file or next
/// to a rook (castling moves the king little or not at all, or only the rook
/// moves), then numbers spread over 0..959.
fn start_numbers(rng: &mut Rng, count: usize) -> Vec<StartNumber> {
    let mut starts: Vec<StartNumber> = [0, 518, 959]
        .into_iter()
        .map(|n| StartNumber::new(n).unwrap())
        .collect();
    let king_file = |s: &StartNumber| s.back_rank().find('K').unwrap();
    let adjacent_rook = |s: &StartNumber| {
        let rank = s.back_rank().into_bytes();
        let k = king_file(s);
        rank[k - 1] == b'R' || rank[k + 1] == b'R'
    };
    let family = |name: &str, pred: &dyn Fn(&StartNumber) -> bool| {
        let all: Vec<StartNumber> = StartNumber::all().filter(|s| pred(s)).collect();
        assert!(all.len() >= 8, "{name}: {}", all.len());
        all
    };
    let families = [
        family("king on b", &|s| king_file(s) == 1),
        family("king on g", &|s| king_file(s) == 6),
        family("king next to a rook", &|s| {
            adjacent_rook(s) && ![1, 6].contains(&king_file(s))
        }),
    ];
    for all in &families {
        for i in 0..8 {
            starts.push(all[i * all.len() / 8 + rng.below(all.len() / 8)]);
        }
    }
    let spread = count - starts.len();
    for i in 0..spread {
        let n = i * 960 / spread + rng.below(960 / spread);
        starts.push(StartNumber::new(n as u16).unwrap());
    }
    starts
}

/// Runs `tests/crosscheck/check.py` on a JSON file written under target/ and
/// panics with its report unless python-chess agrees. The file is removed when
/// it does and kept for inspection when it does not.
pub(crate) fn python_chess_agrees(name: &str, input: &Value) -> String {
    let python = python_with("chess");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("crosscheck");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{name}-{}.json", uuid::Uuid::new_v4().simple()));
    std::fs::write(&file, serde_json::to_vec(input).unwrap()).unwrap();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/crosscheck/check.py");
    let out = Command::new(&python)
        .arg(&script)
        .arg(&file)
        .output()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", python.display()));
    let report = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.status.success(),
        "python-chess disagrees ({}); input kept in {}:\n{report}",
        out.status,
        file.display()
    );
    let _ = std::fs::remove_file(&file);
    report
}

#[test]
fn rules_core_agrees_with_python_chess() {
    let mut rng = Rng(0x960_c0ff_ee15_960d);
    let styles = [
        Style::Castle,
        Style::Castle,
        Style::Captures,
        Style::Repeat,
        Style::Quiet,
    ];
    let mut tally = Tally::default();
    let mut games: Vec<Value> = start_numbers(&mut rng, 150)
        .into_iter()
        .enumerate()
        .map(|(i, start)| {
            let style = styles[i % styles.len()];
            record_game(Game::new(start), style, &mut rng, &mut tally)
        })
        .collect();
    // Castling rooks that are not the outermost rook on their side (a second rook
    // beyond them), which X-FEN names by file; random games from start positions
    // hardly ever get there.
    for fen in [
        "r3k2r/pppppppp/8/8/8/8/1PPPPPPP/1R2K1RR w GQkq - 0 1",
        "rr2k2r/1ppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQbk - 0 1",
        "rrk2bnr/1ppppppp/8/8/8/8/1PPPPPPP/RRK2BNR w BKbk - 0 1",
        "r3kr1r/ppppppp1/8/8/8/8/PPPPPPP1/R3KR1R w FQfq - 0 1",
    ] {
        let game = Game::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        games.push(record_game(game, Style::Late, &mut rng, &mut tally));
    }
    eprintln!("corpus: {} games, {tally:?}", games.len());

    assert!(tally.castlings >= 150, "{tally:?}");
    assert!(tally.queenside_castlings >= 50, "{tally:?}");
    assert!(
        tally.promotions >= 10 && tally.underpromotions >= 3,
        "{tally:?}"
    );
    assert!(tally.en_passant >= 10, "{tally:?}");
    assert!(tally.file_letter_fens >= 20, "{tally:?}");
    for end in [
        "checkmate",
        "stalemate",
        "insufficient_material",
        "fivefold_repetition",
        "seventy_five_moves",
        "unfinished",
    ] {
        assert!(
            tally.ends.contains_key(end),
            "no game ends in {end}: {tally:?}"
        );
    }
    for claim in ["threefold_repetition", "fifty_moves"] {
        assert!(
            tally.claims.contains_key(claim),
            "no {claim} claim: {tally:?}"
        );
    }

    let report = python_chess_agrees("corpus", &json!({ "games": games }));
    eprintln!("{report}");
}

/// How a player types `m`, the `nth` move (or castling) typed: SAN, SAN without
/// check sign, UCI, UCI with a dash; castling as `O-O`, `0-0` or king onto rook,
/// and in 518 also as the king's two steps (`e1g1`).
fn typed(m: &LegalMove, nth: usize, classical: bool) -> String {
    if m.mv.is_castle() {
        let san = m.san.trim_end_matches(['+', '#']);
        let mut forms = vec![san.to_owned(), san.replace('O', "0"), m.uci.clone()];
        if classical {
            let side = if san == "O-O-O" { "c" } else { "g" };
            forms.insert(0, format!("{}{side}{}", &m.uci[0..2], &m.uci[3..4]));
        }
        return forms[nth % forms.len()].clone();
    }
    match nth % 4 {
        0 => m.san.clone(),
        1 => m.uci.clone(),
        2 => m.san.trim_end_matches(['+', '#']).to_owned(),
        _ => format!("{}-{}", &m.uci[0..2], &m.uci[2..]),
    }
}

/// A random line of up to `plies` moves from `start` with at least `castlings`
/// castlings that, if `ends`, ends the game by rule.
fn pick_line(
    start: StartNumber,
    style: Style,
    plies: u32,
    (castlings, ends): (usize, bool),
    rng: &mut Rng,
) -> Vec<LegalMove> {
    for _ in 0..500 {
        let mut game = Game::new(start);
        let mut line = Vec::new();
        while !game.is_over() && game.ply() < plies {
            let m = choose_move(&game, &game.legal_moves(), style, rng).clone();
            game.play(&m.mv).unwrap();
            line.push(m);
        }
        if line.iter().filter(|m| m.mv.is_castle()).count() >= castlings
            && (!ends || game.is_over())
        {
            return line;
        }
    }
    panic!("no line from {start} with {castlings} castlings (ends: {ends})");
}

/// Plays one game over the API and Xfcc (plies 3, 4, 7, 8, ... through Xfcc) with
/// moves typed in varied forms; returns what python-chess needs to check the server's
/// PGN against the server's JSON.
async fn play_over_http(
    app: &TestApp,
    (white, black): (&Api, &Api),
    (white_name, black_name): (&str, &str),
    start: StartNumber,
    line: &[LegalMove],
    castlings_typed: &mut Vec<(String, String)>,
) -> Value {
    let res = white
        .post(
            "/api/v1/challenges",
            json!({"opponent": black_name, "color": "white", "days_per_move": 3,
                   "start_number": start.get(), "rated": false}),
        )
        .await;
    assert_eq!(res.status.as_u16(), 201, "{}", res.text);
    let challenge = res.json["id"].as_i64().unwrap();
    let res = black
        .post_empty(&format!("/api/v1/challenges/{challenge}/accept"))
        .await;
    assert_eq!(res.status.as_u16(), 201, "{}", res.text);
    let id = res.json["game_id"].as_i64().unwrap();

    let mut game = Game::new(start);
    for m in line {
        let classical = start == StartNumber::CLASSICAL;
        let text = if m.mv.is_castle() {
            let text = typed(m, castlings_typed.len(), classical);
            castlings_typed.push((text.clone(), m.uci.clone()));
            text
        } else {
            typed(m, game.ply() as usize, classical)
        };
        let (api, name) = if game.ply().is_multiple_of(2) {
            (white, white_name)
        } else {
            (black, black_name)
        };
        if game.ply() % 4 >= 2 {
            let token = api.token.as_deref().unwrap();
            let movecount = i64::from(game.ply() / 2 + 1);
            let result = crate::xfcc::xfcc_move(app, (name, token), id, movecount, &text).await;
            assert_eq!(result, "Success", "{text} through Xfcc");
            let g = white.get(&format!("/api/v1/games/{id}")).await;
            let last = &g.json["moves"][game.ply() as usize];
            assert_eq!(
                last["uci"],
                m.uci.as_str(),
                "{text} through Xfcc: {}",
                g.text
            );
        } else {
            let res = api
                .post(
                    &format!("/api/v1/games/{id}/moves"),
                    json!({"move": text, "ply": game.ply()}),
                )
                .await;
            assert_eq!(res.status.as_u16(), 201, "{text}: {}", res.text);
            assert_eq!(
                res.json["move"]["uci"],
                m.uci.as_str(),
                "{text}: {}",
                res.text
            );
        }
        game.play(&m.mv).unwrap();
    }

    server_game(app, white, id).await
}

/// What python-chess needs to check a game played on the server: its JSON (start,
/// FEN, moves) and its PGN, as `reader` and a visitor download them.
pub(crate) async fn server_game(app: &TestApp, reader: &Api, id: i64) -> Value {
    let g = reader.get(&format!("/api/v1/games/{id}")).await;
    assert_eq!(g.status.as_u16(), 200, "{}", g.text);
    let moves = g.json["moves"].as_array().unwrap();
    let field = |name: &str| -> Vec<Value> { moves.iter().map(|m| m[name].clone()).collect() };
    let pgn = app.browser().get(&format!("/games/{id}.pgn")).await;
    assert_eq!(pgn.status.as_u16(), 200, "{}", pgn.body);
    json!({
        "id": id,
        "start_number": g.json["start_number"],
        "initial_fen": g.json["initial_fen"],
        "fen": g.json["fen"],
        "result": g.json["result"],
        "ucis": field("uci"),
        "sans": field("san"),
        "pgn": pgn.body,
    })
}

#[tokio::test]
async fn server_games_agree_with_python_chess() {
    let app = TestApp::spawn().await;
    let (alice, a, _) = api_user(&app, "xc_alice").await;
    let (bob, b, _) = api_user(&app, "xc_bob").await;
    let mut rng = Rng(0x5e4e_4960_abcd_0001);
    let king_on_b = StartNumber::all()
        .find(|s| s.back_rank().starts_with("RK"))
        .unwrap();
    let king_on_g = StartNumber::from_back_rank("RNNQBBKR").unwrap();
    let mut games = Vec::new();
    let mut castlings = Vec::new();
    for (start, style, plies, wanted) in [
        (king_on_g, Style::Castle, 60, (2, false)),
        (king_on_b, Style::Castle, 60, (2, false)),
        (StartNumber::CLASSICAL, Style::Captures, 200, (1, true)),
    ] {
        let line = pick_line(start, style, plies, wanted, &mut rng);
        let names = (a.as_str(), b.as_str());
        let g = play_over_http(&app, (&alice, &bob), names, start, &line, &mut castlings).await;
        eprintln!(
            "server game from {start}: {} plies, result {}",
            line.len(),
            g["result"]
        );
        games.push(g);
    }
    eprintln!("castlings typed: {castlings:?}");
    let used = |form: &str, pred: &dyn Fn(&str, &str) -> bool| {
        assert!(
            castlings.iter().any(|(text, uci)| pred(text, uci)),
            "no castling typed as {form}: {castlings:?}"
        );
    };
    used("O-O", &|text, _| text.starts_with("O-O"));
    used("0-0", &|text, _| text.starts_with("0-0"));
    used("king onto rook", &|text, uci| text == uci);
    used("king two steps", &|text, uci| {
        text.len() == 4 && text != uci
    });
    let input = json!({ "server_games": games });
    let report = tokio::task::spawn_blocking(move || python_chess_agrees("server", &input))
        .await
        .unwrap_or_else(|e| std::panic::resume_unwind(e.into_panic()));
    eprintln!("{report}");
}
