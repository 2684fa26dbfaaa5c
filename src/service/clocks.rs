//! The clock side of games: deadlines that respect vacations, time forfeits, vacation
//! bookings, reminders, and the calendar feed. Every function takes "now" from its
//! caller, so tests and jobs decide the time.

use crate::domain::{Arg, Words};
use crate::service::Context;
use crate::service::Tx;
use shakmaty::{Color, Position};
use sqlx::{PgConnection, PgPool};
use time::{Date, Duration, OffsetDateTime};

use super::{FieldErrors, ServiceError, game_mails};
use crate::{
    chess::GameResult,
    domain::{
        GameId, UserId, VacationId,
        clock::{self, DateRange},
        game_state::{Conclusion, Ending},
    },
    store::{self, games::GameRow, users::User},
};

/// The vacations that count for `user` in `game` (none when the game forbids them).
pub async fn vacations_for(
    db: &mut PgConnection,
    game: &GameRow,
    user: UserId,
) -> sqlx::Result<Vec<DateRange>> {
    if !game.vacation_allowed {
        return Ok(Vec::new());
    }
    let booked: Vec<DateRange> = store::vacations::for_user(&mut *db, user)
        .await?
        .iter()
        .map(|v| v.range())
        .collect();
    Ok(clock::capped(&booked, game.vacation_cap()))
}

/// Recomputes the deadlines of every running game in which `user` is on move (after a
/// vacation was booked, cancelled or ended early).
pub async fn refresh_deadlines(tx: &mut PgConnection, user: UserId) -> sqlx::Result<()> {
    for g in store::games::running_on_move(&mut *tx, user).await? {
        let vacations = vacations_for(tx, &g, user).await?;
        let deadline = g
            .time_control
            .turn_deadlines(
                g.turn_started_at,
                g.seats().bank_of(user),
                g.max_silence_days,
                &vacations,
            )
            .earliest();
        store::games::set_deadline(&mut *tx, g.id, deadline).await?;
        super::record::vacation(&mut *tx, &g, deadline).await?;
    }
    Ok(())
}

/// The result when `loser_color` runs out of time: a loss, or a draw when the opponent
/// could never mate (FIDE 6.9).
pub fn timeout_result(position: &shakmaty::Chess, loser_color: Color) -> GameResult {
    if position.board().by_color(!loser_color).is_empty()
        || position.has_insufficient_material(!loser_color)
    {
        GameResult::Draw
    } else {
        GameResult::win_for(!loser_color)
    }
}

/// Ends a locked game on time (the player on move loses).
pub async fn forfeit_on_time(tx: &mut Tx<'_>, row: &GameRow) -> Result<(), ServiceError> {
    // The stored position is kept with every move; it decides who could still mate.
    let position = crate::chess::position_from_fen(&row.fen)
        .map_err(|e| ServiceError::Internal(anyhow::anyhow!("game {}: {e}", row.id)))?;
    let result = timeout_result(&position, position.turn());
    let conclusion = Conclusion::Decided(result, Ending::TimeForfeit);
    super::after_game::end_game(tx, row, conclusion).await?;
    tracing::info!(game = %row.id, %result, "time forfeit");
    Ok(())
}

/// Ends every game whose deadline has passed, unless the player on move chose an
/// automatic vacation that still saves it ([`vacation_saves`]). Safe to run in several
/// processes at once: each claims its games with `SKIP LOCKED`, one transaction per
/// game so that a booking and its mail commit with the game they saved.
pub async fn sweep_timeouts(
    ctx: Context<'_>,
    now: OffsetDateTime,
    allowance: i64,
) -> Result<usize, ServiceError> {
    let mut ended = 0;
    // Games whose player was busy booking: left for the next sweep, not claimed again.
    let mut busy: Vec<GameId> = Vec::new();
    loop {
        let mut tx = ctx.pool.begin().await?;
        let Some(id) = store::games::claim_overdue(&mut tx, now, &busy).await? else {
            return Ok(ended);
        };
        if let Some(row) = store::games::lock(&mut tx, id).await? {
            let mut step = ctx.within(&mut tx);
            match vacation_saves(&mut step, &row, now, allowance).await? {
                SweepOutcome::Saved => {}
                SweepOutcome::Lost => {
                    forfeit_on_time(&mut step, &row).await?;
                    ended += 1;
                }
                // The player is booking a vacation right now: the next sweep decides.
                SweepOutcome::Busy => {
                    tx.rollback().await?;
                    busy.push(id);
                    continue;
                }
            }
        }
        tx.commit().await?;
    }
}

