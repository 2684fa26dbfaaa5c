//! Each mail is a data struct rendered by two askama templates (plain text and HTML)
//! under templates/mail/, with links built from BASE_URL. Both parts end with the
//! footer its [`Envelope`] gives (how to answer, the settings page, the unsubscribe
//! link).

use super::envelope::{Envelope, Footer};
use crate::i18n::Lang;
use crate::store::outbox::NewMail;

/// A message that can be queued: its subject and its two rendered bodies.
pub trait MailContent {
    /// A short stable name stored with the message (for logs and the admin view).
    const KIND: &'static str;
    fn subject(&self, lang: Lang) -> String;
    fn render_text(&self, footer: &Footer) -> askama::Result<String>;
    fn render_html(&self, footer: &Footer) -> askama::Result<String>;

    /// Renders the message for the recipient and headers of `envelope`.
    fn to_mail(&self, envelope: &Envelope<'_>) -> askama::Result<NewMail> {
        let footer = envelope.footer();
        Ok(NewMail {
            kind: Self::KIND,
            to: envelope.recipient().to_owned(),
            subject: self.subject(envelope.lang()),
            text: self.render_text(&footer)?,
            html: self.render_html(&footer)?,
            thread: envelope.thread_key(),
            reply_to: envelope.reply_to(),
            unsubscribe: envelope.unsubscribe_url(),
            auto_submitted: envelope.auto_submitted(),
        })
    }
}

/// The footer of the text part (the HTML layout draws its own).
#[derive(askama::Template)]
#[template(path = "mail/footer.txt")]
pub struct TextFooter<'a> {
    pub f: &'a Footer,
}

/// Declares the text and HTML templates of one mail and implements [`MailContent`].
/// A mail that borrows a value until it is rendered names its one lifetime
/// (`GameStarted<'a>`).
#[macro_export]
macro_rules! mail_message {
    ($data:ident $(<$lt:lifetime>)?, $module:ident, $kind:literal, $text:tt, $html:tt, |$this:ident| $subject:expr) => {
        $crate::mail_message!($data $(<$lt>)?, $module, $kind, $text, $html, |$this, _lang| $subject);
    };
    ($data:ident $(<$lt:lifetime>)?, $module:ident, $kind:literal, $text:tt, $html:tt, |$this:ident, $lang:ident| $subject:expr) => {
        mod $module {
            #[derive(askama::Template)]
            #[template(path = $text)]
            pub struct Text<'t $(, $lt)?> {
                pub m: &'t super::$data $(<$lt>)?,
                /// The recipient's language (a template in one language only leaves it).
                #[allow(dead_code)]
                pub l: $crate::i18n::Lang,
                /// The footer's facts (whether replies are read), for a text that depends
                /// on them; the footer itself is rendered after the body.
                #[allow(dead_code)]
                pub f: &'t $crate::mail::envelope::Footer,
            }
            #[derive(askama::Template)]
            #[template(path = $html)]
            pub struct Html<'t $(, $lt)?> {
                pub m: &'t super::$data $(<$lt>)?,
                pub f: &'t $crate::mail::envelope::Footer,
                /// The recipient's language (a template in one language only leaves it).
                #[allow(dead_code)]
                pub l: $crate::i18n::Lang,
            }
        }
        impl $(<$lt>)? $crate::mail::MailContent for $data $(<$lt>)? {
            const KIND: &'static str = $kind;
            fn subject(&self, $lang: $crate::i18n::Lang) -> String {
                let $this = self;
                $subject
            }
            fn render_text(&self, f: &$crate::mail::envelope::Footer) -> askama::Result<String> {
                let body = askama::Template::render(&$module::Text {
                    m: self,
                    l: f.lang,
                    f,
                })?;
                let footer = askama::Template::render(&$crate::mail::messages::TextFooter { f })?;
                Ok(format!("{}\n{footer}", body.trim_end()))
            }
            fn render_html(&self, f: &$crate::mail::envelope::Footer) -> askama::Result<String> {
                askama::Template::render(&$module::Html {
                    m: self,
                    f,
                    l: f.lang,
                })
            }
        }
    };
}

/// Confirms that an address belongs to the account holder.
pub struct VerifyEmail {
    pub username: String,
    pub link: String,
    pub is_new_account: bool,
}
mail_message!(
    VerifyEmail,
    verify_email,
    "verify_email",
    "mail/verify_email.txt",
    "mail/verify_email.html",
    |m, l| if m.is_new_account {
        l.t("mail-verify-subject-new").to_owned()
    } else {
        l.t("mail-verify-subject").to_owned()
    }
);

