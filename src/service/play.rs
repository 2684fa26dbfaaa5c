//! Playing a move: one transaction on the locked game. It reads what the move needs,
//! lets [`move_decision::decide`] say what the move does, writes that, answers it with
//! the opponent's conditional reply when one of their stored lines foresaw it and the
//! move carries no draw offer or message (the reply is decided and written the same
//! way), and queues the mails about both.

use crate::service::Tx;
use std::collections::HashMap;

use super::{
    Missing, ServiceError,
    clocks::{Late, time_up},
    conditionals, game_mails,
    game_view::GameReads,
    games::conclude,
    move_decision::{self, MoveContext, MoveDecision, MoveSubmission, PlannedMove},
    record::Receipt,
    remote_games,
};
use crate::{
    chess::diagram::Diagram,
    domain::Words,
    domain::{
        GameId, Links, MailPreference, UserId, clock,
        game_state::{Conclusion, Ending},
        mail_tokens::Unsubscribe,
    },
    mail::{
        Envelope, MailContent,
        game_messages::{self, MoveName},
        reply_messages::{self, NextDeadline},
    },
    service::Context,
    store::{
        self,
        games::{GameRow, LockedGame, MoveRow},
    },
};

/// What a move submission did.
#[derive(Debug)]
pub enum MoveOutcome {
    /// The move was played (and perhaps answered by a conditional reply); the game as it
    /// is now, read and written in the move's transaction, so an answer showing it needs
    /// no second read.
    Played(Box<AfterMove>),
    /// The same move was already played at that ply (a double click).
    AlreadyPlayed,
    /// A move in a mirror game (its home is another server): checked here and sent to
    /// home, which plays it and answers with the game's new state.
    SentHome,
}

/// A game right after a move: what a view of it needs, for anyone but its players'
/// messages and its tournament's name.
#[derive(Debug)]
pub struct AfterMove {
    pub reads: GameReads,
    /// The move's entry in the game's record, for the answer's receipt.
    pub receipt: Receipt,
}

/// What the move's transaction knows besides the locked row.
struct Known<'a> {
    locked: &'a LockedGame,
    /// Every vacation of each player (also when the game forbids them: the view shows them).
    vacations: HashMap<UserId, Vec<clock::DateRange>>,
    now: time::OffsetDateTime,
}

impl Known<'_> {
    /// What the answer to a move shows: the game as it is now, its moves, and who is
    /// away today.
    fn reads_after(&self, after: GameRow, moves: Vec<MoveRow>) -> GameReads {
        let today = self.now.date();
        let row = &self.locked.row;
        let away = [row.white_id, row.black_id]
            .into_iter()
            .filter_map(|p| Some((p, clock::away_until(self.vacations.get(&p)?, today)?)))
            .collect();
        GameReads {
            row: after,
            moves: moves.into(),
            away,
            messages: Vec::new(),
            viewer_note: None,
            tournament: None,
            record: Default::default(),
        }
    }

    /// The vacations that stop `player`'s clock in this game.
    fn counted(&self, player: UserId) -> &[clock::DateRange] {
        match self.vacations.get(&player) {
            Some(v) if self.locked.row.vacation_allowed => v,
            _ => &[],
        }
    }

    /// What [`move_decision::decide`] reads for a move by `mover` in `row`.
    fn context<'a>(
        &'a self,
        row: &'a GameRow,
        moves: &'a [MoveRow],
        mover: UserId,
    ) -> MoveContext<'a> {
        let opponent = row.seats().opponent_of(mover);
        MoveContext {
            row,
            moves,
            now: self.now,
            mover_vacations: self.counted(mover),
            opponent_vacations: self.counted(opponent),
            opponent_wants_each_move: self.locked.contact(opponent).1 == MailPreference::EachMove,
        }
    }
}

