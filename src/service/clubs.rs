//! Club actions (issue 34): found a club, join it (at once, or by a request its admins
//! answer), leave it; the admins' answers, promotions and removals; a site admin's
//! closing. Each action is one transaction that locks the club's row, so two changes
//! to one club's members run one after the other. Refusals are `ClubRefusal` values.

use super::{Context, FieldErrors, Missing, ServiceError, Tx};
use crate::{
    config::RateLimit,
    domain::{
        Lang, Words,
        clubs::{self, ClubRefusal, MemberAction},
        confusable,
    },
    mail::club_messages::{ClubClosed, JoinAnswered, JoinRequested},
    store::{
        self,
        audit::Target,
        clubs::{Club, NewClub},
        users::User,
    },
};

impl From<ClubRefusal> for ServiceError {
    fn from(refusal: ClubRefusal) -> Self {
        Self::Club(refusal)
    }
}

/// A new club as the form (or the API) gives it.
#[derive(Clone, Copy, Debug)]
pub struct ClubInput<'a> {
    pub name: &'a str,
    pub slug: &'a str,
    pub description: &'a str,
    /// `en`, `de`, `ru` or `da`; empty: the founder's language.
    pub language: &'a str,
    /// Open to all (true) or by request.
    pub open: bool,
}

/// A club's fields once checked.
struct Checked {
    name: String,
    slug: String,
    description: String,
    language: Lang,
}

impl ClubInput<'_> {
    /// The checked fields, or every field's error (`language` falls back to `default`).
    fn checked(&self, default: Lang) -> Result<Checked, FieldErrors> {
        let mut errors = FieldErrors::default();
        let mut field = |name: &'static str, result: Result<String, _>| {
            result.map_err(|w| errors.add(name, w)).unwrap_or_default()
        };
        let name = field("name", clubs::name(self.name));
        let slug = field("slug", clubs::slug(self.slug));
        let description = field("description", clubs::description(self.description));
        let language = match self.language.trim() {
            "" => Some(default),
            code => Lang::parse(code),
        };
        if language.is_none() {
            errors.add("language", Words::new("club-language-unknown"));
        }
        match language {
            Some(language) if errors.is_empty() => Ok(Checked {
                name,
                slug,
                description,
                language,
            }),
            _ => Err(errors),
        }
    }
}

/// `user` founds a club and becomes its first admin; its slug. At most `limit` clubs
/// per founder; a taken name or slug is refused at its field.
pub async fn found(
    ctx: Context<'_>,
    user: &User,
    input: ClubInput<'_>,
    limit: i64,
) -> Result<String, ServiceError> {
    if !user.is_verified() {
        return Err(ServiceError::Unverified);
    }
    let c = input
        .checked(user.language.for_mail())
        .map_err(ServiceError::Invalid)?;
    let mut tx = ctx.pool.begin().await?;
    // One founder's clubs are counted one founding at a time.
    store::users::lock(&mut tx, user.id).await?;
    if store::clubs::founded_count(&mut *tx, user.id).await? >= limit {
        return Err(ClubRefusal::Limit { limit }.into());
    }
    insert(&mut tx, &c, input.open, user).await?;
    tx.commit().await?;
    tracing::info!(club = %c.slug, founder = %user.id, "club founded");
    Ok(c.slug)
}

/// Writes the checked club with `founder` as its admin, unless its slug or name is
/// taken (both named at once).
async fn insert(
    tx: &mut sqlx::PgConnection,
    c: &Checked,
    open: bool,
    founder: &User,
) -> Result<(), ServiceError> {
    // A name that only looks like a taken one (homoglyphs, case, spacing) is taken too.
    let key = confusable::name_key(&c.name);
    let look_alike = store::clubs::names_locked(&mut *tx)
        .await?
        .into_iter()
        .find(|n| confusable::name_key(n) == key);
    let (slug_taken, name_taken) = store::clubs::taken(&mut *tx, &c.slug, &c.name).await?;
    if slug_taken || name_taken || look_alike.is_some() {
        let mut errors = FieldErrors::default();
        if slug_taken {
            errors.add("slug", Words::new("club-slug-taken"));
        }
        if name_taken {
            errors.add("name", Words::new("club-name-taken"));
        } else if let Some(existing) = look_alike {
            errors.add(
                "name",
                Words::new("club-name-look-alike").arg("existing", existing),
            );
        }
        return Err(ServiceError::Invalid(errors));
    }
    let new = NewClub {
        slug: &c.slug,
        name: &c.name,
        description: &c.description,
        language: c.language,
        open,
        founded_by: founder.id,
    };
    // Another founding between the check and here is refused by the unique indexes.
    if let Err(e) = store::clubs::insert(tx, &new).await {
        let taken = match store::unique_violation(&e).as_deref() {
            Some("clubs_slug_key") => ("slug", "club-slug-taken"),
            Some("clubs_name_key") => ("name", "club-name-taken"),
            _ => return Err(e.into()),
        };
        return Err(ServiceError::Invalid(FieldErrors::single(
            taken.0,
            Words::new(taken.1),
        )));
    }
    Ok(())
}

