//! The live event streams (`GET /games/{id}/events`, `GET /events`): headers, the
//! events a move, an offer, a message and a resignation send, who gets messages, the
//! catch-up after a reconnect, refusals and the stream cap.

use std::time::Duration;

use reqwest::StatusCode;

use crate::support::{
    Browser, TestApp,
    play::{TwoPlayers, play_ok, post_ok},
};

/// How long an event may take to arrive (the bound for live pages).
const WITHIN: Duration = Duration::from_secs(5);

/// One block of the stream: an event, or only an id, a retry or a comment.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Block {
    pub event: Option<String>,
    pub id: Option<String>,
    pub data: Option<String>,
    pub retry: Option<String>,
}

/// An open stream, read block by block (also through a proxy, tests/it/proxies.rs).
pub struct Events {
    res: reqwest::Response,
    buf: String,
}

impl Events {
    pub async fn open(browser: &Browser, path: &str, last_id: Option<&str>) -> Events {
        let mut req = browser.client.get(format!("{}{path}", browser.base));
        if let Some(id) = last_id {
            req = req.header("Last-Event-ID", id);
        }
        let res = req.send().await.unwrap();
        assert_eq!(res.status(), StatusCode::OK, "{path}");
        Events {
            res,
            buf: String::new(),
        }
    }

    /// The next block within `limit`, or `None`.
    async fn block(&mut self, limit: Duration) -> Option<Block> {
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            if let Some(at) = self.buf.find("\n\n") {
                let text: String = self.buf.drain(..at + 2).collect();
                return Some(parse(&text));
            }
            let chunk = tokio::time::timeout_at(deadline, self.res.chunk())
                .await
                .ok()?
                .unwrap()?;
            self.buf.push_str(std::str::from_utf8(&chunk).unwrap());
        }
    }

    /// The next named event within [`WITHIN`] (ids, retries and comments skipped).
    pub async fn event(&mut self) -> Block {
        let deadline = tokio::time::Instant::now() + WITHIN;
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            let block = self.block(left).await.expect("an event within 5 s");
            if block.event.is_some() {
                return block;
            }
        }
    }
}

fn parse(text: &str) -> Block {
    let mut block = Block::default();
    for line in text.lines() {
        let Some((field, value)) = line.split_once(": ") else {
            continue;
        };
        let value = Some(value.to_owned());
        match field {
            "event" => block.event = value,
            "id" => block.id = value,
            "data" => block.data = value,
            "retry" => block.retry = value,
            _ => {}
        }
    }
    block
}

fn named(event: &str, id: &str, data: &str) -> Block {
    Block {
        event: Some(event.into()),
        id: Some(id.into()),
        data: Some(data.into()),
        retry: None,
    }
}

#[tokio::test]
async fn a_game_stream_is_an_uncompressed_unbuffered_event_stream() {
    let app = TestApp::spawn().await;
    let game = TwoPlayers::new(&app, 518).await;
    let res = app
        .browser()
        .client
        .get(format!("{}/games/{}/events", app.address, game.game))
        .header("Accept-Encoding", "gzip")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let header = |name: &str| {
        res.headers()
            .get(name)
            .map(|v| v.to_str().unwrap().to_owned())
            .unwrap_or_default()
    };
    assert_eq!(header("content-type"), "text/event-stream");
    assert_eq!(header("cache-control"), "no-cache");
    assert_eq!(header("x-accel-buffering"), "no");
    // Not compressed, and no `Content-Encoding` at all: `identity` names no coding an
    // answer may carry (RFC 9110 8.4.1).
    assert!(
        res.headers().get("content-encoding").is_none(),
        "events are not held back, and no coding is named: {}",
        header("content-encoding")
    );
    let mut events = Events {
        res,
        buf: String::new(),
    };
    let first = events
        .block(WITHIN)
        .await
        .expect("the stream's first block");
    assert_eq!(first.retry.as_deref(), Some("3000"));
    assert_eq!(first.id.as_deref(), Some("0"), "where the game stands");
    assert_eq!(first.event, None, "nothing missed");
}

#[tokio::test]
async fn moves_offers_messages_and_the_end_reach_the_open_pages() {
    let app = TestApp::spawn().await;
    let game = TwoPlayers::new(&app, 518).await;
    let path = format!("/games/{}/events", game.game);
    let mut black = Events::open(&game.black, &path, None).await;
    let spectator = app.browser();
    let mut watching = Events::open(&spectator, &path, None).await;
    // Black's stream starts with where the game stands and Black's games on move.
    assert_eq!(
        black.event().await,
        Block {
            event: Some("turns".into()),
            data: Some("0".into()),
            ..Block::default()
        }
    );

    play_ok(&game.white, game.game, "e4").await;
    assert_eq!(black.event().await, named("move", "1", "1"));
    assert_eq!(
        black.event().await.data.as_deref(),
        Some("1"),
        "the badge: Black is on move in one game"
    );
    assert_eq!(watching.event().await, named("move", "1", "1"));

    post_ok(
        &game.white,
        &format!("/games/{}/messages", game.game),
        &[("message", "good luck")],
    )
    .await;
    assert_eq!(black.event().await, named("message", "1", "1"));

    post_ok(
        &game.black,
        &format!("/games/{}/draw", game.game),
        &[("action", "offer")],
    )
    .await;
    assert_eq!(black.event().await, named("offer", "1", "1"));
    assert_eq!(
        watching.event().await,
        named("offer", "1", "1"),
        "spectators get no message: the offer is their next event"
    );

    post_ok(
        &game.black,
        &format!("/games/{}/resign", game.game),
        &[("confirm", "on")],
    )
    .await;
    assert_eq!(watching.event().await, named("end", "1-end", "1"));
    let ended = loop {
        let block = black.event().await;
        if block.event.as_deref() != Some("turns") {
            break block;
        }
    };
    assert_eq!(ended, named("end", "1-end", "1"));
}

