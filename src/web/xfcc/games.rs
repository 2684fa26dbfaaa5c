//! `GetMyGames`: the caller's running games and those that ended in the last 7 days,
//! each as an `XfccGame`. The values are decided by the pure [`XfccGame::of`] from the
//! rows the API's game list and the PGN exports read already, so the desktop client
//! sees what the game page and the API show.

use std::collections::HashMap;

use time::{Duration, OffsetDateTime};

use super::soap::{XFCC_NS, Xml};
use crate::{
    chess::GameResult,
    domain::{
        GameId, Links, UserId,
        game_state::{Conclusion, Ending, GameState},
    },
    i18n::{self, Lang},
    service::{ServiceError, pgn},
    store::{
        self,
        games::{GameRow, MoveRow},
    },
};

/// How long an ended game stays in the list, so a client fetches its last move and
/// result.
pub const ENDED_KEPT: Duration = Duration::days(7);
/// The most ended games read for the list (a week's worth for anyone).
const ENDED_READ: i64 = 500;

/// The Xfcc `Result` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum XfccResult {
    Ongoing,
    WhiteWins,
    BlackWins,
    Draw,
    WhiteWinAdjudicated,
    BlackWinAdjudicated,
    DrawAdjudicated,
    WhiteDefaulted,
    BlackDefaulted,
    BothDefaulted,
    Cancelled,
    AdjudicationPending,
}

impl XfccResult {
    /// The protocol's word.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Ongoing => "Ongoing",
            Self::WhiteWins => "WhiteWins",
            Self::BlackWins => "BlackWins",
            Self::Draw => "Draw",
            Self::WhiteWinAdjudicated => "WhiteWinAdjudicated",
            Self::BlackWinAdjudicated => "BlackWinAdjudicated",
            Self::DrawAdjudicated => "DrawAdjudicated",
            Self::WhiteDefaulted => "WhiteDefaulted",
            Self::BlackDefaulted => "BlackDefaulted",
            Self::BothDefaulted => "BothDefaulted",
            Self::Cancelled => "Cancelled",
            Self::AdjudicationPending => "AdjudicationPending",
        }
    }

    /// How a game's state reads in Xfcc: a withdrawal (forfeit) defaults the loser, an
    /// adjudication is said as such, an aborted game is cancelled. corrchess records no
    /// pending adjudication, so `AdjudicationPending` is never sent.
    pub fn of(state: GameState) -> Self {
        let GameState::Over(conclusion) = state else {
            return Self::Ongoing;
        };
        match conclusion {
            Conclusion::Aborted => Self::Cancelled,
            Conclusion::Decided(result, Ending::Adjudication) => match result {
                GameResult::WhiteWins => Self::WhiteWinAdjudicated,
                GameResult::BlackWins => Self::BlackWinAdjudicated,
                GameResult::Draw => Self::DrawAdjudicated,
            },
            Conclusion::Decided(result, Ending::Forfeit) => match result {
                GameResult::WhiteWins => Self::BlackDefaulted,
                GameResult::BlackWins => Self::WhiteDefaulted,
                GameResult::Draw => Self::BothDefaulted,
            },
            Conclusion::Decided(result, _) => match result {
                GameResult::WhiteWins => Self::WhiteWins,
                GameResult::BlackWins => Self::BlackWins,
                GameResult::Draw => Self::Draw,
            },
        }
    }
}

/// Time left, as Xfcc splits it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct TimeLeft {
    pub days: i64,
    pub hours: i64,
    pub minutes: i64,
}

impl TimeLeft {
    /// `left` in whole days, hours and minutes (nothing when it is negative).
    pub fn of(left: Duration) -> Self {
        let minutes = left.whole_minutes().max(0);
        Self {
            days: minutes / (24 * 60),
            hours: minutes / 60 % 24,
            minutes: minutes % 60,
        }
    }
}

/// One game as Xfcc sends it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XfccGame {
    pub id: i64,
    pub white: String,
    pub black: String,
    pub event: String,
    pub site: String,
    /// The day the game started, as PGN writes dates (`2026.12.04`).
    pub event_date: String,
    pub my_turn: bool,
    pub has_white: bool,
    pub player: TimeLeft,
    pub opponent: TimeLeft,
    /// SAN movetext, `1.Nf3 Nf6 2.O-O`.
    pub moves: String,
    /// The opponent's draw offer stands.
    pub draw_offered: bool,
    /// The Chess960 start position's FEN.
    pub fen: String,
    pub result: XfccResult,
    /// The opponent's last message, or "".
    pub message: String,
    /// The receipt of the record's head in the caller's language ("Record: entry 24,
    /// 9f3a1c…"), or "" for a game without a record: sent in `message` after the
    /// opponent's words, on a line of its own (the move answer has no text to carry it).
    pub receipt: String,
    pub white_elo: Option<i32>,
    pub black_elo: Option<i32>,
    /// The PGN `TimeControl` value (`1/259200` for 3 days per move).
    pub time_control: String,
    pub game_link: String,
    /// Engines (and tablebases) may help in this game: its tournament's rule, else the
    /// site's policy (`noEngines` and `noTablebases` say the opposite).
    pub engines_allowed: bool,
}

