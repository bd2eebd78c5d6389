//! naipes: a terminal card table for pass-and-play.
// No unsafe code anywhere (the dev profile relies on it: see Cargo.toml).
#![forbid(unsafe_code)]
#[cfg(feature = "tui")]
pub mod app;
pub mod config;
pub mod engine;
pub mod files;
#[cfg(feature = "tui")]
pub mod game_screen;
pub mod games;
#[cfg(feature = "tui")]
pub mod history;
#[cfg(feature = "tui")]
pub mod input;
pub mod language;
pub mod lexicon;
#[cfg(feature = "tui")]
pub mod remote;
pub mod session;
pub mod sim;
#[cfg(feature = "tui")]
pub mod ui;
