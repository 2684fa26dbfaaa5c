//! The ratings audit: every rated game replayed in end order from the start values
//! gives what each player's values, each history row and each game's changes should be;
//! [`differences`] lists where the stored ones are not that. Pure, so the audit's
//! verdict is tested without a database.

use std::collections::{BTreeMap, HashMap, HashSet};

use time::OffsetDateTime;

use super::{
    GameId, UserId,
    rating::{Rating, Standing, rate_game},
};
use crate::chess::GameResult;

/// A rated game with a result, as the replay needs it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatedGame {
    pub id: GameId,
    pub white: UserId,
    pub black: UserId,
    pub result: GameResult,
    /// When it ended.
    pub at: OffsetDateTime,
}

/// What one game did in the replay: each player's values after it and their changes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Replayed {
    pub game: RatedGame,
    pub white_after: Rating,
    pub black_after: Rating,
    pub white_diff: i32,
    pub black_diff: i32,
}

/// The replay of every rated game, and each player's values at the end of it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Replay {
    pub games: Vec<Replayed>,
    pub standings: HashMap<UserId, Standing>,
}

/// Replays `games` (in end order) from every player's start values.
pub fn replay(games: &[RatedGame]) -> Replay {
    let mut standings: HashMap<UserId, Standing> = HashMap::new();
    let mut replayed = Vec::with_capacity(games.len());
    for g in games {
        let white = standings.get(&g.white).copied().unwrap_or(Standing::NEW);
        let black = standings.get(&g.black).copied().unwrap_or(Standing::NEW);
        let (w, b) = rate_game(white, black, g.result, g.at);
        for (player, after) in [(g.white, w.after), (g.black, b.after)] {
            standings.insert(
                player,
                Standing {
                    rating: after,
                    rated_at: Some(g.at),
                },
            );
        }
        replayed.push(Replayed {
            game: *g,
            white_after: w.after,
            black_after: b.after,
            white_diff: w.diff,
            black_diff: b.diff,
        });
    }
    Replay {
        games: replayed,
        standings,
    }
}

/// What is stored: every player's current values (with their names, for the report),
/// every history row, and the changes each game holds.
#[derive(Clone, Debug, Default)]
pub struct Stored {
    pub players: BTreeMap<UserId, (String, Standing)>,
    /// Values after the game and when it ended, by player and game.
    pub history: HashMap<(UserId, GameId), (Rating, OffsetDateTime)>,
    /// White's and Black's change, by game (every game that holds one).
    pub diffs: BTreeMap<GameId, (Option<i32>, Option<i32>)>,
}

/// Values this close count as equal (stored doubles round-trip exactly; this only
/// keeps a rounding elsewhere from being reported).
const TOLERANCE: f64 = 1e-9;

fn same(a: Rating, b: Rating) -> bool {
    (a.rating - b.rating).abs() <= TOLERANCE
        && (a.rd - b.rd).abs() <= TOLERANCE
        && (a.volatility - b.volatility).abs() <= TOLERANCE
}

fn show(r: Rating) -> String {
    format!("{:.2} / {:.2} / {:.6}", r.rating, r.rd, r.volatility)
}

/// Every stored value that is not what the replay gives, one sentence each.
pub fn differences(replay: &Replay, stored: &Stored) -> Vec<String> {
    let mut found = Vec::new();
    for r in &replay.games {
        game_differences(r, stored, &mut found);
    }
    leftover_differences(replay, stored, &mut found);
    for (player, (username, standing)) in &stored.players {
        let expected = replay
            .standings
            .get(player)
            .copied()
            .unwrap_or(Standing::NEW);
        if !same(standing.rating, expected.rating) || standing.rated_at != expected.rated_at {
            found.push(format!(
                "{username}: stored {} (last rated {}), replay {} (last rated {})",
                show(standing.rating),
                when(standing.rated_at),
                show(expected.rating),
                when(expected.rated_at)
            ));
        }
    }
    found
}

/// A player's name for the report.
fn name_of(stored: &Stored, user: UserId) -> String {
    stored
        .players
        .get(&user)
        .map_or_else(|| format!("user {user}"), |(n, _)| n.clone())
}

/// What one replayed game should have left: its changes and both history rows.
fn game_differences(r: &Replayed, stored: &Stored, found: &mut Vec<String>) {
    let g = r.game;
    let stored_diffs = stored.diffs.get(&g.id).copied().unwrap_or((None, None));
    if stored_diffs != (Some(r.white_diff), Some(r.black_diff)) {
        found.push(format!(
            "game {}: changes stored {}, replay {:+} / {:+}",
            g.id,
            diffs_text(stored_diffs),
            r.white_diff,
            r.black_diff
        ));
    }
    for (player, after) in [(g.white, r.white_after), (g.black, r.black_after)] {
        let name = name_of(stored, player);
        match stored.history.get(&(player, g.id)) {
            None => found.push(format!(
                "game {}: no history row for {name}, replay {}",
                g.id,
                show(after)
            )),
            Some((rating, at)) if !same(*rating, after) || *at != g.at => found.push(format!(
                "game {}: history of {name} stored {} at {at}, replay {} at {}",
                g.id,
                show(*rating),
                show(after),
                g.at
            )),
            Some(_) => {}
        }
    }
}

