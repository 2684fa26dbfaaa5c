//! Live events for open pages (`GET /games/{id}/events`, `GET /events`): the change
//! listener ([`super::notices`]) hands every `game_events` notice (migration 0107) and
//! every `c:` notice to [`LiveEvents`], which fans them out to the streams of this
//! process over one broadcast channel. No stream reads the database to learn what
//! happened: the notice says it (the game, the event, the game's ply after it).
//!
//! Streams are counted: at most [`PER_CLIENT`] per user (or per client address for
//! visitors without an account), and at most the number [`LiveEvents::new`] was given
//! in all, so that streams, which each hold a connection, cannot take every connection
//! of the process. An owner's stream past [`PER_CLIENT`] ends their oldest (most often
//! a page closed a moment ago, whose stream ends only at its next write); past the
//! process's cap a stream is refused.
//!
//! Notices may be lost (the listener's connection dropped, a probe did not come back):
//! when the listener hears again after that, it sends [`Live::Reset`], which ends every
//! stream; the pages reconnect with `Last-Event-ID` and are sent what they missed.

use std::{
    collections::HashMap,
    net::IpAddr,
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
};

use tokio::sync::{Notify, broadcast};

use crate::domain::{GameId, UserId};

/// The channel the triggers of migration 0107 notify.
pub const CHANNEL: &str = "game_events";

/// Streams one user (or one client address) may hold at once.
pub const PER_CLIENT: usize = 8;

/// Events a slow stream may fall behind by before it is ended (its page reconnects).
const BACKLOG: usize = 1024;

/// What happened in a game, as its page's stream names the event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Happened {
    Move,
    Offer,
    Message,
    End,
    /// The computer analysis of a finished game moved on (its notice carries the
    /// positions analysed, not the game's ply).
    Analysis,
}

impl Happened {
    /// The event's name on the stream (and in the notice).
    pub fn name(self) -> &'static str {
        match self {
            Happened::Move => "move",
            Happened::Offer => "offer",
            Happened::Message => "message",
            Happened::End => "end",
            Happened::Analysis => "analysis",
        }
    }

    fn parse(name: &str) -> Option<Self> {
        [
            Happened::Move,
            Happened::Offer,
            Happened::Message,
            Happened::End,
            Happened::Analysis,
        ]
        .into_iter()
        .find(|h| h.name() == name)
    }
}

/// One event for the streams.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Live {
    /// Something happened in `game`, which is at half-move `ply` after it (for
    /// [`Happened::Analysis`]: `ply` is the number of positions analysed).
    Game {
        game: GameId,
        happened: Happened,
        ply: i32,
    },
    /// A user's games on move (or challenges) may have changed (a `c:` notice).
    Counts(UserId),
    /// Notices may have been missed: every stream ends, so that its page reconnects.
    Reset,
}

impl Live {
    /// The event in a `game_events` payload (`<game> <event> <ply>`), if it reads.
    pub fn parse(payload: &str) -> Option<Live> {
        let mut parts = payload.split(' ');
        let game = parts.next()?.parse().ok()?;
        let happened = Happened::parse(parts.next()?)?;
        let ply = parts.next()?.parse().ok()?;
        if parts.next().is_some() {
            return None;
        }
        Some(Live::Game {
            game: GameId(game),
            happened,
            ply,
        })
    }
}

/// Whom a stream is counted against.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum StreamOwner {
    User(UserId),
    Address(IpAddr),
    /// No address known (a test's client, say): counted together.
    Unknown,
}

/// The fan-out of live events to this process's streams.
#[derive(Debug)]
pub struct LiveEvents {
    sender: broadcast::Sender<Live>,
    /// A listener feeds this (off with `CACHES=off` or both caches at 0).
    on: bool,
    /// The listener hears notices now (its last probe came back).
    hearing: AtomicBool,
    max_streams: usize,
    streams: Mutex<Streams>,
}

#[derive(Debug, Default)]
struct Streams {
    all: usize,
    /// Each owner's streams, oldest first: their numbers and how to end them.
    by_owner: HashMap<StreamOwner, Vec<(u64, Arc<Notify>)>>,
    next: u64,
}

/// Why a stream was not opened.
#[derive(Debug, PartialEq, Eq)]
pub enum Refused {
    /// The process holds its most streams.
    Full,
}

impl LiveEvents {
    /// Fan-out for at most `max_streams` streams; `on` says whether a listener feeds it.
    pub fn new(on: bool, max_streams: usize) -> Self {
        Self {
            sender: broadcast::channel(BACKLOG).0,
            on,
            hearing: AtomicBool::new(false),
            max_streams,
            streams: Mutex::new(Streams::default()),
        }
    }

    /// Whether streams get events here at all (a listener runs).
    pub fn is_on(&self) -> bool {
        self.on
    }

    /// Hands `live` to every open stream.
    pub fn send(&self, live: Live) {
        // No receivers is no error: nobody watches.
        let _ = self.sender.send(live);
    }

    /// The listener's probe came back: after a time without notices, every stream
    /// ends so that its page catches up.
    pub fn hearing(&self) {
        if !self.hearing.swap(true, Ordering::SeqCst) {
            self.send(Live::Reset);
        }
    }

    /// The listener may miss notices from now on.
    pub fn deaf(&self) {
        self.hearing.store(false, Ordering::SeqCst);
    }

