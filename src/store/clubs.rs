//! Clubs (issue 34): the club rows, their members and the requests to join a club that
//! takes members by request. Team matches read membership and admins from here.

use sqlx::{PgConnection, PgExecutor};
use time::OffsetDateTime;

use super::users::{User, user_columns};

use crate::domain::{
    ClubId, Lang, UserId,
    clubs::MemberOrder,
    listing::{PAGE_SIZE, Page},
    rating::PROVISIONAL_RD,
};

/// A club as pages, the API and the matches see it.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Club {
    pub id: ClubId,
    pub slug: String,
    pub name: String,
    pub description: String,
    /// The language the club speaks (its mails to admins go in each admin's own).
    #[sqlx(try_from = "String")]
    pub language: Lang,
    /// Anyone may join at once (true), or by a request an admin accepts.
    pub open: bool,
    /// A site admin closed the club: it is shown as closed and takes no joins.
    pub closed: bool,
    /// Why a site admin closed it, as typed ("" when nobody said, or it is open).
    pub closed_reason: String,
    pub founded_by: Option<UserId>,
    pub created_at: OffsetDateTime,
}

/// The [`Club`] columns of `clubs c`, so the list is written once.
macro_rules! club_columns {
    () => {
        "c.id, c.slug, c.name, c.description, c.language, c.open,
         (c.closed_at IS NOT NULL) AS closed, c.closed_reason, c.founded_by, c.created_at"
    };
}

/// `slug` as the clubs table stores slugs: lower-cased (`/clubs/Berlin` is the club
/// `berlin`); `None` for one no club can have (PostgreSQL refuses a NUL in text).
fn as_stored(slug: &str) -> Option<String> {
    (!slug.contains('\0')).then(|| slug.to_ascii_lowercase())
}

/// The club with that slug, if any (closed clubs too).
pub async fn by_slug(db: impl PgExecutor<'_>, slug: &str) -> sqlx::Result<Option<Club>> {
    let Some(slug) = as_stored(slug) else {
        return Ok(None);
    };
    sqlx::query_as(concat!(
        "SELECT ",
        club_columns!(),
        " FROM clubs c WHERE c.slug = $1"
    ))
    .bind(slug)
    .fetch_optional(db)
    .await
}

/// The club whose slug or name (any case) is `text`, the slug first: the team-match
/// form names the opponent by either.
pub async fn by_slug_or_name(db: impl PgExecutor<'_>, text: &str) -> sqlx::Result<Option<Club>> {
    let Some(text) = as_stored(text.trim()) else {
        return Ok(None);
    };
    sqlx::query_as(concat!(
        "SELECT ",
        club_columns!(),
        " FROM clubs c WHERE c.slug = $1 OR lower(c.name) = lower($1)
         ORDER BY (c.slug = $1) DESC, c.id LIMIT 1"
    ))
    .bind(text)
    .fetch_optional(db)
    .await
}

/// The names of the open clubs (not closed), by name, at most `limit`: what the
/// team-match form's opponent field offers as the player types.
pub async fn open_names(db: impl PgExecutor<'_>, limit: i64) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar(
        "SELECT name FROM clubs WHERE closed_at IS NULL ORDER BY lower(name) LIMIT $1",
    )
    .bind(limit)
    .fetch_all(db)
    .await
}

/// The club with that slug, its row locked until the transaction ends, so that two
/// actions on one club's members (the last admin leaving, say) run one after the other.
pub async fn lock_by_slug(tx: &mut PgConnection, slug: &str) -> sqlx::Result<Option<Club>> {
    let Some(slug) = as_stored(slug) else {
        return Ok(None);
    };
    sqlx::query_as(concat!(
        "SELECT ",
        club_columns!(),
        " FROM clubs c WHERE c.slug = $1 FOR UPDATE"
    ))
    .bind(slug)
    .fetch_optional(tx)
    .await
}