/// Validates and records a move typed by `user` at position `ply` (the number of
/// half-moves already played when the form was shown).
pub async fn play_move(
    ctx: Context<'_>,
    game_id: GameId,
    submission: MoveSubmission<'_>,
) -> Result<MoveOutcome, ServiceError> {
    match attempt(ctx, game_id, submission, Late::TryVacation).await? {
        Attempt::Done(outcome) => Ok(outcome),
        // An automatic vacation has just moved the deadline (or a booking of the
        // player's was under way): the move is decided again against the new one.
        Attempt::Rescued => match attempt(ctx, game_id, submission, Late::Lose).await? {
            Attempt::Done(outcome) => Ok(outcome),
            Attempt::Rescued => Err(ServiceError::conflict("refusal-time-ran-out")),
        },
    }
}

/// How one try at a move ended.
enum Attempt {
    Done(MoveOutcome),
    /// It came after the deadline, and an automatic vacation saved the game.
    Rescued,
}

/// One try at the move, in one transaction; see [`play_move`].
async fn attempt(
    ctx: Context<'_>,
    game_id: GameId,
    submission: MoveSubmission<'_>,
    late: Late,
) -> Result<Attempt, ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    let tried = {
        let mut step = ctx.within(&mut tx);
        attempt_in(&mut step, game_id, submission).await?
    };
    match tried {
        InTx::Done(outcome, played) => {
            tx.commit().await?;
            metrics::counter!("corrchess_moves_played_total").increment(played);
            Ok(Attempt::Done(outcome))
        }
        InTx::Late(row, now) => {
            time_up(ctx, tx, &row, now, late, "refusal-time-ran-out").await?;
            Ok(Attempt::Rescued)
        }
    }
}

/// How a move decided in the caller's transaction ended.
pub enum InTx {
    /// Decided: the outcome and how many moves were written (with a conditional reply, 2).
    Done(MoveOutcome, u64),
    /// It came after the deadline (the game as locked, and the time it was decided).
    Late(Box<GameRow>, time::OffsetDateTime),
}

/// The move decided and written in the caller's transaction `tx` (a peer's `move`
/// runs it in the inbox's); a move past the deadline is left to the caller. A move in
/// a mirror game is checked here and sent to the game's home instead of written.
pub async fn attempt_in(
    tx: &mut Tx<'_>,
    game_id: GameId,
    submission: MoveSubmission<'_>,
) -> Result<InTx, ServiceError> {
    let user = submission.user;
    let mut locked = store::games::lock_with_contacts(&mut *tx.conn, game_id)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Game))?;
    let row = &locked.row;
    if !row.is_player(user) {
        return Err(ServiceError::NotAPlayer);
    }
    let mut moves = std::mem::take(&mut locked.history).into_moves(row.white_id, row.black_id);
    let known = Known {
        locked: &locked,
        vacations: [row.white_id, row.black_id]
            .into_iter()
            .map(|u| {
                (
                    u,
                    clock::capped(&locked.vacations_of(u), row.vacation_cap()),
                )
            })
            .collect(),
        now: store::now(),
    };
    let plan = match move_decision::decide(known.context(row, &moves, user), submission)? {
        MoveDecision::AlreadyPlayed => return Ok(InTx::Done(MoveOutcome::AlreadyPlayed, 0)),
        // Home decides a mirror's clock: a late move is its to refuse or lose.
        MoveDecision::LostOnTime if row.home_host.is_none() => {
            return Ok(InTx::Late(Box::new(row.clone()), known.now));
        }
        MoveDecision::LostOnTime => return Err(ServiceError::conflict("refusal-time-ran-out")),
        MoveDecision::Play(plan) => plan,
    };
    if row.home_host.is_some() {
        remote_games::outgoing::move_home(tx, row, &plan, submission.ply).await?;
        return Ok(InTx::Done(MoveOutcome::SentHome, 0));
    }
    let opponent = row.seats().opponent_of(user);
    if plan.message.is_some() && locked.blocks().opponent_blocks(user) {
        return Err(super::safety::message_refused(row.name_of(opponent)));
    }
    let step = tx;
    let (mut after, receipt) = write_move(step, &plan).await?;
    moves.push(plan.record.stored());
    let mut reply = None;
    if locked.has_lines && after.is_running() {
        follow_own_lines(step, row, &moves, &plan).await?;
        if plan.lines_may_answer {
            (after, reply) = conditional_reply(step, &known, after, &mut moves, &plan).await?;
        }
    }
    queue_move_mails(step, &known, &plan, reply.as_deref(), &receipt).await?;
    super::push_notices::after_move(
        step,
        &game_mails::game_ref(&locked.row),
        &locked,
        &plan,
        reply.as_deref(),
    )
    .await?;
    queue_offer_notice(step, row, &after, &plan).await?;
    if plan.by_mail {
        queue_confirmation(step, &known, &plan, reply.as_deref(), &after, &receipt).await?;
    }
    let played = if reply.is_some() { 2 } else { 1 };
    let reads = known.reads_after(after, moves);
    let outcome = MoveOutcome::Played(Box::new(AfterMove { reads, receipt }));
    Ok(InTx::Done(outcome, played))
}

