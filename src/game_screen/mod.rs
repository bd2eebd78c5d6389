//! What a game's screen is built from, below the app that runs it: the contract between
//! the table and a game's screen ([`game_ui`]), the keys as actions ([`keys`]), the
//! drawing kit and colours ([`kit`], [`theme`]), the shared word entry ([`word_entry`])
//! and their words ([`text`]). Each game's `ui.rs` uses only this (and its own rules);
//! the app and the drawing code use it too.

pub mod game_ui;
pub mod keys;
pub(crate) mod kit;
pub(crate) mod text;
pub(crate) mod theme;
pub(crate) mod word_entry;
