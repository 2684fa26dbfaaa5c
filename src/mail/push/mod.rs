//! Web Push: the notifications a player's phone or browser shows between visits. A push
//! goes with the mail of the same event (an opponent's move while move mails are on, a
//! draw offer and the other notices, the game's end), to every browser the player
//! subscribed in the settings. Its words are made here, in the recipient's language,
//! when the event's transaction queues it; [`worker`] encrypts and sends it afterwards
//! (see docs/design/push.md).

pub mod crypto;
pub mod resolver;
pub mod worker;

use fluent_bundle::FluentArgs;
use sqlx::PgConnection;

use super::game_messages::{GameRef, MoveName};
use crate::{
    domain::{UserId, Words, game_state::Conclusion},
    i18n::Lang,
    store,
};

pub use crypto::VapidKey;

/// What the service worker shows: the JSON of a push's payload.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct PushMessage {
    /// `move`, `notice` or `end`.
    pub kind: &'static str,
    /// The game's id.
    pub game: i64,
    /// The page a tap on the notification opens.
    pub url: String,
    pub title: String,
    pub body: String,
    /// One notification per game: a newer push replaces the one still shown.
    pub tag: String,
}

/// The longest title or body sent (the whole payload must fit one encrypted record).
const MAX_TEXT: usize = 400;

/// `text` cut to [`MAX_TEXT`] bytes at a character boundary.
fn bounded(mut text: String) -> String {
    if text.len() > MAX_TEXT {
        let mut end = MAX_TEXT;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        text.truncate(end);
        text.push('…');
    }
    text
}

impl PushMessage {
    fn new(kind: &'static str, game: &GameRef, url: String, title: String, body: String) -> Self {
        Self {
            kind,
            game: game.id,
            url,
            title: bounded(title),
            body: bounded(body),
            tag: format!("game-{}", game.id),
        }
    }

    /// The opponent played `played` (named "12...Sf3", in the reader's letters).
    pub fn move_played(
        lang: Lang,
        game: &GameRef,
        opponent: &str,
        played: &MoveName,
        url: String,
    ) -> Self {
        let title = lang.t2(
            crate::msg!("push-move-title"),
            "opponent",
            opponent,
            "move",
            played.label_in(&lang),
        );
        let body = lang.format(crate::msg!("push-move-body"), &game_args(game));
        Self::new("move", game, url, title, body)
    }

    /// The same push, its body also saying that `name` offers a draw (a move's push
    /// while the mover's offer stands, as its mail says).
    pub fn with_draw_offer(mut self, lang: Lang, name: &str) -> Self {
        let offer = lang.t1("mail-draw-offered", "name", name);
        self.body = bounded(format!("{} {offer}", self.body));
        self
    }

    /// A notice about the game (a draw offer, a vacation, a decision): its headline.
    pub fn notice(lang: Lang, game: &GameRef, headline: &Words, url: String) -> Self {
        let title = game.subject(lang);
        Self::new("notice", game, url, title, lang.words(headline))
    }

    /// The game ended: its result (`1-0`; an aborted game's `*` in the catalog's word,
    /// "aborted") and how (`None` for a game without a conclusion).
    pub fn game_over(
        lang: Lang,
        game: &GameRef,
        result: &str,
        conclusion: Option<Conclusion>,
        url: String,
    ) -> Self {
        let result = match conclusion {
            Some(Conclusion::Aborted) => lang.t(crate::msg!("result-aborted")),
            _ => result,
        };
        let title = lang.t2(
            crate::msg!("push-end-title"),
            "id",
            game.id,
            "result",
            result,
        );
        let mut args = game_args(game);
        args.set("how", conclusion.map_or("", |c| c.describe(lang)));
        let body = lang.format(crate::msg!("push-end-body"), &args);
        Self::new("end", game, url, title, body)
    }

    /// The payload's JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// The game's id and players as message variables.
fn game_args(game: &GameRef) -> FluentArgs<'_> {
    let mut args = FluentArgs::new();
    args.set("id", game.id);
    args.set("white", game.white.as_str());
    args.set("black", game.black.as_str());
    args
}

/// Queues `message` to every browser `user` subscribed, in the caller's transaction
/// (nothing without a subscription); the worker sends it after the commit.
pub async fn queue(tx: &mut PgConnection, user: UserId, message: &PushMessage) -> sqlx::Result<()> {
    let queued = store::push::queue(&mut *tx, user, message.kind, &message.to_json()).await?;
    if queued > 0 {
        tracing::debug!(kind = message.kind, queued, "push queued");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game() -> GameRef {
        GameRef {
            id: 42,
            white: "alice".into(),
            black: "bob".into(),
        }
    }

    #[test]
    fn pushes_are_worded_in_the_readers_language() {
        let url = "https://chess.example/games/42".to_owned();
        let knight = MoveName {
            number: "12...".into(),
            san: "Nf3".into(),
            castling: None,
        };
        let en = PushMessage::move_played(Lang::En, &game(), "bob", &knight, url.clone());
        let de = PushMessage::move_played(Lang::De, &game(), "bob", &knight, url.clone());
        assert!(
            en.title.contains("bob") && en.title.contains("12...Nf3"),
            "{en:?}"
        );
        assert!(de.title.contains("12...Sf3"), "{de:?}");
        assert!(
            de.body.contains("Partie") && de.body.contains("42"),
            "{de:?}"
        );
        assert_ne!(en.body, de.body);
        let mate = crate::domain::game_state::Conclusion::Decided(
            crate::chess::GameResult::WhiteWins,
            crate::domain::game_state::Ending::Rule(crate::chess::Termination::Checkmate),
        );
        let end = PushMessage::game_over(Lang::De, &game(), "1-0", Some(mate), url.clone());
        assert!(
            end.title.contains("1-0") && end.body.contains("Schachmatt"),
            "{end:?}"
        );
        let aborted = crate::domain::game_state::Conclusion::Aborted;
        for (lang, word) in [(Lang::En, "aborted"), (Lang::De, "abgebrochen")] {
            let end = PushMessage::game_over(lang, &game(), "*", Some(aborted), url.clone());
            assert!(end.title.ends_with(word), "{end:?}");
            assert!(!end.title.contains('*'), "{end:?}");
        }
        let json: serde_json::Value = serde_json::from_str(&en.to_json()).unwrap();
        assert_eq!(json["game"], 42);
        assert_eq!(json["url"], url);
        assert_eq!(json["kind"], "move");
        assert_eq!(json["tag"], "game-42");
    }

    #[test]
    fn long_texts_are_cut_to_fit_one_record() {
        let long = "ä".repeat(1000);
        let m = PushMessage::new("notice", &game(), String::new(), long.clone(), long);
        assert!(m.title.len() <= MAX_TEXT + '…'.len_utf8());
        assert!(m.to_json().len() < crypto::MAX_PLAINTEXT);
    }
}
