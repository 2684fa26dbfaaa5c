//! The audit log of admin actions: one row per action, written in the action's own
//! transaction (so a rolled-back action leaves no entry and a done one always has one).

use sqlx::{PgConnection, PgExecutor};
use time::OffsetDateTime;

use crate::domain::{UserId, listing::PAGE_SIZE};

/// What an admin action was done to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    User(i64),
    Tournament(i64),
    Report(i64),
    Club(i64),
}

impl Target {
    fn parts(self) -> (&'static str, i64) {
        match self {
            Target::User(id) => ("user", id),
            Target::Tournament(id) => ("tournament", id),
            Target::Report(id) => ("report", id),
            Target::Club(id) => ("club", id),
        }
    }
}

/// Records that `admin` did `action` to `target`, inside the action's transaction.
pub async fn record(
    tx: &mut PgConnection,
    admin: UserId,
    action: &str,
    target: Target,
    detail: &str,
) -> sqlx::Result<()> {
    let (kind, id) = target.parts();
    sqlx::query(
        "INSERT INTO audit_log (admin_id, action, target_kind, target_id, detail)
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(admin)
    .bind(action)
    .bind(kind)
    .bind(id)
    .bind(detail)
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// One entry as the admin page lists it.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Entry {
    pub id: i64,
    pub admin: String,
    pub action: String,
    pub target_kind: String,
    pub target_id: i64,
    /// The target's name when it is a user or a club.
    pub target_name: Option<String>,
    /// The club's slug when the target is a club (its page's address).
    pub target_slug: Option<String>,
    pub detail: String,
    pub at: OffsetDateTime,
}

impl Entry {
    /// Where the target is shown.
    pub fn target_link(&self) -> String {
        match self.target_kind.as_str() {
            "user" => format!("/admin/users/{}", self.target_id),
            "tournament" => format!("/tournaments/{}", self.target_id),
            "club" => format!("/clubs/{}", self.target_slug.as_deref().unwrap_or_default()),
            _ => "/admin/reports?closed=1".to_owned(),
        }
    }
}

/// A page of the log, newest first, and the number of entries.
pub async fn page(db: &mut PgConnection, offset: i64) -> sqlx::Result<(Vec<Entry>, i64)> {
    let entries = sqlx::query_as(
        "SELECT a.id, admin.username AS admin, a.action, a.target_kind, a.target_id,
                coalesce(target.username, club.name) AS target_name,
                club.slug AS target_slug, a.detail, a.at
         FROM audit_log a
         JOIN users admin ON admin.id = a.admin_id
         LEFT JOIN users target ON a.target_kind = 'user' AND target.id = a.target_id
         LEFT JOIN clubs club ON a.target_kind = 'club' AND club.id = a.target_id
         ORDER BY a.id DESC LIMIT $1 OFFSET $2",
    )
    .bind(PAGE_SIZE)
    .bind(offset)
    .fetch_all(&mut *db)
    .await?;
    let total = count(&mut *db).await?;
    Ok((entries, total))
}

/// How many entries the log holds.
pub async fn count(db: impl PgExecutor<'_>) -> sqlx::Result<i64> {
    sqlx::query_scalar("SELECT count(*) FROM audit_log")
        .fetch_one(db)
        .await
}
