//! Palabra: English words from colored letter cards. Stars and color locks multiply,
//! shaves and jokers take points from the other players' words; highest score wins.

pub mod bot;
pub mod cards;
pub mod config;
pub mod error;
pub mod game;
pub mod guide;
pub mod help;
mod hidden;
mod moves;
pub(crate) mod plan;
pub mod review;
pub mod search;
pub mod setup;
pub(crate) mod simul;
pub mod state;
pub mod table;
pub mod text;
mod turn;
pub mod typed;
pub mod view;
pub mod words;

#[cfg(feature = "tui")]
pub mod ui;

#[cfg(test)]
mod tests;

pub use bot::{EasyBot, ExpertBot, RandomBot, StrongBot, bot_for};
pub use cards::{Card, CardId, CardKind, Color, Colors, DEFAULT_DECK, parse_deck};
pub use config::{PalabraRules, ShaveRule, WordCheck};
pub use error::PalabraError;
pub use help::help_lines;
pub use setup::{Setup, SetupWord};
pub use state::{
    EndReason, Entry, LedgerEntry, Palabra, PalabraEvent, PalabraMove, PalabraWord, Pending, Phase,
};
pub use table::{Breakdown, Placed, PlayKind, TableWord};
pub use typed::{
    better_with_special, exchange_from_text, flush_from_text, shave_from_text, straight_from_text,
    vowels_from_text, word_from_text,
};
pub use view::{PalabraView, preview_in};
