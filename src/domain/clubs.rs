//! Clubs' rules as values (issue 34): what a slug, a name and a description may be,
//! how a member list is ordered, who may leave, and why a club action is refused. The
//! edge words the refusals (`ClubRefusal::words`) in the reader's language.

use super::{Words, confusable};

/// Characters a club's name may have at most.
pub const NAME_MAX: usize = 60;
/// Characters a club's name must have at least.
pub const NAME_MIN: usize = 3;
/// Characters a club's description may have at most.
pub const DESCRIPTION_MAX: usize = 2000;
/// Characters of a slug: at least, at most.
pub const SLUG_MIN: usize = 3;
pub const SLUG_MAX: usize = 32;

/// The slug as typed, trimmed and lower-cased, if it is 3–32 of `a-z`, `0-9` and `-`
/// (the address `/clubs/{slug}` and the database's check) with at least one letter or
/// digit (`---` names nothing); else the field's words.
pub fn slug(text: &str) -> Result<String, Words> {
    let slug = text.trim().to_ascii_lowercase();
    let fits = slug
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    let length = slug.chars().count();
    if slug.is_empty() {
        Err(Words::new("club-slug-missing"))
    } else if !fits || !(SLUG_MIN..=SLUG_MAX).contains(&length) {
        Err(Words::new("club-slug-invalid")
            .arg("min", SLUG_MIN as i64)
            .arg("max", SLUG_MAX as i64))
    } else if !slug.chars().any(|c| c.is_ascii_alphanumeric()) {
        Err(Words::new("club-slug-letter"))
    } else if RESERVED_SLUGS.contains(&slug.as_str()) {
        Err(Words::new("club-slug-reserved"))
    } else {
        Ok(slug)
    }
}

/// Slugs the site's own addresses use (`/clubs/new`).
const RESERVED_SLUGS: [&str; 1] = ["new"];

/// The name as typed, trimmed, if it has 3–60 characters and none that shows nothing
/// ([`confusable::is_invisible`]: a name must read as it is stored); else the field's
/// words. Whether it looks like a taken name is [`confusable::name_key`]'s.
pub fn name(text: &str) -> Result<String, Words> {
    let name = text.trim();
    let length = name.chars().count();
    if name.is_empty() {
        Err(Words::new("club-name-missing"))
    } else if name.chars().any(confusable::is_invisible) {
        Err(Words::new("club-name-invisible"))
    } else if !(NAME_MIN..=NAME_MAX).contains(&length) {
        Err(Words::new("club-name-length")
            .arg("min", NAME_MIN as i64)
            .arg("max", NAME_MAX as i64))
    } else {
        Ok(name.to_owned())
    }
}

/// The description as typed, trimmed, if it has at most 2000 characters.
pub fn description(text: &str) -> Result<String, Words> {
    let text = text.trim();
    if text.chars().count() > DESCRIPTION_MAX {
        Err(Words::new("club-description-long").arg("max", DESCRIPTION_MAX as i64))
    } else {
        Ok(text.to_owned())
    }
}

/// What a club admin does to one member or asking player, each a form of its own on
/// the club page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemberAction {
    /// Lets an asking player in.
    Accept,
    /// Turns an asking player away.
    Refuse,
    /// Makes a member an admin too.
    MakeAdmin,
    /// Takes a member out of the club.
    Remove,
}

/// How a club's member list is ordered (the page's `sort` parameter).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MemberOrder {
    /// Highest rating first.
    #[default]
    Rating,
    /// By name, A to Z.
    Name,
    /// Longest member first.
    Joined,
}

impl MemberOrder {
    /// Every order, as the page offers them.
    pub const ALL: [MemberOrder; 3] = [Self::Rating, Self::Name, Self::Joined];

    /// The word in links (`sort=name`).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Rating => "rating",
            Self::Name => "name",
            Self::Joined => "joined",
        }
    }

    /// Reads `sort` from a query: absent or empty is by rating; an unknown word is
    /// refused with the catalog id of the sentence to show.
    pub fn parse(text: Option<&str>) -> Result<Self, &'static str> {
        match text.map(str::trim) {
            None | Some("") => Ok(Self::Rating),
            Some(t) => Self::ALL
                .into_iter()
                .find(|o| o.as_str() == t)
                .ok_or("club-sort-unknown"),
        }
    }
}

