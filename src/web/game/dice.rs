//! `GET /positions/dice`: a start position drawn with a die, step by step, so a club
//! can follow (or check) the same procedure at the board. Without query values the
//! server rolls; with the five counting rolls it shows what they give.

use actix_web::{HttpResponse, http::StatusCode};
use askama::Template;
use serde::Deserialize;

use crate::domain::{
    SingleLine,
    dice_draw::{DiceDraw, DiceError, DiceStep},
};
use crate::i18n::Lang;
use crate::web::{
    AppError,
    extract::{field_texts::ErrorSummary, form::Query},
    game::board::BoardView,
    page::{PageContext, render, render_status},
    positions::{back_rank_words, start_board},
};

/// A roll field of the form, as typed, with its error.
struct RollField {
    name: &'static str,
    /// "The queen (1 to 6)".
    label: String,
    faces: u8,
    value: String,
    error: String,
}

#[derive(Template)]
#[template(path = "positions/dice.html")]
struct DicePage {
    ctx: PageContext,
    /// `None` when the typed rolls were refused.
    draw: Option<DiceDraw>,
    /// Board of the resulting position (empty drawing when there is none).
    board: BoardView,
    back_rank: String,
    back_rank_words: String,
    /// The rolls came from the visitor's own dice.
    typed: bool,
    fields: Vec<RollField>,
    /// How to read the die at each step.
    instructions: Vec<String>,
    /// "rook a1, king e1, rook h1": where the last three pieces went ("" without a draw).
    rook_king_rook: String,
}

impl DicePage {
    /// The refused rolls, for the error summary at the top of the page.
    fn error_summary(&self) -> ErrorSummary {
        let lines: Vec<(&str, &str)> = self
            .fields
            .iter()
            .map(|r| (r.name, r.error.as_str()))
            .collect();
        ErrorSummary::of(&lines)
    }
}

/// Where rook, king and rook went, in `lang`.
fn rook_king_rook(lang: Lang, squares: &[String; 3]) -> String {
    let mut args = fluent_bundle::FluentArgs::with_capacity(3);
    args.set("rook", squares[0].as_str());
    args.set("king", squares[1].as_str());
    args.set("other_rook", squares[2].as_str());
    lang.format(crate::msg!("dice-rook-king-rook-squares"), &args)
}

/// How to read the die at each step, in the reader's language.
fn instructions(lang: Lang) -> Vec<String> {
    DiceStep::ALL
        .iter()
        .map(|s| lang.t1("dice-instruction", "step", s.field()))
        .collect()
}

/// The five counting rolls, by step (see [`DiceStep::field`]).
#[derive(Deserialize)]
pub struct DiceQuery {
    #[serde(default)]
    dark_bishop: SingleLine,
    #[serde(default)]
    light_bishop: SingleLine,
    #[serde(default)]
    queen: SingleLine,
    #[serde(default)]
    knight: SingleLine,
    #[serde(default)]
    second_knight: SingleLine,
}

impl DiceQuery {
    fn values(&self) -> [&str; 5] {
        [
            &*self.dark_bishop,
            &self.light_bishop,
            &self.queen,
            &self.knight,
            &self.second_knight,
        ]
        .map(|s| s.trim())
    }
}

/// Reads the five typed rolls; each bad one gets its own message, in `lang`.
fn parse_rolls(lang: Lang, values: [&str; 5]) -> Result<[u8; 5], Vec<(DiceStep, String)>> {
    let mut rolls = [0u8; 5];
    let mut errors = Vec::new();
    for ((step, text), slot) in DiceStep::ALL.into_iter().zip(values).zip(&mut rolls) {
        match text.parse::<u8>() {
            Ok(r) if (1..=step.faces()).contains(&r) => *slot = r,
            _ => errors.push((step, range_error(lang, DiceError(step)))),
        }
    }
    if errors.is_empty() {
        Ok(rolls)
    } else {
        Err(errors)
    }
}

