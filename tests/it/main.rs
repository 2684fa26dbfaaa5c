//! Integration tests: the real app over real HTTP, on a real PostgreSQL, with a real
//! SMTP server catching the mail. One binary, so the app is linked once.

mod support;

mod accounts;
mod api;
mod api_players;
mod api_schema;
mod api_tournaments;
mod browser;
mod browser_analysis;
mod calendar;
mod cli;
mod clocks;
mod cluster;
mod conditionals;
mod crosscheck;
mod deploy;
mod discovery;
mod game_page;
mod games;
mod health;
mod input;
mod limits;
mod login_limits;
mod logs;
mod mail;
mod mail_crash;
mod mail_outage;
mod mail_replies;
mod mail_retention;
mod mail_settings;
mod metrics;
mod password_work;
mod players;
mod positions;
mod rating_ranges;
mod ratings;
mod recompute;
mod refusals;
mod reply_fixtures;
mod review;
mod round_trips;
mod safety;
mod sessions;
mod stored_words;
mod tournaments;