/// Why a club action was refused. Each is its own problem type in the API.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClubRefusal {
    /// The player founded as many clubs as the site allows.
    Limit { limit: i64 },
    /// Only the club's admins may do this.
    NotClubAdmin,
    /// A site admin closed the club: no joins, no changes.
    Closed,
    /// The only admin may not leave (or be removed) while other members remain.
    LastAdmin,
    /// The player is a member already.
    AlreadyMember,
    /// The player is not a member of the club.
    NotMember,
    /// The player has not asked to join (or an admin answered already).
    NoRequest,
    /// A club of a team match was closed by a site admin: the match takes no new
    /// actions (its running games go on).
    MatchClubClosed { club: String },
}

impl ClubRefusal {
    /// The refusal's sentence as data.
    pub fn words(&self) -> Words {
        match self {
            Self::Limit { limit } => Words::new("club-refused-limit").arg("limit", *limit),
            Self::NotClubAdmin => Words::new("club-refused-not-admin"),
            Self::Closed => Words::new("club-refused-closed"),
            Self::LastAdmin => Words::new("club-refused-last-admin"),
            Self::AlreadyMember => Words::new("club-refused-already-member"),
            Self::NotMember => Words::new("club-refused-not-member"),
            Self::NoRequest => Words::new("club-refused-no-request"),
            Self::MatchClubClosed { club } => {
                Words::new("match-refuse-club-closed").arg("club", club.as_str())
            }
        }
    }
}

/// Whether a member may leave (or be removed): an admin may not while they are the
/// only admin and others remain, since nobody would be left to run the club.
pub fn may_leave(is_admin: bool, admins: i64, members: i64) -> Result<(), ClubRefusal> {
    if is_admin && admins <= 1 && members > 1 {
        Err(ClubRefusal::LastAdmin)
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_lower_case_letters_digits_and_dashes() {
        assert_eq!(slug("  Rook-Club-7 ").unwrap(), "rook-club-7");
        assert_eq!(slug("").unwrap_err().id, "club-slug-missing");
        assert_eq!(slug("ab").unwrap_err().id, "club-slug-invalid");
        assert_eq!(slug("rook club").unwrap_err().id, "club-slug-invalid");
        assert_eq!(slug("rööks").unwrap_err().id, "club-slug-invalid");
        assert_eq!(slug(&"a".repeat(33)).unwrap_err().id, "club-slug-invalid");
        assert!(slug(&"a".repeat(32)).is_ok());
        assert_eq!(slug("NEW").unwrap_err().id, "club-slug-reserved");
        for dashes in ["---", "-----", &"-".repeat(32)] {
            assert_eq!(slug(dashes).unwrap_err().id, "club-slug-letter", "{dashes}");
        }
        assert!(slug("-a-").is_ok());
        assert!(slug("--7").is_ok());
    }

    #[test]
    fn names_and_descriptions_have_lengths() {
        assert_eq!(name(" Königsspringer ").unwrap(), "Königsspringer");
        assert_eq!(name("  ").unwrap_err().id, "club-name-missing");
        assert_eq!(name("ab").unwrap_err().id, "club-name-length");
        assert_eq!(name(&"x".repeat(61)).unwrap_err().id, "club-name-length");
        for hidden in [
            "Rook\u{200B}Club",
            "\u{2060}Rook Club",
            "Ro\u{00AD}ok",
            "Rook\u{200F}",
        ] {
            assert_eq!(
                name(hidden).unwrap_err().id,
                "club-name-invisible",
                "{hidden:?}"
            );
        }
        assert_eq!(name("♟\u{FE0F} Rooks").unwrap(), "♟\u{FE0F} Rooks");
        assert_eq!(description(" hi ").unwrap(), "hi");
        assert!(description(&"x".repeat(2001)).is_err());
    }

    #[test]
    fn the_sort_word_is_read_or_refused() {
        assert_eq!(MemberOrder::parse(None), Ok(MemberOrder::Rating));
        assert_eq!(MemberOrder::parse(Some("name")), Ok(MemberOrder::Name));
        assert_eq!(MemberOrder::parse(Some("joined")), Ok(MemberOrder::Joined));
        assert_eq!(MemberOrder::parse(Some("x")), Err("club-sort-unknown"));
    }

    #[test]
    fn the_last_admin_stays_while_others_remain() {
        assert_eq!(may_leave(true, 1, 2), Err(ClubRefusal::LastAdmin));
        assert_eq!(may_leave(true, 1, 1), Ok(()));
        assert_eq!(may_leave(true, 2, 5), Ok(()));
        assert_eq!(may_leave(false, 1, 5), Ok(()));
    }
}
