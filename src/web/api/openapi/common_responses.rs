//! The answers any operation of a kind can give, added to every such operation so no
//! handler's list can forget one: a token's operations can answer 401 (no or a bad
//! token) and 429 (the token's rate limit); an operation with a body can answer 400
//! (malformed JSON), 408 (the body came too slowly) and 413 (the body is larger than
//! the API reads); an operation whose path names something can answer 404. A handler's
//! own description of one of these is kept. And every error answer (4xx, 5xx) a handler
//! lists without a body gets the problem-details body, so a handler's row names only its
//! status and what it means.

use utoipa::{
    Modify,
    openapi::{
        OpenApi, Ref, RefOr,
        content::{Content, ContentBuilder},
        path::Operation,
        response::{Response, ResponseBuilder},
    },
};

use super::super::problem::{PROBLEM_JSON, ProblemType};

/// Adds [the common answers](self) to every operation of the document.
pub struct CommonResponses;

impl Modify for CommonResponses {
    fn modify(&self, openapi: &mut OpenApi) {
        for (path, item) in &mut openapi.paths.paths {
            let named = path.contains('{');
            let operations = [
                &mut item.get,
                &mut item.put,
                &mut item.post,
                &mut item.delete,
                &mut item.patch,
            ];
            for operation in operations.into_iter().flatten() {
                give_errors_the_problem_body(operation);
                for kind in common_to(operation, named) {
                    let status = kind.status().as_u16().to_string();
                    operation
                        .responses
                        .responses
                        .entry(status)
                        .or_insert_with(|| problem_response(kind).into());
                }
            }
        }
    }
}

/// Every error answer of `operation` described without content answers a [`Problem`].
///
/// [`Problem`]: super::super::problem::Problem
fn give_errors_the_problem_body(operation: &mut Operation) {
    for (status, answer) in &mut operation.responses.responses {
        let error = status.parse::<u16>().is_ok_and(|s| s >= 400);
        if let RefOr::T(response) = answer
            && error
            && response.content.is_empty()
        {
            response
                .content
                .insert(PROBLEM_JSON.to_string(), problem_content().into());
        }
    }
}

/// The problems an operation can answer with whatever its handler does; `named`: its
/// path names something (`{id}`, `{slug}`), which a name that cannot exist (one with a
/// control character: see `web::middleware::path_guard`) answers with 404.
fn common_to(operation: &Operation, named: bool) -> Vec<ProblemType> {
    let mut kinds = Vec::new();
    if named {
        kinds.push(ProblemType::NotFound);
    }
    if needs_token(operation) {
        kinds.extend([ProblemType::Unauthorized, ProblemType::RateLimited]);
    }
    if operation.request_body.is_some() {
        kinds.extend([
            ProblemType::MalformedRequest,
            ProblemType::RequestTimeout,
            ProblemType::PayloadTooLarge,
        ]);
    }
    kinds
}

/// Whether the operation takes the document's bearer token: an operation open to
/// anyone says so with one empty security requirement (`security: [{}]`).
fn needs_token(operation: &Operation) -> bool {
    match &operation.security {
        None => true,
        Some(requirements) => serde_json::to_value(requirements)
            .map(|v| v != serde_json::json!([{}]))
            .unwrap_or(true),
    }
}

/// A problem-details answer described by its type's title.
fn problem_response(kind: ProblemType) -> Response {
    ResponseBuilder::new()
        .description(format!("{} (`{}`)", kind.title(), kind.slug()))
        .content(PROBLEM_JSON, problem_content())
        .build()
}

/// A problem-details body.
fn problem_content() -> Content {
    ContentBuilder::new()
        .schema(Some(Ref::from_schema_name("Problem")))
        .build()
}

#[cfg(test)]
mod tests {
    use utoipa::OpenApi;

    use super::super::ApiDoc;

    #[test]
    fn every_operation_with_a_token_or_a_body_lists_the_common_answers() {
        let doc = serde_json::to_value(ApiDoc::openapi()).unwrap();
        let mut seen_body = false;
        for (path, item) in doc["paths"].as_object().unwrap() {
            for (method, op) in item.as_object().unwrap() {
                let answers = op["responses"].as_object().unwrap();
                let open = op["security"] == serde_json::json!([{}]);
                if !open {
                    for status in ["401", "429"] {
                        assert!(answers.contains_key(status), "{method} {path}: {status}");
                    }
                }
                if op.get("requestBody").is_some() {
                    seen_body = true;
                    for status in ["400", "408", "413"] {
                        assert!(answers.contains_key(status), "{method} {path}: {status}");
                    }
                }
            }
        }
        assert!(seen_body, "some operation takes a body");
    }

    #[test]
    fn every_error_answer_is_a_problem() {
        let doc = serde_json::to_value(ApiDoc::openapi()).unwrap();
        for (path, item) in doc["paths"].as_object().unwrap() {
            for (method, op) in item.as_object().unwrap() {
                for (status, answer) in op["responses"].as_object().unwrap() {
                    if status.as_str() >= "400" && answer.get("$ref").is_none() {
                        let schema = &answer["content"]["application/problem+json"]["schema"];
                        assert_eq!(
                            schema["$ref"], "#/components/schemas/Problem",
                            "{method} {path} {status}"
                        );
                    }
                }
            }
        }
    }
}
