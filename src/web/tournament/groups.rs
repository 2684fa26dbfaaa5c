//! A group's own page in a groups event: its standings, crosstable and games, so the
//! tournament page of a large event lists only each group's standings.

use actix_web::{HttpResponse, web};
use askama::Template;

use crate::web::{
    AppError, AppState,
    page::{PageContext, render},
    tournament::tournaments::{GameLine, game_lines},
};
use crate::{
    domain::TournamentId,
    service::tournaments::view::{self, GroupView, StageView},
    store::tournaments::TournamentRow,
};

#[derive(Template)]
#[template(path = "tournaments/group.html")]
struct GroupPage {
    ctx: PageContext,
    t: TournamentRow,
    stage: StageView,
    group: GroupView,
    games: Vec<GameLine>,
    tiebreak_order: String,
}

/// `GET /tournaments/{id}/stages/{n}/groups/{g}`: 404 for no such stage or group.
pub async fn show(
    state: web::Data<AppState>,
    ctx: PageContext,
    path: web::Path<(TournamentId, i32, i32)>,
) -> Result<HttpResponse, AppError> {
    let (id, stage, group) = path.into_inner();
    let mut conn = state.pool.acquire().await?;
    let v = view::load(&mut conn, id).await?;
    drop(conn);
    let Some(s) = v.stages.iter().find(|s| s.number == stage) else {
        return Err(AppError::NotFoundWith(
            crate::domain::Words::new("tournament-no-such-group").into(),
        ));
    };
    let Some(g) = s.groups.iter().find(|g| g.number == group) else {
        return Err(AppError::NotFoundWith(
            crate::domain::Words::new("tournament-no-such-group").into(),
        ));
    };
    let games = game_lines(
        v.games
            .iter()
            .filter(|x| x.stage == Some(stage) && x.group_no == Some(group)),
        ctx.lang,
    );
    render(&GroupPage {
        tiebreak_order: crate::i18n::values::describe_order(&v.t.tiebreaks.0, ctx.lang),
        stage: s.clone(),
        group: g.clone(),
        games,
        t: v.t,
        ctx,
    })
}
