//! The public start-position pages: one position by number, a fresh random draw,
//! and the filterable list of all 960.

use actix_web::{HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;
use shakmaty::{Color, Position};

use super::{
    AppError, AppState,
    game::board::BoardView,
    page::{PageContext, render, render_status},
    position_stats::PositionResults,
};
use crate::{
    chess::StartNumber,
    domain::position_filter::{FilterError, KING_FILES, OUTER_ROLES, PositionFilter},
    i18n::{Lang, chess::piece_word},
};

/// The back rank in words, a to h, for screen readers ("rook, knight, ...").
pub fn back_rank_words(start: StartNumber, lang: Lang) -> String {
    start
        .back_rank_roles()
        .map(|r| piece_word(lang, r))
        .join(", ")
}

/// The start position drawn from white's side, with a title that says which it is.
pub fn start_board(start: StartNumber, lang: Lang) -> BoardView {
    let title = lang.t2(
        "analysis-start-board-title",
        "number",
        start.get(),
        "pieces",
        back_rank_words(start, lang),
    );
    BoardView::new(
        start.position().board(),
        Color::White,
        &[],
        None,
        title,
        lang,
    )
}

/// Where "play this position" leads: the challenge form with the number filled
/// in, through the login page for visitors who are not logged in.
fn play_link(ctx: &PageContext, start: StartNumber) -> String {
    let form = format!("/challenges/new?start_number={start}");
    if ctx.user.is_some() {
        form
    } else {
        format!(
            "/login?next={}",
            url::form_urlencoded::byte_serialize(form.as_bytes()).collect::<String>()
        )
    }
}

/// Reads a path segment as a start number: plain decimal digits, no sign, no
/// leading zero, 0..959. Anything else names no position.
pub fn parse_path_number(text: &str) -> Option<StartNumber> {
    let canonical = !text.is_empty()
        && text.len() <= 3
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    if !canonical {
        return None;
    }
    text.parse().ok()
}

#[derive(Template)]
#[template(path = "positions/show.html")]
struct ShowPage {
    ctx: PageContext,
    board: BoardView,
    number: u16,
    back_rank: String,
    back_rank_words: String,
    fen: String,
    classical: bool,
    /// Shown as the result of a random draw (not a permalink visit).
    drawn: bool,
    play_link: String,
    logged_in: bool,
    prev: u16,
    next: u16,
    /// What the position yielded in games finished here.
    results: PositionResults,
}

fn show_page(
    ctx: PageContext,
    start: StartNumber,
    drawn: bool,
    results: PositionResults,
) -> ShowPage {
    let n = start.get();
    ShowPage {
        results,
        board: start_board(start, ctx.lang),
        number: n,
        back_rank: start.back_rank(),
        back_rank_words: back_rank_words(start, ctx.lang),
        fen: start.initial_fen(),
        classical: start == StartNumber::CLASSICAL,
        drawn,
        play_link: play_link(&ctx, start),
        logged_in: ctx.user.is_some(),
        prev: (n + StartNumber::COUNT - 1) % StartNumber::COUNT,
        next: (n + 1) % StartNumber::COUNT,
        ctx,
    }
}

/// `GET /positions/{number}`: the permalink of one start position.
pub async fn show(
    state: web::Data<AppState>,
    ctx: PageContext,
    number: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let start = parse_path_number(&number).ok_or_else(|| {
        AppError::NotFoundWith(crate::domain::Words::new("positions-no-such").into())
    })?;
    let results = PositionResults::load(&state, start).await?;
    render(&show_page(ctx, start, false, results))
}

/// `GET /positions/random`: draws a position with the system's CSPRNG and shows it.
pub async fn random(
    state: web::Data<AppState>,
    ctx: PageContext,
) -> Result<HttpResponse, AppError> {
    let start = StartNumber::random();
    let results = PositionResults::load(&state, start).await?;
    let mut res = render(&show_page(ctx, start, true, results))?;
    // Each visit is a new draw: no cache may hand out an old one.
    res.headers_mut().insert(
        actix_web::http::header::CACHE_CONTROL,
        actix_web::http::header::HeaderValue::from_static("no-store"),
    );
    Ok(res)
}

/// One row of the list.
struct ListItem {
    number: u16,
    back_rank: String,
    classical: bool,
}

/// One choice of a filter's select box.
struct Choice {
    value: String,
    label: String,
}

#[derive(Template)]
#[template(path = "positions/list.html")]
struct ListPage {
    ctx: PageContext,
    items: Vec<ListItem>,
    king_choices: Vec<Choice>,
    piece_choices: Vec<Choice>,
    /// The values as typed, to keep them selected.
    king: String,
    a_file: String,
    h_file: String,
    filtered: bool,
    king_error: String,
    a_file_error: String,
    h_file_error: String,
}

/// The list's query parameters, all optional.
#[derive(Deserialize)]
pub struct ListQuery {
    #[serde(default)]
    king: String,
    #[serde(default)]
    a_file: String,
    #[serde(default)]
    h_file: String,
}

/// `GET /positions`: every start position, optionally filtered.
pub async fn list(
    ctx: PageContext,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, AppError> {
    let q = query.into_inner();
    let lang = ctx.lang;
    let mut page = ListPage {
        ctx,
        items: Vec::new(),
        king_choices: KING_FILES
            .iter()
            .map(|f| Choice {
                value: f.to_string(),
                label: lang.t1("positions-file-name", "file", f.to_string()),
            })
            .collect(),
        piece_choices: OUTER_ROLES
            .iter()
            .map(|&r| Choice {
                value: crate::chess::role_name(r).into(),
                label: piece_word(lang, r).into(),
            })
            .collect(),
        king: String::new(),
        a_file: String::new(),
        h_file: String::new(),
        filtered: false,
        king_error: String::new(),
        a_file_error: String::new(),
        h_file_error: String::new(),
    };
    match PositionFilter::parse(&q.king, &q.a_file, &q.h_file) {
        Ok(filter) => {
            page.king = filter.king.map(String::from).unwrap_or_default();
            page.a_file = filter
                .a_file
                .map(crate::chess::role_name)
                .unwrap_or_default()
                .into();
            page.h_file = filter
                .h_file
                .map(crate::chess::role_name)
                .unwrap_or_default()
                .into();
            page.filtered = !filter.is_empty();
            page.items = filter
                .apply()
                .into_iter()
                .map(|s| ListItem {
                    number: s.get(),
                    back_rank: s.back_rank(),
                    classical: s == StartNumber::CLASSICAL,
                })
                .collect();
            render(&page)
        }
        Err(errors) => {
            for e in errors {
                let slot = match e {
                    FilterError::King => &mut page.king_error,
                    FilterError::AFile => &mut page.a_file_error,
                    FilterError::HFile => &mut page.h_file_error,
                };
                *slot = lang.words(&e.words());
            }
            page.filtered = true;
            render_status(StatusCode::UNPROCESSABLE_ENTITY, &page)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn path_numbers_are_strict() {
        assert_eq!(parse_path_number("0"), StartNumber::new(0).ok());
        assert_eq!(parse_path_number("518"), Some(StartNumber::CLASSICAL));
        assert_eq!(parse_path_number("959"), StartNumber::new(959).ok());
        for bad in [
            "960", "-1", "abc", "0959", "00", "+5", "", " 5", "5 ", "1e2", "99999",
        ] {
            assert_eq!(parse_path_number(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn words_follow_the_core() {
        assert_eq!(
            back_rank_words(StartNumber::CLASSICAL, Lang::En),
            "rook, knight, bishop, queen, king, bishop, knight, rook"
        );
        for s in StartNumber::all() {
            let words = back_rank_words(s, Lang::En);
            let initials: String = words
                .split(", ")
                .map(|w| match w {
                    "knight" => 'N',
                    other => other.chars().next().unwrap().to_ascii_uppercase(),
                })
                .collect();
            assert_eq!(initials, s.back_rank(), "{s}");
        }
    }

    /// A coarse check that the draw reaches every number and favours none: 96,000
    /// draws give each number 100 on average; a fair draw stays far inside 30..200
    /// (that band is about seven standard deviations wide on each side).
    #[test]
    fn random_draw_covers_all_960_evenly() {
        let mut counts: HashMap<u16, u32> = HashMap::new();
        for _ in 0..96_000 {
            *counts.entry(StartNumber::random().get()).or_default() += 1;
        }
        assert_eq!(counts.len(), 960, "some numbers were never drawn");
        let (min, max) = (
            counts.values().min().copied().unwrap_or(0),
            counts.values().max().copied().unwrap_or(0),
        );
        assert!(min >= 30 && max <= 200, "counts range {min}..{max}");
    }

    #[test]
    fn board_shows_the_start_rank() {
        let b = start_board(StartNumber::new(0).unwrap(), Lang::En);
        // Bottom row of the drawing is rank 1, a to h.
        let labels: Vec<&str> = b.squares[56..].iter().map(|s| s.label.as_str()).collect();
        assert_eq!(labels[0], "a1, white bishop");
        assert_eq!(labels[6], "g1, white king");
        assert!(
            b.title
                .contains("bishop, bishop, queen, knight, knight, rook, king, rook")
        );
    }
}
