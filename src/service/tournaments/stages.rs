//! Group stages: the start of a groups event (seeding by rating, balanced groups in
//! snake order, stage 1), and the end of each stage (the cut, then the next stage or
//! the end of the event), in the transaction of the game end that ends the stage.

use crate::service::Tx;

use super::{
    ServiceError, closing,
    game_start::{TournamentGame, start_and_announce},
    view,
};
use crate::{
    chess::StartNumber,
    domain::occasion::Occasion,
    domain::{
        GameId, UserId,
        groups::{self, CutLine, GroupRules, NextStage},
        pairings::{self, Format, ScheduledGame},
        position_policy::PositionPolicy,
        rating::Rating,
    },
    mail::{
        Envelope, MailContent,
        stage_messages::{StageEnded, StageStarted, StageTerms},
        tournament_messages::{GameLine, StandingLine, StartTerms, TournamentStarted},
    },
    store::{
        self,
        tournaments::{PlayerRow, TournamentRow},
    },
};

/// `players` (in registration order) in seeding order: by the rating their names
/// show, provisional or not, as [`groups::seed_order`] says.
pub(super) fn seeded(players: Vec<PlayerRow>) -> Vec<PlayerRow> {
    let keys: Vec<groups::SeedKey> = players
        .iter()
        .map(|p| {
            let shown = Rating {
                rating: p.rating,
                rd: p.rating_rd,
                ..Rating::START
            };
            groups::SeedKey {
                shown: shown.shown(),
                rd: shown.shown_rd(),
            }
        })
        .collect();
    let order = groups::seed_order(&keys);
    let mut slots: Vec<Option<PlayerRow>> = players.into_iter().map(Some).collect();
    order.into_iter().filter_map(|i| slots[i].take()).collect()
}

/// Starts a locked groups event: seeds every player and opens stage 1.
pub(super) async fn start(
    tx: &mut Tx<'_>,
    t: &TournamentRow,
    rules: GroupRules,
    players: Vec<PlayerRow>,
) -> Result<(), ServiceError> {
    let players = seeded(players);
    for (i, p) in players.iter().enumerate() {
        store::tournaments::set_seed(&mut *tx.conn, t.id, p.user_id, i as i32 + 1).await?;
    }
    let plan = StagePlan {
        number: 1,
        format: rules.group_format(),
        group_size: rules.group_size,
    };
    open_stage(tx, t, &plan, &players).await
}

/// A stage about to open.
struct StagePlan {
    number: i32,
    /// What each group plays.
    format: Format,
    /// The largest group (the whole field for a final).
    group_size: usize,
}

/// Opens a stage: groups in snake order of `players` (in seeding order), every game of
/// every group created at once, each player mailed their games.
async fn open_stage(
    tx: &mut Tx<'_>,
    t: &TournamentRow,
    plan: &StagePlan,
    players: &[PlayerRow],
) -> Result<(), ServiceError> {
    let groups = groups::snake_groups(players.len(), plan.group_size);
    store::stages::insert_stage(&mut *tx.conn, t.id, plan.number, plan.format).await?;
    // The stage's games with seats numbered across its groups (the pairing policy keys
    // on them), and each game's group.
    let mut schedule: Vec<(ScheduledGame, usize)> = Vec::new();
    for (g, members) in groups.iter().enumerate() {
        let users: Vec<UserId> = members.iter().map(|&i| players[i].user_id).collect();
        store::stages::insert_group(&mut *tx.conn, t.id, plan.number, g as i32 + 1, &users).await?;
        for game in pairings::schedule(members.len(), plan.format) {
            let (white, black) = (members[game.white], members[game.black]);
            schedule.push((
                ScheduledGame {
                    white,
                    black,
                    ..game
                },
                g,
            ));
        }
    }
    let games: Vec<ScheduledGame> = schedule.iter().map(|(g, _)| *g).collect();
    let earlier = store::tournaments::games(&mut *tx.conn, t.id).await?;
    let numbers = match (t.policy, earlier.first()) {
        // One position for the whole event: the one stage 1 drew.
        (PositionPolicy::Tournament, Some(first)) => {
            let n = first.game.start_number;
            t.policy.assign(&games, || n)
        }
        _ => t.policy.assign(&games, StartNumber::random),
    };
    let mut lines: Vec<Vec<GameLine>> = players.iter().map(|_| Vec::new()).collect();
    let mut created: Vec<(GameId, i32)> = Vec::new();
    for ((g, group), start) in schedule.iter().zip(numbers) {
        let at = Pairing {
            stage: plan.number,
            group: *group as i32 + 1,
            game: *g,
            start,
        };
        let id = create_game(tx, t, players, &at, &mut lines).await?;
        created.push((id, at.group));
    }
    store::stages::insert_games(&mut *tx.conn, t.id, plan.number, &created).await?;
    let mut group_of = vec![0; players.len()];
    for (g, members) in groups.iter().enumerate() {
        for &i in members {
            group_of[i] = g;
        }
    }
    let seating = Seating {
        group_of,
        lines,
        is_final: groups.len() == 1,
    };
    mail_stage(tx, t, plan, players, seating).await?;
    tracing::info!(tournament = %t.id, stage = plan.number, groups = groups.len(), games = created.len(), "stage opened");
    Ok(())
}

/// One game to create: where it belongs and its start position.
struct Pairing {
    stage: i32,
    group: i32,
    game: ScheduledGame,
    start: StartNumber,
}

