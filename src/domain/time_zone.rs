//! A player's time zone: an IANA name (`Europe/Berlin`) chosen from the list the site
//! offers, and times shown in it with the zone named (`2026-12-03 18:00 CET`). The rules
//! come from the tz database bundled with jiff, so every process and test shows the same
//! times whatever the machine's zoneinfo. Instants stay `time::OffsetDateTime` (UTC)
//! everywhere else; only showing them converts.

use std::sync::OnceLock;

use time::OffsetDateTime;

/// The zone players have until they choose one.
pub const DEFAULT: &str = "UTC";

/// The regions whose zones the list offers (the tz database's canonical areas; legacy
/// names such as `US/Eastern` or `EST5EDT` are left out).
const REGIONS: [&str; 9] = [
    "Africa/",
    "America/",
    "Antarctica/",
    "Asia/",
    "Atlantic/",
    "Australia/",
    "Europe/",
    "Indian/",
    "Pacific/",
];

/// Every zone name the settings offer, sorted, `UTC` first.
pub fn names() -> &'static [String] {
    static NAMES: OnceLock<Vec<String>> = OnceLock::new();
    NAMES.get_or_init(|| {
        let mut names: Vec<String> = jiff::tz::db()
            .available()
            .map(|n| n.as_str().to_owned())
            .filter(|n| REGIONS.iter().any(|r| n.starts_with(r)))
            .collect();
        names.sort();
        names.dedup();
        names.insert(0, DEFAULT.to_owned());
        names
    })
}

/// A time zone from the list, with its rules.
#[derive(Clone, Debug)]
pub struct TimeZone {
    name: String,
    rules: jiff::tz::TimeZone,
}

impl PartialEq for TimeZone {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

impl Eq for TimeZone {}

impl Default for TimeZone {
    fn default() -> Self {
        Self::utc()
    }
}

impl TimeZone {
    /// UTC, the default.
    pub fn utc() -> Self {
        Self {
            name: DEFAULT.to_owned(),
            rules: jiff::tz::TimeZone::UTC,
        }
    }

    /// The zone of that exact name from [`names`]; `None` for anything else.
    pub fn parse(name: &str) -> Option<Self> {
        let name = name.trim();
        if name == DEFAULT {
            return Some(Self::utc());
        }
        names().binary_search_by(|n| n.as_str().cmp(name)).ok()?;
        let rules = jiff::tz::db().get(name).ok()?;
        Some(Self {
            name: name.to_owned(),
            rules,
        })
    }

    /// The IANA name, as stored.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The moment `at` on the zone's local clock (the edge words it in a language).
    pub(crate) fn local(&self, at: OffsetDateTime) -> jiff::ZonedDateTime {
        let nanos = at.unix_timestamp_nanos();
        let instant =
            jiff::Timestamp::from_nanosecond(nanos).unwrap_or(jiff::Timestamp::UNIX_EPOCH);
        instant.to_zoned_datetime(self.rules.clone())
    }

    /// The moment `at` on the zone's local clock in a strftime `format` (English names).
    pub(crate) fn show(&self, at: OffsetDateTime, format: &str) -> String {
        self.local(at).strftime(format).to_string()
    }

    /// The moment a wall-clock time `local` names in this zone (a time skipped by a
    /// change to summer time counts forward, one repeated takes the earlier moment):
    /// how a date and time typed by someone living in the zone is read.
    pub fn moment_of(&self, local: time::PrimitiveDateTime) -> Option<OffsetDateTime> {
        let civil = jiff::civil::DateTime::new(
            i16::try_from(local.year()).ok()?,
            i8::try_from(u8::from(local.month())).ok()?,
            i8::try_from(local.day()).ok()?,
            i8::try_from(local.hour()).ok()?,
            i8::try_from(local.minute()).ok()?,
            i8::try_from(local.second()).ok()?,
            0,
        )
        .ok()?;
        let zoned = civil.to_zoned_datetime(self.rules.clone()).ok()?;
        OffsetDateTime::from_unix_timestamp(zoned.timestamp().as_second()).ok()
    }

