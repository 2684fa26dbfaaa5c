//! Who is asking, from memory: recent sessions' users with the navigation's counts, so
//! that a logged-in page view need not read its session.
//!
//! Kept the way [`super::game_view::ViewCache`] keeps games, and told by the same
//! listener: a `u:` notice (migration 0094) forgets a user's sessions when their row, a
//! session of theirs, one of their games' turn or status, or a challenge to or from them
//! changes. It serves only while notices are heard, a read that raced a change is not
//! kept (generations), an entry lives at most [`TTL`] (so a session's expiry and its
//! hourly "last seen" touch still happen), and every form post in this process forgets
//! everything (what a post changes shows on the next page without waiting for a
//! notice).

use std::{
    collections::HashMap,
    sync::{Mutex, MutexGuard},
    time::{Duration, Instant},
};

use crate::{domain::UserId, store::sessions::SessionUser};

/// How long a kept session serves before it is read again.
pub const TTL: Duration = Duration::from_secs(60);

/// The cache: at most `capacity` sessions (0 turns it off), keyed by token hash.
#[derive(Debug)]
pub struct SessionCache {
    capacity: usize,
    inner: Mutex<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    sessions: HashMap<Vec<u8>, Kept>,
    generation: u64,
    listening: bool,
}

#[derive(Debug)]
struct Kept {
    user: SessionUser,
    read_at: Instant,
}

/// The generation a read started at, to hand back to [`SessionCache::keep`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SessionTicket(u64);

impl SessionCache {
    /// A cache of at most `capacity` sessions; it serves nothing until
    /// [`Self::set_serving`].
    pub fn new(capacity: usize) -> Self {
        SessionCache {
            capacity,
            inner: Mutex::new(Inner::default()),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        // A panic while holding the lock leaves plain data behind: keep using it.
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The session of token hash `key` as read less than [`TTL`] before `now`.
    pub fn get(&self, key: &[u8], now: Instant) -> Option<SessionUser> {
        let inner = self.lock();
        if !inner.listening {
            return None;
        }
        inner
            .sessions
            .get(key)
            .filter(|k| now.saturating_duration_since(k.read_at) < TTL)
            .map(|k| k.user.clone())
    }

    /// Taken before reading the database; `None` while changes are not heard of.
    pub fn ticket(&self) -> Option<SessionTicket> {
        let inner = self.lock();
        (self.capacity > 0 && inner.listening).then_some(SessionTicket(inner.generation))
    }

    /// Keeps `user` for token hash `key`, read at `read_at`, if nothing changed since
    /// `ticket` was taken.
    pub fn keep(&self, key: Vec<u8>, ticket: SessionTicket, user: SessionUser, read_at: Instant) {
        let mut inner = self.lock();
        if !inner.listening || inner.generation != ticket.0 {
            return;
        }
        if inner.sessions.len() >= self.capacity && !inner.sessions.contains_key(&key) {
            // Make room: first whatever has outlived its time, else any one session.
            inner
                .sessions
                .retain(|_, k| read_at.saturating_duration_since(k.read_at) < TTL);
            if inner.sessions.len() >= self.capacity
                && let Some(victim) = inner.sessions.keys().next().cloned()
            {
                inner.sessions.remove(&victim);
            }
        }
        inner.sessions.insert(key, Kept { user, read_at });
    }

    /// Something about `user` changed: forget their sessions.
    pub fn forget_user(&self, user: UserId) {
        let mut inner = self.lock();
        inner.generation += 1;
        inner.sessions.retain(|_, k| k.user.user.id != user);
    }

    /// Forget every session (a form post here, or notices that may have been lost).
    pub fn forget_all(&self) {
        let mut inner = self.lock();
        inner.generation += 1;
        inner.sessions.clear();
    }

    /// Changes are heard of: serve from now on (dropping what was kept before).
    pub fn set_serving(&self) {
        let mut inner = self.lock();
        if !inner.listening {
            inner.listening = true;
            inner.generation += 1;
            inner.sessions.clear();
        }
    }

    /// Changes may no longer be heard of: serve and keep nothing.
    pub fn stop_serving(&self) {
        let mut inner = self.lock();
        inner.listening = false;
        inner.generation += 1;
        inner.sessions.clear();
    }

    /// How many sessions are kept (for tests).
    pub fn len(&self) -> usize {
        self.lock().sessions.len()
    }

    /// Whether no session is kept.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::users::User;

    fn session(id: i64) -> SessionUser {
        SessionUser {
            user: User::for_tests(UserId(id), &format!("player{id}")),
            my_turn: 1,
            challenges_waiting: 0,
        }
    }

    fn serving(capacity: usize) -> SessionCache {
        let cache = SessionCache::new(capacity);
        cache.set_serving();
        cache
    }

    fn keep(cache: &SessionCache, key: u8, user: i64, at: Instant) {
        let ticket = cache.ticket().expect("serving");
        cache.keep(vec![key], ticket, session(user), at);
    }

    #[test]
    fn nothing_is_kept_or_served_while_not_listening() {
        let cache = SessionCache::new(4);
        assert_eq!(cache.ticket(), None);
        cache.set_serving();
        let now = Instant::now();
        keep(&cache, 1, 7, now);
        assert!(cache.get(&[1], now).is_some());
        cache.stop_serving();
        assert!(cache.get(&[1], now).is_none());
        assert!(cache.is_empty());
    }

    #[test]
    fn a_session_serves_until_its_time_is_up() {
        let cache = serving(4);
        let now = Instant::now();
        keep(&cache, 1, 7, now);
        assert_eq!(cache.get(&[1], now + TTL / 2).unwrap().user.id, UserId(7));
        assert!(cache.get(&[1], now + TTL).is_none());
        assert!(cache.get(&[2], now).is_none(), "another token");
    }

    #[test]
    fn a_change_forgets_that_users_sessions_only() {
        let cache = serving(8);
        let now = Instant::now();
        keep(&cache, 1, 7, now);
        keep(&cache, 2, 7, now);
        keep(&cache, 3, 8, now);
        cache.forget_user(UserId(7));
        assert!(cache.get(&[1], now).is_none());
        assert!(cache.get(&[2], now).is_none());
        assert!(cache.get(&[3], now).is_some());
        cache.forget_all();
        assert!(cache.is_empty());
    }

    #[test]
    fn a_read_that_raced_a_change_is_not_kept() {
        let cache = serving(4);
        let ticket = cache.ticket().unwrap();
        cache.forget_user(UserId(99));
        cache.keep(vec![1], ticket, session(7), Instant::now());
        assert!(cache.is_empty());
    }

    #[test]
    fn the_cache_never_holds_more_than_its_capacity() {
        let cache = serving(3);
        let now = Instant::now();
        for key in 1..=10u8 {
            keep(&cache, key, i64::from(key), now);
            assert!(cache.len() <= 3);
            assert!(cache.get(&[key], now).is_some(), "the newest is kept");
        }
        let off = SessionCache::new(0);
        off.set_serving();
        assert_eq!(off.ticket(), None, "a capacity of 0 keeps nothing");
    }
}
