//! House rules, read from the `[rapiletras]` table of the configuration.

use serde::{Deserialize, Serialize};

pub use crate::engine::WordCheck;

/// The Rapiletras house rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct RapiRules {
    pub word_check: WordCheck,
    /// Replacing letters only when the die repeats the previous cycle's number.
    pub replace_needs_repeat: bool,
    /// Cards dealt to each player.
    pub hand_size: usize,
    /// The game ends after the hand in which someone reaches this many penalty points.
    pub game_end: i32,
    /// Challenge mode: penalty points for a word proven wrong.
    pub challenge_penalty: i32,
    /// Challenge mode: points taken off the total of whoever proved a word wrong.
    pub challenge_reward: i32,
    /// Challenge mode: penalty points for challenging a good word.
    pub failed_challenge_penalty: i32,
    /// A deck file of one's own (same form as assets/rapiletras/deck.toml); empty = the
    /// built-in deck.
    pub deck: String,
    /// The word list words are judged by: the full one, or everyday words only.
    pub dictionary: crate::lexicon::WordList,
    /// How hard strong computer players think: the hands they deal each rival close to
    /// going out, from the cards they cannot see (iterations, so a seed replays).
    pub strong_budget: u32,
    /// `u` takes back a decision at the table (README, "Undo and hints"); written only
    /// when off, so that saves and records of other tables read as before.
    #[serde(
        default = "crate::engine::on",
        skip_serializing_if = "crate::engine::is_on"
    )]
    pub undo: bool,
    /// `h` shows the normal computer player's move to the person deciding.
    #[serde(
        default = "crate::engine::on",
        skip_serializing_if = "crate::engine::is_on"
    )]
    pub hints: bool,
    /// Challenge and vote modes: the line under a typed word says when the word is not
    /// in the dictionary, before it is laid (the same mark at every word game). Written
    /// only when off, so that saves and records of other tables read as before.
    #[serde(
        default = "crate::engine::on",
        skip_serializing_if = "crate::engine::is_on"
    )]
    pub preview_dictionary: bool,
}

/// The most iterations a strong player may be given per decision.
pub(crate) const MAX_STRONG_BUDGET: u32 = 10_000;

impl Default for RapiRules {
    fn default() -> Self {
        RapiRules {
            word_check: WordCheck::Strict,
            replace_needs_repeat: true,
            hand_size: 10,
            game_end: 100,
            challenge_penalty: 10,
            challenge_reward: 10,
            failed_challenge_penalty: 0,
            deck: String::new(),
            dictionary: crate::lexicon::WordList::Full,
            strong_budget: 32,
            undo: true,
            hints: true,
            preview_dictionary: true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serde_names_and_defaults() {
        let r: RapiRules = toml::from_str("word_check = \"challenge\"\ngame_end = 50").unwrap();
        assert_eq!(r.word_check, WordCheck::Challenge);
        assert_eq!(r.game_end, 50);
        assert!(r.replace_needs_repeat);
        assert_eq!(r.hand_size, 10);
        assert!(toml::from_str::<RapiRules>("bogus = 1").is_err());
        assert_eq!(RapiRules::default().word_check, WordCheck::Strict);
        assert_eq!(RapiRules::default().strong_budget, 32);
    }
}
