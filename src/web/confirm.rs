//! Destructive actions are confirmed, and the server enforces it: their forms carry a
//! tick box `confirm` (= `on`); a post without it changes nothing and is answered 422
//! with the action's form shown again on a page of its own, the tick box's error next
//! to it and the other fields kept (hidden). [`guarded`] is that shape for a handler:
//! the page when the box is not ticked, else the action.

use std::future::Future;

use actix_web::{HttpResponse, http::StatusCode};
use askama::Template;
use serde::Deserialize;

use super::{
    AppError,
    extract::form::Form,
    page::{PageContext, render_status},
};
use crate::domain::{Lang, SingleLine};

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

/// The catalog ids of a confirm page's words (each wrapped in the `msg!` macro, so the
/// catalog test sees it).
pub struct AskIds {
    /// The page's heading.
    pub title: &'static str,
    /// What happens, in a sentence without variables.
    pub consequence: &'static str,
    /// The tick box's label.
    pub tick: &'static str,
    /// The button's text.
    pub button: &'static str,
}

/// The usual [`AskIds`]: `{prefix}-title`, `-consequence`, `-tick` and `-button`, so a
/// confirm page names its catalog prefix once instead of four times (the catalog test
/// expands each use and checks the four ids).
macro_rules! ask_ids {
    ($prefix:literal) => {
        $crate::web::confirm::AskIds {
            title: concat!($prefix, "-title"),
            consequence: concat!($prefix, "-consequence"),
            tick: concat!($prefix, "-tick"),
            button: concat!($prefix, "-button"),
        }
    };
}
pub(crate) use ask_ids;

impl Ask {
    /// The usual ask: the words of `ids` in `lang`, no other fields kept; a caller
    /// whose consequence has variables or whose form has fields replaces those.
    pub fn worded(lang: Lang, ids: &AskIds, action: String, back: String) -> Ask {
        Ask {
            action,
            title: lang.t(ids.title),
            consequence: lang.t(ids.consequence).into(),
            tick: lang.t(ids.tick),
            button: lang.t(ids.button),
            keep: Vec::new(),
            back,
        }
    }
}

/// A confirmed action's handler in one place: with the box ticked, `act` runs (and
/// answers, usually a redirect); without, nothing changes and the 422 page asks again
/// with the words `ask` gives in the page's language.
pub async fn guarded<Fut>(
    ctx: PageContext,
    confirm: &str,
    ask: impl FnOnce(Lang) -> Ask,
    act: impl FnOnce(PageContext) -> Fut,
) -> Result<HttpResponse, AppError>
where
    Fut: Future<Output = Result<HttpResponse, AppError>>,
{
    let lang = ctx.lang;
    if ticked(confirm) {
        act(ctx).await
    } else {
        refused(ctx, ask(lang))
    }
}

/// [`guarded`] for the common case, a form with nothing but the tick box and the page
/// worded by `ids` alone: one call instead of the same three steps in every handler.
pub async fn tick_box<Fut>(
    ctx: PageContext,
    form: Form<ConfirmForm>,
    ids: &AskIds,
    action: String,
    back: String,
    act: impl FnOnce(PageContext) -> Fut,
) -> Result<HttpResponse, AppError>
where
    Fut: Future<Output = Result<HttpResponse, AppError>>,
{
    let form = form.accept()?;
    let ask = |lang| Ask::worded(lang, ids, action, back);
    guarded(ctx, &form.confirm, ask, act).await
}

#[derive(Template)]
#[template(path = "confirm.html")]
struct ConfirmPage {
    ctx: PageContext,
    ask: Ask,
    error: &'static str,
}

/// The 422 page with the form again, for a post whose box was not ticked.
fn refused(ctx: PageContext, ask: Ask) -> Result<HttpResponse, AppError> {
    // The sentence next to the tick box when it was not ticked.
    let error = ctx.t("admin-not-ticked");
    render_status(
        StatusCode::UNPROCESSABLE_ENTITY,
        &ConfirmPage { ctx, ask, error },
    )
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
