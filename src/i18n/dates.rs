//! Month and weekday names for dates in the reader's language ("Do., 3. Dez. 2026",
//! "чт, 3 дек. 2026", "tors. 3. dec. 2026"). The formats themselves live with the time
//! zone (`i18n::values::time_zone`); English keeps strftime's names.

use super::Lang;
use crate::domain::{TimeZone, clock::forecast::Forecast};
use time::Duration;

/// Short month names per language, in [`Lang::index`] order: English as strftime
/// writes them, German, Russian in the genitive a date takes ("3 дек."), Danish.
const MONTHS: [[&str; 12]; 4] = [
    [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ],
    [
        "Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.",
        "Dez.",
    ],
    [
        "янв.",
        "февр.",
        "мар.",
        "апр.",
        "мая",
        "июн.",
        "июл.",
        "авг.",
        "сент.",
        "окт.",
        "нояб.",
        "дек.",
    ],
    [
        "jan.", "feb.", "mar.", "apr.", "maj", "jun.", "jul.", "aug.", "sep.", "okt.", "nov.",
        "dec.",
    ],
];

/// Short weekday names per language, Monday first as ISO 8601 counts.
const WEEKDAYS: [[&str; 7]; 4] = [
    ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
    ["Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa.", "So."],
    ["пн", "вт", "ср", "чт", "пт", "сб", "вс"],
    ["man.", "tirs.", "ons.", "tors.", "fre.", "lør.", "søn."],
];

/// The short name of `month` (1-12).
pub fn month_short(lang: Lang, month: i8) -> &'static str {
    MONTHS[lang.index()][usize::try_from(month - 1).unwrap_or(0).min(11)]
}

/// The short name of a weekday, 1 = Monday ... 7 = Sunday.
pub fn weekday_short(lang: Lang, day: i8) -> &'static str {
    WEEKDAYS[lang.index()][usize::try_from(day - 1).unwrap_or(0).min(6)]
}

/// A span in words: "2 d 4 h", "5 h 10 min", "12 min" ("2 T 4 Std." in German); the
/// page's clocks and the mails' forecast say spans alike.
pub fn span(left: Duration, lang: Lang) -> String {
    let days = left.whole_days();
    let hours = left.whole_hours() - days * 24;
    let minutes = left.whole_minutes() - left.whole_hours() * 60;
    match (days, hours) {
        (0, 0) => lang.t1("span-minutes", "minutes", minutes),
        (0, h) => lang.t2("span-hours", "hours", h, "minutes", minutes),
        (d, h) => lang.t2("span-days", "days", d, "hours", h),
    }
}

/// Where `name`'s pace leads ([`Forecast`]) in words, with the warning when it loses
/// on time: one wording for the game page and the reminder mail (issue 32).
/// Its days are in `zone`, the reader's.
pub fn forecast_words(lang: Lang, zone: &TimeZone, name: &str, f: &Forecast) -> String {
    let mut args = fluent_bundle::FluentArgs::new();
    args.set("name", name.to_owned());
    args.set("pace", span(f.pace, lang));
    args.set("count", f.counted);
    args.set("to", f.target_move);
    args.set("reached", zone.format_day_in(lang, f.reached_at));
    args.set("allowed", zone.format_day_in(lang, f.allowed_until));
    let line = lang.format(crate::msg!("clock-forecast"), &args);
    if f.loses {
        format!(
            "{line} {}",
            lang.t1("clock-forecast-loses", "to", f.target_move)
        )
    } else {
        line
    }
}

/// A calendar day (a vacation's first or last; vacations are whole days in UTC) in
/// words, as sentences write dates: "5 Dec 2026", "5. Dez. 2026", "5 дек. 2026",
/// "5. dec. 2026".
pub fn calendar_day(lang: Lang, day: time::Date) -> String {
    TimeZone::utc().format_day_in(lang, day.midnight().assume_utc())
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
        assert_eq!(month_short(Lang::Ru, 12), "дек.");
        assert_eq!(month_short(Lang::Ru, 5), "мая");
        assert_eq!(weekday_short(Lang::Ru, 4), "чт");
        assert_eq!(month_short(Lang::Da, 12), "dec.");
        assert_eq!(month_short(Lang::Da, 5), "maj");
        assert_eq!(weekday_short(Lang::Da, 4), "tors.");
        assert_eq!(weekday_short(Lang::Da, 6), "lør.");
    }

    #[test]
    fn calendar_days_as_the_pages_write_dates() {
        let day = time::macros::date!(2026 - 12 - 05);
        let in_each = Lang::ALL.map(|lang| calendar_day(lang, day));
        assert_eq!(
            in_each,
            ["5 Dec 2026", "5. Dez. 2026", "5 дек. 2026", "5. dec. 2026"]
        );
    }
}
