//! The daily digest: one mail a day listing the games where it is the recipient's move.

use time::OffsetDateTime;

use super::game_messages::GameRef;
use crate::{domain::TimeZone, i18n::Lang, mail_message};

/// One game in the digest.
pub struct DigestLine {
    pub game: GameRef,
    pub opponent: String,
    /// "white" or "black": the recipient's colour.
    pub color: &'static str,
    /// The number of the move due, "12." or "12...".
    pub move_number: String,
    /// Shown in the recipient's zone and language (`Digest::deadline_in`).
    pub deadline: Option<OffsetDateTime>,
    /// The opponent's draw offer stands (the line says so).
    pub draw_offer: bool,
    pub link: String,
}

/// The games waiting for the recipient's move.
pub struct Digest {
    pub recipient: String,
    pub games: Vec<DigestLine>,
    /// The recipient's time zone, for the deadlines.
    pub time_zone: TimeZone,
    /// The recipient's list of games.
    pub link: String,
}

impl Digest {
    /// The deadline of `line` in the recipient's zone, in `lang` ("" for none).
    pub fn deadline_in(&self, line: &DigestLine, lang: Lang) -> String {
        line.deadline
            .map(|d| self.time_zone.format_deadline_in(lang, d))
            .unwrap_or_default()
    }
}
mail_message!(
    Digest,
    digest,
    "digest",
    "mail/digest.txt",
    "mail/digest.html",
    |m, l| l.t1("mail-digest-subject", "count", m.games.len())
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        domain::{Links, UserId, mail_tokens::SigningKey, mail_tokens::Unsubscribe},
        mail::{Envelope, MailContent},
    };

    #[test]
    fn the_digest_lists_each_game_with_its_deadline_and_can_be_turned_off() {
        let line = |id, opponent: &str| DigestLine {
            game: GameRef {
                id,
                white: "ann".into(),
                black: opponent.into(),
            },
            opponent: opponent.into(),
            color: "white",
            move_number: "12.".into(),
            deadline: Some(
                time::macros::datetime!(2026-12-01 14:05 UTC) + time::Duration::days(id),
            ),
            draw_offer: id == 9,
            link: format!("http://x/games/{id}"),
        };
        let m = Digest {
            recipient: "ann".into(),
            games: vec![line(4, "bob"), line(9, "cy")],
            time_zone: TimeZone::default(),
            link: "http://x/games".into(),
        };
        let links = Links::new("http://x").with_mail(SigningKey::new(vec![1; 32]).unwrap(), None);
        let envelope =
            Envelope::to("ann@example.org", &links).unsubscribe(UserId(1), Unsubscribe::Moves);
        let mail = m.to_mail(&envelope).unwrap();
        assert_eq!(mail.subject, "corrchess: your move in 2 games");
        for part in [&mail.text, &mail.html] {
            for (id, deadline) in [
                (4, "Sat, 05 Dec 2026, 14:05 UTC"),
                (9, "Thu, 10 Dec 2026, 14:05 UTC"),
            ] {
                assert!(part.contains(deadline), "{part}");
                assert!(part.contains(&format!("http://x/games/{id}")), "{part}");
            }
            assert!(part.contains("/unsubscribe?token=1-moves-"), "{part}");
            assert_eq!(part.matches("cy offers a draw").count(), 1, "{part}");
            assert!(!part.contains("bob offers a draw"), "{part}");
        }
        assert!(mail.unsubscribe.is_some());
        assert_eq!(mail.thread, None);
    }
}
