//! Mails about team matches: the challenge to the other club's admins, the acceptance,
//! the registration reminder, the start (the recipient's two games) and the end. One
//! shape carries them all: a subject, sentences and the games, each as words the
//! recipient's language says.

use crate::{domain::Words, mail_message};

/// One of the recipient's games: what it is in words, and its link.
#[derive(Clone, Debug)]
pub struct MatchGameLine {
    pub words: Words,
    pub link: String,
}

/// A team match mail.
#[derive(Clone, Debug)]
pub struct TeamMatchMail {
    pub recipient: String,
    pub subject: Words,
    /// The body's sentences.
    pub sentences: Vec<Words>,
    /// The recipient's games (the start mail), else empty.
    pub games: Vec<MatchGameLine>,
    /// The match page.
    pub link: String,
}

impl TeamMatchMail {
    /// A mail of `subject` and `sentences` about the match at `link`, to be addressed.
    pub fn new(subject: Words, sentences: Vec<Words>, link: String) -> Self {
        Self {
            recipient: String::new(),
            subject,
            sentences,
            games: Vec::new(),
            link,
        }
    }
}

mail_message!(
    TeamMatchMail,
    team_match,
    "team_match",
    "mail/team_match.txt",
    "mail/team_match.html",
    |m, l| l.words(&m.subject)
);