/// What a join did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Joined {
    /// The player is a member now.
    Member,
    /// The player's request waits for an admin (the admins got a mail).
    Requested,
}

/// The club with `slug`, locked, or not found.
async fn locked(tx: &mut sqlx::PgConnection, slug: &str) -> Result<Club, ServiceError> {
    store::clubs::lock_by_slug(tx, slug)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Club))
}

/// `user` joins the club: at once if it is open to all (or has no admin to answer),
/// else as a request its admins are mailed about. A closed club takes no joins.
pub async fn join(ctx: Context<'_>, user: &User, slug: &str) -> Result<Joined, ServiceError> {
    if !user.is_verified() {
        return Err(ServiceError::Unverified);
    }
    let mut tx = ctx.pool.begin().await?;
    let club = locked(&mut tx, slug).await?;
    if club.closed {
        return Err(ClubRefusal::Closed.into());
    }
    if store::clubs::is_member(&mut *tx, club.id, user.id).await? {
        return Err(ClubRefusal::AlreadyMember.into());
    }
    let admins = store::clubs::admin_accounts(&mut *tx, club.id).await?;
    if club.open || admins.is_empty() {
        store::clubs::add_member(&mut tx, club.id, user.id).await?;
        tx.commit().await?;
        return Ok(Joined::Member);
    }
    // Asking again is no second mail, nor is leaving and asking again within a day.
    if store::clubs::add_request(&mut tx, club.id, user.id).await?
        && store::rate_limits::hit(&mut *tx, &join_mail_key(&club, user), JOIN_MAIL)
            .await?
            .is_ok()
    {
        let link = ctx.links.page(&format!("/clubs/{}", club.slug));
        let mut within = ctx.within(&mut tx);
        for admin in &admins {
            let mail = JoinRequested {
                admin: admin.username.clone(),
                club: club.name.clone(),
                requester: user.username.clone(),
                link: link.clone(),
            };
            within
                .queue_mail(&admin.email, admin.language.for_mail(), &mail)
                .await?;
        }
    }
    tx.commit().await?;
    Ok(Joined::Requested)
}

/// How often one player's requests to join one club mail its admins: once a day.
const JOIN_MAIL: RateLimit = RateLimit {
    max: 1,
    window: std::time::Duration::from_secs(24 * 60 * 60),
};

/// The rate-limit key of `user`'s join mails to `club`'s admins (counted under
/// `notify`, as other mails one player makes the site send).
fn join_mail_key(club: &Club, user: &User) -> String {
    format!("notify:club-join:{}:{}", club.id, user.id)
}

/// The club, locked, with `acting` checked as one of its admins (a closed club takes
/// no changes).
async fn as_club_admin(
    tx: &mut sqlx::PgConnection,
    acting: &User,
    slug: &str,
) -> Result<Club, ServiceError> {
    let club = locked(tx, slug).await?;
    if store::clubs::membership(&mut *tx, club.id, acting.id).await? != Some(true) {
        return Err(ClubRefusal::NotClubAdmin.into());
    }
    if club.closed {
        return Err(ClubRefusal::Closed.into());
    }
    Ok(club)
}

/// The account called `name` (not deleted), or not found.
async fn player(tx: &mut sqlx::PgConnection, name: &str) -> Result<User, ServiceError> {
    // PostgreSQL refuses a NUL in text; no username holds one.
    if name.contains('\0') {
        return Err(ServiceError::NotFound(Missing::Player));
    }
    match store::users::by_username(tx, name).await? {
        Some(u) if !u.username.starts_with("deleted player ") => Ok(u),
        _ => Err(ServiceError::NotFound(Missing::Player)),
    }
}

/// A club admin acts on the player called `name`: accepts or refuses their request
/// (they are mailed either way), makes a member an admin too (an admin already is no
/// change), or removes a member (themselves too, as a leave).
pub async fn act_on_member(
    ctx: Context<'_>,
    acting: &User,
    slug: &str,
    name: &str,
    action: MemberAction,
) -> Result<(), ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    let club = as_club_admin(&mut tx, acting, slug).await?;
    let member = player(&mut tx, name).await?;
    match action {
        MemberAction::Accept => answer_request(ctx.within(&mut tx), &club, &member, true).await?,
        MemberAction::Refuse => answer_request(ctx.within(&mut tx), &club, &member, false).await?,
        MemberAction::MakeAdmin => {
            if !store::clubs::make_admin(&mut tx, club.id, member.id).await? {
                return Err(ClubRefusal::NotMember.into());
            }
        }
        MemberAction::Remove => take_out(&mut tx, &club, &member).await?,
    }
    tx.commit().await?;
    Ok(())
}

