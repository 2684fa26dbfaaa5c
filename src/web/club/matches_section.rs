//! The club page's place for team matches (issue 34, part 2): the running and finished
//! matches and the club's record. The page includes
//! `templates/clubs/matches_section.html`, which shows nothing for an empty section.

use sqlx::PgPool;

use crate::{
    domain::{
        Words,
        team_matches::{MatchStatus, Score},
    },
    i18n::Lang,
    store::{
        clubs::Club,
        team_match_views::{self, Record},
    },
    web::AppError,
};

/// One match in the club's list.
#[derive(Clone, Debug)]
pub struct MatchLine {
    pub id: i64,
    pub home: String,
    pub away: String,
    /// The status's catalog id.
    pub status: &'static str,
    /// The final score (`2½ : 1½`), or "" while running.
    pub score: String,
}

/// What the club page shows of the club's team matches.
#[derive(Clone, Debug, Default)]
pub struct MatchesSection {
    pub matches: Vec<MatchLine>,
    pub record: Record,
}

impl MatchesSection {
    /// Whether there is nothing to show (the page leaves the section out).
    pub fn is_empty(&self) -> bool {
        self.matches.is_empty()
    }

    /// The record in words, in `lang`.
    pub fn record_in(&self, lang: &Lang) -> String {
        let r = self.record;
        lang.words(
            &Words::new("match-club-record")
                .arg("won", r.won)
                .arg("drawn", r.drawn)
                .arg("lost", r.lost)
                .arg(
                    "for",
                    Score::label(i32::try_from(r.halves_for).unwrap_or(0)),
                )
                .arg(
                    "against",
                    Score::label(i32::try_from(r.halves_against).unwrap_or(0)),
                ),
        )
    }

    /// The section of `club`'s page, read from `pool` in one statement (the record is
    /// summed from the finished matches).
    pub async fn load(pool: &PgPool, club: &Club) -> Result<Self, AppError> {
        let rows = team_match_views::club_matches(pool, club.id).await?;
        let record = Record::of(club.id, &rows);
        let matches = rows
            .into_iter()
            .map(|m| MatchLine {
                id: m.id.0,
                status: MatchStatus::parse(&m.status)
                    .unwrap_or(MatchStatus::Running)
                    .msg_id(),
                score: match (m.home_halves, m.away_halves) {
                    (Some(h), Some(a)) => format!("{} : {}", Score::label(h), Score::label(a)),
                    _ => String::new(),
                },
                home: m.home_name,
                away: m.away_name,
            })
            .collect();
        Ok(Self { matches, record })
    }
}
