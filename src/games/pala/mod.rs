//! Pala by Jeffrey D. Allers: color-mixing tricks, in its two games, Pointillism
//! (points are good) and Impressionism (points are bad).

pub(crate) mod bidding;
pub mod bot;
pub mod cards;
pub mod config;
pub mod determinize;
pub mod error;
pub mod game;
pub mod guide;
mod hidden;
pub mod play;
pub mod review;
pub mod scoring;
pub mod shared;
pub mod state;
pub mod text;
pub mod view;

#[cfg(feature = "tui")]
pub mod ui;

#[cfg(test)]
mod tests;

pub use bot::{EasyBot, HeuristicBot, RandomBot, StrongBot, bot_for};
pub use cards::{Card, Color, full_deck};
pub use config::{Mode, PalaRules, Slot};
pub use error::PalaError;
pub use play::{Play, PlayKind, TrickPlay};
pub use shared::{PerSeat, Shared};
pub use state::{Pala, PalaEvent, PalaMove, Phase, RoundScore, ScorePad, SeatBid};
pub use text::help_lines;
pub use view::{PalaView, TrickView, move_from_selection};