/// Changes and history rows stored for games the replay does not rate.
fn leftover_differences(replay: &Replay, stored: &Stored, found: &mut Vec<String>) {
    let rated: HashSet<GameId> = replay.games.iter().map(|r| r.game.id).collect();
    for (game, d) in &stored.diffs {
        if !rated.contains(game) && *d != (None, None) {
            found.push(format!(
                "game {game}: changes stored {} for a game the replay does not rate",
                diffs_text(*d)
            ));
        }
    }
    let expected: HashSet<(UserId, GameId)> = replay
        .games
        .iter()
        .flat_map(|r| [(r.game.white, r.game.id), (r.game.black, r.game.id)])
        .collect();
    let mut extra: Vec<_> = stored
        .history
        .keys()
        .filter(|k| !expected.contains(*k))
        .collect();
    extra.sort_by_key(|(u, g)| (g.0, u.0));
    for (player, game) in extra {
        found.push(format!(
            "game {game}: a history row for {} the replay does not make",
            name_of(stored, *player)
        ));
    }
}

fn diffs_text(d: (Option<i32>, Option<i32>)) -> String {
    let one = |x: Option<i32>| x.map_or_else(|| "none".to_owned(), |v| format!("{v:+}"));
    format!("{} / {}", one(d.0), one(d.1))
}

fn when(at: Option<OffsetDateTime>) -> String {
    at.map_or_else(|| "never".to_owned(), |t| t.to_string())
}

#[cfg(test)]
mod tests {
    use time::{Duration, macros::datetime};

    use super::*;

    const T0: OffsetDateTime = datetime!(2026-01-05 10:00 UTC);
    const ANN: UserId = UserId(1);
    const BOB: UserId = UserId(2);
    const CAT: UserId = UserId(3);

    fn season() -> Vec<RatedGame> {
        let g = |id, white, black, result, days| RatedGame {
            id: GameId(id),
            white,
            black,
            result,
            at: T0 + Duration::days(days),
        };
        vec![
            g(10, ANN, BOB, GameResult::WhiteWins, 0),
            g(11, BOB, CAT, GameResult::Draw, 3),
            g(12, CAT, ANN, GameResult::WhiteWins, 70),
        ]
    }

    /// The stored state a correct live application leaves.
    fn stored_from(replay: &Replay) -> Stored {
        let mut stored = Stored::default();
        for (u, n) in [(ANN, "ann"), (BOB, "bob"), (CAT, "cat"), (UserId(4), "dan")] {
            let standing = replay.standings.get(&u).copied().unwrap_or(Standing::NEW);
            stored.players.insert(u, (n.to_owned(), standing));
        }
        for r in &replay.games {
            stored
                .history
                .insert((r.game.white, r.game.id), (r.white_after, r.game.at));
            stored
                .history
                .insert((r.game.black, r.game.id), (r.black_after, r.game.at));
            stored
                .diffs
                .insert(r.game.id, (Some(r.white_diff), Some(r.black_diff)));
        }
        stored
    }

    #[test]
    fn the_replay_applies_games_in_order_from_the_start() {
        let replay = replay(&season());
        assert_eq!(replay.games.len(), 3);
        let first = replay.games[0];
        assert_eq!((first.white_diff, first.black_diff), (162, -162));
        // Ann's second game starts from her first game's values (widened by two idle
        // periods inside rate_game: it ends 70 days after the first), Cat's from game 11.
        let third = replay.games[2];
        let cat = Standing {
            rating: replay.games[1].black_after,
            rated_at: Some(T0 + Duration::days(3)),
        };
        let ann = Standing {
            rating: first.white_after,
            rated_at: Some(T0),
        };
        let (cat_after, ann_after) = rate_game(cat, ann, GameResult::WhiteWins, third.game.at);
        assert_eq!(
            (third.white_after, third.black_after),
            (cat_after.after, ann_after.after)
        );
        assert_eq!(replay.standings[&ANN].rating, third.black_after);
        assert_eq!(replay.standings[&ANN].rated_at, Some(third.game.at));
        assert_eq!(
            replay.standings[&BOB].rated_at,
            Some(T0 + Duration::days(3))
        );
        assert!(!replay.standings.contains_key(&UserId(4)));
    }

    #[test]
    fn a_faithful_store_has_no_differences() {
        let replay = replay(&season());
        assert_eq!(
            differences(&replay, &stored_from(&replay)),
            Vec::<String>::new()
        );
        assert!(differences(&Replay::default(), &Stored::default()).is_empty());
    }

    #[test]
    fn every_kind_of_difference_is_named() {
        let replay = replay(&season());
        let mut stored = stored_from(&replay);
        stored.players.get_mut(&BOB).unwrap().1.rating.rating += 10.0;
        stored.diffs.insert(GameId(11), (Some(5), Some(-5)));
        stored.history.remove(&(CAT, GameId(12)));
        stored
            .history
            .insert((UserId(4), GameId(11)), (Rating::START, T0));
        stored.diffs.insert(GameId(99), (Some(3), Some(-3)));
        let found = differences(&replay, &stored);
        assert_eq!(found.len(), 5, "{found:#?}");
        assert!(
            found.iter().any(|l| l.starts_with("bob: stored")),
            "{found:#?}"
        );
        assert!(
            found
                .iter()
                .any(|l| l.starts_with("game 11: changes stored +5 / -5, replay"))
        );
        assert!(found.iter().any(|l| l
            == &format!(
                "game 12: no history row for cat, replay {}",
                show(replay.games[2].white_after)
            )));
        assert!(
            found
                .iter()
                .any(|l| l == "game 11: a history row for dan the replay does not make")
        );
        assert!(
            found
                .iter()
                .any(|l| l.starts_with("game 99: changes stored +3 / -3 for a game"))
        );
    }

    #[test]
    fn a_player_never_rated_must_hold_the_start_values() {
        let replay = replay(&season());
        let mut stored = stored_from(&replay);
        stored.players.get_mut(&UserId(4)).unwrap().1.rated_at = Some(T0);
        let found = differences(&replay, &stored);
        assert_eq!(found.len(), 1);
        assert!(found[0].starts_with("dan: stored") && found[0].ends_with("(last rated never)"));
    }
}
