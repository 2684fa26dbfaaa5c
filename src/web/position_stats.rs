//! What each start position yields in games finished here, read from the counters of
//! migration 0115 (never from all games): the figures and latest games on a
//! position's page, the sortable table of all 960 (`GET /positions/stats`), and a
//! player's best and worst positions on their profile.

use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::{
    AppError, AppState,
    page::{PageContext, render},
};
use crate::{
    chess::StartNumber,
    domain::UserId,
    i18n::Lang,
    store::position_stats::{self, FinishedGame, PlayerRecord, PositionStats, StatsOrder},
};

/// The figures of one start position as pages show them.
pub struct Figures {
    pub number: u16,
    pub games: i64,
    pub white_wins: i64,
    pub draws: i64,
    pub black_wins: i64,
    /// Shares in whole percent, for the bar and its label.
    pub white_percent: i64,
    pub draws_percent: i64,
    pub black_percent: i64,
    /// The average length in full moves, when any game was played.
    pub average_moves: Option<f64>,
    /// The players' average rating at the start, or "–".
    pub average_rating: String,
}

impl Figures {
    /// The page's figures of `s`.
    pub fn of(s: &PositionStats) -> Figures {
        Figures {
            number: u16::try_from(s.start_number).unwrap_or(0),
            games: s.games,
            white_wins: s.white_wins,
            draws: s.draws,
            black_wins: s.black_wins,
            white_percent: s.percent(s.white_wins),
            draws_percent: s.percent(s.draws),
            black_percent: s.percent(s.black_wins),
            average_moves: s.average_plies().map(|p| p / 2.0),
            average_rating: s.average_rating().map_or("–".into(), |r| r.to_string()),
        }
    }

    /// The average length as `lang` writes a decimal ("41.5", "41,5"), or "–".
    pub fn average_moves_in(&self, lang: &Lang) -> String {
        let Some(moves) = self.average_moves else {
            return "–".into();
        };
        let text = format!("{moves:.1}");
        match lang {
            Lang::En => text,
            Lang::De | Lang::Ru | Lang::Da => text.replace('.', ","),
        }
    }

    /// The bar's words for screen readers.
    pub fn bar_label(&self, lang: &Lang) -> String {
        let words = crate::domain::Words::new("stats-bar-label")
            .arg("white", self.white_percent)
            .arg("draws", self.draws_percent)
            .arg("black", self.black_percent);
        lang.words(&words)
    }
}

/// A position page's results: its figures and latest finished games.
pub struct PositionResults {
    pub figures: Figures,
    pub latest: Vec<FinishedGame>,
}

impl PositionResults {
    /// The results of `start`, from the counters and the latest 10 games.
    pub async fn load(state: &AppState, start: StartNumber) -> Result<Self, AppError> {
        let n = i16::try_from(start.get()).unwrap_or(0);
        let stats = position_stats::of_position(&state.pool, n, false).await?;
        let latest = match stats.games {
            0 => Vec::new(),
            _ => position_stats::latest_games(&state.pool, n, 10).await?,
        };
        Ok(PositionResults {
            figures: Figures::of(&stats),
            latest,
        })
    }
}

#[derive(Template)]
#[template(path = "positions/stats.html")]
struct StatsPage {
    ctx: PageContext,
    rows: Vec<Figures>,
    sort: &'static str,
    rated_only: bool,
    /// The minimum as typed, and why it was refused ("" when it was not).
    min: String,
    min_error: String,
}

impl StatsPage {
    /// The link that sorts by `key`, keeping the filters.
    fn sort_link(&self, key: &str) -> String {
        let mut link = format!("/positions/stats?sort={key}");
        if self.rated_only {
            link.push_str("&rated=1");
        }
        if self.min_error.is_empty() && !self.min.is_empty() {
            link.push_str("&min=");
            link.push_str(&self.min);
        }
        link
    }
}

/// `GET /positions/stats`'s query: `sort`, `rated=1`, `min`.
#[derive(Deserialize)]
pub struct StatsQuery {
    #[serde(default)]
    sort: String,
    #[serde(default)]
    rated: String,
    #[serde(default)]
    min: String,
}

