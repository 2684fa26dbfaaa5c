//! `GET /matches/{id}`: the clubs, status, score, each board with both players and both
//! games, the sign-ups with reserves during registration, and the buttons the viewer
//! may use. A fixed number of statements however many boards (see round_trips tests).

use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::web::{
    AppError, AppState,
    page::{PageContext, render},
};
use crate::{
    domain::team_matches::{MatchId, MatchStatus, Score, Side, board_count},
    i18n::Lang,
    service::team_matches::view::{self, MatchView},
    store::{team_match_views::BoardRow, team_matches::Entry},
};

/// One game of a board as the page shows it.
pub struct GameCell {
    pub id: i64,
    /// The home player's colour in this game, in words.
    pub home_colour: &'static str,
    /// "1-0", or "running: bob to move", or "aborted".
    pub state: String,
}

/// One board's line.
pub struct BoardLine {
    pub board: i32,
    pub home: String,
    pub home_rating: String,
    pub away: String,
    pub away_rating: String,
    pub start_number: i32,
    pub games: Vec<GameCell>,
}

/// One side's sign-up list.
pub struct SideList {
    pub id: &'static str,
    pub name: String,
    pub list: Vec<SignUpLine>,
}

/// A sign-up in a side's list: on a board, or a reserve.
pub struct SignUpLine {
    pub username: String,
    /// The rating at sign-up, with "?" while the player's rating is provisional.
    pub rating: String,
    /// The board the player would play now, or `None` for a reserve.
    pub board: Option<usize>,
}

#[derive(Template)]
#[template(path = "matches/show.html")]
struct ShowPage {
    ctx: PageContext,
    v: MatchView,
    status: String,
    reason: String,
    terms: Vec<String>,
    deadline: String,
    score_home: String,
    score_away: String,
    boards: Vec<BoardLine>,
    sides: Vec<SideList>,
    /// Proposed or in registration: the deadline and the sign-ups show.
    before_start: bool,
    buttons: Buttons,
    notice: &'static str,
}

/// Which forms the viewer sees.
#[derive(Default)]
struct Buttons {
    answer: bool,
    sign_up: bool,
    /// The viewer belongs to both clubs: the sign-up asks which side.
    choose_side: bool,
    withdraw: bool,
    start: bool,
}

/// The query after an action: `done` names it.
#[derive(Deserialize)]
pub struct Done {
    done: Option<String>,
}

/// The match page.
pub async fn show(
    state: web::Data<AppState>,
    ctx: PageContext,
    id: web::Path<MatchId>,
    query: web::Query<Done>,
) -> Result<HttpResponse, AppError> {
    let viewer = ctx.user.as_ref().map(|u| u.id);
    let v = view::load(&state.pool, id.into_inner(), viewer).await?;
    let lang = ctx.lang;
    let m = &v.m;
    let status = lang.words(&crate::domain::Words::new(m.status.msg_id()));
    let reason = m
        .end_reason()
        .map(|r| lang.words(&r.words()))
        .unwrap_or_default();
    let zone = crate::web::game::games::viewer_zone(&ctx);
    let deadline = zone.format_deadline_in(lang, m.registration_deadline);
    let terms = terms(&v, lang);
    let boards = v.boards.iter().map(|b| board_line(b, lang)).collect();
    let planned = board_count(
        m.boards,
        v.side(Side::Home).count(),
        v.side(Side::Away).count(),
    );
    let sides = vec![
        SideList {
            id: "home-sign-ups",
            name: m.home_name.clone(),
            list: sign_ups(v.side(Side::Home), planned),
        },
        SideList {
            id: "away-sign-ups",
            name: m.away_name.clone(),
            list: sign_ups(v.side(Side::Away), planned),
        },
    ];
    let before_start = matches!(m.status, MatchStatus::Proposed | MatchStatus::Registration);
    let buttons = buttons(&v, viewer);
    let notice = match query.done.as_deref() {
        Some("signed") => "match-notice-signed",
        Some("withdrawn") => "match-notice-withdrawn",
        Some("accepted") => "match-notice-accepted",
        Some("declined") => "match-notice-declined",
        Some("started") => "match-notice-started",
        Some("aborted") => "match-notice-aborted",
        _ => "",
    };
    render(&ShowPage {
        score_home: Score::label(v.score.home_halves),
        score_away: Score::label(v.score.away_halves),
        ctx,
        status,
        reason,
        terms,
        deadline,
        boards,
        sides,
        before_start,
        buttons,
        notice,
        v,
    })
}

/// The match's terms, each in words.
fn terms(v: &MatchView, lang: Lang) -> Vec<String> {
    let m = &v.m;
    let boards = match m.boards {
        Some(n) => lang.t1("match-terms-boards", "boards", n),
        None => lang.t("match-terms-open").to_owned(),
    };
    let rated = lang.t(if m.rated {
        "match-terms-rated"
    } else {
        "match-terms-unrated"
    });
    let mut terms = vec![
        boards,
        m.time_control
            .describe_with_silence(lang, m.max_silence_days),
        rated.to_owned(),
        lang.words(&m.start_rule.words()),
    ];
    let range = m.rating_range();
    if !range.is_open() {
        terms.push(lang.words(&range.words()));
    }
    terms
}

/// A board's line, its games' states in `lang`.
fn board_line(b: &BoardRow, lang: Lang) -> BoardLine {
    let home = b.home_name.clone().unwrap_or_default();
    let away = b.away_name.clone().unwrap_or_default();
    let games = b
        .games()
        .into_iter()
        .zip([("white", true), ("black", false)])
        .map(|(g, (colour, home_white))| {
            let state = if g.running {
                let home_on_move = (g.ply % 2 == 0) == home_white;
                let mover = if home_on_move { &home } else { &away };
                lang.t1("match-game-on-move", "name", mover.as_str())
            } else {
                g.result
                    .clone()
                    .unwrap_or_else(|| lang.t("match-game-aborted").to_owned())
            };
            GameCell {
                id: g.id.0,
                home_colour: colour,
                state,
            }
        })
        .collect();
    BoardLine {
        board: b.board,
        home_rating: BoardRow::label(b.home_rating, b.home_rd),
        away_rating: BoardRow::label(b.away_rating, b.away_rd),
        home,
        away,
        start_number: b.start_number,
        games,
    }
}

/// A side's sign-ups, the first `planned` on boards, the rest reserves.
fn sign_ups<'a>(entries: impl Iterator<Item = &'a Entry>, planned: usize) -> Vec<SignUpLine> {
    entries
        .enumerate()
        .map(|(i, e)| SignUpLine {
            username: e.username.clone(),
            rating: if e.provisional {
                format!("{}?", e.rating)
            } else {
                e.rating.to_string()
            },
            board: (i < planned).then_some(i + 1),
        })
        .collect()
}

/// The forms `viewer` may use on `v`.
fn buttons(v: &MatchView, viewer: Option<crate::domain::UserId>) -> Buttons {
    let Some(user) = viewer else {
        return Buttons::default();
    };
    let s = v.standing;
    let registration = v.m.status == MatchStatus::Registration;
    let signed = v.signed_side(user).is_some();
    let open = v.m.closed_club().is_none();
    Buttons {
        answer: v.m.status == MatchStatus::Proposed && s.away_admin && open,
        sign_up: registration && open && !signed && (s.home_member || s.away_member),
        choose_side: s.home_member && s.away_member,
        withdraw: registration && signed,
        start: registration && (s.home_admin || s.away_admin),
    }
}
