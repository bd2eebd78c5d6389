//! naipes: a terminal card table for pass-and-play.
pub mod engine;
pub mod games;