/// "For the queen the roll that counts is 1 to 6", in `lang`.
fn range_error(lang: Lang, error: DiceError) -> String {
    let step = error.0;
    lang.t2(
        "dice-roll-range",
        "step",
        step.field(),
        "faces",
        step.faces(),
    )
}

pub async fn page(ctx: PageContext, query: Query<DiceQuery>) -> Result<HttpResponse, AppError> {
    let query = query.0.accept()?;
    let lang = ctx.lang;
    let values = query.values();
    let typed = values.iter().any(|v| !v.is_empty());
    let mut fields: Vec<RollField> = DiceStep::ALL
        .into_iter()
        .zip(values)
        .map(|(step, v)| RollField {
            name: step.field(),
            label: lang.t2("dice-field", "step", step.field(), "faces", step.faces()),
            faces: step.faces(),
            value: if typed { v.to_owned() } else { String::new() },
            error: String::new(),
        })
        .collect();
    let result = if typed {
        parse_rolls(lang, values).map(|r| {
            DiceDraw::from_counting_rolls(r).expect("rolls were checked against each step")
        })
    } else {
        Ok(DiceDraw::roll())
    };
    match result {
        Ok(draw) => {
            let start = draw.start;
            let mut res = render(&DicePage {
                ctx,
                board: start_board(start, lang),
                back_rank: start.back_rank(),
                back_rank_words: back_rank_words(start, lang),
                rook_king_rook: rook_king_rook(lang, &draw.rook_king_rook),
                draw: Some(draw),
                typed,
                fields,
                instructions: instructions(lang),
            })?;
            if !typed {
                res.headers_mut().insert(
                    actix_web::http::header::CACHE_CONTROL,
                    actix_web::http::header::HeaderValue::from_static("no-store"),
                );
            }
            Ok(res)
        }
        Err(errors) => {
            for (step, msg) in errors {
                if let Some(f) = fields.iter_mut().find(|f| f.name == step.field()) {
                    f.error = msg;
                }
            }
            let page = DicePage {
                ctx,
                draw: None,
                board: BoardView {
                    squares: Vec::new(),
                    title: String::new(),
                },
                back_rank: String::new(),
                back_rank_words: String::new(),
                rook_king_rook: String::new(),
                typed,
                fields,
                instructions: instructions(lang),
            };
            render_status(StatusCode::UNPROCESSABLE_ENTITY, &page)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_rolls_are_checked_per_step() {
        assert_eq!(
            parse_rolls(Lang::En, ["2", "3", "3", "2", "3"]),
            Ok([2, 3, 3, 2, 3])
        );
        let errs = parse_rolls(Lang::En, ["5", "1", "x", "6", "4"]).unwrap_err();
        let steps: Vec<DiceStep> = errs.iter().map(|e| e.0).collect();
        assert_eq!(
            steps,
            [DiceStep::DarkBishop, DiceStep::Queen, DiceStep::FirstKnight]
        );
        assert_eq!(
            errs[0].1,
            "For the bishop on a dark square the roll that counts is 1 to 4"
        );
        let errs = parse_rolls(Lang::De, ["1", "1", "7", "1", "1"]).unwrap_err();
        assert_eq!(errs[0].1, "Bei der Dame zählt nur ein Wurf von 1 bis 6");
    }

    #[test]
    fn the_steps_read_in_both_languages() {
        let en = instructions(Lang::En);
        assert_eq!(
            en[0],
            "The bishop on a dark square: 1 = a1, 2 = c1, 3 = e1, 4 = g1; roll again on 5 or 6."
        );
        assert_eq!(
            en[4],
            "The second knight: count the 4 empty squares from the left; roll again on 5 or 6."
        );
        let de = instructions(Lang::De);
        assert_eq!(de.len(), 5);
        assert!(
            de[2].starts_with("Die Dame: Zähle die 6 leeren Felder"),
            "{}",
            de[2]
        );
    }
}