/// A new club's values; the founder becomes its first admin in the same transaction.
#[derive(Clone, Debug)]
pub struct NewClub<'a> {
    pub slug: &'a str,
    pub name: &'a str,
    pub description: &'a str,
    pub language: Lang,
    pub open: bool,
    pub founded_by: UserId,
}

/// Writes a new club and its founder as admin. A taken slug or name fails with the
/// unique violation of `clubs_slug_key` or `clubs_name_key`.
pub async fn insert(tx: &mut PgConnection, club: &NewClub<'_>) -> sqlx::Result<ClubId> {
    sqlx::query_scalar(
        "WITH c AS (
             INSERT INTO clubs (slug, name, description, language, open, founded_by)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id
         ), m AS (
             INSERT INTO club_members (club_id, user_id, admin) SELECT id, $6, true FROM c
         )
         SELECT id FROM c",
    )
    .bind(club.slug)
    .bind(club.name)
    .bind(club.description)
    .bind(club.language.code())
    .bind(club.open)
    .bind(club.founded_by)
    .fetch_one(tx)
    .await
}

/// How many clubs `user` has founded (closed ones too), for the limit per player.
pub async fn founded_count(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<i64> {
    sqlx::query_scalar("SELECT count(*) FROM clubs WHERE founded_by = $1")
        .bind(user)
        .fetch_one(db)
        .await
}

/// Whether `user` belongs to `club`: `Some(true)` as an admin, `Some(false)` as a
/// member, `None` not at all.
pub async fn membership(
    db: impl PgExecutor<'_>,
    club: ClubId,
    user: UserId,
) -> sqlx::Result<Option<bool>> {
    sqlx::query_scalar("SELECT admin FROM club_members WHERE club_id = $1 AND user_id = $2")
        .bind(club)
        .bind(user)
        .fetch_optional(db)
        .await
}

/// Whether `user` is a member (or admin) of `club`.
pub async fn is_member(db: impl PgExecutor<'_>, club: ClubId, user: UserId) -> sqlx::Result<bool> {
    Ok(membership(db, club, user).await?.is_some())
}

/// The club's admins, oldest member first.
pub async fn admins(db: impl PgExecutor<'_>, club: ClubId) -> sqlx::Result<Vec<UserId>> {
    sqlx::query_scalar(
        "SELECT user_id FROM club_members WHERE club_id = $1 AND admin
         ORDER BY joined_at, user_id",
    )
    .bind(club)
    .fetch_all(db)
    .await
}

/// How many members and how many admins the club has.
pub async fn head_count(db: impl PgExecutor<'_>, club: ClubId) -> sqlx::Result<(i64, i64)> {
    sqlx::query_as(
        "SELECT count(*), count(*) FILTER (WHERE admin) FROM club_members WHERE club_id = $1",
    )
    .bind(club)
    .fetch_one(db)
    .await
}

/// Makes `user` a member and drops their request, if any; a club left without admins
/// (its last member left) makes the next member its admin. Already a member is no
/// change.
pub async fn add_member(tx: &mut PgConnection, club: ClubId, user: UserId) -> sqlx::Result<()> {
    sqlx::query(
        "WITH r AS (DELETE FROM club_requests WHERE club_id = $1 AND user_id = $2)
         INSERT INTO club_members (club_id, user_id, admin)
         VALUES ($1, $2, NOT EXISTS (SELECT 1 FROM club_members WHERE club_id = $1 AND admin))
         ON CONFLICT DO NOTHING",
    )
    .bind(club)
    .bind(user)
    .execute(tx)
    .await?;
    Ok(())
}

/// Takes `user` out of `club`; whether they were a member.
pub async fn remove_member(
    tx: &mut PgConnection,
    club: ClubId,
    user: UserId,
) -> sqlx::Result<bool> {
    let done = sqlx::query("DELETE FROM club_members WHERE club_id = $1 AND user_id = $2")
        .bind(club)
        .bind(user)
        .execute(tx)
        .await?;
    Ok(done.rows_affected() > 0)
}

/// Makes a member an admin; whether they are a member.
pub async fn make_admin(tx: &mut PgConnection, club: ClubId, user: UserId) -> sqlx::Result<bool> {
    let done =
        sqlx::query("UPDATE club_members SET admin = true WHERE club_id = $1 AND user_id = $2")
            .bind(club)
            .bind(user)
            .execute(tx)
            .await?;
    Ok(done.rows_affected() > 0)
}

/// Records `user`'s request to join; whether it is new.
pub async fn add_request(tx: &mut PgConnection, club: ClubId, user: UserId) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "INSERT INTO club_requests (club_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
    )
    .bind(club)
    .bind(user)
    .execute(tx)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// Drops `user`'s request to join; whether there was one.
