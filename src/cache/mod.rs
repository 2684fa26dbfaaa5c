//! What a process keeps in memory of the database, and what makes it forget. Every
//! cache here is a copy it may lose at any time: PostgreSQL holds the truth, and the
//! caches serve only while they hear of its changes.
//!
//! **What each keeps.**
//! - [`game_views::ViewCache`]: up to `GAME_VIEW_CACHE` games as every viewer sees them
//!   (row and version, moves, vacations on a day, tournament), so that a spectator's
//!   page sends no statement and a player's page one small one, which checks the kept
//!   row's version (`xmin`) and reads what is the player's own.
//! - [`sessions::SessionCache`]: up to `SESSION_CACHE` login sessions' users with the
//!   navigation's counts, keyed by the cookie token's hash, each for at most
//!   [`sessions::TTL`].
//! - [`sessions::ApiTokenCache`]: as many API tokens' owners, keyed by the bearer
//!   token's hash, for at most the same time.
//!
//! **What forgets it.** One listener ([`notices::run`]) does `LISTEN game_changed` on a
//! connection of its own; the database's triggers notify on commit:
//! - a game's id (migration 0034): a move, an ending, a player renamed or away; the
//!   game view cache forgets that game;
//! - `u:<user>` (migrations 0094 and 0100): a user's row, or one of their sessions or
//!   tokens, changed; both token caches forget that user;
//! - `c:<user>`: a game's turn or status or a challenge to or from the user changed;
//!   their sessions' counts are marked old (a post may still use the session, a page
//!   reads it again);
//! - `*` ([`notices::forget_everywhere`], sent after a restore replaced the tables
//!   under running servers, which fires no trigger): every process forgets everything.
//!
//! The listener sends itself a probe at start and every 30 s; while one does not come
//! back, or after a lost connection, every cache stops serving and forgets what it kept.
//! A read that raced a change about its own key is not kept (tickets).
//!
//! **Forgetting after a post.** A notice arrives a moment after its commit, so a post
//! makes its own change show on the very next request in its own process:
//! `web::extract::session::forget_sessions_after_changes` (middleware, any method but
//! GET, HEAD and OPTIONS): an action in a game forgets that game's kept view and, on the
//! site, marks every kept session's counts old; any other form post forgets every kept
//! session and API token; an API call forgets every kept session and keeps the tokens.
//! `web::account::email_verification` forgets every kept session after a confirmed
//! address (a GET that changes an account). They live in web/ because they read the
//! request's path and method.
//!
//! **Live pages.** The listener also does `LISTEN game_events` (migration 0107) and hands
//! those notices, and the `c:` ones, to [`live::LiveEvents`], which fans them out to the
//! open pages' event streams (`GET /games/{id}/events`, `GET /events`); see
//! docs/design/live.md.
//!
//! **One switch.** `CACHES=off` ([`crate::config::Config::kept_games`] and
//! [`crate::config::Config::kept_sessions`]) keeps nothing and starts no listener:
//! every read goes to the database. `GAME_VIEW_CACHE=0` and `SESSION_CACHE=0` turn one
//! cache off each (both at 0: no listener either). Without a listener the live streams
//! answer `204 No Content`, which tells a browser's `EventSource` not to reconnect: the
//! pages stay as drawn, as they would if notices did not arrive (the reason to turn the
//! caches off, a pooler in transaction mode, keeps notices from the live events too).

pub mod game_views;
pub mod live;
pub mod notices;
pub mod sessions;
