//! Keeps the [`ViewCache`] and the [`SessionCache`] told of changes: `LISTEN
//! game_changed` on a connection of its own, forgetting a game or a user's sessions on
//! each notice. The same connection listens on `game_events` (migration 0107) for the
//! open pages' live events ([`LiveEvents`]), which also hear of `c:` notices. The caches serve only while notices are known to arrive: the listener
//! sends itself a probe before it starts and every [`PROBE_EVERY`] after, and stops the
//! caches when one does not come back (a connection
//! lost, or a pooler in transaction mode that never delivers notices). After the
//! connection comes back, everything kept is forgotten (notices were lost meanwhile).

use std::{sync::Arc, time::Duration};

use sqlx::{PgPool, postgres::PgListener};

use super::{
    game_views::ViewCache,
    live::{self, Live, LiveEvents},
    sessions::{ApiTokenCache, SessionCache},
};
use crate::domain::{GameId, UserId};

/// The channel the triggers of migration 0034 notify.
pub const CHANNEL: &str = "game_changed";

/// How often the listener checks that notices still arrive.
const PROBE_EVERY: Duration = Duration::from_secs(30);
/// How long a probe may take to come back.
const PROBE_WAIT: Duration = Duration::from_secs(5);
/// How long to wait before listening again after a failure.
const RETRY: Duration = Duration::from_secs(2);

/// The caches the notices keep right.
#[derive(Clone, Debug)]
pub struct Caches {
    pub games: Arc<ViewCache>,
    pub sessions: Arc<SessionCache>,
    pub api_tokens: Arc<ApiTokenCache>,
    /// The live events of open pages, fed by the same listener.
    pub live: Arc<LiveEvents>,
}

impl Caches {
    fn set_serving(&self) {
        self.games.set_serving();
        self.sessions.set_serving();
        self.api_tokens.set_serving();
        self.live.hearing();
    }

    fn stop_serving(&self) {
        self.games.stop_serving();
        self.sessions.stop_serving();
        self.api_tokens.stop_serving();
        self.live.deaf();
    }

    /// Forgets everything kept.
    pub fn forget_all(&self) {
        self.games.forget_all();
        self.sessions.forget_all();
        self.api_tokens.forget_all();
    }

    /// Applies `notice` (a probe changes nothing).
    pub fn apply(&self, notice: Notice) {
        match notice {
            Notice::Game(id) => self.games.forget(id),
            Notice::User(id) => {
                self.sessions.forget_user(id);
                self.api_tokens.forget_user(id);
            }
            Notice::Counts(id) => {
                self.sessions.counts_changed(id);
                self.live.send(Live::Counts(id));
            }
            Notice::All => self.forget_all(),
            Notice::Probe(_) => {}
        }
    }

    /// Reads a notice heard on `channel`: a live event goes to the open pages and is
    /// for the caches what probe 0 is (nothing: probes count from 1); any other is a
    /// [`Notice`].
    fn hear(&self, channel: &str, payload: &str) -> Notice {
        if channel == live::CHANNEL {
            if let Some(event) = Live::parse(payload) {
                self.live.send(event);
            }
            return Notice::Probe(0);
        }
        Notice::parse(payload)
    }
}

/// What a `game_changed` notice's payload asks for.
#[derive(Debug, PartialEq, Eq)]
pub enum Notice {
    Game(GameId),
    /// `u:` and a user's id (migrations 0094, 0100): that user's sessions and API tokens.
    User(UserId),
    /// `c:` and a user's id (migration 0100): that user's counts (games on move,
    /// challenges), which their kept sessions show; who they are is unchanged.
    Counts(UserId),
    All,
    /// The listener's own test that notices arrive (`probe:` and a number).
    Probe(u64),
}