/// What an action after the deadline of the player on move may still try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Late {
    /// The automatic vacation of the player on move, as the timeout sweep would book it.
    TryVacation,
    /// Nothing: the game is lost on time.
    Lose,
}

/// An action (a move, a draw action) came after its locked game's deadline, before
/// the sweep ended the game: the sweep's rule applies in the action's transaction `tx`,
/// which this commits or rolls back. `Ok` when an automatic vacation saved the game
/// (or a booking of the player was under way): the caller decides the action again, in
/// a new transaction, against the new deadline with [`Late::Lose`]. Otherwise the game
/// is lost on time and the action refused with `refusal`.
pub(super) async fn time_up(
    ctx: Context<'_>,
    mut tx: sqlx::Transaction<'_, sqlx::Postgres>,
    row: &GameRow,
    now: OffsetDateTime,
    late: Late,
    refusal: &'static str,
) -> Result<(), ServiceError> {
    let step = &mut ctx.within(&mut tx);
    if late == Late::TryVacation {
        let allowance = ctx.vacation_days_per_year;
        match vacation_saves(step, row, now, allowance).await? {
            SweepOutcome::Saved => {
                tx.commit().await?;
                return Ok(());
            }
            SweepOutcome::Busy => {
                tx.rollback().await?;
                return Ok(());
            }
            SweepOutcome::Lost => {}
        }
    }
    forfeit_on_time(step, row).await?;
    tx.commit().await?;
    Err(ServiceError::conflict(refusal))
}

/// What the sweep does with an overdue game after looking at its player's vacations.
pub(super) enum SweepOutcome {
    /// A vacation saved it (booked now, or by another sweep meanwhile).
    Saved,
    /// It is lost on time.
    Lost,
    /// The player's row is locked by a booking in progress; waiting for it while
    /// holding the game could deadlock with that booking, so the game waits instead.
    Busy,
}

