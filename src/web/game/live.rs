//! The live event streams of open pages (Server-Sent Events, docs/design/live.md):
//! `GET /games/{id}/events` for a game page, `GET /events` for the navigation's badge on
//! every other page of a logged-in player. Each stream takes its events from the
//! process's one change listener ([`crate::cache::live`]); it reads the database when it
//! opens (the game, through the game view cache) and, for a logged-in viewer, when a
//! notice says their games on move may have changed (the badge's count), never on a timer.
//!
//! Events: `move`, `offer`, `message` (players only), `end`, each with the game's ply in
//! `data` (a plain number) and an `id` that marks where the game stands (`12`, or
//! `12-end` once over); `analysis` (the computer analysis moved on: `data` is the
//! positions analysed, the id unchanged); `turns`, with the viewer's games on move. A page that reconnects
//! sends the last id (`Last-Event-ID`, or `?since=` on its first connection) and gets
//! the `end` or `move` it missed at once.

use std::time::Duration;

use actix_web::{
    HttpRequest, HttpResponse,
    http::header,
    web::{self, Bytes},
};
use futures_util::{StreamExt, stream};
use serde::Deserialize;
use sqlx::PgPool;
use tokio::{
    sync::broadcast::{Receiver, error::RecvError},
    time::{Instant, Interval, interval_at},
};

use crate::{
    cache::live::{Happened, Live, Refused, StreamOwner, StreamSlot},
    domain::{GameId, UserId},
    store,
    web::{AppError, AppState, extract::session::load_session, middleware::rate_limit::client_ip},
};

/// How often a quiet stream sends a comment, so that proxies keep it open (and below
/// twice `REQUEST_TIMEOUT`, after which a connection that sent nothing is closed).
const KEEP_ALIVE: Duration = Duration::from_secs(20);

/// How long a browser waits before it reconnects after a drop (the `retry:` field).
const RETRY_MS: u32 = 3000;

/// How long a client refused for the process's streams being full waits before it asks
/// again.
const FULL_RETRY_SECONDS: u64 = 60;

/// Where a game stands, as the stream's event ids say: its ply and whether it is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    ply: i32,
    ended: bool,
}

impl Mark {
    /// The mark in an event id (`12`, or `12-end`), if it reads.
    pub fn parse(id: &str) -> Option<Mark> {
        let (ply, ended) = match id.trim().strip_suffix("-end") {
            Some(ply) => (ply, true),
            None => (id.trim(), false),
        };
        let ply = ply.parse().ok().filter(|p: &i32| *p >= 0)?;
        Some(Mark { ply, ended })
    }

    /// The event id of this mark.
    pub fn id(self) -> String {
        if self.ended {
            format!("{}-end", self.ply)
        } else {
            self.ply.to_string()
        }
    }

    /// What a page that saw `self` missed of `now`: the end, a move, or nothing.
    pub fn missed(self, now: Mark) -> Option<Happened> {
        if now.ended && !self.ended {
            Some(Happened::End)
        } else if now.ply > self.ply {
            Some(Happened::Move)
        } else {
            None
        }
    }
}

/// One event in the stream's wire format.
fn event(name: &str, id: &str, data: &str) -> String {
    format!("event: {name}\nid: {id}\ndata: {data}\n\n")
}

/// The viewer's games on move, as a `turns` event.
fn turns_event(count: i64) -> String {
    format!("event: turns\ndata: {count}\n\n")
}

#[derive(Deserialize)]
pub struct EventsQuery {
    /// The mark the page was drawn at, used when no `Last-Event-ID` is sent.
    since: Option<String>,
}