/// Plays the reply of the opponent's stored lines to `played`, if one foresaw it, in the
/// caller's transaction; lines that did not foresee it are dropped, and so are all when
/// the reply cannot be played. Returns the game as it is now and the reply played.
async fn conditional_reply(
    tx: &mut Tx<'_>,
    known: &Known<'_>,
    after: GameRow,
    moves: &mut Vec<MoveRow>,
    played: &PlannedMove,
) -> Result<(GameRow, Option<Box<PlannedMove>>), ServiceError> {
    let owner = after.seats().player_on_move();
    let answer = conditionals::answer_in(
        &mut *tx.conn,
        after.id,
        owner,
        played.record.ply - 1,
        &played.record.uci,
    )
    .await?;
    let Some((uci, note)) = answer.reply else {
        return Ok((after, None));
    };
    let submission = MoveSubmission {
        message: note.as_deref().unwrap_or(""),
        ..MoveSubmission::new(owner, &uci, after.ply)
    };
    match move_decision::decide(known.context(&after, moves, owner), submission) {
        Ok(MoveDecision::Play(reply)) => {
            let (now, _) = write_move(tx, &reply).await?;
            moves.push(reply.record.stored());
            Ok((now, Some(reply)))
        }
        // The line no longer fits (it cannot, while the game runs; but never play it).
        _ => {
            conditionals::drop_all(&mut *tx.conn, after.id).await?;
            Ok((after, None))
        }
    }
}

/// The mover's own lines, kept when the opponent's last move carried a draw offer or a
/// message (see [`PlannedMove::lines_may_answer`]): they go on when the mover played
/// their reply by hand, else they are dropped. `moves` ends with the mover's move.
async fn follow_own_lines(
    tx: &mut Tx<'_>,
    row: &GameRow,
    moves: &[MoveRow],
    plan: &PlannedMove,
) -> Result<(), ServiceError> {
    let Some(theirs) = usize::try_from(row.ply - 1).ok().and_then(|i| moves.get(i)) else {
        return Ok(());
    };
    let ucis = (theirs.uci.as_str(), plan.record.uci.as_str());
    conditionals::follow_own(&mut *tx.conn, row.id, plan.record.by, row.ply - 1, ucis).await
}

/// An offer made with the move, unless a conditional reply has already let it lapse;
/// the move mail says it, so this notice is for an opponent who gets none.
async fn queue_offer_notice(
    step: &mut Tx<'_>,
    row: &GameRow,
    after: &GameRow,
    plan: &PlannedMove,
) -> Result<(), ServiceError> {
    let user = plan.record.by;
    if plan.offers_draw && after.draw_offer_by == Some(user) && !plan.mail_opponent {
        let headline = Words::new("notice-draw-offer").arg("name", row.name_of(user));
        let opponent = row.seats().opponent_of(user);
        // The game as it is now: the opponent is on move, and a reply to it accepts.
        let kind = game_mails::Notice::DrawOffer(plan.message.as_deref().unwrap_or(""));
        game_mails::queue_notice(step, after, opponent, headline, kind).await?;
    }
    Ok(())
}

