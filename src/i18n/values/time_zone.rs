//! Moments shown in a player's time zone, in the reader's language: English keeps
//! strftime's names ("Thu, 03 Dec 2026, 18:00 CET"), German writes its own ("Do., 3.
//! Dez. 2026, 18:00 CET"). The zone and its rules are `domain::TimeZone`.

use time::OffsetDateTime;

use crate::domain::{Lang, TimeZone};
use crate::i18n::dates;

impl TimeZone {
    /// A moment in `lang`: "2026-12-03 18:00 CET", "3. Dez. 2026, 18:00 CET".
    pub fn format_in(&self, lang: Lang, at: OffsetDateTime) -> String {
        match lang {
            Lang::En => self.show(at, "%Y-%m-%d %H:%M %Z"),
            Lang::De => {
                let z = self.local(at);
                format!("{}, {}", german_day(&z), z.strftime("%H:%M %Z"))
            }
        }
    }

    /// A day in `lang`, for lists and tables: "2026-12-03", "3. Dez. 2026".
    pub fn format_date_in(&self, lang: Lang, at: OffsetDateTime) -> String {
        match lang {
            Lang::En => self.show(at, "%Y-%m-%d"),
            Lang::De => german_day(&self.local(at)),
        }
    }

    /// A deadline in `lang`: "Thu, 03 Dec 2026, 18:00 CET", "Do., 3. Dez. 2026, 18:00 CET".
    pub fn format_deadline_in(&self, lang: Lang, at: OffsetDateTime) -> String {
        match lang {
            Lang::En => self.show(at, "%a, %d %b %Y, %H:%M %Z"),
            Lang::De => {
                let z = self.local(at);
                let weekday = dates::weekday_short(lang, z.weekday().to_monday_one_offset());
                format!("{weekday}, {}, {}", german_day(&z), z.strftime("%H:%M %Z"))
            }
        }
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
    /// move list: "Times in Europe/Berlin"): "3 Dec 18:00", "3. Dez. 18:00".
    pub fn format_in_list_in(&self, lang: Lang, at: OffsetDateTime) -> String {
        let z = self.local(at);
        let month = dates::month_short(lang, z.month());
        match lang {
            Lang::En => format!("{} {month} {}", z.day(), z.strftime("%H:%M")),
            Lang::De => format!("{}. {month} {}", z.day(), z.strftime("%H:%M")),
        }
    }
}

/// "3. Dez. 2026": the German way of writing a day.
fn german_day(z: &jiff::ZonedDateTime) -> String {
    format!(
        "{}. {} {}",
        z.day(),
        dates::month_short(Lang::De, z.month()),
        z.year()
    )
}