    /// The wall-clock time of `at` in this zone, as a form shows it back to be edited.
    pub fn wall_clock(&self, at: OffsetDateTime) -> Option<time::PrimitiveDateTime> {
        let local = self.local(at);
        let small = |n: i8| u8::try_from(n).ok();
        let month = time::Month::try_from(small(local.month())?).ok()?;
        let day = small(local.day())?;
        let date = time::Date::from_calendar_date(i32::from(local.year()), month, day).ok()?;
        let (hour, minute, second) = (
            small(local.hour())?,
            small(local.minute())?,
            small(local.second())?,
        );
        let clock = time::Time::from_hms(hour, minute, second).ok()?;
        Some(time::PrimitiveDateTime::new(date, clock))
    }

    /// The zone's abbreviation at `at` ("CET" in winter, "CEST" in summer).
    pub fn abbreviation(&self, at: OffsetDateTime) -> String {
        self.show(at, "%Z")
    }

    /// The local hour (0-23) at `at`.
    pub fn hour(&self, at: OffsetDateTime) -> i16 {
        i16::from(self.local(at).hour())
    }
}

/// Read from a stored name (sqlx `try_from`): a name outside the list fails the read.
impl TryFrom<String> for TimeZone {
    type Error = String;

    fn try_from(name: String) -> Result<Self, Self::Error> {
        Self::parse(&name).ok_or_else(|| format!("unknown time zone {name:?}"))
    }
}

#[cfg(test)]
mod tests {
    use time::macros::datetime;

    use super::*;

    fn berlin() -> TimeZone {
        TimeZone::parse("Europe/Berlin").unwrap()
    }

    #[test]
    fn typed_local_times_read_as_moments_and_back() {
        use time::macros::datetime as at;
        let winter = berlin().moment_of(at!(2026-12-10 10:00)).unwrap();
        assert_eq!(winter, at!(2026-12-10 09:00 UTC));
        let summer = berlin().moment_of(at!(2026-07-10 10:00)).unwrap();
        assert_eq!(summer, at!(2026-07-10 08:00 UTC));
        assert_eq!(berlin().wall_clock(winter), Some(at!(2026-12-10 10:00)));
        // 02:30 on the last Sunday of March does not exist in Berlin: read forward.
        let gap = berlin().moment_of(at!(2026-03-29 02:30)).unwrap();
        assert_eq!(gap, at!(2026-03-29 01:30 UTC));
        assert_eq!(
            TimeZone::utc().moment_of(at!(2026-12-10 10:00)),
            Some(at!(2026-12-10 10:00 UTC))
        );
    }

    #[test]
    fn local_hours_follow_the_zone_and_its_summer_time() {
        assert_eq!(berlin().hour(datetime!(2026-12-03 06:00 UTC)), 7);
        assert_eq!(berlin().hour(datetime!(2026-07-03 06:00 UTC)), 8);
        assert_eq!(berlin().hour(datetime!(2026-12-03 23:30 UTC)), 0);
        assert_eq!(TimeZone::utc().hour(datetime!(2026-12-03 06:59 UTC)), 6);
        let kolkata = TimeZone::parse("Asia/Kolkata").unwrap();
        assert_eq!(kolkata.hour(datetime!(2026-12-03 00:29 UTC)), 5);
        assert_eq!(kolkata.hour(datetime!(2026-12-03 00:30 UTC)), 6);
    }

    #[test]
    fn only_listed_names_are_taken() {
        assert_eq!(
            TimeZone::parse(" Europe/Berlin ").unwrap().name(),
            "Europe/Berlin"
        );
        assert_eq!(TimeZone::parse("UTC").unwrap(), TimeZone::utc());
        for bad in [
            "",
            "Europe/Nowhere",
            "europe/berlin",
            "US/Eastern",
            "EST5EDT",
            "Mars/Olympus",
            "../etc/passwd",
        ] {
            assert!(TimeZone::parse(bad).is_none(), "{bad:?}");
        }
        assert!(TimeZone::try_from("Nowhere".to_owned()).is_err());
        assert!(TimeZone::try_from("America/New_York".to_owned()).is_ok());
    }

    #[test]
    fn the_list_is_sorted_with_utc_first_and_the_usual_zones() {
        let list = names();
        assert_eq!(list[0], "UTC");
        assert!(list[1..].windows(2).all(|w| w[0] < w[1]));
        for zone in [
            "Europe/Berlin",
            "America/New_York",
            "Asia/Tokyo",
            "Australia/Sydney",
        ] {
            assert!(list.iter().any(|n| n == zone), "{zone}");
        }
        assert!(list.len() > 300, "{}", list.len());
        assert!(list.iter().all(|n| TimeZone::parse(n).is_some()));
    }
}
