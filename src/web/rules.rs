//! `GET /rules`: Chess960 in plain words, with castling examples played by the
//! rules core and drawn as before/after boards.

use actix_web::HttpResponse;
use askama::Template;
use shakmaty::{Color, Position};

use crate::i18n::Lang;

use super::{
    AppError,
    game::board::BoardView,
    page::{PageContext, render},
    rules_examples::{CastlingExample, castling_examples},
};

/// One castling example as the page shows it.
struct ExampleView {
    /// For the section's id and heading.
    slug: &'static str,
    heading: &'static str,
    note: &'static str,
    king_onto_rook: &'static str,
    san: &'static str,
    /// The core's description: "O-O (kingside): king d1→g1, rook h1→f1".
    description: String,
    fen_before: String,
    fen_after: String,
    /// Before and after, in that order.
    boards: Vec<BoardView>,
}

fn view(ex: CastlingExample, lang: Lang) -> ExampleView {
    let marked = ex.marked();
    let description = crate::i18n::chess::castling(lang, &ex.castling);
    let before_title = lang.t2(
        "analysis-rules-before",
        "king",
        ex.castling.king_from.to_string(),
        "rook",
        ex.castling.rook_from.to_string(),
    );
    let before = BoardView::new(
        ex.before.board(),
        Color::White,
        &[ex.castling.king_from, ex.castling.rook_from],
        None,
        before_title,
        lang,
    );
    let after_title = lang.t1("analysis-rules-after", "description", description.as_str());
    let after = BoardView::new(
        ex.after.board(),
        Color::White,
        &marked,
        None,
        after_title,
        lang,
    );
    ExampleView {
        slug: ex.case.slug(),
        heading: ex.case.heading(lang),
        note: ex.case.note(lang),
        king_onto_rook: ex.king_onto_rook,
        san: ex.san,
        description,
        fen_before: ex.fen_before,
        fen_after: ex.fen_after,
        boards: vec![before, after],
    }
}

#[derive(Template)]
#[template(path = "rules.html")]
struct RulesPage {
    ctx: PageContext,
    examples: Vec<ExampleView>,
}

pub async fn page(ctx: PageContext) -> Result<HttpResponse, AppError> {
    let examples = castling_examples()
        .map_err(|e| AppError::Internal(anyhow::Error::new(e)))?
        .into_iter()
        .map(|ex| view(ex, ctx.lang))
        .collect();
    render(&RulesPage { ctx, examples })
}