/// Books the days that save a locked, overdue game when its player on move turned
/// `auto_vacation` on and the vacation rules, their allowance and the game's cap allow
/// it (the choice is [`clock::auto_vacation::decide`]); mails the player.
pub(super) async fn vacation_saves(
    tx: &mut Tx<'_>,
    row: &GameRow,
    now: OffsetDateTime,
    allowance: i64,
) -> Result<SweepOutcome, ServiceError> {
    use clock::auto_vacation::{Overdue, Rescue, decide};
    let player = row.seats().player_on_move();
    let Some(user) = store::users::by_id(&mut *tx.conn, player).await? else {
        return Ok(SweepOutcome::Lost);
    };
    let Some(deadline) = row
        .deadline
        .filter(|_| user.auto_vacation && row.vacation_allowed)
    else {
        return Ok(SweepOutcome::Lost);
    };
    // One booking at a time per user, as the vacation form does; but never wait for
    // the user while holding the game (the form locks the user, then the games).
    if !store::users::try_lock(tx.conn, player).await? {
        return Ok(SweepOutcome::Busy);
    }
    let today = now.date();
    let booked: Vec<DateRange> = store::vacations::for_user(&mut *tx.conn, player)
        .await?
        .iter()
        .map(|v| v.range())
        .collect();
    // Another sweep may have booked today for this player's other game since this
    // one was claimed: then the game is no longer overdue.
    let current = deadline_with(row, &booked, None);
    if current > now {
        store::games::set_deadline(&mut *tx.conn, row.id, current).await?;
        super::record::vacation(&mut *tx.conn, row, current).await?;
        return Ok(SweepOutcome::Saved);
    }
    let used: i64 = booked.iter().map(|v| v.days_in_year(today.year())).sum();
    let cap_left = row
        .vacation_cap()
        .map(|cap| i64::from(cap.days) - i64::from(clock::cap_used(&booked, cap)));
    let overdue = Overdue {
        deadline,
        now,
        allowance_left: allowance - used,
        cap_left,
    };
    let Rescue::Book(days) = decide(overdue) else {
        return Ok(SweepOutcome::Lost);
    };
    let range = DateRange {
        start: today,
        end: today + Duration::days(days - 1),
    };
    if clock::check_booking(range, today, &booked, allowance).is_err() {
        return Ok(SweepOutcome::Lost);
    }
    let new_deadline = deadline_with(row, &booked, Some(range));
    if new_deadline <= now {
        return Ok(SweepOutcome::Lost);
    }
    store::vacations::insert(&mut *tx.conn, player, range).await?;
    refresh_deadlines(tx.conn, player).await?;
    let headline = Words::new("notice-auto-vacation")
        .arg("days", days)
        .arg("end", Arg::Day(range.end))
        .arg(
            "due",
            Arg::Deadline {
                at: new_deadline,
                zone: user.time_zone,
            },
        );
    game_mails::queue_notice(tx, row, player, headline, game_mails::Notice::Event).await?;
    tracing::info!(game = %row.id, days, "automatic vacation before a timeout");
    Ok(SweepOutcome::Saved)
}

/// The deadline of the player on move in `row` with `booked` and `extra` (if any).
fn deadline_with(row: &GameRow, booked: &[DateRange], extra: Option<DateRange>) -> OffsetDateTime {
    let player = row.seats().player_on_move();
    let mut all = booked.to_vec();
    all.extend(extra);
    let counted = clock::capped(&all, row.vacation_cap());
    let deadlines = row.time_control.turn_deadlines(
        row.turn_started_at,
        row.seats().bank_of(player),
        row.max_silence_days,
        &counted,
    );
    deadlines.earliest()
}

/// Where `player`'s pace leads in a moves-in-days game: the pure forecast over their
/// stored moves, shared by the game page and the reminder mail; `None` for other
/// kinds and before their first move.
pub fn forecast_of(
    row: &GameRow,
    moves: &[store::games::MoveRow],
    player: UserId,
) -> Option<clock::forecast::Forecast> {
    let clock::TimeControl::MovesInDays(p) = row.time_control else {
        return None;
    };
    let used: Vec<Duration> = moves
        .iter()
        .filter(|m| m.played_by == player)
        .map(|m| Duration::seconds(m.seconds_used))
        .collect();
    let days_left = clock::periods::whole_days(row.seats().bank_of(player));
    let made = row.seats().moves_made_by(player);
    clock::forecast::forecast(p, made, days_left, &used, row.turn_started_at)
}

/// Mails the player on move once per move when their warning time is reached, with
/// where their pace leads on a moves-in-days clock.
pub async fn send_reminders(ctx: Context<'_>, now: OffsetDateTime) -> Result<usize, ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    let ids = store::games::claim_due_reminders(&mut tx, now, 100).await?;
    for id in &ids {
        let Some(row) = store::games::by_id(&mut *tx, *id).await? else {
            continue;
        };
        let on_move = row.seats().player_on_move();
        let deadline = row.deadline.unwrap_or(now);
        let zone = store::users::by_id(&mut *tx, on_move)
            .await?
            .map(|u| u.time_zone)
            .unwrap_or_default();
        let opponent = row.name_of(row.seats().opponent_of(on_move));
        let hours = ((deadline - now).whole_minutes() + 59) / 60;
        let headline = Words::new("notice-reminder")
            .arg("opponent", opponent)
            .arg("due", Arg::Deadline { at: deadline, zone })
            .arg("hours", hours);
        // Only a moves-in-days clock has a forecast: other games skip the moves.
        let moves = match row.time_control {
            clock::TimeControl::MovesInDays(_) => store::games::moves(&mut *tx, row.id).await?,
            _ => Vec::new(),
        };
        let kind = game_mails::Notice::Reminder(forecast_of(&row, &moves, on_move));
        game_mails::queue_notice(&mut ctx.within(&mut tx), &row, on_move, headline, kind).await?;
        store::games::mark_reminded(&mut *tx, row.id, row.ply).await?;
    }
    tx.commit().await?;
    Ok(ids.len())
}