/// `GET /positions/stats`: every start position with finished games, sortable and
/// filtered; a minimum that is no number is named and the table shows all.
pub async fn table(
    state: web::Data<AppState>,
    ctx: PageContext,
    query: web::Query<StatsQuery>,
) -> Result<HttpResponse, AppError> {
    let order = StatsOrder::parse(query.sort.trim());
    let rated_only = query.rated.trim() == "1";
    let typed = query.min.trim().to_owned();
    let (min, min_error) = match typed.as_str() {
        "" => (1, String::new()),
        t => match t.parse::<u32>() {
            Ok(n) => (i64::from(n.max(1)), String::new()),
            Err(_) => (1, ctx.t("stats-min-error").to_owned()),
        },
    };
    let rows = position_stats::all(&state.pool, rated_only, min, order).await?;
    render(&StatsPage {
        ctx,
        rows: rows.iter().map(Figures::of).collect(),
        sort: order.as_str(),
        rated_only,
        min: typed,
        min_error,
    })
}

/// One list of a player's positions on their profile: its heading's catalog id, the
/// list's id, the records.
pub struct PositionGroup {
    pub heading: &'static str,
    pub key: &'static str,
    pub records: Vec<PlayerRecord>,
}

/// A player's best and worst start positions with each colour (profile page): best
/// and worst as White, then as Black; empty lists are left out.
#[derive(Default)]
pub struct PlayerPositions {
    pub groups: Vec<PositionGroup>,
}

impl PlayerPositions {
    /// `user`'s three best and worst positions as White and as Black.
    pub async fn load(state: &AppState, user: UserId) -> Result<Self, AppError> {
        let mut groups: Vec<PositionGroup> = [
            ("stats-profile-best-white", "best-white"),
            ("stats-profile-worst-white", "worst-white"),
            ("stats-profile-best-black", "best-black"),
            ("stats-profile-worst-black", "worst-black"),
        ]
        .into_iter()
        .map(|(heading, key)| PositionGroup {
            heading,
            key,
            records: Vec::new(),
        })
        .collect();
        for (best, r) in position_stats::player_records(&state.pool, user, 3).await? {
            let i = match (r.color.as_str(), best) {
                ("white", true) => 0,
                ("white", false) => 1,
                (_, true) => 2,
                (_, false) => 3,
            };
            groups[i].records.push(r);
        }
        groups.retain(|g| !g.records.is_empty());
        Ok(PlayerPositions { groups })
    }

    /// Whether the player has any finished game.
    pub fn is_empty(&self) -> bool {
        self.groups.is_empty()
    }
}

/// A record's words: "4 games, +2 =1 −1 (62 %)".
pub trait RecordWords {
    /// This record in `lang`'s words.
    fn worded(&self, lang: &Lang) -> String;
}

impl RecordWords for PlayerRecord {
    fn worded(&self, lang: &Lang) -> String {
        let words = crate::domain::Words::new("stats-profile-record")
            .arg("games", self.games)
            .arg("wins", self.wins)
            .arg("draws", self.draws)
            .arg("losses", self.losses)
            .arg("score", self.score_percent());
        lang.words(&words)
    }
}

#[cfg(test)]
mod tests {
    use super::{Figures, Lang};

    fn figures(average_moves: Option<f64>) -> Figures {
        Figures {
            number: 518,
            games: 2,
            white_wins: 1,
            draws: 1,
            black_wins: 0,
            white_percent: 50,
            draws_percent: 50,
            black_percent: 0,
            average_moves,
            average_rating: "1500".into(),
        }
    }

    #[test]
    fn the_average_length_is_written_with_the_readers_decimal_mark() {
        let f = figures(Some(41.5));
        assert_eq!(f.average_moves_in(&Lang::En), "41.5");
        for lang in [Lang::De, Lang::Ru, Lang::Da] {
            assert_eq!(f.average_moves_in(&lang), "41,5");
        }
        assert_eq!(figures(None).average_moves_in(&Lang::De), "–");
    }
}
