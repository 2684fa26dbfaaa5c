//! Destructive actions are confirmed, and the server enforces it: their forms carry a
//! tick box `confirm` (= `on`); a post without it changes nothing and is answered 422
//! with the action's form shown again on a page of its own, the tick box's error next
//! to it and the other fields kept (hidden).

use actix_web::{HttpResponse, http::StatusCode};
use askama::Template;
use serde::Deserialize;

use super::{
    AppError,
    page::{PageContext, render_status},
};
use crate::domain::SingleLine;

/// The form of an action that sends nothing but the tick box.
#[derive(Deserialize)]
pub struct ConfirmForm {
    #[serde(default)]
    pub confirm: SingleLine,
}

/// Whether the tick box was ticked (`confirm` = `on`, what a browser sends).
pub fn ticked(confirm: &str) -> bool {
    confirm == "on"
}

/// The action a refused post asks to confirm.
pub struct Ask {
    /// Where the form posts (the same address as the refused post).
    pub action: String,
    /// The page's heading, e.g. "Resign the game?".
    pub title: &'static str,
    /// What happens, in a sentence.
    pub consequence: String,
    /// The tick box's label, e.g. "I resign this game".
    pub tick: &'static str,
    /// The button's text.
    pub button: &'static str,
    /// The other fields of the refused post, sent again as they were.
    pub keep: Vec<(&'static str, String)>,
    /// Where "keep it as it is" leads.
    pub back: String,
}

#[derive(Template)]
#[template(path = "confirm.html")]
struct ConfirmPage {
    ctx: PageContext,
    ask: Ask,
    error: &'static str,
}

/// `None` when ticked; else the 422 page with the form again, for the handler to return
/// before it changes anything.
pub fn unless_ticked(
    confirm: &str,
    ctx: PageContext,
    ask: impl FnOnce() -> Ask,
) -> Option<Result<HttpResponse, AppError>> {
    if ticked(confirm) {
        return None;
    }
    // The sentence next to the tick box when it was not ticked.
    let error = ctx.t("admin-not-ticked");
    Some(render_status(
        StatusCode::UNPROCESSABLE_ENTITY,
        &ConfirmPage {
            ctx,
            ask: ask(),
            error,
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::ticked;

    #[test]
    fn only_a_ticked_box_confirms() {
        assert!(ticked("on"));
        for other in ["", "off", "yes", "ON", " on", "true"] {
            assert!(!ticked(other), "{other:?}");
        }
    }
}