/// Tells opponents, once, that a player's vacation has begun.
pub async fn announce_vacations(ctx: Context<'_>, today: Date) -> Result<usize, ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    let started = store::vacations::claim_started_unnotified(&mut tx, today).await?;
    for v in &started {
        let Some(player) = store::users::by_id(&mut *tx, v.user_id).await? else {
            continue;
        };
        for g in store::games::running_for(&mut *tx, v.user_id).await? {
            if !g.vacation_allowed {
                continue;
            }
            let (name, end) = (&player.username, v.end_date.to_string());
            let headline = Words::new("notice-vacation")
                .arg("name", name)
                .arg("end", end);
            let opponent = g.seats().opponent_of(v.user_id);
            let kind = game_mails::Notice::Event;
            game_mails::queue_notice(&mut ctx.within(&mut tx), &g, opponent, headline, kind)
                .await?;
        }
        store::vacations::mark_notified(&mut *tx, v.id).await?;
    }
    tx.commit().await?;
    Ok(started.len())
}

/// Books a vacation for `user` (rules in [`clock::check_booking`]) and moves the
/// deadlines of the games where they are on move.
pub async fn book_vacation(
    pool: &PgPool,
    user: UserId,
    start: &str,
    end: &str,
    today: Date,
    allowance: i64,
) -> Result<(), ServiceError> {
    let mut errors = FieldErrors::default();
    let format = time::macros::format_description!("[year]-[month]-[day]");
    let start = Date::parse(start.trim(), &format)
        .map_err(|_| errors.add("start_date", Words::new("refusal-vacation-start")))
        .ok();
    let end = Date::parse(end.trim(), &format)
        .map_err(|_| errors.add("end_date", Words::new("refusal-vacation-end")))
        .ok();
    let (Some(start), Some(end)) = (start, end) else {
        return Err(ServiceError::Invalid(errors));
    };
    let range = DateRange { start, end };
    let mut tx = pool.begin().await?;
    // One booking at a time per user: lock the account row.
    store::users::lock(&mut tx, user).await?;
    let existing: Vec<DateRange> = store::vacations::for_user(&mut *tx, user)
        .await?
        .iter()
        .map(|v| v.range())
        .collect();
    clock::check_booking(range, today, &existing, allowance).map_err(|e| {
        let field = match e {
            clock::VacationError::EndsBeforeStart => "end_date",
            _ => "start_date",
        };
        ServiceError::Invalid(FieldErrors::single(field, e.words()))
    })?;
    store::vacations::insert(&mut *tx, user, range).await?;
    refresh_deadlines(&mut tx, user).await?;
    tx.commit().await?;
    Ok(())
}

/// Cancels a vacation not yet started, or ends a running one today (unused days return).
pub async fn cancel_vacation(
    pool: &PgPool,
    user: UserId,
    id: VacationId,
    today: Date,
) -> Result<(), ServiceError> {
    let mut tx = pool.begin().await?;
    let mine = store::vacations::for_user(&mut *tx, user).await?;
    let Some(v) = mine.iter().find(|v| v.id == id) else {
        return Err(ServiceError::Invalid(FieldErrors::single(
            "vacation",
            Words::new("refusal-no-such-vacation"),
        )));
    };
    if v.end_date < today {
        return Err(ServiceError::Invalid(FieldErrors::single(
            "vacation",
            Words::new("refusal-vacation-over"),
        )));
    }
    if v.start_date >= today {
        store::vacations::delete(&mut *tx, v.id).await?;
    } else {
        // Back today: the vacation ends yesterday.
        store::vacations::set_end(&mut *tx, v.id, today - Duration::DAY).await?;
    }
    refresh_deadlines(&mut tx, user).await?;
    tx.commit().await?;
    Ok(())
}