pub async fn remove_request(
    tx: &mut PgConnection,
    club: ClubId,
    user: UserId,
) -> sqlx::Result<bool> {
    let done = sqlx::query("DELETE FROM club_requests WHERE club_id = $1 AND user_id = $2")
        .bind(club)
        .bind(user)
        .execute(tx)
        .await?;
    Ok(done.rows_affected() > 0)
}

/// Whether `user` has asked to join `club` and waits.
pub async fn has_request(
    db: impl PgExecutor<'_>,
    club: ClubId,
    user: UserId,
) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM club_requests WHERE club_id = $1 AND user_id = $2)",
    )
    .bind(club)
    .bind(user)
    .fetch_one(db)
    .await
}

/// A site admin closes the club (moderation); whether it was open. Pending requests go.
pub async fn close(tx: &mut PgConnection, club: ClubId, reason: &str) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "WITH r AS (DELETE FROM club_requests WHERE club_id = $1)
         UPDATE clubs SET closed_at = now(), closed_reason = $2
         WHERE id = $1 AND closed_at IS NULL",
    )
    .bind(club)
    .bind(reason)
    .execute(tx)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// A site admin reopens a closed club; whether it was closed.
pub async fn reopen(tx: &mut PgConnection, club: ClubId) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE clubs SET closed_at = NULL, closed_reason = ''
             WHERE id = $1 AND closed_at IS NOT NULL",
    )
    .bind(club)
    .execute(tx)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// A member of a club, or a player who asked to join, with their rating.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct MemberRow {
    pub user_id: UserId,
    pub username: String,
    /// The shown rating (a whole number).
    pub rating: i32,
    pub provisional: bool,
    /// An admin of the club (always false for a request).
    pub admin: bool,
    /// When they joined (or asked to).
    pub since: OffsetDateTime,
}

/// The club's members (deleted accounts left out) in `order`.
pub async fn members(
    db: impl PgExecutor<'_>,
    club: ClubId,
    order: MemberOrder,
) -> sqlx::Result<Vec<MemberRow>> {
    sqlx::query_as(
        "SELECT u.id AS user_id, u.username,
                round(coalesce(r.rating, 1500))::int AS rating,
                coalesce(r.rd, 350) > $3 AS provisional,
                m.admin, m.joined_at AS since
         FROM club_members m JOIN users u ON u.id = m.user_id
         LEFT JOIN ratings r ON r.user_id = u.id
         WHERE m.club_id = $1 AND u.deleted_at IS NULL
         ORDER BY CASE $2 WHEN 'name' THEN lower(u.username) END,
                  CASE $2 WHEN 'joined' THEN m.joined_at END,
                  coalesce(r.rating, 1500) DESC, u.id",
    )
    .bind(club)
    .bind(order.as_str())
    .bind(PROVISIONAL_RD)
    .fetch_all(db)
    .await
}