/// Writes a planned move in the caller's transaction: the move and its message, its
/// record entry, and the end of the game when the move ended it. Returns the game as
/// it is now and the move's entry.
async fn write_move(
    tx: &mut Tx<'_>,
    plan: &PlannedMove,
) -> Result<(GameRow, Receipt), ServiceError> {
    let message = plan.message.as_deref();
    let mut after = store::games::write_move(&mut *tx.conn, &plan.record, message).await?;
    let (ends, offers) = (plan.end.is_some(), plan.offers_draw);
    let receipt = super::record::moved(tx, &plan.record, ends, offers, message).await?;
    if let Some(end) = plan.end {
        let conclusion = Conclusion::Decided(end.result, Ending::Rule(end.termination));
        after = conclude(tx, &after, conclusion, &plan.game).await?;
        super::after_game::settle(tx).await?;
    }
    Ok((after, receipt))
}

/// The mails about a move and its conditional reply: the mover's opponent hears of the
/// move (or, when their reply was played, of both); the mover of the reply, unless the
/// move came by mail (its confirmation names the reply).
async fn queue_move_mails(
    tx: &mut Tx<'_>,
    known: &Known<'_>,
    plan: &PlannedMove,
    reply: Option<&PlannedMove>,
    receipt: &Receipt,
) -> Result<(), ServiceError> {
    let row = &known.locked.row;
    let mover = plan.record.by;
    let opponent = row.seats().opponent_of(mover);
    let (opponent_email, opponent_mails) = known.locked.contact(opponent);
    let Some(reply) = reply else {
        if plan.mail_opponent {
            let mut mail = move_mail(tx.links, known, plan, None);
            mail.record = Some((receipt.seq, receipt.short_hash().to_owned()));
            let envelope = move_envelope(opponent_email, tx.links, row, plan)
                .in_language(known.locked.lang_of(opponent));
            store::outbox::enqueue(&mut *tx.conn, &mail.to_mail(&envelope)?).await?;
        }
        return Ok(());
    };
    if reply.mail_opponent && !plan.by_mail {
        let mail = move_mail(tx.links, known, reply, Some(plan));
        let (mover_email, _) = known.locked.contact(mover);
        let envelope = move_envelope(mover_email, tx.links, row, reply)
            .in_language(known.locked.lang_of(mover));
        store::outbox::enqueue(&mut *tx.conn, &mail.to_mail(&envelope)?).await?;
    }
    // The owner of the line hears that it was used, while the game goes on.
    if reply.end.is_none() && opponent_mails == MailPreference::EachMove {
        let mail = game_messages::ConditionalPlayed {
            recipient: row.name_of(opponent).to_owned(),
            opponent: row.name_of(mover).to_owned(),
            game: game_mails::game_ref(row),
            their_move: MoveName::of(&plan.played),
            my_reply: MoveName::of(&reply.played),
            board: board_for(reply, row.side_of(opponent)),
            their_deadline: reply.record.deadline,
            time_zone: known.locked.zone_of(opponent).clone(),
            link: tx.links.game(row.id),
        };
        let envelope = game_mails::envelope(opponent_email, tx.links, row, opponent)
            .in_language(known.locked.lang_of(opponent))
            .unsubscribe(opponent, Unsubscribe::Moves);
        store::outbox::enqueue(&mut *tx.conn, &mail.to_mail(&envelope)?).await?;
    }
    Ok(())
}