/// An iCalendar feed of a user's pending move deadlines, its events' words as values:
/// the web layer words them in the user's language ([`Calendar::to_ical`]).
#[derive(Clone, Debug)]
pub struct Calendar {
    events: Vec<CalendarEvent>,
}

/// One pending deadline of the feed.
#[derive(Clone, Debug)]
struct CalendarEvent {
    game: GameId,
    /// When the deadline last changed: the event's DTSTAMP, the same on every fetch
    /// until the deadline moves (RFC 5545 3.8.7.2).
    stamp: OffsetDateTime,
    ply: i32,
    deadline: OffsetDateTime,
    summary: Words,
    description: Words,
    url: String,
}

/// The feed with one event per pending move deadline of `user`: the event's times in
/// UTC (calendars convert them), its words in the user's time zone.
pub async fn calendar(ctx: Context<'_>, user: &User) -> Result<Calendar, ServiceError> {
    let (zone, user) = (&user.time_zone, user.id);
    // running_on_move locks rows; a read-only feed takes them in a short transaction.
    let mut tx = ctx.pool.begin().await?;
    let games = store::games::running_on_move(&mut *tx, user).await?;
    tx.commit().await?;
    let events = games
        .into_iter()
        .filter_map(|g| {
            let deadline = g.deadline?;
            let opponent = g.name_of(g.seats().opponent_of(user));
            let due = Arg::Deadline {
                at: deadline,
                zone: zone.clone(),
            };
            Some(CalendarEvent {
                game: g.id,
                stamp: g.deadline_changed_at,
                ply: g.ply,
                deadline,
                summary: Words::new("calendar-summary")
                    .arg("id", g.id.0)
                    .arg("opponent", opponent),
                description: Words::new("calendar-description")
                    .arg("id", g.id.0)
                    .arg("opponent", opponent)
                    .arg("due", due),
                url: ctx.links.game(g.id),
            })
        })
        .collect();
    Ok(Calendar { events })
}

impl Calendar {
    /// The feed as iCalendar text, its words worded by `word` (the reader's language).
    pub fn to_ical(&self, word: impl Fn(&Words) -> String) -> String {
        let mut out = String::from(
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//corrchess//move deadlines//EN\r\nCALSCALE:GREGORIAN\r\nX-WR-CALNAME:corrchess deadlines\r\n",
        );
        for e in &self.events {
            out.push_str("BEGIN:VEVENT\r\n");
            out.push_str(&format!("UID:game-{}-ply-{}@corrchess\r\n", e.game, e.ply));
            // The event changes when its deadline does, not on every fetch.
            out.push_str(&format!("DTSTAMP:{}\r\n", ical_time(e.stamp)));
            out.push_str(&format!(
                "DTSTART:{}\r\n",
                ical_time(e.deadline - Duration::minutes(30))
            ));
            out.push_str(&format!("DTEND:{}\r\n", ical_time(e.deadline)));
            out.push_str(&ical_line("SUMMARY", &word(&e.summary)));
            out.push_str(&ical_line("URL", &e.url));
            out.push_str(&ical_line("DESCRIPTION", &word(&e.description)));
            out.push_str("END:VEVENT\r\n");
        }
        if self.events.is_empty() {
            out.push_str(EMPTY_FEED_COMPONENT);
        }
        out.push_str("END:VCALENDAR\r\n");
        out
    }
}

