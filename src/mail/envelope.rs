//! Who a mail goes to and what it carries besides its bodies: the game thread it
//! belongs to (Message-ID, In-Reply-To, References), the address a reply plays a move
//! through (Reply-To), the one-click unsubscribe link (List-Unsubscribe) and whether it
//! answers a mail (Auto-Submitted). The footer both bodies end with comes from it too.

use crate::{
    domain::{
        GameId, Links, UserId,
        mail_tokens::{ReplyToken, Unsubscribe},
    },
    i18n::Lang,
    store::outbox::AutoSubmitted,
};

/// The recipient and headers of one mail, built up from [`Envelope::to`].
#[derive(Clone, Copy, Debug)]
pub struct Envelope<'a> {
    to: &'a str,
    links: &'a Links,
    thread: Option<(GameId, UserId)>,
    reply_ply: Option<i32>,
    unsubscribe: Option<(UserId, Unsubscribe)>,
    answers_mail: bool,
    lang: Lang,
}

impl<'a> Envelope<'a> {
    /// A mail to `to` with the footer's links under `links`.
    pub fn to(to: &'a str, links: &'a Links) -> Self {
        Self {
            to,
            links,
            thread: None,
            reply_ply: None,
            unsubscribe: None,
            answers_mail: false,
            lang: Lang::En,
        }
    }

    /// The mail is written in `lang`, the recipient's language (English unless said).
    pub fn in_language(mut self, lang: Lang) -> Self {
        self.lang = lang;
        self
    }

    /// The language the mail is written in.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Puts the mail in `recipient`'s thread of `game`: the thread's first mail names it,
    /// every later one refers to it.
    pub fn in_game(mut self, game: GameId, recipient: UserId) -> Self {
        self.thread = Some((game, recipient));
        self
    }

    /// A reply to the mail plays the recipient's move at `ply` of the game it is in
    /// (the mail explains how, or that replies are not read when there is no reply
    /// domain). Only for a mail [`Self::in_game`].
    pub fn replies_play(mut self, ply: i32) -> Self {
        self.reply_ply = Some(ply);
        self
    }

    /// Mail of `kind` that `user` can turn off with one click.
    pub fn unsubscribe(mut self, user: UserId, kind: Unsubscribe) -> Self {
        self.unsubscribe = Some((user, kind));
        self
    }

    /// The mail answers a mail the recipient sent (`Auto-Submitted: auto-replied`).
    pub fn answering_mail(mut self) -> Self {
        self.answers_mail = true;
        self
    }

    /// The recipient's address.
    pub fn recipient(&self) -> &'a str {
        self.to
    }

    /// The key of the mail's thread (`corrchess.game-42.user-7`), the local part of the
    /// thread's first Message-ID.
    pub fn thread_key(&self) -> Option<String> {
        self.thread
            .map(|(game, user)| format!("corrchess.game-{game}.user-{user}"))
    }

    /// The reply address, when replies to this mail play a move and are read.
    pub fn reply_to(&self) -> Option<String> {
        let (game, user) = self.thread?;
        let ply = self.reply_ply?;
        self.links.reply_address(ReplyToken { game, user, ply })
    }

    /// The signed unsubscribe link, if the mail can be turned off.
    pub fn unsubscribe_url(&self) -> Option<String> {
        let (user, kind) = self.unsubscribe?;
        self.links.unsubscribe(user, kind)
    }

    /// RFC 3834's word for the mail.
    pub fn auto_submitted(&self) -> AutoSubmitted {
        if self.answers_mail {
            AutoSubmitted::Replied
        } else {
            AutoSubmitted::Generated
        }
    }

    /// What the footer of both bodies shows.
    pub fn footer(&self) -> Footer {
        Footer {
            settings: self.links.settings(),
            unsubscribe: self.unsubscribe_url().unwrap_or_default(),
            unsubscribe_what: self
                .unsubscribe
                .map_or("", |(_, kind)| kind.describe(self.lang))
                .to_owned(),
            offers_reply: self.thread.is_some() && self.reply_ply.is_some(),
            reply_to: self.reply_to().unwrap_or_default(),
            lang: self.lang,
        }
    }
}

/// The end of every mail: how to answer by mail (or that replies are not read), the
/// settings page, and the unsubscribe link of mail that can be turned off.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Footer {
    pub settings: String,
    /// "" when the mail cannot be turned off by a link.
    pub unsubscribe: String,
    /// What the unsubscribe link turns off, in words ("" without one).
    pub unsubscribe_what: String,
    /// The mail invites the recipient's move.
    pub offers_reply: bool,
    /// Where replies go ("" when replies are not read).
    pub reply_to: String,
    /// The language of the mail.
    pub lang: Lang,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::mail_tokens::SigningKey;

    fn links(domain: Option<&str>) -> Links {
        Links::new("https://x.example").with_mail(
            SigningKey::new(vec![3; 32]).unwrap(),
            domain.map(str::to_owned),
        )
    }

    #[test]
    fn a_plain_mail_has_only_the_settings_link() {
        let links = links(Some("r.example"));
        let e = Envelope::to("a@example.org", &links);
        assert_eq!(e.thread_key(), None);
        assert_eq!(e.reply_to(), None);
        assert_eq!(e.auto_submitted(), AutoSubmitted::Generated);
        assert_eq!(
            e.footer(),
            Footer {
                settings: "https://x.example/settings".into(),
                ..Footer::default()
            }
        );
    }

    #[test]
    fn a_move_mail_names_its_thread_reply_address_and_unsubscribe_link() {
        let links = links(Some("r.example"));
        let e = Envelope::to("a@example.org", &links)
            .in_game(GameId(42), UserId(7))
            .replies_play(12)
            .unsubscribe(UserId(7), Unsubscribe::Moves);
        assert_eq!(e.thread_key().as_deref(), Some("corrchess.game-42.user-7"));
        let reply = e.reply_to().unwrap();
        assert!(reply.starts_with("move+42-12-7-"), "{reply}");
        let footer = e.footer();
        assert!(footer.offers_reply);
        assert_eq!(footer.reply_to, reply);
        assert!(
            footer
                .unsubscribe
                .starts_with("https://x.example/unsubscribe?token=7-moves-")
        );
        assert_eq!(footer.unsubscribe_what, "mail about your opponents' moves");
    }

    #[test]
    fn without_a_reply_domain_the_mail_still_offers_no_reply_address() {
        let links = links(None);
        let e = Envelope::to("a@example.org", &links)
            .in_game(GameId(42), UserId(7))
            .replies_play(12)
            .answering_mail();
        let footer = e.footer();
        assert!(footer.offers_reply);
        assert_eq!(footer.reply_to, "");
        assert_eq!(e.auto_submitted(), AutoSubmitted::Replied);
    }
}