/// Creates one game of a stage, queues its start mails and notes it in both players'
/// lists.
async fn create_game(
    tx: &mut Tx<'_>,
    t: &TournamentRow,
    players: &[PlayerRow],
    at: &Pairing,
    lines: &mut [Vec<GameLine>],
) -> Result<GameId, ServiceError> {
    let (white, black) = (&players[at.game.white], &players[at.game.black]);
    let round = at.game.round as i32;
    let occasion = Occasion::Group {
        stage: at.stage,
        group: at.group,
        round,
        tournament: &t.name,
    };
    let new_game = TournamentGame::between(white, black, at.start, occasion);
    let game = start_and_announce(tx, t, new_game).await?;
    let link = tx.links.game(game);
    for (seat, color, opponent) in [
        (at.game.white, "white", &black.username),
        (at.game.black, "black", &white.username),
    ] {
        lines[seat].push(GameLine {
            round,
            color,
            opponent: opponent.clone(),
            start_number: at.start.get(),
            link: link.clone(),
        });
    }
    Ok(game)
}

/// Where each player of a new stage sits (by index into the stage's players) and their
/// games.
struct Seating {
    group_of: Vec<usize>,
    lines: Vec<Vec<GameLine>>,
    /// The stage has one group: the final.
    is_final: bool,
}

/// Mails every player of a new stage their games: the start mail for stage 1, the stage
/// mail after it.
async fn mail_stage(
    tx: &mut Tx<'_>,
    t: &TournamentRow,
    plan: &StagePlan,
    players: &[PlayerRow],
    seating: Seating,
) -> Result<(), ServiceError> {
    let is_final = seating.is_final;
    for ((p, g), games) in players.iter().zip(seating.group_of).zip(seating.lines) {
        {
            let terms = StageTerms {
                is_final,
                format: plan.format,
                time_control: t.time_control,
            };
            let envelope = Envelope::to(&p.email, tx.links).in_language(p.lang());
            let mail = if plan.number == 1 {
                TournamentStarted {
                    recipient: p.username.clone(),
                    tournament: t.name.clone(),
                    terms: StartTerms::FirstStage {
                        stage: terms,
                        group: g + 1,
                    },
                    games,
                    link: tx.links.tournament(t.id),
                }
                .to_mail(&envelope)?
            } else {
                StageStarted {
                    recipient: p.username.clone(),
                    tournament: t.name.clone(),
                    stage: plan.number,
                    group: g as i32 + 1,
                    terms,
                    games,
                    link: tx.links.tournament(t.id),
                }
                .to_mail(&envelope)?
            };
            store::outbox::enqueue(&mut *tx.conn, &mail).await?;
        }
    }
    Ok(())
}

/// Called when the last game of a groups event's running stage has ended (the
/// tournament row locked): the final ends the event; any other stage is cut, the players
/// left out are mailed their group's standings, and the next stage opens.
pub(super) async fn end_stage(
    tx: &mut Tx<'_>,
    t: &TournamentRow,
    rules: GroupRules,
) -> Result<(), ServiceError> {
    let v = view::load(&mut *tx.conn, t.id).await?;
    let Some(stage) = v.stages.last() else {
        return closing::finish_locked(tx, t).await;
    };
    if stage.is_final() {
        store::stages::finish_stage(&mut *tx.conn, t.id, stage.number, &[]).await?;
        return closing::finish_locked(tx, t).await;
    }
    let mut advancing: Vec<UserId> = Vec::new();
    for group in &stage.groups {
        let lines: Vec<CutLine> = group
            .standings
            .iter()
            .filter(|s| !s.seat.withdrawn)
            .map(|s| CutLine {
                seat: s.seat.seed - 1,
                points_half: s.points_half,
            })
            .collect();
        let through = groups::cut(&lines, rules.advance_per_group, rules.ties);
        advancing.extend(through.into_iter().map(|i| group.seats[i].user_id));
    }
    store::stages::finish_stage(&mut *tx.conn, t.id, stage.number, &advancing).await?;
    mail_left_out(tx, t, stage, &v.players, &advancing).await?;
    let plan = match groups::next_stage(&rules, stage.groups.len(), advancing.len()) {
        NextStage::Over => return closing::finish_locked(tx, t).await,
        NextStage::Groups => StagePlan {
            number: stage.number + 1,
            format: rules.group_format(),
            group_size: rules.group_size,
        },
        NextStage::Final(format) => StagePlan {
            number: stage.number + 1,
            format,
            group_size: advancing.len(),
        },
    };
    let next: Vec<PlayerRow> = v
        .players
        .iter()
        .filter(|p| p.is_active() && advancing.contains(&p.user_id))
        .cloned()
        .collect();
    open_stage(tx, t, &plan, &seeded(next)).await
}

/// Mails each player of an ended stage who does not advance (and has not withdrawn)
/// their group's final standings.
async fn mail_left_out(
    tx: &mut Tx<'_>,
    t: &TournamentRow,
    stage: &view::StageView,
    players: &[PlayerRow],
    advancing: &[UserId],
) -> Result<(), ServiceError> {
    for group in &stage.groups {
        let standings: Vec<StandingLine> =
            group.standings.iter().map(closing::standing_line).collect();
        for s in &group.standings {
            if advancing.contains(&s.seat.user_id) || s.seat.withdrawn {
                continue;
            }
            let Some(p) = players.iter().find(|p| p.user_id == s.seat.user_id) else {
                continue;
            };
            let mail = StageEnded {
                recipient: p.username.clone(),
                tournament: t.name.clone(),
                stage: stage.number,
                group: group.number,
                place: s.rank,
                standings: standings.clone(),
                link: tx.links.tournament(t.id),
            };
            tx.queue_mail(&p.email, p.lang(), &mail).await?;
        }
    }
    Ok(())
}