    /// Opens a stream for `owner` (ending their oldest when they hold [`PER_CLIENT`]):
    /// its slot (held while the stream lives) and its events, or why not.
    pub fn open(
        self: &Arc<Self>,
        owner: StreamOwner,
    ) -> Result<(StreamSlot, broadcast::Receiver<Live>), Refused> {
        let mut streams = self.streams.lock().unwrap_or_else(|e| e.into_inner());
        let streams = &mut *streams;
        let held = streams.by_owner.entry(owner.clone()).or_default();
        if held.len() >= PER_CLIENT {
            let (_, oldest) = held.remove(0);
            oldest.notify_one();
            streams.all = streams.all.saturating_sub(1);
        } else if streams.all >= self.max_streams {
            return Err(Refused::Full);
        }
        streams.next += 1;
        let ended = Arc::new(Notify::new());
        held.push((streams.next, Arc::clone(&ended)));
        streams.all += 1;
        let slot = StreamSlot {
            events: Arc::clone(self),
            owner,
            number: streams.next,
            ended,
        };
        Ok((slot, self.sender.subscribe()))
    }

    /// Streams open now.
    pub fn open_streams(&self) -> usize {
        self.streams.lock().unwrap_or_else(|e| e.into_inner()).all
    }

    /// Gives stream `number`'s place back (an ended oldest gave it back already).
    fn close(&self, owner: &StreamOwner, number: u64) {
        let mut streams = self.streams.lock().unwrap_or_else(|e| e.into_inner());
        let Some(held) = streams.by_owner.get_mut(owner) else {
            return;
        };
        let Some(at) = held.iter().position(|(n, _)| *n == number) else {
            return;
        };
        held.remove(at);
        if held.is_empty() {
            streams.by_owner.remove(owner);
        }
        streams.all = streams.all.saturating_sub(1);
    }
}

/// A stream's place in the count, given back when the stream ends.
#[derive(Debug)]
pub struct StreamSlot {
    events: Arc<LiveEvents>,
    owner: StreamOwner,
    number: u64,
    ended: Arc<Notify>,
}

impl StreamSlot {
    /// Completes when a newer stream of the same owner took this one's place: the
    /// stream should end.
    pub async fn replaced(&self) {
        self.ended.notified().await;
    }
}

impl Drop for StreamSlot {
    fn drop(&mut self) {
        self.events.close(&self.owner, self.number);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payloads_name_a_game_an_event_and_a_ply() {
        assert_eq!(
            Live::parse("42 move 7"),
            Some(Live::Game {
                game: GameId(42),
                happened: Happened::Move,
                ply: 7
            })
        );
        assert_eq!(
            Live::parse("1 end 0").map(|l| matches!(
                l,
                Live::Game {
                    happened: Happened::End,
                    ..
                }
            )),
            Some(true)
        );
        for bad in ["", "42", "42 jump 7", "x move 7", "42 move", "42 move 7 8"] {
            assert_eq!(Live::parse(bad), None, "{bad:?}");
        }
        for h in [
            Happened::Move,
            Happened::Offer,
            Happened::Message,
            Happened::End,
            Happened::Analysis,
        ] {
            assert_eq!(Happened::parse(h.name()), Some(h));
        }
    }

    #[tokio::test]
    async fn streams_are_counted_per_owner_and_in_all() {
        let events = Arc::new(LiveEvents::new(true, PER_CLIENT + 2));
        let me = StreamOwner::User(UserId(1));
        let mut mine: Vec<_> = (0..PER_CLIENT)
            .map(|_| events.open(me.clone()).unwrap())
            .collect();
        let newest = events.open(me.clone()).unwrap();
        assert_eq!(events.open_streams(), PER_CLIENT, "one owner's cap");
        let oldest = mine.remove(0);
        tokio::time::timeout(std::time::Duration::from_secs(1), oldest.0.replaced())
            .await
            .expect("the newest stream ends the oldest");
        drop(oldest);
        assert_eq!(events.open_streams(), PER_CLIENT, "counted once");
        mine.push(newest);
        let other = events.open(StreamOwner::User(UserId(2))).unwrap();
        let _third = events.open(StreamOwner::Unknown).unwrap();
        assert_eq!(
            events.open(StreamOwner::User(UserId(3))).err(),
            Some(Refused::Full),
            "the process's cap"
        );
        drop(other);
        mine.pop();
        assert_eq!(events.open_streams(), PER_CLIENT);
        assert!(
            events.open(StreamOwner::User(UserId(3))).is_ok(),
            "a closed stream gives its slot back"
        );
    }

    #[test]
    fn hearing_again_after_a_gap_resets_the_streams() {
        let events = Arc::new(LiveEvents::new(true, 4));
        let (_slot, mut rx) = events.open(StreamOwner::Unknown).unwrap();
        events.hearing();
        assert_eq!(rx.try_recv().ok(), Some(Live::Reset), "the first probe");
        events.hearing();
        assert!(rx.try_recv().is_err(), "still hearing: nothing to reset");
        events.deaf();
        events.send(Live::Counts(UserId(3)));
        events.hearing();
        assert_eq!(rx.try_recv().ok(), Some(Live::Counts(UserId(3))));
        assert_eq!(rx.try_recv().ok(), Some(Live::Reset));
    }
}