/// What [`XfccGame::of`] reads besides the game's row.
pub struct Known<'a> {
    pub me: UserId,
    pub now: OffsetDateTime,
    pub links: &'a Links,
    pub event: &'a str,
    pub moves: &'a [MoveRow],
    pub message: Option<&'a str>,
    /// The head of the game's record: its last entry's number and hash.
    pub record_head: Option<(i32, &'a str)>,
    /// The caller's language, for the receipt.
    pub lang: Lang,
    /// The game's rule on engine help (its tournament's, else the site's).
    pub engines_allowed: bool,
}

/// The time `player` has left in `row` at `now`: to the deadline for the player on
/// move, their bank for the next move otherwise, nothing once the game is over.
fn time_left(row: &GameRow, player: UserId, now: OffsetDateTime) -> TimeLeft {
    if !row.is_running() {
        return TimeLeft::default();
    }
    if row.seats().player_on_move() == player {
        TimeLeft::of(row.deadline.map_or(Duration::ZERO, |d| d - now))
    } else {
        TimeLeft::of(row.seats().bank_of(player))
    }
}

/// SAN movetext from stored moves: `1.e4 e5 2.Nf3` (White moves at odd plies).
pub fn movetext(moves: &[MoveRow]) -> String {
    let mut text = String::new();
    for m in moves {
        if !text.is_empty() {
            text.push(' ');
        }
        if m.ply % 2 == 1 {
            text.push_str(&format!("{}.", m.ply.div_euclid(2) + 1));
        }
        text.push_str(&m.san);
    }
    text
}

impl XfccGame {
    /// The game in `row` as its player `known.me` receives it.
    pub fn of(row: &GameRow, known: &Known<'_>) -> Self {
        let me = known.me;
        let opponent = row.seats().opponent_of(me);
        let date = row.created_at.date();
        Self {
            id: row.id.0,
            white: row.white.clone(),
            black: row.black.clone(),
            event: known.event.to_owned(),
            site: known.links.site().to_owned(),
            event_date: format!(
                "{:04}.{:02}.{:02}",
                date.year(),
                u8::from(date.month()),
                date.day()
            ),
            my_turn: row.is_running() && row.seats().player_on_move() == me,
            has_white: row.white_id == me,
            player: time_left(row, me, known.now),
            opponent: time_left(row, opponent, known.now),
            moves: movetext(known.moves),
            draw_offered: row.is_running() && row.draw_offer_by == Some(opponent),
            fen: row.start_number.initial_fen(),
            result: XfccResult::of(row.state),
            message: known.message.unwrap_or_default().to_owned(),
            receipt: known
                .record_head
                .map(|(seq, hash)| i18n::record::receipt(known.lang, seq, hash))
                .unwrap_or_default(),
            white_elo: row.ratings.white_rating,
            black_elo: row.ratings.black_rating,
            time_control: row.time_control.pgn(),
            game_link: known.links.game(row.id),
            engines_allowed: known.engines_allowed,
        }
    }

    /// What `message` carries: the opponent's words, then the record's receipt on a
    /// line of its own (either alone when the other is empty).
    pub fn message_text(&self) -> String {
        match (self.message.is_empty(), self.receipt.is_empty()) {
            (_, true) => self.message.clone(),
            (true, false) => self.receipt.clone(),
            (false, false) => format!("{}\n{}", self.message, self.receipt),
        }
    }

