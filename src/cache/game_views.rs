//! Recently viewed games as every viewer sees them, kept in memory so that a
//! spectator's page view costs no statement and a player's one small statement. A game
//! is read far more often than it changes (a move takes days).
//!
//! The cache is told of changes by PostgreSQL (`game_changed` notices sent by triggers
//! on commit, see [`super::notices`]), so several processes on one database stay
//! right. It serves nothing while it does not listen, and a read races no change: each
//! change bumps a generation, and a read that began before a change is not kept.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, MutexGuard},
};

use time::Date;

use crate::{
    domain::{GameId, UserId},
    store::{
        game_views::RowVersion, games::GameRow, games::MoveRow, tournaments::GameInTournament,
    },
};

/// What every viewer's page needs of a game: the row and its version, its moves, its
/// players' vacations on `today`, and its tournament. No messages, no notes: those are
/// the players', read each time with the row's version (which says whether the row
/// kept here is still the game's).
#[derive(Clone, Debug)]
pub struct SharedReads {
    pub row: GameRow,
    pub version: RowVersion,
    pub moves: Arc<[MoveRow]>,
    pub white_away_until: Option<Date>,
    pub black_away_until: Option<Date>,
    pub tournament: Option<GameInTournament>,
    /// The record's head as read with the row (spectators see this one).
    pub record: crate::store::game_views::RecordMark,
    /// The day the vacations were read for: a vacation's end changes the page at midnight.
    pub today: Date,
}

impl SharedReads {
    /// Whether `viewer` sees the game as a spectator (the cached reads are all they see).
    pub fn is_spectator(&self, viewer: Option<UserId>) -> bool {
        viewer.is_none_or(|v| !self.row.is_player(v))
    }
}

/// The cache: at most `capacity` games (0 turns it off).
#[derive(Debug)]
pub struct ViewCache {
    capacity: usize,
    inner: Mutex<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    games: HashMap<GameId, Arc<SharedReads>>,
    /// Bumped by every change heard of; a read keeps its result only if it did not move.
    generation: u64,
    /// Changes are being heard of; while not, nothing is served or kept.
    listening: bool,
}

/// The generation a read started at, to hand back to [`ViewCache::keep`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReadTicket(u64);

impl ViewCache {
    /// A cache of at most `capacity` games; it serves nothing until [`Self::set_serving`].
    pub fn new(capacity: usize) -> Self {
        ViewCache {
            capacity,
            inner: Mutex::new(Inner::default()),
        }
    }