/// Lets the holder of an address choose a new password.
pub struct PasswordReset {
    pub username: String,
    pub link: String,
}
mail_message!(
    PasswordReset,
    password_reset,
    "password_reset",
    "mail/password_reset.txt",
    "mail/password_reset.html",
    |_m, l| l.t("mail-reset-subject").to_owned()
);

/// Tells a player that an admin suspended their account, and why.
pub struct AccountSuspended {
    pub username: String,
    pub reason: String,
    /// What happened to their running games ("adjudicated" or "aborted"), if any.
    pub games: Option<&'static str>,
}
mail_message!(
    AccountSuspended,
    account_suspended,
    "account_suspended",
    "mail/account_suspended.txt",
    "mail/account_suspended.html",
    |_m, l| l.t("mail-suspended-subject").to_owned()
);

/// Tells a player that their suspension is lifted.
pub struct AccountRestored {
    pub username: String,
    pub login_link: String,
}
mail_message!(
    AccountRestored,
    account_restored,
    "account_restored",
    "mail/account_restored.txt",
    "mail/account_restored.html",
    |_m, l| l.t("mail-restored-subject").to_owned()
);

/// Tells the holder of an address that a sign-up named it although it has an account
/// (sign-up answers such an attempt like a new account, so only the owner learns it).
pub struct SignUpAttempt {
    pub username: String,
    pub login_link: String,
    pub reset_link: String,
}
mail_message!(
    SignUpAttempt,
    signup_attempt,
    "signup_attempt",
    "mail/signup_attempt.txt",
    "mail/signup_attempt.html",
    |_m, l| l.t("account-mail-attempt-subject").to_owned()
);

/// Answers a reset request for an address no account has (the page says the same as
/// for a known address, so only the address's holder learns it).
pub struct ResetNoAccount {
    pub signup_link: String,
}
mail_message!(
    ResetNoAccount,
    reset_no_account,
    "reset_no_account",
    "mail/reset_no_account.txt",
    "mail/reset_no_account.html",
    |_m, l| l.t("account-mail-no-account-subject").to_owned()
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::Links;

    fn plain(to: &str) -> NewMailFor<'_> {
        NewMailFor(to)
    }

    /// Renders with the plain envelope of a mail outside any game.
    struct NewMailFor<'a>(&'a str);

    impl NewMailFor<'_> {
        fn of(&self, m: &impl MailContent) -> NewMail {
            let links = Links::new("http://x");
            m.to_mail(&Envelope::to(self.0, &links)).unwrap()
        }
    }

    #[test]
    fn verify_mail_has_link_in_both_parts_and_escapes_html() {
        let m = VerifyEmail {
            username: "<b>alice</b>".into(),
            link: "http://x/verify?token=abc&x=1".into(),
            is_new_account: true,
        };
        let mail = plain("a@example.org").of(&m);
        assert!(mail.subject.contains("confirm"));
        assert!(mail.text.contains("http://x/verify?token=abc&x=1"));
        assert!(
            mail.html.contains("http://x/verify?token=abc&#38;x=1")
                || mail.html.contains("http://x/verify?token=abc&amp;x=1")
        );
        assert!(mail.html.contains("&#60;b&#62;alice") || mail.html.contains("&lt;b&gt;alice"));
        assert!(!mail.html.contains("<b>alice"));
    }

    #[test]
    fn sign_up_attempt_mail_names_the_account_and_both_ways_in() {
        let m = SignUpAttempt {
            username: "carol".into(),
            login_link: "http://x/login".into(),
            reset_link: "http://x/password-reset".into(),
        };
        let mail = plain("c@example.org").of(&m);
        assert!(mail.subject.contains("tried to sign up"));
        for part in [&mail.text, &mail.html] {
            assert!(part.contains("carol"));
            assert!(part.contains("http://x/login"));
            assert!(part.contains("http://x/password-reset"));
        }
    }

    #[test]
    fn reset_mail_mentions_expiry() {
        let m = PasswordReset {
            username: "bob".into(),
            link: "http://x/r".into(),
        };
        let mail = plain("b@example.org").of(&m);
        assert!(mail.text.contains("1 hour"));
        assert!(mail.html.contains("http://x/r"));
        // Every mail ends with the settings page, as a signature below `-- `.
        assert!(mail.text.contains("\n-- \n"), "{}", mail.text);
        assert!(mail.text.contains("http://x/settings"), "{}", mail.text);
        assert!(mail.html.contains("http://x/settings"), "{}", mail.html);
        assert_eq!(mail.thread, None);
        assert_eq!(mail.reply_to, None);
    }
}