    /// The `XfccGame` element, its children in the WSDL's order.
    fn write(&self, x: &mut Xml) {
        let flag = |b: bool| if b { "true" } else { "false" };
        x.open("XfccGame");
        x.leaf("id", &self.id.to_string());
        x.leaf("white", &self.white);
        x.leaf("black", &self.black);
        x.leaf("event", &self.event);
        x.leaf("site", &self.site);
        x.leaf("eventDate", &self.event_date);
        x.leaf("myTurn", flag(self.my_turn));
        x.leaf("hasWhite", flag(self.has_white));
        for (side, t) in [("Player", self.player), ("Opponent", self.opponent)] {
            x.leaf(&format!("days{side}"), &t.days.to_string());
            x.leaf(&format!("hours{side}"), &t.hours.to_string());
            x.leaf(&format!("minutes{side}"), &t.minutes.to_string());
        }
        x.leaf("moves", &self.moves);
        x.leaf("drawOffered", flag(self.draw_offered));
        x.leaf("setup", "true");
        x.leaf("fen", &self.fen);
        x.leaf("variant", "chess960");
        x.leaf("result", self.result.as_str());
        x.leaf("message", &self.message_text());
        x.leaf("serverInfo", SERVER_INFO);
        if let Some(elo) = self.white_elo {
            x.leaf("whiteElo", &elo.to_string());
        }
        if let Some(elo) = self.black_elo {
            x.leaf("blackElo", &elo.to_string());
        }
        x.leaf("timeControl", &self.time_control);
        x.leaf("gameLink", &self.game_link);
        // The fair-play rule (issue 45): engines and tablebases go together, as ICCF
        // allows both and lichess neither; databases and books are always allowed.
        x.leaf("noEngines", flag(!self.engines_allowed));
        x.leaf("noDatabases", "false");
        x.leaf("noTablebases", flag(!self.engines_allowed));
        x.leaf("noOpeningBooks", "false");
        x.close("XfccGame");
    }
}

/// What `serverInfo` says: the server and its version.
const SERVER_INFO: &str = concat!("corrchess ", env!("CARGO_PKG_VERSION"));

/// The `GetMyGamesResponse` element for `games`.
pub fn response(games: &[XfccGame]) -> String {
    let mut x = Xml::default();
    x.raw("<GetMyGamesResponse xmlns=\"");
    x.raw(XFCC_NS);
    x.raw("\">");
    x.open("GetMyGamesResult");
    for g in games {
        g.write(&mut x);
    }
    x.close("GetMyGamesResult");
    x.close("GetMyGamesResponse");
    x.finish()
}

/// Who asks for the list and how: the caller, their language (for the receipts) and
/// the time.
pub struct Caller {
    pub me: UserId,
    pub lang: Lang,
    pub now: OffsetDateTime,
}

