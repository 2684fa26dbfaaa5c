//! Who is asking, from memory: recent sessions' users with the navigation's counts, so
//! that a logged-in page view need not read its session, and recent API tokens' owners,
//! so that an API call need not read its token.
//!
//! Kept the way [`super::game_views::ViewCache`] keeps games, and told by the same
//! listener: a `u:` notice (migrations 0094 and 0100) forgets a user's sessions and
//! tokens when their row or a session or token of theirs changes; a `c:` notice marks
//! their sessions' counts as old (a game's turn or status, a challenge to or from them):
//! such a session still says who is asking for a post, and a page reads it again. It
//! serves only while notices are heard, a read that raced a change about its own user is
//! not kept, an entry lives at most [`TTL`] (so a session's expiry and the "last seen"
//! and "last used" touches still happen), and a post in this process makes what it
//! changed show on the next request without waiting for a notice
//! (`web::extract::session::forget_sessions_after_changes`).

use std::{
    collections::{HashMap, VecDeque},
    sync::{Mutex, MutexGuard},
    time::{Duration, Instant},
};

use crate::{
    domain::UserId,
    store::{api_tokens::TokenOwner, sessions::SessionUser},
};

/// How long a kept session or token serves before it is read again.
pub const TTL: Duration = Duration::from_secs(60);

/// What a secret token stands for: whose it is tells which notices forget it.
pub trait Owned: Clone {
    fn owner(&self) -> UserId;
}

impl Owned for SessionUser {
    fn owner(&self) -> UserId {
        self.user.id
    }
}

impl Owned for TokenOwner {
    fn owner(&self) -> UserId {
        self.user.id
    }
}

/// Login sessions' users, keyed by the cookie token's hash.
pub type SessionCache = TokenCache<SessionUser>;
/// API tokens' owners, keyed by the bearer token's hash.
pub type ApiTokenCache = TokenCache<TokenOwner>;

/// The cache: at most `capacity` tokens (0 turns it off), keyed by token hash.
#[derive(Debug)]
pub struct TokenCache<V> {
    capacity: usize,
    inner: Mutex<Inner<V>>,
}

/// How many recent changes are remembered to tell whether a read raced one about its own
/// user (older tickets are refused).
const CHANGES_KEPT: usize = 1024;

#[derive(Debug)]
struct Inner<V> {
    sessions: HashMap<Vec<u8>, Kept<V>>,
    generation: u64,
    /// The latest changes: the generation each made, and whose (`None`: everyone's).
    /// A busy server hears of moves all the time; a read is refused only when a change
    /// about its own user came while it ran.
    changes: VecDeque<(u64, Option<UserId>)>,
    listening: bool,
}

impl<V> Default for Inner<V> {
    fn default() -> Self {
        Inner {
            sessions: HashMap::new(),
            generation: 0,
            changes: VecDeque::new(),
            listening: false,
        }
    }
}

impl<V> Inner<V> {
    /// Notes a change about `who` (`None`: anyone).
    fn changed(&mut self, who: Option<UserId>) {
        self.generation += 1;
        if self.changes.len() == CHANGES_KEPT {
            self.changes.pop_front();
        }
        self.changes.push_back((self.generation, who));
    }

    /// Whether a change about `user` came after the ticket's generation (or may have:
    /// it is older than the changes remembered).
    fn raced(&self, ticket: u64, user: UserId) -> bool {
        if ticket == self.generation {
            return false;
        }
        match self.changes.front() {
            Some(&(oldest, _)) if oldest <= ticket + 1 => self
                .changes
                .iter()
                .rev()
                .take_while(|(generation, _)| *generation > ticket)
                .any(|(_, who)| who.is_none_or(|w| w == user)),
            _ => true,
        }
    }
}

#[derive(Debug)]
struct Kept<V> {
    user: V,
    read_at: Instant,
    /// The counts a session shows may have changed since the read (a `c:` notice, or a
    /// game action posted here): who it is still holds, for a post; a page reads again.
    counts_stale: bool,
}

/// Whether a kept session serves a request that shows its counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    /// Who is asking and their counts, as of now (a page).
    Counts,
    /// Who is asking (a post: it answers with a redirect, or with a form shown again,
    /// whose counts may then lag a change by the time a notice takes).
    Identity,
}

/// The generation a read started at, to hand back to [`SessionCache::keep`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SessionTicket(u64);

