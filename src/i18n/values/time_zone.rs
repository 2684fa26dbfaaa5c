//! Moments shown in a player's time zone, in the reader's language: English keeps
//! strftime's names ("Thu, 03 Dec 2026, 18:00 CET"), the others write their own:
//! German "Do., 3. Dez. 2026, 18:00 CET", Russian "чт, 3 дек. 2026, 18:00 CET", Danish
//! "tors. 3. dec. 2026 kl. 18.00 CET". The zone and its rules are `domain::TimeZone`.

use time::OffsetDateTime;

use crate::domain::{Lang, TimeZone};
use crate::i18n::dates;

impl TimeZone {
    /// A moment in `lang`: "2026-12-03 18:00 CET", "3. Dez. 2026, 18:00 CET".
    pub fn format_in(&self, lang: Lang, at: OffsetDateTime) -> String {
        if lang == Lang::En {
            return self.show(at, "%Y-%m-%d %H:%M %Z");
        }
        let z = self.local(at);
        format!("{}{}", day(lang, &z), time_and_zone(lang, &z))
    }

    /// A day in `lang`, for lists and tables: "2026-12-03", "3. Dez. 2026".
    pub fn format_date_in(&self, lang: Lang, at: OffsetDateTime) -> String {
        match lang {
            Lang::En => self.show(at, "%Y-%m-%d"),
            _ => day(lang, &self.local(at)),
        }
    }

    /// A day inside a sentence, in words in every language ("until 3 Dec 2026", "bis
    /// 3. Dez. 2026"): no ISO date where a reader reads prose.
    pub fn format_day_in(&self, lang: Lang, at: OffsetDateTime) -> String {
        let z = self.local(at);
        match lang {
            Lang::En => format!(
                "{} {} {}",
                z.day(),
                dates::month_short(lang, z.month()),
                z.year()
            ),
            _ => day(lang, &z),
        }
    }

    /// A deadline in `lang`: "Thu, 03 Dec 2026, 18:00 CET", "Do., 3. Dez. 2026, 18:00
    /// CET", "tors. 3. dec. 2026 kl. 18.00 CET".
    pub fn format_deadline_in(&self, lang: Lang, at: OffsetDateTime) -> String {
        if lang == Lang::En {
            return self.show(at, "%a, %d %b %Y, %H:%M %Z");
        }
        let z = self.local(at);
        let weekday = dates::weekday_short(lang, z.weekday().to_monday_one_offset());
        // Danish writes no comma after the weekday.
        let sep = if lang == Lang::Da { " " } else { ", " };
        format!("{weekday}{sep}{}{}", day(lang, &z), time_and_zone(lang, &z))
    }

    /// When a move or message was sent, in lists: "3 Dec 18:00 CET", "3. Dez. 18:00 CET".
    pub fn format_short_in(&self, lang: Lang, at: OffsetDateTime) -> String {
        format!(
            "{} {}",
            self.format_in_list_in(lang, at),
            self.abbreviation(at)
        )
    }

    /// Local day and time without the zone, for a list whose heading names it (the
    /// move list: "Times in Europe/Berlin"): "3 Dec 18:00", "3. Dez. 18:00", "3 дек.
    /// 18:00", "3. dec. 18.00".
    pub fn format_in_list_in(&self, lang: Lang, at: OffsetDateTime) -> String {
        let z = self.local(at);
        let month = dates::month_short(lang, z.month());
        let dot = if matches!(lang, Lang::De | Lang::Da) {
            "."
        } else {
            ""
        };
        format!("{}{dot} {month} {}", z.day(), clock(lang, &z))
    }
}

/// A day without the weekday: "3. Dez. 2026", "3 дек. 2026", "3. dec. 2026".
fn day(lang: Lang, z: &jiff::ZonedDateTime) -> String {
    let dot = if lang == Lang::Ru { "" } else { "." };
    format!(
        "{}{dot} {} {}",
        z.day(),
        dates::month_short(lang, z.month()),
        z.year()
    )
}

/// The hour and minute: "18:00", in Danish "18.00".
fn clock(lang: Lang, z: &jiff::ZonedDateTime) -> String {
    let format = if lang == Lang::Da { "%H.%M" } else { "%H:%M" };
    z.strftime(format).to_string()
}

/// What follows a day: ", 18:00 CET", in Danish " kl. 18.00 CET".
fn time_and_zone(lang: Lang, z: &jiff::ZonedDateTime) -> String {
    let lead = if lang == Lang::Da { " kl. " } else { ", " };
    format!("{lead}{} {}", clock(lang, z), z.strftime("%Z"))
}