impl Notice {
    /// The notice in `payload`; an unreadable one is taken as "everything".
    pub fn parse(payload: &str) -> Notice {
        if let Some(n) = payload.strip_prefix(PROBE_PREFIX) {
            return n.parse().map_or(Notice::All, Notice::Probe);
        }
        if let Some(id) = payload.strip_prefix(USER_PREFIX) {
            return id
                .parse()
                .map_or(Notice::All, |id| Notice::User(UserId(id)));
        }
        if let Some(id) = payload.strip_prefix(COUNTS_PREFIX) {
            return id
                .parse()
                .map_or(Notice::All, |id| Notice::Counts(UserId(id)));
        }
        match payload.parse::<i64>() {
            Ok(id) => Notice::Game(GameId(id)),
            Err(_) => Notice::All,
        }
    }
}

/// How a probe's payload starts.
pub const PROBE_PREFIX: &str = "probe:";
/// How a user's notice starts.
const USER_PREFIX: &str = "u:";
/// How a notice of a user's counts starts.
const COUNTS_PREFIX: &str = "c:";

/// Tells every process listening on this database to forget everything it keeps (a
/// `*` notice): after a restore replaced the tables under running servers, which fires
/// none of the triggers' notices.
pub async fn forget_everywhere(pool: &PgPool) -> sqlx::Result<()> {
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(CHANNEL)
        .bind(ALL)
        .execute(pool)
        .await?;
    Ok(())
}

/// The payload of a notice to forget everything.
const ALL: &str = "*";

/// Runs forever on its own connection of `pool` (the pool's size counts it).
pub async fn run(pool: PgPool, cache: Caches) {
    let mut probes = 0u64;
    loop {
        match listen(&pool).await {
            Ok(mut listener) => {
                let heard = hear(&pool, &mut listener, &cache, &mut probes).await;
                cache.stop_serving();
                if let Err(e) = heard {
                    tracing::warn!("game change listener: {e:#}");
                }
            }
            Err(e) => tracing::warn!("game change listener could not listen: {e:#}"),
        }
        tokio::time::sleep(RETRY).await;
    }
}

async fn listen(pool: &PgPool) -> sqlx::Result<PgListener> {
    let mut listener = PgListener::connect_with(pool).await?;
    listener.listen_all([CHANNEL, live::CHANNEL]).await?;
    Ok(listener)
}

/// Applies notices while probes come back; returns when one does not, or on an error.
async fn hear(
    pool: &PgPool,
    listener: &mut PgListener,
    cache: &Caches,
    probes: &mut u64,
) -> sqlx::Result<()> {
    let mut every = tokio::time::interval(PROBE_EVERY);
    loop {
        tokio::select! {
            _ = every.tick() => {
                *probes += 1;
                if !probe(pool, listener, cache, *probes).await? {
                    tracing::warn!("change notices do not arrive; game pages and sessions are read each time");
                    return Ok(());
                }
                cache.set_serving();
            }
            notice = listener.try_recv() => match notice? {
                Some(notice) => {
                    let notice = cache.hear(notice.channel(), notice.payload());
                    cache.apply(notice);
                }
                // The connection was lost: notices may have been missed, and more would
                // be until listening again. Stop serving until a probe comes back.
                None => {
                    tracing::warn!("change listener lost its connection; listening again");
                    return Ok(());
                }
            },
        }
    }
}

