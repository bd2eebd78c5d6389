//! Leftovers (The Final Word): remake the word on the table with your cards; the table
//! cards you leave go to the previous player, who scores them. High score wins.

pub mod bot;
pub mod cards;
pub mod config;
pub mod error;
pub mod game;
pub mod guide;
mod hidden;
mod moves;
pub(crate) mod reply;
pub mod review;
pub mod search;
pub mod state;
pub mod text;
pub mod view;
pub mod walk;
pub mod words;

#[cfg(feature = "tui")]
pub mod ui;

pub use bot::bot_for;
pub use cards::{Card, Deck, builtin, load_deck, parse_deck};
pub use config::{LeftRules, WordCheck};
pub use error::LeftError;
pub use state::{LeftEvent, LeftMove, LeftWord, Leftovers, NoWord, Pending, Phase};
pub use view::{LeftView, preview};
pub use words::Split;
