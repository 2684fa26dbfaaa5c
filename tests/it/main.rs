//! Integration tests: the real app over real HTTP, on a real PostgreSQL, with a real
//! SMTP server catching the mail. One binary, so the app is linked once.

#![allow(
    clippy::too_many_lines,
    reason = "a scenario test reads top to bottom as the user's story; the 80-line limit is for src/"
)]

mod support;

mod account_deletion;
mod accounts;
mod api;
mod api_document;
mod api_players;
mod api_schema;
mod api_tournaments;
mod app_manifest;
mod backup;
mod blocks;
mod board_grid;
mod browser;
mod browser_analysis;
mod browser_forms;
mod browser_grid;
mod browser_live;
mod browser_phone;
mod calendar;
mod cli;
mod clocks;
mod cluster;
mod conditionals;
mod confirmations;
mod crosscheck;
mod day_ranges;
mod dead_ends;
mod deploy;
mod deutsch;
mod deutsch_admin;
mod deutsch_game;
mod deutsch_pages;
mod deutsch_refusals;
mod deutsch_tournaments;
mod discovery;
mod error_summary;
mod export;
mod game_page;
mod game_view_cache;
mod games;
mod health;
mod html_checker;
mod input;
mod layers;
mod limits;
mod live;
mod login_limits;
mod logs;
mod mail;
mod mail_crash;
mod mail_draws;
mod mail_files;
mod mail_outage;
mod mail_replies;
mod mail_retention;
mod mail_settings;
mod metrics;
mod moderation;
mod next_steps;
mod organizers;
mod password_work;
mod pgbouncer;
mod players;
mod positions;
mod proxies;
mod push;
mod rating_ranges;
mod ratings;
mod recompute;
mod refusals;
mod reply_fixtures;
mod reply_hardening;
mod reply_listener;
mod reports;
mod review;
mod round_trips;
mod safety;
mod session_cache;
mod sessions;
mod stored_words;
mod tiebreak_order;
mod time_zones;
mod timeout_record;
mod tournament_entry;
mod tournament_knockout;
mod tournament_stages;
mod tournament_vacations;
mod tournaments;
mod two_servers;
