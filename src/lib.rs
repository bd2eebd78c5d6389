//! naipes: a terminal card table for pass-and-play.
pub mod app;
pub mod config;
pub mod engine;
pub mod games;
pub mod lexicon;
pub mod session;
pub mod sim;
pub mod ui;
