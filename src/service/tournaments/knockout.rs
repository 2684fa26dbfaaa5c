//! Knockout events: the start (seeds by rating, the first round with byes for the top
//! seeds), and after each game of a match has ended its decision (a winner, or a pair
//! of tie-break games from a new position), the next round once every match of a round
//! is decided, and the end after the final. All in the transaction of the game end.

use crate::service::Tx;
use sqlx::PgConnection;

use super::{
    Missing, ServiceError,
    game_start::{TournamentGame, start_and_announce},
    view,
};
use crate::{
    chess::StartNumber,
    domain::occasion::Occasion,
    domain::{
        knockout::{self, KnockoutRules, MatchNext, Pairing},
        position_policy::PositionPolicy,
    },
    mail::{
        knockout_messages::KnockoutMatch,
        tournament_messages::{GameLine, LineDetail, StandingLine},
    },
    store::{
        self,
        knockout::MatchRow,
        tournaments::{PlayerRow, TournamentRow},
    },
};

/// Starts a locked knockout: seeds every player by rating and opens round 1.
pub(super) async fn start(
    tx: &mut Tx<'_>,
    t: &TournamentRow,
    rules: KnockoutRules,
    players: Vec<PlayerRow>,
) -> Result<(), ServiceError> {
    let mut players = super::stages::seeded(players);
    for (i, p) in players.iter_mut().enumerate() {
        p.seed = Some(i as i32 + 1);
        store::tournaments::set_seed(&mut *tx.conn, t.id, p.user_id, i as i32 + 1).await?;
    }
    let round = Round {
        number: 1,
        of: knockout::rounds(players.len()),
    };
    let scope = RoundScope {
        t,
        rules,
        round: &round,
        players: &players,
    };
    open_round(tx, &scope, &knockout::first_round(players.len())).await
}

/// What every step of a round works in: the event, its rules, the round and its players.
struct RoundScope<'a> {
    t: &'a TournamentRow,
    rules: KnockoutRules,
    round: &'a Round,
    players: &'a [PlayerRow],
}

/// A round about to open.
struct Round {
    number: usize,
    /// Rounds of the whole event.
    of: usize,
}

/// The current player of `seed`.
fn by_seed(players: &[PlayerRow], seed: usize) -> Result<&PlayerRow, ServiceError> {
    players
        .iter()
        .find(|p| p.seed == Some(seed as i32) && p.is_active())
        .ok_or(ServiceError::NotFound(Missing::Tournament))
}

/// Opens a round: its matches stored, every regular game created at once (each pair
/// from one position, colours swapped), each player mailed their match or bye.
async fn open_round(
    tx: &mut Tx<'_>,
    scope: &RoundScope<'_>,
    pairings: &[Pairing],
) -> Result<(), ServiceError> {
    let RoundScope {
        t,
        rules,
        round,
        players,
        ..
    } = *scope;
    let round_number = regular_number(&mut *tx.conn, t).await?;
    for (i, p) in pairings.iter().enumerate() {
        let row = MatchRow {
            round: round.number as i32,
            slot: i as i32 + 1,
            high_seed: p.high as i32,
            low_seed: p.low.map(|s| s as i32),
            winner_seed: p.low.is_none().then_some(p.high as i32),
            decided_by_seed: false,
        };
        store::knockout::insert_match(&mut *tx.conn, t.id, &row).await?;
        let high = by_seed(players, p.high)?;
        let Some(low) = p.low else {
            mail_match(tx, scope, high, Facing::Bye, Vec::new()).await?;
            continue;
        };
        let low = by_seed(players, low)?;
        let mut lines = PairLines::default();
        for pair in 1..=rules.regular_pairs() {
            let start = round_number.unwrap_or_else(StartNumber::random);
            let at = PairAt {
                round,
                slot: row.slot,
                pair: pair as i32,
                start,
            };
            create_pair(tx, scope, &at, high, low, &mut lines).await?;
        }
        mail_match(tx, scope, high, Facing::regular(low), lines.high).await?;
        mail_match(tx, scope, low, Facing::regular(high), lines.low).await?;
    }
    tracing::info!(tournament = %t.id, round = round.number, matches = pairings.len(), "knockout round opened");
    Ok(())
}

