//! The service's refusals in the reader's language, for pages that show them at a
//! form (the move form above all). What has no catalog entry keeps its English text.

use crate::{
    i18n::{Lang, chess::move_error},
    service::{ServiceError, error::Missing},
};

/// The sentence a player reads for `error`, in `lang`.
pub fn sentence(lang: Lang, error: &ServiceError) -> String {
    let text = match error {
        ServiceError::IllegalMove(e) => return move_error(lang, e),
        ServiceError::StalePly { current } => {
            return lang.t1("error-stale-ply", "current", *current);
        }
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
