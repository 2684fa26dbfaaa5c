//! `GET /api`: the API described for people, inside the site layout. The endpoint
//! list comes from the OpenAPI document and the problem list from [`ProblemType`], so
//! the page cannot drift from the code.

use actix_web::{HttpResponse, web};
use askama::Template;
use utoipa::OpenApi;

use super::{openapi::ApiDoc, problem::ProblemType};
use crate::web::{
    AppError, AppState,
    page::{PageContext, render},
};

/// One endpoint row.
pub struct Endpoint {
    pub method: &'static str,
    pub path: String,
    pub summary: String,
    pub needs_token: bool,
}

/// One problem type row.
pub struct ProblemRow {
    pub slug: &'static str,
    pub uri: String,
    pub status: u16,
    pub title: &'static str,
    pub explanation: &'static str,
}

#[derive(Template)]
#[template(path = "api.html")]
struct ApiPage {
    ctx: PageContext,
    base_url: String,
    endpoints: Vec<Endpoint>,
    problems: Vec<ProblemRow>,
}

/// The endpoints of the OpenAPI document, in its path order.
pub fn endpoints() -> Vec<Endpoint> {
    let doc = ApiDoc::openapi();
    let mut list = Vec::new();
    for (path, item) in doc.paths.paths {
        for (method, op) in [
            ("GET", item.get),
            ("POST", item.post),
            ("PUT", item.put),
            ("DELETE", item.delete),
        ] {
            let Some(op) = op else { continue };
            // `security(())` on an operation marks it as open to anyone.
            let needs_token = op.security.is_none();
            list.push(Endpoint {
                method,
                path: path.clone(),
                summary: op.summary.unwrap_or_default(),
                needs_token,
            });
        }
    }
    list
}

pub async fn page(ctx: PageContext, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let problems = ProblemType::ALL
        .into_iter()
        .map(|k| ProblemRow {
            slug: k.slug(),
            uri: k.uri(),
            status: k.status().as_u16(),
            title: k.title(),
            explanation: k.explanation(),
        })
        .collect();
    render(&ApiPage {
        ctx,
        base_url: state.config.base_url.clone(),
        endpoints: endpoints(),
        problems,
    })
}
