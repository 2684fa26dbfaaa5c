//! The service's refusals in the reader's language, for pages that show them at a
//! form (the move form above all). What has no catalog entry keeps its English text.

use crate::{
    domain::tournaments::MAX_REASON_CHARS,
    i18n::{Lang, chess::move_error},
    service::{FieldErrors, ServiceError, error::Missing, safety, tournaments::conduct},
};

/// The sentence a player reads for `error`, in `lang`.
pub fn sentence(lang: Lang, error: &ServiceError) -> String {
    let text = match error {
        ServiceError::IllegalMove(e) => return move_error(lang, e),
        ServiceError::StalePly { current } => {
            return lang.t1("error-stale-ply", "current", *current);
        }
        ServiceError::Invalid(errors) => return field_errors(lang, errors.clone()).sentence(),
        ServiceError::NotFound(Missing::Game) => lang.t("error-no-such-game"),
        ServiceError::NotFound(Missing::Challenge) => lang.t("error-no-such-challenge"),
        ServiceError::NotFound(Missing::Tournament) => lang.t("error-no-such-tournament"),
        ServiceError::NotFound(Missing::ConditionalLine) => lang.t("error-no-such-line"),
        ServiceError::NotFound(Missing::Player) => lang.t("error-no-such-player"),
        ServiceError::NotAPlayer => lang.t("error-not-a-player"),
        ServiceError::NotAdmin => lang.t("error-not-admin"),
        ServiceError::Unverified => lang.t("error-unverified"),
        ServiceError::NotYourTurn => lang.t("error-not-your-turn"),
        ServiceError::NotRunning => lang.t("error-not-running"),
        _ => return error.to_string(),
    };
    text.to_owned()
}

/// An error page's title and message in `lang`. The page is made without the request
/// (in English); the error-page middleware, which knows the visitor, words it anew:
/// the fixed titles and the fixed sentences by their English text, anything else (a
/// sentence with details in it) as it was.
pub fn page_words(lang: Lang, title: &'static str, message: String) -> (&'static str, String) {
    if lang == Lang::En {
        return (title, message);
    }
    let title = match title {
        "Not found" => lang.t("error-title-not-found"),
        "Not allowed" => lang.t("error-title-not-allowed"),
        "Too many attempts" => lang.t("error-title-too-many"),
        "Busy" => lang.t("error-title-busy"),
        "Bad request" => lang.t("error-title-bad-request"),
        "Conflict" => lang.t("error-title-conflict"),
        "Not accepted" => lang.t("error-title-not-accepted"),
        "Something went wrong" => lang.t("error-title-internal"),
        "Form expired" => lang.t("error-title-form-expired"),
        "Request timeout" => lang.t("error-title-timeout"),
        "Too large" => lang.t("error-title-too-large"),
        other => other,
    };
    let known = match message.as_str() {
        "There is nothing at this address." => lang.t("error-nothing-here"),
        "Something went wrong on our side. Nothing you did caused it; please try again later." => {
            lang.t("error-internal")
        }
        "This form was not sent from this site or has expired. Please go back, reload the page and try again." => {
            lang.t("error-form-expired")
        }
        "The form could not be read. Please go back, reload the page and try again." => {
            lang.t("analysis-form-unreadable")
        }
        "The address has a query parameter this page does not understand." => {
            lang.t("analysis-query-unreadable")
        }
        "The page must be a whole number from 1 to 100000." => lang.t("analysis-page-number"),
        "The result filter must be won, drawn or lost (or empty for all)." => {
            lang.t("analysis-result-filter")
        }
        "There is no such game." => lang.t("error-no-such-game"),
        "There is no such challenge." => lang.t("error-no-such-challenge"),
        "There is no such tournament." => lang.t("error-no-such-tournament"),
        "There is no player of that name." => lang.t("error-no-such-player"),
        "Only the players of this game can do that." => lang.t("error-not-a-player"),
        "This is for administrators only." => lang.t("error-not-admin"),
        "It is not your move; wait for your opponent." => lang.t("error-not-your-turn"),
        "The game is over; no more moves or game actions are possible." => {
            lang.t("error-not-running")
        }
        "The tournament has started; that can no longer be changed." => {
            lang.t("stages-locked-started")
        }
        "The tournament is over; nothing can be changed." => lang.t("stages-locked-over"),
        super::games::DRAW_ACTION_REFUSED => lang.t("error-draw-action"),
        "Only a running tournament's players can be withdrawn or replaced (before the start, remove them)." => {
            lang.t("admin-withdraw-not-running")
        }
        "That game has ended already." => lang.t("admin-adjudicate-ended"),
        _ => {
            let message = about_a_player(lang, &message).unwrap_or(message);
            return (title, message);
        }
    };
    (title, known.to_owned())
}

/// The organisers' refusals that name a player (usernames hold no spaces or quotes), in
/// `lang`; `None` for any other sentence.
fn about_a_player(lang: Lang, message: &str) -> Option<String> {
    let plain = |name: &str| !name.is_empty() && !name.contains([' ', '"']);
    if let Some(name) = message
        .strip_prefix("There is no player called \"")
        .and_then(|rest| rest.strip_suffix("\"."))
        .filter(|name| plain(name))
    {
        return Some(lang.t1("admin-no-player-called", "name", name));
    }
    [
        (" does not play in this tournament.", "admin-not-playing"),
        (" has withdrawn already.", "admin-withdrawn-already"),
        (
            " is already part of this tournament.",
            "admin-already-playing",
        ),
    ]
    .into_iter()
    .find_map(|(ending, id)| {
        let name = message.strip_suffix(ending).filter(|name| plain(name))?;
        Some(lang.t1(id, "name", name))
    })
}

