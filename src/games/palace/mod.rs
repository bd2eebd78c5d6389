//! Palace, language edition: the shedding game (also called Castle) in which special
//! cards, being stuck and blind palace cards set language challenges.

pub mod bot;
pub mod cards;
pub mod challenge;
pub mod config;
pub mod determinize;
pub mod error;
pub mod game;
pub mod guide;
mod hidden;
pub mod lang;
pub mod play;
pub mod state;
pub mod text;
pub mod view;

#[cfg(feature = "tui")]
pub mod ui;

pub use bot::{PalaceBot, bot_for};
pub use cards::{Card, Suit, full_deck};
pub use config::{BlindChallenge, FourPower, OpenAnswers, PalaceRules, Power, PracticeLevel};
pub use error::PalaceError;
pub use state::{
    Missed, Need, Palace, PalaceEvent, PalaceMove, Pending, Phase, QUIET_PLAYS, Reason, ReviewItem,
    Source, Step, Tally,
};
pub use view::{ChallengeView, PalaceView};