/// Sends probe `n` and applies notices until it comes back (`true`) or [`PROBE_WAIT`]
/// passes (`false`).
async fn probe(
    pool: &PgPool,
    listener: &mut PgListener,
    cache: &Caches,
    n: u64,
) -> sqlx::Result<bool> {
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(CHANNEL)
        .bind(format!("{PROBE_PREFIX}{n}"))
        .execute(pool)
        .await?;
    let deadline = tokio::time::Instant::now() + PROBE_WAIT;
    loop {
        let Ok(notice) = tokio::time::timeout_at(deadline, listener.try_recv()).await else {
            return Ok(false);
        };
        match notice?.map(|n| cache.hear(n.channel(), n.payload())) {
            Some(Notice::Probe(m)) if m == n => return Ok(true),
            Some(other) => cache.apply(other),
            None => return Ok(false),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Small caches, serving, with live events on: what each test starts from.
    fn serving_caches() -> Caches {
        let caches = Caches {
            games: Arc::new(ViewCache::new(4)),
            sessions: Arc::new(SessionCache::new(4)),
            api_tokens: Arc::new(ApiTokenCache::new(4)),
            live: Arc::new(LiveEvents::new(true, 4)),
        };
        caches.set_serving();
        caches
    }

    #[test]
    fn notices_name_a_game_a_user_or_everything() {
        assert_eq!(Notice::parse("42"), Notice::Game(GameId(42)));
        assert_eq!(Notice::parse("u:7"), Notice::User(UserId(7)));
        assert_eq!(Notice::parse("u:x"), Notice::All);
        assert_eq!(Notice::parse("c:7"), Notice::Counts(UserId(7)));
        assert_eq!(Notice::parse("c:"), Notice::All);
        assert_eq!(Notice::parse(ALL), Notice::All);
        assert_eq!(Notice::parse(""), Notice::All);
        assert_eq!(Notice::parse("probe:17"), Notice::Probe(17));
        assert_eq!(Notice::parse("probe:x"), Notice::All);
    }

    #[test]
    fn live_events_go_to_the_open_pages_and_forget_nothing() {
        let caches = serving_caches();
        let (_slot, mut heard) = caches.live.open(live::StreamOwner::Unknown).unwrap();
        let game = caches.games.ticket().unwrap();
        let notice = caches.hear(live::CHANNEL, "42 move 7");
        caches.apply(notice);
        assert_eq!(
            caches.games.ticket(),
            Some(game),
            "the game's own notice forgets it"
        );
        assert_eq!(
            heard.try_recv().ok(),
            Some(Live::Game {
                game: GameId(42),
                happened: live::Happened::Move,
                ply: 7
            })
        );
        let notice = caches.hear(CHANNEL, "c:7");
        caches.apply(notice);
        assert_eq!(heard.try_recv().ok(), Some(Live::Counts(UserId(7))));
        let notice = caches.hear(live::CHANNEL, "garbled");
        caches.apply(notice);
        assert!(heard.try_recv().is_err(), "an unreadable event is dropped");
        assert_eq!(caches.games.ticket(), Some(game), "and forgets nothing");
    }

    #[test]
    fn each_notice_forgets_what_it_names() {
        let caches = serving_caches();
        let game = caches.games.ticket().unwrap();
        let session = caches.sessions.ticket().unwrap();
        let token = caches.api_tokens.ticket().unwrap();
        caches.apply(Notice::Probe(3));
        assert_eq!(caches.games.ticket(), Some(game), "a probe changes nothing");
        assert_eq!(caches.sessions.ticket(), Some(session));
        assert_eq!(caches.api_tokens.ticket(), Some(token));
        caches.apply(Notice::User(UserId(7)));
        assert_ne!(caches.sessions.ticket(), Some(session));
        assert_ne!(caches.api_tokens.ticket(), Some(token));
        assert_eq!(
            caches.games.ticket(),
            Some(game),
            "a user's notice keeps games"
        );
        let session = caches.sessions.ticket().unwrap();
        let token = caches.api_tokens.ticket().unwrap();
        caches.apply(Notice::Counts(UserId(7)));
        assert_ne!(caches.sessions.ticket(), Some(session));
        assert_eq!(
            caches.api_tokens.ticket(),
            Some(token),
            "a change of counts keeps tokens"
        );
        caches.apply(Notice::Game(GameId(1)));
        assert_ne!(caches.games.ticket(), Some(game));
        let session = caches.sessions.ticket().unwrap();
        caches.apply(Notice::All);
        assert_ne!(caches.sessions.ticket(), Some(session));
        caches.stop_serving();
        assert_eq!(caches.games.ticket(), None);
        assert_eq!(caches.sessions.ticket(), None);
        assert_eq!(caches.api_tokens.ticket(), None);
    }
}