/// The envelope of the mail telling `plan`'s mover's opponent about it: in their thread,
/// a reply plays their answer, and move mails can be turned off.
fn move_envelope<'a>(
    to: &'a str,
    links: &'a Links,
    row: &GameRow,
    plan: &PlannedMove,
) -> Envelope<'a> {
    let recipient = row.seats().opponent_of(plan.record.by);
    game_mails::envelope(to, links, row, recipient)
        .replies_play(plan.record.ply)
        .unsubscribe(recipient, Unsubscribe::Moves)
}

/// The board after `plan` seen from `side`, its two squares marked.
fn board_for(plan: &PlannedMove, side: shakmaty::Color) -> Diagram {
    let mark = crate::chess::MoveMark::of(&plan.played);
    game_mails::board(plan.game.position(), side).marking(mark.from, mark.to)
}

/// The mail telling the opponent of `plan`'s mover about it; `in_reply_to` is the
/// recipient's move that it answers as a conditional reply (`None` for a move played by
/// hand).
fn move_mail(
    links: &Links,
    known: &Known<'_>,
    plan: &PlannedMove,
    in_reply_to: Option<&PlannedMove>,
) -> game_messages::MovePlayed {
    let row = &known.locked.row;
    let recipient = row.seats().opponent_of(plan.record.by);
    game_messages::MovePlayed {
        recipient: row.name_of(recipient).to_owned(),
        opponent: row.name_of(plan.record.by).to_owned(),
        game: game_mails::game_ref(row),
        played: MoveName::of(&plan.played),
        in_reply_to: in_reply_to.map(|m| MoveName::of(&m.played)),
        board: board_for(plan, row.side_of(recipient)),
        deadline: plan.record.deadline,
        time_zone: known.locked.zone_of(recipient).clone(),
        time_control: row.time_control,
        message: plan.message.clone().unwrap_or_default(),
        // The mover's offer stands after the move (made with it or before it).
        draw_offer: plan.record.keep_draw_offer,
        record: None,
        link: links.game(row.id),
    }
}

/// Confirms a move sent by mail to its mover, in the move's transaction: the move as
/// played, the conditional reply it met, the game as it stands and the move's entry in
/// the record (its receipt).
async fn queue_confirmation(
    tx: &mut Tx<'_>,
    known: &Known<'_>,
    plan: &PlannedMove,
    reply: Option<&PlannedMove>,
    after: &GameRow,
    receipt: &Receipt,
) -> Result<(), ServiceError> {
    let row = &known.locked.row;
    let mover = plan.record.by;
    let opponent = row.seats().opponent_of(mover);
    let last = reply.unwrap_or(plan);
    let next = match after.deadline {
        Some(deadline) if after.seats().player_on_move() == mover => {
            NextDeadline::YoursAgain(deadline)
        }
        Some(deadline) => NextDeadline::Theirs(row.name_of(opponent).to_owned(), deadline),
        None => NextDeadline::None,
    };
    let mail = reply_messages::MoveConfirmed {
        recipient: row.name_of(mover).to_owned(),
        opponent: row.name_of(opponent).to_owned(),
        game: game_mails::game_ref(row),
        played: MoveName::of(&plan.played),
        message: plan.message.clone().unwrap_or_default(),
        draw_offered: plan.offers_draw,
        reply: reply.map(|r| MoveName::of(&r.played)),
        conclusion: after.state.conclusion(),
        result: after.state.result().to_string(),
        board: board_for(last, row.side_of(mover)),
        next,
        time_zone: known.locked.zone_of(mover).clone(),
        record: Some((receipt.seq, receipt.hash.clone())),
        link: tx.links.game(row.id),
    };
    let (mover_email, _) = known.locked.contact(mover);
    let mut envelope = game_mails::envelope(mover_email, tx.links, row, mover)
        .in_language(known.locked.lang_of(mover))
        .answering_mail();
    if after.is_running() && after.seats().player_on_move() == mover {
        envelope = envelope.replies_play(after.ply);
    }
    store::outbox::enqueue(&mut *tx.conn, &mail.to_mail(&envelope)?).await?;
    Ok(())
}