impl<V: Owned> TokenCache<V> {
    /// A cache of at most `capacity` tokens; it serves nothing until
    /// [`Self::set_serving`].
    pub fn new(capacity: usize) -> Self {
        TokenCache {
            capacity,
            inner: Mutex::new(Inner::default()),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Inner<V>> {
        // A panic while holding the lock leaves plain data behind: keep using it.
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The session of token hash `key` as read less than [`TTL`] before `now`, if it
    /// serves what the request needs.
    pub fn get(&self, key: &[u8], now: Instant, need: Need) -> Option<V> {
        let inner = self.lock();
        if !inner.listening {
            return None;
        }
        inner
            .sessions
            .get(key)
            .filter(|k| now.saturating_duration_since(k.read_at) < TTL)
            .filter(|k| need == Need::Identity || !k.counts_stale)
            .map(|k| k.user.clone())
    }

    /// Taken before reading the database; `None` while changes are not heard of.
    pub fn ticket(&self) -> Option<SessionTicket> {
        let inner = self.lock();
        (self.capacity > 0 && inner.listening).then_some(SessionTicket(inner.generation))
    }

    /// Keeps `user` for token hash `key`, read at `read_at`, if nothing changed since
    /// `ticket` was taken.
    pub fn keep(&self, key: Vec<u8>, ticket: SessionTicket, user: V, read_at: Instant) {
        let mut inner = self.lock();
        if !inner.listening || inner.raced(ticket.0, user.owner()) {
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
        let kept = Kept {
            user,
            read_at,
            counts_stale: false,
        };
        inner.sessions.insert(key, kept);
    }

    /// Something about `user` changed: forget their sessions.
    pub fn forget_user(&self, user: UserId) {
        let mut inner = self.lock();
        inner.changed(Some(user));
        inner.sessions.retain(|_, k| k.user.owner() != user);
    }

    /// `user`'s counts changed: their sessions serve posts, not pages.
    pub fn counts_changed(&self, user: UserId) {
        let mut inner = self.lock();
        inner.changed(Some(user));
        for kept in inner.sessions.values_mut() {
            if kept.user.owner() == user {
                kept.counts_stale = true;
            }
        }
    }

    /// Anyone's counts may have changed (a game action posted here): every session
    /// serves posts, not pages, until read again.
    pub fn all_counts_changed(&self) {
        let mut inner = self.lock();
        inner.changed(None);
        for kept in inner.sessions.values_mut() {
            kept.counts_stale = true;
        }
    }

    /// Forget every session (a form post here, or notices that may have been lost).
    pub fn forget_all(&self) {
        let mut inner = self.lock();
        inner.changed(None);
        inner.sessions.clear();
    }

    /// Changes are heard of: serve from now on (dropping what was kept before).
    pub fn set_serving(&self) {
        let mut inner = self.lock();
        if !inner.listening {
            inner.listening = true;
            inner.changed(None);
            inner.sessions.clear();
        }
    }

    /// Changes may no longer be heard of: serve and keep nothing.
    pub fn stop_serving(&self) {
        let mut inner = self.lock();
        inner.listening = false;
        inner.changed(None);
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
        assert!(cache.get(&[1], now, Need::Counts).is_some());
        cache.stop_serving();
        assert!(cache.get(&[1], now, Need::Identity).is_none());
        assert!(cache.is_empty());
    }

    #[test]
    fn a_session_serves_until_its_time_is_up() {
        let cache = serving(4);
        let now = Instant::now();
        keep(&cache, 1, 7, now);
        let later = now + TTL / 2;
        assert_eq!(
            cache.get(&[1], later, Need::Counts).unwrap().user.id,
            UserId(7)
        );
        assert!(cache.get(&[1], now + TTL, Need::Identity).is_none());
        assert!(
            cache.get(&[2], now, Need::Identity).is_none(),
            "another token"
        );
    }

    #[test]
    fn a_change_forgets_that_users_sessions_only() {
        let cache = serving(8);
        let now = Instant::now();
        keep(&cache, 1, 7, now);
        keep(&cache, 2, 7, now);
        keep(&cache, 3, 8, now);
        cache.forget_user(UserId(7));
        assert!(cache.get(&[1], now, Need::Identity).is_none());
        assert!(cache.get(&[2], now, Need::Identity).is_none());
        assert!(cache.get(&[3], now, Need::Counts).is_some());
        cache.forget_all();
        assert!(cache.is_empty());
    }

    #[test]
    fn changed_counts_keep_who_it_is_for_posts_only() {
        let cache = serving(8);
        let now = Instant::now();
        keep(&cache, 1, 7, now);
        keep(&cache, 2, 8, now);
        cache.counts_changed(UserId(7));
        assert!(
            cache.get(&[1], now, Need::Counts).is_none(),
            "a page reads again"
        );
        assert_eq!(
            cache.get(&[1], now, Need::Identity).unwrap().user.id,
            UserId(7)
        );
        assert!(
            cache.get(&[2], now, Need::Counts).is_some(),
            "another user's counts"
        );
        cache.all_counts_changed();
        assert!(cache.get(&[2], now, Need::Counts).is_none());
        assert!(cache.get(&[2], now, Need::Identity).is_some());
        keep(&cache, 2, 8, now);
        assert!(
            cache.get(&[2], now, Need::Counts).is_some(),
            "read again: current"
        );
    }

    #[test]
    fn a_read_that_raced_a_change_about_its_user_is_not_kept() {
        let cache = serving(4);
        let now = Instant::now();
        let ticket = cache.ticket().unwrap();
        cache.forget_user(UserId(99));
        cache.counts_changed(UserId(98));
        cache.keep(vec![1], ticket, session(7), now);
        assert_eq!(cache.len(), 1, "changes about others do not matter");
        let ticket = cache.ticket().unwrap();
        cache.counts_changed(UserId(7));
        cache.keep(vec![2], ticket, session(7), now);
        assert!(cache.get(&[2], now, Need::Identity).is_none());
        let ticket = cache.ticket().unwrap();
        cache.forget_all();
        cache.keep(vec![3], ticket, session(7), now);
        assert!(cache.is_empty(), "a change about everyone");
    }

    #[test]
    fn a_read_older_than_the_changes_remembered_is_not_kept() {
        let cache = serving(4);
        let ticket = cache.ticket().unwrap();
        for other in 0..=CHANGES_KEPT as i64 {
            cache.counts_changed(UserId(1000 + other));
        }
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
            assert!(
                cache.get(&[key], now, Need::Counts).is_some(),
                "the newest is kept"
            );
        }
        let off = SessionCache::new(0);
        off.set_serving();
        assert_eq!(off.ticket(), None, "a capacity of 0 keeps nothing");
    }
}
