//! corrchess: a correspondence chess server for Chess960.
//!
//! Layers: see docs/ARCHITECTURE.md#layers, whose table of allowed imports
//! tests/it/layers.rs checks.
#![forbid(unsafe_code)]

pub mod backup;
pub mod cache;
pub mod check_config;
pub mod chess;
pub mod config;
pub mod domain;
pub mod embedded_db;
pub mod i18n;
pub mod inbound;
pub mod jobs;
pub mod mail;
pub mod metrics;
pub mod service;
pub mod startup;
pub mod store;
pub mod telemetry;
pub mod web;
pub mod worker_pools;