/// A form's field errors in `lang`: the fixed sentences of the sign-up and account
/// fields and of a game's messages by their English text; any other sentence as it was.
pub fn field_errors(lang: Lang, mut errors: FieldErrors) -> FieldErrors {
    if lang == Lang::En {
        return errors;
    }
    for message in errors.0.values_mut() {
        if let Some(name) = message.strip_suffix(safety::MESSAGE_REFUSED) {
            *message = lang.t1("game-message-refused", "name", name);
            continue;
        }
        let known = match message.as_str() {
            "Username must be at least 3 characters." => lang.t("field-username-short"),
            "Username must be at most 20 characters." => lang.t("field-username-long"),
            "Username may only contain letters, digits, _ and -." => lang.t("field-username-chars"),
            "That username is taken." => lang.t("field-username-taken"),
            "Email address is required." => lang.t("field-email-required"),
            "Email address is too long." => lang.t("field-email-long"),
            "Email address is not a valid email address." => lang.t("field-email-invalid"),
            "Password must be at least 10 characters." => lang.t("field-password-short"),
            "Password is too long." => lang.t("field-password-long"),
            "Write a message first." => lang.t("analysis-message-empty"),
            "A message may have at most 2000 characters." => lang.t("analysis-message-long"),
            "A message may not contain control characters." => lang.t("analysis-message-control"),
            conduct::RESULT_REFUSED => lang.t("admin-adjudicate-result"),
            m if m == conduct::reason_refused() => {
                *message = lang.t1("admin-adjudicate-reason", "max", MAX_REASON_CHARS);
                continue;
            }
            _ => continue,
        };
        *message = known.to_owned();
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_message_to_a_blocker_reads_in_the_readers_language() {
        let ServiceError::Invalid(errors) = safety::message_refused("bob") else {
            panic!("a field error");
        };
        let german = field_errors(Lang::De, errors.clone());
        assert_eq!(
            german.0.get("message").map(String::as_str),
            Some("bob nimmt keine Nachrichten von dir an; lass die Nachricht leer.")
        );
        let english = field_errors(Lang::En, errors);
        assert_eq!(
            english.0.get("message").map(String::as_str),
            Some("bob takes no messages from you; leave the message empty.")
        );
    }

    #[test]
    fn error_pages_read_in_german_and_stay_english_in_english() {
        let (title, message) = page_words(
            Lang::De,
            "Not found",
            "There is nothing at this address.".into(),
        );
        assert_eq!(title, "Nicht gefunden");
        assert_eq!(message, "Unter dieser Adresse gibt es nichts.");
        let (_, message) = page_words(
            Lang::De,
            "Conflict",
            "The tournament has started; that can no longer be changed.".into(),
        );
        assert_eq!(
            message,
            "Das Turnier hat begonnen; das lässt sich nicht mehr ändern."
        );
        let (title, message) = page_words(Lang::De, "Conflict", "Some detail 42.".into());
        assert_eq!((title, message.as_str()), ("Konflikt", "Some detail 42."));
        let (title, message) = page_words(
            Lang::En,
            "Not found",
            "There is nothing at this address.".into(),
        );
        assert_eq!(
            (title, message.as_str()),
            ("Not found", "There is nothing at this address.")
        );
        let mut errors = FieldErrors::default();
        errors.add("username", "Username must be at least 3 characters.");
        errors.add("email", "Something else.");
        let german = field_errors(Lang::De, errors.clone());
        assert_eq!(
            german.get("username"),
            "Der Benutzername muss mindestens 3 Zeichen lang sein."
        );
        assert_eq!(german.get("email"), "Something else.");
        assert_eq!(field_errors(Lang::En, errors.clone()), errors);
        assert_eq!(
            sentence(Lang::De, &ServiceError::NotYourTurn),
            "Du bist nicht am Zug; warte auf deinen Gegner."
        );
    }

    #[test]
    fn the_organisers_and_hand_made_refusals_read_in_german() {
        let german = |message: &str| page_words(Lang::De, "Conflict", message.into()).1;
        assert_eq!(
            german(crate::web::games::DRAW_ACTION_REFUSED),
            "Die Remis-Aktion muss „offer“, „accept“, „decline“ oder „claim“ sein."
        );
        assert_eq!(
            german("That game has ended already."),
            "Diese Partie ist schon beendet."
        );
        assert!(german("There is no player called \"zed_9\".").contains("zed_9"));
        assert!(german("There is no player called \"zed_9\".").starts_with("Es gibt keinen"));
        assert_eq!(
            german("carla does not play in this tournament."),
            "carla spielt nicht in diesem Turnier."
        );
        assert!(german("carla has withdrawn already.").contains("zurückgezogen"));
        assert!(german("carla is already part of this tournament.").contains("gehört schon"));
        // Not a username: left as it was.
        assert_eq!(
            german("Two words does not play in this tournament."),
            "Two words does not play in this tournament."
        );
        let english = page_words(Lang::En, "Conflict", "That game has ended already.".into());
        assert_eq!(english.1, "That game has ended already.");

        let mut errors = FieldErrors::default();
        errors.add("result", conduct::RESULT_REFUSED);
        errors.add("reason", conduct::reason_refused());
        let german = field_errors(Lang::De, errors);
        assert_eq!(german.get("result"), "Wähle 1-0, 0-1 oder 1/2-1/2.");
        assert_eq!(
            german.get("reason"),
            format!("Gib den Spielern einen Grund von 1 bis {MAX_REASON_CHARS} Zeichen.")
        );
    }
}