/// The position every regular pair of a new round shares under the policy, or `None`
/// when each pair draws its own (`pairing`, `game`).
async fn regular_number(
    tx: &mut PgConnection,
    t: &TournamentRow,
) -> Result<Option<StartNumber>, ServiceError> {
    Ok(match t.policy {
        PositionPolicy::Fixed(n) => Some(n),
        PositionPolicy::Tournament => {
            let earlier = store::tournaments::games(&mut *tx, t.id).await?;
            Some(
                earlier
                    .first()
                    .map_or_else(StartNumber::random, |g| g.game.start_number),
            )
        }
        PositionPolicy::Stage | PositionPolicy::Round => Some(StartNumber::random()),
        PositionPolicy::Pairing | PositionPolicy::Game => None,
    })
}

/// Where a pair of games belongs and its position.
struct PairAt<'a> {
    round: &'a Round,
    slot: i32,
    pair: i32,
    start: StartNumber,
}

/// Creates the two games of a pair (the higher seed white in the first), records their
/// match, queues their start mails and notes them in both players' lists.
async fn create_pair(
    tx: &mut Tx<'_>,
    scope: &RoundScope<'_>,
    at: &PairAt<'_>,
    high: &PlayerRow,
    low: &PlayerRow,
    lines: &mut PairLines,
) -> Result<(), ServiceError> {
    let t = scope.t;
    let round = at.round.number as i32;
    for game_in_pair in 0..2 {
        let high_white = knockout::high_is_white(game_in_pair);
        let (white, black) = if high_white { (high, low) } else { (low, high) };
        let occasion = Occasion::Match {
            round: at.round.number,
            rounds: at.round.of,
            tournament: &t.name,
        };
        let new_game = TournamentGame::between(white, black, at.start, occasion);
        let game = start_and_announce(tx, t, new_game).await?;
        store::knockout::insert_game(&mut *tx.conn, t.id, round, at.slot, at.pair, game).await?;
        let line = |color: &'static str, opponent: &PlayerRow| GameLine {
            round,
            color,
            opponent: opponent.username.clone(),
            start_number: at.start.get(),
            link: tx.links.game(game),
        };
        let (high_color, low_color) = if high_white {
            ("white", "black")
        } else {
            ("black", "white")
        };
        lines.high.push(line(high_color, low));
        lines.low.push(line(low_color, high));
    }
    Ok(())
}

/// Whom a player of a round faces: a match's opponent (in regular or tie-break games),
/// or nobody (a bye).
#[derive(Clone, Copy)]
enum Facing<'a> {
    Bye,
    Match {
        opponent: &'a PlayerRow,
        tiebreak: bool,
    },
}

impl<'a> Facing<'a> {
    /// The regular games of a match against `opponent`.
    fn regular(opponent: &'a PlayerRow) -> Self {
        Self::Match {
            opponent,
            tiebreak: false,
        }
    }
}

/// The games of a pair noted for each player's mail: the higher seed's and the lower's.
#[derive(Default)]
struct PairLines {
    high: Vec<GameLine>,
    low: Vec<GameLine>,
}

/// Mails `to` their match of the round (`facing`: the opponent, and whether these are
/// tie-break games), or their bye.
async fn mail_match(
    tx: &mut Tx<'_>,
    scope: &RoundScope<'_>,
    to: &PlayerRow,
    facing: Facing<'_>,
    games: Vec<GameLine>,
) -> Result<(), ServiceError> {
    let RoundScope { t, round, .. } = *scope;
    let mail = KnockoutMatch {
        recipient: to.username.clone(),
        tournament: t.name.clone(),
        round: round.number,
        rounds: round.of,
        opponent: match facing {
            Facing::Match { opponent, .. } => opponent.username.clone(),
            Facing::Bye => String::new(),
        },
        tiebreak: matches!(facing, Facing::Match { tiebreak: true, .. }),
        time_control: t.time_control,
        games,
        link: tx.links.tournament(t.id),
    };
    tx.queue_mail(&to.email, to.lang(), &mail).await?;
    Ok(())
}