#[tokio::test]
async fn a_reconnecting_page_gets_what_it_missed_at_once() {
    let app = TestApp::spawn().await;
    let game = TwoPlayers::new(&app, 518).await;
    let path = format!("/games/{}/events", game.game);
    play_ok(&game.white, game.game, "e4").await;
    let visitor = app.browser();

    let mut behind = Events::open(&visitor, &path, Some("0")).await;
    let first = behind.block(WITHIN).await.unwrap();
    assert_eq!(first.event.as_deref(), Some("move"), "{first:?}");
    assert_eq!(
        (first.id.as_deref(), first.data.as_deref()),
        (Some("1"), Some("1"))
    );

    let mut current = Events::open(&visitor, &path, Some("1")).await;
    let first = current.block(WITHIN).await.unwrap();
    assert_eq!(
        (first.event, first.id.as_deref()),
        (None, Some("1")),
        "nothing missed"
    );

    // A page's first connection says where it was drawn (`since`).
    let mut drawn = Events::open(&visitor, &format!("{path}?since=0"), None).await;
    assert_eq!(
        drawn.block(WITHIN).await.unwrap().event.as_deref(),
        Some("move")
    );

    post_ok(
        &game.white,
        &format!("/games/{}/resign", game.game),
        &[("confirm", "on")],
    )
    .await;
    let mut after_end = Events::open(&visitor, &path, Some("1")).await;
    let first = after_end.block(WITHIN).await.unwrap();
    assert_eq!(first.event.as_deref(), Some("end"));
    assert_eq!(first.id.as_deref(), Some("1-end"));
}

#[tokio::test]
async fn a_game_nobody_may_see_has_no_stream_and_a_users_streams_are_capped() {
    let app = TestApp::spawn().await;
    let visitor = app.browser();
    assert_eq!(
        visitor.get("/games/999999/events").await.status,
        visitor.get("/games/999999").await.status,
        "as the page answers"
    );
    assert_eq!(
        visitor.get("/games/999999/events").await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        visitor.get("/events").await.status,
        StatusCode::NO_CONTENT,
        "a visitor has no games on move to follow"
    );

    let game = TwoPlayers::new(&app, 518).await;
    let path = format!("/games/{}/events", game.game);
    let mut oldest = Events::open(&game.white, &path, None).await;
    let mut open = Vec::new();
    for _ in 1..corrchess::cache::live::PER_CLIENT {
        open.push(Events::open(&game.white, &path, None).await);
    }
    assert_eq!(oldest.block(WITHIN).await.unwrap().id.as_deref(), Some("0"));
    // One more (a page reloaded while a closed page's stream lingers) ends the oldest.
    let mut newest = Events::open(&game.white, "/events", None).await;
    assert_eq!(newest.event().await.event.as_deref(), Some("turns"));
    assert!(
        ends_within(&mut oldest, WITHIN).await,
        "the oldest of the user's streams ends"
    );
}

/// Whether the stream's body ends within `limit`.
async fn ends_within(events: &mut Events, limit: Duration) -> bool {
    let deadline = tokio::time::Instant::now() + limit;
    loop {
        match tokio::time::timeout_at(deadline, events.res.chunk()).await {
            Err(_) => return false,
            Ok(Ok(None)) => return true,
            Ok(Ok(Some(_))) => {}
            Ok(Err(e)) => panic!("reading the stream: {e}"),
        }
    }
}

#[tokio::test]
async fn without_a_change_listener_the_streams_say_there_is_nothing_to_follow() {
    let app = TestApp::spawn_with(|c| c.caches = false).await;
    let game = TwoPlayers::new(&app, 518).await;
    let res = game
        .black
        .get(&format!("/games/{}/events", game.game))
        .await;
    assert_eq!(res.status, StatusCode::NO_CONTENT);
    assert_eq!(
        game.black.get("/events").await.status,
        StatusCode::NO_CONTENT
    );
}

#[tokio::test]
async fn the_computer_analysis_moving_on_reaches_the_open_pages() {
    // No engine: the job's rows are written here, as a worker would write them.
    let app = TestApp::spawn_with(|c| c.analysis.engine = None).await;
    let game = TwoPlayers::new(&app, 518).await;
    play_ok(&game.white, game.game, "e4").await;
    post_ok(
        &game.white,
        &format!("/games/{}/resign", game.game),
        &[("confirm", "on")],
    )
    .await;
    let path = format!("/games/{}/events", game.game);
    let mut page = Events::open(&app.browser(), &path, Some("1-end")).await;
    let first = page.block(WITHIN).await.unwrap();
    assert_eq!((first.event, first.id.as_deref()), (None, Some("1-end")));

    let run = |sql: &'static str| {
        let pool = app.pool.clone();
        let id = game.game;
        async move {
            sqlx::query(sql).bind(id).execute(&pool).await.unwrap();
        }
    };
    run("INSERT INTO analysis_jobs (game_id, positions, nodes) VALUES ($1, 2, 1000)").await;
    assert_eq!(
        page.event().await,
        named("analysis", "1-end", "0"),
        "queued"
    );
    // A renewed lease alone says nothing; a position stored does.
    run("UPDATE analysis_jobs SET locked_until = now() WHERE game_id = $1").await;
    run("UPDATE analysis_jobs SET status = 'running', positions_done = 1 WHERE game_id = $1").await;
    assert_eq!(page.event().await, named("analysis", "1-end", "1"));
    run("UPDATE analysis_jobs SET status = 'done', positions_done = 2 WHERE game_id = $1").await;
    assert_eq!(page.event().await, named("analysis", "1-end", "2"), "done");
}