/// `GET /games/{id}/events`: the game's events for anyone who may see its page.
pub async fn game(
    state: web::Data<AppState>,
    req: HttpRequest,
    id: web::Path<GameId>,
    query: web::Query<EventsQuery>,
) -> Result<HttpResponse, AppError> {
    if !state.live.is_on() {
        return Ok(HttpResponse::NoContent().finish());
    }
    let session = load_session(&req).await?;
    let viewer = session.as_ref().map(|s| s.user.id);
    // Subscribed before the read, so that nothing after it is missed.
    let Some((slot, events)) = open(&state, &req, viewer) else {
        return Ok(full());
    };
    let id = id.into_inner();
    let view = super::games::view_now(&state, id, viewer).await?;
    let now = Mark {
        ply: view.row.ply,
        ended: !view.row.is_running(),
    };
    let since = last_event_id(&req)
        .or_else(|| query.into_inner().since)
        .and_then(|s| Mark::parse(&s));
    let mut first = format!("retry: {RETRY_MS}\n");
    match since.and_then(|s| s.missed(now)) {
        Some(missed) => first.push_str(&event(missed.name(), &now.id(), &now.ply.to_string())),
        None => first.push_str(&format!("id: {}\n\n", now.id())),
    }
    let turns = session.map(|s| s.my_turn);
    if let Some(count) = turns {
        first.push_str(&turns_event(count));
    }
    let follow = Follow {
        events,
        slot,
        game: Some(Watched {
            id,
            is_player: view.is_player,
            mark: now,
        }),
        viewer: viewer.zip(turns),
        pool: state.pool.clone(),
        keep_alive: interval_at(Instant::now() + KEEP_ALIVE, KEEP_ALIVE),
    };
    Ok(respond(first, follow))
}

/// `GET /events`: a logged-in player's `turns` (the navigation's badge); a visitor
/// without an account has nothing to follow (204, which a browser does not retry).
pub async fn mine(state: web::Data<AppState>, req: HttpRequest) -> Result<HttpResponse, AppError> {
    let session = load_session(&req).await?;
    let (true, Some(session)) = (state.live.is_on(), session) else {
        return Ok(HttpResponse::NoContent().finish());
    };
    let Some((slot, events)) = open(&state, &req, Some(session.user.id)) else {
        return Ok(full());
    };
    let first = format!("retry: {RETRY_MS}\n{}", turns_event(session.my_turn));
    let follow = Follow {
        events,
        slot,
        game: None,
        viewer: Some((session.user.id, session.my_turn)),
        pool: state.pool.clone(),
        keep_alive: interval_at(Instant::now() + KEEP_ALIVE, KEEP_ALIVE),
    };
    Ok(respond(first, follow))
}

/// The `Last-Event-ID` a reconnecting browser sends.
fn last_event_id(req: &HttpRequest) -> Option<String> {
    req.headers()
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
}

/// A stream's slot for the viewer (or the client's address; their oldest stream ends
/// when they hold too many), or `None` when the process holds its most.
fn open(
    state: &AppState,
    req: &HttpRequest,
    viewer: Option<UserId>,
) -> Option<(StreamSlot, Receiver<Live>)> {
    let owner = match viewer {
        Some(user) => StreamOwner::User(user),
        None => client_ip(req, state)
            .parse()
            .map_or(StreamOwner::Unknown, StreamOwner::Address),
    };
    match state.live.open(owner) {
        Ok(opened) => Some(opened),
        Err(Refused::Full) => {
            tracing::info!("live stream refused: the process holds its most");
            None
        }
    }
}

/// The answer when the process holds its most streams: 503 with `Retry-After` and no
/// page (an `EventSource` shows none, and does not retry it).
fn full() -> HttpResponse {
    HttpResponse::ServiceUnavailable()
        .insert_header((header::RETRY_AFTER, FULL_RETRY_SECONDS.to_string()))
        .finish()
}

/// The answer: `text/event-stream`, neither cached, buffered by a proxy, nor compressed
/// (a compressor would hold the events back; the `identity` marker that keeps
/// compression off is removed before the answer leaves, `middleware::identity_encoding`).
fn respond(first: String, follow: Follow) -> HttpResponse {
    let rest = stream::unfold(follow, |mut follow| async move {
        let chunk = follow.next_chunk().await?;
        Some((Ok::<_, actix_web::Error>(Bytes::from(chunk)), follow))
    });
    let body = stream::once(async move { Ok(Bytes::from(first)) }).chain(rest);
    HttpResponse::Ok()
        .content_type("text/event-stream")
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .insert_header(("X-Accel-Buffering", "no"))
        .insert_header((
            header::CONTENT_ENCODING,
            crate::web::middleware::identity_encoding::IDENTITY,
        ))
        .streaming(body)
}