/// The players waiting for an admin's answer, oldest request first.
pub async fn requests(db: impl PgExecutor<'_>, club: ClubId) -> sqlx::Result<Vec<MemberRow>> {
    sqlx::query_as(
        "SELECT u.id AS user_id, u.username,
                round(coalesce(r.rating, 1500))::int AS rating,
                coalesce(r.rd, 350) > $2 AS provisional,
                false AS admin, q.requested_at AS since
         FROM club_requests q JOIN users u ON u.id = q.user_id
         LEFT JOIN ratings r ON r.user_id = u.id
         WHERE q.club_id = $1 AND u.deleted_at IS NULL
         ORDER BY q.requested_at, u.id",
    )
    .bind(club)
    .bind(PROVISIONAL_RD)
    .fetch_all(db)
    .await
}

/// A club in a list: the clubs page, the API's list, a player's profile.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct ClubListed {
    pub slug: String,
    pub name: String,
    #[sqlx(try_from = "String")]
    pub language: Lang,
    pub open: bool,
    pub closed: bool,
    pub members: i64,
    /// On a player's profile: whether the player is one of its admins (else false).
    pub admin: bool,
}

/// `LIKE`'s own characters in `text` match themselves.
fn like_escaped(text: &str) -> String {
    text.to_lowercase()
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}

/// One page of the clubs whose name contains `search` (any case; empty: all), by name,
/// closed clubs after the others; and how many match.
pub async fn list(
    db: &mut PgConnection,
    search: &str,
    page: Page,
) -> sqlx::Result<(Vec<ClubListed>, i64)> {
    let pattern = format!("%{}%", like_escaped(search.trim()));
    let rows = sqlx::query_as(
        "SELECT c.slug, c.name, c.language, c.open, (c.closed_at IS NOT NULL) AS closed,
                (SELECT count(*) FROM club_members m WHERE m.club_id = c.id) AS members,
                false AS admin
         FROM clubs c WHERE lower(c.name) LIKE $1
         ORDER BY (c.closed_at IS NOT NULL), lower(c.name) LIMIT $2 OFFSET $3",
    )
    .bind(&pattern)
    .bind(PAGE_SIZE)
    .bind(page.offset())
    .fetch_all(&mut *db)
    .await?;
    let total = sqlx::query_scalar("SELECT count(*) FROM clubs WHERE lower(name) LIKE $1")
        .bind(&pattern)
        .fetch_one(db)
        .await?;
    Ok((rows, total))
}

