//! Month and weekday names for dates in the reader's language ("Do., 3. Dez. 2026").
//! The formats themselves live with the time zone (`domain::TimeZone`); English keeps
//! strftime's names.

use super::Lang;

const MONTHS_DE: [&str; 12] = [
    "Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez.",
];

const MONTHS_EN: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// Monday first, as ISO 8601 counts.
const WEEKDAYS_DE: [&str; 7] = ["Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa.", "So."];

const WEEKDAYS_EN: [&str; 7] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/// The short name of `month` (1-12).
pub fn month_short(lang: Lang, month: i8) -> &'static str {
    let names = match lang {
        Lang::En => &MONTHS_EN,
        Lang::De => &MONTHS_DE,
    };
    names[usize::try_from(month - 1).unwrap_or(0).min(11)]
}

/// The short name of a weekday, 1 = Monday ... 7 = Sunday.
pub fn weekday_short(lang: Lang, day: i8) -> &'static str {
    let names = match lang {
        Lang::En => &WEEKDAYS_EN,
        Lang::De => &WEEKDAYS_DE,
    };
    names[usize::try_from(day - 1).unwrap_or(0).min(6)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_by_language() {
        assert_eq!(month_short(Lang::De, 12), "Dez.");
        assert_eq!(month_short(Lang::De, 3), "März");
        assert_eq!(month_short(Lang::En, 1), "Jan");
        assert_eq!(weekday_short(Lang::De, 4), "Do.");
        assert_eq!(weekday_short(Lang::De, 7), "So.");
        assert_eq!(weekday_short(Lang::En, 1), "Mon");
    }
}