/// Reads the caller's games for the list: running ones and those ended since `now`
/// less [`ENDED_KEPT`], with their moves, events, the opponents' last messages and the
/// heads of their records.
pub async fn my_games(
    pool: &sqlx::PgPool,
    links: &Links,
    site_engines_allowed: bool,
    caller: &Caller,
) -> Result<Vec<XfccGame>, ServiceError> {
    let Caller { me, lang, now } = *caller;
    let mut rows = store::games::running_for(pool, me).await?;
    let since = Some(now - ENDED_KEPT);
    rows.extend(store::games::finished_for_player(pool, me, None, since, 0, ENDED_READ).await?);
    let ids: Vec<GameId> = rows.iter().map(|r| r.id).collect();
    let moves = store::games::moves_of_each(pool, &ids).await?;
    let messages: HashMap<GameId, String> = store::xfcc::last_messages_to(pool, me, &ids).await?;
    let events = pgn::events_of_each(pool, &rows).await?;
    let rules = store::xfcc::engine_rules(pool, &ids).await?;
    let heads = store::record::heads_of_each(pool, &ids).await?;
    Ok(rows
        .iter()
        .map(|row| {
            let known = Known {
                me,
                now,
                links,
                event: events.get(&row.id).map_or("", |e| e.name.as_str()),
                moves: moves.get(&row.id).map_or(&[][..], Vec::as_slice),
                message: messages.get(&row.id).map(String::as_str),
                record_head: heads.get(&row.id).map(|(seq, hash)| (*seq, hash.as_str())),
                lang,
                engines_allowed: rules.get(&row.id).copied().unwrap_or(site_engines_allowed),
            };
            XfccGame::of(row, &known)
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::{DrawClaim, Termination};

    fn stored(ply: i32, san: &str) -> MoveRow {
        MoveRow {
            ply,
            san: san.into(),
            uci: String::new(),
            played_by: UserId(1),
            played_at: OffsetDateTime::UNIX_EPOCH,
            seconds_used: 0,
        }
    }

    #[test]
    fn movetext_numbers_white_moves() {
        let moves = [stored(1, "Nf3"), stored(2, "Nf6"), stored(3, "O-O")];
        assert_eq!(movetext(&moves), "1.Nf3 Nf6 2.O-O");
        assert_eq!(movetext(&[]), "");
    }

    #[test]
    fn time_left_splits_into_days_hours_minutes() {
        let t = TimeLeft::of(Duration::days(2) + Duration::hours(5) + Duration::minutes(7));
        assert_eq!((t.days, t.hours, t.minutes), (2, 5, 7));
        assert_eq!(TimeLeft::of(-Duration::hours(3)), TimeLeft::default());
    }

    #[test]
    fn a_game_reads_as_its_player_sees_it() {
        use crate::service::test_games::{BLACK, STARTED, WHITE, moves, new_game};
        let mut row = new_game("ann", "bob");
        row.ply = 1;
        row.draw_offer_by = Some(BLACK);
        let played = moves(&["e2e4"]);
        let links = Links::new("https://chess.example");
        let known = Known {
            me: WHITE,
            now: STARTED + Duration::hours(1),
            links: &links,
            event: "corrchess game 7",
            moves: &played,
            message: Some("hi <b>"),
            record_head: Some((3, "9f3a1c0b7e")),
            lang: Lang::De,
            engines_allowed: false,
        };
        let g = XfccGame::of(&row, &known);
        assert!(!g.my_turn && g.has_white && g.draw_offered);
        // White waits with a fresh allotment; Black's deadline is 2 days after the start.
        assert_eq!((g.player.days, g.player.hours), (2, 0));
        assert_eq!((g.opponent.days, g.opponent.hours), (1, 23));
        assert_eq!(g.moves, "1.e4");
        assert_eq!(g.event_date, "2026.03.02");
        assert_eq!(g.game_link, "https://chess.example/games/7");
        assert_eq!(g.time_control, "1/172800");
        assert_eq!(g.result, XfccResult::Ongoing);
        let xml = response(&[g]);
        // The opponent's words, then the receipt of the record's head in the caller's
        // language.
        let message = "<message>hi &lt;b&gt;\nProtokoll: Eintrag 3, 9f3a1c…</message>";
        assert!(xml.contains(message), "{xml}");
        assert!(xml.contains("<setup>true</setup><fen>rnbqkbnr/"), "{xml}");
        assert!(xml.contains("<variant>chess960</variant>"), "{xml}");
        assert!(!xml.contains("whiteElo"), "no rating, no element: {xml}");
        let black = XfccGame::of(&row, &Known { me: BLACK, ..known });
        assert!(black.my_turn && !black.has_white && !black.draw_offered);
        let quiet = Known {
            message: None,
            lang: Lang::En,
            ..known
        };
        assert_eq!(
            XfccGame::of(&row, &quiet).message_text(),
            "Record: entry 3, 9f3a1c…"
        );
        let unrecorded = Known {
            record_head: None,
            ..quiet
        };
        assert_eq!(XfccGame::of(&row, &unrecorded).message_text(), "");
    }

    #[test]
    fn each_ending_has_its_xfcc_result() {
        use GameResult::{BlackWins, Draw, WhiteWins};
        let over = |r, e| XfccResult::of(GameState::Over(Conclusion::Decided(r, e)));
        assert_eq!(XfccResult::of(GameState::Running), XfccResult::Ongoing);
        assert_eq!(
            XfccResult::of(GameState::Over(Conclusion::Aborted)),
            XfccResult::Cancelled
        );
        let mate = Ending::Rule(Termination::Checkmate);
        assert_eq!(over(WhiteWins, mate), XfccResult::WhiteWins);
        assert_eq!(over(BlackWins, Ending::TimeForfeit), XfccResult::BlackWins);
        let claim = Ending::DrawClaimed(DrawClaim::FiftyMoveRule);
        assert_eq!(over(Draw, claim), XfccResult::Draw);
        assert_eq!(over(Draw, Ending::DrawAgreed), XfccResult::Draw);
        assert_eq!(
            over(WhiteWins, Ending::Adjudication),
            XfccResult::WhiteWinAdjudicated
        );
        assert_eq!(
            over(BlackWins, Ending::Adjudication),
            XfccResult::BlackWinAdjudicated
        );
        assert_eq!(
            over(Draw, Ending::Adjudication),
            XfccResult::DrawAdjudicated
        );
        assert_eq!(over(WhiteWins, Ending::Forfeit), XfccResult::BlackDefaulted);
        assert_eq!(over(BlackWins, Ending::Forfeit), XfccResult::WhiteDefaulted);
        assert_eq!(over(Draw, Ending::Forfeit), XfccResult::BothDefaulted);
    }
}