/// Called with the knockout's row locked after one of its games ended (and by the
/// job's safety net): decides the current round's matches whose games have all ended,
/// starts tie-break pairs for level ones, then opens the next round or ends the event.
pub(super) async fn settle(
    tx: &mut Tx<'_>,
    t: &TournamentRow,
    rules: KnockoutRules,
) -> Result<(), ServiceError> {
    let v = view::load(&mut *tx.conn, t.id).await?;
    let Some(current) = v.bracket.last() else {
        return Ok(());
    };
    let round = Round {
        number: current.round as usize,
        of: v.bracket_rounds(),
    };
    let scope = RoundScope {
        t,
        rules,
        round: &round,
        players: &v.players,
    };
    let mut winners: Vec<Option<i32>> = Vec::new();
    for m in &current.matches {
        winners.push(decide_match(tx, &scope, m).await?);
    }
    let Some(winners) = winners.into_iter().collect::<Option<Vec<i32>>>() else {
        return Ok(());
    };
    if winners.len() == 1 {
        return finish(tx, t).await;
    }
    let next: Vec<Pairing> = winners
        .chunks(2)
        .map(|w| knockout::next_pairing(w[0] as usize, w[1] as usize))
        .collect();
    let round = Round {
        number: round.number + 1,
        of: round.of,
    };
    let scope = RoundScope {
        round: &round,
        ..scope
    };
    open_round(tx, &scope, &next).await
}

/// A match's winner (seed), decided now if its games allow; starts a tie-break pair
/// when it is level.
async fn decide_match(
    tx: &mut Tx<'_>,
    scope: &RoundScope<'_>,
    m: &view::BracketMatch,
) -> Result<Option<i32>, ServiceError> {
    let RoundScope {
        t,
        rules,
        round,
        players,
        ..
    } = *scope;
    if m.winner_seed.is_some() {
        return Ok(m.winner_seed);
    }
    let Some(low_seed) = m.low_seed else {
        return Ok(Some(m.high_seed));
    };
    let row = MatchRow {
        round: round.number as i32,
        slot: m.slot,
        high_seed: m.high_seed,
        low_seed: m.low_seed,
        winner_seed: None,
        decided_by_seed: false,
    };
    match knockout::decide(&rules, &m.outcomes()) {
        MatchNext::Wait => Ok(None),
        MatchNext::Won { high, on_seeding } => {
            let winner = if high { m.high_seed } else { low_seed };
            store::knockout::set_winner(&mut *tx.conn, t.id, &row, winner, on_seeding).await?;
            Ok(Some(winner))
        }
        MatchNext::TieBreak => {
            let high = by_seed(players, m.high_seed as usize)?;
            let low = by_seed(players, low_seed as usize)?;
            let used: Vec<StartNumber> = m.games.iter().map(|g| g.start_number).collect();
            let at = PairAt {
                round,
                slot: m.slot,
                pair: m.games.iter().map(|g| g.pair).max().unwrap_or(0) + 1,
                start: fresh_number(&used),
            };
            let mut lines = PairLines::default();
            create_pair(tx, scope, &at, high, low, &mut lines).await?;
            let tiebreak = |opponent| Facing::Match {
                opponent,
                tiebreak: true,
            };
            mail_match(tx, scope, high, tiebreak(low), lines.high).await?;
            mail_match(tx, scope, low, tiebreak(high), lines.low).await?;
            Ok(None)
        }
    }
}

/// A random start position not among `used` (the match's earlier positions).
fn fresh_number(used: &[StartNumber]) -> StartNumber {
    (0..16)
        .map(|_| StartNumber::random())
        .find(|n| !used.contains(n))
        .unwrap_or_else(StartNumber::random)
}

/// Ends a locked knockout after its final: every player is mailed their place (shared
/// by the players knocked out in the same round) and the final order.
async fn finish(tx: &mut Tx<'_>, t: &TournamentRow) -> Result<(), ServiceError> {
    store::tournaments::mark_finished(&mut *tx.conn, t.id).await?;
    let v = view::load(&mut *tx.conn, t.id).await?;
    let places = v.knockout_places();
    let lines: Vec<StandingLine> = places
        .iter()
        .map(|p| StandingLine {
            rank: p.place,
            player: p.username.clone(),
            points: p.points.clone(),
            detail: LineDetail::Knockout(p.fate),
        })
        .collect();
    let placed = places.iter().map(|p| (p.user_id, p.place, &p.points));
    super::closing::mail_places(tx, t, &v.players, placed, &lines).await?;
    tracing::info!(tournament = %t.id, "knockout finished");
    Ok(())
}