/// The game a stream follows.
struct Watched {
    id: GameId,
    /// Players get the `message` events; spectators do not.
    is_player: bool,
    mark: Mark,
}

/// An open stream: its events, its slot, what it follows.
struct Follow {
    events: Receiver<Live>,
    slot: StreamSlot,
    game: Option<Watched>,
    /// The logged-in viewer and the games on move last sent to them.
    viewer: Option<(UserId, i64)>,
    pool: PgPool,
    keep_alive: Interval,
}

/// What one heard event does to a stream.
enum Step {
    Send(String),
    Skip,
    End,
}

impl Follow {
    /// The next text to send, or `None` to end the stream (a reset, or fallen behind:
    /// the page reconnects and catches up).
    async fn next_chunk(&mut self) -> Option<String> {
        loop {
            let heard = tokio::select! {
                _ = self.keep_alive.tick() => return Some(": keep-alive\n\n".to_owned()),
                () = self.slot.replaced() => return None,
                heard = self.events.recv() => heard,
            };
            let step = match heard {
                Ok(live) => self.step(live).await,
                Err(RecvError::Lagged(_) | RecvError::Closed) => Step::End,
            };
            match step {
                Step::Send(text) => return Some(text),
                Step::Skip => {}
                Step::End => return None,
            }
        }
    }

    async fn step(&mut self, live: Live) -> Step {
        match live {
            Live::Reset => Step::End,
            Live::Game {
                game,
                happened,
                ply,
            } => self.game_event(game, happened, ply),
            Live::Counts(user) => self.turns(user).await,
        }
    }

    fn game_event(&mut self, game: GameId, happened: Happened, ply: i32) -> Step {
        let Some(watched) = self.game.as_mut().filter(|w| w.id == game) else {
            return Step::Skip;
        };
        if happened == Happened::Message && !watched.is_player {
            return Step::Skip;
        }
        if happened == Happened::Analysis {
            // Where the game stands is unchanged: the id stays, the data counts positions.
            return Step::Send(event(happened.name(), &watched.mark.id(), &ply.to_string()));
        }
        watched.mark = Mark {
            ply,
            ended: watched.mark.ended || happened == Happened::End,
        };
        let id = watched.mark.id();
        Step::Send(event(happened.name(), &id, &ply.to_string()))
    }

    /// The viewer's games on move, read again after a `c:` notice, sent when changed.
    async fn turns(&mut self, user: UserId) -> Step {
        let Some((viewer, sent)) = self.viewer.as_mut().filter(|(v, _)| *v == user) else {
            return Step::Skip;
        };
        match store::games::on_move_count(&self.pool, *viewer).await {
            Ok(count) if count != *sent => {
                *sent = count;
                Step::Send(turns_event(count))
            }
            Ok(_) => Step::Skip,
            Err(e) => {
                tracing::warn!("live stream: games on move: {e}");
                Step::Skip
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_read_back_and_say_what_was_missed() {
        for (id, ply, ended) in [("0", 0, false), ("12", 12, false), ("13-end", 13, true)] {
            let mark = Mark::parse(id).unwrap();
            assert_eq!(mark, Mark { ply, ended });
            assert_eq!(mark.id(), id);
        }
        for bad in ["", "x", "-1", "12-", "end", "1.5"] {
            assert_eq!(Mark::parse(bad), None, "{bad:?}");
        }
        let at = |ply, ended| Mark { ply, ended };
        assert_eq!(at(4, false).missed(at(4, false)), None);
        assert_eq!(at(4, false).missed(at(6, false)), Some(Happened::Move));
        assert_eq!(at(4, false).missed(at(4, true)), Some(Happened::End));
        assert_eq!(at(4, false).missed(at(5, true)), Some(Happened::End));
        assert_eq!(at(5, true).missed(at(5, true)), None);
        assert_eq!(at(7, false).missed(at(5, false)), None, "an id from later");
    }

    #[test]
    fn events_are_framed_as_the_standard_says() {
        assert_eq!(
            event("move", "3", "3"),
            "event: move\nid: 3\ndata: 3\n\n".to_owned()
        );
        assert_eq!(turns_event(2), "event: turns\ndata: 2\n\n");
    }
}
