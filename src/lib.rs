//! naipes: a terminal card table for pass-and-play.
pub mod engine;
pub mod games;
pub mod config;
pub mod session;
pub mod app;
pub mod ui;
pub mod sim;
pub mod lexicon;