    /// Whether the cache is configured at all (the listener is not started otherwise).
    pub fn enabled(&self) -> bool {
        self.capacity > 0
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        // A panic while holding the lock leaves plain data behind: keep using it.
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The kept reads of game `id` for `today`, if any.
    pub fn get(&self, id: GameId, today: Date) -> Option<Arc<SharedReads>> {
        let inner = self.lock();
        if !inner.listening {
            return None;
        }
        inner.games.get(&id).filter(|r| r.today == today).cloned()
    }

    /// Taken before reading the database; `None` while changes are not heard of.
    pub fn ticket(&self) -> Option<ReadTicket> {
        let inner = self.lock();
        (self.enabled() && inner.listening).then_some(ReadTicket(inner.generation))
    }

    /// Keeps `reads` of game `id` if no change was heard of since `ticket` was taken.
    pub fn keep(&self, id: GameId, ticket: ReadTicket, reads: SharedReads) {
        let mut inner = self.lock();
        if !inner.listening || inner.generation != ticket.0 {
            return;
        }
        if inner.games.len() >= self.capacity && !inner.games.contains_key(&id) {
            // Any game makes room: the hash order is as good as a random pick.
            if let Some(victim) = inner.games.keys().next().copied() {
                inner.games.remove(&victim);
            }
        }
        inner.games.insert(id, Arc::new(reads));
    }

    /// Game `id` changed.
    pub fn forget(&self, id: GameId) {
        let mut inner = self.lock();
        inner.generation += 1;
        inner.games.remove(&id);
    }

    /// Something that shows on many games' pages changed, or notices may have been lost.
    pub fn forget_all(&self) {
        let mut inner = self.lock();
        inner.generation += 1;
        inner.games.clear();
    }

    /// Changes are heard of (a probe came back): serve from now on. Starting to serve
    /// drops what was kept before (changes may have been missed); serving on changes
    /// nothing.
    pub fn set_serving(&self) {
        let mut inner = self.lock();
        if !inner.listening {
            inner.listening = true;
            inner.generation += 1;
            inner.games.clear();
        }
    }

    /// Changes may no longer be heard of: serve and keep nothing.
    pub fn stop_serving(&self) {
        let mut inner = self.lock();
        inner.listening = false;
        inner.generation += 1;
        inner.games.clear();
    }

    /// How many games are kept (for tests and metrics).
    pub fn len(&self) -> usize {
        self.lock().games.len()
    }

    /// Whether no game is kept.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::test_games;
    use time::macros::date;

    const TODAY: Date = date!(2026 - 12 - 01);

    fn reads(id: i64, today: Date) -> SharedReads {
        let mut row = test_games::new_game("wanda", "bert");
        row.id = GameId(id);
        SharedReads {
            row,
            version: RowVersion(1),
            moves: Arc::from([]),
            white_away_until: None,
            black_away_until: None,
            tournament: None,
            record: Default::default(),
            today,
        }
    }

    fn listening(capacity: usize) -> ViewCache {
        let cache = ViewCache::new(capacity);
        cache.set_serving();
        cache
    }

    #[test]
    fn nothing_is_kept_or_served_while_not_listening() {
        let cache = ViewCache::new(4);
        assert_eq!(cache.ticket(), None);
        cache.set_serving();
        let ticket = cache.ticket().expect("serving");
        cache.keep(GameId(1), ticket, reads(1, TODAY));
        assert!(cache.get(GameId(1), TODAY).is_some());
        cache.set_serving();
        assert!(
            cache.get(GameId(1), TODAY).is_some(),
            "serving on keeps what it has"
        );
        cache.stop_serving();
        assert!(cache.get(GameId(1), TODAY).is_none());
        assert!(cache.is_empty());
        assert_eq!(cache.ticket(), None);
    }

    #[test]
    fn a_capacity_of_zero_keeps_nothing() {
        let cache = listening(0);
        assert!(!cache.enabled());
        assert_eq!(cache.ticket(), None);
    }

    #[test]
    fn a_read_that_raced_a_change_is_not_kept() {
        let cache = listening(4);
        let ticket = cache.ticket().unwrap();
        cache.forget(GameId(9));
        cache.keep(GameId(1), ticket, reads(1, TODAY));
        assert!(cache.get(GameId(1), TODAY).is_none());
        let ticket = cache.ticket().unwrap();
        cache.keep(GameId(1), ticket, reads(1, TODAY));
        assert!(cache.get(GameId(1), TODAY).is_some());
    }

    #[test]
    fn a_change_forgets_its_game_and_everything_forgets_all() {
        let cache = listening(4);
        for id in 1..=3 {
            let t = cache.ticket().unwrap();
            cache.keep(GameId(id), t, reads(id, TODAY));
        }
        cache.forget(GameId(2));
        assert!(cache.get(GameId(2), TODAY).is_none());
        assert!(cache.get(GameId(1), TODAY).is_some());
        cache.forget_all();
        assert!(cache.is_empty());
    }

    #[test]
    fn reads_of_another_day_are_not_served() {
        let cache = listening(4);
        let t = cache.ticket().unwrap();
        cache.keep(GameId(1), t, reads(1, TODAY));
        assert!(cache.get(GameId(1), TODAY.next_day().unwrap()).is_none());
    }

    #[test]
    fn the_cache_never_holds_more_than_its_capacity() {
        let cache = listening(3);
        for id in 1..=10 {
            let t = cache.ticket().unwrap();
            cache.keep(GameId(id), t, reads(id, TODAY));
            assert!(cache.len() <= 3);
            assert!(cache.get(GameId(id), TODAY).is_some(), "the newest is kept");
        }
        assert_eq!(cache.len(), 3);
    }

    #[test]
    fn players_are_not_spectators() {
        let r = reads(1, TODAY);
        assert!(r.is_spectator(None));
        assert!(!r.is_spectator(Some(r.row.white_id)));
        assert!(!r.is_spectator(Some(r.row.black_id)));
        assert!(r.is_spectator(Some(UserId(987_654))));
    }
}
