//! Mails of clubs (issue 34): a player asks to join a club that takes members by
//! request (to each of its admins), an admin's answer (to the player), and a site
//! admin's closing with its reason (to each member, issue 45).

use crate::mail_message;

/// Tells a club admin that a player asks to join their club.
pub struct JoinRequested {
    pub admin: String,
    pub club: String,
    pub requester: String,
    /// The club's page, where the admins accept or refuse.
    pub link: String,
}
mail_message!(
    JoinRequested,
    join_requested,
    "club_join_requested",
    "mail/club_join_requested.txt",
    "mail/club_join_requested.html",
    |m, l| l.t1("club-mail-request-subject", "club", m.club.as_str())
);

/// Tells a player that an admin answered their request to join a club.
pub struct JoinAnswered {
    pub username: String,
    pub club: String,
    /// Accepted (a member now) or refused.
    pub accepted: bool,
    pub link: String,
}
mail_message!(
    JoinAnswered,
    join_answered,
    "club_join_answered",
    "mail/club_join_answered.txt",
    "mail/club_join_answered.html",
    |m, l| if m.accepted {
        l.t1("club-mail-accepted-subject", "club", m.club.as_str())
    } else {
        l.t1("club-mail-refused-subject", "club", m.club.as_str())
    }
);

/// Tells a member that a site admin closed their club, and why.
pub struct ClubClosed {
    pub username: String,
    pub club: String,
    /// The site admin's reason, as typed.
    pub reason: String,
    pub link: String,
}
mail_message!(
    ClubClosed,
    club_closed,
    "club_closed",
    "mail/club_closed.txt",
    "mail/club_closed.html",
    |m, l| l.t1("club-mail-closed-subject", "club", m.club.as_str())
);
