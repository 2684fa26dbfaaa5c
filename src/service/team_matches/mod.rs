//! Team matches between clubs: the challenge and its answer, sign-ups until the
//! deadline, the start (boards by rating order, two games per board), and the end when
//! the last game ends. One function per action, one transaction each; the pages, the
//! JSON API and the job loop call these.

pub mod due;
pub mod finish;
pub mod input;
pub mod proposal;
pub mod signup;
pub mod start;
pub mod view;

use sqlx::PgConnection;
use time::OffsetDateTime;

use super::ServiceError;
use crate::{
    domain::{
        UserId, Words,
        clubs::ClubRefusal,
        team_matches::{MatchId, MatchStatus},
    },
    mail::team_match_messages::TeamMatchMail,
    service::Tx,
    store::{
        self,
        team_matches::{MatchRow, Recipient, Standing},
    },
};

pub use input::{MatchInput, MatchTerms};

/// The refusal for a club slug that names no club.
pub fn no_such_club(slug: &str) -> ServiceError {
    ServiceError::Conflict(Words::new("match-refuse-no-club").arg("slug", slug))
}

/// The refusal for a match id that names no match.
pub(crate) fn no_such_match() -> ServiceError {
    ServiceError::NotFound(super::Missing::TeamMatch)
}

/// Locks match `id` for the caller's transaction.
async fn lock(tx: &mut PgConnection, id: MatchId) -> Result<MatchRow, ServiceError> {
    store::team_matches::lock(tx, id)
        .await?
        .ok_or_else(no_such_match)
}

/// Refuses unless `m` stands at `status`: the words say where it stands instead.
fn require_status(m: &MatchRow, status: MatchStatus) -> Result<(), ServiceError> {
    if m.status == status {
        return Ok(());
    }
    Err(ServiceError::Conflict(
        Words::new("match-refuse-status").arg("status", m.status.as_str()),
    ))
}

/// Refuses once the registration deadline has passed by `now`.
fn require_before_deadline(m: &MatchRow, now: OffsetDateTime) -> Result<(), ServiceError> {
    if now < m.registration_deadline {
        Ok(())
    } else {
        Err(ServiceError::conflict("match-refuse-deadline"))
    }
}

/// Refuses while a club of `m` is closed: a closed club takes no new match actions.
fn require_clubs_open(m: &MatchRow) -> Result<(), ServiceError> {
    match m.closed_club() {
        None => Ok(()),
        Some(club) => Err(closed(club)),
    }
}

/// The refusal for an action of the closed club called `club`.
fn closed(club: &str) -> ServiceError {
    ServiceError::Club(ClubRefusal::MatchClubClosed { club: club.into() })
}

/// Where `user` stands in the clubs of `m`.
async fn standing_of(
    tx: &mut PgConnection,
    m: &MatchRow,
    user: UserId,
) -> Result<Standing, ServiceError> {
    Ok(store::team_matches::standing(tx, m.home_club, m.away_club, user).await?)
}

/// The refusal for someone who is not an admin of the club an action needs.
fn not_club_admin() -> ServiceError {
    ServiceError::EntryRefused(Words::new("match-refuse-not-admin"))
}

/// The match page's address.
fn link(tx: &Tx<'_>, id: MatchId) -> String {
    tx.links.page(&format!("/matches/{id}"))
}

/// Queues `mail` (its recipient filled in) to each of `to`.
async fn mail_each(
    tx: &mut Tx<'_>,
    to: &[Recipient],
    mail: &TeamMatchMail,
) -> Result<(), ServiceError> {
    for r in to {
        let mail = TeamMatchMail {
            recipient: r.username.clone(),
            ..mail.clone()
        };
        tx.queue_mail(&r.email, r.lang(), &mail).await?;
    }
    Ok(())
}

/// The two clubs of `m` as the mails' words name them.
/// The match's terms in a sentence of its mails: boards, clock, rated or not.
fn terms_words(m: &MatchRow) -> Words {
    let boards = match m.boards {
        Some(n) => Words::new("match-terms-boards").arg("boards", n),
        None => Words::new("match-terms-open"),
    };
    let rated = Words::new(if m.rated {
        "match-terms-rated"
    } else {
        "match-terms-unrated"
    });
    // `layout`, not `boards`: the value is words, not a count to select a plural on.
    Words::new("match-mail-terms")
        .arg("layout", boards)
        .arg(
            "clock",
            crate::domain::Arg::TimeControl {
                tc: m.time_control,
                silence: m.max_silence_days,
            },
        )
        .arg("rated", rated)
}

fn clubs_words(m: &MatchRow, id: &'static str) -> Words {
    Words::new(id)
        .arg("home", m.home_name.as_str())
        .arg("away", m.away_name.as_str())
}
