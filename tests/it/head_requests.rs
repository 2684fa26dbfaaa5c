//! `HEAD` wherever `GET` works (RFC 9110 9.3.2; issue 44): every GET route of the route
//! table answers a `HEAD` with the `GET`'s status and headers and no body, and the
//! addresses uptime monitors and caches ask (`curl -I`) answer 200.

use reqwest::{Method, StatusCode, header};

use crate::{
    input::{World, routes_of, world},
    support::BASE_URL,
};

/// `route` ("GET /games/{id}") with its parameters filled from `w`, and the cases the
/// route table does not hold (the Xfcc service's WSDL).
fn filled(w: &World, path: &str, feed: &str) -> String {
    let id = if path.contains("/games/") {
        w.game.to_string()
    } else if path.contains("/tournaments/") {
        w.running.to_string()
    } else {
        "1".to_owned()
    };
    if path.starts_with("/calendar/") {
        return feed.to_owned();
    }
    path.replace("{id}", &id)
        .replace("{username}", &w.opponent)
        .replace("{slug}", "walkers")
        .replace("{name}", "site.css")
        .replace("{number}", "518")
        .replace("{n}", "518")
        .replace(['{', '}'], "")
}

/// Status, headers and body of `method path` as the walk's player (cookies, and the
/// API token under `/api/`). An event stream's body is never read to its end: only
/// whether it has one.
async fn ask(w: &World, method: Method, path: &str) -> (StatusCode, header::HeaderMap, Vec<u8>) {
    let mut req = w
        .player
        .client
        .request(method, format!("{}{path}", w.app.address));
    if path.starts_with("/api/") {
        req = req.bearer_auth(w.player_api.token.as_deref().unwrap());
    }
    let mut res = req.send().await.unwrap();
    let (status, headers) = (res.status(), res.headers().clone());
    let body = if path.ends_with("/events") {
        res.chunk()
            .await
            .unwrap()
            .map(|c| c.to_vec())
            .unwrap_or_default()
    } else {
        res.bytes().await.unwrap().to_vec()
    };
    (status, headers, body)
}

#[tokio::test]
async fn every_get_route_answers_head_with_the_same_status_and_no_body() {
    let w = world().await;
    let feed = crate::calendar::make_address(&w.player).await;
    let feed = feed.strip_prefix(BASE_URL).unwrap().to_owned();
    let routes = routes_of(&[("web::get()", "GET")]);
    assert!(
        routes.len() > 60,
        "the route table was read: {}",
        routes.len()
    );
    let mut paths: Vec<String> = routes
        .iter()
        .map(|r| filled(&w, r.strip_prefix("GET ").unwrap(), &feed))
        .collect();
    paths.extend(["/xfcc?WSDL".to_owned(), "/xfccbasic.asmx?wsdl".to_owned()]);
    let mut answered_200 = 0;
    for path in &paths {
        // Lengths are compared below, on pages that do not change between two asks
        // (the dice page draws anew each time).
        let (get, get_headers, _) = ask(&w, Method::GET, path).await;
        let (head, head_headers, head_body) = ask(&w, Method::HEAD, path).await;
        assert_eq!(head, get, "HEAD {path} answers as GET does");
        assert!(head_body.is_empty(), "HEAD {path} has no body");
        assert_eq!(
            head_headers.get(header::CONTENT_TYPE),
            get_headers.get(header::CONTENT_TYPE),
            "HEAD {path}: the GET's content type"
        );
        if get == StatusCode::OK {
            answered_200 += 1;
        }
    }
    assert!(
        answered_200 > 30,
        "most GET routes answered 200: {answered_200}"
    );

    // What `curl -I` asks: 200 with the GET's length, and still no body.
    let game = w.game;
    for path in [
        "/healthz".to_owned(),
        "/".into(),
        format!("/games/{game}"),
        format!("/games/{game}.pgn"),
        "/static/site.css".into(),
        "/xfcc?WSDL".into(),
        feed.clone(),
    ] {
        let res = reqwest::Client::new()
            .head(format!("{}{path}", w.app.address))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::OK, "HEAD {path}");
        let length = res.headers().get(header::CONTENT_LENGTH).cloned();
        assert!(res.bytes().await.unwrap().is_empty(), "HEAD {path}");
        let get = reqwest::Client::new()
            .get(format!("{}{path}", w.app.address))
            .send()
            .await
            .unwrap();
        let want = get.headers().get(header::CONTENT_LENGTH).cloned();
        let body = get.bytes().await.unwrap();
        if let Some(want) = want {
            assert_eq!(length, Some(want), "HEAD {path}: the GET's Content-Length");
            assert_eq!(body.len().to_string(), length.unwrap().to_str().unwrap());
        }
    }
}
