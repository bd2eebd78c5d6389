//! House rules, read from the `[leftovers]` table of the configuration.

use crate::lexicon::{Language, WordList};
use serde::{Deserialize, Serialize};

pub use crate::engine::WordCheck;

/// The Leftovers house rules (`config/leftovers.toml` explains each).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct LeftRules {
    pub word_check: WordCheck,
    pub dictionary: WordList,
    /// The table's letters keep their order in the new word (the strict "Add" move).
    pub keep_order: bool,
    /// "Use or Lose": each word scores its value minus the table letters not used.
    pub use_or_lose: bool,
    /// Seconds per turn (0: no limit; the rulebook suggests 120).
    pub turn_timer: u32,
    /// The built-in deck and dictionary: "en" or "es".
    pub language: Language,
    /// A deck file of one's own (its `language` wins); empty = the built-in deck.
    pub deck: String,
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

impl Default for LeftRules {
    fn default() -> Self {
        LeftRules {
            word_check: WordCheck::Strict,
            dictionary: WordList::Full,
            keep_order: false,
            use_or_lose: false,
            turn_timer: 0,
            language: Language::English,
            deck: String::new(),
            undo: true,
            hints: true,
            preview_dictionary: true,
        }
    }
}

/// Cards in a full hand (the rulebook, every game).
pub(crate) const HAND_SIZE: usize = 10;
/// Shortest word.
pub(crate) const MIN_WORD: usize = 3;
/// Longest turn timer accepted (one hour).
pub(crate) const MAX_TIMER: u32 = 3600;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serde_names_and_defaults() {
        let r: LeftRules =
            toml::from_str("word_check = \"vote\"\nkeep_order = true\nlanguage = \"es\"").unwrap();
        assert_eq!(r.word_check, WordCheck::Vote);
        assert!(r.keep_order && !r.use_or_lose);
        assert_eq!(r.language, Language::Spanish);
        assert!(toml::from_str::<LeftRules>("bogus = 1").is_err());
        assert!(toml::from_str::<LeftRules>("language = \"fr\"").is_err());
    }
}