/// Answers `asking`'s request to join the locked `club`, and mails them the answer.
async fn answer_request(
    mut tx: Tx<'_>,
    club: &Club,
    asking: &User,
    accept: bool,
) -> Result<(), ServiceError> {
    if !store::clubs::remove_request(&mut *tx.conn, club.id, asking.id).await? {
        return Err(ClubRefusal::NoRequest.into());
    }
    if accept {
        store::clubs::add_member(&mut *tx.conn, club.id, asking.id).await?;
    }
    let mail = JoinAnswered {
        username: asking.username.clone(),
        club: club.name.clone(),
        accepted: accept,
        link: tx.links.page(&format!("/clubs/{}", club.slug)),
    };
    tx.queue_mail(&asking.email, asking.language.for_mail(), &mail)
        .await?;
    Ok(())
}

/// Takes `member` out of the locked `club`, with their sign-ups for its matches not
/// started yet, unless they are its last admin and others remain; the last member's
/// leaving closes the club.
async fn take_out(
    tx: &mut sqlx::PgConnection,
    club: &Club,
    member: &User,
) -> Result<(), ServiceError> {
    let Some(admin) = store::clubs::membership(&mut *tx, club.id, member.id).await? else {
        return Err(ClubRefusal::NotMember.into());
    };
    let (members, admins) = store::clubs::head_count(&mut *tx, club.id).await?;
    clubs::may_leave(admin, admins, members)?;
    store::clubs::remove_member(tx, club.id, member.id).await?;
    // A player who left plays for the club in no match still to start.
    store::team_matches::drop_pending_sign_ups(&mut *tx, member.id, Some(club.id)).await?;
    // The last member gone, nobody runs the club: it closes.
    store::clubs::close_if_empty(tx, club.id).await?;
    Ok(())
}

/// `user` leaves the club (a pending request of theirs is withdrawn instead). The last
/// admin may not leave while others remain. A closed club may still be left.
pub async fn leave(ctx: Context<'_>, user: &User, slug: &str) -> Result<(), ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    let club = locked(&mut tx, slug).await?;
    if store::clubs::remove_request(&mut tx, club.id, user.id).await? {
        tx.commit().await?;
        return Ok(());
    }
    take_out(&mut tx, &club, user).await?;
    tx.commit().await?;
    Ok(())
}

/// Mails each member of the club a site admin closed the reason, in their language, in
/// the closing's transaction.
async fn tell_members_closed(
    ctx: Context<'_>,
    tx: &mut sqlx::PgConnection,
    club: &Club,
    reason: &str,
) -> Result<(), ServiceError> {
    let members = store::clubs::member_accounts(&mut *tx, club.id).await?;
    let link = ctx.links.page(&format!("/clubs/{}", club.slug));
    let mut within = ctx.within(tx);
    for member in &members {
        let mail = ClubClosed {
            username: member.username.clone(),
            club: club.name.clone(),
            reason: reason.to_owned(),
            link: link.clone(),
        };
        within
            .queue_mail(&member.email, member.language.for_mail(), &mail)
            .await?;
    }
    Ok(())
}

/// The most characters of a site admin's reason for closing a club.
pub const MAX_CLOSE_REASON_CHARS: usize = 1000;

/// A site admin closes the club (`close`, with the `reason` its page shows the members
/// and the audit entry keeps: required, issue 45) or opens it again (`reason` unused),
/// with an audit entry: a closed club is shown as closed and takes no joins and no
/// changes. A club without members is not opened again.
pub async fn moderate(
    ctx: Context<'_>,
    admin: &User,
    slug: &str,
    close: bool,
    reason: &str,
) -> Result<(), ServiceError> {
    if !admin.is_admin {
        return Err(ServiceError::NotAdmin);
    }
    let reason = reason.trim();
    if close && reason.is_empty() {
        let words = Words::new("club-close-reason-missing");
        return Err(ServiceError::Invalid(FieldErrors::single("reason", words)));
    }
    if reason.chars().count() > MAX_CLOSE_REASON_CHARS {
        let words = Words::new("club-close-reason-long").arg("max", MAX_CLOSE_REASON_CHARS);
        return Err(ServiceError::Invalid(FieldErrors::single("reason", words)));
    }
    let mut tx = ctx.pool.begin().await?;
    let club = locked(&mut tx, slug).await?;
    // A club nobody belongs to stays closed: opened, it would have nobody to run it.
    if !close && store::clubs::head_count(&mut *tx, club.id).await?.0 == 0 {
        return Err(ServiceError::conflict("club-reopen-empty"));
    }
    let (changed, action) = if close {
        let closed = store::clubs::close(&mut tx, club.id, reason).await?;
        (closed, "club.close")
    } else {
        (store::clubs::reopen(&mut tx, club.id).await?, "club.reopen")
    };
    if !changed {
        return Err(ServiceError::conflict(if close {
            "club-closed-already"
        } else {
            "club-not-closed"
        }));
    }
    let target = Target::Club(club.id.0);
    if close {
        tell_members_closed(ctx, &mut tx, &club, reason).await?;
    }
    // The audit entry of a closing keeps its reason; the target names the club.
    let detail = if close { reason } else { club.slug.as_str() };
    store::audit::record(&mut tx, admin.id, action, target, detail).await?;
    tx.commit().await?;
    tracing::info!(club = %club.slug, admin = %admin.id, close, "club moderated");
    Ok(())
}