/// The one component of a feed without deadlines. RFC 5545 3.4 wants at least one
/// component in a VCALENDAR (validators refuse an empty one); a VTIMEZONE for UTC is
/// the one that shows nothing in any calendar (no event, no task) and that calendars
/// ignore while no event names it.
const EMPTY_FEED_COMPONENT: &str = "BEGIN:VTIMEZONE\r\nTZID:UTC\r\nBEGIN:STANDARD\r\n\
     DTSTART:19700101T000000\r\nTZOFFSETFROM:+0000\r\nTZOFFSETTO:+0000\r\nTZNAME:UTC\r\n\
     END:STANDARD\r\nEND:VTIMEZONE\r\n";

fn ical_time(at: OffsetDateTime) -> String {
    let at = at.to_offset(time::UtcOffset::UTC);
    format!(
        "{:04}{:02}{:02}T{:02}{:02}{:02}Z",
        at.year(),
        u8::from(at.month()),
        at.day(),
        at.hour(),
        at.minute(),
        at.second()
    )
}

/// One content line, escaped (RFC 5545 3.3.11) and folded at 75 octets.
fn ical_line(name: &str, value: &str) -> String {
    let escaped = value
        .replace('\\', "\\\\")
        .replace(';', "\\;")
        .replace(',', "\\,")
        .replace('\n', "\\n");
    let line = format!("{name}:{escaped}");
    let mut out = String::new();
    let mut width = 0;
    for c in line.chars() {
        if width + c.len_utf8() > 74 {
            out.push_str("\r\n ");
            width = 1;
        }
        out.push(c);
        width += c.len_utf8();
    }
    out.push_str("\r\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen};

    fn pos(fen: &str) -> shakmaty::Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Chess960)
            .unwrap()
    }

    #[test]
    fn a_feed_without_deadlines_still_has_a_component() {
        let empty = Calendar { events: Vec::new() }.to_ical(|_| String::new());
        assert!(empty.starts_with("BEGIN:VCALENDAR\r\n"), "{empty}");
        assert!(
            empty.ends_with("END:VTIMEZONE\r\nEND:VCALENDAR\r\n"),
            "{empty}"
        );
        for line in [
            "TZID:UTC",
            "TZOFFSETFROM:+0000",
            "TZOFFSETTO:+0000",
            "DTSTART:19700101T000000",
        ] {
            assert!(
                empty.contains(&format!("\r\n{line}\r\n")),
                "{line}: {empty}"
            );
        }
        assert!(!empty.contains("VEVENT"));
    }

    #[test]
    fn timeout_loses_unless_the_opponent_cannot_mate() {
        // White on move with K+R against a lone king: white lost on time... but black has
        // only a king, so it is a draw.
        assert_eq!(
            timeout_result(&pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), Color::White).as_pgn(),
            "1/2-1/2"
        );
        // Black on move, white has a rook: black loses.
        assert_eq!(
            timeout_result(&pos("4k3/8/8/8/8/8/8/R3K3 b - - 0 1"), Color::Black).as_pgn(),
            "1-0"
        );
        // White times out; black has a queen: black wins.
        assert_eq!(
            timeout_result(&pos("4k3/8/8/8/8/8/8/q3K3 w - - 0 1"), Color::White).as_pgn(),
            "0-1"
        );
        // Black times out, white has only a knight: draw.
        assert_eq!(
            timeout_result(&pos("4k3/8/8/8/8/8/8/N3K3 b - - 0 1"), Color::Black).as_pgn(),
            "1/2-1/2"
        );
    }

    #[test]
    fn ical_lines_are_escaped_and_folded() {
        let line = ical_line("SUMMARY", "a, b; c\\d");
        assert_eq!(line, "SUMMARY:a\\, b\\; c\\\\d\r\n");
        let long = ical_line("DESCRIPTION", &"x".repeat(200));
        assert!(long.split("\r\n").all(|l| l.len() <= 75));
        assert_eq!(
            ical_time(time::macros::datetime!(2026-12-03 14:05:09 UTC)),
            "20261203T140509Z"
        );
    }
}
