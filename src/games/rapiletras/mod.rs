//! Rapiletras: Spanish words with as many letters as the die shows; shed your cards
//! first. Penalty points for the cards left in hand; lowest total wins.

pub mod bot;
pub mod cards;
pub mod config;
pub mod error;
pub mod game;
pub mod guide;
pub mod help;
mod hidden;
mod moves;
pub mod names;
pub mod review;
pub mod search;
pub mod setup;
pub mod state;
pub mod text;
pub mod view;
pub mod words;

#[cfg(feature = "tui")]
pub mod ui;

#[cfg(test)]
mod tests;

pub use bot::{EasyBot, HeuristicBot, RandomBot, StrongBot, bot_for};
pub use cards::{Card, DEFAULT_DECK, Deck, LetterSpec, load_deck, parse_deck};
pub use config::{RapiRules, WordCheck};
pub use error::RapiError;
pub use help::help_lines;
pub use names::{DEFAULT_NAMES, is_name, is_valid_word};
pub use setup::Setup;
pub use state::{
    HandScore, PendingWord, Phase, Pile, RapiEvent, RapiMove, RapiWord, Rapiletras, WordKind,
};
pub use view::{RapiView, preview, preview_in};
pub use words::TableWord;