/// The clubs `user` belongs to, by name.
pub async fn of_user(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<Vec<ClubListed>> {
    sqlx::query_as(
        "SELECT c.slug, c.name, c.language, c.open, (c.closed_at IS NOT NULL) AS closed,
                (SELECT count(*) FROM club_members n WHERE n.club_id = c.id) AS members,
                m.admin
         FROM club_members m JOIN clubs c ON c.id = m.club_id
         WHERE m.user_id = $1 ORDER BY lower(c.name)",
    )
    .bind(user)
    .fetch_all(db)
    .await
}

/// The club's members' accounts (deleted ones left out), for the mails they all get.
pub async fn member_accounts(db: impl PgExecutor<'_>, club: ClubId) -> sqlx::Result<Vec<User>> {
    sqlx::query_as(concat!(
        "SELECT ",
        user_columns!(),
        " FROM club_members m JOIN users u ON u.id = m.user_id
          WHERE m.club_id = $1 AND u.deleted_at IS NULL
          ORDER BY m.joined_at, u.id"
    ))
    .bind(club)
    .fetch_all(db)
    .await
}

/// The club's admins' accounts (deleted ones left out), for the mails they get.
pub async fn admin_accounts(db: impl PgExecutor<'_>, club: ClubId) -> sqlx::Result<Vec<User>> {
    sqlx::query_as(concat!(
        "SELECT ",
        user_columns!(),
        " FROM club_members m JOIN users u ON u.id = m.user_id
          WHERE m.club_id = $1 AND m.admin AND u.deleted_at IS NULL
          ORDER BY m.joined_at, u.id"
    ))
    .bind(club)
    .fetch_all(db)
    .await
}

/// Whether a club has the slug `slug`, and whether one has the name `name` (any case),
/// so that a form names both at once.
pub async fn taken(db: impl PgExecutor<'_>, slug: &str, name: &str) -> sqlx::Result<(bool, bool)> {
    sqlx::query_as(
        "SELECT EXISTS (SELECT 1 FROM clubs WHERE slug = $1),
                EXISTS (SELECT 1 FROM clubs WHERE lower(name) = lower($2))",
    )
    .bind(slug)
    .bind(name)
    .fetch_one(db)
    .await
}

/// Every club's name, after waiting for any other founding to end: a new name is
/// compared with all of them by their look (`domain::confusable::name_key`), which no
/// index holds, so foundings take turns under a transaction lock.
pub async fn names_locked(tx: &mut sqlx::PgConnection) -> sqlx::Result<Vec<String>> {
    sqlx::query("SELECT pg_advisory_xact_lock(hashtextextended('clubs-found', 0))")
        .execute(&mut *tx)
        .await?;
    sqlx::query_scalar("SELECT name FROM clubs")
        .fetch_all(&mut *tx)
        .await
}

/// Takes a deleted account out of every club and drops its requests and its sign-ups
/// for team matches not started yet. A club it leaves without an admin while members
/// remain makes its longest member admin, so that somebody still runs it; a club it
/// leaves without members is closed ([`close_if_empty`]). The clubs'
/// rows are locked first (in id order), as every other change of a club's members
/// does, so a leave or a removal at the same time cannot leave a club without admin.
pub async fn erase_member(tx: &mut PgConnection, user: UserId) -> sqlx::Result<()> {
    let clubs: Vec<ClubId> = sqlx::query_scalar(
        "SELECT id FROM clubs
         WHERE id IN (SELECT club_id FROM club_members WHERE user_id = $1
                      UNION SELECT club_id FROM club_requests WHERE user_id = $1)
         ORDER BY id FOR UPDATE",
    )
    .bind(user)
    .fetch_all(&mut *tx)
    .await?;
    super::team_matches::drop_pending_sign_ups(&mut *tx, user, None).await?;
    // The statement sees the rows before its own deletes: the deleted member is left
    // out by hand.
    sqlx::query(
        "WITH gone AS (
             DELETE FROM club_members WHERE user_id = $1 RETURNING club_id, admin
         ), asked AS (
             DELETE FROM club_requests WHERE user_id = $1
         ), heirs AS (
             SELECT DISTINCT ON (m.club_id) m.club_id, m.user_id
             FROM club_members m JOIN gone g ON g.club_id = m.club_id AND g.admin
             WHERE m.user_id <> $1
               AND NOT EXISTS (SELECT 1 FROM club_members a
                               WHERE a.club_id = m.club_id AND a.admin AND a.user_id <> $1)
             ORDER BY m.club_id, m.joined_at, m.user_id
         )
         UPDATE club_members m SET admin = true
         FROM heirs h WHERE m.club_id = h.club_id AND m.user_id = h.user_id",
    )
    .bind(user)
    .execute(&mut *tx)
    .await?;
    for club in clubs {
        close_if_empty(tx, club).await?;
    }
    Ok(())
}

/// Closes a locked club that has no member left (its last one left or was deleted),
/// with its pending requests, so that no club stands open with nobody to run it; its
/// page, matches and record stay. Whether it was closed now.
pub async fn close_if_empty(tx: &mut PgConnection, club: ClubId) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "WITH r AS (DELETE FROM club_requests
                    WHERE club_id = $1 AND NOT EXISTS (SELECT 1 FROM club_members WHERE club_id = $1))
         UPDATE clubs SET closed_at = now()
         WHERE id = $1 AND closed_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM club_members WHERE club_id = $1)",
    )
    .bind(club)
    .execute(tx)
    .await?;
    Ok(done.rows_affected() > 0)
}
